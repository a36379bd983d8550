// The variations of a variable font's metrics: 'HVAR' (OpenType spec, "HVAR — Horizontal
// Metrics Variations Table") for advance widths, through its advance width mapping or,
// without one, by glyph id; 'MVAR' ("MVAR — Metrics Variations Table") for the line
// metrics 'hasc', 'hdsc' and 'hlgp' (hhea's ascender, descender and line gap). Leaves out
// side bearings. A TrueType variable font without HVAR varies its advances through 'gvar'
// phantom points (GlyphVariations.swift).

/// Advance width deltas.
struct HorizontalMetricsVariations: Sendable {
  let store: ItemVariationStore
  private let mapping: FontTable?

  init(_ table: FontTable) throws(FontError) {
    guard let store = try table.subtable(offset32: 4) else {
      throw .malformed(table.tag, "no item variation store")
    }
    self.store = try ItemVariationStore(store)
    mapping = try table.subtable(offset32: 8)
  }

  /// The advance delta of `glyph` in font units, with `scalars` from the store's
  /// `regionScalars`.
  func advanceDelta(_ glyph: UInt16, scalars: [Double]) -> Double {
    guard let mapping else { return store.delta(outer: 0, inner: Int(glyph), scalars: scalars) }
    // A DeltaSetIndexMap: format 0 (16-bit count) or 1 (32-bit), entries of 1 to 4 bytes
    // holding outer << innerBits | inner; glyphs past the end use the last entry.
    guard let format = try? mapping.uint8(0), let entryFormat = try? mapping.uint8(1),
      let count = format == 0
        ? (try? mapping.uint16(2)).map(Int.init) : (try? mapping.uint32(2)).map(Int.init),
      count > 0
    else { return 0 }
    let entrySize = Int(entryFormat >> 4 & 0x3) + 1
    let innerBits = Int(entryFormat & 0xF) + 1
    let first = format == 0 ? 4 : 6
    var entry = 0
    for byte in 0..<entrySize {
      guard let value = try? mapping.uint8(first + min(Int(glyph), count - 1) * entrySize + byte)
      else { return 0 }
      entry = entry << 8 | Int(value)
    }
    return store.delta(
      outer: entry >> innerBits, inner: entry & (1 << innerBits - 1), scalars: scalars)
  }
}

/// Line metric deltas by tag.
struct MetricsVariations: Sendable {
  let store: ItemVariationStore
  private var records: [String: (outer: Int, inner: Int)] = [:]

  init(_ table: FontTable) throws(FontError) {
    let recordSize = Int(try table.uint16(6))
    let count = Int(try table.uint16(8))
    guard recordSize >= 8 else {
      throw .malformed(table.tag, "value records of \(recordSize) bytes")
    }
    guard let store = try table.subtable(offset16: 10) else {
      throw .malformed(table.tag, "no item variation store")
    }
    self.store = try ItemVariationStore(store)
    try table.require(12, length: count * recordSize)
    for index in 0..<count {
      let record = 12 + index * recordSize
      records[try table.tag(record)] = (
        Int(try table.uint16(record + 4)), Int(try table.uint16(record + 6))
      )
    }
  }

  /// The delta of the metric `tag` in font units (0 when the table does not vary it).
  func delta(_ tag: String, scalars: [Double]) -> Double {
    guard let record = records[tag] else { return 0 }
    return store.delta(outer: record.outer, inner: record.inner, scalars: scalars)
  }
}
