// The structures GSUB and GPOS share (OpenType spec, "OpenType Layout Common Table
// Formats"): the script, feature and lookup lists, and coverage and class definition
// tables. Only what a shaper of Latin-like text needs: the 'latn' script, else 'DFLT'
// (else 'dflt', which some fonts use), its default language system with its required
// feature, and the lookups of a set of features merged in lookup-list order, as HarfBuzz
// applies the features of one stage (hb-ot-map.cc). Leaves out language systems other
// than the default (a text has no language here) and FeatureVariations (a variable
// font's substituted features).

/// One lookup: its type, flag, subtables (extension subtables resolved) and which of the
/// requested features list it.
struct Lookup: Sendable {
  /// Its index in the lookup list (a context may not call the lookup it is in at the same
  /// glyph, as HarfBuzz's apply_lookup skips).
  var index: Int
  var type: Int
  var flag: UInt16
  var subtables: [FontTable]
  /// The coverage table of the mark glyph set the flag filters marks by (GDEF's
  /// MarkGlyphSetsDef), when it uses one and GDEF has it.
  var markFilteringSet: FontTable?
  /// The glyphs the lookup may start at (a feature's lookup; nil: try every glyph).
  var filter: LookupFilter?
  /// Bit i: the i-th requested feature lists the lookup; also `requiredFeatureBit` when
  /// the language system's required feature does.
  var features: UInt32 = 0

  /// The lookup flag's bits (OpenType spec, "Lookup table").
  static let ignoreBaseGlyphs: UInt16 = 0x2
  static let ignoreLigatures: UInt16 = 0x4
  static let ignoreMarks: UInt16 = 0x8
  static let useMarkFilteringSet: UInt16 = 0x10
  static let markAttachmentType: UInt16 = 0xFF00

  /// The bit of the required feature, which is always applied.
  static let requiredFeatureBit: UInt32 = 1 << 31
}

/// A GSUB or GPOS lookup list, from which contextual lookups read the lookups they call.
struct LookupList: Sendable {
  let table: FontTable
  /// 7 in GSUB, 9 in GPOS.
  let extensionType: Int
  let definition: GlyphDefinition

  /// The lookup at `index`, nil when it is out of range or malformed (a lookup a context
  /// calls is read when it is called; a broken one is not applied, as HarfBuzz's
  /// sanitizer neuters it), or when reading its subtables would overspend `budget`.
  func lookup(at index: Int, budget: inout ShapingBudget) -> Lookup? {
    guard let count = try? table.uint16(0), index < Int(count),
      let offset = try? table.uint16(2 + index * 2),
      let lookup = try? table.subtable(at: Int(offset)),
      let subtableCount = try? lookup.uint16(4), budget.spend(Int(subtableCount))
    else { return nil }
    return try? LayoutFeature.read(
      lookup, index: index, extensionType: extensionType, definition: definition)
  }
}

/// The lookups a GSUB or GPOS table applies for a set of features.
enum LayoutFeature {
  /// The lookups of `features` ("ccmp", "kern", ...) and of the required feature in
  /// `table` (a GSUB or GPOS table), each once, in lookup-list order, with the bits of the
  /// features that list it; `extensionType` (7 for GSUB, 9 for GPOS) is resolved to the
  /// lookup type it wraps. Nil when the chosen script's default language system has none
  /// of them; `found` holds the bits of the features it has, `requiredFirst` whether it
  /// has a required feature other than those, applied before them.
  static func lookups(
    _ features: [String], in table: FontTable, extensionType: Int,
    definition: GlyphDefinition, glyphCount: Int
  ) throws(FontError) -> (
    lookups: [Lookup], found: UInt32, requiredFirst: Bool, list: LookupList
  )? {
    guard let scripts = try table.subtable(offset16: 4),
      let featureList = try table.subtable(offset16: 6),
      let lookupList = try table.subtable(offset16: 8)
    else { return nil }
    guard let languageSystem = try defaultLanguageSystem(scripts) else { return nil }
    let featureCount = Int(try featureList.uint16(0))
    let required = Int(try languageSystem.uint16(2))
    let indexCount = Int(try languageSystem.uint16(4))
    try languageSystem.require(6, length: indexCount * 2)
    var bitsByLookup: [Int: UInt32] = [:]
    var found: UInt32 = 0
    var requiredFirst = false
    // Each feature table is read once per bit, however often the language system or the
    // feature records list it: repeated indexes would otherwise multiply the work.
    var featureTablesRead: Set<Int> = []
    var listed: [(featureIndex: Int, required: Bool)] = []
    if required != 0xFFFF { listed.append((required, true)) }
    for index in 0..<indexCount {
      listed.append((Int(try languageSystem.uint16(6 + index * 2)), false))
    }
    for (featureIndex, isRequired) in listed {
      guard featureIndex < featureCount else {
        throw .malformed(table.tag, "feature index \(featureIndex) out of range")
      }
      let record = 2 + featureIndex * 6
      var bit: UInt32 = 0
      if let position = features.firstIndex(of: try featureList.tag(record)) {
        bit = 1 << UInt32(position)
      }
      if isRequired {
        // HarfBuzz applies a required feature that is not one of the features asked for
        // in the first stage, before them (hb-ot-map.cc, required_feature_stage).
        bit |= Lookup.requiredFeatureBit
        requiredFirst = bit == Lookup.requiredFeatureBit
      } else if bit == 0 {
        continue
      }
      found |= bit
      let featureOffset = Int(try featureList.uint16(record + 4))
      guard featureTablesRead.insert(featureOffset << 6 | bit.trailingZeroBitCount).inserted
      else { continue }
      let featureTable = try featureList.subtable(at: featureOffset)
      let count = Int(try featureTable.uint16(2))
      try featureTable.require(4, length: count * 2)
      for item in 0..<count {
        bitsByLookup[Int(try featureTable.uint16(4 + item * 2)), default: 0] |= bit
      }
    }
    guard found != 0 else { return nil }
    let lookupCount = Int(try lookupList.uint16(0))
    var lookups: [Lookup] = []
    // Lookup tables may share bytes, so their subtable counts are bounded here: never more
    // subtables than offsets to them would fill the table with (two bytes each).
    var subtableBudget = table.count / 2
    // Filling the lookups' filters reads at most this many glyphs, however large a
    // hostile font's coverages are.
    var filterWork = 1 << 22
    let contextTypes = extensionType == 7 ? (5, 6) : (7, 8)
    for (index, bits) in bitsByLookup.sorted(by: { $0.key < $1.key }) {
      guard index < lookupCount else {
        throw .malformed(table.tag, "lookup index \(index) out of range")
      }
      let lookup = try lookupList.subtable(at: Int(try lookupList.uint16(2 + index * 2)))
      var read = try read(
        lookup, index: index, extensionType: extensionType, definition: definition)
      read.features = bits
      read.filter = LookupFilter(
        read, glyphCount: glyphCount, contextTypes: contextTypes, work: &filterWork)
      subtableBudget -= read.subtables.count
      guard subtableBudget >= 0 else {
        throw .malformed(table.tag, "more lookup subtables than the table can hold")
      }
      lookups.append(read)
    }
    let list = LookupList(
      table: lookupList, extensionType: extensionType, definition: definition)
    return (lookups, found, requiredFirst, list)
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

  /// A lookup table: type, flag, subtable offsets, mark filtering set; an extension
  /// lookup's subtables are replaced by the ones they point to (32-bit offsets, so
  /// lookups past 64 KB).
  static func read(
    _ lookup: FontTable, index: Int, extensionType: Int, definition: GlyphDefinition
  ) throws(FontError) -> Lookup {
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
    var markFilteringSet: FontTable?
    if flag & Lookup.useMarkFilteringSet != 0 {
      markFilteringSet = definition.markGlyphSet(Int(try lookup.uint16(6 + count * 2)))
    }
    // An extension lookup takes the type of what it wraps (all its subtables share it).
    return Lookup(
      index: index, type: wrappedType ?? type, flag: flag, subtables: subtables,
      markFilteringSet: markFilteringSet)
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
