// ASSizeRange (Source/Layout/ASDimension.h, ASDimension.mm): the min and max size an
// element may take. Inverted ranges (min > max) really occur and are kept as Texture keeps
// them: its range asserts are debug-only.

public struct SizeRange: Hashable, Sendable {
  public var min: Size
  public var max: Size

  public init(min: Size, max: Size) {
    self.min = min
    self.max = max
  }

  /// ASSizeRangeMake(size): exactly one size.
  public init(exactly size: Size) {
    self.init(min: size, max: size)
  }

  /// ASSizeRangeUnconstrained: `{0, 0}` to `{inf, inf}`.
  public static let unconstrained = SizeRange(min: .zero, max: .infinite)

  /// ASSizeRangeIntersect: the overlap of the two ranges per axis; where they do not overlap
  /// (or NaN is involved), the point of `self` nearest to `other`. `self` wins: a parent's
  /// constraint beats the element's own size.
  @inline(__always)
  public func intersect(_ other: SizeRange) -> SizeRange {
    let width = Self.intersect(min.width, max.width, other.min.width, other.max.width)
    let height = Self.intersect(min.height, max.height, other.min.height, other.max.height)
    return SizeRange(
      min: Size(width: width.min, height: height.min),
      max: Size(width: width.max, height: height.max))
  }

  /// Whether `intersect(.unconstrained)` gives this range back bit for bit: on each axis
  /// a minimum of +0 or more (-0 and NaN become +0) and a maximum not below it (an
  /// inverted axis collapses to its minimum).
  @inline(__always)
  var isUnchangedByUnconstrained: Bool {
    (min.width > 0 || min.width.bitPattern == 0) && max.width >= min.width
      && (min.height > 0 || min.height.bitPattern == 0) && max.height >= min.height
  }

  @inline(__always)
  private static func intersect(
    _ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double
  ) -> (min: Double, max: Double) {
    let low = cMax(aMin, bMin)
    let high = cMin(aMax, bMax)
    if low <= high { return (low, high) }
    return aMin < bMin ? (aMax, aMax) : (aMin, aMin)
  }

  /// ASSizeRangeClamp: `MAX(min, MIN(max, v))` per axis, so on an inverted range min wins.
  @inline(__always)
  public func clamp(_ size: Size) -> Size {
    Size(
      width: cMax(min.width, cMin(max.width, size.width)),
      height: cMax(min.height, cMin(max.height, size.height)))
  }
}
