import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

/// The flat reader (DocumentTape) gives what the value tree gave: positions counted in
/// Unicode scalars whatever the bytes around them, keys compared as Strings (canonical
/// equivalence), duplicates dropped with their values, component styles merged in layers.
/// The expected messages are those of the reader before the tape.
@Suite struct DocumentTapeTests {
  @Test func columnsCountScalarsAcrossBlocksOfNonASCII() {
    let text = String(repeating: "x", count: 70) + "\u{E9}\u{E9}\u{E9}\u{1F600} "
    #expect(
      messages(#"{"type": "text", "text": ""# + text + #"", "fontSize": "big", "name": 5}"#) == [
        #"1:117: error: 'fontSize' must be a number, found the string "big""#,
        "1:132: error: 'name' must be a string, found the number 5",
      ])
    let comment = "/* " + String(repeating: "\u{FC}", count: 64) + " */ "
    #expect(
      messages(comment + #"{"type": "node", "style": {"height": -1}}"#) == [
        "1:1: error: comments are not allowed in JSON",
        "1:109: error: 'height' cannot be negative, found -1",
      ])
  }

  @Test func keysAreComparedAsStrings() {
    #expect(
      messages(#"{"type": "node", "\#u{E9}": 1, "e\#u{301}": 2, "\#u{212A}": 3, "K": 4}"#) == [
        "1:18: error: unknown key '\u{E9}' in 'node'; it takes intrinsicSize, layout, name and style",
        "1:26: error: duplicate key '\u{E9}' (first given at 1:18)",
        "1:35: error: unknown key 'K' in 'node'; it takes intrinsicSize, layout, name and style",
        "1:43: error: duplicate key 'K' (first given at 1:35)",
      ])
  }

  @Test func duplicatesInBigObjectsAreDroppedWithTheirValues() {
    let keys = (0..<14).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
    let json =
      #"{"type": "node", "style": {"# + keys
      + #", "k3": {"dropped": [1, {"a": 2}]}, "width": 10, "\#u{E9}": 1, "e\#u{301}": 2}}"#
    let columns = [28, 37, 46, 55, 64, 73, 82, 91, 100, 109, 118, 129, 140, 151]
    let expected =
      columns.enumerated().map { "1:\($1): error: unknown key 'k\($0)' in style" }
      + [
        "1:162: error: duplicate key 'k3' (first given at 1:55)",
        "1:209: error: unknown key '\u{E9}' in style",
        "1:217: error: duplicate key '\u{E9}' (first given at 1:209)",
      ]
    #expect(messages(json) == expected)
  }

  @Test func componentStylesMergeInLayers() {
    let json = #"""
      {"components": {"base": {"type": "node", "style": {"width": 10, "height": 20}},
       "mid": {"use": "base", "style": {"height": 30, "minWidth": 5}},
       "top": {"use": "mid", "style": {"maxWidth": 50}}},
       "root": {"type": "hstack", "children": [{"use": "top", "style": {"minWidth": 7, "flexGrow": 1}}]}}
      """#
    let children = rootChildren(json)
    #expect(children.count == 1)
    let style = children.first?.style ?? LayoutElementStyle()
    #expect(style.width == .points(10) && style.height == .points(30))
    #expect(style.minWidth == .points(7) && style.maxWidth == .points(50))
    #expect(style.flexGrow == 1)
  }

  @Test func valueTreesRoundTripThroughTheTape() {
    let json = #"{"a": [1, -2.5e3, "s\u00e9", true, false, null, {}, []], "b": {"c": {"d": [[]]}}}"#
    guard let value = readJSON(json).0 else {
      Issue.record("not read")
      return
    }
    let tape = DocumentTape(value)
    let back = tape.value(tape.root)
    #expect(YAMLBare(back) == YAMLBare(value))
    #expect(back.location == value.location)
    #expect(back["b"]?.keyLocation == value["b"]?.keyLocation)
  }

  /// A tape starts with no room and grows as it is written: nodes, numbers, and strings
  /// whose lengths take one, two and three bytes.
  @Test func aTapeGrowsFromNothing() {
    var tape = DocumentTape(file: "grown.json")
    let strings = [0, 1, 127, 128, 300, 20_000].map { String(repeating: "s", count: $0) }
    let array = tape.open(isObject: false, at: LineColumn(line: 1, column: 1))
    for round in 0..<1_000 {
      tape.appendNumber(Double(round), at: LineColumn(line: 2, column: UInt32(round + 1)))
      tape.appendString(strings[round % strings.count], at: LineColumn(line: 3, column: 1))
    }
    tape.close(array)
    #expect(tape.nodes.count == 2_001)
    #expect(tape.count(tape.root) == 2_000)
    for (index, item) in tape.items(tape.root).enumerated() {
      let round = index / 2
      if index % 2 == 0 {
        #expect(tape.number(item) == Double(round))
        #expect(tape.position(item) == LineColumn(line: 2, column: UInt32(round + 1)))
      } else {
        #expect(tape.string(item) == strings[round % strings.count])
      }
    }
  }

  /// Tapes are values: once a tape lent out comes back and is made unique, writing it
  /// leaves the copy that was kept as it was.
  @Test func aCopyKeepsItsValues() {
    var tape = DocumentTape(file: "copied.json")
    let array = tape.open(isObject: false, at: LineColumn(line: 1, column: 1))
    tape.appendNumber(1, at: LineColumn(line: 1, column: 2))
    tape.appendString("one", at: LineColumn(line: 1, column: 4))
    let mark = tape.mark
    tape.appendNumber(2, at: LineColumn(line: 1, column: 10))
    tape.close(array)
    let kept = tape
    tape.makeUnique()
    tape.rewind(to: mark)
    tape.appendString("two", at: LineColumn(line: 1, column: 10))
    tape.appendNumber(3, at: LineColumn(line: 1, column: 16))
    tape.close(array)
    #expect(
      YAMLBare(tape.value(tape.root))
        == .array([.number(1), .string("one"), .string("two"), .number(3)]))
    #expect(YAMLBare(kept.value(kept.root)) == .array([.number(1), .string("one"), .number(2)]))
    #expect(kept.nodes.count == 4)
  }
}
