// 'gvar' (OpenType spec, "gvar — Glyph Variations Table") with 'glyf' and 'loca', read
// for one thing: the advance widths of a TrueType variable font without 'HVAR', which
// vary through each glyph's phantom points. Outlines, side bearings and vertical metrics
// are not read.
//
// As HarfBuzz (glyf.hh get_advance_with_var_unscaled, gvar apply_deltas_to_points): a
// glyph's points are its outline's (one per component for a composite glyph) and four
// phantom points, the first two the left and right ends of its advance; each tuple
// variation whose scalar at the run's coordinates is not zero moves them by its x deltas
// times the scalar; the advance is hmtx's plus the right point's move minus the left's,
// rounded. A phantom point is a contour of its own, so a tuple whose point numbers leave
// it out does not move it. A composite glyph with a USE_MY_METRICS component takes that
// component's advance (the last such component's). Bounds: every offset and count is
// checked, composites nest at most 64 deep, and the reads of one run are bounded; a glyph
// whose data is malformed or past the bound keeps hmtx's advance, as HarfBuzz keeps it
// when it cannot read the glyph's points.

/// The phantom points of glyphs in a variable TrueType font.
struct GlyphVariations: Sendable {
  private let gvar: FontTable
  private let glyf: FontTable
  private let loca: FontTable
  private let longLocaOffsets: Bool
  private let axisCount: Int
  /// The glyphs both gvar and loca describe.
  private let glyphCount: Int
  private let sharedTuples: FontTable?
  private let longDataOffsets: Bool
  private let dataArray: FontTable

  init(
    gvar: FontTable, glyf: FontTable, loca: FontTable, indexToLocFormat: Int,
    axisCount: Int, numGlyphs: Int
  ) throws(FontError) {
    guard try gvar.uint16(0) == 1 else {
      throw .malformed(gvar.tag, "version \(try gvar.uint16(0)) is not 1")
    }
    guard Int(try gvar.uint16(4)) == axisCount else {
      throw .malformed(gvar.tag, "its axis count is not fvar's")
    }
    self.axisCount = axisCount
    let sharedCount = Int(try gvar.uint16(6))
    if sharedCount > 0, let shared = try gvar.subtable(offset32: 8) {
      try shared.require(0, length: sharedCount * axisCount * 2)
      sharedTuples = shared
    } else {
      sharedTuples = nil
    }
    longDataOffsets = try gvar.uint16(14) & 1 != 0
    let gvarGlyphs = Int(try gvar.uint16(12))
    try gvar.require(20, length: (gvarGlyphs + 1) * (longDataOffsets ? 4 : 2))
    dataArray = try gvar.subtable(at: Int(try gvar.uint32(16)))
    longLocaOffsets = indexToLocFormat != 0
    let locaGlyphs = loca.count / (longLocaOffsets ? 4 : 2) - 1
    glyphCount = min(gvarGlyphs, locaGlyphs, numGlyphs)
    self.gvar = gvar
    self.glyf = glyf
    self.loca = loca
  }

  /// The advance of `glyph` at `coordinates` (normalized, F2DOT14), from hmtx's
  /// `advances`; nil when the glyph cannot be read or `work` runs out (then hmtx's
  /// advance stands).
  func advance(
    _ glyph: UInt16, coordinates: [Int], advances: HorizontalMetrics, work: inout Int,
    depth: Int = 0
  ) -> Double? {
    guard depth <= ShapingRun.maximumNesting, Int(glyph) < glyphCount,
      let points = try? outline(glyph, work: &work)
    else { return nil }
    if let metrics = points.metricsComponent {
      return advance(
        metrics, coordinates: coordinates, advances: advances, work: &work, depth: depth + 1)
    }
    guard let moved = try? phantomMove(glyph, points: points.count, coordinates, work: &work)
    else { return nil }
    // HarfBuzz: roundf, clamped at 0.
    return max(0, (Double(advances.advance(glyph)) + moved).rounded())
  }

  /// The number of points before the phantom points (a simple glyph's outline points, a
  /// composite's components) and the component whose metrics a composite uses.
  private func outline(_ glyph: UInt16, work: inout Int) throws(FontError) -> (
    count: Int, metricsComponent: UInt16?
  ) {
    let index = Int(glyph)
    let start: Int
    let end: Int
    if longLocaOffsets {
      start = Int(try loca.uint32(index * 4))
      end = Int(try loca.uint32(index * 4 + 4))
    } else {
      start = Int(try loca.uint16(index * 2)) * 2
      end = Int(try loca.uint16(index * 2 + 2)) * 2
    }
    guard start < end else { return (0, nil) }
    let data = try glyf.subtable(at: start)
    let contours = Int(try data.int16(0))
    if contours >= 0 {
      guard contours > 0 else { return (0, nil) }
      return (Int(try data.uint16(10 + (contours - 1) * 2)) + 1, nil)
    }
    // A composite: flags, glyph index, arguments, transform, per component.
    var offset = 10
    var count = 0
    var metrics: UInt16?
    while true {
      work -= 1
      guard work >= 0 else { throw .malformed(glyf.tag, "too many components") }
      let flags = try data.uint16(offset)
      let component = try data.uint16(offset + 2)
      if flags & 0x200 != 0 { metrics = component }
      offset += 4 + (flags & 0x1 != 0 ? 4 : 2)
      if flags & 0x8 != 0 {
        offset += 2
      } else if flags & 0x40 != 0 {
        offset += 4
      } else if flags & 0x80 != 0 {
        offset += 8
      }
      count += 1
      guard flags & 0x20 != 0 else { break }
    }
    return (count, metrics)
  }

  /// How far the tuple variations at `coordinates` move the right phantom point beyond
  /// the left one (the advance's change), in font units.
  private func phantomMove(
    _ glyph: UInt16, points: Int, _ coordinates: [Int], work: inout Int
  ) throws(FontError) -> Double {
    let index = Int(glyph)
    let start: Int
    let end: Int
    if longDataOffsets {
      start = Int(try gvar.uint32(20 + index * 4))
      end = Int(try gvar.uint32(24 + index * 4))
    } else {
      start = Int(try gvar.uint16(20 + index * 2)) * 2
      end = Int(try gvar.uint16(22 + index * 2)) * 2
    }
    guard start < end else { return 0 }
    let data = try dataArray.subtable(at: start)
    let header = try data.uint16(0)
    let tupleCount = Int(header & 0x0FFF)
    var serialized = Int(try data.uint16(2))
    let left = points
    var shared: PointNumbers?
    if header & 0x8000 != 0 {
      shared = try PointNumbers(data, at: &serialized, work: &work)
    }
    var moved = 0.0
    var tuple = 4
    for _ in 0..<tupleCount {
      work -= 1
      guard work >= 0 else { throw .malformed(gvar.tag, "too much data for one run") }
      let size = Int(try data.uint16(tuple))
      let flags = try data.uint16(tuple + 2)
      var next = tuple + 4
      let peak: (FontTable, Int)
      if flags & 0x8000 != 0 {
        peak = (data, next)
        next += axisCount * 2
      } else {
        guard let sharedTuples else { throw .malformed(gvar.tag, "no shared tuples") }
        peak = (sharedTuples, Int(flags & 0x0FFF) * axisCount * 2)
      }
      var intermediate: Int?
      if flags & 0x4000 != 0 {
        intermediate = next
        next += axisCount * 4
      }
      let scalar = try Self.scalar(
        peak: peak, intermediate: intermediate.map { (data, $0) }, axisCount: axisCount,
        coordinates)
      // The tuple's own data: its points and deltas are read inside it (HarfBuzz).
      try data.require(serialized, length: size)
      let tupleData = FontTable(
        bytes: data.bytes, tag: data.tag, start: data.start + serialized, count: size)
      var body = 0
      serialized += size
      tuple = next
      guard scalar != 0 else { continue }
      let numbers =
        flags & 0x2000 != 0
        ? try PointNumbers(tupleData, at: &body, work: &work) : shared
      guard let numbers else { throw .malformed(gvar.tag, "no point numbers") }
      // The x deltas, one per listed point (every point, phantom points included, when
      // the tuple lists none); the same point listed twice moves twice.
      let deltaCount = numbers.points?.count ?? points + 4
      let deltas = try PackedDeltas.read(
        tupleData, at: &body, count: deltaCount, work: &work)
      if let listed = numbers.points {
        for (position, point) in listed.enumerated() {
          if point == left {
            moved -= Double(deltas[position]) * scalar
          } else if point == left + 1 {
            moved += Double(deltas[position]) * scalar
          }
        }
      } else {
        moved += Double(deltas[left + 1] - deltas[left]) * scalar
      }
    }
    return moved
  }

  /// A tuple's scalar at `coordinates` (HarfBuzz: TupleVariationHeader::calculate_scalar):
  /// the product over axes of where the coordinate lies between the region's start, peak
  /// and end.
  private static func scalar(
    peak: (FontTable, Int), intermediate: (FontTable, Int)?, axisCount: Int,
    _ coordinates: [Int]
  ) throws(FontError) -> Double {
    var scalar = 1.0
    for axis in 0..<axisCount {
      let value = axis < coordinates.count ? coordinates[axis] : 0
      let top = Int(try peak.0.f2dot14(peak.1 + axis * 2))
      guard top != 0, value != top else { continue }
      if let (table, at) = intermediate {
        let start = Int(try table.f2dot14(at + axis * 2))
        let end = Int(try table.f2dot14(at + axisCount * 2 + axis * 2))
        guard start <= top, top <= end, !(start < 0 && end > 0) else { continue }
        guard value >= start, value <= end else { return 0 }
        if value < top {
          if top != start { scalar *= Double(value - start) / Double(top - start) }
        } else if top != end {
          scalar *= Double(end - value) / Double(end - top)
        }
      } else {
        guard value != 0, value >= min(0, top), value <= max(0, top) else { return 0 }
        scalar *= Double(value) / Double(top)
      }
    }
    return scalar
  }
}

/// Packed point numbers: nil points for "every point".
private struct PointNumbers {
  var points: [Int]?

  init(_ data: FontTable, at offset: inout Int, work: inout Int) throws(FontError) {
    var count = Int(try data.uint8(offset))
    offset += 1
    guard count != 0 else {
      points = nil
      return
    }
    if count & 0x80 != 0 {
      count = (count & 0x7F) << 8 | Int(try data.uint8(offset))
      offset += 1
    }
    work -= count
    guard work >= 0 else { throw .malformed(data.tag, "too many point numbers") }
    var list: [Int] = []
    list.reserveCapacity(count)
    var point = 0
    while list.count < count {
      let control = try data.uint8(offset)
      offset += 1
      let run = Int(control & 0x7F) + 1
      // A run past the count is malformed (HarfBuzz: unpack_points fails).
      guard run <= count - list.count else { throw .malformed(data.tag, "a run too long") }
      for _ in 0..<run {
        if control & 0x80 != 0 {
          point += Int(try data.uint16(offset))
          offset += 2
        } else {
          point += Int(try data.uint8(offset))
          offset += 1
        }
        list.append(point)
      }
    }
    points = list
  }
}

/// Packed deltas (runs of zeros, bytes or words).
private enum PackedDeltas {
  static func read(_ data: FontTable, at offset: inout Int, count: Int, work: inout Int)
    throws(FontError) -> [Int]
  {
    work -= count
    guard work >= 0 else { throw .malformed(data.tag, "too many deltas") }
    var deltas: [Int] = []
    deltas.reserveCapacity(count)
    while deltas.count < count {
      let control = try data.uint8(offset)
      offset += 1
      let run = Int(control & 0x3F) + 1
      guard run <= count - deltas.count else { throw .malformed(data.tag, "a run too long") }
      if control & 0x80 != 0 {
        deltas += repeatElement(0, count: run)
      } else if control & 0x40 != 0 {
        try data.require(offset, length: run * 2)
        for _ in 0..<run {
          deltas.append(Int(try data.int16(offset)))
          offset += 2
        }
      } else {
        try data.require(offset, length: run)
        for _ in 0..<run {
          deltas.append(Int(Int8(bitPattern: try data.uint8(offset))))
          offset += 1
        }
      }
    }
    return deltas
  }
}
