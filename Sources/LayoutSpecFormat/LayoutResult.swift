import LayoutSpecEngine

/// One layout of a description: what every output format writes.
public struct LayoutResult: Sendable {
  public var tree: ElementTree
  public var sizeRange: SizeRange
  public var layout: Layout
  public var pixels: PixelGrid

  public init(tree: ElementTree, sizeRange: SizeRange, layout: Layout, pixels: PixelGrid) {
    self.tree = tree
    self.sizeRange = sizeRange
    self.layout = layout
    self.pixels = pixels
  }

  /// Lays out `tree` for `sizeRange` as a host node would: `[root layoutThatFits:range]`.
  public static func evaluate(_ tree: ElementTree, in sizeRange: SizeRange, scale: Double)
    -> LayoutResult
  {
    var context = LayoutContext(tree: tree, scale: scale)
    let layout = context.layoutRoot(sizeRange)
    return LayoutResult(
      tree: tree, sizeRange: sizeRange, layout: layout, pixels: context.pixels)
  }
}

/// A coordinate Texture would leave non-finite, printed as `null`: the CLI warns about it.
public struct NonFiniteFrame: Hashable, Sendable {
  public var element: ElementID
  public init(element: ElementID) { self.element = element }
}
