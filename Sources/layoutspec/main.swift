import LayoutSpecPlatform

// layoutspec: Texture's Layout API on the command line. See `layoutspec --help`; the
// commands are the table in CommandSpecs.swift.

func runCommand(_ arguments: [String]) -> ExitStatus {
  guard let command = arguments.first else {
    StandardStreams.writeError(Usage.overview)
    return .invalid
  }
  let rest = Array(arguments.dropFirst())
  switch command {
  case "--help", "-h": return Commands.help.run([])
  case "--version", "-V": return Commands.version.run([])
  default:
    guard let spec = Commands.named(command) else {
      return reportUsage(HelpCommand.unknownCommand(command))
    }
    return spec.run(rest)
  }
}

SystemProcess.exit(runCommand(Array(SystemProcess.arguments.dropFirst())).rawValue)
