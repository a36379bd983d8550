// 'GPOS' (OpenType spec, "GPOS — Glyph Positioning Table"), feature 'kern' only: single
// adjustment (lookup type 1) and pair adjustment (type 2, formats 1 and 2), also inside
// extension lookups (type 9). Only the horizontal advances are read from a value record
// (XAdvance, and its variation delta in a variable font): placements move a glyph's
// drawing, not the pen, and leave a line's width alone. Leaves out contextual, cursive
// and mark positioning (types 3 to 8), which Latin kerning does not use.
//
// Pairs follow HarfBuzz's order (hb-ot-layout-gpos-table.hh, PairPosFormat1/2::apply):
// lookups one after another over the whole run; at each glyph the first subtable that
// applies wins; the second glyph is the next one the lookup flag does not skip; after a
// pair, the next pair starts at the second glyph, or after it when the pair's second
// value record is not empty. A format 2 subtable applies whenever the first glyph is
// covered, even with a zero adjustment.

/// The 'kern' feature's positioning lookups.
struct GlyphPositioning: Sendable {
  private let lookups: [Lookup]

  /// Nil when the table's 'latn' or default script has no 'kern' feature.
  init?(_ table: FontTable) throws(FontError) {
    guard let lookups = try LayoutFeature.lookups("kern", in: table, extensionType: 9) else {
      return nil
    }
    self.lookups = lookups
  }

  /// Adds the kerning of every lookup to the glyphs' advances (font units), until the
  /// run's `budget` of subtables tried is spent.
  func applyKerning(
    _ glyphs: inout [ShapingGlyph], definition: GlyphDefinition, coordinates: [Int],
    budget: inout ShapingBudget
  ) {
    let store = coordinates.isEmpty ? nil : definition.variationStore
    let values = ValueReader(store: store, scalars: store?.regionScalars(coordinates) ?? [])
    for lookup in lookups where lookup.type == 1 || lookup.type == 2 {
      var index = 0
      while index < glyphs.count {
        guard !GlyphDefinition.skips(glyphs[index].glyphClass, flag: lookup.flag) else {
          index += 1
          continue
        }
        var next = index + 1
        for subtable in lookup.subtables {
          guard budget.spend() else { return }
          let applied =
            lookup.type == 1
            ? try? single(subtable, at: index, &glyphs, values)
            : try? pair(subtable, at: index, &glyphs, flag: lookup.flag, values)
          if let applied {
            next = applied
            break
          }
        }
        index = next
      }
    }
  }

  /// A single adjustment: the glyph's own advance. Returns the next index when it applied.
  private func single(
    _ subtable: FontTable, at index: Int, _ glyphs: inout [ShapingGlyph], _ values: ValueReader
  ) throws(FontError) -> Int? {
    guard let coverage = try subtable.subtable(offset16: 2),
      let covered = try Coverage.index(of: glyphs[index].glyph, in: coverage)
    else { return nil }
    let format = try subtable.uint16(6)
    let record: Int
    switch try subtable.uint16(0) {
    case 1: record = 6
    case 2:
      guard covered < Int(try subtable.uint16(6)) else { return nil }
      record = 8 + covered * ValueReader.size(format)
    default: return nil
    }
    glyphs[index].advance += try values.xAdvance(subtable, at: record + 2, format: format)
    return index + 1
  }

  /// A pair adjustment. Returns the next index when it applied.
  private func pair(
    _ subtable: FontTable, at index: Int, _ glyphs: inout [ShapingGlyph], flag: UInt16,
    _ values: ValueReader
  ) throws(FontError) -> Int? {
    guard let coverage = try subtable.subtable(offset16: 2),
      let covered = try Coverage.index(of: glyphs[index].glyph, in: coverage)
    else { return nil }
    var second = index + 1
    while second < glyphs.count, GlyphDefinition.skips(glyphs[second].glyphClass, flag: flag) {
      second += 1
    }
    guard second < glyphs.count else { return nil }
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
      let target = glyphs[second].glyph
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
      let class1 = try ClassDefinition.glyphClass(of: glyphs[index].glyph, in: classes1)
      let class2 = try ClassDefinition.glyphClass(of: glyphs[second].glyph, in: classes2)
      guard class1 < class1Count, class2 < class2Count else { return nil }
      base = subtable
      records = 16 + (class1 * class2Count + class2) * (size1 + size2)
    default:
      return nil
    }
    glyphs[index].advance += try values.xAdvance(base, at: records, format: format1)
    glyphs[second].advance += try values.xAdvance(base, at: records + size1, format: format2)
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
