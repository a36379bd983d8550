import Testing

@testable import LayoutSpecDocument

/// The decoder's member stack: members written in one pass over the tape, dropped by count,
/// stale ones past the top written over by later pushes.
@Suite struct MemberStackTests {
  private func tape(_ json: String) -> DocumentTape? {
    readJSON(json).0.map { DocumentTape($0) }
  }

  private func keys(_ stack: MemberStack, _ range: Range<Int>, _ tape: DocumentTape) -> [String] {
    stack[range].map { tape.keys.text($0.key) }
  }

  @Test func membersArePushedAsTheTapeHasThem() {
    let json = #"{"a": {"x": 1, "y": [1, {"z": 2}], "w": {}}, "b": [], "c": "s"}"#
    guard let tape = tape(json) else {
      Issue.record("not read")
      return
    }
    var stack = MemberStack()
    stack.push(membersOf: tape.root, in: tape)
    #expect(stack.count == 3 && keys(stack, 0..<3, tape) == ["a", "b", "c"])
    let a = stack[0].value
    stack.push(membersOf: a, in: tape)
    #expect(stack.count == 6 && keys(stack, 3..<6, tape) == ["x", "y", "w"])
    #expect(Array(stack[3..<6].map(\.value)) == tape.members(a).map(\.value))
    #expect(Array(stack[3..<6].map(\.keyPosition)) == tape.members(a).map(\.keyPosition))
    // An object without members pushes none.
    stack.push(membersOf: stack[5].value, in: tape)
    #expect(stack.count == 6)
    stack.removeLast(3)
    #expect(stack.count == 3)
    // What was dropped is written over.
    stack.push(membersOf: tape.root, in: tape)
    #expect(keys(stack, 0..<6, tape) == ["a", "b", "c", "a", "b", "c"])
    stack.truncate(to: 1)
    stack.push(contentsOf: Array(tape.members(a)))
    #expect(keys(stack, 0..<stack.count, tape) == ["a", "x", "y", "w"])
    stack.truncate(to: 0)
    #expect(stack.count == 0)
  }

  @Test func theStackGrowsPastItsRoom() {
    let members = (0..<100).map { #""k\#($0)": \#($0)"# }
    guard let tape = tape("{" + members.joined(separator: ", ") + "}") else {
      Issue.record("not read")
      return
    }
    var stack = MemberStack(Array(tape.members(tape.root).prefix(3)))
    #expect(stack.count == 3)
    for round in 0..<5 {
      stack.push(membersOf: tape.root, in: tape)
      #expect(stack.count == 3 + 100 * (round + 1))
    }
    let expected = (0..<100).map { "k\($0)" }
    #expect(keys(stack, 403..<503, tape) == expected)
    #expect(keys(stack, 0..<3, tape) == ["k0", "k1", "k2"])
  }
}

/// The decoder's header stack: popped by count, stale headers written over by later pushes.
@Suite struct HeaderStackTests {
  private func header(_ name: Int32) -> DocumentDecoder.ElementHeader {
    DocumentDecoder.ElementHeader(
      name: name,
      properties: Properties(
        position: LineColumn(line: 1, column: 1), type: .node, members: 0..<0),
      style: 0, givenStyle: GivenStyleKeys())
  }

  @Test func headersArePushedPoppedAndChangedInPlace() {
    var stack = HeaderStack()
    #expect(stack.top == nil && !stack.innermostIsFromPatch)
    for name in 0..<5 { stack.push(header(Int32(name))) }
    #expect(stack.count == 5 && stack.top == 4 && stack[4].name == 4)
    stack[4].fromPatch = true
    #expect(stack.innermostIsFromPatch)
    stack[4].layoutScope = 7
    #expect(stack[4].layoutScope == 7 && stack[3].layoutScope == -1)
    stack.removeLast()
    stack.removeLast()
    #expect(stack.count == 3 && stack[2].name == 2 && !stack.innermostIsFromPatch)
    // What was popped is written over, whole.
    stack.push(header(10))
    #expect(
      stack.count == 4 && stack[3].name == 10 && stack[3].layoutScope == -1
        && !stack.innermostIsFromPatch)
    while stack.top != nil { stack.removeLast() }
    #expect(stack.count == 0 && stack.top == nil)
  }
}
