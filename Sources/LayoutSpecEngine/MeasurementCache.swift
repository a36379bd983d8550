// Remembers each spec's last two layouts by (constrained size, parent size), so that no
// element is calculated twice for the same inputs in one pass.
//
// Why: a stack measures a child once before flexing and again after, so nested flexing
// stacks would cost 2^depth calculations. With the last two results kept per element, a
// repeated measurement of an unchanged subtree is a lookup and the cost stays linear.
// Results are pure functions of those inputs, so the cache never changes a frame (Texture
// caches per node for the same reason). Leaves are cheap and are not cached.

struct MeasurementCache: Sendable {
  /// The six numbers a calculation depends on besides the tree, compared bit for bit so
  /// that NaN ("undefined parent") matches itself.
  struct Key: Equatable, Sendable {
    var bits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    init(_ range: SizeRange, _ parentSize: Size) {
      bits = (
        range.min.width.bitPattern, range.min.height.bitPattern,
        range.max.width.bitPattern, range.max.height.bitPattern,
        parentSize.width.bitPattern, parentSize.height.bitPattern
      )
    }

    static func == (a: Key, b: Key) -> Bool {
      a.bits == b.bits
    }
  }

  private struct Entry: Sendable {
    var key: Key
    var layout: Layout
  }

  /// The most recent entry first.
  private struct Line: Sendable {
    var recent: Entry?
    var older: Entry?
  }

  private var lineIndex: [Int32]
  private var lines: [Line] = []

  init(elementCount: Int) {
    lineIndex = Array(repeating: -1, count: elementCount)
  }

  func layout(for id: ElementID, _ key: Key) -> Layout? {
    let index = Int(lineIndex[Int(id.index)])
    guard index >= 0 else { return nil }
    let line = lines[index]
    if let recent = line.recent, recent.key == key { return recent.layout }
    if let older = line.older, older.key == key { return older.layout }
    return nil
  }

  mutating func store(_ layout: Layout, for id: ElementID, _ key: Key) {
    var index = Int(lineIndex[Int(id.index)])
    if index < 0 {
      index = lines.count
      lineIndex[Int(id.index)] = Int32(index)
      lines.append(Line())
    }
    lines[index].older = lines[index].recent
    lines[index].recent = Entry(key: key, layout: layout)
  }
}
