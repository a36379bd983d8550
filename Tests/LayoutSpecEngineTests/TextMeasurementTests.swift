// The text model of docs/format.md section 5 and ASTextNode's sizing
// (docs/texture-rules.md §2.2): cluster advances, wrapping, line breaks, maxLines, the pixel
// grid, clamping into the size range, and the baselines a text node reports.

import Testing

@testable import LayoutSpecEngine

/// Measures `text` in half-font-size units (narrow cluster = 1, wide = 2).
private func measure(
  _ text: String, _ maxWidth: Double = .infinity, maxLines: Int = 0
) -> Measured {
  let result = TextClusters(text).measure(maxWidth: maxWidth, maxLines: maxLines)
  return Measured(result.width, result.lineCount)
}

/// A comparable (width, lineCount).
private struct Measured: Equatable, CustomStringConvertible {
  var width: Double
  var lines: Int
  init(_ width: Double, _ lines: Int) {
    self.width = width
    self.lines = lines
  }
  var description: String { "\(width) wide, \(lines) lines" }
}

@Suite struct TextMeasurementTests {
  // MARK: Advances

  @Test(arguments: [
    ("a", 1), ("Z", 1), ("7", 1), ("!", 1), ("~", 1), ("@", 1),
    ("\u{E9}", 1),  // é precomposed
    ("e\u{301}", 1),  // e + COMBINING ACUTE ACCENT: one cluster
    ("\u{A0}", 1),  // NO-BREAK SPACE: an ordinary narrow cluster
    ("\u{200B}", 1),  // ZERO WIDTH SPACE: still a cluster, still narrow
    ("\u{FF71}", 1),  // HALFWIDTH KATAKANA LETTER A (East Asian Halfwidth)
    ("\u{4E2D}", 2),  // 中
    ("\u{3042}", 2),  // あ
    ("\u{D55C}", 2),  // 한 (Hangul syllable)
    ("\u{1100}\u{1161}", 2),  // conjoining jamo ᄀ + ᅡ: one wide cluster
    ("\u{FF21}", 2),  // FULLWIDTH LATIN CAPITAL LETTER A (East Asian Fullwidth)
    ("\u{3000}", 2),  // IDEOGRAPHIC SPACE: Fullwidth, and not a wrap point
    ("\u{20000}", 2),  // CJK Extension B
    ("\u{2764}", 1),  // ❤ alone: text presentation
    ("\u{2764}\u{FE0F}", 2),  // ❤️: emoji presentation sequence
    ("1\u{FE0F}\u{20E3}", 2),  // keycap 1️⃣
    ("#\u{20E3}", 1),  // keycap without VS16: not an emoji presentation sequence
    ("\u{1F600}", 2),  // 😀
    ("\u{1F44D}\u{1F3FD}", 2),  // 👍🏽 with a skin tone modifier
    ("\u{1F1EF}\u{1F1F5}", 2),  // 🇯🇵 flag (regional indicators are Emoji_Presentation)
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),  // 👨‍👩‍👧 ZWJ family
    ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2),  // 🏳️‍🌈: starts with 🏳 + VS16
    ("\u{231A}", 2),  // ⌚ Wide and Emoji_Presentation
  ])
  func clusterAdvance(text: String, advance: Int) {
    #expect(text.count == 1, "one grapheme cluster")
    #expect(measure(text) == Measured(Double(advance), 1))
  }

  @Test func asciiTextIsNarrow() {
    #expect(measure("Hello, world!") == Measured(13, 1))
    #expect(measure("0123456789 +-*/()[]{}<>=?.,;:'\"") == Measured(31, 1))
  }

  @Test func mixedWidths() {
    #expect(measure("\u{4E2D}\u{6587}") == Measured(4, 1))  // 中文
    #expect(measure("a\u{4E2D}b") == Measured(4, 1))
    #expect(measure("\u{2764}\u{2764}\u{FE0F}") == Measured(3, 1))  // ❤❤️
    #expect(measure("cafe\u{301}") == Measured(4, 1))
  }

  // MARK: Empty text and line breaks

  @Test func emptyTextHasNoLines() {
    #expect(TextClusters("").isEmpty)
    #expect(!TextClusters(" ").isEmpty)
    #expect(!TextClusters("\n").isEmpty)
    #expect(measure("") == Measured(0, 0))
    #expect(measure("", 0, maxLines: 1) == Measured(0, 0))
  }

  @Test func newlineBreaksLines() {
    #expect(measure("a\nbbb") == Measured(3, 2))
    #expect(measure("aaa\nb\ncc") == Measured(3, 3))
  }

  @Test func emptyLineBetweenNewlinesCounts() {
    #expect(measure("a\n\nb") == Measured(1, 3))
    #expect(measure("a\n\n\nb") == Measured(1, 4))
  }

  @Test func textEndingWithNewlineEndsWithAnEmptyLine() {
    #expect(measure("ab\n") == Measured(2, 2))
    #expect(measure("\n") == Measured(0, 2))
    #expect(measure("\n\n") == Measured(0, 3))
    #expect(measure("\nab") == Measured(2, 2))
  }

  @Test func otherLineBreaks() {
    #expect("a\r\nb".count == 3, "CR LF is one cluster")
    #expect(measure("a\r\nb") == Measured(1, 2))
    #expect(measure("a\rb") == Measured(1, 2))
    #expect(measure("a\u{2028}b\u{2029}c") == Measured(1, 3))
    #expect(measure("a\r\n") == Measured(1, 2))
  }

  // MARK: Wrapping

  @Test func lineFitsAtExactWidth() {
    #expect(measure("aa bb", 5) == Measured(5, 1))
    #expect(measure("aa bb", 4.999) == Measured(2, 2))
    #expect(measure("\u{4E2D}\u{6587}", 4) == Measured(4, 1))
    #expect(measure("\u{4E2D}\u{6587}", 3.99) == Measured(2, 2))
  }

  @Test func wrapsGreedily() {
    #expect(measure("aa bb cc", 5) == Measured(5, 2))  // "aa bb" / "cc"
    #expect(measure("a bb ccc dd", 5) == Measured(4, 3))  // "a bb" / "ccc" / "dd"
    #expect(measure("a bb ccc dd", 6) == Measured(6, 2))  // "a bb" / "ccc dd"
  }

  @Test func wordThatDoesNotFitMovesToNewLine() {
    // Not "aa bb" / "bb": a word that fits on a line of its own is never broken.
    #expect(measure("aa bbbb", 5) == Measured(4, 2))
    #expect(measure("aaaa b cccc", 5) == Measured(4, 3))  // "aaaa" / "b" / "cccc"
  }

  @Test func spacesAtWrapPointTakeNoWidth() {
    // "aa   " hangs: the line is 2 wide, not 5, and "bb" starts the next line.
    #expect(measure("aa   bb", 6) == Measured(2, 2))
    #expect(measure("aa   bb", 7) == Measured(7, 1))
    #expect(measure("aaa bbb", 4) == Measured(3, 2))
  }

  @Test func consecutiveSpacesAreEachNarrowWhenNotWrapping() {
    #expect(measure("a  b") == Measured(4, 1))
    #expect(measure("a    b", 6) == Measured(6, 1))
    #expect(measure("a b  c", 4) == Measured(3, 2))  // "a b" / "c": the run of two hangs
  }

  @Test func trailingSpacesCountWhenTheyFitAndHangOtherwise() {
    #expect(measure("ab  ") == Measured(4, 1))
    #expect(measure("ab  ", 4) == Measured(4, 1))
    #expect(measure("ab  ", 3) == Measured(2, 1))
    #expect(measure("ab  \ncd") == Measured(4, 2))
    #expect(measure("ab  \ncd", 3) == Measured(2, 2))
    #expect(measure(" ") == Measured(1, 1))
    #expect(measure("   ", 1) == Measured(0, 1))
  }

  @Test func leadingSpacesArePartOfTheFirstLine() {
    #expect(measure("  ab") == Measured(4, 1))
    #expect(measure("  ab", 4) == Measured(4, 1))
    // "ab" does not fit after the spaces: the first line holds only the hanging spaces.
    #expect(measure("  ab", 3) == Measured(2, 2))
    #expect(measure("  ab", 3, maxLines: 1) == Measured(0, 1))
  }

  @Test func longWordBreaksBetweenClusters() {
    #expect(measure("abcdefg", 3) == Measured(3, 3))  // "abc" / "def" / "g"
    #expect(measure("abcdefgh", 3, maxLines: 0) == Measured(3, 3))  // "abc" / "def" / "gh"
    // A long word on a line with content moves to a new line first, then breaks.
    #expect(measure("x abcdefg", 3) == Measured(3, 4))  // "x" / "abc" / "def" / "g"
    #expect(measure("x abcdefg", 3, maxLines: 1) == Measured(1, 1))
  }

  @Test func wordsAfterABrokenWordContinueOnItsLastLine() {
    #expect(measure("abcdefg h", 3) == Measured(3, 3))  // "abc" / "def" / "g h"
    #expect(measure("abcdefg hi", 3) == Measured(3, 4))  // "abc" / "def" / "g" / "hi"
    #expect(measure("abcdef g", 4) == Measured(4, 2))  // "abcd" / "ef g"
  }

  @Test func wideClustersBreakWhole() {
    let text = "\u{4E2D}\u{6587}\u{5B57}"  // 中文字: one word of three wide clusters
    #expect(measure(text, 4) == Measured(4, 2))  // "中文" / "字"
    #expect(measure(text, 3) == Measured(2, 3))
    #expect(measure("a\u{4E2D}b", 2) == Measured(2, 3))  // "a" / "中" / "b"
    // A wide cluster wider than the line still gets a line of its own.
    #expect(measure(text, 1) == Measured(2, 3))
    #expect(measure("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}ab", 2) == Measured(2, 2))
  }

  @Test func zeroOrNegativeWidthPutsOneClusterOnEachLine() {
    #expect(measure("ab cd", 0) == Measured(1, 4))  // "a" / "b" / "c" / "d"
    #expect(measure("ab cd", -5) == Measured(1, 4))
    #expect(measure("ab cd", -.infinity) == Measured(1, 4))
    #expect(measure("\u{4E2D}a", 0) == Measured(2, 2))
    #expect(measure("e\u{301}e\u{301}", 0) == Measured(1, 2))
    #expect(measure("a\n\nb", 0) == Measured(1, 3))
  }

  @Test func infiniteOrNaNWidthDoesNotWrap() {
    let text = "the quick brown fox jumps"
    #expect(measure(text, .infinity) == Measured(25, 1))
    #expect(measure(text, .nan) == Measured(25, 1))
    #expect(measure(text, .nan, maxLines: 1) == Measured(25, 1))
    #expect(measure("ab\ncde", .nan) == Measured(3, 2))
  }

  // MARK: maxLines

  @Test func maxLinesKeepsTheFirstLines() {
    #expect(measure("aa bb cc", 2) == Measured(2, 3))
    #expect(measure("aa bb cc", 2, maxLines: 2) == Measured(2, 2))
    #expect(measure("aa bb cc", 2, maxLines: 3) == Measured(2, 3))
    #expect(measure("aa bb cc", 2, maxLines: 9) == Measured(2, 3))
    #expect(measure("a\nbbb\nc", .infinity, maxLines: 1) == Measured(1, 1))
    #expect(measure("a\nbbb\nc", .infinity, maxLines: 2) == Measured(3, 2))
  }

  @Test func maxLinesWidthIsTheWidestKeptLine() {
    #expect(measure("a bbbb", 4) == Measured(4, 2))
    #expect(measure("a bbbb", 4, maxLines: 1) == Measured(1, 1))
    #expect(measure("abcdefg", 3, maxLines: 2) == Measured(3, 2))
    #expect(measure("ab\n\ncdef", 3, maxLines: 2) == Measured(2, 2))
  }

  @Test func zeroOrNegativeMaxLinesIsUnlimited() {
    #expect(measure("a\nb\nc", .infinity, maxLines: 0) == Measured(1, 3))
    #expect(measure("a\nb\nc", .infinity, maxLines: -1) == Measured(1, 3))
  }

  // MARK: Properties over many texts

  /// Small texts from pieces that exercise every rule, deterministic.
  static let generatedTexts: [String] = {
    let pieces = [
      "a", "bb", "ccc", " ", "  ", "\u{4E2D}", "\n", "\u{2764}\u{FE0F}", "e\u{301}",
      "dddddd",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var texts: [String] = [""]
    for _ in 0..<400 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let count = Int(state >> 60)
      for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      texts.append(text)
    }
    return texts
  }()

  static let widths: [Double] = [-1, 0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 9, 12, 20, .infinity, .nan]

  @Test func matchesReferenceLineBuilder() {
    var failures: [String] = []
    for text in Self.generatedTexts {
      for width in Self.widths {
        let lines = referenceLines(text, maxWidth: width)
        for maxLines in 0...4 {
          let kept = maxLines == 0 ? lines : Array(lines.prefix(maxLines))
          let expected = Measured(Double(kept.max() ?? 0), kept.count)
          let actual = measure(text, width, maxLines: maxLines)
          if actual != expected {
            failures.append(
              "\(String(reflecting: text)) at \(width), maxLines \(maxLines): \(actual), "
                + "expected \(expected)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test func linesFitUnlessASingleClusterIsWider() {
    var failures: [String] = []
    for text in Self.generatedTexts {
      for width in Self.widths where width.isFinite {
        let result = measure(text, width)
        if result.width > Swift.max(width, 2) {
          failures.append("\(String(reflecting: text)) at \(width) is \(result.width) wide")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test func widerNeverMeansMoreLines() {
    var failures: [String] = []
    for text in Self.generatedTexts {
      var previous = Int.max
      for width in Self.widths where !width.isNaN {
        let lines = measure(text, width).lines
        if lines > previous { failures.append("\(String(reflecting: text)) at \(width)") }
        previous = lines
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test func measuringAtTheUnwrappedWidthDoesNotWrap() {
    let failures = Self.generatedTexts.filter { text in
      let unwrapped = measure(text)
      return measure(text, unwrapped.width) != unwrapped
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }
}

/// The line widths of `text` by literally building each line: an independent statement of
/// the rules the optimized `TextClusters.measure` implements.
private func referenceLines(_ text: String, maxWidth: Double) -> [Int] {
  if text.isEmpty { return [] }
  let limit = maxWidth.isNaN ? Double.infinity : maxWidth
  var widths: [Int] = []
  for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
    // The paragraph's words and space runs, each a list of cluster advances.
    var items: [(isSpace: Bool, advances: [Int])] = []
    for character in paragraph {
      let isSpace = character == " "
      let advance = isSpace ? 1 : Int(TextClusters.advance(of: character))
      if let last = items.last, last.isSpace == isSpace {
        items[items.count - 1].advances.append(advance)
      } else {
        items.append((isSpace, [advance]))
      }
    }
    var line: [(isSpace: Bool, width: Int)] = []
    func lineWidth() -> Int { line.reduce(0) { $0 + $1.width } }
    func closeLine() {
      if line.last?.isSpace == true { line.removeLast() }  // hanging spaces
      widths.append(lineWidth())
      line = []
    }
    for item in items {
      if item.isSpace {
        line.append((true, item.advances.count))
        continue
      }
      let wordWidth = item.advances.reduce(0, +)
      if !line.isEmpty && Double(lineWidth() + wordWidth) > limit { closeLine() }
      if line.isEmpty && Double(wordWidth) > limit {
        var piece = 0
        for advance in item.advances {
          if piece > 0 && Double(piece + advance) > limit {
            widths.append(piece)
            piece = 0
          }
          piece += advance
        }
        line.append((false, piece))
      } else {
        line.append((false, wordWidth))
      }
    }
    if line.last?.isSpace == true && Double(lineWidth()) > limit { line.removeLast() }
    widths.append(lineWidth())
  }
  return widths
}

@Suite struct TextEastAsianWidthTableTests {
  @Test func generatedFromUnicode14() {
    #expect(EastAsianWidth.unicodeVersion == "14.0.0")
  }

  @Test func rangesAreSortedDisjointAndNotAdjacent() {
    let ranges = EastAsianWidth.wideRanges
    #expect(ranges.count > 100)
    #expect(ranges.first?.lo == EastAsianWidth.firstWide)
    for (previous, next) in zip(ranges, ranges.dropFirst()) {
      #expect(previous.lo <= previous.hi)
      #expect(previous.hi + 1 < next.lo, "\(previous) then \(next)")
    }
  }

  @Test(arguments: [
    (0x10FF, false), (0x1100, true), (0x115F, true), (0x1160, false),  // Hangul jamo edges
    (0x2E7F, false), (0x2E80, true),  // CJK Radicals Supplement starts
    (0x3000, true), (0x303F, false),  // ideographic space; half fill space is N
    (0x4E00, true), (0x9FFF, true), (0xAC00, true), (0xD7A3, true), (0xD7A4, false),
    (0xFF01, true), (0xFF60, true), (0xFF61, false), (0xFFE0, true), (0xFFE7, false),
    (0x1F1E6, false),  // regional indicators are N (wide as emoji presentation instead)
    (0x1F300, true), (0x1F321, false),  // 🌀 is W, 🌡 is N
    (0x1F600, true),
    (0x20000, true), (0x2FFFD, true), (0x2FFFE, false),
    (0x31350, true),  // CJK Extension H, unassigned in 14.0: defaults to W
    (0x3FFFD, true), (0x3FFFE, false),
    (0xE0001, false), (0x10FFFF, false),
    (0x41, false), (0x0, false),
  ])
  func wideScalars(value: UInt32, wide: Bool) {
    #expect(EastAsianWidth.isWide(Unicode.Scalar(value)!) == wide)
  }
}

@Suite struct TextNodeLayoutTests {
  /// Lays out one text node (the whole tree) at `scale`.
  private func layout(
    _ node: TextNode, _ range: SizeRange = .unconstrained, scale: Double = 2,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> Layout {
    var tree = ElementTree()
    tree.add(.text, .text(node), style: style)
    var context = LayoutContext(tree: tree, scale: scale)
    return context.layoutRoot(range)
  }

  /// The range from (minW, minH) to (maxW, maxH).
  private func range(_ minW: Double, _ minH: Double, _ maxW: Double, _ maxH: Double) -> SizeRange {
    SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
  }

  @Test func specExampleMetrics() {
    let node = TextNode(text: "Hello", fontSize: 20)
    #expect(node.lineHeight == 24)
    #expect(node.ascender == 18)
    #expect(node.descender == -6)
    let result = layout(node)
    #expect(result.size == Size(width: 50, height: 24))
    #expect(result.ascender == 18)
    #expect(result.descender == -6)
  }

  @Test func defaults() {
    let node = TextNode(text: "x")
    #expect(node.fontSize == 17)
    #expect(node.lineHeight == 17 * 1.2)
    #expect(node.maxLines == 0)
  }

  @Test func explicitLineHeightMovesTheBaselines() {
    let node = TextNode(text: "a\nb", fontSize: 20, lineHeight: 30)
    #expect(node.ascender == 21)  // 5 of leading above, 16 of glyph
    #expect(node.descender == -9)
    #expect(layout(node).size == Size(width: 10, height: 60))
  }

  @Test func wideClustersAreOneFontSize() {
    #expect(
      layout(TextNode(text: "\u{4E2D}a\u{2764}\u{FE0F}", fontSize: 20)).size
        == Size(width: 50, height: 24))
    #expect(layout(TextNode(text: "\u{2764}", fontSize: 20)).size == Size(width: 10, height: 24))
  }

  @Test func pixelRoundingAtScale2() {
    // 3 × 8.5 = 25.5 is on the half-point grid; 20.4 rounds up to 20.5.
    #expect(layout(TextNode(text: "abc"), scale: 2).size == Size(width: 25.5, height: 20.5))
    // fontSize 15: 7.5 per narrow cluster, line height 18.
    #expect(
      layout(TextNode(text: "abc", fontSize: 15), scale: 2).size
        == Size(width: 22.5, height: 18))
    #expect(
      layout(TextNode(text: "abc", fontSize: 13), scale: 2).size
        == Size(width: 19.5, height: 16))  // 19.5, 15.6 -> 16
  }

  @Test func pixelRoundingAtScale3() {
    // 25.5 × 3 = 76.5 -> 77 pixels; 20.4 × 3 = 61.2 -> 62 pixels.
    #expect(
      layout(TextNode(text: "abc"), scale: 3).size
        == Size(width: 77.0 / 3, height: 62.0 / 3))
    #expect(
      layout(TextNode(text: "ab", fontSize: 15), scale: 3).size
        == Size(width: 15, height: 18))
  }

  @Test func pixelRoundingAtScale1() {
    #expect(layout(TextNode(text: "abc"), scale: 1).size == Size(width: 26, height: 21))
  }

  @Test func wrapsAtTheRangeMaximum() {
    // fontSize 20: narrow clusters are 10 pt. "ab cd" needs 50; 35 gives "ab" / "cd".
    let node = TextNode(text: "ab cd", fontSize: 20)
    #expect(layout(node, range(0, 0, 50, .infinity)).size == Size(width: 50, height: 24))
    #expect(layout(node, range(0, 0, 49.5, .infinity)).size == Size(width: 20, height: 48))
    #expect(layout(node, range(0, 0, 35, .infinity)).size == Size(width: 20, height: 48))
  }

  @Test func sizeIsTheTextSizeCappedByTheMaximumThenClamped() {
    let node = TextNode(text: "ab cd", fontSize: 20)
    // Text 20 × 48 at width 35; the height is capped at 30, the width raised to 25.
    #expect(layout(node, range(25, 0, 35, 30)).size == Size(width: 25, height: 30))
    // A range minimum larger than the text wins.
    #expect(layout(node, range(100, 40, 200, 100)).size == Size(width: 100, height: 40))
    // A wide cluster wider than the maximum: TextKit's fmin caps it.
    #expect(
      layout(TextNode(text: "\u{4E2D}", fontSize: 20), range(0, 0, 10, .infinity)).size
        == Size(width: 10, height: 24))
  }

  @Test func zeroMaximumWidth() {
    // One cluster per line; every width is capped at 0.
    let result = layout(TextNode(text: "ab c", fontSize: 20), range(0, 0, 0, .infinity))
    #expect(result.size == Size(width: 0, height: 72))
  }

  @Test func maxLinesLimitsTheHeight() {
    let node = TextNode(text: "aa bb cc", fontSize: 20, maxLines: 2)
    #expect(layout(node, range(0, 0, 20, .infinity)).size == Size(width: 20, height: 48))
    let unlimited = TextNode(text: "aa bb cc", fontSize: 20)
    #expect(layout(unlimited, range(0, 0, 20, .infinity)).size == Size(width: 20, height: 72))
  }

  @Test func styleWidthWrapsTheText() {
    var style = LayoutElementStyle()
    style.width = .points(35)
    // The style fixes the range at 35 wide: the text wraps there and is clamped up to 35.
    let result = layout(TextNode(text: "ab cd", fontSize: 20), style: style)
    #expect(result.size == Size(width: 35, height: 48))
  }

  @Test func fontMetricsOverwriteTheStyleBaselines() {
    var style = LayoutElementStyle()
    style.ascender = 3
    style.descender = -1
    let text = layout(TextNode(text: "a", fontSize: 20), style: style)
    #expect(text.ascender == 18)
    #expect(text.descender == -6)
    // A text of only a line break is not empty: the font still sets the baselines.
    let newline = layout(TextNode(text: "\n", fontSize: 20), style: style)
    #expect(newline.size == Size(width: 0, height: 48))
    #expect(newline.ascender == 18)
    #expect(newline.descender == -6)
  }

  @Test func emptyTextIsZeroAndKeepsTheStyleBaselines() {
    var style = LayoutElementStyle()
    style.ascender = 3
    style.descender = -1
    let empty = layout(TextNode(text: "", fontSize: 20), style: style)
    #expect(empty.size == .zero)
    #expect(empty.ascender == 3)
    #expect(empty.descender == -1)
    #expect(layout(TextNode(text: ""), range(7, 8, 100, 100)).size == Size(width: 7, height: 8))
  }

  @Test func changingTheTextRemeasures() {
    var node = TextNode(text: "a", fontSize: 20)
    node.text = "\u{4E2D}\u{6587}\u{5B57}"
    #expect(layout(node).size == Size(width: 60, height: 24))
    #expect(node == TextNode(text: "\u{4E2D}\u{6587}\u{5B57}", fontSize: 20))
    #expect(node != TextNode(text: "\u{4E2D}\u{6587}", fontSize: 20))
  }

  /// Texts whose width in points does not divide back exactly by the half font size, or that
  /// the pixel ceil nudges down: each must lay out the same at its own recorded width.
  @Test(arguments: [
    (16.6, 15, 2.0), (16.1, 30, 2.0), (1.1, 60, 1.0), (2.2, 30, 1.0), (17.0, 11, 3.0),
    (13.2, 5, 2.0), (14.3, 21, 3.0),
  ])
  func layingOutAtItsOwnWidthDoesNotWrap(fontSize: Double, clusters: Int, scale: Double) {
    let node = TextNode(text: String(repeating: "a", count: clusters), fontSize: fontSize)
    let free = layout(node, scale: scale)
    let again = layout(node, range(0, 0, free.size.width, .infinity), scale: scale)
    #expect(again.size == free.size)
  }

  @Test func layingOutAtItsOwnWidthDoesNotWrapForManyFontSizes() {
    var failures: [String] = []
    for scale in [1.0, 2.0, 3.0] {
      for tenths in stride(from: 50, through: 400, by: 3) {
        let fontSize = Double(tenths) / 10
        for clusters in [1, 7, 15, 30, 61] {
          let node = TextNode(text: String(repeating: "a", count: clusters), fontSize: fontSize)
          let free = layout(node, scale: scale)
          let again = layout(node, range(0, 0, free.size.width, .infinity), scale: scale)
          if again.size != free.size {
            failures.append("fontSize \(fontSize), \(clusters) clusters, @\(scale)x")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }
}
