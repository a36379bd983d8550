import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// `layoutspec why` on every sample: for every element, variant and size, the trace the
// engine records adds up (each step's output is the next step's input, from the root's
// range to the frame the pass gives the element: `LayoutTrace.inconsistencies`), its json
// is valid and ends at that frame, and its text has a line per step naming the rule's
// Texture file. Then the element lookup by name and path.

@Suite struct WhyFormatTests {
  @Test(arguments: AsciiArtEstimateTests.samples)
  func everyElementOfTheSampleTracesToItsFrame(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let document = try #require(DocumentReader.read(bytes, file: path).document)
    for variant in document.allVariants {
      let tree = variant.tree
      for size in document.sizes {
        for index in 0..<tree.count {
          let element = ElementID(index)
          let (result, trace) = LayoutResult.evaluate(tree, in: size, scale: 2, tracing: element)
          let context = "\(path) \(variant.name) \(size) element \(index)"
          let problems = trace.inconsistencies(with: result)
          #expect(problems.isEmpty, "\(context): \(problems)")
          try Self.expectJSONEndsAtTheFrame(trace, result, context)
          let text = WhyFormat.text(trace, result, label: .init(file: path, size: "-"))
          let stepLines = text.split(separator: "\n").filter { $0.hasPrefix("  ") }
          let steps = trace.measurements.flatMap(\.steps)
          #expect(stepLines.count == steps.count, "\(context)")
          for (line, step) in zip(stepLines, steps) {
            #expect(line.hasSuffix("[\(step.rule.textureFile)]"), "\(context): \(line)")
          }
        }
      }
    }
  }

  /// The json parses, has one `kept` measurement, and its last step's frame and the
  /// top-level `frame` are the element's frame in the pass.
  static func expectJSONEndsAtTheFrame(
    _ trace: LayoutTrace, _ result: LayoutResult, _ context: String
  ) throws {
    let json = WhyFormat.json(trace, result, label: .init(file: "f", size: "s"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(context)")
    let measurements = try #require(object["measurements"] as? [[String: Any]])
    let kept = measurements.filter { $0["kept"] as? Bool == true }
    try #require(kept.count == 1, "\(context)")
    let steps = try #require(kept[0]["steps"] as? [[String: Any]])
    let last = try #require((steps.last?["output"] as? [String: Any])?["frame"] as? [String: Any])
    let frame = try #require(object["frame"] as? [String: Any])
    guard
      case .frame(let position, let size)? = trace.measurements.first(where: \.isKept)?.steps.last?
        .output
    else {
      Issue.record("no frame: \(context)")
      return
    }
    // Foundation's reader may be a bit off in the last digit of what it reads.
    func near(_ a: Double?, _ b: Double) -> Bool {
      guard let a else { return !b.isFinite }
      return abs(a - b) <= 1e-9 * max(1, abs(b))
    }
    for dictionary in [last, frame] {
      let values = ["x", "y", "width", "height"].map { dictionary[$0] as? Double }
      let expected = [position.x, position.y, size.width, size.height]
      #expect(zip(values, expected).allSatisfy(near), "\(context): \(values) \(expected)")
    }
  }

  // MARK: Finding the element

  static func sampleTree() -> ElementTree {
    var tree = ElementTree()
    let title = tree.text("title")
    let subtitle = tree.text("subtitle")
    let header = tree.stack(.vertical, "header", children: [title, subtitle])
    let otherTitle = tree.text("title")
    let inset = tree.inset(child: otherTitle)
    tree.stack(.vertical, "card", children: [header, inset])
    return tree
  }

  @Test func aNameOrAPathFindsTheElement() {
    let tree = Self.sampleTree()
    #expect(ElementLookup.elements("subtitle", in: tree) == [ElementID(1)])
    // Two elements are named title; a path tells them apart.
    #expect(ElementLookup.elements("title", in: tree) == [ElementID(0), ElementID(3)])
    #expect(ElementLookup.elements("header/title", in: tree) == [ElementID(0)])
    // Levels may be left out; a number is an index among siblings, named or not.
    #expect(ElementLookup.elements("card/1/title", in: tree) == [ElementID(3)])
    #expect(ElementLookup.elements("card/0/1", in: tree) == [ElementID(1)])
    #expect(ElementLookup.elements("footer/title", in: tree).isEmpty)
    #expect(ElementLookup.elements("header//title", in: tree).isEmpty)
    // A whole path from the root names its element alone: `card/1` is also the second
    // child of anything under the card, but from the root it is the one at depth 1.
    #expect(ElementLookup.elements("card/1", in: tree) == [ElementID(4)])
    #expect(ElementLookup.elements("1", in: tree).isEmpty)
    #expect(
      ElementLookup.paths(of: [ElementID(0), ElementID(3), ElementID(4)], in: tree)
        == ["card/header/title", "card/1/title", "card/1"])
  }

  /// Every path `paths` prints finds its element, where splitting it at `/` cannot: a
  /// name with a `/`, an empty name, a name printed escaped, a name that is a number.
  @Test func everyPrintedPathFindsItsElement() {
    var tree = ElementTree()
    let slash = tree.text("c/d")
    let newline = tree.text("line\nbreak")
    let number = tree.text("1")
    let empty = tree.text("")
    tree.stack(.vertical, "a/b", children: [slash, newline, number, empty])
    let ids = (0..<tree.count).map(ElementID.init)
    let paths = ElementLookup.paths(of: ids, in: tree)
    #expect(paths == ["a/b/c/d", "a/b/line\\nbreak", "a/b/1", "a/b/", "a/b"])
    for (id, path) in zip(ids, paths) {
      #expect(ElementLookup.elements(path, in: tree) == [id], "\(path)")
    }
  }
}
