// 'name' (OpenType spec, "name — Naming Table"): the family (typographic family 16, else
// 1), subfamily (typographic subfamily 17, else 2), full (4) and PostScript (6) names, by
// which a font is found on disk (FontFaceNames, the CLI's FontLibrary). Windows
// (platform 3) and Unicode (0) records are UTF-16BE and preferred, US English first;
// Macintosh (1) records are read as Mac Roman's ASCII half only (other bytes become
// U+FFFD), which is enough for the names fonts put there.

/// The names a face is looked up by.
struct FontNames: Sendable {
  /// The typographic family (16), else the family (1): `Avenir`.
  var familyName = ""
  /// The family (1) when the typographic family differs from it: `Avenir Heavy` for a
  /// font whose typographic family is `Avenir`; else empty.
  var legacyFamilyName = ""
  /// The typographic subfamily (17), else the subfamily (2): `Heavy`, `Regular`.
  var subfamilyName = ""
  var fullName = ""
  var postScriptName = ""

  init() {}

  init(_ table: FontTable) throws(FontError) {
    let count = Int(try table.uint16(2))
    let storage = Int(try table.uint16(4))
    try table.require(6, length: count * 12)
    // The best record so far for each name id, by rank (lower is better).
    var best: [Int: (rank: Int, record: Int)] = [:]
    for index in 0..<count {
      let record = 6 + index * 12
      let nameID = Int(try table.uint16(record + 6))
      guard [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
      let rank = Self.rank(
        platform: try table.uint16(record), encoding: try table.uint16(record + 2),
        language: try table.uint16(record + 4))
      if rank < (best[nameID]?.rank ?? Int.max) { best[nameID] = (rank, record) }
    }
    func string(_ nameID: Int) throws(FontError) -> String? {
      guard let record = best[nameID]?.record else { return nil }
      let length = Int(try table.uint16(record + 8))
      let offset = storage + Int(try table.uint16(record + 10))
      guard table.contains(offset, length: length) else { return nil }
      let unicode = try table.uint16(record) != 1
      return try Self.decode(table, offset: offset, length: length, utf16: unicode)
    }
    let family = try string(16)
    let legacyFamily = try string(1)
    let full = try string(4)
    let postScript = try string(6)
    familyName = family ?? legacyFamily ?? ""
    legacyFamilyName = legacyFamily.flatMap { $0 == familyName ? nil : $0 } ?? ""
    let subfamily = try string(17)
    let legacySubfamily = try string(2)
    subfamilyName = subfamily ?? legacySubfamily ?? ""
    fullName = full ?? ""
    postScriptName = postScript ?? ""
  }

  /// Windows US English, other Windows, Unicode, Macintosh Roman; other encodings are
  /// not read (Int.max).
  private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int {
    switch (platform, encoding) {
    case (3, 1), (3, 10): return language == 0x409 ? 0 : 1
    case (0, _): return 2
    case (1, 0): return language == 0 ? 3 : 4
    default: return Int.max
    }
  }

  private static func decode(_ table: FontTable, offset: Int, length: Int, utf16: Bool)
    throws(FontError) -> String
  {
    var text = ""
    if utf16 {
      var units: [UInt16] = []
      units.reserveCapacity(length / 2)
      for index in stride(from: 0, to: length - 1, by: 2) {
        units.append(try table.uint16(offset + index))
      }
      for scalar in UTF16.decode(units) { text.unicodeScalars.append(scalar) }
    } else {
      for index in 0..<length {
        let byte = try table.uint8(offset + index)
        text.unicodeScalars.append(byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}")
      }
    }
    return text
  }
}

extension UTF16 {
  /// The scalars of UTF-16 code units, with U+FFFD for unpaired surrogates.
  fileprivate static func decode(_ units: [UInt16]) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    var iterator = units.makeIterator()
    var decoder = UTF16()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .error: scalars.append("\u{FFFD}")
      case .emptyInput: break loop
      }
    }
    return scalars
  }
}
