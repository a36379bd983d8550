import LayoutSpecDocument

// The command line as CLI users expect it, read against the command's option table
// (CommandSpecs.swift): `--size 375x667`, `--size=375x667`, `-s 375x667`, `-s375x667`, and
// grouped switches `-cs 375x667`; `-` alone is a positional argument (standard input); `--`
// ends the options, so `--help` after it, or as an option's value, is an argument.

/// `--help` or `-h` where an option stands.
struct HelpRequested: Error {}

struct ArgumentScanner {
  private var arguments: [String]
  private let command: CommandSpec
  private(set) var positionals: [String] = []
  private var index = 0

  init(_ arguments: [String], command: CommandSpec) {
    self.arguments = arguments
    self.command = command
  }

  /// Reads every argument and hands each option to `option` by its long name, with a
  /// function that takes its value; collects positionals.
  mutating func scan(
    _ option: (_ name: String, _ takeValue: () throws -> String) throws -> Void
  ) throws {
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        try longOption(argument, option)
      } else {
        try shortOptions(argument, option)
      }
    }
    if let empty = positionals.firstIndex(of: "") {
      throw emptyArgument(at: empty)
    }
  }

  /// The error for the empty positional at `index`, naming what belongs there: a file, or
  /// (why's ELEMENT, completions' SHELL) the argument the command's table describes.
  private func emptyArgument(at index: Int) -> UsageError {
    let arguments = command.arguments
    let spec =
      index < arguments.count
      ? arguments[index] : arguments.last(where: \.repeatable) ?? arguments.last
    guard let spec, spec.kind != .file else {
      return UsageError(
        "an empty argument is not a file name; give a path, or - for standard input")
    }
    return UsageError("\(spec.name) is empty: give \(spec.help)")
  }

  private mutating func longOption(
    _ argument: String, _ option: (String, () throws -> String) throws -> Void
  ) throws {
    var name = argument
    var inlineValue: String?
    if let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    guard let spec = command.option(named: name) else { throw unknownOption(name) }
    if spec.long == "--help" { throw HelpRequested() }
    if spec.value == nil, inlineValue != nil { throw UsageError("\(name) takes no value") }
    try option(spec.long) { try inlineValue ?? nextValue(for: name) }
  }

  /// `-c`, `-s 375x667`, `-s375x667`, `-cs 375x667`.
  private mutating func shortOptions(
    _ argument: String, _ option: (String, () throws -> String) throws -> Void
  ) throws {
    var rest = Substring(argument.dropFirst())
    while let letter = rest.first {
      rest = rest.dropFirst()
      guard let spec = command.option(named: "-\(letter)") else {
        throw unknownOption("-\(letter)")
      }
      if spec.long == "--help" { throw HelpRequested() }
      guard spec.value != nil else {
        try option(spec.long) { throw UsageError("-\(letter) takes no value") }
        continue
      }
      let attached = rest.isEmpty ? nil : String(rest)
      try option(spec.long) { try attached ?? nextValue(for: "-\(letter)") }
      return
    }
  }

  private mutating func nextValue(for name: String) throws -> String {
    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
    index += 1
    return arguments[index - 1]
  }

  /// `unknown option '--siz' for 'eval'; did you mean '--size'?`
  func unknownOption(_ name: String) -> UsageError {
    let names = (command.options + [CommandSpec.help]).map(\.long)
    let hint = DidYouMean.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" }
    return UsageError(
      "unknown option '\(name)' for '\(command.name)'"
        + (hint ?? "; see 'layoutspec \(command.name) --help'"))
  }
}

/// Prints the command's help for `--help`, or reports a usage error: the exit status.
func reportScanError(_ error: Error, command: CommandSpec) -> ExitStatus {
  if error is HelpRequested {
    StandardStreams.writeOutput(command.helpText)
    return .success
  }
  return reportUsage(error)
}
