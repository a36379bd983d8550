// 'GPOS' (OpenType spec, "GPOS — Glyph Positioning Table"): the features that move the
// pen in horizontal Latin-like text, 'kern' (unless kerning is off) and 'dist', with the
// language system's required feature: single adjustment (lookup type 1), pair adjustment
// (type 2, formats 1 and 2), contextual and chained contextual positioning (types 7 and
// 8, calling those) and extension lookups (type 9). Only the horizontal advances are
// read from a value record (XAdvance, and its variation delta in a variable font):
// placements move a glyph's drawing, not the pen, and leave a line's width alone. Left
// out: cursive attachment ('curs', type 3: cursive scripts) and mark positioning ('mark',
// 'mkmk', types 4 to 6), which in HarfBuzz move marks (their offsets), never a base
// glyph's advance.
//
// Pairs follow HarfBuzz's order (hb-ot-layout-gpos-table.hh, PairPosFormat1/2::apply):
// lookups one after another over the whole run; at each glyph the first subtable that
// applies wins; the second glyph is the next one the lookup flag does not skip; after a
// pair, the next pair starts at the second glyph, or after it when the pair's second
// value record is not empty. A format 2 subtable applies whenever the first glyph is
// covered, even with a zero adjustment.

/// The positioning lookups of 'kern' and 'dist'.
struct GlyphPositioning: Sendable {
  /// The features applied, in the order of their bits.
  static let features = ["kern", "dist"]
  static let kerningFeature: UInt32 = 0b01

  private let lookups: [Lookup]
  let list: LookupList
  /// Whether the font's GPOS has a 'kern' feature (else the 'kern' table kerns).
  let hasKerning: Bool

  /// Nil when the table's 'latn' or default script has none of the features.
  init?(_ table: FontTable, definition: GlyphDefinition, glyphCount: Int) throws(FontError) {
    guard
      let read = try LayoutFeature.lookups(
        Self.features, in: table, extensionType: 9, definition: definition,
        glyphCount: glyphCount)
    else { return nil }
    lookups = read.lookups
    list = read.list
    hasKerning = read.found & Self.kerningFeature != 0
  }

  /// Adds the adjustments of the lookups of the features in `enabled` (bits of
  /// `features`; the required feature always) to the glyphs' advances (font units),
  /// until the run's budget is spent.
  func apply(_ run: inout ShapingRun, enabled: UInt32, coordinates: [Int]) {
    let store = coordinates.isEmpty ? nil : run.definition.variationStore
    let pass = PositioningPass(
      positioning: self,
      values: ValueReader(store: store, scalars: store?.regionScalars(coordinates) ?? []))
    for lookup in lookups where lookup.features & (enabled | Lookup.requiredFeatureBit) != 0 {
      var index = 0
      while index < run.glyphs.count {
        guard run.budget.spend() else { return }
        if lookup.filter?.first.mayContain(run.glyphs[index].glyph) ?? true,
          !GlyphDefinition.skips(run.glyphs[index], lookup),
          let next = pass.applyOnce(lookup, at: index, &run, nesting: 0)
        {
          index = next
        } else {
          index += 1
        }
      }
    }
  }
}

/// The lookups of a GPOS table at one run's variation coordinates.
private struct PositioningPass: ContextualLookupTable {
  let positioning: GlyphPositioning
  let values: ValueReader

  var list: LookupList { positioning.list }

  func applyOnce(_ lookup: Lookup, at index: Int, _ run: inout ShapingRun, nesting: Int)
    -> Int?
  {
    let glyph = run.glyphs[index].glyph
    for (position, subtable) in lookup.subtables.enumerated() {
      guard run.budget.spend() else { return nil }
      if let filter = lookup.filter?.subtables[position], !filter.first.mayContain(glyph) {
        continue
      }
      let next: Int?
      switch lookup.type {
      case 1: next = try? single(subtable, at: index, &run.glyphs, values)
      case 2: next = try? pair(subtable, at: index, lookup, &run, values)
      case 7, 8:
        next = try? SequenceContext.apply(
          subtable, chained: lookup.type == 8, at: index, lookup, &run, nesting: nesting,
          self)
      default: return nil
      }
      if let next { return next }
    }
    return nil
  }

  /// A single adjustment: the glyph's own advance. Returns the next index when it applied.
  private func single(
    _ subtable: FontTable, at index: Int, _ glyphs: inout GlyphBuffer, _ values: ValueReader
  ) throws(FontError) -> Int? {
    guard let coverage = try subtable.subtable(offset16: 2),
      let covered = try Coverage.index(of: glyphs[index].glyph, in: coverage)
    else { return nil }
    // posFormat, coverage, valueFormat, then one value record (format 1) or a count and
    // a record per covered glyph (format 2).
    let format = try subtable.uint16(4)
    let record: Int
    switch try subtable.uint16(0) {
    case 1: record = 6
    case 2:
      guard covered < Int(try subtable.uint16(6)) else { return nil }
      record = 8 + covered * ValueReader.size(format)
    default: return nil
    }
    glyphs[index].advance += try values.xAdvance(subtable, at: record, format: format)
    return index + 1
  }

  /// A pair adjustment. Returns the next index when it applied.
  private func pair(
    _ subtable: FontTable, at index: Int, _ lookup: Lookup, _ run: inout ShapingRun,
    _ values: ValueReader
  ) throws(FontError) -> Int? {
    guard let coverage = try subtable.subtable(offset16: 2),
      let covered = try Coverage.index(of: run.glyphs[index].glyph, in: coverage),
      let second = run.next(from: index, step: 1, lookup)
    else { return nil }
    let format1 = try subtable.uint16(4)
    let format2 = try subtable.uint16(6)
    let size1 = ValueReader.size(format1)
    let size2 = ValueReader.size(format2)
    // Where the value records are, and the table their device offsets count from: the
    // PairSet in format 1 (as HarfBuzz and fontTools read it), the subtable in format 2.
    let base: FontTable
    let records: Int
    switch try subtable.uint16(0) {
    case 1:
      guard covered < Int(try subtable.uint16(8)) else { return nil }
      base = try subtable.subtable(at: Int(try subtable.uint16(10 + covered * 2)))
      let recordSize = 2 + size1 + size2
      var low = 0
      var high = Int(try base.uint16(0))
      let target = run.glyphs[second].glyph
      var found: Int?
      while low < high {
        let middle = (low + high) / 2
        let record = 2 + middle * recordSize
        let glyph = try base.uint16(record)
        if glyph < target {
          low = middle + 1
        } else if glyph > target {
          high = middle
        } else {
          found = record + 2
          break
        }
      }
      guard let found else { return nil }
      records = found
    case 2:
      guard let classes1 = try subtable.subtable(offset16: 8),
        let classes2 = try subtable.subtable(offset16: 10)
      else { return nil }
      let class1Count = Int(try subtable.uint16(12))
      let class2Count = Int(try subtable.uint16(14))
      let class1 = try ClassDefinition.glyphClass(of: run.glyphs[index].glyph, in: classes1)
      let class2 = try ClassDefinition.glyphClass(of: run.glyphs[second].glyph, in: classes2)
      guard class1 < class1Count, class2 < class2Count else { return nil }
      base = subtable
      records = 16 + (class1 * class2Count + class2) * (size1 + size2)
    default:
      return nil
    }
    run.glyphs[index].advance += try values.xAdvance(base, at: records, format: format1)
    run.glyphs[second].advance += try values.xAdvance(
      base, at: records + size1, format: format2)
    return format2 == 0 ? second : second + 1
  }
}

/// Reads the horizontal advance out of GPOS value records.
private struct ValueReader {
  let store: ItemVariationStore?
  /// The store's region scalars at the run's coordinates.
  let scalars: [Double]

  /// A value record's size: two bytes per field its format has.
  static func size(_ format: UInt16) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

  /// The XAdvance of the value record at `offset` (0 when the format has none), plus the
  /// variation delta of its XAdvDevice when that is a variation index and the font is
  /// varied.
  func xAdvance(_ subtable: FontTable, at offset: Int, format: UInt16) throws(FontError)
    -> Double
  {
    // Fields in order: XPlacement 0x1, YPlacement 0x2, XAdvance 0x4, YAdvance 0x8,
    // XPlaDevice 0x10, YPlaDevice 0x20, XAdvDevice 0x40, YAdvDevice 0x80.
    var advance = 0.0
    if format & 0x4 != 0 {
      advance = Double(try subtable.int16(offset + Self.size(format & 0x3)))
    }
    if format & 0x40 != 0, let store,
      let device = try subtable.subtable(offset16: offset + Self.size(format & 0x3F))
    {
      // A VariationIndex table: outer, inner, deltaFormat 0x8000. Device tables of other
      // formats adjust for pixel sizes (hinting) and are left out.
      if try device.uint16(4) == 0x8000 {
        advance += store.delta(
          outer: Int(try device.uint16(0)), inner: Int(try device.uint16(2)),
          scalars: scalars)
      }
    }
    return advance
  }
}
