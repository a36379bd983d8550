import LayoutSpecDocument
import LayoutSpecFormat

// `layoutspec import FILE...`: descriptions from Texture code (LayoutSpecFormat/Import,
// docs/import.md), the other way from `export`.

enum ImportCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var className: String?
    var format = TextureImport.Format.yaml
    var output: String?
    var scanner = ArgumentScanner(arguments, command: Commands.importCode)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--class":
          let name = try value()
          guard !name.isEmpty else { throw UsageError("--class needs a class name") }
          className = name
        case "--format":
          let text = try value()
          switch text.lowercased() == "yml"
            ? .yaml : try ImportFormat.parse(text, for: "format", of: "import")
          {
          case .yaml: format = .yaml
          case .json: format = .json
          }
        case "--output":
          let path = try value()
          guard !path.isEmpty else { throw UsageError("--output needs a file name") }
          output = path
        default: throw UsageError("unknown option '\(name)' for 'import'")
        }
      }
      guard !scanner.positionals.isEmpty else {
        throw UsageError("import takes one or more .m, .mm or .swift files")
      }
    } catch {
      return reportScanError(error, command: Commands.importCode)
    }
    var files: [TextureImport.SourceFile] = []
    var failed = false
    for argument in scanner.positionals {
      let file = InputFile(argument: argument)
      switch file.readBytes() {
      case .success(let bytes):
        files.append(TextureImport.SourceFile(name: file.displayName, bytes: bytes))
      case .failure(let diagnostic):
        StandardStreams.writeError(diagnostic.rendered)
        failed = true
      }
    }
    guard !failed else { return .invalid }
    let result = TextureImport.run(files, className: className, format: format)
    result.messages.map(\.rendered).forEach(StandardStreams.writeError)
    guard let text = result.text else { return .invalid }
    return EvalCommand.writeResult(Array(text.utf8), to: output)
  }
}
