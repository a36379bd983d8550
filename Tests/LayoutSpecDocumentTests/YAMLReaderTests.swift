// What the YAML-like subset reads into (docs/format.md section 7): scalar typing by the
// core schema, block and flow nesting, comments, block scalars, positions, and the same value
// tree as the same document written in JSON. Errors are pinned in YAMLErrorTests.swift.

import Foundation
import Testing

@testable import LayoutSpecDocument

/// A value without its locations, for comparing trees.
indirect enum YAMLBare: Equatable, Sendable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([YAMLBare])
  case object([(String, YAMLBare)])

  init(_ value: Value) {
    switch value.content {
    case .null: self = .null
    case .bool(let b): self = .bool(b)
    case .number(let n): self = .number(n)
    case .string(let s): self = .string(s)
    case .array(let items): self = .array(items.map(YAMLBare.init))
    case .object(let members): self = .object(members.map { ($0.key, YAMLBare($0.value)) })
    }
  }

  /// JSONSerialization's tree (its objects have no order; compare with `keysSorted`).
  init(json: Any) {
    switch json {
    case is NSNull:
      self = .null
    case let n as NSNumber:
      // JSON booleans are the one NSNumber whose type is `char` (on Darwin and Linux).
      self = String(cString: n.objCType) == "c" ? .bool(n.boolValue) : .number(n.doubleValue)
    case let s as String:
      self = .string(s)
    case let a as [Any]:
      self = .array(a.map { YAMLBare(json: $0) })
    case let o as [String: Any]:
      self = .object(o.map { ($0.key, YAMLBare(json: $0.value)) })
    default:
      self = .string("unexpected \(type(of: json))")
    }
  }

  /// The same tree with every object's members in key order.
  var keysSorted: YAMLBare {
    switch self {
    case .array(let items): return .array(items.map(\.keysSorted))
    case .object(let members):
      return .object(members.map { ($0.0, $0.1.keysSorted) }.sorted { $0.0 < $1.0 })
    default: return self
    }
  }

  static func == (a: YAMLBare, b: YAMLBare) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y && x.sign == y.sign
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return "\(b)"
    case .number(let n): return "\(n)"
    case .string(let s): return s.debugDescription
    case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\($0.0.debugDescription): \($0.1)" }.joined(separator: ", ") + "}"
    }
  }
}

/// Reads `text` and expects no diagnostics.
func yamlValue(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Value?
{
  let (value, diagnostics) = YAMLReader.read(Array(text.utf8), file: "t.yaml")
  #expect(diagnostics.map(\.rendered) == [], sourceLocation: sourceLocation)
  return value
}

func yamlBare(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> YAMLBare?
{
  yamlValue(text, sourceLocation: sourceLocation).map(YAMLBare.init)
}

/// The readers' contract: a value exactly when there is no error or only errors that lose
/// nothing (duplicate keys), and never nothing at all.
func yamlKeepsValueExactlyWhenLossless(_ value: Value?, _ diagnostics: [Diagnostic]) -> Bool {
  let lossless = diagnostics.allSatisfy { $0.message.hasPrefix("duplicate key") }
  return (value != nil) == lossless && (value != nil || !diagnostics.isEmpty)
}

/// `line:column` of a location.
func yamlPosition(_ location: LayoutSpecDocument.SourceLocation?) -> String {
  location.map { "\($0.line):\($0.column)" } ?? "none"
}

@Suite struct YAMLReaderTests {
  // MARK: Scalars and typing

  static let coreSchema: [(String, YAMLBare)] = [
    ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
    ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
    ("0", .number(0)), ("12", .number(12)), ("-3", .number(-3)), ("+4", .number(4)),
    ("007", .number(7)), ("0o17", .number(15)), ("0x1F", .number(31)), ("0xff", .number(255)),
    ("1.5", .number(1.5)), (".5", .number(0.5)), ("-.5", .number(-0.5)), ("1.", .number(1)),
    ("1e3", .number(1000)), ("2.5E-1", .number(0.25)), ("-0", .number(-0.0)),
    ("+.5e+1", .number(5)),
    // Not core schema: YAML 1.1 booleans, other spellings, underscores, signs on 0x / 0o.
    ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
    ("Yes", .string("Yes")), ("nULL", .string("nULL")), ("tRUE", .string("tRUE")),
    ("1_000", .string("1_000")), ("-0x1", .string("-0x1")), ("0o8", .string("0o8")),
    ("0x", .string("0x")), ("1e", .string("1e")), (".", .string(".")), ("+", .string("+")),
    ("1.2.3", .string("1.2.3")), ("inf", .string("inf")), ("nan", .string("nan")),
    ("50%", .string("50%")), ("70pt", .string("70pt")), ("375x667", .string("375x667")),
    ("auto", .string("auto")), ("a#b", .string("a#b")), ("http://x.y/z", .string("http://x.y/z")),
    ("-a", .string("-a")), (":a", .string(":a")), ("?a", .string("?a")), ("a:b", .string("a:b")),
  ]

  @Test(arguments: coreSchema)
  func plainScalarTyping(_ text: String, _ expected: YAMLBare) {
    #expect(yamlBare("v: \(text)\n") == .object([("v", expected)]))
    if !text.isEmpty {
      #expect(yamlBare("[\(text)]") == .array([expected]))
    }
  }

  @Test func quotedScalarsAreStrings() {
    #expect(
      yamlBare(#"[ "1", '2', "true", 'null', "~", '', "", ".inf", 'yes' ]"#)
        == .array(["1", "2", "true", "null", "~", "", "", ".inf", "yes"].map(YAMLBare.string)))
  }

  @Test func blockScalarsAreStrings() {
    #expect(
      yamlBare("a: |\n  12\nb: >\n  true\n")
        == .object([("a", .string("12\n")), ("b", .string("true\n"))]))
  }

  @Test func keysAreTheirText() {
    #expect(
      yamlBare("1: a\ntrue: b\nnull: c\n1.0: d\n~: e\n'x y': f\n")
        == .object([
          ("1", .string("a")), ("true", .string("b")), ("null", .string("c")),
          ("1.0", .string("d")), ("~", .string("e")), ("x y", .string("f")),
        ]))
  }

  @Test func doubleQuotedEscapes() {
    let source =
      #"v: "\" \\ \/ \n \t \r \0 \b \f \x41 \u00e9 \U0001F600 \uD83D\uDE00 \a\v\e \N\_\L\P\ end""#
    let expected =
      "\" \\ / \n \t \r \u{0} \u{8} \u{C} A é 😀 😀 \u{7}\u{B}\u{1B} \u{85}\u{A0}\u{2028}\u{2029} end"
    #expect(yamlBare(source) == .object([("v", .string(expected))]))
  }

  @Test func singleQuotesEscapeOnlyTheQuote() {
    #expect(yamlBare(#"v: 'it''s \n'"#) == .object([("v", .string(#"it's \n"#))]))
  }

  @Test func quotedScalarsFoldLines() {
    let source = "a: \"one\n  two  \n\n  three\\\n  four\"\nb: 'x\n\n\n  y'\n"
    #expect(
      yamlBare(source)
        == .object([("a", .string("one two\nthreefour")), ("b", .string("x\n\ny"))]))
  }

  @Test func multiLinePlainScalarsFold() {
    #expect(
      yamlBare("a: one\n  two\n\n  three # comment\nb:\n  x\n  y\n")
        == .object([("a", .string("one two\nthree")), ("b", .string("x y"))]))
    #expect(yamlBare("- a\n  - b\n") == .array([.string("a - b")]))
    #expect(yamlBare("plain root\ntext\n") == .string("plain root text"))
  }

  // MARK: Nesting

  @Test func blockMappingsAndSequences() {
    let source = """
      root:
        type: stack
        children:
          - type: node
            style:
              width: 10
          - - nested
            - items
          -
            empty: ~
          -
        list:
        - indentless
        - sequence
        after: 1

      """
    #expect(
      yamlBare(source)
        == .object([
          (
            "root",
            .object([
              ("type", .string("stack")),
              (
                "children",
                .array([
                  .object([
                    ("type", .string("node")), ("style", .object([("width", .number(10))])),
                  ]),
                  .array([.string("nested"), .string("items")]),
                  .object([("empty", .null)]),
                  .null,
                ])
              ),
              ("list", .array([.string("indentless"), .string("sequence")])),
              ("after", .number(1)),
            ])
          )
        ]))
  }

  @Test func emptyValuesAreNull() {
    #expect(
      yamlBare("a:\nb:   # comment\nc: ~\n")
        == .object([("a", .null), ("b", .null), ("c", .null)]))
    #expect(yamlBare("- \n-\n- # c\n") == .array([.null, .null, .null]))
  }

  @Test func keysAndValuesMaySeparateWithTabs() {
    #expect(
      yamlBare("a:\t1\nb:\t[\t2]\n")
        == .object([("a", .number(1)), ("b", .array([.number(2)]))]))
  }

  // MARK: Flow collections

  @Test func flowCollections() {
    let source = """
      a: [1, [2, [3]], {b: c, d: [e]}, "f", 'g']
      h: {i, j: , k: 1,}
      l: [
        multi,
        line,   # comment inside
        ]
      m: {"n":1, 'o': 2}
      p: [q: 1, "r": s, t]
      u: []
      v: {}
      w: [a b, c d: e f]

      """
    #expect(
      yamlBare(source)
        == .object([
          (
            "a",
            .array([
              .number(1), .array([.number(2), .array([.number(3)])]),
              .object([("b", .string("c")), ("d", .array([.string("e")]))]), .string("f"),
              .string("g"),
            ])
          ),
          ("h", .object([("i", .null), ("j", .null), ("k", .number(1))])),
          ("l", .array([.string("multi"), .string("line")])),
          ("m", .object([("n", .number(1)), ("o", .number(2))])),
          (
            "p",
            .array([
              .object([("q", .number(1))]), .object([("r", .string("s"))]), .string("t"),
            ])
          ),
          ("u", .array([])),
          ("v", .object([])),
          ("w", .array([.string("a b"), .object([("c d", .string("e f"))])])),
        ]))
  }

  @Test func flowCollectionClosedAtTheKeysIndentation() {
    #expect(
      yamlBare("root: {\n  type: node,\n  name: x\n}\nnext: [\n  1\n]\n")
        == .object([
          ("root", .object([("type", .string("node")), ("name", .string("x"))])),
          ("next", .array([.number(1)])),
        ]))
  }

  @Test func flowRootOverManyLines() {
    #expect(
      yamlBare("{\na: 1,\nb: [\n2]\n}\n")
        == .object([("a", .number(1)), ("b", .array([.number(2)]))]))
  }

  // MARK: Comments

  @Test func comments() {
    let source = """
      # leading
      a: 1 # after a value
      b: a#b
      c: "x" # after a quoted scalar
      # between
        # indented comment
      d: [1, # in flow
          2]
      e: |  # after a header
        # not a comment
      f: 'x#y'

      """
    #expect(
      yamlBare(source)
        == .object([
          ("a", .number(1)), ("b", .string("a#b")), ("c", .string("x")),
          ("d", .array([.number(1), .number(2)])), ("e", .string("# not a comment\n")),
          ("f", .string("x#y")),
        ]))
  }

  // MARK: Block scalars

  /// A block scalar after `v: ` and the string it reads as.
  struct BlockScalarCase: Sendable, CustomTestStringConvertible {
    var body: String
    var expected: String
    var testDescription: String { body.debugDescription }
  }

  static let blockScalars: [BlockScalarCase] = [
    BlockScalarCase(body: "|\n  a\n  b\n", expected: "a\nb\n"),
    BlockScalarCase(body: "|-\n  a\n  b\n", expected: "a\nb"),
    BlockScalarCase(body: "|+\n  a\n  b\n\n\n", expected: "a\nb\n\n\n"),
    BlockScalarCase(body: "|\n  a\n\n\n", expected: "a\n"),
    BlockScalarCase(body: "|-\n  a\n\n", expected: "a"),
    BlockScalarCase(body: "|\n  a\n   indented\n\n  b\n", expected: "a\n indented\n\nb\n"),
    BlockScalarCase(body: "|\n\n  after empty\n", expected: "\nafter empty\n"),
    BlockScalarCase(body: ">\n  a\n  b\n\n  c\n", expected: "a b\nc\n"),
    BlockScalarCase(body: ">-\n  a\n  b\n", expected: "a b"),
    BlockScalarCase(body: ">+\n  a\n\n", expected: "a\n\n"),
    BlockScalarCase(body: ">\n  a\n    more\n  b\n", expected: "a\n  more\nb\n"),
    BlockScalarCase(body: ">\n  a\n\n\n  b\n", expected: "a\n\nb\n"),
    BlockScalarCase(body: "|2\n    two\n  one\n", expected: "  two\none\n"),
    BlockScalarCase(body: "|1-\n  x\n", expected: " x"),
    BlockScalarCase(body: "|-2\n   y\n", expected: " y"),
    BlockScalarCase(body: "|\n", expected: ""),
    BlockScalarCase(body: "|+\n\n", expected: "\n"),
    // Only empty lines: the longest decides the indentation, so none has content (libyaml).
    BlockScalarCase(body: "|+\n   \n    \n", expected: "\n\n"),
    BlockScalarCase(body: "|\n  last line without break", expected: "last line without break"),
    BlockScalarCase(body: "|\n  tab\there\n", expected: "tab\there\n"),
  ]

  @Test(arguments: blockScalars)
  func blockScalar(_ c: BlockScalarCase) {
    #expect(yamlBare("v: " + c.body) == .object([("v", .string(c.expected))]))
  }

  @Test func blockScalarEndsAtLessIndentedLine() {
    #expect(
      yamlBare("- |\n  one\n- >\n  two\n  three\n- end\n")
        == .array([.string("one\n"), .string("two three\n"), .string("end")]))
    #expect(yamlBare("--- |\nroot text\n...\n") == .string("root text\n"))
  }

  // MARK: Documents

  @Test func documentMarkers() {
    #expect(yamlBare("---\na: 1\n") == .object([("a", .number(1))]))
    #expect(yamlBare("# c\n--- # c\na: 1\n...\n# trailing\n") == .object([("a", .number(1))]))
    #expect(yamlBare("--- [1]\n") == .array([.number(1)]))
    #expect(yamlBare("--- text\n") == .string("text"))
    #expect(yamlBare("~\n") == .null)
  }

  @Test func lineBreaksAndByteOrderMark() {
    #expect(
      yamlBare("\u{FEFF}a: 1\r\nb: |\r\n  x\r\n  y\r\nc: 3\rd: 4")
        == .object([
          ("a", .number(1)), ("b", .string("x\ny\n")), ("c", .number(3)), ("d", .number(4)),
        ]))
    let value = yamlValue("\u{FEFF}a: 1\r\nb: 2\n")
    #expect(yamlPosition(value?["b"]?.value.location) == "2:4")
  }

  // MARK: Positions

  @Test func positionsOfValuesAndKeys() throws {
    let source = """
      a: 1
      b:
        c: "x"
        d: [ 'y', {e: f} ]
      g:
        - h
        - i: j
      k: |
        text
      l:

      """
    let value = try #require(yamlValue(source))
    #expect(yamlPosition(value.location) == "1:1")
    #expect(yamlPosition(value["a"]?.keyLocation) == "1:1")
    #expect(yamlPosition(value["a"]?.value.location) == "1:4")
    let b = try #require(value["b"]?.value)
    #expect(yamlPosition(b.location) == "3:3")  // a block mapping is at its first key
    #expect(yamlPosition(b["c"]?.keyLocation) == "3:3")
    #expect(yamlPosition(b["c"]?.value.location) == "3:6")  // a quoted scalar at its quote
    let d = try #require(b["d"]?.value)
    #expect(yamlPosition(d.location) == "4:6")
    guard case .array(let items) = d.content, items.count == 2 else {
      Issue.record("d is \(YAMLBare(d))")
      return
    }
    #expect(yamlPosition(items[0].location) == "4:8")
    #expect(yamlPosition(items[1].location) == "4:13")
    #expect(yamlPosition(items[1]["e"]?.keyLocation) == "4:14")
    #expect(yamlPosition(items[1]["e"]?.value.location) == "4:17")
    let g = try #require(value["g"]?.value)
    #expect(yamlPosition(g.location) == "6:3")  // a block sequence is at its first '-'
    guard case .array(let gItems) = g.content, gItems.count == 2 else {
      Issue.record("g is \(YAMLBare(g))")
      return
    }
    #expect(yamlPosition(gItems[0].location) == "6:5")
    #expect(yamlPosition(gItems[1].location) == "7:5")
    #expect(yamlPosition(gItems[1]["i"]?.value.location) == "7:8")
    #expect(yamlPosition(value["k"]?.value.location) == "8:4")  // a block scalar at '|'
    #expect(yamlPosition(value["l"]?.value.location) == "10:3")  // null just after ':'
  }

  @Test func columnsCountUnicodeScalars() throws {
    // "é" is two bytes, "日本" six, "😀" four and "e\u{301}" two scalars in one character.
    let value = try #require(yamlValue("é: 日本\n日本: [😀, e\u{301}, x]\n\"😀\": 'ü'\n"))
    #expect(yamlPosition(value["é"]?.value.location) == "1:4")
    #expect(yamlPosition(value["日本"]?.keyLocation) == "2:1")
    guard case .array(let items) = value["日本"]?.value.content, items.count == 3 else {
      Issue.record("no array")
      return
    }
    #expect(items.map { yamlPosition($0.location) } == ["2:6", "2:9", "2:13"])
    #expect(yamlPosition(value["😀"]?.value.location) == "3:6")
  }

  // MARK: The same document as JSON

  static let layoutYAML = """
    # A profile row.
    sizes: ["375x667", 320x*]
    components:
      avatar: { type: node, style: { preferredSize: [44, 44] } }
    root:
      type: hstack
      spacing: 8
      alignItems: center
      children:
        - { use: avatar, name: me }
        - type: vstack
          style: {flexShrink: 1, flexGrow: 1.0}
          children:
            - type: text
              text: "Ada Lovelace"
              fontSize: 17
              maxLines: 1
            - type: text
              text: >-
                Wrote the first program
                for the Analytical Engine.
              lineHeight: 20.5
        - type: inset
          insets: [8, 0, inf, .5]
          child:
            type: button
            title: Follow
            contentEdgeInsets: {top: 4, left: 12, bottom: 4, right: 12}
            enabled: true
            icon: null
        - type: ratio
          ratio: 0.5e0
          child: {type: image, imageSize: {width: 100, height: 50}}

    """

  static let layoutJSON = """
    {
      "sizes": ["375x667", "320x*"],
      "components": {"avatar": {"type": "node", "style": {"preferredSize": [44, 44]}}},
      "root": {
        "type": "hstack", "spacing": 8, "alignItems": "center",
        "children": [
          {"use": "avatar", "name": "me"},
          {
            "type": "vstack", "style": {"flexShrink": 1, "flexGrow": 1.0},
            "children": [
              {"type": "text", "text": "Ada Lovelace", "fontSize": 17, "maxLines": 1},
              {"type": "text", "text": "Wrote the first program for the Analytical Engine.",
               "lineHeight": 20.5}
            ]
          },
          {
            "type": "inset", "insets": [8, 0, "inf", 0.5],
            "child": {
              "type": "button", "title": "Follow",
              "contentEdgeInsets": {"top": 4, "left": 12, "bottom": 4, "right": 12},
              "enabled": true, "icon": null
            }
          },
          {"type": "ratio", "ratio": 0.5,
           "child": {"type": "image", "imageSize": {"width": 100, "height": 50}}}
        ]
      }
    }
    """

  @Test func layoutDocumentMatchesJSON() throws {
    let yaml = try #require(yamlBare(Self.layoutYAML))
    let json = YAMLBare(json: try JSONSerialization.jsonObject(with: Data(Self.layoutJSON.utf8)))
    #expect(yaml.keysSorted == json.keysSorted)
    // Members keep document order.
    guard case .object(let members) = yaml else { return }
    #expect(members.map(\.0) == ["sizes", "components", "root"])
  }

  // MARK: Robustness

  @Test func nestingUpToTheLimitIsRead() throws {
    let depth = YAMLParser.maximumDepth
    let flow = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try #require(yamlValue(flow))
    var levels = 1
    while case .array(let items) = value.content, let first = items.first {
      value = first
      levels += 1
    }
    #expect(levels == depth)
    let block = (0..<depth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
    #expect(yamlValue(block) != nil)
  }

  /// Every prefix of a document (as a truncated file would be) reads without crashing, and gives
  /// a value exactly when its errors (if any) lose nothing.
  @Test func everyPrefixOfADocumentIsHandled() {
    let bytes = Array(Self.layoutYAML.utf8) + Array("x: [\"a\\u00e9\", 'b''c', |\n  d\n".utf8)
    for end in 0...bytes.count {
      let (value, diagnostics) = YAMLReader.read(Array(bytes[..<end]), file: "t.yaml")
      #expect(yamlKeepsValueExactlyWhenLossless(value, diagnostics), "prefix of \(end) bytes")
      #expect(!diagnostics.contains { $0.message.contains("internal") }, "prefix of \(end) bytes")
    }
  }

  /// Random documents over YAML's indicators: no crash, no hang, sorted diagnostics.
  @Test func randomDocumentsAreHandled() {
    let alphabet = Array(" \n\n  \t-:?[]{},#&*!|>'\"%@`~.019abxyz\\u".utf8) + [0xC3, 0xA9, 0x0D]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    for _ in 0..<3000 {
      let document = (0..<next(120)).map { _ in alphabet[next(alphabet.count)] }
      let (value, diagnostics) = YAMLReader.read(document, file: "t.yaml")
      #expect(yamlKeepsValueExactlyWhenLossless(value, diagnostics))
      #expect(!diagnostics.contains { $0.message.contains("internal") })
      #expect(zip(diagnostics, diagnostics.dropFirst()).allSatisfy { !($1.location < $0.location) })
    }
  }
}
