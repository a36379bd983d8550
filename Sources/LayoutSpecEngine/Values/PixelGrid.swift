// Texture's pixel helpers (Source/ASInternalHelpers.mm): ASCeilPixelValue, ASFloorPixelValue,
// ASRoundPixelValue, for a screen scale (the CLI's --scale, default 2).

public struct PixelGrid: Hashable, Sendable {
  public var scale: Double

  public init(scale: Double = 2) {
    self.scale = scale
  }

  /// FLT_EPSILON (2^-23): Texture nudges by it so values a hair past a pixel boundary stay
  /// on it. A literal, not `static let`: this is read on every layout record.
  @inline(__always)
  static var epsilon: Double { 1.1920928955078125e-07 }

  /// ASCeilPixelValue: `ceil((v - ε) * s) / s`. `ceil(0)` stays `-0.0`, printed as 0.
  @inline(__always)
  public func ceil(_ value: Double) -> Double {
    ((value - Self.epsilon) * scale).rounded(.up) / scale
  }

  /// ASFloorPixelValue: `floor((v + ε) * s) / s`.
  @inline(__always)
  public func floor(_ value: Double) -> Double {
    ((value + Self.epsilon) * scale).rounded(.down) / scale
  }

  /// ASRoundPixelValue: C `round`, halves away from zero.
  @inline(__always)
  public func round(_ value: Double) -> Double {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }
}
