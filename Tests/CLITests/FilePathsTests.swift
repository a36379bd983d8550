import Foundation
import Testing

@testable import layoutspec

// The path functions the commands use instead of Foundation's (FilePaths.swift) give what
// Foundation's NSString and CharacterSet gave, which the commands used before: Foundation
// is the oracle here.

@Suite struct FilePathsTests {
  /// Paths as commands get them. Not `//`, where Foundation's answers are empty, nor a
  /// one-character name (`a`, `a/`, `.`), on which Foundation 6.3's NSString stops the
  /// process (below).
  static let paths = [
    "", "/", "/a", "/a/", "a/b", "a//b", "a/b/", "./a", "../a/b", "ab", "x/ab", "/ab",
    "a.json", "a.b.json", "dir/a.yaml", "dir/.hidden", ".hidden", "dir.d/file", "dir.d/",
    "a.", "dir/a.", "a..b", "/x/y.golden.json", "samples//cells/x.yaml", "é/ß.ttf", "..",
    "dir/..", "a/./b.otf",
  ]

  @Test(arguments: paths)
  func pathPartsAreFoundationsOnes(_ path: String) {
    let ns = path as NSString
    #expect(FilePaths.lastComponent(path) == ns.lastPathComponent)
    #expect(FilePaths.deletingLastComponent(path) == ns.deletingLastPathComponent)
    #expect(FilePaths.pathExtension(path) == ns.pathExtension)
    #expect(FilePaths.deletingExtension(path) == ns.deletingPathExtension)
    for name in ["x.json", "sub/x.yaml", ""] {
      #expect(FilePaths.appending(name, to: path) == ns.appendingPathComponent(name))
    }
  }

  /// The binary with Foundation took a document's folder from NSString, which traps on a
  /// one-character name: `layoutspec eval x` stopped with SIGILL (exit 132).
  @Test(arguments: ["x", "x/"])
  func aDocumentWithAOneCharacterNameIsRead(_ argument: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "one-character-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = "type: node\nstyle: {width: 10, height: 20}\n"
    if argument == "x" {
      try document.write(to: folder.appendingPathComponent("x"), atomically: true, encoding: .utf8)
      let outcome = try CommandRunner.run(["eval", "x", "--size", "10x20", "-c"], in: folder)
      #expect(outcome.status == 0)
      #expect(outcome.stdout.contains(#""frame":{"x":0,"y":0,"width":10,"height":20}"#))
    } else {
      // A folder named on the command line: an error, not a crash.
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
      let outcome = try CommandRunner.run(["eval", "x/", "--size", "10x20"], in: folder)
      #expect(outcome.status == 2)
      #expect(outcome.stderr.contains("error:"))
    }
  }

  /// Over the characters Unicode 15.0 had (Foundation's tables here are older than the
  /// standard library's), but Tangut's ideographs: letters (Lo) that Foundation's table
  /// leaves out.
  @Test func lettersMarksAndNumbersAreFoundationsAlphanumerics() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
        age.major < 15 || (age.major == 15 && age.minor == 0),
        !(0x17000...0x18D08).contains(value)
      else { continue }
      if FontLibrary.isAlphanumeric(scalar) != CharacterSet.alphanumerics.contains(scalar) {
        differing.append(value)
      }
    }
    #expect(
      differing.isEmpty, "first differing: \(differing.prefix(8).map { String($0, radix: 16) })")
  }
}
