import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// Reads json output (a golden file, or the tool's own output) back into frame trees.

enum GoldenFile {
  /// Why a file is not json output: its reader's diagnostics, or the first value that
  /// does not have the shape of a result.
  struct ReadError: Error {
    var diagnostics: [Diagnostic]
  }

  /// One result or an array of results, as `eval --format json` prints them.
  static func results(_ bytes: [UInt8], file: String) throws -> [FrameResult] {
    // The output nests two levels per element (its object and its children), and elements
    // nest up to 256 deep: more than a description may nest.
    let (parsed, diagnostics) = JSONReader.read(bytes, file: file, maximumDepth: 1024)
    guard let value = parsed else { throw ReadError(diagnostics: diagnostics) }
    if case .array(let items) = value.content {
      return try items.map(result)
    }
    return [try result(value)]
  }

  private static func result(_ value: Value) throws -> FrameResult {
    guard let root = value["root"]?.value else {
      throw shapeError("a result needs \"root\"", at: value)
    }
    return FrameResult(sizeRange: sizeRangeText(value["sizeRange"]?.value), root: try tree(root))
  }

  private static func tree(_ value: Value) throws -> FrameTree {
    guard case .string(let type) = value["type"]?.value.content else {
      throw shapeError("an element needs a string \"type\"", at: value)
    }
    var name: String?
    if case .string(let text) = value["name"]?.value.content { name = text }
    let frame = value["frame"]?.value
    var children: [FrameTree] = []
    if case .array(let items) = value["children"]?.value.content {
      children = try items.map(tree)
    }
    return FrameTree(
      type: type, name: name,
      frame: Frame(
        x: number(frame?["x"]?.value), y: number(frame?["y"]?.value),
        width: number(frame?["width"]?.value), height: number(frame?["height"]?.value)),
      children: children)
  }

  private static func number(_ value: Value?) -> Double? {
    guard case .number(let number) = value?.content else { return nil }
    return number
  }

  /// The result's size range in SIZE syntax (`375xany`), for saying which size a
  /// difference is at.
  private static func sizeRangeText(_ value: Value?) -> String {
    func size(_ value: Value?) -> Size {
      Size(
        width: number(value?["width"]?.value) ?? .infinity,
        height: number(value?["height"]?.value) ?? .infinity)
    }
    return SizeSyntax.describe(
      SizeRange(min: size(value?["min"]?.value), max: size(value?["max"]?.value)))
  }

  private static func shapeError(_ message: String, at value: Value) -> ReadError {
    ReadError(diagnostics: [
      Diagnostic(.error, message + " (not layoutspec json output)", at: value.location)
    ])
  }
}
