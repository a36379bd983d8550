import Testing

@testable import LayoutSpecEngine

// A node that lays out its own subnodes (a document's `layout`): the rules of
// `-[ASDisplayNode calculateLayoutThatFits:]` with a `layoutSpecThatFits:`
// (Source/ASDisplayNode+Layout.mm, Source/ASDisplayNode+LayoutSpec.mm) and of the
// flattened layout each node keeps (Source/Layout/ASLayout.mm `filteredNodeLayoutTree`).

@Suite struct NodeLayoutSpecTests {
  /// A node whose spec is an hstack of a 16 x 16 node and a 30 x 10 node, spacing 4.
  func cell(
    _ b: inout TreeBuilder, name: String = "cell", style: LayoutElementStyle = .init(),
    intrinsic: Size? = nil
  ) -> ElementID {
    let icon = b.node("icon", width: 16, height: 16)
    let count = b.node("count", width: 30, height: 10)
    var spec = StackLayoutSpec()
    spec.spacing = 4
    let stack = b.stack(spec, [icon, count])
    return b.tree.add(
      .node, .node(DisplayNode(intrinsicSize: intrinsic)), name: name, style: style,
      children: [stack])
  }

  /// ASDisplayNode+LayoutSpec.mm `-calculateLayoutLayoutSpec:`: the node's size is its
  /// spec's layout size, and `calculateSizeThatFits:` (here an intrinsic size) is not
  /// asked once the node has a spec.
  @Test func theNodeTakesItsSpecsSizeNotItsOwnMeasurement() {
    var b = TreeBuilder()
    _ = cell(&b, intrinsic: Size(width: 200, height: 200))
    let layout = b.layout(SizeRange(min: .zero, max: Size(width: 375, height: .infinity)))
    #expect(layout.size == Size(width: 50, height: 16))
    #expect(layout.sublayouts.count == 1)
    #expect(b.tree.type(of: layout.sublayouts[0].element) == .stack)
  }

  /// ASDisplayNode+Layout.mm: the node's style size is resolved and intersected with the
  /// range before `calculateLayoutThatFits:`, so the spec gets the node's own width.
  @Test func theNodesStyleSizeNarrowsTheRangeItsSpecGets() {
    var b = TreeBuilder()
    _ = cell(&b, style: .fixed(120, 30))
    let layout = b.layout(SizeRange(min: .zero, max: Size(width: 375, height: 667)))
    #expect(layout.size == Size(width: 120, height: 30))
    #expect(
      layout.sublayouts[0].constrainedSize == SizeRange(exactly: Size(width: 120, height: 30)))
  }

  /// `[layoutElement layoutThatFits:constrainedSize]`: the spec's percentages resolve against
  /// the node's range maximum, and the node keeps the spec's size unclamped.
  @Test func theSpecsParentSizeIsTheNodesRangeMaximum() {
    var b = TreeBuilder()
    let half = b.node("half", width: 10, height: 10) { $0.width = .fraction(0.5) }
    let spec = b.wrapper([half])
    b.tree.add(.node, .node(DisplayNode()), name: "cell", children: [spec])
    let layout = b.layout(SizeRange(min: .zero, max: Size(width: 300, height: 100)))
    #expect(layout.sublayouts[0].sublayouts[0].size == Size(width: 150, height: 10))
  }

  /// filteredNodeLayoutTree: the host's flattened layout lists the node, not the node's own
  /// subnodes; the node's flattened layout lists those, relative to the node.
  @Test func eachNodeFlattensItsOwnLayout() {
    var b = TreeBuilder()
    let inner = cell(&b, name: "likes")
    let outer = b.inset(10, 20, 10, 20, inner)
    b.tree.add(.node, .node(DisplayNode()), name: "post", children: [outer])
    var context = LayoutContext(tree: b.tree, scale: 2)
    let layouts = context.layoutTreeForRoot(
      SizeRange(min: .zero, max: Size(width: 375, height: .infinity)))
    let post = layouts.flattenedNodes(in: b.tree, pixels: PixelGrid(scale: 2))
    #expect(post.map { b.tree.name(of: $0.element) } == ["likes"])
    #expect(post[0].position == Point(x: 20, y: 10))
    #expect(layouts.hasOwnLayout(post[0], in: b.tree))
    let likes = layouts.subnodes(of: post[0], in: b.tree, pixels: PixelGrid(scale: 2))
    #expect(likes.map { b.tree.name(of: $0.element) } == ["icon", "count"])
    #expect(likes.map(\.position) == [Point(x: 0, y: 0), Point(x: 20, y: 0)])
  }
}
