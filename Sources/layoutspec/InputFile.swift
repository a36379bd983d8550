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
      return .success(Array(FileHandle.standardInput.readDataToEndOfFile()))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
      return .failure(unreadable("no such file"))
    }
    if isDirectory.boolValue { return .failure(unreadable("is a directory, not a file")) }
    // FileHandle, not FileManager.contents: that answers nil for devices like /dev/null.
    guard let handle = FileHandle(forReadingAtPath: argument) else {
      return .failure(unreadable("cannot open the file (permission denied?)"))
    }
    defer { try? handle.close() }
    do {
      return .success(Array(try handle.readToEnd() ?? Data()))
    } catch {
      return .failure(unreadable("cannot read the file: \(error.localizedDescription)"))
    }
  }

  private func unreadable(_ reason: String) -> Diagnostic {
    Diagnostic(.error, reason, at: SourceLocation(file: displayName, line: 1, column: 1))
  }

  /// Reads and decodes the file; diagnostics (warnings too) come back in source order.
  func load() -> (document: Document?, diagnostics: [Diagnostic]) {
    switch readBytes() {
    case .failure(let diagnostic):
      return (nil, [diagnostic])
    case .success(let bytes):
      let result = DocumentReader.read(bytes, file: displayName)
      return (result.document, result.diagnostics)
    }
  }

  /// Standard input can be read once: a second `-` would see it empty.
  static func checkStandardInputOnce(_ files: [InputFile]) throws {
    if files.filter(\.isStandardInput).count > 1 {
      throw UsageError("standard input (-) can be given only once")
    }
  }
}
