// C's `printf("%.Nf")` for the few places Texture prints a number that way:
// NSStringFromASDimension (`%.0fpt`, `%.0f%%`, Source/Layout/ASDimension.mm) and
// ASRatioLayoutSpec's ASCII-art name (`%.1f`, Source/Layout/ASRatioLayoutSpec.mm).
//
// printf rounds the *exact* binary value, ties to even: 0.5 -> "0", 2.5 -> "2",
// 0.75 -> "0.8" (0.75 is exact, a tie), 0.35 -> "0.3" (0.35 is 0.34999...). Doing it
// with integer arithmetic on the double's significand keeps that exact without going
// through Foundation's `String(format:)`; the tests check it against Foundation.

enum PrintfFormat {
  /// `printf("%.*f", fractionDigits, value)`: `inf`, `-inf`, `nan` as glibc and Darwin
  /// print them; `-0` keeps its sign, as printf does.
  static func fixed(_ value: Double, fractionDigits: Int) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let digits = max(0, fractionDigits)

    // value = significand * 2^exponent, significand an integer.
    var significand: UInt64
    var exponent: Int
    if value == 0 {
      significand = 0
      exponent = 0
    } else if value.exponentBitPattern == 0 {
      significand = value.significandBitPattern  // subnormal
      exponent = -1074
    } else {
      significand = value.significandBitPattern | (1 << 52)
      exponent = Int(value.exponentBitPattern) - 1075
    }
    // Strip trailing zero bits so the shifts below stay short.
    if significand != 0 {
      let zeros = significand.trailingZeroBitCount
      significand >>= UInt64(zeros)
      exponent += zeros
    }

    // scaled = significand * 10^digits * 2^exponent, rounded half to even.
    var scaled = BigDecimalDigits(significand)
    for _ in 0..<digits { scaled.multiply(by: 10) }
    if exponent >= 0 {
      scaled.shiftLeft(exponent)
    } else {
      scaled.shiftRightRoundingHalfToEven(-exponent)
    }

    var text = scaled.decimalString()
    if digits > 0 {
      if text.count <= digits {
        text = String(repeating: "0", count: digits + 1 - text.count) + text
      }
      text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
    }
    return value.sign == .minus ? "-" + text : text
  }
}

/// A non-negative integer of any size, little-endian in base 2^32: just enough arithmetic
/// to print a double's exact value.
struct BigDecimalDigits {
  private var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    trim()
  }

  private mutating func trim() {
    while let last = limbs.last, last == 0 { limbs.removeLast() }
  }

  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  mutating func shiftLeft(_ bits: Int) {
    guard !limbs.isEmpty, bits > 0 else { return }
    let whole = bits / 32
    let part = bits % 32
    if part != 0 {
      var carry: UInt32 = 0
      for index in limbs.indices {
        let limb = limbs[index]
        limbs[index] = (limb << UInt32(part)) | carry
        carry = limb >> UInt32(32 - part)
      }
      if carry != 0 { limbs.append(carry) }
    }
    limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
  }

  private func bit(_ position: Int) -> Bool {
    let index = position / 32
    guard index < limbs.count else { return false }
    return (limbs[index] >> UInt32(position % 32)) & 1 == 1
  }

  private func anyBitBelow(_ position: Int) -> Bool {
    let whole = position / 32
    for index in 0..<min(whole, limbs.count) where limbs[index] != 0 { return true }
    let part = position % 32
    guard part != 0, whole < limbs.count else { return false }
    return limbs[whole] & ((1 << UInt32(part)) - 1) != 0
  }

  /// `self / 2^bits`, the remainder rounded half to even.
  mutating func shiftRightRoundingHalfToEven(_ bits: Int) {
    guard bits > 0 else { return }
    let halfBit = bit(bits - 1)
    let belowHalf = anyBitBelow(bits - 1)
    // Truncate.
    let whole = bits / 32
    let part = bits % 32
    if whole >= limbs.count {
      limbs = []
    } else {
      limbs.removeFirst(whole)
      if part != 0 {
        for index in limbs.indices {
          let next = index + 1 < limbs.count ? limbs[index + 1] : 0
          limbs[index] = (limbs[index] >> UInt32(part)) | (next << UInt32(32 - part))
        }
      }
      trim()
    }
    // Round: above half, or exactly half with an odd quotient.
    let odd = limbs.first.map { $0 & 1 == 1 } ?? false
    if halfBit && (belowHalf || odd) { add(1) }
  }

  private mutating func add(_ value: UInt32) {
    var carry = UInt64(value)
    var index = 0
    while carry != 0 {
      if index == limbs.count { limbs.append(0) }
      let sum = UInt64(limbs[index]) + carry
      limbs[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
      index += 1
    }
  }

  /// Divides by `divisor` in place and returns the remainder.
  private mutating func divide(by divisor: UInt32) -> UInt32 {
    var remainder: UInt64 = 0
    for index in limbs.indices.reversed() {
      let current = (remainder << 32) | UInt64(limbs[index])
      limbs[index] = UInt32(current / UInt64(divisor))
      remainder = current % UInt64(divisor)
    }
    trim()
    return UInt32(remainder)
  }

  func decimalString() -> String {
    if limbs.isEmpty { return "0" }
    var copy = self
    var chunks: [UInt32] = []
    while !copy.limbs.isEmpty { chunks.append(copy.divide(by: 1_000_000_000)) }
    var text = String(chunks.removeLast())
    for chunk in chunks.reversed() {
      let part = String(chunk)
      text += String(repeating: "0", count: 9 - part.count) + part
    }
    return text
  }
}
