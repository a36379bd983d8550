import Foundation
import Testing

// Every golden file, in one harness: each sample under samples/ in every output format, and
// as Texture code (`export --swift` as NAME.golden.swift, `export --objc` as NAME.golden.m),
// compared with `samples/AREA/NAME.golden.FORMAT` beside it: byte for byte, and for json
// frame by frame with `layoutspec check` (json goldens are in the golden file format, which
// `layoutspec test samples` reads too). A sample is written twice with the same content
// (NAME.yaml and NAME.json), so both twins must match the golden.
//
// Record after a reviewed change of behaviour with `make golden`, which runs this suite
// with UPDATE_GOLDENS=1: the YAML twin writes each golden and the JSON twin is checked
// against it.

/// One sample in one format.
struct GoldenCase: Sendable, CustomTestStringConvertible {
  /// The sample's path without its extension: `samples/specs/center`.
  let sample: String
  let format: String

  var testDescription: String { "\(sample) as \(format)" }

  var goldenPath: String { "\(sample).golden.\(format)" }
}

@Suite struct SampleGoldenTests {
  /// Every format `eval` writes: a new format is added here, then recorded.
  static let formats = ["json", "ascii", "styles", "boxes", "svg"] + exports.keys.sorted()

  /// The golden files of `export`, by extension: the option that writes each.
  static let exports = ["swift": "--swift", "m": "--objc"]

  static let twins = ["yaml", "json"]

  static let samples: [String] = {
    let root = CommandRunner.packageRoot.appendingPathComponent("samples")
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".yaml") {
        found.append("samples/" + relative.dropLast(".yaml".count))
      }
    }
    return found.sorted()
  }()

  static let cases = samples.flatMap { sample in
    formats.map { GoldenCase(sample: sample, format: $0) }
  }

  static var recording: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

  static func url(_ path: String) -> URL { CommandRunner.packageRoot.appendingPathComponent(path) }

  @Test func everySampleHasBothTwinsAndAGoldenPerFormat() {
    #expect(Self.samples.count >= 20)
    for sample in Self.samples {
      for twin in Self.twins {
        let path = Self.url("\(sample).\(twin)").path
        #expect(FileManager.default.fileExists(atPath: path), "missing twin \(path)")
      }
    }
    for golden in Self.cases where !Self.recording {
      let path = Self.url(golden.goldenPath).path
      #expect(FileManager.default.fileExists(atPath: path), "missing golden \(path)")
    }
  }

  @Test(arguments: cases)
  func sampleMatchesItsGolden(_ golden: GoldenCase) throws {
    if golden.format == "json" {
      try checkFrames(golden)
      return
    }
    let goldenURL = Self.url(golden.goldenPath)
    var expected: String?
    if !Self.recording {
      guard let text = try? String(contentsOf: goldenURL, encoding: .utf8) else {
        Issue.record("\(golden.testDescription): missing golden \(golden.goldenPath)")
        return
      }
      expected = text
    }
    for twin in Self.twins {
      let document = "\(golden.sample).\(twin)"
      // boxes at a fixed width: by default it takes the terminal's, or $COLUMNS.
      let width = golden.format == "boxes" ? ["--columns", "80"] : []
      let arguments =
        Self.exports[golden.format].map { ["export", document, $0] }
        ?? ["eval", document, "--format", golden.format] + width
      let outcome = try CommandRunner.run(arguments)
      #expect(outcome.status == 0, "\(document) as \(golden.format): \(outcome.stderr)")
      guard let recorded = expected else {
        try Data(outcome.stdout.utf8).write(to: goldenURL)
        expected = outcome.stdout
        continue
      }
      // The outputs head each result with the document's name: the twins differ there only
      // (boxes shortens a long name from its start, to `…NAME.yaml at SIZE`).
      let wanted = recorded.replacingOccurrences(
        of: "\(golden.sample).\(Self.twins[0])", with: document
      ).replacingOccurrences(of: ".\(Self.twins[0]) at ", with: ".\(twin) at ")
      // Compared outside #expect, which would print both outputs whole.
      let matches = outcome.stdout == wanted
      #expect(matches, "\(document) as \(golden.format) differs from \(golden.goldenPath)")
    }
  }

  /// json goldens are in the golden file format `layoutspec check` reads and records,
  /// which compares frames; each twin is checked with it.
  func checkFrames(_ golden: GoldenCase) throws {
    for twin in Self.twins {
      let document = "\(golden.sample).\(twin)"
      let recording = Self.recording && twin == Self.twins[0]
      let outcome = try CommandRunner.run(
        ["check", document, "--golden", golden.goldenPath] + (recording ? ["--update"] : []))
      #expect(
        outcome.status == 0,
        "\(document) as json differs from \(golden.goldenPath):\n\(outcome.stdout)\(outcome.stderr)"
      )
    }
  }
}
