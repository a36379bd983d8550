// ASLayout (Source/Layout/ASLayout.h, ASLayout.mm): the result of laying out an element,
// as nested values. A layout pass writes its layouts into a `LayoutTree` (LayoutTree.swift);
// these are built from it for tests and the picture and styles formats, or by hand.

public struct Layout: Sendable {
  public var element: ElementID
  /// Pixel-ceiled at creation, or 0 x 0 when Texture would reject the size as invalid.
  public var size: Size
  /// Relative to the parent layout, stored raw as specs assign it (Texture rounds
  /// positions only when flattening).
  public var position: Point
  public var sublayouts: [Layout]
  /// The range the element laid itself out in (after its own style), Texture's
  /// `constrainedSize`: what the styles dump shows to answer "why is it this size?".
  public var constrainedSize: SizeRange
  /// The baselines a stack aligns this element by: its style's, or for text its font
  /// metrics, or for a vertical stack its first and last child's (Texture writes these
  /// into `style` after measuring; carrying them here keeps layout free of side effects).
  public var ascender: Double
  public var descender: Double

  public init(
    element: ElementID, size: Size, position: Point = .zero, sublayouts: [Layout] = [],
    constrainedSize: SizeRange, ascender: Double = 0, descender: Double = 0
  ) {
    self.element = element
    self.size = size
    self.position = position
    self.sublayouts = sublayouts
    self.constrainedSize = constrainedSize
    self.ascender = ascender
    self.descender = descender
  }
}
