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
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On Linux the test runner is `.../debug/<package>PackageTests.xctest`; on macOS it is
    // inside the bundle's Contents/MacOS.
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("layoutspec").path),
      directory.path != "/"
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("layoutspec")
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
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
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
