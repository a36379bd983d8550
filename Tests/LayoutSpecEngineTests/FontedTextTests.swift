// A text node with a font (Nodes/Text/): TextKit 1's and CoreText's line rules as Texture
// sets them up, measured with the system font without SF's file (SF's published vertical
// metrics, the model's widths: every narrow cluster half the point size wide), so that the
// rules are pinned whatever font files are at hand.

import Testing

@testable import LayoutSpecEngine

/// A tree of one fonted text node in the system font.
func textTree(
  _ text: String, fontSize: Double = 10, maxLines: Int = 0,
  configure: (inout TextAttributes) -> Void = { _ in }
) -> ElementTree {
  var tree = ElementTree()
  tree.fonts = [TextFace(name: "system", font: nil, isSystem: true)]
  var attributes = TextAttributes(runs: [TextRun(text: text, fonts: [0], fontSize: fontSize)])
  configure(&attributes)
  tree.add(
    .text, .text(TextNode(text: "", fontSize: fontSize, maxLines: maxLines, attributes: attributes))
  )
  return tree
}

/// The text node's layout size within `0...maxWidth` x `0...maxHeight`, scale 2.
private func layoutSize(
  _ tree: ElementTree, maxWidth: Double = .infinity, maxHeight: Double = .infinity
) -> Size {
  var context = LayoutContext(tree: tree, scale: 2)
  return context.layoutRoot(
    SizeRange(min: .zero, max: Size(width: maxWidth, height: maxHeight))
  ).size
}

/// The fonted text's own measure (before the pixel ceil and the cap).
private func fontedSize(
  _ tree: ElementTree, maxWidth: Double = .infinity, maxHeight: Double = .infinity
) -> Size {
  tree.fontedText(tree.text(0).fonted).sizeThatFits(Size(width: maxWidth, height: maxHeight))
}

/// SF at 10 pt: (1950 + 494) / 2048 * 10.
private let systemLine10 = 2444.0 / 2048 * 10

@Suite struct FontedTextTests {
  /// ASTextKitContext.mm: `usesFontLeading = NO`, so a line is ascender + |descender| of
  /// its font: SF at 17 pt is 20.287109375 (the published fact).
  @Test func aLineIsAscenderPlusDescender() {
    let tree = textTree("Hello", fontSize: 17)
    #expect(fontedSize(tree).height == 20.287109375)
    // ASLayout.mm: the layout size is ceiled to the pixel grid (20.5 at scale 2).
    #expect(layoutSize(tree).height == 20.5)
  }

  /// ASTextNode.mm `calculateSizeThatFits:` sets style.ascender from the first character's
  /// font and style.descender from the last character's.
  @Test func baselinesAreTheFirstAndLastCharactersFonts() {
    var tree = ElementTree()
    tree.fonts = [TextFace(name: "system", font: nil, isSystem: true)]
    let runs = [
      TextRun(text: "Big ", fonts: [0], fontSize: 34),
      TextRun(text: "small", fonts: [0], fontSize: 12),
    ]
    tree.add(.text, .text(TextNode(text: "", attributes: TextAttributes(runs: runs))))
    var context = LayoutContext(tree: tree, scale: 2)
    let layout = context.layoutRoot(SizeRange(min: .zero, max: Size(width: 500, height: 500)))
    let ascender: Double = 1950.0 / 2048 * 34
    let descender: Double = -494.0 / 2048 * 12
    #expect(layout.ascender == ascender)
    #expect(layout.descender == descender)
    // The line is as tall as its tallest font's ascender plus its deepest descender.
    let tallest: Double = 2444.0 / 2048 * 34
    #expect(fontedSize(tree).height == tallest)
  }

  /// ASTextNode.mm `ascenderWithAttributedString:`: with a paragraph style, the ascender is
  /// clamp(lineHeight, minimumLineHeight, maximumLineHeight) + descender.
  @Test func aParagraphStyleMovesTheAscender() {
    let tree = textTree("Hello", fontSize: 17) { $0.paragraphStyle.minimumLineHeight = 30 }
    var context = LayoutContext(tree: tree, scale: 2)
    let layout = context.layoutRoot(SizeRange(min: .zero, max: Size(width: 500, height: 500)))
    let ascender: Double = 30 - 494.0 / 2048 * 17
    #expect(layout.ascender == ascender)
    #expect(fontedSize(tree).height == 30)
  }

  /// Greedy filling at break opportunities; the space at a wrap hangs (no width).
  @Test func linesFillGreedilyAndSpacesHang() {
    let tree = textTree("aaaa bbbb")  // 5 pt a character
    #expect(fontedSize(tree) == Size(width: 45, height: systemLine10))
    #expect(fontedSize(tree, maxWidth: 30) == Size(width: 20, height: 2 * systemLine10))
    // "aaaa bbbb" fits exactly at 45.
    #expect(fontedSize(tree, maxWidth: 45).height == systemLine10)
  }

  /// A word wider than the line is broken between grapheme clusters, at least one a line.
  @Test func aLongWordBreaksByCluster() {
    let tree = textTree("abcdefgh")
    #expect(fontedSize(tree, maxWidth: 12) == Size(width: 10, height: 4 * systemLine10))
    // Narrower than one cluster: one cluster a line, wider than the container (capped).
    #expect(fontedSize(tree, maxWidth: 3) == Size(width: 3, height: 8 * systemLine10))
    // A combining accent stays with its letter: two clusters (10 pt) a line.
    let accented = textTree("e\u{301}e\u{301}e\u{301}")
    #expect(fontedSize(accented, maxWidth: 12) == Size(width: 10, height: 2 * systemLine10))
  }

  /// A line break ends a line; a text ending with one has TextKit's extra empty line,
  /// which CoreText does not make.
  @Test func lineBreaksAndTheExtraLineFragment() {
    #expect(fontedSize(textTree("ab\ncd")).height == 2 * systemLine10)
    #expect(fontedSize(textTree("ab\n")).height == 2 * systemLine10)
    let coreText = textTree("ab\n") { $0.engine = .coreText }
    #expect(fontedSize(coreText).height == 12)  // one line, 11.93 ceiled to a point
  }

  /// ASTextKitTailTruncater.mm: the token goes at the container's right edge; the glyph
  /// under its left edge moves back to the last whitespace or `.,!?:;` of the line.
  @Test func tailTruncationCutsAtTheLastAvoidedCharacter() {
    // "aaaa bbbb" is the first line at 50; the token (5) starts at 45, over the space at
    // 45..50, and moves back to the space at 20: "aaaa…" is 25 wide.
    let tree = textTree("aaaa bbbb cccc", maxLines: 1)
    #expect(fontedSize(tree, maxWidth: 50) == Size(width: 25, height: systemLine10))
    // Without a space before the glyph under the token, the cut is at that glyph.
    let word = textTree("abcdefghij", maxLines: 1)
    #expect(fontedSize(word, maxWidth: 30) == Size(width: 30, height: systemLine10))
    // Clip keeps the line as laid out; the lines beyond maxLines are gone either way.
    let clipped = textTree("aaaa bbbb cccc", maxLines: 1) { $0.truncation = .clip }
    #expect(fontedSize(clipped, maxWidth: 50) == Size(width: 45, height: systemLine10))
  }

  /// Lines that would pass the container's bottom are not laid out.
  @Test func theContainerHeightLimitsTheLines() {
    let tree = textTree("aaaa bbbb cccc") { $0.truncation = .clip }
    #expect(fontedSize(tree, maxWidth: 20, maxHeight: 25).height == 2 * systemLine10)
  }

  /// ASTextNode.mm `calculateSizeThatFits:` adds `textContainerInset` back to the
  /// renderer's size, and the container is the constrained size inset by it.
  @Test func theTextContainerInsetIsAddedAroundTheText() {
    let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let tree = textTree("aaaa bbbb") { $0.textContainerInset = inset }
    #expect(fontedSize(tree) == Size(width: 45 + 6, height: systemLine10 + 4))
    // 36 offered: 30 for the text, which wraps.
    #expect(fontedSize(tree, maxWidth: 36) == Size(width: 20 + 6, height: 2 * systemLine10 + 4))
  }

  /// NSParagraphStyle: the multiple, minimum and maximum shape each line; line spacing
  /// goes between lines, paragraph spacing between paragraphs.
  @Test func paragraphStyleSpacing() {
    let multiple = textTree("ab") { $0.paragraphStyle.lineHeightMultiple = 2 }
    #expect(fontedSize(multiple).height == 2 * systemLine10)
    let capped = textTree("ab") { $0.paragraphStyle.maximumLineHeight = 5 }
    #expect(fontedSize(capped).height == 5)
    let spaced = textTree("ab\ncd ef") {
      $0.paragraphStyle.lineSpacing = 1
      $0.paragraphStyle.paragraphSpacing = 10
      $0.paragraphStyle.paragraphSpacingBefore = 100
    }
    // Three lines at 10 wide: ab | cd | ef; one paragraph break, two line gaps.
    let height: Double = 3 * systemLine10 + 2 + 10 + 100
    #expect(fontedSize(spaced, maxWidth: 10).height == height)
  }

  /// ASTextLine.mm: CoreText's width is the typographic bounds, trailing spaces included;
  /// ASTextLayout.mm ceils the bounding size to whole points.
  @Test func coreTextCountsTrailingSpacesAndCeilsToPoints() {
    let tree = textTree("ab  ") { $0.engine = .coreText }
    #expect(fontedSize(tree) == Size(width: 20, height: 12))
    let textKit = textTree("ab  \ncd")
    #expect(fontedSize(textKit, maxWidth: 12).width == 10)
  }

  /// Characters no font of the run has are measured by the model and noted for a warning;
  /// the system font without SF's file notes that its widths are approximate.
  @Test func fallbackNotes() {
    var tree = ElementTree()
    tree.fonts = [TextFace(name: "system", font: nil, isSystem: true)]
    let id = tree.add(
      .text,
      .text(TextNode(text: "", attributes: TextAttributes(runs: [TextRun(text: "ab", fonts: [0])])))
    )
    #expect(tree.fontNotes(of: id)?.approximate == true)
    #expect(tree.fontNotes(of: id)?.missing == [])
  }
}

@Suite struct FontedTextLinesTests {
  /// The pictures draw the lines that measured the text: a wrap's space hangs (not drawn),
  /// the truncated line ends with the token, the container inset moves every line.
  @Test func linesAreTheMeasuredOnes() throws {
    let tree = textTree("aaaa bbbb cccc", maxLines: 2) {
      $0.textContainerInset = EdgeInsets(top: 3, left: 2, bottom: 0, right: 0)
    }
    let boxes = try #require(tree.textLineBoxes(of: tree.root, in: Size(width: 52, height: 100)))
    #expect(boxes.map(\.text) == ["aaaa bbbb", "cccc"])
    #expect(boxes.map(\.width) == [45, 20])
    #expect(boxes.map(\.top) == [3, 3 + systemLine10])
    #expect(boxes[0].x == 2)
    let truncated = try #require(
      tree.textLineBoxes(of: tree.root, in: Size(width: 32, height: 100)))
    #expect(truncated.map(\.text) == ["aaaa", "bbbb…"])
    #expect(tree.textLines(of: tree.root, width: 32) == ["aaaa", "bbbb…"])
  }
}

/// A tree of one text node in `faces` (DejaVu Sans first) with `runs`.
private func fontTree(_ runs: [TextRun], faces: [TextFace]) -> ElementTree {
  var tree = ElementTree()
  tree.fonts = faces
  tree.add(.text, .text(TextNode(text: "", attributes: TextAttributes(runs: runs))))
  return tree
}

@Suite struct FontedTextWithFontFilesTests {
  /// Advances, pair kerning and the `fi` ligature as HarfBuzz sums them: `hb-shape
  /// Tests/Fonts/DejaVuSans.ttf "AVAToffice Wave"` (kern and liga only) advances 16576
  /// font units; at 2048 points a unit is a point. `kern: 0` turns the kerning off.
  @Test func widthsAreTheShapedAdvances() throws {
    let dejaVu = TextFace(name: "DejaVu", font: try testFont("DejaVuSans.ttf"))
    let kerned = fontTree(
      [TextRun(text: "AVAToffice Wave", fonts: [0], fontSize: 2048)], faces: [dejaVu])
    #expect(fontedSize(kerned).width == 16576)
    let unkerned = fontTree(
      [TextRun(text: "AVAToffice Wave", fonts: [0], fontSize: 2048, kern: 0)], faces: [dejaVu])
    #expect(fontedSize(unkerned).width == 17476)
    // DejaVu's hhea: ascender 1901, descender -483, line gap 0 (ASTextKitContext.mm).
    #expect(fontedSize(kerned).height == 1901 + 483)
  }

  /// The shaped runs are cached while the tree is built (the same run in two nodes is
  /// shaped once) and dropped when it is finished, unless size-bound elements will store
  /// texts again; what is stored measures the same either way.
  @Test func theShapeCacheLastsWhileBuilding() throws {
    let dejaVu = TextFace(name: "DejaVu", font: try testFont("DejaVuSans.ttf"))
    var tree = fontTree([TextRun(text: "Wave", fonts: [0], fontSize: 20)], faces: [dejaVu])
    #expect(tree.shapedRunCount == 2)  // the run and the truncation token, "…"
    let before = fontedSize(tree)
    tree.finishBuilding()
    #expect(tree.shapedRunCount == 0)
    #expect(fontedSize(tree) == before)
    var bound = fontTree([TextRun(text: "Wave", fonts: [0], fontSize: 20)], faces: [dejaVu])
    bound.sizeBindings = [
      SizeBinding(element: bound.root, scope: nil) { _, _ in
        ResolvedElement(style: LayoutElementStyle(), kind: .spacer)
      }
    ]
    bound.finishBuilding()
    #expect(bound.shapedRunCount == 2)
  }

  /// A character the first font lacks is measured with the next of the node's list, else
  /// with the model (and noted for the warning that names it).
  @Test func fallbackGoesDownTheListThenToTheModel() throws {
    let dejaVu = TextFace(name: "DejaVu", font: try testFont("DejaVuSans.ttf"))
    let tree = fontTree([TextRun(text: "a\u{4E2D}", fonts: [0], fontSize: 10)], faces: [dejaVu])
    #expect(tree.fontNotes(of: tree.root)?.missing == ["\u{4E2D}"])
    let a = try testFont("DejaVuSans.ttf").shape(["a"], pointSize: 10)[0].advance
    #expect(fontedSize(tree).width == a + 10)  // 中 is wide in the model: one em
    let system = TextFace(name: "system", font: nil, isSystem: true)
    let listed = fontTree(
      [TextRun(text: "a\u{4E2D}", fonts: [0, 1], fontSize: 10)], faces: [dejaVu, system])
    #expect(listed.fontNotes(of: listed.root)?.missing == [])
  }

  /// A multiple substitution (FeaturesTest.ttf's 'ccmp' makes x two glyphs, x.a and x.b,
  /// 699 + 706 units) measures its scalar with both glyphs, HarfBuzz's cluster: "xx xx" is
  /// 4 × 1405 + 307 (the space) units, and at 3000 points wide it breaks after the space,
  /// which hangs.
  @Test func aMultipleSubstitutionMeasuresItsCharacter() throws {
    let face = TextFace(name: "Features", font: try testFont("FeaturesTest.ttf"))
    let tree = fontTree([TextRun(text: "xx xx", fonts: [0], fontSize: 1000)], faces: [face])
    #expect(fontedSize(tree).width == 4 * 1405 + 307)
    #expect(tree.textLines(of: tree.root, width: 3000) == ["xx", "xx"])
    #expect(fontedSize(tree, maxWidth: 3000).width == 2 * 1405)
  }

  /// Inter's contextual alternates ('calt', on by default as in CoreText): "a->b" draws an
  /// arrow, 2688 units for the two characters "->", not 1296 + 1856 (hb-shape
  /// Tests/Fonts/Inter-Regular.otf "a->b"); Inter has 2816 units per em.
  @Test func contextualAlternatesMeasureTheirGlyphs() throws {
    let inter = TextFace(name: "Inter", font: try testFont("Inter-Regular.otf"))
    let tree = fontTree([TextRun(text: "a->b", fonts: [0], fontSize: 2816)], faces: [inter])
    #expect(fontedSize(tree).width == 1588 + 2688 + 1748)
  }
}
