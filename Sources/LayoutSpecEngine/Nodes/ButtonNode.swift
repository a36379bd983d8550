// ASButtonNode (Source/ASButtonNode.mm): a node whose layout spec is a horizontal stack of
// [image, title] (spacing contentSpacing, centred both ways), inset by contentEdgeInsets
// when they are non-zero. The reader builds that spec as the button's only child.

public struct ButtonNode: Hashable, Sendable {
  public init() {}

  /// A node with a layout spec takes its spec's size unclamped (ASDisplayNode+Layout.mm),
  /// with the spec's layout as its only sublayout.
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    guard let spec = context.children(of: id).first else {
      return context.makeLayout(id, range, size: range.min)
    }
    let specLayout = context.sublayoutThatFits(spec, range, parentSize: range.max)
    return context.makeLayout(id, range, size: specLayout.size, sublayout: specLayout)
  }
}
