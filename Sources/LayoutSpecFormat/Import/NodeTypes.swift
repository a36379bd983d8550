// Texture's node classes as the description's node types.

enum NodeTypes {
  static let types: [String: String] = [
    "ASTextNode": "text", "ASTextNode2": "text", "ASImageNode": "image",
    "ASNetworkImageNode": "networkImage", "ASMultiplexImageNode": "networkImage",
    "ASButtonNode": "button", "ASVideoNode": "video", "ASVideoPlayerNode": "videoPlayer",
    "ASEditableTextNode": "editableText", "ASDisplayNode": "node", "ASCellNode": "node",
    "ASTextCellNode": "node", "ASControlNode": "node", "ASScrollNode": "node",
    "ASMapNode": "node", "ASTableNode": "node", "ASCollectionNode": "node", "ASPagerNode": "node",
  ]

  /// The element type of a Texture node class, or nil for a class that is not a node.
  static func elementType(forClass name: String) -> String? {
    if let type = types[name] { return type }
    if name.hasPrefix("AS"), name.hasSuffix("Node") { return "node" }
    return nil
  }

  /// The Texture classes whose instances are layout specs (a spacer is `ASLayoutSpec`).
  static let specClasses: Set<String> = [
    "ASLayoutSpec", "ASStackLayoutSpec", "ASInsetLayoutSpec", "ASOverlayLayoutSpec",
    "ASBackgroundLayoutSpec", "ASCenterLayoutSpec", "ASRelativeLayoutSpec", "ASRatioLayoutSpec",
    "ASAbsoluteLayoutSpec", "ASCornerLayoutSpec", "ASWrapperLayoutSpec",
  ]
}

extension ImportRun {
  /// The element type of a class named in the code: Texture's, or one of the files' that
  /// derives from a Texture node class.
  func nodeType(ofClass name: String) -> String? {
    NodeTypes.elementType(forClass: textureClass(of: name))
  }
}
