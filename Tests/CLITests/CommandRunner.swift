import Foundation
import Testing

/// Runs the built `layoutspec` binary, which SwiftPM puts beside the test bundle because
/// this test target depends on the executable target.
struct CommandRunner {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let binary: URL = {
    // Every command the tests run measures text with the fonts the test names, never the
    // machine's own (a Mac's SF and /Library/Fonts): children inherit this.
    setenv("LAYOUTSPEC_SYSTEM_FONTS", "none", 1)
    // On Linux the test runner is `.../debug/<package>PackageTests.xctest` itself; on macOS
    // the runner is Xcode's `xctest` (or SwiftPM's testing helper) and the bundle, in the
    // same folder as the binary, is one of the loaded bundles.
    let starts =
      [URL(fileURLWithPath: CommandLine.arguments[0])]
      + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    for start in starts {
      var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
      while directory.path != "/" {
        let candidate = directory.appendingPathComponent("layoutspec")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          return candidate
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return packageRoot.appendingPathComponent(".build/debug/layoutspec")
  }()

  /// The package's root, for reading samples.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs the binary (or `executable`) with `arguments`.
  static func run(
    _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
    executable: URL = binary
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    let output = Pipe()
    let error = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input
    try process.run()
    // A child may stop reading early (the reader stops at the first byte that makes the
    // input invalid): the rest of the input is then refused, which must not kill the tests
    // with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Drain standard error on another thread while reading standard output, so neither
    // pipe can fill up and block the child.
    let errorReader = PipeDrain(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.wait()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Reads a pipe to its end on a background thread.
private final class PipeDrain: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
