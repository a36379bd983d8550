import Foundation
import Testing

// `make install` as packagers and users run it, read from make's dry run (-n) so that no
// release build is needed: DESTDIR and PREFIX place every file, the release binary links
// the Swift runtime in, and root with a built binary only copies.

@Suite struct InstallTests {
  /// What `make -n install ...` would run, one command a line.
  static func dryRun(_ variables: [String]) throws -> String {
    let outcome = try LibraryConsumerTests.run(
      ["make", "-n", "-C", CommandRunner.packageRoot.path, "install"] + variables)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return outcome.stdout
  }

  @Test func destdirAndPrefixPlaceEveryFile() throws {
    let commands = try Self.dryRun(["DESTDIR=/tmp/stage", "PREFIX=/usr"])
    for path in [
      "/tmp/stage/usr/bin/layoutspec", "/tmp/stage/usr/share/man/man1/layoutspec.1",
      "/tmp/stage/usr/share/bash-completion/completions/layoutspec",
      "/tmp/stage/usr/share/zsh/site-functions/_layoutspec",
      "/tmp/stage/usr/share/fish/vendor_completions.d/layoutspec.fish",
    ] {
      #expect(commands.contains(path), "\(path) in \(commands)")
    }
    #expect(!commands.contains("/usr/local"))
  }

  /// The release build links the Swift runtime statically: the installed binary runs on a
  /// machine without the toolchain.
  @Test func releaseBuildLinksTheSwiftRuntimeIn() throws {
    let missing = "RELEASE_BIN=/nonexistent/layoutspec"
    let commands = try Self.dryRun([missing])
    #expect(commands.contains("build -c release --static-swift-stdlib"), "\(commands)")
  }

  /// `sudo make install` after `make release` copies; it does not compile as root.
  @Test func rootWithABuiltBinaryOnlyCopies() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutspec-install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = directory.appendingPathComponent("layoutspec")
    try Data("#!/bin/sh\n".utf8).write(to: binary)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
    let commands = try Self.dryRun(["RELEASE_BIN=\(binary.path)", "DESTDIR=\(directory.path)"])
    #expect(commands.contains("install -m 755 \(binary.path)"))
    // As another user the release build runs first (incrementally); as root it does not.
    #expect(commands.contains("swift build") == (getuid() != 0), "\(commands)")
  }
}
