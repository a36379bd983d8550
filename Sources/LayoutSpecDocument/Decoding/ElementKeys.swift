// The keys each element type takes (docs/format.md section 2, "Elements", kept in
// `DescriptionKeys`), as the decoder looks them up, and how its children are given.

import LayoutSpecEngine

enum ElementKeys {
  /// Keys every element takes.
  static let common = DescriptionKeys.common.map(\.key.text)

  /// `type`, `name`, `style` and `use`, every element's keys, as bits of
  /// `MemberKeys.present` (computed: a stored one would be a lazy global's check per read).
  static var commonBits: UInt64 {
    1 << UInt64(KnownKey.type.rawValue) | 1 << UInt64(KnownKey.name.rawValue)
      | 1 << UInt64(KnownKey.style.rawValue) | 1 << UInt64(KnownKey.use.rawValue)
  }

  /// How an element type takes children.
  enum Children {
    case none, one, many, oneOrMany
  }

  static func children(of type: ElementType) -> Children {
    switch type {
    case .stack, .hstack, .vstack, .absolute: return .many
    case .inset, .overlay, .background, .center, .relative, .ratio, .corner: return .one
    case .wrapper: return .oneOrMany
    case .spacer: return .none
    case .node, .image, .text, .button, .networkImage, .video, .videoPlayer, .editableText:
      return .none
    }
  }

  /// The keys whose values are elements, as `DescriptionKeys` writes them: an element, or for
  /// `children` a list of them (a node's `layout` is the spec its layoutSpecThatFits:
  /// returns). The decoder, the check for component cycles and the stream that decodes
  /// elements as they close all follow these (the stream all but `layout`: a node's layout
  /// is decoded with its node).
  static let elementHolding: [KnownKey] = ElementType.allCases.reduce(into: []) { keys, type in
    for entry in DescriptionKeys.properties(of: type)
    where entry.value == .element || entry.value == .elements {
      if !keys.contains(entry.key) { keys.append(entry.key) }
    }
  }

  /// `elementHolding` as bits of `Properties.present`: bit `KnownKey.rawValue` per key.
  static let elementHoldingBits: UInt64 = elementHolding.reduce(0) {
    $0 | 1 << UInt64($1.rawValue)
  }

  /// The key of the element a spec places over, under or at a corner of its `child`:
  /// `overlay`, `background` or `corner`; nil for other types.
  static func secondElementKey(of type: ElementType) -> KnownKey? {
    switch type {
    case .overlay: return .overlay
    case .background: return .background
    case .corner: return .corner
    case .stack, .hstack, .vstack, .inset, .center, .relative, .ratio, .absolute, .wrapper,
      .spacer, .node, .image, .text, .button, .networkImage, .video, .videoPlayer, .editableText:
      return nil
    }
  }

  /// The type's own properties (without the common keys), in docs/format.md's order.
  static func properties(of type: ElementType) -> [String] {
    DescriptionKeys.properties(of: type).map(\.key.text)
  }

  /// A type's own properties as masks of bit `KnownKey.rawValue` per property.
  struct KeyMasks: Sendable {
    var properties: UInt64
    /// Those of `properties` that hold elements (`elementHolding`).
    var elementHolding: UInt64
  }

  /// Every type by its name, with its own properties as masks: what the decoder looks up
  /// per element, and the stream per element it decodes early, in one table (a lazy
  /// global's check, `swift_once`, per table read, and one table built per run).
  /// Every element property is a known key below 64 (KnownKey lists them first).
  static let typesWithKeyMasks = NameLookup(
    ElementType.allCases.map { type in
      let properties = DescriptionKeys.properties(of: type).reduce(UInt64(0)) {
        $0 | 1 << UInt64($1.key.rawValue)
      }
      let masks = KeyMasks(
        properties: properties, elementHolding: properties & elementHoldingBits)
      return (type.rawValue, TypeAndKeyMasks(type: type, masks: masks))
    })

  struct TypeAndKeyMasks: Sendable {
    var type: ElementType
    var masks: KeyMasks
  }

  /// The types that have `key` as a property, in declaration order.
  static func types(having key: String) -> [ElementType] {
    ElementType.allCases.filter { properties(of: $0).contains(key) }
  }

  static func isPropertyOfSomeType(_ key: String) -> Bool {
    ElementType.allCases.contains { properties(of: $0).contains(key) }
  }

  /// Every type name, for messages.
  static let typeNames = ElementType.allCases.map(\.rawValue)

  static func isStack(_ type: ElementType) -> Bool {
    switch type {
    case .stack, .hstack, .vstack: return true
    case .inset, .overlay, .background, .center, .relative, .ratio, .absolute, .corner, .wrapper,
      .spacer, .node, .image, .text, .button, .networkImage, .video, .videoPlayer, .editableText:
      return false
    }
  }
}
