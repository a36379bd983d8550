// The names a face is found by on disk (family, subfamily, full and PostScript names, read
// from the `name` table alone), collections and their bad headers, and the stand-in for SF
// (StandIn-Variable.ttf, made by make-stand-in-fonts.py): 'trak' interpolated at the point
// size, opsz following the point size and wght the weight, on a font file made by fontTools.

import Testing

@testable import LayoutSpecEngine

@Suite struct FontNamesTests {
  @Test func namesOfEveryFaceOfACollection() throws {
    let dejaVu = try testFontBytes("DejaVuSans.ttf")
    let inter = try testFontBytes("Inter-Regular.otf")
    let collection = TestFontBuilder.collection([dejaVu, inter])
    let names = try OpenTypeFont.names(in: collection)
    #expect(
      names == [
        FontFaceNames(
          familyName: "DejaVu Sans", subfamilyName: "Book", fullName: "DejaVu Sans",
          postScriptName: "DejaVuSans"),
        FontFaceNames(
          familyName: "Inter", subfamilyName: "Regular", fullName: "Inter Regular",
          postScriptName: "Inter-Regular"),
      ])
    // The same names as the faces read whole.
    let faces = try OpenTypeFont.faces(in: collection)
    #expect(faces.map(\.postScriptName) == names.map(\.postScriptName))
    #expect(faces.map(\.subfamilyName) == ["Book", "Regular"])
  }

  /// A search reads the file's first bytes and each `name` table where it lies: the same
  /// names as the whole file gives, for a fraction of its bytes.
  @Test func namesReadByRangesAreTheWholeFilesNames() throws {
    let dejaVu = try testFontBytes("DejaVuSans.ttf")
    let inter = try testFontBytes("Inter-Regular.otf")
    for file in [dejaVu, inter] {
      var bytesRead = 0
      let read = { (offset: Int, count: Int) -> [UInt8]? in
        guard offset >= 0, offset + count <= file.count else { return nil }
        bytesRead += count
        return Array(file[offset..<(offset + count)])
      }
      // A prefix that holds the directories, not the tables.
      let prefix = Array(file.prefix(1024))
      let names = try #require(
        try OpenTypeFont.names(prefix: prefix, fileSize: file.count, read: read))
      #expect(names == (try OpenTypeFont.names(in: file)))
      #expect(bytesRead + prefix.count < file.count / 4, "\(bytesRead) of \(file.count)")
    }
    // A collection whose second directory lies past the prefix (its faces' tables between
    // the directories, as fontTools writes them) is read whole instead.
    let far = TestFontBuilder.collection([dejaVu, inter])
    #expect(
      try OpenTypeFont.names(prefix: Array(far.prefix(1024)), fileSize: far.count) { _, _ in nil }
        == nil)
  }

  /// A prefix that ends inside a directory says to read the whole file; a `name` record
  /// past the end of the file is the truncated table it is when read whole.
  @Test func aShortPrefixOrARecordPastTheFileIsNotGuessed() throws {
    let file = try testFontBytes("DejaVuSans.ttf")
    let none = { (_: Int, _: Int) -> [UInt8]? in nil }
    #expect(
      try OpenTypeFont.names(prefix: Array(file.prefix(20)), fileSize: file.count, read: none)
        == nil)
    #expect(throws: FontError.self) {
      try OpenTypeFont.names(prefix: Array(file.prefix(1024)), fileSize: file.count, read: none)
    }
  }

  @Test func standInCollectionHasABoldFaceFirst() throws {
    let names = try OpenTypeFont.names(in: testFontBytes("StandIn.ttc"))
    #expect(names.map(\.postScriptName) == ["LayoutspecStandIn-Bold", "LayoutspecStandIn-Regular"])
    #expect(names.map(\.familyName) == ["Layoutspec Stand-in", "Layoutspec Stand-in"])
    #expect(names.map(\.subfamilyName) == ["Bold", "Regular"])
    #expect(names.map(\.fullName) == ["Layoutspec Stand-in Bold", "Layoutspec Stand-in Regular"])
  }

  @Test func aFaceWithoutANameTableHasEmptyNames() throws {
    let names = try OpenTypeFont.names(
      in: TestFontBuilder.sfnt(TestFontBuilder.minimalTables()))
    #expect(
      names == [FontFaceNames(familyName: "", subfamilyName: "", fullName: "", postScriptName: "")])
  }

  /// What `names(in:)` throws, nil when it reads.
  private func namesMessage(_ bytes: [UInt8]) -> String? {
    do {
      _ = try OpenTypeFont.names(in: bytes)
      return nil
    } catch {
      return error.message
    }
  }

  /// Both readers: the names alone and the whole faces give the same message.
  private func messages(_ bytes: [UInt8]) -> [String?] {
    let whole: String?
    do {
      _ = try OpenTypeFont.faces(in: bytes)
      whole = nil
    } catch {
      whole = error.message
    }
    return [namesMessage(bytes), whole]
  }

  @Test func truncatedCollectionsThrowOrRead() throws {
    let collection = TestFontBuilder.collection([
      try testFontBytes("DejaVuSans.ttf"), try testFontBytes("Inter-Regular.otf"),
    ])
    #expect(
      messages(Array(collection.prefix(11))) == Array(repeating: "truncated 'ttcf' table", count: 2)
    )
    #expect(
      messages(Array(collection.prefix(18))) == Array(repeating: "truncated 'ttcf' table", count: 2)
    )
    #expect(
      messages(Array(collection.prefix(40)))
        == Array(repeating: "truncated 'table directory' table", count: 2))
    // Every cut either throws or reads.
    for length in stride(from: 0, to: collection.count, by: 211) {
      _ = try? OpenTypeFont.names(in: Array(collection.prefix(length)))
    }
  }

  @Test func aFaceOffsetOutsideTheFile() {
    var header = FontBytesWriter()
    header.tag("ttcf")
    header.u32(0x0001_0000, 1, 0x7FFF_FFF0)
    #expect(
      messages(header.bytes) == Array(repeating: "truncated 'table directory' table", count: 2))
    var negative = FontBytesWriter()
    negative.tag("ttcf")
    negative.u32(0x0001_0000, 1, 0xFFFF_FFFF)
    #expect(
      messages(negative.bytes) == Array(repeating: "truncated 'table directory' table", count: 2))
  }

  @Test func aCollectionOfBillionsOfFacesIsRefusedBeforeAnythingIsAllocated() {
    for count in [1 << 31, 0xFFFF_FFFF, 65536] {
      var header = FontBytesWriter()
      header.tag("ttcf")
      header.u32(0x0001_0000, count)
      #expect(
        messages(header.bytes)
          == Array(
            repeating: "malformed 'ttcf' table: \(count) faces listed, more than the 65535 read",
            count: 2))
    }
    var none = FontBytesWriter()
    none.tag("ttcf")
    none.u32(0x0001_0000, 0)
    #expect(
      messages(none.bytes)
        == Array(repeating: "malformed 'ttcf' table: a collection without faces", count: 2))
  }

  /// 65535 faces at 65535 offsets 4 bytes apart, each a directory of 4095 records that
  /// overlap the next: 268 million records from 1 MB, refused after the first few.
  @Test func overlappingDirectoriesAreRefused() {
    let faceCount = 65535
    var header = FontBytesWriter()
    header.tag("ttcf")
    header.u32(0x0001_0000, faceCount)
    let start = 12 + faceCount * 4
    for index in 0..<faceCount { header.u32(start + index * 4) }
    var body = FontBytesWriter()
    for _ in 0..<((faceCount * 4 + 12 + 4095 * 16) / 2 + 8) { body.u16(0x0FFF) }
    let bytes = header.bytes + body.bytes
    #expect(
      messages(bytes)
        == Array(
          repeating: "malformed 'table directory' table: the faces' table directories overlap",
          count: 2))
  }

  // The stand-in for SF: 2048 units per em; a letter 1000 units at wght 400 and opsz 20,
  // wght 900 adding 200 and wght 100 taking 100, opsz 10 adding 100 and opsz 40 taking
  // 100; 'trak' 30 units at 10 points, 0 at 20, -40 at 40.

  @Test(arguments: [
    // (point size, 'trak' units): listed sizes, between them, and beyond both ends.
    (10.0, 30.0), (20, 0), (40, -40), (15, 15), (30, -20), (5, 45), (60, -80), (12, 24),
  ])
  func trackingOfAFontToolsFont(pointSize: Double, units: Double) throws {
    let font = try testFont("StandIn-Variable.ttf")
    let tracked = font.shape(["a", "b"], pointSize: pointSize)
    let untracked = font.shape(
      ["a", "b"], pointSize: pointSize, options: ShapingOptions(tracking: false))
    #expect(untracked.map(\.advance) == [1000 * pointSize / 2048, 1000 * pointSize / 2048])
    let expected = (1000 + units) * pointSize / 2048
    #expect(tracked.allSatisfy { abs($0.advance - expected) < 1e-9 }, "\(tracked)")
  }

  @Test(
    arguments: [
      // (point size, weight, units of a letter with 'trak'): opsz is the point size,
      // clamped to 10...40; wght is the weight, clamped to 100...900.
      (20.0, nil, 1000.0), (15, nil, 1000 + 50 + 15), (30, nil, 1000 - 50 - 20),
      (60, nil, 1000 - 100 - 80), (5, nil, 1000 + 100 + 45), (15, 700, 1000 + 120 + 50 + 15),
      (20, 100, 900), (20, 1000, 1200), (30, 250, 1000 - 50 - 50 - 20),
    ] as [(Double, Double?, Double)])
  func opticalSizeFollowsThePointSize(pointSize: Double, weight: Double?, units: Double) throws {
    let font = try testFont("StandIn-Variable.ttf")
    #expect(font.axes.map(\.tag) == ["wght", "opsz"])
    let run = TextRun(text: "a", fonts: [0], fontSize: pointSize, fontWeight: weight)
    let variations = FontedText.variations(of: run, font)
    #expect(variations["opsz"] == min(max(pointSize, 10), 40))
    #expect(variations["wght"] == weight.map { min(max($0, 100), 900) })
    let shaped = font.shape(["a"], pointSize: pointSize, variations: variations)
    #expect(abs(shaped[0].advance - units * pointSize / 2048) < 1e-9, "\(shaped)")
  }

  /// `fontVariations` still wins over the point size.
  @Test func givenOpticalSizeWins() throws {
    let font = try testFont("StandIn-Variable.ttf")
    let run = TextRun(text: "a", fonts: [0], fontSize: 15, variations: ["opsz": 40])
    #expect(FontedText.variations(of: run, font)["opsz"] == 40)
  }
}
