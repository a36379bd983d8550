import LayoutSpecEngine

// `layoutspec diff`: two layouts as Texture's layout transition context
// (ASContextTransitioning) sees them: the nodes inserted and removed, and each node's
// initial and final frame in the host's coordinates where it moved or resized.
// Nodes are matched by name, unnamed ones by their path of child indices.

public struct TransitionDiff: Sendable {
  public struct Node: Sendable {
    /// The node's name, or its path of child indices from the root (`0/2/1`).
    public var key: String
    public var type: String
    public var frame: Frame
  }

  public struct Change: Sendable {
    public var key: String
    public var type: String
    public var initialFrame: Frame
    public var finalFrame: Frame
  }

  public var inserted: [Node] = []
  public var removed: [Node] = []
  public var changed: [Change] = []

  public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && changed.isEmpty }

  public init(
    from old: FrameTree, to new: FrameTree, tolerance: Double = GoldenComparison.tolerance
  ) {
    let before = Self.nodes(of: old)
    let after = Self.nodes(of: new)
    let beforeByKey = Dictionary(
      before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
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

  /// The nodes of a result in drawing order, with frames relative to the root.
  static func nodes(of root: FrameTree) -> [Node] {
    var nodes: [Node] = []
    func visit(_ tree: FrameTree, path: String, originX: Double?, originY: Double?) {
      for (index, child) in tree.children.enumerated() {
        let childPath = path.isEmpty ? String(index) : path + "/" + String(index)
        let x = sum(originX, child.frame.x)
        let y = sum(originY, child.frame.y)
        if ElementType(rawValue: child.type)?.isNode ?? false {
          nodes.append(
            Node(
              key: child.name ?? childPath, type: child.type,
              frame: Frame(x: x, y: y, width: child.frame.width, height: child.frame.height)))
        } else {
          visit(child, path: childPath, originX: x, originY: y)
        }
      }
    }
    if ElementType(rawValue: root.type)?.isNode ?? false {
      nodes.append(
        Node(
          key: root.name ?? "", type: root.type,
          frame: Frame(x: 0, y: 0, width: root.frame.width, height: root.frame.height)))
    } else {
      visit(root, path: "", originX: 0, originY: 0)
    }
    return nodes
  }

  private static func sum(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b else { return nil }
    return a + b
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
  public var json: String {
    func frame(_ frame: Frame) -> String {
      let values = [frame.x, frame.y, frame.width, frame.height].map {
        $0.map { NumberFormat.json($0) } ?? "null"
      }
      return
        "{\"x\": \(values[0]), \"y\": \(values[1]), \"width\": \(values[2]), \"height\": \(values[3])}"
    }
    func node(_ node: Node) -> String {
      "    {\"key\": \(quoted(node.key)), \"type\": \(quoted(node.type)), \"frame\": \(frame(node.frame))}"
    }
    func change(_ change: Change) -> String {
      "    {\"key\": \(quoted(change.key)), \"type\": \(quoted(change.type)), "
        + "\"initialFrame\": \(frame(change.initialFrame)), \"finalFrame\": \(frame(change.finalFrame))}"
    }
    func list(_ items: [String]) -> String {
      items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    }
    return
      "{\n  \"inserted\": \(list(inserted.map(node))),\n  \"removed\": \(list(removed.map(node))),\n"
      + "  \"changed\": \(list(changed.map(change)))\n}\n"
  }
}

/// A JSON string literal.
func quoted(_ text: String) -> String {
  var buffer = JSONBuffer(compact: true)
  buffer.string(text)
  return String(decoding: buffer.bytes, as: UTF8.self)
}
