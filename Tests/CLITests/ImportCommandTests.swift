import Foundation
import Testing

// `layoutspec import`'s command line: files in, a description out (YAML by default, JSON on
// request, -o to a file), warnings and errors with FILE:LINE:COLUMN on standard error, exit
// status 2 for source that cannot be read or arguments that are wrong.

@Suite struct ImportCommandTests {
  @Test func importsACellAsYAMLOrJSON() throws {
    let yaml = try CommandRunner.run(["import", "Tests/ImportInputs/ProfileHeaderNode.m"])
    #expect(yaml.status == 0, "\(yaml.stderr)")
    #expect(yaml.stdout.contains("type: node\nname: ProfileHeaderNode\nlayout:\n"))
    let json = try CommandRunner.run([
      "import", "Tests/ImportInputs/ProfileHeaderNode.m", "--format", "json",
    ])
    #expect(json.status == 0)
    #expect(json.stdout.hasPrefix("{\n  \"type\": \"node\",\n  \"name\": \"ProfileHeaderNode\""))
    // What import writes, eval reads.
    let eval = try CommandRunner.run(
      ["eval", "-", "--size", "375xany", "--format", "ascii"], stdin: yaml.stdout)
    #expect(eval.status == 0, "\(eval.stderr)")
  }

  @Test func sourceThatCannotBeReadIsAPositionedErrorWithExitStatusTwo() throws {
    let cases: [(String, String)] = [
      (
        "@implementation A\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)c {\n  return @\"oops;\n}\n@end\n",
        "<stdin>:3:10: error: this string never ends"
      ),
      ("/* no end\n@implementation A\n", "<stdin>:1:1: error: this comment never ends"),
      (
        "class A: ASDisplayNode {}\n",
        "<stdin>:1:1: error: no class here implements layoutSpecThatFits:"
      ),
      (
        "@implementation A\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)c {\n  return "
          + String(repeating: "[", count: 5000) + "\n}\n@end\n",
        "<stdin>:3:158: error: the code is nested more than 150 levels deep here"
      ),
      (
        "@implementation A\n- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)c\n{",
        "<stdin>:3:1: error: this '{' is never closed"
      ),
    ]
    for (source, message) in cases {
      let outcome = try CommandRunner.run(["import", "-"], stdin: source)
      #expect(outcome.status == 2)
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
    }
  }

  @Test func codeItDoesNotUnderstandIsSkippedStatementByStatement() throws {
    let source = """
      @implementation A
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
        stack.spacing = 4 +;
        stack.style.flexGrow = 1;
        return stack;
      }
      @end

      """
    let outcome = try CommandRunner.run(["import", "-"], stdin: source)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("<stdin>:5:22: warning: statement skipped: unexpected ';'"))
    #expect(outcome.stdout.contains("<stdin>:5: statement skipped"))
    #expect(outcome.stdout.contains("style: { flexGrow: 1 }"))
  }

  @Test func usageErrors() throws {
    let cases: [([String], String)] = [
      (["import"], "import takes one or more .m, .mm, .swift or .h files"),
      (["import", "a.m", "--format", "xml"], "unknown format 'xml' for 'import'"),
      (["import", "a.m", "--class"], "--class"),
      (["import", "missing.m"], "missing.m: no such file"),
    ]
    for (arguments, message) in cases {
      let outcome = try CommandRunner.run(arguments)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
    }
  }

  @Test func helpAndCompletionsKnowTheCommand() throws {
    let help = try CommandRunner.run(["import", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: layoutspec import FILE... [--class NAME]"))
    let overview = try CommandRunner.run(["--help"])
    #expect(overview.stdout.contains("layoutspec import FILE..."))
    let bash = try CommandRunner.run(["completions", "bash"])
    #expect(bash.stdout.contains("import"))
  }

  /// UIFont's italic system font, in both languages, is `font: system` with `italic: true`;
  /// export writes it back as the same call.
  @Test func theItalicSystemFontIsItalicTrue() throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = directory.appendingPathComponent("quote.yaml").path
    try Data(
      "root: {type: node, layout: {type: text, name: quote, font: system, italic: true, fontSize: 15, text: hi}}\n"
        .utf8
    ).write(to: URL(fileURLWithPath: document))
    for (option, file) in [("--swift", "Quote.swift"), ("--objc", "Quote.m")] {
      let exported = try CommandRunner.run(["export", document, option])
      #expect(exported.status == 0, "\(exported.stderr)")
      #expect(
        exported.stdout.contains("italicSystemFont(ofSize: 15)")
          || exported.stdout.contains("italicSystemFontOfSize:15"), "\(exported.stdout)")
      let source = directory.appendingPathComponent(file).path
      try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: source))
      let imported = try CommandRunner.run(["import", source])
      #expect(imported.status == 0, "\(imported.stderr)")
      #expect(
        imported.stdout.contains("font: system, fontSize: 15, italic: true"), "\(imported.stdout)")
    }
  }

  /// `--font NAME=PATH` writes the file into the description's `fonts`: relative to the
  /// folder of `-o`'s file, so that eval finds it from there; as given on standard output.
  @Test func fontFilesGoIntoTheDescriptionsFonts() throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cells = directory.appendingPathComponent("cells")
    try FileManager.default.createDirectory(at: cells, withIntermediateDirectories: true)
    let output = cells.appendingPathComponent("review.yaml").path
    let font = "Inter-Regular=Tests/Fonts/Inter-Regular.otf"
    let written = try CommandRunner.run([
      "import", "Tests/ImportInputs/ReviewCellNode.swift", "--font", font, "-o", output,
    ])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(!written.stderr.contains("font 'Inter-Regular'"), "\(written.stderr)")
    let description = try String(contentsOfFile: output, encoding: .utf8)
    #expect(description.contains("fonts: { Inter-Regular: \"../"), "\(description)")
    #expect(description.contains("Tests/Fonts/Inter-Regular.otf\" }"), "\(description)")
    // The path is right from the description's folder: eval reads the font (an error if not).
    let eval = try CommandRunner.run(["eval", output, "--size", "375xany", "--format", "ascii"])
    #expect(eval.status == 0, "\(eval.stderr)")
    let printed = try CommandRunner.run([
      "import", "Tests/ImportInputs/ReviewCellNode.swift", "--font", font,
    ])
    #expect(printed.stdout.contains(#"fonts: { Inter-Regular: "Tests/Fonts/Inter-Regular.otf" }"#))
    // Without it, the name is left for --font at layout, with a warning.
    let named = try CommandRunner.run(["import", "Tests/ImportInputs/ReviewCellNode.swift"])
    #expect(!named.stdout.contains("fonts:"))
    #expect(named.stderr.contains("font 'Inter-Regular': lay the description out with --font"))
    let missing = try CommandRunner.run([
      "import", "Tests/ImportInputs/ReviewCellNode.swift", "--font", "Inter-Regular=none.otf",
    ])
    #expect(missing.status == 2)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr.contains("--font Inter-Regular=none.otf: no such file"))
  }
}
