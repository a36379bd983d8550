// An element's `style` (ASLayoutElementStyle): every key of docs/format.md section 4, "Style", the
// size shorthands and the dimensions they write, and the keys given, for the warnings that depend
// on where the element stands.

import LayoutSpecEngine

/// A decoded style and the keys the document gave it.
struct DecodedStyle {
  var style = LayoutElementStyle()
  var given = GivenStyleKeys()
}

/// The keys a style was given, for the warnings that depend on where the element stands.
struct GivenStyleKeys {
  /// Bit `StyleKey.index` of each key given.
  var keys: UInt32 = 0
  /// The `style` member, to list the keys given (`DocumentDecoder.givenKeys`) in the rare
  /// case that a warning needs them.
  var member: TapeMember?

  var isEmpty: Bool { keys == 0 }

  func has(any bits: UInt32) -> Bool { keys & bits != 0 }
}

/// Every style key, in the order docs/format.md section 4 lists them.
enum StyleKey: String, CaseIterable {
  case width, height, minWidth, maxWidth, minHeight, maxHeight
  case preferredSize, minSize, maxSize, preferredLayoutSize, minLayoutSize, maxLayoutSize
  case spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf
  case ascender, descender, layoutPosition

  /// The properties only a parent stack reads (ASStackLayoutElement).
  static let stackChild: [StyleKey] = [
    .flexGrow, .flexShrink, .flexBasis, .alignSelf, .spacingBefore, .spacingAfter,
  ]

  /// The size dimensions (of width, height, minWidth, maxWidth, minHeight, maxHeight) the
  /// key writes: the shorthands write two.
  var dimensions: [StyleKey] {
    switch self {
    case .width, .height, .minWidth, .maxWidth, .minHeight, .maxHeight: return [self]
    case .preferredSize, .preferredLayoutSize: return [.width, .height]
    case .minSize, .minLayoutSize: return [.minWidth, .minHeight]
    case .maxSize, .maxLayoutSize: return [.maxWidth, .maxHeight]
    default: return []
    }
  }

  /// The key's place in `StyleKeys.cases`. A search, not a dictionary: only the static
  /// masks below ask, and a dictionary keyed by this type cost every run about 150,000
  /// instructions at start-up, the runtime building its type and finding its Hashable.
  var index: Int { StyleKeys.cases.firstIndex(of: self) ?? 0 }

  /// The key's bit in `DecodedStyle.givenKeys`.
  var bit: UInt32 { 1 << UInt32(index) }

  /// Index into the six dimensions.
  var dimensionIndex: Int {
    switch self {
    case .width: return 0
    case .height: return 1
    case .minWidth: return 2
    case .maxWidth: return 3
    case .minHeight: return 4
    case .maxHeight: return 5
    default: return -1
    }
  }
}

/// The key that wrote each of the six dimensions, by `dimensionIndex`: a byte each
/// (the key's index + 1, 0 for none), so that decoding a style allocates nothing.
private struct DimensionWriters {
  private var packed: UInt64 = 0

  subscript(dimension: Int) -> Int? {
    get {
      let byte = Int(truncatingIfNeeded: packed >> UInt64(8 * dimension)) & 0xFF
      return byte == 0 ? nil : byte - 1
    }
    set {
      let byte = UInt64(newValue.map { $0 + 1 } ?? 0)
      let shift = UInt64(8 * dimension)
      packed = packed & ~(0xFF << shift) | byte << shift
    }
  }
}

enum StyleKeys {
  /// Every style key, in order (`allCases` builds a new array on every call).
  static let cases = StyleKey.allCases

  /// Per key (by index): bit `dimensionIndex` of each dimension it writes.
  static let dimensionMasks: [UInt8] = cases.map { key in
    key.dimensions.reduce(0) { $0 | 1 << UInt8($1.dimensionIndex) }
  }

  /// The bits of the properties only a parent stack reads, of `layoutPosition`, and of
  /// the font metrics a text node replaces.
  static let stackChildBits = StyleKey.stackChild.reduce(UInt32(0)) { $0 | $1.bit }
  static let layoutPositionBit = StyleKey.layoutPosition.bit
  /// The keys whose effect depends on the parent (`warnAboutPlacement`): most styles give
  /// none of them.
  static let placementBits = stackChildBits | layoutPositionBit
  static let fontMetricBits = StyleKey.ascender.bit | StyleKey.descender.bit

  /// Every style key name, for suggestions.
  static let all = StyleKey.allCases.map(\.rawValue)

  static func contains(_ key: String) -> Bool { StyleKey(rawValue: key) != nil }
}

extension DocumentDecoder {
  /// Decodes an element's `style` member (merged with a component's when a use gave it).
  mutating func decodeStyle(_ styleMember: TapeMember) -> DecodedStyle {
    var decoded = DecodedStyle()
    let value = styleMember.value
    guard tape.kind(value) == .object else {
      error("'style' must be an object, found \(describeFound(value))", at: value)
      return decoded
    }
    decoded.given.member = styleMember
    // The key that wrote each of the six dimensions, for conflicts between shorthands and
    // the dimensions they write.
    var writers = DimensionWriters()
    let members = pushStyleMembers(of: styleMember)
    defer { memberStack.removeLast(members.count) }
    for index in members {
      let member = memberStack[index]
      guard let known = member.key.known, let key = known.styleKey else {
        let text = tape.keys.text(member.key)
        error("unknown key '\(text)' in style\(unknownStyleKeyHint(text))", at: member.keyPosition)
        continue
      }
      let index = Int(member.key.raw - KnownKey.width.rawValue)
      decoded.given.keys |= 1 << UInt32(index)
      var conflicting: Int?
      // The dimensions in order (width, height, minWidth, maxWidth, minHeight, maxHeight).
      var dimensions = StyleKeys.dimensionMasks[index]
      while dimensions != 0 {
        let dimension = dimensions.trailingZeroBitCount
        dimensions &= dimensions - 1
        if let writer = writers[dimension], writer != index, conflicting == nil {
          conflicting = writer
        }
        writers[dimension] = index
      }
      if let conflicting {
        let other = StyleKeys.cases[conflicting]
        let shared = key.dimensions.filter { other.dimensions.contains($0) }
        let what = shared.map(\.rawValue).joined(separator: " and ")
        error(
          "'\(key.rawValue)' conflicts with '\(other.rawValue)': both set \(what); give only one of them",
          at: member.keyPosition)
        continue
      }
      apply(member.value, known, key, to: &decoded.style)
    }
    return decoded
  }

  /// Pushes the members of a `style` member onto `memberStack`: its object's, or those of
  /// the styles it merges.
  private mutating func pushStyleMembers(of styleMember: TapeMember) -> Range<Int> {
    let start = memberStack.count
    if styleMember.layers == 0 {
      memberStack.push(membersOf: styleMember.value, in: tape)
    } else {
      memberStack.push(contentsOf: components.mergedStyle(styleMember.layers, tape: tape))
    }
    return start..<memberStack.count
  }

  /// The style keys given, with their positions, in document order.
  mutating func givenKeys(_ given: GivenStyleKeys) -> [(key: StyleKey, position: LineColumn)] {
    guard let styleMember = given.member else { return [] }
    let members = pushStyleMembers(of: styleMember)
    defer { memberStack.removeLast(members.count) }
    return memberStack[members].compactMap { member in
      member.key.known?.styleKey.map { ($0, member.keyPosition) }
    }
  }

  /// `; did you mean 'x'?`, or a note when the key is an element property.
  private func unknownStyleKeyHint(_ key: String) -> String {
    let hint = DidYouMean.hint(for: key, among: StyleKeys.all)
    if !hint.isEmpty { return hint }
    if ElementKeys.isPropertyOfSomeType(key) || ElementKeys.common.contains(key) {
      return "; '\(key)' is an element property: put it beside 'style', not in it"
    }
    return ""
  }

  /// Sets the style property `key` (a style key) from `value`, read as `DescriptionKeys.style`
  /// says it is written.
  private mutating func apply(
    _ value: ValueID, _ key: KnownKey, _ styleKey: StyleKey, to style: inout LayoutElementStyle
  ) {
    switch styleKey {
    case .width: set(&style.width, value, key)
    case .height: set(&style.height, value, key)
    case .minWidth: set(&style.minWidth, value, key)
    case .maxWidth: set(&style.maxWidth, value, key)
    case .minHeight: set(&style.minHeight, value, key)
    case .maxHeight: set(&style.maxHeight, value, key)
    // The CGSize setters write points (ASLayoutElement.mm).
    case .preferredSize: if let s: Size = read(value, key) { style.preferredLayoutSize = points(s) }
    case .minSize: if let s: Size = read(value, key) { style.minLayoutSize = points(s) }
    case .maxSize: if let s: Size = read(value, key) { style.maxLayoutSize = points(s) }
    case .preferredLayoutSize: set(&style.preferredLayoutSize, value, key)
    case .minLayoutSize: set(&style.minLayoutSize, value, key)
    case .maxLayoutSize: set(&style.maxLayoutSize, value, key)
    case .spacingBefore: set(&style.spacingBefore, value, key)
    case .spacingAfter: set(&style.spacingAfter, value, key)
    case .flexGrow: set(&style.flexGrow, value, key)
    case .flexShrink: set(&style.flexShrink, value, key)
    case .flexBasis: set(&style.flexBasis, value, key)
    case .alignSelf: set(&style.alignSelf, value, key)
    case .ascender: set(&style.ascender, value, key)
    case .descender: set(&style.descender, value, key)
    case .layoutPosition: set(&style.layoutPosition, value, key)
    }
  }

  @inline(__always)
  private mutating func set<T: PropertyValue>(_ target: inout T, _ value: ValueID, _ key: KnownKey)
  {
    if let read: T = read(value, key) { target = read }
  }

  private func points(_ size: Size) -> LayoutSize {
    LayoutSize(width: .points(size.width), height: .points(size.height))
  }
}
