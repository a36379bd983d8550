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

  /// What an entry answers for and what it answers besides its node: a key and the
  /// layout's baselines (the pass keeps none per node), stored once and shared by the
  /// entries that repeat them.
  private struct Measurement: Sendable {
    var key: Key
    var ascender: UInt64
    var descender: UInt64

    @inline(__always)
    init(_ key: Key, _ baselines: Baselines) {
      self.key = key
      ascender = baselines.ascender.bitPattern
      descender = baselines.descender.bitPattern
    }

    var baselines: Baselines {
      Baselines(ascender: Double(bitPattern: ascender), descender: Double(bitPattern: descender))
    }

    /// Bit for bit, as keys compare: a NaN matches itself, -0 does not match 0.
    @inline(__always)
    static func == (a: Measurement, b: Measurement) -> Bool {
      a.key == b.key && a.ascender == b.ascender && a.descender == b.descender
    }

    /// Its slot in `recent`, from the words that tell measurements apart most often (the
    /// range's minimum and maximum width, its maximum height, the parent's width and the
    /// ascender). A collision only stores a measurement twice; the full `Hasher` would
    /// cost more than the rest of storing a layout.
    @inline(__always)
    var slot: Int {
      let bits = key.bits
      let mixed =
        bits.0 ^ rotated(bits.2, 17) ^ rotated(bits.3, 31) ^ rotated(bits.4, 47) ^ ascender
      return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> (64 - recentBits))
    }

    @inline(__always)
    private func rotated(_ word: UInt64, _ count: UInt64) -> UInt64 {
      word << count | word >> (64 - count)
    }
  }

  private struct Entry: Sendable {
    /// Index in `measurements`.
    var measurement: Int32
    /// The layout's node in the pass's `LayoutTree` arrays.
    var node: Int32
    /// The element's next older entry, or -1.
    var older: Int32
  }

  /// Per element, its newest entry's index in `entries`, or -1.
  private var newest: [Int32]
  private var entries: [Entry] = []
  private var measurements: [Measurement] = []
  /// The measurement stored last per slot (`Measurement.slot`), or -1: where `store` finds
  /// one it stored before. Entries repeat a few measurements (every cell of a feed at the
  /// same width, with the same baselines): a 12-byte entry instead of an 80-byte one is
  /// most of the cache's memory on a feed.
  private var recent: [Int32]
  private static let recentBits = 8

  /// Every container is laid out at least once, so `containerCount` entries are needed
  /// anyway: reserving them saves growing the array through copies.
  init(elementCount: Int, containerCount: Int) {
    newest = Array(repeating: -1, count: elementCount)
    recent = Array(repeating: -1, count: 1 << Self.recentBits)
    entries.reserveCapacity(containerCount)
  }

  @inline(__always)
  func layout(for id: ElementID, _ key: Key) -> (node: Int32, baselines: Baselines)? {
    var index = Int(newest[Int(id.index)])
    while index >= 0 {
      let entry = entries[index]
      let measurement = measurements[Int(entry.measurement)]
      if measurement.key == key { return (entry.node, measurement.baselines) }
      index = Int(entry.older)
    }
    return nil
  }

  mutating func store(_ node: Int32, _ baselines: Baselines, for id: ElementID, _ key: Key) {
    let measurement = index(of: Measurement(key, baselines))
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
      entries[slot] = Entry(
        measurement: measurement, node: node, older: slot == Int(head) ? -1 : head)
      newest[element] = Int32(slot)
    } else {
      newest[element] = Int32(entries.count)
      entries.append(Entry(measurement: measurement, node: node, older: head))
    }
  }

  /// `measurement`'s index in `measurements`: the one stored last in its slot if equal,
  /// else a new one.
  @inline(__always)
  private mutating func index(of measurement: Measurement) -> Int32 {
    let slot = measurement.slot
    let last = Int(recent[slot])
    if last >= 0 && measurements[last] == measurement { return Int32(truncatingIfNeeded: last) }
    let index = Int32(truncatingIfNeeded: measurements.count)
    measurements.append(measurement)
    recent[slot] = index
    return index
  }
}
