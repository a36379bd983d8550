// Stack baselines: baselineFirst / baselineLast line sizes and offsets (docs/texture-rules.md §3.5,
// §3.8) and a vertical stack passing its first ascender and last descender up (§3.9). Each
// `test...` follows the Texture test of the same name in Tests/ASStackLayoutSpecSnapshotTests.mm.
// Texture's baseline tests use ASTextNode with system fonts. Text measurement is not what these
// tests are about, so fixed-size nodes with explicit ascender/descender stand in: "Hello" at 20pt
// is 50 x 24 (ascender 18, descender -6), the 12pt sentence 180 x 30 as two lines (ascender 11,
// descender -4). The frames follow from Texture's algorithm with those.

import Testing

@testable import LayoutSpecEngine

@Suite struct StackBaselineTests {
  /// `defaultTextNodes()` stand-ins: (text1, text2).
  private func textNodes(
    _ t: inout TreeBuilder, shrinkSecond: Bool = false
  ) -> (ElementID, ElementID) {
    let text1 = t.staticNode("text1", 50, 24) {
      $0.ascender = 18
      $0.descender = -6
    }
    let text2 = t.staticNode("text2", 180, 30) {
      $0.ascender = 11
      $0.descender = -4
      $0.flexShrink = shrinkSecond ? 1 : 0
    }
    return (text1, text2)
  }

  /// A row of Texture's `testBaselineAlignment` (text2 shrinks from 180 to 100 to fit 150):
  /// its snapshot identifier, the alignment, and the stack's height and the texts' frames.
  struct BaselineCase: Sendable, CustomTestStringConvertible {
    var texture: String
    var alignItems: StackLayoutAlignItems
    var height: Double
    var frames: [Frame]

    var testDescription: String { texture }
  }

  static let baselineAlignments = [
    // baselineFirst: ascenders 18 and 11 meet at 18; the line is 18 + max(6, 19) = 37.
    BaselineCase(
      texture: "testBaselineAlignment-baselineFirst", alignItems: .baselineFirst, height: 37,
      frames: [Frame(0, 0, 50, 24), Frame(50, 7, 100, 30)]),
    // baselineLast: last baselines at 24 - 6 = 18 and 30 - 4 = 26 meet at 26.
    BaselineCase(
      texture: "testBaselineAlignment-baselineLast", alignItems: .baselineLast, height: 32,
      frames: [Frame(0, 8, 50, 24), Frame(50, 0, 100, 30)]),
  ]

  @Test(arguments: baselineAlignments)
  func testBaselineAlignment(_ row: BaselineCase) {
    var t = TreeBuilder()
    let (text1, text2) = textNodes(&t, shrinkSecond: true)
    let stack = t.stack(
      .configured {
        $0.direction = .horizontal
        $0.alignItems = row.alignItems
      }, [text1, text2])
    let result = t.layOutOverWhite(stack, sizeRange(150, 0, 150, cgFloatMax))
    result.expectSize(150, row.height)
    result.expectFrames(of: [text1, text2], row.frames)
  }

  // Texture: testNestedBaselineAlignments. The vertical stack [stretched node 100 high,
  // text2] shrinks to 100 wide; its descender is text2's, so its last baseline is
  // 130 - 4 = 126, and text1's (18) is moved down to meet it.
  @Test func testNestedBaselineAlignments() {
    var t = TreeBuilder()
    let (text1, text2) = textNodes(&t)
    let stretched = t.plainNode("stretched") {
      $0.alignSelf = .stretch
      $0.height = .points(100)
    }
    let column = t.stack(.configured { $0.direction = .vertical }, [stretched, text2]) {
      $0.flexShrink = 1
    }
    let row = t.stack(.configured { $0.alignItems = .baselineLast }, [text1, column])
    let result = t.layOutOverWhite(row, sizeRange(150, 0, 150, cgFloatMax))
    result.expectSize(150, 132)
    result.expectFrames([
      text1: Frame(0, 108, 50, 24),
      column: Frame(50, 0, 100, 130),
      stretched: Frame(50, 0, 100, 100),
      text2: Frame(50, 100, 100, 30),
    ])
    #expect(result.layout(column)?.ascender == 0)
    #expect(result.layout(column)?.descender == -4)
  }

  // Texture: testBaselineAlignmentWithSpaceBetween
  @Test func testBaselineAlignmentWithSpaceBetween() {
    var t = TreeBuilder()
    let (text1, text2) = textNodes(&t)
    let stack = t.stack(
      .configured {
        $0.alignItems = .baselineFirst
        $0.justifyContent = .spaceBetween
      }, [text1, text2])
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, cgFloatMax))
    result.expectSize(300, 37)
    result.expectFrames([text1: Frame(0, 0, 50, 24), text2: Frame(120, 7, 180, 30)])
  }

  // Texture: testBaselineAlignmentWithStretchedItem. The stretched node is the single
  // grow+shrink child: it takes the 70 left (so spaceBetween has nothing to spread) and is
  // stretched to the line the two baseline-aligned texts make (26 + 6 = 32).
  @Test func testBaselineAlignmentWithStretchedItem() {
    var t = TreeBuilder()
    let (text1, text2) = textNodes(&t)
    let stretched = t.plainNode("stretched") {
      $0.alignSelf = .stretch
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let stack = t.stack(
      .configured {
        $0.alignItems = .baselineLast
        $0.justifyContent = .spaceBetween
      }, [text1, stretched, text2])
    let result = t.layOutOverWhite(stack, sizeRange(300, 0, 300, cgFloatMax))
    result.expectSize(300, 32)
    result.expectFrames([
      text1: Frame(0, 8, 50, 24),
      stretched: Frame(50, 0, 70, 32),
      text2: Frame(120, 0, 180, 30),
    ])
  }

  // MARK: Beyond Texture's tests

  // §3.9: a vertical stack's layout carries its first child's ascender and its last
  // child's descender, so a horizontal parent aligns it by them.
  @Test func verticalStackPropagatesFirstAscenderAndLastDescender() {
    var t = TreeBuilder()
    let a = t.staticNode("a", 20, 10) {
      $0.ascender = 7
      $0.descender = -2
    }
    let b = t.staticNode("b", 20, 10) {
      $0.ascender = 5
      $0.descender = -3
    }
    let column = t.stack(.configured { $0.direction = .vertical }, [a, b])
    let c = t.staticNode("c", 20, 10) { $0.ascender = 9 }
    let row = t.stack(.configured { $0.alignItems = .baselineFirst }, [column, c])
    let result = t.layOutOverWhite(row, sizeRange(0, 0, 300, 300))
    #expect(result.layout(column)?.ascender == 7)
    #expect(result.layout(column)?.descender == -3)
    result.expectFrames([column: Frame(0, 2, 20, 20), c: Frame(20, 0, 20, 10)])
  }

  // Horizontal stacks, empty vertical stacks and other specs keep their style's baselines.
  @Test func otherLayoutsKeepTheirStyleBaselines() {
    var t = TreeBuilder()
    let a = t.staticNode("a", 20, 10) {
      $0.ascender = 7
      $0.descender = -2
    }
    let row = t.stack(.configured { _ in }, [a]) { $0.ascender = 4 }
    let empty = t.stack(.configured { $0.direction = .vertical }, []) {
      $0.ascender = 3
      $0.descender = -1
    }
    let b = t.staticNode("b", 20, 10) { $0.ascender = 7 }
    let inset = t.inset(0, 0, 0, 0, b)
    let outer = t.stack(.configured { $0.direction = .vertical }, [row, empty, inset])
    let result = t.layOutOverWhite(outer, sizeRange(0, 0, 300, 300))
    #expect(result.layout(row)?.ascender == 4)
    #expect(result.layout(empty)?.ascender == 3)
    #expect(result.layout(empty)?.descender == -1)
    #expect(result.layout(inset)?.ascender == 0)
    // The outer vertical stack: first child's (row's) ascender, last child's (inset's) descender.
    #expect(result.layout(outer)?.ascender == 4)
    #expect(result.layout(outer)?.descender == 0)
  }

  // A single line in a stack of exact cross size is that size, and still finds its baseline.
  @Test func singleDefiniteLineStillFindsItsBaseline() {
    var t = TreeBuilder()
    let a = t.staticNode("a", 20, 10) { $0.ascender = 8 }
    let b = t.staticNode("b", 20, 20) { $0.ascender = 15 }
    let stack = t.stack(.configured { $0.alignItems = .baselineFirst }, [a, b])
    let result = t.layOutOverWhite(stack, sizeRange(100, 50, 100, 50))
    result.expectSize(100, 50)
    result.expectFrames([a: Frame(0, 7, 20, 10), b: Frame(20, 0, 20, 20)])
  }

  // Baselines are read along the cross axis whatever the direction, so in a vertical stack
  // they act on x: the ascender is taken as a distance from the left edge.
  @Test func baselineAlignmentInAVerticalStackWorksOnTheCrossAxis() {
    var t = TreeBuilder()
    let a = t.staticNode("a", 20, 10) { $0.ascender = 8 }
    let b = t.staticNode("b", 30, 10) { $0.ascender = 3 }
    let stack = t.stack(
      .configured {
        $0.direction = .vertical
        $0.alignItems = .baselineFirst
      }, [a, b])
    let result = t.layOutOverWhite(stack, sizeRange(0, 0, 300, 300))
    result.expectSize(35, 20)
    result.expectFrames([a: Frame(0, 0, 20, 10), b: Frame(5, 10, 30, 10)])
  }

  // An optimised-flexing text node that is never measured keeps the font's baselines, which
  // ASTextNode writes into its style when its text is set.
  @Test func unmeasuredTextPlaceholderKeepsFontBaselines() {
    var t = TreeBuilder()
    let fixed = t.staticNode("fixed", 99.5, 10) { $0.ascender = 8 }
    var style = LayoutElementStyle()
    style.flexGrow = 1
    style.flexShrink = 1
    let text = t.tree.add(
      .text, .text(TextNode(text: "Hi", fontSize: 20)), name: "text", style: style)
    let stack = t.stack(.configured { $0.alignItems = .baselineFirst }, [fixed, text])
    let result = t.layOutOverWhite(stack, sizeRange(100, 0, 100, 100))
    // The text's share of the 0.5 left is floor(0.5) = 0: it stays a 0 x 0 placeholder with
    // ascender 18 (font size 20, line height 24), so the fixed node moves down 10.
    #expect(result.layout(text)?.size == .zero)
    #expect(result.layout(text)?.ascender == 18)
    result.expectFrames([fixed: Frame(0, 10, 99.5, 10), text: Frame(99.5, 0, 0, 0)])
  }
}
