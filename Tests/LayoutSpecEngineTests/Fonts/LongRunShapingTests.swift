// Shaping a long run (issue 30 item 2): 1 MB of text with a ligature every few words took
// 46 s, because each ligature removed its components from an array of the whole run
// (`Array.remove(at:)` moves every glyph after it). The run's glyphs are now a gap buffer
// (GlyphBuffer.swift). What is tested here is the result, not the time (the bench's
// "text" section times 1 MB): a long run shapes as the concatenation of its pieces, in
// the fonts of the HarfBuzz oracle (FontShapingOracleTests.swift), whose short strings
// pin each piece; and the buffer copies each glyph a bounded number of times per pass.

import Testing

@testable import LayoutSpecEngine

@Suite struct LongRunShapingTests {
  /// The glyphs of `text` repeated `count` times, and `count` copies of the glyphs of
  /// `text` alone with their clusters moved to where each copy starts.
  func shapes(_ font: OpenTypeFont, _ text: String, count: Int, options: ShapingOptions)
    -> (whole: [ShapedGlyph], pieces: [ShapedGlyph])
  {
    let piece = Array(text.unicodeScalars)
    let one = font.shape(piece, pointSize: 17, options: options)
    var pieces: [ShapedGlyph] = []
    for copy in 0..<count {
      pieces += one.map {
        ShapedGlyph(glyph: $0.glyph, cluster: $0.cluster + copy * piece.count, advance: $0.advance)
      }
    }
    let whole = font.shape(
      Array([[Unicode.Scalar]](repeating: piece, count: count).joined()), pointSize: 17,
      options: options)
    return (whole, pieces)
  }

  @Test(arguments: [
    // DejaVu Sans: 'liga' fi, fl, ffi; GPOS kerning (AV, Wa, To, Ty, ...).
    ("DejaVuSans.ttf", "office fifty AVATAR Wave. To flow, affine Typography\n"),
    // The 'kern' table instead of GPOS.
    ("DejaVuSans-KernTable.ttf", "office fifty AVATAR Wave. To flow\n"),
    // Inter: contextual alternates ('calt') and 'ccmp' over marks as well.
    ("Inter-Regular.otf", "office -> fifty 1x2 AVATAR Wave: i\u{301}j\u{308} e\u{301}\n"),
    // Every lookup type: 'ccmp' makes x two glyphs (a multiple substitution inserts).
    ("FeaturesTest.ttf", "xaxbx fi abc xx ffi x\n"),
  ])
  func aLongRunShapesAsItsPieces(font name: String, piece: String) throws {
    let font = try testFont(name)
    for options in [ShapingOptions(), ShapingOptions(kerning: false, ligatures: false)] {
      // Two copies shape as two pieces: nothing reaches across the line feed.
      let pair = shapes(font, piece, count: 2, options: options)
      try #require(pair.whole == pair.pieces, "\(name): \(piece) does not shape as its pieces")
      let long = shapes(font, piece, count: 3_000, options: options)
      #expect(long.whole.count == long.pieces.count)
      #expect(long.whole == long.pieces, "\(name)")
    }
  }

  /// Removing glyphs one after another along the run, as a lookup's pass of ligatures
  /// does, copies each glyph once, not once per removal; inserting too.
  @Test func aPassOfEditsCopiesEachGlyphOnce() {
    let count = 100_000
    let glyphs = (0..<count).map {
      ShapingGlyph(glyph: UInt16(truncatingIfNeeded: $0), cluster: $0, advance: 0, glyphClass: 1)
    }
    var buffer = GlyphBuffer(glyphs)
    var model = glyphs
    var index = 0
    while index + 2 < buffer.count {
      // A ligature of three: the components after the first removed, last first.
      buffer.remove(at: index + 2)
      buffer.remove(at: index + 1)
      model.remove(at: index + 2)
      model.remove(at: index + 1)
      index += 5
    }
    #expect(buffer.copiedGlyphs <= 2 * count)
    index = 0
    while index < buffer.count {
      // A multiple substitution: two glyphs after the one at `index`.
      let parts = [buffer[index], buffer[index]]
      buffer.insert(contentsOf: parts, at: index + 1)
      model.insert(contentsOf: parts, at: index + 1)
      index += 7
    }
    #expect(buffer.copiedGlyphs <= 6 * count)
    #expect(buffer.count == model.count)
    #expect(buffer.array.map(\.cluster) == model.map(\.cluster))
    #expect(buffer.array.map(\.glyph) == model.map(\.glyph))
  }

  /// Edits in any order, against an array.
  @Test func editsAnywhereMatchAnArray() {
    var generator = SystemRandomNumberGenerator()
    let glyphs = (0..<500).map {
      ShapingGlyph(glyph: UInt16($0), cluster: $0, advance: 0, glyphClass: 1)
    }
    var buffer = GlyphBuffer(glyphs)
    var model = glyphs
    for step in 0..<5_000 {
      let at = Int.random(in: 0...model.count, using: &generator)
      if Bool.random(using: &generator), at < model.count, model.count > 1 {
        buffer.remove(at: at)
        model.remove(at: at)
      } else {
        let parts = (0..<Int.random(in: 1...40, using: &generator)).map {
          ShapingGlyph(glyph: UInt16(1000 + $0), cluster: step, advance: 0, glyphClass: 2)
        }
        buffer.insert(contentsOf: parts, at: at)
        model.insert(contentsOf: parts, at: at)
      }
      if step % 97 == 0, !model.isEmpty {
        let probe = Int.random(in: 0..<model.count, using: &generator)
        buffer[probe].advance = Double(step)
        model[probe].advance = Double(step)
      }
      #expect(buffer.count == model.count)
    }
    #expect(buffer.array.map(\.cluster) == model.map(\.cluster))
    #expect(buffer.array.map(\.glyph) == model.map(\.glyph))
    #expect(buffer.array.map(\.advance) == model.map(\.advance))
  }
}
