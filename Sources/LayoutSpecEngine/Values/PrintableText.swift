// Text from a document (names, file names, quoted values) as every text output prints it:
// control characters written out (`\n`, `\r`, `\t`, `\u{1B}`), so that a name stays on its
// line and cannot drive the terminal, and so are the bidirectional formatting characters
// (`\u{202E}`), so that a name cannot reorder what the terminal shows of the rest of the
// line (Unicode TR 9; "Trojan Source", CVE-2021-42574); everything else unchanged. One
// function, here because the reader's messages and the writers' formats both depend on the
// engine.

public enum PrintableText {
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isWrittenOut) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isWrittenOut(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// What `escaped` writes out: a control character or a bidirectional formatting one.
  public static func isWrittenOut(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || isBidiFormatting(scalar)
  }

  /// The explicit bidirectional formatting characters (Unicode TR 9, section 2): embeddings
  /// and overrides U+202A-U+202E, isolates U+2066-U+2069, and the marks U+200E, U+200F and
  /// U+061C. Invisible, each changes the order in which the text after it is shown.
  public static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
      || value == 0x200E || value == 0x200F || value == 0x061C
  }

  /// C0 and C1 control characters and DEL.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }
}
