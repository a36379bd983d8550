import LayoutSpecEngine

// Finding the element `layoutspec why` explains: by its name, or by a path of names (and
// child indices) as `check` prints them (`headerInset/headerStack/postTime`). A path need
// not name every level: `header/title` is a `title` with a `header` above it, however many
// unnamed specs lie between, as an engineer remembers a cell.

public enum ElementLookup {
  /// The elements `query` names: every element whose name is `query`, or else, when it
  /// holds `/`, those whose path it matches (its last part the element, the others, in
  /// order, elements above it; a number is a child's index among its siblings, as `check`
  /// writes unnamed elements). In tree order. A whole path from the root, as `paths`
  /// writes it (`0` is an unnamed root), names that one element, even where a path that
  /// leaves levels out would match others too (`0/1/0` would also be a first child with a
  /// second child anywhere above it): every element has a path that finds it alone.
  ///
  /// A path as `paths` prints it also finds its element where splitting it at `/` cannot:
  /// a name with a `/` in it, an empty name, one printed escaped (`line\nbreak`).
  public static func elements(_ query: String, in tree: ElementTree) -> [ElementID] {
    let matches = matching(query, in: tree)
    guard matches.count != 1 else { return matches }
    let printed = elements(printedAs: query, in: tree)
    return printed.count == 1 ? printed : matches
  }

  /// The elements whose path, as `paths` prints it, is `query`.
  private static func elements(printedAs query: String, in tree: ElementTree) -> [ElementID] {
    guard tree.count > 0 else { return [] }
    var siblingIndex = [Int](repeating: 0, count: tree.count)
    for index in 0..<tree.count {
      for (offset, child) in tree.children(of: ElementID(index)).enumerated() {
        siblingIndex[Int(child.index)] = offset
      }
    }
    // Depth first, each element's path built on its parent's.
    var found: [ElementID] = []
    var pending: [(id: ElementID, path: String)] = [
      (tree.root, component(tree.root, index: 0, in: tree))
    ]
    while let (id, path) = pending.popLast() {
      if path == query { found.append(id) }
      // Only a prefix of the query can lead to it.
      guard query.hasPrefix(path + "/") else { continue }
      for child in tree.children(of: id) {
        let index = siblingIndex[Int(child.index)]
        pending.append((child, path + "/" + component(child, index: index, in: tree)))
      }
    }
    return found
  }

  private static func matching(_ query: String, in tree: ElementTree) -> [ElementID] {
    guard tree.count > 0 else { return [] }
    let texts = query.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let names = nameIndexes(of: [query] + texts, in: tree)
    if let name = names[0] {
      return (0..<tree.count).map(ElementID.init).filter { tree.nameIndex(ofElement: $0) == name }
    }
    guard !texts.contains(where: \.isEmpty) else { return [] }
    // Each part as what it can match: an interned name, an index among siblings.
    let parts = zip(names.dropFirst(), texts).map { (name: $0, index: Int($1)) }
    func matches(_ id: ElementID, _ index: Int, _ part: (name: Int32?, index: Int?)) -> Bool {
      index == part.index || (part.name != nil && tree.nameIndex(ofElement: id) == part.name)
    }
    // Depth first, with the path from the root to the element at hand; only an element
    // that is the last part has its ancestors compared with the other parts, nearest first.
    var found: [ElementID] = []
    var exact: [ElementID] = []
    var path: [(id: ElementID, index: Int)] = []
    var pending: [(id: ElementID, index: Int, depth: Int)] = [(tree.root, 0, 0)]
    while let (id, index, depth) = pending.popLast() {
      path.removeLast(path.count - depth)
      path.append((id, index))
      if let last = parts.last, matches(id, index, last) {
        if path.count == parts.count,
          zip(path, parts).allSatisfy({ matches($0.id, $0.index, $1) })
        {
          exact.append(id)
        }
        var remaining = parts.dropLast()
        for above in path.dropLast().reversed() {
          guard let part = remaining.last else { break }
          if matches(above.id, above.index, part) { remaining.removeLast() }
        }
        // One part without `/` is a name (none matched) or a whole path (the root's).
        if remaining.isEmpty, texts.count > 1 { found.append(id) }
      }
      let children = tree.children(of: id)
      for offset in stride(from: children.count - 1, through: 0, by: -1) {
        pending.append((children[children.startIndex + offset], offset, depth + 1))
      }
    }
    return exact.count == 1 ? exact : found
  }

  /// The index each of `texts` is interned at among the tree's names, nil where no
  /// element has that name (as it is or as printed): names compare as integers from then on, each distinct one read
  /// once here.
  private static func nameIndexes(of texts: [String], in tree: ElementTree) -> [Int32?] {
    var found: [Int32?] = Array(repeating: nil, count: texts.count)
    var checked: [Bool] = []
    for index in 0..<tree.count {
      let name = tree.nameIndex(ofElement: ElementID(index))
      guard name >= 0 else { continue }
      if Int(name) >= checked.count {
        checked += Array(repeating: false, count: Int(name) + 1 - checked.count)
      }
      guard !checked[Int(name)] else { continue }
      checked[Int(name)] = true
      // A name as it is, or as `why` prints it (`line\nbreak`), the name as it is first.
      let text = tree.name(at: name)
      let printed = PrintableText.escaped(text)
      for (position, wanted) in texts.enumerated()
      where wanted == text || (wanted == printed && found[position] == nil) {
        found[position] = name
      }
    }
    return found
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

  /// The element as a path component, as `check` writes it: its name, or its index among
  /// its siblings.
  static func component(_ id: ElementID, index: Int, in tree: ElementTree) -> String {
    GoldenComparison.component(name: tree.name(of: id), index: index)
  }

  /// Each element's parent (nil for the root).
  static func parentTable(_ tree: ElementTree) -> [ElementID?] {
    var parents: [ElementID?] = Array(repeating: nil, count: tree.count)
    for index in 0..<tree.count {
      for child in tree.children(of: ElementID(index)) {
        parents[Int(child.index)] = ElementID(index)
      }
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
