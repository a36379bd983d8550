// `layoutspec completions bash|zsh|fish`: generated from the command table
// (CommandSpecs.swift), like the help, so they cannot drift from what the commands accept.
// A value completes as its kind says: choices from their enum, files, folders, the device
// names for a SIZE, nothing for free text (numbers, names), and variant names from the
// document on the line, which the script asks the same layoutspec for (`layoutspec
// __variants FILE`).

import LayoutSpecDocument

enum ShellCompletions {
  static func run(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.completions)
    let shell: Shell
    do {
      try scanner.scan { _, _ in }
      guard scanner.positionals.count == 1 else {
        throw UsageError(
          "completions takes one shell: "
            + Shell.allCases.map(\.rawValue).joined(separator: ", "))
      }
      shell = try Shell.parse(scanner.positionals[0], for: "shell")
    } catch {
      return reportScanError(error, command: Commands.completions)
    }
    StandardStreams.writeOutput(script(for: shell))
    return .success
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: return bash
    case .zsh: return zsh
    case .fish: return fish
    }
  }

  static var commandNames: [String] { Commands.visible.map(\.name) }

  /// The words a choice-like kind offers (choices, command names), or nil.
  static func words(of kind: ValueKind) -> [String]? {
    switch kind {
    case .choices(let choices): return choices.map(\.name)
    case .size: return Device.all.map(\.name)
    case .command: return commandNames
    case .text, .file, .directory, .variant: return nil
    }
  }

  // MARK: bash

  /// The bash words `kind` offers for `$cur`, as they go inside `COMPREPLY=(...)`.
  static func bashValues(_ kind: ValueKind) -> String {
    switch kind {
    case .text: return ""
    case .file: return "$(compgen -f -- \"$cur\")"
    case .directory: return "$(compgen -d -- \"$cur\")"
    case .variant: return "$(compgen -W \"$(_layoutspec_variants)\" -- \"$cur\")"
    case .choices, .command, .size:
      let list = (words(of: kind) ?? []).joined(separator: " ")
      return "$(compgen -W \"\(list)\" -- \"$cur\")"
    }
  }

  static var bash: String {
    var text = """
      # bash completion for layoutspec (layoutspec completions bash)
      # The variants of the first document on the line, as the layoutspec being completed reads them.
      _layoutspec_variants() {
        local word
        for word in "${COMP_WORDS[@]:2}"; do
          case "$word" in
            *.json|*.yaml|*.yml)
              if [ -f "$word" ]; then
                "${COMP_WORDS[0]}" __variants "$word" 2>/dev/null
                return
              fi;;
          esac
        done
      }
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
    for command in Commands.visible {
      let names = (command.options + [CommandSpec.help]).flatMap(\.names)
      text += "    \(command.name))\n      case \"$prev\" in\n"
      for option in command.options where option.value != nil {
        text +=
          "        \(option.names.joined(separator: "|"))) "
          + "COMPREPLY=(\(bashValues(option.kind))); return;;\n"
      }
      text += "      esac\n"
      let options = "$(compgen -W \"\(names.joined(separator: " "))\" -- \"$cur\")"
      let values = command.arguments.first.map { " " + bashValues($0.kind) } ?? ""
      text += "      COMPREPLY=(\(options)\(values));;\n"
    }
    text += "  esac\n}\ncomplete -F _layoutspec layoutspec\n"
    return text
  }

  // MARK: zsh

  /// `_arguments`' action for `kind`: after `:MESSAGE:`.
  static func zshAction(_ kind: ValueKind) -> String {
    switch kind {
    case .text: return " "
    case .file: return "_files"
    case .directory: return "_files -/"
    case .variant: return "_layoutspec_variants"
    case .choices, .command, .size: return "(\((words(of: kind) ?? []).joined(separator: " ")))"
    }
  }

  static var zsh: String {
    var text = """
      #compdef layoutspec
      # zsh completion for layoutspec (layoutspec completions zsh)
      # The variants of the first document on the line, as the layoutspec being completed reads them.
      _layoutspec_variants() {
        local word
        local -a names
        for word in ${words[2,-1]}; do
          if [[ $word == *.(json|yaml|yml) && -f $word ]]; then
            names=(${(f)"$($layoutspec __variants $word 2>/dev/null)"})
            break
          fi
        done
        compadd -a names
      }
      _layoutspec() {
        local layoutspec=$words[1]
        local -a commands
        commands=(

      """
    for command in Commands.visible {
      text += "    '\(command.name):\(zshEscaped(command.overview))'\n"
    }
    text += "  )\n  if (( CURRENT == 2 )); then\n    _describe command commands\n    return\n  fi\n"
    // `_arguments` reads the command's own words: the command is their first.
    text += "  shift words\n  (( CURRENT-- ))\n"
    text += "  case $words[1] in\n"
    for command in Commands.visible {
      text += "    \(command.name))\n      _arguments \\\n"
      for option in command.options + [CommandSpec.help] {
        let action = option.value.map { ":\($0):\(zshAction(option.kind))" } ?? ""
        let repeated = option.repeatable ? "*" : ""
        for name in option.names {
          text += "        '\(repeated)\(name)[\(zshEscaped(option.fullHelp))]\(action)' \\\n"
        }
      }
      for (index, argument) in command.arguments.enumerated() {
        let position = argument.repeatable ? "*" : "\(index + 1)"
        let optional = argument.optional && !argument.repeatable ? ":" : ""
        text += "        '\(position):\(optional)\(argument.name):\(zshAction(argument.kind))' \\\n"
      }
      text = String(text.dropLast(3)) + " ;;\n"
    }
    text += "  esac\n}\n_layoutspec \"$@\"\n"
    return text
  }

  // MARK: fish

  /// `complete`'s arguments for a value of `kind`.
  static func fishValue(_ kind: ValueKind) -> String {
    switch kind {
    case .text: return "-x"
    case .file: return "-r -F"
    case .directory: return "-x -a '(__fish_complete_directories)'"
    case .variant: return "-x -a '(__layoutspec_variants)'"
    case .choices, .command, .size:
      return "-x -a '\((words(of: kind) ?? []).joined(separator: " "))'"
    }
  }

  static var fish: String {
    var text = """
      # fish completion for layoutspec (layoutspec completions fish)
      # The variants of the first document on the line, as the layoutspec being completed reads them.
      function __layoutspec_variants
          set -l words (commandline -opc)
          for word in $words[3..-1]
              if string match -qr '\\.(json|ya?ml)$' -- $word; and test -f $word
                  $words[1] __variants $word 2>/dev/null
                  return
              end
          end
      end
      complete -c layoutspec -f

      """
    for command in Commands.visible {
      text +=
        "complete -c layoutspec -n '__fish_use_subcommand' -a \(command.name) "
        + "-d '\(fishEscaped(command.overview))'\n"
    }
    for command in Commands.visible {
      let condition = "complete -c layoutspec -n '__fish_seen_subcommand_from \(command.name)'"
      for option in command.options + [CommandSpec.help] {
        var line = condition + " -l \(option.long.dropFirst(2))"
        if let short = option.short { line += " -s \(short)" }
        if option.value != nil { line += " " + fishValue(option.kind) }
        text += line + " -d '\(fishEscaped(option.fullHelp))'\n"
      }
      if let argument = command.arguments.first {
        switch argument.kind {
        case .file: text += condition + " -F\n"
        case .directory, .variant, .choices, .command, .size:
          text += condition + " " + fishValue(argument.kind) + "\n"
        case .text: break
        }
      }
    }
    return text
  }

  private static func zshEscaped(_ text: String) -> String {
    text.replacingAll("'", with: "'\\''").replacingAll("[", with: "\\[").replacingAll(
      "]", with: "\\]"
    ).replacingAll(":", with: "\\:")
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
