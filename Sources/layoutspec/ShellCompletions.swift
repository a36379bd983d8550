// `layoutspec completions bash|zsh|fish`: generated from the command table
// (CommandSpecs.swift), like the help, so they cannot drift from what the commands accept.
// A value completes as its kind says: choices from their enum, a comma-separated list item
// by item (the choices not given yet, after those typed), files, folders, the devices for a
// SIZE (the device names; a device's `-landscape` and `:screen` forms once its name is typed
// out or the only one left, so the first list stays one name a device) and the content-size
// categories after its `@`, nothing for free text (numbers, names), and variant names from
// the document on the line, which the script asks the same layoutspec for (`layoutspec
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
    case .choices(let choices), .choiceList(let choices): return choices.map(\.name)
    case .command: return commandNames
    case .text, .size, .file, .directory, .variant: return nil
    }
  }

  static var deviceNames: [String] { Device.all.map(\.name) }

  /// What follows a device's name in its other forms (`-landscape`, `:screen`), as
  /// DeviceSize spells them.
  static var deviceSuffixes: [String] {
    guard let device = Device.all.first else { return [] }
    var suffixes: [String] = []
    for orientation in DeviceSize.Orientation.allCases {
      for extent in DeviceSize.Extent.allCases {
        let name = DeviceSize(device: device, orientation: orientation, extent: extent).name
        if name != device.name { suffixes.append(String(name.dropFirst(device.name.count))) }
      }
    }
    return suffixes
  }

  /// What a SIZE takes after its `@` (`--content-size`'s names).
  static func categoryNames(_ category: Bool) -> [String] {
    category ? ContentSizeCategory.allCases.map(\.rawValue) : []
  }

  // MARK: bash

  /// The bash statement that adds what `kind` offers for `$cur` to `COMPREPLY`, or nil.
  static func bashValues(_ kind: ValueKind) -> String? {
    switch kind {
    case .text: return nil
    case .file: return "COMPREPLY+=($(compgen -f -- \"$cur\"))"
    case .directory: return "COMPREPLY+=($(compgen -d -- \"$cur\"))"
    case .variant: return "COMPREPLY+=($(compgen -W \"$(_layoutspec_variants)\" -- \"$cur\"))"
    case .choices, .command:
      let list = (words(of: kind) ?? []).joined(separator: " ")
      return "COMPREPLY+=($(compgen -W \"\(list)\" -- \"$cur\"))"
    case .choiceList:
      return "_layoutspec_list \"\((words(of: kind) ?? []).joined(separator: " "))\""
    case .size(let category):
      return "_layoutspec_sizes \"\(categoryNames(category).joined(separator: " "))\""
    }
  }

  static var bash: String {
    var text = """
      # bash completion for layoutspec (layoutspec completions bash)
      # Written for bash 3.2 (macOS's) as well: no associative arrays, no compopt.
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
      # Adds $1 to the reply when it begins with what is typed.
      _layoutspec_offer() {
        case "$1" in
          "$cur"*) COMPREPLY+=("$1");;
        esac
      }
      # A comma-separated list of $1's words: those not given yet, after the ones typed.
      _layoutspec_list() {
        local typed= item
        case "$cur" in
          *,*) typed="${cur%,*},";;
        esac
        for item in $1; do
          case ",$typed" in
            *",$item,"*) ;;
            *) _layoutspec_offer "$typed$item";;
          esac
        done
      }
      # A SIZE: the device names, a device's other forms once its name is typed out or the
      # only one left, and after an @ the content-size categories $1.
      _layoutspec_sizes() {
        local device suffix category only= count=0
        local devices="\(deviceNames.joined(separator: " "))"
        case "$cur" in
          *@*)
            for category in $1; do _layoutspec_offer "${cur%%@*}@$category"; done
            return;;
        esac
        for device in $devices; do
          case "$device" in
            "$cur"*) count=$((count + 1)); only=$device;;
          esac
        done
        for device in $devices; do
          _layoutspec_offer "$device"
          case "$cur" in
            "$device"*) ;;
            *) [ "$count" -eq 1 ] && [ "$device" = "$only" ] || continue;;
          esac
          for suffix in \(deviceSuffixes.joined(separator: " ")); do
            _layoutspec_offer "$device$suffix"
          done
        done
      }
      # The words to the cursor in `words`, the current one's index in `cword`. Bash 4 and
      # later split `iphone-15:screen` and `iphone-15@large` at the `:` and `@` (word
      # breaks, COMP_WORDBREAKS) into three words, bash 3.2 does not: a word of `:` and `@`
      # only, and the word after one (unless empty: a space was typed), are joined to the
      # word before them again.
      _layoutspec_words() {
        local i=1 word joined
        words=("${COMP_WORDS[0]}")
        cword=0
        while [ "$i" -le "$COMP_CWORD" ]; do
          word="${COMP_WORDS[i]}"
          joined=
          case "$word" in
            '') ;;
            *[!:@]*) case "${COMP_WORDS[i-1]}" in ''|*[!:@]*) ;; *) joined=1;; esac;;
            *) joined=1;;
          esac
          if [ -n "$joined" ]; then
            words[cword]="${words[cword]}$word"
          else
            cword=$((cword + 1))
            words[cword]="$word"
          fi
          i=$((i + 1))
        done
      }
      # Bash replaces only what follows the word's last word break (`iphone-15:` is kept
      # of `iphone-15:screen`): each reply loses what is before it too.
      _layoutspec_trim_word_breaks() {
        local rest="$cur" prefix i=0
        case "$COMP_WORDBREAKS" in *:*) rest="${rest##*:}";; esac
        case "$COMP_WORDBREAKS" in *@*) rest="${rest##*@}";; esac
        prefix="${cur%"$rest"}"
        [ -n "$prefix" ] || return
        while [ "$i" -lt "${#COMPREPLY[@]}" ]; do
          COMPREPLY[i]="${COMPREPLY[i]#"$prefix"}"
          i=$((i + 1))
        done
      }
      _layoutspec() {
        local cur prev command cword
        local -a words
        COMPREPLY=()
        _layoutspec_words
        cur="${words[cword]}"
        prev="${words[cword-1]}"
        command="${words[1]}"
        if [ "$cword" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        _layoutspec_command
        _layoutspec_trim_word_breaks
      }
      # What the command's word at the cursor takes: the value of the option before it, or
      # an option or argument.
      _layoutspec_command() {
        case "$command" in

      """
    for command in Commands.visible {
      let names = (command.options + [CommandSpec.help]).flatMap(\.names)
      text += "    \(command.name))\n      case \"$prev\" in\n"
      for option in command.options where option.value != nil {
        let values = bashValues(option.kind).map { $0 + "; " } ?? ""
        text += "        \(option.names.joined(separator: "|"))) \(values)return;;\n"
      }
      text += "      esac\n"
      text += "      COMPREPLY=($(compgen -W \"\(names.joined(separator: " "))\" -- \"$cur\"))"
      if let values = command.arguments.first.flatMap({ bashValues($0.kind) }) {
        text += "\n      " + values
      }
      text += ";;\n"
    }
    text += "  esac\n}\ncomplete -F _layoutspec layoutspec\n"
    return text
  }

  // MARK: zsh

  /// `_arguments`' action for `kind`, a value called `name`: after `:MESSAGE:`.
  static func zshAction(_ kind: ValueKind, name: String) -> String {
    let list = (words(of: kind) ?? []).joined(separator: " ")
    switch kind {
    case .text: return " "
    case .file: return "_files"
    case .directory: return "_files -/"
    case .variant: return "_layoutspec_variants"
    case .choices, .command: return "(\(list))"
    case .choiceList: return "_values -s , \(name) \(list)"
    case .size(let category): return category ? "_layoutspec_sizes 1" : "_layoutspec_sizes 0"
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
      # A SIZE: the device names, a device's other forms once its name is typed out or the
      # only one left, and after an @ the content-size categories (none when the last
      # argument is 0; those before it are _arguments' options for compadd).
      _layoutspec_sizes() {
        local device category=$argv[-1]
        local -a devices suffixes categories names offered
        argv[-1]=()
        devices=(\(deviceNames.joined(separator: " ")))
        suffixes=(\(deviceSuffixes.joined(separator: " ")))
        categories=(\(categoryNames(true).joined(separator: " ")))
        if [[ $PREFIX == *@* ]]; then
          (( category )) || return 1
          compset -P '*@'
          compadd "$@" -a categories
          return
        fi
        names=(${(M)devices:#${(b)PREFIX}*})
        offered=($devices)
        for device in $devices; do
          if [[ $PREFIX == ${(b)device}* || ( $#names -eq 1 && $device == $names[1] ) ]]; then
            offered+=(${device}${^suffixes})
          fi
        done
        compadd "$@" -a offered
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
        let action = option.value.map { ":\($0):\(zshAction(option.kind, name: $0))" } ?? ""
        let repeated = option.repeatable ? "*" : ""
        for name in option.names {
          text += "        '\(repeated)\(name)[\(zshEscaped(option.fullHelp))]\(action)' \\\n"
        }
      }
      for (index, argument) in command.arguments.enumerated() {
        let position = argument.repeatable ? "*" : "\(index + 1)"
        let optional = argument.optional && !argument.repeatable ? ":" : ""
        let action = zshAction(argument.kind, name: argument.name)
        text += "        '\(position):\(optional)\(argument.name):\(action)' \\\n"
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
    case .choices, .command:
      return "-x -a '\((words(of: kind) ?? []).joined(separator: " "))'"
    case .choiceList:
      return "-x -a '(__layoutspec_list \((words(of: kind) ?? []).joined(separator: " ")))'"
    case .size(let category):
      let categories = categoryNames(category).map { " " + $0 }.joined()
      return "-x -a '(__layoutspec_sizes\(categories))'"
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
      # A comma-separated list of the arguments: those not given yet, after the ones typed.
      function __layoutspec_list
          set -l typed (string replace -r '[^,]*$' '' -- (commandline -ct))
          set -l given (string split , -- $typed)
          for item in $argv
              contains -- $item $given; or echo $typed$item
          end
      end
      # A SIZE: the device names, a device's other forms once its name is typed out or the
      # only one left, and after an @ the content-size categories (the arguments).
      function __layoutspec_sizes
          set -l token (commandline -ct)
          if string match -q '*@*' -- $token
              set -l size (string replace -r '@.*' '' -- $token)
              for category in $argv
                  echo $size@$category
              end
              return
          end
          set -l devices \(deviceNames.joined(separator: " "))
          set -l matches
          set -l head
          for device in $devices
              set head (string sub -l (string length -- "$token") -- $device)
              test "$head" = "$token"; and set matches $matches $device
          end
          for device in $devices
              echo $device
              set head (string sub -l (string length -- $device) -- "$token")
              if test "$head" = $device; or test (count $matches) -eq 1 -a "$matches[1]" = $device
                  for suffix in \(deviceSuffixes.joined(separator: " "))
                      echo $device$suffix
                  end
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
        case .directory, .variant, .choices, .choiceList, .command, .size:
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
