// 'head' (OpenType spec, "head — Font Header Table"): unitsPerEm, the size of the design
// grid every other metric is measured in, and indexToLocFormat, how 'loca' lists where
// each glyph's outline is (read for a variable font's phantom points).

/// The font header: the units per em and the 'loca' format.
struct HeadTable: Sendable {
  var unitsPerEm: Int
  /// 0: 'loca' offsets are 16-bit halves; 1: 32-bit.
  var indexToLocFormat: Int

  init(_ table: FontTable) throws(FontError) {
    unitsPerEm = Int(try table.uint16(18))
    indexToLocFormat = Int(try table.int16(50))
    // The spec's range; anything else would scale every metric by nonsense.
    guard (16...16384).contains(unitsPerEm) else {
      throw .malformed(table.tag, "unitsPerEm \(unitsPerEm) is not between 16 and 16384")
    }
  }
}
