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
      tree: document.tree, file: "big.json",
      tabs: [InspectorTab(label: "100...700x*", range: range)],
      scale: 2)
    #expect(data.utf8.count < 2_000_000, "\(data.utf8.count) bytes")
    let parsed = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
    #expect((parsed?["elements"] as? [Any])?.count == 199)
  }

  /// A text with a font: the inspector's lines carry the widths its font measured and its
  /// first line's height (SF's 20.287109375 at 17 points), not the model's.
  @Test func fontedTextsCarryTheirFontsNumbers() throws {
    let json = #"{ "type": "text", "text": "Hello world", "font": "system", "fontSize": 17 }"#
    let document = try #require(DocumentReader.read(Array(json.utf8), file: "t.json").document)
    let range = SizeRange(min: .zero, max: Size(width: 60, height: .infinity))
    let data = InspectorData.json(
      tree: document.tree, file: "t.json", tabs: [InspectorTab(label: "60x*", range: range)],
      scale: 2)
    #expect(data.contains(#""font":[17,20.287109375,16.1865234375]"#))
    #expect(data.contains(#"["Hello",42.5]"#))
  }

  /// Runs: a value that moves linearly is one run; absent and non-finite values are null
  /// runs; values are exact as `start + k * step`.
  @Test func seriesRuns() {
    func runs(_ values: [Double?]) -> String {
      var out = JSONBuffer(compact: true)
      SeriesRuns.write(values, to: &out)
      return String(decoding: out.finish(), as: UTF8.self)
    }
    #expect(runs([1, 2, 3, 4]) == "[1,1,4]")
    #expect(runs([5, 5, 5]) == "[5,0,3]")
    #expect(runs([nil, nil, 1, 3, .infinity]) == "[null,0,2,1,2,2,null,0,1]")
    #expect(runs([0.1, 0.2, 0.3]).hasPrefix("[0.1,0.1,"))
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
