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

  /// Its position in `allCases`, for tables indexed by type: a type's `Hashable` hashes
  /// its name, which the reader would otherwise do for every key of every element.
  public var ordinal: Int {
    switch self {
    case .stack: 0
    case .hstack: 1
    case .vstack: 2
    case .inset: 3
    case .overlay: 4
    case .background: 5
    case .center: 6
    case .relative: 7
    case .ratio: 8
    case .absolute: 9
    case .corner: 10
    case .wrapper: 11
    case .spacer: 12
    case .node: 13
    case .image: 14
    case .text: 15
    case .button: 16
    case .networkImage: 17
    case .video: 18
    case .videoPlayer: 19
    case .editableText: 20
    }
  }

  /// Nodes are drawn; specs only arrange them.
  public var isNode: Bool {
    switch self {
    case .node, .image, .text, .button, .networkImage, .video, .videoPlayer, .editableText:
      return true
    case .stack, .hstack, .vstack, .inset, .overlay, .background, .center, .relative, .ratio,
      .absolute, .corner, .wrapper, .spacer:
      return false
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
