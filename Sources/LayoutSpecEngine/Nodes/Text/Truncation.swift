// The last visible line of a text that did not fit, with the truncation token.
//
// Tail, TextKit (Source/TextKit/ASTextKitTailTruncater.mm): the token is placed at the
// container's right edge; the first glyph under its left edge (or the line's last glyph)
// is the first to replace, moved back to the last character of the avoid set (whitespace,
// line breaks, `.,!?:;`) on that line, if any; the text up to there plus the token is
// laid out again. Nothing is replaced when that point is the text's start or end.
// Head and middle (NSLineBreakByTruncatingHead/Middle on the container) and every mode in
// CoreText (CTLineCreateTruncatedLine): the rest of the text is cut to as many whole
// grapheme clusters as fit beside the token, from the end, both ends or the start.
// Clip: the line stays as laid out.

extension FontedText {
  /// Replaces the last of `lines` by its truncated form, for a container `width` wide.
  func truncateLastLine(_ lines: inout [FontedLine], width: Double) {
    guard truncation != .clip, tokenWidth > 0, var line = lines.last else { return }
    let limit = width.isNaN ? Double.infinity : width + TextNode.fitTolerance
    if engine == .textKit && truncation == .tail {
      guard let cut = tailTruncationPoint(line, width: width) else { return }
      let kept = advances[line.start..<cut].reduce(0, +)
      // The text up to the cut and the token are laid out again: the line holds the kept
      // scalars' fonts and the token's, unless the token, too wide to fit beside the kept
      // text, wraps out of the visible lines (alone, it stays: a line holds at least one
      // glyph).
      line.metrics = lineMetrics(line.start..<cut)
      if kept + tokenWidth <= limit || cut == line.start {
        line.width = kept + tokenWidth
        line.metrics.merge(tokenMetrics)
      } else {
        line.width = kept
      }
      line.fullWidth = line.width
      line.end = cut
    } else {
      let kept = keptClusters(line.start..<advances.count, budget: limit - tokenWidth)
      line.width = kept.width + tokenWidth
      line.fullWidth = line.width
      line.end = kept.prefixEnd
      line.suffixStart = kept.suffixStart
    }
    line.isTruncated = true
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

  /// The whole clusters of `range` that fit in `budget`, from its start (tail), its end
  /// (head) or both ends in turn (middle): their width, where the kept start ends and
  /// where the kept end begins (`range.upperBound` when none is kept from it).
  private func keptClusters(_ range: Range<Int>, budget: Double) -> (
    width: Double, prefixEnd: Int, suffixStart: Int
  ) {
    var starts: [Int] = []
    for index in range where flags[index].contains(.clusterStart) || starts.isEmpty {
      starts.append(index)
    }
    func clusterWidth(_ cluster: Int) -> Double {
      let end = cluster + 1 < starts.count ? starts[cluster + 1] : range.upperBound
      return advances[starts[cluster]..<end].reduce(0, +)
    }
    var kept = 0.0
    var front = 0
    var back = starts.count - 1
    var fromFront = truncation != .head
    while front <= back {
      let next = clusterWidth(fromFront ? front : back)
      guard kept + next <= budget else { break }
      kept += next
      if fromFront { front += 1 } else { back -= 1 }
      if truncation == .middle { fromFront.toggle() }
    }
    let prefixEnd = front < starts.count ? starts[front] : range.upperBound
    let suffixStart = back + 1 < starts.count ? starts[back + 1] : range.upperBound
    return (kept, prefixEnd, suffixStart)
  }
}
