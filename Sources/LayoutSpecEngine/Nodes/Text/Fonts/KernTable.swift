// 'kern' (OpenType spec, "kern — Kerning"; Apple's TrueType reference for version 1.0):
// format 0 subtables, ordered pairs with a value, horizontal and not cross-stream. Used
// only when GPOS has no 'kern' feature, as HarfBuzz and CoreText do. Leaves out formats
// 1 to 3 (Apple's state tables and class kerning) and minimum-value subtables. A
// subtable's length field is not trusted (a format 0 table with more than 10922 pairs
// overflows it); its pair count, checked against the table, is.

/// The pairs of every usable format 0 subtable.
struct KernTable: Sendable {
  /// Each subtable's pairs (6-byte records sorted by the pair as one 32-bit key) and
  /// whether it replaces the sum so far rather than adding to it.
  private var subtables: [(pairs: FontTable, count: Int, replaces: Bool)] = []

  init(_ table: FontTable) throws(FontError) {
    // Version 0 (OpenType): 16-bit version and count, 6-byte subtable headers (version,
    // length, coverage with the format in its high byte). Version 1.0 (Apple): 32-bit,
    // 8-byte headers (length32, coverage with the format in its low byte, tupleIndex).
    let apple = try table.uint16(0) == 1
    let count = Int(apple ? try table.uint32(4) : UInt32(try table.uint16(2)))
    var offset = apple ? 8 : 4
    for _ in 0..<min(count, table.count / 6) {
      let usable: Bool
      let replaces: Bool
      let header: Int
      let length: Int
      if apple {
        length = Int(try table.uint32(offset))
        let coverage = try table.uint16(offset + 4)
        // 0x8000 vertical, 0x4000 cross-stream, 0x2000 variation.
        usable = coverage & 0xFF == 0 && coverage & 0xE000 == 0
        replaces = false
        header = 8
      } else {
        length = Int(try table.uint16(offset + 2))
        let coverage = try table.uint16(offset + 4)
        // Bits: 0x1 horizontal, 0x2 minimum, 0x4 cross-stream, 0x8 override.
        usable = coverage >> 8 == 0 && coverage & 0x7 == 0x1
        replaces = coverage & 0x8 != 0
        header = 6
      }
      let body = try table.subtable(at: offset + header)
      let pairCount = Int(try body.uint16(0))
      try body.require(8, length: pairCount * 6)
      if usable { subtables.append((try body.subtable(at: 8), pairCount, replaces)) }
      // The next subtable: after the pairs when the length field is too small for them.
      offset += max(length, header + 8 + pairCount * 6)
      guard table.contains(offset, length: header) else { break }
    }
  }

  /// The kerning between `left` and `right` in font units (0 when not listed).
  func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    let key = UInt32(left) << 16 | UInt32(right)
    var value = 0
    for subtable in subtables {
      var low = 0
      var high = subtable.count
      while low < high {
        let middle = (low + high) / 2
        guard let pair = try? subtable.pairs.uint32(middle * 6) else { break }
        if pair < key {
          low = middle + 1
        } else if pair > key {
          high = middle
        } else {
          let kern = Int((try? subtable.pairs.int16(middle * 6 + 4)) ?? 0)
          value = subtable.replaces ? kern : value + kern
          break
        }
      }
    }
    return value
  }
}
