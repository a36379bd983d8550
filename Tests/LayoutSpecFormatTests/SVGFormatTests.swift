import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document read back with Foundation's XMLParser: every element with its
/// attributes and text, in document order.
final class ParsedSVG: NSObject, XMLParserDelegate {
  struct Node {
    var name: String
    var attributes: [String: String]
    var text = ""
    var parent: Int?
  }

  private(set) var nodes: [Node] = []
  private var open: [Int] = []
  private(set) var error: Error?

  init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
  }

  var isWellFormed: Bool { error == nil && open.isEmpty && !nodes.isEmpty }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    nodes.append(Node(name: elementName, attributes: attributes, parent: open.last))
    open.append(nodes.count - 1)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let current = open.last { nodes[current].text += string }
  }

  func elements(_ name: String) -> [Node] { nodes.filter { $0.name == name } }

  /// The `<rect>`s that draw elements (those with a `<title>` child), with that title.
  var drawnRects: [(rect: Node, title: String)] {
    nodes.indices.compactMap { index in
      guard nodes[index].name == "rect",
        let title = nodes.first(where: { $0.parent == index && $0.name == "title" })
      else { return nil }
      return (nodes[index], title.text)
    }
  }
}

@Suite("svg: a picture of the frames")
struct SVGFormatTests {
  @Test func wellFormedSVG11() {
    let (tree, record) = phoneScreen()
    let svg = SVGFormat.string(for: record, in: tree, sizeRange: range(375, 667, 375, 667))
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(!svg.hasSuffix("\n"))
    let parsed = ParsedSVG(svg)
    #expect(parsed.isWellFormed, "\(String(describing: parsed.error))")
    let root = parsed.nodes.first
    #expect(root?.name == "svg")
    #expect(root?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root?.attributes["version"] == "1.1")
    // A margin of 8 on every side; the caption below the content.
    let viewBox = root?.attributes["viewBox"]?.split(separator: " ").compactMap { Double($0) }
    #expect(viewBox?.count == 4)
    if let viewBox, viewBox.count == 4 {
      #expect(viewBox[0] == -8 && viewBox[1] <= -8)  // spec labels may take rows above
      #expect(viewBox[2] >= 375 + 16)
      #expect(viewBox[3] >= 667 + 16)
      // Shown at 2 pixels per point, as a phone draws it.
      #expect(root?.attributes["width"].flatMap(Double.init) == viewBox[2] * 2)
      #expect(root?.attributes["height"].flatMap(Double.init) == viewBox[3] * 2)
    }
  }

  /// Nodes are filled rectangles, specs dashed outlines without fill, each with its
  /// name and frame in a `<title>`; node labels are `<text>`.
  @Test func nodesFilledSpecsDashed() {
    let (tree, record) = phoneScreen()
    let parsed = ParsedSVG(SVGFormat.string(for: record, in: tree))
    let drawn = parsed.drawnRects
    let specs = drawn.filter { $0.rect.attributes["stroke-dasharray"] != nil }
    let nodes = drawn.filter { $0.rect.attributes["stroke-dasharray"] == nil }
    #expect(nodes.count == 5)
    #expect(specs.count == 2)
    #expect(specs.allSatisfy { $0.rect.attributes["fill"] == "none" })
    #expect(nodes.allSatisfy { $0.rect.attributes["fill"]?.hasPrefix("#") == true })
    #expect(
      nodes.map(\.title) == [
        "ASDisplayNode (header) (0, 0) 375x44", "ASImageNode (photo) (16, 60) 343x343",
        "ASDisplayNode (badge) (329, 50) 40x40", "ASDisplayNode (captionFill) (16, 420) 343x60",
        "ASTextNode (caption) (16, 420) 343x60",
      ])
    #expect(
      specs.map(\.title) == [
        "ASAbsoluteLayoutSpec (screen) (0, 0) 375x667", "ASBackgroundLayoutSpec (16, 420) 343x60",
      ])
    let photo = nodes[1].rect.attributes
    #expect(
      [photo["x"], photo["y"], photo["width"], photo["height"]] == ["16", "60", "343", "343"])
    let labels = parsed.elements("text").map(\.text)
    #expect(labels.contains("ASDisplayNode (header)"))
    #expect(labels.contains("badge"))  // the full name does not fit 40 points
    #expect(!labels.contains("ASDisplayNode (badge)"))
  }

  /// Nodes take palette colours in drawing order: the old name hash put `title` (#a8b1f0)
  /// beside `body` (#a8acf0); consecutive nodes now always differ, in fill and stroke.
  @Test func neighboursHaveDifferentColours() {
    var tree = ElementTree()
    let ids = ["title", "body", "avatar", "a", "b", "c", "d", "e", "f", "g"].map { tree.node($0) }
    let root = tree.add(.wrapper, .wrapper, children: ids)
    let record = layout(
      root, width: 600, height: 50,
      ids.enumerated().map { layout($1, x: Double($0) * 60, width: 50, height: 50) })
    let nodes = ParsedSVG(SVGFormat.string(for: record, in: tree)).drawnRects
      .filter { $0.rect.attributes["stroke-dasharray"] == nil }
    let fills = nodes.compactMap { $0.rect.attributes["fill"] }
    let strokes = nodes.compactMap { $0.rect.attributes["stroke"] }
    #expect(fills.count == 10)
    for (a, b) in zip(fills, fills.dropFirst()) { #expect(a != b) }
    for (a, b) in zip(strokes, strokes.dropFirst()) { #expect(a != b) }
    #expect(Set(fills.prefix(PictureMarks.palette.count)).count == PictureMarks.palette.count)
  }

  /// Names are escaped for XML; control characters are written out (`\u{1}`) as in every
  /// text format.
  @Test func namesAreEscaped() {
    var tree = ElementTree()
    let node = tree.node("<&>\"' \u{1}")
    let svg = SVGFormat.string(for: layout(node, width: 300, height: 100), in: tree)
    #expect(svg.contains(#"&lt;&amp;&gt;&quot;&apos; \u{1}"#))
    let parsed = ParsedSVG(svg)
    #expect(parsed.isWellFormed, "\(String(describing: parsed.error))")
    #expect(parsed.elements("text").contains { $0.text == #"ASDisplayNode (<&>"' \u{1})"# })
  }

  /// The caption names the root, its size and the range it was laid out for (`inf` when
  /// unbounded); without a range, the root's constrained size.
  @Test func captionShowsTheSizeRange() {
    let (tree, record) = phoneScreen()
    let caption = ParsedSVG(
      SVGFormat.string(for: record, in: tree, sizeRange: range(375, 0, 375, .infinity))
    ).elements("text").last?.text
    #expect(caption == "ASAbsoluteLayoutSpec (screen) 375x667 in {{375, 0}, {375, inf}}")
    let fallback = ParsedSVG(SVGFormat.string(for: record, in: tree)).elements("title").first?.text
    #expect(fallback == "ASAbsoluteLayoutSpec (screen) 375x667 in {{375, 667}}")
  }

  /// A frame pushed to ∞ is not drawn (an SVG with `inf` in it would not be valid); it is
  /// named in `<desc>`.
  @Test func nonFiniteFramesAreDescribed() {
    var tree = ElementTree()
    let far = tree.node("far")
    let root = tree.add(.wrapper, .wrapper, children: [far])
    let record = layout(
      root, width: 100, height: 50, [layout(far, y: .infinity, width: 10, height: 10)])
    let svg = SVGFormat.string(for: record, in: tree)
    #expect(!svg.contains("inf\""))
    let parsed = ParsedSVG(svg)
    #expect(parsed.isWellFormed)
    #expect(
      parsed.elements("desc").first?.text == "Not drawn, frame not finite: ASDisplayNode (far)")
    #expect(parsed.drawnRects.count == 1)
  }

  /// Two nodes with the same frame get their labels on separate lines (a label's height
  /// apart at least: names are placed after every text line, so they move down past them).
  @Test func labelsDoNotOverlap() {
    let (tree, record) = phoneScreen()
    let texts = ParsedSVG(SVGFormat.string(for: record, in: tree)).elements("text")
    let fill = texts.first { $0.text == "ASDisplayNode (captionFill)" }
    let caption = texts.first { $0.text == "ASTextNode (caption)" }
    let fillY = fill?.attributes["y"].flatMap(Double.init)
    let captionY = caption?.attributes["y"].flatMap(Double.init)
    #expect(fillY != nil && captionY != nil)
    if let fillY, let captionY {
      #expect(abs(captionY - fillY) >= SVGFormat.labelFontSize * 1.2)
    }
  }
}

/// Every sample's svg (its golden file, which SampleGoldenTests keeps equal to the output):
/// no two labels overlap, and no label covers a text line. Each `<text>` is boxed as the
/// writer places it: a label (`font-size` 8, no `textLength`) from its baseline less 0.95
/// of its size, 0.6 of its size wide a character and 1.2 of its size high; a text line (a
/// node's text or a button's title, `textLength` given) by the body of its glyphs, from
/// its baseline up 0.7 of its size, `textLength` wide.
@Suite("svg: sample labels")
struct SampleLabelTests {
  struct Box {
    var x, y, width, height: Double
    var text: String
    func overlaps(_ other: Box) -> Bool {
      // Hundredths: the writer rounds the places it derives to 0.01.
      let slack = 0.02
      return x < other.x + other.width - slack && other.x < x + width - slack
        && y < other.y + other.height - slack && other.y < y + height - slack
    }
  }

  static let goldens: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")
    let files =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".golden.svg") }.sorted().map {
      root.appendingPathComponent($0).path
    }
  }()

  @Test func samplesHaveGoldenPictures() { #expect(Self.goldens.count > 20) }

  @Test(arguments: goldens) func noLabelCoversAnother(path: String) throws {
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    let parsed = ParsedSVG(svg)
    #expect(parsed.isWellFormed)
    // Each picture (a nested `<svg>` per size) has its own coordinates.
    var pictures: [Int: (labels: [Box], lines: [Box])] = [:]
    for (index, node) in parsed.nodes.enumerated() where node.name == "text" {
      var picture = node.parent
      while let current = picture, parsed.nodes[current].name != "svg" {
        picture = parsed.nodes[current].parent
      }
      let number = { (name: String) in node.attributes[name].flatMap(Double.init) }
      guard let x = number("x"), let y = number("y"), let size = number("font-size") else {
        Issue.record("\(path): text \(index) has no place or size")
        continue
      }
      if let length = number("textLength") {
        pictures[picture ?? -1, default: ([], [])].lines.append(
          Box(x: x, y: y - 0.7 * size, width: length, height: 0.7 * size, text: node.text))
      } else if size == SVGFormat.labelFontSize {
        pictures[picture ?? -1, default: ([], [])].labels.append(
          Box(
            x: x, y: y - 0.95 * size,
            width: Double(node.text.count) * SVGFormat.glyphWidth * size, height: 1.2 * size,
            text: node.text))
      }
    }
    #expect(!pictures.isEmpty)
    for (labels, lines) in pictures.values {
      for (i, label) in labels.enumerated() {
        for other in labels[(i + 1)...] where label.overlaps(other) {
          Issue.record("\(path): label '\(label.text)' overlaps label '\(other.text)'")
        }
        for line in lines where label.overlaps(line) {
          Issue.record("\(path): label '\(label.text)' covers text line '\(line.text)'")
        }
      }
    }
  }
}
