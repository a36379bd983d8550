// `layoutspec schema`: the JSON Schema of the description format (DocumentSchema), for
// editors: `layoutspec schema > layoutspec.schema.json`.

import LayoutSpecDocument

enum SchemaCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var scanner = ArgumentScanner(arguments, command: Commands.schema)
    do {
      try scanner.scan { _, _ in }
    } catch {
      return reportScanError(error, command: Commands.schema)
    }
    if let extra = scanner.positionals.first {
      return reportUsage(UsageError("schema takes no FILE, found '\(extra)'"))
    }
    StandardStreams.writeOutput(DocumentSchema.text)
    return .success
  }
}
