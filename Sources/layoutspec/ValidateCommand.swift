// `layoutspec validate FILE...`: every error and warning of each file, nothing laid out.

enum ValidateCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.validate)
    var warningsAreErrors = false
    var fonts = DocumentOptions()
    do {
      try scanner.scan { name, value in
        if name == "--werror" { warningsAreErrors = true }
        _ = try fonts.take(name, value)
      }
    } catch {
      return reportScanError(error, command: Commands.validate)
    }
    let files = scanner.positionals.map { [fonts] in InputFile(argument: $0, fonts: fonts) }
    if files.isEmpty { return reportUsage(UsageError("validate needs a FILE")) }
    do {
      try InputFile.checkStandardInputOnce(files)
    } catch {
      return reportUsage(error)
    }
    let loads = ConcurrentMap.map(files.count) { files[$0].load() }
    var failed = false
    for load in loads {
      let diagnostics = warningsAreErrors ? load.diagnostics.map(\.asError) : load.diagnostics
      diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
      failed = failed || load.document == nil || diagnostics.contains { $0.severity == .error }
    }
    return failed ? .invalid : .success
  }
}
