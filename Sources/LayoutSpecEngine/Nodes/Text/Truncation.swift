// The last visible line of a text that did not fit, with the truncation token.
//
// TextKit (ASTextNode): Source/TextKit/ASTextKitRenderer.mm runs ASTextKitTailTruncater
// whatever the truncation mode; the mode itself goes to the NSTextContainer's
// `lineBreakMode`, and ASTextNode's default is NSLineBreakByWordWrapping, so Texture's
// default is the tail truncater alone (`tail` here):
// - Tail (ASTextKitTailTruncater.mm): the token is placed at the container's right edge;
//   the first glyph under its left edge (or the line's last glyph) is the first to
//   replace, moved back to the last character of the avoid set (whitespace, line breaks,
//   `.,!?:;`) on that line, if any; the text up to there plus the token is laid out again.
//   Nothing is replaced when that point is the text's start or end.
// - Head and middle (NSLineBreakByTruncatingHead/Middle on the container): TextKit
//   truncates the last line itself, by rules UIKit does not publish. Approximated: the
//   rest of the line's paragraph cut to as many whole grapheme clusters as fit beside the
//   token, from its end (head) or from both ends in turn (middle).
//
// CoreText (ASTextNode2; Source/TextExperiment/Component/ASTextLayout.mm): the last
// visible line is extended with the text that follows, as ASTextLayout.mm collects it
// (`coreTextExtendedLine`), and `CTLineCreateTruncatedLine` cuts that to the container's
// width: a line that fits is kept whole, a token wider than the container gives no
// truncated line, and otherwise whole grapheme clusters are kept beside the token (which
// clusters CoreText keeps is not published: from the start for tail, the end for head,
// both ends in turn for middle).
// Clip: the line stays as laid out.

/// A piece of what a truncated line shows: scalars of the text, or the token.
enum LinePiece: Hashable, Sendable {
  case text(Range<Int>)
  case token
}

extension FontedText {
  /// Replaces the last of `lines` by its truncated form, for a container `width` wide;
  /// `allLines` gives every line of the text at that width (CoreText collects the
  /// removed ones).
  func truncateLastLine(
    _ lines: inout [FontedLine], width: Double, allLines: () -> [FontedLine]
  ) {
    guard truncation != .clip, tokenWidth > 0, var line = lines.last else { return }
    let limit = width.isNaN ? Double.infinity : width + TextNode.fitTolerance
    let pieces: [LinePiece]
    switch (engine, truncation) {
    case (.textKit, .tail):
      guard let cut = tailTruncationPoint(line, width: width) else { return }
      let kept = advances[line.start..<cut].reduce(0, +)
      // The text up to the cut and the token are laid out again: the line holds the kept
      // scalars and the token, unless the token, too wide to fit beside the kept text,
      // wraps out of the visible lines (alone, it stays: a line holds at least one glyph).
      pieces =
        kept + tokenWidth <= limit || cut == line.start
        ? [.text(line.start..<cut), .token] : [.text(line.start..<cut)]
    case (.textKit, _):
      var end = line.start
      while end < advances.count && !flags[end].contains(.lineBreak) { end += 1 }
      pieces = truncatedPieces([.text(line.start..<end)], budget: limit - tokenWidth)
    case (.coreText, _):
      let extended = coreTextExtendedLine(lines.count, of: allLines(), width: limit)
      if piecesWidth(extended) <= limit {
        pieces = extended
      } else if tokenWidth > limit {
        return  // CTLineCreateTruncatedLine returns NULL: no truncated line
      } else {
        pieces = truncatedPieces(extended, budget: limit - tokenWidth)
      }
    }
    line.width = piecesWidth(pieces)
    line.fullWidth = line.width
    line.metrics = LineMetrics(ascent: 0, descent: 0, leading: 0, pointSize: 0)
    for piece in pieces {
      switch piece {
      case .text(let range): line.metrics.merge(lineMetrics(range))
      case .token: line.metrics.merge(tokenMetrics)
      }
    }
    line.truncated = pieces
    lines[lines.count - 1] = line
  }

  /// ASTextKitTailTruncater's `_calculateCharacterIndexBeforeTruncationMessage:`: the
  /// scalar the token replaces the text from, or nil when nothing is replaced.
  private func tailTruncationPoint(_ line: FontedLine, width: Double) -> Int? {
    let count = advances.count
    let tokenStart = width - tokenWidth
    // The glyph under the token's left edge, or the line's last one.
    var firstClipped = Swift.max(line.start, line.end - 1)
    var x = 0.0
    for index in line.start..<line.end {
      if advances[index] > 0 && x + advances[index] > tokenStart {
        firstClipped = index
        break
      }
      x += advances[index]
    }
    // `_findTruncationInsertionPointAtOrBeforeCharacterIndex:`.
    guard firstClipped < count else { return nil }
    var cut = firstClipped
    if let avoided = (line.start..<firstClipped).last(where: {
      flags[$0].contains(.avoidsTruncation)
    }) {
      cut = avoided
    }
    return cut == 0 ? nil : cut
  }

  /// The text ASTextLayout.mm hands to `CTLineCreateTruncatedLine` when line
  /// `visibleCount - 1` of `allLines` is the last shown, for a container `width` wide.
  /// Line widths are typographic (trailing spaces included).
  ///
  /// - Tail and middle: the last line, then the lines after it until the text is at
  ///   least as wide as the container, stopping at the end of a paragraph (its `\n` left
  ///   out); then the token.
  /// - Head and middle: the lines from the end of the text back until they are as wide
  ///   as the container (ASTextLayout.mm counts the text's last line twice in that sum),
  ///   appended in reading order; a collected line that ends with `\n` throws away what
  ///   was gathered before it, and itself. Head then puts the token first.
  func coreTextExtendedLine(
    _ visibleCount: Int, of allLines: [FontedLine], width: Double
  ) -> [LinePiece] {
    let last = allLines[visibleCount - 1]
    let removed = allLines[visibleCount...]
    var pieces: [LinePiece] = [.text(last.start..<last.end)]
    func endsWithNewline(_ pieces: [LinePiece]) -> Bool {
      guard case .text(let range)? = pieces.last, let final = range.last else { return false }
      return scalarIsLineFeed(final)
    }
    if truncation != .head {
      var collected = last.fullWidth
      var next = removed.startIndex
      while collected < width && next < removed.endIndex {
        if endsWithNewline(pieces), case .text(let range)? = pieces.last {
          pieces[pieces.count - 1] = .text(range.lowerBound..<range.upperBound - 1)
          break
        }
        pieces.append(.text(removed[next].start..<removed[next].end))
        collected += removed[next].fullWidth
        next += 1
      }
      pieces.append(.token)
    }
    if truncation != .tail, let lastRemoved = removed.last {
      // `removedLines` is in reverse order there: index 0 is the text's last line.
      var collected = lastRemoved.fullWidth
      var count = 0
      while collected < width && count < removed.count {
        collected += removed[removed.endIndex - 1 - count].fullWidth
        count += 1
      }
      for line in removed.suffix(count) {
        if line.end > line.start && scalarIsLineFeed(line.end - 1) {
          pieces = []
        } else {
          pieces.append(.text(line.start..<line.end))
        }
      }
      if truncation == .head { pieces.insert(.token, at: 0) }
    }
    return pieces
  }

  /// Whether scalar `index` is U+000A, the `\n` ASTextLayout.mm looks for.
  private func scalarIsLineFeed(_ index: Int) -> Bool {
    flags[index].contains(.lineBreak) && flags[index].contains(.lineFeed)
  }

  /// The pieces' width: their scalars' advances and the token's width.
  private func piecesWidth(_ pieces: [LinePiece]) -> Double {
    var total = 0.0
    for piece in pieces {
      switch piece {
      case .text(let range): total += advances[range].reduce(0, +)
      case .token: total += tokenWidth
      }
    }
    return total
  }

  /// `pieces` cut to the whole clusters that fit in `budget`, from their start (tail),
  /// their end (head) or both ends in turn (middle), with the token where the cut is.
  /// An embedded token counts as one cluster.
  private func truncatedPieces(_ pieces: [LinePiece], budget: Double) -> [LinePiece] {
    // The clusters in reading order: a scalar range or an embedded token each.
    var clusters: [LinePiece] = []
    for piece in pieces {
      switch piece {
      case .token: clusters.append(.token)
      case .text(let range):
        var start = range.lowerBound
        for index in range.dropFirst() where flags[index].contains(.clusterStart) {
          clusters.append(.text(start..<index))
          start = index
        }
        if start < range.upperBound { clusters.append(.text(start..<range.upperBound)) }
      }
    }
    var kept = 0.0
    var front = 0
    var back = clusters.count - 1
    var fromFront = truncation != .head
    while front <= back {
      let next = piecesWidth([clusters[fromFront ? front : back]])
      guard kept + next <= budget else { break }
      kept += next
      if fromFront { front += 1 } else { back -= 1 }
      if truncation == .middle { fromFront.toggle() }
    }
    return Array(clusters[..<front]) + [.token] + Array(clusters[(back + 1)...])
  }
}
