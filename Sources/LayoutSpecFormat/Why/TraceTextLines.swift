import LayoutSpecEngine

// A text node's measurement in words: the lines it wrapped into at the offered width, each
// with the width it took (so where it broke shows), and whether and why it was truncated.
// The lines come from the same wrapping that measured it (`ElementTree.textLines`).

enum TraceTextLines {
  /// At most this many lines are quoted; the rest are counted.
  static let shownLines = 6

  static func sentence(_ step: TraceStep, in tree: ElementTree) -> String {
    guard case .text(let node) = tree.kind(of: step.element),
      case .size(let offered)? = step.detail("offered"),
      case .size(let textSize)? = step.detail("textSize")
    else { return "the text node's size" }
    let width = offered.width.isNaN ? Double.infinity : offered.width
    let lines = measuredLines(step.element, node, width: width, in: tree)
    var text: String
    if lines.isEmpty {
      text = "the empty text is 0 x 0"
    } else {
      let quoted = lines.prefix(shownLines).map {
        "\"" + PrintableText.escaped($0.text) + "\"" + " " + TraceSentences.format($0.width)
      }
      let more = lines.count > shownLines ? ", and \(lines.count - shownLines) more" : ""
      text =
        "the text wraps at the offered width \(TraceSentences.format(width)) into \(lines.count) line"
        + (lines.count == 1 ? "" : "s") + " (each with the width it took): "
        + quoted.joined(separator: ", ") + more + "; \(TraceSentences.format(textSize)) at "
        + "lineHeight \(TraceSentences.number(step, "lineHeight"))"
    }
    if let truncation = truncation(node, lines: lines, width: width, in: tree, step: step) {
      text += "; " + truncation
    }
    if textSize.height > offered.height || textSize.width > offered.width {
      text += "; the offered \(TraceSentences.format(offered)) is smaller, and wins on that axis"
    }
    return text + " (ASTextNode answers the smaller of its text's size and the offered size)"
  }

  /// Why the text shows less than all of it, or nil.
  private static func truncation(
    _ node: TextNode, lines: [(text: String, width: Double)], width: Double,
    in tree: ElementTree, step: TraceStep
  ) -> String? {
    if node.attributes == nil {
      guard node.maxLines > 0 else { return nil }
      var all = node
      all.maxLines = 0
      let total = all.lines(atWidth: width).count
      return total > node.maxLines
        ? "truncated: maxLines \(node.maxLines) of the \(total) lines it needs" : nil
    }
    // A fonted text's visible lines end with the truncation token when cut.
    let shown = lines.reduce(0) { $0 + $1.text.filter { !$0.isWhitespace }.count }
    let whole = node.text.filter { !$0.isWhitespace }.count
    guard shown < whole else { return nil }
    return node.maxLines > 0 && lines.count >= node.maxLines
      ? "truncated at maxLines \(node.maxLines)"
      : "truncated: the lines do not fit the offered height"
  }

  /// The lines at `width`, each with its width in points.
  private static func measuredLines(
    _ id: ElementID, _ node: TextNode, width: Double, in tree: ElementTree
  ) -> [(text: String, width: Double)] {
    if let boxes = tree.textLineBoxes(of: id, in: Size(width: width, height: .infinity)) {
      return boxes.map { ($0.text, $0.width) }
    }
    return node.lines(atWidth: width).map { ($0, node.width(ofLine: $0)) }
  }
}
