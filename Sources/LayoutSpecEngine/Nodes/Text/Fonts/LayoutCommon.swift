// The structures GSUB and GPOS share (OpenType spec, "OpenType Layout Common Table
// Formats"): the script, feature and lookup lists, and coverage and class definition
// tables. Only what a shaper of Latin-like text needs: the 'latn' script, else 'DFLT'
// (else 'dflt', which some fonts use), its default language system, and the lookups of
// one feature in lookup-list order. Leaves out language systems other than the default,
// the required feature, and FeatureVariations (a variable font's substituted features).

/// One lookup of a feature: its flag and its subtables, extension subtables resolved.
struct Lookup: Sendable {
  var type: Int
  var flag: UInt16
  var subtables: [FontTable]

  /// The lookup flag's bits (OpenType spec, "Lookup table").
  static let ignoreBaseGlyphs: UInt16 = 0x2
  static let ignoreLigatures: UInt16 = 0x4
  static let ignoreMarks: UInt16 = 0x8
}

/// The lookups a GSUB or GPOS table applies for one feature.
enum LayoutFeature {
  /// The lookups of `feature` ("kern", "liga") in `table` (a GSUB or GPOS table), in
  /// lookup-list order; `extensionType` (7 for GSUB, 9 for GPOS) is resolved to the
  /// lookup type it wraps. Nil when the chosen script's default language has no such
  /// feature.
  static func lookups(_ feature: String, in table: FontTable, extensionType: Int)
    throws(FontError) -> [Lookup]?
  {
    guard let scripts = try table.subtable(offset16: 4),
      let features = try table.subtable(offset16: 6),
      let lookupList = try table.subtable(offset16: 8)
    else { return nil }
    guard let languageSystem = try defaultLanguageSystem(scripts) else { return nil }
    let featureCount = Int(try features.uint16(0))
    let indexCount = Int(try languageSystem.uint16(4))
    try languageSystem.require(6, length: indexCount * 2)
    var lookupIndexes: Set<Int> = []
    var found = false
    // Each feature table is read once, however often the language system or the feature
    // records list it: repeated indexes would otherwise multiply the work.
    var featureTablesRead: Set<Int> = []
    for index in 0..<indexCount {
      let featureIndex = Int(try languageSystem.uint16(6 + index * 2))
      guard featureIndex < featureCount else {
        throw .malformed(table.tag, "feature index \(featureIndex) out of range")
      }
      let record = 2 + featureIndex * 6
      guard try features.tag(record) == feature else { continue }
      found = true
      let featureOffset = Int(try features.uint16(record + 4))
      guard featureTablesRead.insert(featureOffset).inserted else { continue }
      let featureTable = try features.subtable(at: featureOffset)
      let count = Int(try featureTable.uint16(2))
      try featureTable.require(4, length: count * 2)
      for item in 0..<count {
        lookupIndexes.insert(Int(try featureTable.uint16(4 + item * 2)))
      }
    }
    guard found else { return nil }
    let lookupCount = Int(try lookupList.uint16(0))
    var lookups: [Lookup] = []
    // Lookup tables may share bytes, so their subtable counts are bounded here: never more
    // subtables than offsets to them would fill the table with (two bytes each).
    var subtableBudget = table.count / 2
    for index in lookupIndexes.sorted() {
      guard index < lookupCount else {
        throw .malformed(table.tag, "lookup index \(index) out of range")
      }
      let lookup = try lookupList.subtable(at: Int(try lookupList.uint16(2 + index * 2)))
      let read = try read(lookup, extensionType: extensionType)
      subtableBudget -= read.subtables.count
      guard subtableBudget >= 0 else {
        throw .malformed(table.tag, "more lookup subtables than the table can hold")
      }
      lookups.append(read)
    }
    return lookups
  }

  /// The default language system of 'latn', else 'DFLT', else 'dflt'.
  private static func defaultLanguageSystem(_ scripts: FontTable) throws(FontError)
    -> FontTable?
  {
    let count = Int(try scripts.uint16(0))
    try scripts.require(2, length: count * 6)
    var chosen: (rank: Int, offset: Int)?
    for index in 0..<count {
      let record = 2 + index * 6
      let rank: Int
      switch try scripts.tag(record) {
      case "latn": rank = 0
      case "DFLT": rank = 1
      case "dflt": rank = 2
      default: continue
      }
      if rank < chosen?.rank ?? Int.max { chosen = (rank, Int(try scripts.uint16(record + 4))) }
    }
    guard let chosen else { return nil }
    let script = try scripts.subtable(at: chosen.offset)
    return try script.subtable(offset16: 0)
  }

  /// A lookup table: type, flag, subtable offsets; an extension lookup's subtables are
  /// replaced by the ones they point to (32-bit offsets, so lookups past 64 KB).
  private static func read(_ lookup: FontTable, extensionType: Int) throws(FontError) -> Lookup {
    let type = Int(try lookup.uint16(0))
    var wrappedType: Int?
    let flag = try lookup.uint16(2)
    let count = Int(try lookup.uint16(4))
    try lookup.require(6, length: count * 2)
    var subtables: [FontTable] = []
    subtables.reserveCapacity(count)
    for index in 0..<count {
      var subtable = try lookup.subtable(at: Int(try lookup.uint16(6 + index * 2)))
      if type == extensionType {
        let wrapped = Int(try subtable.uint16(2))
        guard wrapped != extensionType else {
          throw .malformed(lookup.tag, "an extension lookup that points to an extension")
        }
        wrappedType = wrappedType ?? wrapped
        subtable = try subtable.subtable(at: Int(try subtable.uint32(4)))
      }
      subtables.append(subtable)
    }
    // An extension lookup takes the type of what it wraps (all its subtables share it).
    return Lookup(type: wrappedType ?? type, flag: flag, subtables: subtables)
  }
}

/// Coverage tables: the index of a glyph among those a subtable applies to.
enum Coverage {
  /// The coverage index of `glyph` in `table` (formats 1 and 2), nil when not covered.
  static func index(of glyph: UInt16, in table: FontTable) throws(FontError) -> Int? {
    let glyph = Int(glyph)
    switch try table.uint16(0) {
    case 1:
      var low = 0
      var high = Int(try table.uint16(2))
      while low < high {
        let middle = (low + high) / 2
        let value = Int(try table.uint16(4 + middle * 2))
        if value < glyph {
          low = middle + 1
        } else if value > glyph {
          high = middle
        } else {
          return middle
        }
      }
      return nil
    case 2:
      // A range's value is the coverage index of its first glyph.
      guard let range = try RangeRecords.find(glyph, in: table) else { return nil }
      return range.value + glyph - range.start
    default:
      return nil
    }
  }
}

/// The range records of coverage and class definition tables in format 2: a count at 2,
/// then (start, end, value) records of 6 bytes from 4, sorted by glyph.
enum RangeRecords {
  /// The record whose range holds `glyph`: its first glyph and its value.
  static func find(_ glyph: Int, in table: FontTable) throws(FontError) -> (
    start: Int, value: Int
  )? {
    var low = 0
    var high = Int(try table.uint16(2))
    while low < high {
      let middle = (low + high) / 2
      let record = 4 + middle * 6
      if Int(try table.uint16(record + 2)) < glyph {
        low = middle + 1
      } else if Int(try table.uint16(record)) > glyph {
        high = middle
      } else {
        return (Int(try table.uint16(record)), Int(try table.uint16(record + 4)))
      }
    }
    return nil
  }
}

/// Class definition tables: a glyph's class, 0 when not listed.
enum ClassDefinition {
  static func glyphClass(of glyph: UInt16, in table: FontTable) throws(FontError) -> Int {
    let glyph = Int(glyph)
    switch try table.uint16(0) {
    case 1:
      let first = Int(try table.uint16(2))
      let count = Int(try table.uint16(4))
      guard glyph >= first, glyph - first < count else { return 0 }
      return Int(try table.uint16(6 + (glyph - first) * 2))
    case 2:
      return try RangeRecords.find(glyph, in: table)?.value ?? 0
    default:
      return 0
    }
  }
}
