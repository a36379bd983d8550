// A variable font's axes (OpenType spec, "fvar — Font Variations Table") and how a
// user's axis values become normalized coordinates: clamped to the axis, mapped to -1...1
// around the default, rounded to F2DOT14 and then remapped by 'avar' (version 1's
// piecewise-linear segment maps), as the spec and HarfBuzz (hb-ot-var-fvar-table.hh,
// hb-ot-var-avar-table.hh) do. Leaves out named instances and avar version 2.

/// A variation axis: its tag ("wght", "opsz", ...) and its range in user units.
public struct FontAxis: Hashable, Sendable {
  public var tag: String
  public var minimum: Double
  public var defaultValue: Double
  public var maximum: Double

  public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
    self.tag = tag
    self.minimum = minimum
    self.defaultValue = defaultValue
    self.maximum = maximum
  }
}

/// The axes and their avar maps.
struct FontVariations: Sendable {
  private(set) var axes: [FontAxis] = []
  /// Per axis, the avar map's (from, to) pairs in F2DOT14 integers; empty for no map.
  private var segmentMaps: [[(from: Int, to: Int)]] = []

  init() {}

  init(fvar: FontTable, avar: FontTable?) throws(FontError) {
    let axesOffset = Int(try fvar.uint16(4))
    let axisCount = Int(try fvar.uint16(8))
    let axisSize = Int(try fvar.uint16(10))
    guard axisSize >= 20 else { throw .malformed(fvar.tag, "axis records of \(axisSize) bytes") }
    try fvar.require(axesOffset, length: axisCount * axisSize)
    for index in 0..<axisCount {
      let record = axesOffset + index * axisSize
      axes.append(
        FontAxis(
          tag: try fvar.tag(record), minimum: try fvar.fixed(record + 4),
          defaultValue: try fvar.fixed(record + 8), maximum: try fvar.fixed(record + 12)))
    }
    segmentMaps = Array(repeating: [], count: axisCount)
    guard let avar, try avar.uint16(0) == 1 else { return }
    var offset = 8
    for axis in 0..<min(axisCount, Int(try avar.uint16(6))) {
      let count = Int(try avar.uint16(offset))
      try avar.require(offset + 2, length: count * 4)
      for pair in 0..<count {
        let record = offset + 2 + pair * 4
        segmentMaps[axis].append(
          (Int(try avar.f2dot14(record)), Int(try avar.f2dot14(record + 2))))
      }
      offset += 2 + count * 4
    }
  }

  /// The normalized coordinates (F2DOT14 integers, one per axis) for user axis values by
  /// tag; axes not given stay at their default. Empty when no axis moves, so a default
  /// instance skips every variation table.
  func coordinates(_ variations: [String: Double]) -> [Int] {
    guard !variations.isEmpty else { return [] }
    var coordinates = Array(repeating: 0, count: axes.count)
    var moved = false
    for (index, axis) in axes.enumerated() {
      guard let value = variations[axis.tag], value.isFinite else { continue }
      let low = min(axis.minimum, axis.defaultValue)
      let high = max(axis.maximum, axis.defaultValue)
      let clamped = Swift.min(Swift.max(value, low), high)
      var normalized = 0.0
      if clamped < axis.defaultValue {
        normalized = (clamped - axis.defaultValue) / (axis.defaultValue - low)
      } else if clamped > axis.defaultValue {
        normalized = (clamped - axis.defaultValue) / (high - axis.defaultValue)
      }
      coordinates[index] = Self.map(Int((normalized * 16384).rounded()), segmentMaps[index])
      moved = moved || coordinates[index] != 0
    }
    return moved ? coordinates : []
  }

  /// An avar segment map applied to a normalized coordinate (HarfBuzz's SegmentMaps::map,
  /// whose recovery from maps without the required -1, 0, 1 entries is kept).
  private static func map(_ value: Int, _ map: [(from: Int, to: Int)]) -> Int {
    guard let first = map.first else { return value }
    guard map.count >= 2, value > first.from else { return value - first.from + first.to }
    var index = 1
    while index < map.count - 1, value > map[index].from { index += 1 }
    let (low, high) = (map[index - 1], map[index])
    if value >= high.from { return clamp(value - high.from + high.to) }
    if low.from == high.from { return low.to }
    let mapped =
      Double(low.to) + Double(high.to - low.to) * Double(value - low.from)
      / Double(high.from - low.from)
    return clamp(Int(mapped.rounded()))
  }

  private static func clamp(_ value: Int) -> Int { Swift.min(Swift.max(value, -16384), 16384) }
}
