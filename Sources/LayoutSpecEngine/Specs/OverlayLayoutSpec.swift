// ASOverlayLayoutSpec (Source/Layout/ASOverlayLayoutSpec.mm): the overlay is laid out
// exactly at the child's size and drawn above it. Children: [child, overlay].

enum OverlayLayoutSpec {
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, parentSize: Size, context: inout LayoutContext
  ) -> Layout {
    let children = context.children(of: id)
    guard let child = children.first else { return context.makeLayout(id, range, size: range.min) }
    let content = context.layoutThatFits(child, range, parentSize: parentSize)
    var sublayouts = [content]
    if children.count > 1 {
      // Texture quirk (kept): the overlay's parent size is the child's size, while a
      // background's is the spec's own parent size.
      let overlay = context.layoutThatFits(
        children[children.startIndex + 1], SizeRange(exactly: content.size),
        parentSize: content.size)
      sublayouts.append(overlay)
    }
    return context.makeLayout(id, range, size: content.size, sublayouts: sublayouts)
  }
}
