import Foundation
import LayoutSpecDocument

// A FILE argument: a path, or `-` for standard input, read whole and handed to the reader.

struct InputFile: Sendable {
  let argument: String

  var isStandardInput: Bool { argument == "-" }

  /// The name messages use: the path as given, or `<stdin>`.
  var displayName: String { isStandardInput ? DocumentReader.standardInputName : argument }

  /// The file's bytes, or a positioned error saying why they cannot be read.
  func readBytes() -> Result<[UInt8], Diagnostic> {
    if isStandardInput {
      return .success(
        FileBytes.readAll(from: STDIN_FILENO)
          ?? Array(FileHandle.standardInput.readDataToEndOfFile()))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
      return .failure(unreadable("no such file"))
    }
    if isDirectory.boolValue { return .failure(unreadable("is a directory, not a file")) }
    guard let bytes = FileBytes.read(path: argument) else {
      return .failure(unreadable("cannot read the file (permission denied?)"))
    }
    return .success(bytes)
  }

  private func unreadable(_ reason: String) -> Diagnostic {
    Diagnostic(.error, reason, at: SourceLocation(file: displayName, line: 1, column: 1))
  }

  /// Reads and decodes the file; diagnostics (warnings too) come back in source order.
  func load() -> (document: Document?, diagnostics: [Diagnostic]) {
    var bytes: [UInt8]
    switch readBytes() {
    case .failure(let diagnostic): return (nil, [diagnostic])
    case .success(let read): bytes = read
    }
    let parsed = DocumentReader.parse(bytes, file: displayName)
    // Decoding needs only what the reader kept: the input goes before the elements come.
    bytes = []
    let result = DocumentReader.decode(parsed)
    return (result.document, result.diagnostics)
  }

  /// Standard input can be read once: a second `-` would see it empty.
  static func checkStandardInputOnce(_ files: [InputFile]) throws {
    if files.filter(\.isStandardInput).count > 1 {
      throw UsageError("standard input (-) can be given only once")
    }
  }
}
