// Plain geometry values (CGSize, CGPoint, UIEdgeInsets) and the arithmetic Texture's
// layout code does on them. Double everywhere: CGFloat is 64-bit on iOS, and Float
// positions break past 16,777,216 points.

public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
  public static let infinite = Size(width: .infinity, height: .infinity)
}

public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

/// UIEdgeInsets; any side may be `.infinity` (ASInsetLayoutSpec's "push to the far side").
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Foundation's `MAX` macro, as Texture's strict C++11 build expands it: `a > b ? a : b`.
/// Unlike `Swift.max`, it is not symmetric for NaN: `cMax(x, .nan)` is NaN, `cMax(.nan, x)` is x.
@inline(__always)
func cMax(_ a: Double, _ b: Double) -> Double { a > b ? a : b }

/// Foundation's `MIN` macro: `a < b ? a : b` (NaN rules mirror `cMax`).
@inline(__always)
func cMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

/// ASPointsValidForSize (Source/Layout/ASDimension.h):
/// `(isnormal(v) || v == 0) && v >= 0 && v < FLT_MAX / 2`. NaN, infinities, negatives,
/// subnormals and values from FLT_MAX / 2 (about 1.7e38) up are not sizes Texture accepts.
/// Texture since 3.0 (commit 65061b9d) bounds ASPointsValidForSize at 1e7, not FLT_MAX / 2:
/// docs/texture-rules.md §0 notes the difference.
@inline(__always)
func isValidPoints(_ value: Double) -> Bool {
  // FLT_MAX / 2.0 as C evaluates it (the float constant widened to double, then halved).
  value == 0 || (value.isNormal && value > 0 && value < 0x1.fffffep+126)
}

/// ASIsCGSizeValidForSize.
@inline(__always)
func isValidSize(_ size: Size) -> Bool {
  isValidPoints(size.width) && isValidPoints(size.height)
}
