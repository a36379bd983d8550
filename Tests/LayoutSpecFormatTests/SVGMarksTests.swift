import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

/// What the svg picture marks besides frames: text lines as measured, inset padding,
/// stack gaps, spec labels with kind and name, sizes, one label size.
@Suite("svg marks")
struct SVGMarksTests {
  static let document = """
    root:
      type: inset
      name: pad
      insets: [4, 6, 4, 6]
      child:
        type: hstack
        name: row
        spacing: 12
        children:
          - { type: text, name: title, text: "one two three", fontSize: 10, style: { flexShrink: 1 } }
          - { type: node, name: icon, style: { width: 40, height: 40 } }
    """

  func svg(width: Double) throws -> ParsedSVG {
    let document = try #require(
      DocumentReader.read(Array(Self.document.utf8), file: "marks.yaml").document)
    let range = SizeRange(
      min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    let result = LayoutResult.evaluate(document.tree, in: range, scale: 2)
    let parsed = ParsedSVG(SVGFormat.string(for: result.layout, in: result.tree, sizeRange: range))
    #expect(parsed.isWellFormed, "\(String(describing: parsed.error))")
    return parsed
  }

  /// A button draws its title where its own spec placed it (the root in an exact 200 x 100
  /// range takes all of it: "OK", 17 wide and 20.4 high at 17 points, centred at (91.5,
  /// 39.8)), in svg and in the inspector's data.
  @Test func buttonTitlesAreDrawn() throws {
    let text = """
      root: { type: button, name: ok, title: OK, style: { width: 100, height: 40 } }
      """
    let document = try #require(
      DocumentReader.read(Array(text.utf8), file: "button.yaml").document)
    let range = SizeRange(exactly: Size(width: 200, height: 100))
    let result = LayoutResult.evaluate(document.tree, in: range, scale: 2)
    let parsed = ParsedSVG(SVGFormat.string(for: result.layout, in: result.tree, sizeRange: range))
    let title = try #require(parsed.elements("text").first { $0.text == "OK" })
    #expect(title.attributes["x"] == "91.5")
    #expect(title.attributes["textLength"] == "17")
    // The name is still drawn, clear of the title.
    #expect(parsed.elements("text").contains { $0.text == "ASButtonNode (ok)" || $0.text == "ok" })
    let data = InspectorData.json(
      file: "button.yaml", variants: [InspectorVariant(name: "default", tree: document.tree)],
      tabs: [InspectorTab(label: "200x100", range: range)], scale: 2)
    #expect(data.contains(#""lineSets":[[["OK",17]]]"#), "\(data)")
    // Its series: the frame's eight, the line set, the title's x and y in the button (the
    // sweep's exact widths from 100 to 300 move it by half their change).
    #expect(data.contains(#"[[0,0,201]],[91.5,41.5,[42,0.5,49],"#), "\(data)")
  }

  @Test func textLinesAsMeasured() throws {
    // 100 - 12 (insets) - 40 (icon) - 12 (spacing) = 36 pt for the title: 7 narrow
    // clusters of 5 pt, so "one two" (35 pt) and "three".
    let parsed = try svg(width: 100)
    let lines = parsed.elements("text").filter { $0.attributes["textLength"] != nil }
    #expect(lines.map(\.text) == ["one two", "three"])
    #expect(lines.map { $0.attributes["textLength"] } == ["35", "25"])
    #expect(lines.map { $0.attributes["font-size"] } == ["10", "10"])
    // Baselines one line height (12) apart, from the ascender (1 + 8).
    #expect(lines.map { $0.attributes["y"] } == ["13", "25"])
  }

  @Test func paddingGapsAndSpecLabels() throws {
    let parsed = try svg(width: 300)
    let padding = parsed.elements("path").filter { $0.attributes["fill-rule"] == "evenodd" }
    #expect(padding.map { $0.attributes["d"] } == ["M0 0h300v48h-300z M6 4h288v40h-288z"])
    let gaps = parsed.elements("rect").filter { $0.attributes["fill"] == "url(#gap)" }
    #expect(gaps.count == 1)
    #expect(gaps.first?.attributes["width"] == "12")
    let texts = parsed.elements("text").map(\.text)
    #expect(texts.contains { $0.hasPrefix("inset pad") })
    #expect(texts.contains { $0.hasPrefix("hstack row") })
    #expect(texts.contains("40 x 40"))
    // One label size for every label (text lines and the caption excepted).
    let labelSizes = Set(
      parsed.elements("text").filter { $0.attributes["textLength"] == nil }.dropLast()
        .compactMap { $0.attributes["font-size"] })
    #expect(labelSizes == ["8"])
  }

  /// A spec nested in another with shared edges is outlined inside it.
  @Test func nestedOutlinesStepIn() throws {
    let parsed = try svg(width: 300)
    let outlines = parsed.drawnRects.filter { $0.rect.attributes["stroke-dasharray"] != nil }
    let xs = outlines.map { $0.rect.attributes["x"] }
    #expect(xs == ["0", "7.5"])  // the inset at 0; the stack at 6 + one step of 1.5
    #expect(Set(outlines.compactMap { $0.rect.attributes["stroke"] }).count == 2)
  }
}
