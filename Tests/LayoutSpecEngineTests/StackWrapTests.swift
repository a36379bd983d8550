// Stack wrapping: line breaking (docs/texture-rules.md §3.3), per-line flexing and justification,
// alignContent and lineSpacing (§3.6, §3.8). Each `test...` follows the Texture test of the same
// name in Tests/ASStackLayoutSpecSnapshotTests.mm ([png]: checked against Texture's reference
// image).

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
  private func threeLines(_ y0: Double, _ y1: Double, _ y2: Double) -> [Frame?] {
    [y0, y1, y2].flatMap { y in [Frame(0, y, 50, 50), Frame(50, y, 50, 50)] }
  }

  /// Frames of six lines of one 50 x 50 node, the first at `y0`, one every `step`.
  private func sixLines(_ y0: Double, step: Double) -> [Frame?] {
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

  // Texture: testAlignContentUnderflow. Three lines of two (110 holds two 50s), 150 high in
  // 300: 150 to distribute across.
  @Test func testAlignContentUnderflow() {
    let range = sizeRange(110, 300, 110, 300)
    #expect(wrapped(.start, range).1 == threeLines(0, 50, 100))
    #expect(wrapped(.center, range).1 == threeLines(75, 125, 175))
    #expect(wrapped(.end, range).1 == threeLines(150, 200, 250))  // [png] Tests/TextureCases
    #expect(wrapped(.spaceBetween, range).1 == threeLines(0, 125, 250))
    // [png] docs/texture-rules.md §3.8
    #expect(wrapped(.spaceAround, range).1 == threeLines(25, 125, 225))
    // stretch: each line grows by 50; the items are start-aligned inside them.
    let (result, frames) = wrapped(.stretch, range)
    #expect(frames == threeLines(0, 100, 200))
    result.expectSize(110, 300)
  }

  // Texture: testAlignContentOverflow. Six lines of one (each 50 is wider than 40 and gets
  // a line of its own), 300 high in 260.
  @Test func testAlignContentOverflow() {
    let range = sizeRange(40, 260, 40, 260)
    let (result, frames) = wrapped(.start, range)
    result.expectSize(40, 260)
    #expect(frames == sixLines(0, step: 50))
    #expect(wrapped(.center, range).1 == sixLines(-20, step: 50))
    #expect(wrapped(.end, range).1 == sixLines(-40, step: 50))
    // On overflow spaceBetween is start and spaceAround is center. [png] TextureCases
    #expect(wrapped(.spaceBetween, range).1 == sixLines(0, step: 50))
    #expect(wrapped(.spaceAround, range).1 == sixLines(-20, step: 50))
  }

  // Texture: testAlignContentWithUnconstrainedCrossSize. Without a cross min there is never
  // room to distribute: every alignContent places the lines as start does.
  // [png] Tests/TextureCases center, stretch
  @Test func testAlignContentWithUnconstrainedCrossSize() {
    let range = sizeRange(110, 0, 110, cgFloatMax)
    for alignContent in StackLayoutAlignContent.allCases {
      let (result, frames) = wrapped(alignContent, range)
      result.expectSize(110, 150)
      #expect(frames == threeLines(0, 50, 100), "\(alignContent)")
    }
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

  // Texture: testAlignContentAndLineSpacingUnderflow. 150 of lines plus 2 x 10 of line
  // spacing in 320: 150 to distribute.
  @Test func testAlignContentAndLineSpacingUnderflow() {
    let range = sizeRange(110, 320, 110, 320)
    #expect(wrapped(.start, lineSpacing: 10, range).1 == threeLines(0, 60, 120))
    #expect(wrapped(.center, lineSpacing: 10, range).1 == threeLines(75, 135, 195))
    #expect(wrapped(.end, lineSpacing: 10, range).1 == threeLines(150, 210, 270))
    // [png] Tests/TextureCases
    #expect(wrapped(.spaceBetween, lineSpacing: 10, range).1 == threeLines(0, 135, 270))
    #expect(wrapped(.spaceAround, lineSpacing: 10, range).1 == threeLines(25, 135, 245))
    #expect(wrapped(.stretch, lineSpacing: 10, range).1 == threeLines(0, 110, 220))
  }

  // Texture: testAlignContentAndLineSpacingOverflow. 300 of lines plus 5 x 10 in 310.
  @Test func testAlignContentAndLineSpacingOverflow() {
    let range = sizeRange(40, 310, 40, 310)
    #expect(wrapped(.start, lineSpacing: 10, range).1 == sixLines(0, step: 60))
    // [png] docs/texture-rules.md §3.8: first line at -20.
    #expect(wrapped(.center, lineSpacing: 10, range).1 == sixLines(-20, step: 60))
    #expect(wrapped(.end, lineSpacing: 10, range).1 == sixLines(-40, step: 60))
    // [png] Tests/TextureCases
    #expect(wrapped(.spaceBetween, lineSpacing: 10, range).1 == sixLines(0, step: 60))
    #expect(wrapped(.spaceAround, lineSpacing: 10, range).1 == sixLines(-20, step: 60))
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
