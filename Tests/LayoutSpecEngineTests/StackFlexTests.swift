// Stack flexing: the first pass with flexBasis (docs/texture-rules.md §3.2), flexGrow and
// flexShrink (§3.4), and optimised flexing (§3.2.2). Each `test...`, and each table row by its
// `texture`, follows the Texture test of that name (and snapshot identifier) in
// Tests/ASStackLayoutSpecSnapshotTests.mm, with frames worked out from Texture's algorithm
// ([png]: checked against Texture's reference image).

import Testing

@testable import LayoutSpecEngine

@Suite struct StackFlexTests {
  // Texture: testDefaultStackLayoutElementFlexProperties
  @Test func testDefaultStackLayoutElementFlexProperties() {
    let style = LayoutElementStyle()
    #expect(style.flexShrink == 0)
    #expect(style.flexGrow == 0)
    #expect(style.flexBasis == .auto)
    #expect(style.alignSelf == .auto)
    #expect(style.spacingBefore == 0 && style.spacingAfter == 0)
  }

  // Texture: testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists.
  // Blue would shrink by 75 but stops at 0; the other 25 of overflow stays.
  @Test
  func testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists()
  {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50)
    let blue = t.node("blue", width: 50, height: 50) { $0.flexShrink = 1 }
    let green = t.node("green", width: 50, height: 50)
    let stack = t.stack(.fromStyleStruct(.horizontal), [red, blue, green])
    let result = t.layOutOverWhite(stack, sizeRange(75, 0, 75, 150))
    result.expectSize(75, 50)
    result.expectFrames([
      red: Frame(0, 0, 50, 50),
      blue: Frame(50, 0, 0, 50),
      green: Frame(50, 0, 50, 50),
    ])
  }

  /// A row of a Texture test that lays one stack out in several ranges: the snapshot
  /// identifier Texture gives it, the stack's exact width and the frames of its nodes.
  struct WidthCase: Sendable, CustomTestStringConvertible {
    /// The test of Tests/ASStackLayoutSpecSnapshotTests.mm and its snapshot identifier.
    var texture: String
    var width: Double
    var frames: [Frame]
    /// The range the second node is measured in, where the row pins it.
    var secondConstrainedSize: SizeRange? = nil

    var testDescription: String { texture }
  }

  // Texture: testFlexWithUnequalIntrinsicSizes. Red 50, blue 150 and green 50 wide, each
  // growing and shrinking.
  static let unequalIntrinsicSizes = [
    // underflow: 50 to share; floor(50 / 3) = 16 each, the 2 left over go to red.
    WidthCase(
      texture: "testFlexWithUnequalIntrinsicSizes-underflow", width: 300,
      frames: [Frame(0, 0, 68, 50), Frame(68, 0, 166, 150), Frame(234, 0, 66, 50)]),
    // overflow: 50 too much, shrunk in proportion to width: 10, 30, 10.
    WidthCase(
      texture: "testFlexWithUnequalIntrinsicSizes-overflow", width: 200,
      frames: [Frame(0, 0, 40, 50), Frame(40, 0, 120, 150), Frame(160, 0, 40, 50)]),
  ]

  @Test(arguments: unequalIntrinsicSizes)
  func testFlexWithUnequalIntrinsicSizes(_ row: WidthCase) {
    var t = TreeBuilder()
    let nodes = [("red", 50.0), ("blue", 150), ("green", 50)].map { name, side in
      t.node(name, width: side, height: side) {
        $0.flexGrow = 1
        $0.flexShrink = 1
      }
    }
    let stack = t.stack(.fromStyleStruct(.horizontal), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(row.width, 0, row.width, 150))
    result.expectSize(row.width, 150)
    result.expectFrames(of: nodes, row.frames)
  }

  // Texture: testChildThatChangesCrossSizeWhenMainSizeIsFlexed. The ratio spec is the only
  // grow+shrink child of a 150-wide stack, so optimised flexing skips its first pass (which
  // would measure it 150 wide from its 100% basis): it grows from 0 into the 100 left by the
  // 50-wide node and its ratio makes it 150 high.
  @Test func testChildThatChangesCrossSizeWhenMainSizeIsFlexed() {
    var t = TreeBuilder()
    let blue = t.node("blue")
    let ratio = t.ratio(1.5, blue) {
      $0.flexBasis = .fraction(1)
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let red = t.node("red", width: 50, height: 50)
    let stack = t.stack(.fromStyleStruct(.horizontal), [ratio, red])
    let result = t.layOutOverWhite(stack, sizeRange(150, 0, 150, .infinity))
    result.expectSize(150, 150)
    result.expectFrames([
      ratio: Frame(0, 0, 100, 150),
      blue: Frame(0, 0, 100, 150),
      red: Frame(100, 0, 50, 50),
    ])
    #expect(result.constrainedSize(ratio) == sizeRange(100, 0, 100, .infinity))
  }

  // Texture: testFixedFlexBasisAppliedWhenFlexingItems. The 10pt basis beats the nodes' own
  // widths in the first pass; all three then grow equally from 10.
  static let fixedFlexBasis = [
    // [png] TextureCases underflow. The blue node is flexed to exactly 100 along the stack
    // (after its own 150 x 150 style: the stack's range wins the width, the style the
    // height).
    WidthCase(
      texture: "testFixedFlexBasisAppliedWhenFlexingItems-underflow", width: 300,
      frames: [Frame(0, 0, 100, 50), Frame(100, 0, 100, 150), Frame(200, 0, 100, 50)],
      secondConstrainedSize: sizeRange(100, 150, 100, 150)),
    // [png] docs/texture-rules.md §3.2: 68 / 66 / 66 (170 to share: 56 each, 2 left over to
    // red).
    WidthCase(
      texture: "testFixedFlexBasisAppliedWhenFlexingItems-overflow", width: 200,
      frames: [Frame(0, 0, 68, 50), Frame(68, 0, 66, 150), Frame(134, 0, 66, 50)]),
  ]

  @Test(arguments: fixedFlexBasis)
  func testFixedFlexBasisAppliedWhenFlexingItems(_ row: WidthCase) {
    var t = TreeBuilder()
    let nodes = [("red", 50.0), ("blue", 150), ("green", 50)].map { name, side in
      t.node(name, width: side, height: side) {
        $0.flexGrow = 1
        $0.flexBasis = .points(10)
      }
    }
    let stack = t.stack(.fromStyleStruct(.horizontal), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(row.width, 0, row.width, 150))
    result.expectSize(row.width, 150)
    result.expectFrames(of: nodes, row.frames)
    if let range = row.secondConstrainedSize {
      #expect(result.layout(nodes[1])?.constrainedSize == range)
    }
  }

  // Texture: testFractionalFlexBasisResolvesAgainstParentSize. 50% of the exact 200 is 100;
  // the content then fills the stack, so nothing grows. [png] docs/texture-rules.md §3.2: 100 / 50 / 50.
  @Test func testFractionalFlexBasisResolvesAgainstParentSize() {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50) {
      $0.flexGrow = 1
      $0.flexBasis = .fraction(0.5)
    }
    let blue = t.node("blue", width: 50, height: 50) { $0.flexGrow = 1 }
    let green = t.node("green", width: 50, height: 50) { $0.flexGrow = 1 }
    let stack = t.stack(.fromStyleStruct(.horizontal), [red, blue, green])
    let result = t.layOutOverWhite(stack, sizeRange(200, 0, 200, .infinity))
    result.expectSize(200, 50)
    result.expectFrames([
      red: Frame(0, 0, 100, 50),
      blue: Frame(100, 0, 50, 50),
      green: Frame(150, 0, 50, 50),
    ])
    // The first pass gave red exactly 50% of 200 along the stack, beating its 50pt width.
    #expect(result.constrainedSize(red) == sizeRange(100, 50, 100, 50))
  }

  // Texture: testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren. Nothing flexes,
  // yet every child is 20 wide: the exact basis range beats their own widths.
  @Test func testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren() {
    var t = TreeBuilder()
    let nodes = [
      t.node("red", width: 50, height: 50) { $0.flexBasis = .points(20) },
      t.node("blue", width: 150, height: 150) { $0.flexBasis = .points(20) },
      t.node("green", width: 150, height: 50) { $0.flexBasis = .points(20) },
    ]
    let stack = t.stack(.fromStyleStruct(.horizontal), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, 150))
    result.expectSize(300, 150)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 20, 50),
      nodes[1]: Frame(20, 0, 20, 150),
      nodes[2]: Frame(40, 0, 20, 50),
    ])
  }

  // MARK: Growing and shrinking

  /// Nodes of the given sizes (red, blue, green, yellow) with the given flex factors in a
  /// `side` x `side` stack, as Texture's violation tests build them.
  private func flexed(
    _ direction: StackLayoutDirection, side: Double, sizes: [Size],
    grow: [Double] = [], shrink: [Double] = []
  ) -> (LaidOutTree, [ElementID]) {
    var t = TreeBuilder()
    let names = ["red", "blue", "green", "yellow"]
    var nodes: [ElementID] = []
    for (index, size) in sizes.enumerated() {
      nodes.append(
        t.node(names[index], width: size.width, height: size.height) {
          $0.flexGrow = index < grow.count ? grow[index] : 0
          $0.flexShrink = index < shrink.count ? shrink[index] : 0
        })
    }
    let stack = t.stack(.fromStyleStruct(direction), nodes)
    return (t.layOutOverWhite(stack, sizeRange(side, side, side, side)), nodes)
  }

  /// One of Texture's violation tests: nodes of `sizes` with flex factors in an exact
  /// `side` x `side` stack, and the frames Texture gives them.
  struct ViolationCase: Sendable, CustomTestStringConvertible {
    /// The test of Tests/ASStackLayoutSpecSnapshotTests.mm this row mirrors.
    var texture: String
    var direction: StackLayoutDirection
    var side: Double
    var sizes: [Size]
    var grow: [Double] = []
    var shrink: [Double] = []
    var frames: [Frame]
    /// The length along the stack the first child is measured at, where the row pins it.
    var firstMeasuredLength: Double? = nil

    var testDescription: String { texture }
  }

  static func sizes(_ pairs: [(Double, Double)]) -> [Size] {
    pairs.map { Size(width: $0.0, height: $0.1) }
  }

  static let three50 = sizes([(50, 50), (50, 50), (50, 50)])
  static let four50 = sizes([(50, 50), (50, 50), (50, 50), (50, 50)])

  /// Each "...WithArbitraryFloats" test scales the factors of the test before it, which must
  /// not change a frame.
  static let violationCases: [ViolationCase] = [
    ViolationCase(
      texture: "testPositiveViolationIsDistributedEqually", direction: .horizontal, side: 350,
      sizes: three50, grow: [1, 0, 1],
      frames: [Frame(0, 0, 150, 50), Frame(150, 0, 50, 50), Frame(200, 0, 150, 50)]),
    // [png] TextureCases
    ViolationCase(
      texture: "testPositiveViolationIsDistributedEquallyWithArbitraryFloats",
      direction: .horizontal, side: 350, sizes: three50, grow: [0.5, 0, 0.5],
      frames: [Frame(0, 0, 150, 50), Frame(150, 0, 50, 50), Frame(200, 0, 150, 50)]),
    ViolationCase(
      texture: "testPositiveViolationIsDistributedProportionally", direction: .vertical,
      side: 350, sizes: three50, grow: [1, 2, 1],
      frames: [Frame(0, 0, 50, 100), Frame(0, 100, 50, 150), Frame(0, 250, 50, 100)]),
    ViolationCase(
      texture: "testPositiveViolationIsDistributedProportionallyWithArbitraryFloats",
      direction: .vertical, side: 350, sizes: three50, grow: [0.25, 0.5, 0.25],
      frames: [Frame(0, 0, 50, 100), Frame(0, 100, 50, 150), Frame(0, 250, 50, 100)]),
    // Shrink factors do nothing when there is room to fill.
    ViolationCase(
      texture: "testPositiveViolationIsDistributedEquallyAmongMixedChildren",
      direction: .horizontal, side: 400, sizes: four50, grow: [0, 1, 0, 1], shrink: [1, 0, 0, 0],
      frames: [
        Frame(0, 0, 50, 50), Frame(50, 0, 150, 50), Frame(200, 0, 50, 50), Frame(250, 0, 150, 50),
      ]),
    ViolationCase(
      texture: "testPositiveViolationIsDistributedEquallyAmongMixedChildrenWithArbitraryFloats",
      direction: .horizontal, side: 400, sizes: four50, grow: [0, 0.5, 0, 0.5],
      shrink: [1, 0, 0, 0],
      frames: [
        Frame(0, 0, 50, 50), Frame(50, 0, 150, 50), Frame(200, 0, 50, 50), Frame(250, 0, 150, 50),
      ]),
    ViolationCase(
      texture: "testPositiveViolationIsDistributedProportionallyAmongMixedChildren",
      direction: .vertical, side: 400, sizes: four50, grow: [0, 3, 0, 1], shrink: [1, 0, 0, 0],
      frames: [
        Frame(0, 0, 50, 50), Frame(0, 50, 50, 200), Frame(0, 250, 50, 50), Frame(0, 300, 50, 100),
      ]),
    ViolationCase(
      texture:
        "testPositiveViolationIsDistributedProportionallyAmongMixedChildrenWithArbitraryFloats",
      direction: .vertical, side: 400, sizes: four50, grow: [0, 0.75, 0, 0.25],
      shrink: [1, 0, 0, 0],
      frames: [
        Frame(0, 0, 50, 50), Frame(0, 50, 50, 200), Frame(0, 250, 50, 50), Frame(0, 300, 50, 100),
      ]),
    // 175 to share: floor(87.5) = 87 each and the 1 left over to blue, the first child that
    // grows. [png] TextureCases
    ViolationCase(
      texture: "testRemainingViolationIsAppliedProperlyToFirstFlexibleChild",
      direction: .vertical, side: 300, sizes: sizes([(50, 25), (50, 0), (50, 100)]),
      grow: [0, 1, 1],
      frames: [Frame(0, 0, 50, 25), Frame(0, 25, 50, 88), Frame(0, 113, 50, 187)]),
    ViolationCase(
      texture: "testRemainingViolationIsAppliedProperlyToFirstFlexibleChildWithArbitraryFloats",
      direction: .vertical, side: 300, sizes: sizes([(50, 25), (50, 0), (50, 100)]),
      grow: [0, 0.5, 0.5],
      frames: [Frame(0, 0, 50, 25), Frame(0, 25, 50, 88), Frame(0, 113, 50, 187)]),
    // 200 too much, shared by width x flexShrink: 300 and 200 shrink by 120 and 80.
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSize", direction: .horizontal,
      side: 400, sizes: sizes([(300, 50), (100, 50), (200, 50)]), shrink: [1, 0, 1],
      frames: [Frame(0, 0, 180, 50), Frame(180, 0, 100, 50), Frame(280, 0, 120, 50)]),
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeWithArbitraryFloats",
      direction: .horizontal, side: 400, sizes: sizes([(300, 50), (100, 50), (200, 50)]),
      shrink: [0.5, 0, 0.5],
      frames: [Frame(0, 0, 180, 50), Frame(180, 0, 100, 50), Frame(280, 0, 120, 50)]),
    // Weights 300 x 2, 100 x 1, 200 x 2: shrink by 109.09, 18.18 and 72.73; the sizes are
    // ceiled to the pixel grid (190.91 -> 191, 81.82 -> 82, 127.27 -> 127.5) and the next
    // child starts at the ceiled end. [png] docs/texture-rules.md §3.4: 191, 82, then 127
    // (cut by the root) at y 273. Shrunk children are measured at exactly their unrounded
    // flexed length.
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor",
      direction: .vertical, side: 400, sizes: sizes([(50, 300), (50, 100), (50, 200)]),
      shrink: [2, 1, 2],
      frames: [Frame(0, 0, 50, 191), Frame(0, 191, 50, 82), Frame(0, 273, 50, 127.5)],
      firstMeasuredLength: 300 - 200 * (120.0 / 220)),
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorWithArbitraryFloats",
      direction: .vertical, side: 400, sizes: sizes([(50, 300), (50, 100), (50, 200)]),
      shrink: [0.4, 0.2, 0.4],
      frames: [Frame(0, 0, 50, 191), Frame(0, 191, 50, 82), Frame(0, 273, 50, 127.5)]),
    // Grow factors do nothing on overflow. [png] TextureCases
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren",
      direction: .horizontal, side: 400,
      sizes: sizes([(150, 50), (150, 50), (150, 50), (150, 50)]),
      grow: [1, 0, 0, 0], shrink: [0, 1, 0, 1],
      frames: [
        Frame(0, 0, 150, 50), Frame(150, 0, 50, 50), Frame(200, 0, 150, 50), Frame(350, 0, 50, 50),
      ]),
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenWithArbitraryFloats",
      direction: .horizontal, side: 400,
      sizes: sizes([(150, 50), (150, 50), (150, 50), (150, 50)]),
      grow: [1, 0, 0, 0], shrink: [0, 0.5, 0, 0.5],
      frames: [
        Frame(0, 0, 150, 50), Frame(150, 0, 50, 50), Frame(200, 0, 150, 50), Frame(350, 0, 50, 50),
      ]),
    // Weights 100 x 1 and 200 x 3: shrink by 28.57 and 171.43 (71.43 -> 71.5, 28.57 -> 29).
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildren",
      direction: .vertical, side: 400, sizes: sizes([(50, 150), (50, 100), (50, 150), (50, 200)]),
      grow: [1, 0, 0, 0], shrink: [0, 1, 0, 3],
      frames: [
        Frame(0, 0, 50, 150), Frame(0, 150, 50, 71.5), Frame(0, 221.5, 50, 150),
        Frame(0, 371.5, 50, 29),
      ]),
    ViolationCase(
      texture:
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildrenArbitraryFloats",
      direction: .vertical, side: 400, sizes: sizes([(50, 150), (50, 100), (50, 150), (50, 200)]),
      grow: [1, 0, 0, 0], shrink: [0, 0.25, 0, 0.75],
      frames: [
        Frame(0, 0, 50, 150), Frame(0, 150, 50, 71.5), Frame(0, 221.5, 50, 150),
        Frame(0, 371.5, 50, 29),
      ]),
    // Weights 300 x 1, 100 x 2, 200 x 1: blue shrinks by 57.14 to 42.86 (ceiled 43), not to
    // 0. [png] TextureCases: 214.5, 43, then x 257.5
    ViolationCase(
      texture: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero",
      direction: .horizontal, side: 400, sizes: sizes([(300, 50), (100, 50), (200, 50)]),
      shrink: [1, 2, 1],
      frames: [Frame(0, 0, 214.5, 50), Frame(214.5, 0, 43, 50), Frame(257.5, 0, 143, 50)]),
    ViolationCase(
      texture:
        "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZeroWithArbitraryFloats",
      direction: .horizontal, side: 400, sizes: sizes([(300, 50), (100, 50), (200, 50)]),
      shrink: [0.25, 0.5, 0.25],
      frames: [Frame(0, 0, 214.5, 50), Frame(214.5, 0, 43, 50), Frame(257.5, 0, 143, 50)]),
  ]

  @Test(arguments: violationCases)
  func violationIsDistributed(_ row: ViolationCase) {
    let (result, nodes) = flexed(
      row.direction, side: row.side, sizes: row.sizes, grow: row.grow, shrink: row.shrink)
    result.expectSize(row.side, row.side)
    result.expectFrames(of: nodes, row.frames)
    if let length = row.firstMeasuredLength, let first = nodes.first {
      let constrained = result.constrainedSize(first)?.min
      #expect(
        (row.direction == .vertical ? constrained?.height : constrained?.width) == length)
    }
  }

  // Texture: testNegativeViolationAndFlexFactorIsNotRespected. Yellow may shrink but is 0
  // wide, so its weight is 0 and nothing shrinks: the content overflows the 40-wide stack.
  @Test func testNegativeViolationAndFlexFactorIsNotRespected() {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50)
    let yellow = t.node("yellow", width: 0, height: 0) { $0.flexShrink = 1 }
    let stack = t.stack(.fromStyleStruct(.horizontal), [red, yellow])
    let result = t.layOutOverWhite(stack, sizeRange(40, 50, 40, 50))
    result.expectSize(40, 50)
    result.expectFrames([red: Frame(0, 0, 50, 50), yellow: Frame(50, 0, 0, 0)])
  }

  // MARK: Beyond Texture's tests

  // Flexing measures the child at exactly its flexed length, which beats its own max width
  // (the parent's range wins a disjoint intersection, §2.1).
  @Test func flexedChildIgnoresItsOwnMaxWidth() {
    var t = TreeBuilder()
    let child = t.plainNode("child") {
      $0.height = .points(10)
      $0.maxWidth = .points(50)
      $0.flexGrow = 1
    }
    let stack = t.stack(.fromStyleStruct(.horizontal), [child])
    let result = t.layOutOverWhite(stack, sizeRange(200, 0, 200, 100))
    result.expectFrames([child: Frame(0, 0, 200, 10)])
  }

  // A grow share that floors to 0 leaves the child as the first pass measured it, and the
  // remainder goes to the first child whose share is not 0.
  @Test func growShareFlooredToZeroIsNotApplied() {
    var t = TreeBuilder()
    let small = t.node("small", width: 10, height: 10) { $0.flexGrow = 0.001 }
    let big = t.node("big", width: 10, height: 10) { $0.flexGrow = 1 }
    let stack = t.stack(.fromStyleStruct(.horizontal), [small, big])
    let result = t.layOutOverWhite(stack, sizeRange(25.5, 0, 25.5, 100))
    // 5.5 to share: small floor(0.0055) = 0, big floor(5.494...) = 5, remainder 0.5 to big.
    result.expectFrames([small: Frame(0, 0, 10, 10), big: Frame(10, 0, 15.5, 10)])
    #expect(result.constrainedSize(small) == sizeRange(10, 10, 10, 10))
  }

  // Texture quirk (kept): the grow share is `floor(violation * (flexGrow / flexFactorSum))`
  // in that operand order (ASStackUnpositionedLayout.mm flexGrowAdjustment), which is not
  // always `floor(violation * flexGrow / flexFactorSum)`: here 11 x (0.5 / 1.1) is
  // 4.999999999999999, floored to 4 (the remainder then goes to the first child), and
  // 11 x (0.6 / 1.1) is exactly 6, so the widths are 15 and 16, not 16 and 15.
  @Test func growShareKeepsTexturesOperandOrder() {
    var t = TreeBuilder()
    let first = t.node("first", width: 10, height: 10) { $0.flexGrow = 0.5 }
    let second = t.node("second", width: 10, height: 10) { $0.flexGrow = 0.6 }
    let stack = t.stack(.fromStyleStruct(.horizontal), [first, second])
    let result = t.layOutOverWhite(stack, sizeRange(31, 0, 31, 100))
    result.expectFrames([first: Frame(0, 0, 15, 10), second: Frame(15, 0, 16, 10)])
  }

  // A violation under 0.01 flexes nothing.
  @Test func violationBelowEpsilonIsIgnored() {
    var t = TreeBuilder()
    let child = t.node("child", width: 99.995, height: 10) { $0.flexGrow = 1 }
    let stack = t.stack(.fromStyleStruct(.horizontal), [child])
    let result = t.layOutOverWhite(stack, sizeRange(100, 0, 100, 100))
    #expect(result.constrainedSize(child)?.min.width == 99.995)
  }

  // The first pass offers [0..inf] along the stack (auto basis) and the stack's cross range.
  @Test func firstPassRangeIsOpenAlongTheStack() {
    var t = TreeBuilder()
    let child = t.plainNode("child")
    let stack = t.stack(.fromStyleStruct(.horizontal), [child])
    let result = t.layOutOverWhite(stack, sizeRange(100, 20, 300, 200))
    // alignItems start: the cross min is 0; a plain node offered an unbounded axis is its min.
    #expect(result.constrainedSize(child) == sizeRange(0, 0, .infinity, 200))
    result.expectFrames([child: Frame(0, 0, 0, 0)])
    result.expectSize(100, 20)
  }

  // A percent flexBasis against an undefined stack length (range not exact) resolves to NaN
  // at both ends and acts like auto.
  @Test func fractionalFlexBasisWithUndefinedParentActsLikeAuto() {
    var t = TreeBuilder()
    let sized = t.node("sized", width: 40, height: 10) { $0.flexBasis = .fraction(0.5) }
    let plain = t.plainNode("plain") { $0.flexBasis = .fraction(0.5) }
    let stack = t.stack(.fromStyleStruct(.horizontal), [sized, plain])
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 200, 100))
    result.expectFrames([sized: Frame(0, 0, 40, 10), plain: Frame(40, 0, 0, 0)])
    #expect(result.constrainedSize(plain) == sizeRange(0, 0, .infinity, 100))
  }

  // Optimised flexing (§3.2.2): the single grow+shrink child is left out of the first pass.
  // When its line does not flex at all (violation 0) it is measured at length 0 ...
  @Test func optimisedFlexingChildIsMeasuredAtZeroWhenTheLineDoesNotFlex() {
    var t = TreeBuilder()
    let fixed = t.node("fixed", width: 100, height: 10)
    let inner = t.node("inner", width: 30, height: 30)
    let flexible = t.stack(.fromStyleStruct(.vertical), [inner]) {
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let stack = t.stack(.fromStyleStruct(.horizontal), [fixed, flexible])
    let result = t.layOutOverWhite(stack, sizeRange(100, 0, 100, 100))
    #expect(result.constrainedSize(flexible) == sizeRange(0, 0, 0, 100))
    // The exact 0 beats the inner node's width too (the parent's range wins, §2.1).
    result.expectFrames([flexible: Frame(100, 0, 0, 30), inner: Frame(100, 0, 0, 30)])
  }

  // ... and when the line flexes but its share is 0 (floor of 0.5), it keeps its 0 x 0
  // placeholder: never measured, no sublayouts, so its own children have no layouts.
  @Test func optimisedFlexingChildKeepsItsPlaceholderWhenNothingFlexesIt() {
    var t = TreeBuilder()
    let fixed = t.node("fixed", width: 99.5, height: 10)
    let inner = t.node("inner", width: 30, height: 30)
    let flexible = t.stack(.fromStyleStruct(.vertical), [inner]) {
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let stack = t.stack(.fromStyleStruct(.horizontal), [fixed, flexible])
    let result = t.layOutOverWhite(stack, sizeRange(100, 0, 100, 100))
    result.expectFrames([flexible: Frame(99.5, 0, 0, 0)])
    #expect(result.layout(flexible)?.sublayouts.isEmpty == true)
    #expect(result.layout(inner) == nil)
    result.expectSize(100, 10)
  }

  // The optimisation changes results: measured first, the 100-wide grow+shrink child would
  // overflow the 120-wide stack with its 50-wide neighbour and both shrinkable children would
  // shrink by size; skipped, it simply takes the 70 that is left.
  @Test func optimisedFlexingChangesTheResult() {
    func layOut(flexibleChildren: Int) -> (LaidOutTree, ElementID, ElementID) {
      var t = TreeBuilder()
      let flexible = t.node("flexible", width: 100, height: 10) {
        $0.flexGrow = 1
        $0.flexShrink = 1
      }
      let neighbour = t.node("neighbour", width: 50, height: 10) {
        $0.flexShrink = 1
        $0.flexGrow = flexibleChildren > 1 ? 1 : 0
      }
      let stack = t.stack(.fromStyleStruct(.horizontal), [flexible, neighbour])
      return (t.layOutOverWhite(stack, sizeRange(120, 0, 120, 100)), flexible, neighbour)
    }
    var (result, flexible, neighbour) = layOut(flexibleChildren: 1)
    result.expectFrames([
      flexible: Frame(0, 0, 70, 10), neighbour: Frame(70, 0, 50, 10),
    ])
    // Two grow+shrink children: no optimisation; 30 too much shared 100 : 50.
    (result, flexible, neighbour) = layOut(flexibleChildren: 2)
    result.expectFrames([
      flexible: Frame(0, 0, 80, 10), neighbour: Frame(80, 0, 40, 10),
    ])
  }

  // A spacer (plain ASLayoutSpec) is flexible space: its size is its range's min, so it
  // grows to what is left and stretches to the line.
  @Test func spacerIsFlexibleSpace() {
    var t = TreeBuilder()
    let left = t.node("left", width: 50, height: 40)
    let spacer = t.spacer { $0.flexGrow = 1 }
    let right = t.node("right", width: 50, height: 40)
    let stack = t.stack(.configured { $0.direction = .horizontal }, [left, spacer, right])
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, 100))
    result.expectSize(300, 40)
    result.expectFrames([
      left: Frame(0, 0, 50, 40),
      spacer: Frame(50, 0, 200, 40),
      right: Frame(250, 0, 50, 40),
    ])
  }
}
