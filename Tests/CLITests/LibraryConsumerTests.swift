import Foundation
import Testing

// The libraries as another package sees them: docs/library.md's example is built as the
// executable of a separate package that depends on this one through its library products,
// run, and its output compared with what the page says it prints. Only the public API is
// reachable from there, so a symbol the page uses that stops being public fails here.
// The build goes to .build/library-consumer, so later runs rebuild only what changed.

@Suite struct LibraryConsumerTests {
  static let page = "docs/library.md"

  /// The ```swift block after `## Example` and the plain block after "It prints".
  static func example() throws -> (source: String, output: String) {
    let text = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent(page), encoding: .utf8)
    let example = try #require(text.range(of: "## Example"))
    let rest = text[example.upperBound...]
    let source = try #require(block(after: "```swift\n", in: rest))
    let prints = try #require(rest.range(of: "It prints"))
    let output = try #require(block(after: "```\n", in: rest[prints.upperBound...]))
    return (source, output)
  }

  static func block(after opening: String, in text: Substring) -> String? {
    guard let start = text.range(of: opening),
      let end = text[start.upperBound...].range(of: "```")
    else { return nil }
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test(.timeLimit(.minutes(10)))
  func docsExampleBuildsAgainstTheLibraryProducts() throws {
    let (source, expected) = try Self.example()
    let root = CommandRunner.packageRoot
    let package = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutspec-consumer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let sources = package.appendingPathComponent("Sources/consumer")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    // A path dependency's identity is its folder's name.
    let identity = root.lastPathComponent
    let products = ["LayoutSpecDocument", "LayoutSpecEngine", "LayoutSpecFormat"].map {
      ".product(name: \"\($0)\", package: \"\(identity)\")"
    }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "consumer",
        dependencies: [.package(path: "\(root.path)")],
        targets: [
          .executableTarget(
            name: "consumer", dependencies: [\(products.joined(separator: ", "))])
        ]
      )

      """
    try manifest.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try source.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    let scratch = root.appendingPathComponent(".build/library-consumer").path
    let build = try Self.run(
      ["swift", "build", "--package-path", package.path, "--scratch-path", scratch])
    try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
    let outcome = try Self.run([scratch + "/debug/consumer"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == expected)
  }

  /// Runs a program found on PATH; standard error is kept for the failure message.
  static func run(_ arguments: [String]) throws -> CommandRunner.Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorReader = PipeDrain(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.wait()
    process.waitUntilExit()
    return CommandRunner.Outcome(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
