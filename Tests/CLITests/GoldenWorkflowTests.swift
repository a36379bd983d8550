import Foundation
import Testing

// The CI workflow of docs/ci.md: record a golden file, change one value in a copy of a sample,
// see `check` fail naming the moved element, `--update`, and see it pass again.

@Suite struct GoldenWorkflowTests {
  func scratchCopy(of sample: String) throws -> (directory: URL, document: URL) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let document = directory.appendingPathComponent("header.json")
    try FileManager.default.copyItem(
      at: CommandRunner.packageRoot.appendingPathComponent(sample), to: document)
    return (directory, document)
  }

  @Test func checkFailsOnAMovedElementAndPassesAfterUpdate() throws {
    let (directory, document) = try scratchCopy(of: "samples/stack/simple-header.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("header.golden.json").path

    let record = try CommandRunner.run(["check", document.path, "--golden", golden, "--update"])
    #expect(record.status == 0)
    let unchanged = try CommandRunner.run(["check", document.path, "--golden", golden])
    #expect(unchanged.status == 0)
    #expect(unchanged.stdout.isEmpty)

    // The header's horizontal spacing 40 -> 20: the flexible name stack grows by 20.
    var text = try String(contentsOf: document, encoding: .utf8)
    #expect(text.contains("\"spacing\": 40"))
    text = text.replacingOccurrences(of: "\"spacing\": 40", with: "\"spacing\": 20")
    try text.write(to: document, atomically: true, encoding: .utf8)

    let changed = try CommandRunner.run(["check", document.path, "--golden", golden])
    #expect(changed.status == 1)
    #expect(
      changed.stdout.contains(
        "375x*: headerInset/headerStack/nameLocationStack: frame {0, 0, 285, 48} -> {0, 0, 305, 48}"
      ))

    let update = try CommandRunner.run(["check", document.path, "--golden", golden, "--update"])
    #expect(update.status == 0)
    let again = try CommandRunner.run(["check", document.path, "--golden", golden])
    #expect(again.status == 0)
  }

  @Test func testCommandCountsPassesAndFailures() throws {
    let (directory, document) = try scratchCopy(of: "samples/stack/simple-header.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = try CommandRunner.run(["test", directory.path, "--update"])
    #expect(record.status == 0)
    #expect(record.stdout.hasSuffix("1 passed, 0 failed\n"))

    var text = try String(contentsOf: document, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"spacing\": 40", with: "\"spacing\": 30")
    try text.write(to: document, atomically: true, encoding: .utf8)
    let outcome = try CommandRunner.run(["test", directory.path])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("FAILED"))
    #expect(outcome.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  /// docs/ci.md: a difference is 1; a description or golden file that cannot be read is 2,
  /// for `test` as for `check`, and the summary counts it apart.
  @Test func testExitsTwoForAnInvalidDocumentOrGolden() throws {
    let (directory, document) = try scratchCopy(of: "samples/stack/simple-header.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try CommandRunner.run(["test", directory.path, "--update"]).status == 0)
    let text = try String(contentsOf: document, encoding: .utf8)

    try text.replacingOccurrences(of: "\"spacing\": 40", with: "\"spacing\": \"wide\"")
      .write(to: document, atomically: true, encoding: .utf8)
    let invalid = try CommandRunner.run(["test", directory.path])
    #expect(invalid.status == 2)
    #expect(invalid.stdout.contains("ERROR  "))
    #expect(invalid.stdout.hasSuffix("0 passed, 0 failed, 1 invalid\n"))
    #expect(invalid.stderr.contains("error: 'spacing' must be a number"))
    let updating = try CommandRunner.run(["test", directory.path, "--update"])
    #expect(updating.status == 2)

    try text.write(to: document, atomically: true, encoding: .utf8)
    let golden = directory.appendingPathComponent("header.golden.json")
    try Data("{\"root\": 5}".utf8).write(to: golden)
    let badGolden = try CommandRunner.run(["test", directory.path])
    #expect(badGolden.status == 2)
    #expect(badGolden.stdout.hasSuffix("0 passed, 0 failed, 1 invalid\n"))
  }

  /// A golden file whose values have the wrong types is an error at the value, never a
  /// match: `"children": 5` once read as no children.
  @Test func checkRejectsAMalformedGoldenAtItsPosition() throws {
    let (directory, document) = try scratchCopy(of: "samples/stack/simple-header.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("header.golden.json")
    #expect(
      try CommandRunner.run(["check", document.path, "--golden", golden.path, "--update"]).status
        == 0)
    let recorded = try String(contentsOf: golden, encoding: .utf8)
    let cases: [(String, String, String)] = [
      ("\"type\": \"inset\"", "\"type\": 5", "an element needs a string \"type\""),
      ("\"x\": 0", "\"x\": \"0\"", "\"x\" must be a number or null, found a string"),
      ("\"children\": [", "\"children\": 5, \"was\": [", "\"children\" must be an array"),
      ("\"sizeRange\": {", "\"sizeRange\": 1, \"was\": {", "\"sizeRange\" must be an object"),
    ]
    for (original, broken, message) in cases {
      guard let range = recorded.range(of: original) else {
        Issue.record("the golden file has no \(original)")
        continue
      }
      try recorded.replacingCharacters(in: range, with: broken)
        .write(to: golden, atomically: true, encoding: .utf8)
      let outcome = try CommandRunner.run(["check", document.path, "--golden", golden.path])
      #expect(outcome.status == 2, "\(broken)")
      #expect(outcome.stderr.contains(message), "\(broken): \(outcome.stderr)")
      #expect(outcome.stderr.contains("header.golden.json:"), "\(outcome.stderr)")
    }
  }

  @Test func diffReportsTheNodesARotationMoves() throws {
    let outcome = try CommandRunner.run([
      "diff", "samples/stack/simple-header.json", "--size", "375xany", "--to-size", "667xany",
      "--format", "text",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("~ postTime (text) {335, 12, 30, 24} -> {627, 12, 30, 24}"))
  }

  @Test func diffOfTwoVersionsListsInsertedRemovedAndMovedNodesAsJSON() throws {
    let (directory, document) = try scratchCopy(of: "samples/stack/simple-header.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let newer = directory.appendingPathComponent("header-v2.json")
    var text = try String(contentsOf: document, encoding: .utf8)
    // v2: the post time is renamed (removed + inserted) and the spacing shrinks.
    text = text.replacingOccurrences(of: "\"spacing\": 40", with: "\"spacing\": 20")
    text = text.replacingOccurrences(of: "\"postTime\"", with: "\"timestamp\"")
    try text.write(to: newer, atomically: true, encoding: .utf8)

    let outcome = try CommandRunner.run([
      "diff", document.path, newer.path, "--size", "375xany",
    ])
    #expect(outcome.status == 0)
    let diff = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: [[String: Any]]])
    #expect(diff["removed"]?.compactMap { $0["key"] as? String } == ["postTime"])
    #expect(diff["inserted"]?.compactMap { $0["key"] as? String } == ["timestamp"])
    let changed = diff["changed"]?.compactMap { $0["key"] as? String } ?? []
    #expect(changed == ["username", "postLocation"])
    let final = diff["changed"]?.first?["finalFrame"] as? [String: Double]
    #expect(final?["width"] == 305)
  }
}
