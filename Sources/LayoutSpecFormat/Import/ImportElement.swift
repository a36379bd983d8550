// An element of the description being built: a spec a constructor made or a node a property
// holds. A class, because layout code changes an element after making it (`stack.spacing =
// 8`, `node.style.flexGrow = 1`) through whichever name holds it.

import LayoutSpecEngine

/// A value of the written description, in key order, for `DescriptionWriter`.
indirect enum DescriptionValue: Equatable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case list([DescriptionValue])
  /// Members in order, and the comments written before it (YAML only).
  case object([DescriptionMember], comments: [String])
}

struct DescriptionMember: Equatable, Sendable {
  var key: String
  var value: DescriptionValue
  init(_ key: String, _ value: DescriptionValue) {
    self.key = key
    self.value = value
  }
}

final class ImportElement {
  var type: String
  var name: String?
  /// The type's own keys, in the order first set.
  var keys: [DescriptionMember] = []
  /// The style's keys; the six dimensions are kept apart so that the last setter wins, as in
  /// Texture (`preferredSize` then `width`).
  var style: [DescriptionMember] = []
  var dimensions: [String: DimensionValue] = [:]
  var children: [ImportElement]?
  /// `child`, `overlay`, `background`, `corner`, `layout`.
  var slots: [(key: String, element: ImportElement?)] = []
  var comments: [String] = []
  /// A component this element uses (a custom node class used more than once).
  var use: String?
  /// The local variable or property that first held it: a name for a variant's patch.
  var binding: String?
  /// An ASTextNode2: with a font, measured by `textEngine: coretext`.
  var isTextNode2 = false
  /// `export` measured its text with the text model, not the system font it writes (the
  /// property's comment says so): the font stays out of the description.
  var isTextModel = false
  /// Identity across evaluations of the same code (variants): where it was made.
  var origin: String = ""

  init(type: String, name: String? = nil) {
    self.type = type
    self.name = name
  }

  var isNode: Bool { ElementType(rawValue: type)?.isNode == true }

  func set(_ key: String, _ value: DescriptionValue) {
    if let index = keys.firstIndex(where: { $0.key == key }) {
      keys[index].value = value
    } else {
      keys.append(DescriptionMember(key, value))
    }
  }

  func remove(_ key: String) { keys.removeAll { $0.key == key } }

  func value(_ key: String) -> DescriptionValue? { keys.first { $0.key == key }?.value }

  func setStyle(_ key: String, _ value: DescriptionValue) {
    if let index = style.firstIndex(where: { $0.key == key }) {
      style[index].value = value
    } else {
      style.append(DescriptionMember(key, value))
    }
  }

  func setSlot(_ key: String, _ element: ImportElement?) {
    if let index = slots.firstIndex(where: { $0.key == key }) {
      slots[index].element = element
    } else {
      slots.append((key, element))
    }
  }

  func slot(_ key: String) -> ImportElement? { slots.first { $0.key == key }?.element }

  /// The elements directly under it, in writing order.
  var elementsUnder: [ImportElement] {
    (children ?? []) + slots.compactMap(\.element)
  }

  // MARK: Size

  /// How many elements the tree has written out, or nil when that is more than `limit`,
  /// when it holds itself (`stack.children = @[stack]`) or is nested deeper than a
  /// description may be (256). Code may put one element in several places (`@[a, a]`),
  /// which writing repeats: counted once per element, with its count remembered.
  static func expandedCount(_ root: ImportElement, limit: Int) -> Int? {
    var counts: [ObjectIdentifier: Int] = [:]
    var open: Set<ObjectIdentifier> = []
    func count(_ element: ImportElement, depth: Int) -> Int? {
      let id = ObjectIdentifier(element)
      if let known = counts[id] { return known }
      guard depth <= 256, open.insert(id).inserted else { return nil }
      var total = 1
      for child in element.elementsUnder {
        guard let inner = count(child, depth: depth + 1) else { return nil }
        total += inner
        if total > limit { return nil }
      }
      open.remove(id)
      counts[id] = total
      return total
    }
    return count(root, depth: 0)
  }

  /// The elements from `root` down to the first one found holding itself (`return self`,
  /// `stack.children = @[stack]`), that one included once, where it is first reached; nil
  /// when none does within the depth a description may have (256).
  static func pathToElementHoldingItself(_ root: ImportElement) -> [ImportElement]? {
    var done: Set<ObjectIdentifier> = []
    var path: [ImportElement] = []
    func search(_ element: ImportElement) -> ImportElement? {
      let id = ObjectIdentifier(element)
      if path.contains(where: { $0 === element }) { return element }
      guard !done.contains(id), path.count <= 256 else { return nil }
      path.append(element)
      for child in element.elementsUnder {
        if let repeated = search(child) { return repeated }
      }
      path.removeLast()
      done.insert(id)
      return nil
    }
    guard let repeated = search(root), let end = path.firstIndex(where: { $0 === repeated })
    else { return nil }
    return Array(path[...end])
  }

  // MARK: Writing

  static let dimensionOrder = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"]

  /// The style as the format writes it: a size given on both axes in points as its
  /// shorthand (`preferredSize: [40, 40]`), the rest one key each.
  func styleMembers() -> [DescriptionMember] {
    var members: [DescriptionMember] = []
    for (prefix, w, h) in [
      ("preferred", "width", "height"), ("min", "minWidth", "minHeight"),
      ("max", "maxWidth", "maxHeight"),
    ] {
      let width = dimensions[w] ?? .auto
      let height = dimensions[h] ?? .auto
      if case .points(let a) = width, case .points(let b) = height, let x = a.constant,
        let y = b.constant
      {
        members.append(DescriptionMember(prefix + "Size", .list([.number(x), .number(y)])))
        continue
      }
      if width != .auto { members.append(DescriptionMember(w, Self.describe(width))) }
      if height != .auto { members.append(DescriptionMember(h, Self.describe(height))) }
    }
    return members + style
  }

  static func describe(_ dimension: DimensionValue) -> DescriptionValue {
    switch dimension {
    case .auto: return .string("auto")
    case .points(let formula): return describe(formula)
    case .fraction(let formula):
      if let value = formula.constant { return .string(NumberFormat.json(value * 100) + "%") }
      // A fraction computed from the size has no spelling; the evaluator warns before this.
      return .string("auto")
    }
  }

  static func describe(_ formula: Formula) -> DescriptionValue {
    if let value = formula.constant {
      if value.isInfinite { return .string(value > 0 ? "inf" : "-inf") }
      if value.isNaN { return .number(0) }
      return .number(value)
    }
    return .string("= " + formula.text)
  }

  /// The element as the description writes it: type, name, use, the type's keys, style,
  /// then the elements under it.
  func description() -> DescriptionValue {
    var members: [DescriptionMember] = []
    if let use {
      // A use of a custom node's component: the component has the type and the layout.
      members.append(DescriptionMember("use", .string(use)))
      if let name { members.append(DescriptionMember("name", .string(name))) }
      let style = styleMembers()
      if !style.isEmpty { members.append(DescriptionMember("style", .object(style, comments: []))) }
      return .object(members, comments: comments)
    }
    members.append(DescriptionMember("type", .string(type)))
    if let name { members.append(DescriptionMember("name", .string(name))) }
    members += keys
    if isTextNode2, value("font") != nil, value("textEngine") == nil {
      members.append(DescriptionMember("textEngine", .string("coretext")))
    }
    let style = styleMembers()
    if !style.isEmpty { members.append(DescriptionMember("style", .object(style, comments: []))) }
    if let children {
      members.append(DescriptionMember("children", .list(children.map { $0.description() })))
    }
    for (key, element) in slots {
      if let element { members.append(DescriptionMember(key, element.description())) }
    }
    return .object(members, comments: comments)
  }
}
