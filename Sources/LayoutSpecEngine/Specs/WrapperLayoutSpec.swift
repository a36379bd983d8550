// ASWrapperLayoutSpec (Source/Layout/ASLayoutSpec.mm): every child at (0, 0) in the same
// range; the spec is as large as its largest child, even past its own maximum.

enum WrapperLayoutSpec {
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    var size = range.min
    var scratch = context.takeScratch()
    for child in context.children(of: id) {
      context.traceOffer(child, .wrapperChild)
      let sublayout = context.sublayoutThatFits(child, range, parentSize: range.max)
      size.width = cMax(size.width, sublayout.size.width)
      size.height = cMax(size.height, sublayout.size.height)
      scratch.sublayouts.append(sublayout)
    }
    let layout = context.makeLayout(id, range, size: size, sublayouts: scratch.sublayouts)
    context.recycle(consume scratch)
    return layout
  }
}
