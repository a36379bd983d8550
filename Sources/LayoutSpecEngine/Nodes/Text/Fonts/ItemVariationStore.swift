// Item variation stores (OpenType spec, "OpenType Font Variations Common Table Formats"):
// the deltas HVAR, MVAR and GDEF (for GPOS) give at a variable font's normalized
// coordinates. A delta is the sum over regions of the region's delta times its scalar,
// the product over axes of how far the coordinate is into the axis's start-peak-end
// tent. Deltas are not rounded here: CoreText measures in floating point.

/// A variation store, read from its bytes on demand.
struct ItemVariationStore: Sendable {
  private let table: FontTable
  private let regions: FontTable
  private let regionAxisCount: Int
  private let regionCount: Int
  private let dataCount: Int

  init(_ table: FontTable) throws(FontError) {
    guard try table.uint16(0) == 1 else {
      throw .malformed(table.tag, "item variation store format is not 1")
    }
    guard let regions = try table.subtable(offset32: 2) else {
      throw .malformed(table.tag, "item variation store without regions")
    }
    regionAxisCount = Int(try regions.uint16(0))
    regionCount = Int(try regions.uint16(2))
    try regions.require(4, length: regionAxisCount * regionCount * 6)
    dataCount = Int(try table.uint16(6))
    try table.require(8, length: dataCount * 4)
    self.table = table
    self.regions = regions
  }

  /// How much each region applies at `coordinates` (F2DOT14 integers, one per fvar
  /// axis): computed once per run, so a delta costs one multiplication per region it
  /// lists however many axes the font has.
  func regionScalars(_ coordinates: [Int]) -> [Double] {
    (0..<regionCount).map { (try? scalar($0, coordinates)) ?? 0 }
  }

  /// The delta of item `inner` of data set `outer` with `scalars` from `regionScalars`;
  /// 0 when the indexes are out of range.
  func delta(outer: Int, inner: Int, scalars: [Double]) -> Double {
    (try? readDelta(outer: outer, inner: inner, scalars: scalars)) ?? 0
  }

  private func readDelta(outer: Int, inner: Int, scalars: [Double]) throws(FontError) -> Double {
    guard outer < dataCount, let data = try table.subtable(offset32: 8 + outer * 4) else {
      return 0
    }
    let itemCount = Int(try data.uint16(0))
    let wordCount = Int(try data.uint16(2))
    let regionIndexCount = Int(try data.uint16(4))
    guard inner < itemCount else { return 0 }
    // LONG_WORDS: 32-bit and 16-bit deltas instead of 16-bit and 8-bit.
    let long = wordCount & 0x8000 != 0
    let words = min(wordCount & 0x7FFF, regionIndexCount)
    let wordSize = long ? 4 : 2
    let rowSize = words * wordSize + (regionIndexCount - words) * wordSize / 2
    var offset = 6 + regionIndexCount * 2 + inner * rowSize
    var sum = 0.0
    for index in 0..<regionIndexCount {
      let delta: Int
      if index < words {
        delta = long ? Int(try data.int32(offset)) : Int(try data.int16(offset))
        offset += wordSize
      } else {
        delta = long ? Int(try data.int16(offset)) : Int(Int8(bitPattern: try data.uint8(offset)))
        offset += wordSize / 2
      }
      guard delta != 0 else { continue }
      let region = Int(try data.uint16(6 + index * 2))
      guard region < scalars.count else { continue }
      sum += Double(delta) * scalars[region]
    }
    return sum
  }

  /// How much a region applies at `coordinates`: the product of its axes' tents.
  private func scalar(_ region: Int, _ coordinates: [Int]) throws(FontError) -> Double {
    var scalar = 1.0
    for axis in 0..<regionAxisCount {
      let record = 4 + (region * regionAxisCount + axis) * 6
      let start = Int(try regions.f2dot14(record))
      let peak = Int(try regions.f2dot14(record + 2))
      let end = Int(try regions.f2dot14(record + 4))
      let coordinate = axis < coordinates.count ? coordinates[axis] : 0
      // Axes that do not shape the region, and malformed tents, count as 1.
      if peak == 0 || start > peak || peak > end || (start < 0 && end > 0) { continue }
      if coordinate == peak { continue }
      if coordinate <= start || coordinate >= end { return 0 }
      scalar *=
        coordinate < peak
        ? Double(coordinate - start) / Double(peak - start)
        : Double(end - coordinate) / Double(end - peak)
    }
    return scalar
  }
}
