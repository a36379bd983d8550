import LayoutSpecPlatform

// The process's output: results to standard output, everything else to standard error,
// written with write(2) (FileBytes): Swift 6 rejects `fputs(_, stderr)` as not
// concurrency-safe, and Foundation's FileHandle.write traps when a write fails (a full
// disk, /dev/full), where a command-line tool should report and exit.

enum StandardStreams {
  static func writeOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeOutput($0) }
  }

  static func writeOutput(_ bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.count >= jsonChunk / 2 { _ = outputPipeWidened }
    if FileBytes.writeAll(bytes, to: FileBytes.standardOutput) < bytes.count {
      fail("cannot write standard output: \(SystemError(code: FileBytes.lastWriteError))")
    }
  }

  /// Reports an error that ends the command (exit 2), where no status can be returned.
  static func fail(_ message: String) -> Never {
    writeError("layoutspec: error: " + message)
    SystemProcess.exit(ExitStatus.invalid.rawValue)
  }

  /// The size of the chunks `eval` writes json in (a write of half as much or more is one).
  static let jsonChunk = 1 << 20

  /// When standard output is a pipe, its buffer is made as large as a chunk of output (a
  /// pipe holds 64 KiB): each chunk then goes in at once while the reader (jq, a test
  /// runner) reads the last one, instead of sixteen turns of writing and waiting
  /// (docs/performance.md, "Output into a pipe"). Where the system refuses (a limit, not
  /// Linux), the pipe stays as it was.
  private static let outputPipeWidened: Void = Terminal.widenOutputPipe(to: jsonChunk)

  static func writeOutput(_ text: String) {
    writeOutput(Array(text.utf8))
  }

  /// One line to standard error (a newline is added). A failure here has nowhere to go.
  static func writeError(_ line: String) {
    _ = FileBytes.writeAll(Array((line + "\n").utf8), to: FileBytes.standardError)
  }
}

/// The exit status (docs/cli.md, "Exit status"): 0 success, 1 a check or test failed, 2 a usage
/// error or an invalid document.
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
