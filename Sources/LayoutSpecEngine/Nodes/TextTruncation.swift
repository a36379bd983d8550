// Whether a text node shows all of its text in its frame: ASTextNode's `isTruncated`
// (Source/ASTextNode.mm asks ASTextKitRenderer, which compares the range TextKit laid out
// with the whole text; Source/ASTextNode2.mm asks ASTextLayout for its `truncatedLine`).
// Both lay the text out again at the node's bounds: lines past `maximumNumberOfLines`, and
// lines whose fragment would pass the bottom, are not shown. The checks (`--fail-on
// truncation`, the contact sheet) ask it of each text's final frame.
//
// Counted in lines: a line that shows only part of its text (a word wider than the frame,
// which TextKit breaks between glyphs) is not truncation, as TextKit shows every glyph.

/// How many lines a text shows in a frame, of how many it has at the frame's width.
public struct TextLineCount: Hashable, Sendable {
  public var shown: Int
  public var total: Int

  /// Some text is not shown.
  public var isTruncated: Bool { shown < total }
}

extension ElementTree {
  /// The lines text node `id` shows in a frame of `size` and the lines it has at that
  /// width; nil for other elements.
  public func textLineCount(of id: ElementID, in size: Size) -> TextLineCount? {
    let record = self.record(id)
    guard record.kind == .text else { return nil }
    let text = self.text(record.payload)
    guard text.fonted < 0 else {
      let fonted = fontedText(text.fonted)
      let container = fonted.container(inFrame: size)
      return TextLineCount(
        shown: fonted.visibleLines(in: container).lines.count,
        total: fonted.fillLines(maxWidth: container.width, lineLimit: Int.max).lines.count)
    }
    guard case .text(var node) = kind(of: id) else { return nil }
    let kept = node.lines(atWidth: size.width).count
    node.maxLines = 0
    let total = node.lines(atWidth: size.width).count
    // TextKit lays out no line whose fragment would pass the bottom.
    let fitting =
      node.lineHeight > 0 && size.height.isFinite
      ? Int(
        min(
          Double(total),
          ((size.height + TextNode.fitTolerance) / node.lineHeight)
            .rounded(.down)))
      : total
    return TextLineCount(shown: min(kept, max(0, fitting)), total: total)
  }
}
