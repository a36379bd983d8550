// The types of plain scalars: YAML 1.2's core schema (10.3.2). Quoted and block scalars are
// always strings, keys always strings of their text.
//
//   null   null | Null | NULL | ~ | (empty)
//   bool   true | True | TRUE | false | False | FALSE      (yes/no/on/off stay strings: YAML 1.1)
//   int    [-+]? [0-9]+ | 0o [0-7]+ | 0x [0-9a-fA-F]+
//   float  [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
//          [-+]? \. ( inf | Inf | INF )   \. ( nan | NaN | NAN )
//
// Deviation (docs/format.md section 3.1): NaN and infinities are never numbers in a document, so
// the last two, and numbers too large for a Double, resolve to errors rather than values.

extension YAMLParser {
  enum PlainResolution: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string
    case infinity
    case notANumber
    case outOfRange
  }

  /// The core-schema type of a plain scalar's text.
  static func resolvePlain(_ text: String) -> PlainResolution {
    guard let first = text.utf8.first else { return .null }
    switch first {
    case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
      return text == "null" || text == "Null" || text == "NULL" || text == "~" ? .null : .string
    case UInt8(ascii: "t"), UInt8(ascii: "T"):
      return text == "true" || text == "True" || text == "TRUE" ? .bool(true) : .string
    case UInt8(ascii: "f"), UInt8(ascii: "F"):
      return text == "false" || text == "False" || text == "FALSE" ? .bool(false) : .string
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      var contiguous = text
      return contiguous.withUTF8 { resolveNumber($0, text: text) }
    default:
      return .string
    }
  }

  private static func resolveNumber(_ u: UnsafeBufferPointer<UInt8>, text: String)
    -> PlainResolution
  {
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    if u.count > 2 && u[0] == UInt8(ascii: "0") {
      if u[1] == UInt8(ascii: "o") { return resolveInteger(u[2...], radix: 8) }
      if u[1] == UInt8(ascii: "x") { return resolveInteger(u[2...], radix: 16) }
    }
    var i = 0
    if u[0] == UInt8(ascii: "+") || u[0] == UInt8(ascii: "-") { i = 1 }
    let unsigned = String(decoding: u[i...], as: UTF8.self)
    if unsigned == ".inf" || unsigned == ".Inf" || unsigned == ".INF" { return .infinity }
    if i == 0 && (text == ".nan" || text == ".NaN" || text == ".NAN") { return .notANumber }
    let integerStart = i
    while i < u.count && isDigit(u[i]) { i += 1 }
    let integerDigits = i - integerStart
    var fractionDigits = 0
    if i < u.count && u[i] == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      while i < u.count && isDigit(u[i]) { i += 1 }
      fractionDigits = i - fractionStart
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return .string }
    if i < u.count && (u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E")) {
      i += 1
      if i < u.count && (u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-")) { i += 1 }
      let exponentStart = i
      while i < u.count && isDigit(u[i]) { i += 1 }
      guard i > exponentStart else { return .string }
    }
    guard i == u.count, let value = Double(text) else { return .string }
    return value.isFinite ? .number(value) : .outOfRange
  }

  /// `0o` octal and `0x` hexadecimal digits (after the prefix).
  private static func resolveInteger(_ digits: Slice<UnsafeBufferPointer<UInt8>>, radix: Int)
    -> PlainResolution
  {
    var value = 0.0
    for b in digits {
      let digit: Int
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(b - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(b - UInt8(ascii: "A")) + 10
      default: return .string
      }
      guard digit < radix else { return .string }
      value = value * Double(radix) + Double(digit)
    }
    return value.isFinite ? .number(value) : .outOfRange
  }
}
