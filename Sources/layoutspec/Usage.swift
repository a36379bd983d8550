import LayoutSpecDocument

// What `layoutspec --help` prints and the man page's DESCRIPTION, SIZE and EXIT STATUS say,
// each written once; the usage lines come from the command table (CommandSpecs.swift).

enum Usage {
  static let version = "layoutspec 0.1.0"

  /// What layoutspec is, the overview's first paragraph and the man page's DESCRIPTION.
  static let description =
    "layoutspec: see the frames Texture's (AsyncDisplayKit's) Layout API computes, without a "
    + "simulator. Describe layout specs and nodes in JSON or a YAML-like file; layoutspec lays "
    + "them out with Texture's rules."

  /// The SIZE syntax (docs/cli.md, "Sizes").
  static let sizeSyntax =
    "SIZE is WIDTHxHEIGHT; each axis N (exactly N), MIN...MAX (MAX may be inf) or any "
    + "(0...inf, also written '*', quoted for the shell), or a device's name (layoutspec "
    + "devices), either followed by @CATEGORY for a Dynamic Type content size (shell-safe "
    + "unquoted): 375x667, 375xany (a table cell), 0...320x0...inf, iphone-15 (its cell: "
    + "393x*), iphone-15-landscape:screen, iphone-se-1@accessibilityXXXLarge."

  /// docs/cli.md's exit status table, without its code spans (CompletionTests compares them).
  static let exitStatuses = [
    ("0", "success"),
    (
      "1",
      "a check or test found a difference or, with --fail-on, a layout flag, or test found "
        + "nothing to test; diff --exit-code found a change"
    ),
    (
      "2",
      "a usage error, an invalid document or golden file, a warning with --werror, or a "
        + "failure of the system (standard output that cannot be written, no thread for serve)"
    ),
  ]

  static var overview: String {
    var text = wrapped(description, width: 88).joined(separator: "\n") + "\n\nUSAGE:\n"
    for command in Commands.visible {
      text += command.usageLines(prefix: "  ").joined(separator: "\n") + "\n"
    }
    text += "  layoutspec --help | --version | COMMAND --help\n\n"
    text += wrapped(sizeSyntax, width: 88).joined(separator: "\n") + "\n"
    text += "FILE may be - for standard input.\n\nEXIT STATUS:\n"
    for (status, meaning) in exitStatuses {
      text += wrapped(meaning, width: 82).enumerated().map { index, line in
        (index == 0 ? "  \(status)   " : "      ") + line + "\n"
      }.joined()
    }
    return text
  }
}

/// `layoutspec help [COMMAND]`, `version` and the completions' `__variants FILE`.
enum HelpCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.help)
    do {
      try scanner.scan { _, _ in }
    } catch {
      return reportScanError(error, command: Commands.help)
    }
    switch scanner.positionals.count {
    case 0:
      StandardStreams.writeOutput(Usage.overview)
      return .success
    case 1:
      guard let command = visibleCommand(scanner.positionals[0]) else {
        return reportUsage(unknownCommand(scanner.positionals[0]))
      }
      StandardStreams.writeOutput(command.helpText)
      return .success
    default:
      return reportUsage(UsageError("help takes one COMMAND"))
    }
  }

  static func runVersion(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.version)
    do {
      try scanner.scan { _, _ in }
      if let extra = scanner.positionals.first {
        throw UsageError("version takes no argument, found '\(extra)'")
      }
    } catch {
      return reportScanError(error, command: Commands.version)
    }
    StandardStreams.writeOutput(Usage.version + "\n")
    return .success
  }

  /// Silent whatever happens: the shell is completing a word, not running a command.
  static func runVariants(_ arguments: [String]) -> ExitStatus {
    guard arguments.count == 1, arguments[0] != "-" else { return .failure }
    guard let document = InputFile(argument: arguments[0]).load().document else {
      return .failure
    }
    StandardStreams.writeOutput(document.allVariants.map { $0.name + "\n" }.joined())
    return .success
  }

  static func visibleCommand(_ name: String) -> CommandSpec? {
    Commands.visible.first { $0.name == name }
  }

  /// `unknown command 'evl'; did you mean 'eval'?`
  static func unknownCommand(_ name: String) -> UsageError {
    let names = Commands.visible.map(\.name)
    let hint = DidYouMean.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" }
    return UsageError("unknown command '\(name)'" + (hint ?? "; see 'layoutspec --help'"))
  }
}
