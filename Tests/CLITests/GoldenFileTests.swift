import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Golden files as users write them (issue 30): whatever `eval` prints is a golden file (a
// stream of results, pretty or JSON Lines, an array, or one result), read with positions
// and within eval's memory bound; `check` finds NAME.golden.json by itself; `--werror`;
// `--update` writes only what changed and says so.

@Suite struct GoldenFileTests {
  /// Two sizes and three variants: six results.
  static let document = VariantCommandTests.document

  func scratch(_ files: [String: String] = ["cell.yaml": document]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-goldenfile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// `eval cell.yaml > cell.golden.json`, as a shell writes it.
  func record(_ arguments: [String], in directory: URL) throws -> String {
    let eval = try CommandRunner.run(["eval", "cell.yaml"] + arguments, in: directory)
    #expect(eval.status == 0, "\(eval.stderr)")
    try eval.stdout.write(
      to: directory.appendingPathComponent("cell.golden.json"), atomically: true,
      encoding: .utf8)
    return eval.stdout
  }

  /// Before, each of these failed with "unexpected '{' after the document's value".
  @Test(arguments: [[], ["-c"], ["--array"], ["--array", "-c"]])
  func whateverEvalPrintsIsAGoldenFile(_ shape: [String]) throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try record(shape, in: directory)
    let test = try CommandRunner.run(["test", "."], in: directory)
    #expect(test.status == 0, "\(shape): \(test.stdout) \(test.stderr)")
    #expect(test.stdout == "ok     ./cell.yaml\n1 passed, 0 failed\n")
    let check = try CommandRunner.run(
      ["check", "cell.yaml", "-g", "cell.golden.json"], in: directory)
    #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.isEmpty, "\(check.stderr)")

    // A change is found in such a golden file as in a recorded one, named by its variant.
    let changed = Self.document.replacingOccurrences(of: "width: 60", with: "width: 70")
    try changed.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    let differs = try CommandRunner.run(
      ["check", "cell.yaml", "-g", "cell.golden.json"], in: directory)
    #expect(differs.status == 1)
    #expect(
      differs.stdout.contains(
        "  bigAvatar at 320x*: header/avatar: frame {0, 0, 60, 60} -> {0, 0, 70, 60}\n"),
      "\(differs.stdout)")
  }

  /// One result of `eval -s SIZE --variant NAME`, with its `file` and `size`.
  @Test func oneResultOfEvalIsAGoldenFile() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let asked = ["-s", "200xany", "--variant", "noLocation"]
    _ = try record(asked, in: directory)
    let check = try CommandRunner.run(
      ["check", "cell.yaml", "-g", "cell.golden.json"] + asked, in: directory)
    #expect(check.status == 0, "\(check.stdout) \(check.stderr)")
  }

  /// A mistake in the second result of a stream is reported at its line and column.
  @Test func aStreamIsReadWithPositions() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try record([], in: directory)
    var lines = stream.components(separatedBy: "\n")
    let second = try #require(lines.indices.filter { lines[$0] == "{" }.dropFirst().first)
    let golden = directory.appendingPathComponent("cell.golden.json")
    func expectError(_ message: String, line: Int, column: Int) throws {
      try lines.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)
      let outcome = try CommandRunner.run(
        ["check", "cell.yaml", "-g", "cell.golden.json"], in: directory)
      #expect(outcome.status == 2)
      #expect(
        outcome.stderr.hasPrefix("cell.golden.json:\(line):\(column): error: \(message)"),
        "\(outcome.stderr)")
    }
    // A value of the wrong type.
    let x = try #require(lines[second...].firstIndex { $0.contains(#""x": 0"#) })
    let original = lines[x]
    lines[x] = original.replacingOccurrences(of: #""x": 0"#, with: #""x": "0""#)
    let column = try #require(lines[x].range(of: #""0""#)).lowerBound.utf16Offset(in: lines[x])
    try expectError(
      #""x" must be a number or null, found a string"#, line: x + 1, column: column + 1)
    // Not JSON: a missing comma.
    lines[x] = original.replacingOccurrences(of: ",", with: "")
    let indent = lines[x + 1].prefix { $0 == " " }.count
    try expectError("expected ',' or '}' in an object", line: x + 2, column: indent + 1)
    lines[x] = original
    // Something after the last result.
    lines.append("]")
    try expectError("unexpected ']' after a result", line: lines.count, column: 1)
  }

  /// The exit status and peak memory, in bytes, of the binary run with `arguments` in
  /// `directory` (`ru_maxrss` of the child alone, which Foundation's Process does not
  /// give), and the peak of this process when it ended. On Linux a spawned child's
  /// `ru_maxrss` counts its parent's peak too (exec records the memory it replaces): the
  /// child's own peak is known only where it is larger than this process's.
  static func peakMemory(_ arguments: [String], in directory: URL) throws
    -> (status: Int32, peak: Int, parentPeak: Int)
  {
    // Darwin's `posix_spawn_file_actions_t` is an opaque pointer; glibc's a struct.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let command =
      ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path]
      + [CommandRunner.binary.path] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) }
    argv.append(nil)
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
      throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    var own = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &own)
      let scale = 1024
    #else
      getrusage(RUSAGE_SELF, &own)
      let scale = 1
    #endif
    return (
      (status >> 8) & 0xff, Int(usage.ru_maxrss) * scale, Int(own.ru_maxrss) * scale
    )
  }

  /// A feed of `cells` cells at three widths, as the bench's (Sources/layoutspec-bench).
  static func feed(cells: Int) -> String {
    let cell = (0..<cells).map { index in
      #"{"type":"vstack","name":"cell","children":[{"type":"inset","insets":[8,12,8,12],"child":{"type":"hstack","spacing":10,"alignItems":"start","children":[{"type":"node","name":"avatar","style":{"width":44,"height":44}},{"type":"vstack","style":{"flexGrow":1,"flexShrink":1},"children":[{"type":"text","name":"name","text":"User \#(index)","fontSize":15},{"type":"text","name":"message","text":"Lunch tomorrow? #\#(index % 1000)","fontSize":13}]},{"type":"text","name":"time","text":"\#(1 + index % 12):\#(10 + index % 50)","fontSize":12}]}},{"type":"ratio","ratio":0.5,"child":{"type":"networkImage","name":"photo"}},{"type":"node","name":"separator","style":{"height":0.5}}]}"#
    }
    return #"{"sizes":["375x*","320x*","768x*"],"root":{"type":"vstack","name":"feed","children":["#
      + cell.joined(separator: ",\n") + "]}}\n"
  }

  /// Issue 30 item 3: `check` read both sides into trees of values, about 7 times the
  /// golden file (89 MB for a 12 MB one, 800 MB for 120 MB). It must stay within eval's
  /// bound, twice the input and 50 MB, for a recorded golden file and for eval's JSON Lines
  /// (the most frames for its bytes).
  @Test func aLargeGoldenFileIsCheckedWithinEvalsMemoryBound() throws {
    let directory = try scratch(["feed.json": Self.feed(cells: 1600)])
    defer { try? FileManager.default.removeItem(at: directory) }
    let recorded = try CommandRunner.run(["check", "feed.json", "--update"], in: directory)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let lines = try CommandRunner.run(["eval", "feed.json", "-c"], in: directory)
    try lines.stdout.write(
      to: directory.appendingPathComponent("lines.json"), atomically: true, encoding: .utf8)
    for golden in ["feed.golden.json", "lines.json"] {
      let size = try #require(
        try FileManager.default.attributesOfItem(
          atPath: directory.appendingPathComponent(golden).path)[.size] as? Int)
      #expect(size > 3_000_000)
      let run = try Self.peakMemory(["check", "feed.json", "-g", golden], in: directory)
      #expect(run.status == 0)
      // Before, 115 MB for the 16 MB golden file; a peak no larger than the test
      // runner's may be the runner's own.
      #expect(
        run.peak < 2 * size + 50_000_000 || run.peak <= run.parentPeak,
        "\(golden): \(size) bytes, peak \(run.peak) (the tests' own: \(run.parentPeak))")
    }
  }
}

/// Issue 30 items 18 and 19: the golden workflow's options as a pytest or compiler user
/// expects them.
@Suite struct GoldenOptionTests {
  func scratch(_ files: [String: String] = ["cell.yaml": GoldenFileTests.document]) throws -> URL {
    try GoldenFileTests().scratch(files)
  }

  /// Without --golden, `check` reads NAME.golden.json beside FILE, and says which name it
  /// looked for when it is not there.
  @Test func checkFindsTheGoldenFileBesideTheDocument() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = try CommandRunner.run(["check", "cell.yaml"], in: directory)
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "layoutspec: error: cell.golden.json: no such file (without --golden, check looks "
        + "for NAME.golden.json beside FILE); record it with --update, or give --golden GOLDEN\n")
    let record = try CommandRunner.run(["check", "cell.yaml", "--update"], in: directory)
    #expect(record.status == 0 && record.stderr == "created cell.golden.json\n")
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("cell.golden.json").path))
    let check = try CommandRunner.run(["check", "cell.yaml"], in: directory)
    #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.isEmpty)
    // A golden file named with --golden that is missing is named as given.
    let other = try CommandRunner.run(["check", "cell.yaml", "-g", "other.json"], in: directory)
    #expect(other.status == 2)
    #expect(
      other.stderr == "layoutspec: error: other.json: no such file; record it with --update\n")
  }

  static let warned = """
    sizes: ["100xany"]
    root:
      type: vstack
      style: { flexShrink: 1 }
      children: [{ type: node, style: { height: 10 } }]
    """

  /// `--werror` as on eval and validate: a warning fails the document (exit 2), and
  /// `--update` records nothing.
  @Test func werrorMakesWarningsErrorsInCheckAndTest() throws {
    let directory = try scratch(["w.yaml": Self.warned])
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("w.golden.json").path
    let strictRecord = try CommandRunner.run(
      ["check", "w.yaml", "--update", "--werror"], in: directory)
    #expect(strictRecord.status == 2)
    #expect(strictRecord.stderr.contains("w.yaml:4:12: error: 'flexShrink' has no effect"))
    #expect(strictRecord.stderr.contains(" [-Werror]\n"))
    #expect(!FileManager.default.fileExists(atPath: golden))

    let record = try CommandRunner.run(["test", ".", "--update"], in: directory)
    #expect(record.status == 0 && record.stderr.contains("w.yaml:4:12: warning: "))
    let plain = try CommandRunner.run(["check", "w.yaml"], in: directory)
    #expect(plain.status == 0 && plain.stderr.contains("warning: 'flexShrink' has no effect"))
    let check = try CommandRunner.run(["check", "w.yaml", "--werror"], in: directory)
    #expect(check.status == 2)
    #expect(check.stderr.contains("w.yaml:4:12: error: 'flexShrink' has no effect"))
    let test = try CommandRunner.run(["test", ".", "--werror"], in: directory)
    #expect(test.status == 2)
    #expect(test.stdout == "ERROR  ./w.yaml\n0 passed, 0 failed, 1 invalid\n")
    #expect(test.stderr.hasSuffix(" [-Werror]\n"))
  }

  /// `--update` writes a golden file only when its bytes change (an unchanged one keeps its
  /// time stamp, so make and git see nothing), and says which it did.
  @Test func updateWritesOnlyWhatChangedAndSaysSo() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("cell.golden.json")
    let created = try CommandRunner.run(["test", ".", "--update"], in: directory)
    #expect(created.status == 0)
    #expect(
      created.stdout
        == "created   ./cell.golden.json\ngolden files: 1 created, 0 updated, 0 unchanged\n"
        + "1 passed, 0 failed\n")
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: golden.path)

    let unchanged = try CommandRunner.run(["test", ".", "--update"], in: directory)
    #expect(
      unchanged.stdout
        == "unchanged ./cell.golden.json\ngolden files: 0 created, 0 updated, 1 unchanged\n"
        + "1 passed, 0 failed\n")
    let stamp = try FileManager.default.attributesOfItem(atPath: golden.path)[.modificationDate]
    #expect(stamp as? Date == old)
    let check = try CommandRunner.run(["check", "cell.yaml", "--update"], in: directory)
    #expect(check.stderr == "unchanged cell.golden.json\n")

    let changed = GoldenFileTests.document.replacingOccurrences(of: "width: 60", with: "width: 70")
    try changed.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    let before = try String(contentsOf: golden, encoding: .utf8)
    let updated = try CommandRunner.run(["test", ".", "--update"], in: directory)
    #expect(updated.stdout.hasPrefix("updated   ./cell.golden.json\n"))
    #expect(try String(contentsOf: golden, encoding: .utf8) != before)
    #expect(try CommandRunner.run(["test", "."], in: directory).status == 0)
    // A golden file written by `eval >` holds the same frames in another shape: its bytes
    // change, so it is updated.
    let eval = try CommandRunner.run(["eval", "cell.yaml", "-c"], in: directory)
    try eval.stdout.write(to: golden, atomically: true, encoding: .utf8)
    let reshaped = try CommandRunner.run(["check", "cell.yaml", "--update"], in: directory)
    #expect(reshaped.stderr == "updated cell.golden.json\n")
  }

  /// docs/cli.md: a PATH that does not exist is a usage error (2), as pytest (4) and jq
  /// (2) answer for a missing file; a folder with nothing to test fails (1).
  @Test func testOfAMissingPathIsAUsageError() throws {
    let directory = try scratch(["nosizes.yaml": "type: node\n"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = try CommandRunner.run(["test", "mistyped", "."], in: directory)
    #expect(missing.status == 2 && missing.stdout.isEmpty)
    #expect(missing.stderr == "layoutspec: error: 'mistyped': no such file or directory\n")
    #expect(try CommandRunner.run(["test", "."], in: directory).status == 1)
  }
}
