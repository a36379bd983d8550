// Font files made in memory, table by table: the smallest fonts that exercise one table
// ('trak', a broken 'cmap') and the containers around them (collections).

/// Big-endian bytes of integers, for writing tables.
struct FontBytesWriter {
  var bytes: [UInt8] = []

  mutating func u16(_ values: Int...) {
    for value in values { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
  }

  mutating func u32(_ values: Int...) {
    for value in values {
      bytes += [
        UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
  }

  mutating func tag(_ tag: String) { bytes += Array(tag.utf8) }
}

enum TestFontBuilder {
  /// An sfnt file with `tables` (tag, bytes), each padded to four bytes.
  static func sfnt(_ tables: [(String, [UInt8])], signature: Int = 0x0001_0000) -> [UInt8] {
    var header = FontBytesWriter()
    header.u32(signature)
    header.u16(tables.count, 0, 0, 0)
    var body: [UInt8] = []
    let start = 12 + tables.count * 16
    for (tag, bytes) in tables {
      header.tag(tag)
      header.u32(0, start + body.count, bytes.count)
      body += bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    return header.bytes + body
  }

  /// A collection of whole font files: each file's table offsets moved by where it lands.
  /// `listing` gives the font of each face (default: each font once).
  static func collection(_ fonts: [[UInt8]], listing: [Int]? = nil) -> [UInt8] {
    let listing = listing ?? Array(fonts.indices)
    var header = FontBytesWriter()
    header.tag("ttcf")
    header.u32(0x0001_0000, listing.count)
    var body: [UInt8] = []
    var offsets: [Int] = []
    let start = 12 + listing.count * 4
    for font in fonts {
      let shift = start + body.count
      offsets.append(shift)
      var moved = font
      let tableCount = Int(font[4]) << 8 | Int(font[5])
      for index in 0..<tableCount {
        let at = 12 + index * 16 + 8
        let offset = font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } + shift
        for byte in 0..<4 { moved[at + byte] = UInt8(offset >> (24 - byte * 8) & 0xFF) }
      }
      body += moved + Array(repeating: 0, count: (4 - moved.count % 4) % 4)
    }
    for font in listing { header.u32(offsets[font]) }
    return header.bytes + body
  }

  /// The tables of a font with 1000 units per em, ascender 800, descender -200, line gap
  /// 90, and three glyphs: .notdef (advance 500), A (600) and B (700), mapped by a format 4
  /// cmap; `extra` tables are added.
  static func minimalTables(extra: [(String, [UInt8])] = []) -> [(String, [UInt8])] {
    var head = FontBytesWriter()
    head.u32(0x0001_0000, 0, 0, 0x5F0F_3CF5)
    head.u16(0, 1000)
    head.bytes += Array(repeating: 0, count: 54 - head.bytes.count)
    var hhea = FontBytesWriter()
    hhea.u32(0x0001_0000)
    hhea.u16(800, 0x10000 - 200, 90)
    hhea.bytes += Array(repeating: 0, count: 34 - hhea.bytes.count)
    hhea.u16(3)
    var maxp = FontBytesWriter()
    maxp.u32(0x0000_5000)
    maxp.u16(3)
    var hmtx = FontBytesWriter()
    hmtx.u16(500, 0, 600, 0, 700, 0)
    return [
      ("cmap", formatFourCmap()), ("head", head.bytes), ("hhea", hhea.bytes),
      ("hmtx", hmtx.bytes), ("maxp", maxp.bytes),
    ] + extra
  }

  /// 'A' and 'B' to glyphs 1 and 2: one segment with a delta, then the final 0xFFFF one.
  static func formatFourCmap() -> [UInt8] {
    var cmap = FontBytesWriter()
    cmap.u16(0, 1, 3, 1)
    cmap.u32(12)
    cmap.u16(4, 32, 0, 4, 4, 1, 0)
    cmap.u16(66, 0xFFFF, 0, 65, 0xFFFF, (1 - 65) & 0xFFFF, 1, 0, 0)
    return cmap.bytes
  }

  /// A 'trak' table whose normal track is -20 units at 12 pt and 10 units at 24 pt.
  static func trackingTable() -> [UInt8] {
    var trak = FontBytesWriter()
    trak.u32(0x0001_0000)
    trak.u16(0, 12, 0, 0)
    // TrackData: 1 track, 2 sizes, sizes at 28; the entry: track 0.0, name 256, values at 36.
    trak.u16(1, 2)
    trak.u32(28)
    trak.u32(0)
    trak.u16(256, 36)
    trak.u32(12 << 16, 24 << 16)
    trak.u16(0x10000 - 20, 10)
    return trak.bytes
  }

  /// A 'wght' axis from 100 to 900, default 400.
  static func weightAxis() -> [UInt8] {
    var fvar = FontBytesWriter()
    fvar.u16(1, 0, 16, 2, 1, 20, 0, 8)
    fvar.tag("wght")
    fvar.u32(100 << 16, 400 << 16, 900 << 16)
    fvar.u16(0, 256)
    return fvar.bytes
  }

  /// An avar map of the one axis: -1 to -1, 0 to 0, 0.5 to 0.8 (13107), 1 to 1.
  static func weightMap() -> [UInt8] {
    var avar = FontBytesWriter()
    avar.u16(1, 0, 0, 1, 4)
    avar.u16(0x10000 - 16384, 0x10000 - 16384, 0, 0, 8192, 13107, 16384, 16384)
    return avar.bytes
  }

  /// An MVAR that adds 100 units to the ascender ('hasc') at the axis maximum: one
  /// region (0, 1, 1), one item.
  static func ascenderVariation() -> [UInt8] {
    var mvar = FontBytesWriter()
    mvar.u16(1, 0, 0, 8, 1, 20)
    mvar.tag("hasc")
    mvar.u16(0, 0)
    // The item variation store: format 1, regions at 12, one data set at 22.
    mvar.u16(1)
    mvar.u32(12)
    mvar.u16(1)
    mvar.u32(22)
    mvar.u16(1, 1, 0, 16384, 16384)
    mvar.u16(1, 1, 1, 0, 100)
    return mvar.bytes
  }

  /// A variable TrueType font without HVAR (the 'wght' axis of `weightAxis`): 'glyf' and
  /// 'loca' with glyph 1 ('A') of `points` outline points and glyph 2 ('B') a composite of
  /// `component` with USE_MY_METRICS, and a 'gvar' whose `tuples` for glyph 1 each move
  /// every point, phantom points included, by `deltas` (zero past its end) at the axis
  /// maximum.
  static func phantomPointFont(
    points: Int, component: Int, tuples: Int, deltas: [Int]
  ) -> [UInt8] {
    var glyf = FontBytesWriter()
    glyf.u16(1, 0, 0, 0, 0, points - 1)
    glyf.u16(0xFFFF, 0, 0, 0, 0, 0x200, component, 0)
    var loca = FontBytesWriter()
    loca.u16(0, 0, 6, 14)
    // Each tuple: all points (0), then the x deltas: the given bytes, then zero runs.
    var body = FontBytesWriter()
    body.bytes.append(0)
    body.bytes.append(UInt8(deltas.count - 1))
    for delta in deltas { body.bytes.append(UInt8(truncatingIfNeeded: delta)) }
    var left = points + 4 - deltas.count
    while left > 0 {
      let run = min(left, 64)
      body.bytes.append(UInt8(0x80 | (run - 1)))
      left -= run
    }
    var data = FontBytesWriter()
    data.u16(tuples, 4 + tuples * 6)
    for _ in 0..<tuples { data.u16(body.bytes.count, 0xA000, 16384) }
    for _ in 0..<tuples { data.bytes += body.bytes }
    var gvar = FontBytesWriter()
    gvar.u16(1, 0, 1, 0)
    gvar.u32(0)
    gvar.u16(3, 1)
    gvar.u32(36)
    gvar.u32(0, 0, data.bytes.count, data.bytes.count)
    gvar.bytes += data.bytes
    return sfnt(
      minimalTables(extra: [
        ("fvar", weightAxis()), ("glyf", glyf.bytes), ("loca", loca.bytes),
        ("gvar", gvar.bytes),
      ]))
  }
}
