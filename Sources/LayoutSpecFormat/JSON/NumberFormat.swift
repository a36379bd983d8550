import LayoutSpecEngine

// The number text of every output that is read back (json, svg, export, import's
// descriptions): `NumberText.shortest`, the one rule for a number's text, written straight
// into the output's bytes. The two differ only where this one has no text: a non-finite
// value, which JSON cannot hold, gives nil and its caller prints `null` (NumberText
// writes `inf` and `nan` for people to read).
//
// Layouts are mostly whole points and pixel fractions (halves at scale 2), so those are
// written digit by digit without a `String`: a value that is a whole number of sixteenths
// below 2^40 has an exact decimal form of at most 4 fraction digits, and no shorter
// decimal is within half an ulp of it (its ulp is at most 2^-12), so that exact form is
// the shortest round trip, the same text `Double.description` gives. Everything else
// (thirds at scale 3, huge values) is NumberText's text (NumberFormatTests compares the
// two over every kind of finite double).

public enum NumberFormat {
  /// `375`, `0.5`, `0.30000000000000004`, `1e+21`; NaN and infinities give nil.
  public static func string(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    return String(unsafeUninitializedCapacity: maximumLength) { buffer in
      // Never nil: `buffer` holds maximumLength bytes.
      write(value, to: buffer.baseAddress.unsafelyUnwrapped) ?? 0
    }
  }

  /// As `string(_:)`, with `null` for a non-finite value.
  public static func json(_ value: Double) -> String {
    string(value) ?? "null"
  }

  /// The longest text `write` produces ("-2.2250738585072014e-308" is 24 bytes).
  static let maximumLength = 32

  /// Writes `string(value)` as UTF-8 to `out` (room for `maximumLength` bytes); returns
  /// its length, or nil for NaN and infinities (nothing written).
  @inline(__always)
  static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard value.isFinite else { return nil }
    if value == 0 {
      out[0] = UInt8(ascii: "0")
      return 1
    }
    let sixteenths = value * 16  // exact: a power of two
    if abs(value) < 0x1p40 && sixteenths == sixteenths.rounded(.towardZero) {
      return writeSixteenths(Int64(sixteenths), to: out)
    }
    return writeGeneral(value, to: out)
  }

  /// `n / 16` in decimal: sign, whole part, then up to 4 fraction digits without trailing
  /// zeros (1/16 = 0.0625, so the fraction is `(n % 16) * 625` ten-thousandths).
  @inline(__always)
  private static func writeSixteenths(_ n: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 0
    if n < 0 {
      out[0] = UInt8(ascii: "-")
      length = 1
    }
    let magnitude = n.magnitude
    length += writeDecimal(magnitude >> 4, to: out + length)
    var fraction = (magnitude & 15) * 625
    if fraction != 0 {
      out[length] = UInt8(ascii: ".")
      length += 1
      var divisor: UInt64 = 1000
      while fraction != 0 {
        out[length] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / divisor)
        length += 1
        fraction %= divisor
        divisor /= 10
      }
    }
    return length
  }

  /// An unsigned integer's decimal digits; returns their count. Frames are mostly below
  /// 10,000 points: those take no loop (a tenth of writing a feed's frames, callgrind).
  @inline(__always)
  private static func writeDecimal(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let zero = UInt8(ascii: "0")
    if value < 100 {
      if value < 10 {
        out[0] = zero + UInt8(truncatingIfNeeded: value)
        return 1
      }
      out[0] = zero + UInt8(truncatingIfNeeded: value / 10)
      out[1] = zero + UInt8(truncatingIfNeeded: value % 10)
      return 2
    }
    if value < 10_000 {
      let high = value / 100
      let low = value % 100
      var n = 0
      if high >= 10 {
        out[0] = zero + UInt8(truncatingIfNeeded: high / 10)
        n = 1
      }
      out[n] = zero + UInt8(truncatingIfNeeded: high % 10)
      out[n + 1] = zero + UInt8(truncatingIfNeeded: low / 10)
      out[n + 2] = zero + UInt8(truncatingIfNeeded: low % 10)
      return n + 3
    }
    var digits = 1
    var rest = value / 10
    while rest != 0 {
      digits += 1
      rest /= 10
    }
    var remaining = value
    var index = digits - 1
    while index >= 0 {
      out[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
      index -= 1
    }
    return digits
  }

  /// Any other finite, non-zero value, as NumberText writes it.
  @inline(never)
  private static func writeGeneral(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 0
    for byte in NumberText.shortest(value).utf8 where length < maximumLength {
      out[length] = byte
      length += 1
    }
    return length
  }
}
