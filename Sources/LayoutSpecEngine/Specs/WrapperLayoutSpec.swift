// ASWrapperLayoutSpec (Source/Layout/ASLayoutSpec.mm): every child at (0, 0) in the same
// range; the spec is as large as its largest child, even past its own maximum.

enum WrapperLayoutSpec {
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Layout {
    var size = range.min
    var sublayouts: [Layout] = []
    for child in context.children(of: id) {
      let sublayout = context.layoutThatFits(child, range, parentSize: range.max)
      size.width = cMax(size.width, sublayout.size.width)
      size.height = cMax(size.height, sublayout.size.height)
      sublayouts.append(sublayout)
    }
    return context.makeLayout(id, range, size: size, sublayouts: sublayouts)
  }
}
