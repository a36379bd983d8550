import LayoutSpecDocument
import LayoutSpecPlatform

// A FILE argument: a path, or `-` for standard input, read whole and handed to the reader.
// Reading stops past `DocumentLimits.maximumByteCount`, so that a device or a pipe that
// never ends (`/dev/zero`, `yes |`) gives an error instead of filling memory.

struct InputFile: Sendable {
  let argument: String
  /// The command's `--font`, `--font-dir`, `--content-size` and `--safe-area`.
  var fonts = DocumentOptions()

  init(argument: String, fonts: DocumentOptions = DocumentOptions()) {
    self.argument = argument
    self.fonts = fonts
  }

  var isStandardInput: Bool { argument == "-" }

  /// The name messages use: the path as given, or `<stdin>`.
  var displayName: String { isStandardInput ? DocumentReader.standardInputName : argument }

  /// The file's bytes, or a positioned error saying why they cannot be read.
  enum ReadOutcome {
    case success([UInt8])
    case failure(Diagnostic)
  }

  /// The file's bytes, or why not. (Not a `Result`: the runtime builds that type at first
  /// use, finding its failure's `Error` conformance by a scan, about 100,000 instructions
  /// of every run's start-up.)
  func readBytes() -> ReadOutcome {
    switch FileBytes.readFile(
      isStandardInput ? nil : argument, limit: DocumentLimits.maximumByteCount,
      stoppingAtNUL: true)
    {
    case .success(let bytes): return .success(bytes)
    case .failure(.missing): return .failure(unreadable("no such file"))
    case .failure(.directory): return .failure(unreadable("is a directory, not a file"))
    case .failure(.system(let code)): return .failure(unreadable(FileBytes.readFailure(code)))
    case .failure(.invalidPath(let problem)): return .failure(unreadable(problem))
    case .failure(.tooLarge):
      return .failure(
        unreadable(
          "the input is larger than \(DocumentLimits.maximumByteCount) bytes, the most a "
            + "document may have"))
    }
  }

  /// The error for a document that lists no sizes when none were given: every command
  /// that lays out (and `serve`) says it the same way.
  var noSizes: Diagnostic {
    Diagnostic(
      .error,
      "no size to lay out at: give --size WIDTHxHEIGHT or list \"sizes\" in the "
        + "document's envelope",
      at: SourceLocation(file: displayName, line: 1, column: 1))
  }

  private func unreadable(_ reason: String) -> Diagnostic {
    Diagnostic(.error, reason, at: .wholeFile(displayName))
  }

  /// Reads and decodes the file; diagnostics (warnings too) come back in source order.
  func load() -> (document: Document?, diagnostics: [Diagnostic]) {
    var bytes: [UInt8]
    switch readBytes() {
    case .failure(let diagnostic): return (nil, [diagnostic])
    case .success(let read): bytes = read
    }
    // The envelope's font files are relative to the document's folder.
    let directory = isStandardInput ? "." : FilePaths.deletingLastComponent(argument)
    let folder = directory.isEmpty ? "." : directory
    // A document without an envelope's fonts is decoded as it is read, with the options'.
    let optionFonts = fonts.catalog()
    let parsed = DocumentReader.parse(bytes, file: displayName, fonts: optionFonts)
    // Decoding needs only what the reader kept: the input goes before the elements come.
    bytes = []
    let (catalog, fontErrors) = DocumentOptions.adding(
      DocumentReader.fontFiles(in: parsed), to: optionFonts, folder: folder)
    let result = DocumentReader.decode(parsed, fonts: catalog, extra: fontErrors)
    guard var document = result.document, let safeArea = fonts.safeArea else {
      return (result.document, result.diagnostics)
    }
    document.safeAreaInsets = safeArea
    return (document, result.diagnostics)
  }

  /// Standard input can be read once: a second `-` would see it empty.
  static func checkStandardInputOnce(_ files: [InputFile]) throws {
    if files.filter(\.isStandardInput).count > 1 {
      throw UsageError("standard input (-) can be given only once")
    }
  }
}
