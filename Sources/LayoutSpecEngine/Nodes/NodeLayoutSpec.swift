// A node that lays out its own subnodes: `-[ASDisplayNode calculateLayoutThatFits:]` with a
// `layoutSpecThatFits:` (Source/ASDisplayNode+LayoutSpec.mm, `-calculateLayoutLayoutSpec:`).
// The spec the node returns is its only child in the tree: a document's `layout`, or the
// spec ASButtonNode builds.
//
// Texture lays the spec out with `[spec layoutThatFits:constrainedSize]`, so its parent
// size is the range's maximum; the node takes the spec's size as it is, without clamping
// it to the range, and its own measurement (`calculateSizeThatFits:`) is never asked. The
// node's layout then holds the spec's layout, which flattening turns into the node's own
// subnodes in its coordinates (`filteredNodeLayoutTree`, Source/Layout/ASLayout.mm).

enum NodeLayoutSpec {
  static func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    guard let spec = context.children(of: id).first else {
      return context.makeLayout(id, range, size: range.min)
    }
    // `layoutSpecThatFits:` builds the spec for this size: its size-bound values too.
    let outer = context.enterSizeScope(id, range)
    context.traceOffer(spec, .nodeLayoutSpec)
    let specLayout = context.sublayoutThatFits(spec, range, parentSize: range.max)
    let layout = context.makeLayout(id, range, size: specLayout.size, sublayout: specLayout)
    context.leaveSizeScope(outer)
    return layout
  }
}
