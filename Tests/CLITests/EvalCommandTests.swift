import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

// The `eval` contract of SPEC-cli: streams, exit status, formats and options, run through
// the real binary.

@Suite struct EvalCommandTests {
  let header = "samples/stack/simple-header.json"

  @Test func printsJSONFramesForASize() throws {
    let outcome = try CommandRunner.run(["eval", header, "--size", "375xany"])
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
    let outcome = try CommandRunner.run(["eval", header, "-s", "375xany", "-c"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        #"{"file":"samples/stack/simple-header.json","size":"375xany","sizeRange":{"min":{"width":375,"height":0},"#
      ))
    #expect(outcome.stdout.contains(#"{"type":"inset","name":"headerInset","frame":{"x":0,"#))
    #expect(!outcome.stdout.contains(".0,"))
    #expect(outcome.stdout.filter { $0 == "\n" }.count == 1)
  }

  /// Every result is one object of one shape, so `jq .root.frame` works whatever the count;
  /// several are a JSON stream, one line each with -c (JSON Lines).
  @Test func severalResultsAreOneObjectPerLineWithFileAndSize() throws {
    let inset = "samples/specs/inset.yaml"
    let outcome = try CommandRunner.run(
      ["eval", header, inset, "-s", "375xany", "-s", "320xany", "-c"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5 && lines.last == "")
    let results = try lines.dropLast().map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(results.map { $0["file"] as? String } == [header, header, inset, inset])
    #expect(results.map { $0["size"] as? String } == ["375xany", "320xany", "375xany", "320xany"])
    let widths = results.compactMap {
      (($0["root"] as? [String: Any])?["frame"] as? [String: Double])?["width"]
    }
    #expect(widths == [375, 320, 375, 320])
  }

  @Test func prettyResultsFollowOneAnotherAsAStream() throws {
    let outcome = try CommandRunner.run(["eval", header, "-s", "375xany", "-s", "320xany"])
    #expect(outcome.status == 0)
    // Two top-level objects, each starting at the beginning of a line.
    #expect(outcome.stdout.hasPrefix("{\n  \"file\": \"\(header)\",\n  \"size\": \"375xany\""))
    #expect(outcome.stdout.contains("}\n{\n  \"file\": \"\(header)\",\n  \"size\": \"320xany\""))
    #expect(outcome.stdout.hasSuffix("}\n"))
  }

  @Test func arrayWrapsEveryResultOfEveryFileInOneArray() throws {
    for compact in [false, true] {
      let outcome = try CommandRunner.run(
        ["eval", header, "samples/specs/inset.yaml", "-s", "375xany", "-s", "320xany", "--array"]
          + (compact ? ["-c"] : []))
      #expect(outcome.status == 0)
      let results = try #require(
        JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
      #expect(
        results.map { $0["size"] as? String } == ["375xany", "320xany", "375xany", "320xany"])
      if compact {
        #expect(outcome.stdout.filter { $0 == "\n" }.count == 1)
      } else {
        #expect(
          outcome.stdout.hasPrefix("[\n  {\n    \"file\": ")
            && outcome.stdout.hasSuffix("\n  }\n]\n"))
        #expect(outcome.stdout.contains("\n  },\n  {\n    \"file\": \"samples/specs/inset.yaml\""))
      }
    }
    let compact = try CommandRunner.run(["eval", header, "-s", "375xany", "--array", "-c"])
    #expect(compact.stdout.hasPrefix(#"[{"file":"#) && compact.stdout.hasSuffix("}]\n"))
  }

  @Test func standardInputIsNamedDashInResults() throws {
    let document = #"{"type": "node", "style": {"width": 30, "height": 40}}"#
    let outcome = try CommandRunner.run(["eval", "-", "-s", "100x100", "-c"], stdin: document)
    #expect(outcome.stdout.hasPrefix(#"{"file":"-","size":"100x100","#))
  }

  @Test func textFormatsHeadEachOfSeveralResults() throws {
    let inset = "samples/specs/inset.yaml"
    let outcome = try CommandRunner.run(
      ["eval", inset, "samples/specs/center.yaml", "-s", "375xany", "-s", "200xany", "-f", "ascii"])
    #expect(outcome.status == 0)
    let headings = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
    #expect(
      headings == [
        "==> \(inset) at 375xany <==", "==> \(inset) at 200xany <==",
        "==> samples/specs/center.yaml at 375xany <==",
        "==> samples/specs/center.yaml at 200xany <==",
      ])
    // A blank line before every heading but the first.
    #expect(outcome.stdout.components(separatedBy: "\n\n==> ").count == 4)
    let one = try CommandRunner.run(["eval", inset, "-s", "375xany", "-f", "ascii"])
    #expect(!one.stdout.contains("==>"))
  }

  /// samples/debugging/ascii-art.yaml quotes what its command prints, in its comment.
  @Test func asciiArtSamplePrintsWhatItsCommentSays() throws {
    let path = "samples/debugging/ascii-art.yaml"
    let text = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasSuffix("prints exactly:") })
    let command = try #require(lines[start].split(separator: "`").dropFirst().first)
    let arguments = command.split(separator: " ").dropFirst().map {
      $0 == "ascii-art.yaml" ? path : String($0)
    }
    var quoted: [String] = []
    for line in lines[(start + 2)...] {
      guard line.hasPrefix("#   ") else { break }
      quoted.append(String(line.dropFirst(4)))
    }
    let outcome = try CommandRunner.run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.stdout == quoted.joined(separator: "\n") + "\n")
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
    let outcome = try CommandRunner.run(["eval", header, "-s", "375xany", "--flatten", "-c"])
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
    let outcome = try CommandRunner.run(["eval", header, "missing.json", "-s", "375xany"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("missing.json:1:1: error:"))
  }

  @Test func severalFilesKeepArgumentOrder() throws {
    let other = "samples/specs/inset.json"
    let outcome = try CommandRunner.run(["eval", other, header, other, "-s", "375xany", "-c"])
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
    let outcome = try CommandRunner.run(["eval", header, "-s", "375xany", "-o", path])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("\"headerInset\""))
  }

  @Test func textFormatsPrintOneBlockPerSize() throws {
    let ascii = try CommandRunner.run(["eval", header, "-s", "375xany", "-f", "ascii"])
    #expect(ascii.status == 0)
    #expect(ascii.stdout.contains("ASInsetLayoutSpec (headerInset)"))
    let styles = try CommandRunner.run(["eval", header, "-s", "375xany", "-f", "styles"])
    #expect(styles.stdout.contains("constrained {{375, 0}, {375, inf}}"))
    let svg = try CommandRunner.run(["eval", header, "-s", "375xany", "-f", "svg"])
    #expect(svg.stdout.hasPrefix("<"))
    #expect(svg.stdout.contains("</svg>"))
  }

  @Test func aPercentOfAnInfiniteParentPrintsNullWithAWarning() throws {
    // 50% of the unbounded height of 375xany is infinite: Texture records 0 x 0, the json
    // prints null (SPEC-cli) and says which element.
    let document = "type: node\nname: half\nstyle: {height: \"50%\"}\n"
    let outcome = try CommandRunner.run(["eval", "-", "-s", "375xany", "-c"], stdin: document)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains(#""frame":{"x":0,"y":0,"width":null,"height":null}"#))
    #expect(outcome.stderr.contains("<stdin>:1:1: warning: 'half' (node) has a non-finite frame"))
  }

  @Test func svgOfSeveralSizesIsOneDocument() throws {
    let outcome = try CommandRunner.run(
      ["eval", header, "-s", "375xany", "-s", "320xany", "-f", "svg"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.components(separatedBy: "<?xml").count == 2)
    let parser = XMLParser(data: Data(outcome.stdout.utf8))
    #expect(parser.parse())
    #expect(outcome.stdout.components(separatedBy: "<svg ").count == 4)
  }

  @Test func timingGoesToStandardError() throws {
    let outcome = try CommandRunner.run(["eval", header, "-s", "375xany", "--timing", "-c"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("layout"))
    #expect(!outcome.stdout.contains("layout "))
  }
}
