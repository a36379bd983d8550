// 'GSUB' (OpenType spec, "GSUB — Glyph Substitution Table"): the features CoreText and
// HarfBuzz apply by default to horizontal text of the 'latn' (else default) script —
// 'ccmp', 'locl', 'rlig', 'rclt', 'calt', 'ltra', 'ltrm', the language system's required
// feature, and the ligatures 'liga' and 'clig' unless ligatures are off — with every
// lookup type: single (1), multiple (2), alternate (3, its first alternate, as HarfBuzz
// takes for a feature's default value), ligature (4), context (5), chained context (6),
// extension (7) and reverse chaining single (8).
//
// As HarfBuzz (hb-ot-layout.cc, apply_forward and apply_backward; hb-ot-map.cc): a
// required feature that is none of those applies first; then the lookups of all those
// features are merged and applied in lookup-list order, each once
// over the whole run (type 8 from its end), at each glyph its lookup flag does not skip;
// the first subtable that applies there wins, and the lookup goes on after what it
// replaced. Single and alternate substitutions replace the glyph; a multiple substitution
// puts its glyphs in the glyph's place, each with the glyph's cluster (none deletes it);
// a ligature takes its first component's place and gives its components (and the glyphs
// skipped between them, which stay after it) one cluster. Left out: 'rvrn' (variable
// fonts' feature variations are not read), automatic fractions ('frac', 'numr', 'dnom'
// around U+2044), 'rand', and HarfBuzz's special treatment of default-ignorable
// characters (ZWJ, ZWNJ) in matching.

/// The default features' substitution lookups.
struct GlyphSubstitution: Sendable, ContextualLookupTable {
  /// The features applied, in the order of their bits; the last two are the ligatures.
  static let features = ["ccmp", "locl", "rlig", "rclt", "calt", "ltra", "ltrm", "liga", "clig"]
  static let ligatureFeatures: UInt32 = 0b1_1000_0000

  private let lookups: [Lookup]
  let list: LookupList
  /// Whether the required feature's lookups apply in a stage of their own, first.
  private let requiredFirst: Bool

  /// Nil when the table's 'latn' or default script has none of the features.
  init?(_ table: FontTable, definition: GlyphDefinition, glyphCount: Int) throws(FontError) {
    guard
      let read = try LayoutFeature.lookups(
        Self.features, in: table, extensionType: 7, definition: definition,
        glyphCount: glyphCount)
    else { return nil }
    lookups = read.lookups
    list = read.list
    requiredFirst = read.requiredFirst
  }

  /// Applies the lookups of the features in `enabled` (bits of `features`; the required
  /// feature always) to the run, until its budget is spent.
  func apply(_ run: inout ShapingRun, enabled: UInt32) {
    if requiredFirst {
      for lookup in lookups where lookup.features & Lookup.requiredFeatureBit != 0 {
        apply(lookup, &run)
      }
    }
    let mask =
      requiredFirst ? enabled & ~Lookup.requiredFeatureBit : enabled | Lookup.requiredFeatureBit
    for lookup in lookups where lookup.features & mask != 0 {
      apply(lookup, &run)
    }
  }

  /// One lookup over the whole run.
  private func apply(_ lookup: Lookup, _ run: inout ShapingRun) {
    if lookup.type == 8 {
      var index = run.glyphs.count - 1
      while index >= 0 {
        guard run.budget.spend() else { return }
        if lookup.filter?.first.mayContain(run.glyphs[index].glyph) ?? true,
          !GlyphDefinition.skips(run.glyphs[index], lookup)
        {
          for subtable in lookup.subtables {
            guard run.budget.spend() else { return }
            if (try? reverseChaining(subtable, at: index, lookup, &run)) == true { break }
          }
        }
        index -= 1
      }
      return
    }
    var index = 0
    while index < run.glyphs.count {
      guard run.budget.spend() else { return }
      if lookup.filter?.first.mayContain(run.glyphs[index].glyph) ?? true,
        !GlyphDefinition.skips(run.glyphs[index], lookup),
        let next = applyOnce(lookup, at: index, &run, nesting: 0)
      {
        index = next
      } else {
        index += 1
      }
    }
  }

  func applyOnce(_ lookup: Lookup, at index: Int, _ run: inout ShapingRun, nesting: Int)
    -> Int?
  {
    let glyph = run.glyphs[index].glyph
    for (position, subtable) in lookup.subtables.enumerated() {
      guard run.budget.spend() else { return nil }
      let filter = lookup.filter?.subtables[position]
      if let filter, !filter.first.mayContain(glyph) { continue }
      let next: Int?
      switch lookup.type {
      case 1: next = try? single(subtable, at: index, &run)
      case 2: next = try? multiple(subtable, at: index, &run)
      case 3: next = try? alternate(subtable, at: index, &run)
      case 4: next = try? ligature(subtable, at: index, lookup, &run, seconds: filter?.second)
      case 5, 6:
        next = try? SequenceContext.apply(
          subtable, chained: lookup.type == 6, at: index, lookup, &run, nesting: nesting,
          self)
      default:
        // Reverse chaining applies only from the run's end, never called by a context
        // (HarfBuzz: ReverseChainSingleSubstFormat1::apply).
        return nil
      }
      if let next { return next }
    }
    return nil
  }

  /// The coverage index of the glyph at `index` in a subtable's coverage at 2.
  private func covered(_ subtable: FontTable, _ run: ShapingRun, at index: Int)
    throws(FontError) -> Int?
  {
    guard let coverage = try subtable.subtable(offset16: 2) else { return nil }
    return try Coverage.index(of: run.glyphs[index].glyph, in: coverage)
  }

  /// Single substitution: format 1 adds a delta to the glyph id, format 2 lists them.
  private func single(_ subtable: FontTable, at index: Int, _ run: inout ShapingRun)
    throws(FontError) -> Int?
  {
    guard let covered = try covered(subtable, run, at: index) else { return nil }
    let glyph: UInt16
    switch try subtable.uint16(0) {
    case 1:
      glyph = run.glyphs[index].glyph &+ (try subtable.uint16(4))
    case 2:
      guard covered < Int(try subtable.uint16(4)) else { return nil }
      glyph = try subtable.uint16(6 + covered * 2)
    default:
      return nil
    }
    run.replace(index, with: glyph)
    return index + 1
  }

  /// Multiple substitution: the glyph's sequence in its place.
  private func multiple(_ subtable: FontTable, at index: Int, _ run: inout ShapingRun)
    throws(FontError) -> Int?
  {
    guard try subtable.uint16(0) == 1, let covered = try covered(subtable, run, at: index),
      covered < Int(try subtable.uint16(4))
    else { return nil }
    let sequence = try subtable.subtable(at: Int(try subtable.uint16(6 + covered * 2)))
    let count = Int(try sequence.uint16(0))
    try sequence.require(2, length: count * 2)
    if count == 0 {
      // The spec disallows it; HarfBuzz (as Uniscribe) deletes the glyph.
      run.glyphs.remove(at: index)
      return index
    }
    guard run.glyphs.count + count - 1 <= run.maximumCount else { return nil }
    let original = run.glyphs[index]
    // HarfBuzz's class guess for the parts of a ligature: bases.
    let guess =
      count > 1 && original.glyphClass == GlyphDefinition.ligatureClass
      ? GlyphDefinition.baseClass : nil
    run.replace(index, with: try sequence.uint16(2), guess: guess)
    // The parts after the first copy it (cluster and all), then take their own glyphs.
    run.glyphs.insert(contentsOf: repeatElement(run.glyphs[index], count: count - 1), at: index + 1)
    for item in 1..<count {
      run.replace(index + item, with: try sequence.uint16(2 + item * 2), guess: guess)
    }
    return index + count
  }

  /// Alternate substitution: the first alternate.
  private func alternate(_ subtable: FontTable, at index: Int, _ run: inout ShapingRun)
    throws(FontError) -> Int?
  {
    guard try subtable.uint16(0) == 1, let covered = try covered(subtable, run, at: index),
      covered < Int(try subtable.uint16(4))
    else { return nil }
    let set = try subtable.subtable(at: Int(try subtable.uint16(6 + covered * 2)))
    guard try set.uint16(0) > 0 else { return nil }
    run.replace(index, with: try set.uint16(2))
    return index + 1
  }

  /// Ligature substitution: the first ligature of the glyph's set whose components
  /// follow (over glyphs the lookup skips) takes the first component's place.
  private func ligature(
    _ subtable: FontTable, at index: Int, _ lookup: Lookup, _ run: inout ShapingRun,
    seconds: GlyphBitSet?
  ) throws(FontError) -> Int? {
    guard try subtable.uint16(0) == 1, let covered = try covered(subtable, run, at: index),
      covered < Int(try subtable.uint16(4))
    else { return nil }
    let set = try subtable.subtable(at: Int(try subtable.uint16(6 + covered * 2)))
    let ligatureCount = Int(try set.uint16(0))
    try set.require(2, length: ligatureCount * 2)
    // The glyph after the first: most ligatures of a set fail on their second component,
    // so it is compared (with the glyphs any ligature of the subtable has second, when
    // the font was read) before a ligature is matched in full.
    let second = run.next(from: index, step: 1, lookup).map { run.glyphs[$0].glyph }
    if let seconds, !(second.map(seconds.mayContain) ?? false) { return nil }
    for item in 0..<ligatureCount {
      guard run.budget.spend() else { return nil }
      let at = Int(try set.uint16(2 + item * 2))
      let componentCount = Int(try set.uint16(at + 2))
      guard componentCount >= 1, componentCount <= ShapingRun.maximumContextLength else {
        continue
      }
      if componentCount > 1 {
        guard let second, try set.uint16(at + 4) == second else { continue }
      }
      let ligature = try set.subtable(at: at)
      let components = try SequencePart(ligature, at: 4, count: componentCount - 1, .glyphs)
      guard let positions = try components.match(from: index, step: 1, lookup, &run) else {
        continue
      }
      let end = (positions.last ?? index) + 1
      run.mergeClusters(index, end)
      run.replace(
        index, with: try ligature.uint16(0), guess: GlyphDefinition.ligatureClass)
      for removed in positions.reversed() { run.glyphs.remove(at: removed) }
      return end - positions.count
    }
    return nil
  }

  /// Reverse chaining single substitution at `index` (format 1: coverage, backtrack and
  /// lookahead coverages, substitutes by coverage index).
  private func reverseChaining(
    _ subtable: FontTable, at index: Int, _ lookup: Lookup, _ run: inout ShapingRun
  ) throws(FontError) -> Bool {
    guard try subtable.uint16(0) == 1, let covered = try covered(subtable, run, at: index)
    else { return false }
    let backtrack = try SequencePart(
      subtable, at: 6, count: Int(try subtable.uint16(4)), .coverages)
    let lookaheadAt = 6 + backtrack.count * 2
    let lookahead = try SequencePart(
      subtable, at: lookaheadAt + 2, count: Int(try subtable.uint16(lookaheadAt)),
      .coverages)
    let substitutesAt = lookaheadAt + 2 + lookahead.count * 2
    guard covered < Int(try subtable.uint16(substitutesAt)),
      try backtrack.matchEnd(from: index, step: -1, lookup, &run) != nil,
      try lookahead.matchEnd(from: index, step: 1, lookup, &run) != nil
    else { return false }
    run.replace(index, with: try subtable.uint16(substitutesAt + 2 + covered * 2))
    return true
  }
}
