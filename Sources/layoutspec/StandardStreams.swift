#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The process's output: results to standard output, everything else to standard error.
// Written with write(2) in one helper: Swift 6 rejects `fputs(_, stderr)` as not
// concurrency-safe, and Foundation's FileHandle.write traps when the write fails (a full
// disk, /dev/full), where a command-line tool should report and exit.

enum StandardStreams {
  static func writeOutput(_ bytes: [UInt8]) {
    if let failure = writeAll(bytes, to: 1) {
      writeError("layoutspec: error: cannot write standard output: \(failure)")
      exit(ExitStatus.invalid.rawValue)
    }
  }

  static func writeOutput(_ text: String) {
    writeOutput(Array(text.utf8))
  }

  /// One line to standard error (a newline is added). A failure here has nowhere to go.
  static func writeError(_ line: String) {
    _ = writeAll(Array((line + "\n").utf8), to: 2)
  }

  /// Writes all of `bytes` to the file descriptor, retrying short and interrupted writes;
  /// the system's reason on failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, start + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += written
      }
      return nil
    }
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
