// 'cmap' (OpenType spec, "cmap — Character to Glyph Index Mapping Table"): Unicode scalar
// to glyph id, from the one subtable a shaper would pick: format 12 (all of Unicode) when
// there is one, else format 4 (the Basic Multilingual Plane). Leaves out formats 0, 2, 6,
// 8, 10, 13 and 14 (variation selectors) and symbol fonts' (3, 0) remapping to U+F0xx.

/// The character map: a binary search in the chosen subtable's bytes per lookup.
struct CharacterMap: Sendable {
  private enum Format: Sendable { case segments, groups }
  private let subtable: FontTable
  private let format: Format
  /// Format 4: the number of segments; format 12: the number of groups.
  private let count: Int
  private let numGlyphs: Int

  init(_ table: FontTable, numGlyphs: Int) throws(FontError) {
    let recordCount = Int(try table.uint16(2))
    try table.require(4, length: recordCount * 8)
    // (rank, subtable offset): a full-repertoire subtable first, then the BMP.
    var best: (rank: Int, offset: Int)?
    for index in 0..<recordCount {
      let record = 4 + index * 8
      let platform = try table.uint16(record)
      let encoding = try table.uint16(record + 2)
      let offset = Int(try table.uint32(record + 4))
      guard table.contains(offset, length: 2) else { continue }
      let format = try table.uint16(offset)
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      let rank: Int
      switch (format, unicode) {
      case (12, true): rank = 0
      case (4, true): rank = 1
      case (4, false) where platform == 3 && encoding == 0: rank = 2
      default: continue
      }
      if rank < best?.rank ?? Int.max { best = (rank, offset) }
    }
    guard let best else {
      throw .malformed(table.tag, "no Unicode subtable of format 4 or 12")
    }
    subtable = try table.subtable(at: best.offset)
    self.numGlyphs = numGlyphs
    if best.rank == 0 {
      format = .groups
      count = Int(try subtable.uint32(12))
      try subtable.require(16, length: count * 12)
    } else {
      format = .segments
      count = Int(try subtable.uint16(6)) / 2
      try subtable.require(14, length: count * 8 + 2)
    }
  }

  /// The glyph for `scalar`, 0 (.notdef) when the font has none.
  func glyph(for scalar: Unicode.Scalar) -> UInt16 {
    let glyph = (try? lookUp(Int(scalar.value))) ?? 0
    return Int(glyph) < numGlyphs ? glyph : 0
  }

  private func lookUp(_ code: Int) throws(FontError) -> UInt16 {
    switch format {
    case .groups:
      // Groups are sorted by startCharCode: find the last one starting at or before code.
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let group = 16 + middle * 12
        if Int(try subtable.uint32(group + 4)) < code {
          low = middle + 1
        } else if Int(try subtable.uint32(group)) > code {
          high = middle
        } else {
          let glyph = Int(try subtable.uint32(group + 8)) + code - Int(try subtable.uint32(group))
          return glyph <= 0xFFFF ? UInt16(glyph) : 0
        }
      }
      return 0
    case .segments:
      guard code <= 0xFFFF else { return 0 }
      // The first segment whose endCode >= code (segments are sorted by endCode).
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        if Int(try subtable.uint16(14 + middle * 2)) < code {
          low = middle + 1
        } else {
          high = middle
        }
      }
      guard low < count else { return 0 }
      let startCodes = 16 + count * 2
      let deltas = startCodes + count * 2
      let rangeOffsets = deltas + count * 2
      let start = Int(try subtable.uint16(startCodes + low * 2))
      guard start <= code else { return 0 }
      let delta = Int(try subtable.uint16(deltas + low * 2))
      let rangeOffset = Int(try subtable.uint16(rangeOffsets + low * 2))
      if rangeOffset == 0 { return UInt16((code + delta) & 0xFFFF) }
      // idRangeOffset counts bytes from its own position to the glyph id array entry.
      let glyph = Int(
        try subtable.uint16(rangeOffsets + low * 2 + rangeOffset + (code - start) * 2))
      return glyph == 0 ? 0 : UInt16((glyph + delta) & 0xFFFF)
    }
  }
}
