import LayoutSpecEngine

// Text inside XML and HTML (svg, the html inspector, junit reports), as character data or
// an attribute value in double or single quotes: the five markup characters as entities,
// newlines and tabs kept, and every other control character written out as every text
// output writes it (`\r`, `\u{1B}`: PrintableText), so that a drawn text or a message shows
// it and no terminal it is printed to obeys it. XML 1.0 cannot hold most C0 controls, nor
// U+FFFE and U+FFFF, which are written out the same way; a raw carriage return would read
// back as a line feed (XML 1.0 section 2.11, end-of-line handling).

enum XMLText {
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case _ where PrintableText.isControl(scalar):
        result += PrintableText.escaped(String(scalar))
      case "\u{FFFE}", "\u{FFFF}":
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
