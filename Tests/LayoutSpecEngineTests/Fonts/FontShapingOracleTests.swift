// OpenTypeFont.shape against HarfBuzz: Tests/Fonts/oracle/*.json are hb-shape's glyphs for
// corpora of strings in the test fonts, with kerning and ligatures on and off and, for
// the variable fonts (with HVAR, and without it: advances from gvar's phantom points), at
// several weights (`make text-oracle` re-records them; the script
// beside them says which features were on): "cases" with only 'kern' and 'liga' of the
// default features, "defaultCases" with all of hb-shape's defaults (contextual
// alternates, glyph composition, ...). Glyph ids and clusters must be equal; each glyph's
// pen position (where it is drawn) and the run's width must be equal in font units for
// static fonts, and within 0.002 units for the variable font, whose fractional advances
// HarfBuzz rounds to its scale (1/1000 unit) and computes in single precision. Where a
// zero-width glyph is drawn is not compared: it is a mark, which HarfBuzz's mark
// positioning moves and the shaper leaves out (it never moves the pen).

import Foundation
import Testing

@testable import LayoutSpecEngine

/// The repository's Tests/Fonts folder.
let testFontsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fonts")

/// A test font file's bytes.
func testFontBytes(_ name: String) throws -> [UInt8] {
  try [UInt8](Data(contentsOf: testFontsDirectory.appendingPathComponent(name)))
}

/// The first face of a test font.
func testFont(_ name: String) throws -> OpenTypeFont {
  let faces = try OpenTypeFont.faces(in: testFontBytes(name))
  return try #require(faces.first)
}

private struct Oracle: Decodable {
  var scale: Double
  var cases: [Case]
  var defaultCases: [Case]
}

private struct Case: Decodable, CustomTestStringConvertible {
  var text: String
  var kerning: Bool
  var ligatures: Bool
  var variations: String
  /// [glyph, cluster (scalar index), x advance, x offset] at `scale` per font unit.
  var glyphs: [[Int]]

  var testDescription: String {
    "\"\(text)\" kern \(kerning) liga \(ligatures) \(variations)"
  }

  /// "wght=650" as the shaper's variations.
  var variationValues: [String: Double] {
    var values: [String: Double] = [:]
    for item in variations.split(separator: ",") {
      let parts = item.split(separator: "=")
      if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
    }
    return values
  }
}

@Suite struct FontShapingOracleTests {
  @Test(arguments: [
    ("DejaVuSans.ttf", 0.0), ("DejaVuSans-KernTable.ttf", 0.0), ("Inter-Regular.otf", 0.0),
    ("Inter-Variable.ttf", 0.002), ("Inter-Variable-NoHVAR.ttf", 0.002),
  ])
  func shapingEqualsHarfBuzz(font name: String, tolerance: Double) throws {
    let font = try testFont(name)
    let oracle = try Self.oracle(name)
    #expect(oracle.cases.count > 40)
    for test in oracle.cases {
      Self.expectEqual(font, test, scale: oracle.scale, tolerance: tolerance)
    }
  }

  /// Every default feature: Inter's 'calt' arrows and case forms, 'ccmp' dotless i and
  /// j under marks, marks between kerning pairs, and the first corpus again; in
  /// FeaturesTest.ttf, every lookup type, context format and lookup flag.
  @Test(arguments: [
    ("DejaVuSans.ttf", 0.0), ("DejaVuSans-KernTable.ttf", 0.0), ("Inter-Regular.otf", 0.0),
    ("Inter-Variable.ttf", 0.002), ("Inter-Variable-NoHVAR.ttf", 0.002),
    ("FeaturesTest.ttf", 0.0),
  ])
  func defaultFeaturesEqualHarfBuzz(font name: String, tolerance: Double) throws {
    let font = try testFont(name)
    let oracle = try Self.oracle(name)
    #expect(oracle.defaultCases.count >= 56)
    for test in oracle.defaultCases {
      Self.expectEqual(font, test, scale: oracle.scale, tolerance: tolerance)
    }
  }

  /// Inter's contextual alternates change widths: "a->b" is an arrow (2688 units, not
  /// 1296 + 1856), "10x20" a multiplication sign (1856, not 1520).
  @Test func contextualAlternatesChangeWidths() throws {
    let font = try testFont("Inter-Regular.otf")
    #expect(font.unitsPerEm == 2816)
    let arrow = font.shape(Array("a->b".unicodeScalars), pointSize: 2816)
    #expect(arrow.map(\.cluster) == [0, 1, 3])
    #expect(arrow.map(\.advance) == [1588, 2688, 1748])
    let times = font.shape(Array("0x2".unicodeScalars), pointSize: 2816)
    #expect(times.map(\.advance) == [1760, 1856, 1704])
  }

  private static func oracle(_ name: String) throws -> Oracle {
    let oracleName = name.split(separator: ".").dropLast().joined(separator: ".") + ".json"
    let data = try Data(
      contentsOf: testFontsDirectory.appendingPathComponent("oracle/\(oracleName)"))
    return try JSONDecoder().decode(Oracle.self, from: data)
  }

  private static func expectEqual(
    _ font: OpenTypeFont, _ test: Case, scale: Double, tolerance: Double
  ) {
    let scalars = Array(test.text.unicodeScalars)
    // At a point size of unitsPerEm, points are font units.
    let shaped = font.shape(
      scalars, pointSize: Double(font.unitsPerEm), variations: test.variationValues,
      options: ShapingOptions(kerning: test.kerning, ligatures: test.ligatures))
    #expect(shaped.map(\.glyph) == test.glyphs.map { UInt16($0[0]) }, "\(test)")
    #expect(shaped.map(\.cluster) == test.glyphs.map { $0[1] }, "\(test)")
    guard shaped.count == test.glyphs.count else { return }
    var pen = 0.0
    var oraclePen = 0.0
    for (glyph, expected) in zip(shaped, test.glyphs) {
      let drawnAt = (oraclePen + Double(expected[3])) / scale
      #expect(
        expected[2] == 0 || abs(pen - drawnAt) <= tolerance,
        "\(test): glyph \(glyph.glyph) at \(pen)")
      pen += glyph.advance
      oraclePen += Double(expected[2])
    }
    #expect(abs(pen - oraclePen / scale) <= tolerance, "\(test): width \(pen)")
  }
}
