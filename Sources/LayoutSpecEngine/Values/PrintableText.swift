// Text from a document (names, file names, quoted values) as every text output prints it:
// control characters written out (`\n`, `\r`, `\t`, `\u{1B}`), so that a name stays on its
// line and cannot drive the terminal; everything else unchanged. One function, here because
// the reader's messages and the writers' formats both depend on the engine.

public enum PrintableText {
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 control characters and DEL.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }
}
