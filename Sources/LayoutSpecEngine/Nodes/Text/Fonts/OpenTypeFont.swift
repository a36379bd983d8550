// A face of a TrueType or OpenType (CFF) font file, read with the standard library only:
// the tables a line of text needs to be measured as CoreText and TextKit measure it
// (docs/text.md, "Font files"). Every table is checked when the face is read; a needed
// table that is missing, truncated or malformed is a `FontError`. Lookups read the file's
// bytes in place, so a face costs little more than its file, and copying it copies a
// reference.

/// A line's vertical metrics at a point size: the ascender above the baseline, the
/// descender below it (negative) and the line gap, as CoreText and TextKit take them.
public struct FontVerticalMetrics: Hashable, Sendable {
  public var ascender: Double
  public var descender: Double
  public var lineGap: Double

  public init(ascender: Double, descender: Double, lineGap: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }
}

/// The names a face is found by, read from its `name` table alone (`OpenTypeFont.names`),
/// so that a search among many files need not read every face's other tables.
public struct FontFaceNames: Hashable, Sendable {
  /// The typographic family (name ID 16), else the family (1): `Avenir`.
  public var familyName: String
  /// The family (1) when it differs from `familyName` (`Avenir Heavy`), else empty.
  public var legacyFamilyName: String
  /// The typographic subfamily (17), else the subfamily (2): `Heavy`, `Regular`.
  public var subfamilyName: String
  /// The full name (4): `Avenir Heavy`.
  public var fullName: String
  /// The PostScript name (6): `Avenir-Heavy`.
  public var postScriptName: String

  public init(
    familyName: String, legacyFamilyName: String = "", subfamilyName: String,
    fullName: String, postScriptName: String
  ) {
    self.familyName = familyName
    self.legacyFamilyName = legacyFamilyName
    self.subfamilyName = subfamilyName
    self.fullName = fullName
    self.postScriptName = postScriptName
  }

  init(_ names: FontNames) {
    self.init(
      familyName: names.familyName, legacyFamilyName: names.legacyFamilyName,
      subfamilyName: names.subfamilyName, fullName: names.fullName,
      postScriptName: names.postScriptName)
  }
}

/// One face of a font file.
public struct OpenTypeFont: Sendable {
  public var postScriptName: String
  public var fullName: String
  public var familyName: String
  public var unitsPerEm: Int
  /// The variation axes of a variable font; empty for a static font.
  public var axes: [FontAxis]
  let face: FontFace

  /// Every face in a font file: one for .ttf/.otf, several for a .ttc/.otc collection.
  public static func faces(in bytes: [UInt8]) throws(FontError) -> [OpenTypeFont] {
    var fonts: [OpenTypeFont] = []
    // Faces of a collection share tables: each directory and each GSUB and GPOS table is
    // read once, so a collection costs what its bytes hold, however many faces it lists.
    var facesByOffset: [Int: FontFace] = [:]
    var shared = SharedLayoutTables()
    for directory in try TableDirectory.faces(in: bytes) {
      let face: FontFace
      if let known = facesByOffset[directory.offset] {
        face = known
      } else {
        face = try FontFace(directory, shared: &shared)
        facesByOffset[directory.offset] = face
      }
      fonts.append(
        OpenTypeFont(
          postScriptName: face.names.postScriptName, fullName: face.names.fullName,
          familyName: face.names.familyName, unitsPerEm: face.head.unitsPerEm,
          axes: face.variations.axes, face: face))
    }
    return fonts
  }

  /// The names of every face in a font file, in the order of `faces(in:)`: the table
  /// directories and each face's `name` table only (a face without one has empty names).
  /// A file that is not a font, or whose directories or `name` table are malformed,
  /// throws as `faces(in:)` would.
  public static func names(in bytes: [UInt8]) throws(FontError) -> [FontFaceNames] {
    var names: [FontFaceNames] = []
    var namesByOffset: [Int: FontFaceNames] = [:]
    for directory in try TableDirectory.faces(in: bytes) {
      if let known = namesByOffset[directory.offset] {
        names.append(known)
        continue
      }
      let read = FontFaceNames(
        try directory.table("name").map { table throws(FontError) in try FontNames(table) }
          ?? FontNames())
      namesByOffset[directory.offset] = read
      names.append(read)
    }
    return names
  }

  /// The names of every face, as `names(in:)` gives them, from the file's first bytes
  /// (`prefix`) and `read(offset, count)` for a `name` table past them: a search of a
  /// folder of fonts reads kilobytes of each file, not the whole file. Nil when the prefix
  /// does not hold every table directory (then read the whole file); throws as
  /// `names(in:)` does for a file that is not a font or whose `name` table is malformed.
  public static func names(
    prefix: [UInt8], fileSize: Int, read: (_ offset: Int, _ count: Int) -> [UInt8]?
  ) throws(FontError) -> [FontFaceNames]? {
    if prefix.count >= fileSize { return try names(in: prefix) }
    let directories: [TableDirectory]
    do {
      directories = try TableDirectory.faces(in: prefix)
    } catch {
      // A directory past the prefix, or one that only the whole file can tell apart.
      return nil
    }
    var names: [FontFaceNames] = []
    var namesByOffset: [Int: FontFaceNames] = [:]
    for directory in directories {
      if let known = namesByOffset[directory.offset] {
        names.append(known)
        continue
      }
      var table: FontTable?
      if let record = directory.recordOutside("name") {
        guard record.start + record.length <= fileSize,
          let bytes = read(record.start, record.length), bytes.count == record.length
        else { throw .truncated("name") }
        table = FontTable(bytes: bytes, tag: "name", start: 0, count: bytes.count)
      } else {
        table = try directory.table("name")
      }
      let read = FontFaceNames(
        try table.map { table throws(FontError) in try FontNames(table) } ?? FontNames())
      namesByOffset[directory.offset] = read
      names.append(read)
    }
    return names
  }

  /// The face's subfamily (typographic, else legacy): `Regular`, `Bold Italic`.
  public var subfamilyName: String { face.names.subfamilyName }

  /// Every name the face is found by, as `names(in:)` reads them.
  public var names: FontFaceNames { FontFaceNames(face.names) }

  /// Whether the font maps `scalar` to a glyph (other than .notdef).
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    face.characterMap.glyph(for: scalar) != 0
  }

  /// The line metrics at `pointSize`: hhea's ascender, descender and line gap with
  /// MVAR's deltas at `variations` (axis tag to user value). A font whose hhea has
  /// neither ascender nor descender uses OS/2's typographic metrics.
  public func verticalMetrics(pointSize: Double, variations: [String: Double] = [:])
    -> FontVerticalMetrics
  {
    var ascender = Double(face.horizontalHeader.ascender)
    var descender = Double(face.horizontalHeader.descender)
    var lineGap = Double(face.horizontalHeader.lineGap)
    if ascender == 0, descender == 0, let os2 = face.os2 {
      ascender = Double(os2.typoAscender)
      descender = Double(os2.typoDescender)
      lineGap = Double(os2.typoLineGap)
    } else if let metrics = face.metricsVariations {
      let coordinates = face.variations.coordinates(variations)
      if !coordinates.isEmpty {
        let scalars = metrics.store.regionScalars(coordinates)
        ascender += metrics.delta("hasc", scalars: scalars)
        descender += metrics.delta("hdsc", scalars: scalars)
        lineGap += metrics.delta("hlgp", scalars: scalars)
      }
    }
    let unitsPerEm = Double(face.head.unitsPerEm)
    return FontVerticalMetrics(
      ascender: ascender * pointSize / unitsPerEm, descender: descender * pointSize / unitsPerEm,
      lineGap: lineGap * pointSize / unitsPerEm)
  }

  /// cmap -> GSUB default features -> hmtx/HVAR advances -> GPOS kerning (the kern
  /// feature, else the kern table) -> trak at pointSize (TextShaper.swift). Scalars without a glyph map to glyph 0
  /// (.notdef) with its advance; the caller checks hasGlyph for fallback.
  public func shape(
    _ scalars: [Unicode.Scalar], pointSize: Double, variations: [String: Double] = [:],
    options: ShapingOptions = ShapingOptions()
  ) -> [ShapedGlyph] {
    TextShaper(face: face).shape(
      scalars, pointSize: pointSize, variations: variations, options: options)
  }
}

/// A face's tables, read once and shared by every copy of the `OpenTypeFont`.
final class FontFace: Sendable {
  let head: HeadTable
  let horizontalHeader: HorizontalHeader
  let numGlyphs: Int
  let os2: OS2Table?
  let names: FontNames
  let horizontalMetrics: HorizontalMetrics
  let characterMap: CharacterMap
  let definition: GlyphDefinition
  let substitution: GlyphSubstitution?
  let positioning: GlyphPositioning?
  let kern: KernTable?
  let tracking: TrackingTable?
  let variations: FontVariations
  let metricsVariations: MetricsVariations?
  let advanceVariations: HorizontalMetricsVariations?
  /// A TrueType variable font without HVAR: its advances vary through gvar.
  let glyphVariations: GlyphVariations?

  init(_ tables: TableDirectory, shared: inout SharedLayoutTables) throws(FontError) {
    head = try HeadTable(tables.required("head"))
    horizontalHeader = try HorizontalHeader(tables.required("hhea"))
    numGlyphs = try MaximumProfile(tables.required("maxp")).numGlyphs
    horizontalMetrics = try HorizontalMetrics(
      tables.required("hmtx"),
      numberOfHMetrics: min(horizontalHeader.numberOfHMetrics, numGlyphs))
    characterMap = try CharacterMap(tables.required("cmap"), numGlyphs: numGlyphs)
    // OS/2 only stands in for an empty hhea; an old, short one is no reason to refuse.
    os2 = (try? tables.table("OS/2")).flatMap { $0 }.flatMap { try? OS2Table($0) }
    names =
      try tables.table("name").map { table throws(FontError) in try FontNames(table) }
      ?? FontNames()
    definition =
      try tables.table("GDEF").map { table throws(FontError) in try GlyphDefinition(table) }
      ?? GlyphDefinition()
    let gdef = try tables.table("GDEF")
    substitution = try shared.substitution(tables.table("GSUB"), gdef, definition, numGlyphs)
    positioning = try shared.positioning(tables.table("GPOS"), gdef, definition, numGlyphs)
    kern = try tables.table("kern").map { table throws(FontError) in try KernTable(table) }
    tracking = try tables.table("trak").map { table throws(FontError) in
      try TrackingTable(table)
    }
    if let fvar = try tables.table("fvar") {
      variations = try FontVariations(fvar: fvar, avar: tables.table("avar"))
      metricsVariations = try tables.table("MVAR").map { table throws(FontError) in
        try MetricsVariations(table)
      }
      advanceVariations = try tables.table("HVAR").map { table throws(FontError) in
        try HorizontalMetricsVariations(table)
      }
      // Without HVAR, HarfBuzz (and CoreText) take a TrueType font's varied advances from
      // its glyphs' phantom points.
      if advanceVariations == nil, let gvar = try tables.table("gvar"),
        let glyf = try tables.table("glyf"), let loca = try tables.table("loca")
      {
        glyphVariations = try GlyphVariations(
          gvar: gvar, glyf: glyf, loca: loca, indexToLocFormat: head.indexToLocFormat,
          axisCount: variations.axes.count, numGlyphs: numGlyphs)
      } else {
        glyphVariations = nil
      }
    } else {
      variations = FontVariations()
      metricsVariations = nil
      advanceVariations = nil
      glyphVariations = nil
    }
  }
}

/// The GSUB and GPOS tables already read for other faces of a collection, by where they
/// and the GDEF table their lookups read classes from start in the file (and the glyph
/// count their filters are made for).
struct SharedLayoutTables {
  private struct Key: Hashable {
    var table: Int
    var definition: Int?
    var glyphCount: Int
  }

  private var substitutions: [Key: GlyphSubstitution?] = [:]
  private var positionings: [Key: GlyphPositioning?] = [:]

  mutating func substitution(
    _ table: FontTable?, _ gdef: FontTable?, _ definition: GlyphDefinition,
    _ glyphCount: Int
  ) throws(FontError) -> GlyphSubstitution? {
    guard let table else { return nil }
    let key = Key(table: table.start, definition: gdef?.start, glyphCount: glyphCount)
    if let known = substitutions[key] { return known }
    let read = try GlyphSubstitution(table, definition: definition, glyphCount: glyphCount)
    substitutions[key] = read
    return read
  }

  mutating func positioning(
    _ table: FontTable?, _ gdef: FontTable?, _ definition: GlyphDefinition,
    _ glyphCount: Int
  ) throws(FontError) -> GlyphPositioning? {
    guard let table else { return nil }
    let key = Key(table: table.start, definition: gdef?.start, glyphCount: glyphCount)
    if let known = positionings[key] { return known }
    let read = try GlyphPositioning(table, definition: definition, glyphCount: glyphCount)
    positionings[key] = read
    return read
  }
}
