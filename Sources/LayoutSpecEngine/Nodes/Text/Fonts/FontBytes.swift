// Bounds-checked big-endian reads over a font file's bytes (OpenType spec, "Data types").
// Every read of a table goes through a `FontTable`, which knows the table's range in the
// file and its tag, so a read past the table's end is a `FontError` naming the table
// ("truncated 'hmtx' table") rather than a crash. The file's bytes are one shared array:
// copying a table or a face copies a reference, never the bytes.

/// Why a font file cannot be used: not a font, or a table it needs is truncated or
/// malformed.
public struct FontError: Error, Hashable, Sendable {
  public var message: String

  public init(message: String) { self.message = message }

  static func truncated(_ tag: String) -> FontError {
    FontError(message: "truncated '\(tag)' table")
  }

  static func malformed(_ tag: String, _ what: String) -> FontError {
    FontError(message: "malformed '\(tag)' table: \(what)")
  }
}

/// A range of a font file's bytes (a table, or a structure inside one) with reads that
/// check every offset against the range.
struct FontTable: Sendable {
  /// The whole file (shared, never copied).
  let bytes: [UInt8]
  /// The table's tag, for messages.
  let tag: String
  /// The range's first byte in `bytes`.
  let start: Int
  /// The range's length in bytes; `start + count <= bytes.count`.
  let count: Int

  /// The whole file as one range (the table directory reads through it).
  init(file bytes: [UInt8]) {
    self.bytes = bytes
    tag = "file"
    start = 0
    count = bytes.count
  }

  init(bytes: [UInt8], tag: String, start: Int, count: Int) {
    self.bytes = bytes
    self.tag = tag
    self.start = start
    self.count = count
  }

  /// The part of this range from `offset` to its end (a subtable): throws when `offset`
  /// lies outside the range.
  func subtable(at offset: Int) throws(FontError) -> FontTable {
    guard offset >= 0, offset <= count else { throw .truncated(tag) }
    return FontTable(bytes: bytes, tag: tag, start: start + offset, count: count - offset)
  }

  /// Whether `length` bytes at `offset` lie inside the range.
  @inline(__always)
  func contains(_ offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// Throws unless `length` bytes at `offset` lie inside the range (checked once before a
  /// loop reads an array of records).
  func require(_ offset: Int, length: Int) throws(FontError) {
    guard contains(offset, length: length) else { throw .truncated(tag) }
  }

  @inline(__always)
  func uint8(_ offset: Int) throws(FontError) -> UInt8 {
    guard contains(offset, length: 1) else { throw .truncated(tag) }
    return bytes[start + offset]
  }

  @inline(__always)
  func uint16(_ offset: Int) throws(FontError) -> UInt16 {
    guard contains(offset, length: 2) else { throw .truncated(tag) }
    let at = start + offset
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  @inline(__always)
  func int16(_ offset: Int) throws(FontError) -> Int16 {
    Int16(bitPattern: try uint16(offset))
  }

  /// A 24-bit unsigned integer (Offset24, uint24).
  func uint24(_ offset: Int) throws(FontError) -> UInt32 {
    guard contains(offset, length: 3) else { throw .truncated(tag) }
    let at = start + offset
    return UInt32(bytes[at]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2])
  }

  @inline(__always)
  func uint32(_ offset: Int) throws(FontError) -> UInt32 {
    guard contains(offset, length: 4) else { throw .truncated(tag) }
    let at = start + offset
    return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }

  func int32(_ offset: Int) throws(FontError) -> Int32 {
    Int32(bitPattern: try uint32(offset))
  }

  /// A 16.16 fixed-point number (Fixed).
  func fixed(_ offset: Int) throws(FontError) -> Double {
    Double(try int32(offset)) / 65536
  }

  /// A 2.14 fixed-point number (F2DOT14), as its integer (divide by 16384 for the value).
  func f2dot14(_ offset: Int) throws(FontError) -> Int16 {
    try int16(offset)
  }

  /// A four-character tag; bytes outside printable ASCII are kept as `?`.
  func tag(_ offset: Int) throws(FontError) -> String {
    try require(offset, length: 4)
    var text = ""
    for index in 0..<4 {
      let byte = bytes[start + offset + index]
      text.unicodeScalars.append(Unicode.Scalar((32...126).contains(byte) ? byte : 63))
    }
    return text
  }

  /// A 16-bit offset at `offset`, as the subtable it points to (relative to this range's
  /// start); nil for a null (0) offset.
  func subtable(offset16 offset: Int) throws(FontError) -> FontTable? {
    let target = Int(try uint16(offset))
    return target == 0 ? nil : try subtable(at: target)
  }

  /// A 32-bit offset at `offset`, as the subtable it points to; nil for a null offset.
  func subtable(offset32 offset: Int) throws(FontError) -> FontTable? {
    let target = Int(try uint32(offset))
    return target == 0 ? nil : try subtable(at: target)
  }
}
