// ASBackgroundLayoutSpec (Source/Layout/ASBackgroundLayoutSpec.mm): the background is laid
// out exactly at the child's size and drawn beneath it. Children: [child, background];
// sublayouts: [background, child], the drawing order.

enum BackgroundLayoutSpec {
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, parentSize: Size, context: inout LayoutContext
  ) -> Sublayout {
    let children = context.children(of: id)
    guard let child = children.first else { return context.makeLayout(id, range, size: range.min) }
    context.traceOffer(child, .backgroundChild)
    let content = context.sublayoutThatFits(child, range, parentSize: parentSize)
    guard children.count > 1 else {
      return context.makeLayout(id, range, size: content.size, sublayout: content)
    }
    context.traceOffer(children[children.startIndex + 1], .backgroundElement) {
      [TraceDetail("childSize", .size(content.size))]
    }
    let background = context.sublayoutThatFits(
      children[children.startIndex + 1], SizeRange(exactly: content.size),
      parentSize: parentSize)
    return context.makeLayout(id, range, size: content.size, sublayouts: background, content)
  }
}
