import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

// The `eval` contract of docs/cli.md: streams, exit status, formats and options, run through
// the real binary.

@Suite struct EvalCommandTests {
  let header = "samples/stack/simple-header.json"

  @Test func printsJSONFramesForASize() throws {
    let outcome = try CommandRunner.run(["eval", header, "--size", "375x*"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let result = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let range = try #require(result["sizeRange"] as? [String: [String: Any]])
    #expect(range["max"]?["width"] as? Double == 375)
    #expect(range["max"]?["height"] is NSNull)
    let root = try #require(result["root"] as? [String: Any])
    #expect(root["type"] as? String == "inset")
    #expect((root["frame"] as? [String: Double])?["width"] == 375)
  }

  @Test func keysComeInContractOrderAndIntegralNumbersHaveNoFraction() throws {
    let outcome = try CommandRunner.run(["eval", header, "-s", "375x*", "-c"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        #"{"file":"\#(header)","size":"375x*","sizeRange":{"min":{"width":375,"height":0},"#))
    #expect(outcome.stdout.contains(#"{"type":"inset","name":"headerInset","frame":{"x":0,"#))
    #expect(!outcome.stdout.contains(".0,"))
    #expect(outcome.stdout.filter { $0 == "\n" }.count == 1)
  }

  /// docs/cli.md: every result is one object of the same shape, saying its file and size;
  /// several are a JSON stream (with -c, one line each: JSON Lines), or with --array one
  /// array. So `jq .root.frame` works however many sizes a document lists.
  @Test func everyResultIsOneLabelledObject() throws {
    let inset = "samples/specs/inset.yaml"
    let outcome = try CommandRunner.run(["eval", header, inset, "-s", "375x*", "-s", "320x*", "-c"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 4)
    let results = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(results.map { $0["file"] as? String } == [header, header, inset, inset])
    #expect(results.map { $0["size"] as? String } == ["375x*", "320x*", "375x*", "320x*"])
    let widths = results.compactMap {
      (($0["root"] as? [String: Any])?["frame"] as? [String: Double])?["width"]
    }
    #expect(widths == [375, 320, 375, 320])

    for compact in [true, false] {
      let array = try CommandRunner.run(
        ["eval", header, inset, "-s", "375x*", "--array"] + (compact ? ["-c"] : []))
      let items = try #require(
        JSONSerialization.jsonObject(with: Data(array.stdout.utf8)) as? [[String: Any]])
      #expect(items.map { $0["file"] as? String } == [header, inset])
    }

    // Pretty results follow one another, each a whole document (a JSON stream).
    let pretty = try CommandRunner.run(["eval", header, "-s", "375x*", "-s", "320x*"])
    #expect(pretty.stdout.components(separatedBy: "\n}\n{\n").count == 2)
    let stdin = try CommandRunner.run(
      ["eval", "-", "-s", "1x1", "-c"], stdin: #"{"type": "node"}"#)
    #expect(stdin.stdout.hasPrefix(#"{"file":"-","size":"1x1","#))
  }

  /// Text formats head each result with its file and size when there are several; the
  /// ascii art, the same at every size, is printed once per file.
  @Test func textFormatsHeadEachResultWhenThereAreSeveral() throws {
    let styles = try CommandRunner.run([
      "eval", header, "-s", "375x*", "-s", "320x*", "-f", "styles",
    ])
    #expect(styles.stdout.hasPrefix("==> \(header) at 375x* <==\nASInsetLayoutSpec"))
    #expect(styles.stdout.contains("\n==> \(header) at 320x* <==\n"))
    let one = try CommandRunner.run(["eval", header, "-s", "375x*", "-f", "boxes"])
    #expect(!one.stdout.contains("==>"))
    let ascii = try CommandRunner.run(["eval", "samples/debugging/ascii-art.yaml", "-f", "ascii"])
    #expect(ascii.stdout.hasPrefix("-----------------------ASStackLayoutSpec----"))
    #expect(ascii.stdout.split(separator: "\n").count == 6)
  }

  @Test func readsStandardInputAndSniffsJSON() throws {
    let document = #"{"type": "node", "name": "box", "style": {"width": 30, "height": 40}}"#
    let outcome = try CommandRunner.run(["eval", "-", "-s", "100x100", "-c"], stdin: document)
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.contains(
        #""root":{"type":"node","name":"box","frame":{"x":0,"y":0,"width":100,"height":100}}"#))
  }

  @Test func flattenListsNodesRelativeToTheRoot() throws {
    let outcome = try CommandRunner.run(["eval", header, "-s", "375x*", "--flatten", "-c"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains(#"{"type":"text","name":"postTime","frame":{"x":335,"#))
    #expect(!outcome.stdout.contains(#""type":"vstack""#))
  }

  @Test func invalidDocumentPrintsPositionedErrorAndNothingOnStdout() throws {
    let document =
      "{\n  \"type\": \"inset\",\n  \"insets\": 4,\n  \"chlid\": {\"type\": \"node\"}\n}"
    let outcome = try CommandRunner.run(["eval", "-", "-s", "100x100"], stdin: document)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("<stdin>:4:3: error:"))
    #expect(outcome.stderr.contains("did you mean 'child'"))
  }

  @Test func oneBadFileAmongGoodOnesPrintsNoResults() throws {
    let outcome = try CommandRunner.run(["eval", header, "missing.json", "-s", "375x*"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr == "layoutspec: error: missing.json: no such file\n")
  }

  @Test func severalFilesKeepArgumentOrder() throws {
    let other = "samples/specs/inset.json"
    let outcome = try CommandRunner.run(["eval", other, header, other, "-s", "375x*", "-c"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == lines[2])
    #expect(lines[1].contains("headerInset"))
  }

  @Test func sizesComeFromTheEnvelopeWithoutSizeOption() throws {
    let outcome = try CommandRunner.run(["eval", header, "-c"])
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.isEmpty)
  }

  @Test func missingSizeIsAnError() throws {
    let outcome = try CommandRunner.run(
      ["eval", "-"], stdin: #"{"type": "node", "style": {"width": 1, "height": 1}}"#)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("<stdin>:1:1: error: no size"))
  }

  @Test(arguments: [
    ["eval"], ["eval", "x.json", "--size"], ["eval", "x.json", "--size", "12"],
    ["eval", "x.json", "--format", "png"], ["eval", "x.json", "--bogus"], ["frobnicate"],
    ["eval", "x.json", "--scale", "0"], ["eval", "x.json", "--compact=yes"],
  ])
  func usageErrorsExitTwo(arguments: [String]) throws {
    let outcome = try CommandRunner.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("layoutspec: error: "))
  }

  @Test func helpAndVersion() throws {
    let help = try CommandRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("layoutspec eval FILE..."))
    let evalHelp = try CommandRunner.run(["eval", "--help"])
    #expect(evalHelp.status == 0)
    #expect(evalHelp.stdout.contains("--flatten"))
    let version = try CommandRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("layoutspec "))
  }

  @Test func outputOptionWritesTheFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try CommandRunner.run(["eval", header, "-s", "375x*", "-o", path])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("\"headerInset\""))
  }

  /// Writing errors say what is wrong in the project's words, never Foundation's
  /// (`NSCocoaErrorDomain error 512` for a directory); `-o -` is standard output.
  @Test func outputErrorsAreInTheProjectsWords() throws {
    var cases = [
      ("/tmp", "cannot write '/tmp': it is a directory"),
      ("/nonexistent-dir/x.json", "cannot write '/nonexistent-dir/x.json': no such directory"),
    ]
    // /dev/full, the device that is always full, is Linux's; macOS has none.
    #if os(Linux)
      cases.append(("/dev/full", "cannot write '/dev/full': no space left on device"))
    #endif
    for (path, message) in cases {
      let outcome = try CommandRunner.run(["eval", header, "-s", "375x*", "-o", path])
      #expect(outcome.status == 2, "\(path)")
      #expect(outcome.stderr == "layoutspec: error: \(message)\n", "\(outcome.stderr)")
      #expect(!outcome.stderr.contains("NSCocoa") && !outcome.stderr.contains("operation"))
    }
    let golden = try CommandRunner.run(["check", header, "--golden", "/tmp", "--update"])
    #expect(golden.status == 2)
    #expect(golden.stderr.contains("cannot write '/tmp': it is a directory"), "\(golden.stderr)")
    let dash = try CommandRunner.run(["eval", header, "-s", "375x*", "-c", "-o", "-"])
    let plain = try CommandRunner.run(["eval", header, "-s", "375x*", "-c"])
    #expect(dash.status == 0 && dash.stdout == plain.stdout && !dash.stdout.isEmpty)
  }

  @Test func textFormatsPrintOneBlockPerSize() throws {
    let ascii = try CommandRunner.run(["eval", header, "-s", "375x*", "-f", "ascii"])
    #expect(ascii.status == 0)
    #expect(ascii.stdout.contains("ASInsetLayoutSpec (headerInset)"))
    let styles = try CommandRunner.run(["eval", header, "-s", "375x*", "-f", "styles"])
    #expect(styles.stdout.contains("constrained {{375, 0}, {375, inf}}"))
    let svg = try CommandRunner.run(["eval", header, "-s", "375x*", "-f", "svg"])
    #expect(svg.stdout.hasPrefix("<"))
    #expect(svg.stdout.contains("</svg>"))
  }

  @Test func aPercentOfAnInfiniteParentPrintsNullWithAWarning() throws {
    // 50% of the unbounded height of 375x* is infinite: Texture records 0 x 0, the json
    // prints null (docs/cli.md, `eval`) and says which element.
    let document = "type: node\nname: half\nstyle: {height: \"50%\"}\n"
    let outcome = try CommandRunner.run(["eval", "-", "-s", "375x*", "-c"], stdin: document)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains(#""frame":{"x":0,"y":0,"width":null,"height":null}"#))
    #expect(outcome.stderr.contains("<stdin>:1:1: warning: 'half' (node) has a non-finite frame"))
  }

  /// Issue 30 item 9. ASLayout's initializer (Source/Layout/ASLayout.mm,
  /// `-initWithLayoutElement:size:position:sublayouts:`) replaces a size that is not
  /// ASIsCGSizeValidForSize, either axis, with CGSizeZero, both axes ("Release
  /// configurations will force to 0, 0"), when the layout is made: the stack measures
  /// the inset (its width finite(0 + inf, max.width = inf)) as 0 x 0, so nothing
  /// overflows, nothing shrinks, and the inset's child keeps its 6 points at y 10.
  @Test func anInvalidSizeIsZeroForTheParentToo() throws {
    let document = """
      type: vstack
      children:
        - {type: node, name: full, style: {flexBasis: "100%"}}
        - type: inset
          name: open
          insets: [0, 0, 0, "inf"]
          style: {flexShrink: 2, flexBasis: "60%"}
          child: {type: node, name: inner}
      """
    let outcome = try CommandRunner.run(["eval", "-", "-s", "*x10", "-c"], stdin: document)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains(#""name":"full","frame":{"x":0,"y":0,"width":0,"height":10}"#))
    #expect(
      outcome.stdout.contains(#""name":"open","frame":{"x":0,"y":10,"width":null,"height":null}"#),
      "\(outcome.stdout)")
    #expect(outcome.stdout.contains(#""name":"inner","frame":{"x":0,"y":0,"width":0,"height":6}"#))
    #expect(outcome.stderr.contains("'open' (inset) has a non-finite frame"), "\(outcome.stderr)")
  }

  @Test func svgOfSeveralSizesIsOneDocument() throws {
    let outcome = try CommandRunner.run(
      ["eval", header, "-s", "375x*", "-s", "320x*", "-f", "svg"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.components(separatedBy: "<?xml").count == 2)
    let parser = XMLParser(data: Data(outcome.stdout.utf8))
    #expect(parser.parse())
    #expect(outcome.stdout.components(separatedBy: "<svg ").count == 4)
  }

  @Test func timingGoesToStandardError() throws {
    let outcome = try CommandRunner.run(["eval", header, "-s", "375x*", "--timing", "-c"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("layout"))
    #expect(!outcome.stdout.contains("layout "))
  }
}

@Suite struct BoxesWidthTests {
  /// `--columns N` is the width of everything boxes prints: the drawing, the caption under
  /// it and the `==> FILE at SIZE <==` headers, cut with `…` where longer (a 60-column
  /// run printed an 85-character header).
  @Test(arguments: [10, 40, 60])
  func everyLineFitsTheColumns(columns: Int) throws {
    let samples = try FileManager.default.subpathsOfDirectory(
      atPath: CommandRunner.packageRoot.path + "/samples"
    ).filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(samples.count > 5)
    for sample in samples {
      let outcome = try CommandRunner.run(
        ["eval", "samples/" + sample, "--format", "boxes", "--columns", String(columns)])
      #expect(outcome.status == 0, "\(sample): \(outcome.stderr)")
      for line in outcome.stdout.split(separator: "\n") where line.count > columns {
        Issue.record("\(sample) at \(columns) columns: \(line.count) characters: \(line)")
      }
    }
  }
}

@Suite struct RootSizeWarningTests {
  /// docs/format.md 1.3: the range beats the root's own size. An exact width or height
  /// overrides the root's style there, which warns at the root as keys without effect do;
  /// an open range, or a size the root already has, says nothing.
  @Test func anExactSizeThatOverridesTheRootsOwnWarns() throws {
    let document = "root: {type: node, style: {width: 300, maxHeight: 50}}\n"
    let exact = try CommandRunner.run(["eval", "-", "-s", "375x667", "-c"], stdin: document)
    #expect(exact.status == 0)
    #expect(
      exact.stderr.contains(
        "<stdin>:1:7: warning: the root's 'width' has no effect at 375x667: the size's exact "
          + "width 375 is the root's"), "\(exact.stderr)")
    #expect(exact.stderr.contains("the root's 'maxHeight' has no effect at 375x667"))
    let roomy = try CommandRunner.run(
      ["eval", "-", "-s", "0...375x0...667", "-c"], stdin: document)
    #expect(roomy.status == 0 && roomy.stderr.isEmpty, "\(roomy.stderr)")
    let agreeing = try CommandRunner.run(["eval", "-", "-s", "300x40", "-c"], stdin: document)
    #expect(agreeing.stderr.isEmpty, "\(agreeing.stderr)")
    let strict = try CommandRunner.run(
      ["eval", "-", "-s", "375x667", "-c", "--werror"], stdin: document)
    #expect(strict.status == 2)
  }
}
