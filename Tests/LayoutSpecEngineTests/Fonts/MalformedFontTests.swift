// Bad font files are bad input: an empty file, a text file, truncated files, offsets past
// the end and counts larger than the file each give a FontError with a message, never a
// crash, a hang or an allocation sized by the bad count. Mutated copies of a real font
// either read or throw, and whatever reads can shape text.

import Testing

@testable import LayoutSpecEngine

/// The message `faces(in:)` throws, nil when it reads.
private func message(_ bytes: [UInt8]) -> String? {
  do {
    _ = try OpenTypeFont.faces(in: bytes)
    return nil
  } catch {
    return error.message
  }
}

/// Writes a big-endian integer of `size` bytes at `offset`.
private func patch(_ bytes: inout [UInt8], at offset: Int, _ value: Int, size: Int) {
  for index in 0..<size { bytes[offset + index] = UInt8(value >> ((size - 1 - index) * 8) & 0xFF) }
}

/// The offset of `tag`'s table record in a font file's directory.
private func recordOffset(_ bytes: [UInt8], _ tag: String) throws -> Int {
  let count = Int(bytes[4]) << 8 | Int(bytes[5])
  let index = try #require(
    (0..<count).first { Array(bytes[12 + $0 * 16..<16 + $0 * 16]) == Array(tag.utf8) })
  return 12 + index * 16
}

@Suite struct MalformedFontTests {
  static let notAFont = "not a font file (no TrueType or OpenType signature)"

  @Test func emptyAndTextFiles() {
    #expect(message([]) == Self.notAFont)
    #expect(message([0, 1]) == Self.notAFont)
    #expect(message(Array("hello, this is a text file\n".utf8)) == Self.notAFont)
    #expect(message(Array("wOFF and the rest".utf8))?.contains("WOFF") == true)
  }

  @Test func truncatedFiles() throws {
    let font = try testFontBytes("DejaVuSans.ttf")
    #expect(message(Array(font.prefix(4))) == "truncated 'table directory' table")
    #expect(message(Array(font.prefix(100))) == "truncated 'table directory' table")
    // Every cut either throws or leaves a face that shapes (a cut inside a table the
    // reader does not need, as 'glyf', is harmless).
    for length in stride(from: 0, to: font.count, by: 97) {
      if let faces = try? OpenTypeFont.faces(in: Array(font.prefix(length))) {
        _ = faces.first?.shape(Array("office AV".unicodeScalars), pointSize: 12)
      }
    }
  }

  @Test func tableRecordPastTheEnd() throws {
    var font = try testFontBytes("DejaVuSans.ttf")
    let record = try recordOffset(font, "hmtx")
    patch(&font, at: record + 8, 0x7FFF_FFF0, size: 4)
    #expect(message(font) == "truncated 'hmtx' table")
    var missing = try testFontBytes("DejaVuSans.ttf")
    patch(&missing, at: try recordOffset(missing, "cmap"), 0x6361_7058, size: 4)  // 'capX'
    #expect(message(missing) == "no 'cmap' table")
  }

  @Test func hugeCounts() throws {
    // numTables 0xFFFF in a 12-byte file.
    var directory = FontBytesWriter()
    directory.u32(0x0001_0000)
    directory.u16(0xFFFF, 0, 0, 0)
    #expect(message(directory.bytes) == "truncated 'table directory' table")
    // A collection of 0xFFFFFFFF faces.
    var collection = FontBytesWriter()
    collection.tag("ttcf")
    collection.u32(0x0001_0000, 0xFFFF_FFFF)
    #expect(
      message(collection.bytes)
        == "malformed 'ttcf' table: 4294967295 faces listed, more than the 65535 read")
    // A format 12 cmap with 0xFFFFFFFF groups.
    var cmap = FontBytesWriter()
    cmap.u16(0, 1, 3, 10)
    cmap.u32(12)
    cmap.u16(12, 0)
    cmap.u32(16 + 12, 0, 0xFFFF_FFFF)
    let tables = TestFontBuilder.minimalTables().map { $0.0 == "cmap" ? ("cmap", cmap.bytes) : $0 }
    #expect(message(TestFontBuilder.sfnt(tables)) == "truncated 'cmap' table")
    // numberOfHMetrics 0xFFFF with three glyphs' metrics.
    let hhea = TestFontBuilder.minimalTables().first { $0.0 == "hhea" }!.1
    let manyMetrics = Array(hhea.prefix(34)) + [0xFF, 0xFF]
    let metricsTables = TestFontBuilder.minimalTables().map {
      $0.0 == "hhea" ? ("hhea", manyMetrics) : $0
    }
    // maxp says 3 glyphs, so only 3 metrics are needed and the font reads.
    let font = try #require(try OpenTypeFont.faces(in: TestFontBuilder.sfnt(metricsTables)).first)
    #expect(font.shape(["B"], pointSize: 1000).map(\.advance) == [700])
  }

  /// A GPOS whose 'kern' feature lists 1000 lookups that all point to one lookup table
  /// of 1000 subtables: a million subtables from 6 KB, refused before they are listed.
  @Test func sharedLookupTablesAreBounded() {
    let count = 1000
    var gpos = FontBytesWriter()
    // Header, then ScriptList at 10, FeatureList at 30, LookupList after the feature.
    let lookupList = 30 + 8 + 4 + count * 2
    gpos.u16(1, 0, 10, 30, lookupList)
    // ScriptList: 'latn' -> Script at 8 -> default LangSys at 4 -> feature 0.
    gpos.u16(1)
    gpos.tag("latn")
    gpos.u16(8, 4, 0, 0, 0xFFFF, 1, 0)
    // FeatureList: 'kern' -> Feature at 8 with `count` lookup indexes.
    gpos.u16(1)
    gpos.tag("kern")
    gpos.u16(8, 0, count)
    for index in 0..<count { gpos.u16(index) }
    // LookupList: `count` offsets to one lookup of `count` offsets to one subtable.
    gpos.u16(count)
    let lookup = 2 + count * 2
    for _ in 0..<count { gpos.u16(lookup) }
    gpos.u16(2, 0, count)
    for _ in 0..<count { gpos.u16(6 + count * 2) }
    gpos.u16(1, 0)  // a PairPos whose coverage is not there: never reached
    let tables = TestFontBuilder.minimalTables(extra: [("GPOS", gpos.bytes)])
    #expect(
      message(TestFontBuilder.sfnt(tables))
        == "malformed 'GPOS' table: more lookup subtables than the table can hold")
  }

  /// A default language system listing the 'kern' feature 16000 times, whose table lists
  /// lookup 0 16000 times: read once, not 256 million times.
  @Test func repeatedFeatureIndexesAreReadOnce() throws {
    let count = 16000
    var gpos = FontBytesWriter()
    let featureList = 10 + 8 + 4 + 6 + count * 2
    let lookupList = featureList + 8 + 4 + count * 2
    gpos.u16(1, 0, 10, featureList, lookupList)
    gpos.u16(1)
    gpos.tag("latn")
    gpos.u16(8, 4, 0, 0, 0xFFFF, count)
    for _ in 0..<count { gpos.u16(0) }
    gpos.u16(1)
    gpos.tag("kern")
    gpos.u16(8, 0, count)
    for _ in 0..<count { gpos.u16(0) }
    gpos.u16(1, 4, 2, 0, 0)  // one pair adjustment lookup without subtables
    let tables = TestFontBuilder.minimalTables(extra: [("GPOS", gpos.bytes)])
    let clock = ContinuousClock()
    let start = clock.now
    let font = try #require(try OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    #expect(clock.now - start < .seconds(10))
    #expect(font.shape(["A", "B"], pointSize: 1000).map(\.advance) == [600, 700])
  }

  /// A 'liga' lookup of 30000 subtables that all share one ligature set of 30000
  /// ligatures that never match: 900 million tries per glyph without the run's budget.
  @Test func sharedLigatureSetsAreBoundedPerRun() throws {
    let count = 30000
    var gsub = FontBytesWriter()
    gsub.u16(1, 0, 10, 30, 44)
    gsub.u16(1)
    gsub.tag("latn")
    gsub.u16(8, 4, 0, 0, 0xFFFF, 1, 0)
    gsub.u16(1)
    gsub.tag("liga")
    gsub.u16(8, 0, 1, 0)
    gsub.u16(1, 4)
    gsub.u16(4, 0, count)
    for _ in 0..<count { gsub.u16(6 + 2 * count) }
    // LigatureSubst: coverage of glyph 1 ('A') at 8, the set at 14.
    gsub.u16(1, 8, 1, 14)
    gsub.u16(1, 1, 1)
    gsub.u16(count)
    for _ in 0..<count { gsub.u16(2 + 2 * count) }
    gsub.u16(2, 2, 99)  // glyph 2 for 'A' and glyph 99, never there
    let tables = TestFontBuilder.minimalTables(extra: [("GSUB", gsub.bytes)])
    let font = try #require(try OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    let clock = ContinuousClock()
    let start = clock.now
    let shaped = font.shape(["A", "A", "A", "A", "B"], pointSize: 1000)
    #expect(clock.now - start < .seconds(10))
    #expect(shaped.map(\.glyph) == [1, 1, 1, 1, 2])
  }

  /// Two contextual lookups that call each other at the same glyph, each with 1000 calls:
  /// 1000^64 calls without the nesting limit and the run's budget.
  @Test func mutuallyRecursiveContextsAreBounded() throws {
    let calls = 1000
    var gsub = FontBytesWriter()
    gsub.u16(1, 0, 10, 30, 44)
    gsub.u16(1)
    gsub.tag("latn")
    gsub.u16(8, 4, 0, 0, 0xFFFF, 1, 0)
    gsub.u16(1)
    gsub.tag("calt")
    gsub.u16(8, 0, 1, 0)
    // LookupList: two lookups, each a context (type 5, format 3) on glyph 1 ('A') whose
    // rule calls the other lookup `calls` times at its first glyph.
    let lookupSize = 8 + 8 + calls * 4 + 6
    gsub.u16(2, 6, 6 + lookupSize)
    for other in [1, 0] {
      gsub.u16(5, 0, 1, 8)
      gsub.u16(3, 1, calls, 8 + calls * 4)
      for _ in 0..<calls { gsub.u16(0, other) }
      gsub.u16(1, 1, 1)
    }
    let tables = TestFontBuilder.minimalTables(extra: [("GSUB", gsub.bytes)])
    let font = try #require(try OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    let clock = ContinuousClock()
    let start = clock.now
    let shaped = font.shape(["A", "A", "B", "A"], pointSize: 1000)
    #expect(clock.now - start < .seconds(10))
    #expect(shaped.map(\.glyph) == [1, 1, 2, 1])
  }

  /// A 'ccmp' feature listing one multiple substitution (A becomes A A) 200 times: 2^200
  /// glyphs without the run's maximum length (HarfBuzz's: 32 per glyph, 8192 at least).
  @Test func multipleSubstitutionsAreBoundedInLength() throws {
    let count = 200
    var gsub = FontBytesWriter()
    let lookupList = 44 + (count - 1) * 2
    gsub.u16(1, 0, 10, 30, lookupList)
    gsub.u16(1)
    gsub.tag("latn")
    gsub.u16(8, 4, 0, 0, 0xFFFF, 1, 0)
    gsub.u16(1)
    gsub.tag("ccmp")
    gsub.u16(8, 0, count)
    for index in 0..<count { gsub.u16(index) }
    // `count` lookup records, all pointing to one MultipleSubst lookup.
    gsub.u16(count)
    let lookup = 2 + count * 2
    for _ in 0..<count { gsub.u16(lookup) }
    gsub.u16(2, 0, 1, 8)
    // MultipleSubstFormat1: coverage at 8, one sequence at 14: glyphs 1, 1.
    gsub.u16(1, 8, 1, 14)
    gsub.u16(1, 1, 1)
    gsub.u16(2, 1, 1)
    let tables = TestFontBuilder.minimalTables(extra: [("GSUB", gsub.bytes)])
    let font = try #require(try OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    let clock = ContinuousClock()
    let start = clock.now
    let shaped = font.shape(["A", "B"], pointSize: 1000)
    #expect(clock.now - start < .seconds(10))
    #expect(shaped.count > 4096 && shaped.count <= 8192)
    #expect(shaped.last?.glyph == 2)
    // Every copy stands for the first scalar.
    #expect(shaped.dropLast().allSatisfy { $0.cluster == 0 })
  }

  /// A context calling a lookup of 30000 subtables (all one subtable that never applies)
  /// 1000 times: each call reads the lookup, so the budget counts its subtables.
  @Test func calledLookupsSpendTheBudgetPerSubtable() throws {
    let calls = 1000
    let subtables = 30000
    var gsub = FontBytesWriter()
    gsub.u16(1, 0, 10, 30, 44)
    gsub.u16(1)
    gsub.tag("latn")
    gsub.u16(8, 4, 0, 0, 0xFFFF, 1, 0)
    gsub.u16(1)
    gsub.tag("calt")
    gsub.u16(8, 0, 1, 0)
    let contextSize = 8 + 8 + calls * 4 + 6
    gsub.u16(2, 6, 6 + contextSize)
    gsub.u16(5, 0, 1, 8)
    gsub.u16(3, 1, calls, 8 + calls * 4)
    for _ in 0..<calls { gsub.u16(0, 1) }
    gsub.u16(1, 1, 1)
    // Lookup 1: single substitutions, every offset to one subtable whose coverage is empty.
    gsub.u16(1, 0, subtables)
    for _ in 0..<subtables { gsub.u16(6 + subtables * 2) }
    gsub.u16(1, 6, 0, 1, 0)
    let tables = TestFontBuilder.minimalTables(extra: [("GSUB", gsub.bytes)])
    let font = try #require(try OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    let clock = ContinuousClock()
    let start = clock.now
    let shaped = font.shape(Array(repeating: "A", count: 20), pointSize: 1000)
    #expect(clock.now - start < .seconds(10))
    #expect(shaped.allSatisfy { $0.glyph == 1 })
  }

  /// A gvar of 4095 tuples that each move all 16388 points of glyph A (67 million deltas),
  /// and a composite B whose USE_MY_METRICS component is itself: the run's bound on reads
  /// and the nesting limit stop both, and the glyphs keep hmtx's advances.
  @Test func hostilePhantomPointsAreBounded() throws {
    let bytes = TestFontBuilder.phantomPointFont(
      points: 16384, component: 2, tuples: 4095, deltas: [0])
    let font = try #require(try OpenTypeFont.faces(in: bytes).first)
    let clock = ContinuousClock()
    let start = clock.now
    let shaped = font.shape(["A", "B", "A"], pointSize: 1000, variations: ["wght": 900])
    #expect(clock.now - start < .seconds(10))
    #expect(shaped.map(\.advance) == [600, 700, 600])
  }

  @Test func badHeaderValues() {
    var tables = TestFontBuilder.minimalTables()
    tables[1].1[18] = 0
    tables[1].1[19] = 0
    #expect(
      message(TestFontBuilder.sfnt(tables))
        == "malformed 'head' table: unitsPerEm 0 is not between 16 and 16384")
    var noCmap = TestFontBuilder.minimalTables()
    noCmap[0].1 = [0, 0, 0, 0]
    #expect(
      message(TestFontBuilder.sfnt(noCmap))
        == "malformed 'cmap' table: no Unicode subtable of format 4 or 12")
  }

  /// Deterministic byte mutations of every test font: each reads or throws, and what
  /// reads shapes text with kerning, ligatures and variations.
  @Test(arguments: [
    "DejaVuSans.ttf", "Inter-Regular.otf", "Inter-Variable.ttf", "FeaturesTest.ttf",
    "Inter-Variable-NoHVAR.ttf",
  ])
  func mutatedFontsNeverCrash(name: String) throws {
    let original = try testFontBytes(name)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    // Most mutations land in the directory and the small tables the reader checks.
    let hot = min(original.count, 4096)
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<(1 + next() % 8) {
        let at = next() % 3 == 0 ? next() % bytes.count : next() % hot
        bytes[at] = [0x00, 0xFF, 0x7F, 0x80, UInt8(next() & 0xFF)][next() % 5]
      }
      if let faces = try? OpenTypeFont.faces(in: bytes), let face = faces.first {
        let text = Array(
          "Hello, office AV To 0123 \u{E9} a->b 12:30 i\u{30D} x anb pyp kl AVj".unicodeScalars)
        _ = face.shape(text, pointSize: 17, variations: ["wght": 700])
        _ = face.verticalMetrics(pointSize: 17, variations: ["wght": 300])
      }
    }
  }
}
