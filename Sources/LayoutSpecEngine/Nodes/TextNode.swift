// ASTextNode (Source/ASTextNode.mm) over the deterministic text model of the description
// format: no fonts, every grapheme cluster half or one font size wide (TextMeasurement);
// or, with `attributes`, over real fonts (Text/FontedText.swift, Text/TextKitLines.swift).

public struct TextNode: Hashable, Sendable {
  public var text: String
  public var fontSize: Double
  public var lineHeight: Double
  /// 0 is unlimited.
  public var maxLines: Int
  /// The fonts and paragraph style; nil for the text model. `text` is then the runs' texts.
  public var attributes: TextAttributes? {
    get { attributeStorage.first }
    set { attributeStorage = newValue.map { [$0] } ?? [] }
  }
  /// `attributes` out of line: an `ElementKind` is as large as its largest case, and the
  /// decoder's frames hold several (DocumentReaderTests.deepDocumentsDecodeOnASmallStack).
  private var attributeStorage: [TextAttributes] = []

  public init(
    text: String, fontSize: Double = 17, lineHeight: Double? = nil, maxLines: Int = 0,
    attributes: TextAttributes? = nil
  ) {
    self.text = attributes?.text ?? text
    self.fontSize = fontSize
    self.lineHeight = lineHeight ?? fontSize * 1.2
    self.maxLines = maxLines
    self.attributes = attributes
  }

  /// The font's ascender: half the leading above the glyphs, plus 0.8 of the font size.
  public var ascender: Double { Self.ascender(fontSize: fontSize, lineHeight: lineHeight) }
  /// The font's descender (negative): half the leading below, plus 0.2 of the font size.
  public var descender: Double { Self.descender(fontSize: fontSize, lineHeight: lineHeight) }

  @inline(__always)
  static func ascender(fontSize: Double, lineHeight: Double) -> Double {
    (lineHeight - fontSize) / 2 + 0.8 * fontSize
  }

  @inline(__always)
  static func descender(fontSize: Double, lineHeight: Double) -> Double {
    -((lineHeight - fontSize) / 2 + 0.2 * fontSize)
  }

  /// Slack on the width a line must fit in, so that a text measured again at its own
  /// recorded width does not wrap: dividing by the half font size rounds (15 narrow
  /// clusters at fontSize 16.6 are 124.5 pt, and 124.5 / 8.3 is 14.999999999999998), and
  /// the pixel ceil nudges down by FLT_EPSILON. Far below a pixel: no real width changes.
  static let fitTolerance = 2 * PixelGrid.epsilon
}

/// A text node as the element tree keeps it: the numbers, no string (the tree keeps that
/// aside for formats), and its clusters summarized. An ASCII text's tokens are not kept:
/// the layout context classifies its bytes again in the rare case that it wraps.
struct TextRecord: Sendable {
  var fontSize: Double
  var lineHeight: Double
  var maxLines: Int
  var summary: TextSummary
  /// Whether `summary.tokens` are in the tree's `textTokens` (non-ASCII texts only).
  var keepsTokens: Bool
  /// Index into the tree's fonted texts, or -1 for the text model. A fonted text's
  /// baselines stay there (`ElementTree.baselines(of:)`): 16 more bytes on every text
  /// record made the model-only feed's layout 1.11x slower.
  var fonted: Int32 = -1

  /// The width the text wraps at, in the half-font-size units of its summary.
  @inline(__always)
  func wrapWidth(_ maxWidth: Double) -> Double {
    (maxWidth + TextNode.fitTolerance) / (fontSize / 2)
  }

  /// The text's size on the pixel grid, given its measure at `wrapWidth`.
  @inline(__always)
  func size(_ measured: (width: Double, lineCount: Int), pixels: PixelGrid) -> Size {
    guard measured.lineCount > 0 else { return .zero }
    return Size(
      width: pixels.ceil(measured.width * fontSize / 2),
      height: pixels.ceil(Double(measured.lineCount) * lineHeight))
  }
}

extension LayoutContext {
  /// ASTextNode's layout: TextKit answers `fmin(text size, offered size)` per axis
  /// (`.minimum` ignores NaN as fmin does); ASDisplayNode then clamps it into the range.
  mutating func calculateTextLayout(
    _ id: ElementID, _ textIndex: Int32, _ range: SizeRange
  ) -> Sublayout {
    let text = tree.text(textIndex)
    let offered = range.max
    let textSize =
      text.fonted >= 0
      ? tree.fontedSize(text.fonted, offered)
      : text.size(measureText(textIndex, maxWidth: offered.width), pixels: pixels)
    if isTracing { traceTextSize(id, text, offered: offered, textSize: textSize) }
    // Measuring a text node overwrites its style's baselines with the font's.
    let baselines = text.summary.isEmpty ? nil : tree.baselines(of: text)
    return makeNodeLayout(
      id, range,
      sizeThatFits: Size(
        width: .minimum(textSize.width, offered.width),
        height: .minimum(textSize.height, offered.height)),
      baselines: baselines.map { ($0.ascender, $0.descender) })
  }

  /// The text's widest line and line count when wrapped at `maxWidth` points.
  private mutating func measureText(_ textIndex: Int32, maxWidth: Double) -> (
    width: Double, lineCount: Int
  ) {
    let text = tree.text(textIndex)
    let width = text.wrapWidth(maxWidth)
    if text.keepsTokens {
      return tree.measureKeptTokens(text, maxWidth: width)
    }
    return text.summary.measure(maxWidth: width, maxLines: text.maxLines) { _, _ in
      // An ASCII text that wraps: classify its bytes again into the reused scratch tokens.
      textScratch.removeAll()
      let summary = textScratch.append(tree.textString(textIndex))
      return textScratch.measure(summary, maxWidth: width, maxLines: text.maxLines)
    }
  }
}
