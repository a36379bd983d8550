// Every layout of one pass in two arrays: what the engine computes into, and what the json
// writer reads. `Layout` (Layout.swift) is the same information as nested values, built
// from here on demand for tests and the picture formats.
//
// Why an arena: the measurement cache, the stack's scratch arrays and every parent keep
// layouts, so a layout must be cheap to keep: no arrays of sublayouts per container to
// retain and copy. Each calculated layout is written once as a `LayoutNode` (size and
// sublayouts, 24 bytes, no references), a container's sublayouts are a run of
// `NodePlacement`s (node, element and position, 24 bytes), and the cache keeps node indexes.
// The element is the placement's, not the node's: a node's three 4-byte fields after its
// size would take 32 bytes, and a placement has 4 bytes of padding after its node.
// Constrained sizes and baselines, which only the styles and svg formats print, are kept
// in parallel arrays when asked for.
// Nothing in a pass is reference counted and nothing is allocated per element.

/// One calculated layout (ASLayout without its element and position, which its placements
/// hold): written once, never changed.
struct LayoutNode: Sendable {
  /// Pixel-ceiled at creation, or 0 x 0 when Texture would reject the size as invalid.
  var size: Size
  /// The node's sublayouts: `placements[sublayoutStart..<sublayoutStart + sublayoutCount]`.
  var sublayoutStart: Int32
  var sublayoutCount: Int32
}

/// The baselines a stack aligns a layout by (see `Layout.ascender`).
struct Baselines: Sendable {
  var ascender: Double
  var descender: Double
}

/// A sublayout: a node, its element, and where its parent placed it, relative to the
/// parent. Raw, as specs assign it (Texture rounds positions only when flattening).
struct NodePlacement: Sendable {
  var position: Point
  var node: Int32
  var element: ElementID
}

/// A layout pass's result: the root's layout and, through it, every layout it contains.
/// Nodes that a spec measured and then replaced (a stack measures a child before and after
/// flexing) stay in the arrays unreferenced.
public struct LayoutTree: Sendable {
  var nodes: [LayoutNode]
  var placements: [NodePlacement]
  /// Each node's `constrainedSize` and baselines, parallel to `nodes`, when the pass
  /// recorded them (`LayoutContext(recordingDetails:)`); empty otherwise.
  var constrainedSizes: [SizeRange]
  var baselines: [Baselines]
  /// The nodes whose size asked for was not finite (a percent of an infinite parent, an
  /// inf inset on an unbounded axis), in increasing order: Texture makes such a size
  /// 0 x 0, and the json output prints it as null with a warning (docs/cli.md, `eval`).
  /// A list, since they are rare: a flag in every node would make it 32 bytes, or a bit
  /// in its count would cost the node's writing its inlining.
  var nonFiniteNodes: [Int32]
  /// The bytes each layout takes: a node and its placement in its parent (the benchmark
  /// prints it).
  public static var nodeByteCount: Int {
    MemoryLayout<LayoutNode>.stride + MemoryLayout<NodePlacement>.stride
  }

  /// The bytes the pass's layouts take (nodes, placements and any recorded details): what
  /// grows with the number of measurements, for the benchmark's shapes.
  public var arenaByteCount: Int {
    nodes.count * MemoryLayout<LayoutNode>.stride
      + placements.count * MemoryLayout<NodePlacement>.stride
      + constrainedSizes.count * MemoryLayout<SizeRange>.stride
      + baselines.count * MemoryLayout<Baselines>.stride
  }

  /// Whether every layout's size and position is finite (and no size was non-finite before
  /// it was recorded): then no frame a writer prints is null, which the command line needs
  /// to know before it streams an output.
  public var framesAreFinite: Bool {
    nonFiniteNodes.isEmpty
      && nodes.allSatisfy { $0.size.width.isFinite && $0.size.height.isFinite }
      && placements.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite }
      && root.position.x.isFinite && root.position.y.isFinite
  }

  /// The root's node, placed at (0, 0) (a hand-made root keeps its position).
  public private(set) var root: Item

  init(
    nodes: [LayoutNode], placements: [NodePlacement], constrainedSizes: [SizeRange],
    baselines: [Baselines], nonFiniteNodes: [Int32], root: Int32, rootElement: ElementID
  ) {
    self.nodes = nodes
    self.placements = placements
    self.constrainedSizes = constrainedSizes
    self.baselines = baselines
    self.nonFiniteNodes = nonFiniteNodes
    let record = nodes[Int(root)]
    self.root = Item(
      node: root, element: rootElement, size: record.size, position: .zero,
      hasSublayouts: record.sublayoutCount > 0, sizeWasNonFinite: nonFiniteNodes.contains(root))
  }

  /// One layout in the tree, where its parent placed it.
  public struct Item: Sendable {
    let node: Int32
    public let element: ElementID
    public let size: Size
    /// Relative to the parent's layout; (0, 0) for the root.
    public let position: Point
    /// Whether it has sublayouts.
    public let hasSublayouts: Bool
    /// Whether the size Texture computed was not finite before it was recorded as 0 x 0.
    public let sizeWasNonFinite: Bool

    /// The same layout placed elsewhere.
    public func placed(at position: Point, in tree: LayoutTree) -> Item {
      tree.item(node: node, element: element, position: position)
    }
  }

  @inline(__always)
  func item(node: Int32, element: ElementID, position: Point) -> Item {
    let record = nodes[Int(node)]
    return Item(
      node: node, element: element, size: record.size, position: position,
      hasSublayouts: record.sublayoutCount > 0,
      sizeWasNonFinite: !nonFiniteNodes.isEmpty && sizeWasNonFinite(node))
  }

  private func sizeWasNonFinite(_ node: Int32) -> Bool {
    var low = 0
    var high = nonFiniteNodes.count
    while low < high {
      let middle = (low + high) / 2
      if nonFiniteNodes[middle] < node { low = middle + 1 } else { high = middle }
    }
    return low < nonFiniteNodes.count && nonFiniteNodes[low] == node
  }

  /// The sublayouts of `item`, in Texture's order, as a collection.
  public func sublayouts(of item: Item) -> Sublayouts {
    Sublayouts(tree: self, range: sublayoutIndices(of: item))
  }

  /// Where the sublayouts of `item` are, for `sublayout(at:)`: walking them this way
  /// copies nothing (the json writer's way through 100,000s of layouts).
  @inline(__always)
  public func sublayoutIndices(of item: Item) -> Range<Int> {
    let node = nodes[Int(item.node)]
    let start = Int(node.sublayoutStart)
    return start..<start + Int(node.sublayoutCount)
  }

  @inline(__always)
  public func sublayout(at index: Int) -> Item {
    let placement = placements[index]
    return item(node: placement.node, element: placement.element, position: placement.position)
  }

  public struct Sublayouts: RandomAccessCollection, Sendable {
    let tree: LayoutTree
    let range: Range<Int>

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(position: Int) -> Item { tree.sublayout(at: position) }
  }

  /// The range `item` was laid out in (after its own style): nil when the pass did not
  /// record details (`LayoutContext(recordingDetails:)`).
  public func constrainedSize(of item: Item) -> SizeRange? {
    constrainedSizes.isEmpty ? nil : constrainedSizes[Int(item.node)]
  }

  /// The baselines a stack aligned `item` by (see `Layout.ascender`): nil when the pass
  /// did not record details.
  public func ascender(of item: Item) -> Double? {
    baselines.isEmpty ? nil : baselines[Int(item.node)].ascender
  }

  public func descender(of item: Item) -> Double? {
    baselines.isEmpty ? nil : baselines[Int(item.node)].descender
  }

  // MARK: Nested values

  /// `item` and everything under it as nested `Layout` values. Without recorded details,
  /// each layout's `constrainedSize` is `SizeRange(exactly: .zero)` and its baselines 0.
  public func layout(_ item: Item) -> Layout {
    let node = nodes[Int(item.node)]
    return Layout(
      element: item.element, size: node.size, position: item.position,
      sublayouts: sublayouts(of: item).map { layout($0) },
      constrainedSize: constrainedSize(of: item) ?? SizeRange(exactly: .zero),
      ascender: ascender(of: item) ?? 0, descender: descender(of: item) ?? 0)
  }

  /// The tree of `layout` and its sublayouts, as they are: a hand-made layout, or one
  /// built by `layout(_:)`. The root keeps its position.
  public init(_ layout: Layout) {
    var nodes: [LayoutNode] = []
    var placements: [NodePlacement] = []
    var constrainedSizes: [SizeRange] = []
    var baselines: [Baselines] = []
    func add(_ layout: Layout) -> Int32 {
      let children = layout.sublayouts.map {
        NodePlacement(position: $0.position, node: add($0), element: $0.element)
      }
      let start = Int32(truncatingIfNeeded: placements.count)
      placements += children
      nodes.append(
        LayoutNode(
          size: layout.size, sublayoutStart: start,
          sublayoutCount: Int32(truncatingIfNeeded: children.count)))
      constrainedSizes.append(layout.constrainedSize)
      baselines.append(Baselines(ascender: layout.ascender, descender: layout.descender))
      return Int32(truncatingIfNeeded: nodes.count - 1)
    }
    let root = add(layout)
    self.init(
      nodes: nodes, placements: placements, constrainedSizes: constrainedSizes,
      baselines: baselines, nonFiniteNodes: [], root: root, rootElement: layout.element)
    self.root = item(node: root, element: layout.element, position: layout.position)
  }
}
