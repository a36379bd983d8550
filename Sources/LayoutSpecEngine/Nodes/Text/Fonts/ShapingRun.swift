// The glyphs of a run while GSUB and GPOS lookups apply to it, as HarfBuzz's buffer holds
// them (hb-buffer.hh): glyph, cluster (the index of the first scalar it stands for),
// advance, and the GDEF classes lookup flags look at. The bounds on the work are
// HarfBuzz's too: a budget of operations and a maximum length, both from the run's
// length, so no font can make a short run take long or grow large.

/// A glyph while the run is shaped: advances in font units.
struct ShapingGlyph {
  var glyph: UInt16
  var cluster: Int
  var advance: Double
  /// GDEF's class (or HarfBuzz's guess), by which lookups skip marks.
  var glyphClass: UInt8
  /// GDEF's mark attachment class, by which lookups skip marks of other types.
  var markAttachmentClass: UInt8 = 0
}

/// How many operations a run may take (subtables tried, rules tried, glyphs stepped
/// over in matching, lookups called), as HarfBuzz bounds its work by the buffer's length
/// (HB_BUFFER_MAX_OPS_FACTOR): lookups may share subtables and contexts may call lookups,
/// so a small malformed font could otherwise make a short run take hours. A real font
/// takes a few hundred per glyph; past the budget the run keeps what it has.
struct ShapingBudget {
  private var remaining: Int

  init(glyphCount: Int) { remaining = max(1 << 16, glyphCount * 1024) }

  /// Takes `count` operations; false when not that many are left.
  mutating func spend(_ count: Int = 1) -> Bool {
    remaining -= count
    return remaining >= 0
  }
}

/// A run being shaped.
struct ShapingRun {
  var glyphs: GlyphBuffer
  var budget: ShapingBudget
  let definition: GlyphDefinition
  /// The most glyphs multiple substitutions may make (HarfBuzz: 32 per input glyph,
  /// at least 8192, HB_BUFFER_MAX_LEN_FACTOR).
  let maximumCount: Int

  /// How deep contextual lookups may call lookups (HarfBuzz: HB_MAX_NESTING_LEVEL 64).
  static let maximumNesting = 64
  /// The longest input sequence a context or ligature matches (HarfBuzz:
  /// HB_MAX_CONTEXT_LENGTH 64).
  static let maximumContextLength = 64

  init(_ glyphs: [ShapingGlyph], definition: GlyphDefinition) {
    self.glyphs = GlyphBuffer(glyphs)
    self.definition = definition
    budget = ShapingBudget(glyphCount: glyphs.count)
    maximumCount = max(8192, glyphs.count * 32)
  }

  /// Replaces the glyph at `index`: GDEF's classes for the new glyph, else it keeps the
  /// old glyph's (HarfBuzz: _set_glyph_class), or `guess` when given.
  mutating func replace(_ index: Int, with glyph: UInt16, guess: UInt8? = nil) {
    glyphs[index].glyph = glyph
    if definition.hasClasses {
      glyphs[index].glyphClass = definition.glyphClass(of: glyph)
      glyphs[index].markAttachmentClass = definition.markAttachmentClass(of: glyph)
    } else if let guess {
      glyphs[index].glyphClass = guess
    }
  }

  /// Gives glyphs `start..<end` one cluster, the smallest of theirs, and so the glyphs
  /// beside them that shared a cluster with them (HarfBuzz: hb_buffer_t::merge_clusters).
  mutating func mergeClusters(_ start: Int, _ end: Int) {
    guard end - start >= 2 else { return }
    var start = start
    var end = end
    var cluster = glyphs[start].cluster
    for index in start + 1..<end { cluster = min(cluster, glyphs[index].cluster) }
    if cluster != glyphs[end - 1].cluster {
      while end < glyphs.count, glyphs[end - 1].cluster == glyphs[end].cluster { end += 1 }
    }
    if cluster != glyphs[start].cluster {
      while start > 0, glyphs[start - 1].cluster == glyphs[start].cluster { start -= 1 }
    }
    for index in start..<end { glyphs[index].cluster = cluster }
  }

  /// The next glyph after `index` that `lookup` does not skip, where matching found one
  /// already (so there is one, and the budget was spent on the way).
  func nextUnbudgeted(from index: Int, _ lookup: Lookup) -> Int {
    var position = index + 1
    while position < glyphs.count - 1, GlyphDefinition.skips(glyphs[position], lookup) {
      position += 1
    }
    return position
  }

  /// The next glyph after (`step` 1) or before (`step` -1) `index` that `lookup` does not
  /// skip, nil at the run's end or when the budget is spent.
  mutating func next(from index: Int, step: Int, _ lookup: Lookup) -> Int? {
    var position = index + step
    while position >= 0, position < glyphs.count {
      guard budget.spend() else { return nil }
      if !GlyphDefinition.skips(glyphs[position], lookup) { return position }
      position += step
    }
    return nil
  }
}
