// `layoutspec manpage`: layoutspec(1) in roff, generated from the command table
// (CommandSpecs.swift) and the texts Usage.swift holds, like the help and the completions.

enum ManPage {
  static func run(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.manpage)
    do {
      try scanner.scan { _, _ in }
      if let extra = scanner.positionals.first {
        throw UsageError("manpage takes no argument, found '\(extra)'")
      }
    } catch {
      return reportScanError(error, command: Commands.manpage)
    }
    StandardStreams.writeOutput(text)
    return .success
  }

  /// The sections, in the order man-pages(7) gives them.
  static let sections = [
    "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "SIZE", "EXIT STATUS", "ENVIRONMENT",
    "FILES", "EXAMPLES", "SEE ALSO",
  ]

  /// What layoutspec reads besides its arguments.
  static var files: [(name: String, meaning: String)] {
    [
      (
        "NAME.golden.json",
        "beside a document NAME.json, NAME.yaml or NAME.yml: the golden file check compares "
          + "with (unless --golden names another) and test looks for"
      ),
      (
        "fonts",
        "the paths in a document's envelope \"fonts\" are read relative to the document's folder"
      ),
    ]
      + FontSearch.directories(on: .macOS, home: "~").map {
        (
          $0,
          "on macOS, searched for the fonts a document names after every --font-dir "
            + "(not on other systems; docs/text.md)"
        )
      }
  }

  /// The environment variables layoutspec reads.
  static let environment = [
    (
      FontSearch.systemFontsVariable,
      "none: search no system fonts folder, so that golden files recorded on one system check "
        + "the same on another"
    ),
    ("HOME", "the user's ~/Library/Fonts on macOS"),
    ("COLUMNS", "the width of eval --format boxes when standard output is not a terminal"),
  ]

  static var text: String {
    var text = ".TH LAYOUTSPEC 1\n.SH NAME\nlayoutspec \\- "
    text += "the frames Texture's Layout API computes, without a simulator\n.SH SYNOPSIS\n"
    for command in Commands.visible { text += ".B \(roff(oneLine(command)))\n.br\n" }
    text += ".SH DESCRIPTION\n\(roff(Usage.description))\n"
    text += ".SH COMMANDS\n"
    for command in Commands.visible {
      text += ".SS \(command.name)\n.B \(roff(oneLine(command)))\n.PP\n\(roff(command.overview))\n"
      for argument in command.arguments {
        text += ".TP\n.I \(argument.name)\n\(roff(argument.help))\n"
      }
      for option in command.options + [CommandSpec.help] {
        let short = option.short.map { "\\-\($0), " } ?? ""
        text += ".TP\n.B \(short)\(roff(option.long))\(option.value.map { " \($0)" } ?? "")\n"
        text += roff(option.fullHelp) + "\n"
      }
    }
    text += ".SH SIZE\n\(roff(Usage.sizeSyntax))\n"
    text += ".SH EXIT STATUS\n"
    for (status, meaning) in Usage.exitStatuses { text += ".TP\n.B \(status)\n\(roff(meaning))\n" }
    text += ".SH ENVIRONMENT\n"
    for (name, meaning) in environment { text += ".TP\n.B \(name)\n\(roff(meaning))\n" }
    text += ".SH FILES\n"
    for (name, meaning) in files { text += ".TP\n.I \(roff(name))\n\(roff(meaning))\n" }
    text += ".SH EXAMPLES\n"
    for command in Commands.visible {
      for example in command.examples { text += ".nf\n\(roff(example))\n.fi\n" }
    }
    text += ".SH SEE ALSO\ndocs/cli.md, docs/format.md and docs/text.md in layoutspec's sources\n"
    return text
  }

  /// roff fills lines itself: a request takes its text on one line.
  static func oneLine(_ command: CommandSpec) -> String {
    command.usageLines(width: .max).joined(separator: " ")
  }

  static func roff(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("-", with: "\\-")
  }
}
