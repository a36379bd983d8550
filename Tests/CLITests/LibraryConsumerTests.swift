import Foundation
import Testing

// The libraries as an app's test target uses them: Tests/Consumer depends on the three
// library products by path, reads a description, lays it out and checks a frame
// (docs/library.md). Built in its own scratch folder, with the toolchain that runs this.

@Suite struct LibraryConsumerTests {
  @Test func aConsumerPackageBuildsAndLaysOut() throws {
    let root = CommandRunner.packageRoot
    // A fresh folder each time: a kept one does not see source files added to the
    // libraries since it was built, and fails to link (seen after two new files).
    let scratch = root.appendingPathComponent(".build-consumer")
    try? FileManager.default.removeItem(at: scratch)
    let outcome = try CommandRunner.run(
      [
        "swift", "run", "--package-path", root.appendingPathComponent("Tests/Consumer").path,
        "--scratch-path", scratch.path,
      ], executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(outcome.status == 0, "\(outcome.stderr.suffix(2000))")
    #expect(
      outcome.stdout.contains(
        #"{"type":"text","name":"title","frame":{"x":52,"y":0,"width":323"#))
  }
}
