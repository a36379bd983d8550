// A text as a string literal of the generated code, whole: Swift's `"..."` and Objective-C's
// `@"..."`. Both files are UTF-8, so printable non-ASCII characters are written as they
// are; quotes, backslashes, line breaks and the characters an editor would not show
// (controls, format characters such as U+200B, line and paragraph separators) are escaped.

enum ExportStrings {
  /// `"a \"b\"\n"`: Swift's escapes, `\u{200B}` for the invisible ones.
  static func swift(_ text: String) -> String {
    var out = "\""
    for (index, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      default:
        // A combining mark right after the opening quote is escaped: it would combine
        // with the quote in an editor.
        if invisible(scalar) || (index == 0 && isMark(scalar)) {
          out += "\\u{" + hex(scalar.value) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `@"a \"b\"\n"`: C's escapes; an ASCII control as three octal digits (a hex escape
  /// would run on into a following hex digit), other invisible characters as universal
  /// character names, and `?` after `?` escaped so no trigraph forms.
  static func objc(_ text: String) -> String {
    var out = "@\""
    var previous: Unicode.Scalar?
    for (index, scalar) in text.unicodeScalars.enumerated() {
      defer { previous = scalar }
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "?" where previous == "?": out += "\\?"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let octal = String(scalar.value, radix: 8)
          out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        } else if scalar.value >= 0x80 && scalar.value < 0xA0 {
          // C forbids universal character names below U+00A0: the UTF-8 bytes in octal.
          for byte in String(scalar).utf8 {
            out += "\\" + String(byte, radix: 8)
          }
        } else if invisible(scalar) || (index == 0 && isMark(scalar)) {
          let digits = hex(scalar.value)
          out +=
            scalar.value > 0xFFFF
            ? "\\U" + String(repeating: "0", count: 8 - digits.count) + digits
            : "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private static func invisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
      .privateUse:
      return true
    default:
      return false
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    String(value, radix: 16, uppercase: true)
  }
}
