import LayoutSpecEngine

// The `json` output of SPEC-cli: per layout, the size range and the tree of every element
// Texture's layout contains, keys in the order type, name, frame, children; or with
// `flatten`, the root and its nodes relative to it, as Texture's flattened layout has them.

public enum JSONFormat {
  public struct Options: Sendable {
    public var compact = false
    public var flatten = false
    /// Several sizes print as an array of results, one as a single object.
    public var asArray = false

    public init(compact: Bool = false, flatten: Bool = false, asArray: Bool = false) {
      self.compact = compact
      self.flatten = flatten
      self.asArray = asArray
    }
  }

  /// The document's bytes (with a final newline) and the elements with non-finite frames.
  public static func write(_ results: [LayoutResult], options: Options) -> (
    bytes: [UInt8], nonFinite: [NonFiniteFrame]
  ) {
    var writer = Writer(
      buffer: JSONBuffer(
        compact: options.compact,
        reservingCapacity: results.reduce(0) { $0 + $1.tree.count * 96 }))
    if options.asArray { writer.buffer.openArray() }
    for result in results {
      if options.asArray { writer.buffer.element() }
      writer.write(result, flatten: options.flatten)
    }
    if options.asArray { writer.buffer.closeArray() }
    writer.buffer.append("\n")
    return (writer.buffer.finish(), writer.nonFinite)
  }

  private struct Writer {
    var buffer: JSONBuffer
    var nonFinite: [NonFiniteFrame] = []

    mutating func write(_ result: LayoutResult, flatten: Bool) {
      buffer.openObject()
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
