import Foundation
import Testing

// `layoutspec why FILE ELEMENT`: the element by name or path, usage errors that list the
// candidates (exit 2), one derivation per size, and json whose kept derivation ends at the
// frame `eval` prints for the element.

@Suite struct WhyCommandTests {
  static let header = "samples/stack/simple-header.yaml"

  @Test func textNamesEachStepsRuleAndEndsAtTheFrame() throws {
    let outcome = try CommandRunner.run(["why", Self.header, "postLocation", "-s", "320xany"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(
      lines.first
        == "postLocation (text) at 320x*: headerInset/headerStack/nameLocationStack/postLocation, frame {0, 24, 230, 24}"
    )
    // The flexGrow step of its stack, the truncation of its text, its position.
    #expect(
      lines.contains { $0.contains("flexGrow") && $0.hasSuffix("[ASStackUnpositionedLayout.mm]") })
    #expect(lines.contains { $0.contains("truncated: maxLines 1 of the 2 lines") })
    #expect(lines.last?.hasSuffix("[ASStackPositionedLayout.mm]") == true)
  }

  /// The json's kept derivation ends at the frame `eval` prints, at every size.
  @Test func jsonEndsAtEvalsFrame() throws {
    let why = try CommandRunner.run(["why", Self.header, "headerStack/postTime", "-f", "json"])
    #expect(why.status == 0, "\(why.stderr)")
    let objects = why.stdout.components(separatedBy: "\n}\n").filter { !$0.isEmpty }.map {
      $0 + "\n}\n"
    }
    #expect(objects.count == 3)  // the document's three sizes
    let eval = try CommandRunner.run(["eval", Self.header, "-c"])
    let results = eval.stdout.split(separator: "\n")
    #expect(results.count == 3)
    for (object, result) in zip(objects, results) {
      let trace = try #require(
        try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
      let kept = try #require(
        (trace["measurements"] as? [[String: Any]])?.first { $0["kept"] as? Bool == true })
      let steps = try #require(kept["steps"] as? [[String: Any]])
      let frame = try #require((steps.last?["output"] as? [String: Any])?["frame"] as? NSDictionary)
      let laidOut = try #require(
        try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any])
      let root = try #require(laidOut["root"] as? [String: Any])
      let stack = try #require((root["children"] as? [[String: Any]])?.first)
      let postTime = try #require((stack["children"] as? [[String: Any]])?.last)
      #expect(frame == postTime["frame"] as? NSDictionary)
      #expect(trace["size"] as? String == laidOut["size"] as? String)
    }
  }

  /// A content size is the one `eval` lays out at: from a SIZE's @CATEGORY, the document's
  /// sizes or --content-size; two in one run are a usage error.
  @Test func aContentSizeExplainsTheFrameEvalGivesAtIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("why-content-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.yaml").path
    try """
    sizes: ["320x*@accessibilityXXXLarge"]
    root: { type: text, name: styled, text: "Hello there, a longer text", font: system, fontSize: body }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    func firstLine(_ arguments: [String]) throws -> String {
      let outcome = try CommandRunner.run(arguments)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      return String(outcome.stdout.split(separator: "\n").first ?? "")
    }
    func frame(_ line: String) -> String { String(line.drop { $0 != "{" }) }
    let large = try firstLine(["why", path, "styled", "-s", "320x*"])
    let fromDocument = try firstLine(["why", path, "styled"])
    let fromSize = try firstLine(["why", path, "styled", "-s", "320x*@accessibilityXXXLarge"])
    let forced = try firstLine(
      ["why", path, "styled", "-s", "320x*", "--content-size", "accessibilityXXXLarge"])
    #expect(fromDocument.contains("at 320x*@accessibilityXXXLarge:"), "\(fromDocument)")
    #expect(frame(fromDocument) == frame(fromSize))
    #expect(frame(fromDocument) == frame(forced))
    #expect(frame(fromDocument) != frame(large), "\(large)")
    // `{x, y, width, height}` against the styles dump's `-> {width, height}`.
    let numbers = frame(fromDocument).dropFirst().dropLast().components(separatedBy: ", ")
    let eval = try CommandRunner.run(["eval", path, "-f", "styles"])
    #expect(numbers.count == 4)
    #expect(
      eval.stdout.contains("-> {\(numbers.suffix(2).joined(separator: ", "))}"),
      "\(fromDocument) \(eval.stdout)")
    // The inspector's command for a tab names the tab's content size.
    let page = try CommandRunner.run(["eval", path, "-f", "html"])
    #expect(page.stdout.contains(#""size":"320x*@accessibilityXXXLarge""#))
    let mixed = try CommandRunner.run(
      ["why", path, "styled", "-s", "320x*@xSmall", "-s", "320x*@accessibilityXXXLarge"])
    #expect(mixed.status == 2)
    #expect(mixed.stderr.contains("why lays out at one content size at a time"), "\(mixed.stderr)")
  }

  @Test func anUnknownElementIsAUsageErrorWithASuggestion() throws {
    let outcome = try CommandRunner.run(["why", Self.header, "postTim", "-s", "375xany"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.hasPrefix(
        "layoutspec: error: '\(Self.header)' has no element 'postTim'; did you mean 'postTime'?"))
  }

  @Test func severalMatchesAreAUsageErrorListingTheirPaths() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-why-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = """
      sizes: ["100xany"]
      root:
        type: vstack
        name: list
        children:
          - { type: text, name: title, text: "a" }
          - { type: inset, insets: [1, 1, 1, 1], child: { type: text, name: title, text: "b" } }
      """
    try document.write(
      to: directory.appendingPathComponent("list.yaml"), atomically: true, encoding: .utf8)
    let several = try CommandRunner.run(["why", "list.yaml", "title"], in: directory)
    #expect(several.status == 2)
    #expect(
      several.stderr
        == "layoutspec: error: 'title' names 2 elements in 'list.yaml'; give one's path: "
        + "list/title, list/1/title\n")
    let one = try CommandRunner.run(["why", "list.yaml", "1/title"], in: directory)
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.hasPrefix("title (text) at 100x*: list/1/title, frame {1, 1, 98, 20.5}"))
  }

  /// A stack's never-measured placeholder (docs/stack.md, "Optimised flexing") and what is
  /// inside it: said in words, with the frame eval prints, and no warning that the
  /// derivation does not add up.
  @Test func aPlaceholderAndWhatIsInsideItAreExplained() throws {
    let document = """
      root:
        type: hstack
        children:
          - type: vstack
            name: inner
            style: { flexGrow: 1, flexShrink: 1 }
            children: [{ type: text, name: leaf, text: "hello" }]
          - { type: text, text: "x", style: { flexGrow: 1 } }
      """
    let inner = try CommandRunner.run(["why", "-", "inner", "-s", "0x0"], stdin: document)
    #expect(inner.status == 0)
    #expect(inner.stderr.isEmpty, "\(inner.stderr)")
    #expect(
      inner.stdout.hasPrefix(
        "inner (vstack) at 0x0: 0/inner, frame {0, 0, 0, 0}\nlaid out 0 times; its stack "
          + "keeps a 0 x 0 placeholder for it, never measured: "),
      "\(inner.stdout)")
    let leaf = try CommandRunner.run(["why", "-", "leaf", "-s", "0x0"], stdin: document)
    #expect(leaf.status == 0)
    #expect(leaf.stderr.isEmpty, "\(leaf.stderr)")
    #expect(
      leaf.stdout.hasPrefix(
        "leaf (text) at 0x0: 0/inner/leaf, no frame\nlaid out 0 times; it is not in the "
          + "layout: its ancestor 0/inner is a 0 x 0 placeholder"),
      "\(leaf.stdout)")
    let json = try CommandRunner.run(
      ["why", "-", "inner", "-s", "0x0", "-f", "json"], stdin: document)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["placeholder"] as? String == "0/inner")
    #expect(object["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 0, "height": 0])
  }

  /// A flexing overlay or ratio spec in each of 30 nested stacks: every measurement
  /// calculated takes billions; why records the measurements eval calculates (a deferred
  /// one when a kept layout calculates it), so it explains the leaf as fast as eval lays it
  /// out, and ends at the frame eval prints.
  @Test func nestedFlexingIsExplainedWithEvalsMeasurements() throws {
    var element = #"{"type": "node", "name": "leaf", "intrinsicSize": [10, 10]}"#
    for level in 0..<30 {
      let stack =
        #"{"type": "\#(level % 2 == 0 ? "vstack" : "hstack")", "children": [\#(element), "#
        + #"{"type": "node", "style": {"width": "30%", "height": 20}}]}"#
      let style = #""style": {"flexBasis": "50%", "flexGrow": 1}"#
      element =
        level % 2 == 0
        ? #"{"type": "overlay", \#(style), "child": \#(stack), "overlay": {"type": "node"}}"#
        : #"{"type": "ratio", "ratio": 1.5, \#(style), "child": \#(stack)}"#
    }
    let document = #"{"sizes": ["375x*"], "root": "# + element + "}"
    let outcome = try CommandRunner.run(["why", "-", "leaf", "-f", "json"], stdin: document)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("does not match"), "\(outcome.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let eval = try CommandRunner.run(["eval", "-", "-c", "--flatten"], stdin: document)
    #expect(eval.status == 0, "\(eval.stderr)")
    let printed = try #require(
      try JSONSerialization.jsonObject(with: Data(eval.stdout.utf8)) as? [String: Any])
    let leaf = try #require(
      ((printed["root"] as? [String: Any])?["children"] as? [[String: Any]])?.first {
        $0["name"] as? String == "leaf"
      })
    #expect(object["frame"] as? [String: Double] == leaf["frame"] as? [String: Double])
  }

  /// An empty ELEMENT is said to be one, not taken for a file name; an empty FILE still
  /// is one.
  @Test func anEmptyArgumentIsNamedByItsPlace() throws {
    let element = try CommandRunner.run(["why", Self.header, ""])
    #expect(element.status == 2)
    #expect(
      element.stderr
        == "layoutspec: error: ELEMENT is empty: give a name, or a path of names and child "
        + "indices as check prints it (header/title)\n")
    let file = try CommandRunner.run(["why", "", "postTime"])
    #expect(file.status == 2)
    #expect(file.stderr.contains("an empty argument is not a file name"), "\(file.stderr)")
    let eval = try CommandRunner.run(["eval", Self.header, ""])
    #expect(eval.stderr.contains("an empty argument is not a file name"), "\(eval.stderr)")
  }

  @Test func missingArgumentsAreAUsageError() throws {
    let outcome = try CommandRunner.run(["why", Self.header])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("why takes a FILE and an ELEMENT"))
  }
}
