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
    #expect(runs([1, 2, 3, 4]) == "[1,1,4]")
    #expect(runs([5, 5, 5]) == "[5,0,3]")
    #expect(runs([nil, nil, 1, 3, .infinity]) == "[null,0,2,1,2,2,null,0,1]")
    #expect(runs([0.1, 0.2, 0.3]).hasPrefix("[0.1,0.1,"))
    // A run of one keeps the step to its next value, which began no run with it.
    #expect(runs([1, 2, 4, 4]) == "[1,1,2,4,0,2]")
    #expect(runs([1, nil, 2, .nan]) == "[1,0,1,null,0,1,2,0,1,null,0,1]")
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
  }
}
