import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The binary left running (`serve`, `eval --watch`) while a test talks to it. Its output
// goes to files, not pipes, so it can never block on a full pipe; every wait has a
// deadline; and `stop()` (called in a `defer`) kills it, so a failing test never leaves a
// server behind or hangs `swift test`.

final class SpawnedCommand {
  let process = Process()
  let directory: URL
  private let outputURL: URL
  private let errorURL: URL

  /// Starts the binary with `arguments` in `directory` (a temporary folder of the test's).
  init(_ arguments: [String], in directory: URL) throws {
    self.directory = directory
    outputURL = directory.appendingPathComponent("stdout.txt")
    errorURL = directory.appendingPathComponent("stderr.txt")
    for url in [outputURL, errorURL] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    process.executableURL = CommandRunner.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
  var errors: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

  /// Polls standard output until `found` says yes (returning what it found) or `timeout`
  /// seconds pass (nil).
  func waitForOutput<T>(timeout: Double, _ found: (String) -> T?) -> T? {
    waitFor(timeout: timeout) { found(output) }
  }

  /// Kills the process (if it still runs) and waits for it: safe to call twice.
  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Sends `signal` and waits up to `timeout` seconds for the process to end; false when it
  /// did not (it is then killed).
  func interrupt(_ signal: Int32 = SIGINT, timeout: Double = 10) -> Bool {
    kill(process.processIdentifier, signal)
    let ended = waitFor(timeout: timeout) { process.isRunning ? nil : true } ?? false
    stop()
    return ended
  }

  /// A new empty temporary folder.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Polls `check` every 10 ms until it returns a value or `timeout` seconds pass.
func waitFor<T>(timeout: Double, _ check: () -> T?) -> T? {
  let deadline = Date().addingTimeInterval(timeout)
  repeat {
    if let value = check() { return value }
    usleep(10_000)
  } while Date() < deadline
  return check()
}
