// The body of an svg picture, back to front: nodes (filled, text nodes with their lines),
// padding and gap shading, spec outlines, then labels. docs/cli.md ("Reading the
// pictures") says what each mark means; PictureMarks.swift how they are worked out.
//
// Labels are all one size (`SVGFormat.labelFontSize`), so a picture reads evenly: a label
// that does not fit its frame, or would cover a label or text line already placed, is left
// out (every frame's `<title>` tooltip still names it). Text lines are drawn at their
// node's font size, stretched with `textLength` to the width the text model measured, so
// they end where the layout thinks they end whatever font the viewer has.

import LayoutSpecEngine

struct SVGMarks {
  let frames: [AbsoluteFrame]
  let tree: ElementTree
  /// The top of the content: spec labels with no room inside their outline go in rows
  /// above it, with a leader line down to their outline.
  let contentTop: Double
  /// How many rows above the content spec labels may take.
  static let labelRows = 12
  /// How many lines down its frame a node's name moves to find a free place (past the
  /// text lines of a node drawn over it, say).
  static let nameRows = 6

  private var labelSize: Double { SVGFormat.labelFontSize }
  private var lineHeight: Double { SVGFormat.labelFontSize * 1.2 }

  private func n(_ value: Double) -> String { SVGFormat.n(value) }
  private func d(_ value: Double) -> String { SVGFormat.d(value) }

  /// The marks, and the top of the topmost (the content's top when no label is above it).
  func body() -> (svg: String, top: Double) {
    let children = PictureMarks.children(frames)
    var svg = ""
    var placed = SVGLabelGrid()
    var labels = ""
    var top = contentTop
    var ordinal = 0
    // Node labels go after every text line is placed: a subnode's text drawn later would
    // otherwise land on a name already placed.
    var named: [(frame: AbsoluteFrame, element: Element, below: Double)] = []
    for frame in frames where frame.isFinite && frame.isNode {
      let colours = PictureMarks.palette[ordinal % PictureMarks.palette.count]
      ordinal += 1
      let element = tree[frame.element]
      svg += "    <rect \(SVGFormat.rectAttributes(frame)) fill=\"\(colours.fill)\""
      svg += " fill-opacity=\"0.85\" stroke=\"\(colours.stroke)\" stroke-width=\"1\">"
      svg += SVGFormat.tooltip(frame, element) + "</rect>\n"
      var textBottom = frame.y
      // A button draws its title where its spec placed it; its name goes at its top, or
      // under the title where that leaves no room.
      let text = frame.title?.frame ?? frame
      if let boxes = tree.textLineBoxes(
        of: text.element, in: Size(width: text.width, height: text.height))
      {
        svg += lines(boxes, in: text, placed: &placed, bottom: &textBottom)
      } else if case .text(let model) = tree[text.element].kind {
        svg += lines(of: model, in: text, placed: &placed, bottom: &textBottom)
      }
      if frame.title != nil { textBottom = frame.y }
      named.append((frame, element, textBottom))
    }
    for (frame, element, below) in named {
      labels += nodeLabels(frame, element, below: below, placed: &placed)
    }
    // Over the nodes, as devtools shade padding over content, so a background shows it.
    for (outer, inner) in PictureMarks.paddings(frames, in: tree, children: children) {
      svg += "    <path d=\"\(box(outer)) \(box(inner))\" fill=\"\(PictureMarks.paddingFill)\""
      svg += " fill-opacity=\"0.6\" fill-rule=\"evenodd\"/>\n"
    }
    for gap in PictureMarks.gaps(frames, in: tree, children: children) {
      svg += "    <rect x=\"\(n(gap.x))\" y=\"\(n(gap.y))\" width=\"\(n(gap.width))\""
      svg += " height=\"\(n(gap.height))\" fill=\"url(#gap)\"/>\n"
    }
    for (index, frame) in frames.enumerated() where frame.isFinite && !frame.isNode {
      let element = tree[frame.element]
      let stroke = PictureMarks.specStroke(element.type)
      let outline = PictureMarks.outline(of: index, in: frames)
      svg += "    <rect x=\"\(d(outline.x))\" y=\"\(d(outline.y))\" width=\"\(d(outline.width))\""
      svg += " height=\"\(d(outline.height))\" fill=\"none\" stroke=\"\(stroke.colour)\""
      svg += " stroke-width=\"1\" stroke-dasharray=\"\(stroke.dash)\">"
      svg += SVGFormat.tooltip(frame, element) + "</rect>\n"
      labels += specLabel(
        frame, element, outline, colour: stroke.colour, placed: &placed, top: &top)
    }
    return (svg + labels, top)
  }

  /// An SVG path's closed rectangle.
  private func box(_ rect: PictureRect) -> String {
    "M\(n(rect.x)) \(n(rect.y))h\(n(rect.width))v\(n(rect.height))h\(n(-rect.width))z"
  }

  /// A text node's lines, each on its own baseline, as many as fit the frame's height.
  private func lines(
    of text: TextNode, in frame: AbsoluteFrame, placed: inout SVGLabelGrid,
    bottom: inout Double
  ) -> String {
    var svg = ""
    for (number, line) in text.lines(atWidth: frame.width).enumerated() {
      let top = frame.y + Double(number) * text.lineHeight
      guard top + text.lineHeight <= frame.maxY + 0.5 else { break }
      bottom = top + text.lineHeight
      let width = text.width(ofLine: line)
      guard !line.isEmpty, width > 0 else { continue }
      placed.insert(.init(x: frame.x, y: top, width: width, height: text.lineHeight))
      svg += "    <text x=\"\(n(frame.x))\" y=\"\(d(top + text.ascender))\""
      svg += " font-size=\"\(d(text.fontSize))\" textLength=\"\(d(width))\""
      svg += " lengthAdjust=\"spacingAndGlyphs\" fill=\"#111111\">"
      svg += XMLText.escaped(line) + "</text>\n"
    }
    return svg
  }

  /// A fonted text node's lines, as measured with its fonts.
  private func lines(
    _ boxes: [TextLineBox], in frame: AbsoluteFrame, placed: inout SVGLabelGrid,
    bottom: inout Double
  ) -> String {
    var svg = ""
    for box in boxes {
      let top = frame.y + box.top
      bottom = top + box.height
      guard !box.text.isEmpty, box.width > 0 else { continue }
      placed.insert(.init(x: frame.x + box.x, y: top, width: box.width, height: box.height))
      svg += "    <text x=\"\(n(frame.x + box.x))\" y=\"\(d(frame.y + box.baseline))\""
      svg += " font-size=\"\(d(box.fontSize))\" textLength=\"\(d(box.width))\""
      svg += " lengthAdjust=\"spacingAndGlyphs\" fill=\"#111111\">"
      svg += XMLText.escaped(box.text) + "</text>\n"
    }
    return svg
  }

  private func textWidth(_ text: String) -> Double {
    Double(text.count) * SVGFormat.glyphWidth * labelSize
  }

  /// Places the first of `candidates` that is narrower than `within` at the first of
  /// its `spots` that is free: the `<text>` (over a white backing when `backed`) and
  /// where it went, or nil when none fits.
  private func place(
    _ candidates: [String], at spots: (Double) -> [(x: Double, y: Double)], within: PictureRect,
    colour: String, backed: Bool, placed: inout SVGLabelGrid
  ) -> (svg: String, y: Double)? {
    for text in candidates {
      let width = textWidth(text)
      guard width + 3 <= within.width else { continue }
      for spot in spots(width) {
        let rect = SVGLabelGrid.Rect(x: spot.x, y: spot.y, width: width, height: lineHeight)
        guard !placed.overlapsAny(rect) else { continue }
        placed.insert(rect)
        var svg = ""
        if backed {
          svg += "    <rect x=\"\(d(spot.x - 1))\" y=\"\(d(spot.y))\" width=\"\(d(width + 2))\""
          svg += " height=\"\(d(lineHeight))\" fill=\"#ffffff\" fill-opacity=\"0.8\"/>\n"
        }
        svg += "    <text x=\"\(d(spot.x))\" y=\"\(d(spot.y + labelSize * 0.95))\""
        svg +=
          " font-size=\"\(d(labelSize))\" fill=\"\(colour)\">\(XMLText.escaped(text))</text>\n"
        return (svg, spot.y)
      }
    }
    return nil
  }

  /// A node's name at its top left (under its text lines), its size at its bottom right.
  private func nodeLabels(
    _ frame: AbsoluteFrame, _ element: Element, below top: Double, placed: inout SVGLabelGrid
  ) -> String {
    var candidates = [StyleDump.displayName(of: element)]
    if let name = element.name, !name.isEmpty { candidates.append(PrintableText.escaped(name)) }
    let name = place(
      candidates,
      at: { _ in
        (0..<Self.nameRows).map { (frame.x + 2, top + 1 + Double($0) * lineHeight) }
          .filter { $0.1 + lineHeight <= frame.maxY }
      },
      within: PictureMarks.rect(frame), colour: "#1f1f1f", backed: false, placed: &placed)
    let size = place(
      [PictureMarks.sizeText(frame.width, frame.height)],
      at: { width in
        frame.height >= lineHeight + 2
          ? [(frame.maxX - 2 - width, frame.maxY - lineHeight - 1)] : []
      },
      within: PictureMarks.rect(frame), colour: "#3f3f3f", backed: false, placed: &placed)
    return (name?.svg ?? "") + (size?.svg ?? "")
  }

  /// A spec's kind, name and size at its outline's top left, inside or just above it, or
  /// else in the first free row above the content with a leader line down to the outline;
  /// over a white backing.
  private func specLabel(
    _ frame: AbsoluteFrame, _ element: Element, _ outline: PictureRect, colour: String,
    placed: inout SVGLabelGrid, top: inout Double
  ) -> String {
    let label = PictureMarks.specLabel(element)
    let candidates = [
      label + "  " + PictureMarks.sizeText(frame.width, frame.height), label,
      element.type.rawValue,
    ]
    let x = outline.x + 2
    if let near = place(
      candidates, at: { _ in [(x, outline.y + 1), (x, outline.y - lineHeight)] },
      within: outline, colour: colour, backed: true, placed: &placed)
    {
      top = min(top, near.y)
      return near.svg
    }
    let rows = (1...Self.labelRows).map { (x, contentTop - Double($0) * (lineHeight + 0.5) - 1) }
    guard
      let above = place(
        [label, element.type.rawValue], at: { _ in rows },
        within: PictureRect(x: outline.x, y: 0, width: .infinity, height: 0), colour: colour,
        backed: true, placed: &placed)
    else { return "" }
    top = min(top, above.y)
    var svg = "    <line x1=\"\(d(x))\" y1=\"\(d(above.y + lineHeight))\" x2=\"\(d(x))\""
    svg += " y2=\"\(d(outline.y))\" stroke=\"\(colour)\" stroke-width=\"0.5\"/>\n"
    return svg + above.svg
  }
}
