import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// `AsciiArt.estimatedLength` lets the CLI refuse art that would take gigabytes before
// drawing it: it must never be below the real length, and not far above it.

@Suite("ascii: the size estimate")
struct AsciiArtEstimateTests {
  static let samples: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = root.appendingPathComponent("samples")
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var paths: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".json") && !relative.hasSuffix(".golden.json") {
        paths.append(directory.appendingPathComponent(relative).path)
      }
    }
    return paths.sorted()
  }()

  @Test(arguments: samples)
  func estimateBoundsTheArt(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let document = try #require(DocumentReader.read(bytes, file: path).document)
    let length = Double(AsciiArt.asciiArtString(of: document.tree).utf16.count)
    let estimate = AsciiArt.estimatedLength(of: document.tree)
    #expect(estimate >= length)
    #expect(estimate <= 1.5 * length + 200)
  }

  /// A vertical list of 2^14 nodes beside a row of 2^14: every line of the list is padded
  /// to the row's width, about 14 GB; the estimate says so without drawing.
  @Test func estimateOfAQuadraticArt() {
    var tree = ElementTree()
    var vertical = StackLayoutSpec()
    vertical.direction = .vertical
    var column = tree.add(.text, .text(TextNode(text: "x")))
    var row = tree.add(.text, .text(TextNode(text: "x")))
    for _ in 0..<14 {
      column = tree.add(
        .vstack, .stack(vertical), children: [column, column])
      row = tree.add(.wrapper, .wrapper, children: [row, row])
    }
    tree.add(.hstack, .stack(StackLayoutSpec()), children: [column, row])
    #expect(AsciiArt.estimatedLength(of: tree) > 1e10)
  }
}
