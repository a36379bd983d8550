import Foundation
import Testing

@testable import layoutspec

// Fonts found by name in folders (FontSearch.swift, FontLibrary.find): a Mac's folders are
// made under a temporary folder from the test fonts, so nothing here needs /System or SF.
// StandIn-Variable.ttf (Tests/Fonts/make-stand-in-fonts.py) stands in for SFNS.ttf.

/// A Mac's three fonts folders under a temporary root, with the test fonts in them:
/// - System/Library/Fonts: SFNS.ttf (the stand-in), Supplemental/DejaVuSans.ttf,
///   Collection.ttc (Inter-Regular.otf and FeaturesTest.ttf, made here), and bad files;
/// - Library/Fonts: LayoutspecStandIn.ttc (a Bold face, then the Regular);
/// - home/Library/Fonts: Inter-Variable.ttf.
private struct MacFolders {
  let root: URL
  let directories: [String]

  init() throws {
    let root = try SpawnedCommand.temporaryDirectory()
    self.root = root
    directories = FontSearch.directories(on: .macOS, home: "/home").map { root.path + $0 }
    let fonts = CommandRunner.packageRoot.appendingPathComponent("Tests/Fonts")
    let manager = FileManager.default
    for directory in directories + [directories[0] + "/Supplemental"] {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    func copy(_ name: String, to path: String) throws {
      try manager.copyItem(atPath: fonts.appendingPathComponent(name).path, toPath: path)
    }
    try copy("StandIn-Variable.ttf", to: directories[0] + "/SFNS.ttf")
    try copy("DejaVuSans.ttf", to: directories[0] + "/Supplemental/DejaVuSans.ttf")
    let collection = try fontCollection([
      Data(contentsOf: fonts.appendingPathComponent("Inter-Regular.otf")),
      Data(contentsOf: fonts.appendingPathComponent("FeaturesTest.ttf")),
    ])
    try collection.write(to: URL(fileURLWithPath: directories[0] + "/Collection.ttc"))
    // Bad files are passed over: a truncated collection, one of 2^31 faces, an empty file,
    // a text file named like a font.
    try collection.prefix(200).write(to: URL(fileURLWithPath: directories[0] + "/Truncated.ttc"))
    try Data([0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0, 0x80, 0, 0, 0])
      .write(to: URL(fileURLWithPath: directories[0] + "/Huge.ttc"))
    try Data().write(to: URL(fileURLWithPath: directories[0] + "/Empty.otf"))
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: directories[0] + "/Inter.ttf"))
    try copy("StandIn.ttc", to: directories[1] + "/LayoutspecStandIn.ttc")
    try copy("Inter-Variable.ttf", to: directories[2] + "/Inter-Variable.ttf")
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A collection of whole font files, each file's table offsets moved by where it lands.
private func fontCollection(_ fonts: [Data]) throws -> Data {
  func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - $0 * 8) & 0xFF) } }
  var header = Array("ttcf".utf8) + u32(0x0001_0000) + u32(fonts.count)
  var body: [UInt8] = []
  let start = 12 + fonts.count * 4
  for font in fonts {
    var moved = [UInt8](font)
    let shift = start + body.count
    header += u32(shift)
    let tableCount = Int(moved[4]) << 8 | Int(moved[5])
    for index in 0..<tableCount {
      let at = 12 + index * 16 + 8
      let offset = moved[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } + shift
      moved.replaceSubrange(at..<at + 4, with: u32(offset))
    }
    body += moved + Array(repeating: 0, count: (4 - moved.count % 4) % 4)
  }
  return Data(header + body)
}

@Suite struct FontSearchTests {
  @Test func eachSystemsFolders() {
    #expect(
      FontSearch.directories(on: .macOS, home: "/Users/me")
        == ["/System/Library/Fonts", "/Library/Fonts", "/Users/me/Library/Fonts"])
    #expect(
      FontSearch.directories(on: .macOS, home: nil) == ["/System/Library/Fonts", "/Library/Fonts"])
    #expect(FontSearch.directories(on: .other, home: "/root").isEmpty)
    #if os(Linux)
      // Linux searches only what --font-dir gives.
      #expect(FontSearch.systemDirectories.isEmpty)
    #endif
  }

  @Test func fontDirsComeFirstAndEachFolderOnce() {
    #expect(
      FontSearch.searched(["/fonts", "/a//b/", "/fonts/"], system: ["/a/b", "/sys"])
        == ["/fonts", "/a//b/", "/sys"])
    #expect(FontSearch.searched([], system: []).isEmpty)
  }

  @Test(arguments: [
    ("Avenir-Heavy", "/S/Avenir.ttc", true), ("Helvetica Neue", "/S/HelveticaNeue.ttc", true),
    ("Inter", "/f/Inter-Variable.ttf", true), ("Avenir-Heavy", "/S/Avenir Next.ttc", false),
    ("Avenir", "/S/Helvetica.ttc", false), ("-", "/S/-.ttf", false),
  ])
  func filesNamedLikeTheFontAreReadFirst(name: String, path: String, likely: Bool) {
    #expect(FontSearch.fileMayHold(name, path: path) == likely)
  }

  @Test func namesAreFoundInEveryFolderAndCollection() throws {
    let folders = try MacFolders()
    defer { folders.remove() }
    let library = FontLibrary()
    func found(_ name: String) -> String? {
      library.find(name, in: folders.directories).map(\.postScriptName)
    }
    // A PostScript name, in a subfolder.
    #expect(found("DejaVuSans") == "DejaVuSans")
    // A full name: the second face of a collection.
    #expect(found("Inter Regular") == "Inter-Regular")
    // A family name that is neither: FeaturesTest.ttf has no full or PostScript name.
    #expect(library.find("Features Test", in: folders.directories)?.familyName == "Features Test")
    // UIFont(name: "LayoutspecStandIn-Bold"): the collection's first face, in /Library/Fonts.
    #expect(found("LayoutspecStandIn-Bold") == "LayoutspecStandIn-Bold")
    // A family: its Regular face, though a Bold face comes first in its collection.
    #expect(found("Layoutspec Stand-in") == "LayoutspecStandIn-Regular")
    // A full name beats a family name: Inter-Variable.ttf (in ~/Library/Fonts) is "Inter",
    // while the collection's Inter-Regular is of family "Inter".
    #expect(found("Inter") == "Inter")
    #expect(library.find("Inter", in: folders.directories)?.axes.map(\.tag) == ["wght"])
    // Names are matched exactly.
    #expect(found("dejavusans") == nil)
    #expect(found("Nowhere-Regular") == nil)
    // Asked again, the same face (remembered, and checked against the file).
    #expect(found("Inter Regular") == "Inter-Regular")
  }

  /// A PostScript or full name anywhere wins over a family name in a file named like the
  /// font, so that a name found before family names were matched is found as before.
  @Test func anExactNameAnywhereBeatsAFamilyInALikelyFile() throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fonts = CommandRunner.packageRoot.appendingPathComponent("Tests/Fonts")
    // Inter.otf: family Inter, full name "Inter Regular"; Other.ttf: full name "Inter".
    try FileManager.default.copyItem(
      at: fonts.appendingPathComponent("Inter-Regular.otf"),
      to: directory.appendingPathComponent("Inter.otf"))
    try FileManager.default.copyItem(
      at: fonts.appendingPathComponent("Inter-Variable.ttf"),
      to: directory.appendingPathComponent("Other.ttf"))
    let library = FontLibrary()
    #expect(library.find("Inter", in: [directory.path])?.axes.map(\.tag) == ["wght"])
    #expect(library.find("Inter Regular", in: [directory.path])?.postScriptName == "Inter-Regular")
  }

  /// An envelope's `fonts` entry or `--font` naming a collection: the face of that name,
  /// else the family's Regular face, else the first face.
  @Test func aCollectionEntryTakesTheFaceItNames() throws {
    let path = CommandRunner.packageRoot.appendingPathComponent("Tests/Fonts/StandIn.ttc").path
    guard case .success(let faces) = FontLibrary().faces(atPath: path) else {
      Issue.record("StandIn.ttc does not read")
      return
    }
    func face(_ name: String) -> String? {
      FontLibrary.face(named: name, in: faces)?.postScriptName
    }
    #expect(face("LayoutspecStandIn-Regular") == "LayoutspecStandIn-Regular")
    #expect(face("Layoutspec Stand-in Bold") == "LayoutspecStandIn-Bold")
    #expect(face("Layoutspec Stand-in") == "LayoutspecStandIn-Regular")
    #expect(face("Brand") == "LayoutspecStandIn-Bold")
  }

  @Test func aFontReplacedSinceIsSearchedAgain() throws {
    let folders = try MacFolders()
    defer { folders.remove() }
    let library = FontLibrary()
    let path = folders.directories[2] + "/Inter-Variable.ttf"
    #expect(library.find("Inter", in: folders.directories)?.axes.map(\.tag) == ["wght"])
    // The file found now holds another font (a different size, so its stamp changes).
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(
      atPath: CommandRunner.packageRoot.appendingPathComponent("Tests/Fonts/DejaVuSans.ttf").path,
      toPath: path)
    // "Inter" is now only the collection's family name.
    #expect(library.find("Inter", in: folders.directories)?.postScriptName == "Inter-Regular")
  }

  @Test func theSystemFontIsSFNSInASearchedFolder() throws {
    let folders = try MacFolders()
    defer { folders.remove() }
    let library = FontLibrary()
    #expect(
      library.systemFont(in: folders.directories)?.postScriptName == "LayoutspecStandIn-Regular")
    #expect(library.systemFont(in: Array(folders.directories.dropFirst())) == nil)
    // Through the options: --font-dir's folders are searched first.
    var options = DocumentOptions()
    options.directories = [folders.directories[0]]
    let catalog = options.catalog()
    #expect(catalog.systemFont?.postScriptName == "LayoutspecStandIn-Regular")
    #expect(catalog.find?("LayoutspecStandIn-Regular")?.familyName == "Layoutspec Stand-in")
  }

  /// A document measured with the fonts of a folder, as a Mac's own would be: `system` with
  /// SF's file (its opsz at the point size, wght at the weight, 'trak'), and UIFont names.
  @Test func aDocumentMeasuresWithTheFoldersFonts() throws {
    let folders = try MacFolders()
    defer { folders.remove() }
    let document = """
      root:
        type: vstack
        alignItems: start
        children:
          - { type: text, name: system, font: system, fontSize: 15, fontWeight: bold, text: aaaa }
          - { type: text, name: heavy, font: LayoutspecStandIn-Bold, fontSize: 20, text: aa }
          - { type: text, name: regular, font: Layoutspec Stand-in, fontSize: 20, text: aa }
      """
    try document.write(
      to: folders.root.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
    let outcome = try CommandRunner.run(
      ["eval", "card.yaml", "-c", "--flatten", "-s", "375xany"]
        + folders.directories.flatMap { ["--font-dir", $0] },
      in: folders.root)
    #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
    // SF's stand-in, bold (700) at 15 points: each letter 1000 + 120 (wght) + 50 (opsz 15)
    // + 15 ('trak' at 15) units of 2048: 4740 × 15 / 2048 = 34.7168, ceiled to 35; SF's
    // line at 15 points, 17.9004, to 18.
    #expect(
      outcome.stdout.contains(#""name":"system","frame":{"x":0,"y":0,"width":35,"height":18}"#))
    // The static Bold face: 2400 units at 20 points, 23.4375, to 23.5; its line (1950 + 494
    // units) 23.8672, to 24.
    #expect(outcome.stdout.contains(#""name":"heavy","frame":{"x":0,"y":18,"width":23.5"#))
    // The family's Regular face: opsz 20 and 'trak' 0 at 20 points, 2000 units, 19.53, 20.
    #expect(outcome.stdout.contains(#""name":"regular","frame":{"x":0,"y":42,"width":20"#))
  }

  /// `italic: true` with `font: system` is UIFont.italicSystemFont: SF's italic file beside
  /// SF's when there is one (here DejaVu Sans stands in for it, so its widths show), else
  /// the upright face's widths.
  @Test func anItalicSystemTextUsesSFsItalicFileBesideSF() throws {
    let directory = try SpawnedCommand.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fonts = CommandRunner.packageRoot.appendingPathComponent("Tests/Fonts")
    try FileManager.default.copyItem(
      at: fonts.appendingPathComponent("StandIn-Variable.ttf"),
      to: directory.appendingPathComponent("SFNS.ttf"))
    let document = """
      root: {type: vstack, alignItems: start, children: [
        {type: text, name: upright, font: system, fontSize: 20, text: "Hamburgefonstiv"},
        {type: text, name: slanted, font: system, fontSize: 20, italic: true, text: "Hamburgefonstiv"}]}
      """
    func widths() throws -> (upright: Double, slanted: Double) {
      let outcome = try CommandRunner.run(
        ["eval", "-", "-s", "400x*", "-c", "--flatten", "--font-dir", directory.path],
        stdin: document)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      let result = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
      let root = try #require(result["root"] as? [String: Any])
      let nodes = try #require(root["children"] as? [[String: Any]])
      func width(_ name: String) -> Double {
        let node = nodes.first { $0["name"] as? String == name }
        return ((node?["frame"] as? [String: Any])?["width"] as? Double) ?? -1
      }
      return (width("upright"), width("slanted"))
    }
    let withoutItalic = try widths()
    #expect(withoutItalic.upright > 0 && withoutItalic.slanted == withoutItalic.upright)
    try FileManager.default.copyItem(
      at: fonts.appendingPathComponent("DejaVuSans.ttf"),
      to: directory.appendingPathComponent("SFNSItalic.ttf"))
    let withItalic = try widths()
    #expect(withItalic.upright == withoutItalic.upright)
    #expect(withItalic.slanted > 0 && withItalic.slanted != withItalic.upright)
  }
}
