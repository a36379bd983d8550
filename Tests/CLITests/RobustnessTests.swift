import Foundation
import Testing

// Inputs too big or too odd to keep as files (10 MB strings, directories, unreadable paths,
// standard input), and unusual arguments: never a crash, always a clear error or a result.

@Suite("robustness: generated inputs and unusual arguments")
struct RobustnessTests {
  /// A fresh scratch directory, removed by the caller.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-robustness-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func write(_ bytes: [UInt8], _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Exit 2, nothing on standard output, and the first line of standard error starts
  /// with `prefix` (a path and position, or `layoutspec: error:`).
  private func expectError(
    _ outcome: CommandRunner.Outcome, startingWith prefix: String, containing text: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.status == 2, sourceLocation: sourceLocation)
    #expect(outcome.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(outcome.stderr.hasPrefix(prefix), "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(
      text.isEmpty || outcome.stderr.contains(text), "\(outcome.stderr)",
      sourceLocation: sourceLocation)
    #expect(!outcome.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
  }

  @Test func tenMegabyteStrings() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let long = String(repeating: "abcdefghij", count: 1_000_000)
    // A 10 MB name and a 10 MB text (wrapped at 375 points) lay out.
    let good = try write(
      Array(#"{"sizes": ["375x*"], "root": {"type": "vstack", "children": ["#.utf8)
        + Array(#"{"type": "node", "name": "\#(long)"},"#.utf8)
        + Array(#"{"type": "text", "text": "\#(long) \#(long)"}]}}"#.utf8), "long.json",
      in: directory)
    let outcome = try CommandRunner.run(["eval", good, "--compact"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains(long))
    // The same string ending in an invalid byte: an error at its column, nothing printed.
    let bad = try write(
      Array(#"{"type": "node", "name": "\#(long)"#.utf8) + [0xFF] + Array(#""}"#.utf8),
      "invalid.json", in: directory)
    expectError(
      try CommandRunner.run(["eval", bad, "-s", "1x1"]), startingWith: bad + ":1:10000027: error:",
      containing: "invalid UTF-8 byte 0xFF")
  }

  /// A NUL can never be in a document: a stream is read up to its first one and refused
  /// there, not read to the size limit (4 GB of /dev/zero), as a document and as a golden
  /// file. (Before, `eval /dev/zero` read 4 GB and peaked at 4.3 GB.)
  @Test func anEndlessStreamOfNULsIsRefusedAtItsFirstByte() throws {
    expectError(
      try CommandRunner.run(["eval", "/dev/zero", "-s", "1x1"]),
      startingWith: "/dev/zero:1:1: error:",
      containing: "U+0000")
    expectError(
      try CommandRunner.run(["validate", "/dev/zero"]), startingWith: "/dev/zero:1:1: error:")
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = try write(Array(#"{"root": {"type": "node"}}"#.utf8), "a.json", in: directory)
    let outcome = try CommandRunner.run(["check", document, "-s", "1x1", "--golden", "/dev/zero"])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "/dev/zero:1:1: error: expected a result (an object) or an array of results, found control character U+0000"
      ),
      "\(outcome.stderr)")
  }

  /// A path is a C string to the system, which would end it at a NUL and open another
  /// file; an empty font path would name the document's folder.
  @Test func aPathWithANULOrNothingInItIsAPositionedError() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let font = CommandRunner.packageRoot.path + "/Tests/Fonts/DejaVuSans.ttf"
    let document = try write(
      Array(
        #"{"fonts": {"F": "\#(font)\u0000x", "G": ""}, "root": {"type": "text", "text": "a", "font": "F"}}"#
          .utf8), "fonts.json", in: directory)
    let outcome = try CommandRunner.run(["eval", document, "-s", "100x100"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.contains(
        document + ":1:17: error: font 'F': the path contains a NUL character"),
      "\(outcome.stderr)")
    #expect(outcome.stderr.contains("error: font 'G': the path is empty"), "\(outcome.stderr)")
    expectError(
      try CommandRunner.run(["eval", document, "-s", "1x1", "-o", ""]),
      startingWith: "layoutspec: error: --output needs a file name")
  }

  @Test func deepNestingOnStandardInput() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    expectError(
      try CommandRunner.run(["eval", "-", "-s", "1x1"], stdin: deep),
      startingWith: "<stdin>:1:513: error:", containing: "nested more than 512 levels")
    let specs =
      String(repeating: #"{"type":"inset","child":"#, count: 20_000) + #"{"type":"node"}"#
      + String(repeating: "}", count: 20_000)
    expectError(
      try CommandRunner.run(["eval", "-", "-s", "1x1"], stdin: specs),
      startingWith: "<stdin>:1:", containing: "nested more than 512 levels")
  }

  /// Issue 30 item 1: `width: "= 1 + 1 + ... + 1"` of 200,000 terms ended in SIGSEGV in
  /// `validate` and `eval`. Long runs evaluate; deep parentheses are an error at the
  /// parenthesis past the documented limit (docs/format.md 8.3).
  @Test func longExpressionsThroughEveryCommand() throws {
    let sum = Array(repeating: "1", count: 200_000).joined(separator: " + ")
    let negations = String(repeating: "-", count: 200_000)
    let long =
      #"{"root": {"type": "node", "style": {"width": "= \#(sum)", "height": "= \#(negations)10"}}}"#
    let eval = try CommandRunner.run(["eval", "-", "-s", "0...300000x*", "--compact"], stdin: long)
    #expect(eval.status == 0, "\(eval.stderr)")
    #expect(eval.stdout.contains(#""width":200000,"height":10"#))
    #expect(try CommandRunner.run(["validate", "-"], stdin: long).status == 0)
    let parens = String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)
    let deep = #"{"root": {"type": "node", "style": {"width": "= \#(parens)"}}}"#
    for command in ["eval", "validate"] {
      expectError(
        try CommandRunner.run([command, "-"], stdin: deep), startingWith: "<stdin>:1:113: error:",
        containing: "parentheses and min/max calls are nested more than 64 levels deep")
    }
  }

  /// A file that cannot be read has no position in it: the message names the file as
  /// compilers do (`layoutspec: error: FILE: no such file`), with no invented `:1:1:`.
  @Test func filesThatAreNotDocuments() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    expectError(
      try CommandRunner.run(["eval", directory.path, "-s", "1x1"]),
      startingWith: "layoutspec: error: " + directory.path + ": ", containing: "is a directory")
    let missing = directory.appendingPathComponent("missing.json").path
    expectError(
      try CommandRunner.run(["eval", missing, "-s", "1x1"]),
      startingWith: "layoutspec: error: " + missing + ": ", containing: "no such file")
    // A path through a regular file cannot be opened, even by root.
    let file = try write(Array("{}".utf8), "plain.json", in: directory)
    expectError(
      try CommandRunner.run(["validate", file + "/inner.json"]),
      startingWith: "layoutspec: error: " + file + "/inner.json: ",
      containing: "cannot read the file")
    // Empty inputs (sniffed as YAML: the YAML reader reports them).
    expectError(
      try CommandRunner.run(["eval", "/dev/null", "-s", "1x1"]),
      startingWith: "/dev/null:1:1: error:")
    expectError(
      try CommandRunner.run(["eval", "-", "-s", "1x1"], stdin: ""),
      startingWith: "<stdin>:1:1: error:")
    // chmod 000 keeps out everyone but root (tests may run as root, who reads anyway).
    let locked = try write(Array(#"{"type": "node"}"#.utf8), "locked.json", in: directory)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    let outcome = try CommandRunner.run(["eval", locked, "-s", "1x1"])
    if getuid() == 0 {
      #expect(outcome.status == 0)
    } else {
      expectError(outcome, startingWith: locked + ":1:1: error:", containing: "Permission denied")
    }
  }

  /// The deepest description (256 nested elements, every spec type, a button at the
  /// bottom): its json output nests deeper than a description may, and `check`, `test` and
  /// `diff` read that output back.
  @Test func deepestDocumentThroughEveryCommand() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = CommandRunner.packageRoot.appendingPathComponent(
      "Tests/CLITests/Inputs/deep/deepest-elements-256.json")
    let document = directory.appendingPathComponent("deep.json").path
    try FileManager.default.copyItem(atPath: source.path, toPath: document)
    let golden = directory.appendingPathComponent("deep.golden.json").path
    #expect(try CommandRunner.run(["check", document, "--golden", golden, "--update"]).status == 0)
    let check = try CommandRunner.run(["check", document, "--golden", golden])
    #expect(check.status == 0, "\(check.stderr)")
    let test = try CommandRunner.run(["test", directory.path])
    #expect(test.status == 0, "\(test.stderr)")
    #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"))
    let diff = try CommandRunner.run(["diff", document, "--size", "375x*", "--to-size", "100x*"])
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(diff.stdout.contains("\"changed\""))
    // Its json nests deeper (515) than JSONSerialization reads (512); flattened, it does not.
    let flat = try CommandRunner.run(["eval", document, "--flatten", "--compact", "--array"])
    #expect(flat.status == 0)
    let results = try JSONSerialization.jsonObject(with: Data(flat.stdout.utf8)) as? [Any]
    #expect(results?.count == 2)
    for format in ["ascii", "styles", "boxes", "svg"] {
      #expect(try CommandRunner.run(["eval", document, "--format", format]).status == 0)
    }
    // One document on standard input at two sizes: read once.
    let text = try String(contentsOfFile: document, encoding: .utf8)
    let piped = try CommandRunner.run(
      ["diff", "-", "--size", "375x*", "--to-size", "100x*", "--format", "text"], stdin: text)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(!piped.stdout.isEmpty)
  }

  @Test func controlCharactersStayOnTheirLine() throws {
    let outcome = try CommandRunner.run(
      ["eval", "-", "-s", "1x1"], stdin: #"{"type": "node", "a\u001B[2J\nb": 1}"#)
    expectError(outcome, startingWith: "<stdin>:1:18: error: unknown key 'a\\u{1B}[2J\\nb'")
    #expect(outcome.stderr.split(separator: "\n").count == 1)
    #expect(!outcome.stderr.unicodeScalars.contains("\u{1B}"))
  }

  @Test(arguments: [
    ["eval", ""],
    ["eval", "-", "-"],
    ["validate", "", "samples/specs/inset.json"],
    ["eval", "samples/specs/inset.json", "--size", ""],
    ["eval", "samples/specs/inset.json", "--size="],
    ["eval", "samples/specs/inset.json", "-s"],
    ["eval", "samples/specs/inset.json", "--size", "1e400x1"],
    ["eval", "samples/specs/inset.json", "--size", "nanxnan"],
    ["eval", "samples/specs/inset.json", "--size", "-0...-1x5"],
    ["eval", "samples/specs/inset.json", "--size", "x"],
    ["eval", "samples/specs/inset.json", "--size", "1x1x1"],
    ["eval", "samples/specs/inset.json", "--size", "999999999999999999999999999999...1x1"],
    ["eval", "samples/specs/inset.json", "--scale", "1e308"],
    ["eval", "samples/specs/inset.json", "--scale", "1e-300"],
    ["eval", "samples/specs/inset.json", "--scale", "0.0001"],
    ["eval", "samples/specs/inset.json", "--scale", "0"],
    ["eval", "samples/specs/inset.json", "--scale", "-2"],
    ["eval", "samples/specs/inset.json", "--scale", "inf"],
    ["eval", "samples/specs/inset.json", "--scale", ""],
    ["eval", "samples/specs/inset.json", "--columns", "99999999999999999999999"],
    ["eval", "samples/specs/inset.json", "--columns", "-1"],
    ["eval", "samples/specs/inset.json", "--format"],
    ["eval", "samples/specs/inset.json", "--format="],
    ["eval", "samples/specs/inset.json", "--format", "JSON5"],
    ["eval", "samples/specs/inset.json", "-o", ""],
    ["eval", "samples/specs/inset.json", "samples/specs/center.json", "-f", "svg"],
    ["eval", "samples/specs/inset.json", "--compact=yes"],
    ["eval", "samples/specs/inset.json", "-"],
    ["eval", "samples/specs/inset.json", "---"],
    ["eval", "samples/specs/inset.json", "-x"],
    ["eval"],
    ["eval", "--"],
    // Standard input has no NAME.golden.json beside it.
    ["check", "-"],
    ["check", "samples/specs/inset.json", "--golden", ""],
    ["diff", "samples/specs/inset.json", "--size", "1x1"],
    ["diff", "-", "-", "--size", "1x1"],
    ["test", ""],
    ["test", "--update=1"],
    [""],
    ["--versionx"],
  ])
  func unusualArgumentsAreUsageErrors(_ arguments: [String]) throws {
    let outcome = try CommandRunner.run(arguments, stdin: "")
    #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "\(arguments)")
    #expect(!outcome.stderr.isEmpty, "\(arguments)")
    #expect(!outcome.stderr.contains("Fatal error"), "\(arguments)")
    #expect(!outcome.stderr.contains("Backtracing"), "\(arguments)")
  }

  @Test(arguments: [
    ["--size", "1e300x1e300"],
    ["--size", "0x0"],
    ["--size", "0...1.7976931348623157e308x*"],
    ["--size", "999999999999999999999999999999x*"],
    ["--scale", "100"],
    ["--scale", "1"],
    ["--size", "375x*", "--columns", "10", "--format", "boxes"],
    ["--size", "375x*", "--size", "0x0", "--size", "*x*", "--format", "svg"],
  ])
  func unusualButValidArgumentsWork(_ arguments: [String]) throws {
    let outcome = try CommandRunner.run(["eval", "samples/stack/simple-header.json"] + arguments)
    #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
    #expect(!outcome.stdout.isEmpty)
    // No NaN number anywhere (svg draws texts, and "hannahmbanana" holds "nan").
    #expect(
      outcome.stdout.range(of: #"(^|[^a-z])-?nan([^a-z]|$)"#, options: .regularExpression) == nil)
  }
}
