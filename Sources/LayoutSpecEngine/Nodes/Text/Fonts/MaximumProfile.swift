// 'maxp' (OpenType spec, "maxp — Maximum Profile"): only the number of glyphs, which
// bounds every glyph id the other tables may name.

/// The maximum profile: the number of glyphs.
struct MaximumProfile: Sendable {
  var numGlyphs: Int

  init(_ table: FontTable) throws(FontError) {
    numGlyphs = Int(try table.uint16(4))
    guard numGlyphs > 0 else { throw .malformed(table.tag, "numGlyphs is 0") }
  }
}
