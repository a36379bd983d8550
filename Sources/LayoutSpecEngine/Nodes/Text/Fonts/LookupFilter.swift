// Which glyphs a lookup's subtables may start at: each subtable's first coverage as a bit
// set, read once when the font is read, and for a ligature subtable the glyphs its
// ligatures have second. A run passes over most glyphs for most lookups (Inter's 'calt'
// has a lookup of 63 subtables, its 'ccmp' a ligature set for every letter), so the
// shaper tests a bit where it would otherwise read subtables; HarfBuzz keeps such sets
// for the same reason (hb-set-digest.hh). A set is exact for glyphs below the font's
// glyph count and says "maybe" above it, so it never changes a result.

/// A set of glyph ids below the font's glyph count.
struct GlyphBitSet: Sendable {
  private(set) var words: [UInt64]

  init(glyphCount: Int) {
    words = [UInt64](repeating: 0, count: (glyphCount + 63) / 64)
  }

  /// Whether `glyph` may be in the set (true past the glyph count).
  @inline(__always)
  func mayContain(_ glyph: UInt16) -> Bool {
    let word = Int(glyph) >> 6
    guard word < words.count else { return true }
    return words[word] & (1 << UInt64(glyph & 63)) != 0
  }

  mutating func insert(_ glyph: Int) {
    let word = glyph >> 6
    if word >= 0, word < words.count { words[word] |= 1 << UInt64(glyph & 63) }
  }

  mutating func formUnion(_ other: GlyphBitSet) {
    for index in words.indices { words[index] |= other.words[index] }
  }
}

/// The filters of a feature's lookup.
struct LookupFilter: Sendable {
  /// The glyphs any subtable may start at.
  var first: GlyphBitSet
  /// Per subtable: the glyphs it may start at, and for a ligature subtable the glyphs
  /// its ligatures have second (nil when one of them is a single glyph).
  var subtables: [(first: GlyphBitSet, second: GlyphBitSet?)]

  /// The filter of `lookup`, nil when a subtable's coverage cannot be told (an unknown
  /// format, a broken offset) or when reading the coverages would take more than `work`
  /// has left (a hostile font's huge coverages: the lookup is then tried everywhere).
  /// `contextTypes` are the table's context and chained context lookup types.
  init?(
    _ lookup: Lookup, glyphCount: Int, contextTypes: (Int, Int), work: inout Int
  ) {
    first = GlyphBitSet(glyphCount: glyphCount)
    subtables = []
    for subtable in lookup.subtables {
      work -= first.words.count * 2
      var starts = GlyphBitSet(glyphCount: glyphCount)
      guard let coverage = Self.firstCoverage(subtable, lookup.type, contextTypes),
        Self.add(coverage, to: &starts, work: &work), work >= 0
      else { return nil }
      var second: GlyphBitSet?
      if lookup.type == 4 && contextTypes.0 == 5 {
        guard let seconds = Self.secondComponents(subtable, glyphCount, work: &work) else {
          return nil
        }
        second = seconds
      }
      first.formUnion(starts)
      subtables.append((starts, second))
    }
  }

  /// The coverage table the first glyph is tested against.
  private static func firstCoverage(
    _ subtable: FontTable, _ type: Int, _ contextTypes: (Int, Int)
  ) -> FontTable? {
    guard let format = try? subtable.uint16(0) else { return nil }
    var offset = 2
    if format == 3 && type == contextTypes.0 {
      offset = 6
    } else if format == 3 && type == contextTypes.1 {
      // After the backtrack coverages and the input count.
      guard let backtrack = try? subtable.uint16(2) else { return nil }
      offset = 6 + Int(backtrack) * 2
    }
    return (try? subtable.subtable(offset16: offset)).flatMap { $0 }
  }

  /// Adds a coverage table's glyphs (formats 1 and 2); false for another format.
  private static func add(_ coverage: FontTable, to set: inout GlyphBitSet, work: inout Int)
    -> Bool
  {
    guard let format = try? coverage.uint16(0), let count = try? coverage.uint16(2) else {
      return false
    }
    switch format {
    case 1:
      work -= Int(count)
      guard work >= 0, coverage.contains(4, length: Int(count) * 2) else { return false }
      for index in 0..<Int(count) {
        set.insert(Int((try? coverage.uint16(4 + index * 2)) ?? 0))
      }
    case 2:
      guard coverage.contains(4, length: Int(count) * 6) else { return false }
      for index in 0..<Int(count) {
        let record = 4 + index * 6
        let start = Int((try? coverage.uint16(record)) ?? 0)
        let end = min(Int((try? coverage.uint16(record + 2)) ?? 0), set.words.count * 64 - 1)
        guard start <= end else { continue }
        work -= end - start + 1
        guard work >= 0 else { return false }
        for glyph in start...end { set.insert(glyph) }
      }
    default:
      return false
    }
    return true
  }

  /// The second components of a ligature subtable's ligatures; nil when one is a single
  /// glyph (it needs no second) or the subtable cannot be read.
  private static func secondComponents(
    _ subtable: FontTable, _ glyphCount: Int, work: inout Int
  ) -> GlyphBitSet? {
    var seconds = GlyphBitSet(glyphCount: glyphCount)
    guard (try? subtable.uint16(0)) == 1, let setCount = try? subtable.uint16(4),
      subtable.contains(6, length: Int(setCount) * 2)
    else { return nil }
    for index in 0..<Int(setCount) {
      guard let offset = try? subtable.uint16(6 + index * 2),
        let set = try? subtable.subtable(at: Int(offset)), let count = try? set.uint16(0),
        set.contains(2, length: Int(count) * 2)
      else { return nil }
      work -= Int(count) + 1
      guard work >= 0 else { return nil }
      for item in 0..<Int(count) {
        guard let at = try? set.uint16(2 + item * 2),
          let components = try? set.uint16(Int(at) + 2), components >= 2,
          let glyph = try? set.uint16(Int(at) + 4)
        else { return nil }
        seconds.insert(Int(glyph))
      }
    }
    return seconds
  }
}
