import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

// CI that cannot pass by accident, and the exit statuses CI users expect from compilers
// (-Werror) and git (diff --exit-code). docs/cli.md and docs/ci.md say the same.

@Suite struct CIConventionTests {
  let header = "samples/stack/simple-header.yaml"

  func scratch(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  static let warned = """
    type: vstack
    style: { flexShrink: 1 }
    children: [{ type: node, style: { height: 10 } }]
    """

  @Test func werrorTurnsWarningsIntoErrors() throws {
    let directory = try scratch(["w.yaml": Self.warned])
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = try CommandRunner.run(["validate", "w.yaml"], in: directory)
    #expect(plain.status == 0 && plain.stderr.contains("w.yaml:2:10: warning: "))
    let strict = try CommandRunner.run(["validate", "w.yaml", "--werror"], in: directory)
    #expect(strict.status == 2)
    #expect(strict.stderr.contains("w.yaml:2:10: error: 'flexShrink' has no effect"))
    #expect(strict.stderr.hasSuffix(" [-Werror]\n"))
    let eval = try CommandRunner.run(["eval", "w.yaml", "-s", "10x10", "--werror"], in: directory)
    #expect(eval.status == 2 && eval.stdout.isEmpty)
    // A warning only layout finds (a non-finite frame) is an error too.
    let inf = try CommandRunner.run(
      ["eval", "-", "-s", "anyxany", "--werror"],
      stdin: #"{"type": "inset", "insets": {"top": "inf"}, "child": {"type": "node"}}"#)
    #expect(inf.status == 2 && inf.stdout.isEmpty && inf.stderr.contains("null [-Werror]"))
    // So is a value computed from the constrained size that fails at one size.
    let wide = #"{"type": "node", "style": {"width": "= max.width - 400"}}"#
    let lenient = try CommandRunner.run(["eval", "-", "-s", "375x100"], stdin: wide)
    #expect(lenient.status == 0 && !lenient.stdout.isEmpty)
    #expect(
      lenient.stderr
        == "<stdin>:1:37: warning: 'width' cannot be negative, found -25 when the constrained "
        + "size is 375x100; the key is ignored at this size\n")
    let strictSize = try CommandRunner.run(
      ["eval", "-", "-s", "375x100", "--werror"], stdin: wide)
    #expect(strictSize.status == 2 && strictSize.stdout.isEmpty)
  }

  @Test func diffExitCodeSaysWhetherAnythingMoved() throws {
    let moved = try CommandRunner.run(
      ["diff", header, "-s", "375xany", "--to-size", "667xany", "--exit-code"])
    #expect(moved.status == 1 && moved.stdout.contains("\"changed\""))
    let same = try CommandRunner.run(
      ["diff", header, "-s", "375xany", "--to-size", "375xany", "--exit-code"])
    #expect(same.status == 0)
    let plain = try CommandRunner.run(["diff", header, "-s", "375xany", "--to-size", "667xany"])
    #expect(plain.status == 0)
  }

  @Test func testWithNothingToTestFails() throws {
    let directory = try scratch(["nosizes.yaml": "type: node\n"])
    defer { try? FileManager.default.removeItem(at: directory) }
    for path in [directory.path, directory.appendingPathComponent("nosizes.yaml").path] {
      let outcome = try CommandRunner.run(["test", path])
      #expect(outcome.status == 1, "\(path)")
      #expect(outcome.stderr.contains("no golden tests in"), "\(outcome.stderr)")
    }
    let missing = try CommandRunner.run(["test", directory.path + "/mistyped"])
    #expect(missing.status == 2 && missing.stderr.contains("no such file or directory"))
  }

  @Test func testTakesADocumentAsWellAsAFolder() throws {
    let outcome = try CommandRunner.run(["test", header])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "ok     \(header)\n1 passed, 0 failed\n")
  }

  /// `check --size` compares the asked sizes with the golden results of the same size and
  /// never advises an --update that would drop the golden file's other sizes.
  @Test func checkOfSomeSizesComparesThoseSizes() throws {
    let golden = "samples/stack/simple-header.golden.json"
    let one = try CommandRunner.run(["check", header, "--golden", golden, "-s", "320xany"])
    #expect(one.status == 0, "\(one.stdout)")
    let other = try CommandRunner.run(["check", header, "--golden", golden, "-s", "400xany"])
    #expect(other.status == 1)
    #expect(other.stdout.contains("400x*: the golden file has no result at this size"))
    #expect(other.stdout.contains("run --update without --size"))
  }

  /// `--junit FILE`: one test case per document and size, a <failure> naming the size and
  /// the element that moved, an <error> for a document that cannot be read; XML that parses.
  @Test func junitReportsOneCasePerDocumentAndSize() throws {
    let sample = CommandRunner.packageRoot.appendingPathComponent(header)
    let directory = try scratch(["bad.yaml": "sizes: [\"1x1\"]\nroot: { type: nod }\n"])
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: sample, to: directory.appendingPathComponent("header.yaml"))
    try "{}".write(
      to: directory.appendingPathComponent("bad.golden.json"), atomically: true, encoding: .utf8)
    #expect(try CommandRunner.run(["test", directory.path, "--update"]).status == 2)
    var text = try String(
      contentsOf: directory.appendingPathComponent("header.yaml"), encoding: .utf8)
    text = text.replacingOccurrences(of: "spacing: 40", with: "spacing: 30")
    try text.write(
      to: directory.appendingPathComponent("header.yaml"), atomically: true, encoding: .utf8)
    let report = directory.appendingPathComponent("report.xml")
    let outcome = try CommandRunner.run(["test", directory.path, "--junit", report.path])
    #expect(outcome.status == 2)
    let xml = try String(contentsOf: report, encoding: .utf8)
    #expect(xml.contains(#"<testsuites tests="4" failures="3" errors="1">"#), "\(xml)")
    #expect(xml.contains(#"name="375x*">"#))
    #expect(
      xml.contains("<failure message=\"375x*: headerInset/headerStack/nameLocationStack: frame"))
    #expect(
      xml.contains("<error message=\"") && xml.contains("unknown element type &apos;nod&apos;"))
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }
}
