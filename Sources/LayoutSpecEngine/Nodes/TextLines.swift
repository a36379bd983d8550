// A text node's lines as the text model wraps them: what the pictures draw inside a text
// node. The line ends come from the same wrapping that measures the text
// (TextMeasurement.swift), so a drawn line is never wider than the measured width and
// there are exactly as many lines as the height counts.

/// Hears where the wrapping ended each line.
protocol TextLineEnds {
  /// `cluster`: the word cluster (index into the text's advances) the next line starts
  /// with; nil after a line break and after the last line.
  mutating func lineEnded(nextStartsAtCluster cluster: Int?)
}

/// Measuring needs no line ends.
struct MeasuringOnly: TextLineEnds {
  @inline(__always)
  mutating func lineEnded(nextStartsAtCluster cluster: Int?) {}
}

private struct RecordedLineEnds: TextLineEnds {
  var ends: [Int?] = []
  mutating func lineEnded(nextStartsAtCluster cluster: Int?) { ends.append(cluster) }
}

extension TextNode {
  /// The lines the text shows in a frame `width` points wide, at most `maxLines` of them:
  /// line breaks end lines, and spaces at a line's end are left out (invisible; at a
  /// wrap they hang past the line and take no width). Empty for the empty text.
  public func lines(atWidth width: Double) -> [String] {
    let clusters = TextClusters(text)
    guard !clusters.isEmpty else { return [] }
    let record = TextRecord(
      fontSize: fontSize, lineHeight: lineHeight, maxLines: maxLines,
      summary: clusters.summary, keepsTokens: true)
    let limit = record.wrapWidth(width.isNaN ? .infinity : width)
    var recorded = RecordedLineEnds()
    clusters.tokens.tokens.withUnsafeBufferPointer { tokens in
      clusters.tokens.advances.withUnsafeBufferPointer { advances in
        _ = TextTokens.wrap(
          tokens, advances, limit: limit, lineLimit: maxLines > 0 ? maxLines : Int.max,
          lineEnds: &recorded)
      }
    }
    return Self.split(text, at: recorded.ends)
  }

  /// Cuts `text` into the lines whose ends `ends` lists, walking its characters as
  /// `TextTokens.append` classified them (every non-space, non-break one a word cluster).
  private static func split(_ text: String, at ends: [Int?]) -> [String] {
    var lines: [String] = []
    var line = ""
    var cluster = 0
    func endLine() {
      // Spaces at a line's end draw nothing (at a wrap they hang past it, untaken).
      while line.last == " " { line.removeLast() }
      lines.append(line)
      line = ""
    }
    for character in text {
      guard lines.count < ends.count else { break }
      if character.isNewline {
        endLine()
      } else if character == " " {
        line.append(character)
      } else {
        if let next = ends[lines.count], next == cluster { endLine() }
        guard lines.count < ends.count else { break }
        line.append(character)
        cluster += 1
      }
    }
    if lines.count < ends.count { endLine() }
    return lines
  }
}

extension ElementTree {
  /// The lines text node `id` shows in a frame `width` points wide; nil for other elements.
  public func textLines(of id: ElementID, width: Double) -> [String]? {
    if let boxes = textLineBoxes(of: id, in: Size(width: width, height: .infinity)) {
      return boxes.map(\.text)
    }
    guard case .text(let node) = kind(of: id) else { return nil }
    return node.lines(atWidth: width)
  }
}

extension TextNode {
  /// A line's width in points as the text model measures it (before the pixel ceil).
  public func width(ofLine line: String) -> Double {
    // Each byte of an ASCII line is a cluster of advance 1 (a line holds no CR LF).
    if line.utf8.allSatisfy({ $0 < 0x80 }) { return Double(line.utf8.count) * fontSize / 2 }
    return Double(line.reduce(0) { $0 + Int(TextTokens.advance(of: $1)) }) * fontSize / 2
  }
}
