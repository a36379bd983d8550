import Foundation
import Testing

// `--content-size` and `@CATEGORY` (docs/cli.md, "Content sizes"), through the real binary:
// a text style's size follows the category, results name it, and standard input that
// would need reading twice is refused.

@Suite struct ContentSizeCommandTests {
  /// A text in `body` at two categories, and a number `fontSize`, which never changes.
  static let document = #"""
    { "sizes": ["320x*", "320x* @ accessibilityXXXLarge"],
      "root": { "type": "vstack", "children": [
        { "type": "text", "name": "styled", "text": "Hi", "font": "system", "fontSize": "body" },
        { "type": "text", "name": "fixed", "text": "Hi", "font": "system", "fontSize": 17 } ] } }
    """#

  private func withDocument(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("content-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.json").path
    try Self.document.write(toFile: path, atomically: true, encoding: .utf8)
    try body(path)
  }

  /// The heights of `styled` and `fixed` in each result, and each result's size.
  private func results(_ outcome: CommandRunner.Outcome) throws -> [(
    size: String, styled: Double, fixed: Double
  )] {
    try outcome.stdout.split(separator: "\n").map { line in
      let result = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let root = try #require(result["root"] as? [String: Any])
      let children = try #require(root["children"] as? [[String: Any]])
      let heights = children.map { ($0["frame"] as? [String: Double])?["height"] ?? -1 }
      return (result["size"] as? String ?? "", heights[0], heights[1])
    }
  }

  @Test func documentSizesNameTheirCategory() throws {
    try withDocument { path in
      let outcome = try CommandRunner.run(["eval", path, "-c"])
      #expect(outcome.status == 0)
      let found = try results(outcome)
      #expect(found.map(\.size) == ["320x*", "320x*@accessibilityXXXLarge"])
      #expect(found[1].styled > 2.5 * found[0].styled)
      #expect(found[0].fixed == found[1].fixed)
      #expect(found[0].styled == found[0].fixed)
    }
  }

  /// `--content-size` sets every size's category, over a size's own, and names it.
  @Test func theOptionIsEverySizesCategory() throws {
    try withDocument { path in
      let small = try CommandRunner.run(["eval", path, "-c", "--content-size", "xSmall"])
      let large = try CommandRunner.run(["eval", path, "-c", "--content-size", "large"])
      #expect(small.status == 0 && large.status == 0)
      let smallResults = try results(small)
      let largeResults = try results(large)
      #expect(smallResults.map(\.size) == ["320x*@xSmall", "320x*@xSmall"])
      #expect(largeResults.map(\.size) == ["320x*@large", "320x*@large"])
      #expect(smallResults[0].styled < largeResults[0].styled)
      #expect(smallResults[1].styled == smallResults[0].styled)
      #expect(smallResults[0].fixed == largeResults[0].fixed)
    }
  }

  @Test func aSizeOptionNamesItsCategory() throws {
    try withDocument { path in
      let outcome = try CommandRunner.run([
        "eval", path, "-c", "-s", "iphone-se-1@AX5", "-s", "iphone-se-1",
      ])
      #expect(outcome.status == 0)
      let found = try results(outcome)
      #expect(found.map(\.size) == ["iphone-se-1@accessibilityXXXLarge", "iphone-se-1"])
      #expect(found[0].styled > found[1].styled)
    }
  }

  @Test func standardInputIsReadOnce() throws {
    let refused = try CommandRunner.run(["eval", "-", "-c"], stdin: Self.document)
    #expect(refused.status == 2)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr.contains("standard input is read once"))
    let forced = try CommandRunner.run(
      ["eval", "-", "-c", "--content-size", "accessibilityMedium"], stdin: Self.document)
    #expect(forced.status == 0)
    #expect(
      try results(forced).map(\.size) == ["320x*@accessibilityMedium", "320x*@accessibilityMedium"])
  }

  /// Sizes given that all name one category need standard input read once, at it; check
  /// reads it the same way.
  @Test func standardInputAtTheOneCategoryItsSizesName() throws {
    let one = try CommandRunner.run(
      ["eval", "-", "-c", "-s", "320x*@AX5", "-s", "iphone-se-1@AX5"], stdin: Self.document)
    #expect(one.status == 0, "\(one.stderr)")
    let found = try results(one)
    #expect(
      found.map(\.size) == ["320x*@accessibilityXXXLarge", "iphone-se-1@accessibilityXXXLarge"])
    let large = try CommandRunner.run(["eval", "-", "-c", "-s", "320x*"], stdin: Self.document)
    #expect(try found[0].styled > 2.5 * results(large)[0].styled)
    let two = try CommandRunner.run(
      ["eval", "-", "-c", "-s", "320x*@AX5", "-s", "320x*"], stdin: Self.document)
    #expect(two.status == 2)
    #expect(two.stderr.contains("standard input is read once"))
  }

  /// serve's page shows one decoding of the document: a --size takes no `@`.
  @Test func serveRefusesACategoryInASize() throws {
    let outcome = try CommandRunner.run(
      ["serve", "samples/stack/simple-header.json", "--size", "375x*@xLarge"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("serve shows one content size"))
  }

  /// diff lays out at one content size: a category in the document's sizes is not laid
  /// out, and it says so rather than passing over it in silence.
  @Test func diffWarnsOfADocumentSizesCategory() throws {
    try withDocument { path in
      let outcome = try CommandRunner.run(["diff", path, "--to-size", "375x*", "-f", "text"])
      #expect(outcome.status == 0)
      #expect(
        outcome.stderr.contains(
          "diff lays out at one content size (large, or --content-size's): the document's "
            + "size '320x*@accessibilityXXXLarge' is laid out at large"), "\(outcome.stderr)")
      let forced = try CommandRunner.run(
        ["diff", path, "--to-size", "375x*", "--content-size", "xSmall"])
      #expect(forced.status == 0)
      #expect(!forced.stderr.contains("diff lays out at one content size"))
    }
  }

  /// Each command's help says what --content-size does there: over a SIZE's own `@` for
  /// eval and check, the one content size of diff and serve, whose SIZEs take none.
  @Test func helpSaysWhereASizeTakesACategory() throws {
    for (command, own) in [("eval", true), ("check", true), ("diff", false), ("serve", false)] {
      let help = try CommandRunner.run([command, "--help"]).stdout
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
      #expect(help.contains("over a SIZE's own @CATEGORY") == own, "\(command)")
      #expect(help.contains("a SIZE here takes no @CATEGORY") == !own, "\(command)")
    }
  }

  @Test func anUnknownCategoryIsAUsageError() throws {
    let outcome = try CommandRunner.run(
      ["eval", "samples/stack/simple-header.json", "--content-size", "xxLarg"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("unknown content size 'xxLarg'; did you mean 'xxLarge'?"))
    let inSize = try CommandRunner.run(
      ["eval", "samples/stack/simple-header.json", "--size", "375x*@tiny"])
    #expect(inSize.status == 2)
    #expect(inSize.stderr.contains("unknown content size 'tiny'"))
  }

  /// `check` lays out at the categories too: recorded at the document's, compared at
  /// another, the styled text's frames differ (a result is named by its numbers).
  @Test func checkComparesAtTheCategory() throws {
    try withDocument { path in
      let golden = path + ".golden.json"
      let record = try CommandRunner.run(["check", path, "--golden", golden, "--update"])
      #expect(record.status == 0)
      #expect(try CommandRunner.run(["check", path, "--golden", golden]).status == 0)
      let other = try CommandRunner.run(
        ["check", path, "--golden", golden, "--content-size", "xxxLarge"])
      #expect(other.status == 1)
      // The styled text grows at both sizes; the fixed one only moves down.
      #expect(other.stdout.components(separatedBy: "/styled: frame").count == 3)
      #expect(other.stdout.contains("320x*@xxxLarge: 0/styled: frame {0, 0, 320, "))
      #expect(other.stdout.contains("size range 320x*@accessibilityXXXLarge -> 320x*@xxxLarge"))
    }
  }

  /// A golden file keeps a result's content size, so results at one range and two content
  /// sizes are matched with their own, variants or not.
  @Test func goldenResultsAreMatchedByContentSize() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("content-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.yaml").path
    let document = """
      sizes: ["320x*@accessibilityXXXLarge", "320x*"]
      variants:
        short:
          - { name: styled, set: { text: "A" } }
      root: { type: text, name: styled, text: "Hello there, a longer text", font: system, fontSize: body }
      """
    try document.write(toFile: path, atomically: true, encoding: .utf8)
    let golden = path + ".golden.json"
    #expect(try CommandRunner.run(["check", path, "--golden", golden, "--update"]).status == 0)
    let recorded = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(recorded.components(separatedBy: #""size": "320x*@accessibilityXXXLarge""#).count == 3)
    let checked = try CommandRunner.run(["check", path, "--golden", golden])
    #expect(checked.status == 0, "\(checked.stdout)")
    let one = try CommandRunner.run(["check", path, "--golden", golden, "--size", "320x*"])
    #expect(one.status == 0, "\(one.stdout)")
  }
}
