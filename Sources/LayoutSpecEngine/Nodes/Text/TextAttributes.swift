// A text node's attributed string as the document gives it: runs of text with their fonts
// (NSAttributedString's attribute runs) and the node-wide paragraph style, truncation and
// container inset of ASTextNode (Source/ASTextNode.mm) or ASTextNode2 (Source/ASTextNode2.mm).
// A node without attributes is measured by the text model (TextMeasurement.swift).

/// Which of Texture's text nodes measures the text.
public enum TextEngine: Hashable, Sendable {
  /// ASTextNode, TextKit 1: Texture's default.
  case textKit
  /// ASTextNode2, CoreText: used when the `ASExperimentalTextNode` experiment is on.
  case coreText
}

/// How the last visible line shows that text was cut off.
public enum TextTruncation: Hashable, Sendable {
  /// ASTextKitTailTruncater: the token replaces the end of the last line, at a word.
  case tail
  case head
  case middle
  /// No token: the text is cut at the last line.
  case clip
}

/// A font of the document's font table (`ElementTree.fonts`).
public struct TextFace: Sendable {
  /// The name the document uses for it (`Inter`, `system`).
  public var name: String
  /// The font file's face; nil for `system` when SF's file was not found (then the
  /// model's widths, with SF's vertical metrics), or for a font whose file the caller did
  /// not read (the model's widths and heights).
  public var font: OpenTypeFont?
  /// The iOS system font: SF's published vertical metrics, whatever the file says.
  public var isSystem: Bool

  public init(name: String, font: OpenTypeFont?, isSystem: Bool = false) {
    self.name = name
    self.font = font
    self.isSystem = isSystem
  }
}

/// One attribute run: NSFontAttributeName and NSKernAttributeName over a range.
public struct TextRun: Hashable, Sendable {
  public var text: String
  /// Indexes into the tree's font table, in fallback order.
  public var fonts: [Int32]
  public var fontSize: Double
  /// 1 to 1000 (400 regular, 700 bold): the `wght` axis of a variable font; nil for the
  /// font's default.
  public var fontWeight: Double?
  /// Axis values by tag (`wght`, `opsz`, ...), over `fontWeight`.
  public var variations: [String: Double]
  /// Points added after every glyph, kerning off; nil for the font's own kerning.
  public var kern: Double?

  public init(
    text: String, fonts: [Int32], fontSize: Double = 17, fontWeight: Double? = nil,
    variations: [String: Double] = [:], kern: Double? = nil
  ) {
    self.text = text
    self.fonts = fonts
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.variations = variations
    self.kern = kern
  }
}

/// NSParagraphStyle's spacing properties; 0 is "not set" for each, as in UIKit.
public struct ParagraphStyle: Hashable, Sendable {
  public var lineHeightMultiple = 0.0
  public var minimumLineHeight = 0.0
  public var maximumLineHeight = 0.0
  public var lineSpacing = 0.0
  public var paragraphSpacing = 0.0
  public var paragraphSpacingBefore = 0.0

  public init() {}

  /// Whether the text has a paragraph style attribute at all (it changes the ascender).
  public var isSet: Bool { self != ParagraphStyle() }

  /// A line's height from its fonts' natural height: the multiple, then the minimum and
  /// maximum (NSLayoutManager's typesetter).
  func lineHeight(natural: Double) -> Double {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    height = Swift.max(height, minimumLineHeight)
    if maximumLineHeight > 0 { height = Swift.min(height, maximumLineHeight) }
    return height
  }
}

/// Everything a fonted text node says besides its string.
public struct TextAttributes: Hashable, Sendable {
  public var runs: [TextRun]
  public var paragraphStyle = ParagraphStyle()
  public var engine = TextEngine.textKit
  public var truncation = TextTruncation.tail
  /// ASTextNode's default token is "…", styled as the text's last character.
  public var truncationToken = "\u{2026}"
  public var textContainerInset = EdgeInsets.zero

  public init(runs: [TextRun]) {
    self.runs = runs
  }

  /// The runs' texts, one after another: the node's string.
  public var text: String { runs.map(\.text).joined() }
}
