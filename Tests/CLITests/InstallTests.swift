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

  /// On Linux the release build links the Swift runtime and the C library statically: the
  /// installed binary runs on a machine without the toolchain, and starts without a dynamic
  /// loader. Apple's toolchain refuses those flags, and macOS carries the runtime: there it
  /// is a plain release build. Both go to their own folder, so that `install` never copies a
  /// binary `swift build -c release` left. (UNAME_S names the system, as `uname -s` does.)
  @Test func releaseBuildsForEachSystemInItsOwnFolder() throws {
    let linux = try Self.dryRun("release", ["UNAME_S=Linux"])
    #expect(
      linux.contains("build -c release --static-swift-stdlib -Xswiftc -static-executable"),
      "\(linux)")
    // The static runtime's start-up finds no backtracer without /proc and would abort:
    // ProcessStart.swift's wrapped lookup answers instead (`make noproc-check`).
    #expect(linux.contains("-Xlinker --wrap=swift_copyAuxiliaryExecutablePath"), "\(linux)")
    // The runtime's one dlopen is wrapped too: the static C library's would need the shared
    // one at run time, and the link would warn so.
    #expect(linux.contains("-Xlinker --wrap=dlopen"), "\(linux)")
    let mac = try Self.dryRun("release", ["UNAME_S=Darwin"])
    #expect(mac.contains("build -c release"), "\(mac)")
    #expect(!mac.contains("static"), "\(mac)")
    #expect(!mac.contains("--wrap"), "\(mac)")
    // Only what `make install` installs: the bench links Foundation, whose static link
    // warns a screenful.
    for commands in [linux, mac] {
      #expect(commands.contains("--scratch-path .build-release"), "\(commands)")
      #expect(commands.contains("--product layoutspec\n"), "\(commands)")
    }
    let install = try Self.dryRun("install", [])
    #expect(install.contains("test -x .build-release/release/layoutspec"), "\(install)")
  }

  /// A Mac has no apt-get: the oracle targets say what to install with Homebrew instead.
  @Test func oracleTargetsNeverCallAptGetOnAMac() throws {
    for target in ["text-fonts", "text-oracle", "text-oracle-breaks", "chromium"] {
      let commands = try CommandRunner.run(
        ["make", "-n", "-C", CommandRunner.packageRoot.path, target, "UNAME_S=Darwin"],
        executable: URL(fileURLWithPath: "/usr/bin/env"))
      #expect(!commands.stdout.contains("apt-get"), "\(target): \(commands.stdout)")
    }
  }

  /// Xcode's toolchain has no libFuzzer: `make fuzz` says so and what to use, instead of
  /// failing in the compiler.
  @Test func fuzzingWithoutLibFuzzerSaysWhatToUse() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let outcome = try CommandRunner.run(
      [
        "make", "-C", CommandRunner.packageRoot.path, "fuzz-build", "UNAME_S=Darwin",
        "SWIFTC=false", "FUZZ_DIR=\(scratch)",
      ],
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(outcome.status == 2)
    #expect((outcome.stdout + outcome.stderr).contains("swift.org toolchain"), "\(outcome.stderr)")
  }
}
