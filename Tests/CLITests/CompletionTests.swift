import Foundation
import Testing

@testable import layoutspec

// Shell completions and the man page come from the same option tables as --help: every
// option a command's help lists is offered by each shell, and bash's completes for real.

@Suite struct CompletionTests {
  /// The long options `COMMAND --help` lists.
  func helpOptions(_ command: String) throws -> [String] {
    let help = try CommandRunner.run([command, "--help"]).stdout
    let options = help.components(separatedBy: "\nOPTIONS:\n").last ?? ""
    return options.split(separator: "\n").compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
    }
  }

  /// `completions bash` sourced by bash, as a function from the words on the line (the
  /// last one being completed) to what bash offers; `wordBreaks` is COMP_WORDBREAKS when
  /// given (bash's own has `:` and `@`, after which bash replaces the rest of the word only).
  static func bashCompletion(wordBreaks: String? = nil) throws -> ([String]) throws -> [String] {
    let script = try CommandRunner.run(["completions", "bash"]).stdout
    return { words in
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutspec-completion-\(UUID().uuidString).bash")
      try script.write(to: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: path) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let breaks = wordBreaks.map { "COMP_WORDBREAKS='\($0)'; " } ?? ""
      process.arguments = [
        "-c",
        "source '\(path.path)'; \(breaks)COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
          + "_layoutspec; printf '%s\\n' \"${COMPREPLY[@]}\"",
      ]
      process.currentDirectoryURL = CommandRunner.packageRoot
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"]) func everyHelpOptionIsCompleted(shell: String) throws {
    let script = try CommandRunner.run(["completions", shell])
    #expect(script.status == 0)
    for command in Commands.visible.map(\.name) {
      let options = try helpOptions(command)
      #expect(options.contains("--help"), "\(command)")
      for option in options {
        let spelled = shell == "fish" ? "-l \(option.dropFirst(2))" : option
        #expect(script.stdout.contains(spelled), "\(shell): \(command) \(option)")
      }
    }
  }

  @Test func bashCompletesOptionsAndFormats() throws {
    let complete = try Self.bashCompletion()
    #expect(try complete(["layoutspec", "ev"]) == ["eval"])
    #expect(try complete(["layoutspec", "eval", "--si"]) == ["--size"])
    #expect(try complete(["layoutspec", "eval", "-f", "as"]) == ["ascii"])
    #expect(try complete(["layoutspec", "diff", "--format", ""]) == ["json", "text"])
    #expect(try complete(["layoutspec", "eval", "-f", "h"]) == ["html"])
    #expect(try complete(["layoutspec", "completions", "z"]) == ["zsh"])
    let first = try complete(["layoutspec", ""])
    for command in ["completions", "version", "import", "manpage", "help"] {
      #expect(first.contains(command), "\(command)")
    }
    #expect(!first.contains("__variants"))
  }

  /// No file names where a value is free text or there is no FILE; variant names from the
  /// document on the line, read by the layoutspec being completed.
  @Test func bashOffersNoFilesForFreeTextAndReadsVariants() throws {
    let completeLine = try Self.bashCompletion()
    // The command is the binary under test, so that variants are read by this build.
    func complete(_ words: [String]) throws -> [String] {
      try completeLine([CommandRunner.binary.path] + words)
    }
    let cell = "samples/cells/photo-cell-node.yaml"
    #expect(try complete(["eval", cell, "--variant", ""]) == ["default", "noLocation"])
    #expect(try complete(["diff", cell, "--to-variant", "no"]) == ["noLocation"])
    #expect(try complete(["serve", cell, "--variant", "n"]) == ["noLocation"])
    #expect(try complete(["eval", "missing.yaml", "--variant", ""]).isEmpty)
    for words in [
      ["serve", "--idle-timeout", ""], ["eval", "--size", "s"], ["eval", "--variant", "s"],
      ["diff", "--to-variant", "s"], ["serve", "--port", "s"], ["import", "--class", "s"],
    ] {
      #expect(try complete(words).isEmpty, "\(words)")
    }
    // A SIZE offers the device names (Device.all).
    #expect(
      try complete(["eval", "--size", "iphone-se"]) == [
        "iphone-se-1", "iphone-se-2", "iphone-se-3",
      ])
    // Commands without a FILE complete their options only.
    #expect(try complete(["schema", ""]) == ["--help", "-h"])
    #expect(try complete(["version", ""]) == ["--help", "-h"])
    #expect(try complete(["eval", "samples/cells/photo-cell-node.y"]) == [cell])
    #expect(try complete(["eval", "--font-dir", "Tests/Font"]) == ["Tests/Fonts"])
  }

  @Test func theManPageListsEveryCommand() throws {
    let page = try CommandRunner.run(["manpage"]).stdout
    #expect(page.hasPrefix(".TH LAYOUTSPEC 1\n"))
    for command in ["eval", "validate", "check", "test", "diff"] {
      #expect(page.contains(".SS \(command)\n"))
    }
    #expect(page.contains(#".B \-s, \-\-size SIZE"#))
  }

  /// The man page's exit statuses are docs/cli.md's table, row by row.
  @Test func theManPageSaysWhatEachExitStatusMeans() throws {
    let page = try CommandRunner.run(["manpage"]).stdout
    let cli = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let table = cli.components(separatedBy: "## Exit status")[1]
    let rows = table.split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| status")
    }
    #expect(rows.count == 3)
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      // As roff spells it: no code spans, and a hyphen escaped.
      let meaning = cells[1].replacingOccurrences(of: "`", with: "")
        .replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".B \(cells[0])\n\(meaning)\n"), "exit status \(cells[0])")
    }
  }
}
