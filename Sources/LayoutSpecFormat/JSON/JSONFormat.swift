import LayoutSpecEngine

// The `json` output of SPEC-cli: per layout, the size range and the tree of every element
// Texture's layout contains, keys in the order type, name, frame, children; or with
// `flatten`, the root and its nodes relative to it, as Texture's flattened layout has them.

public enum JSONFormat {
  /// How the results of one write are laid out in the bytes.
  public enum Shape: Sendable {
    /// One result as an object, several as an array, without headings: the golden files'
    /// format, which `check` and `test` record and read.
    case golden
    /// Each result an object that starts with its heading, one after another, each ending in
    /// a newline: a JSON stream (JSON Lines when compact), as `eval` prints.
    case stream
    /// Each result a headed object, written as the elements of an array whose brackets the
    /// caller writes (`arrayOpening`, `arrayClosing`): `eval --array`, whose results come
    /// from several files written concurrently. Writes begin with no separator; the caller
    /// puts `,` between two writes.
    case arrayElements
  }

  public struct Options: Sendable {
    public var compact = false
    public var flatten = false
    public var shape = Shape.golden

    public init(compact: Bool = false, flatten: Bool = false, shape: Shape = .golden) {
      self.compact = compact
      self.flatten = flatten
      self.shape = shape
    }
  }

  /// What a result says about where it came from: the first members of its object.
  public struct Heading: Sendable {
    /// The FILE argument as given, `-` for standard input.
    public var file: String
    /// The size range in SIZE syntax.
    public var size: String

    public init(file: String, size: String) {
      self.file = file
      self.size = size
    }
  }

  /// The document's bytes and the elements with non-finite frames. `headings` has one per
  /// result; the golden shape writes none. Every shape but `arrayElements` ends in a newline.
  public static func write(
    _ results: [LayoutResult], headings: [Heading] = [], options: Options
  ) -> (bytes: [UInt8], nonFinite: [NonFiniteFrame]) {
    precondition(options.shape == .golden || headings.count == results.count)
    var writer = Writer(
      buffer: JSONBuffer(
        compact: options.compact, depth: options.shape == .arrayElements ? 1 : 0,
        reservingCapacity: results.reduce(0) { $0 + $1.tree.count * 96 }))
    switch options.shape {
    case .golden:
      let asArray = results.count > 1
      if asArray { writer.buffer.openArray() }
      for result in results {
        if asArray { writer.buffer.element() }
        writer.write(result, heading: nil, flatten: options.flatten)
      }
      if asArray { writer.buffer.closeArray() }
      writer.buffer.append("\n")
    case .stream:
      for (result, heading) in zip(results, headings) {
        writer.write(result, heading: heading, flatten: options.flatten)
        writer.buffer.append("\n")
      }
    case .arrayElements:
      for (result, heading) in zip(results, headings) {
        writer.buffer.element()
        writer.write(result, heading: heading, flatten: options.flatten)
      }
    }
    return (writer.buffer.finish(), writer.nonFinite)
  }

  /// The bytes before the first of `arrayElements`' writes.
  public static let arrayOpening = Array("[".utf8)

  /// The bytes after the last of `arrayElements`' writes (`[]` when there were none).
  public static func arrayClosing(compact: Bool, empty: Bool) -> [UInt8] {
    Array((compact || empty ? "]\n" : "\n]\n").utf8)
  }

  private struct Writer {
    var buffer: JSONBuffer
    var nonFinite: [NonFiniteFrame] = []

    mutating func write(_ result: LayoutResult, heading: Heading?, flatten: Bool) {
      buffer.openObject()
      if let heading {
        buffer.key("file")
        buffer.string(heading.file)
        buffer.key("size")
        buffer.string(heading.size)
      }
      buffer.key("sizeRange")
      writeSizeRange(result.sizeRange)
      buffer.key("root")
      let layouts = result.layouts
      // The root layout's position is null, read as the origin.
      let root = layouts.root.placed(at: .zero, in: layouts)
      if flatten {
        // The root, then its flattened nodes as its children.
        let nodes = layouts.flattenedNodes(in: result.tree, pixels: result.pixels)
        openElement(root, tree: result.tree)
        if !nodes.isEmpty {
          buffer.key("children")
          buffer.openArray()
          for node in nodes {
            buffer.element()
            writeElement(node, in: layouts, tree: result.tree)
          }
          buffer.closeArray()
        }
        buffer.closeObject()
      } else {
        writeElement(root, in: layouts, tree: result.tree)
      }
      buffer.closeObject()
    }

    mutating func writeSizeRange(_ range: SizeRange) {
      buffer.openObject()
      buffer.key("min")
      writeSize(range.min)
      buffer.key("max")
      writeSize(range.max)
      buffer.closeObject()
    }

    mutating func writeSize(_ size: Size) {
      buffer.openObject()
      buffer.key("width")
      buffer.number(size.width)
      buffer.key("height")
      buffer.number(size.height)
      buffer.closeObject()
    }

    /// An element and, unless it is a node (whose sublayouts are its own internals), its
    /// sublayouts.
    mutating func writeElement(_ layout: LayoutTree.Item, in layouts: LayoutTree, tree: ElementTree)
    {
      let isNode = openElement(layout, tree: tree)
      if layout.hasSublayouts && !isNode {
        buffer.key("children")
        buffer.openArray()
        for index in layouts.sublayoutIndices(of: layout) {
          buffer.element()
          writeElement(layouts.sublayout(at: index), in: layouts, tree: tree)
        }
        buffer.closeArray()
      }
      buffer.closeObject()
    }

    /// Opens the element's object and writes its type, name and frame; whether it is a node.
    @discardableResult
    mutating func openElement(_ layout: LayoutTree.Item, tree: ElementTree) -> Bool {
      // The two fields alone: `tree[id]` would assemble the whole element per element.
      let type = tree.type(of: layout.element)
      buffer.openObject()
      buffer.key("type")
      buffer.string(type.rawValue)
      if let name = tree.name(of: layout.element) {
        buffer.key("name")
        buffer.string(name)
      }
      buffer.key("frame")
      writeFrame(layout)
      return type.isNode
    }

    mutating func writeFrame(_ layout: LayoutTree.Item) {
      let (x, y) = (layout.position.x, layout.position.y)
      // A size Texture computed as non-finite (and recorded as 0 x 0) prints as null.
      let (width, height) =
        layout.sizeWasNonFinite ? (Double.nan, Double.nan) : (layout.size.width, layout.size.height)
      if !(x.isFinite && y.isFinite && width.isFinite && height.isFinite) {
        nonFinite.append(NonFiniteFrame(element: layout.element))
      }
      buffer.frameObject(x: x, y: y, width: width, height: height)
    }
  }
}
