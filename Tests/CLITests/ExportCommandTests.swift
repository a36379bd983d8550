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

  /// The blank image export writes for an image is a bitmap of its size: beyond the bounds
  /// (ExportImageBounds.swift) the document is refused at the image, with nothing written.
  @Test func anImageTooLargeToDrawIsAnError() throws {
    let document = """
      type: vstack
      children:
        - { type: image, imageSize: [44, 44] }
        - { type: image, imageSize: [1e6, 1e6] }
        - { type: button, title: Go, imageSize: [1e300, 20] }
      """
    for language in ["--swift", "--objc"] {
      let outcome = try CommandRunner.run(["export", "-", language], stdin: document)
      #expect(outcome.status == 2)
      #expect(outcome.stdout.isEmpty)
      #expect(
        outcome.stderr == """
          <stdin>:4:5: error: 'imageSize' 1000000 x 1000000 is too large to export: the code \
          draws a blank image of that size, and export writes none longer than 8192 points a \
          side or larger than 2048 x 2048 points in all (the app's memory)
          <stdin>:5:5: error: 'imageSize' 1e+300 x 20 is too large to export: the code draws \
          a blank image of that size, and export writes none longer than 8192 points a side \
          or larger than 2048 x 2048 points in all (the app's memory)

          """)
    }
    let eval = try CommandRunner.run(["eval", "-", "--size", "375x*"], stdin: document)
    #expect(eval.status == 0, "\(eval.stderr)")
  }

  /// A side computed from the constrained size is the code's to compute: it is neither
  /// checked nor printed as the reader's stand-in for it; the other side is checked.
  @Test func aComputedImageSideIsNotChecked() throws {
    let computed = """
      type: vstack
      children:
        - { type: image, imageSize: ["= max.width * 100", 100] }
        - { type: image, imageSize: ["= max.width", 100000] }
      """
    let outcome = try CommandRunner.run(["export", "-", "--swift"], stdin: computed)
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.hasPrefix(
        "<stdin>:4:5: error: 'imageSize' (computed) x 100000 is too large to export"),
      "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("<stdin>:3:"), "\(outcome.stderr)")
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
