import Foundation
import Testing

// The command line as swift-argument-parser, clang and git users take it: attached and
// grouped short options, did-you-mean for options, --help only where an option stands, one
// help layout for every command, -V and version.

@Suite struct ArgumentConventionTests {
  let header = "samples/stack/simple-header.yaml"

  @Test func attachedAndGroupedShortOptions() throws {
    let spelled = try CommandRunner.run(["eval", header, "-c", "-s", "375x667"])
    for arguments in [
      ["-cs", "375x667"], ["-cs375x667"], ["-s375x667", "-c"], ["--size=375x667", "-c"],
    ] {
      let outcome = try CommandRunner.run(["eval", header] + arguments)
      #expect(outcome.status == 0 && outcome.stdout == spelled.stdout, "\(arguments)")
    }
    let ascii = try CommandRunner.run(["eval", header, "-s375xany", "-fascii"])
    #expect(ascii.stdout.hasPrefix("--------------------------ASInsetLayoutSpec (headerInset)"))
  }

  /// An option that shapes one format's output is an error with another format, not a
  /// silent no-op.
  @Test func optionsThatDoNothingForTheFormatAreUsageErrors() throws {
    for (arguments, message) in [
      (
        ["-f", "ascii", "-c"],
        "--compact applies to --format json only; it does nothing with --format ascii"
      ),
      (
        ["-f", "svg", "--flatten"],
        "--flatten applies to --format json only; it does nothing with --format svg"
      ),
      (
        ["-f", "styles", "--array"],
        "--array applies to --format json only; it does nothing with --format styles"
      ),
      (
        ["--columns", "40"],
        "--columns applies to --format boxes only; it does nothing with --format json"
      ),
    ] {
      let outcome = try CommandRunner.run(["eval", header, "-s", "375x667"] + arguments)
      #expect(outcome.status == 2 && outcome.stdout.isEmpty, "\(arguments)")
      #expect(outcome.stderr == "layoutspec: error: \(message)\n")
    }
    let boxes = try CommandRunner.run([
      "eval", header, "-s", "375x667", "-f", "boxes", "--columns", "40",
    ])
    #expect(boxes.status == 0)
  }

  /// boxes takes the terminal's width: standard output is a pipe here, so $COLUMNS, then
  /// 80; --columns wins over both. The caption names the root's size and range.
  @Test func boxesTakeTheTerminalsWidth() throws {
    let env = URL(fileURLWithPath: "/usr/bin/env")
    func widest(_ arguments: [String]) throws -> (Int, String) {
      let outcome = try CommandRunner.run(
        arguments + [CommandRunner.binary.path, "eval", header, "-s", "375xany", "-f", "boxes"],
        executable: env)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      var lines = outcome.stdout.split(separator: "\n")
      let caption = String(lines.removeLast())
      return (lines.map(\.count).max() ?? 0, caption)
    }
    #expect(try widest(["COLUMNS=40"]).0 == 40)
    #expect(try widest(["-u", "COLUMNS"]).0 == 80)
    #expect(try widest(["COLUMNS=not-a-number"]).0 == 80)
    let given = try CommandRunner.run(
      [
        "COLUMNS=40", CommandRunner.binary.path, "eval", header, "-s", "375xany", "-f", "boxes",
        "--columns", "60",
      ], executable: env)
    #expect(given.stdout.split(separator: "\n").dropLast().map(\.count).max() == 60)
    // Wide enough, the caption is one line (narrower, it breaks after its ';').
    let (_, caption) = try widest(["COLUMNS=100"])
    #expect(
      caption
        == "ASInsetLayoutSpec (headerInset) 375 x 48 in {{375, 0}, {375, inf}}; 4.0 points a character"
    )
  }

  @Test func mistypedOptionsGetTheNearestOne() throws {
    let outcome = try CommandRunner.run(["eval", header, "--siz", "375x667"])
    #expect(outcome.status == 2 && outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "layoutspec: error: unknown option '--siz' for 'eval'; did you mean '--size'?\n")
    let check = try CommandRunner.run(["check", header, "--goldn", "x.json"])
    #expect(check.stderr.contains("did you mean '--golden'?"))
    let short = try CommandRunner.run(["eval", header, "-x"])
    #expect(short.stderr.contains("unknown option '-x' for 'eval'; see 'layoutspec eval --help'"))
  }

  /// `--help` after `--` is a file name, and as an option's value it is that value.
  @Test func helpOnlyWhereAnOptionStands() throws {
    let help = try CommandRunner.run(["eval", header, "--help"])
    #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: "))
    let file = try CommandRunner.run(["eval", "-s", "1x1", "--", "--help"])
    #expect(file.status == 2 && file.stderr == "layoutspec: error: --help: no such file\n")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-help-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let value = try CommandRunner.run(
      ["eval", CommandRunner.packageRoot.path + "/" + header, "-s", "1x1", "-o", "--help"],
      in: directory)
    #expect(value.status == 0)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("--help").path))
  }

  @Test(arguments: ["eval", "validate", "check", "test", "diff"])
  func everyCommandHasTheSameHelpLayout(command: String) throws {
    let outcome = try CommandRunner.run([command, "-h"])
    #expect(outcome.status == 0)
    var at = outcome.stdout.startIndex
    for section in ["OVERVIEW: ", "\nUSAGE: layoutspec \(command)", "\nOPTIONS:\n"] {
      guard let found = outcome.stdout.range(of: section, range: at..<outcome.stdout.endIndex)
      else {
        Issue.record("\(command) --help lacks \(section.debugDescription)")
        return
      }
      at = found.upperBound
    }
    #expect(outcome.stdout.contains("  -h, --help"))
  }

  @Test func versionAnswersToEveryUsualSpelling() throws {
    for spelling in ["--version", "-V", "version"] {
      let outcome = try CommandRunner.run([spelling])
      #expect(outcome.status == 0 && outcome.stdout.hasPrefix("layoutspec "), "\(spelling)")
    }
  }
}
