// The measuring entry point every spec calls for its children: Texture's
// `-layoutThatFits:parentSize:` (Source/Layout/ASLayoutElementPrivate.h) followed by the
// element's own `-calculateLayoutThatFits:`. One context serves one layout pass.

public struct LayoutContext: Sendable {
  public let tree: ElementTree
  public let pixels: PixelGrid
  private var cache: MeasurementCache
  /// An ASCII text's tokens while it wraps (the tree keeps none for ASCII texts).
  var textScratch = TextTokens()
  /// How many layouts were calculated (not answered from the cache): the performance
  /// tests' measure of work, which must grow linearly with the tree.
  public private(set) var calculationCount = 0

  public init(tree: ElementTree, scale: Double = 2) {
    self.tree = tree
    self.pixels = PixelGrid(scale: scale)
    self.cache = MeasurementCache(
      elementCount: tree.count, containerCount: tree.containerCount)
  }

  /// `[root layoutThatFits:range]`: the root's parent size is the range's maximum.
  public mutating func layoutRoot(_ range: SizeRange) -> Layout {
    layoutThatFits(tree.root, range, parentSize: range.max)
  }

  /// Lays out `id` within `range`, resolving its style's percentages against `parentSize`
  /// (per axis a number, infinite, or NaN for "undefined").
  public mutating func layoutThatFits(
    _ id: ElementID, _ range: SizeRange, parentSize: Size
  ) -> Layout {
    let record = tree.record(id)
    switch record.kind {
    case .inset, .overlay, .background:
      // Texture quirk (kept): these three override -layoutThatFits:parentSize: without
      // applying their own style size (ASInsetLayoutSpec.mm, ASOverlayLayoutSpec.mm,
      // ASBackgroundLayoutSpec.mm), so a width on an inset spec does nothing.
      return calculateLayout(id, record, range, parentSize: parentSize)
    default:
      // The parent's range is the first argument, so it wins where the two are disjoint.
      let constrained = range.intersect(
        tree.styles[record.style].sizeRange(parentSize: parentSize))
      return calculateLayout(id, record, constrained, parentSize: parentSize)
    }
  }

  /// A spec's layout from the cache, or calculated and remembered; a leaf's calculated.
  private mutating func calculateLayout(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size
  ) -> Layout {
    guard record.childCount > 0 else {
      return calculateUncachedLayout(id, record, range, parentSize: parentSize)
    }
    let key = MeasurementCache.Key(range, parentSize)
    if let cached = cache.layout(for: id, key) { return cached }
    let layout = calculateUncachedLayout(id, record, range, parentSize: parentSize)
    cache.store(layout, for: id, key)
    return layout
  }

  private mutating func calculateUncachedLayout(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size
  ) -> Layout {
    calculationCount += 1
    let payload = record.payload
    switch record.kind {
    case .stack:
      return tree.stacks[payload].calculateLayout(
        id, range, parentSize: parentSize, context: &self)
    case .inset:
      return tree.insets[payload].calculateLayout(
        id, range, parentSize: parentSize, context: &self)
    case .overlay:
      return OverlayLayoutSpec.calculateLayout(id, range, parentSize: parentSize, context: &self)
    case .background:
      return BackgroundLayoutSpec.calculateLayout(
        id, range, parentSize: parentSize, context: &self)
    case .center:
      return tree.centers[payload].relativeLayoutSpec.calculateLayout(id, range, context: &self)
    case .relative:
      return tree.relatives[payload].calculateLayout(id, range, context: &self)
    case .ratio:
      return tree.ratios[payload].calculateLayout(id, range, context: &self)
    case .absolute:
      return tree.absolutes[payload].calculateLayout(id, range, context: &self)
    case .corner:
      return tree.corners[payload].calculateLayout(id, range, context: &self)
    case .wrapper:
      return WrapperLayoutSpec.calculateLayout(id, range, context: &self)
    case .spacer:
      // ASLayoutSpec's own -calculateLayoutThatFits: is its range's minimum.
      return makeLayout(id, range, size: range.min)
    case .node:
      return makeNodeLayout(id, range, sizeThatFits: tree.nodes[payload].sizeThatFits(range.max))
    case .image:
      return makeNodeLayout(id, range, sizeThatFits: tree.images[payload].imageSize)
    case .text:
      return calculateTextLayout(id, payload, range)
    case .button:
      return ButtonNode.calculateLayout(id, range, context: &self)
    }
  }

  /// A node without a layout spec: ASDisplayNode clamps `-calculateSizeThatFits:` of the
  /// range's maximum into the range.
  @inline(__always)
  func makeNodeLayout(_ id: ElementID, _ range: SizeRange, sizeThatFits: Size) -> Layout {
    makeLayout(id, range, size: range.clamp(sizeThatFits))
  }

  /// ASLayout's initializer: a valid size is ceiled to the pixel grid, an invalid one
  /// (NaN, infinite, negative, subnormal, >= FLT_MAX / 2) becomes 0 x 0. Baselines start as the style's.
  @inline(__always)
  func makeLayout(
    _ id: ElementID, _ range: SizeRange, size: Size, sublayouts: [Layout] = []
  ) -> Layout {
    let style = tree.style(of: id)
    let recorded =
      isValidSize(size)
      ? Size(width: pixels.ceil(size.width), height: pixels.ceil(size.height)) : .zero
    return Layout(
      element: id, size: recorded, sublayouts: sublayouts, constrainedSize: range,
      ascender: style.ascender, descender: style.descender)
  }

  /// The children of `id`, in Texture's `children` order.
  @inline(__always)
  func children(of id: ElementID) -> ArraySlice<ElementID> {
    tree.children(of: id)
  }

  /// `size` with each axis replaced by NaN ("undefined") where it is not a valid size:
  /// how relative, absolute and corner specs pass their maximum on as the parent size.
  @inline(__always)
  static func definedParentSize(_ size: Size) -> Size {
    Size(
      width: isValidPoints(size.width) ? size.width : .nan,
      height: isValidPoints(size.height) ? size.height : .nan)
  }
}
