// 'GDEF' (OpenType spec, "GDEF — Glyph Definition Table"): the glyph classes by which a
// lookup's flag skips marks, bases or ligatures, and the item variation store that GPOS
// value records of a variable font point into. Leaves out mark attachment classes and
// mark glyph sets (a lookup that filters marks by them skips every mark), attachment
// points and ligature caret lists.

/// The glyph definitions a shaper uses.
struct GlyphDefinition: Sendable {
  /// Glyph class 1 base, 2 ligature, 3 mark, 4 component.
  private var classes: FontTable?
  /// GPOS device tables with a variation index point here.
  var variationStore: ItemVariationStore?

  init() {}

  init(_ table: FontTable) throws(FontError) {
    let minor = try table.uint16(2)
    classes = try table.subtable(offset16: 4)
    if minor >= 3, let store = try table.subtable(offset32: 14) {
      variationStore = try ItemVariationStore(store)
    }
  }

  static let baseClass: UInt8 = 1
  static let ligatureClass: UInt8 = 2
  static let markClass: UInt8 = 3

  /// The class of `glyph`, 0 when the font does not say.
  func glyphClass(of glyph: UInt16) -> UInt8 {
    guard let classes else { return 0 }
    return UInt8(truncatingIfNeeded: (try? ClassDefinition.glyphClass(of: glyph, in: classes)) ?? 0)
  }

  /// Whether a lookup with `flag` passes over a glyph of `glyphClass`.
  static func skips(_ glyphClass: UInt8, flag: UInt16) -> Bool {
    switch glyphClass {
    case baseClass: return flag & Lookup.ignoreBaseGlyphs != 0
    case ligatureClass: return flag & Lookup.ignoreLigatures != 0
    // Mark attachment types (flag & 0xFF00) and mark filtering sets (0x10) filter marks
    // by classes this reader does not read: such a lookup passes over every mark.
    case markClass: return flag & (Lookup.ignoreMarks | 0xFF10) != 0
    default: return false
    }
  }
}
