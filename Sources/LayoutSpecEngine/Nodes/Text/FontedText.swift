// A fonted text node prepared for measuring: its string as Unicode scalars, each with its
// advance in points (shaped with its run's font and its default features: kerning,
// ligatures, contextual alternates, tracking; TextShaper.swift), its line break
// opportunity (UAX #14), whether it starts a grapheme cluster or is whitespace, and the
// vertical metrics of its font. Shaping happens once, when the tree is built; measuring
// at a width (TextKitLines.swift) then only adds numbers.
//
// Left out: bidirectional reordering, complex-script shaping, hyphenation (TextKit 1 does
// not hyphenate by default). Each run is shaped whole, so a line ending inside a kerned
// pair keeps the kerned advance, as CoreText's typesetter does (rdar://38258815); a line
// ending inside a ligature keeps the whole ligature's advance.

/// What a scalar is for line filling.
struct ScalarFlags: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  /// Hangs past the line's end when the line wraps after it.
  static let whitespace = ScalarFlags(rawValue: 1)
  /// Starts a grapheme cluster: where a word longer than the line may be broken.
  static let clusterStart = ScalarFlags(rawValue: 2)
  /// A line may end before this scalar.
  static let breakBefore = ScalarFlags(rawValue: 4)
  /// A line must end before this scalar (after a line break).
  static let mandatoryBefore = ScalarFlags(rawValue: 8)
  /// A line break character itself: no width.
  static let lineBreak = ScalarFlags(rawValue: 16)
  /// TextKit's default `avoidTailTruncationSet`: whitespace, line breaks and `.,!?:;`
  /// (ASTextKitRenderer.mm `_defaultAvoidTruncationCharacterSet`).
  static let avoidsTruncation = ScalarFlags(rawValue: 32)
  /// U+000A: where ASTextLayout.mm's truncation looks for a paragraph's end.
  static let lineFeed = ScalarFlags(rawValue: 64)
}

/// A font's vertical metrics at a size, in points, descent positive.
struct LineMetrics: Hashable, Sendable {
  var ascent: Double
  var descent: Double
  var leading: Double
  /// The font's point size (the pictures draw at it).
  var pointSize: Double
}

extension LineMetrics {
  /// Takes the larger of each metric: glyphs of several fonts on one line share its
  /// baseline, so the line reaches the highest ascent and the deepest descent.
  mutating func merge(_ other: LineMetrics) {
    ascent = Swift.max(ascent, other.ascent)
    descent = Swift.max(descent, other.descent)
    leading = Swift.max(leading, other.leading)
    pointSize = Swift.max(pointSize, other.pointSize)
  }
}

/// The iOS system font's published metrics: SF has 2048 units per em, ascender 1950,
/// descender -494 and line gap 0 (so at 17 pt its lineHeight is 20.287109375).
enum SystemFontMetrics {
  static let unitsPerEm = 2048.0
  static let ascender = 1950.0
  static let descender = -494.0

  static func metrics(pointSize: Double) -> LineMetrics {
    LineMetrics(
      ascent: ascender * pointSize / unitsPerEm, descent: -descender * pointSize / unitsPerEm,
      leading: 0, pointSize: pointSize)
  }
}

/// The `wght` values UIFont's weights stand for (UIFontWeightRegular is 400).
public enum FontWeight {
  public static let names: [(name: String, value: Double)] = [
    ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
    ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
  ]
}

/// The key glyph runs are cached under: the same string in the same font, size and
/// settings shapes the same, in every text node of the tree.
struct ShapeKey: Hashable, Sendable {
  var face: Int32
  var pointSize: Double
  var variations: [String: Double]
  var kern: Double?
  var scalars: [Unicode.Scalar]
}

/// The tree's shaped runs: each cached run's advances, per scalar.
typealias ShapeCache = [ShapeKey: [Double]]

struct FontedText: Sendable {
  var advances: [Double] = []
  var flags: [ScalarFlags] = []
  /// Per scalar, an index into `metrics`: the font it is drawn with.
  var metricIndexes: [UInt16] = []
  var metrics: [LineMetrics] = []
  var paragraphStyle = ParagraphStyle()
  var engine = TextEngine.textKit
  var truncation = TextTruncation.tail
  var maxLines = 0
  var textContainerInset = EdgeInsets.zero
  /// The truncation token, and its width and vertical metrics in the last character's
  /// font (its fallback fonts' where that font lacks a character).
  var truncationToken = ""
  var tokenWidth = 0.0
  var tokenMetrics = LineMetrics(ascent: 0, descent: 0, leading: 0, pointSize: 0)
  /// `style.ascender` and `style.descender` (ASTextNode.mm `calculateSizeThatFits:`).
  var ascender = 0.0
  var descender = 0.0
  /// Characters no font of their run has (measured by the model), first few only.
  var missingCharacters: [Character] = []
  /// Some widths are the model's (the system font without SF's file).
  var hasApproximateWidths = false

  var isEmpty: Bool { advances.isEmpty }

  init(
    _ attributes: TextAttributes, maxLines: Int, faces: [TextFace], cache: inout ShapeCache
  ) {
    self.paragraphStyle = attributes.paragraphStyle
    self.engine = attributes.engine
    self.truncation = attributes.truncation
    self.maxLines = maxLines
    self.textContainerInset = attributes.textContainerInset
    self.truncationToken = attributes.truncationToken
    var metricsIndex: [LineMetrics: UInt16] = [:]
    var firstMetrics: LineMetrics?
    var lastMetrics: LineMetrics?
    var lastRun: TextRun?
    // The node's string as scalars, gathered segment by segment for the line breaks.
    var scalars: [Unicode.Scalar] = []
    for run in attributes.runs where !run.text.isEmpty {
      lastRun = run
      for (face, segment) in Self.segments(of: run, faces: faces, missing: &missingCharacters) {
        let runMetrics = Self.metrics(face.map { faces[Int($0)] }, run)
        let metricIndex: UInt16
        if let known = metricsIndex[runMetrics] {
          metricIndex = known
        } else {
          metricIndex = UInt16(truncatingIfNeeded: metrics.count)
          metricsIndex[runMetrics] = metricIndex
          metrics.append(runMetrics)
        }
        firstMetrics = firstMetrics ?? runMetrics
        lastMetrics = runMetrics
        let segmentScalars = Array(segment.unicodeScalars)
        scalars += segmentScalars
        let widths = Self.advances(
          segmentScalars, segment, face: face, run: run, faces: faces, cache: &cache)
        if let face, faces[Int(face)].isSystem, faces[Int(face)].font == nil {
          hasApproximateWidths = true
        }
        advances += widths
        metricIndexes += repeatElement(metricIndex, count: segmentScalars.count)
        flags.reserveCapacity(flags.count + segmentScalars.count)
        for character in segment {
          var first = true
          for scalar in character.unicodeScalars {
            flags.append(Self.flags(scalar, first: first, newline: character.isNewline))
            first = false
          }
        }
      }
    }
    for opportunity in lineBreakOpportunities(in: scalars)
    where opportunity.index > 0 && opportunity.index < flags.count {
      flags[opportunity.index].insert(
        opportunity.isMandatory ? [.breakBefore, .mandatoryBefore] : .breakBefore)
    }
    if let firstMetrics, let lastMetrics {
      // ASTextNode.mm `ascenderWithAttributedString:`: the first character's font, or with
      // a paragraph style clamp(lineHeight, minimum, maximum) + descender.
      ascender = firstMetrics.ascent
      if paragraphStyle.isSet {
        var lineHeight = Swift.max(
          firstMetrics.ascent + firstMetrics.descent, paragraphStyle.minimumLineHeight)
        if paragraphStyle.maximumLineHeight > 0 {
          lineHeight = Swift.min(lineHeight, paragraphStyle.maximumLineHeight)
        }
        ascender = lineHeight - firstMetrics.descent
      }
      descender = -lastMetrics.descent
    }
    if let lastRun, !attributes.truncationToken.isEmpty, attributes.truncation != .clip {
      // The token takes the text's last character's attributes (ASTextNode.mm
      // `_locked_prepareTruncationStringForDrawing:`).
      let token = TextRun(
        text: attributes.truncationToken, fonts: lastRun.fonts, fontSize: lastRun.fontSize,
        fontWeight: lastRun.fontWeight, variations: lastRun.variations, kern: lastRun.kern)
      for piece in Self.segments(of: token, faces: faces, missing: &missingCharacters) {
        tokenWidth += Self.advances(
          Array(piece.text.unicodeScalars), piece.text, face: piece.face, run: lastRun,
          faces: faces, cache: &cache
        ).reduce(0, +)
        tokenMetrics.merge(Self.metrics(piece.face.map { faces[Int($0)] }, lastRun))
      }
    }
  }

  /// A scalar's flags, but for the line breaks found afterwards; `newline`: its character
  /// is a line break.
  @inline(__always)
  private static func flags(_ scalar: Unicode.Scalar, first: Bool, newline: Bool)
    -> ScalarFlags
  {
    var flag: ScalarFlags = first ? .clusterStart : []
    if scalar == "\n" { flag.insert(.lineFeed) }
    // ASCII's White_Space characters are TAB, LF, VT, FF, CR and SPACE: not looked up
    // (Unicode's property tables took an eighth of the time of 1 MB of text).
    let isWhitespace =
      scalar.value < 0x80
      ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
      : scalar.properties.isWhitespace
    if newline {
      flag.insert([.lineBreak, .avoidsTruncation])
    } else if isWhitespace {
      flag.insert(.whitespace)
    }
    if isWhitespace {
      flag.insert(.avoidsTruncation)
    } else {
      switch scalar {
      case ".", ",", "!", "?", ":", ";": flag.insert(.avoidsTruncation)
      default: break
      }
    }
    return flag
  }

  /// The run cut where its font changes: each grapheme cluster takes the first font of the
  /// run's list that has a glyph for its first scalar, or nil (the model) when none has.
  private static func segments(
    of run: TextRun, faces: [TextFace], missing: inout [Character]
  ) -> [(face: Int32?, text: Substring)] {
    var pieces: [(face: Int32?, text: Substring)] = []
    let text = run.text
    var start = text.startIndex
    var current: Int32?? = .none
    // The face of each ASCII character, looked up once (a cmap search per character and
    // font took a fifth of the time of 1 MB of text).
    var asciiFaces = [Int32??](repeating: .none, count: text.utf8.count > 1024 ? 128 : 0)
    for index in text.indices {
      let character = text[index]
      let face: Int32?
      if !asciiFaces.isEmpty, let ascii = character.asciiValue {
        if let known = asciiFaces[Int(ascii)] {
          face = known
        } else {
          face = faceIndex(for: character, run.fonts, faces)
          asciiFaces[Int(ascii)] = .some(face)
        }
      } else {
        face = faceIndex(for: character, run.fonts, faces)
      }
      if face == nil, !character.isNewline, missing.count < 8, !missing.contains(character) {
        missing.append(character)
      }
      if let known = current, known != face {
        pieces.append((known, text[start..<index]))
        start = index
      }
      current = .some(face)
    }
    if let known = current { pieces.append((known, text[start...])) }
    return pieces
  }

  private static func faceIndex(
    for character: Character, _ fonts: [Int32], _ faces: [TextFace]
  ) -> Int32? {
    guard let first = character.unicodeScalars.first else { return fonts.first }
    // Line breaks and controls are never drawn: the run's first font measures them.
    if character.isNewline || first.properties.generalCategory == .control {
      return fonts.first
    }
    for index in fonts {
      let face = faces[Int(index)]
      // Without a file (the system font without SF's, a font not read): the model.
      guard let font = face.font else { return index }
      if font.hasGlyph(for: first) { return index }
    }
    return nil
  }

  /// The face's vertical metrics at the run's size (SF's published ones for `system`, the
  /// model's for characters no font has).
  private static func metrics(_ face: TextFace?, _ run: TextRun) -> LineMetrics {
    guard let face, !face.isSystem, let font = face.font else {
      if face?.isSystem == true { return SystemFontMetrics.metrics(pointSize: run.fontSize) }
      // The model (no font has the character, or the font's file was not read): 0.8 em
      // above the baseline, 0.2 below, as TextNode's.
      return LineMetrics(
        ascent: 0.8 * run.fontSize, descent: 0.2 * run.fontSize, leading: 0,
        pointSize: run.fontSize)
    }
    let vertical = font.verticalMetrics(
      pointSize: run.fontSize, variations: variations(of: run, font))
    return LineMetrics(
      ascent: vertical.ascender, descent: -vertical.descender, leading: vertical.lineGap,
      pointSize: run.fontSize)
  }

  /// The run's axis values for `font`: `fontWeight` as `wght`, the point size as `opsz`
  /// (CoreText's automatic optical size), then `fontVariations` over both.
  static func variations(of run: TextRun, _ font: OpenTypeFont) -> [String: Double] {
    var values: [String: Double] = [:]
    for axis in font.axes {
      if axis.tag == "wght", let weight = run.fontWeight {
        values["wght"] = Swift.min(Swift.max(weight, axis.minimum), axis.maximum)
      }
      if axis.tag == "opsz" {
        values["opsz"] = Swift.min(Swift.max(run.fontSize, axis.minimum), axis.maximum)
      }
    }
    return values.merging(run.variations) { _, given in given }
  }

  /// Runs longer than this (in scalars) are shaped each time they are met.
  static let longestCachedRun = 4096

  /// Each scalar's advance: the glyphs of its cluster summed onto its first scalar, plus
  /// `kern` per glyph; the model's widths where there is no font.
  private static func advances(
    _ scalars: [Unicode.Scalar], _ text: Substring, face: Int32?, run: TextRun,
    faces: [TextFace], cache: inout ShapeCache
  ) -> [Double] {
    guard let face, let font = faces[Int(face)].font else {
      var widths: [Double] = []
      widths.reserveCapacity(scalars.count)
      for character in text {
        let advance = Double(TextTokens.advance(of: character)) * run.fontSize / 2
        widths.append(character.isNewline ? 0 : advance)
        widths += repeatElement(0, count: character.unicodeScalars.count - 1)
      }
      return widths
    }
    let variations = variations(of: run, font)
    // Long runs are not cached: hashing and keeping a copy of a paragraph's scalars costs
    // more than it saves, and a long string rarely repeats.
    let key =
      scalars.count > Self.longestCachedRun
      ? nil
      : ShapeKey(
        face: face, pointSize: run.fontSize, variations: variations, kern: run.kern,
        scalars: scalars)
    if let key, let cached = cache[key] { return cached }
    var options = ShapingOptions()
    if run.kern != nil { options.kerning = false }
    var widths = [Double](repeating: 0, count: scalars.count)
    for glyph in font.shape(
      scalars, pointSize: run.fontSize, variations: variations, options: options)
    where glyph.cluster >= 0 && glyph.cluster < widths.count {
      widths[glyph.cluster] += glyph.advance + (run.kern ?? 0)
    }
    for index in scalars.indices where isLineBreak(scalars[index]) {
      widths[index] = 0
    }
    if let key { cache[key] = widths }
    return widths
  }
}

/// The scalars `Character.isNewline` knows as line breaks: LF, VT, FF, CR, NEL, LS, PS.
func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
  default: return false
  }
}
