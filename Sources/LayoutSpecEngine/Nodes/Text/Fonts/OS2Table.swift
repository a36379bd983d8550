// 'OS/2' (OpenType spec, "OS/2 — OS/2 and Windows Metrics Table"): the weight class and
// the typographic and Windows vertical metrics, read only when 'hhea' has no ascender or
// descender (a font made for Windows only), as CoreText falls back.

/// The OS/2 metrics this reader uses, in font units.
struct OS2Table: Sendable {
  /// 100 (thin) to 900 (black); 400 is regular.
  var weightClass: Int
  var typoAscender: Int
  /// Negative below the baseline.
  var typoDescender: Int
  var typoLineGap: Int
  var winAscent: Int
  /// Positive below the baseline (the Windows convention).
  var winDescent: Int

  init(_ table: FontTable) throws(FontError) {
    weightClass = Int(try table.uint16(4))
    typoAscender = Int(try table.int16(68))
    typoDescender = Int(try table.int16(70))
    typoLineGap = Int(try table.int16(72))
    winAscent = Int(try table.uint16(74))
    winDescent = Int(try table.uint16(76))
  }
}
