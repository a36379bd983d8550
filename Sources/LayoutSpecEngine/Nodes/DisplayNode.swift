// ASDisplayNode without a layout spec (Source/ASDisplayNode.mm `-calculateSizeThatFits:`),
// and the nodes that measure like it: network image, video, video player, editable text.

public struct DisplayNode: Hashable, Sendable {
  /// A fixed size whatever it is offered (Texture's test-only ASStaticSizeDisplayNode).
  public var intrinsicSize: Size?

  public init(intrinsicSize: Size? = nil) {
    self.intrinsicSize = intrinsicSize
  }

  /// ASDisplayNode answers the offered maximum when both axes are valid sizes, otherwise
  /// 0 x 0 on both axes, so an unbounded axis makes the node its range's minimum.
  func sizeThatFits(_ constrainedSize: Size) -> Size {
    if let intrinsicSize { return intrinsicSize }
    return isValidSize(constrainedSize) ? constrainedSize : .zero
  }
}

/// ASImageNode: the image's point size, whatever it is offered (Source/ASImageNode.mm).
public struct ImageNode: Hashable, Sendable {
  public var imageSize: Size

  public init(imageSize: Size) {
    self.imageSize = imageSize
  }
}
