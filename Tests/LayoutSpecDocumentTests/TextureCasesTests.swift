import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// Texture's own results, kept as data in Tests/TextureCases (its README says where they come
// from): each file is one of Texture's layout-spec snapshot tests as a document, the size
// range it is laid out in, and the frames Texture drew, read from its reference image at 2x.
// Each document is decoded and laid out at scale 2; the root size and each named node's
// frame in the flattened layout (positions rounded to pixels as Texture's views get them)
// must match within the case's tolerance. A new case is a new file.

struct TextureCaseFile: Sendable, CustomTestStringConvertible {
  let name: String

  var testDescription: String { name }

  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "TextureCases")

  static let all: [TextureCaseFile] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted().map(TextureCaseFile.init)
}

/// A texture case as its file gives it.
struct TextureCase {
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
    return TextureCase(range: range, tolerance: tolerance, tree: tree, root: root, nodes: nodes)
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
  @Test func everyCaseFileIsFound() {
    // 20 ASStackLayoutSpecSnapshotTests cases and 22 of the other specs' snapshot tests.
    #expect(TextureCaseFile.all.count == 42)
    #expect(TextureCaseFile.all.filter { $0.name.hasPrefix("ASStackLayoutSpec") }.count == 20)
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
