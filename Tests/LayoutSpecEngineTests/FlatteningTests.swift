// Flattening: Source/Layout/ASLayout.mm -filteredNodeLayoutTree and Tests/
// ASLayoutFlatteningTests.mm. Depth-first, pre-order, in sublayout order, summing raw
// positions: a node layout is emitted at ASCeilPointValues(sum) without its sublayouts
// (never descended into); a spec with sublayouts is descended; a spec without is dropped.
//
// In Texture the input is the host node's layout, whose only sublayout is the root
// element's layout at (0, 0). `flattenedNodes` is called on the root element's layout,
// so the ported tests use a spec where Texture's tests use their `rootNode`.

import Testing

@testable import LayoutSpecEngine

@Suite struct FlatteningTests {
  /// Builds layouts by hand, as ASLayoutFlatteningTests does with `layout(element, sublayouts)`.
  struct Hand {
    var tree = ElementTree()
    var subnodes: [ElementID] = []
    var indirectSubnodes: [ElementID] = []

    mutating func subnode() -> ElementID {
      let id = tree.add(.node, .node(DisplayNode()), name: "subnode\(subnodes.count + 1)")
      subnodes.append(id)
      return id
    }
    mutating func indirectSubnode() -> ElementID {
      let id = tree.add(.node, .node(DisplayNode()), name: "indirect\(indirectSubnodes.count + 1)")
      indirectSubnodes.append(id)
      return id
    }
    mutating func layoutSpec() -> ElementID { tree.add(.spacer, .spacer) }

    /// `layoutWithCustomPosition(position, element, sublayouts)`, size 100 x 100.
    func layout(_ element: ElementID, _ sublayouts: [Layout], at position: Point = .zero) -> Layout
    {
      Layout(
        element: element, size: Size(width: 100, height: 100), position: position,
        sublayouts: sublayouts, constrainedSize: .unconstrained)
    }
  }

  // Texture: ASLayoutFlatteningTests testThatFlattenedLayoutContainsOnlyDirectSubnodesInValidOrder.
  @Test func testThatFlattenedLayoutContainsOnlyDirectSubnodesInValidOrder() {
    var h = Hand()
    // Creation order below follows the Objective-C literal's evaluation order.
    let s1 = h.subnode()
    let i1 = h.indirectSubnode()
    let spec1 = h.layoutSpec()
    let s2 = h.subnode()
    let spec2 = h.layoutSpec()
    let spec3 = h.layoutSpec()
    let s3 = h.subnode()
    let spec4 = h.layoutSpec()
    let spec5 = h.layoutSpec()
    let s4 = h.subnode()
    let i2 = h.indirectSubnode()
    let i3 = h.indirectSubnode()
    let i4 = h.indirectSubnode()
    let s5 = h.subnode()
    let root = h.layoutSpec()
    let sublayouts = [
      h.layout(s1, [h.layout(i1, [])]),
      h.layout(
        spec1,
        [
          h.layout(s2, []),
          h.layout(spec2, [h.layout(spec3, []), h.layout(s3, [])]),
          h.layout(spec4, []),
        ]),
      h.layout(
        spec5,
        [
          h.layout(s4, [h.layout(i2, []), h.layout(i3, [h.layout(i4, [])])])
        ]),
      h.layout(s5, []),
    ]
    var original = h.layout(root, sublayouts)
    original.size = Size(width: 1000, height: 1000)
    let flattened = original.flattenedNodes(in: h.tree, pixels: PixelGrid(scale: 2))
    #expect(flattened.map(\.element) == h.subnodes)
    #expect(flattened.allSatisfy { $0.sublayouts.isEmpty })
    #expect(flattened.allSatisfy { $0.size == Size(width: 100, height: 100) })
  }

  // ASLayout.mm: positions are summed raw along the path and ceiled once:
  // 0.2 + 0.2 + 0.2 = 0.6 -> ceilPx 1.0 at 2x, where summing ceiled positions would give
  // 0.5 + 0.5 + 0.5 = 1.5.
  @Test func ceilOfTheSumNotSumOfCeils() {
    var h = Hand()
    let node = h.subnode()
    let inner = h.layoutSpec()
    let outer = h.layoutSpec()
    let root = h.layoutSpec()
    let p = Point(x: 0.2, y: 0.2)
    let layout = h.layout(
      root, [h.layout(outer, [h.layout(inner, [h.layout(node, [], at: p)], at: p)], at: p)])
    let flattened = layout.flattenedNodes(in: h.tree, pixels: PixelGrid(scale: 2))
    #expect(flattened.map(\.position) == [Point(x: 1, y: 1)])
    // At 3x: ceil(1.8 - tiny) / 3 = 2 / 3.
    let third = layout.flattenedNodes(in: h.tree, pixels: PixelGrid(scale: 3))
    #expect(third.map(\.position) == [Point(x: 2.0 / 3, y: 2.0 / 3)])
  }

  // The same through real specs: insets of 0.2 (inset positions are raw) around insets of
  // 0.2 put the node at 0.4 -> 0.5 at 2x (each inset alone would be ceiled to 0.5).
  @Test func ceilOfTheSumThroughSpecs() {
    var builder = TreeBuilder()
    let node = builder.node("node", width: 10, height: 10)
    let inner = builder.inset(0.2, 0.2, 0, 0, node)
    builder.inset(0.2, 0.2, 0, 0, inner)
    let range = sizeRange(0, 0, 100, 100)
    #expect(builder.layout(range).sublayout(node).position == Point(x: 0.2, y: 0.2))
    #expect(builder.frames(range)["node"] == Frame(0.5, 0.5, 10, 10))
  }

  // ASLayout.mm: the DFS starts from the sublayouts' own positions; the root's position is
  // not added (the flattened root keeps a null position).
  @Test func rootPositionIsNotAdded() {
    var h = Hand()
    let node = h.subnode()
    let root = h.layoutSpec()
    let layout = h.layout(
      root, [h.layout(node, [], at: Point(x: 5, y: 5))], at: Point(x: 10, y: 10))
    #expect(
      layout.flattenedNodes(in: h.tree, pixels: PixelGrid(scale: 2)).map(\.position) == [
        Point(x: 5, y: 5)
      ])
  }

  // ASLayout.mm -isFlattened: a host whose only sublayout is a childless node layout is
  // returned as is; the root element being a node, it is the only node, at (0, 0).
  @Test func rootNodeAloneAtTheOrigin() {
    var builder = TreeBuilder()
    builder.node("root", width: 40, height: 30)
    #expect(builder.frames(sizeRange(0, 0, 100, 100)) == ["root": Frame(0, 0, 40, 30)])
    // A root node with a layout spec (a button) is also alone: its internals are its own.
    var button = TreeBuilder()
    let icon = button.image("icon", 24, 16)
    let spec = button.inset(5, 5, 5, 5, icon)
    button.button("button", spec: spec)
    let flattened = button.flattened(sizeRange(0, 0, 100, 100))
    #expect(flattened.count == 1)
    #expect(flattened.first?.sublayouts.isEmpty == true)
    #expect(button.frames(sizeRange(0, 0, 100, 100)) == ["button": Frame(0, 0, 34, 26)])
  }

  // ASLayout.mm: a node is never descended into, even when it has sublayouts (the
  // `indirectSubnode`s of ASLayoutFlatteningTests): a button inside a wrapper is listed,
  // its image is not.
  @Test func nodesAreNotDescendedInto() {
    var builder = TreeBuilder()
    let icon = builder.image("icon", 24, 16)
    let spec = builder.wrapper([icon])
    let button = builder.button("button", spec: spec)
    let label = builder.node("label", width: 10, height: 10)
    builder.wrapper([button, label])
    #expect(builder.drawingOrder(sizeRange(0, 0, 100, 100)) == ["button", "label"])
  }

  // ASLayout.mm: specs without sublayouts (a spacer, an empty absolute spec) are dropped.
  @Test func specsWithoutSublayoutsAreDropped() {
    var builder = TreeBuilder()
    let spacer = builder.spacer()
    let empty = builder.absolute(.default, [])
    let node = builder.node("node", width: 10, height: 10)
    builder.wrapper([spacer, empty, node])
    let flattened = builder.flattened(sizeRange(0, 0, 100, 100))
    #expect(flattened.map(\.element) == [node])
  }

  // Drawing order is sublayout order: background before its child, overlay after its child,
  // corner after its child, wrapper children in order.
  // background(overlay(a, b), corner(c, d)): the background spec's sublayouts are
  // [background, child] = [corner(c, d), overlay(a, b)] -> c, d, a, b.
  @Test func drawingOrder() {
    var builder = TreeBuilder()
    let a = builder.node("a", width: 10, height: 10)
    let b = builder.node("b", width: 10, height: 10)
    let overlay = builder.overlay(a, overlay: b)
    let c = builder.node("c", width: 10, height: 10)
    let d = builder.node("d", width: 4, height: 4)
    let corner = builder.corner(.topLeft, child: c, corner: d)
    builder.background(overlay, background: corner)
    #expect(builder.drawingOrder(sizeRange(0, 0, 100, 100)) == ["c", "d", "a", "b"])
  }
}
