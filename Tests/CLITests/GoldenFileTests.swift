import Foundation
import Testing

// Golden files as users write them (issue 30): whatever `eval` prints is a golden file (a
// stream of results, pretty or JSON Lines, an array, or one result), read with positions.

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
}
