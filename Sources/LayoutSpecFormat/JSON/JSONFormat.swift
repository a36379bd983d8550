import LayoutSpecEngine

// The `json` output (docs/cli.md, `eval`): per layout, the size range and the tree of every element
// Texture's layout contains, keys in the order type, name, frame, children; or with
// `flatten`, the root and its nodes relative to it, as Texture's flattened layout has them.

public enum JSONFormat {
  /// `text` as a JSON string literal, on one line (control characters escaped).
  public static func stringLiteral(_ text: String) -> String { JSONStringLiteral.quoted(text) }

  /// How results are laid out in the output.
  public enum Shape: Sendable {
    /// A golden file's own format: one result an object, several an array; no labels.
    case golden
    /// docs/cli.md: each result one object carrying `file` and `size`, printed one after
    /// another (a JSON stream; with `compact`, JSON Lines).
    case stream
    /// The stream's objects as the items of one array, whose brackets the caller writes
    /// around every file's items (`--array`): each item starts with its own separator.
    case arrayItems(first: Bool)
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

  /// What a result says it is for, in the stream and array shapes.
  public struct Label: Sendable {
    /// The FILE argument as given (`-` for standard input).
    public var file: String
    /// The size in SIZE syntax.
    public var size: String
    /// The variant's name, for a document with variants (nil otherwise: its results print
    /// as they did before variants existed).
    public var variant: String?

    public init(file: String, size: String, variant: String? = nil) {
      self.file = file
      self.size = size
      self.variant = variant
    }
  }

  /// The output's bytes and the elements with non-finite frames. `labels` (one per result)
  /// are written in the stream and array shapes; the golden shape writes only their
  /// `variant`, and their `size` when it names a content size. The golden and stream shapes end every document with a newline; array
  /// items end with none.
  public static func write(_ results: [LayoutResult], labels: [Label] = [], options: Options)
    -> (bytes: [UInt8], nonFinite: [NonFiniteFrame])
  {
    let capacity = results.reduce(0) { $0 + $1.tree.count * 96 }
    var writer = Writer(
      buffer: JSONBuffer(
        compact: options.compact, reservingCapacity: capacity, depth: itemDepth(options)))
    writer.writeAll(results, labels: labels, options: options)
    return (writer.buffer.finish(), writer.nonFinite)
  }

  /// Writes the same bytes as `write`, handing them to `sink` in chunks of about
  /// `chunkSize` bytes as they are written (the last one smaller): a large output is never
  /// held whole. Returns the elements with non-finite frames.
  public static func write(
    _ results: [LayoutResult], labels: [Label] = [], options: Options, chunkSize: Int,
    to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
  ) -> [NonFiniteFrame] {
    var writer = Writer(
      buffer: JSONBuffer(
        compact: options.compact, chunkSize: chunkSize, depth: itemDepth(options), sink: sink))
    writer.writeAll(results, labels: labels, options: options)
    writer.buffer.flush()
    return writer.nonFinite
  }

  /// Array items are written inside the brackets the caller writes.
  private static func itemDepth(_ options: Options) -> Int {
    if case .arrayItems = options.shape { return 1 }
    return 0
  }

  fileprivate static func label(_ labels: [Label], _ index: Int) -> Label? {
    index < labels.count ? labels[index] : nil
  }

  private struct Writer {
    var buffer: JSONBuffer
    /// The members every element of the result being written has.
    var literals = MemberLiterals(compact: true, nameCount: 0)
    /// The index of the result being written.
    var result = 0
    var nonFinite: [NonFiniteFrame] = []

    /// Every result in the options' shape.
    mutating func writeAll(_ results: [LayoutResult], labels: [Label], options: Options) {
      switch options.shape {
      case .golden:
        let asArray = results.count > 1
        if asArray { buffer.openArray() }
        for (index, result) in results.enumerated() {
          if asArray { buffer.element() }
          self.result = index
          let label = JSONFormat.label(labels, index)
          // A size that names a content size (`320x*@xxxLarge`) is kept: results at one
          // range and two content sizes are told apart by it.
          let size = label.flatMap { $0.size.contains("@") ? $0.size : nil }
          write(
            result, label: nil, size: size, variant: label?.variant, flatten: options.flatten)
        }
        if asArray { buffer.closeArray() }
        buffer.append("\n")
      case .stream:
        for (index, result) in results.enumerated() {
          self.result = index
          let label = JSONFormat.label(labels, index)
          write(result, label: label, variant: label?.variant, flatten: options.flatten)
          buffer.append("\n")
        }
      case .arrayItems(let first):
        for (index, result) in results.enumerated() {
          if index == 0 && !first { buffer.append(",") }
          buffer.element()
          self.result = index
          let label = JSONFormat.label(labels, index)
          write(result, label: label, variant: label?.variant, flatten: options.flatten)
        }
      }
    }

    mutating func write(
      _ result: LayoutResult, label: Label?, size: String? = nil, variant: String?, flatten: Bool
    ) {
      literals = MemberLiterals(
        compact: buffer.indentWidth == nil, nameCount: result.tree.nameCount)
      buffer.openObject()
      if let label {
        buffer.key("file")
        buffer.string(label.file)
        buffer.key("size")
        buffer.string(label.size)
      } else if let size {
        buffer.key("size")
        buffer.string(size)
      }
      if let variant {
        buffer.key("variant")
        buffer.string(variant)
      }
      buffer.key("sizeRange")
      writeSizeRange(result.sizeRange)
      // The safe area the `safeArea` names read, when not zero: a golden file recorded
      // with one says so, and `check` names it when the frames differ.
      let safeArea = result.tree.safeAreaInsets
      if safeArea != .zero {
        buffer.key("safeArea")
        buffer.openArray()
        for side in [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right] {
          buffer.element()
          buffer.number(side)
        }
        buffer.closeArray()
      }
      buffer.key("root")
      let layouts = result.layouts
      // The root layout's position is null, read as the origin.
      let root = layouts.root.placed(at: .zero, in: layouts)
      if flatten {
        // The root, then its flattened nodes as its children.
        let nodes = layouts.flattenedNodes(in: result.tree, pixels: result.pixels)
        openElement(root, tree: result.tree)
        writeFlattened(nodes, in: layouts, result: result)
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
    /// Flattened nodes as `children`; a node with its own layout spec lists its own
    /// flattened subnodes, in its coordinates, as Texture's node hierarchy holds them.
    mutating func writeFlattened(
      _ nodes: [LayoutTree.Item], in layouts: LayoutTree, result: LayoutResult
    ) {
      guard !nodes.isEmpty else { return }
      buffer.key("children")
      buffer.openArray()
      for node in nodes {
        buffer.element()
        openElement(node, tree: result.tree)
        if layouts.hasOwnLayout(node, in: result.tree) {
          writeFlattened(
            layouts.subnodes(of: node, in: result.tree, pixels: result.pixels), in: layouts,
            result: result)
        }
        buffer.closeObject()
      }
      buffer.closeArray()
    }

    mutating func writeElement(_ layout: LayoutTree.Item, in layouts: LayoutTree, tree: ElementTree)
    {
      // A button's children are Texture's own spec, not the document's: not shown.
      let isNode = openElement(layout, tree: tree)
      if layout.hasSublayouts && (!isNode || layouts.hasOwnLayout(layout, in: tree)) {
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
      // The two fields alone: `tree[id]` would assemble the whole element per element;
      // each type's and name's member is encoded once.
      let type = tree.type(of: layout.element)
      buffer.openObject()
      literals.write(literals.type(type), to: &buffer)
      let name = tree.nameIndex(ofElement: layout.element)
      if name != ElementTree.noName {
        // Encoded, then written: in one expression, `write` would be called on the
        // literals as they were before the name was added.
        let member = literals.name(name, in: tree)
        literals.write(member, to: &buffer)
      }
      writeFrame(layout)
      return type.isNode
    }

    mutating func writeFrame(_ layout: LayoutTree.Item) {
      let (x, y) = (layout.position.x, layout.position.y)
      // A size Texture computed as non-finite (and recorded as 0 x 0) prints as null.
      let (width, height) =
        layout.sizeWasNonFinite ? (Double.nan, Double.nan) : (layout.size.width, layout.size.height)
      if !(x.isFinite && y.isFinite && width.isFinite && height.isFinite) {
        nonFinite.append(NonFiniteFrame(element: layout.element, result: result))
      }
      buffer.frameMember(x: x, y: y, width: width, height: height)
    }
  }
}
