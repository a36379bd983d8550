// Contextual lookups, shared by GSUB (types 5 and 6, and 8's context) and GPOS (types 7
// and 8): "Sequence Context" and "Chained Sequence Context" in the OpenType spec's common
// table formats, formats 1 (glyphs), 2 (classes) and 3 (coverages). A rule matches an
// input sequence at a glyph, the backtrack before it and the lookahead after it, over the
// glyphs the lookup's flag skips; then it calls lookups at positions of the input.
//
// As HarfBuzz (hb-ot-layout-gsubgpos.hh: match_input, match_backtrack, match_lookahead,
// apply_lookup): the first rule of the first subtable that matches wins; the called
// lookups apply once at their position, in the rule's order, and when one changes the
// run's length the positions after it move (glyphs added right after it, or positions
// after it removed); the run goes on after the (moved) end of the input. Bounds: input
// sequences of at most 64 glyphs, calls nested at most 64 deep, a context never calls its
// own lookup at its first glyph, and every step spends the run's budget.

/// A GSUB or GPOS table as contexts see it: lookups to call, applied at one glyph.
protocol ContextualLookupTable {
  var list: LookupList { get }

  /// Applies the first subtable of `lookup` that applies at `index` (nested `nesting`
  /// calls deep); the index the lookup goes on at, nil when none applied.
  func applyOnce(_ lookup: Lookup, at index: Int, _ run: inout ShapingRun, nesting: Int)
    -> Int?
}

/// An array of `count` 16-bit items at `offset` in `table`: glyph ids, classes or offsets
/// to coverage tables, each item standing for one glyph of a sequence.
struct SequencePart {
  enum Items {
    case glyphs
    /// Classes in this class definition (none: every glyph is class 0).
    case classes(FontTable?)
    /// Offsets from `table` to coverage tables.
    case coverages
  }

  var table: FontTable
  var offset: Int
  var count: Int
  var items: Items

  init(_ table: FontTable, at offset: Int, count: Int, _ items: Items) throws(FontError) {
    try table.require(offset, length: count * 2)
    self.table = table
    self.offset = offset
    self.count = count
    self.items = items
  }

  func matches(_ item: Int, _ glyph: UInt16) throws(FontError) -> Bool {
    let value = try table.uint16(offset + item * 2)
    switch items {
    case .glyphs:
      return value == glyph
    case .classes(let definition):
      guard let definition else { return value == 0 }
      return try ClassDefinition.glyphClass(of: glyph, in: definition) == Int(value)
    case .coverages:
      return try Coverage.index(of: glyph, in: table.subtable(at: Int(value))) != nil
    }
  }

  /// Whether the glyphs from `index` on, stepping by `step` over skipped glyphs, match
  /// every item; the last one's position (`index` when there are no items). Allocates
  /// nothing: most rules tried at a glyph fail.
  func matchEnd(from index: Int, step: Int, _ lookup: Lookup, _ run: inout ShapingRun)
    throws(FontError) -> Int?
  {
    var position = index
    for item in 0..<count {
      guard let next = run.next(from: position, step: step, lookup),
        try matches(item, run.glyphs[next].glyph)
      else { return nil }
      position = next
    }
    return position
  }

  /// Whether the glyphs from `index` on, stepping by `step` over skipped glyphs, match
  /// every item; their positions (`index` excluded).
  func match(from index: Int, step: Int, _ lookup: Lookup, _ run: inout ShapingRun)
    throws(FontError) -> [Int]?
  {
    var positions: [Int] = []
    positions.reserveCapacity(count)
    var position = index
    for item in 0..<count {
      guard let next = run.next(from: position, step: step, lookup),
        try matches(item, run.glyphs[next].glyph)
      else { return nil }
      positions.append(next)
      position = next
    }
    return positions
  }
}

/// One rule: the input after its first glyph, the backtrack and lookahead, and the
/// lookups it calls (sequence index, lookup index records).
struct SequenceRule {
  var backtrack: SequencePart?
  var input: SequencePart
  var lookahead: SequencePart?
  var records: FontTable
  var recordOffset: Int
  var recordCount: Int
}

enum SequenceContext {
  /// Applies the first matching rule of a (chained) sequence context subtable at
  /// `index`; the index the lookup goes on at, nil when no rule matched.
  static func apply<Table: ContextualLookupTable>(
    _ subtable: FontTable, chained: Bool, at index: Int, _ lookup: Lookup,
    _ run: inout ShapingRun, nesting: Int, _ table: Table
  ) throws(FontError) -> Int? {
    let glyph = run.glyphs[index].glyph
    let format = try subtable.uint16(0)
    if format == 3 {
      // The first input coverage is the subtable's coverage, tested before the rule is
      // read: after the backtrack coverages in a chained context.
      let first = chained ? 6 + Int(try subtable.uint16(2)) * 2 : 6
      guard let coverage = try subtable.subtable(offset16: first),
        try Coverage.index(of: glyph, in: coverage) != nil
      else { return nil }
      let rule = try chained ? chainedCoverageRule(subtable) : coverageRule(subtable)
      return try applyRule(rule, at: index, lookup, &run, nesting: nesting, table)
    }
    guard format == 1 || format == 2, let coverage = try subtable.subtable(offset16: 2),
      let covered = try Coverage.index(of: glyph, in: coverage)
    else { return nil }
    // Format 1: rule sets by coverage index, glyph ids. Format 2: by the input class of
    // the first glyph, classes in the backtrack, input and lookahead class definitions.
    let setIndex: Int
    let setsAt: Int
    var items:
      (
        backtrack: SequencePart.Items, input: SequencePart.Items,
        lookahead: SequencePart.Items
      ) = (.glyphs, .glyphs, .glyphs)
    if format == 1 {
      setIndex = covered
      setsAt = 4
    } else if chained {
      let input = try subtable.subtable(offset16: 6)
      items = (
        .classes(try subtable.subtable(offset16: 4)), .classes(input),
        .classes(try subtable.subtable(offset16: 8))
      )
      setIndex =
        try input.map { t throws(FontError) in
          try ClassDefinition.glyphClass(of: glyph, in: t)
        } ?? 0
      setsAt = 10
    } else {
      let classes = try subtable.subtable(offset16: 4)
      items = (.classes(classes), .classes(classes), .classes(classes))
      setIndex =
        try classes.map { t throws(FontError) in
          try ClassDefinition.glyphClass(of: glyph, in: t)
        } ?? 0
      setsAt = 6
    }
    guard setIndex < Int(try subtable.uint16(setsAt)),
      let set = try subtable.subtable(offset16: setsAt + 2 + setIndex * 2)
    else { return nil }
    let ruleCount = Int(try set.uint16(0))
    try set.require(2, length: ruleCount * 2)
    for item in 0..<ruleCount {
      guard run.budget.spend() else { return nil }
      let ruleTable = try set.subtable(at: Int(try set.uint16(2 + item * 2)))
      let rule =
        try chained
        ? chainedRule(ruleTable, items: items) : contextRule(ruleTable, items: items.input)
      if let next = try applyRule(rule, at: index, lookup, &run, nesting: nesting, table) {
        return next
      }
    }
    return nil
  }

  /// SequenceRule / ClassSequenceRule: glyphCount, seqLookupCount, input, records.
  private static func contextRule(_ rule: FontTable, items: SequencePart.Items)
    throws(FontError) -> SequenceRule
  {
    let inputCount = Int(try rule.uint16(0))
    guard inputCount >= 1 else { throw .malformed(rule.tag, "an empty context rule") }
    let input = try SequencePart(rule, at: 4, count: inputCount - 1, items)
    return SequenceRule(
      input: input, records: rule, recordOffset: 4 + input.count * 2,
      recordCount: Int(try rule.uint16(2)))
  }

  /// ChainedSequenceRule / ChainedClassSequenceRule: backtrack, input, lookahead, records.
  private static func chainedRule(
    _ rule: FontTable,
    items: (
      backtrack: SequencePart.Items, input: SequencePart.Items,
      lookahead: SequencePart.Items
    )
  ) throws(FontError) -> SequenceRule {
    let backtrack = try SequencePart(
      rule, at: 2, count: Int(try rule.uint16(0)), items.backtrack)
    let inputAt = 2 + backtrack.count * 2
    let inputCount = Int(try rule.uint16(inputAt))
    guard inputCount >= 1 else { throw .malformed(rule.tag, "an empty context rule") }
    let input = try SequencePart(rule, at: inputAt + 2, count: inputCount - 1, items.input)
    let lookaheadAt = inputAt + 2 + input.count * 2
    let lookahead = try SequencePart(
      rule, at: lookaheadAt + 2, count: Int(try rule.uint16(lookaheadAt)), items.lookahead)
    let recordsAt = lookaheadAt + 2 + lookahead.count * 2
    return SequenceRule(
      backtrack: backtrack, input: input, lookahead: lookahead, records: rule,
      recordOffset: recordsAt + 2, recordCount: Int(try rule.uint16(recordsAt)))
  }

  /// SequenceContextFormat3: glyphCount, seqLookupCount, coverages, records.
  private static func coverageRule(_ subtable: FontTable) throws(FontError) -> SequenceRule {
    let inputCount = Int(try subtable.uint16(2))
    guard inputCount >= 1 else { throw .malformed(subtable.tag, "an empty context rule") }
    let input = try SequencePart(subtable, at: 8, count: inputCount - 1, .coverages)
    return SequenceRule(
      input: input, records: subtable, recordOffset: 8 + input.count * 2,
      recordCount: Int(try subtable.uint16(4)))
  }

  /// ChainedSequenceContextFormat3: backtrack, input and lookahead coverages, records.
  private static func chainedCoverageRule(_ subtable: FontTable) throws(FontError)
    -> SequenceRule
  {
    let backtrack = try SequencePart(
      subtable, at: 4, count: Int(try subtable.uint16(2)), .coverages)
    let inputAt = 4 + backtrack.count * 2
    let inputCount = Int(try subtable.uint16(inputAt))
    guard inputCount >= 1 else { throw .malformed(subtable.tag, "an empty context rule") }
    let input = try SequencePart(subtable, at: inputAt + 4, count: inputCount - 1, .coverages)
    let lookaheadAt = inputAt + 2 + inputCount * 2
    let lookahead = try SequencePart(
      subtable, at: lookaheadAt + 2, count: Int(try subtable.uint16(lookaheadAt)), .coverages)
    let recordsAt = lookaheadAt + 2 + lookahead.count * 2
    return SequenceRule(
      backtrack: backtrack, input: input, lookahead: lookahead, records: subtable,
      recordOffset: recordsAt + 2, recordCount: Int(try subtable.uint16(recordsAt)))
  }

  /// Matches `rule` at `index` and calls its lookups; the index after its input.
  private static func applyRule<Table: ContextualLookupTable>(
    _ rule: SequenceRule, at index: Int, _ lookup: Lookup, _ run: inout ShapingRun,
    nesting: Int, _ table: Table
  ) throws(FontError) -> Int? {
    guard rule.input.count < ShapingRun.maximumContextLength,
      let last = try rule.input.matchEnd(from: index, step: 1, lookup, &run)
    else { return nil }
    if let lookahead = rule.lookahead,
      try lookahead.matchEnd(from: last, step: 1, lookup, &run) == nil
    {
      return nil
    }
    if let backtrack = rule.backtrack,
      try backtrack.matchEnd(from: index, step: -1, lookup, &run) == nil
    {
      return nil
    }
    // The rule applies: the input's positions, found again as matching found them (the
    // budget was spent on them then).
    var positions = [index]
    positions.reserveCapacity(rule.input.count + 1)
    while positions.count <= rule.input.count {
      positions.append(run.nextUnbudgeted(from: positions[positions.count - 1], lookup))
    }
    try rule.records.require(rule.recordOffset, length: rule.recordCount * 4)
    var end = positions[positions.count - 1] + 1
    // At the deepest nesting the rule matches but calls nothing (HarfBuzz's recurse
    // fails there).
    let recordCount = nesting < ShapingRun.maximumNesting ? rule.recordCount : 0
    for record in 0..<recordCount {
      guard run.budget.spend() else { break }
      let at = rule.recordOffset + record * 4
      let sequenceIndex = Int(try rule.records.uint16(at))
      let lookupIndex = Int(try rule.records.uint16(at + 2))
      guard sequenceIndex < positions.count,
        !(sequenceIndex == 0 && lookupIndex == lookup.index),
        positions[sequenceIndex] < run.glyphs.count
      else { continue }
      guard let called = table.list.lookup(at: lookupIndex, budget: &run.budget) else {
        continue
      }
      let before = run.glyphs.count
      guard
        table.applyOnce(called, at: positions[sequenceIndex], &run, nesting: nesting + 1)
          != nil
      else { continue }
      var delta = run.glyphs.count - before
      guard delta != 0 else { continue }
      // The run's length changed: glyphs were added right after the position, or
      // positions after it were removed (HarfBuzz's assumption, kept).
      end += delta
      if end < positions[sequenceIndex] {
        delta += positions[sequenceIndex] - end
        end = positions[sequenceIndex]
      }
      var next = sequenceIndex + 1
      if delta > 0 {
        guard delta + positions.count <= ShapingRun.maximumContextLength else { break }
      } else {
        delta = max(delta, next - positions.count)
        next -= delta
      }
      var moved = Array(positions[...sequenceIndex])
      if delta > 0 {
        for _ in 0..<delta { moved.append(moved[moved.count - 1] + 1) }
      }
      for position in positions[next...] { moved.append(position + delta) }
      positions = moved
    }
    return min(end, run.glyphs.count)
  }
}
