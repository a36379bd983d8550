// The table directory of an sfnt font (OpenType spec, "Organization of an OpenType Font"):
// a TrueType ('\0\1\0\0' or 'true') or CFF ('OTTO') face, or a collection ('ttcf', .ttc and
// .otc) of several faces whose table directories share one file. Leaves out WOFF and WOFF2
// (compressed; a message says so) and Type 1 ('typ1') files.

/// One face's tables: where each lies in the file.
struct TableDirectory: Sendable {
  /// Where the directory starts in the file: faces of a collection at one offset are one.
  private(set) var offset = 0
  private var tables: [String: FontTable] = [:]
  /// Records that point past the end of the bytes read: an error only when read.
  private var outside: [String: (start: Int, length: Int)] = [:]

  /// The table with `tag`, nil when the face has none; throws when its record points
  /// outside the file.
  func table(_ tag: String) throws(FontError) -> FontTable? {
    if outside[tag] != nil { throw .truncated(tag) }
    return tables[tag]
  }

  /// Where the table with `tag` lies when its record points past the bytes read (the
  /// directories were read from the file's first bytes only).
  func recordOutside(_ tag: String) -> (start: Int, length: Int)? { outside[tag] }

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
      var recordBudget = file.count / 16
      return [try directory(at: 0, in: file, recordBudget: &recordBudget)]
    case 0x7474_6366:  // 'ttcf'
      return try collection(file)
    case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
      throw FontError(
        message: "WOFF and WOFF2 files are not supported (decompress to .ttf or .otf)")
    default:
      throw FontError(message: "not a font file (no TrueType or OpenType signature)")
    }
  }

  /// At most this many faces are read from a collection: real ones hold a few dozen, and
  /// a header that lists millions would cost memory for each.
  static let maximumFaceCount = 65535

  /// A TTC header: version, numFonts, then numFonts 32-bit offsets to table directories.
  /// Faces listed at one offset share one directory; the distinct directories may together
  /// hold no more table records than the file has room for (16 bytes each), so directories
  /// that overlap cannot make the file's records count many times over.
  private static func collection(_ file: FontTable) throws(FontError) -> [TableDirectory] {
    let collectionTag = "ttcf"
    let header = FontTable(bytes: file.bytes, tag: collectionTag, start: 0, count: file.count)
    let count = Int(try header.uint32(8))
    guard count <= maximumFaceCount else {
      throw .malformed(
        collectionTag, "\(count) faces listed, more than the \(maximumFaceCount) read")
    }
    // Checked before anything is allocated for the faces.
    try header.require(12, length: count * 4)
    guard count > 0 else { throw .malformed(collectionTag, "a collection without faces") }
    var faces: [TableDirectory] = []
    faces.reserveCapacity(count)
    var byOffset: [Int: TableDirectory] = [:]
    var recordBudget = file.count / 16
    for index in 0..<count {
      let offset = Int(try header.uint32(12 + index * 4))
      if let known = byOffset[offset] {
        faces.append(known)
        continue
      }
      let directory = try directory(at: offset, in: file, recordBudget: &recordBudget)
      byOffset[offset] = directory
      faces.append(directory)
    }
    return faces
  }

  /// A table directory: sfntVersion, numTables, three search fields, then 16-byte records
  /// (tag, checksum, offset, length).
  private static func directory(at offset: Int, in file: FontTable, recordBudget: inout Int)
    throws(FontError) -> TableDirectory
  {
    let directoryTag = "table directory"
    let header = FontTable(bytes: file.bytes, tag: directoryTag, start: 0, count: file.count)
    let tableCount = Int(try header.uint16(offset + 4))
    try header.require(offset + 12, length: tableCount * 16)
    guard tableCount <= recordBudget else {
      throw .malformed(directoryTag, "the faces' table directories overlap")
    }
    recordBudget -= tableCount
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
        directory.outside[tag] = (start, length)
      }
    }
    return directory
  }
}
