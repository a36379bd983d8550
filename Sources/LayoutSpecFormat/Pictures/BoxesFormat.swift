// The `boxes` format (docs/cli.md, `eval`): a layout's frames drawn into a character grid, each
// node a box with its name inside when it fits. A quick look in a terminal, not Texture
// output: nothing here mirrors Texture.
//
//   ...............................
//   +-----------------------------+
//   | ASImageNode (avatar)        |
//   +-----------------------------+
//   +-------------+
//   | ASTextNode  |
//   +-------------+
//
// - Scale: the union of all frames (the root's, and anything that overflows it) is fitted
//   to `columns` characters; a character cell counts as twice as tall as wide, so the
//   height keeps the layout's proportions: a 375 x 667 screen at 80 columns is 80 x 71
//   characters. A character is never less than 4 points wide, so a small layout is not
//   blown up to the terminal's width (a 120 x 120 photo is 31 x 16 characters, not
//   80 x 40) and layouts drawn side by side share a scale. Very tall layouts are scaled
//   down further so the grid stays at most four times as tall as it is wide.
// - With the range it was laid out in, a caption line under the grid gives the root's
//   size, that range and the scale.
// - Frames are relative to the root, from the summed raw positions.
// - Nodes are drawn in drawing order with `+`, `-`, `|`; where borders cross they join
//   with `+`. Specs are dotted outlines under them, their kind and name (`hstack row`)
//   over their top or bottom dots where a free run of dots holds it.
// - A text node shows its lines as the text model wrapped them for its frame (cut at the
//   box's right edge, as many as it has interior rows).
// - A label goes in the first free interior row of its box (full name, then the bare
//   name), or into the top border when the box has no free interior row; it is left out
//   when it fits nowhere.
// - Elements with a non-finite frame are listed below the grid instead of drawn.

import LayoutSpecEngine

public enum BoxesFormat {
  /// The fewest points a character stands for horizontally (twice that vertically).
  public static let minimumPointsPerColumn = 4.0

  /// The grid for `layout` (usually the root's) `columns` characters wide at most, lines
  /// without trailing spaces, no trailing newline; with `range`, the caption under it.
  public static func string(
    for layout: Layout, in tree: ElementTree, columns: Int = 80, range: SizeRange? = nil
  ) -> String {
    let frames = AbsoluteFrames.frames(of: layout, in: tree)
    guard let bounds = AbsoluteFrames.bounds(of: frames) else {
      return ""
    }
    let columns = max(2, columns)
    let maxRows = 4 * columns

    // Points per character: fit the width into the columns, cells twice as tall as wide.
    // Spans and offsets are computed halved (exactly, by a power of two), so that frames
    // near ±Double.greatestFiniteMagnitude cannot overflow them to infinity; the grid is
    // the same as with whole spans.
    let halfWidth = bounds.maxX / 2 - bounds.minX / 2
    let halfHeight = bounds.maxY / 2 - bounds.minY / 2
    var halfCell = max(
      halfWidth > 0
        ? halfWidth / Double(columns - 1) : max(halfHeight, 1) / Double(columns - 1) / 2,
      minimumPointsPerColumn / 2)
    if halfHeight / (2 * halfCell) > Double(maxRows - 1) {
      halfCell = halfHeight / (2 * Double(maxRows - 1))
    }
    // A span of a few subnormals would make the cell 0 and every offset infinite.
    halfCell = max(halfCell, Double.leastNormalMagnitude)
    let halfCellHeight = 2 * halfCell
    var grid = Grid(
      columns: cellIndex(halfWidth / halfCell, below: columns) + 1,
      rows: cellIndex(halfHeight / halfCellHeight, below: maxRows) + 1)

    func rect(_ frame: AbsoluteFrame) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
      func column(_ x: Double) -> Int {
        cellIndex((x / 2 - bounds.minX / 2) / halfCell, below: grid.columns)
      }
      func row(_ y: Double) -> Int {
        cellIndex((y / 2 - bounds.minY / 2) / halfCellHeight, below: grid.rows)
      }
      return (column(frame.x), row(frame.y), column(frame.maxX), row(frame.maxY))
    }

    // Specs in dots, under the nodes' borders.
    let specs = frames.filter { !$0.isNode && $0.isFinite }
    let specRects = specs.map(rect)
    for r in specRects {
      grid.drawOutline(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)
    }

    let nodes = frames.filter { $0.isNode && $0.isFinite }
    let rects = nodes.map(rect)
    for r in rects {
      grid.drawBox(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)
    }
    // Text first, so a label never takes a text's row: a text node shows its lines as
    // measured (cut at the box's edge), its name only in a free row below them (a
    // border could be its neighbour's too).
    var showsText = Array(repeating: false, count: nodes.count)
    for (index, (node, r)) in zip(nodes, rects).enumerated() {
      guard let lines = tree.textLines(of: node.element, width: node.width) else { continue }
      grid.writeLines(lines.map(PrintableText.escaped), x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)
      showsText[index] = !lines.isEmpty && r.y1 - r.y0 >= 2
    }
    for (index, (node, r)) in zip(nodes, rects).enumerated() {
      grid.placeLabel(
        labels(for: tree[node.element]), x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1,
        onBorder: !showsText[index])
    }
    // Specs' kind and name over their top (or bottom) dots where a run of them is free.
    for (spec, r) in zip(specs, specRects) {
      let label = PictureMarks.specLabel(tree[spec.element])
      grid.placeOnDots(
        [label, tree[spec.element].type.rawValue], x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)
    }

    var lines = grid.lines()
    for frame in frames where !frame.isFinite {
      lines += wrapped(
        "not drawn (frame not finite): " + StyleDump.displayName(of: tree[frame.element]),
        columns: columns)
    }
    if let range {
      lines += wrapped(
        caption(root: layout, in: tree, range: range, pointsPerColumn: 2 * halfCell),
        columns: columns)
    }
    return lines.joined(separator: "\n")
  }

  /// `ASInsetLayoutSpec (headerInset) 375 x 48 in {{375, 0}, {375, inf}}; 4.7 points a
  /// character`: what the drawing is of, and at what scale.
  static func caption(
    root: Layout, in tree: ElementTree, range: SizeRange, pointsPerColumn: Double
  ) -> String {
    StyleDump.displayName(of: tree[root.element]) + " " + StyleDump.number(root.size.width)
      + " x " + StyleDump.number(root.size.height) + " in " + StyleDump.sizeRange(range) + "; "
      + PrintfFormat.fixed(pointsPerColumn, fractionDigits: 1) + " points a character"
  }

  /// `text` in lines of at most `columns` characters, broken at spaces (a word longer than
  /// a line is cut, ending in `…`): every line of the picture fits the width it was drawn
  /// at, and nothing the caption says is lost.
  static func wrapped(_ text: String, columns: Int) -> [String] {
    // A caption too long for a line breaks between its clauses first.
    if text.count > columns, text.contains("; ") {
      let clauses = text.split(separator: "; ", omittingEmptySubsequences: false)
      return clauses.indices.flatMap { index in
        wrapped(String(clauses[index]) + (index < clauses.count - 1 ? ";" : ""), columns: columns)
      }
    }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let word = word.count > columns ? word.prefix(columns - 1) + "…" : String(word)
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    return lines + [line]
  }

  /// A `==> FILE at SIZE <==` header within `columns` characters: the file's path is
  /// shortened from its start (`…cells/kitten-node.yaml`), so the size and variant stay;
  /// one that does not fit so (a device at a content size, in a narrow terminal) is
  /// broken into lines, as the caption is.
  public static func fittedHeader(_ header: String, file: String, columns: Int) -> String {
    let excess = header.count - (header.hasSuffix("\n") ? 1 : 0) - columns
    guard excess > 0 else { return header }
    let lead = "==> " + file
    guard excess + 1 < file.count, header.hasPrefix(lead) else {
      let line = header.hasSuffix("\n") ? String(header.dropLast()) : header
      return wrapped(line, columns: columns).joined(separator: "\n") + "\n"
    }
    return "==> …" + file.suffix(file.count - excess - 1) + header.dropFirst(lead.count)
  }

  /// `value` rounded to a cell index in `0..<count` (NaN counts as 0).
  private static func cellIndex(_ value: Double, below count: Int) -> Int {
    let rounded = value.rounded()
    guard rounded > 0 else { return 0 }
    return rounded < Double(count - 1) ? Int(rounded) : count - 1
  }

  /// What to write in a node's box, longest first; control characters (a newline in a
  /// name) written out as every text format writes them, so they cannot break the grid.
  private static func labels(for element: Element) -> [String] {
    let full = StyleDump.displayName(of: element)
    guard let name = element.name.map(PrintableText.escaped), !name.isEmpty, name != full
    else {
      return [full]
    }
    return [full, name]
  }
}

/// A character grid with box-drawing that joins crossing borders.
private struct Grid {
  let columns: Int
  let rows: Int
  private var cells: [[Character]]

  init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
  }

  /// The dotted outline of a spec.
  mutating func drawOutline(x0: Int, y0: Int, x1: Int, y1: Int) {
    for x in x0...x1 {
      cells[y0][x] = "."
      cells[y1][x] = "."
    }
    for y in y0...y1 {
      cells[y][x0] = "."
      cells[y][x1] = "."
    }
  }

  /// A box from (x0, y0) to (x1, y1) inclusive. A border meeting another one at right
  /// angles becomes `+`.
  mutating func drawBox(x0: Int, y0: Int, x1: Int, y1: Int) {
    for x in x0...x1 {
      horizontal(x, y0)
      horizontal(x, y1)
    }
    for y in y0...y1 {
      vertical(x0, y)
      vertical(x1, y)
    }
    for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
      cells[y][x] = "+"
    }
  }

  private mutating func horizontal(_ x: Int, _ y: Int) {
    cells[y][x] = (cells[y][x] == "|" || cells[y][x] == "+") ? "+" : "-"
  }

  private mutating func vertical(_ x: Int, _ y: Int) {
    cells[y][x] = (cells[y][x] == "-" || cells[y][x] == "+") ? "+" : "|"
  }

  /// Writes the first label that fits: inside the box on the first row whose cells are
  /// free, one space in from the left border when there is room, or else over the top
  /// border's dashes.
  mutating func placeLabel(
    _ labels: [String], x0: Int, y0: Int, x1: Int, y1: Int, onBorder: Bool = true
  ) {
    let inner = x1 - x0 - 1
    for label in labels {
      let text = Array(label)
      guard !text.isEmpty, text.count <= inner else { continue }
      let start = x0 + 1 + (inner - text.count >= 2 ? 1 : 0)
      if y1 - y0 >= 2 {
        for y in (y0 + 1)..<y1
        where (start..<start + text.count).allSatisfy({ cells[y][$0] == " " }) {
          write(text, x: start, y: y)
          return
        }
      }
    }
    // No interior row free: the top border, where it is plain dashes.
    guard onBorder else { return }
    for label in labels {
      let text = Array(label)
      guard !text.isEmpty, text.count <= inner else { continue }
      let start = x0 + 1 + (inner - text.count >= 2 ? 1 : 0)
      if (start..<start + text.count).allSatisfy({ cells[y0][$0] == "-" }) {
        write(text, x: start, y: y0)
        return
      }
    }
  }

  /// A text node's lines from its first interior row, each cut to the interior.
  mutating func writeLines(_ lines: [String], x0: Int, y0: Int, x1: Int, y1: Int) {
    let inner = x1 - x0 - 1
    guard inner > 0 else { return }
    for (offset, line) in lines.enumerated() where y0 + 1 + offset < y1 {
      write(Array(line.prefix(inner)), x: x0 + 1, y: y0 + 1 + offset)
    }
  }

  /// Writes the first label that fits over a run of outline dots on the top row, else
  /// the bottom one, one cell in from the corner.
  mutating func placeOnDots(_ labels: [String], x0: Int, y0: Int, x1: Int, y1: Int) {
    for label in labels {
      let text = Array(label)
      let start = x0 + 1
      guard !text.isEmpty, start + text.count <= x1 else { continue }
      for y in [y0, y1] where (start..<start + text.count).allSatisfy({ cells[y][$0] == "." }) {
        write(text, x: start, y: y)
        return
      }
    }
  }

  private mutating func write(_ text: [Character], x: Int, y: Int) {
    for (offset, character) in text.enumerated() {
      cells[y][x + offset] = character
    }
  }

  func lines() -> [String] {
    cells.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
