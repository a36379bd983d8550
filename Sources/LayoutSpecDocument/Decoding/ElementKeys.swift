// The keys each element type takes (docs/format.md section 2, "Elements"), and how its
// children are given.

import LayoutSpecEngine

enum ElementKeys {
  /// Keys every element takes.
  static let common = ["type", "name", "style", "use"]

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

  private static let stackProperties = [
    "children", "direction", "spacing", "justifyContent", "alignItems", "flexWrap",
    "alignContent", "lineSpacing", "horizontalAlignment", "verticalAlignment",
  ]
  private static let presetStackProperties = stackProperties.filter { $0 != "direction" }
  /// `layout`: what the node's `layoutSpecThatFits:` returns (a node that lays out its own
  /// subnodes). Every node type takes it but the button, which builds its own spec.
  private static let nodeProperties = ["intrinsicSize", "layout"]
  private static let imageProperties = ["imageSize", "layout"]
  private static let textProperties = [
    "text", "font", "fontSize", "fontWeight", "fontVariations", "kern", "lineHeight",
    "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "lineSpacing",
    "paragraphSpacing", "paragraphSpacingBefore", "maxLines", "truncation", "truncationToken",
    "textContainerInset", "textEngine", "layout",
  ]
  private static let otherNodeProperties = ["layout"]
  private static let buttonProperties = [
    "title", "titleFont", "titleFontSize", "titleFontWeight", "contentEdgeInsets", "imageSize",
    "contentSpacing",
  ]
  private static let insetProperties = ["child", "insets"]
  private static let overlayProperties = ["child", "overlay"]
  private static let backgroundProperties = ["child", "background"]
  private static let centerProperties = ["child", "centeringOptions", "sizingOptions"]
  private static let relativeProperties = [
    "child", "horizontalPosition", "verticalPosition", "sizingOption",
  ]
  private static let ratioProperties = ["child", "ratio"]
  private static let absoluteProperties = ["children", "sizing"]
  private static let cornerProperties = [
    "child", "corner", "cornerLocation", "offset", "wrapsCorner",
  ]
  private static let wrapperProperties = ["child", "children"]

  /// The type's own properties (without the common keys), in docs/format.md's order.
  static func properties(of type: ElementType) -> [String] {
    switch type {
    case .stack: return stackProperties
    case .hstack, .vstack: return presetStackProperties
    case .inset: return insetProperties
    case .overlay: return overlayProperties
    case .background: return backgroundProperties
    case .center: return centerProperties
    case .relative: return relativeProperties
    case .ratio: return ratioProperties
    case .absolute: return absoluteProperties
    case .corner: return cornerProperties
    case .wrapper: return wrapperProperties
    case .node: return nodeProperties
    case .image: return imageProperties
    case .text: return textProperties
    case .button: return buttonProperties
    case .networkImage, .video, .videoPlayer, .editableText: return otherNodeProperties
    case .spacer: return []
    }
  }

  /// The type's own properties as a mask: bit `KnownKey.rawValue` per property.
  static func propertyMask(of type: ElementType) -> UInt64 {
    switch type {
    case .stack: return Masks.stack
    case .hstack, .vstack: return Masks.presetStack
    case .inset: return Masks.inset
    case .overlay: return Masks.overlay
    case .background: return Masks.background
    case .center: return Masks.center
    case .relative: return Masks.relative
    case .ratio: return Masks.ratio
    case .absolute: return Masks.absolute
    case .corner: return Masks.corner
    case .wrapper: return Masks.wrapper
    case .node: return Masks.node
    case .image: return Masks.image
    case .text: return Masks.text
    case .button: return Masks.button
    case .networkImage, .video, .videoPlayer, .editableText: return Masks.otherNode
    case .spacer: return 0
    }
  }

  private enum Masks {
    static let stack = mask(stackProperties)
    static let presetStack = mask(presetStackProperties)
    static let inset = mask(insetProperties)
    static let overlay = mask(overlayProperties)
    static let background = mask(backgroundProperties)
    static let center = mask(centerProperties)
    static let relative = mask(relativeProperties)
    static let ratio = mask(ratioProperties)
    static let absolute = mask(absoluteProperties)
    static let corner = mask(cornerProperties)
    static let wrapper = mask(wrapperProperties)
    static let node = mask(nodeProperties)
    static let image = mask(imageProperties)
    static let text = mask(textProperties)
    static let button = mask(buttonProperties)
    static let otherNode = mask(otherNodeProperties)

    /// Every element property is a known key below 64 (KnownKey lists them first).
    static func mask(_ names: [String]) -> UInt64 {
      KnownKey.allCases.filter { names.contains($0.text) && $0.rawValue < 64 }
        .reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }
  }

  /// The types that have `key` as a property, in declaration order.
  static func types(having key: String) -> [ElementType] {
    ElementType.allCases.filter { properties(of: $0).contains(key) }
  }

  static func isPropertyOfSomeType(_ key: String) -> Bool {
    ElementType.allCases.contains { properties(of: $0).contains(key) }
  }

  /// Every type by its name.
  static let typesByName = NameLookup(ElementType.allCases.map { ($0.rawValue, $0) })

  /// Every type name, for messages.
  static let typeNames = ElementType.allCases.map(\.rawValue)

  static func isStack(_ type: ElementType) -> Bool {
    type == .stack || type == .hstack || type == .vstack
  }

  static func isNode(_ type: ElementType) -> Bool {
    switch type {
    case .node, .image, .text, .button, .networkImage, .video, .videoPlayer, .editableText:
      return true
    default:
      return false
    }
  }
}
