import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat
@testable import layoutspec

// `import` reads what `export` writes: every sample and every Texture case, exported as
// Swift and as Objective-C, then imported, lays out to the same frames at every size as the
// original (the default variant: export writes the document as written). Both sides are
// laid out with the documents' font files: the import is given them as `import --font`
// would give them, by the PostScript names export writes, and writes them to its `fonts`.

struct RoundTripDocument: Sendable, CustomTestStringConvertible {
  let path: String
  var testDescription: String { path }

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let all: [RoundTripDocument] = {
    var paths: [String] = []
    let samples = repository.appendingPathComponent("samples")
    if let walker = FileManager.default.enumerator(atPath: samples.path) {
      for case let path as String in walker
      where path.hasSuffix(".yaml") && !path.contains(".golden.") {
        paths.append("samples/" + path)
      }
    }
    let cases = repository.appendingPathComponent("Tests/TextureCases")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []
    where name.hasSuffix(".json") {
      paths.append("Tests/TextureCases/" + name)
    }
    return paths.sorted().map(RoundTripDocument.init)
  }()
}

@Suite struct ImportRoundTripTests {
  /// A document laid out as the command line lays it out: with the font files its `fonts`
  /// names (relative to its folder).
  struct Loaded {
    var tree: ElementTree
    var probes: [SizeExpressionProbe]
    var sizes: [SizeRange]
    /// The same files by the names export writes (`UIFont(name: "DejaVuSans", size: 15)`,
    /// the faces' PostScript names): what a user passes to `import --font`.
    var fonts: [TextureImport.FontFile]
  }

  static func load(_ path: String) throws -> Loaded {
    let bytes = [UInt8](
      try Data(contentsOf: RoundTripDocument.repository.appendingPathComponent(path)))
    if path.hasPrefix("Tests/TextureCases/") {
      let (parsed, _) = JSONReader.read(bytes, file: path)
      let value = try #require(parsed)
      let document = try #require(value["document"]?.value)
      let decoded = DocumentReader.decode(document)
      let tree = try #require(decoded.document?.tree)
      guard case .string(let size)? = value["size"]?.value.content,
        case .success(let range) = SizeSyntax.parse(size)
      else {
        throw CaseError("no size")
      }
      return Loaded(
        tree: tree, probes: decoded.document?.sizeExpressionProbes ?? [], sizes: [range],
        fonts: [])
    }
    let folder = RoundTripDocument.repository.appendingPathComponent(path)
      .deletingLastPathComponent()
    let (document, fonts) = try read(bytes, file: path, folder: folder)
    return Loaded(
      tree: document.tree, probes: document.sizeExpressionProbes, sizes: document.sizes,
      fonts: fonts)
  }

  /// A description decoded with the font files of its `fonts` (relative to `folder`), and
  /// those files by their PostScript names.
  static func read(_ bytes: [UInt8], file: String, folder: URL) throws -> (
    Document, [TextureImport.FontFile]
  ) {
    let parsed = DocumentReader.parse(bytes, file: file)
    var catalog = FontCatalog()
    var files: [TextureImport.FontFile] = []
    for entry in DocumentReader.fontFiles(in: parsed) {
      let url =
        entry.path.hasPrefix("/")
        ? URL(fileURLWithPath: entry.path) : folder.appendingPathComponent(entry.path)
      let faces = try OpenTypeFont.faces(in: [UInt8](try Data(contentsOf: url)))
      let face = try #require(faces.first { $0.postScriptName == entry.name } ?? faces.first)
      catalog.named[entry.name] = face
      files.append(
        TextureImport.FontFile(
          name: face.postScriptName.isEmpty ? entry.name : face.postScriptName,
          path: url.standardizedFileURL.path))
    }
    let result = DocumentReader.decode(parsed, fonts: catalog)
    let document = try #require(
      result.document,
      "\(result.diagnostics.map(\.rendered))\n\(String(decoding: bytes, as: UTF8.self))")
    return (document, files)
  }

  static let defaultSizes = ["375xany", "320x480", "anyxany"].compactMap { text -> SizeRange? in
    if case .success(let range) = SizeSyntax.parse(text) { return range }
    return nil
  }

  /// Every node's frame, each node with a layout followed by its own subnodes, as lines.
  static func frames(_ tree: ElementTree, _ range: SizeRange) -> [String] {
    let result = LayoutResult.evaluate(tree, in: range, scale: 2)
    let layouts = result.layouts
    var lines = [
      "root \(format(layouts.layout(layouts.root).size.width)) x \(format(layouts.layout(layouts.root).size.height))"
    ]
    func walk(_ items: [LayoutTree.Item], depth: Int) {
      for item in items {
        lines.append(
          "\(depth) \(format(item.position.x)),\(format(item.position.y)) \(format(item.size.width))x\(format(item.size.height))"
        )
        if layouts.hasOwnLayout(item, in: tree) {
          walk(layouts.subnodes(of: item, in: tree, pixels: result.pixels), depth: depth + 1)
        }
      }
    }
    walk(layouts.flattenedNodes(in: tree, pixels: result.pixels), depth: 0)
    return lines
  }

  static func format(_ value: Double) -> String {
    value.isFinite ? NumberFormat.json((value * 100).rounded() / 100) : "inf"
  }

  /// Whether the document comes back with the same frames; the first difference otherwise.
  static func roundTrip(_ path: String, language: TextureExport.Language) throws -> String? {
    let original = try load(path)
    let tree = original.tree
    let code = TextureExport.code(
      tree, source: path, language: language, bindings: ExportCommand.bindings(original.probes))
    let name = language == .swift ? "Exported.swift" : "Exported.m"
    // The font files the user names as the code names them (`import --font NAME=PATH`).
    let imported = TextureImport.run(
      [.init(name: name, bytes: Array(code.utf8))], fonts: original.fonts)
    let errors = imported.messages.filter { $0.severity == .error }
    guard errors.isEmpty, let text = imported.text else {
      return "import failed: \(errors.map(\.rendered))"
    }
    let back: Document
    do {
      (back, _) = try read(
        Array(text.utf8), file: "imported.yaml", folder: RoundTripDocument.repository)
    } catch {
      return "the import is not a valid description: \(error)\n\(text)"
    }
    for range in original.sizes.isEmpty ? defaultSizes : original.sizes {
      let expected = frames(tree, range)
      let actual = frames(back.tree, range)
      if expected != actual {
        let index =
          zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(expected.count, actual.count)
        return
          "at \(SizeSyntax.describe(range)), line \(index): expected \(index < expected.count ? expected[index] : "nothing"), got \(index < actual.count ? actual[index] : "nothing")\n\(text)"
      }
    }
    return nil
  }

  @Test(arguments: RoundTripDocument.all)
  func exportedSwiftAndObjectiveCImportToTheSameFrames(_ document: RoundTripDocument) throws {
    for language in [TextureExport.Language.swift, .objc] {
      let difference = try Self.roundTrip(document.path, language: language)
      #expect(difference == nil, "\(language): \(difference ?? "")")
    }
  }
}

struct CaseError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
