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

  // Every key the comparison reads is checked for its type: a golden file that does not
  // have the shape of the output is an error at the offending value, never read as an
  // empty or partial tree (which could then match).

  private static func result(_ value: Value) throws -> FrameResult {
    guard case .object = value.content else {
      throw shapeError("a result must be an object, found \(kind(of: value))", at: value)
    }
    guard let root = value["root"]?.value else {
      throw shapeError("a result needs \"root\"", at: value)
    }
    let sizeRange = try member("sizeRange", of: value)
    for bound in ["min", "max"] {
      let size = try member(bound, of: sizeRange)
      _ = try coordinate("width", of: size)
      _ = try coordinate("height", of: size)
    }
    var variant: String?
    if let written = value["variant"]?.value {
      guard case .string(let name) = written.content else {
        throw shapeError("\"variant\" must be a string, found \(kind(of: written))", at: written)
      }
      variant = name
    }
    return FrameResult(
      sizeRange: sizeRangeText(sizeRange), variant: variant, root: try tree(root))
  }

  private static func tree(_ value: Value) throws -> FrameTree {
    guard case .object = value.content else {
      throw shapeError("an element must be an object, found \(kind(of: value))", at: value)
    }
    guard case .string(let type) = value["type"]?.value.content else {
      throw shapeError("an element needs a string \"type\"", at: value["type"]?.value ?? value)
    }
    var name: String?
    if let written = value["name"]?.value {
      guard case .string(let text) = written.content else {
        throw shapeError("\"name\" must be a string, found \(kind(of: written))", at: written)
      }
      name = text
    }
    let frame = try member("frame", of: value)
    var children: [FrameTree] = []
    if let written = value["children"]?.value {
      guard case .array(let items) = written.content else {
        throw shapeError(
          "\"children\" must be an array, found \(kind(of: written))", at: written)
      }
      children = try items.map(tree)
    }
    return FrameTree(
      type: type, name: name,
      frame: Frame(
        x: try coordinate("x", of: frame), y: try coordinate("y", of: frame),
        width: try coordinate("width", of: frame), height: try coordinate("height", of: frame)),
      children: children)
  }

  /// The object under `key`, which must be there.
  private static func member(_ key: String, of value: Value) throws -> Value {
    guard let member = value[key]?.value else {
      throw shapeError("missing \"\(key)\"", at: value)
    }
    guard case .object = member.content else {
      throw shapeError("\"\(key)\" must be an object, found \(kind(of: member))", at: member)
    }
    return member
  }

  /// A number, or `null` for a coordinate Texture leaves non-finite; the key must be there.
  private static func coordinate(_ key: String, of value: Value) throws -> Double? {
    guard let member = value[key]?.value else {
      throw shapeError("missing \"\(key)\"", at: value)
    }
    switch member.content {
    case .number(let number): return number
    case .null: return nil
    default:
      throw shapeError(
        "\"\(key)\" must be a number or null, found \(kind(of: member))", at: member)
    }
  }

  private static func kind(of value: Value) -> String {
    switch value.content {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  private static func number(_ value: Value?) -> Double? {
    guard case .number(let number) = value?.content else { return nil }
    return number
  }

  /// The result's size range in SIZE syntax (`375x*`), for saying which size a
  /// difference is at.
  private static func sizeRangeText(_ value: Value) -> String {
    func size(_ value: Value?) -> Size {
      Size(
        width: number(value?["width"]?.value) ?? .infinity,
        height: number(value?["height"]?.value) ?? .infinity)
    }
    return SizeSyntax.describe(
      SizeRange(min: size(value["min"]?.value), max: size(value["max"]?.value)))
  }

  private static func shapeError(_ message: String, at value: Value) -> ReadError {
    ReadError(diagnostics: [
      Diagnostic(.error, message + " (not layoutspec json output)", at: value.location)
    ])
  }
}
