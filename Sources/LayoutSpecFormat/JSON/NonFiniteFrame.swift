import LayoutSpecEngine

/// A coordinate Texture would leave non-finite, printed as `null`: the CLI warns about it.
public struct NonFiniteFrame: Hashable, Sendable {
  public var element: ElementID
  public init(element: ElementID) { self.element = element }
}
