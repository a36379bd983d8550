// Decimal numbers written inside strings (`"70pt"`, `"50%"`, `"375x667"`, `"0...inf"`):
// an optional minus, digits with an optional fraction, an optional exponent. Nothing else:
// no `+`, no hexadecimal, no `inf` or `nan`, no spaces.

enum DecimalText {
  /// The value of `text` when it is a plain decimal number; nil otherwise.
  static func parse(_ text: Substring) -> Double? {
    let utf8 = text.utf8
    guard !utf8.isEmpty else { return nil }
    var index = utf8.startIndex
    if utf8[index] == ASCII.minus { index = utf8.index(after: index) }
    var digits = 0
    var sawDot = false
    var sawExponent = false
    var exponentDigits = 0
    while index != utf8.endIndex {
      let byte = utf8[index]
      if ASCII.isDigit(byte) {
        if sawExponent { exponentDigits += 1 } else { digits += 1 }
      } else if byte == ASCII.dot, !sawDot, !sawExponent {
        sawDot = true
      } else if byte | 0x20 == 0x65, !sawExponent, digits > 0 {
        sawExponent = true
        let next = utf8.index(after: index)
        if next != utf8.endIndex, utf8[next] == ASCII.plus || utf8[next] == ASCII.minus {
          index = next
        }
      } else {
        return nil
      }
      index = utf8.index(after: index)
    }
    guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
