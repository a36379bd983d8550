// Stack positioning along the stack (justifyContent, spacing, spacingBefore/After), the empty
// stack, and the horizontal/vertical alignment shorthands (docs/texture-rules.md §3.1, §3.0,
// §3.8). Each test follows the Texture test of the same name in
// Tests/ASStackLayoutSpecSnapshotTests.mm; the frames are worked out from Texture's algorithm
// ([png]: checked against its reference image).

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

  // Texture: testUnderflowBehaviors (300 wide, 150 of content).
  @Test func testUnderflowBehaviors() {
    let range = sizeRange(300, 0, 300, 300)
    func xs(_ justify: StackLayoutJustifyContent, flex: Double = 0) -> [Double] {
      let (result, nodes) = justified(justify, flex: flex, range)
      result.expectSize(300, 50)
      return nodes.map { result.frame($0)?.x ?? .nan }
    }
    #expect(xs(.start) == [0, 50, 100])
    #expect(xs(.center) == [75, 125, 175])  // [png] TextureCases justifyCenter
    #expect(xs(.end) == [150, 200, 250])
    #expect(xs(.spaceBetween) == [0, 125, 250])
    #expect(xs(.spaceAround) == [25, 125, 225])

    // flex: all three grow by floor(150 / 3) = 50.
    let (result, nodes) = justified(.start, flex: 1, range)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 100, 50),
      nodes[1]: Frame(100, 0, 100, 50),
      nodes[2]: Frame(200, 0, 100, 50),
    ])
  }

  // Texture: testOverflowBehaviors (110 wide, 150 of content).
  @Test func testOverflowBehaviors() {
    let range = sizeRange(110, 0, 110, 300)
    func xs(_ justify: StackLayoutJustifyContent) -> [Double] {
      let (result, nodes) = justified(justify, flex: 0, range)
      result.expectSize(110, 50)
      return nodes.map { result.frame($0)?.x ?? .nan }
    }
    #expect(xs(.start) == [0, 50, 100])  // [png] TextureCases justifyStart
    #expect(xs(.center) == [-20, 30, 80])  // [png] docs/texture-rules.md §3.8
    #expect(xs(.end) == [-40, 10, 60])
    // On overflow spaceBetween is start and spaceAround is center.
    #expect(xs(.spaceBetween) == [0, 50, 100])
    #expect(xs(.spaceAround) == [-20, 30, 80])

    // flex: each shrinks by a third of 40; 36.67 is ceiled to 37 at 2x. [png] TextureCases flex
    let (result, nodes) = justified(.start, flex: 1, range)
    result.expectFrames([
      nodes[0]: Frame(0, 0, 37, 50),
      nodes[1]: Frame(37, 0, 37, 50),
      nodes[2]: Frame(74, 0, 37, 50),
    ])
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

  // Texture: testJustifiedSpaceBetweenWithOneChild. One child: spaceBetween is start.
  @Test func testJustifiedSpaceBetweenWithOneChild() {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50)
    let stack = t.stack(.fromStyleStruct(.horizontal, justifyContent: .spaceBetween), [red])
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, .infinity))
    result.expectSize(300, 50)
    result.expectFrames([red: Frame(0, 0, 50, 50)])
  }

  // Texture: testJustifiedSpaceAroundWithOneChild. One child: spaceAround is center.
  @Test func testJustifiedSpaceAroundWithOneChild() {
    var t = TreeBuilder()
    let red = t.node("red", width: 50, height: 50)
    let stack = t.stack(.fromStyleStruct(.horizontal, justifyContent: .spaceAround), [red])
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, .infinity))
    result.expectSize(300, 50)
    result.expectFrames([red: Frame(125, 0, 50, 50)])
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

  // Texture: testHorizontalAndVerticalAlignments. The alignments override justifyContent
  // along the stack and alignItems across it, per direction (§3.1).
  @Test func testHorizontalAndVerticalAlignments() {
    func frames(
      _ direction: StackLayoutDirection, _ horizontal: HorizontalAlignment,
      _ vertical: VerticalAlignment
    ) -> [Frame?] {
      var t = TreeBuilder()
      let nodes = t.defaultSubnodes(50, 50)
      let stack = t.stack(
        .configured {
          $0.direction = direction
          $0.horizontalAlignment = horizontal
          $0.verticalAlignment = vertical
        }, nodes)
      let result = t.layOutOverWhite(stack, sizeRange(200, 200, 200, 200))
      result.expectSize(200, 200)
      return nodes.map { result.frame($0) }
    }
    #expect(
      frames(.horizontal, .left, .top) == [
        Frame(0, 0, 50, 50), Frame(50, 0, 50, 50), Frame(100, 0, 50, 50),
      ])
    #expect(
      frames(.horizontal, .middle, .center) == [
        Frame(25, 75, 50, 50), Frame(75, 75, 50, 50), Frame(125, 75, 50, 50),
      ])
    #expect(
      frames(.horizontal, .right, .bottom) == [
        Frame(50, 150, 50, 50), Frame(100, 150, 50, 50), Frame(150, 150, 50, 50),
      ])
    #expect(
      frames(.vertical, .left, .top) == [
        Frame(0, 0, 50, 50), Frame(0, 50, 50, 50), Frame(0, 100, 50, 50),
      ])
    #expect(
      frames(.vertical, .middle, .center) == [
        Frame(75, 25, 50, 50), Frame(75, 75, 50, 50), Frame(75, 125, 50, 50),
      ])
    // [png] TextureCases verticalBottomRight
    #expect(
      frames(.vertical, .right, .bottom) == [
        Frame(150, 50, 50, 50), Frame(150, 100, 50, 50), Frame(150, 150, 50, 50),
      ])
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
