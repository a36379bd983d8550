// Stack positioning along the stack (justifyContent, spacing, spacingBefore/After), the empty
// stack, and the horizontal/vertical alignment shorthands (docs/texture-rules.md §3.1, §3.0,
// §3.8). Each `test...`, and each table row by its `texture`, follows the Texture test of that
// name (and snapshot identifier) in Tests/ASStackLayoutSpecSnapshotTests.mm; the frames are
// worked out from Texture's algorithm ([png]: checked against its reference image).

import Testing

@testable import LayoutSpecEngine

@Suite struct StackJustifyTests {
  /// Texture's `testStackLayoutSpecWithJustify:flexFactor:sizeRange:identifier:`: three
  /// 50 x 50 nodes in a horizontal stack.
  private func justified(
    _ justify: StackLayoutJustifyContent, flex: Double, _ range: SizeRange
  ) -> (LaidOutTree, [ElementID]) {
    var t = TreeBuilder()
    let nodes = t.defaultSubnodes(50, 50, flex: flex)
    let stack = t.stack(.fromStyleStruct(.horizontal, justifyContent: justify), nodes)
    return (t.layOutOverWhite(stack, range), nodes)
  }

  /// A row of Texture's `testUnderflowBehaviors` (300 wide, 150 of content) or
  /// `testOverflowBehaviors` (110 wide): `justified(justify, flex:, range)`.
  struct JustifyCase: Sendable, CustomTestStringConvertible {
    /// The test of Tests/ASStackLayoutSpecSnapshotTests.mm and its snapshot identifier.
    var texture: String
    var justify: StackLayoutJustifyContent
    var flex: Double
    var range: SizeRange
    var size: Size
    var frames: [Frame]

    var testDescription: String { texture }
  }

  static let underflowAndOverflow = [
    JustifyCase(
      texture: "testUnderflowBehaviors-justifyStart", justify: .start, flex: 0,
      range: sizeRange(300, 0, 300, 300),
      size: Size(width: 300, height: 50),
      frames: [Frame(0, 0, 50, 50), Frame(50, 0, 50, 50), Frame(100, 0, 50, 50)]),
    // [png] TextureCases justifyCenter
    JustifyCase(
      texture: "testUnderflowBehaviors-justifyCenter", justify: .center, flex: 0,
      range: sizeRange(300, 0, 300, 300),
      size: Size(width: 300, height: 50),
      frames: [Frame(75, 0, 50, 50), Frame(125, 0, 50, 50), Frame(175, 0, 50, 50)]),
    JustifyCase(
      texture: "testUnderflowBehaviors-justifyEnd", justify: .end, flex: 0,
      range: sizeRange(300, 0, 300, 300),
      size: Size(width: 300, height: 50),
      frames: [Frame(150, 0, 50, 50), Frame(200, 0, 50, 50), Frame(250, 0, 50, 50)]),
    // flex: all three grow by floor(150 / 3) = 50.
    JustifyCase(
      texture: "testUnderflowBehaviors-flex", justify: .start, flex: 1,
      range: sizeRange(300, 0, 300, 300),
      size: Size(width: 300, height: 50),
      frames: [Frame(0, 0, 100, 50), Frame(100, 0, 100, 50), Frame(200, 0, 100, 50)]),
    JustifyCase(
      texture: "testUnderflowBehaviors-justifySpaceBetween", justify: .spaceBetween, flex: 0,
      range: sizeRange(300, 0, 300, 300),
      size: Size(width: 300, height: 50),
      frames: [Frame(0, 0, 50, 50), Frame(125, 0, 50, 50), Frame(250, 0, 50, 50)]),
    JustifyCase(
      texture: "testUnderflowBehaviors-justifySpaceAround", justify: .spaceAround, flex: 0,
      range: sizeRange(300, 0, 300, 300),
      size: Size(width: 300, height: 50),
      frames: [Frame(25, 0, 50, 50), Frame(125, 0, 50, 50), Frame(225, 0, 50, 50)]),
    // [png] TextureCases justifyStart
    JustifyCase(
      texture: "testOverflowBehaviors-justifyStart", justify: .start, flex: 0,
      range: sizeRange(110, 0, 110, 300),
      size: Size(width: 110, height: 50),
      frames: [Frame(0, 0, 50, 50), Frame(50, 0, 50, 50), Frame(100, 0, 50, 50)]),
    // [png] docs/texture-rules.md §3.8
    JustifyCase(
      texture: "testOverflowBehaviors-justifyCenter", justify: .center, flex: 0,
      range: sizeRange(110, 0, 110, 300),
      size: Size(width: 110, height: 50),
      frames: [Frame(-20, 0, 50, 50), Frame(30, 0, 50, 50), Frame(80, 0, 50, 50)]),
    JustifyCase(
      texture: "testOverflowBehaviors-justifyEnd", justify: .end, flex: 0,
      range: sizeRange(110, 0, 110, 300),
      size: Size(width: 110, height: 50),
      frames: [Frame(-40, 0, 50, 50), Frame(10, 0, 50, 50), Frame(60, 0, 50, 50)]),
    // flex: each shrinks by a third of 40; 36.67 is ceiled to 37 at 2x. [png] TextureCases flex
    JustifyCase(
      texture: "testOverflowBehaviors-flex", justify: .start, flex: 1,
      range: sizeRange(110, 0, 110, 300),
      size: Size(width: 110, height: 50),
      frames: [Frame(0, 0, 37, 50), Frame(37, 0, 37, 50), Frame(74, 0, 37, 50)]),
    // On overflow spaceBetween is start and spaceAround is center: Texture compares them
    // with the images of justifyStart and justifyCenter.
    JustifyCase(
      texture: "testOverflowBehaviors-justifyStart (spaceBetween)", justify: .spaceBetween, flex: 0,
      range: sizeRange(110, 0, 110, 300),
      size: Size(width: 110, height: 50),
      frames: [Frame(0, 0, 50, 50), Frame(50, 0, 50, 50), Frame(100, 0, 50, 50)]),
    JustifyCase(
      texture: "testOverflowBehaviors-justifyCenter (spaceAround)", justify: .spaceAround, flex: 0,
      range: sizeRange(110, 0, 110, 300),
      size: Size(width: 110, height: 50),
      frames: [Frame(-20, 0, 50, 50), Frame(30, 0, 50, 50), Frame(80, 0, 50, 50)]),
  ]

  @Test(arguments: underflowAndOverflow)
  func justifyContentOnUnderflowAndOverflow(_ row: JustifyCase) {
    let (result, nodes) = justified(row.justify, flex: row.flex, row.range)
    result.expectSize(row.size.width, row.size.height)
    result.expectFrames(of: nodes, row.frames)
  }

  // Texture: testStackSpacing
  @Test func testStackSpacing() {
    var t = TreeBuilder()
    let nodes = [
      t.node("red", width: 50, height: 50), t.node("blue", width: 100, height: 50),
      t.node("green", width: 150, height: 50),
    ]
    let stack = t.stack(.fromStyleStruct(.vertical, spacing: 10), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(0, 300, 300, 300))
    result.expectSize(150, 300)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 50, 50),
      nodes[1]: Frame(0, 60, 100, 50),
      nodes[2]: Frame(0, 120, 150, 50),
    ])
  }

  // Texture: testStackSpacingWithChildrenHavingNilObjects. An empty stack is its range's min:
  // 280 x 0 inside the inset, so the blue background is 0 high.
  @Test func testStackSpacingWithChildrenHavingNilObjects() {
    var t = TreeBuilder()
    let stack = t.stack(
      .fromStyleStruct(.vertical, spacing: 10, alignItems: .stretch), [])
    let blue = t.node("blue")
    let background = t.background(stack, background: blue)
    t.inset(10, 10, 10, 10, background)
    let result = t.laidOut(sizeRange(300, 0, 300, 300))
    result.expectSize(300, 20)
    result.expectFrames([stack: Frame(10, 10, 280, 0), blue: Frame(10, 10, 280, 0)])
    #expect(result.layout(stack)?.sublayouts.isEmpty == true)
  }

  // Texture: testChildSpacing (spacingBefore, spacingAfter, and both negative against spacing).
  @Test func testChildSpacing() {
    func layOut(
      spacing: Double, _ configure: (inout LayoutElementStyle, inout LayoutElementStyle) -> Void
    ) -> (LaidOutTree, [ElementID]) {
      var t = TreeBuilder()
      var styles = (LayoutElementStyle(), LayoutElementStyle())
      configure(&styles.0, &styles.1)
      let red = t.node("red", width: 50, height: 50)
      let blue = t.node("blue", width: 100, height: 70) {
        $0.spacingBefore = styles.0.spacingBefore
        $0.spacingAfter = styles.0.spacingAfter
      }
      let green = t.node("green", width: 150, height: 90) {
        $0.spacingBefore = styles.1.spacingBefore
        $0.spacingAfter = styles.1.spacingAfter
      }
      let stack = t.stack(.fromStyleStruct(.vertical, spacing: spacing), [red, blue, green])
      return (
        t.layOutOverWhite(stack, sizeRange(0, 0, .infinity, .infinity)), [red, blue, green]
      )
    }

    var (result, nodes) = layOut(spacing: 0) {
      $0.spacingBefore = 10
      $1.spacingBefore = 20
    }
    result.expectSize(150, 240)
    #expect(nodes.map { result.frame($0)?.y } == [0, 60, 150])

    (result, nodes) = layOut(spacing: 0) {
      $0.spacingAfter = 10
      $1.spacingAfter = 20
    }
    // The last child's spacingAfter still counts in the stack's length.
    result.expectSize(150, 240)
    #expect(nodes.map { result.frame($0)?.y } == [0, 50, 130])

    (result, nodes) = layOut(spacing: 10) { blue, _ in
      blue.spacingBefore = -10
      blue.spacingAfter = -10
    }
    result.expectSize(150, 210)
    #expect(nodes.map { result.frame($0)?.y } == [0, 50, 120])
  }

  // Texture: testJustifiedCenterWithChildSpacing. 260 of content in 300: offset 20.
  @Test func testJustifiedCenterWithChildSpacing() {
    var t = TreeBuilder()
    let nodes = spacedNodes(&t)
    let stack = t.stack(.fromStyleStruct(.vertical, justifyContent: .center), nodes)
    let result = t.layOutOverWhite(stack, sizeRange(0, 300, 300, 300))
    result.expectSize(150, 300)
    result.expectFrames([
      nodes[0]: Frame(0, 20, 50, 50),
      nodes[1]: Frame(0, 90, 100, 70),
      nodes[2]: Frame(0, 190, 150, 90),
    ])
  }

  /// One 50 x 50 child in a 300-wide horizontal stack: spaceBetween is start, spaceAround
  /// is center.
  static let oneChild: [(texture: String, justify: StackLayoutJustifyContent, x: Double)] = [
    ("testJustifiedSpaceBetweenWithOneChild", .spaceBetween, 0),
    ("testJustifiedSpaceAroundWithOneChild", .spaceAround, 125),
  ]

  @Test(arguments: oneChild)
  func oneChildIsPlacedByJustifyContent(
    _ row: (texture: String, justify: StackLayoutJustifyContent, x: Double)
  ) {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50)
    let stack = t.stack(.fromStyleStruct(.horizontal, justifyContent: row.justify), [red])
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, .infinity))
    result.expectSize(300, 50)
    result.expectFrames([red: Frame(row.x, 0, 50, 50)])
  }

  // Texture: testJustifiedSpaceBetweenWithRemainingSpace. 151 free: gaps of 75.5, unrounded.
  // [png] docs/texture-rules.md §3.8: 0, 125.5, 251.
  @Test func testJustifiedSpaceBetweenWithRemainingSpace() {
    let (result, nodes) = justified(.spaceBetween, flex: 0, sizeRange(301, 0, 301, 300))
    result.expectSize(301, 50)
    #expect(nodes.map { result.frame($0)?.x } == [0, 125.5, 251])
  }

  // Texture: testJustifiedSpaceAroundWithRemainingSpace. 155 free: 155/6 at the edges and
  // 155/3 between, no remainder handling. Flattening ceils to 26, 127.5, 229.5. [png]
  @Test func testJustifiedSpaceAroundWithRemainingSpace() {
    let (result, nodes) = justified(.spaceAround, flex: 0, sizeRange(305, 0, 305, 300))
    result.expectSize(305, 50)
    let unit = 155.0 / 6
    result.expectFrames([
      nodes[0]: Frame(unit, 0, 50, 50),
      nodes[1]: Frame(unit + 50 + unit * 2, 0, 50, 50),
      nodes[2]: Frame(unit + 100 + unit * 4, 0, 50, 50),
    ])
    #expect(nodes.map { result.flattenedFrame($0)?.x } == [26, 127.5, 229.5])
  }

  // Texture: testEmptyStack. `ASStackLayoutSpecStyle {}` is a vertical stack; with no
  // children it is its range's min.
  @Test func testEmptyStack() {
    var t = TreeBuilder()
    let stack = t.stack(.fromStyleStruct(.vertical), [])
    let result = t.layOutOverWhite(stack, sizeRange(50, 50, 300, 300))
    result.expectSize(50, 50)
    #expect(result.layout(stack)?.sublayouts.isEmpty == true)
    #expect(result.constrainedSize(stack) == sizeRange(50, 50, 300, 300))
  }

  /// A row of Texture's `testHorizontalAndVerticalAlignments`: three 50 x 50 nodes in an
  /// exact 200 x 200 stack with the alignment shorthands.
  struct AlignmentCase: Sendable, CustomTestStringConvertible {
    /// The snapshot identifier of the row.
    var texture: String
    var direction: StackLayoutDirection
    var horizontal: HorizontalAlignment
    var vertical: VerticalAlignment
    var frames: [Frame]

    var testDescription: String { texture }
  }

  // The alignments override justifyContent along the stack and alignItems across it, per
  // direction (§3.1).
  static let alignments = [
    AlignmentCase(
      texture: "testHorizontalAndVerticalAlignments-horizontalTopLeft", direction: .horizontal,
      horizontal: .left, vertical: .top,
      frames: [Frame(0, 0, 50, 50), Frame(50, 0, 50, 50), Frame(100, 0, 50, 50)]),
    AlignmentCase(
      texture: "testHorizontalAndVerticalAlignments-horizontalCenter", direction: .horizontal,
      horizontal: .middle, vertical: .center,
      frames: [Frame(25, 75, 50, 50), Frame(75, 75, 50, 50), Frame(125, 75, 50, 50)]),
    AlignmentCase(
      texture: "testHorizontalAndVerticalAlignments-horizontalBottomRight",
      direction: .horizontal, horizontal: .right, vertical: .bottom,
      frames: [Frame(50, 150, 50, 50), Frame(100, 150, 50, 50), Frame(150, 150, 50, 50)]),
    AlignmentCase(
      texture: "testHorizontalAndVerticalAlignments-verticalTopLeft", direction: .vertical,
      horizontal: .left, vertical: .top,
      frames: [Frame(0, 0, 50, 50), Frame(0, 50, 50, 50), Frame(0, 100, 50, 50)]),
    AlignmentCase(
      texture: "testHorizontalAndVerticalAlignments-verticalCenter", direction: .vertical,
      horizontal: .middle, vertical: .center,
      frames: [Frame(75, 25, 50, 50), Frame(75, 75, 50, 50), Frame(75, 125, 50, 50)]),
    // [png] TextureCases verticalBottomRight
    AlignmentCase(
      texture: "testHorizontalAndVerticalAlignments-verticalBottomRight", direction: .vertical,
      horizontal: .right, vertical: .bottom,
      frames: [Frame(150, 50, 50, 50), Frame(150, 100, 50, 50), Frame(150, 150, 50, 50)]),
  ]

  @Test(arguments: alignments)
  func testHorizontalAndVerticalAlignments(_ row: AlignmentCase) {
    var t = TreeBuilder()
    let nodes = t.defaultSubnodes(50, 50)
    let stack = t.stack(
      .configured {
        $0.direction = row.direction
        $0.horizontalAlignment = row.horizontal
        $0.verticalAlignment = row.vertical
      }, nodes)
    let result = t.layOutOverWhite(stack, sizeRange(200, 200, 200, 200))
    result.expectSize(200, 200)
    #expect(nodes.map { result.frame($0) } == row.frames)
  }

  // Texture: testDirectionChangeAfterSettingHorizontalAndVerticalAlignments. The same
  // alignments mean different justify/alignItems once the direction changes.
  @Test func testDirectionChangeAfterSettingHorizontalAndVerticalAlignments() {
    var spec = StackLayoutSpec()
    spec.horizontalAlignment = .right
    spec.verticalAlignment = .center
    #expect(spec.resolvedAlignItems == .center)
    #expect(spec.resolvedJustifyContent == .end)

    spec.direction = .vertical
    #expect(spec.resolvedAlignItems == .end)
    #expect(spec.resolvedJustifyContent == .center)
  }

  // Texture: testAlignItemsAndJustifyContentRestrictionsIfHorizontalAndVerticalAlignmentsAreUsed.
  // Texture asserts when alignItems/justifyContent are set while an alignment is in use; a
  // document may give both (the reader warns) and the alignments win. Texture also keeps the
  // values the alignments wrote after they are set back to none; a declarative spec has no
  // such history, so `none` means "use alignItems/justifyContent as given".
  @Test func testAlignItemsAndJustifyContentRestrictionsIfHorizontalAndVerticalAlignmentsAreUsed() {
    var spec = StackLayoutSpec()
    spec.alignItems = .end
    spec.justifyContent = .end
    #expect(spec.resolvedAlignItems == .end)
    #expect(spec.resolvedJustifyContent == .end)

    spec.horizontalAlignment = .middle
    spec.verticalAlignment = .center
    #expect(spec.resolvedAlignItems == .center)
    #expect(spec.resolvedJustifyContent == .center)

    spec.horizontalAlignment = .none
    spec.verticalAlignment = .none
    #expect(spec.resolvedAlignItems == .end)
    #expect(spec.resolvedJustifyContent == .end)
  }

  // Not a Texture test: justifyContent acts against the stack's range, not its final size.
  // A [0..300] stack with 150 of content is 150 wide and its content starts at 0 even
  // with justifyContent end (the violation is 0), while a 200..300 stack pushes it to 50.
  @Test func justifyContentComparesWithTheRangeNotTheFinalSize() {
    for (minimum, expectedX) in [(0.0, 0.0), (200, 50)] {
      var t = TreeBuilder()
      let nodes = t.defaultSubnodes(50, 50)
      let stack = t.stack(.fromStyleStruct(.horizontal, justifyContent: .end), nodes)
      let result = t.layOutOverWhite(stack, sizeRange(minimum, 0, 300, 300))
      result.expectSize(max(minimum, 150), 50)
      #expect(result.frame(nodes[0])?.x == expectedX)
    }
  }

  // Not a Texture test: a stack's own style narrows its range, and its size is its content
  // clamped to that range (§3.7); overflowing content sticks out.
  @Test func stackSizeIsContentClampedToItsOwnRange() {
    var t = TreeBuilder()
    let nodes = t.defaultSubnodes(50, 50)
    let stack = t.stack(.fromStyleStruct(.horizontal), nodes) {
      $0.maxWidth = .points(120)
      $0.minHeight = .points(80)
    }
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, 300))
    result.expectSize(120, 80)
    #expect(result.constrainedSize(stack) == sizeRange(0, 80, 120, 300))
    result.expectFrames([nodes[2]: Frame(100, 0, 50, 50)])
  }

  // Helpers

  /// Red 50 x 50, blue 100 x 70 (spacingBefore 20), green 150 x 90 (spacingBefore 30).
  private func spacedNodes(_ t: inout TreeBuilder) -> [ElementID] {
    [
      t.node("red", width: 50, height: 50),
      t.node("blue", width: 100, height: 70) { $0.spacingBefore = 20 },
      t.node("green", width: 150, height: 90) { $0.spacingBefore = 30 },
    ]
  }
}
