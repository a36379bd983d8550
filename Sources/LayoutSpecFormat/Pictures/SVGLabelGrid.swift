// Where the svg format's labels already sit, bucketed by a coarse grid: checking a new
// label against the placed ones costs the labels nearby, not all of them, so a picture of
// a 100,000-node layout is drawn in linear time.
//
// Bounded for any input: the caller moves a label at most `maximumMoves` lines and inserts
// only labels that found a free place, so placed labels never overlap and a cell holds a
// bounded number of them; cell numbers are whole Doubles, so far-away labels (x = 1e300)
// get cells of their own instead of all sharing a clamped one.

struct SVGLabelGrid {
  struct Rect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    func overlaps(_ other: Rect) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }
  }

  /// How many lines a label moves down looking for a free place, at most.
  static let maximumMoves = 64

  private struct Cell: Hashable {
    var column: Double
    var row: Double
  }

  /// Wider than a short label, taller than any (labels are at most 14.4 high).
  private static let cellWidth = 128.0
  private static let cellHeight = 16.0
  private var rects: [Rect] = []
  private var cells: [Cell: [Int]] = [:]

  func overlapsAny(_ rect: Rect) -> Bool {
    var found = false
    Self.forEachCell(covering: rect) { cell in
      guard !found, let indices = cells[cell] else { return }
      found = indices.contains { rects[$0].overlaps(rect) }
    }
    return found
  }

  mutating func insert(_ rect: Rect) {
    let index = rects.count
    rects.append(rect)
    Self.forEachCell(covering: rect) { cell in
      if cells[cell]?.last != index { cells[cell, default: []].append(index) }
    }
  }

  /// Every grid cell a rectangle touches (none when its edges are not finite). Where cell
  /// numbers are too large to count by ones (past 2^53) neighbouring cells are one cell.
  private static func forEachCell(covering rect: Rect, _ body: (Cell) -> Void) {
    let firstColumn = (rect.x / cellWidth).rounded(.down)
    let lastColumn = ((rect.x + rect.width) / cellWidth).rounded(.down)
    let firstRow = (rect.y / cellHeight).rounded(.down)
    let lastRow = ((rect.y + rect.height) / cellHeight).rounded(.down)
    guard firstColumn.isFinite, lastColumn.isFinite, firstRow.isFinite, lastRow.isFinite
    else { return }
    var row = firstRow
    while row <= lastRow {
      var column = firstColumn
      while column <= lastColumn {
        body(Cell(column: column, row: row))
        guard column + 1 != column else { break }
        column += 1
      }
      guard row + 1 != row else { break }
      row += 1
    }
  }
}
