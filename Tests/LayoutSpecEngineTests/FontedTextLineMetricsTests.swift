// Lines that mix fonts: each line's height comes from the fonts drawn on that line only,
// and its glyphs share one baseline. Worked with the test fonts in Tests/Fonts, whose
// ascenders differ: DejaVu Sans (2048 units per em, hhea ascender 1901, descender -483)
// and Inter (2816 units per em, ascender 2728, descender -680); neither has a line gap.
//
// TextKit 1 (Source/TextKit/ASTextKitContext.mm sets `usesFontLeading = NO`): the
// typesetter puts a line fragment's glyphs on one baseline, so the fragment reaches from
// the highest ascent above it to the deepest descent below it, over the glyphs of that
// fragment. CoreText (Source/TextExperiment/Component/ASTextLine.mm): a line's ascent and
// descent are `CTLineGetTypographicBounds`'s, the maxima over its runs.

import Testing

@testable import LayoutSpecEngine

/// DejaVu Sans (face 0) and Inter (face 1).
private func testFaces() throws -> [TextFace] {
  [
    TextFace(name: "DejaVu", font: try testFont("DejaVuSans.ttf")),
    TextFace(name: "Inter", font: try testFont("Inter-Regular.otf")),
  ]
}

/// One text node with `runs` in the test faces.
private func mixedTree(
  _ runs: [TextRun], maxLines: Int = 0, configure: (inout TextAttributes) -> Void = { _ in }
) throws -> ElementTree {
  var tree = ElementTree()
  tree.fonts = try testFaces()
  var attributes = TextAttributes(runs: runs)
  configure(&attributes)
  tree.add(.text, .text(TextNode(text: "", maxLines: maxLines, attributes: attributes)))
  return tree
}

private func dejaVu(_ text: String, _ size: Double) -> TextRun {
  TextRun(text: text, fonts: [0], fontSize: size)
}

private func inter(_ text: String, _ size: Double) -> TextRun {
  TextRun(text: text, fonts: [1], fontSize: size)
}

private func measured(_ tree: ElementTree, maxWidth: Double = .infinity) -> Size {
  tree.fontedText(tree.text(0).fonted).sizeThatFits(Size(width: maxWidth, height: .infinity))
}

// The fonts' metrics at the sizes used, as `units × size ÷ unitsPerEm`.
private let dejaVu20Ascent = 1901.0 * 20 / 2048  // 18.564453125
private let dejaVu20Descent = 483.0 * 20 / 2048  // 4.716796875
private let inter12Ascent = 2728.0 * 12 / 2816  // 11.625
private let inter12Descent = 680.0 * 12 / 2816  // 2.897727...
private let interNineteenHalfAscent = 2728.0 * 19.5 / 2816  // 18.890625
private let interNineteenHalfDescent = 680.0 * 19.5 / 2816  // 4.708806...

@Suite struct FontedTextLineMetricsTests {
  /// Inter 19.5 rises higher than DejaVu 20 (18.890625 against 18.564453125), DejaVu 20
  /// reaches lower (4.716796875 against 4.708806...): on one line the fragment is
  /// 18.890625 + 4.716796875 = 23.607421875, taller than either font's own line
  /// (Inter's 23.599431..., DejaVu's 23.28125). ASTextKitContext.mm, ASTextLine.mm.
  @Test func aLineIsTheHighestAscentPlusTheDeepestDescent() throws {
    let tree = try mixedTree([dejaVu("Wave ", 20), inter("Wave", 19.5)])
    let expected: Double = interNineteenHalfAscent + dejaVu20Descent
    #expect(expected == 23.607421875)
    #expect(measured(tree).height == expected)
    #expect(measured(tree).height > interNineteenHalfAscent + interNineteenHalfDescent)
    let coreText = try mixedTree([dejaVu("Wave ", 20), inter("Wave", 19.5)]) {
      $0.engine = .coreText
    }
    #expect(measured(coreText).height == 24)  // 23.607421875 ceiled to a point
  }

  /// DejaVu 20 then Inter 12, wrapped: the first line holds both fonts (DejaVu's 23.28125
  /// tall), the second only Inter 12 (11.625 + 2.897727... = 14.522727...). A line never
  /// takes the height of a font that is only on another line.
  @Test func eachLineHasOnlyTheFontsDrawnOnIt() throws {
    let tree = try mixedTree([dejaVu("Big ", 20), inter("tiny words", 12)])
    let oneLine = measured(tree)
    #expect(oneLine.height == dejaVu20Ascent + dejaVu20Descent)
    // Narrower than "Big tiny words", wider than "Big tiny".
    let boxes = try #require(
      tree.textLineBoxes(of: tree.root, in: Size(width: oneLine.width - 10, height: 1000)))
    #expect(boxes.map(\.text) == ["Big tiny", "words"])
    #expect(boxes.map(\.height) == [23.28125, inter12Ascent + inter12Descent])
    let height: Double = 23.28125 + (inter12Ascent + inter12Descent)
    #expect(measured(tree, maxWidth: oneLine.width - 10).height == height)
    // Each baseline is its line's top plus the line's highest ascent.
    #expect(boxes.map(\.baseline) == [dejaVu20Ascent, 23.28125 + inter12Ascent])
  }

  /// ASTextNode.mm `ascenderWithAttributedString:` takes the first character's font, not
  /// the first line's tallest: Inter 12 first, DejaVu 20 later on the same line, and the
  /// node's ascender is Inter's 11.625 while the line's baseline is 18.564453125 down
  /// (a stack aligning baselines uses the former, as on the device).
  @Test func theNodesAscenderIsTheFirstCharactersFont() throws {
    let tree = try mixedTree([inter("small ", 12), dejaVu("Big", 20)])
    var context = LayoutContext(tree: tree, scale: 2)
    let layout = context.layoutRoot(SizeRange(min: .zero, max: Size(width: 500, height: 500)))
    #expect(layout.ascender == inter12Ascent)
    #expect(layout.descender == -dejaVu20Descent)
    let boxes = try #require(tree.textLineBoxes(of: tree.root, in: layout.size))
    #expect(boxes.map(\.baseline) == [dejaVu20Ascent])
  }

  /// NSParagraphStyle's minimum, maximum and multiple apply to each line's own height:
  /// a minimum of 20 lifts the Inter line (14.52) and leaves the DejaVu line (23.28).
  @Test func paragraphStyleAppliesPerLine() throws {
    let runs = [dejaVu("Big ", 20), inter("tiny words", 12)]
    let width = measured(try mixedTree(runs)).width - 10
    let interLine = inter12Ascent + inter12Descent
    let minimum = try mixedTree(runs) { $0.paragraphStyle.minimumLineHeight = 20 }
    #expect(measured(minimum, maxWidth: width).height == 23.28125 + 20)
    let maximum = try mixedTree(runs) { $0.paragraphStyle.maximumLineHeight = 16 }
    #expect(measured(maximum, maxWidth: width).height == 16 + interLine)
    let multiple = try mixedTree(runs) { $0.paragraphStyle.lineHeightMultiple = 1.5 }
    #expect(measured(multiple, maxWidth: width).height == 23.28125 * 1.5 + interLine * 1.5)
    // The glyphs sit on the line's bottom: the minimum's extra 5.477... goes above the
    // Inter line's glyphs, where ASTextNode.mm's ascender (line height + descender)
    // puts a first baseline; a maximum cuts the top of the DejaVu line's.
    let lifted = try #require(
      minimum.textLineBoxes(of: minimum.root, in: Size(width: width, height: 1000)))
    #expect(lifted[1].baseline == 23.28125 + 20 - inter12Descent)
    let capped = try #require(
      maximum.textLineBoxes(of: maximum.root, in: Size(width: width, height: 1000)))
    #expect(capped[0].baseline == 16 - dejaVu20Descent)
  }

  /// ASTextKitTailTruncater.mm replaces the text from the cut with the token, which takes
  /// the last character's attributes (ASTextNode.mm `_locked_prepareTruncationString
  /// ForDrawing:`), and TextKit lays the result out again: the truncated line holds the
  /// kept text's fonts and the token's. Inter 12 words, then DejaVu 20 on the next line:
  /// one line of Inter, truncated, ends in a DejaVu 20 "…" and is DejaVu's 23.28125 tall.
  @Test func theTruncatedLineHoldsTheTokensFont() throws {
    let runs = [inter("tiny words that wrap ", 12), dejaVu("BIG", 20)]
    let width = measured(try mixedTree([inter("tiny words that wrap", 12)])).width
    let tree = try mixedTree(runs, maxLines: 1)
    let size = measured(tree, maxWidth: width)
    #expect(size.height == 23.28125)
    let boxes = try #require(
      tree.textLineBoxes(of: tree.root, in: Size(width: width, height: 1000)))
    #expect(boxes.map(\.text) == ["tiny words that…"])
    // The other way round: a DejaVu 20 word after the cut leaves the line with the text
    // that stays, Inter 12 and its Inter "…": 14.522727... tall, not 23.28125.
    let tall = [inter("tiny words ", 12), dejaVu("BIG", 20), inter(" and more words", 12)]
    let cutWidth = measured(try mixedTree([inter("tiny words ", 12), dejaVu("BIG", 20)])).width
    let cut = try mixedTree(tall, maxLines: 1)
    let cutBoxes = try #require(
      cut.textLineBoxes(of: cut.root, in: Size(width: cutWidth, height: 1000)))
    #expect(cutBoxes.map(\.text) == ["tiny words…"])
    #expect(measured(cut, maxWidth: cutWidth).height == inter12Ascent + inter12Descent)
  }

  /// A line that ends inside a kerned pair keeps its last glyph's kerned advance: CoreText's
  /// typesetter gives a line ending mid-word the last glyph's advance as shaped with the
  /// glyph after it (rdar://38258815, "CTTypesetterCreateLine returns line with incorrect
  /// advance for last glyph"). "AVAVA" in DejaVu at 2048 points (a unit a point), one
  /// word broken by cluster: the first line "AVA" is A + V + A with the A-V kerning
  /// (DejaVu's GPOS) on its last A, though the V that kerns it is on the next line.
  @Test func aLineEndingInsideAKernedPairKeepsTheKernedAdvance() throws {
    let font = try testFont("DejaVuSans.ttf")
    let scalars = Array("AVAVA".unicodeScalars)
    let shaped = font.shape(scalars, pointSize: 2048).map(\.advance)
    let plainA = font.shape(["A"], pointSize: 2048)[0].advance
    #expect(shaped[2] < plainA)  // the pair is kerned
    let tree = try mixedTree([dejaVu("AVAVA", 2048)])
    let firstThree = shaped[0] + shaped[1] + shaped[2]
    let lines = try #require(
      tree.textLineBoxes(of: tree.root, in: Size(width: firstThree + 1, height: 100_000)))
    #expect(lines.map(\.text) == ["AVA", "VA"])
    #expect(lines[0].width == firstThree)
    #expect(lines[0].width < shaped[0] + shaped[1] + plainA)
  }
}
