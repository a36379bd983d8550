// ASButtonNode (Source/ASButtonNode.mm): a node whose layout spec is a horizontal stack of
// [image, title] (spacing contentSpacing, centred both ways), inset by contentEdgeInsets
// when they are non-zero. The reader builds that spec as the button's only child.

public struct ButtonNode: Hashable, Sendable {
  public init() {}

  /// Laid out as any node with a layout spec (NodeLayoutSpec.swift).
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    NodeLayoutSpec.calculateLayout(id, range, context: &context)
  }
}
