import Foundation
import Testing

// Golden tests for every output format over samples/: each sample (its YAML twin; the
// JSON twin is checked against the same json golden by `layoutspec test samples`) in
// ascii, styles, boxes and svg at the sizes its envelope lists, compared byte for byte
// with Tests/CLITests/Goldens/<area>-<name>.<format>.
// Record after a reviewed change with `UPDATE_GOLDENS=1 swift test --filter FormatGolden`.

@Suite struct FormatGoldenTests {
  static let formats = ["ascii", "styles", "boxes", "svg"]

  static let samples: [String] = {
    let root = CommandRunner.packageRoot.appendingPathComponent("samples")
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".yaml") { found.append("samples/" + relative) }
    }
    return found.sorted()
  }()

  static var goldens: URL {
    CommandRunner.packageRoot.appendingPathComponent("Tests/CLITests/Goldens")
  }

  static func goldenName(_ sample: String, _ format: String) -> String {
    let parts = sample.split(separator: "/").dropFirst()
    let stem = parts.joined(separator: "-").replacingOccurrences(of: ".yaml", with: "")
    return "\(stem).\(format)"
  }

  @Test func everySampleHasAGoldenPerFormat() {
    #expect(Self.samples.count >= 20)
    for sample in Self.samples {
      for format in Self.formats {
        let path = Self.goldens.appendingPathComponent(Self.goldenName(sample, format)).path
        #expect(FileManager.default.fileExists(atPath: path), "missing golden \(path)")
      }
    }
  }

  @Test(arguments: formats)
  func samplesMatchTheirGoldens(format: String) throws {
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
    for sample in Self.samples {
      let outcome = try CommandRunner.run(["eval", sample, "--format", format])
      #expect(outcome.status == 0, "\(sample): \(outcome.stderr)")
      let golden = Self.goldens.appendingPathComponent(Self.goldenName(sample, format))
      if update {
        try Data(outcome.stdout.utf8).write(to: golden)
        continue
      }
      let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? "<missing>"
      #expect(outcome.stdout == expected, "\(sample) as \(format) differs from \(golden.path)")
    }
  }
}
