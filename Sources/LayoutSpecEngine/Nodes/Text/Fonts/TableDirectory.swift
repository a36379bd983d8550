// The table directory of an sfnt font (OpenType spec, "Organization of an OpenType Font"):
// a TrueType ('\0\1\0\0' or 'true') or CFF ('OTTO') face, or a collection ('ttcf', .ttc and
// .otc) of several faces whose table directories share one file. Leaves out WOFF and WOFF2
// (compressed; a message says so) and Type 1 ('typ1') files.

/// One face's tables: where each lies in the file.
struct TableDirectory: Sendable {
  /// Where the directory starts in the file: faces of a collection at one offset are one.
  private(set) var offset = 0
  private var tables: [String: FontTable] = [:]
  /// Tags whose record points past the end of the file: an error only when read.
  private var truncated: Set<String> = []

  /// The table with `tag`, nil when the face has none; throws when its record points
  /// outside the file.
  func table(_ tag: String) throws(FontError) -> FontTable? {
    if truncated.contains(tag) { throw .truncated(tag) }
    return tables[tag]
  }

  /// The table with `tag`, which the face must have.
  func required(_ tag: String) throws(FontError) -> FontTable {
    guard let table = try table(tag) else {
      throw FontError(message: "no '\(tag)' table")
    }
    return table
  }

  /// The table directories of every face in `bytes`: one for a font file, one per face
  /// of a collection.
  static func faces(in bytes: [UInt8]) throws(FontError) -> [TableDirectory] {
    let file = FontTable(file: bytes)
    guard file.contains(0, length: 4) else {
      throw FontError(message: "not a font file (no TrueType or OpenType signature)")
    }
    switch try file.uint32(0) {
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // 1.0, 'OTTO', 'true'
      return [try directory(at: 0, in: file)]
    case 0x7474_6366:  // 'ttcf'
      return try collection(file)
    case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
      throw FontError(
        message: "WOFF and WOFF2 files are not supported (decompress to .ttf or .otf)")
    default:
      throw FontError(message: "not a font file (no TrueType or OpenType signature)")
    }
  }

  /// A TTC header: version, numFonts, then numFonts 32-bit offsets to table directories.
  private static func collection(_ file: FontTable) throws(FontError) -> [TableDirectory] {
    let collectionTag = "ttcf"
    let header = FontTable(bytes: file.bytes, tag: collectionTag, start: 0, count: file.count)
    let count = Int(try header.uint32(8))
    // Checked before anything is allocated for the faces.
    try header.require(12, length: count * 4)
    guard count > 0 else { throw .malformed(collectionTag, "a collection without faces") }
    var faces: [TableDirectory] = []
    faces.reserveCapacity(count)
    for index in 0..<count {
      faces.append(try directory(at: Int(try header.uint32(12 + index * 4)), in: file))
    }
    return faces
  }

  /// A table directory: sfntVersion, numTables, three search fields, then 16-byte records
  /// (tag, checksum, offset, length).
  private static func directory(at offset: Int, in file: FontTable) throws(FontError)
    -> TableDirectory
  {
    let directoryTag = "table directory"
    let header = FontTable(bytes: file.bytes, tag: directoryTag, start: 0, count: file.count)
    let tableCount = Int(try header.uint16(offset + 4))
    try header.require(offset + 12, length: tableCount * 16)
    var directory = TableDirectory()
    directory.offset = offset
    for index in 0..<tableCount {
      let record = offset + 12 + index * 16
      let tag = try header.tag(record)
      let start = Int(try header.uint32(record + 8))
      let length = Int(try header.uint32(record + 12))
      if header.contains(start, length: length) {
        directory.tables[tag] = FontTable(
          bytes: file.bytes, tag: tag, start: start, count: length)
      } else {
        directory.truncated.insert(tag)
      }
    }
    return directory
  }
}
