// JSON numbers. The grammar is checked byte by byte; the value takes Clinger's exact fast
// path (at most 15 significant digits and a power of ten up to 22, both exact in a Double,
// so one multiplication or division rounds once, correctly), and otherwise the standard
// library's correctly rounded `Double(_: Substring)`.

private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// What reading a number gave.
enum NumberResult {
  case number(Double)
  /// Reported, and the number is lost: the value reads as null.
  case lost
  /// Reading stopped.
  case stopped
}

extension JSONParser {
  /// Most numbers: up to 15 digits, with or without a fraction (`12`, `0.5`), and nothing
  /// after them that `parseNumber` would read on (more digits, an exponent, letters): the
  /// value `parseNumber` gives them, the digits as an integer divided by an exact power of
  /// ten (its fast path), without its checks for every other form. Nil, with `pos`
  /// unmoved, for every other number.
  @inline(__always)
  mutating func parseSimpleNumber() -> Double? {
    // Wrapping additions: offsets are far from `Int.max`.
    var end = pos
    var value: UInt64 = 0
    while end < bytes.count, end &- pos < 15, ASCII.isDigit(bytes[end]) {
      value = value &* 10 &+ UInt64(bytes[end] &- ASCII.zero)
      end &+= 1
    }
    // `01` is reported by `parseNumber`.
    guard end > pos, !(bytes[pos] == ASCII.zero && end > pos &+ 1) else { return nil }
    var fractionDigits = 0
    if end < bytes.count && bytes[end] == ASCII.dot {
      let fractionStart = end &+ 1
      end = fractionStart
      // Fifteen digits in all: past the point, `end - pos` counts it too.
      while end < bytes.count, end &- pos < 16, ASCII.isDigit(bytes[end]) {
        value = value &* 10 &+ UInt64(bytes[end] &- ASCII.zero)
        end &+= 1
      }
      fractionDigits = end &- fractionStart
      // `1.` is reported by `parseNumber`.
      guard fractionDigits > 0 else { return nil }
    }
    if end < bytes.count {
      let next = bytes[end]
      if ASCII.isDigit(next) || next == ASCII.dot || ASCII.isWordStart(next) { return nil }
    }
    pos = end
    return fractionDigits == 0 ? Double(value) : Double(value) / exactPowersOfTen[fractionDigits]
  }

  /// Reads the number at `pos`. Forms JSON forbids (`+1`, `.5`, `01`, `1.`, hexadecimal) are
  /// reported; the value is kept where it is clear.
  mutating func parseNumber(_ location: LineColumn) -> NumberResult {
    let start = pos
    var negative = false
    var lostData = false
    if bytes[pos] == ASCII.plus {
      error("a JSON number cannot start with '+'", at: location)
      pos += 1
    } else if bytes[pos] == ASCII.minus {
      negative = true
      pos += 1
    }
    let digitsStart = pos
    // Integer part.
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    if pos < bytes.count, bytes[pos] == ASCII.zero, pos + 1 < bytes.count,
      bytes[pos + 1] | 0x20 == 0x78
    {
      return parseHexadecimal(start: start, location)
    }
    if pos < bytes.count, bytes[pos] == ASCII.zero, pos + 1 < bytes.count,
      ASCII.isDigit(bytes[pos + 1])
    {
      error("leading zeros are not allowed in JSON numbers", at: location)
    }
    while pos < bytes.count, ASCII.isDigit(bytes[pos]) {
      accumulate(bytes[pos], &mantissa, &significantDigits, &exponent, fraction: false)
      pos += 1
    }
    let integerDigits = pos - digitsStart
    if integerDigits == 0 {
      if pos < bytes.count, bytes[pos] == ASCII.dot {
        error("a JSON number needs a digit before '.'", at: location)
      } else if pos < bytes.count, ASCII.isWordStart(bytes[pos]) {
        // `-Infinity`, `-NaN`, `-inf`.
        let wordStart = pos
        while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
        let word = String(decoding: bytes[wordStart..<pos], as: UTF8.self)
        let shown = String(decoding: bytes[start..<pos], as: UTF8.self)
        if ["infinity", "inf"].contains(word.lowercased()) {
          error("'\(shown)' is not a JSON number: JSON has no infinite numbers", at: location)
        } else {
          error("invalid number '\(shown)'", at: location)
        }
        faithful = false
        return .lost
      } else {
        fatal("expected a digit after '\(bytes[start] == ASCII.plus ? "+" : "-")'", at: pos)
        return .stopped
      }
    }
    // Fraction.
    if pos < bytes.count, bytes[pos] == ASCII.dot {
      pos += 1
      let fractionStart = pos
      while pos < bytes.count, ASCII.isDigit(bytes[pos]) {
        accumulate(bytes[pos], &mantissa, &significantDigits, &exponent, fraction: true)
        pos += 1
      }
      if pos == fractionStart {
        error("a JSON number needs a digit after '.'", at: location)
        if integerDigits == 0 { lostData = true }
      }
    }
    // Exponent.
    if pos < bytes.count, bytes[pos] | 0x20 == 0x65 {
      pos += 1
      var exponentNegative = false
      if pos < bytes.count, bytes[pos] == ASCII.plus || bytes[pos] == ASCII.minus {
        exponentNegative = bytes[pos] == ASCII.minus
        pos += 1
      }
      let exponentStart = pos
      var value = 0
      while pos < bytes.count, ASCII.isDigit(bytes[pos]) {
        if value < 100_000 { value = value * 10 + Int(bytes[pos] - ASCII.zero) }
        pos += 1
      }
      if pos == exponentStart {
        error("a JSON number needs digits in its exponent", at: location)
        lostData = true
      }
      exponent += exponentNegative ? -value : value
    }
    // A number run into letters (`12px`, `70pt`) is one bad token, not two.
    if pos < bytes.count, ASCII.isWordStart(bytes[pos]) || bytes[pos] == ASCII.dot {
      while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
      let shown = String(decoding: bytes[start..<pos], as: UTF8.self)
      error(
        "invalid number '\(shown)'; strings must be in double quotes: \"\(shown)\"", at: location)
      faithful = false
      return .lost
    }
    if lostData {
      faithful = false
      return .lost
    }

    var value: Double
    if significantDigits <= 15, exponent >= -22, exponent <= 22 {
      value = Double(mantissa)
      if exponent < 0 {
        value /= exactPowersOfTen[-exponent]
      } else {
        value *= exactPowersOfTen[exponent]
      }
    } else if significantDigits == 0 {
      value = 0
    } else {
      // The slice without a `+` or leading-zero quirks reads as Swift reads numbers.
      var text = Substring(String(decoding: bytes[digitsStart..<pos], as: UTF8.self))
      if text.first == "." { text = "0" + text }
      if text.last == "." { text.removeLast() }
      guard let parsed = Double(text) else {
        error("invalid number", at: location)
        faithful = false
        return .lost
      }
      value = parsed
    }
    if value.isInfinite {
      error(
        "number out of range: \(String(decoding: bytes[start..<pos], as: UTF8.self))", at: location)
      faithful = false
      return .lost
    }
    return .number(negative ? -value : value)
  }

  /// One decimal digit into the mantissa; digits past 19 only move the exponent.
  @inline(__always)
  private func accumulate(
    _ byte: UInt8, _ mantissa: inout UInt64, _ significantDigits: inout Int,
    _ exponent: inout Int, fraction: Bool
  ) {
    let digit = UInt64(byte - ASCII.zero)
    if significantDigits == 0 && digit == 0 {
      if fraction { exponent -= 1 }
      return
    }
    if significantDigits < 19 {
      mantissa = mantissa * 10 + digit
      if fraction { exponent -= 1 }
    } else if !fraction {
      exponent += 1
    }
    significantDigits += 1
  }

  private mutating func parseHexadecimal(start: Int, _ location: LineColumn) -> NumberResult {
    pos += 2
    while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
    let shown = String(decoding: bytes[start..<pos], as: UTF8.self)
    error("hexadecimal numbers are not allowed in JSON: '\(shown)'", at: location)
    faithful = false
    return .lost
  }
}
