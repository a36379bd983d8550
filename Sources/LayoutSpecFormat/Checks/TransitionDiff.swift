import LayoutSpecEngine

// `layoutspec diff`: two layouts as Texture's layout transition context
// (ASContextTransitioning) sees them: the nodes inserted and removed, and each node's
// initial and final frame in the host's coordinates where it moved or resized.
// Nodes are matched by name, unnamed ones by their path of child indices; frames are
// those of Texture's flattened layout, which is what the transition animates.

public struct TransitionDiff: Sendable {
  public struct Node: Sendable {
    /// The node's name, or its path of child indices from the root (`0/2/1`).
    public var key: String
    public var type: String
    public var frame: PrintedFrame
  }

  public struct Change: Sendable {
    public var key: String
    public var type: String
    public var initialFrame: PrintedFrame
    public var finalFrame: PrintedFrame
  }

  public var inserted: [Node] = []
  public var removed: [Node] = []
  public var changed: [Change] = []

  public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && changed.isEmpty }

  /// The transition from `old` to `new`: two sizes of one description, or one size of two
  /// versions of it.
  public init(
    from old: LayoutResult, to new: LayoutResult, tolerance: Double = GoldenComparison.tolerance
  ) {
    let before = Self.nodes(of: old)
    let after = Self.nodes(of: new)
    var beforeByKey: [String: Node] = [:]
    for node in before { beforeByKey[node.key] = node }
    let afterKeys = Set(after.map(\.key))
    for node in after {
      guard let previous = beforeByKey[node.key] else {
        inserted.append(node)
        continue
      }
      if !previous.frame.matches(node.frame, tolerance: tolerance) {
        changed.append(
          Change(
            key: node.key, type: node.type, initialFrame: previous.frame, finalFrame: node.frame))
      }
    }
    removed = before.filter { !afterKeys.contains($0.key) }
  }

  /// The nodes of a layout as the transition context sees them: Texture's flattened layout
  /// (drawing order, positions relative to the root, pixel-rounded). A node is keyed by its
  /// name (`icon#2` for the second node named `icon`, see `nameKey`) or else by its path
  /// of child indices.
  static func nodes(of result: LayoutResult) -> [Node] {
    let paths = indexPaths(in: result.tree)
    var occurrences: [String: Int] = [:]
    return flattened(result).map { layout in
      let element = result.tree[layout.element]
      var key = paths[Int(layout.element.index)]
      if let name = element.name {
        let occurrence = occurrences[name, default: 0] + 1
        occurrences[name] = occurrence
        key = nameKey(name, occurrence: occurrence)
      }
      return Node(
        key: key, type: element.type.rawValue,
        frame: PrintedFrame(
          x: finite(layout.position.x), y: finite(layout.position.y),
          width: finite(layout.size.width), height: finite(layout.size.height)))
    }
  }

  /// The flattened nodes, each followed by the subnodes of its own layout spec (a
  /// document's `layout`), which are framed in that node's coordinates as Texture's node
  /// hierarchy holds them.
  private static func flattened(_ result: LayoutResult) -> [LayoutTree.Item] {
    let layouts = result.layouts
    var ordered: [LayoutTree.Item] = []
    func visit(_ nodes: [LayoutTree.Item]) {
      for node in nodes {
        ordered.append(node)
        if layouts.hasOwnLayout(node, in: result.tree) {
          visit(layouts.subnodes(of: node, in: result.tree, pixels: result.pixels))
        }
      }
    }
    visit(layouts.flattenedNodes(in: result.tree, pixels: result.pixels))
    return ordered
  }

  /// A named node's key, distinct from every other name's and every index path by
  /// construction: a name is written as it is only when it cannot be read as anything else
  /// (no `#`, `/`, quote or control character, not starting with a digit, not `root`), and
  /// otherwise as a JSON string (`"icon#2"`, `"0"`); the second node of a name gets `#2`.
  static func nameKey(_ name: String, occurrence: Int) -> String {
    let written = isPlainName(name) ? name : JSONStringLiteral.quoted(name)
    return occurrence == 1 ? written : "\(written)#\(occurrence)"
  }

  private static func isPlainName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name != "root" else { return false }
    if ("0"..."9").contains(first) { return false }
    return !name.unicodeScalars.contains {
      $0 == "#" || $0 == "/" || $0 == "\"" || $0 == "\\" || $0.value < 0x20
        || (0x7F...0x9F).contains($0.value)
    }
  }

  /// Each element's path of child indices from the root (`0/2/1`; the root is `root`).
  private static func indexPaths(in tree: ElementTree) -> [String] {
    var paths = Array(repeating: "", count: tree.count)
    guard tree.count > 0 else { return paths }
    paths[Int(tree.root.index)] = "root"
    var pending = [(tree.root, "")]
    while let (id, path) = pending.popLast() {
      for (index, child) in tree.children(of: id).enumerated() {
        let childPath = path.isEmpty ? String(index) : path + "/" + String(index)
        paths[Int(child.index)] = childPath
        pending.append((child, childPath))
      }
    }
    return paths
  }

  private static func finite(_ value: Double) -> Double? {
    value.isFinite ? value : nil
  }

  /// The readable form: one line per inserted, removed or changed node.
  public var text: String {
    if isEmpty { return "no changes\n" }
    var lines: [String] = []
    for node in removed { lines.append("- \(node.key) (\(node.type)) \(node.frame.description)") }
    for node in inserted { lines.append("+ \(node.key) (\(node.type)) \(node.frame.description)") }
    for change in changed {
      lines.append(
        "~ \(change.key) (\(change.type)) \(change.initialFrame.description) -> "
          + "\(change.finalFrame.description)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The json form: `{"inserted": [...], "removed": [...], "changed": [...]}`.
  public var json: String { json(labels: []) }

  /// The json form with string members before the lists (`"size": "375x*"`), saying which
  /// of several transitions it is.
  public func json(labels: [(key: String, value: String)]) -> String {
    func frame(_ frame: PrintedFrame) -> String {
      let values = [frame.x, frame.y, frame.width, frame.height].map {
        $0.map { NumberFormat.json($0) } ?? "null"
      }
      return
        "{\"x\": \(values[0]), \"y\": \(values[1]), \"width\": \(values[2]), \"height\": \(values[3])}"
    }
    func node(_ node: Node) -> String {
      "    {\"key\": \(JSONStringLiteral.quoted(node.key)), \"type\": \(JSONStringLiteral.quoted(node.type)), \"frame\": \(frame(node.frame))}"
    }
    func change(_ change: Change) -> String {
      "    {\"key\": \(JSONStringLiteral.quoted(change.key)), \"type\": \(JSONStringLiteral.quoted(change.type)), "
        + "\"initialFrame\": \(frame(change.initialFrame)), \"finalFrame\": \(frame(change.finalFrame))}"
    }
    func list(_ items: [String]) -> String {
      items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    }
    let members = labels.map {
      "  \(JSONStringLiteral.quoted($0.key)): \(JSONStringLiteral.quoted($0.value)),\n"
    }
    return
      "{\n" + members.joined() + "  \"inserted\": \(list(inserted.map(node))),\n"
      + "  \"removed\": \(list(removed.map(node))),\n"
      + "  \"changed\": \(list(changed.map(change)))\n}\n"
  }
}
