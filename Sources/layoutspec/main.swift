import LayoutSpecPlatform

// layoutspec: Texture's Layout API on the command line. See `layoutspec --help`.

func runCommand(_ arguments: [String]) -> ExitStatus {
  guard let command = arguments.first else {
    StandardStreams.writeError(Usage.overview)
    return .invalid
  }
  let rest = Array(arguments.dropFirst())
  switch command {
  case "eval": return EvalCommand.run(rest)
  case "validate": return ValidateCommand.run(rest)
  case "check": return CheckCommand.run(rest)
  case "test": return TestCommand.run(rest)
  case "diff": return DiffCommand.run(rest)
  case "completions": return ShellCompletions.run(rest)
  case "manpage" where rest.isEmpty:
    StandardStreams.writeOutput(ShellCompletions.manPage)
    return .success
  case "serve": return ServeCommand.run(rest)
  case "export": return ExportCommand.run(rest)
  case "import": return ImportCommand.run(rest)
  case "schema": return SchemaCommand.run(rest)
  case "help" where rest.count == 1:
    // `layoutspec help eval` is `layoutspec eval --help`.
    return runCommand(rest + ["--help"])
  case "--help", "-h", "help":
    StandardStreams.writeOutput(Usage.overview + "\n")
    return .success
  case "--version", "-V", "version":
    StandardStreams.writeOutput(Usage.version + "\n")
    return .success
  default:
    return reportUsage(
      UsageError("unknown command '\(command)'; see 'layoutspec --help'"))
  }
}

SystemProcess.exit(runCommand(Array(CommandLine.arguments.dropFirst())).rawValue)
