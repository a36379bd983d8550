// Texture's node classes as the description's node types.

import LayoutSpecEngine

enum NodeTypes {
  /// Each node type's Texture class (`ElementType.textureClassName`), and subclasses that
  /// import reads as one of them.
  static let types: [String: String] = ElementType.allCases.filter(\.isNode).reduce(
    into: [
      "ASTextNode2": "text", "ASMultiplexImageNode": "networkImage", "ASCellNode": "node",
      "ASTextCellNode": "node", "ASControlNode": "node", "ASScrollNode": "node",
      "ASMapNode": "node", "ASTableNode": "node", "ASCollectionNode": "node", "ASPagerNode": "node",
    ]
  ) { types, type in types[type.textureClassName] = type.rawValue }

  /// The element type of a Texture node class, or nil for a class that is not a node.
  static func elementType(forClass name: String) -> String? {
    if let type = types[name] { return type }
    if name.hasPrefix("AS"), name.hasSuffix("Node") { return "node" }
    return nil
  }

  /// The Texture classes whose instances are layout specs (a spacer is `ASLayoutSpec`).
  static let specClasses = Set(ElementType.allCases.filter { !$0.isNode }.map(\.textureClassName))
}

extension ImportRun {
  /// The element type of a class named in the code: Texture's, or one of the files' that
  /// derives from a Texture node class.
  func nodeType(ofClass name: String) -> String? {
    NodeTypes.elementType(forClass: textureClass(of: name))
  }
}
