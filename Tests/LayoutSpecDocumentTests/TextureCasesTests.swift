import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// Texture's own results, kept as data in Tests/TextureCases (its README says where they come
// from): each file is one of Texture's layout-spec snapshot tests as a document, the size
// range it is laid out in, and the frames Texture drew, read from its reference image at 2x.
// Each document is decoded and laid out at scale 2; the root size and each named node's
// frame in the flattened layout (positions rounded to pixels as Texture's views get them)
// must match within the case's tolerance. A new case is a new file: nothing here counts the
// cases, and what is checked instead is that none is lost on the way (the folder read, every
// file in it a case, each naming the Texture test it mirrors, every spec that Texture has
// snapshot tests for covered).

struct TextureCaseFile: Sendable, CustomTestStringConvertible {
  let name: String

  var testDescription: String { name }

  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "TextureCases")

  /// The case files, by name; none when the folder cannot be read, which
  /// `everyFileInTheFolderIsACase` reports (a parameterized test over no cases passes).
  static let all: [TextureCaseFile] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted().map(TextureCaseFile.init)

  /// The Texture test file a case comes from (`ASStackLayoutSpecSnapshotTests`), the part
  /// of its name before the first `-`.
  var textureTestFile: String { String(name.prefix { $0 != "-" }) }
}

/// A texture case as its file gives it.
struct TextureCase {
  /// The Texture test, as `Tests/FILE.mm TEST [IDENTIFIER]`: the identifier is the one the
  /// test passes to its snapshot, which names the reference image.
  var source: String
  var range: SizeRange
  var tolerance: Double
  var tree: ElementTree
  var root: Size
  /// Expected frames by node name, relative to the root: a flattened node's position and
  /// size, as the engine gives them.
  var nodes: [(name: String, position: Point, size: Size)]

  /// The case in `file`, or a message saying what is wrong with the file.
  static func read(_ file: TextureCaseFile) throws -> TextureCase {
    let bytes = [UInt8](
      try Data(contentsOf: TextureCaseFile.directory.appendingPathComponent(file.name)))
    let (parsed, diagnostics) = JSONReader.read(bytes, file: file.name)
    guard let value = parsed else { throw CaseError("\(file.name): \(diagnostics)") }
    guard case .string(let source) = value["source"]?.value.content else {
      throw CaseError("\(file.name): no source")
    }
    guard case .string(let sizeText) = value["size"]?.value.content,
      case .success(let range) = SizeSyntax.parse(sizeText)
    else { throw CaseError("\(file.name): no size range") }
    guard case .number(let tolerance) = value["tolerance"]?.value.content else {
      throw CaseError("\(file.name): no tolerance")
    }
    guard let document = value["document"]?.value else {
      throw CaseError("\(file.name): no document")
    }
    let decoded = DocumentReader.decode(document)
    guard let tree = decoded.document?.tree, !decoded.hasErrors else {
      throw CaseError("\(file.name): \(decoded.diagnostics.map(\.rendered))")
    }
    let expected = value["expected"]?.value
    guard let root = size(expected?["root"]?.value),
      case .object(let members) = expected?["nodes"]?.value.content
    else { throw CaseError("\(file.name): no expected root and nodes") }
    var nodes: [(name: String, position: Point, size: Size)] = []
    for member in members {
      guard let size = size(member.value), let x = number(member.value["x"]?.value),
        let y = number(member.value["y"]?.value)
      else { throw CaseError("\(file.name): bad frame for \(member.key)") }
      nodes.append((member.key, Point(x: x, y: y), size))
    }
    return TextureCase(
      source: source, range: range, tolerance: tolerance, tree: tree, root: root, nodes: nodes)
  }

  private static func number(_ value: Value?) -> Double? {
    guard case .number(let number) = value?.content else { return nil }
    return number
  }

  private static func size(_ value: Value?) -> Size? {
    guard let width = number(value?["width"]?.value), let height = number(value?["height"]?.value)
    else { return nil }
    return Size(width: width, height: height)
  }

  struct CaseError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Whether `position` and `size` are within `tolerance` of the expected node's on every
  /// edge.
  func matches(
    _ expected: (name: String, position: Point, size: Size), position: Point, size: Size
  ) -> Bool {
    abs(position.x - expected.position.x) <= tolerance
      && abs(position.y - expected.position.y) <= tolerance
      && abs(size.width - expected.size.width) <= tolerance
      && abs(size.height - expected.size.height) <= tolerance
  }
}

@Suite struct TextureCasesTests {
  @Test func everyFileInTheFolderIsACase() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: TextureCaseFile.directory.path)
    let cases = files.filter { $0.hasSuffix(".json") }.sorted()
    #expect(!cases.isEmpty, "no case in \(TextureCaseFile.directory.path)")
    // A case under another extension (`.JSON`, `.yaml`) would be skipped without a word.
    #expect(files.filter { $0 != "README.md" && !$0.hasSuffix(".json") } == [])
    #expect(TextureCaseFile.all.map(\.name) == cases)
  }

  /// A case's file name is its `source` (`Tests/FILE.mm TEST IDENTIFIER`) as
  /// `FILE-TEST-IDENTIFIER.json`, so that the file says which Texture test and which
  /// reference image it mirrors. A test whose calls share one image (no identifier, as
  /// testAlignContentWithUnconstrainedCrossSize's) has a suffix that tells its cases apart.
  @Test(arguments: TextureCaseFile.all)
  func caseNamesTheTextureTestItMirrors(_ file: TextureCaseFile) throws {
    let source = try TextureCase.read(file).source
    let words = source.split(separator: " ")
    #expect(
      words.count >= 2 && words[0].hasPrefix("Tests/AS") && words[0].hasSuffix(".mm"),
      "source '\(source)'")
    guard words.count >= 2 else { return }
    let name = ([words[0].dropFirst("Tests/".count).dropLast(".mm".count)] + words.dropFirst())
      .joined(separator: "-")
    let sharedImage = words.count == 2 && file.name.hasPrefix(name + "-")
    #expect(file.name == name + ".json" || sharedImage, "source '\(source)'")
  }

  /// The Texture file of snapshot tests that lay out `type`, whose reference images a case
  /// is read from; nil for a type Texture has no layout snapshot tests of. One case per
  /// type, so that a new spec says where its cases come from.
  static func snapshotTests(of type: ElementType) -> String? {
    switch type {
    case .stack, .hstack, .vstack: return "ASStackLayoutSpecSnapshotTests"
    case .inset: return "ASInsetLayoutSpecSnapshotTests"
    case .overlay: return "ASOverlayLayoutSpecSnapshotTests"
    case .background: return "ASBackgroundLayoutSpecSnapshotTests"
    case .center: return "ASCenterLayoutSpecSnapshotTests"
    case .relative: return "ASRelativeLayoutSpecSnapshotTests"
    case .ratio: return "ASRatioLayoutSpecSnapshotTests"
    case .absolute: return "ASAbsoluteLayoutSpecSnapshotTests"
    case .corner: return "ASCornerLayoutSpecSnapshotTests"
    case .wrapper: return "ASWrapperSpecSnapshotTests"
    case .spacer, .node, .image, .text, .button, .networkImage, .video, .videoPlayer,
      .editableText:
      return nil
    }
  }

  /// Texture files of spec snapshot tests no case is transcribed from yet. Run as known
  /// issues: a case added from one of them makes its known issue fail, so that it leaves
  /// this list.
  static let notYetTranscribed: Set<String> = [
    "ASOverlayLayoutSpecSnapshotTests", "ASBackgroundLayoutSpecSnapshotTests",
  ]

  @Test(arguments: Set(ElementType.allCases.compactMap(snapshotTests(of:))).sorted())
  func everySpecWithTextureSnapshotTestsHasACase(_ textureFile: String) {
    let check = {
      #expect(
        TextureCaseFile.all.contains { $0.textureTestFile == textureFile },
        "no case in Tests/TextureCases comes from Texture's Tests/\(textureFile).mm")
    }
    if Self.notYetTranscribed.contains(textureFile) {
      withKnownIssue("no case is transcribed from \(textureFile) yet", check)
    } else {
      check()
    }
  }

  /// Every case file names a Texture file that lays out a spec (a typo in a name would
  /// otherwise leave a spec uncovered without a word).
  @Test(arguments: TextureCaseFile.all)
  func caseComesFromASpecsSnapshotTests(_ file: TextureCaseFile) {
    let known = Set(ElementType.allCases.compactMap(Self.snapshotTests(of:)))
    #expect(known.contains(file.textureTestFile), "\(file.textureTestFile)")
  }

  @Test(arguments: TextureCaseFile.all)
  func textureCase(_ file: TextureCaseFile) throws {
    let texture = try TextureCase.read(file)
    var context = LayoutContext(tree: texture.tree, scale: 2)
    let layout = context.layoutRoot(texture.range)
    #expect(
      abs(layout.size.width - texture.root.width) <= texture.tolerance
        && abs(layout.size.height - texture.root.height) <= texture.tolerance,
      "root \(layout.size), Texture \(texture.root)")
    var frames: [String: (position: Point, size: Size)] = [:]
    for node in layout.flattenedNodes(in: texture.tree, pixels: context.pixels) {
      if let name = texture.tree.name(of: node.element) {
        frames[name] = (node.position, node.size)
      }
    }
    for expected in texture.nodes {
      guard let actual = frames[expected.name] else {
        Issue.record("\(expected.name) is not among the flattened nodes")
        continue
      }
      #expect(
        texture.matches(expected, position: actual.position, size: actual.size),
        "\(expected.name): \(actual), Texture \((expected.position, expected.size))")
    }
  }
}
