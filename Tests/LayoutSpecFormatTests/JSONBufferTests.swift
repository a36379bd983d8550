// The byte-level JSON writer: structure, indentation, escaping, numbers and growth.

import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

private func text(_ buffer: inout JSONBuffer) -> String {
  String(decoding: buffer.finish(), as: UTF8.self)
}

@Suite struct JSONBufferTests {
  /// `{"a": [1, 0.5, null, "s"], "x": {}, "e": [], "frame": {...}}` in either layout.
  private func sample(compact: Bool) -> String {
    var buffer = JSONBuffer(compact: compact)
    buffer.openObject()
    buffer.key("a")
    buffer.openArray()
    buffer.element()
    buffer.number(1)
    buffer.element()
    buffer.number(0.5)
    buffer.element()
    buffer.number(.nan)
    buffer.element()
    buffer.string("s")
    buffer.closeArray()
    buffer.key("x")  // a one-character StaticString is stored as a scalar, not a pointer
    buffer.openObject()
    buffer.closeObject()
    buffer.key("e")
    buffer.openArray()
    buffer.closeArray()
    buffer.frameMember(x: -0.0, y: 12.25, width: 1.0 / 3, height: .infinity)
    buffer.closeObject()
    return text(&buffer)
  }

  @Test func compactLayout() {
    #expect(
      sample(compact: true)
        == #"{"a":[1,0.5,null,"s"],"x":{},"e":[],"frame":{"x":0,"y":12.25,"#
        + #""width":0.3333333333333333,"height":null}}"#)
  }

  @Test func prettyLayout() {
    let expected = """
      {
        "a": [
          1,
          0.5,
          null,
          "s"
        ],
        "x": {},
        "e": [],
        "frame": {
          "x": 0,
          "y": 12.25,
          "width": 0.3333333333333333,
          "height": null
        }
      }
      """
    #expect(sample(compact: false) == expected)
  }

  /// Members encoded once (`MemberLiterals`) are written as `key` and `string` write them,
  /// first or not in their object, compact or indented.
  @Test func encodedMembersAreWrittenAsKeysAndStrings() {
    var tree = ElementTree()
    let named = tree.add(.node, .node(DisplayNode()), name: "q\"uote", style: LayoutElementStyle())
    let root = tree.add(.vstack, .stack(StackLayoutSpec()), name: "root", children: [named])
    for compact in [true, false] {
      var literals = MemberLiterals(compact: compact, nameCount: tree.nameCount)
      var encoded = JSONBuffer(compact: compact)
      var written = JSONBuffer(compact: compact)
      for id in [root, named] {
        encoded.openObject()
        literals.write(literals.type(tree.type(of: id)), to: &encoded)
        let member = literals.name(tree.nameIndex(ofElement: id), in: tree)
        literals.write(member, to: &encoded)
        encoded.frameMember(x: 0, y: 0.5, width: 10, height: 20)
        encoded.closeObject()
        written.openObject()
        written.key("type")
        written.string(tree.type(of: id).rawValue)
        written.key("name")
        written.string(tree.name(of: id) ?? "")
        written.key("frame")
        written.openObject()
        written.key("x")
        written.number(0)
        written.key("y")
        written.number(0.5)
        written.key("width")
        written.number(10)
        written.key("height")
        written.number(20)
        written.closeObject()
        written.closeObject()
      }
      #expect(text(&encoded) == text(&written))
    }
  }

  /// The frame member in one reservation writes what key by key writes, first in its
  /// object or after another member, at depths whose indentation is longer than the
  /// member itself, compact and indented.
  @Test func theFrameMemberIsWrittenAsKeyByKey() {
    func write(_ buffer: inout JSONBuffer, reservingTheFrame: Bool) {
      buffer.openArray()
      for depth in [0, 1, 2, 5, 40, 300] {
        for first in [true, false] {
          buffer.element()
          for _ in 0..<depth {
            buffer.openObject()
            buffer.key("in")
          }
          buffer.openObject()
          if !first {
            buffer.key("n")
            buffer.null()
          }
          if reservingTheFrame {
            buffer.frameMember(x: 1.5, y: -2, width: .nan, height: 1e300)
          } else {
            buffer.key("frame")
            buffer.openObject()
            buffer.key("x")
            buffer.number(1.5)
            buffer.key("y")
            buffer.number(-2)
            buffer.key("width")
            buffer.number(.nan)
            buffer.key("height")
            buffer.number(1e300)
            buffer.closeObject()
          }
          for _ in 0...depth { buffer.closeObject() }
        }
      }
      buffer.closeArray()
    }
    for compact in [true, false] {
      var reserved = JSONBuffer(compact: compact)
      var keyed = JSONBuffer(compact: compact)
      write(&reserved, reservingTheFrame: true)
      write(&keyed, reservingTheFrame: false)
      #expect(text(&reserved) == text(&keyed))
    }
  }

  @Test func stringsAreEscaped() {
    var buffer = JSONBuffer(compact: true)
    buffer.string("plain")
    buffer.string("q\"b\\n\nr\rt\t\u{1}\u{1F}é😀")
    buffer.string("")
    #expect(text(&buffer) == #""plain""q\"b\\n\nr\rt\t\u0001\u001fé😀""""#)
  }

  @Test func growsPastItsInitialCapacity() {
    var buffer = JSONBuffer(compact: true, reservingCapacity: 1)
    buffer.openArray()
    var expected = "["
    for index in 0..<10_000 {
      buffer.element()
      buffer.number(Double(index) / 2)
      expected += (index == 0 ? "" : ",") + NumberFormat.json(Double(index) / 2)
    }
    buffer.string(String(repeating: "long ", count: 1000))
    buffer.closeArray()
    expected += "\"" + String(repeating: "long ", count: 1000) + "\"]"
    #expect(buffer.bytes.count == expected.utf8.count)
    #expect(text(&buffer) == expected)
  }
}
