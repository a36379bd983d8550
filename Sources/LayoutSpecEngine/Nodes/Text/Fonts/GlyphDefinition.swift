// 'GDEF' (OpenType spec, "GDEF — Glyph Definition Table"): the glyph classes and mark
// attachment classes by which a lookup's flag skips marks, bases or ligatures, the mark
// glyph sets a lookup may filter marks by, and the item variation store that GPOS value
// records of a variable font point into. Leaves out attachment points and ligature caret
// lists. A font without glyph classes gets HarfBuzz's (hb-ot-shape.cc,
// hb_synthesize_glyph_classes): nonspacing marks are marks, every other glyph a base.

/// The glyph definitions a shaper uses.
struct GlyphDefinition: Sendable {
  /// Glyph class 1 base, 2 ligature, 3 mark, 4 component.
  private var classes: FontTable?
  /// The mark attachment class of each mark (a lookup flag's high byte).
  private var markAttachmentClasses: FontTable?
  /// MarkGlyphSetsDef: coverage tables by set index.
  private var markGlyphSets: FontTable?
  /// GPOS device tables with a variation index point here.
  var variationStore: ItemVariationStore?

  init() {}

  init(_ table: FontTable) throws(FontError) {
    let minor = try table.uint16(2)
    classes = try table.subtable(offset16: 4)
    markAttachmentClasses = try table.subtable(offset16: 10)
    if minor >= 2 { markGlyphSets = try table.subtable(offset16: 12) }
    if minor >= 3, let store = try table.subtable(offset32: 14) {
      variationStore = try ItemVariationStore(store)
    }
  }

  static let baseClass: UInt8 = 1
  static let ligatureClass: UInt8 = 2
  static let markClass: UInt8 = 3

  /// Whether the font classes its glyphs (else the classes come from the characters).
  var hasClasses: Bool { classes != nil }

  /// The class of `glyph`, 0 when the font does not say.
  func glyphClass(of glyph: UInt16) -> UInt8 {
    guard let classes else { return 0 }
    return UInt8(truncatingIfNeeded: (try? ClassDefinition.glyphClass(of: glyph, in: classes)) ?? 0)
  }

  /// The mark attachment class of `glyph`, 0 when the font does not say.
  func markAttachmentClass(of glyph: UInt16) -> UInt8 {
    guard let markAttachmentClasses else { return 0 }
    return UInt8(
      truncatingIfNeeded: (try? ClassDefinition.glyphClass(
        of: glyph, in: markAttachmentClasses)) ?? 0)
  }

  /// The coverage table of mark glyph set `index`, nil when there is none (a lookup that
  /// filters by it then skips every mark, as HarfBuzz's mark_set_covers answers false).
  func markGlyphSet(_ index: Int) -> FontTable? {
    guard let markGlyphSets, (try? markGlyphSets.uint16(0)) == 1,
      let count = try? markGlyphSets.uint16(2), index < Int(count)
    else { return nil }
    return try? markGlyphSets.subtable(offset32: 4 + index * 4)
  }

  /// The class a glyph for `scalar` starts with: GDEF's, else HarfBuzz's guess from the
  /// character (a nonspacing mark that is not default-ignorable is a mark).
  func glyphClass(of glyph: UInt16, for scalar: Unicode.Scalar) -> UInt8 {
    if hasClasses { return glyphClass(of: glyph) }
    let properties = scalar.properties
    return properties.generalCategory == .nonspacingMark
      && !properties.isDefaultIgnorableCodePoint ? Self.markClass : Self.baseClass
  }

  /// Whether a lookup passes over `glyph` (HarfBuzz: hb_ot_apply_context_t
  /// check_glyph_property): by its class and the lookup's flag, and a mark by the flag's
  /// mark filtering set or mark attachment type.
  static func skips(_ glyph: ShapingGlyph, _ lookup: Lookup) -> Bool {
    let flag = lookup.flag
    switch glyph.glyphClass {
    case baseClass: return flag & Lookup.ignoreBaseGlyphs != 0
    case ligatureClass: return flag & Lookup.ignoreLigatures != 0
    case markClass:
      if flag & Lookup.ignoreMarks != 0 { return true }
      if flag & Lookup.useMarkFilteringSet != 0 {
        guard let set = lookup.markFilteringSet else { return true }
        return (try? Coverage.index(of: glyph.glyph, in: set)) == nil
      }
      let type = flag >> 8
      return type != 0 && type != UInt16(glyph.markAttachmentClass)
    default: return false
    }
  }
}
