import LayoutSpecDocument
import LayoutSpecFormat

// `layoutspec export FILE --swift | --objc [-o PATH]`: the document as Texture code, the node
// class whose `layoutSpecThatFits:` builds the same specs (LayoutSpecFormat/Export).

enum ExportCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var language: TextureExport.Language?
    var output: String?
    var scanner = ArgumentScanner(arguments, command: Commands.export)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--swift", "--objc":
          let chosen: TextureExport.Language = name == "--swift" ? .swift : .objc
          if let language, language != chosen {
            throw UsageError("export writes one language: give --swift or --objc, not both")
          }
          language = chosen
        case "--output":
          let path = try value()
          guard !path.isEmpty else { throw UsageError("--output needs a file name") }
          output = path
        default: throw UsageError("unknown option '\(name)' for 'export'")
        }
      }
      guard scanner.positionals.count == 1 else {
        throw UsageError("export takes one FILE")
      }
      guard language != nil else { throw UsageError("export needs --swift or --objc") }
    } catch {
      return reportScanError(error, command: Commands.export)
    }
    guard let language, let argument = scanner.positionals.first else { return .invalid }
    let file = InputFile(argument: argument)
    let (document, diagnostics) = file.load()
    diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
    guard let document else { return .invalid }
    let code = TextureExport.code(document.tree, source: file.displayName, language: language)
    return EvalCommand.writeResult(Array(code.utf8), to: output)
  }
}
