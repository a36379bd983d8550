import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

@Suite("inspector data")
struct InspectorDataTests {
  /// 200 elements (a vstack of 66 rows: an hstack of two wrapping texts) at 200 widths:
  /// the encoding keeps the embedded data under 2 MB.
  @Test func twoHundredElementsAtTwoHundredWidthsStayUnderTwoMegabytes() throws {
    var rows: [String] = []
    for row in 0..<66 {
      rows.append(
        """
        {"type": "hstack", "name": "row\(row)", "spacing": 8, "children": [
          {"type": "text", "name": "title\(row)", "text": "Row \(row) has a title that wraps at narrow widths", "style": {"flexShrink": 1}},
          {"type": "text", "name": "detail\(row)", "text": "and a detail \(row * 7)", "maxLines": 2, "style": {"flexShrink": 1}}]}
        """)
    }
    let json =
      #"{"root": {"type": "vstack", "name": "list", "children": ["#
      + rows.joined(separator: ",") + "]}}"
    let document = try #require(DocumentReader.read(Array(json.utf8), file: "big.json").document)
    #expect(document.tree.count == 199)
    let range = SizeRange(
      min: Size(width: 100, height: 0), max: Size(width: 700, height: .infinity))
    #expect(InspectorData.sweepWidths(for: range).count == 200)
    let data = InspectorData.json(
      file: "big.json", variants: [InspectorVariant(name: "default", tree: document.tree)],
      tabs: [InspectorTab(label: "100...700x*", range: range)],
      scale: 2)
    #expect(data.utf8.count < 2_000_000, "\(data.utf8.count) bytes")
    let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let variants = parsed?["variants"] as? [[String: Any]]
    #expect((variants?.first?["elements"] as? [Any])?.count == 199)
  }

  /// 20,000 elements (2,000 list rows of ten, texts that wrap): the slider sweeps 14
  /// widths (InspectorData.sweepBudget), on one step, and the data stays under 10 MB; the
  /// style lines are shared, not repeated per element.
  @Test func twentyThousandElementsStayUnderTenMegabytes() throws {
    var rows: [String] = []
    for row in 0..<2_000 {
      rows.append(
        """
        {"type": "inset", "insets": [8, 12, 8, 12], "child": {"type": "hstack", "spacing": 8, "children": [
          {"type": "node", "name": "avatar\(row)", "style": {"width": 44, "height": 44}},
          {"type": "vstack", "style": {"flexShrink": 1, "flexGrow": 1}, "children": [
            {"type": "text", "text": "Row \(row) has a title that wraps at narrow widths", "style": {"flexShrink": 1}},
            {"type": "text", "text": "and a detail \(row * 7) that may take two lines", "maxLines": 2},
            {"type": "hstack", "children": [{"type": "text", "text": "\(row % 97) likes"}, {"type": "spacer"}]}]},
          {"type": "node", "style": {"width": 20, "height": 20}}]}}
        """)
    }
    let json =
      #"{"root": {"type": "vstack", "name": "list", "children": ["#
      + rows.joined(separator: ",") + "]}}"
    let document = try #require(DocumentReader.read(Array(json.utf8), file: "feed.json").document)
    #expect(document.tree.count == 20_001)
    #expect(InspectorData.sweepCount(elementCount: document.tree.count) == 14)
    #expect(InspectorData.reduction(elementCounts: [document.tree.count]) != nil)
    let range = SizeRange(
      min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
    let data = InspectorData.json(
      file: "feed.json", variants: [InspectorVariant(name: "default", tree: document.tree)],
      tabs: [InspectorTab(label: "375x*", range: range)], scale: 2)
    #expect(data.utf8.count < 10_000_000, "\(data.utf8.count) bytes")
    let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let variant = try #require((parsed?["variants"] as? [[String: Any]])?.first)
    #expect((variant["elements"] as? [Any])?.count == 20_001)
    #expect((variant["styles"] as? [String])?.count ?? .max < 50)
    let widths = try #require((variant["tabs"] as? [[String: Any]])?.first?["widths"] as? [Double])
    #expect(widths.count == 14 && widths.first == 188 && widths.last == 563)
  }

  /// A text with a font: the inspector's lines carry the widths its font measured and its
  /// first line's height (SF's 20.287109375 at 17 points), not the model's.
  @Test func fontedTextsCarryTheirFontsNumbers() throws {
    let json = #"{ "type": "text", "text": "Hello world", "font": "system", "fontSize": 17 }"#
    let document = try #require(DocumentReader.read(Array(json.utf8), file: "t.json").document)
    let range = SizeRange(min: .zero, max: Size(width: 60, height: .infinity))
    let data = InspectorData.json(
      file: "t.json", variants: [InspectorVariant(name: "default", tree: document.tree)],
      tabs: [InspectorTab(label: "60x*", range: range)], scale: 2)
    #expect(data.contains(#""font":[17,20.287109375,16.1865234375]"#))
    #expect(data.contains(#"["Hello",42.5]"#))
  }

  /// Keys name elements by their path: a name, or the type and place among all siblings
  /// (named ones count; an empty name is none).
  @Test func keysNameElementsByTheirPath() throws {
    let text = #"""
      {"type": "vstack", "children": [
        {"type": "node", "name": "top", "style": {"height": 10}},
        {"type": "hstack", "children": [{"type": "node"}, {"type": "spacer"}, {"type": "node", "name": ""}]},
        {"type": "node"}]}
      """#
    let document = try #require(DocumentReader.read(Array(text.utf8), file: "k.json").document)
    let range = SizeRange(exactly: Size(width: 100, height: 100))
    let data = InspectorData.json(
      file: "k.json", variants: [InspectorVariant(name: "default", tree: document.tree)],
      tabs: [InspectorTab(label: "100x100", range: range)], scale: 2)
    let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let variant = (parsed?["variants"] as? [[String: Any]])?.first
    let keys = (variant?["elements"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
    #expect(
      keys == [
        "vstack#0", "vstack#0/'top", "vstack#0/hstack#1", "vstack#0/hstack#1/node#0",
        "vstack#0/hstack#1/spacer#1", "vstack#0/hstack#1/node#2", "vstack#0/node#2",
      ])
  }

  /// The path the details panel builds for `why` (the page's `elementPath`: the parent's
  /// path and `at`, else the name, or a whole `path`) names that element and no other, as
  /// ElementLookup reads it, and is the path `why` prints for it. A background spec's
  /// sublayouts come in another order than its children (ASBackgroundLayoutSpec.mm puts the
  /// background first), so indices are the tree's, not the drawing order's.
  @Test func elementsCarryTheirPathForWhy() throws {
    let paths = try Self.pagePaths(
      #"""
      {"type": "vstack", "children": [
        {"type": "node", "name": "top", "style": {"height": 10}},
        {"type": "hstack", "children": [{"type": "node"}, {"type": "spacer"}, {"type": "node", "name": "last"}]},
        {"type": "background", "child": {"type": "node", "style": {"height": 5}},
         "background": {"type": "node", "name": "fill"}},
        {"type": "node"}]}
      """#)
    #expect(paths.first == "0")
    #expect(paths.contains("0/2/fill"))
  }

  /// Names `why` prints escaped (a newline, a right-to-left override) are in the page's
  /// paths as `why` prints and finds them; a name `why` would read as more than one level
  /// (`a/b` beside an `a` holding a `b`, `/`), a name a sibling shares and a number are its
  /// index among its siblings, so that the path names that element and no other.
  @Test func pathsOfEscapedNamesAndNamesWithSlashesFindTheirElement() throws {
    let paths = try Self.pagePaths(
      #"""
      {"type": "vstack", "name": "cell", "children": [
        {"type": "node", "name": "line\nbreak", "style": {"height": 10}},
        {"type": "hstack", "name": "rlo\u202Eevil", "children": [{"type": "node", "name": "x/y"}]},
        {"type": "hstack", "name": "a", "children": [{"type": "node", "name": "b"}]},
        {"type": "node", "name": "a/b"},
        {"type": "node", "name": "/"},
        {"type": "node", "name": "dup"}, {"type": "node", "name": "dup"},
        {"type": "node", "name": "0"}]}
      """#)
    #expect(paths.contains(#"cell/line\nbreak"#))
    #expect(paths.contains(#"cell/rlo\u{202E}evil/0"#))
    #expect(paths.contains("cell/a/b"))
    #expect(paths.contains("cell/3"))  // `a/b`
    #expect(paths.contains("cell/4"))  // `/`
    #expect(paths.contains("cell/5") && paths.contains("cell/6"))  // two `dup`s
    #expect(paths.contains("cell/7"))  // `0`, which `why` would read as an index
  }

  /// The path the page builds for each element (its `elementPath`), after checking that each
  /// is the path `why` prints for that element and finds it alone.
  static func pagePaths(_ text: String) throws -> [String] {
    let document = try #require(DocumentReader.read(Array(text.utf8), file: "p.json").document)
    let tree = document.tree
    let range = SizeRange(exactly: Size(width: 100, height: 100))
    let data = InspectorData.json(
      file: "p.json", variants: [InspectorVariant(name: "default", tree: tree)],
      tabs: [InspectorTab(label: "100x100", range: range)], scale: 2)
    let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let variant = (parsed?["variants"] as? [[String: Any]])?.first
    let elements = try #require(variant?["elements"] as? [[String: Any]])
    func path(_ index: Int) -> String {
      var parts: [String] = []
      var current = index
      while current >= 0 {
        let element = elements[current]
        if let whole = element["path"] as? String {
          parts.append(whole)
          break
        }
        parts.append(
          (element["at"] as? Double).map { "\(Int($0))" } ?? element["name"] as? String ?? "?")
        current = Int(element["parent"] as? Double ?? -1)
      }
      return parts.reversed().joined(separator: "/")
    }
    /// The path `why` prints: each element above by its name where it has one.
    func printed(_ index: Int) -> String {
      let element = elements[index]
      let parent = Int(element["parent"] as? Double ?? -1)
      let own =
        element["name"] as? String ?? (element["at"] as? Double).map { "\(Int($0))" } ?? "?"
      guard element["path"] == nil else {
        return ElementLookup.paths(
          of: ElementLookup.elements(element["path"] as? String ?? "", in: tree), in: tree
        ).joined()
      }
      return parent < 0 ? own : printed(parent) + "/" + own
    }
    #expect(elements.count == tree.count)
    for index in elements.indices {
      let written = path(index)
      let found = ElementLookup.elements(written, in: tree)
      #expect(found.count == 1, "\(written)")
      // That element: its type, its name and the path `why` prints for it.
      #expect(
        found.first.map { tree.type(of: $0).rawValue } == elements[index]["type"] as? String,
        "\(written)")
      #expect(
        found.first.map { tree.name(of: $0).map(PrintableText.escaped) }
          == .some(elements[index]["name"] as? String), "\(written)")
      #expect(found.first.map { ElementLookup.paths(of: [$0], in: tree) } == [printed(index)])
    }
    let tabs = try #require(variant?["tabs"] as? [[String: Any]])
    #expect(tabs.first?["size"] as? String == "100x100")
    #expect(parsed?["scale"] as? Double == 2)
    return elements.indices.map(path)
  }

  /// Runs: a value that moves linearly is one run; absent and non-finite values are null
  /// runs; values are exact as `start + k * step`.
  @Test func seriesRuns() {
    func runs(_ values: [Double?]) -> String {
      var builder = SeriesRunsBuilder()
      for value in values { builder.append(value) }
      var out = JSONBuffer(compact: true)
      builder.write(to: &out)
      return String(decoding: out.finish(), as: UTF8.self)
    }
    #expect(runs([1, 2, 3, 4]) == "[[1,1,4]]")
    #expect(runs([5, 5, 5]) == "[[5,0,3]]")
    // Runs of one or two values are the bare values.
    #expect(runs([nil, nil, 1, 3, .infinity]) == "[null,null,1,3,null]")
    #expect(runs([nil, nil, nil, 1, 2, 3, 7]) == "[[null,0,3],[1,1,3],7]")
    // 0.1 + 2 * 0.1 is not 0.3: the run ends at two values.
    #expect(runs([0.1, 0.2, 0.3]) == "[0.1,0.2,0.3]")
    // A run of one keeps the step to its next value, which began no run with it.
    #expect(runs([1, 2, 4, 4]) == "[1,2,4,4]")
    #expect(runs([1, nil, 2, .nan]) == "[1,null,2,null]")
    #expect(runs([]) == "[]")
  }

  /// The slider's widths for each kind of range.
  @Test func sweepWidths() {
    func range(_ w0: Double, _ w1: Double) -> SizeRange {
      SizeRange(min: Size(width: w0, height: 0), max: Size(width: w1, height: .infinity))
    }
    let exact = InspectorData.sweepWidths(for: range(375, 375))
    #expect(exact.first == 188 && exact.last == 563 && exact.count == 200)
    #expect(InspectorData.sweepWidths(for: range(0, 10)) == (0...10).map(Double.init))
    let unbounded = InspectorData.sweepWidths(for: range(0, .infinity))
    #expect(unbounded.first == 0 && unbounded.last == 400)
    // Fewer widths (a large document): one step throughout, then the range's end, so a
    // frame moving linearly with the width stays one run.
    #expect(
      InspectorData.sweepWidths(for: range(375, 375), count: 19)
        == stride(from: 188.0, through: 545, by: 21) + [563])
    // The nearest half-point step: 400 / 119 is 3.36, so 3.5, and the range's end.
    let unboundedFew = InspectorData.sweepWidths(for: range(375, .infinity), count: 120)
    #expect(unboundedFew.count == 116 && unboundedFew[1] == 378.5 && unboundedFew.last == 775)
    #expect(InspectorData.sweepWidths(for: range(10, 10.5), count: 5) == [10, 10.5])
    #expect(InspectorData.sweepCount(elementCount: 1_500) == 200)
    #expect(InspectorData.sweepCount(elementCount: 4_000) == 75)
    #expect(InspectorData.sweepCount(elementCount: 10_000_000) == 5)
    #expect(InspectorData.reduction(elementCounts: [1_500, 1]) == nil)
  }

  /// Shared strings: each element's style is an index into the variant's `styles`, and
  /// its class (and a spec's stroke and dash) is its type's entry in `kinds`.
  @Test func stylesAndKindsAreShared() throws {
    let text =
      #"{"type": "inset", "child": {"type": "vstack", "children": [{"type": "node"}, {"type": "node"}]}}"#
    let document = try #require(DocumentReader.read(Array(text.utf8), file: "s.json").document)
    let data = InspectorData.json(
      file: "s.json", variants: [InspectorVariant(name: "default", tree: document.tree)],
      tabs: [
        InspectorTab(label: "100x100", range: SizeRange(exactly: Size(width: 100, height: 100)))
      ],
      scale: 2)
    let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    let variant = try #require((parsed?["variants"] as? [[String: Any]])?.first)
    let elements = try #require(variant["elements"] as? [[String: Any]])
    let styles = try #require(variant["styles"] as? [String])
    #expect(elements.map { $0["style"] as? Int } == [0, 0, 0, 0])
    #expect(styles.count == 1 && styles[0].hasPrefix("Layout Size = min "))
    let kinds = try #require(variant["kinds"] as? [[String: String]])
    #expect(kinds.map { $0["type"] } == ["inset", "vstack", "node"])
    #expect(
      kinds.map { $0["class"] } == ["ASInsetLayoutSpec", "ASStackLayoutSpec", "ASDisplayNode"])
    #expect(kinds[0]["stroke"] != nil && kinds[0]["dash"] != nil && kinds[2]["stroke"] == nil)
  }
}
