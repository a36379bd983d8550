// Shaping a run of scalars in one font, the way CoreText (and HarfBuzz with its default
// features) does for horizontal Latin-like text:
//   1. cmap: one glyph per scalar, .notdef (0) for a scalar the font lacks; a mark
//      joins the cluster of the character before it (HarfBuzz's default cluster level,
//      grapheme clusters);
//   2. GSUB: 'ccmp', 'locl', 'rlig', 'calt', ... and the ligatures 'liga' and 'clig'
//      (GlyphSubstitution.swift);
//   3. advances: hmtx, plus HVAR's delta in a variable font at the run's variations
//      (without HVAR, a TrueType font's gvar phantom points);
//   4. GPOS 'kern' (contextual kerning too) and 'dist', or the 'kern' table when GPOS has
//      no 'kern' feature;
//   5. tracking: 'trak' at the point size, added to every glyph;
// then font units are scaled to points (pointSize / unitsPerEm). Leaves out Unicode
// normalization, mark and cursive positioning, bidi and complex scripts (docs/text.md).

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
/// off; ligatures 0, NSLigatureAttributeName's 0, turns 'liga' and 'clig' off, and its
/// default 1 keeps them on; required ligatures 'rlig' stay).
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

/// The steps above over one face.
struct TextShaper {
  let face: FontFace

  func shape(
    _ scalars: [Unicode.Scalar], pointSize: Double, variations: [String: Double],
    options: ShapingOptions
  ) -> [ShapedGlyph] {
    // Step 1. cmap.
    var glyphs: [ShapingGlyph] = []
    glyphs.reserveCapacity(scalars.count)
    // A long run looks each ASCII scalar's glyph and classes up once (cmap and GDEF are
    // searched, a few hundred nanoseconds a scalar; 1 MB of text took 0.3 s here).
    var asciiGlyphs: [ShapingGlyph?] = scalars.count > 1024 ? Array(repeating: nil, count: 128) : []
    for (index, scalar) in scalars.enumerated() {
      let cluster =
        index > 0 && Self.continuesCluster(scalars, at: index) ? glyphs[index - 1].cluster : index
      if scalar.value < 128, !asciiGlyphs.isEmpty, var known = asciiGlyphs[Int(scalar.value)] {
        known.cluster = cluster
        glyphs.append(known)
        continue
      }
      let glyph = face.characterMap.glyph(for: scalar)
      let shaping = ShapingGlyph(
        glyph: glyph, cluster: cluster, advance: 0,
        glyphClass: face.definition.glyphClass(of: glyph, for: scalar),
        markAttachmentClass: face.definition.markAttachmentClass(of: glyph))
      if scalar.value < 128, !asciiGlyphs.isEmpty { asciiGlyphs[Int(scalar.value)] = shaping }
      glyphs.append(shaping)
    }
    // Moved, not copied: the run's first write would otherwise copy the whole array.
    var run = ShapingRun(consume glyphs, definition: face.definition)
    // Step 2. Substitutions.
    if let substitution = face.substitution {
      let enabled = options.ligatures ? ~0 : ~GlyphSubstitution.ligatureFeatures
      substitution.apply(&run, enabled: enabled)
    }
    // The glyphs in one piece again: positioning only reads and adjusts them.
    run.glyphs.closeGap()
    // Step 3. Advances.
    let coordinates = face.variations.coordinates(variations)
    let advanceVariations = coordinates.isEmpty ? nil : face.advanceVariations
    let scalarsByRegion = advanceVariations?.store.regionScalars(coordinates) ?? []
    let glyphVariations = coordinates.isEmpty ? nil : face.glyphVariations
    // Phantom points are read once per glyph of the run, within a bound on the reads.
    var phantomAdvances: [UInt16: Double] = [:]
    var phantomWork = max(1 << 20, run.glyphs.count * 4096)
    for index in run.glyphs.indices {
      let glyph = run.glyphs[index].glyph
      run.glyphs[index].advance = Double(face.horizontalMetrics.advance(glyph))
      if let glyphVariations {
        if let known = phantomAdvances[glyph] {
          run.glyphs[index].advance = known
        } else if let varied = glyphVariations.advance(
          glyph, coordinates: coordinates, advances: face.horizontalMetrics,
          work: &phantomWork)
        {
          run.glyphs[index].advance = varied
          phantomAdvances[glyph] = varied
        }
      }
      if let advanceVariations {
        // Rounded to whole font units, as HarfBuzz does (hb-ot-hmtx-table.hh,
        // get_advance_with_var_unscaled: roundf, here floor(x + 0.5) as hb's _hb_roundf).
        let delta = advanceVariations.advanceDelta(glyph, scalars: scalarsByRegion)
        run.glyphs[index].advance += (delta + 0.5).rounded(.down)
      }
    }
    // Step 4. Positioning.
    let positioning = face.positioning
    if let positioning {
      let enabled = options.kerning ? ~0 : ~GlyphPositioning.kerningFeature
      positioning.apply(&run, enabled: enabled, coordinates: coordinates)
    }
    if options.kerning, positioning?.hasKerning != true, let kern = face.kern {
      applyKernTable(kern, &run.glyphs)
    }
    // Step 5. Tracking.
    let tracking = options.tracking ? face.tracking?.tracking(pointSize: pointSize) ?? 0 : 0
    // Multiplied before dividing: whole units at whole sizes stay exact (600 * 18 / 1000).
    let unitsPerEm = Double(face.head.unitsPerEm)
    return run.glyphs.array.map {
      ShapedGlyph(
        glyph: $0.glyph, cluster: $0.cluster,
        advance: ($0.advance + tracking) * pointSize / unitsPerEm)
    }
  }

  /// Whether the scalar at `index` continues the grapheme cluster before it, as
  /// HarfBuzz's hb_set_unicode_props marks it: a mark, an emoji modifier, a ZWJ and the
  /// pictograph after it, halfwidth kana voicing marks and tags.
  static func continuesCluster(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let scalar = scalars[index]
    switch scalar.value {
    case 0x200D, 0x1F3FB...0x1F3FF, 0xFF9E...0xFF9F, 0xE0020...0xE007F: return true
    case 0...0x2FF: return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default:
      // The Extended_Pictographic character after a ZWJ (emoji stand in for them).
      return scalars[index - 1].value == 0x200D && scalar.value > 0x7F
        && scalar.properties.isEmoji
    }
  }

  /// The 'kern' table's pairs, between each glyph and the next that is not a mark (as
  /// HarfBuzz's hb-ot-kern-table.hh skips marks). The whole value goes to the first
  /// glyph's advance, where CoreText puts it (HarfBuzz splits it between the two glyphs'
  /// advances and offsets; the glyphs' positions are the same).
  private func applyKernTable(_ kern: KernTable, _ glyphs: inout GlyphBuffer) {
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
