// Stack wrapping: line breaking (docs/texture-rules.md §3.3), per-line flexing and justification,
// alignContent and lineSpacing (§3.6, §3.8). Each `test...`, and each table row by its
// `texture`, follows the Texture test of that name (and snapshot identifier) in
// Tests/ASStackLayoutSpecSnapshotTests.mm ([png]: checked against Texture's reference image).

import Testing

@testable import LayoutSpecEngine

@Suite struct StackWrapTests {
  /// Texture's `testStackLayoutSpecWithAlignContent:lineSpacing:sizeRange:identifier:`: six
  /// 50 x 50 nodes (red, yellow, blue, magenta, green, cyan) in a wrapping horizontal stack.
  /// Returns the laid-out tree and the nodes' frames.
  private func wrapped(
    _ alignContent: StackLayoutAlignContent, lineSpacing: Double = 0, _ range: SizeRange
  ) -> (LaidOutTree, [Frame?]) {
    var t = TreeBuilder()
    let nodes = ["red", "yellow", "blue", "magenta", "green", "cyan"].map {
      t.node($0, width: 50, height: 50)
    }
    let stack = t.stack(
      .fromStyleStruct(
        .horizontal, flexWrap: .wrap, alignContent: alignContent, lineSpacing: lineSpacing),
      nodes)
    let result = t.layOutOverWhite(stack, range)
    return (result, nodes.map { result.frame($0) })
  }

  /// Frames of three lines of two 50 x 50 nodes at x 0 and 50, at the given line offsets.
  static func threeLines(_ y0: Double, _ y1: Double, _ y2: Double) -> [Frame?] {
    [y0, y1, y2].flatMap { y in [Frame(0, y, 50, 50), Frame(50, y, 50, 50)] }
  }

  /// Frames of six lines of one 50 x 50 node, the first at `y0`, one every `step`.
  static func sixLines(_ y0: Double, step: Double) -> [Frame?] {
    (0..<6).map { Frame(0, y0 + Double($0) * step, 50, 50) }
  }

  // Texture: testFlexWrapWithItemSpacings (PR #472). Each item takes 60 with its spacings,
  // plus 50 of stack spacing between items: 60 + 50 + 60 = 170 fits 230, a third does not.
  // [png] docs/texture-rules.md §3.3: x 5 and 115 on the first line.
  @Test func testFlexWrapWithItemSpacings() {
    var t = TreeBuilder()
    let nodes = ["red", "yellow", "blue"].map { name in
      t.node(name, width: 50, height: 50) {
        $0.spacingBefore = 5
        $0.spacingAfter = 5
      }
    }
    let stack = t.stack(
      .fromStyleStruct(
        .horizontal, spacing: 50, flexWrap: .wrap, alignContent: .start, lineSpacing: 5),
      nodes)
    let result = t.layOutOverWhite(stack, sizeRange(230, 300, 230, 300))
    result.expectSize(230, 300)
    result.expectFrames([
      nodes[0]: Frame(5, 0, 50, 50),
      nodes[1]: Frame(115, 0, 50, 50),
      nodes[2]: Frame(5, 55, 50, 50),
    ])
  }

  // Texture: testFlexWrapWithItemSpacingsBeingResetOnNewLines (PR #472). 190 holds exactly
  // three items of 60 with 5 between; the stack spacing is not carried to a new line.
  // [png] Tests/TextureCases
  @Test func testFlexWrapWithItemSpacingsBeingResetOnNewLines() {
    var t = TreeBuilder()
    let names = ["red", "yellow", "blue", "magenta", "green", "cyan", "brown", "orange", "purple"]
    let nodes = names.map { name in
      t.node(name, width: 50, height: 50) {
        $0.spacingBefore = 5
        $0.spacingAfter = 5
      }
    }
    let stack = t.stack(
      .fromStyleStruct(
        .horizontal, spacing: 5, flexWrap: .wrap, alignContent: .start, lineSpacing: 5),
      nodes)
    let result = t.layOutOverWhite(stack, sizeRange(190, 300, 190, 300))
    result.expectSize(190, 300)
    let expected = [0.0, 55, 110].flatMap { y in
      [5.0, 70, 135].map { x in Frame(x, y, 50, 50) }
    }
    #expect(nodes.map { result.frame($0) } == expected)
  }

  /// A row of one of Texture's tests that call
  /// `testStackLayoutSpecWithAlignContent:lineSpacing:sizeRange:identifier:`: six 50 x 50
  /// nodes in a wrapping horizontal stack (`wrapped`), and their frames.
  struct WrapCase: Sendable, CustomTestStringConvertible {
    /// The test of Tests/ASStackLayoutSpecSnapshotTests.mm and its snapshot identifier.
    var texture: String
    var alignContent: StackLayoutAlignContent
    var lineSpacing: Double = 0
    var range: SizeRange
    var frames: [Frame?]
    var size: Size? = nil

    var testDescription: String { texture }
  }

  static let alignContentCases: [WrapCase] = [
    // Three lines of two (110 holds two 50s), 150 high in 300: 150 to distribute across.
    WrapCase(
      texture: "testAlignContentUnderflow-alignContentStart", alignContent: .start,
      range: sizeRange(110, 300, 110, 300),
      frames: threeLines(0, 50, 100)),
    WrapCase(
      texture: "testAlignContentUnderflow-alignContentCenter", alignContent: .center,
      range: sizeRange(110, 300, 110, 300),
      frames: threeLines(75, 125, 175)),
    // [png] Tests/TextureCases
    WrapCase(
      texture: "testAlignContentUnderflow-alignContentEnd", alignContent: .end,
      range: sizeRange(110, 300, 110, 300),
      frames: threeLines(150, 200, 250)),
    WrapCase(
      texture: "testAlignContentUnderflow-alignContentSpaceBetween", alignContent: .spaceBetween,
      range: sizeRange(110, 300, 110, 300),
      frames: threeLines(0, 125, 250)),
    // [png] docs/texture-rules.md §3.8
    WrapCase(
      texture: "testAlignContentUnderflow-alignContentSpaceAround", alignContent: .spaceAround,
      range: sizeRange(110, 300, 110, 300),
      frames: threeLines(25, 125, 225)),
    // stretch: each line grows by 50; the items are start-aligned inside them.
    WrapCase(
      texture: "testAlignContentUnderflow-alignContentStretch", alignContent: .stretch,
      range: sizeRange(110, 300, 110, 300),
      frames: threeLines(0, 100, 200), size: Size(width: 110, height: 300)),
    // Six lines of one (each 50 is wider than 40 and gets a line of its own), 300 high in
    // 260. On overflow spaceBetween is start and spaceAround is center.
    WrapCase(
      texture: "testAlignContentOverflow-alignContentStart", alignContent: .start,
      range: sizeRange(40, 260, 40, 260),
      frames: sixLines(0, step: 50), size: Size(width: 40, height: 260)),
    WrapCase(
      texture: "testAlignContentOverflow-alignContentCenter", alignContent: .center,
      range: sizeRange(40, 260, 40, 260),
      frames: sixLines(-20, step: 50)),
    WrapCase(
      texture: "testAlignContentOverflow-alignContentEnd", alignContent: .end,
      range: sizeRange(40, 260, 40, 260),
      frames: sixLines(-40, step: 50)),
    WrapCase(
      texture: "testAlignContentOverflow-alignContentSpaceBetween", alignContent: .spaceBetween,
      range: sizeRange(40, 260, 40, 260),
      frames: sixLines(0, step: 50)),
    // [png] TextureCases
    WrapCase(
      texture: "testAlignContentOverflow-alignContentSpaceAround", alignContent: .spaceAround,
      range: sizeRange(40, 260, 40, 260),
      frames: sixLines(-20, step: 50)),
    // 150 of lines plus 2 x 10 of line spacing in 320: 150 to distribute.
    WrapCase(
      texture: "testAlignContentAndLineSpacingUnderflow-alignContentStart", alignContent: .start,
      lineSpacing: 10, range: sizeRange(110, 320, 110, 320),
      frames: threeLines(0, 60, 120)),
    WrapCase(
      texture: "testAlignContentAndLineSpacingUnderflow-alignContentCenter", alignContent: .center,
      lineSpacing: 10, range: sizeRange(110, 320, 110, 320),
      frames: threeLines(75, 135, 195)),
    WrapCase(
      texture: "testAlignContentAndLineSpacingUnderflow-alignContentEnd", alignContent: .end,
      lineSpacing: 10, range: sizeRange(110, 320, 110, 320),
      frames: threeLines(150, 210, 270)),
    // [png] Tests/TextureCases
    WrapCase(
      texture: "testAlignContentAndLineSpacingUnderflow-alignContentSpaceBetween",
      alignContent: .spaceBetween, lineSpacing: 10, range: sizeRange(110, 320, 110, 320),
      frames: threeLines(0, 135, 270)),
    WrapCase(
      texture: "testAlignContentAndLineSpacingUnderflow-alignContentSpaceAround",
      alignContent: .spaceAround, lineSpacing: 10, range: sizeRange(110, 320, 110, 320),
      frames: threeLines(25, 135, 245)),
    WrapCase(
      texture: "testAlignContentAndLineSpacingUnderflow-alignContentStretch",
      alignContent: .stretch, lineSpacing: 10, range: sizeRange(110, 320, 110, 320),
      frames: threeLines(0, 110, 220)),
    // 300 of lines plus 5 x 10 in 310.
    WrapCase(
      texture: "testAlignContentAndLineSpacingOverflow-alignContentStart", alignContent: .start,
      lineSpacing: 10, range: sizeRange(40, 310, 40, 310),
      frames: sixLines(0, step: 60)),
    // [png] docs/texture-rules.md §3.8: first line at -20.
    WrapCase(
      texture: "testAlignContentAndLineSpacingOverflow-alignContentCenter", alignContent: .center,
      lineSpacing: 10, range: sizeRange(40, 310, 40, 310),
      frames: sixLines(-20, step: 60)),
    WrapCase(
      texture: "testAlignContentAndLineSpacingOverflow-alignContentEnd", alignContent: .end,
      lineSpacing: 10, range: sizeRange(40, 310, 40, 310),
      frames: sixLines(-40, step: 60)),
    // [png] Tests/TextureCases
    WrapCase(
      texture: "testAlignContentAndLineSpacingOverflow-alignContentSpaceBetween",
      alignContent: .spaceBetween, lineSpacing: 10, range: sizeRange(40, 310, 40, 310),
      frames: sixLines(0, step: 60)),
    WrapCase(
      texture: "testAlignContentAndLineSpacingOverflow-alignContentSpaceAround",
      alignContent: .spaceAround, lineSpacing: 10, range: sizeRange(40, 310, 40, 310),
      frames: sixLines(-20, step: 60)),
    // Without a cross min there is never room to distribute: every alignContent places
    // the lines as start does. Texture gives these no snapshot identifier.
    // [png] Tests/TextureCases center, stretch
    WrapCase(
      texture: "testAlignContentWithUnconstrainedCrossSize (start)", alignContent: .start,
      range: sizeRange(110, 0, 110, cgFloatMax),
      frames: threeLines(0, 50, 100), size: Size(width: 110, height: 150)),
    WrapCase(
      texture: "testAlignContentWithUnconstrainedCrossSize (center)", alignContent: .center,
      range: sizeRange(110, 0, 110, cgFloatMax),
      frames: threeLines(0, 50, 100), size: Size(width: 110, height: 150)),
    WrapCase(
      texture: "testAlignContentWithUnconstrainedCrossSize (end)", alignContent: .end,
      range: sizeRange(110, 0, 110, cgFloatMax),
      frames: threeLines(0, 50, 100), size: Size(width: 110, height: 150)),
    WrapCase(
      texture: "testAlignContentWithUnconstrainedCrossSize (spaceBetween)",
      alignContent: .spaceBetween, range: sizeRange(110, 0, 110, cgFloatMax),
      frames: threeLines(0, 50, 100), size: Size(width: 110, height: 150)),
    WrapCase(
      texture: "testAlignContentWithUnconstrainedCrossSize (spaceAround)",
      alignContent: .spaceAround, range: sizeRange(110, 0, 110, cgFloatMax),
      frames: threeLines(0, 50, 100), size: Size(width: 110, height: 150)),
    WrapCase(
      texture: "testAlignContentWithUnconstrainedCrossSize (stretch)", alignContent: .stretch,
      range: sizeRange(110, 0, 110, cgFloatMax),
      frames: threeLines(0, 50, 100), size: Size(width: 110, height: 150)),
  ]

  @Test(arguments: alignContentCases)
  func alignContentPlacesTheLines(_ row: WrapCase) {
    let (result, frames) = wrapped(row.alignContent, lineSpacing: row.lineSpacing, row.range)
    if let size = row.size { result.expectSize(size.width, size.height) }
    #expect(frames == row.frames)
  }

  // Texture: testAlignContentStretchAndOtherAlignments. Lines stretched to 100; alignSelf
  // places yellow at the start, magenta in the centre and cyan at the end of theirs.
  @Test func testAlignContentStretchAndOtherAlignments() {
    var t = TreeBuilder()
    let alignSelf: [StackLayoutAlignSelf] = [.auto, .start, .auto, .center, .auto, .end]
    let names = ["red", "yellow", "blue", "magenta", "green", "cyan"]
    let nodes = zip(names, alignSelf).map { name, alignSelf in
      t.node(name, width: 50, height: 50) { $0.alignSelf = alignSelf }
    }
    let stack = t.stack(
      .fromStyleStruct(.horizontal, alignItems: .start, flexWrap: .wrap, alignContent: .stretch),
      nodes)
    let result = t.layOutOverWhite(stack, sizeRange(110, 300, 110, 300))
    #expect(
      nodes.map { result.frame($0) } == [
        Frame(0, 0, 50, 50), Frame(50, 0, 50, 50),
        Frame(0, 100, 50, 50), Frame(50, 125, 50, 50),
        Frame(0, 200, 50, 50), Frame(50, 250, 50, 50),
      ])
  }

  // MARK: Beyond Texture's tests

  // Each line flexes on its own against the stack's range.
  @Test func eachLineFlexesOnItsOwn() {
    var t = TreeBuilder()
    let nodes = ["a", "b", "c"].map { t.node($0, width: 50, height: 50) { $0.flexGrow = 1 } }
    let stack = t.stack(.fromStyleStruct(.horizontal, flexWrap: .wrap), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(110, 0, 110, 300))
    result.expectSize(110, 100)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 55, 50),
      nodes[1]: Frame(55, 0, 55, 50),
      nodes[2]: Frame(0, 50, 110, 50),
    ])
  }

  // Each line is justified against the stack's range, not against the longest line.
  @Test func eachLineIsJustifiedAgainstTheRange() {
    var t = TreeBuilder()
    let nodes = ["a", "b", "c"].map { t.node($0, width: 50, height: 50) }
    let stack = t.stack(
      .fromStyleStruct(.horizontal, justifyContent: .center, flexWrap: .wrap), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 110, 300))
    // Content-sized: the stack is 100 wide (its longest line); justification compares
    // with the range's min of 0, so nothing moves, not even the short second line.
    result.expectSize(100, 100)
    #expect(nodes.map { result.frame($0)?.x } == [0, 50, 0])

    var u = TreeBuilder()
    let others = ["a", "b", "c"].map { u.node($0, width: 50, height: 50) }
    let exact = u.stack(
      .fromStyleStruct(.horizontal, justifyContent: .center, flexWrap: .wrap), others)
    let exactResult = u.layOutOverWhite(exact, sizeRange(110, 0, 110, 300))
    #expect(others.map { exactResult.frame($0)?.x } == [5, 55, 30])
  }

  // Wrapping works the same along a vertical stack.
  @Test func verticalWrap() {
    var t = TreeBuilder()
    let nodes = ["a", "b", "c"].map { t.node($0, width: 30, height: 40) }
    let stack = t.stack(.fromStyleStruct(.vertical, flexWrap: .wrap, lineSpacing: 4), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(0, 100, 300, 100))
    result.expectSize(64, 100)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 30, 40),
      nodes[1]: Frame(0, 40, 30, 40),
      nodes[2]: Frame(34, 0, 30, 40),
    ])
  }

  // Texture quirk (kept): stretched items are measured in the first pass with the stack's
  // whole cross min, before lines exist, so with wrapping every line is at least that thick.
  @Test func stretchedItemsTakeTheStackCrossMinOnEveryLine() {
    var t = TreeBuilder()
    let nodes = ["a", "b", "c", "d"].map { t.staticNode($0, 50, 20) }
    let stack = t.stack(.configured { $0.flexWrap = .wrap }, nodes)
    let result = t.layOutOverWhite(stack, sizeRange(110, 100, 110, 300))
    result.expectSize(110, 200)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 50, 100), nodes[2]: Frame(0, 100, 50, 100),
    ])
  }

  // lineSpacing only separates lines; a single line ignores it.
  @Test func lineSpacingWithOneLineDoesNothing() {
    var t = TreeBuilder()
    let nodes = ["a", "b"].map { t.node($0, width: 50, height: 50) }
    let stack = t.stack(.fromStyleStruct(.horizontal, flexWrap: .wrap, lineSpacing: 30), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, 300))
    result.expectSize(100, 50)
    result.expectFrames([nodes[1]: Frame(50, 0, 50, 50)])
  }
}
