import Foundation
import Testing

@testable import layoutspec

// The command table (CommandSpecs.swift) is the one list of commands, options and value
// spellings: what the binary prints for help, completions and the man page is checked
// against it, and docs/cli.md's usage blocks and tables are checked against what it
// generates, so a command, option or format added in one place only fails here.

@Suite struct CommandTableTests {
  static let cli: String = {
    let url = CommandRunner.packageRoot.appendingPathComponent("docs/cli.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// Every value list a completion offers, as the shells spell it: words apart by spaces.
  static let valueLists: [[String]] = [
    OutputFormat.allCases.map(\.rawValue), DiffFormat.allCases.map(\.rawValue),
    ImportFormat.allCases.map(\.rawValue), Shell.allCases.map(\.rawValue),
  ]

  @Test(arguments: Shell.allCases.map(\.rawValue))
  func everyValueListIsInEachShellsCompletions(shell: String) throws {
    let script = try CommandRunner.run(["completions", shell])
    #expect(script.status == 0)
    for list in Self.valueLists {
      #expect(script.stdout.contains(list.joined(separator: " ")), "\(shell) lacks \(list)")
    }
    #expect(script.stdout.contains("html"))
    for command in Commands.visible {
      #expect(script.stdout.contains(command.name), "\(shell) lacks \(command.name)")
    }
    #expect(!script.stdout.contains("__variants FILE"))
  }

  @Test(arguments: Commands.visible.map(\.name))
  func everyCommandHasHelpAndAManPageSection(command name: String) throws {
    let spec = try #require(Commands.named(name))
    let help = try CommandRunner.run([name, "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: \(spec.overview)\n\nUSAGE: layoutspec \(name)"))
    #expect(try CommandRunner.run(["help", name]).stdout == help.stdout)
    #expect(try CommandRunner.run([name, "-h"]).stdout == help.stdout)
    let page = try CommandRunner.run(["manpage"]).stdout
    #expect(page.contains(".SS \(name)\n"))
    let overview = try CommandRunner.run(["--help"]).stdout
    #expect(overview.contains("\n  layoutspec \(name)"))
  }

  /// The usage line of `COMMAND --help` names every option its OPTIONS section lists.
  @Test(arguments: Commands.visible.map(\.name))
  func usageListsEveryOption(command name: String) throws {
    let help = try CommandRunner.run([name, "--help"]).stdout
    let usage = try #require(help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE: ") })
    let options = help.components(separatedBy: "OPTIONS:\n")[1].split(separator: "\n")
      .compactMap { line in line.split(separator: " ").first { $0.hasPrefix("--") } }
      .filter { $0 != "--help" }
    for option in options {
      #expect(usage.contains(option + " ") || usage.contains(option + "]"), "\(name): \(option)")
    }
  }

  @Test func usageListsWhatTheIssueAskedFor() throws {
    let eval = try CommandRunner.run(["eval", "--help"]).stdout
    for option in ["--variant", "--watch", "--font", "--font-dir", "--werror"] {
      #expect(eval.contains("[\(option) ") || eval.contains("[\(option)]"), "\(option)")
    }
    #expect(try CommandRunner.run(["diff", "--help"]).stdout.contains("[--to-variant NAME]"))
    #expect(try CommandRunner.run(["test", "--help"]).stdout.contains("[--junit FILE]"))
  }

  /// Each ``` block of docs/cli.md that shows `layoutspec COMMAND ...` usage is the
  /// table's usage line, wrapped however the page likes.
  @Test func docsUsageBlocksAreTheGeneratedUsage() throws {
    var shown: [String: String] = [:]
    for block in DocExampleTests.blocks(of: "docs/cli.md") where block.language.isEmpty {
      var current: String?
      for line in block.lines {
        let words = line.split(separator: " ")
        if line.hasPrefix("layoutspec ") {
          // A usage line, not an example: its arguments are placeholders (FILE, [PATH...]).
          let name = String(words[1])
          guard Commands.named(name) != nil,
            words.count == 2 || words[2].first.map({ $0.isUppercase || $0 == "[" }) == true
          else { break }
          current = name
          shown[name] = line
        } else if let name = current, line.hasPrefix(" ") {
          shown[name]! += " " + line
        }
      }
    }
    let documented = [
      "eval", "serve", "validate", "schema", "devices", "check", "test", "diff", "why", "export",
      "import",
    ]
    for name in documented {
      let spec = try #require(Commands.named(name))
      let generated = spec.usageLines(width: .max).joined(separator: " ")
      let page = shown[name].map { $0.split(separator: " ").joined(separator: " ") }
      #expect(page == generated, "docs/cli.md's usage of \(name)")
    }
  }

  /// docs/cli.md's option table for `import` lists the table's options and formats.
  @Test func docsImportTableIsTheTable() throws {
    let section = Self.cli.components(separatedBy: "## `import`")[1]
      .components(separatedBy: "\n## ")[0]
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `-") }
    let documented = rows.map { row in
      row.split(separator: "`").dropFirst().first.map { $0.split(separator: " ")[0] } ?? ""
    }
    #expect(documented.map(String.init) == Commands.importCode.options.map(\.long))
    let formatRow = try #require(rows.first { $0.contains("--format") })
    for format in ImportFormat.allCases { #expect(formatRow.contains("`\(format.rawValue)`")) }
  }

  /// The options `eval` refuses with the wrong format are eval's, and their help names
  /// the formats they shape.
  @Test func formatOptionsAreEvalsOptions() throws {
    for (option, formats) in EvalOptions.formatOptions {
      let spec = try #require(Commands.eval.option(named: option), "\(option)")
      #expect(spec.help.hasPrefix(formats.map(\.rawValue).joined(separator: ", ") + ": "))
    }
    let watch = try #require(Commands.eval.option(named: "--watch"))
    for format in OutputFormat.allCases {
      #expect(watch.help.contains(format.rawValue) == EvalWatch.formats.contains(format))
    }
  }

  /// The sizes the help and the man page give as examples are sizes, and each axis form
  /// of docs/cli.md's table is one the help describes.
  @Test func theSizeSyntaxExamplesParse() throws {
    let examples = try #require(
      Usage.sizeSyntax.components(separatedBy: "(shell-safe unquoted): ").dropFirst().first)
    for example in examples.dropLast().components(separatedBy: ", ") {
      let size = example.split(separator: " ")[0]
      #expect(throws: Never.self, "\(size)") { try parseNamedSizeOption(String(size)) }
    }
    let table = Self.cli.components(separatedBy: "## Sizes")[1].components(separatedBy: "\n\n")[2]
    for axis in ["`375`", "`0...320`", "`10...inf`", "`any` or `*`"] {
      #expect(table.contains("| \(axis)"), "\(axis)")
    }
    for form in ["N (exactly N)", "MIN...MAX (MAX may be inf)", "any", "'*'"] {
      #expect(Usage.sizeSyntax.contains(form))
    }
  }

  /// docs/cli.md's Fonts section names the commands that take --font and --font-dir.
  @Test func docsListTheCommandsTakingFonts() throws {
    let section = Self.cli.components(separatedBy: "## Fonts")[1]
    let list = try #require(section.components(separatedBy: "takes (").dropFirst().first)
      .components(separatedBy: ")")[0]
    let documented = list.split(separator: "`").filter { !$0.contains(",") }.map(String.init)
    // The documents' options: `import` has a `--font` of its own, for the files it writes.
    for option in [Commands.font, Commands.fontDir] {
      let taking = Commands.visible.filter { $0.option(named: option.long)?.help == option.help }
      #expect(documented == taking.map(\.name), "\(option.long)")
    }
  }

  @Test func theManPageHasEverySection() throws {
    let page = try CommandRunner.run(["manpage"]).stdout
    var at = page.startIndex
    for section in ManPage.sections {
      let found = page.range(of: ".SH \(section)\n", range: at..<page.endIndex)
      #expect(found != nil, "\(section), in order")
      at = found?.upperBound ?? at
    }
    #expect(page.contains(".I NAME.golden.json\n"))
    #expect(page.contains(".I /System/Library/Fonts\n"))
    #expect(page.contains(".B LAYOUTSPEC_SYSTEM_FONTS\n"))
    #expect(page.contains(".SH SIZE\nSIZE is WIDTHxHEIGHT"))
    #expect(page.contains("layoutspec eval header.json \\-\\-size 375x667\n"))
  }

  /// The man page's macOS fonts folders are docs/text.md's.
  @Test func theFontFoldersAreDocsTexts() throws {
    let url = CommandRunner.packageRoot.appendingPathComponent("docs/text.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let row = try #require(text.split(separator: "\n").first { $0.contains("| macOS |") })
    for folder in FontSearch.directories(on: .macOS, home: "~") {
      #expect(row.contains("`\(folder)`"), "\(folder)")
    }
  }

  @Test func helpForTheCommandsThatHadNone() throws {
    for name in ["completions", "manpage", "version", "help", "schema"] {
      let help = try CommandRunner.run([name, "--help"])
      #expect(help.status == 0, "\(name)")
      #expect(help.stdout.hasPrefix("OVERVIEW: "), "\(name)")
    }
    let version = try CommandRunner.run(["version"])
    #expect(version.stdout == Usage.version + "\n")
    #expect(try CommandRunner.run(["manpage", "extra"]).status == 2)
    let shell = try CommandRunner.run(["completions", "tcsh"])
    #expect(shell.status == 2)
    #expect(shell.stderr.contains("unknown shell 'tcsh'; use one of bash, zsh, fish"))
  }

  @Test func anUnknownCommandGetsTheNearest() throws {
    let typo = try CommandRunner.run(["evl", "x.yaml"])
    #expect(typo.status == 2)
    #expect(typo.stderr == "layoutspec: error: unknown command 'evl'; did you mean 'eval'?\n")
    let far = try CommandRunner.run(["xyzzy"])
    #expect(far.stderr.contains("unknown command 'xyzzy'; see 'layoutspec --help'"))
    #expect(try CommandRunner.run(["help", "chek"]).stderr.contains("did you mean 'check'?"))
    // The completions' helper is not a command users are offered.
    #expect(try CommandRunner.run(["__variant"]).stderr.contains("see 'layoutspec --help'"))
  }

  @Test func variantsHelperPrintsNamesAndIsSilentOtherwise() throws {
    let names = try CommandRunner.run(["__variants", "samples/cells/photo-cell-node.yaml"])
    #expect(names.stdout == "default\nnoLocation\n")
    for arguments in [["__variants", "missing.yaml"], ["__variants"], ["__variants", "-"]] {
      let outcome = try CommandRunner.run(arguments)
      #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty, "\(arguments)")
      #expect(outcome.status == 1)
    }
  }
}
