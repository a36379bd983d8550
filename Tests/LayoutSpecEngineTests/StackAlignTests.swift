// Stack cross axis: line cross size (docs/texture-rules.md §3.5), stretching (§3.2.1, §3.6),
// alignItems / alignSelf offsets (§3.8) and the children's parent size (§3.1). Each `test...`,
// and each table row by its `texture`, follows the Texture test of that name (and snapshot
// identifier) in Tests/ASStackLayoutSpecSnapshotTests.mm ([png]: checked against Texture's
// reference image).

import Testing

@testable import LayoutSpecEngine

@Suite struct StackAlignTests {
  /// Red 50 x 50, blue 100 x 70 (spacingBefore 20), green 150 x 90 (spacingBefore 30) in a
  /// vertical stack with justifyContent center.
  private func aligned(
    _ alignItems: StackLayoutAlignItems, _ range: SizeRange
  ) -> (LaidOutTree, [ElementID]) {
    var t = TreeBuilder()
    let nodes = [
      t.node("red", width: 50, height: 50),
      t.node("blue", width: 100, height: 70) { $0.spacingBefore = 20 },
      t.node("green", width: 150, height: 90) { $0.spacingBefore = 30 },
    ]
    let stack = t.stack(
      .fromStyleStruct(.vertical, justifyContent: .center, alignItems: alignItems), nodes)
    return (t.layOutOverWhite(stack, range), nodes)
  }

  /// A row of a Texture test: the test and snapshot identifier it mirrors, the range the
  /// stack is laid out in, and the size and frames Texture gives.
  struct AlignCase: Sendable, CustomTestStringConvertible {
    /// The test of Tests/ASStackLayoutSpecSnapshotTests.mm (and its snapshot identifier).
    var texture: String
    var range: SizeRange
    var size: Size?
    var frames: [Frame]

    var testDescription: String { texture }
  }

  // Texture: testCrossAxisSizeBehaviors. A single line is as wide as its widest child,
  // clamped to the stack's range, or the stack's exact width when it has one.
  static let crossAxisSizes = [
    AlignCase(
      texture: "testCrossAxisSizeBehaviors-variableHeight", range: sizeRange(0, 300, 300, 300),
      size: Size(width: 150, height: 300),
      frames: [Frame(0, 0, 50, 50), Frame(0, 50, 100, 50), Frame(0, 100, 150, 50)]),
    // [png] TextureCases
    AlignCase(
      texture: "testCrossAxisSizeBehaviors-fixedHeight", range: sizeRange(300, 300, 300, 300),
      size: Size(width: 300, height: 300),
      frames: [Frame(0, 0, 50, 50), Frame(0, 50, 100, 50), Frame(0, 100, 150, 50)]),
  ]

  @Test(arguments: crossAxisSizes)
  func testCrossAxisSizeBehaviors(_ row: AlignCase) {
    var t = TreeBuilder()
    let nodes = [
      t.node("red", width: 50, height: 50), t.node("blue", width: 100, height: 50),
      t.node("green", width: 150, height: 50),
    ]
    let stack = t.stack(.fromStyleStruct(.vertical), nodes)
    let result = t.layOutOverWhite(stack, row.range)
    if let size = row.size { result.expectSize(size.width, size.height) }
    result.expectFrames(of: nodes, row.frames)
  }

  // Texture: testAlignCenterWithFlexedMainDimension. The 150 of height shrink by size into
  // 100 (66.67 -> 67, 33.33 -> 33.5); centred across the exact 150 width. [png] TextureCases
  @Test func testAlignCenterWithFlexedMainDimension() {
    var t = TreeBuilder()
    let red = t.node("red", width: 100, height: 100) { $0.flexShrink = 1 }
    let blue = t.node("blue", width: 50, height: 50) { $0.flexShrink = 1 }
    let stack = t.stack(.fromStyleStruct(.vertical, alignItems: .center), [red, blue])
    let result = t.layOutOverWhite(stack, sizeRange(150, 0, 150, 100))
    result.expectSize(150, 100)
    result.expectFrames([red: Frame(25, 0, 100, 67), blue: Frame(50, 67, 50, 33.5)])
  }

  // Texture: testAlignCenterWithIndefiniteCrossDimension. The line is as high as red (100),
  // and blue is centred in it.
  @Test func testAlignCenterWithIndefiniteCrossDimension() {
    var t = TreeBuilder()
    let red = t.node("red", width: 100, height: 100)
    let blue = t.node("blue", width: 50, height: 50) { $0.alignSelf = .center }
    let stack = t.stack(.fromStyleStruct(.horizontal), [red, blue])
    let result = t.layOutOverWhite(stack, sizeRange(150, 0, 150, .infinity))
    result.expectSize(150, 100)
    result.expectFrames([red: Frame(0, 0, 100, 100), blue: Frame(100, 25, 50, 50)])
  }

  /// Texture's aligned tests: `aligned(alignItems, range)`, one row each.
  struct AlignedCase: Sendable, CustomTestStringConvertible {
    var align: AlignCase
    var alignItems: StackLayoutAlignItems

    var testDescription: String { align.texture }
  }

  static let alignedCases = [
    AlignedCase(
      align: AlignCase(
        texture: "testAlignedStart", range: sizeRange(300, 300, 300, 300),
        size: Size(width: 300, height: 300),
        frames: [Frame(0, 20, 50, 50), Frame(0, 90, 100, 70), Frame(0, 190, 150, 90)]),
      alignItems: .start),
    AlignedCase(
      align: AlignCase(
        texture: "testAlignedEnd", range: sizeRange(300, 300, 300, 300), size: nil,
        frames: [Frame(250, 20, 50, 50), Frame(200, 90, 100, 70), Frame(150, 190, 150, 90)]),
      alignItems: .end),
    AlignedCase(
      align: AlignCase(
        texture: "testAlignedCenter", range: sizeRange(300, 300, 300, 300), size: nil,
        frames: [Frame(125, 20, 50, 50), Frame(100, 90, 100, 70), Frame(75, 190, 150, 90)]),
      alignItems: .center),
    // The line is the range's min width, 200, but the children keep their explicit widths:
    // a non-zero explicit cross size blocks stretching (§3.2.1). (The Texture test's
    // comment, "all children should be 200px wide", predates that rule; see the
    // texture-case of testAlignedStretchOneChildExceedsMin.)
    AlignedCase(
      align: AlignCase(
        texture: "testAlignedStretchNoChildExceedsMin", range: sizeRange(200, 200, 300, 300),
        size: Size(width: 200, height: 260),
        frames: [Frame(0, 0, 50, 50), Frame(0, 70, 100, 70), Frame(0, 170, 150, 90)]),
      alignItems: .stretch),
    // [png] TextureCases
    AlignedCase(
      align: AlignCase(
        texture: "testAlignedStretchOneChildExceedsMin", range: sizeRange(50, 50, 300, 300),
        size: Size(width: 150, height: 260),
        frames: [Frame(0, 0, 50, 50), Frame(0, 70, 100, 70), Frame(0, 170, 150, 90)]),
      alignItems: .stretch),
  ]

  @Test(arguments: alignedCases)
  func alignItemsPlacesEachChild(_ row: AlignedCase) {
    let (result, nodes) = aligned(row.alignItems, row.align.range)
    if let size = row.align.size { result.expectSize(size.width, size.height) }
    result.expectFrames(of: nodes, row.align.frames)
  }

  // Texture: testCrossAxisStretchingOccursAfterStackAxisFlexing. Red (500 x 500, grow+shrink,
  // optimised) is flexed to 270 first; the line is then 500 high, and blue, whose explicit
  // height is 0, is stretched to it through an inverted range ([500..0], min wins).
  // [png] docs/texture-rules.md §3.2.1: blue stretched to 500.
  @Test func testCrossAxisStretchingOccursAfterStackAxisFlexing() {
    var t = TreeBuilder()
    let green = t.node("green")
    let blue = t.node("blue", width: 10, height: 0)
    let red = t.node("red", width: 500, height: 500) {
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let stack = t.stack(.fromStyleStruct(.horizontal, alignItems: .stretch), [blue, red])
    let inset = t.inset(10, 10, 10, 10, stack)
    t.background(inset, background: green)
    let result = t.laidOut(sizeRange(300, 0, 300, .infinity))
    result.expectSize(300, 520)
    result.expectFrames([
      green: Frame(0, 0, 300, 520),
      blue: Frame(10, 10, 10, 500),
      red: Frame(20, 10, 270, 500),
    ])
    #expect(result.constrainedSize(blue) == sizeRange(10, 500, 10, 500))
  }

  // Texture: testNestedStackLayoutStretchDoesNotViolateWidth. The stack's own 100 x 100
  // style fixes its range; the 50 x 50 child keeps its explicit size.
  @Test func testNestedStackLayoutStretchDoesNotViolateWidth() {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50)
    let stack = t.stack(.configured { $0.alignItems = .stretch }, [red]) {
      $0.width = .points(100)
      $0.height = .points(100)
    }
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, .infinity))
    result.expectSize(100, 100)
    result.expectFrames([stack: Frame(0, 0, 100, 100), red: Frame(0, 0, 50, 50)])
  }

  // MARK: Beyond Texture's tests

  // A max cross size below the line does not block stretching either: the stretch range
  // [60..10] is inverted and its min wins the intersection with the style's [0..10].
  @Test func stretchBeatsAMaxCrossSizeBelowTheLine() {
    var t = TreeBuilder()
    let tall = t.node("tall", width: 50, height: 60)
    let capped = t.plainNode("capped") {
      $0.width = .points(20)
      $0.maxHeight = .points(10)
    }
    let stack = t.stack(.configured { _ in }, [tall, capped])
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, 300))
    result.expectFrames([capped: Frame(50, 0, 20, 60)])
  }

  // The first pass already gives a stretched child the stack's cross min.
  @Test func stretchedChildGetsTheStackCrossMinInTheFirstPass() {
    var t = TreeBuilder()
    let child = t.staticNode("child", 20, 10)
    let stack = t.stack(.configured { _ in }, [child])
    let result = t.layOutOverWhite(stack, sizeRange(0, 40, 300, 200))
    #expect(result.constrainedSize(child) == sizeRange(0, 40, .infinity, 200))
    result.expectFrames([child: Frame(0, 0, 20, 40)])
    result.expectSize(20, 40)
  }

  // alignSelf overrides the stack's alignItems per child.
  @Test func alignSelfOverridesAlignItems() {
    var t = TreeBuilder()
    let tall = t.node("tall", width: 50, height: 60)
    let stretched = t.staticNode("stretched", 10, 5) { $0.alignSelf = .stretch }
    let ended = t.node("ended", width: 10, height: 10) { $0.alignSelf = .end }
    let centred = t.node("centred", width: 10, height: 10) { $0.alignSelf = .center }
    let stack = t.stack(.fromStyleStruct(.horizontal), [tall, stretched, ended, centred])
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, 300))
    result.expectFrames([
      stretched: Frame(50, 0, 10, 60),
      ended: Frame(60, 50, 10, 10),
      centred: Frame(70, 25, 10, 10),
    ])
  }

  // notSet places like start and does not stretch.
  @Test func notSetAlignsLikeStart() {
    var t = TreeBuilder()
    let tall = t.node("tall", width: 20, height: 50)
    let short = t.node("short", width: 20, height: 30)
    let stack = t.stack(.configured { $0.alignItems = .notSet }, [tall, short])
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, 100))
    result.expectFrames([tall: Frame(0, 0, 20, 50), short: Frame(20, 0, 20, 30)])
    #expect(result.constrainedSize(short) == sizeRange(20, 30, 20, 30))
  }

  // Centring across a line is floored to the pixel grid of the scale.
  @Test func centringIsFlooredToThePixelGrid() {
    for (scale, y) in [(2.0, 25.5), (1, 25), (3, 25.333333333333332)] {
      var t = TreeBuilder()
      let child = t.node("child", width: 50, height: 50)
      let stack = t.stack(.fromStyleStruct(.horizontal, alignItems: .center), [child])
      let result = t.layOutOverWhite(stack, sizeRange(100, 101, 100, 101), scale: scale)
      #expect(result.frame(child)?.y == y, "scale \(scale)")
    }
  }

  // §3.1: children resolve percentages against the stack's exact axes only.
  @Test func percentSizesResolveAgainstExactStackAxes() {
    func child(in range: SizeRange) -> Frame? {
      var t = TreeBuilder()
      let child = t.plainNode("child") {
        $0.width = .fraction(0.5)
        $0.height = .fraction(0.25)
      }
      let stack = t.stack(.fromStyleStruct(.horizontal), [child])
      return t.layOutOverWhite(stack, range).frame(child)
    }
    #expect(child(in: sizeRange(200, 100, 200, 100)) == Frame(0, 0, 100, 25))
    // Width exact, height not: 25% of an undefined height acts like auto.
    #expect(child(in: sizeRange(200, 0, 200, 100)) == Frame(0, 0, 100, 100))
    // Neither exact: both auto; a plain node offered an unbounded width is 0 x 0.
    #expect(child(in: sizeRange(0, 0, 200, 100)) == Frame(0, 0, 0, 0))
  }

  // Texture quirk (kept): the stretch check resolves the child's style with an undefined
  // parent, so a percent cross size never blocks stretching, even when the stack's cross
  // axis is exact and the percentage would resolve.
  @Test func percentCrossSizeDoesNotBlockStretching() {
    var t = TreeBuilder()
    let child = t.plainNode("child") {
      $0.width = .points(10)
      $0.height = .fraction(0.25)
    }
    let stack = t.stack(.configured { _ in }, [child])
    let result = t.layOutOverWhite(stack, sizeRange(200, 100, 200, 100))
    result.expectFrames([child: Frame(0, 0, 10, 100)])
  }

  // Nested stacks: a vertical stack in a stretching horizontal one is re-laid out at the
  // line's height, and its own stretched child at its width.
  @Test func nestedStacksStretch() {
    var t = TreeBuilder()
    let a = t.node("a", width: 30, height: 20)
    let b = t.plainNode("b") { $0.height = .points(20) }
    let column = t.stack(.configured { $0.direction = .vertical }, [a, b])
    let c = t.node("c", width: 50, height: 80)
    let row = t.stack(.configured { _ in }, [column, c])
    let result = t.layOutOverWhite(row, sizeRange(0, 0, 300, 300))
    result.expectSize(80, 80)
    result.expectFrames([
      column: Frame(0, 0, 30, 80),
      a: Frame(0, 0, 30, 20),
      b: Frame(0, 20, 30, 20),
      c: Frame(30, 0, 50, 80),
    ])
    #expect(result.constrainedSize(column) == sizeRange(30, 80, 30, 80))
  }
}
