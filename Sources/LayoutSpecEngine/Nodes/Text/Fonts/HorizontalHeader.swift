// 'hhea' (OpenType spec, "hhea — Horizontal Header Table"): the ascender, descender and
// line gap CoreText and TextKit use for a line, and how many glyphs have their own
// advance in 'hmtx'.

/// The horizontal header, in font units.
struct HorizontalHeader: Sendable {
  var ascender: Int
  /// Negative below the baseline.
  var descender: Int
  var lineGap: Int
  /// The glyphs 0..<numberOfHMetrics have their own advance; the rest repeat the last.
  var numberOfHMetrics: Int

  init(_ table: FontTable) throws(FontError) {
    ascender = Int(try table.int16(4))
    descender = Int(try table.int16(6))
    lineGap = Int(try table.int16(8))
    numberOfHMetrics = Int(try table.uint16(34))
    guard numberOfHMetrics > 0 else { throw .malformed(table.tag, "numberOfHMetrics is 0") }
  }
}
