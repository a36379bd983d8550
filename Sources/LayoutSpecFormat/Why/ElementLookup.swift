import LayoutSpecEngine

// Finding the element `layoutspec why` explains: by its name, or by a path of names (and
// child indices) as `check` prints them (`headerInset/headerStack/postTime`). A path need
// not name every level: `header/title` is a `title` with a `header` above it, however many
// unnamed specs lie between, as an engineer remembers a cell.

public enum ElementLookup {
  /// The elements `query` names: every element whose name is `query`, or else, when it
  /// holds `/`, those whose path it matches (its last part the element, the others, in
  /// order, elements above it; a number is a child's index among its siblings, as `check`
  /// writes unnamed elements). In tree order.
  public static func elements(_ query: String, in tree: ElementTree) -> [ElementID] {
    guard tree.count > 0 else { return [] }
    let named = (0..<tree.count).map(ElementID.init).filter { tree.name(of: $0) == query }
    if !named.isEmpty || !query.contains("/") { return named }
    let parts = query.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: \.isEmpty) else { return [] }
    var found: [ElementID] = []
    var pending: [(id: ElementID, index: Int, chain: [Component])] = [(tree.root, 0, [])]
    while let (id, index, above) = pending.popLast() {
      let chain = above + [Component(name: tree.name(of: id), index: index)]
      if matches(parts, chain) { found.append(id) }
      for (childIndex, child) in tree.children(of: id).enumerated().reversed() {
        pending.append((child, childIndex, chain))
      }
    }
    return found
  }

  /// An element on a path: its name, if any, and its index among its siblings (the root's
  /// is 0). A part of a query matches either.
  private struct Component {
    var name: String?
    var index: Int

    func matches(_ part: String) -> Bool { part == name || part == String(index) }
  }

  /// Whether `chain` (the components from the root to an element) ends with `parts`' last
  /// and holds the others in order above it.
  private static func matches(_ parts: [String], _ chain: [Component]) -> Bool {
    guard let last = parts.last, chain.last?.matches(last) == true else { return false }
    var remaining = parts.dropLast()
    for component in chain.dropLast().reversed() {
      guard let part = remaining.last else { break }
      if component.matches(part) { remaining.removeLast() }
    }
    return remaining.isEmpty
  }

  /// Each of `ids`' paths as `check` prints them: each component from the root, a name or
  /// the element's index among its siblings.
  public static func paths(of ids: [ElementID], in tree: ElementTree) -> [String] {
    let parents = parentTable(tree)
    return ids.map { id in
      var components: [String] = []
      var current: ElementID? = id
      while let element = current {
        let parent = parents[Int(element.index)]
        var index = 0
        if let parent {
          let siblings = tree.children(of: parent)
          index = siblings.distance(
            from: siblings.startIndex, to: siblings.firstIndex(of: element) ?? siblings.startIndex)
        }
        components.append(component(element, index: index, in: tree))
        current = parent
      }
      return components.reversed().joined(separator: "/")
    }
  }

  /// The element as a path component: its name, or its index among its siblings.
  static func component(_ id: ElementID, index: Int, in tree: ElementTree) -> String {
    tree.name(of: id).map(PrintableText.escaped) ?? String(index)
  }

  /// Each element's parent (nil for the root).
  static func parentTable(_ tree: ElementTree) -> [ElementID?] {
    var parents: [ElementID?] = Array(repeating: nil, count: tree.count)
    for index in 0..<tree.count {
      for child in tree.children(of: ElementID(index)) { parents[Int(child.index)] = ElementID(index) }
    }
    return parents
  }

  /// The names in `tree`, each once, in tree order: what a mistyped name is compared with.
  public static func names(in tree: ElementTree) -> [String] {
    var seen: Set<String> = []
    return (0..<tree.count).compactMap { tree.name(of: ElementID($0)) }.filter {
      seen.insert($0).inserted
    }
  }
}
