import LayoutSpecTestSupport
import Testing

@testable import LayoutSpecDocument
@testable import LayoutSpecEngine

// Linear layout when nodes with their own `layout` read the constrained size, nested deep
// inside flexing stacks: each new size a scope node is measured at builds its spec again
// (its values re-decoded, the layouts cached under it dropped), as Texture calls
// `layoutSpecThatFits:` per size. If a parent's second measurement re-measured every
// scope below it at new sizes, the work would double with each level, as
// MeasurementShapesTests guards for trees without scopes. Seeded random documents, 20 to
// 60 scopes deep, decoded by the reader (size bindings exist only through it), laid out at
// 375x*, 375x667 and *x*: the uncached calculations stay within a fixed multiple of the
// element count (before the cache keys carried the scope's state, seed 6 took 20,623
// calculations for 179 elements). Shallow ones give the frames of a pass that caches and
// defers nothing. A failure prints the seed.

@Suite struct SizeScopeShapesTests {
  static let calculationsPerElement = 8.0

  static let ranges = [
    SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
    SizeRange(exactly: Size(width: 375, height: 667)),
    SizeRange.unconstrained,
  ]

  @Test(arguments: 0..<24) func nestedSizeScopesCostLinearWork(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 5)
    let depth = 20 + seed % 41
    let text = "{\"root\": \(Self.scope(depth: depth, random: &random))}"
    let result = readDocument(text)
    #expect(!result.hasErrors, "seed \(seed): \(short(result.diagnostics).prefix(3))")
    let tree = try #require(result.document?.tree, "seed \(seed), document: \(text)")
    guard indexesAreWithinTables(tree, "seed \(seed), document: \(text)") else { return }
    #expect(!tree.sizeBindings.isEmpty, "seed \(seed): no size-bound element")
    for range in Self.ranges {
      var context = LayoutContext(tree: tree, scale: 2)
      _ = context.layoutTreeForRoot(range)
      let calculations = Double(context.calculationCount)
      #expect(
        calculations <= Self.calculationsPerElement * Double(tree.count),
        "seed \(seed), depth \(depth), \(tree.count) elements at \(range): \(Int(calculations)) calculations"
      )
    }
  }

  /// A scope anywhere in a document no longer turns off deferred measurements for the
  /// rest of it: "basis and percent" (MeasurementShapesTests), 2^depth calculations
  /// without them, beside one node whose layout reads its size.
  @Test func aScopeBesideDeepFlexingStacksCostsLinearWork() throws {
    func level(_ depth: Int) -> String {
      if depth == 0 { return #"{"type": "node", "intrinsicSize": [10, 10]}"# }
      let next = level(depth - 1).dropLast()
      return #"{"type": "\#(depth % 2 == 0 ? "vstack" : "hstack")", "children": ["#
        + next + #", "style": {"flexBasis": "50%", "flexGrow": 1, "width": "90%"}}, "#
        + #"{"type": "node", "style": {"width": "10%", "height": 10}}]}"#
    }
    let scope =
      #"{"type": "node", "layout": {"type": "node", "style": {"width": "= max.width / 2", "height": 4}}}"#
    let text = #"{"root": {"type": "vstack", "children": ["# + level(40) + ", " + scope + "]}}"
    let result = readDocument(text)
    #expect(!result.hasErrors, "\(short(result.diagnostics).prefix(3))")
    let tree = try #require(result.document?.tree)
    #expect(tree.hasNestedSizeScopes)
    for range in Self.ranges {
      var context = LayoutContext(tree: tree, scale: 2)
      _ = context.layoutTreeForRoot(range)
      #expect(
        Double(context.calculationCount) <= Self.calculationsPerElement * Double(tree.count),
        "\(tree.count) elements at \(range): \(context.calculationCount) calculations")
    }
  }

  /// The cache keyed by scope states and deferring outside scopes give every frame of a
  /// pass that calculates each measurement when asked.
  @Test(arguments: 0..<24) func scopesGiveTheFramesOfAPassWithoutCache(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &+ 77)
    let depth = 2 + seed % 4
    let text = "{\"root\": \(Self.scope(depth: depth, random: &random))}"
    let tree = try #require(readDocument(text).document?.tree, "seed \(seed), document: \(text)")
    guard indexesAreWithinTables(tree, "seed \(seed), document: \(text)") else { return }
    for range in Self.ranges {
      Self.expectFramesOfAPassWithoutCache(tree, range, "seed \(seed) at \(range)")
    }
  }

  /// Whether `tree` laid out in `range` gives the frames of a pass that neither caches
  /// nor defers.
  static func expectFramesOfAPassWithoutCache(
    _ tree: ElementTree, _ range: SizeRange, _ label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var fast = LayoutContext(tree: tree, scale: 2)
    var slow = LayoutContext(
      tree: tree, scale: 2, recordingDetails: true, deferring: false, caching: false)
    let cached = fast.layoutTreeForRoot(range)
    let calculated = slow.layoutTreeForRoot(range)
    #expect(
      Self.frames(cached.layout(cached.root)) == Self.frames(calculated.layout(calculated.root)),
      "\(label)", sourceLocation: sourceLocation)
  }

  /// Cells whose `layout` reads their size, each holding the next cell (flexBasis 50%,
  /// flexGrow 1) in a stack beside a node sized from the cell's size, optionally with a spec
  /// between the cell and its stack. A cell is a node, sized by its spec: until a node
  /// whose spec clamps its size was answered as the spec would be (DeferredMeasurement.swift),
  /// each level's basis and flexed sizes made new sizes for the cell below, all calculated
  /// (30 levels at 375x667: 3.4 s of layout and 262 MB).
  static func flexingCells(depth: Int, between: String?) -> String {
    var cell = #"{"type": "node", "intrinsicSize": [10, 10]}"#
    for level in 0..<depth {
      let stack =
        #"{"type": "\#(level % 2 == 0 ? "vstack" : "hstack")", "children": ["#
        + cell.dropLast() + #", "style": {"flexBasis": "50%", "flexGrow": 1}}, "#
        + #"{"type": "node", "style": {"width": "= max.width / 3", "height": "= min(max.height, 20)"}}]}"#
      let spec = between.map { #"{"type": "\#($0)", "child": \#(stack)}"# } ?? stack
      cell = #"{"type": "node", "layout": \#(spec)}"#
    }
    return "{\"root\": \(cell)}"
  }

  @Test(arguments: [nil, "overlay", "wrapper", "center"])
  func flexingCellsThatReadTheirSizeCostLinearWork(between: String?) throws {
    let tree = try #require(
      readDocument(Self.flexingCells(depth: 30, between: between)).document?.tree)
    for range in Self.ranges {
      var context = LayoutContext(tree: tree, scale: 2)
      _ = context.layoutTreeForRoot(range)
      #expect(
        Double(context.calculationCount) <= Self.calculationsPerElement * Double(tree.count),
        "\(between ?? "stack"), \(tree.count) elements at \(range): \(context.calculationCount) calculations"
      )
    }
    let shallow = try #require(
      readDocument(Self.flexingCells(depth: 6, between: between)).document?.tree)
    for range in Self.ranges {
      Self.expectFramesOfAPassWithoutCache(shallow, range, "\(between ?? "stack") at \(range)")
    }
  }

  /// Every layout's element, position and size, depth first, as bits (NaN equal to NaN).
  static func frames(_ layout: Layout) -> [UInt64] {
    var bits = [
      UInt64(layout.element.index), layout.position.x.bitPattern, layout.position.y.bitPattern,
      layout.size.width.bitPattern, layout.size.height.bitPattern,
    ]
    for sublayout in layout.sublayouts { bits += frames(sublayout) }
    return bits
  }

  /// A node whose `layout` reads the constrained size, holding a stack with the next scope
  /// (flexible) and a sibling sized from the constrained size.
  static func scope(depth: Int, random: inout SplitMix64) -> String {
    let inner =
      depth == 0
      ? #"{"type": "text", "text": "a few words here", "fontSize": 12}"#
      : scope(depth: depth - 1, random: &random)
    let direction = random.pick(["hstack", "vstack"])
    let alignItems = random.pick(["stretch", "start", "center", "end", "baselineFirst"])
    let childStyle = random.pick([
      #"{"flexGrow": 1, "flexShrink": 1}"#, #"{"flexShrink": 1}"#, #"{"flexGrow": 1}"#,
      #"{"flexShrink": 1, "alignSelf": "start"}"#, #"{"flexGrow": 1, "alignSelf": "center"}"#,
      #"{"flexBasis": "50%", "flexGrow": 1}"#, #"{"flexBasis": "50%"}"#,
      #"{"width": "60%", "flexShrink": 1}"#, #"{"height": "40%", "flexGrow": 1}"#,
    ])
    let sibling = random.pick([
      #"{"type": "node", "style": {"width": "= min(max.width, 500) / 7 + 3", "height": 10, "flexGrow": 1}}"#,
      #"{"type": "node", "style": {"width": 12, "height": "= min(max.height, 80) / 3"}}"#,
      #"{"type": "ratio", "ratio": "= min(max(min.width, 1), 400) / 400 + 0.5", "child": {"type": "image"}}"#,
      #"{"type": "inset", "insets": "= min(max.width, 300) / 60", "child": {"type": "node", "style": {"width": 8, "height": 8}}}"#,
    ])
    let wrapped = random.pick([
      "\(inner)",
      #"{"type": "inset", "insets": [1, 2, 3, 4], "child": \#(inner)}"#,
      #"{"type": "center", "child": \#(inner)}"#,
      #"{"type": "overlay", "child": \#(inner), "overlay": {"type": "node"}}"#,
    ])
    let spacing = random.pick(["0", #""= min(max.width, 375) / 100""#])
    let stack =
      #"{"type": "\#(direction)", "alignItems": "\#(alignItems)", "spacing": \#(spacing), "children": [{"type": "wrapper", "style": \#(childStyle), "child": \#(wrapped)}, \#(sibling)]}"#
    let ownStyle = random.pick([
      "{}", #"{"minWidth": "= min(max.width, 600) / 3"}"#, #"{"maxHeight": 900}"#,
      #"{"flexBasis": "50%", "flexGrow": 1}"#, #"{"width": "50%"}"#,
    ])
    return
      #"{"type": "node", "style": \#(ownStyle), "layout": {"type": "inset", "insets": [1, 1, 1, 1], "child": \#(stack)}}"#
  }
}

extension SplitMix64 {
  fileprivate mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int(next() % UInt64(choices.count))]
  }
}
