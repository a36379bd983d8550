// ASLayoutElementStyle (Source/Layout/ASLayoutElement.h, ASLayoutElement.mm) and the size
// resolution of ASLayoutElementSizeResolveAutoSize (Source/Layout/ASDimension.mm).
// Texture writes measured baselines back into the style; here they travel in `Layout`.

/// ASStackLayoutAlignSelf.
public enum StackLayoutAlignSelf: Hashable, Sendable, CaseIterable {
  case auto, start, end, center, stretch
}

public struct LayoutElementStyle: Hashable, Sendable {
  public var width: Dimension = .auto
  public var height: Dimension = .auto
  public var minWidth: Dimension = .auto
  public var maxWidth: Dimension = .auto
  public var minHeight: Dimension = .auto
  public var maxHeight: Dimension = .auto

  // ASStackLayoutElement: read only by a parent stack.
  public var spacingBefore: Double = 0
  public var spacingAfter: Double = 0
  public var flexGrow: Double = 0
  /// Texture's default is 0, not CSS's 1: content overflows rather than shrinks.
  public var flexShrink: Double = 0
  public var flexBasis: Dimension = .auto
  public var alignSelf: StackLayoutAlignSelf = .auto
  public var ascender: Double = 0
  public var descender: Double = 0

  // ASAbsoluteLayoutElement: read only by a parent absolute spec.
  public var layoutPosition: Point = .zero

  public init() {}

  /// The six size dimensions as one ASLayoutElementSize.
  public var preferredLayoutSize: LayoutSize {
    get { LayoutSize(width: width, height: height) }
    set { (width, height) = (newValue.width, newValue.height) }
  }
  public var minLayoutSize: LayoutSize {
    get { LayoutSize(width: minWidth, height: minHeight) }
    set { (minWidth, minHeight) = (newValue.width, newValue.height) }
  }
  public var maxLayoutSize: LayoutSize {
    get { LayoutSize(width: maxWidth, height: maxHeight) }
    set { (maxWidth, maxHeight) = (newValue.width, newValue.height) }
  }

  /// Whether none of the six size keys is set: the style leaves a range as it is.
  var setsNoSize: Bool {
    width == .auto && height == .auto && minWidth == .auto && maxWidth == .auto
      && minHeight == .auto && maxHeight == .auto
  }

  /// ASLayoutElementSizeResolve: the range the style asks for against `parentSize`
  /// (each axis a number, infinite, or NaN for "undefined"), auto min 0 and auto max inf.
  @inline(__always)
  public func sizeRange(parentSize: Size) -> SizeRange {
    sizeRange(parentSize: parentSize, autoRange: .unconstrained)
  }

  /// ASLayoutElementSizeResolveAutoSize: as `sizeRange(parentSize:)`, with the values an
  /// `auto` min or max resolves to given by `autoRange` (ASAbsoluteLayoutSpec's use).
  /// Inlined: called with a style read in place from the tree's table, it reads the six
  /// dimensions there instead of copying the 180-byte style first.
  @inline(__always)
  public func sizeRange(parentSize: Size, autoRange: SizeRange) -> SizeRange {
    let widths = Self.resolve(
      min: minWidth.resolve(parentSize: parentSize.width, autoSize: autoRange.min.width),
      exact: width.resolve(parentSize: parentSize.width, autoSize: .nan),
      max: maxWidth.resolve(parentSize: parentSize.width, autoSize: autoRange.max.width))
    let heights = Self.resolve(
      min: minHeight.resolve(parentSize: parentSize.height, autoSize: autoRange.min.height),
      exact: height.resolve(parentSize: parentSize.height, autoSize: .nan),
      max: maxHeight.resolve(parentSize: parentSize.height, autoSize: autoRange.max.height))
    return SizeRange(
      min: Size(width: widths.min, height: heights.min),
      max: Size(width: widths.max, height: heights.max))
  }

  /// Texture's `resolveDimension`: min beats max, max beats the exact size, and the exact
  /// size (NaN when auto) beats the rest. NaN bounds fall through into the range on purpose.
  @inline(__always)
  private static func resolve(min: Double, exact: Double, max: Double) -> (
    min: Double, max: Double
  ) {
    if max <= min { return (min, min) }
    if exact.isNaN { return (min, max) }
    if exact > max { return (max, max) }
    if exact < min { return (min, min) }
    return (exact, exact)
  }
}
