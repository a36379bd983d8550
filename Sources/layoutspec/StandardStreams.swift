import Foundation

// The process's output: results to standard output, everything else to standard error.
// Swift 6 rejects `fputs(_, stderr)` as not concurrency-safe; FileHandle is.

enum StandardStreams {
  static func writeOutput(_ bytes: [UInt8]) {
    // Straight from the array; when that fails, FileHandle tries the rest and reports the
    // error as it always has.
    let written = FileBytes.writeAll(bytes, to: STDOUT_FILENO)
    if written < bytes.count {
      FileHandle.standardOutput.write(Data(bytes[written...]))
    }
  }

  static func writeOutput(_ text: String) {
    writeOutput(Array(text.utf8))
  }

  /// One line to standard error (a newline is added).
  static func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// SPEC-cli's exit status: 0 success, 1 a check or test failed, 2 a usage error or an
/// invalid document.
enum ExitStatus: Int32 {
  case success = 0
  case failure = 1
  case invalid = 2
}

/// A command-line mistake: reported as `layoutspec: error: ...` with exit status 2.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
