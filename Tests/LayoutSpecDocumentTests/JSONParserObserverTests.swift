// The JSON parser's observer interface (JSONParserObserver.swift): what the parser reports,
// in which order, and that observing changes nothing the parser writes.

import Testing

@testable import LayoutSpecDocument

/// Reports every container (as `top`, a slot the parser only keeps and hands back) and
/// records the events.
private struct RecordingObserver: JSONParserObserver {
  static var observesContainers: Bool { true }
  var events: [String] = []
  var ended = 0

  func reports(containerIn slot: ElementSlot, under key: KeyID) -> Bool { true }

  mutating func opened(
    _ node: Int, isObject: Bool, parent: ObservedContainer?, tape: borrowing DocumentTape
  ) -> ElementSlot {
    events.append("open \(node)\(isObject ? "{" : "[") in \(parent.map { "\($0.node)" } ?? "-")")
    return .top
  }

  mutating func closed(_ slot: ElementSlot, node: Int, tape: inout DocumentTape) {
    events.append("close \(node)")
  }

  mutating func readingItemAgain() { events.append("again") }

  mutating func childListOpened(
    _ node: Int, firstItemAt offset: Int, depth: Int, byteCount: Int, maximumDepth: Int,
    tape: borrowing DocumentTape
  ) -> Int { Int.max }

  mutating func itemsReadElsewhere(
    at offset: Int, valuesLeft: Int, tape: inout DocumentTape
  ) -> ItemsReadElsewhere? { nil }

  mutating func readingEnded(tape: borrowing DocumentTape) { ended += 1 }
}

@Suite struct JSONParserObserverTests {
  /// Each node's kind, position and payload.
  private func nodes(_ tape: DocumentTape) -> [String] {
    (0..<tape.nodes.count).map { index in
      let node = tape.nodes[index]
      return "\(node.kind) \(node.line):\(node.column) \(node.payload)"
    }
  }

  @Test func everyContainerThatHoldsSomethingIsReportedOpenedThenClosedInDocumentOrder() {
    // Empty containers are closed as they open, unreported.
    let text = #"{"a": [1, {"b": {}}, []], "c": {"d": [true]}}"#
    var observer = RecordingObserver()
    let reading = JSONReader.parse(Array(text.utf8), file: "t.json", observer: &observer)
    #expect(reading.faithful && reading.diagnostics.isEmpty)
    // Nodes: 0 {, 1 "a", 2 [, 3 1, 4 {, 5 "b", 6 {}, 7 [], 8 "c", 9 {, 10 "d", 11 [, 12 true.
    #expect(
      observer.events == [
        "open 0{ in -", "open 2[ in 0", "open 4{ in 2", "close 4", "close 2", "open 9{ in 0",
        "open 11[ in 9", "close 11", "close 9", "close 0",
      ])
    #expect(observer.ended == 1)
  }

  @Test(arguments: [
    #"{"type": "vstack", "children": [{"type": "node"}, {"type": "text", "text": "é"}]}"#,
    #"[1, 2.5, "x", null, {"k": [false, {"z": -0}]}]"#,
    #"{"a": 1, "a": 2}"#,
    #"{"a": [1, 2"#,
  ])
  func observingWritesTheTapeTapeOnlyWrites(text: String) {
    let plain = JSONReader.parse(Array(text.utf8), file: "t.json")
    var observer = RecordingObserver()
    let observed = JSONReader.parse(Array(text.utf8), file: "t.json", observer: &observer)
    #expect(nodes(observed.tape) == nodes(plain.tape))
    #expect(observed.diagnostics == plain.diagnostics)
    #expect(observed.faithful == plain.faithful)
    // Reading ended once, whether it completed or stopped.
    #expect(observer.ended == 1)
  }

  @Test func aReadingThatStopsAtOnceStillEnds() {
    // The observer hears the end of every reading: a stream sends its last batch then.
    var observer = RecordingObserver()
    let reading = JSONReader.parse([], file: "t.json", observer: &observer)
    #expect(!reading.faithful)
    #expect(observer.events.isEmpty && observer.ended == 1)
  }
}
