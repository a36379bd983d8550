import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// Inputs that once broke a fuzz target (Tests/Fuzz, `make fuzz`), kept in
// Tests/Fuzz/Regressions/TARGET/ and run here through the same steps and properties as the
// target: json and yaml through their reader, eval through read, lay out and every format,
// font through the font reader and the shaper.

@Suite("fuzz regressions")
struct FuzzRegressionTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions")

  static func inputs(_ target: String) -> [String] {
    let directory = root.appendingPathComponent(target).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { target + "/" + $0 }
  }

  static let all = inputs("json") + inputs("yaml") + inputs("eval") + inputs("font")

  @Test func regressionsAreKept() {
    #expect(!Self.inputs("json").isEmpty)
    #expect(!Self.inputs("eval").isEmpty)
  }

  @Test(arguments: all)
  func regression(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent(path)))
    switch path.split(separator: "/").first {
    case "json":
      let (value, diagnostics) = JSONReader.read(bytes, file: "fuzz.json")
      checkDiagnostics(diagnostics, file: "fuzz.json", valueReturned: value != nil)
    case "yaml":
      let (value, diagnostics) = YAMLReader.read(bytes, file: "fuzz.yaml")
      checkDiagnostics(diagnostics, file: "fuzz.yaml", valueReturned: value != nil)
    case "font":
      shapeFaces(bytes)
    default:
      evaluate(bytes)
    }
  }

  /// FuzzFont's steps and properties: every face read shapes a fixed text at its axes'
  /// extremes with clusters in order and inside the text and finite advances.
  private func shapeFaces(_ bytes: [UInt8]) {
    let text = Array("Hello, office AV To Wa 0123 \u{E9}\u{FB01} \u{4E2D}".unicodeScalars)
    guard let faces = try? OpenTypeFont.faces(in: bytes) else { return }
    for face in faces.prefix(4) {
      var settings: [[String: Double]] = [[:]]
      for axis in face.axes.prefix(4) {
        settings += [[axis.tag: axis.minimum], [axis.tag: axis.maximum]]
      }
      for variations in settings {
        for options in [ShapingOptions(), ShapingOptions(kerning: false, ligatures: false)] {
          let run = face.shape(text, pointSize: 17, variations: variations, options: options)
          #expect(run.count <= max(8192, text.count * 32))
          #expect(zip(run, run.dropFirst()).allSatisfy { $0.cluster <= $1.cluster })
          #expect(run.allSatisfy { $0.advance.isFinite && (0..<text.count) ~= $0.cluster })
        }
      }
    }
  }

  private func checkDiagnostics(_ diagnostics: [Diagnostic], file: String, valueReturned: Bool) {
    for diagnostic in diagnostics {
      #expect(diagnostic.location.file == file)
      #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
      #expect(!diagnostic.rendered.unicodeScalars.contains { $0.value < 0x20 })
    }
    #expect(valueReturned || diagnostics.contains { $0.severity == .error })
  }

  /// FuzzEval's steps: read, lay out at the document's sizes and three fixed ranges, write
  /// json (plain and flattened) and the text formats.
  private func evaluate(_ bytes: [UInt8]) {
    let read = DocumentReader.read(bytes, file: "fuzz")
    checkDiagnostics(read.diagnostics, file: "fuzz", valueReturned: read.document != nil)
    guard let document = read.document else { return }
    let ranges =
      Array(document.sizes.prefix(3)) + [
        SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
        SizeRange(min: .zero, max: .infinite),
        SizeRange(min: Size(width: 10, height: 20), max: Size(width: 320, height: 200)),
      ]
    let results = ranges.map { LayoutResult.evaluate(document.tree, in: $0, scale: 2) }
    for flatten in [false, true] {
      let written = JSONFormat.write(
        results, options: .init(compact: flatten, flatten: flatten, shape: .golden))
      let (value, diagnostics) = JSONReader.read(
        written.bytes, file: "output.json", maximumDepth: 1024)
      #expect(value != nil && diagnostics.isEmpty)
      if let value { checkFrames(value, nonFinite: !written.nonFinite.isEmpty) }
    }
    for result in results {
      if AsciiArt.estimatedLength(of: result.tree) < 1e7 {
        let art = AsciiArt.asciiArtString(of: result.tree)
        #expect(Double(art.utf16.count) <= AsciiArt.estimatedLength(of: result.tree))
      }
      _ = StyleDump.string(for: result.layout, in: result.tree)
      _ = BoxesFormat.string(for: result.layout, in: result.tree, columns: 40)
      let svg = SVGFormat.string(for: result.layout, in: result.tree, sizeRange: result.sizeRange)
      #expect(!svg.contains("=\"nan") && !svg.contains("=\"inf") && !svg.contains("=\"-inf"))
    }
  }

  private func checkFrames(_ value: Value, nonFinite: Bool) {
    var pending = [value]
    while let current = pending.popLast() {
      switch current.content {
      case .array(let items): pending += items
      case .object(let members):
        if let frame = current["frame"]?.value {
          for key in ["x", "y", "width", "height"] {
            switch frame[key]?.value.content {
            case .number(let number)?:
              #expect(number.isFinite)
              if key == "width" || key == "height" { #expect(number >= 0) }
            case .null?: #expect(nonFinite)
            default: Issue.record("frame without \(key)")
            }
          }
        }
        pending += members.map(\.value)
      case .null, .bool, .number, .string: break
      }
    }
  }
}
