// Truncation with real-font line rules, measured with the system font without SF's file
// (SF's vertical metrics, every narrow character half the point size wide), so the
// numbers are easy to follow: at 10 points a letter or space is 5 wide.
//
// CoreText (ASTextNode2): Source/TextExperiment/Component/ASTextLayout.mm builds the text
// `CTLineCreateTruncatedLine` cuts, and measures the lines before truncation;
// Source/ASTextNode2.mm `calculateSizeThatFits:` widens that to a wider truncated line.
// TextKit (ASTextNode): Source/TextKit/ASTextKitRenderer.mm runs ASTextKitTailTruncater
// for every mode; head and middle are the container's own, approximated.

import Testing

@testable import LayoutSpecEngine

/// `textTree` (FontedTextTests.swift) on one line unless told otherwise.
private func truncatedTree(
  _ text: String, fontSize: Double = 10, maxLines: Int = 1,
  configure: (inout TextAttributes) -> Void = { _ in }
) -> ElementTree {
  textTree(text, fontSize: fontSize, maxLines: maxLines, configure: configure)
}

private func coreText(_ attributes: inout TextAttributes) { attributes.engine = .coreText }

private func measured(_ tree: ElementTree, maxWidth: Double = .infinity) -> Size {
  tree.fontedText(tree.text(0).fonted).sizeThatFits(Size(width: maxWidth, height: .infinity))
}

private func drawn(_ tree: ElementTree, width: Double) -> [String]? {
  tree.textLineBoxes(of: tree.root, in: Size(width: width, height: 1000))?.map(\.text)
}

@Suite struct FontedTextTruncationTests {
  /// ASTextLayout.mm: `textBoundingSize` is the visible lines before truncation, ceiled;
  /// ASTextNode2.mm returns it unless the truncated line is wider, then that line's width
  /// (at most the constrained width), not rounded. At 9 points (4.5 a letter) and 50
  /// wide, "aaaa " is the one visible line (22.5, ceiled 23); the truncated line keeps
  /// "aaaa bbbbb" (45) beside the token (4.5): 49.5.
  @Test func coreTextTakesTheTruncatedLineWhenItIsWider() {
    let tree = truncatedTree("aaaa bbbbbbbbbb", fontSize: 9, configure: coreText)
    let line9: Double = (2444.0 / 2048 * 9).rounded(.up)
    #expect(measured(tree, maxWidth: 50) == Size(width: 49.5, height: line9))
    #expect(drawn(tree, width: 50) == ["aaaa bbbbb…"])
    // TextKit measures the text as ASTextKitTailTruncater leaves it: the token goes at
    // 45.5, over the sixth "b", and the cut moves back to the space: "aaaa…", 22.5.
    let textKit = truncatedTree("aaaa bbbbbbbbbb", fontSize: 9)
    #expect(measured(textKit, maxWidth: 50).width == 22.5)
  }

  /// A truncated line narrower than the lines' box leaves the box: "aaaa bbbb " is 50
  /// with its space (CoreText counts it), the truncated "aaaa bbbb…" is 50 too.
  @Test func coreTextKeepsTheBoxOfTheLinesBeforeTruncation() {
    let tree = truncatedTree("aaaa bbbb cccc", configure: coreText)
    #expect(measured(tree, maxWidth: 52) == Size(width: 50, height: 12))
    #expect(drawn(tree, width: 52) == ["aaaa bbbb…"])
  }

  /// ASTextLayout.mm collects the lines after the last visible one only up to a `\n`,
  /// which it deletes: with one line of "ab\ncdef", the truncated line is "ab…" (15),
  /// wider than "ab" (10), so the node is 15 wide even unconstrained.
  @Test func coreTextTailStopsAtTheParagraphsEnd() {
    let tree = truncatedTree("ab\ncdef", configure: coreText)
    #expect(measured(tree) == Size(width: 15, height: 12))
    #expect(drawn(tree, width: .infinity) == ["ab…"])
  }

  /// Head (kCTLineTruncationStart): ASTextLayout.mm gathers lines from the end of the
  /// text until they are as wide as the container, counting the text's last line twice,
  /// and appends them to the last visible line, token first. "eeeeee" (30) counts as 60,
  /// wide enough alone at 52: the line cut from its start is "…" + "aaaa bbbb " +
  /// "eeeeee", keeping "bb eeeeee" (45) beside the token, the visible line's end and the
  /// text's end, "cccc dddd " skipped.
  @Test func coreTextHeadGathersFromTheEnd() throws {
    let tree = truncatedTree("aaaa bbbb cccc dddd eeeeee") {
      $0.engine = .coreText
      $0.truncation = .head
    }
    #expect(drawn(tree, width: 52) == ["…bb eeeeee"])
    #expect(measured(tree, maxWidth: 52) == Size(width: 50, height: 12))
  }

  /// Middle: ASTextLayout.mm gathers both ways, so a text of two lines has its second
  /// line twice in the text CoreText cuts: "aaaa bbbb " + "cccc dddd" + "…" +
  /// "cccc dddd". Which clusters CoreText keeps from its middle is not published.
  @Test func coreTextMiddleGathersBothWays() throws {
    let tree = truncatedTree("aaaa bbbb cccc dddd") {
      $0.engine = .coreText
      $0.truncation = .middle
    }
    let fonted = tree.fontedText(tree.text(0).fonted)
    let lines = fonted.fillLines(maxWidth: 52, lineLimit: .max).lines
    #expect(lines.map { $0.start..<$0.end } == [0..<10, 10..<19])
    #expect(
      fonted.coreTextExtendedLine(1, of: lines, width: 52) == [
        .text(0..<10), .text(10..<19), .token, .text(10..<19),
      ])
  }

  /// CTLineCreateTruncatedLine returns NULL when the token is wider than the container
  /// (Apple's documentation): no truncated line, the last line stays as laid out.
  @Test func coreTextWithATokenWiderThanTheContainerDoesNotTruncate() {
    let tree = truncatedTree("aaaa bbbb cccc") {
      $0.engine = .coreText
      $0.truncationToken = String(repeating: "…", count: 12)
    }
    #expect(drawn(tree, width: 52) == ["aaaa bbbb"])
    #expect(measured(tree, maxWidth: 52) == Size(width: 50, height: 12))
  }

  /// ASTextLayout.mm's bounding rect starts with the first line even when the container
  /// is too short for it (and nothing is truncated); TextKit then lays out no line.
  @Test func coreTextMeasuresTheFirstLineEvenWhenItDoesNotFit() {
    let tree = truncatedTree("aaaa bbbb cccc", configure: coreText)
    let size = tree.fontedText(tree.text(0).fonted).sizeThatFits(Size(width: 52, height: 5))
    #expect(size == Size(width: 50, height: 12))
    var context = LayoutContext(tree: tree, scale: 2)
    let layout = context.layoutRoot(SizeRange(min: .zero, max: Size(width: 52, height: 5)))
    #expect(layout.size == Size(width: 50, height: 5))
    let textKit = truncatedTree("aaaa bbbb cccc")
    #expect(
      textKit.fontedText(textKit.text(0).fonted).sizeThatFits(Size(width: 52, height: 5))
        == .zero)
  }

  /// TextKit's line fragments end at a paragraph's end: head and middle truncation cut
  /// the rest of the last line's paragraph, never text of the next one.
  @Test func textKitHeadStaysInTheParagraph() {
    let tree = truncatedTree("aaaa bbbb cccc\nzz") { $0.truncation = .head }
    #expect(drawn(tree, width: 52) == ["…bbbb cccc"])
    #expect(measured(tree, maxWidth: 52).width == 50)
  }
}
