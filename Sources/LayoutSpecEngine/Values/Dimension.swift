// ASDimension and ASLayoutSize (Source/Layout/ASDimension.h, ASDimension.mm).

/// A length in a style: points, a fraction of the parent's size, or auto.
public enum Dimension: Hashable, Sendable {
  case auto
  case points(Double)
  /// A fraction of the parent size: `"50%"` is `.fraction(0.5)`.
  case fraction(Double)

  /// ASDimensionResolve: `auto` gives `autoSize`, a fraction multiplies the parent size,
  /// which may be NaN (undefined) or infinite; the result then is NaN or infinite too.
  @inline(__always)
  public func resolve(parentSize: Double, autoSize: Double) -> Double {
    switch self {
    case .auto: return autoSize
    case .points(let value): return value
    case .fraction(let fraction): return fraction * parentSize
    }
  }
}

/// ASLayoutSize: a width and a height dimension.
public struct LayoutSize: Hashable, Sendable {
  public var width: Dimension
  public var height: Dimension

  public init(width: Dimension, height: Dimension) {
    self.width = width
    self.height = height
  }

  public static let auto = LayoutSize(width: .auto, height: .auto)
}
