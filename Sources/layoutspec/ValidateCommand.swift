// `layoutspec validate FILE...`: every error and warning of each file, nothing laid out.

enum ValidateCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    if arguments.contains("--help") || arguments.contains("-h") {
      StandardStreams.writeOutput(Usage.validate + "\n")
      return .success
    }
    var scanner = ArgumentScanner(arguments)
    do {
      try scanner.scan { name, _ in throw unknownOption(name, command: "validate") }
    } catch {
      return reportUsage(error)
    }
    let files = scanner.positionals.map(InputFile.init)
    if files.isEmpty { return reportUsage(UsageError("validate needs a FILE")) }
    do {
      try InputFile.checkStandardInputOnce(files)
    } catch {
      return reportUsage(error)
    }
    let loads = ConcurrentMap.map(files.count) { files[$0].load() }
    var failed = false
    for load in loads {
      load.diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
      failed = failed || load.document == nil
    }
    return failed ? .invalid : .success
  }
}
