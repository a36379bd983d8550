import Foundation
import Testing

// `--safe-area` (docs/cli.md, "Devices"): the `safeAreaInsets` that a full-screen node's
// `layoutSpecThatFits:` insets its content by (Texture's Source/ASDisplayNode.h), read by
// the document's `safeArea.top` ... names, through the real binary.

@Suite struct SafeAreaCommandTests {
  /// A full-screen node's spec: `ASInsetLayoutSpec(insets: safeAreaInsets, child: content)`.
  static let screen = #"""
    { "type": "inset", "name": "screen",
      "insets": ["= safeArea.top", "= safeAreaInsets.left", "= safeArea.bottom", "= safeArea.right"],
      "child": { "type": "node", "name": "content" } }
    """#

  /// The flattened frame of `content` in each result.
  private func contentFrames(_ outcome: CommandRunner.Outcome) throws -> [[Double]] {
    try outcome.stdout.split(separator: "\n").map { line in
      let result = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let root = try #require(result["root"] as? [String: Any])
      let children = try #require(root["children"] as? [[String: Any]])
      let frame = try #require(children.first?["frame"] as? [String: Double])
      return ["x", "y", "width", "height"].map { frame[$0] ?? -1 }
    }
  }

  /// iPhone 15's whole screen with the safe area the app prints in portrait.
  @Test func theWholeScreenWithTheSafeAreaIsWhatTheNodeLaysOut() throws {
    let inset = try CommandRunner.run(
      ["eval", "-", "--size", "iphone-15:screen", "--safe-area", "59,0,34,0", "--flatten", "-c"],
      stdin: Self.screen)
    #expect(inset.status == 0, "\(inset.stderr)")
    #expect(inset.stderr == "")
    #expect(try contentFrames(inset) == [[0, 59, 393, 759]])
    // Without it, the names are 0: the whole screen.
    let whole = try CommandRunner.run(
      ["eval", "-", "--size", "iphone-15:screen", "--flatten", "-c"], stdin: Self.screen)
    #expect(try contentFrames(whole) == [[0, 0, 393, 852]])
    // One number is all four sides; landscape's sides.
    let all = try CommandRunner.run(
      [
        "eval", "-", "-s", "iphone-15-landscape:screen", "--safe-area=0,59,21,59", "-s",
        "iphone-15:screen", "--flatten", "-c",
      ],
      stdin: Self.screen)
    #expect(try contentFrames(all) == [[59, 0, 734, 372], [59, 0, 275, 831]])
    let one = try CommandRunner.run(
      ["eval", "-", "-s", "100x100", "--safe-area", "20", "--flatten", "-c"], stdin: Self.screen)
    #expect(try contentFrames(one) == [[20, 20, 60, 60]])
  }

  /// `--safe-area` replaces the envelope's `safeArea`.
  @Test func theOptionReplacesTheDocumentsSafeArea() throws {
    let document =
      #"{ "sizes": ["iphone-15:screen"], "safeArea": [47, 0, 34, 0], "root": \#(Self.screen) }"#
    let own = try CommandRunner.run(["eval", "-", "--flatten", "-c"], stdin: document)
    #expect(try contentFrames(own) == [[0, 47, 393, 771]])
    // The result says which safe area it was laid out with, when not zero.
    #expect(
      own.stdout.contains(
        #""sizeRange":{"min":{"width":393,"height":852},"max":{"width":393,"height":852}},"safeArea":[47,0,34,0],"root":"#
      ), "\(own.stdout)")
    let given = try CommandRunner.run(
      ["eval", "-", "--flatten", "-c", "--safe-area", "0"], stdin: document)
    #expect(try contentFrames(given) == [[0, 0, 393, 852]])
    #expect(!given.stdout.contains("safeArea\":"), "\(given.stdout)")
  }

  /// `check` compares with the safe area given: a golden file recorded with one differs
  /// from the layout without it.
  @Test func checkComparesAtTheSafeAreaGiven() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("safe-area-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("screen.json").path
    try #"{ "sizes": ["iphone-15:screen"], "root": \#(Self.screen) }"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    let update = try CommandRunner.run(["check", path, "--update", "--safe-area", "59,0,34,0"])
    #expect(update.status == 0, "\(update.stderr)")
    #expect(try CommandRunner.run(["check", path, "--safe-area", "59,0,34,0"]).status == 0)
    #expect(try CommandRunner.run(["test", folder.path, "--safe-area", "59,0,34,0"]).status == 0)
    let without = try CommandRunner.run(["check", path])
    #expect(without.status == 1)
    #expect(without.stdout.contains("content"), "\(without.stdout)")
    // The golden file records the safe area, and the failure names it first.
    let golden = try String(
      contentsOfFile: folder.appendingPathComponent("screen.golden.json").path, encoding: .utf8)
    #expect(golden.contains("\"safeArea\": ["), "\(golden)")
    let note =
      "  393x852: safe area 59,0,34,0 -> 0 (the golden file was recorded with another "
      + "--safe-area or envelope safeArea)"
    let lines = without.stdout.split(separator: "\n").map(String.init)
    #expect(lines.dropFirst().first == note, "\(without.stdout)")
    // A document that does not read the safe area lays out the same at any: no difference.
    try #"{ "sizes": ["iphone-15:screen"], "root": { "type": "node", "name": "plain" } }"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(try CommandRunner.run(["check", path, "--update", "--safe-area", "20"]).status == 0)
    let plain = try CommandRunner.run(["check", path])
    #expect(plain.status == 0, "\(plain.stdout)")
  }

  /// `diff` lays OLD and NEW out with `--safe-area`, and NEW with `--to-safe-area` when it
  /// is given: a rotation changes the safe area with the size.
  @Test func diffTakesASafeAreaForEachSide() throws {
    let rotation = [
      "diff", "-", "-s", "iphone-15:screen", "--to-size", "iphone-15-landscape:screen", "-f",
      "text", "--safe-area", "59,0,34,0",
    ]
    let rotated = try CommandRunner.run(
      rotation + ["--to-safe-area", "0,59,21,59"], stdin: Self.screen)
    #expect(rotated.status == 0, "\(rotated.stderr)")
    #expect(rotated.stdout.contains("{0, 59, 393, 759} -> {59, 0, 734, 372}"), "\(rotated.stdout)")
    let same = try CommandRunner.run(rotation, stdin: Self.screen)
    #expect(same.stdout.contains("{0, 59, 393, 759} -> {0, 59, 852, 300}"), "\(same.stdout)")
  }

  @Test(arguments: [
    ("59,0,34", "a safe area is TOP,LEFT,BOTTOM,RIGHT in points"),
    ("-1,0,0,0", "not '-1' in '-1,0,0,0'"),
    ("inf", "not 'inf' in 'inf'"),
    ("top", "not 'top' in 'top'"),
  ])
  func badValuesAreUsageErrors(_ value: String, _ message: String) throws {
    let commands: [[String]] = [
      ["eval", "-", "-s", "375x667"], ["check", "-"], ["test", "."], ["why", "-", "content"],
      ["serve", "-"], ["diff", "-", "--to-size", "375x667"],
    ]
    for command in commands {
      let outcome = try CommandRunner.run(command + ["--safe-area", value], stdin: Self.screen)
      #expect(outcome.status == 2, "\(command)")
      #expect(outcome.stdout == "", "\(command)")
      #expect(
        outcome.stderr.hasPrefix("layoutspec: error: --safe-area: ")
          && outcome.stderr.contains(message), "\(command): \(outcome.stderr)")
    }
    let to = try CommandRunner.run(
      ["diff", "-", "--to-size", "375x667", "--to-safe-area", value], stdin: Self.screen)
    #expect(to.status == 2)
    #expect(
      to.stderr.hasPrefix("layoutspec: error: --to-safe-area: ") && to.stderr.contains(message),
      "\(to.stderr)")
    // A command that does not lay out at a safe area does not take the option.
    let validate = try CommandRunner.run(["validate", "-", "--safe-area", "0"], stdin: Self.screen)
    #expect(validate.status == 2)
    #expect(validate.stderr.contains("unknown option '--safe-area'"), "\(validate.stderr)")
  }
}
