import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// A name with a newline or an ESC must not reach the terminal raw from any text format:
// each writes it out as messages do (`\n`, `\u{1B}`), so an element stays on one line and
// an escape sequence cannot drive the terminal. A bidirectional formatting character
// (U+202E RIGHT-TO-LEFT OVERRIDE) is written out too, so that a name cannot make the
// terminal show the rest of its line in another order ("Trojan Source").

@Suite struct ControlCharacterNameTests {
  static let names = [
    "a\nb", "st\u{1B}[31mack", "tab\there", "del\u{7F}", "c1\u{85}", "rlo\u{202E}kcats",
    "iso\u{2067}x\u{2069}", "mark\u{200F}\u{061C}",
  ]

  /// The bidirectional formatting characters of Unicode TR 9, section 2.
  static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || [0x200E, 0x200F, 0x061C].contains(scalar.value)
  }

  func tree(_ name: String) -> (ElementTree, Layout) {
    var tree = ElementTree()
    let node = tree.node(name, style: .init())
    let stack = tree.stack(.vertical, name, children: [node])
    let root = layout(stack, width: 100, height: 20, [layout(node, width: 100, height: 20)])
    return (tree, root)
  }

  func expectNoControlCharacters(_ text: String, _ format: String, _ name: String) {
    // The formats' own line breaks aside, no control character may be left.
    let controls = text.unicodeScalars.filter {
      $0 != "\n" && (PrintableText.isControl($0) || Self.isBidiFormatting($0))
    }
    #expect(
      controls.isEmpty, "\(format) printed a raw control character for \(name.debugDescription)")
  }

  @Test(arguments: names) func everyTextFormatWritesControlCharactersOut(name: String) {
    let (tree, root) = tree(name)
    let escaped = PrintableText.escaped(name)
    let ascii = AsciiArt.asciiArtString(of: tree)
    let styles = StyleDump.string(for: root, in: tree)
    let boxes = BoxesFormat.string(for: root, in: tree, columns: 60)
    for (format, text) in [("ascii", ascii), ("styles", styles), ("boxes", boxes)] {
      expectNoControlCharacters(text, format, name)
    }
    // One line per element: the name does not add lines.
    #expect(styles.split(separator: "\n").count == 2, "\(styles)")
    #expect(ascii.contains(escaped) && styles.contains(escaped), "\(ascii)\n\(styles)")
  }

  @Test func escapingWritesEachControlCharacterOnce() {
    #expect(PrintableText.escaped("a\nb\r\t\u{1B}\u{7F}\u{9F}é") == #"a\nb\r\t\u{1B}\u{7F}\u{9F}é"#)
    #expect(PrintableText.escaped("plain") == "plain")
    #expect(
      PrintableText.escaped("a\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}b")
        == #"a\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}b"#)
    // Other invisible or right-to-left text is a name's own: kept.
    #expect(PrintableText.escaped("\u{200D}\u{05D0}\u{0627}") == "\u{200D}\u{05D0}\u{0627}")
  }

  /// A message quoting a name, as every error line renders it: the override is written out,
  /// so the line reads in the order it was written.
  @Test func messagesWriteBidirectionalOverridesOut() {
    let location = SourceLocation(file: "cell\u{202E}nosj.json", line: 3, column: 7)
    let rendered = Diagnostic(.error, "unknown key 'a\u{202E}b'", at: location).rendered
    #expect(rendered == #"cell\u{202E}nosj.json:3:7: error: unknown key 'a\u{202E}b'"#)
    #expect(!rendered.unicodeScalars.contains(where: Self.isBidiFormatting))
  }
}
