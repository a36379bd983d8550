// A fonted text node's lines as the pictures draw them: the same lines that measured it
// (TextKitLines.swift), with their text, width and place inside the node's frame.

/// One drawn line of a fonted text, in the node's own coordinates.
public struct TextLineBox: Hashable, Sendable {
  public var text: String
  public var x: Double
  public var top: Double
  public var width: Double
  public var height: Double
  /// The baseline's y: the glyphs sit on the line's bottom (extra height goes above them).
  public var baseline: Double
  /// The point size of the line's largest font, for drawing.
  public var fontSize: Double
}

extension FontedText {
  /// The container a node framed `size` lays its lines out in again: the frame inside
  /// `textContainerInset`, `2 * fitTolerance` taller. One for the pictures and the
  /// truncation check (TextTruncation.swift), so that they agree on the lines shown.
  func container(inFrame size: Size) -> Size {
    let inset = textContainerInset
    return Size(
      width: size.width - inset.left - inset.right,
      height: size.height - inset.top - inset.bottom + 2 * TextNode.fitTolerance)
  }
}

extension ElementTree {
  /// The lines fonted text node `id` shows in a frame of `size`; nil for other elements
  /// and for text nodes the model measures.
  public func textLineBoxes(of id: ElementID, in size: Size) -> [TextLineBox]? {
    let record = self.record(id)
    guard record.kind == .text, case let text = self.text(record.payload), text.fonted >= 0
    else { return nil }
    let fonted = fontedText(text.fonted)
    let inset = fonted.textContainerInset
    let lines = fonted.visibleLines(in: fonted.container(inFrame: size)).lines
    let scalars = Array(textString(record.payload).unicodeScalars)
    var boxes: [TextLineBox] = []
    var top = inset.top
    for (index, line) in lines.enumerated() {
      top += fonted.spaceBefore(index, in: lines)
      let height = fonted.lineHeight(line, isLast: index == lines.count - 1)
      var string = ""
      for piece in line.truncated ?? [.text(line.start..<line.end)] {
        switch piece {
        case .token: string += fonted.truncationToken
        case .text(let range):
          let drawn = scalars[
            Swift.min(range.lowerBound, scalars.count)..<Swift.min(range.upperBound, scalars.count)]
          string.unicodeScalars += drawn.filter { !isLineBreak($0) }
        }
      }
      // Spaces at a line's end draw nothing (at a wrap they hang past it).
      while string.last?.isWhitespace == true { string.removeLast() }
      // The glyphs sit on the line's bottom: extra height (a multiple, a minimum) goes
      // above them and a maximum cuts their top, where ASTextNode.mm's ascender (the
      // clamped line height + the descender) puts the first baseline. CoreText's leading
      // goes below the line.
      boxes.append(
        TextLineBox(
          text: string, x: inset.left, top: top,
          width: fonted.engine == .textKit ? line.width : line.fullWidth, height: height,
          baseline: top + fonted.lineHeight(line, isLast: true) - line.metrics.descent,
          fontSize: line.metrics.pointSize))
      top += fonted.lineHeight(line, isLast: false)
    }
    return boxes
  }
}
