// Errors of the YAML-like subset, pinned to their exact position and text (docs/format.md
// section 8, "Errors and warnings": the offending token's line and column, columns counting Unicode scalars).

import Testing

@testable import LayoutSpecDocument

/// A document that must fail, and every diagnostic it gives as `LINE:COLUMN: MESSAGE`.
struct YAMLErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var source: String
  var expected: [String]
  /// The errors lose nothing (duplicate keys), so the value is still returned.
  var keepsValue = false

  init(_ name: String, _ source: String, _ expected: String...) {
    self.name = name
    self.source = source
    self.expected = expected
  }

  /// The same case, whose value is kept.
  var lossless: YAMLErrorCase {
    var c = self
    c.keepsValue = true
    return c
  }

  var testDescription: String { name }
}

func yamlErrors(_ bytes: [UInt8]) -> (value: Value?, errors: [String]) {
  let (value, diagnostics) = YAMLReader.read(bytes, file: "t.yaml")
  return (value, diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" })
}

@Suite struct YAMLErrorTests {
  static let infinityMessage =
    "is not a number in a document; where infinity is allowed, write the string \"inf\""

  static let cases: [YAMLErrorCase] = [
    // Unsupported YAML, each named.
    YAMLErrorCase(
      "tab in indentation", "a:\n\tb: 1\n",
      "2:1: tab character in indentation; indent with spaces"),
    YAMLErrorCase(
      "tabs on every line that has them", "root:\n\ttype: node\n\tstyle:\n\t\twidth: 1\n",
      "2:1: tab character in indentation; indent with spaces",
      "3:1: tab character in indentation; indent with spaces",
      "4:1: tab character in indentation; indent with spaces"),
    YAMLErrorCase(
      "tab before a plain value's next line", "a: one\n\ttwo\n",
      "2:1: tab character in indentation; indent with spaces"),
    YAMLErrorCase(
      "anchor", "a: &x 1\n",
      "1:4: anchors ('&x') are not supported; to reuse an element, declare it under "
        + "'components' as 'x' and write 'use: x' where it goes (docs/format.md, section 6)"),
    YAMLErrorCase(
      "alias", "a: 1\nb: *card\n",
      "2:4: aliases ('*card') are not supported; to reuse an element, declare it under "
        + "'components' as 'card' and write 'use: card' where it goes (docs/format.md, section 6)"),
    YAMLErrorCase(
      "tag !!str", "a: !!str 1\n",
      "1:4: tags ('!!str') are not supported; quote the value to make it a string"),
    YAMLErrorCase("local tag", "- !point {x: 1}\n", "1:3: tags ('!point') are not supported"),
    YAMLErrorCase("complex key", "? a\n: b\n", "1:1: complex keys ('? ') are not supported"),
    YAMLErrorCase(
      "complex key among keys", "a: 1\n? b\n: c\nd: 2\n",
      "2:1: complex keys ('? ') are not supported"),
    YAMLErrorCase(
      "merge key", "base: {a: 1}\nother:\n  <<: {b: 2}\n",
      "3:3: merge keys ('<<') are not supported; 'use: NAME' lays a component's keys under "
        + "the element's own (docs/format.md, section 6)"),
    YAMLErrorCase(
      "second document", "a: 1\n---\nb: 2\n",
      "2:1: several documents in one file are not supported"),
    YAMLErrorCase(
      "document after end marker", "a: 1\n...\nb: 2",
      "3:1: several documents in one file are not supported"),
    YAMLErrorCase(
      "directive", "%YAML 1.2\n---\na: 1\n", "1:1: directives ('%YAML') are not supported"),
    YAMLErrorCase(
      "complex flow key in block", "[a]: 1\n",
      "1:1: complex keys (a collection as a key) are not supported"),
    YAMLErrorCase(
      "complex flow key in flow", "{x: 0, [a]: 1}\n",
      "1:8: complex keys (a collection as a key) are not supported"),

    // Keys.
    YAMLErrorCase(
      "duplicate block key", "a: 1\nb: 2\na: 3\n", "3:1: duplicate key 'a' (first given at 1:1)"
    ).lossless,
    YAMLErrorCase(
      "duplicate flow key", "{a: 1, 'a': 2}", "1:8: duplicate key 'a' (first given at 1:2)"
    ).lossless,
    YAMLErrorCase(
      "duplicate key after multi-byte characters", "é: {ü: 1, ü: 2}",
      "1:11: duplicate key 'ü' (first given at 1:5)"
    ).lossless,
    YAMLErrorCase("missing key", ": x\n", "1:1: missing key before ':'"),
    YAMLErrorCase("missing colon", "a: 1\nb\nc: 2\n", "2:1: missing ':' after key 'b'"),
    YAMLErrorCase("multi-line key", "\"a\n b\": 1\n", "1:1: a key must be on a single line"),

    // Structure.
    YAMLErrorCase(
      "colon in a plain value", "title: Note: read this\n",
      "1:12: unexpected ':' after 'Note' (quote a value that contains ': ')"),
    YAMLErrorCase(
      "key indented too far", "style:\n  width: 10\n   height: 20\n",
      "3:4: bad indentation of 'height'; the keys of this mapping are at column 3"),
    YAMLErrorCase(
      "key between two levels", "a:\n    b: 1\n  c: 2\n",
      "3:3: bad indentation of 'c'; the keys of this mapping are at column 1"),
    YAMLErrorCase(
      "item indented too far", "- [1]\n  - 2\n",
      "2:3: bad indentation of '-'; the items of this sequence are at column 1"),
    YAMLErrorCase(
      "key where an item belongs", "- a\nb: 1\n",
      "2:1: expected '- ' for the next item of this sequence, found 'b'"),
    YAMLErrorCase(
      "item where a key belongs", "a:\n  b: 1\n  - c\n",
      "3:3: expected a key in this mapping, found '-'"),
    YAMLErrorCase(
      "sequence on its key's line", "a: - b\n",
      "1:4: a block sequence cannot start on the same line as its key"),
    YAMLErrorCase(
      "mapping on the --- line", "--- a: 1\n",
      "1:5: a block mapping cannot start on the same line as '---'"),
    YAMLErrorCase(
      "text after a quoted value", "a: \"x\" y\nb: 1\n", "1:8: unexpected 'y' after a value"),
    YAMLErrorCase(
      "content after the root", "\"a\"\nb: 1\n",
      "2:1: unexpected 'b' after the document's value; a document holds one value"),
    YAMLErrorCase(
      "empty document", "", "1:1: the document is empty"),
    YAMLErrorCase(
      "only comments and markers", "# nothing\n---\n...\n", "4:1: the document is empty"),
    YAMLErrorCase("only blanks", "  \n   ", "2:4: the document is empty"),

    // Scalars.
    YAMLErrorCase("unclosed double quote", "a: \"abc\n", "1:4: unclosed double-quoted string"),
    YAMLErrorCase("unclosed single quote", "a: 'abc\nb: 1\n", "1:4: unclosed single-quoted string"),
    YAMLErrorCase(
      "unknown escape", "a: \"x\\qy\"", "1:6: invalid escape '\\q' in a double-quoted string"),
    YAMLErrorCase(
      "short unicode escape", "a: \"\\u12\"",
      "1:5: invalid escape: '\\u' must be followed by four hexadecimal digits"),
    YAMLErrorCase(
      "short byte escape", "a: \"ab\\xZ\"",
      "1:7: invalid escape: '\\x' must be followed by two hexadecimal digits"),
    YAMLErrorCase(
      "lone surrogate", "a: \"\\uD800x\"",
      "1:5: lone surrogate '\\uD800' in a string: not a Unicode scalar"),
    YAMLErrorCase(
      "beyond Unicode", "a: \"\\U00110000\"",
      "1:5: escape '\\U00110000' in a string: not a Unicode scalar"),
    YAMLErrorCase("infinity", "a: .inf\n", "1:4: '.inf' \(infinityMessage)"),
    YAMLErrorCase("negative infinity", "a: [-.Inf]\n", "1:5: '-.Inf' \(infinityMessage)"),
    YAMLErrorCase(
      "NaN", "a: .nan\n", "1:4: '.nan' is not a number in a document: documents have no NaN"),
    YAMLErrorCase("number out of range", "a: 1e999\n", "1:4: number out of range: 1e999"),
    YAMLErrorCase(
      "reserved indicator", "a: @b\n", "1:4: '@' cannot start a plain value; quote the value"),
    YAMLErrorCase(
      "percent at a value's start", "width: %50\n",
      "1:8: '%' cannot start a plain value; quote the value"),
    YAMLErrorCase(
      "block scalar header", "a: |x\n  t\n", "1:5: unexpected 'x' after a block scalar's header"),
    YAMLErrorCase(
      "indentation indicator 0", "a: |0\n  t\n",
      "1:5: the indentation indicator of a block scalar must be 1 to 9"),

    // Flow collections.
    YAMLErrorCase("unclosed bracket at the end", "a: [1, 2\n", "1:4: unclosed '['"),
    YAMLErrorCase(
      "unclosed brace before a less indented line", "root:\n  a: {b: 1,\n  c: 2\n",
      "2:6: unclosed '{' (to continue it, line 3 must be indented more than the enclosing block)"),
    YAMLErrorCase(
      "wrong closing bracket", "a: [1, 2}\n",
      "1:9: expected ']' to close the '[' at 1:4, found '}'"),
    YAMLErrorCase(
      "missing comma", "é: [ü, 'x' y]", "1:12: expected ',' or ']' after 'x', found 'y'"),
    YAMLErrorCase(
      "missing comma in a mapping", "{a: 1 b: 2}",
      "1:8: expected ',' or '}' after '1 b', found ':'"),
    YAMLErrorCase("empty entry", "[a, , b]", "1:5: unexpected ','; an entry is missing before it"),
    YAMLErrorCase(
      "block entry in flow", "[- a]",
      "1:2: block sequence entries ('- ') are not allowed inside a flow collection"),
    YAMLErrorCase(
      "block scalar in flow", "[|]",
      "1:2: block scalars ('|') are not allowed inside a flow collection"),

    // Several errors in one run, in source order (the unclosed '[' is found last).
    YAMLErrorCase(
      "several errors", "a: &x 1\nb: *x\nc: 1\nc: 2\nd: .inf\n",
      "1:4: anchors ('&x') are not supported; to reuse an element, declare it under 'components' as 'x' and write 'use: x' where it goes (docs/format.md, section 6)",
      "2:4: aliases ('*x') are not supported; to reuse an element, declare it under 'components' as 'x' and write 'use: x' where it goes (docs/format.md, section 6)",
      "4:1: duplicate key 'c' (first given at 3:1)", "5:4: '.inf' \(infinityMessage)"),
    YAMLErrorCase(
      "errors sorted by position", "a: [1, &x 2\n", "1:4: unclosed '['",
      "1:8: anchors ('&x') are not supported; to reuse an element, declare it under 'components' as 'x' and write 'use: x' where it goes (docs/format.md, section 6)"
    ),
    YAMLErrorCase(
      "recovery after an unclosed bracket",
      "root:\n  children: [\n    {type: node}\n  style: {width: .inf}\n",
      "2:13: unclosed '[' (to continue it, line 4 must be indented more than the enclosing block)",
      "4:18: '.inf' \(infinityMessage)"),
  ]

  @Test(arguments: cases)
  func badDocument(_ c: YAMLErrorCase) {
    let (value, errors) = yamlErrors(Array(c.source.utf8))
    #expect(errors == c.expected)
    #expect((value != nil) == c.keepsValue)
  }

  @Test func everyErrorIsRenderedWithFileLineAndColumn() {
    let (_, diagnostics) = YAMLReader.read(Array("a: *x\n".utf8), file: "doc.yaml")
    #expect(
      diagnostics.map(\.rendered) == [
        "doc.yaml:1:4: error: aliases ('*x') are not supported; to reuse an element, declare it under 'components' as 'x' and write 'use: x' where it goes (docs/format.md, section 6)"
      ])
  }

  @Test func invalidUTF8() {
    // Latin-1 "é" (0xE9) after "aé: " in UTF-8; one report per line.
    let bytes = Array("aé: ".utf8) + [0xE9, 0x78, 0xFF, 0x0A] + Array("b: [".utf8) + [0xC3]
    #expect(
      yamlErrors(bytes).errors == [
        "1:5: invalid UTF-8 byte 0xE9; the document must be UTF-8",
        "2:5: invalid UTF-8 byte 0xC3; the document must be UTF-8",
      ])
    // Surrogates and overlong forms are not UTF-8 either.
    #expect(
      yamlErrors([0x61, 0xED, 0xA0, 0x80]).errors.first?.hasPrefix("1:2: invalid UTF-8") == true)
    #expect(yamlErrors([0xC0, 0xAF]).errors.first?.hasPrefix("1:1: invalid UTF-8") == true)
  }

  @Test func controlCharacters() {
    #expect(
      yamlErrors(Array("a: \u{7}\nb: \"\u{0}\"".utf8)).errors == [
        "1:4: control character U+0007 is not allowed; write it as an escape in a double-quoted string",
        "2:5: control character U+0000 is not allowed; write it as an escape in a double-quoted string",
      ])
  }

  @Test func duplicateKeysKeepTheFirstValue() throws {
    let (value, diagnostics) = YAMLReader.read(
      Array("a: 1\nb: {c: 2, c: 3}\na: 4\n".utf8), file: "t.yaml")
    #expect(diagnostics.count == 2)
    let tree = try #require(value)
    #expect(YAMLBare(tree) == .object([("a", .number(1)), ("b", .object([("c", .number(2))]))]))
  }

  @Test func readingStopsPastTheErrorLimit() {
    let limit = YAMLParser.errorLimit
    let source = String(repeating: "- *alias\n", count: 3 * limit)
    let (value, errors) = yamlErrors(Array(source.utf8))
    #expect(value == nil)
    #expect(errors.count == limit + 1)
    #expect(
      errors.last
        == "\(limit + 1):3: aliases ('*alias') are not supported; to reuse an element, declare it under 'components' as 'alias' and write 'use: alias' where it goes (docs/format.md, section 6)"
    )
    let binary = [UInt8](repeating: 0xFF, count: 10) + [UInt8](repeating: 0x0A, count: 3 * limit)
    #expect(yamlErrors(binary + [0xFF]).errors.count == 2)  // one per line
    let everyLine = [UInt8]((0..<(3 * limit)).flatMap { _ in [0xFF, 0x0A] })
    #expect(yamlErrors(everyLine).errors.count == limit + 1)
  }

  @Test func nestingBeyondTheLimit() {
    let depth = YAMLParser.maximumDepth
    let flow = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      yamlErrors(Array(flow.utf8)).errors == [
        "1:\(depth + 1): collections are nested deeper than \(depth) levels"
      ])
    let block = (0...depth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
    #expect(
      yamlErrors(Array(block.utf8)).errors == [
        "\(depth + 1):\(depth + 1): collections are nested deeper than \(depth) levels"
      ])
    let items = String(repeating: "- ", count: depth + 1) + "x"
    #expect(
      yamlErrors(Array(items.utf8)).errors == [
        "1:\(2 * depth + 1): collections are nested deeper than \(depth) levels"
      ])
  }
}
