import LayoutSpecEngine

// `eval --format html --sheet` (docs/cli.md, "The contact sheet"): one document laid out
// for a matrix of sizes (devices), content sizes and variants, the pictures side by side
// in a table (a column per size, a row per variant and content size), each cell labelled
// with its three coordinates, its flagged elements (LayoutFlags) outlined on the picture
// and listed under it. A static page: no script, nothing loaded from anywhere.
//
// The pictures are the svg format's (SVGMarks), drawn at one pixel a point, at most
// `cellWidth` wide. The page stays small whatever the document: the cells together draw
// at most `elementBudget` elements, each cell its share, shallowest first (a cell whose
// layout has more draws it to the depth that fits, and says so); each cell lists and
// outlines at most `flagsShown` flags and counts the rest.

/// One layout of the matrix: where it sits and what it flags.
public struct SheetCell: Sendable {
  public var result: LayoutResult
  /// The size it was laid out at, as results name it.
  public var size: String
  /// The Dynamic Type content size, when the matrix has that dimension.
  public var contentSize: String?
  /// The variant, for a document with variants.
  public var variant: String?
  public var flags: [LayoutFlag]

  public init(
    result: LayoutResult, size: String, contentSize: String? = nil, variant: String? = nil,
    flags: [LayoutFlag]
  ) {
    self.result = result
    self.size = size
    self.contentSize = contentSize
    self.variant = variant
    self.flags = flags
  }

  /// `375x* · accessibilityXL · noLocation`: the cell's coordinates, each given.
  public var label: String {
    ([size] + [contentSize, variant].compactMap { $0 }).joined(separator: " · ")
  }
}

public enum SheetPage {
  /// The most elements the pictures of one page draw, all cells together.
  public static let elementBudget = 40_000
  /// The most flags a cell lists and outlines.
  public static let flagsShown = 50
  /// The widest a cell's picture is drawn, in pixels (an iPad's width is scaled down).
  static let cellWidth = 440.0

  /// The page for `cells`, in the order laid out (variant by variant, each at every
  /// size): `title` names the document.
  public static func html(title: String, cells: [SheetCell]) -> String {
    let grid = SheetGrid(cells)
    let share = elementBudget / max(1, cells.count)
    let flagged = cells.reduce(0) { $0 + $1.flags.count }
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    page += "style-src 'unsafe-inline'\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<title>layoutspec sheet: " + XMLText.escaped(title) + "</title>\n"
    page += "<style>\n" + style + "</style>\n</head>\n<body>\n"
    // The gap shading's pattern, once for every picture of the page (an id is the page's).
    page += "<svg width=\"0\" height=\"0\" style=\"position: absolute\"><defs>"
    page += "<pattern id=\"gap\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\""
    page += " patternTransform=\"rotate(45)\"><rect width=\"4\" height=\"4\""
    page += " fill=\"\(PictureMarks.gapFill)\" fill-opacity=\"0.35\"/></pattern></defs></svg>\n"
    page += "<h1>" + XMLText.escaped(title) + "</h1>\n"
    page += "<p class=\"summary\">\(cells.count) layout\(cells.count == 1 ? "" : "s"): "
    page += "\(grid.columns.count) size\(grid.columns.count == 1 ? "" : "s") &times; "
    page += "\(grid.rows.count) variant\(grid.rows.count == 1 ? "" : "s")"
    page += grid.hasContentSizes ? " and content sizes" : ""
    page += "; \(flagged) flag\(flagged == 1 ? "" : "s"). " + legend + "</p>\n"
    page += "<table>\n<thead><tr><th></th>"
    for column in grid.columns { page += "<th>" + XMLText.escaped(column) + "</th>" }
    page += "</tr></thead>\n<tbody>\n"
    for (row, name) in grid.rows.enumerated() {
      page += "<tr><th>" + XMLText.escaped(name) + "</th>"
      for column in grid.columns.indices {
        guard let index = grid.cell(row: row, column: column) else {
          page += "<td class=\"none\"></td>"
          continue
        }
        page += "<td>" + cell(cells[index], share: share) + "</td>"
      }
      page += "</tr>\n"
    }
    page += "</tbody>\n</table>\n</body>\n</html>\n"
    return page
  }

  /// Why a cell draws fewer than all its elements, for eval's warning; nil when every
  /// cell draws all.
  public static func reduction(elementCounts: [Int]) -> String? {
    let share = elementBudget / max(1, elementCounts.count)
    guard let largest = elementCounts.max(), largest > share else { return nil }
    let layouts = elementCounts.count == 1 ? "1 layout" : "\(elementCounts.count) layouts"
    return "the contact sheet draws at most \(share) elements a layout (\(elementBudget) in "
      + "all, for \(layouts)): a layout with more (the largest has \(largest)) is drawn to "
      + "the depth that fits; every flag is still found"
  }

  /// One cell: its label, picture and flags.
  static func cell(_ cell: SheetCell, share: Int) -> String {
    let all = AbsoluteFrames.frames(of: cell.result.layout, in: cell.result.tree)
    let depth = depthThatFits(all, budget: share)
    let frames = limited(all, depth: depth)
    let root = cell.result.layouts.root
    var html = "<figure class=\"" + (cell.flags.isEmpty ? "clean" : "flagged") + "\">"
    html += "<figcaption><b>" + XMLText.escaped(cell.label) + "</b> "
    html += StyleDump.number(root.size.width) + " x " + StyleDump.number(root.size.height)
    if frames.count < all.count {
      html += " <i>(drawn to depth \(depth): \(frames.count) of \(all.count) elements)</i>"
    }
    html += "</figcaption>\n"
    html += "<div class=\"picture\">" + picture(frames, cell: cell) + "</div>\n"
    if cell.flags.isEmpty {
      html += "<p class=\"clean\">no flags</p>"
    } else {
      html += "<ul>"
      for flag in cell.flags.prefix(flagsShown) {
        html += "<li class=\"\(flag.kind.rawValue)\">" + XMLText.escaped(flag.description)
        html += "</li>"
      }
      if cell.flags.count > flagsShown {
        html += "<li>and \(cell.flags.count - flagsShown) more</li>"
      }
      html += "</ul>"
    }
    return html + "</figure>"
  }

  /// The deepest depth whose frames (with all shallower ones) fit `budget`; at least 0.
  static func depthThatFits(_ frames: [AbsoluteFrame], budget: Int) -> Int {
    var counts: [Int] = []
    for frame in frames {
      while counts.count <= frame.depth { counts.append(0) }
      counts[frame.depth] += 1
    }
    var total = 0
    for (depth, count) in counts.enumerated() {
      total += count
      if total > budget { return max(0, depth - 1) }
    }
    return max(0, counts.count - 1)
  }

  /// The frames no deeper than `depth`, their parents renumbered.
  static func limited(_ frames: [AbsoluteFrame], depth: Int) -> [AbsoluteFrame] {
    guard frames.contains(where: { $0.depth > depth }) else { return frames }
    var renumbered = Array(repeating: -1, count: frames.count)
    var kept: [AbsoluteFrame] = []
    for (index, frame) in frames.enumerated() where frame.depth <= depth {
      var copy = frame
      copy.parent = frame.parent >= 0 ? renumbered[frame.parent] : -1
      renumbered[index] = kept.count
      kept.append(copy)
    }
    return kept
  }

  /// The cell's svg: the frames as the svg format draws them, the flagged elements
  /// outlined over them.
  static func picture(_ frames: [AbsoluteFrame], cell: SheetCell) -> String {
    guard let bounds = AbsoluteFrames.bounds(of: frames) else { return "" }
    let margin = SVGFormat.margin
    let marks = SVGMarks(frames: frames, tree: cell.result.tree, contentTop: bounds.minY).body()
    let originX = bounds.minX - margin
    let originY = min(bounds.minY, marks.top) - margin
    let width = bounds.maxX - bounds.minX + 2 * margin
    let height = bounds.maxY + margin - originY
    let scale = min(1, cellWidth / max(width, 1))
    var svg = SVGFormat.openingTag(
      originX: originX, originY: originY, width: width, height: height, scale: scale)
    svg += SVGFormat.background(originX: originX, originY: originY, width: width, height: height)
    svg += marks.svg
    for flag in cell.flags.prefix(flagsShown) {
      guard let frame = flag.frame, let colour = colour(flag.kind) else { continue }
      svg += "    <rect x=\"\(SVGFormat.n(frame.x))\" y=\"\(SVGFormat.n(frame.y))\""
      svg += " width=\"\(SVGFormat.n(frame.width))\" height=\"\(SVGFormat.n(frame.height))\""
      svg += " fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"><title>"
      svg += XMLText.escaped(flag.description) + "</title></rect>\n"
    }
    svg += "  </g>\n</svg>"
    return svg
  }

  /// A flag's outline colour; nil for a null frame, which has nothing to outline.
  static func colour(_ kind: LayoutFlag.Kind) -> String? {
    switch kind {
    case .truncation: return "#dc2626"
    case .overlap: return "#ea580c"
    case .outside: return "#9333ea"
    case .null: return nil
    }
  }

  static var legend: String {
    LayoutFlag.Kind.allCases.map { kind in
      "<span class=\"\(kind.rawValue)\">" + kind.rawValue + "</span>: " + kind.summary
    }.joined(separator: "; ")
  }

  static let style = """
    body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #1f1f1f; }
    h1 { font-size: 16px; margin: 0 0 4px; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #d4d4d4; padding: 6px; vertical-align: top; text-align: left; }
    thead th { position: sticky; top: 0; background: #f5f5f5; }
    figure { margin: 0; }
    figcaption { margin-bottom: 4px; }
    .picture { max-height: 900px; overflow: auto; }
    figure.flagged { outline: 2px solid #dc2626; outline-offset: 2px; }
    ul { margin: 4px 0 0; padding-left: 16px; max-width: 440px; }
    p.clean { color: #15803d; margin: 4px 0 0; }
    .truncation { color: #dc2626; } .overlap { color: #ea580c; }
    .outside { color: #9333ea; } .null { color: #525252; }

    """
}

/// The sheet's table: a column per size, a row per variant and content size, in the order
/// they first occur; each place holds the index of its cell, if any.
struct SheetGrid {
  var columns: [String] = []
  var rows: [String] = []
  var hasContentSizes = false
  private var places: [[Int?]] = []

  init(_ sheet: [SheetCell]) {
    hasContentSizes = sheet.contains { $0.contentSize != nil }
    var placed: [(row: Int, column: Int)] = []
    for cell in sheet {
      let coordinates = [cell.variant, cell.contentSize].compactMap { $0 }
      let row = coordinates.isEmpty ? "default" : coordinates.joined(separator: " · ")
      placed.append((Self.index(of: row, in: &rows), Self.index(of: cell.size, in: &columns)))
    }
    places = Array(repeating: Array(repeating: nil, count: columns.count), count: rows.count)
    for (index, place) in placed.enumerated() { places[place.row][place.column] = index }
  }

  func cell(row: Int, column: Int) -> Int? { places[row][column] }

  private static func index(of name: String, in list: inout [String]) -> Int {
    if let found = list.firstIndex(of: name) { return found }
    list.append(name)
    return list.count - 1
  }
}
