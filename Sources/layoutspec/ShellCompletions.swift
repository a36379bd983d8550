// `layoutspec completions bash|zsh|fish` and `layoutspec manpage`: generated from the option
// tables (CommandSpecs.swift), like the help, so none of them can drift from what the
// commands accept.

enum ShellCompletions {
  static let shells = ["bash", "zsh", "fish"]

  static func run(_ arguments: [String]) -> ExitStatus {
    guard arguments.count == 1, let shell = arguments.first, shells.contains(shell) else {
      return reportUsage(
        UsageError("completions takes one shell: \(shells.joined(separator: ", "))"))
    }
    switch shell {
    case "bash": StandardStreams.writeOutput(bash)
    case "zsh": StandardStreams.writeOutput(zsh)
    default: StandardStreams.writeOutput(fish)
    }
    return .success
  }

  static var commandNames: [String] { Commands.all.map(\.name) }

  /// Values an option completes to: formats, or files.
  static func values(of option: OptionSpec, in command: CommandSpec) -> [String]? {
    guard option.long == "--format" else { return nil }
    if command.name == "import" { return ["yaml", "json"] }
    return command.name == "diff" ? ["json", "text"] : ["json", "ascii", "styles", "boxes", "svg"]
  }

  static var bash: String {
    var text = """
      # bash completion for layoutspec (layoutspec completions bash)
      _layoutspec() {
        local cur prev command
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        command="${COMP_WORDS[1]}"
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        case "$command" in

      """
    for command in Commands.all {
      let words = (command.options + [CommandSpec.help]).flatMap { option in
        [option.long] + (option.short.map { ["-\($0)"] } ?? [])
      }
      text += "    \(command.name))\n      case \"$prev\" in\n"
      for option in command.options where option.value != nil {
        let names = ([option.long] + (option.short.map { ["-\($0)"] } ?? [])).joined(separator: "|")
        if let values = values(of: option, in: command) {
          text +=
            "        \(names)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return;;\n"
        } else if option.value == "SIZE" || option.value == "N" {
          text += "        \(names)) return;;\n"
        } else {
          text += "        \(names)) COMPREPLY=($(compgen -f -- \"$cur\")); return;;\n"
        }
      }
      text += "      esac\n"
      text +=
        "      COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") $(compgen -f -- \"$cur\"));;\n"
    }
    text += "  esac\n}\ncomplete -F _layoutspec layoutspec\n"
    return text
  }

  static var zsh: String {
    var text = "#compdef layoutspec\n# zsh completion for layoutspec (layoutspec completions zsh)\n"
    text += "_layoutspec() {\n  local -a commands\n  commands=(\n"
    for command in Commands.all {
      text += "    '\(command.name):\(zshEscaped(command.overview))'\n"
    }
    text += "  )\n  if (( CURRENT == 2 )); then\n    _describe command commands\n    return\n  fi\n"
    text += "  case $words[2] in\n"
    for command in Commands.all {
      text += "    \(command.name))\n      _arguments \\\n"
      for option in command.options + [CommandSpec.help] {
        let action: String
        if let values = values(of: option, in: command) {
          action = ":\(option.value ?? ""):(\(values.joined(separator: " ")))"
        } else if let value = option.value {
          action = value == "SIZE" || value == "N" ? ":\(value):" : ":\(value):_files"
        } else {
          action = ""
        }
        let names = [option.long] + (option.short.map { ["-\($0)"] } ?? [])
        for name in names {
          text += "        '\(name)[\(zshEscaped(option.help))]\(action)' \\\n"
        }
      }
      text += "        '*:file:_files' ;;\n"
    }
    text += "  esac\n}\n_layoutspec \"$@\"\n"
    return text
  }

  static var fish: String {
    var text = "# fish completion for layoutspec (layoutspec completions fish)\n"
    text += "complete -c layoutspec -f\n"
    for command in Commands.all {
      text +=
        "complete -c layoutspec -n '__fish_use_subcommand' -a \(command.name) "
        + "-d '\(fishEscaped(command.overview))'\n"
    }
    for command in Commands.all {
      for option in command.options + [CommandSpec.help] {
        var line =
          "complete -c layoutspec -n '__fish_seen_subcommand_from \(command.name)' "
          + "-l \(option.long.dropFirst(2))"
        if let short = option.short { line += " -s \(short)" }
        if let values = values(of: option, in: command) {
          line += " -x -a '\(values.joined(separator: " "))'"
        } else if option.value != nil {
          line += " -r"
        }
        text += line + " -d '\(fishEscaped(option.help))'\n"
      }
      text += "complete -c layoutspec -n '__fish_seen_subcommand_from \(command.name)' -F\n"
    }
    return text
  }

  /// The man page (roff): every command with its overview, usage and options.
  static var manPage: String {
    var text = ".TH LAYOUTSPEC 1\n.SH NAME\nlayoutspec \\- "
    text += "the frames Texture's Layout API computes, without a simulator\n.SH SYNOPSIS\n"
    for command in Commands.all { text += ".B \(roff(command.usage))\n.br\n" }
    text += ".SH COMMANDS\n"
    for command in Commands.all {
      text += ".SS \(command.name)\n\(roff(command.overview))\n"
      for option in command.options + [CommandSpec.help] {
        let short = option.short.map { "\\-\($0), " } ?? ""
        text += ".TP\n.B \(short)\(roff(option.long))\(option.value.map { " \($0)" } ?? "")\n"
        text += roff(option.help) + "\n"
      }
    }
    text += ".SH EXIT STATUS\n"
    for (status, meaning) in exitStatuses { text += ".TP\n.B \(status)\n\(roff(meaning))\n" }
    return text
  }

  /// docs/cli.md's exit status table, without its code spans.
  private static let exitStatuses = [
    ("0", "success"),
    (
      "1",
      "a check or test found a difference, or test found nothing to test; diff --exit-code "
        + "found a change"
    ),
    (
      "2",
      "a usage error, an invalid document or golden file, a warning with --werror, or a "
        + "failure of the system (standard output that cannot be written, no thread for serve)"
    ),
  ]

  private static func zshEscaped(_ text: String) -> String {
    text.replacingAll("'", with: "'\\''").replacingAll("[", with: "\\[").replacingAll(
      "]", with: "\\]"
    ).replacingAll(":", with: "\\:")
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
  }

  private static func roff(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("-", with: "\\-")
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
