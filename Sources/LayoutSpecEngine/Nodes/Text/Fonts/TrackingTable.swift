// 'trak' (Apple's TrueType reference, "The 'trak' table"): the tracking CoreText adds to
// every glyph's advance at a point size, from the horizontal track whose value is 0
// (the normal track). Between two listed sizes the value is interpolated linearly; below
// the first and above the last it is extrapolated from the nearest two, as HarfBuzz's
// hb-aat-layout-trak-table.hh does. A single listed size applies at every size.

/// The normal track's values per point size, in font units.
struct TrackingTable: Sendable {
  private var sizes: [Double] = []
  private var values: [Double] = []

  init(_ table: FontTable) throws(FontError) {
    guard let horizontal = try table.subtable(offset16: 6) else { return }
    let trackCount = Int(try horizontal.uint16(0))
    let sizeCount = Int(try horizontal.uint16(2))
    let sizeTable = Int(try horizontal.uint32(4))
    try table.require(sizeTable, length: sizeCount * 4)
    try horizontal.require(8, length: trackCount * 8)
    for track in 0..<trackCount {
      let entry = 8 + track * 8
      guard try horizontal.int32(entry) == 0 else { continue }
      // The per-size values count from the start of the 'trak' table.
      let valuesOffset = Int(try horizontal.uint16(entry + 6))
      try table.require(valuesOffset, length: sizeCount * 2)
      for index in 0..<sizeCount {
        sizes.append(try table.fixed(sizeTable + index * 4))
        values.append(Double(try table.int16(valuesOffset + index * 2)))
      }
      return
    }
  }

  /// The tracking at `pointSize`, in font units.
  func tracking(pointSize: Double) -> Double {
    guard let first = values.first else { return 0 }
    guard sizes.count > 1 else { return first }
    // The segment to interpolate or extrapolate on: the first whose end is >= the size.
    var index = 1
    while index < sizes.count - 1, sizes[index] < pointSize { index += 1 }
    let (size0, size1) = (sizes[index - 1], sizes[index])
    guard size1 != size0 else { return values[index] }
    let t = (pointSize - size0) / (size1 - size0)
    return values[index - 1] + t * (values[index] - values[index - 1])
  }
}
