import Testing

@testable import LayoutSpecDocument

// Limits and encodings that keep any input from costing unbounded time or memory, or from
// breaking the one-line `FILE:LINE:COLUMN: error:` format.

@Suite("robustness limits")
struct RobustnessLimitTests {
  /// Past the value limit the reader stops with one error at the value that crossed it.
  @Test func valueLimit() {
    let result = JSONReader.parse(Array("[0, [1, 2], 3]".utf8), file: "f", valueLimit: 4)
    #expect(!result.faithful)
    #expect(
      short(result.diagnostics) == [
        "1:9: error: the document has more than 4 values (numbers, strings, arrays and "
          + "objects), more than layoutspec reads"
      ])
    let fits = JSONReader.parse(Array("[0, [1, 2], 3]".utf8), file: "f", valueLimit: 6)
    #expect(fits.diagnostics.isEmpty)
  }

  @Test func yamlValueLimit() {
    let text = "- 0\n- [1, 2]\n- 3\n"
    let (value, diagnostics) = YAMLReader.read(Array(text.utf8), file: "f", valueLimit: 3)
    #expect(value == nil)
    #expect(
      short(diagnostics) == [
        "2:3: error: the document has more than 3 values (numbers, strings, sequences and "
          + "mappings), more than layoutspec reads"
      ])
    #expect(YAMLReader.read(Array(text.utf8), file: "f", valueLimit: 6).diagnostics.isEmpty)
  }

  /// A component used 2^17 times (each level uses the one below twice) that names an
  /// unknown component twice: two errors, not 2^18 reports and did-you-mean searches.
  @Test func unknownComponentInABombIsReportedOnce() {
    var components = #""c1": {"type": "wrapper", "children": [{"use": "c0"}, {"use": "c0"}]}"#
    for level in 2...18 {
      components +=
        #", "c\#(level)": {"type": "wrapper", "children": [{"use": "c\#(level - 1)"}, "#
        + #"{"use": "c\#(level - 1)"}]}"#
    }
    let text = #"{"components": {\#(components)}, "root": {"use": "c18"}}"#
    #expect(
      messages(text) == [
        "1:64: error: unknown component 'c0'; did you mean 'c1'?",
        "1:79: error: unknown component 'c0'; did you mean 'c1'?",
      ])
  }

  @Test func wideEncodingsAreNamed() {
    #expect(
      short(DocumentReader.read([0xFF, 0xFE] + Array("{}".utf8), file: "f").diagnostics) == [
        "1:1: error: the document is UTF-16 (it starts with a UTF-16 byte order mark); "
          + "layoutspec reads UTF-8 documents: save it as UTF-8"
      ])
    #expect(
      DocumentReader.wideEncoding([0x7B, 0x00, 0x22, 0x00])
        == "UTF-16 or UTF-32 (it has NUL bytes between its first characters)")
    #expect(DocumentReader.wideEncoding(Array("{}".utf8)) == nil)
    #expect(DocumentReader.wideEncoding([0xEF, 0xBB, 0xBF, 0x7B]) == nil)
  }

  @Test func renderedDiagnosticsAreOneLine() {
    let diagnostic = Diagnostic(
      .error, "unknown key 'a\u{1B}[2J\nb\u{7F}\u{85}'",
      at: SourceLocation(file: "we\tird\n.json", line: 3, column: 4))
    #expect(
      diagnostic.rendered
        == #"we\tird\n.json:3:4: error: unknown key 'a\u{1B}[2J\nb\u{7F}\u{85}'"#)
    #expect(Diagnostic.printable("plain ü and 😀") == "plain ü and 😀")
  }
}
