import Foundation
import Testing

// `make install` as packagers and users run it, read from make's dry run (-n) so that no
// release build is needed: DESTDIR and PREFIX place every file, the release build links
// the Swift runtime in, and install only copies (nothing compiles under sudo).

@Suite struct InstallTests {
  /// What `make -n TARGET ...` would run, one command a line.
  static func dryRun(_ target: String, _ variables: [String]) throws -> String {
    let outcome = try CommandRunner.run(
      ["make", "-n", "-C", CommandRunner.packageRoot.path, target] + variables,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return outcome.stdout
  }

  @Test func destdirAndPrefixPlaceEveryFileAndNothingCompiles() throws {
    let commands = try Self.dryRun(
      "install", ["RELEASE_BIN=/built/layoutspec", "DESTDIR=/tmp/stage", "PREFIX=/usr"])
    #expect(commands.contains("install -m 755 /built/layoutspec /tmp/stage/usr/bin/layoutspec"))
    for written in [
      "manpage > /tmp/stage/usr/share/man/man1/layoutspec.1",
      "completions bash > /tmp/stage/usr/share/bash-completion/completions/layoutspec",
      "completions zsh > /tmp/stage/usr/share/zsh/site-functions/_layoutspec",
      "completions fish > /tmp/stage/usr/share/fish/vendor_completions.d/layoutspec.fish",
    ] {
      #expect(commands.contains("/built/layoutspec " + written), "\(written) in \(commands)")
    }
    #expect(!commands.contains("/usr/local"))
    #expect(!commands.contains("swift build"))
  }

  /// The release build links the Swift runtime and the C library statically: the installed
  /// binary runs on a machine without the toolchain, and starts without a dynamic loader.
  @Test func releaseBuildLinksTheSwiftRuntimeIn() throws {
    let commands = try Self.dryRun("release", [])
    #expect(
      commands.contains("build -c release --static-swift-stdlib -Xswiftc -static-executable"),
      "\(commands)")
  }
}
