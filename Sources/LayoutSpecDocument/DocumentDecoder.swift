// From a value tree to the engine's element tree (SPEC-format): the top level (one element
// or an envelope with `root`, `sizes`, `components`), then every element. The whole
// document is checked: every problem is collected, nothing stops at the first.

import LayoutSpecEngine

/// A document that decoded without errors.
public struct Document: Sendable {
  /// The elements; the root is `tree.root`.
  public var tree: ElementTree
  /// The envelope's `sizes`, in order; empty when it has none.
  public var sizes: [SizeRange]

  public init(tree: ElementTree, sizes: [SizeRange] = []) {
    self.tree = tree
    self.sizes = sizes
  }
}

struct DocumentDecoder {
  /// Deeper element nesting than this is an error (components can nest past the reader's limit).
  static let maximumElementDepth = 256
  /// A document, with its components expanded, may hold at most this many elements.
  static let defaultMaximumElementCount = 1_000_000
  var maximumElementCount = DocumentDecoder.defaultMaximumElementCount

  var diagnostics: [Diagnostic] = []
  var tree = ElementTree()
  var components = ComponentTable()
  var elementCount = 0
  /// Set when the element limit or the error limit was passed: decoding winds down
  /// without more messages.
  var exhausted = false
  var errorCount = 0
  /// The headers of the elements whose children are being decoded, innermost last.
  var openHeaders: [ElementHeader] = []
  /// The members of the last element found without a usable type.
  var untypedMembers: [Value.Member] = []

  init(maximumElementCount: Int = DocumentDecoder.defaultMaximumElementCount) {
    self.maximumElementCount = maximumElementCount
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.error(message, at: location)
    errorCount += 1
  }

  mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.append(Diagnostic(.warning, message, at: location))
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Decodes a whole document. The document is nil when there is any error.
  static func decode(
    _ value: Value, maximumElementCount: Int = DocumentDecoder.defaultMaximumElementCount
  ) -> (Document?, [Diagnostic]) {
    var decoder = DocumentDecoder(maximumElementCount: maximumElementCount)
    let document = decoder.decodeDocument(value)
    return (decoder.hasErrors ? nil : document, decoder.diagnostics)
  }

  private mutating func decodeDocument(_ value: Value) -> Document? {
    guard case .object(let members) = value.content else {
      error(
        "a document is an element or an envelope (an object with 'root'), found \(describeFound(value))",
        at: value.location)
      return nil
    }
    let isEnvelope = members.contains { $0.key == "root" }
    if !isEnvelope {
      // `sizes` or `components` without `root`: an envelope that lost its root.
      if value["type"] == nil, value["use"] == nil,
        let envelopeKey = members.first(where: { $0.key == "sizes" || $0.key == "components" })
      {
        let message = "an envelope with '\(envelopeKey.key)' needs a 'root' element"
        if let near = members.first(where: {
          DidYouMean.suggestion(for: $0.key, among: ["root"]) != nil
        }) {
          error(
            "unknown key '\(near.key)'; did you mean 'root'? (\(message))", at: near.keyLocation)
        } else {
          error(message, at: value.location)
        }
        return nil
      }
      let root = decodeElement(value, parent: .root, depth: 1)
      tree.root = root
      return Document(tree: tree)
    }

    var sizes: [SizeRange] = []
    var rootValue: Value?
    for member in members {
      switch member.key {
      case "root": rootValue = member.value
      case "sizes": sizes = decodeSizes(member.value)
      case "components": components = ComponentTable(member.value, diagnostics: &diagnostics)
      default:
        error(
          "unknown key '\(member.key)' in the envelope\(DidYouMean.hint(for: member.key, among: ["root", "sizes", "components"]))"
            + (DidYouMean.suggestion(for: member.key, among: ["root", "sizes", "components"]) == nil
              ? " (it takes root, sizes and components)" : ""),
          at: member.keyLocation)
      }
    }
    guard let rootValue else { return nil }
    let root = decodeElement(rootValue, parent: .root, depth: 1)

    // Components no element uses are still checked, each on its own.
    let decoded = tree
    for name in components.names where !components.used.contains(name) {
      if let definition = components.definitions[name] {
        _ = decodeElement(definition.value, parent: .standalone, depth: 1)
      }
    }
    tree = decoded
    tree.root = root
    return Document(tree: tree, sizes: sizes)
  }

  /// The envelope's `sizes`: a list of SIZE strings.
  private mutating func decodeSizes(_ value: Value) -> [SizeRange] {
    guard case .array(let items) = value.content else {
      error(
        "'sizes' must be a list of sizes such as [\"375x667\", \"320x*\"], found \(describeFound(value))",
        at: value.location)
      return []
    }
    var sizes: [SizeRange] = []
    for item in items {
      guard case .string(let text) = item.content else {
        error(
          "each of 'sizes' must be a size string such as \"375x667\", found \(describeFound(item))",
          at: item.location)
        continue
      }
      switch SizeSyntax.parse(text) {
      case .success(let range): sizes.append(range)
      case .failure(let failure): error(failure.message, at: item.location)
      }
    }
    return sizes
  }
}

extension [Diagnostic] {
  mutating func error(_ message: String, at location: SourceLocation) {
    append(Diagnostic(.error, message, at: location))
  }
}
