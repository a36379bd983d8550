import Foundation
import Testing

// `diff` lays out at the document's sizes as every command does, and gives one transition
// per size, never only the last `--size`, each labelled as eval names its results.

@Suite struct DiffSizesTests {
  /// A scratch folder holding `cell.yaml`: two sizes, three variants.
  func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-diffsizes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try VariantCommandTests.document.write(
      to: directory.appendingPathComponent("cell.yaml"), atomically: true, encoding: .utf8)
    return directory
  }

  /// Without --size, diff lays out at the document's sizes; each size (given or listed)
  /// gives its own transition, labelled, never only the last one.
  @Test func diffGivesOneTransitionPerSize() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try CommandRunner.run(
      ["diff", "cell.yaml", "--to-variant", "noLocation", "-f", "text"], in: directory)
    #expect(text.status == 0, "\(text.stderr)")
    let headers = text.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
    #expect(headers == ["==> 320x* <==", "==> 200x* <=="], "\(text.stdout)")
    #expect(text.stdout.components(separatedBy: "- location (text)").count == 3)

    let json = try CommandRunner.run(
      ["diff", "cell.yaml", "-s", "320xany", "-s", "200xany", "--to-size", "300xany"],
      in: directory)
    #expect(json.status == 0)
    let objects = json.stdout.components(separatedBy: "\n}\n").filter { !$0.isEmpty }
    #expect(objects.count == 2)
    #expect(
      objects.first?.hasPrefix("{\n  \"size\": \"320x*\",\n  \"toSize\": \"300x*\",\n") == true)
    #expect(
      objects.last?.hasPrefix("{\n  \"size\": \"200x*\",\n  \"toSize\": \"300x*\",\n") == true)
    for object in objects {
      #expect(try JSONSerialization.jsonObject(with: Data((object + "\n}").utf8)) is [String: Any])
    }
    // One size: the transition as before, without a label.
    let one = try CommandRunner.run(
      ["diff", "cell.yaml", "-s", "320xany", "--to-variant", "noLocation"], in: directory)
    #expect(one.stdout.hasPrefix("{\n  \"inserted\": "))
    // --exit-code: 1 when any of them moved anything.
    for (target, status) in [("noLocation", Int32(1)), ("default", 0)] {
      let outcome = try CommandRunner.run(
        ["diff", "cell.yaml", "--to-variant", target, "--exit-code"], in: directory)
      #expect(outcome.status == status, "\(target)")
    }
    // No --size and no sizes in the document: the error every command gives.
    try "type: node\n".write(
      to: directory.appendingPathComponent("bare.yaml"), atomically: true, encoding: .utf8)
    let bare = try CommandRunner.run(["diff", "bare.yaml", "--to-size", "1x1"], in: directory)
    #expect(bare.status == 2)
    #expect(bare.stderr.hasPrefix("bare.yaml:1:1: error: no size to lay out at"))
  }

  /// A device size is labelled by its name, as eval's results are, and lays out at its
  /// numbers.
  @Test func deviceSizesAreLabelledByName() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let named = try CommandRunner.run(
      [
        "diff", "cell.yaml", "-s", "iphone-se-1", "-s", "375x*", "--to-size",
        "iphone-se-1-landscape:screen", "-f", "text",
      ], in: directory)
    #expect(named.status == 0, "\(named.stderr)")
    let headers = named.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
    #expect(
      headers == [
        "==> iphone-se-1 -> iphone-se-1-landscape:screen <==",
        "==> 375x* -> iphone-se-1-landscape:screen <==",
      ], "\(named.stdout)")
    let numbers = try CommandRunner.run(
      ["diff", "cell.yaml", "-s", "320x*", "-s", "375x*", "--to-size", "568x320", "-f", "text"],
      in: directory)
    #expect(
      named.stdout.split(separator: "\n").filter { !$0.hasPrefix("==> ") }
        == numbers.stdout.split(separator: "\n").filter { !$0.hasPrefix("==> ") })
  }
}
