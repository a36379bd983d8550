// ASOverlayLayoutSpec (Source/Layout/ASOverlayLayoutSpec.mm): the overlay is laid out
// exactly at the child's size and drawn above it. Children: [child, overlay].

enum OverlayLayoutSpec {
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, parentSize: Size, context: inout LayoutContext
  ) -> Sublayout {
    let children = context.children(of: id)
    guard let child = children.first else { return context.makeLayout(id, range, size: range.min) }
    context.traceOffer(child, .overlayChild)
    let content = context.sublayoutThatFits(child, range, parentSize: parentSize)
    guard children.count > 1 else {
      return context.makeLayout(id, range, size: content.size, sublayout: content)
    }
    // Texture quirk (kept): the overlay's parent size is the child's size, while a
    // background's is the spec's own parent size.
    context.traceOffer(children[children.startIndex + 1], .overlayElement) {
      [TraceDetail("childSize", .size(content.size))]
    }
    let overlay = context.sublayoutThatFits(
      children[children.startIndex + 1], SizeRange(exactly: content.size),
      parentSize: content.size)
    return context.makeLayout(id, range, size: content.size, sublayouts: content, overlay)
  }
}
