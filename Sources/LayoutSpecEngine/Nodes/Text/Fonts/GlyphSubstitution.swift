// 'GSUB' (OpenType spec, "GSUB — Glyph Substitution Table"), feature 'liga' only:
// ligature substitution (lookup type 4), also inside extension lookups (type 7). Leaves
// out every other substitution ('ccmp', 'calt', 'locl', 'rvrn', contextual and single
// substitutions), which change what glyphs a run draws but rarely its width in Latin.
//
// As HarfBuzz (hb-ot-layout-gsub-table.hh, LigatureSet::apply): at each glyph the first
// subtable covering it and the first ligature of its set whose components follow (over
// glyphs the lookup flag skips) wins; the ligature takes the first glyph's place and
// cluster, its components are removed, skipped glyphs between them stay after it, and
// the lookup goes on after the ligature.

/// The 'liga' feature's substitution lookups.
struct GlyphSubstitution: Sendable {
  private let lookups: [Lookup]

  /// Nil when the table's 'latn' or default script has no 'liga' feature.
  init?(_ table: FontTable) throws(FontError) {
    guard let lookups = try LayoutFeature.lookups("liga", in: table, extensionType: 7) else {
      return nil
    }
    self.lookups = lookups
  }

  /// Replaces the glyph sequences of ligatures with the ligatures' glyphs, until the
  /// run's `budget` of subtables and ligatures tried is spent.
  func applyLigatures(
    _ glyphs: inout [ShapingGlyph], definition: GlyphDefinition, budget: inout ShapingBudget
  ) {
    for lookup in lookups where lookup.type == 4 {
      var index = 0
      while index < glyphs.count {
        if !GlyphDefinition.skips(glyphs[index].glyphClass, flag: lookup.flag) {
          for subtable in lookup.subtables {
            guard budget.spend() else { return }
            let formed = try? ligature(
              subtable, at: index, &glyphs, flag: lookup.flag, definition, &budget)
            if formed == true { break }
          }
        }
        index += 1
      }
    }
  }

  /// Forms the first ligature of `subtable` that starts at `index`; false when none does.
  private func ligature(
    _ subtable: FontTable, at index: Int, _ glyphs: inout [ShapingGlyph], flag: UInt16,
    _ definition: GlyphDefinition, _ budget: inout ShapingBudget
  ) throws(FontError) -> Bool {
    guard try subtable.uint16(0) == 1, let coverage = try subtable.subtable(offset16: 2),
      let covered = try Coverage.index(of: glyphs[index].glyph, in: coverage),
      covered < Int(try subtable.uint16(4))
    else { return false }
    let set = try subtable.subtable(at: Int(try subtable.uint16(6 + covered * 2)))
    let ligatureCount = Int(try set.uint16(0))
    try set.require(2, length: ligatureCount * 2)
    for item in 0..<ligatureCount {
      guard budget.spend() else { return false }
      let ligature = try set.subtable(at: Int(try set.uint16(2 + item * 2)))
      let componentCount = Int(try ligature.uint16(2))
      guard componentCount >= 1 else { continue }
      // The positions of the components after the first, found over skipped glyphs.
      var positions: [Int] = []
      var position = index
      var matched = true
      for component in 1..<componentCount {
        position += 1
        while position < glyphs.count,
          GlyphDefinition.skips(glyphs[position].glyphClass, flag: flag)
        {
          position += 1
        }
        guard position < glyphs.count,
          glyphs[position].glyph == (try ligature.uint16(2 + component * 2))
        else {
          matched = false
          break
        }
        positions.append(position)
      }
      guard matched else { continue }
      let glyph = try ligature.uint16(0)
      glyphs[index].glyph = glyph
      glyphs[index].glyphClass = definition.glyphClass(of: glyph)
      for removed in positions.reversed() { glyphs.remove(at: removed) }
      return true
    }
    return false
  }
}
