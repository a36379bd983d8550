import Foundation
import Testing

// A document with `variants` on the command line: every result says its size and variant,
// golden files hold every variant, a difference names its variant, diff goes from one
// variant to another (docs/cli.md).

@Suite struct VariantCommandTests {
  static let document = """
    sizes: ["320xany", "200xany"]
    variants:
      noLocation:
        - { name: location, remove: true }
      bigAvatar:
        - { name: avatar, set: { style: { width: 60, height: 60 } } }
    root:
      type: hstack
      name: header
      spacing: 8
      children:
        - { type: node, name: avatar, style: { width: 40, height: 40 } }
        - type: vstack
          children:
            - { type: text, name: userName, text: Ada }
            - { type: text, name: location, text: London, fontSize: 12 }
    """

  /// A scratch folder holding `cell.yaml`.
  func scratch(_ text: String = document) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-variants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try text.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    return directory
  }

  @Test func everyResultSaysItsSizeAndVariant() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try CommandRunner.run(["eval", "cell.yaml", "-c"], in: directory)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let labels = outcome.stdout.split(separator: "\n").map {
      String($0).components(separatedBy: ",\"sizeRange\"")[0]
    }
    #expect(
      labels == [
        #"{"file":"cell.yaml","size":"320x*","variant":"default""#,
        #"{"file":"cell.yaml","size":"200x*","variant":"default""#,
        #"{"file":"cell.yaml","size":"320x*","variant":"noLocation""#,
        #"{"file":"cell.yaml","size":"200x*","variant":"noLocation""#,
        #"{"file":"cell.yaml","size":"320x*","variant":"bigAvatar""#,
        #"{"file":"cell.yaml","size":"200x*","variant":"bigAvatar""#,
      ])
    // The variant's own layout: no location in noLocation.
    #expect(!outcome.stdout.split(separator: "\n")[2].contains("location\""))
    #expect(outcome.stdout.split(separator: "\n")[0].contains("\"location\""))
  }

  @Test func variantPicksAndHeadersNameIt() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try CommandRunner.run(
      ["eval", "cell.yaml", "-f", "styles", "--variant", "bigAvatar", "--variant", "noLocation"],
      in: directory)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let headers = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("==>") }
    #expect(
      headers == [
        "==> cell.yaml at 320x*, variant bigAvatar <==",
        "==> cell.yaml at 200x*, variant bigAvatar <==",
        "==> cell.yaml at 320x*, variant noLocation <==",
        "==> cell.yaml at 200x*, variant noLocation <==",
      ])
    let ascii = try CommandRunner.run(["eval", "cell.yaml", "-f", "ascii"], in: directory)
    #expect(
      ascii.stdout.split(separator: "\n").filter { $0.hasPrefix("==>") } == [
        "==> cell.yaml, variant default <==", "==> cell.yaml, variant noLocation <==",
        "==> cell.yaml, variant bigAvatar <==",
      ])
  }

  @Test func documentsWithoutVariantsPrintAsBefore() throws {
    let outcome = try CommandRunner.run(
      ["eval", "samples/stack/simple-header.yaml", "-c", "--variant", "default"])
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains("variant"))
    #expect(
      outcome.stdout.hasPrefix(
        #"{"file":"samples/stack/simple-header.yaml","size":"375x*","sizeRange""#))
  }

  @Test func anUnknownVariantIsAUsageError() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try CommandRunner.run(
      ["eval", "cell.yaml", "--variant", "nolocaton"], in: directory)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "layoutspec: error: 'cell.yaml' has no variant 'nolocaton'; did you mean 'noLocation'? "
        + "(it has 'default', 'noLocation', 'bigAvatar')\n")
    let html = try CommandRunner.run(["eval", "cell.yaml", "-f", "html"], in: directory)
    #expect(html.status == 2)
    #expect(html.stderr.contains("pick one with --variant NAME"))
    let one = try CommandRunner.run(
      ["eval", "cell.yaml", "-f", "html", "--variant", "noLocation", "-o", "page.html"],
      in: directory)
    #expect(one.status == 0, "\(one.stderr)")
  }

  @Test func goldenFilesHoldEveryVariantAndADifferenceNamesIt() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = try CommandRunner.run(["test", ".", "--update"], in: directory)
    #expect(record.status == 0, "\(record.stderr)")
    let golden = try String(
      contentsOf: directory.appendingPathComponent("cell.golden.json"), encoding: .utf8)
    #expect(golden.components(separatedBy: "\"variant\": \"noLocation\"").count == 3)
    #expect(try CommandRunner.run(["test", "."], in: directory).status == 0)

    // Only bigAvatar changes: its avatar grows to 70.
    let changed = Self.document.replacingOccurrences(of: "width: 60", with: "width: 70")
    try changed.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    let outcome = try CommandRunner.run(
      ["check", "cell.yaml", "--golden", "cell.golden.json"], in: directory)
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains(
        "  bigAvatar at 320x*: header/avatar: frame {0, 0, 60, 60} -> {0, 0, 70, 60}\n"))
    #expect(!outcome.stdout.contains("default at") && !outcome.stdout.contains("noLocation at"))
    // The other variants alone still match.
    let asked = try CommandRunner.run(
      ["check", "cell.yaml", "--golden", "cell.golden.json", "--variant", "noLocation"],
      in: directory)
    #expect(asked.status == 0, "\(asked.stdout)")
    let test = try CommandRunner.run(["test", "."], in: directory)
    #expect(test.status == 1)
    #expect(test.stdout.contains("bigAvatar at 200x*: header/"))
  }

  @Test func aGoldenFileWithoutTheVariantFails() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try CommandRunner.run(
      ["check", "cell.yaml", "-g", "cell.golden.json", "--update"], in: directory)
    // A new variant appears after the golden file was recorded.
    let more = Self.document.replacingOccurrences(
      of: "variants:\n",
      with: "variants:\n  empty:\n    - { name: userName, set: { text: \"\" } }\n")
    try more.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    let outcome = try CommandRunner.run(
      ["check", "cell.yaml", "-g", "cell.golden.json"], in: directory)
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains(
        "golden has 6 result(s), the layout has 8: the sizes or variants differ"))
    // The other variants are still compared with their own results, and match.
    #expect(
      outcome.stdout
        == "cell.yaml: differs from cell.golden.json\n"
        + "  golden has 6 result(s), the layout has 8: the sizes or variants differ "
        + "(run with --update to record the new ones)\n"
        + "  empty at 320x*: not in the golden file\n  empty at 200x*: not in the golden file\n")
  }

  @Test func diffGoesFromOneVariantToAnother() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try CommandRunner.run(
      ["diff", "cell.yaml", "-s", "320xany", "--to-variant", "noLocation", "-f", "text"],
      in: directory)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("- location (text) {48, "))
    let between = try CommandRunner.run(
      [
        "diff", "cell.yaml", "-s", "320xany", "--variant", "noLocation", "--to-variant",
        "bigAvatar", "-f", "text", "--exit-code",
      ], in: directory)
    #expect(between.status == 1)
    #expect(between.stdout.contains("+ location (text)"))
    #expect(between.stdout.contains("~ avatar (node) {0, 0, 40, 40} -> {0, 0, 60, 60}"))
    let unknown = try CommandRunner.run(
      ["diff", "cell.yaml", "-s", "320xany", "--to-variant", "big"], in: directory)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("'cell.yaml' has no variant 'big'"))
    let neither = try CommandRunner.run(["diff", "cell.yaml", "-s", "320xany"], in: directory)
    #expect(neither.status == 2)
    #expect(neither.stderr.contains("needs --to-size SIZE or --to-variant NAME"))
  }
}
