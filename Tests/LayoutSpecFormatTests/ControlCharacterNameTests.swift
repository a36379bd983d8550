import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// A name with a newline or an ESC must not reach the terminal raw from any text format:
// each writes it out as messages do (`\n`, `\u{1B}`), so an element stays on one line and
// an escape sequence cannot drive the terminal.

@Suite struct ControlCharacterNameTests {
  static let names = ["a\nb", "st\u{1B}[31mack", "tab\there", "del\u{7F}", "c1\u{85}"]

  func tree(_ name: String) -> (ElementTree, Layout) {
    var tree = ElementTree()
    let node = tree.node(name, style: .init())
    let stack = tree.stack(.vertical, name, children: [node])
    let root = layout(stack, width: 100, height: 20, [layout(node, width: 100, height: 20)])
    return (tree, root)
  }

  func expectNoControlCharacters(_ text: String, _ format: String, _ name: String) {
    // The formats' own line breaks aside, no control character may be left.
    let controls = text.unicodeScalars.filter { $0 != "\n" && PrintableText.isControl($0) }
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
  }
}
