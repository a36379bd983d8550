import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// The one escaper of svg, the html inspector and junit reports: markup as entities, newlines
// and tabs kept, every other control character written out as the text outputs write it.
// Each output is read back with Foundation's XMLParser, which must give the text as written.

@Suite struct XMLTextTests {
  static let cases: [(String, String)] = [
    ("a & b", "a &amp; b"), ("<text>", "&lt;text&gt;"),
    ("\"q\" 'a'", "&quot;q&quot; &apos;a&apos;"),
    ("line\nnext\tcell", "line\nnext\tcell"),
    // A raw carriage return reads back as a line feed (XML 1.0 section 2.11).
    ("a\rb", #"a\rb"#), ("a\r\nb", #"a\r"# + "\nb"),
    ("\u{1B}[31m", #"\u{1B}[31m"#), ("nul\u{0}", #"nul\u{0}"#), ("del\u{7F}", #"del\u{7F}"#),
    ("csi\u{9B}", #"csi\u{9B}"#), ("\u{FFFE}\u{FFFF}", #"\u{FFFE}\u{FFFF}"#),
    ("é ✓ 😀", "é ✓ 😀"),
  ]

  @Test(arguments: cases)
  func escapes(_ text: String, _ expected: String) {
    #expect(XMLText.escaped(text) == expected)
  }

  /// Every case inside an element and an attribute parses, and reads back as the text with
  /// its control characters written out.
  @Test(arguments: cases)
  func readsBack(_ text: String, _ expected: String) throws {
    let escaped = XMLText.escaped(text)
    let parsed = ParsedSVG("<svg><text a=\"\(escaped)\" b='\(escaped)'>\(escaped)</text></svg>")
    #expect(parsed.isWellFormed, "\(String(describing: parsed.error))")
    let element = try #require(parsed.elements("text").first)
    let written = expected.replacingOccurrences(of: "&amp;", with: "&")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
    #expect(element.text == written)
  }

  /// A text node's string in svg and a message in a junit report take the same escapes.
  @Test func svgAndJUnitShareTheEscapes() {
    var tree = ElementTree()
    let text = tree.text("t", "bell\u{7}")
    let svg = SVGFormat.string(for: layout(text, width: 300, height: 40), in: tree)
    #expect(svg.contains(#">bell\u{7}</text>"#), "\(svg)")
    #expect(ParsedSVG(svg).isWellFormed)
    let report = JUnitReport(
      suiteName: "a\rb",
      cases: [.init(className: "c.yaml", name: "bell\u{7}", result: .failed("x < y\r"))]
    ).xml
    #expect(report.contains(#"<testsuite name="a\rb""#))
    #expect(report.contains(#"name="bell\u{7}""#))
    #expect(report.contains(#"x &lt; y\r</failure>"#))
    #expect(ParsedSVG(report).isWellFormed)
  }
}
