import Foundation
import Testing

@testable import LayoutSpecFormat
@testable import layoutspec

// `check --fail-on`, `test --fail-on` and `eval --format html --sheet` as users run them
// (docs/cli.md, "Layout flags" and "The contact sheet").

@Suite struct LayoutFlagsCommandTests {
  /// A cell whose title truncates at 200 and whose badge overlaps by design (an overlay),
  /// with a variant whose avatar overlaps the title.
  static let cell = """
    sizes: ["200xany", "375xany"]
    variants:
      tight:
        - { name: header, set: { spacing: -8 } }
    root:
      type: vstack
      name: cell
      children:
        - type: hstack
          name: header
          spacing: 8
          children:
            - { type: node, name: avatar, style: { width: 40, height: 40 } }
            - { type: text, name: title, text: "Sunset Beach at dusk", maxLines: 1, style: { flexShrink: 1 } }
        - type: overlay
          name: photo
          child: { type: node, name: image, style: { height: 60 } }
          overlay: { type: node, name: shade }
    """

  /// A scratch folder holding `cell.yaml`.
  func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-flags-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Self.cell.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    return directory
  }

  @Test func checkFailsOnTheFlagsAskedForNamingPathSizeAndVariant() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = try CommandRunner.run(["check", "cell.yaml", "--update"], in: directory)
    #expect(record.status == 0)
    // The golden file matches: only the flags fail, exit status 1 as for a difference.
    let flagged = try CommandRunner.run(
      ["check", "cell.yaml", "--fail-on", "truncation,overlap"], in: directory)
    #expect(flagged.status == 1)
    #expect(flagged.stderr.isEmpty, "\(flagged.stderr)")
    #expect(
      flagged.stdout == """
        cell.yaml: has layout flags (--fail-on truncation,overlap)
          default at 200x*: cell/header/title: truncated: shows 1 of 2 lines
          tight at 200x*: cell/header/title: truncated: shows 1 of 2 lines
          tight at 200x*: cell/header/title: overlaps cell/header/avatar by 8 x 40
          tight at 375x*: cell/header/title: overlaps cell/header/avatar by 8 x 40

        """)
    // The overlay's children overlap by design: no flag names them.
    #expect(!flagged.stdout.contains("photo/"))
    let onlyOverlap = try CommandRunner.run(
      ["check", "cell.yaml", "--fail-on", "overlap", "--variant", "default"], in: directory)
    #expect(onlyOverlap.status == 0, "\(onlyOverlap.stdout)")
    #expect(onlyOverlap.stdout.isEmpty)
    let wide = try CommandRunner.run(
      ["check", "cell.yaml", "--fail-on", "truncation", "--fail-on", "outside", "-s", "375xany"],
      in: directory)
    #expect(wide.status == 0, "\(wide.stdout)")
  }

  @Test func flagsAndDifferencesAreReportedTogether() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try CommandRunner.run(["check", "cell.yaml", "--update"], in: directory)
    let document = directory.appendingPathComponent("cell.yaml")
    let moved = Self.cell.replacingOccurrences(of: "spacing: 8", with: "spacing: 4")
    try moved.write(to: document, atomically: true, encoding: .utf8)
    let outcome = try CommandRunner.run(
      ["check", "cell.yaml", "--fail-on", "truncation", "--junit", "report.xml"], in: directory)
    #expect(outcome.status == 1)
    #expect(outcome.stdout.hasPrefix("cell.yaml: differs from cell.golden.json\n"))
    #expect(outcome.stdout.contains("cell.yaml: has layout flags (--fail-on truncation)\n"))
    // Each flag is in the JUnit case of its size and variant.
    let junit = try String(
      contentsOf: directory.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(junit.contains("cell/header/title: truncated: shows 1 of 2 lines"))
  }

  /// A misspelled flag gets the nearest name, an empty one (a comma too many) is said.
  @Test func aMisspelledOrEmptyFlagIsSaid() throws {
    let header = "samples/stack/simple-header.yaml"
    let typo = try CommandRunner.run(["check", header, "--fail-on", "truncaton"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr
        == "layoutspec: error: unknown layout flag 'truncaton' (did you mean 'truncation'?); "
        + "use one of truncation, overlap, outside, null\n")
    for text in ["truncation,", ",overlap", "truncation,,overlap", ","] {
      let empty = try CommandRunner.run(["test", header, "--fail-on", text])
      #expect(empty.status == 2)
      #expect(
        empty.stderr
          == "layoutspec: error: --fail-on '\(text)' has an empty layout flag (a comma too "
          + "many); use one of truncation, overlap, outside, null\n")
    }
  }

  @Test func anUnknownFlagIsAUsageError() throws {
    let outcome = try CommandRunner.run(
      ["check", "samples/stack/simple-header.yaml", "--fail-on", "truncation,clipping"])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "unknown layout flag 'clipping'; use one of truncation, overlap, outside, null"),
      "\(outcome.stderr)")
    let empty = try CommandRunner.run(["test", "samples/stack", "--fail-on", ""])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("--fail-on needs layout flags"), "\(empty.stderr)")
  }

  @Test func testFailsADocumentWithFlagsAndPassesTheOthers() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: CommandRunner.packageRoot.appendingPathComponent("samples/stack/simple-header.yaml"),
      to: directory.appendingPathComponent("header.yaml"))
    let record = try CommandRunner.run(["test", ".", "--update"], in: directory)
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    let outcome = try CommandRunner.run(["test", ".", "--fail-on", "overlap"], in: directory)
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout == """
        FAILED ./cell.yaml
        ./cell.yaml: has layout flags (--fail-on overlap)
          tight at 200x*: cell/header/title: overlaps cell/header/avatar by 8 x 40
          tight at 375x*: cell/header/title: overlaps cell/header/avatar by 8 x 40
        ok     ./header.yaml
        1 passed, 1 failed

        """, "\(outcome.stdout)")
  }

  @Test func theSheetHasEveryCellOfTheMatrix() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try CommandRunner.run(
      [
        "eval", "cell.yaml", "--format", "html", "--sheet", "-s", "200xany", "-s", "320xany",
        "-s", "375xany",
      ], in: directory)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let page = outcome.stdout
    for size in ["200x*", "320x*", "375x*"] {
      for variant in ["default", "tight"] {
        #expect(page.contains("<figcaption><b>\(size) · \(variant)</b>"), "\(size) \(variant)")
      }
    }
    #expect(page.components(separatedBy: "<figure").count - 1 == 6)
    #expect(
      page.contains(
        "<li class=\"truncation\">cell/header/title: truncated: shows 1 of 2 lines</li>"))
    // Flagged elements are outlined in the picture with their flag as a tooltip.
    #expect(
      page.contains("<title>cell/header/title: overlaps cell/header/avatar by 8 x 40</title>"))
    // No script, nothing loaded: the page opens from disk as it is.
    #expect(!page.contains("<script"))
  }

  @Test func sheetIsForTheHTMLFormatOnly() throws {
    let outcome = try CommandRunner.run(["eval", "samples/stack/simple-header.yaml", "--sheet"])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains("--sheet applies to --format html only"), "\(outcome.stderr)")
  }

  /// A sheet of a large document stays small: its cells draw their share of the element
  /// budget, shallowest first, and eval says so.
  @Test func aLargeDocumentsSheetIsBounded() throws {
    var children = ""
    for index in 0..<6_000 {
      children += "    - { type: node, name: n\(index), style: { height: 2 } }\n"
    }
    let document = "type: vstack\nname: list\nchildren:\n" + children
    let outcome = try CommandRunner.run(
      [
        "eval", "-", "--format", "html", "--sheet", "-s", "100xany", "-s", "200xany",
        "-s", "300xany", "-s", "400xany", "-s", "500xany", "-s", "600xany", "-s", "700xany",
      ],
      stdin: document)
    #expect(outcome.status == 0)
    #expect(
      outcome.stderr.contains("warning: the contact sheet draws at most"), "\(outcome.stderr)")
    #expect(outcome.stdout.contains("(drawn to depth 0: 1 of 6001 elements)"))
    #expect(outcome.stdout.utf8.count < 200_000, "\(outcome.stdout.utf8.count)")
  }

  /// A matrix of more cells than the elements the sheet draws is an error before anything
  /// is laid out: 201 sizes times 200 variants would be 40,200 cells drawing nothing each,
  /// in a page (and memory) that grows with the cells.
  @Test func aSheetOfMoreCellsThanItDrawsIsAnError() throws {
    let variants = (0..<199).map { "  v\($0): [{ name: t, set: { text: \"v\($0)\" } }]" }
    let document =
      "sizes: [" + (0..<201).map { "\"\(100 + $0)x*\"" }.joined(separator: ", ") + "]\n"
      + "variants:\n" + variants.joined(separator: "\n") + "\n"
      + "root: { type: text, name: t, text: hello }\n"
    let outcome = try CommandRunner.run(
      ["eval", "-", "--format", "html", "--sheet"], stdin: document)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.hasPrefix(
        "<stdin>:\(variants.count + 3):7: error: the contact sheet would have 40200 cells "
          + "(sizes times variants), more than the 40000 elements it draws in all"),
      "\(outcome.stderr)")
    // The same matrix as json is laid out (one result at a time).
    let sizes = try CommandRunner.run(["eval", "-", "-c", "--variant", "v1"], stdin: document)
    #expect(sizes.status == 0)
  }

  /// `--sheet` of a document without sizes: the default devices, which docs/cli.md lists.
  @Test func aSheetWithoutSizesShowsTheDefaultDevices() throws {
    #expect(EvalOptions.sheetSizes.count == EvalOptions.sheetDevices.count)
    let outcome = try CommandRunner.run(
      ["eval", "-", "--format", "html", "--sheet"], stdin: "type: node\nname: box\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let url = CommandRunner.packageRoot.appendingPathComponent("docs/cli.md")
    let cli = try String(contentsOf: url, encoding: .utf8)
    let section = cli.components(separatedBy: "### `--format html --sheet`")[1]
      .components(separatedBy: "\n#")[0]
    for device in EvalOptions.sheetDevices {
      #expect(outcome.stdout.contains("<figcaption><b>\(device)</b>"), "\(device)")
      #expect(section.contains("`\(device)`"), "\(device)")
    }
  }

  /// "No truncation at accessibilityXXXLarge on an SE": a content size is a row of the
  /// sheet and a result `check --fail-on` names.
  @Test func contentSizesAreRowsAndResultsOfTheirOwn() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-flags-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = """
      sizes: ["iphone-se-1", "iphone-se-1@accessibilityXXXLarge"]
      root:
        type: vstack
        name: cell
        children:
          - { type: text, name: title, text: "Sunset Beach at dusk", font: system, fontSize: headline, maxLines: 1 }
      """
    try document.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    let sheet = try CommandRunner.run(
      ["eval", "cell.yaml", "--format", "html", "--sheet"], in: directory)
    #expect(sheet.status == 0)
    #expect(sheet.stdout.contains("<th>large</th>"))
    #expect(sheet.stdout.contains("<th>accessibilityXXXLarge</th>"))
    #expect(sheet.stdout.contains("<figcaption><b>iphone-se-1 · accessibilityXXXLarge</b>"))
    let check = try CommandRunner.run(
      ["check", "cell.yaml", "--update", "--fail-on", "truncation"], in: directory)
    #expect(check.status == 1)
    #expect(
      check.stdout
        == "cell.yaml: has layout flags (--fail-on truncation)\n"
        + "  iphone-se-1@accessibilityXXXLarge: cell/title: truncated: shows 1 of 2 lines\n",
      "\(check.stdout)")
  }

  /// docs/cli.md's table of layout flags is `LayoutFlag.Kind`, in order, with its summaries.
  @Test func docsFlagTableIsTheEnum() throws {
    let url = CommandRunner.packageRoot.appendingPathComponent("docs/cli.md")
    let cli = try String(contentsOf: url, encoding: .utf8)
    let section = cli.components(separatedBy: "### Layout flags")[1]
      .components(separatedBy: "\n#")[0]
    // The first table: a row per flag (the second is a row per parent kind).
    let table = try #require(
      section.components(separatedBy: "\n\n").first { $0.hasPrefix("| flag |") })
    let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == LayoutFlag.Kind.allCases.count)
    for (row, kind) in zip(rows, LayoutFlag.Kind.allCases) {
      #expect(row.hasPrefix("| `\(kind.rawValue)` | \(kind.summary)"), "\(row)")
    }
  }

  /// `--fail-on`'s choices are the enum's (help, completions and the man page read them).
  @Test func failOnOffersEveryFlag() throws {
    for command in [Commands.check, Commands.test] {
      let option = try #require(command.option(named: "--fail-on"))
      #expect(option.kind.choiceNames == LayoutFlag.Kind.allCases.map(\.rawValue))
    }
  }
}
