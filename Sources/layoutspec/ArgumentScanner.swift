// A small scanner over the command line: flags with values (`--size 375x667`,
// `--size=375x667`, `-s 375x667`), switches, and positional arguments, in any order.
// `-` alone is a positional argument (standard input); `--` ends the options.

struct ArgumentScanner {
  private var arguments: [String]
  private(set) var positionals: [String] = []
  private var index = 0

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// Reads every argument, asking `option` what each `-x` / `--xyz` is; returns nothing,
  /// collects positionals. `option` gets the flag's name and a function that takes its value.
  mutating func scan(
    _ option: (_ name: String, _ takeValue: () throws -> String) throws -> Void
  ) throws {
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      var consumedValue = false
      try option(name) {
        consumedValue = true
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw UsageError("\(name) needs a value") }
        index += 1
        return arguments[index - 1]
      }
      if inlineValue != nil && !consumedValue {
        throw UsageError("\(name) takes no value")
      }
    }
    if positionals.contains("") {
      throw UsageError("an empty argument is not a file name; give a path, or - for standard input")
    }
  }
}

func unknownOption(_ name: String, command: String) -> UsageError {
  UsageError("unknown option '\(name)' for '\(command)'; see 'layoutspec \(command) --help'")
}
