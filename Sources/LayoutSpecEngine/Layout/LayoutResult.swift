// The public entry point into layout for a tool or a test that has an element tree: lay it
// out at a size range and get every layout of the pass (what `layoutspec eval` does per
// size, and what an iOS team's own unit tests call through the LayoutSpecEngine library).

/// One layout of a description: what every output format writes.
public struct LayoutResult: Sendable {
  public var tree: ElementTree
  public var sizeRange: SizeRange
  /// Every layout of the pass (the json writer walks these).
  public var layouts: LayoutTree
  public var pixels: PixelGrid
  /// Problems found in values computed from the constrained size (`"= max.width - 400"`
  /// negative at this size): the format layer prints them as positioned warnings.
  public var warnings: [LayoutWarning] = []

  /// The root's layout as nested values (the picture and styles formats walk these).
  public var layout: Layout { layouts.layout(layouts.root) }

  public init(tree: ElementTree, sizeRange: SizeRange, layouts: LayoutTree, pixels: PixelGrid) {
    self.tree = tree
    self.sizeRange = sizeRange
    self.layouts = layouts
    self.pixels = pixels
  }

  /// A result from a layout built by hand (tests).
  public init(tree: ElementTree, sizeRange: SizeRange, layout: Layout, pixels: PixelGrid) {
    self.init(tree: tree, sizeRange: sizeRange, layouts: LayoutTree(layout), pixels: pixels)
  }

  /// Lays out `tree` for `sizeRange` as a host node would: `[root layoutThatFits:range]`.
  /// Constrained sizes are recorded only when asked for (the styles and svg formats
  /// print them; json does not).
  public static func evaluate(
    _ tree: ElementTree, in sizeRange: SizeRange, scale: Double,
    recordingDetails: Bool = true
  ) -> LayoutResult {
    var context = LayoutContext(
      tree: tree, scale: scale, recordingDetails: recordingDetails)
    let layouts = context.layoutTreeForRoot(sizeRange)
    // The context's tree: its size-bound elements hold the values of this size.
    var result = LayoutResult(
      tree: context.tree, sizeRange: sizeRange, layouts: layouts, pixels: context.pixels)
    result.warnings = context.warnings
    return result
  }
}
