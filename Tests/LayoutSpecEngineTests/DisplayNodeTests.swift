// Nodes without a layout spec: Source/ASDisplayNode.mm (-calculateSizeThatFits: answers the
// offered max when ASIsCGSizeValidForSize, else CGSizeZero; -calculateLayoutThatFits:
// clamps that into the range), Source/ASDisplayNode+Layout.mm (-layoutThatFits:parentSize:
// intersects the range with the style first), Source/Layout/ASLayout.mm (sizes are
// ASCeilPixelValue'd; an invalid size becomes 0 x 0), Source/Layout/ASDimension.h
// (ASPointsValidForSize: 0 or normal, >= 0, < FLT_MAX / 2).

import Testing

@testable import LayoutSpecEngine

@Suite struct DisplayNodeTests {
  static func plain(
    _ range: SizeRange, style: LayoutElementStyle = LayoutElementStyle(), scale: Double = 2
  ) -> Layout {
    var builder = TreeBuilder()
    builder.plainNode("node", style: style)
    return builder.layout(range, scale: scale)
  }

  // ASDisplayNode.mm: a valid max is the answer (clamped into the range).
  @Test func plainNodeTakesAValidMax() {
    #expect(Self.plain(sizeRange(0, 0, 100, 50)).size == Size(width: 100, height: 50))
    #expect(Self.plain(exactRange(0, 0)).size == .zero)
  }

  // ASDisplayNode.mm: one invalid max axis makes the answer 0 x 0 on *both* axes, so the
  // node is the range's min on both: [10..375] x [20..inf] -> 10 x 20 (not 375 x 20).
  @Test func plainNodeWithAnInvalidMaxIsTheMinOnBothAxes() {
    #expect(Self.plain(sizeRange(10, 20, 375, inf)).size == Size(width: 10, height: 20))
    #expect(Self.plain(sizeRange(0, 0, 375, inf)).size == .zero)
    #expect(Self.plain(sizeRange(30, 40, inf, 50)).size == Size(width: 30, height: 40))
  }

  // ASDimension.h ASPointsValidForSize: `points < FLT_MAX / 2.0` (about 1.7e38), not 1e7 as
  // docs/texture-rules.md §0 (the engine bounds sizes at FLT_MAX / 2; Texture at 1e7): a max of 1e8 is valid and taken, 1e39 is not.
  @Test func validityBoundIsHalfOfFLTMax() {
    #expect(Self.plain(sizeRange(0, 0, 1e8, 10)).size == Size(width: 1e8, height: 10))
    #expect(Self.plain(sizeRange(5, 0, 1e39, 10)).size == Size(width: 5, height: 0))
    let halfFLTMax = Double(Float.greatestFiniteMagnitude) / 2
    #expect(isValidPoints(halfFLTMax.nextDown))
    #expect(!isValidPoints(halfFLTMax))
    #expect(isValidPoints(0) && isValidPoints(-0.0) && isValidPoints(1e-300))
    #expect(!isValidPoints(.nan) && !isValidPoints(inf) && !isValidPoints(-1))
    #expect(!isValidPoints(Double.leastNonzeroMagnitude))  // subnormal
  }

  // ASDisplayNode+Layout.mm: the parent's range is ASSizeRangeIntersect's first argument,
  // so where the two are disjoint the range beats the node's own size.
  @Test func rangeBeatsTheStyle() {
    #expect(
      Self.plain(exactRange(100, 100), style: .fixed(50, 50)).size == Size(width: 100, height: 100))
    #expect(
      Self.plain(sizeRange(0, 0, 300, 300), style: .fixed(50, 60)).size
        == Size(width: 50, height: 60))
    #expect(
      Self.plain(sizeRange(0, 0, 30, 300), style: .fixed(50, 60)).size
        == Size(width: 30, height: 60))
  }

  // A fixed-size node (Texture's ASStaticSizeDisplayNode, the CLI's intrinsicSize) answers
  // its size whatever it is offered; ASDisplayNode.mm still clamps it into the range.
  @Test func intrinsicSize() {
    var builder = TreeBuilder()
    builder.staticNode("node", 30, 40)
    #expect(builder.layout(unconstrained).size == Size(width: 30, height: 40))
    #expect(builder.layout(sizeRange(50, 0, 100, 20)).size == Size(width: 50, height: 20))
    // Its own style applies first, as for any node.
    var styled = TreeBuilder()
    styled.staticNode(
      "node", 30, 40, style: LayoutElementStyle().with { $0.maxWidth = .points(25) })
    #expect(styled.layout(unconstrained).size == Size(width: 25, height: 40))
  }

  // ASImageNode (Source/ASImageNode.mm): the image's point size, whatever the max; clamped.
  @Test func imageNode() {
    var builder = TreeBuilder()
    builder.image("image", 64, 48)
    #expect(builder.layout(unconstrained).size == Size(width: 64, height: 48))
    #expect(builder.layout(sizeRange(0, 0, 32, 100)).size == Size(width: 32, height: 48))
    #expect(builder.layout(sizeRange(100, 100, 200, 200)).size == Size(width: 100, height: 100))
  }

  // ASLayout.mm: every layout size is ASCeilPixelValue'd: 10.3 x 10.26 at 2x -> 10.5 x 10.5;
  // at 3x -> ceil(30.9) / 3 = 31 / 3 and ceil(30.78) / 3 = 31 / 3; at 1x -> 11 x 11.
  @Test(arguments: [(1.0, 11.0, 11.0), (2.0, 10.5, 10.5), (3.0, 31.0 / 3, 31.0 / 3)])
  func layoutSizeIsCeiled(scale: Double, width: Double, height: Double) {
    let layout = Self.plain(unconstrained, style: .fixed(10.3, 10.26), scale: scale)
    #expect(layout.size == Size(width: width, height: height))
  }

  // ASLayout.mm: an invalid size (here inf from 50% of an infinite parent) becomes 0 x 0 on
  // both axes. At the root the parent is the range's max: 375 x inf -> width 187.5, height
  // inf -> [187.5] x [inf] -> the layout is 0 x 0 (docs/texture-rules.md §6.8).
  @Test func invalidSizeBecomesZeroByZero() {
    let halves = LayoutElementStyle.size(.fraction(0.5), .fraction(0.5))
    let layout = Self.plain(sizeRange(0, 0, 375, inf), style: halves)
    #expect(layout.constrainedSize == SizeRange(exactly: Size(width: 187.5, height: inf)))
    #expect(layout.size == .zero)
    // A subnormal width is invalid too.
    #expect(
      Self.plain(unconstrained, style: .fixed(Double.leastNormalMagnitude / 2, 10)).size == .zero)
  }

  // The layout records the range it was measured in after the style (`constrainedSize`).
  @Test func constrainedSizeIsTheRangeAfterTheStyle() {
    let layout = Self.plain(
      sizeRange(0, 0, 300, 300), style: LayoutElementStyle().with { $0.minHeight = .points(20) })
    #expect(layout.constrainedSize == sizeRange(0, 20, 300, 300))
  }

  // ASButtonNode is a node with a layout spec: its size is the spec's, not clamped
  // (ASDisplayNode+Layout.mm), and the spec's layout is its only sublayout at (0, 0).
  // Its spec here is a wrapper of an image, in [0..300]^2.
  @Test func nodeWithALayoutSpec() {
    var builder = TreeBuilder()
    let icon = builder.image("icon", 24, 16)
    let spec = builder.wrapper([icon])
    let button = builder.button("button", spec: spec)
    let layout = builder.layout(sizeRange(0, 0, 300, 300))
    #expect(layout.element == button)
    #expect(layout.size == Size(width: 24, height: 16))
    #expect(layout.sublayouts.map(\.element) == [spec])
  }
}
