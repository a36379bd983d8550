// Styles of plain numbers and short names are decoded once and taken from a memo after
// (DecodingMemos.swift): every element must still get its own style and name, its own
// warnings at its own positions, and a style whose decoding reported something is decoded
// again each time.

import LayoutSpecEngine
import LayoutSpecTestSupport
import Testing

@testable import LayoutSpecDocument

@Suite struct DecodingMemoTests {
  @Test func everyElementGetsItsOwnStyleWhateverTheMemoHolds() {
    // 300 distinct styles in 64 slots (and each again): collisions replace entries.
    let children = (0..<600).map { i in
      #"{"type": "node", "style": {"width": \#(i % 300), "flexGrow": \#(i % 7)}}"#
    }
    let t = tree(#"{"type": "vstack", "children": [\#(children.joined(separator: ", "))]}"#)
    let ids = Array(t.children(of: t.root))
    #expect(ids.count == 600)
    for (i, id) in ids.enumerated() {
      #expect(t.style(of: id).width == .points(Double(i % 300)), "child \(i)")
      #expect(t.style(of: id).flexGrow == Double(i % 7), "child \(i)")
    }
  }

  @Test func aRepeatedStyleWarnsAtEachElement() {
    // The same style twice where no parent reads flexGrow: two warnings, each at its own
    // key, though the second style comes from the memo.
    let cell =
      #"{"type": "inset", "insets": 1, "child": {"type": "node", "style": {"flexGrow": 1}}}"#
    #expect(
      messages(#"{"type": "vstack", "children": [\#(cell),\#n\#(cell)]}"#) == [
        "1:100: warning: 'flexGrow' has no effect: only a parent stack reads it, and the parent is 'inset'",
        "2:68: warning: 'flexGrow' has no effect: only a parent stack reads it, and the parent is 'inset'",
      ])
  }

  @Test func aStyleWithAMessageIsDecodedEachTime() {
    // Numbers only (what the memo keeps), one of them wrong: an error at each element.
    let node = #"{"type": "node", "style": {"width": 10, "alignSelf": 3}}"#
    let found = messages(#"{"type": "vstack", "children": [\#(node),\#n\#(node)]}"#)
    #expect(found.count == 2)
    #expect(found.first?.hasPrefix("1:") == true && found.last?.hasPrefix("2:") == true)
    #expect(found.allSatisfy { $0.contains("error:") && $0.contains("alignSelf") })
  }

  @Test func everyElementGetsItsOwnName() {
    // 200 names in 64 slots, twice over: short ones, ones that differ only past their
    // eighth byte, and ones longer than the memo keeps.
    let names = (0..<200).map { i in
      switch i % 3 {
      case 0: return "n\(i)"
      case 1: return "cellTitle\(i)"
      default: return "a name longer than sixteen bytes \(i)"
      }
    }
    let children = (names + names).map { #"{"type": "node", "name": "\#($0)"}"# }
    let t = tree(#"{"type": "vstack", "children": [\#(children.joined(separator: ", "))]}"#)
    let ids = Array(t.children(of: t.root))
    let expected = names + names
    let wrong = ids.indices.filter { t.name(of: ids[$0]) != expected[$0] }
    #expect(ids.count == 400 && wrong.isEmpty, "children with another's name: \(wrong.prefix(5))")
  }

  @Test func namesThatDifferInOneByteAreTold() {
    // Names of every length the memo keeps (and one past it), each differing from the
    // others of its length in one byte: at the start, in the middle, at the end.
    let base = Array("abcdefghijklmnopq".utf8)
    var names = [""]
    for length in 1...base.count {
      for changed in 0..<length {
        var bytes = Array(base[..<length])
        bytes[changed] = UInt8(ascii: "Z")
        names.append(String(decoding: bytes, as: UTF8.self))
      }
      names.append(String(decoding: base[..<length], as: UTF8.self))
    }
    let children = (names + names).map { #"{"type": "node", "name": "\#($0)"}"# }
    let t = tree(#"{"type": "vstack", "children": [\#(children.joined(separator: ", "))]}"#)
    let ids = Array(t.children(of: t.root))
    let expected = names + names
    let wrong = ids.indices.filter { t.name(of: ids[$0]) != expected[$0] }
    #expect(ids.count == expected.count && wrong.isEmpty, "another's name: \(wrong.prefix(5))")
  }
}

// Leaves and texts met before are added as copies of the first (LeafMemo): on seeded
// documents whose leaves repeat, nearly repeat (a number, a name, a style key, a text or
// the parent's type apart) or warn, in more kinds than the memo has slots, every element
// must be the one its members decode to when it is alone, with the same messages.
@Suite struct LeafMemoTests {
  @Test(arguments: 0..<6)
  func everyLeafIsTheElementItsMembersDecodeToAlone(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 3)
    let children = (0..<600).map { _ in Self.randomChild(&random) }
    let document = #"{"type": "vstack", "children": [\#(children.joined(separator: ",\n"))]}"#
    let whole = readDocument(document)
    guard let t = whole.document?.tree else {
      Issue.record(
        "seed \(seed): the document did not decode: \(short(whole.diagnostics).prefix(3))")
      return
    }
    guard indexesAreWithinTables(t, "seed \(seed), document: \(document)") else { return }
    let ids = Array(t.children(of: t.root))
    #expect(ids.count == children.count, "seed \(seed)")
    var messagesAlone: [String] = []
    for (index, child) in children.enumerated() where index < ids.count {
      let alone = readDocument(#"{"type": "vstack", "children": [\#(child)]}"#)
      messagesAlone += alone.diagnostics.map(\.message)
      guard let aloneTree = alone.document?.tree else {
        Issue.record("seed \(seed): child \(index) alone did not decode: \(child)")
        continue
      }
      let aloneID = aloneTree.children(of: aloneTree.root).first!
      #expect(
        Self.leaf(of: ids[index], in: t) == Self.leaf(of: aloneID, in: aloneTree),
        "seed \(seed), child \(index): \(child)")
    }
    #expect(
      whole.diagnostics.map(\.message).sorted() == messagesAlone.sorted(), "seed \(seed)")
  }

  /// The leaf a child holds (the child itself, or its one child), its position left out.
  static func leaf(of id: ElementID, in tree: ElementTree) -> Element {
    var element = tree[tree.children(of: id).first ?? id]
    element.sourceLine = 0
    element.sourceColumn = 0
    return element
  }

  /// A leaf from small pools, so that most repeat one another exactly or nearly, alone or
  /// in a parent of a random type (where a stack child's `flexGrow` warns under an inset).
  static func randomChild(_ random: inout SplitMix64) -> String {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    let name = pick(["", #", "name": "avatar""#, #", "name": "avatar2""#, #", "name": "a""#])
    let leaf: String
    switch random.next() % 4 {
    case 0:
      let style = pick([
        "", #", "style": {"width": 44, "height": 44}"#,
        #", "style": {"width": 44, "height": 44.5}"#, #", "style": {"height": 44, "width": 44}"#,
        #", "style": {"flexGrow": 1}"#, #", "style": {"width": 10, "flexGrow": 1}"#,
      ])
      leaf = #"{"type": "node"\#(name)\#(style)}"#
    case 1:
      let text = pick(["", "Hi", "Hello there, a longer text", "User 1", "Hi"])
      let size = pick([12, 13, 15])
      let lines = pick(["", #", "maxLines": 1"#])
      leaf = #"{"type": "text", "text": "\#(text)", "fontSize": \#(size)\#(lines)\#(name)}"#
    case 2:
      leaf = #"{"type": "networkImage"\#(name)}"#
    default:
      leaf = #"{"type": "spacer"\#(pick(["", #", "style": {"flexGrow": 1}"#]))}"#
    }
    switch random.next() % 4 {
    case 0: return leaf
    case 1: return #"{"type": "hstack", "children": [\#(leaf)]}"#
    case 2: return #"{"type": "inset", "insets": 2, "child": \#(leaf)}"#
    default: return #"{"type": "ratio", "ratio": 0.5, "child": \#(leaf)}"#
    }
  }
}
