import Testing

@testable import LayoutSpecEngine

/// The lines the pictures draw come from the measuring wrap: as many as the measured
/// height counts, none wider than the measured width.
@Suite("Text lines as measured")
struct TextLinesTests {
  @Test func wrapsAtSpacesAndDropsTheHangingOnes() {
    // fontSize 10: a narrow cluster is 5 pt. 40 pt holds 8 clusters.
    let node = TextNode(text: "hello big world", fontSize: 10)
    #expect(node.lines(atWidth: 40) == ["hello", "big", "world"])
    #expect(node.lines(atWidth: 50) == ["hello big", "world"])
    #expect(node.lines(atWidth: .infinity) == ["hello big world"])
  }

  @Test func lineBreaksEmptyLinesAndLongWords() {
    #expect(TextNode(text: "a\n\nb", fontSize: 10).lines(atWidth: 100) == ["a", "", "b"])
    #expect(TextNode(text: "a\n", fontSize: 10).lines(atWidth: 100) == ["a", ""])
    #expect(TextNode(text: "abcdefg", fontSize: 10).lines(atWidth: 15) == ["abc", "def", "g"])
    #expect(TextNode(text: "", fontSize: 10).lines(atWidth: 100).isEmpty)
  }

  @Test func maxLinesKeepsTheFirstLines() {
    let node = TextNode(text: "one two three four", fontSize: 10, maxLines: 2)
    #expect(node.lines(atWidth: 30) == ["one", "two"])
  }

  @Test func wideClustersCountDouble() {
    // 日本語: three wide clusters, 10 pt each at fontSize 10; "語 ok" is 25 pt.
    #expect(TextNode(text: "日本語 ok", fontSize: 10).lines(atWidth: 25) == ["日本", "語 ok"])
  }

  @Test func countAndWidthMatchTheMeasurement() {
    var generator = SystemRandomNumberGenerator()
    let words = ["a", "bb", "ccc", "日本", "dddddddddd", "\n", "  ", "e f"]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        words.randomElement(using: &generator)!
      }.joined(separator: " ")
      let width = Double(Int.random(in: 0...80, using: &generator))
      let maxLines = Int.random(in: 0...3, using: &generator)
      let node = TextNode(text: text, fontSize: 10, maxLines: maxLines)
      let measured = TextClusters(text).measure(
        maxWidth: (width + TextNode.fitTolerance) / 5, maxLines: maxLines)
      let lines = node.lines(atWidth: width)
      #expect(lines.count == measured.lineCount, "\(text.debugDescription) at \(width)")
      let widest =
        lines.map { line in
          line.reduce(0) { $0 + Int(TextClusters.advance(of: $1)) }
        }.max() ?? 0
      #expect(Double(widest) <= max(measured.width, 2) + 0.5, "\(text.debugDescription)")
    }
  }
}
