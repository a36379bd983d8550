// A fonted text's lines at a width, and its size as Texture's text nodes report it.
//
// TextKit 1 (ASTextNode; Source/TextKit/ASTextKitContext.mm, ASTextKitRenderer.mm): lines
// are filled greedily at UAX #14 opportunities; whitespace at a wrap hangs past the line
// and takes no width; a word longer than the line is broken between grapheme clusters;
// `usesFontLeading = NO` makes a line ascender + |descender| of its tallest font, without
// the line gap; `lineFragmentPadding = 0`; the renderer's size is the used rect
// intersected with the container (the constrained size inset by `textContainerInset`).
//
// CoreText (ASTextNode2; Source/TextExperiment/Component/ASTextLayout.mm, ASTextLine.mm):
// a line's width is `CTLineGetTypographicBounds`, trailing whitespace included; lines are
// ascent + descent + leading apart and the last is ascent + descent tall; the bounding
// size is ceiled to whole points.

/// One line: the scalars `start..<end` of its text.
struct FontedLine: Hashable, Sendable {
  var start: Int
  var end: Int
  /// TextKit's used width: trailing whitespace hangs at a wrap, and counts at a
  /// paragraph's end where it fits.
  var width: Double
  /// CoreText's typographic width: every scalar of the line.
  var fullWidth: Double
  var metrics: LineMetrics
  var startsParagraph: Bool
  var endsParagraph: Bool
  /// What the line shows once truncated, in place of `start..<end`; nil when it is not.
  var truncated: [LinePiece]?
}

extension FontedText {
  /// The lines greedy filling gives at `maxWidth` (NaN or infinite: no wrapping), at most
  /// `lineLimit`; `remains` says whether text was left over.
  func fillLines(maxWidth: Double, lineLimit: Int) -> (lines: [FontedLine], remains: Bool) {
    let limit = maxWidth.isNaN ? Double.infinity : maxWidth + TextNode.fitTolerance
    let count = advances.count
    var lines: [FontedLine] = []
    var start = 0
    var startsParagraph = true
    while start < count {
      if lines.count >= lineLimit { return (lines, true) }
      var line = nextLine(from: start, limit: limit)
      line.startsParagraph = startsParagraph
      lines.append(line)
      start = line.end
      startsParagraph = line.endsParagraph
    }
    // TextKit's extra line fragment: a text that ends with a line break has an empty last
    // line. CoreText makes no line for it.
    if engine == .textKit, let last = lines.last, last.end > last.start,
      flags[last.end - 1].contains(.lineBreak)
    {
      if lines.count >= lineLimit { return (lines, true) }
      lines.append(
        FontedLine(
          start: count, end: count, width: 0, fullWidth: 0,
          metrics: metrics[Int(metricIndexes[count - 1])], startsParagraph: true,
          endsParagraph: true))
    }
    return (lines, false)
  }

  /// The line that starts at scalar `start`: up to a line break, else as far as the last
  /// opportunity that fits, else (one word wider than the line) as many clusters as fit,
  /// at least one.
  private func nextLine(from start: Int, limit: Double) -> FontedLine {
    let count = advances.count
    var run = 0.0  // width of start..<index
    var content = 0.0  // width up to the last scalar that is not whitespace
    var clusterRun = 0.0  // `run` where the current cluster started
    var lastBreak = -1
    var breakContent = 0.0
    var breakRun = 0.0
    var index = start
    while index < count {
      let flag = flags[index]
      if index > start && flag.contains(.breakBefore) {
        if flag.contains(.mandatoryBefore) {
          return makeLine(start, index, content: content, run: run, limit: limit, ends: true)
        }
        lastBreak = index
        breakContent = content
        breakRun = run
      }
      if flag.contains(.clusterStart) { clusterRun = run }
      let advance = advances[index]
      run += advance
      if flag.contains(.whitespace) || flag.contains(.lineBreak) {
        index += 1
        continue
      }
      if run > limit {
        if lastBreak > start {
          return makeLine(
            start, lastBreak, content: breakContent, run: breakRun, limit: limit, ends: false)
        }
        // A word wider than the line: cut before the cluster that overflows, or after it
        // when it is the line's first.
        var cut = index
        while cut > start && !flags[cut].contains(.clusterStart) { cut -= 1 }
        if cut > start {
          return makeLine(
            start, cut, content: clusterRun, run: clusterRun, limit: limit, ends: false)
        }
        var end = index + 1
        while end < count && !flags[end].contains(.clusterStart) {
          run += advances[end]
          end += 1
        }
        return makeLine(start, end, content: run, run: run, limit: limit, ends: false)
      }
      content = run
      index += 1
    }
    return makeLine(start, count, content: content, run: run, limit: limit, ends: true)
  }

  private func makeLine(
    _ start: Int, _ end: Int, content: Double, run: Double, limit: Double, ends: Bool
  ) -> FontedLine {
    // A paragraph's trailing whitespace counts where it fits; at a wrap it hangs.
    let width = ends && run <= limit ? run : content
    return FontedLine(
      start: start, end: end, width: width, fullWidth: run, metrics: lineMetrics(start..<end),
      startsParagraph: false, endsParagraph: ends)
  }

  /// The vertical metrics of a line holding `range`: the highest ascent and the deepest
  /// descent of the fonts its scalars are drawn with, and of no other font of the text.
  /// TextKit's typesetter puts the glyphs of a line fragment on one baseline, so the
  /// fragment is as tall as the tallest ascent plus the deepest descent, which can be more
  /// than any one font's ascender + |descender| (ASTextKitContext.mm; CoreText's
  /// `CTLineGetTypographicBounds` takes the same maxima over a line's runs, ASTextLine.mm).
  func lineMetrics(_ range: Range<Int>) -> LineMetrics {
    var merged = LineMetrics(ascent: 0, descent: 0, leading: 0, pointSize: 0)
    for index in range {
      merged.merge(metrics[Int(metricIndexes[index])])
    }
    return merged
  }

  /// A line's height: its fonts' natural height (TextKit: ascender + |descender|, the
  /// line gap left out by `usesFontLeading = NO`; CoreText: with the leading) through the
  /// paragraph style's multiple, minimum and maximum.
  func lineHeight(_ line: FontedLine, isLast: Bool) -> Double {
    let metrics = line.metrics
    let natural = metrics.ascent + metrics.descent
    if engine == .coreText && !isLast {
      return paragraphStyle.lineHeight(natural: natural + metrics.leading)
    }
    return paragraphStyle.lineHeight(natural: natural)
  }

  /// The space above line `index` of `lines`: line spacing, and the paragraph spacing
  /// after the previous paragraph and before this one.
  func spaceBefore(_ index: Int, in lines: [FontedLine]) -> Double {
    guard index > 0 else { return 0 }
    var space = paragraphStyle.lineSpacing
    if lines[index - 1].endsParagraph { space += paragraphStyle.paragraphSpacing }
    if lines[index].startsParagraph { space += paragraphStyle.paragraphSpacingBefore }
    return space
  }

  /// The lines shown in a container of `size` (insets already taken off): at most
  /// `maxLines`, those that fit the height, the last one truncated when text was left;
  /// and their used size: the widest line and the lines' heights, walked once.
  func visibleLines(in size: Size) -> (lines: [FontedLine], used: Size) {
    var (lines, remains) = fillLines(
      maxWidth: size.width, lineLimit: maxLines > 0 ? maxLines : Int.max)
    // TextKit lays out no line whose fragment would pass the container's bottom.
    let maxHeight = size.height.isNaN ? Double.infinity : size.height + TextNode.fitTolerance
    var top = 0.0  // the previous line's bottom, CoreText's leading included
    var height = 0.0  // the same, summed line by line as `sizeThatFits` always added
    var heightBefore = 0.0  // `height` before the last line, and the space above it
    var lastSpace = 0.0
    var width = 0.0  // the widest line before the last
    var widest = 0.0
    for index in lines.indices {
      let space = spaceBefore(index, in: lines)
      let lineTop = top + space
      if lineTop + lineHeight(lines[index], isLast: true) > maxHeight {
        // ASTextLayout.mm starts its bounding rect with the first line whether it fits or
        // not, and truncates nothing when no line fits; TextKit lays out no line then.
        if index == 0 && engine == .coreText {
          return (
            [lines[0]], Size(width: lines[0].fullWidth, height: lineHeight(lines[0], isLast: true))
          )
        }
        lines.removeSubrange(index...)
        remains = true
        break
      }
      heightBefore = height
      lastSpace = space
      width = widest
      widest = Swift.max(widest, usedWidth(lines[index]))
      let step = lineHeight(lines[index], isLast: false)
      top = lineTop + step
      height += space + step
    }
    guard !lines.isEmpty else { return ([], .zero) }
    height = heightBefore + (lastSpace + lineHeight(lines[lines.count - 1], isLast: true))
    if remains {
      truncateLastLine(&lines, width: size.width) {
        fillLines(maxWidth: size.width, lineLimit: Int.max).lines
      }
      // ASTextKitRenderer.mm measures the text as truncated; ASTextLayout.mm's bounding
      // size is the lines' before truncation (ASTextNode2.mm widens it afterwards).
      if engine == .textKit {
        widest = Swift.max(width, usedWidth(lines[lines.count - 1]))
        height = heightBefore + (lastSpace + lineHeight(lines[lines.count - 1], isLast: true))
      }
    }
    return (lines, Size(width: widest, height: height))
  }

  /// A line's width as the engine counts it: TextKit's used width, CoreText's typographic
  /// width.
  private func usedWidth(_ line: FontedLine) -> Double {
    engine == .textKit ? line.width : line.fullWidth
  }

  /// The size ASTextNode's or ASTextNode2's `calculateSizeThatFits:` returns for
  /// `constrained`, before the cap to `constrained` (the caller's, as for the model).
  func sizeThatFits(_ constrained: Size) -> Size {
    let inset = textContainerInset
    let horizontal = inset.left + inset.right
    let vertical = inset.top + inset.bottom
    let container = Size(
      width: constrained.width - horizontal, height: constrained.height - vertical)
    let (lines, used) = visibleLines(in: container)
    let width = used.width
    let height = used.height
    switch engine {
    case .textKit:
      // ASTextKitRenderer.mm: the used rect intersected with the container's rect, then
      // the inset added back (ASTextNode.mm `calculateSizeThatFits:`).
      if lines.isEmpty { return Size(width: horizontal, height: vertical) }
      return Size(
        width: .minimum(width, container.width) + horizontal,
        height: .minimum(height, container.height) + vertical)
    case .coreText:
      // ASTextLayout.mm: the lines' bounding rect outset by the insets, ceiled to points.
      guard !lines.isEmpty else { return .zero }
      let bounding = Size(
        width: (width + horizontal).rounded(.up), height: (height + vertical).rounded(.up))
      // ASTextNode2.mm `calculateSizeThatFits:`: a truncated line wider than that gives
      // the width, at most the constrained width, neither inset nor rounded.
      if let last = lines.last, last.truncated != nil, last.fullWidth > bounding.width {
        return Size(width: .minimum(constrained.width, last.fullWidth), height: bounding.height)
      }
      return bounding
    }
  }
}
