// The element types of the description format and the Texture class each stands for.
// One table: the document spelling is the raw value, the class name is what Texture prints.
//
// Why three kind enums: `ElementType` is what the document wrote (hstack and vstack, the
// plain-node types), kept for names, messages and output; layout never switches on it.
// `ElementKind` (Element.swift) is how an element lays out, with its properties: one case
// per behaviour, the engine's input. `ElementRecord.Kind` (ElementTree.swift) is
// `ElementKind` without its properties, one byte, so a record stays 32 bytes.

public enum ElementType: String, Hashable, Sendable, CaseIterable {
  case stack, hstack, vstack, inset, overlay, background, center, relative, ratio, absolute
  case corner, wrapper, spacer
  case node, image, text, button, networkImage, video, videoPlayer, editableText

  /// Nodes are drawn; specs only arrange them.
  public var isNode: Bool {
    switch self {
    case .node, .image, .text, .button, .networkImage, .video, .videoPlayer, .editableText:
      return true
    default: return false
    }
  }

  /// The runtime class name Texture's `asciiArtString` and descriptions print.
  public var textureClassName: String {
    switch self {
    case .stack, .hstack, .vstack: return "ASStackLayoutSpec"
    case .inset: return "ASInsetLayoutSpec"
    case .overlay: return "ASOverlayLayoutSpec"
    case .background: return "ASBackgroundLayoutSpec"
    case .center: return "ASCenterLayoutSpec"
    case .relative: return "ASRelativeLayoutSpec"
    case .ratio: return "ASRatioLayoutSpec"
    case .absolute: return "ASAbsoluteLayoutSpec"
    case .corner: return "ASCornerLayoutSpec"
    case .wrapper: return "ASWrapperLayoutSpec"
    case .spacer: return "ASLayoutSpec"
    case .node: return "ASDisplayNode"
    case .image: return "ASImageNode"
    case .text: return "ASTextNode"
    case .button: return "ASButtonNode"
    case .networkImage: return "ASNetworkImageNode"
    case .video: return "ASVideoNode"
    case .videoPlayer: return "ASVideoPlayerNode"
    case .editableText: return "ASEditableTextNode"
    }
  }
}
