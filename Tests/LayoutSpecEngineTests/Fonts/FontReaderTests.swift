// The font reader's tables one by one: names, metrics, cmap, collections, 'trak'. The
// expected numbers of the test fonts are what fontTools (ttx) shows for their tables.

import Testing

@testable import LayoutSpecEngine

@Suite struct FontReaderTests {
  @Test func namesAndUnitsPerEm() throws {
    let dejaVu = try testFont("DejaVuSans.ttf")
    #expect(dejaVu.familyName == "DejaVu Sans")
    #expect(dejaVu.fullName == "DejaVu Sans")
    #expect(dejaVu.postScriptName == "DejaVuSans")
    #expect(dejaVu.unitsPerEm == 2048)
    #expect(dejaVu.axes.isEmpty)
    let inter = try testFont("Inter-Regular.otf")
    #expect(inter.familyName == "Inter")
    #expect(inter.fullName == "Inter Regular")
    #expect(inter.postScriptName == "Inter-Regular")
    #expect(inter.unitsPerEm == 2816)
  }

  @Test func verticalMetricsComeFromHorizontalHeader() throws {
    // DejaVu Sans: hhea ascender 1901, descender -483, line gap 0, 2048 units per em.
    let metrics = try testFont("DejaVuSans.ttf").verticalMetrics(pointSize: 17)
    #expect(metrics.ascender == 1901 * 17 / 2048.0)
    #expect(metrics.descender == -483 * 17 / 2048.0)
    #expect(metrics.lineGap == 0)
    let minimal = try #require(
      OpenTypeFont.faces(in: TestFontBuilder.sfnt(TestFontBuilder.minimalTables())).first)
    #expect(
      minimal.verticalMetrics(pointSize: 10)
        == FontVerticalMetrics(ascender: 8, descender: -2, lineGap: 0.9))
  }

  @Test func variableFontAxes() throws {
    let font = try testFont("Inter-Variable.ttf")
    #expect(font.axes == [FontAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    // Inter has no MVAR: its line metrics do not vary.
    #expect(
      font.verticalMetrics(pointSize: 10, variations: ["wght": 900])
        == font.verticalMetrics(pointSize: 10))
  }

  /// fvar, avar and MVAR made by hand: wght 650 is 0.5 normalized, 0.8 after avar, so the
  /// ascender grows by 80% of MVAR's 100 units; below the default it does not grow.
  @Test(arguments: [
    (900.0, 100.0), (650.0, 100 * 13107 / 16384.0), (400.0, 0.0), (250.0, 0.0), (2000.0, 100.0),
  ])
  func lineMetricsVaryThroughAvarAndMetricsVariations(weight: Double, delta: Double) throws {
    let tables = TestFontBuilder.minimalTables(extra: [
      ("avar", TestFontBuilder.weightMap()), ("fvar", TestFontBuilder.weightAxis()),
      ("MVAR", TestFontBuilder.ascenderVariation()),
    ])
    let font = try #require(OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    #expect(font.axes == [FontAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    let metrics = font.verticalMetrics(pointSize: 10, variations: ["wght": weight])
    #expect(abs(metrics.ascender - (800 + delta) / 100) < 1e-12)
    #expect(metrics.descender == -2)
  }

  /// Without HVAR, advances move with gvar's phantom points (HarfBuzz's
  /// get_advance_with_var_unscaled): glyph A's tuple moves its left phantom point -10 and
  /// its right one +50 at wght 900, so A is 600 + 60 there and 600 + 30 at wght 650 (0.5
  /// normalized); B takes its USE_MY_METRICS component A's advance once the font varies.
  @Test func phantomPointsVaryTheAdvance() throws {
    let bytes = TestFontBuilder.phantomPointFont(
      points: 4, component: 1, tuples: 1, deltas: [0, 0, 0, 0, -10, 50])
    let font = try #require(try OpenTypeFont.faces(in: bytes).first)
    func advances(_ weight: Double?) -> [Double] {
      font.shape(
        ["A", "B"], pointSize: 1000, variations: weight.map { ["wght": $0] } ?? [:]
      ).map(\.advance)
    }
    #expect(advances(nil) == [600, 700])
    #expect(advances(900) == [660, 660])
    #expect(advances(650) == [630, 630])
    #expect(advances(100) == [600, 600])
  }

  @Test func characterMap() throws {
    let font = try testFont("DejaVuSans.ttf")
    #expect(font.hasGlyph(for: "A"))
    #expect(font.hasGlyph(for: "\u{FB01}"))  // fi ligature, kept by the subset
    #expect(!font.hasGlyph(for: "\u{4E2D}"))  // 中: not in the subset
    #expect(!font.hasGlyph(for: "\u{1F600}"))
    // A missing scalar is .notdef with its advance, in its own cluster.
    let shaped = font.shape(["a", "\u{4E2D}", "b"], pointSize: 2048)
    #expect(shaped.map(\.glyph)[1] == 0)
    #expect(shaped.map(\.cluster) == [0, 1, 2])
  }

  @Test func minimalFontShapesWithFormatFourCmap() throws {
    let font = try #require(
      OpenTypeFont.faces(in: TestFontBuilder.sfnt(TestFontBuilder.minimalTables())).first)
    #expect(font.familyName == "")  // no 'name' table
    let shaped = font.shape(["A", "B", "C"], pointSize: 10)
    #expect(shaped.map(\.glyph) == [1, 2, 0])
    #expect(shaped.map(\.advance) == [6, 7, 5])
  }

  @Test func collectionHasEveryFace() throws {
    let dejaVu = TestFontBuilder.sfnt(TestFontBuilder.minimalTables())
    let inter = try [UInt8](
      contentsOfTestFont: "Inter-Regular.otf")
    let faces = try OpenTypeFont.faces(in: TestFontBuilder.collection([dejaVu, inter]))
    #expect(faces.map(\.unitsPerEm) == [1000, 2816])
    #expect(faces.map(\.postScriptName) == ["", "Inter-Regular"])
    // A face listed twice is read once and shared.
    let twice = try OpenTypeFont.faces(in: TestFontBuilder.collection([inter], listing: [0, 0]))
    #expect(twice.count == 2)
    #expect(twice[0].face === twice[1].face)
  }

  /// 'trak': -20 units at 12 pt, 10 at 24 pt, linear between and beyond.
  @Test(arguments: [(12.0, -20.0), (24, 10), (18, -5), (36, 40), (6, -35)])
  func tracking(pointSize: Double, units: Double) throws {
    let tables = TestFontBuilder.minimalTables(extra: [("trak", TestFontBuilder.trackingTable())])
    let font = try #require(OpenTypeFont.faces(in: TestFontBuilder.sfnt(tables)).first)
    let shaped = font.shape(["A"], pointSize: pointSize)
    #expect(shaped[0].advance == (600 + units) * pointSize / 1000)
    let untracked = font.shape(
      ["A"], pointSize: pointSize, options: ShapingOptions(tracking: false))
    #expect(untracked[0].advance == 600 * pointSize / 1000)
  }

  @Test func ligaturesAndKerningCanBeTurnedOff() throws {
    let font = try testFont("DejaVuSans.ttf")
    let office = Array("office".unicodeScalars)
    #expect(font.shape(office, pointSize: 12).map(\.cluster) == [0, 1, 4, 5])
    #expect(
      font.shape(office, pointSize: 12, options: ShapingOptions(ligatures: false)).count == 6)
    let av = Array("AV".unicodeScalars)
    let kerned = font.shape(av, pointSize: 2048)
    let plain = font.shape(av, pointSize: 2048, options: ShapingOptions(kerning: false))
    #expect(kerned[0].advance < plain[0].advance)
  }
}

extension [UInt8] {
  init(contentsOfTestFont name: String) throws {
    self = try testFontBytes(name)
  }
}
