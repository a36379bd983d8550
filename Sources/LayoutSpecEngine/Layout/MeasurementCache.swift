// Remembers each spec's last few layouts by (constrained size, parent size), so that no
// element is calculated twice for the same inputs in one pass.
//
// Why: a stack measures a child with an open range, again at its flexed size and again to
// stretch it, so nested flexing stacks would repeat the work below each level per
// measurement. Results are pure functions of those inputs, so the cache never changes a
// frame (Texture caches per node for the same reason). Leaves are cheap and are not cached.
//
// How many: nested flexing stacks with two flexible children per level (MeasurementCount
// Tests) ask each stack for about three distinct sizes in turn. Keeping two made them
// quadratic in depth (5,276 calculations at depth 40, the oldest entry always evicted just
// before it was asked for again); keeping three or more makes them linear (812). Four are
// kept. Entries live in one array, chained per element newest first, so memory follows
// the calculations actually made (one entry per spec in a feed), not 4 x the elements.

struct MeasurementCache: Sendable {
  /// What a calculation depends on besides the tree's fixed values: the six numbers of
  /// its range and parent size, compared bit for bit so that NaN ("undefined parent")
  /// matches itself, and the values of its size scope (`LayoutContext.scopeState`).
  struct Key: Hashable, Sendable {
    var bits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    var scope: UInt32

    init(_ range: SizeRange, _ parentSize: Size, scope: UInt32 = 0) {
      bits = (
        range.min.width.bitPattern, range.min.height.bitPattern,
        range.max.width.bitPattern, range.max.height.bitPattern,
        parentSize.width.bitPattern, parentSize.height.bitPattern
      )
      self.scope = scope
    }

    static func == (a: Key, b: Key) -> Bool {
      a.bits == b.bits && a.scope == b.scope
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bits.0)
      hasher.combine(bits.1)
      hasher.combine(bits.2)
      hasher.combine(bits.3)
      hasher.combine(bits.4)
      hasher.combine(bits.5)
      hasher.combine(scope)
    }
  }

  /// At most this many layouts are kept per element; the oldest is replaced.
  static let entriesPerElement = 4

  private struct Entry: Sendable {
    var key: Key
    /// The layout's node in the pass's `LayoutTree` arrays.
    var node: Int32
    /// The element's next older entry, or -1.
    var older: Int32
    /// The layout's baselines (the pass keeps none per node).
    var baselines: Baselines
  }

  /// Per element, its newest entry's index in `entries`, or -1.
  private var newest: [Int32]
  private var entries: [Entry] = []

  /// Every container is laid out at least once, so `containerCount` entries are needed
  /// anyway: reserving them saves growing the array through copies.
  init(elementCount: Int, containerCount: Int) {
    newest = Array(repeating: -1, count: elementCount)
    entries.reserveCapacity(containerCount)
  }

  func layout(for id: ElementID, _ key: Key) -> (node: Int32, baselines: Baselines)? {
    var index = Int(newest[Int(id.index)])
    while index >= 0 {
      if entries[index].key == key { return (entries[index].node, entries[index].baselines) }
      index = Int(entries[index].older)
    }
    return nil
  }

  mutating func store(_ node: Int32, _ baselines: Baselines, for id: ElementID, _ key: Key) {
    let element = Int(id.index)
    let head = newest[element]
    // Find the oldest entry, and the one before it, when the chain is full.
    var count = 0
    var previous: Int32 = -1
    var index = head
    while index >= 0 {
      count += 1
      if count == Self.entriesPerElement { break }
      previous = index
      index = entries[Int(index)].older
    }
    if index >= 0 && count == Self.entriesPerElement {
      // Full: unlink the oldest and reuse its slot as the newest.
      let slot = Int(index)
      if previous >= 0 { entries[Int(previous)].older = -1 }
      entries[slot].key = key
      entries[slot].node = node
      entries[slot].baselines = baselines
      entries[slot].older = slot == Int(head) ? -1 : head
      newest[element] = Int32(slot)
    } else {
      newest[element] = Int32(entries.count)
      entries.append(Entry(key: key, node: node, older: head, baselines: baselines))
    }
  }
}
