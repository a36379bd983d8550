// ASTextNode (Source/ASTextNode.mm) over the deterministic text model of the description
// format: no fonts, every grapheme cluster half or one font size wide (TextMeasurement).

public struct TextNode: Hashable, Sendable {
  public var text: String {
    didSet { clusters = TextClusters(text) }
  }
  public var fontSize: Double
  public var lineHeight: Double
  /// 0 is unlimited.
  public var maxLines: Int
  /// `text` classified for measuring; derived, so not part of equality.
  private(set) var clusters: TextClusters

  public init(text: String, fontSize: Double = 17, lineHeight: Double? = nil, maxLines: Int = 0) {
    self.text = text
    self.fontSize = fontSize
    self.lineHeight = lineHeight ?? fontSize * 1.2
    self.maxLines = maxLines
    self.clusters = TextClusters(text)
  }

  public static func == (a: TextNode, b: TextNode) -> Bool {
    a.text == b.text && a.fontSize == b.fontSize && a.lineHeight == b.lineHeight
      && a.maxLines == b.maxLines
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(fontSize)
    hasher.combine(lineHeight)
    hasher.combine(maxLines)
  }

  /// The font's ascender: half the leading above the glyphs, plus 0.8 of the font size.
  public var ascender: Double { (lineHeight - fontSize) / 2 + 0.8 * fontSize }
  /// The font's descender (negative): half the leading below, plus 0.2 of the font size.
  public var descender: Double { -((lineHeight - fontSize) / 2 + 0.2 * fontSize) }

  /// Slack on the width a line must fit in, so that a text measured again at its own
  /// recorded width does not wrap: dividing by the half font size rounds (15 narrow
  /// clusters at fontSize 16.6 are 124.5 pt, and 124.5 / 8.3 is 14.999999999999998), and
  /// the pixel ceil nudges down by FLT_EPSILON. Far below a pixel: no real width changes.
  static let fitTolerance = 2 * PixelGrid.epsilon

  /// The text's size when wrapped at `maxWidth`, on the pixel grid.
  func textSize(maxWidth: Double, pixels: PixelGrid) -> Size {
    let measured = clusters.measure(
      maxWidth: (maxWidth + Self.fitTolerance) / (fontSize / 2), maxLines: maxLines)
    guard measured.lineCount > 0 else { return .zero }
    return Size(
      width: pixels.ceil(measured.width * fontSize / 2),
      height: pixels.ceil(Double(measured.lineCount) * lineHeight))
  }

  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Layout {
    // TextKit answers `fmin(text size, offered size)` per axis (`.minimum` ignores NaN as
    // fmin does); ASDisplayNode then clamps it into the range.
    let offered = range.max
    let text = textSize(maxWidth: offered.width, pixels: context.pixels)
    var layout = context.makeNodeLayout(
      id, range,
      sizeThatFits: Size(
        width: .minimum(text.width, offered.width), height: .minimum(text.height, offered.height)))
    if !clusters.isEmpty {
      // Measuring a text node overwrites its style's baselines with the font's.
      layout.ascender = ascender
      layout.descender = descender
    }
    return layout
  }
}
