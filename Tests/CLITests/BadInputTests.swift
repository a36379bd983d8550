import Foundation
import Testing

// No input, however malformed, may make the program crash, hang or print a partial result: bad
// input exits 2 (docs/cli.md, "Exit status"). Every document in Inputs/bad/ (syntax, types, limits,
// encodings; JSON and YAML) must exit 2 with a positioned error and nothing on standard output;
// every document in Inputs/extreme/ (extreme but valid values) must exit 0 with finite frames, a
// null only where a warning names the element. Runs the real binary.

@Suite("bad and extreme inputs, through the binary")
struct BadInputTests {
  static let inputs = CommandRunner.packageRoot.appendingPathComponent("Tests/CLITests/Inputs")

  static func documents(in folder: String) -> [String] {
    let directory = inputs.appendingPathComponent(folder).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func thereAreEnoughBadInputs() {
    let names = Self.documents(in: "bad")
    #expect(names.count >= 40)
    #expect(names.filter { $0.hasSuffix(".json") }.count >= 20)
    #expect(names.filter { $0.hasSuffix(".yaml") }.count >= 20)
    #expect(Self.documents(in: "extreme").count >= 20)
  }

  @Test(arguments: documents(in: "bad"))
  func badInputExitsTwoWithAPositionedError(_ name: String) throws {
    let path = "Tests/CLITests/Inputs/bad/" + name
    let outcome = try CommandRunner.run(["eval", path])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    expectDiagnosticsOnly(outcome.stderr, file: path)
    // Each document is bad for its own reason, not for lacking a size.
    if !name.hasPrefix("no-sizes") {
      #expect(!outcome.stderr.contains("no size to lay out"))
    }
  }

  @Test(arguments: documents(in: "bad"))
  func badInputFailsValidationToo(_ name: String) throws {
    let path = "Tests/CLITests/Inputs/bad/" + name
    guard !name.hasPrefix("no-sizes") else { return }  // valid; only eval needs a size
    let outcome = try CommandRunner.run(["validate", path])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    expectDiagnosticsOnly(outcome.stderr, file: path)
  }

  @Test(arguments: documents(in: "extreme"))
  func extremeInputHasFiniteFrames(_ name: String) throws {
    let path = "Tests/CLITests/Inputs/extreme/" + name
    for flatten in [false, true] {
      let outcome = try CommandRunner.run(
        ["eval", path, "--array"] + (flatten ? ["--flatten"] : []))
      #expect(outcome.status == 0, "\(outcome.stderr)")
      let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
      let results = parsed as? [Any] ?? []
      #expect(!results.isEmpty)
      for result in results {
        let root = (result as? [String: Any])?["root"]
        #expect(root != nil)
        checkFrames(root, stderr: outcome.stderr, path: name)
      }
      for line in outcome.stderr.split(separator: "\n") {
        #expect(line.hasPrefix(path + ":") && line.contains(": warning: "), "\(line)")
      }
    }
    for format in ["ascii", "styles", "boxes", "svg"] {
      let outcome = try CommandRunner.run(["eval", path, "--format", format])
      #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
      #expect(!outcome.stdout.isEmpty, "\(format)")
      if format == "svg" {
        for token in ["=\"nan", "=\"-nan", "=\"inf", "=\"-inf"] {
          #expect(!outcome.stdout.contains(token), "svg has \(token)")
        }
      }
    }
  }

  /// Every line is `FILE:LINE:COLUMN: error|warning: ...` with positive numbers, and there
  /// is at least one error.
  private func expectDiagnosticsOnly(_ stderr: String, file: String) {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    var errors = 0
    for line in lines {
      guard line.hasPrefix(file + ":") else {
        Issue.record("not a diagnostic of \(file): \(line)")
        continue
      }
      let parts = line.dropFirst(file.count + 1).split(
        separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let lineNumber = Int(parts[0]), let column = Int(parts[1]),
        lineNumber >= 1, column >= 1,
        parts[2] == " error" || parts[2] == " warning", parts[3].count > 1
      else {
        Issue.record("not FILE:LINE:COLUMN: error: MESSAGE: \(line)")
        continue
      }
      if parts[2] == " error" { errors += 1 }
    }
    #expect(errors >= 1, "no error in: \(stderr)")
  }

  /// Walks the json output: every frame number finite, sizes not negative, and a null only
  /// for an element that a warning on standard error names.
  private func checkFrames(_ element: Any?, stderr: String, path: String) {
    var pending: [Any?] = [element]
    while let current = pending.popLast() {
      guard let object = current as? [String: Any], let type = object["type"] as? String,
        let frame = object["frame"] as? [String: Any]
      else {
        Issue.record("\(path): not an element: \(String(describing: current))")
        continue
      }
      let label = (object["name"] as? String).map { "'\($0)' (\(type))" } ?? type
      for key in ["x", "y", "width", "height"] {
        switch frame[key] {
        case let number as NSNumber:
          #expect(number.doubleValue.isFinite, "\(path): \(label) \(key)")
          if key == "width" || key == "height" {
            #expect(number.doubleValue >= 0, "\(path): \(label) \(key) \(number)")
          }
        case is NSNull:
          let warned = stderr.split(separator: "\n").contains {
            $0.contains(": warning: \(label) has a non-finite frame")
          }
          #expect(warned, "\(path): \(label) \(key) is null without a warning naming it")
        default:
          Issue.record("\(path): \(label) has no \(key)")
        }
      }
      pending += (object["children"] as? [Any]) ?? []
    }
  }
}
