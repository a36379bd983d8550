import LayoutSpecDocument
import LayoutSpecFormat
import LayoutSpecPlatform

// `layoutspec import FILE...`: descriptions from Texture code (LayoutSpecFormat/Import,
// docs/import.md), the other way from `export`.

enum ImportCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var className: String?
    var format = TextureImport.Format.yaml
    var output: String?
    var fonts = DocumentOptions()
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
        case "--font":
          // Read as eval reads it, so that a file that is not a font is said now.
          _ = try fonts.take(name, value)
        case "--output":
          let path = try value()
          guard !path.isEmpty else { throw UsageError("--output needs a file name") }
          output = path
        default: throw UsageError("unknown option '\(name)' for 'import'")
        }
      }
      guard !scanner.positionals.isEmpty else {
        throw UsageError("import takes one or more .m, .mm, .swift or .h files")
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
    // A later `--font` for a name wins, as in eval.
    var fontFiles: [TextureImport.FontFile] = []
    for font in fonts.named {
      fontFiles.removeAll { $0.name == font.name }
      fontFiles.append(
        TextureImport.FontFile(name: font.name, path: fontPath(font.path, output: output)))
    }
    let result = TextureImport.run(
      files, className: className, format: format, fonts: fontFiles)
    result.messages.map(\.rendered).forEach(StandardStreams.writeError)
    guard let text = result.text else { return .invalid }
    return EvalCommand.writeResult(Array(text.utf8), to: output)
  }

  /// A `--font` path as the description written to `output` reads it: relative to the
  /// output's folder (docs/format.md: the envelope's `fonts` are relative to the
  /// document's folder); as given when the output is standard output or the path is absolute.
  static func fontPath(_ path: String, output: String?) -> String {
    guard let output, output != "-", !path.hasPrefix("/"),
      let folder = output.lastIndex(of: "/").map({ String(output[..<$0]) }),
      let working = FileSystem.currentDirectory()
    else { return path }
    func components(_ path: String) -> [String] {
      let absolute = path.hasPrefix("/") ? path : working + "/" + path
      var parts: [String] = []
      for part in absolute.split(separator: "/") where part != "." {
        if part == ".." {
          if !parts.isEmpty { parts.removeLast() }
        } else {
          parts.append(String(part))
        }
      }
      return parts
    }
    let from = components(folder.isEmpty ? "/" : folder)
    let to = components(path)
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let steps = Array(repeating: "..", count: from.count - common) + to[common...]
    return steps.joined(separator: "/")
  }
}
