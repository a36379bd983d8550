// Texture's own spellings, for the errors that point from them to this format's: people
// translate `layoutSpecThatFits:` code, so they write `ASStackLayoutSpec`,
// `maximumNumberOfLines` or `attributedText`. Each is refused with the one spelling the
// format has (one spelling per thing), never accepted silently.

import LayoutSpecEngine

enum TextureNames {
  /// Texture class names (and subclasses the format describes as their base) by the type
  /// that stands for them.
  static let types: [String: (type: ElementType, className: String)] = {
    var types: [String: (type: ElementType, className: String)] = [:]
    for type in ElementType.allCases where types[type.textureClassName.lowercased()] == nil {
      types[type.textureClassName.lowercased()] = (type, type.textureClassName)
    }
    // Cells and controls lay out as display nodes; ASTextNode2 is the CoreText text node.
    for (name, type) in [
      ("ASCellNode", ElementType.node), ("ASControlNode", .node), ("ASScrollNode", .node),
      ("ASTextNode2", .text), ("ASTextCellNode", .text), ("ASMultiplexImageNode", .image),
    ] {
      types[name.lowercased()] = (type, name)
    }
    return types
  }()

  /// `; did you mean 'stack' (ASStackLayoutSpec)?` for a Texture class name, else nil.
  static func typeHint(for name: String) -> String? {
    guard let known = types[name.lowercased()] else { return nil }
    return "; did you mean '\(known.type.rawValue)' (\(known.className))?"
  }

  /// Texture property names whose spelling here is another key of the element.
  static let properties: [String: String] = [
    "maximumNumberOfLines": "maxLines",
    // ASTextNode.h: an NSLineBreakMode, and the token as an attributed string.
    "truncationMode": "truncation",
    "truncationAttributedText": "truncationToken",
    "attributedText": "text",
    "attributedString": "text",
    "attributedTitle": "title",
    "sublayoutsSpec": "children",
    "edgeInsets": "insets",
    "layoutSpecThatFits": "layout",
    "layoutSpecBlock": "layout",
  ]

  /// `; did you mean 'maxLines' (maximumNumberOfLines)?` when `key` is a Texture property
  /// that `type` takes under another name, else nil.
  static func propertyHint(for key: String, in type: ElementType) -> String? {
    guard let spelling = properties[key], ElementKeys.properties(of: type).contains(spelling)
    else { return nil }
    return "; did you mean '\(spelling)' (\(key))?"
  }
}
