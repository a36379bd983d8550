// The description format's deterministic text model (docs/format.md section 5), in
// half-font-size units: a narrow grapheme cluster advances 1, a wide one 2. TextNode
// scales the result by fontSize / 2 and puts it on the pixel grid.
//
// Definitions docs/format.md section 5 leaves open, fixed here:
// - Clusters are Swift `Character`s. A cluster is wide when its first scalar is East Asian
//   Wide or Fullwidth (EastAsianWidth.swift) or has Emoji_Presentation, or when it is an
//   emoji presentation sequence (an emoji scalar followed by U+FE0F, as "❤️" or "1️⃣");
//   every other cluster is narrow, combining marks and zero-width characters included.
// - Line breaks are the clusters with `Character.isNewline` (LF, CR LF, CR, VT, FF, NEL, LS,
//   PS: Unicode's mandatory breaks). They take no width. Each one ends a line, so a text of
//   n breaks has n + 1 lines: "a\n\nb" has an empty middle line, "a\n" ends with an empty
//   line (TextKit's extra line fragment) and "\n" alone is two empty lines. Empty lines
//   are 0 wide. Only the empty text has no lines (0 x 0).
// - Spaces are U+0020 only (no-break and ideographic spaces are ordinary clusters), and
//   a word is a maximal run of other clusters between spaces and line breaks.
// - A run of consecutive spaces is one wrap point, taken as a whole: when a line wraps
//   there, the entire run stays at the end of that line and takes no width (it hangs, as
//   TextKit hangs whitespace past the line's end), and the next line starts with the next
//   word; when it does not wrap, every space of the run is narrow. Spaces at the start of a
//   paragraph are part of its first line like any run: if the first word does not fit after
//   them, that line ends there and holds only the (widthless) spaces.
// - Spaces at the end of a paragraph are narrow when they fit on the line; when they do not,
//   they hang like a wrap point's run (no width, no extra line). So every line is at most
//   `maxWidth` wide unless it is a single cluster wider than that.
// - A word that does not fit after the line's content moves to a new line; one longer than
//   `maxWidth` is then broken between clusters, each line taking as many as fit (at least
//   one), and what follows continues on its last line.
// - `maxWidth` NaN or +infinity: no wrapping. 0 or negative: one cluster per line (spaces
//   at wrap points hang). `maxLines` <= 0 is unlimited.

/// A word (its clusters are `advances[start..<end]` of the `TextTokens` it is in), a run
/// of spaces, or a line break.
struct TextToken: Hashable, Sendable {
  enum Kind: UInt8, Hashable, Sendable { case word, spaces, lineBreak }
  var kind: Kind
  /// Half-font-size units: the word's advances summed, or the number of spaces.
  var width: Int
  var start: Int32
  var end: Int32
}

/// What measuring a text needs besides its tokens: enough to answer without wrapping,
/// which is the common case (unconstrained widths, short labels).
struct TextSummary: Hashable, Sendable {
  /// The widest paragraph measured without wrapping, spaces included.
  var unwrappedWidth = 0
  /// Line breaks + 1, or 0 for the empty text.
  var paragraphCount = 0
  /// The text's tokens in the `TextTokens` it was appended to.
  var tokens: Range<Int32> = 0..<0

  /// The text has no clusters at all (not even a line break).
  var isEmpty: Bool { paragraphCount == 0 }

  /// The widest kept line and the number of kept lines when the text wraps at `maxWidth`
  /// (half-font-size units; a line fits when its width is <= maxWidth) and keeps the first
  /// `maxLines` lines (0 = all). `wrap(limit, lineLimit)` does the wrapping when the
  /// summary alone cannot answer.
  @inline(__always)
  func measure(
    maxWidth: Double, maxLines: Int, wrap: (Double, Int) -> (width: Double, lineCount: Int)
  ) -> (width: Double, lineCount: Int) {
    if isEmpty { return (0, 0) }
    let limit = maxWidth.isNaN ? Double.infinity : maxWidth
    let lineLimit = maxLines > 0 ? maxLines : Int.max
    // Nothing wraps: the common case (unconstrained widths, short labels).
    if Double(unwrappedWidth) <= limit && paragraphCount <= lineLimit {
      return (Double(unwrappedWidth), paragraphCount)
    }
    return wrap(limit, lineLimit)
  }
}

extension TextSummary {
  /// An ASCII text's summary without its tokens: what `TextTokens.append` gives (every
  /// byte a narrow cluster, LF VT FF CR line breaks, CR LF one), counted in one pass with
  /// nothing appended. nil when the text is not ASCII (or not contiguous UTF-8).
  static func ascii(_ text: String) -> TextSummary? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> TextSummary? in
      var summary = TextSummary()
      guard !bytes.isEmpty else { return summary }
      summary.paragraphCount = 1
      // Most labels are one line: two reductions, which compile to vector instructions,
      // tell (the highest byte, and the lowest less LF, wrapping: below 4 for LF, VT, FF
      // and CR), for about 80 instructions a feed label instead of the 200 of counting
      // its lines byte by byte.
      var highest: UInt8 = 0
      var lowestFromLineFeed: UInt8 = .max
      for byte in bytes {
        highest = Swift.max(highest, byte)
        lowestFromLineFeed = Swift.min(lowestFromLineFeed, byte &- 0x0A)
      }
      if highest >= 0x80 { return nil }
      if lowestFromLineFeed > 0x0D - 0x0A {
        summary.unwrappedWidth = bytes.count
        return summary
      }
      var paragraphWidth = 0
      var previous: UInt8 = 0
      for byte in bytes {
        switch byte {
        case 0x0A where previous == 0x0D: break  // CR LF: the CR already ended the line
        case 0x0A, 0x0B, 0x0C, 0x0D:
          summary.unwrappedWidth = Swift.max(summary.unwrappedWidth, paragraphWidth)
          paragraphWidth = 0
          summary.paragraphCount += 1
        default: paragraphWidth += 1  // spaces and word clusters alike
        }
        previous = byte
      }
      summary.unwrappedWidth = Swift.max(summary.unwrappedWidth, paragraphWidth)
      return summary
    } ?? nil
  }
}

/// The grapheme clusters of one or more texts, classified into tokens, one text after
/// another in two arrays (no allocation per text): a `TextClusters` holds one text's, an
/// element tree those of its non-ASCII texts, a layout context an ASCII text's while it
/// wraps it. Measuring neither allocates nor looks at the string again.
struct TextTokens: Hashable, Sendable {
  /// Tokens in text order; never two space runs or two words in a row within a text.
  private(set) var tokens: [TextToken] = []
  /// Each word cluster's advance (1 or 2), words after one another.
  private(set) var advances: [UInt8] = []

  /// Appends `text`'s tokens and returns its summary. `classifyingASCIIBytes: false`
  /// takes the general path for any text (tests compare the two).
  mutating func append(_ text: String, classifyingASCIIBytes: Bool = true) -> TextSummary {
    let first = tokens.count
    var summary = TextSummary()
    summary.tokens = Int32(truncatingIfNeeded: first)..<Int32(truncatingIfNeeded: first)
    guard !text.isEmpty else { return summary }
    var paragraphWidth = 0
    summary.paragraphCount = 1
    // ASCII text (most labels) is classified byte by byte: every byte is a cluster of its
    // own except CR LF, none is wide, and the line breaks are LF, VT, FF and CR. This
    // skips Character iteration and the Unicode property lookups of `advance(of:)`, which
    // were most of decoding a feed's text nodes (callgrind: about 12,000 instructions per
    // short label).
    let classifiedASCII =
      classifyingASCIIBytes
      && text.utf8.withContiguousStorageIfAvailable { bytes in
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
          switch byte {
          case 0x0A where previous == 0x0D: break  // CR LF: the CR already ended the line
          case 0x0A, 0x0B, 0x0C, 0x0D: appendLineBreak(&summary, &paragraphWidth)
          case 0x20: appendSpace(first, &paragraphWidth)
          default: appendWordCluster(first, advance: 1, &paragraphWidth)
          }
          previous = byte
        }
        return true
      } ?? false
    if !classifiedASCII {
      for character in text {
        if character.isNewline {
          appendLineBreak(&summary, &paragraphWidth)
        } else if character == " " {
          appendSpace(first, &paragraphWidth)
        } else {
          appendWordCluster(first, advance: Self.advance(of: character), &paragraphWidth)
        }
      }
    }
    summary.unwrappedWidth = Swift.max(summary.unwrappedWidth, paragraphWidth)
    summary.tokens = summary.tokens.lowerBound..<Int32(truncatingIfNeeded: tokens.count)
    return summary
  }

  /// Appends `other`'s texts (another tree's, `ElementTables.append`), their words'
  /// advances after these; the index here of `other`'s first token.
  mutating func append(contentsOf other: TextTokens) -> Int32 {
    let first = Int32(truncatingIfNeeded: tokens.count)
    let advanceOffset = Int32(truncatingIfNeeded: advances.count)
    for var token in other.tokens {
      if token.kind == .word {
        token.start += advanceOffset
        token.end += advanceOffset
      }
      tokens.append(token)
    }
    advances.append(contentsOf: other.advances)
    return first
  }

  /// Forgets every text, keeping the arrays' capacity.
  mutating func removeAll() {
    tokens.removeAll(keepingCapacity: true)
    advances.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  private mutating func appendLineBreak(_ summary: inout TextSummary, _ paragraphWidth: inout Int) {
    tokens.append(TextToken(kind: .lineBreak, width: 0, start: 0, end: 0))
    summary.unwrappedWidth = Swift.max(summary.unwrappedWidth, paragraphWidth)
    paragraphWidth = 0
    summary.paragraphCount += 1
  }

  /// `first`: the text's first token, so that runs never merge with an earlier text's.
  @inline(__always)
  private mutating func appendSpace(_ first: Int, _ paragraphWidth: inout Int) {
    if tokens.count > first, tokens[tokens.count - 1].kind == .spaces {
      tokens[tokens.count - 1].width += 1
    } else {
      tokens.append(TextToken(kind: .spaces, width: 1, start: 0, end: 0))
    }
    paragraphWidth += 1
  }

  @inline(__always)
  private mutating func appendWordCluster(
    _ first: Int, advance: UInt8, _ paragraphWidth: inout Int
  ) {
    let index = Int32(truncatingIfNeeded: advances.count)
    advances.append(advance)
    if tokens.count > first, tokens[tokens.count - 1].kind == .word {
      tokens[tokens.count - 1].width += Int(advance)
      tokens[tokens.count - 1].end = index + 1
    } else {
      tokens.append(TextToken(kind: .word, width: Int(advance), start: index, end: index + 1))
    }
    paragraphWidth += Int(advance)
  }

  /// A cluster's advance: 2 when wide (East Asian Wide or Fullwidth, or emoji
  /// presentation), otherwise 1.
  static func advance(of character: Character) -> UInt8 {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 1 }
    if EastAsianWidth.isWide(first) || first.properties.isEmojiPresentation { return 2 }
    // An emoji presentation sequence: an emoji character with VARIATION SELECTOR-16.
    if first.properties.isEmoji, scalars.next() == "\u{FE0F}" { return 2 }
    return 1
  }

  /// `TextSummary.measure` for a text appended here.
  func measure(_ text: TextSummary, maxWidth: Double, maxLines: Int) -> (
    width: Double, lineCount: Int
  ) {
    text.measure(maxWidth: maxWidth, maxLines: maxLines) { limit, lineLimit in
      tokens.withUnsafeBufferPointer { tokens in
        advances.withUnsafeBufferPointer { advances in
          Self.wrap(
            UnsafeBufferPointer(
              rebasing: tokens[Int(text.tokens.lowerBound)..<Int(text.tokens.upperBound)]),
            advances, limit: limit, lineLimit: lineLimit)
        }
      }
    }
  }

  private static func wrap(
    _ tokens: UnsafeBufferPointer<TextToken>, _ advances: UnsafeBufferPointer<UInt8>,
    limit: Double, lineLimit: Int
  ) -> (width: Double, lineCount: Int) {
    var sink = MeasuringOnly()
    return wrap(tokens, advances, limit: limit, lineLimit: lineLimit, lineEnds: &sink)
  }

  /// The wrapping itself; `lineEnds` hears where each line ended (the pictures draw the
  /// lines from it), so drawing and measuring cannot disagree. Specialized per sink: the
  /// measuring one does nothing.
  static func wrap<Sink: TextLineEnds>(
    _ tokens: UnsafeBufferPointer<TextToken>, _ advances: UnsafeBufferPointer<UInt8>,
    limit: Double, lineLimit: Int, lineEnds: inout Sink
  ) -> (width: Double, lineCount: Int) {
    var lineCount = 0
    var widest = 0
    // The current line: the width of its content up to its last word, the spaces after that
    // word (counted only if another word follows on this line), and whether it has any
    // cluster yet (an empty line never wraps: a word always goes on it).
    var lineWidth = 0
    var pendingSpaces = 0
    var lineStarted = false

    /// Ends the current line at `width`, the next starting at word cluster `next` (nil:
    /// after a line break, or none); true when that was the last line to keep.
    @inline(__always)
    func endLine(_ width: Int, next: Int?) -> Bool {
      lineEnds.lineEnded(nextStartsAtCluster: next)
      lineCount += 1
      widest = Swift.max(widest, width)
      return lineCount == lineLimit
    }
    /// A paragraph's last line: its trailing spaces count when they fit, else they hang.
    @inline(__always)
    func paragraphEndWidth() -> Int {
      Double(lineWidth + pendingSpaces) <= limit ? lineWidth + pendingSpaces : lineWidth
    }

    for token in tokens {
      switch token.kind {
      case .spaces:
        pendingSpaces += token.width
        lineStarted = true
      case .lineBreak:
        if endLine(paragraphEndWidth(), next: nil) { return (Double(widest), lineCount) }
        lineWidth = 0
        pendingSpaces = 0
        lineStarted = false
      case .word:
        if lineStarted {
          let extended = lineWidth + pendingSpaces + token.width
          if Double(extended) <= limit {
            lineWidth = extended
            pendingSpaces = 0
            continue
          }
          // Wrap at the spaces before the word: they hang at the end of this line.
          if endLine(lineWidth, next: Int(token.start)) { return (Double(widest), lineCount) }
        }
        pendingSpaces = 0
        lineStarted = true
        if Double(token.width) <= limit {
          lineWidth = token.width
          continue
        }
        // Longer than a whole line: break it between clusters, at least one per line.
        var run = 0
        for index in Int(token.start)..<Int(token.end) {
          let advance = Int(advances[index])
          if run > 0 && Double(run + advance) > limit {
            if endLine(run, next: index) { return (Double(widest), lineCount) }
            run = 0
          }
          run += advance
        }
        lineWidth = run
      }
    }
    _ = endLine(paragraphEndWidth(), next: nil)
    return (Double(widest), lineCount)
  }
}

/// One text's clusters on their own (tests measure texts through it).
struct TextClusters: Hashable, Sendable {
  private(set) var tokens = TextTokens()
  private(set) var summary = TextSummary()

  init(_ text: String, classifyingASCIIBytes: Bool = true) {
    summary = tokens.append(text, classifyingASCIIBytes: classifyingASCIIBytes)
  }

  /// The text has no clusters at all (not even a line break).
  var isEmpty: Bool { summary.isEmpty }

  /// See `TextSummary.measure`.
  func measure(maxWidth: Double, maxLines: Int) -> (width: Double, lineCount: Int) {
    tokens.measure(summary, maxWidth: maxWidth, maxLines: maxLines)
  }

  static func advance(of character: Character) -> UInt8 { TextTokens.advance(of: character) }
}
