// One element: `use` expansion, `type`, the keys its type takes (every other key is
// reported, with the most useful explanation), `name`, `style`, and the warnings about
// style properties that the element's parent never reads.

import LayoutSpecEngine

/// Where an element stands, for the warnings about properties only some parents read.
enum ParentContext {
  /// The document's root: laid out by the host node, no parent spec.
  case root
  /// A component checked on its own (no element uses it): its parent is not known.
  case standalone
  case element(ElementType)
}

/// The validated properties of one element, by key (a handful: a linear search beats hashing).
struct Properties {
  var location: SourceLocation
  var members: [Value.Member] = []
  /// A `children` key was given to a single-child spec (reported already).
  var hasMisplacedChildren = false

  init(location: SourceLocation) {
    self.location = location
  }

  subscript(key: String) -> Value? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  func keyLocation(_ key: String) -> SourceLocation? {
    for member in members where member.key == key { return member.keyLocation }
    return nil
  }
}

extension DocumentDecoder {
  /// Decodes `value` as an element, its children first, and adds it to the tree. Problems
  /// are reported; an element that cannot be built becomes a placeholder (the document then
  /// has errors and no tree is returned). Recursive through the children, so everything
  /// else happens in helpers that keep this frame small.
  @inline(never)
  mutating func decodeElement(_ value: Value, parent: ParentContext, depth: Int) -> ElementID {
    switch readHeader(value, parent: parent, depth: depth) {
    case .failed:
      return placeholder()
    case .untyped:
      checkUntyped(depth: depth)
      return placeholder()
    case .element:
      // The header waits on `openHeaders` while the children are decoded.
      let children = decodeChildrenOfOpenHeader(depth: depth)
      return addElement(children: children)
    }
  }

  /// What an element says about itself, before its children are decoded.
  struct ElementHeader {
    var type: ElementType
    var name: String?
    var properties: Properties
    var style: DecodedStyle
  }

  /// What `readHeader` found; the header or members themselves wait on `openHeaders` or
  /// `untypedMembers`, so that the recursive frames stay small.
  enum HeaderResult {
    case element
    /// No usable type: the members are still checked as far as they can be.
    case untyped
    case failed
  }

  /// Limits, `use` expansion, `type`, the keys, `name` and `style` of an element.
  @inline(never)
  private mutating func readHeader(_ value: Value, parent: ParentContext, depth: Int)
    -> HeaderResult
  {
    if exhausted { return .failed }
    if errorCount > DocumentLimits.errorLimit {
      // Enough to report: the rest would only be cut from the report.
      exhausted = true
      return .failed
    }
    elementCount += 1
    if elementCount > maximumElementCount {
      error(
        "the document has more than \(maximumElementCount) elements with its components expanded",
        at: value.location)
      exhausted = true
      return .failed
    }
    if depth > Self.maximumElementDepth {
      error(
        "elements are nested more than \(Self.maximumElementDepth) levels deep",
        at: value.location)
      return .failed
    }
    guard case .object(var members) = value.content else {
      error(
        "expected an element (an object with 'type'), found \(describeFound(value))",
        at: value.location)
      return .failed
    }
    if let use = members.first(where: { $0.key == "use" }) {
      let reported = diagnostics.count
      guard let expanded = components.expand(use, in: members, diagnostics: &diagnostics) else {
        // The component's errors count toward the error limit like the decoder's own.
        errorCount += diagnostics[reported...].filter { $0.severity == .error }.count
        return .failed
      }
      members = expanded
    }
    guard let type = elementType(members, at: value.location) else {
      untypedMembers = members
      return .untyped
    }

    let own = ElementKeys.properties(of: type)
    var properties = Properties(location: value.location)
    var name: String?
    var styleValue: Value?
    for member in members {
      switch member.key {
      case "type", "use": break
      case "name": name = string(member.value, "name")
      case "style": styleValue = member.value
      default:
        if own.contains(member.key) {
          properties.members.append(member)
        } else {
          reportMisplacedKey(member, in: type)
          if member.key == "children" { properties.hasMisplacedChildren = true }
        }
      }
    }
    let style = styleValue.map { decodeStyle($0) } ?? DecodedStyle()
    warnAboutPlacement(style, parent: parent)
    openHeaders.append(ElementHeader(type: type, name: name, properties: properties, style: style))
    return .element
  }

  @inline(never)
  private mutating func decodeChildrenOfOpenHeader(depth: Int) -> [ElementID] {
    guard let header = openHeaders.last else { return [] }
    return decodeChildElements(header.type, header.properties, depth: depth)
  }

  /// The kind of the innermost open element, then the element itself, into the tree.
  @inline(never)
  private mutating func addElement(children: [ElementID]) -> ElementID {
    guard let header = openHeaders.popLast() else { return placeholder() }
    let (kind, brought) = decodePayload(header.type, header.properties, style: header.style)
    let id = tree.add(
      header.type, kind, name: header.name, style: header.style.style,
      children: brought.isEmpty ? children : children + brought)
    let location = header.properties.location
    tree.setSourcePosition(id, line: location.line, column: location.column)
    return id
  }

  /// Stands in for an element that could not be built.
  mutating func placeholder() -> ElementID {
    tree.add(.spacer, .spacer)
  }

  // MARK: Type

  /// The element's type; reported when missing or unknown.
  private mutating func elementType(_ members: [Value.Member], at location: SourceLocation)
    -> ElementType?
  {
    guard let typeMember = members.first(where: { $0.key == "type" }) else {
      if let near = members.first(where: {
        DidYouMean.suggestion(for: $0.key, among: ["type"]) != nil
      }) {
        error("unknown key '\(near.key)'; did you mean 'type'?", at: near.keyLocation)
      } else {
        error(
          "an element needs a 'type': one of \(ElementKeys.typeNames.joined(separator: ", "))",
          at: location)
      }
      return nil
    }
    let value = typeMember.value
    guard case .string(let name) = value.content else {
      error("'type' must be a string, found \(describeFound(value))", at: value.location)
      return nil
    }
    if let type = ElementType(rawValue: name) { return type }
    if let suggestion = DidYouMean.suggestion(for: name, among: ElementKeys.typeNames) {
      error("unknown element type '\(name)'; did you mean '\(suggestion)'?", at: value.location)
    } else {
      error(
        "unknown element type '\(name)'; expected one of \(ElementKeys.typeNames.joined(separator: ", "))",
        at: value.location)
    }
    return nil
  }

  /// An element without a usable type: its style and the elements under it are still checked.
  @inline(never)
  private mutating func checkUntyped(depth: Int) {
    let members = untypedMembers
    untypedMembers = []
    for member in members {
      switch member.key {
      case "style":
        _ = decodeStyle(member.value)
      case "child", "overlay", "background", "corner":
        if case .object = member.value.content {
          _ = decodeElement(member.value, parent: .standalone, depth: depth + 1)
        }
      case "children":
        if case .array(let items) = member.value.content {
          for item in items { _ = decodeElement(item, parent: .standalone, depth: depth + 1) }
        }
      default:
        break
      }
    }
  }

  // MARK: Keys that do not belong

  /// Explains a key the element's type does not take.
  private mutating func reportMisplacedKey(_ member: Value.Member, in type: ElementType) {
    let key = member.key
    let typeName = type.rawValue
    let own = ElementKeys.properties(of: type)
    if StyleKeys.contains(key) {
      error("'\(key)' is a style property; put it under 'style'", at: member.keyLocation)
      return
    }
    if key == "child" || key == "children" {
      switch ElementKeys.children(of: type) {
      case .none where ElementKeys.isNode(type):
        error(
          "a '\(typeName)' node cannot have children; put it in a layout spec (such as 'overlay' or 'stack') instead",
          at: member.keyLocation)
      case .none:
        error("a '\(typeName)' has no children", at: member.keyLocation)
      case .one:
        error("'\(typeName)' takes one 'child', not 'children'", at: member.keyLocation)
      case .many, .oneOrMany:
        error("'\(typeName)' takes 'children' (a list), not 'child'", at: member.keyLocation)
      }
      return
    }
    if key == "root" || key == "sizes" || key == "components" {
      error(
        "'\(key)' belongs to an envelope, not to an element: an envelope is an object with 'root' (the root element), 'sizes' and 'components'",
        at: member.keyLocation)
      return
    }
    if key == "direction", type == .hstack || type == .vstack {
      error(
        "'\(typeName)' has its direction preset; remove 'direction' or use type 'stack'",
        at: member.keyLocation)
      return
    }
    let ownHint = DidYouMean.hint(for: key, among: own + ["name", "style", "type"])
    let owners = ElementKeys.types(having: key)
    if !owners.isEmpty {
      let names = owners.map { "'\($0.rawValue)'" }
      let list =
        names.count == 1
        ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
      error(
        "'\(key)' does not apply to '\(typeName)' (only \(list) elements take it)\(ownHint)",
        at: member.keyLocation)
      return
    }
    if !ownHint.isEmpty {
      error("unknown key '\(key)' in '\(typeName)'\(ownHint)", at: member.keyLocation)
      return
    }
    if let styleKey = DidYouMean.suggestion(for: key, among: StyleKeys.all) {
      error(
        "unknown key '\(key)' in '\(typeName)'; did you mean '\(styleKey)'? (a style property: put it under 'style')",
        at: member.keyLocation)
      return
    }
    let takes =
      own.isEmpty ? "only type, name and style" : own.joined(separator: ", ") + ", name and style"
    error("unknown key '\(key)' in '\(typeName)'; it takes \(takes)", at: member.keyLocation)
  }

  // MARK: Warnings

  /// Stack-child properties and `layoutPosition` where no parent reads them.
  private mutating func warnAboutPlacement(_ style: DecodedStyle, parent: ParentContext) {
    guard !style.isEmpty else { return }
    let parentType: ElementType?
    switch parent {
    case .standalone: return
    case .root: parentType = nil
    case .element(let type): parentType = type
    }
    let readsStackChild = parentType.map(ElementKeys.isStack) == true
    for (key, location) in style.given {
      if StyleKey.stackChild.contains(key), !readsStackChild {
        if let parentType {
          warning(
            "'\(key.rawValue)' has no effect: only a parent stack reads it, and the parent is '\(parentType.rawValue)'",
            at: location)
        } else {
          warning(
            "'\(key.rawValue)' has no effect on the root element: only a parent stack reads it",
            at: location)
        }
      } else if key == .layoutPosition, parentType != .absolute {
        if let parentType {
          warning(
            "'layoutPosition' has no effect: only a parent 'absolute' spec reads it, and the parent is '\(parentType.rawValue)'",
            at: location)
        } else {
          warning(
            "'layoutPosition' has no effect on the root element: only a parent 'absolute' spec reads it",
            at: location)
        }
      }
    }
  }
}
