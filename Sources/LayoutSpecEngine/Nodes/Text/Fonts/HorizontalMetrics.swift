// 'hmtx' (OpenType spec, "hmtx — Horizontal Metrics Table"): each glyph's advance width.
// The glyphs past numberOfHMetrics share the last advance (monospaced tails). Side
// bearings are not read: a line's width is the sum of advances.

/// The advance widths, read from the table's bytes on demand.
struct HorizontalMetrics: Sendable {
  private let table: FontTable
  private let numberOfHMetrics: Int

  init(_ table: FontTable, numberOfHMetrics: Int) throws(FontError) {
    // Every longHorMetric record must be there; the left side bearings after them are
    // not read.
    try table.require(0, length: numberOfHMetrics * 4)
    self.table = table
    self.numberOfHMetrics = numberOfHMetrics
  }

  /// The advance of `glyph` in font units (the default instance of a variable font).
  func advance(_ glyph: UInt16) -> Int {
    let record = min(Int(glyph), numberOfHMetrics - 1)
    return Int((try? table.uint16(record * 4)) ?? 0)
  }
}
