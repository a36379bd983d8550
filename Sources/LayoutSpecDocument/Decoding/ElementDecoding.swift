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

/// The validated properties of one element: where its members are, and which of its
/// type's own keys they have (a handful: a linear search beats hashing). Plain data: the
/// members themselves wait on `DocumentDecoder.memberStack`.
struct Properties {
  var position: LineColumn
  /// The element's type: its keys' value kinds are the type's (`DescriptionKeys`).
  var type: ElementType
  /// The element's members: a range of `DocumentDecoder.memberStack`.
  var members: Range<Int>
  /// Bit `KnownKey.rawValue` for each of the type's own keys that the members have.
  var present: UInt64 = 0
  /// A `children` key was given to a single-child spec (reported already).
  var hasMisplacedChildren = false

  init(position: LineColumn, type: ElementType, members: Range<Int>) {
    self.position = position
    self.type = type
    self.members = members
  }

  @inline(__always)
  func has(_ key: KnownKey) -> Bool { present & 1 << UInt64(key.rawValue) != 0 }
}

extension DocumentDecoder {
  /// Decodes `value` as an element, its children first, and adds it to the tree. Problems
  /// are reported; an element that cannot be built becomes a placeholder (the document then
  /// has errors and no tree is returned). Recursive through the children, so everything
  /// else happens in helpers that keep this frame small.
  @inline(never)
  mutating func decodeElement(_ value: ValueID, parent: ParentContext, depth: Int) -> ElementID {
    if tape.kind(value) == .element { return decodedElement(value) }
    var memo = LeafMemo.Found.notKept
    if tape.end(value) - value.index <= LeafMemo.mostNodes && !decodesVariant
      && leafMemo.isLooking
    {
      memo = leafMemo.lookUp(value, parent: parent, in: tape)
      if case .leaf(let leaf) = memo, let id = addLeaf(like: leaf, value, depth: depth) {
        return id
      }
    }
    let reported = diagnostics.count
    switch readHeader(value, parent: parent, depth: depth) {
    case .failed:
      return placeholder()
    case .untyped:
      checkUntyped(depth: depth)
      return placeholder()
    case .element:
      // The header waits on `openHeaders` while the children are decoded onto `childStack`.
      let children = childStack.count
      decodeChildrenOfOpenHeader(depth: depth)
      return addElement(childrenFrom: children)
    case .leaf:
      let id = addElement(childrenFrom: childStack.count)
      if case .missing = memo, diagnostics.count == reported, tree.isCopyableLeaf(id) {
        leafMemo.keep(id)
      }
      return id
    }
  }

  /// The element object `value`, whose key the leaf memo found (`LeafMemo`), added as a
  /// copy of `leaf` (a text with its own string) where `readHeader` would count it and go
  /// on; nil where it would not, and the element is then decoded as any other.
  @inline(never)
  private mutating func addLeaf(like leaf: ElementID, _ value: ValueID, depth: Int)
    -> ElementID?
  {
    guard !exhausted, errorCount <= DocumentLimits.errorLimit,
      Int(elementCount) < maximumElementCount, depth <= Self.maximumElementDepth
    else { return nil }
    elementCount += 1
    let position = tape.position(value)
    let (line, column) = (Int(position.line), Int(position.column))
    guard tree.isText(leaf) else {
      return tree.addCopy(of: leaf, sourceLine: line, sourceColumn: column)
    }
    let text = tape.member(.text, of: value).map { tape.string($0.value) } ?? ""
    return tree.addText(text, like: leaf, sourceLine: line, sourceColumn: column)
  }

  /// A child element: most were decoded as the document was read (ElementStream.swift),
  /// and their IDs are taken here, without a call into the recursive path.
  @inline(__always)
  mutating func childElement(_ value: ValueID, parent: ParentContext, depth: Int) -> ElementID {
    if tape.kind(value) == .element { return decodedElement(value) }
    return decodeElement(value, parent: parent, depth: depth)
  }

  /// The ID of an element decoded already, with its parent, as the document was read.
  @inline(__always)
  private func decodedElement(_ value: ValueID) -> ElementID {
    let element = tape.element(value)
    return handedOver.isEmpty ? element : handedOver[element.index]
  }

  /// What an element says about itself, before its children are decoded.
  struct ElementHeader {
    /// The name's index in the tree (`ElementTree.nameIndex`), or `ElementTree.noName`.
    var name: Int32
    var properties: Properties
    /// The style, interned in the tree as soon as it is read (`ElementTree.styleIndex`).
    var style: Int32
    var givenStyle: GivenStyleKeys
    /// Written in a variant's patch (or under such an element): no patch applies to it.
    var fromPatch = false
    /// Whether a style value reads the constrained size (SizeExpressionDecoding.swift).
    var styleReadsSize = false
    /// The scope token of the node's `layout`, or -1.
    var layoutScope = -1
    /// The component a `use` named (the `use` string's value), for `export`'s helpers.
    var use: ValueID?

    var type: ElementType { properties.type }
  }

  /// What `readHeader` found; the header or members themselves wait on `openHeaders` or
  /// `state.untypedMembers`, so that the recursive frames stay small.
  enum HeaderResult {
    case element
    /// An element with no key that holds elements, and no child it must have: nothing to
    /// decode under it (most elements are leaves).
    case leaf
    /// No usable type: the members are still checked as far as they can be.
    case untyped
    case failed
  }

  /// Limits, `use` expansion, `type`, the keys, `name` and `style` of an element.
  @inline(never)
  private mutating func readHeader(_ value: ValueID, parent: ParentContext, depth: Int)
    -> HeaderResult
  {
    if exhausted { return .failed }
    if errorCount > DocumentLimits.errorLimit {
      // Enough to report: the rest would only be cut from the report.
      exhausted = true
      return .failed
    }
    elementCount += 1
    if Int(elementCount) > maximumElementCount {
      reportElementLimit(at: value)
      return .failed
    }
    if depth > Self.maximumElementDepth {
      error(
        "elements are nested more than \(Self.maximumElementDepth) levels deep",
        at: value)
      return .failed
    }
    guard tape.kind(value) == .object else {
      error(
        "expected an element (an object with 'type'), found \(describeFound(value))",
        at: value)
      return .failed
    }
    guard let pushed = pushMembers(of: value) else { return .failed }
    var members = pushed.members
    var fromPatch = false
    var typePatch: TypePatch?
    if decodesVariant {
      (members, fromPatch, typePatch) = patchMembers(of: value, members, parent: parent)
    }
    guard let (type, masks) = elementType(members, at: value) else {
      state.untypedMembers = Array(memberStack[members])
      memberStack.removeLast(members.count)
      return .untyped
    }

    var properties = Properties(position: tape.position(value), type: type, members: members)
    var name = ElementTree.noName
    var styleMember: TapeMember?
    let keys = memberStack.keys(in: members)
    if keys.unusual == 0, keys.present & ~(masks.properties | ElementKeys.commonBits) == 0 {
      // Each key once, and every one the type's: no message but the name's, which the loop
      // below would give at the same place (before the style is read).
      properties.present = keys.present & masks.properties
      if keys.has(.name), let member = firstMember(.name, in: members) {
        name = nameIndex(member.value)
      }
      if keys.has(.style) { styleMember = firstMember(.style, in: members) }
    } else {
      for index in members {
        let member = memberStack[index]
        // The key's number compared, not its `known` case: making one is a call per member.
        let key = member.key
        if key == .type || key == .use { continue }
        if key == .name {
          name = nameIndex(member.value)
        } else if key == .style {
          styleMember = member
        } else {
          let bit: UInt64 = key.raw < 64 ? 1 << UInt64(key.raw) : 0
          if masks.properties & bit != 0 {
            properties.present |= bit
          } else {
            reportMisplacedKey(member, in: type, typePatch: typePatch)
            if key == .children { properties.hasMisplacedChildren = true }
          }
        }
      }
    }
    valueReadsSize = false
    var style = ElementTree.defaultStyle
    var given = GivenStyleKeys()
    if let styleMember {
      (style, given) = internedStyle(styleMember)
    }
    if !given.isEmpty, given.has(any: StyleKeys.placementBits) {
      warnAboutPlacement(given, parent: parent)
    }
    let holdsElements =
      properties.present & masks.elementHolding != 0 || ElementKeys.children(of: type) == .one
    openHeaders.push(
      ElementHeader(
        name: name, properties: properties, style: style, givenStyle: given,
        fromPatch: fromPatch,
        styleReadsSize: valueReadsSize, use: pushed.use))
    return holdsElements ? .element : .leaf
  }

  /// The tree's index of the name `value` (a string), or `noName` (reported) when it is not
  /// a string.
  private mutating func nameIndex(_ value: ValueID) -> Int32 {
    guard tape.kind(value) == .string else {
      error("'name' must be a string, found \(describeFound(value))", at: value)
      return ElementTree.noName
    }
    // The tree goes in as an argument: a closure that captured it would make the call
    // copy the whole tape first (a retain and a release per array, per name).
    return tape.withStringBytes(value, updating: &tree, and: &nameMemo) { tree, memo, bytes in
      memo.index(of: bytes) { tree.nameIndex(of: bytes) }
    }
  }

  /// Pushes the members of the element `value` onto `memberStack`: as written, or as its
  /// `use` expands them, with the `use` string. Nil (nothing pushed) when the use cannot
  /// be expanded.
  @inline(__always)
  private mutating func pushMembers(of value: ValueID) -> (members: Range<Int>, use: ValueID?)? {
    let start = memberStack.count
    memberStack.push(membersOf: value, in: tape)
    guard let use = firstMember(.use, in: start..<memberStack.count) else {
      return (start..<memberStack.count, nil)
    }
    memberStack.truncate(to: start)
    let reported = diagnostics.count
    guard let expanded = components.expand(use, in: value, tape: tape, diagnostics: &diagnostics)
    else {
      // The component's errors count toward the error limit like the decoder's own.
      errorCount &+= Int32(
        clamping: diagnostics[reported...].filter { $0.severity == .error }.count)
      return nil
    }
    memberStack.push(contentsOf: expanded)
    return (start..<memberStack.count, use.value)
  }

  /// The error for one element too many (kept out of `readHeader`'s frame).
  @inline(never)
  private mutating func reportElementLimit(at value: ValueID) {
    var message =
      "the document has more than \(maximumElementCount) elements with its components expanded"
    if isExpansionLimit {
      message +=
        " (components may expand a document to \(Self.expansionElementCount) elements, "
        + "or to four times the elements it writes)"
    }
    error(message, at: value)
    exhausted = true
  }

  /// The first of the members in `range` of `memberStack` whose key is `key`.
  @inline(__always)
  func firstMember(_ key: KnownKey, in range: Range<Int>) -> TapeMember? {
    memberStack.withValues(in: range) { members in
      members.first { $0.key.raw == key.rawValue }
    }
  }

  /// The value of one of an element's own properties. (Inlined: a call from a mutating
  /// method would pass a copy of the whole decoder.)
  @inline(__always)
  func value(of key: KnownKey, in p: Properties) -> ValueID? {
    guard p.has(key) else { return nil }
    return firstMember(key, in: p.members)?.value
  }

  /// Where one of an element's own properties is given.
  @inline(__always)
  func keyPosition(of key: KnownKey, in p: Properties) -> LineColumn? {
    guard p.has(key) else { return nil }
    return firstMember(key, in: p.members)?.keyPosition
  }

  @inline(never)
  private mutating func decodeChildrenOfOpenHeader(depth: Int) {
    guard let properties = openHeaders.innermostProperties else { return }
    decodeChildElements(properties.type, properties, depth: depth)
  }

  /// The kind of the innermost open element, then the element itself, into the tree, with
  /// the children on `childStack` from `start` (taken off it).
  @inline(never)
  private mutating func addElement(childrenFrom start: Int) -> ElementID {
    // The header is read in place: it holds a whole style, too large to copy around
    // (`popLast` measured 9% more instructions in decoding).
    guard let top = openHeaders.top else {
      childStack.truncate(to: start)
      return placeholder()
    }
    let properties = openHeaders[top].properties
    let type = properties.type
    valueReadsSize = false
    let kind = decodePayload(type, properties, given: openHeaders[top].givenStyle)
    let readsSize = valueReadsSize || openHeaders[top].styleReadsSize
    let position = properties.position
    let id = Self.add(
      type, kind, name: openHeaders[top].name, style: openHeaders[top].style,
      childrenOf: childStack, from: start, at: position, to: &tree)
    childStack.truncate(to: start)
    if let use = openHeaders[top].use { tree.setComponent(id, tape.string(use)) }
    if type == .text { warnAboutFonts(of: id, at: position) }
    if readsSize || openHeaders[top].layoutScope >= 0 {
      bindSizeExpressions(of: id, header: openHeaders[top], readsSize: readsSize)
    }
    memberStack.truncate(to: properties.members.lowerBound)
    openHeaders.removeLast()
    return id
  }

  /// `tree.add` with the children on `stack` from `start`. The stack and the tree come in
  /// as arguments: a closure that captured the decoder to reach the tree retained and
  /// released the stack's storage per element. The kind is moved into the tree: a copy
  /// left here took a general destroy of the enum, about 40 instructions per element.
  @inline(__always)
  private static func add(
    _ type: ElementType, _ kind: consuming ElementKind, name: Int32, style: Int32,
    childrenOf stack: borrowing ChildStack, from start: Int, at position: LineColumn,
    to tree: inout ElementTree
  ) -> ElementID {
    var kind: ElementKind? = kind
    return stack.withValues(in: start..<stack.count) { children in
      tree.add(
        type, kind.take()!, name: name, style: style, children: children,
        sourceLine: Int(position.line), sourceColumn: Int(position.column))
    }
  }

  /// Stands in for an element that could not be built.
  mutating func placeholder() -> ElementID {
    tree.add(.spacer, .spacer)
  }

  // MARK: Type

  /// The element's type, with its own properties as masks; reported when missing or
  /// unknown. (The usual case inlined into `readHeader`, the reasons for none out of line.)
  @inline(__always)
  private mutating func elementType(_ members: Range<Int>, at element: ValueID)
    -> (ElementType, ElementKeys.KeyMasks)?
  {
    if let value = firstMember(.type, in: members)?.value, tape.kind(value) == .string,
      let found = tape.withStringBytes(value, ElementKeys.typesWithKeyMasks.match)
    {
      return (found.type, found.masks)
    }
    reportUnusableType(members, at: element)
    return nil
  }

  /// Why the element has no type: no `type` (or a near miss), not a string, or an unknown
  /// name.
  @inline(never)
  private mutating func reportUnusableType(_ members: Range<Int>, at element: ValueID) {
    guard let typeMember = firstMember(.type, in: members) else {
      if let near = memberStack[members].first(where: {
        DidYouMean.suggestion(for: tape.keys.text($0.key), among: ["type"]) != nil
      }) {
        error(
          "unknown key '\(tape.keys.text(near.key))'; did you mean 'type'?", at: near.keyPosition)
      } else {
        error(
          "an element needs a 'type': one of \(ElementKeys.typeNames.joined(separator: ", "))",
          at: element)
      }
      return
    }
    let value = typeMember.value
    guard tape.kind(value) == .string else {
      error("'type' must be a string, found \(describeFound(value))", at: value)
      return
    }
    let name = tape.string(value)
    if let hint = TextureNames.typeHint(for: name) {
      error("unknown element type '\(name)'\(hint)", at: value)
    } else if let suggestion = DidYouMean.suggestion(for: name, among: ElementKeys.typeNames) {
      error("unknown element type '\(name)'; did you mean '\(suggestion)'?", at: value)
    } else {
      error(
        "unknown element type '\(name)'; expected one of \(ElementKeys.typeNames.joined(separator: ", "))",
        at: value)
    }
  }

  /// An element without a usable type: its style and the elements under it are still checked.
  @inline(never)
  private mutating func checkUntyped(depth: Int) {
    let members = state.takeUntypedMembers()
    for member in members {
      switch member.key.known {
      case .style:
        _ = decodeStyle(member)
      case .children:
        if tape.kind(member.value) == .array {
          for item in tape.items(member.value) {
            _ = decodeElement(item, parent: .standalone, depth: depth + 1)
          }
        }
      case let key? where ElementKeys.elementHolding.contains(key):
        if tape.kind(member.value) == .object {
          _ = decodeElement(member.value, parent: .standalone, depth: depth + 1)
        }
      default:
        break
      }
    }
  }

  // MARK: Keys that do not belong

  /// Explains a key the element's type does not take: where it is written, or, when a
  /// variant's patch gave the element that type, at the patch's `type`, naming the variant.
  private mutating func reportMisplacedKey(
    _ member: TapeMember, in type: ElementType, typePatch: TypePatch?
  ) {
    guard let typePatch, !typePatch.setKeys.contains(member.keyPosition) else {
      return reportMisplacedKey(member, in: type, at: member.keyPosition, prefix: "")
    }
    let written = "\(member.keyPosition.line):\(member.keyPosition.column)"
    reportMisplacedKey(
      member, in: type, at: typePatch.type.keyPosition,
      prefix: "variant '\(typePatch.variant)' sets type '\(type.rawValue)', and the element's "
        + "'\(tape.keys.text(member.key))' (at \(written)) does not suit it: ")
  }

  private mutating func reportMisplacedKey(
    _ member: TapeMember, in type: ElementType, at place: LineColumn, prefix: String
  ) {
    let key = tape.keys.text(member.key)
    let typeName = type.rawValue
    let own = ElementKeys.properties(of: type)
    if StyleKeys.contains(key) {
      error(prefix + "'\(key)' is a style property; put it under 'style'", at: place)
      return
    }
    if key == "child" || key == "children" {
      switch ElementKeys.children(of: type) {
      case .none where type.isNode:
        error(
          prefix
            + (type == .button
              ? "a 'button' node cannot have children; put it in a layout spec (such as 'overlay' or 'stack') instead"
              : "a '\(typeName)' node cannot have children; give it a 'layout' (the spec its layoutSpecThatFits: returns), or put it in a layout spec (such as 'overlay' or 'stack')"),
          at: place)
      case .none:
        error(prefix + "a '\(typeName)' has no children", at: place)
      case .one:
        error(prefix + "'\(typeName)' takes one 'child', not 'children'", at: place)
      case .many, .oneOrMany:
        error(prefix + "'\(typeName)' takes 'children' (a list), not 'child'", at: place)
      }
      return
    }
    if key == "root" || key == "sizes" || key == "components" || key == "variants" {
      error(
        prefix
          + "'\(key)' belongs to an envelope, not to an element: an envelope is an object with 'root' (the root element), 'sizes', 'components' and 'variants'",
        at: place)
      return
    }
    if key == "direction", type == .hstack || type == .vstack {
      error(
        prefix
          + "'\(typeName)' has its direction preset; remove 'direction' or use type 'stack'",
        at: place)
      return
    }
    if let hint = TextureNames.propertyHint(for: key, in: type) {
      error(prefix + "unknown key '\(key)' in '\(typeName)'\(hint)", at: place)
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
        prefix
          + "'\(key)' does not apply to '\(typeName)' (only \(list) elements take it)\(ownHint)",
        at: place)
      return
    }
    if !ownHint.isEmpty {
      error(prefix + "unknown key '\(key)' in '\(typeName)'\(ownHint)", at: place)
      return
    }
    if let styleKey = DidYouMean.suggestion(for: key, among: StyleKeys.all) {
      error(
        prefix
          + "unknown key '\(key)' in '\(typeName)'; did you mean '\(styleKey)'? (a style property: put it under 'style')",
        at: place)
      return
    }
    let takes =
      own.isEmpty ? "only type, name and style" : own.joined(separator: ", ") + ", name and style"
    error(prefix + "unknown key '\(key)' in '\(typeName)'; it takes \(takes)", at: place)
  }

  // MARK: Warnings

  /// Stack-child properties and `layoutPosition` where no parent reads them.
  private mutating func warnAboutPlacement(_ style: GivenStyleKeys, parent: ParentContext) {
    let parentType: ElementType?
    switch parent {
    case .standalone: return
    case .root: parentType = nil
    case .element(let type): parentType = type
    }
    let readsStackChild = parentType.map(ElementKeys.isStack) == true
    // The keys are listed again only when one of them has no effect here.
    guard
      (style.has(any: StyleKeys.stackChildBits) && !readsStackChild)
        || (style.has(any: StyleKeys.layoutPositionBit) && parentType != .absolute)
    else { return }
    for (key, location) in givenKeys(style) {
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
