// 'head' (OpenType spec, "head — Font Header Table"): only unitsPerEm, the size of the
// design grid every other metric is measured in.

/// The font header: the units per em.
struct HeadTable: Sendable {
  var unitsPerEm: Int

  init(_ table: FontTable) throws(FontError) {
    unitsPerEm = Int(try table.uint16(18))
    // The spec's range; anything else would scale every metric by nonsense.
    guard (16...16384).contains(unitsPerEm) else {
      throw .malformed(table.tag, "unitsPerEm \(unitsPerEm) is not between 16 and 16384")
    }
  }
}
