// A layout pass writes every layout once into a LayoutTree (nodes and placements); nested
// `Layout` values are built from it on demand, and a hand-made `Layout` converts back.

import Testing

@testable import LayoutSpecEngine

@Suite struct LayoutTreeTests {
  /// A cell like the benchmark's feed: an inset row with a flexible column of two texts
  /// (the column takes the optimised-flexing path), a ratio photo and a separator.
  static func cellTree() -> TreeBuilder {
    var t = TreeBuilder()
    var column = StackLayoutSpec()
    column.direction = .vertical
    var row = StackLayoutSpec()
    row.spacing = 10
    row.alignItems = .start
    let avatar = t.node("avatar", width: 44, height: 44)
    let name = t.tree.add(.text, .text(TextNode(text: "User 1", fontSize: 15)), name: "name")
    let message = t.tree.add(
      .text, .text(TextNode(text: "Lunch tomorrow? #12", fontSize: 13)), name: "message")
    let lines = t.stack(column, [name, message], style: Self.flexible)
    let time = t.tree.add(.text, .text(TextNode(text: "9:41", fontSize: 12)), name: "time")
    let hstack = t.stack(row, [avatar, lines, time])
    let inset = t.inset(8, 12, 8, 12, hstack)
    let photo = t.plainNode("photo")
    let ratio = t.ratio(0.5, photo)
    let separator = t.node("separator", width: 0, height: 0.5) { $0.width = .auto }
    t.stack(column, [inset, ratio, separator], name: "cell")
    return t
  }

  static let flexible = LayoutElementStyle().with {
    $0.flexGrow = 1
    $0.flexShrink = 1
  }

  static let range = SizeRange(
    min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))

  /// Fields and sublayouts equal, recursively.
  static func same(_ a: Layout, _ b: Layout) -> Bool {
    a.element == b.element && a.size == b.size && a.position == b.position
      && a.constrainedSize == b.constrainedSize && a.ascender.bitPattern == b.ascender.bitPattern
      && a.descender.bitPattern == b.descender.bitPattern
      && a.sublayouts.count == b.sublayouts.count
      && zip(a.sublayouts, b.sublayouts).allSatisfy { same($0, $1) }
  }

  @Test func nestedLayoutsAreTheTreesLayouts() {
    let t = Self.cellTree()
    var context = LayoutContext(tree: t.tree)
    let layouts = context.layoutTreeForRoot(Self.range)
    var other = LayoutContext(tree: t.tree)
    let nested = other.layoutRoot(Self.range)
    #expect(Self.same(layouts.layout(layouts.root), nested))
    #expect(Self.same(LayoutTree(nested).layout(LayoutTree(nested).root), nested))
  }

  // Every element laid out once gives one node each: the optimised-flexing column's
  // placeholder, replaced by its flexed layout, is never written.
  @Test func oneNodePerElementInAFeedCell() {
    let t = Self.cellTree()
    var context = LayoutContext(tree: t.tree, recordingDetails: false)
    let layouts = context.layoutTreeForRoot(Self.range)
    #expect(context.calculationCount == t.tree.count)
    #expect(layouts.nodes.count == t.tree.count)
    #expect(layouts.placements.count == t.tree.count - 1)
    #expect(layouts.constrainedSize(of: layouts.root) == nil)
    #expect(layouts.layout(layouts.root).constrainedSize == SizeRange(exactly: .zero))
  }

  // A layout takes 48 bytes: a node and its placement, no padding.
  @Test func layoutsTake48Bytes() {
    #expect(MemoryLayout<LayoutNode>.stride == 24)
    #expect(MemoryLayout<NodePlacement>.stride == 24)
  }

  // The sizes that were not finite are a list beside the nodes: 50% of the unbounded
  // height that an overlay and an inset pass on to their child is infinite, and only that
  // node says so.
  @Test func onlyTheNonFiniteSizeIsFlagged() {
    var t = TreeBuilder()
    let half = t.plainNode("half") { $0.height = .fraction(0.5) }
    let inset = t.inset(1, 1, 1, 1, half)
    let fixed = t.node("fixed", width: 10, height: 10)
    let root = t.overlay(inset, overlay: fixed)
    var context = LayoutContext(tree: t.tree, recordingDetails: false)
    let layouts = context.layoutTreeForRoot(Self.range)
    var flagged: [ElementID] = []
    var pending = [layouts.root]
    while let item = pending.popLast() {
      if item.sizeWasNonFinite { flagged.append(item.element) }
      #expect(!item.sizeWasNonFinite || item.size == .zero)
      pending += layouts.sublayouts(of: item)
    }
    #expect(flagged == [half])
    #expect(!layouts.framesAreFinite)
    #expect(layouts.root.element == root && !layouts.root.sizeWasNonFinite)
    #expect(LayoutTree(layouts.layout(layouts.root)).framesAreFinite)
  }

  @Test func recordedConstrainedSizesFollowTheNodes() {
    let t = Self.cellTree()
    var context = LayoutContext(tree: t.tree)
    let layouts = context.layoutTreeForRoot(Self.range)
    #expect(layouts.constrainedSizes.count == layouts.nodes.count)
    #expect(layouts.constrainedSize(of: layouts.root) == Self.range)
  }

  // A placeholder that no flexing replaces stays in the layout, written when its stack
  // keeps it: 0 x 0, constrained to exactly 0 x 0, no sublayouts.
  @Test func keptPlaceholdersAreWritten() {
    var t = TreeBuilder()
    let text = t.tree.add(.text, .text(TextNode(text: "ab", fontSize: 10)), name: "text")
    let inner = t.stack(StackLayoutSpec(), [text], style: Self.flexible)
    // Half a point of room: the grow share floors to 0, so nothing is measured again.
    let fixed = t.node("fixed", width: 99.5, height: 10)
    var row = StackLayoutSpec()
    row.alignItems = .start
    let outer = t.stack(row, [fixed, inner])
    let layout = t.layout(exactRange(100, 50))
    let placeholder = layout.sublayout(inner)
    #expect(placeholder.size == .zero)
    #expect(placeholder.sublayouts.isEmpty)
    #expect(placeholder.constrainedSize == SizeRange(exactly: .zero))
    #expect(layout.element == outer)
  }

  @Test func flattenedItemsMatchFlattenedLayouts() {
    let t = Self.cellTree()
    var context = LayoutContext(tree: t.tree)
    let layouts = context.layoutTreeForRoot(Self.range)
    let items = layouts.flattenedNodes(in: t.tree, pixels: PixelGrid(scale: 2))
    let nested = layouts.layout(layouts.root).flattenedNodes(
      in: t.tree, pixels: PixelGrid(scale: 2))
    #expect(items.map(\.element) == nested.map(\.element))
    #expect(items.map(\.position) == nested.map(\.position))
    #expect(items.map(\.size) == nested.map(\.size))
  }
}
