// A string as JSON writes it (RFC 8259 §7): in quotes, with the quote, the backslash and
// the control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`), every other byte as
// it is. One rule for every JSON the tool writes (the json format, transition diffs, the
// schema), here because the reader's module and the writers' both depend on the engine.

public enum JSONStringLiteral {
  /// Whether the UTF-8 byte `byte` is written escaped.
  @inline(__always)
  public static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Appends `text`, quotes included, to `out`.
  public static func append(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out.append(UInt8(ascii: "\\"))
        out.append(byte)
      case 0x0A: escape(UInt8(ascii: "n"), to: &out)
      case 0x0D: escape(UInt8(ascii: "r"), to: &out)
      case 0x09: escape(UInt8(ascii: "t"), to: &out)
      case 0..<0x20:
        escape(UInt8(ascii: "u"), to: &out)
        out.append(UInt8(ascii: "0"))
        out.append(UInt8(ascii: "0"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// `text` as a JSON string literal.
  public static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    append(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  @inline(__always)
  private static func escape(_ letter: UInt8, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\\"))
    out.append(letter)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
