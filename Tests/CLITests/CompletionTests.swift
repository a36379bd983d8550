import Foundation
import Testing

// Shell completions and the man page come from the same option tables as --help: every
// option a command's help lists is offered by each shell, and bash's completes for real.

@Suite struct CompletionTests {
  /// The long options `COMMAND --help` lists.
  func helpOptions(_ command: String) throws -> [String] {
    let help = try CommandRunner.run([command, "--help"]).stdout
    return help.split(separator: "\n").compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"]) func everyHelpOptionIsCompleted(shell: String) throws {
    let script = try CommandRunner.run(["completions", shell])
    #expect(script.status == 0)
    for command in ["eval", "validate", "check", "test", "diff"] {
      let options = try helpOptions(command)
      #expect(options.count >= 2, "\(command)")
      for option in options {
        let spelled = shell == "fish" ? "-l \(option.dropFirst(2))" : option
        #expect(script.stdout.contains(spelled), "\(shell): \(command) \(option)")
      }
    }
  }

  @Test func bashCompletesOptionsAndFormats() throws {
    let script = try CommandRunner.run(["completions", "bash"]).stdout
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-completion-\(UUID().uuidString).bash")
    try script.write(to: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: path) }
    func complete(_ words: [String]) throws -> [String] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      process.arguments = [
        "-c",
        "source '\(path.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
          + "_layoutspec; printf '%s\\n' \"${COMPREPLY[@]}\"",
      ]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    #expect(try complete(["layoutspec", "ev"]) == ["eval"])
    #expect(try complete(["layoutspec", "eval", "--si"]) == ["--size"])
    #expect(try complete(["layoutspec", "eval", "-f", "as"]) == ["ascii"])
    #expect(try complete(["layoutspec", "diff", "--format", ""]) == ["json", "text"])
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
