// Where the svg format's labels already sit, bucketed by a coarse grid: checking a new
// label against the placed ones costs the labels nearby, not all of them, so a picture of
// a 100,000-node layout is drawn in linear time.

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

  private struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  private static let cellSize = 64.0
  private var rects: [Rect] = []
  private var cells: [Cell: [Int]] = [:]

  func overlapsAny(_ rect: Rect) -> Bool {
    for cell in Self.cells(covering: rect) {
      for index in cells[cell] ?? [] where rects[index].overlaps(rect) { return true }
    }
    return false
  }

  mutating func insert(_ rect: Rect) {
    rects.append(rect)
    for cell in Self.cells(covering: rect) {
      cells[cell, default: []].append(rects.count - 1)
    }
  }

  /// The grid cells a rectangle touches. Coordinates are clamped so that huge (but finite)
  /// frames still map to integers.
  private static func cells(covering rect: Rect) -> [Cell] {
    func index(_ value: Double) -> Int {
      Int((min(max(value, -1e12), 1e12) / cellSize).rounded(.down))
    }
    let columns = index(rect.x)...max(index(rect.x), index(rect.x + rect.width))
    let rows = index(rect.y)...max(index(rect.y), index(rect.y + rect.height))
    var covered: [Cell] = []
    for row in rows {
      for column in columns { covered.append(Cell(column: column, row: row)) }
    }
    return covered
  }
}
