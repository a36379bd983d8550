import Foundation
import Testing

// `layoutspec export`'s command line: the language is required and single, one FILE, `-o`
// writes a file, an invalid document prints its errors and nothing on standard output.

@Suite struct ExportCommandTests {
  @Test func usageErrorsExitTwoWithNothingOnStandardOutput() throws {
    let cases: [([String], String)] = [
      (["export", "samples/specs/inset.yaml"], "export needs --swift or --objc"),
      (
        ["export", "samples/specs/inset.yaml", "--swift", "--objc"],
        "export writes one language: give --swift or --objc, not both"
      ),
      (["export", "--swift"], "export takes one FILE"),
      (
        ["export", "samples/specs/inset.yaml", "samples/specs/ratio.yaml", "--swift"],
        "export takes one FILE"
      ),
    ]
    for (arguments, message) in cases {
      let outcome = try CommandRunner.run(arguments)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
    }
  }

  @Test func anInvalidDocumentGetsItsErrors() throws {
    let outcome = try CommandRunner.run(
      ["export", "-", "--swift"], stdin: "type: inset\ninsetz: 8\nchild: { type: node }\n")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "<stdin>:2:1: error: unknown key 'insetz' in 'inset'; did you mean 'insets'?\n")
  }

  @Test func outputGoesToTheFileNamed() throws {
    let directory = try Toolchain.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("InsetNode.m").path
    let outcome = try CommandRunner.run(
      ["export", "samples/specs/inset.yaml", "--objc", "-o", path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let golden = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent(
        "samples/specs/inset.golden.m"), encoding: .utf8)
    #expect(written == golden)
  }

  @Test func helpAndCompletionsKnowTheCommand() throws {
    let help = try CommandRunner.run(["export", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: layoutspec export FILE --swift | --objc"))
    let bash = try CommandRunner.run(["completions", "bash"])
    #expect(bash.stdout.contains("export"))
    #expect(bash.stdout.contains("--objc"))
    let manual = try CommandRunner.run(["manpage"])
    #expect(manual.stdout.contains(".SS export"))
    #expect(manual.stdout.contains("\\-\\-swift"))
  }
}
