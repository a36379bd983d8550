// The glyphs of a run being shaped, in a gap buffer: lookups remove and insert glyphs
// where they are (a ligature removes its components, a multiple substitution inserts its
// parts), always within a context's length of the glyph a lookup has reached, and a lookup
// walks the run from one end to the other. An array's `remove(at:)` moves every glyph after
// the place, so a run of 1 MB with a ligature every few words took time proportional to its
// length per ligature (46 s for 1 MB). Here the free space (the gap) follows the
// edits: moving it moves only the glyphs between the last edit and this one, which over a
// lookup's pass is the run's length once, as HarfBuzz's in and out buffers copy each glyph
// once per pass (hb-buffer.cc, `next_glyph`, `output_glyph`).

struct GlyphBuffer {
  /// The glyphs before the gap, the gap (`gapCount` stale entries), the glyphs after it.
  private var storage: [ShapingGlyph]
  /// The index of the first glyph after the gap, were there no gap: glyphs `0..<gapStart`
  /// are at their own index in `storage`, the others `gapCount` further.
  private var gapStart: Int
  private var gapCount = 0
  /// How many glyphs moving the gap has copied, growing included (tests check that a
  /// lookup's pass copies each glyph a bounded number of times).
  private(set) var copiedGlyphs = 0

  init(_ glyphs: [ShapingGlyph]) {
    storage = glyphs
    gapStart = glyphs.count
  }

  var count: Int { storage.count - gapCount }

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> ShapingGlyph {
    get { storage[index < gapStart ? index : index + gapCount] }
    set { storage[index < gapStart ? index : index + gapCount] = newValue }
  }

  /// The glyphs in order, without the gap.
  var array: [ShapingGlyph] {
    mutating get {
      moveGap(to: count)
      storage.removeLast(gapCount)
      gapCount = 0
      return storage
    }
  }

  /// Moves the gap to the end: every glyph at its own index, as in an array.
  mutating func closeGap() { moveGap(to: count) }

  /// Puts the gap before the glyph at `index` (its index stays that glyph's).
  private mutating func moveGap(to index: Int) {
    guard gapCount > 0 else {
      gapStart = index
      return
    }
    copiedGlyphs += abs(index - gapStart)
    if index < gapStart {
      // Glyphs index..<gapStart move to the gap's far end, last first.
      var from = gapStart - 1
      while from >= index {
        storage[from + gapCount] = storage[from]
        from -= 1
      }
    } else if index > gapStart {
      for from in gapStart..<index { storage[from] = storage[from + gapCount] }
    }
    gapStart = index
  }

  mutating func remove(at index: Int) {
    precondition(index >= 0 && index < count, "glyph index out of range")
    moveGap(to: index)
    gapCount += 1
  }

  /// Inserts `glyphs` before the glyph at `index` (`count`: at the end).
  mutating func insert(contentsOf glyphs: some Collection<ShapingGlyph>, at index: Int) {
    precondition(index >= 0 && index <= count, "glyph index out of range")
    let added = glyphs.count
    guard added > 0 else { return }
    if gapCount < added {
      // A new gap of at least a quarter of the run, so that growing costs the run's
      // length only as often as the run grows by a quarter.
      let glyphCount = count
      var grown = array
      copiedGlyphs += glyphCount
      let spare = Swift.max(added, glyphCount / 4, 16)
      grown.reserveCapacity(glyphCount + spare)
      grown.append(contentsOf: repeatElement(grown.first ?? glyphs.first!, count: spare))
      storage = grown
      gapStart = glyphCount
      gapCount = spare
    }
    moveGap(to: index)
    var at = gapStart
    for glyph in glyphs {
      storage[at] = glyph
      at += 1
    }
    gapStart += added
    gapCount -= added
  }
}
