// Shaping a run of scalars in one font, the way CoreText's simple path (and HarfBuzz
// with only 'liga' and 'kern' on) does for Latin-like text:
//   1. cmap: one glyph per scalar, .notdef (0) for a scalar the font lacks;
//   2. GSUB 'liga': ligatures ("fi", "ffl") replace their components;
//   3. advances: hmtx, plus HVAR's delta in a variable font at the run's variations;
//   4. kerning: GPOS 'kern' pairs, or the 'kern' table when GPOS has no 'kern' feature;
//   5. tracking: 'trak' at the point size, added to every glyph;
// then font units are scaled to points (pointSize / unitsPerEm). Leaves out Unicode
// normalization, every other feature, bidi and complex scripts (docs/text.md).

/// A glyph of a shaped run.
public struct ShapedGlyph: Hashable, Sendable {
  public var glyph: UInt16
  /// The index of the first scalar the glyph stands for.
  public var cluster: Int
  /// In points, kerning and tracking included.
  public var advance: Double

  public init(glyph: UInt16, cluster: Int, advance: Double) {
    self.glyph = glyph
    self.cluster = cluster
    self.advance = advance
  }
}

/// Which of the font's own adjustments a run takes (CoreText: `kern` 0 turns kerning
/// off, ligatures 0 turns 'liga' off).
public struct ShapingOptions: Hashable, Sendable {
  public var kerning = true
  public var ligatures = true
  public var tracking = true

  public init(kerning: Bool = true, ligatures: Bool = true, tracking: Bool = true) {
    self.kerning = kerning
    self.ligatures = ligatures
    self.tracking = tracking
  }
}

/// A glyph while the run is shaped: advances in font units.
struct ShapingGlyph {
  var glyph: UInt16
  var cluster: Int
  var advance: Double
  /// GDEF's class, by which lookups skip marks.
  var glyphClass: UInt8
}

/// How many subtables and ligatures a run may try, as HarfBuzz bounds its work by the
/// buffer's length (HB_BUFFER_MAX_OPS_FACTOR): lookups may share subtables and ligature
/// sets, so a small malformed font could otherwise make a short run take hours. A real
/// font tries a few dozen per glyph; past the budget the run keeps what it has.
struct ShapingBudget {
  private var remaining: Int

  init(glyphCount: Int) { remaining = max(1 << 16, glyphCount * 1024) }

  /// Takes one operation; false when none is left.
  mutating func spend() -> Bool {
    remaining -= 1
    return remaining >= 0
  }
}

/// The steps above over one face.
struct TextShaper {
  let face: FontFace

  func shape(
    _ scalars: [Unicode.Scalar], pointSize: Double, variations: [String: Double],
    options: ShapingOptions
  ) -> [ShapedGlyph] {
    // Step 1. cmap.
    var glyphs = scalars.enumerated().map { index, scalar in
      let glyph = face.characterMap.glyph(for: scalar)
      return ShapingGlyph(
        glyph: glyph, cluster: index, advance: 0,
        glyphClass: face.definition.glyphClass(of: glyph))
    }
    var budget = ShapingBudget(glyphCount: glyphs.count)
    // Step 2. Ligatures.
    if options.ligatures, let substitution = face.substitution {
      substitution.applyLigatures(&glyphs, definition: face.definition, budget: &budget)
    }
    // Step 3. Advances.
    let coordinates = face.variations.coordinates(variations)
    let advanceVariations = coordinates.isEmpty ? nil : face.advanceVariations
    let scalarsByRegion = advanceVariations?.store.regionScalars(coordinates) ?? []
    for index in glyphs.indices {
      let glyph = glyphs[index].glyph
      glyphs[index].advance = Double(face.horizontalMetrics.advance(glyph))
      if let advanceVariations {
        // Rounded to whole font units, as HarfBuzz does (hb-ot-hmtx-table.hh,
        // get_advance_with_var_unscaled: roundf, here floor(x + 0.5) as hb's _hb_roundf).
        let delta = advanceVariations.advanceDelta(glyph, scalars: scalarsByRegion)
        glyphs[index].advance += (delta + 0.5).rounded(.down)
      }
    }
    // Step 4. Kerning.
    if options.kerning {
      if let positioning = face.positioning {
        positioning.applyKerning(
          &glyphs, definition: face.definition, coordinates: coordinates, budget: &budget)
      } else if let kern = face.kern {
        applyKernTable(kern, &glyphs)
      }
    }
    // Step 5. Tracking.
    let tracking = options.tracking ? face.tracking?.tracking(pointSize: pointSize) ?? 0 : 0
    // Multiplied before dividing: whole units at whole sizes stay exact (600 * 18 / 1000).
    let unitsPerEm = Double(face.head.unitsPerEm)
    return glyphs.map {
      ShapedGlyph(
        glyph: $0.glyph, cluster: $0.cluster,
        advance: ($0.advance + tracking) * pointSize / unitsPerEm)
    }
  }

  /// The 'kern' table's pairs, between each glyph and the next that is not a mark (as
  /// HarfBuzz's hb-ot-kern-table.hh skips marks). The whole value goes to the first
  /// glyph's advance, where CoreText puts it (HarfBuzz splits it between the two glyphs'
  /// advances and offsets; the glyphs' positions are the same).
  private func applyKernTable(_ kern: KernTable, _ glyphs: inout [ShapingGlyph]) {
    var index = 0
    while index < glyphs.count {
      var next = index + 1
      while next < glyphs.count, glyphs[next].glyphClass == GlyphDefinition.markClass {
        next += 1
      }
      guard next < glyphs.count else { break }
      if glyphs[index].glyphClass != GlyphDefinition.markClass {
        glyphs[index].advance += Double(kern.kerning(glyphs[index].glyph, glyphs[next].glyph))
      }
      index = next
    }
  }
}
