import LayoutSpecEngine

/// A coordinate Texture would leave non-finite, printed as `null`: the CLI warns about it.
public struct NonFiniteFrame: Hashable, Sendable {
  public var element: ElementID
  /// The index of the result it is in: results of several variants have several trees.
  public var result: Int
  public init(element: ElementID, result: Int = 0) {
    self.element = element
    self.result = result
  }
}
