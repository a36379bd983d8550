// ASLayoutElementStyle: Source/Layout/ASLayoutElement.mm (defaults), Tests/
// ASLayoutElementStyleTests.mm, ASStackLayoutSpecSnapshotTests
// testDefaultStackLayoutElementFlexProperties, and the size resolution of
// ASLayoutElementSizeResolveAutoSize / ASLayoutElementSizeConstrain (ASDimension.mm):
//   exact = resolve(width, P, NaN), min = resolve(minWidth, P, 0), max = resolve(maxWidth, P, inf)
//   max <= min -> [min..min]; exact NaN -> [min..max]; exact > max -> [max..max];
//   exact < min -> [min..min]; else [exact..exact]

import Testing

@testable import LayoutSpecEngine

@Suite struct LayoutElementStyleTests {
  // ASLayoutElement.mm: the style's ivars are zero-initialised atomics plus
  // `_size = ASLayoutElementSizeMake()` (all six dimensions auto). So: flexShrink 0 (not
  // CSS's 1), flexBasis auto, alignSelf auto, spacing 0, ascender/descender 0,
  // layoutPosition (0, 0).
  @Test func everyDefault() {
    let style = LayoutElementStyle()
    #expect(style.width == .auto)
    #expect(style.height == .auto)
    #expect(style.minWidth == .auto)
    #expect(style.maxWidth == .auto)
    #expect(style.minHeight == .auto)
    #expect(style.maxHeight == .auto)
    #expect(style.spacingBefore == 0)
    #expect(style.spacingAfter == 0)
    #expect(style.flexGrow == 0)
    #expect(style.flexShrink == 0)
    #expect(style.flexBasis == .auto)
    #expect(style.alignSelf == .auto)
    #expect(style.ascender == 0)
    #expect(style.descender == 0)
    #expect(style.layoutPosition == Point(x: 0, y: 0))
    #expect(style.preferredLayoutSize == .auto)
    #expect(style.minLayoutSize == .auto)
    #expect(style.maxLayoutSize == .auto)
    // With every default the style asks for nothing: {{0, 0}, {inf, inf}}.
    #expect(style.sizeRange(parentSize: Size(width: 100, height: 100)) == unconstrained)
  }

  // Texture: ASLayoutElementStyleTests testSettingSizeViaLayoutSize.
  @Test func testSettingSizeViaLayoutSize() {
    var style = LayoutElementStyle()
    let layoutSize = LayoutSize(width: .points(100), height: .points(100))
    style.preferredLayoutSize = layoutSize
    #expect(style.width == .points(100) && style.height == .points(100))
    #expect(style.preferredLayoutSize == layoutSize)
    style.minLayoutSize = layoutSize
    #expect(style.minWidth == .points(100) && style.minHeight == .points(100))
    #expect(style.minLayoutSize == layoutSize)
    style.maxLayoutSize = LayoutSize(width: .fraction(0.5), height: .auto)
    #expect(style.maxWidth == .fraction(0.5) && style.maxHeight == .auto)
  }

  // ASDimensionResolve: auto -> the auto value, points -> the value, fraction -> f * P.
  @Test func dimensionResolve() {
    #expect(Dimension.auto.resolve(parentSize: 200, autoSize: 7) == 7)
    #expect(Dimension.points(30).resolve(parentSize: 200, autoSize: 7) == 30)
    #expect(Dimension.fraction(0.25).resolve(parentSize: 200, autoSize: 7) == 50)
    #expect(Dimension.fraction(0.25).resolve(parentSize: .nan, autoSize: 7).isNaN)
    #expect(Dimension.fraction(0.25).resolve(parentSize: inf, autoSize: 7) == inf)
    // 0% of inf is NaN (0 * inf).
    #expect(Dimension.fraction(0).resolve(parentSize: inf, autoSize: 7).isNaN)
  }

  /// The width range a style with these width dimensions asks for against `parent`.
  static func widthRange(
    width: Dimension = .auto, min: Dimension = .auto, max: Dimension = .auto, parent: Double
  ) -> (min: Double, max: Double) {
    var style = LayoutElementStyle()
    style.width = width
    style.minWidth = min
    style.maxWidth = max
    let range = style.sizeRange(parentSize: Size(width: parent, height: parent))
    return (range.min.width, range.max.width)
  }

  // ASLayoutElementSizeConstrain: exact, min and max.
  @Test func exactSize() {
    #expect(Self.widthRange(width: .points(50), parent: 300) == (50, 50))
    #expect(Self.widthRange(width: .fraction(0.5), parent: 300) == (150, 150))
    #expect(Self.widthRange(min: .points(10), max: .points(90), parent: 300) == (10, 90))
  }

  // "Follow CSS: min overrides max overrides exact."
  @Test func minOverridesMaxOverridesExact() {
    // max <= min -> [min..min], exact irrelevant.
    #expect(Self.widthRange(min: .points(100), max: .points(50), parent: 300) == (100, 100))
    #expect(
      Self.widthRange(width: .points(70), min: .points(100), max: .points(50), parent: 300) == (
        100, 100
      ))
    // Equal min and max: [min..min].
    #expect(
      Self.widthRange(width: .points(10), min: .points(60), max: .points(60), parent: 300) == (
        60, 60
      ))
    // exact > max -> [max..max].
    #expect(Self.widthRange(width: .points(200), max: .points(80), parent: 300) == (80, 80))
    // exact < min -> [min..min].
    #expect(Self.widthRange(width: .points(5), min: .points(20), parent: 300) == (20, 20))
  }

  // An undefined (NaN) parent: a fractional exact size is NaN, i.e. "none" -> [min..max].
  @Test func nanParent() {
    #expect(Self.widthRange(width: .fraction(0.5), parent: .nan) == (0, inf))
    #expect(
      Self.widthRange(width: .fraction(0.5), min: .points(10), max: .points(90), parent: .nan) == (
        10, 90
      ))
    // A fractional min falls through as NaN (the NSCAssert against it is debug-only):
    // max <= NaN is false, no exact -> [NaN..max].
    let nanMin = Self.widthRange(min: .fraction(0.5), parent: .nan)
    #expect(nanMin.min.isNaN && nanMin.max == inf)
    // A fractional max: NaN <= 0 is false -> [0..NaN]; with an exact size, NaN comparisons
    // are false -> the exact size wins.
    let nanMax = Self.widthRange(max: .fraction(0.5), parent: .nan)
    #expect(nanMax.min == 0 && nanMax.max.isNaN)
    #expect(Self.widthRange(width: .points(30), max: .fraction(0.5), parent: .nan) == (30, 30))
  }

  // A fraction of an infinite parent: exact inf -> [inf..inf] (so the element gets an
  // invalid size and is laid out as 0 x 0); 0% of inf is NaN -> no exact size.
  @Test func fractionOfInfinity() {
    #expect(Self.widthRange(width: .fraction(0.5), parent: inf) == (inf, inf))
    #expect(Self.widthRange(width: .fraction(0), parent: inf) == (0, inf))
    #expect(Self.widthRange(min: .fraction(0.5), parent: inf) == (inf, inf))
  }

  // The auto range ASAbsoluteLayoutSpec passes: auto min / max come from it.
  @Test func autoRange() {
    let style = LayoutElementStyle().with { $0.height = .points(40) }
    let range = style.sizeRange(
      parentSize: Size(width: 100, height: 100), autoRange: sizeRange(5, 6, 70, 80))
    #expect(range == sizeRange(5, 40, 70, 40))
    // A negative auto max falls below the auto min -> the min.
    let negative = LayoutElementStyle().sizeRange(
      parentSize: Size(width: 100, height: 100), autoRange: sizeRange(0, 0, -50, 20))
    #expect(negative == sizeRange(0, 0, 0, 20))
  }
}
