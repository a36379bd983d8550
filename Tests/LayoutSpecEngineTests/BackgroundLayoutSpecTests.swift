// ASBackgroundLayoutSpec: Tests/ASBackgroundLayoutSpecSnapshotTests.mm and
// Source/Layout/ASBackgroundLayoutSpec.mm: the child gets the spec's raw range and parent
// size, the background exactly the child's size with the *spec's* parent size; both at
// (0, 0); sublayouts [background, child], so the background is drawn first.

import Testing

@testable import LayoutSpecEngine

@Suite struct BackgroundLayoutSpecTests {
  // Texture: ASBackgroundLayoutSpecSnapshotTests testBackground, exactly 320 x 320.
  // background(child: center XY (black 20 x 20), background: blue plain node).
  // Centre: exactly 320 x 320, black at roundPx((320 - 20) / 2) = 150; blue [320..320].
  @Test func testBackground() {
    var builder = TreeBuilder()
    let blue = builder.plainNode("blue")
    let black = builder.node("black", width: 20, height: 20)
    let center = builder.center(.xy, .default, black)
    builder.background(center, background: blue)
    let range = exactRange(320, 320)
    let layout = builder.layout(range)
    #expect(layout.size == Size(width: 320, height: 320))
    #expect(layout.sublayouts.map(\.element) == [blue, center])
    #expect(layout.sublayout(blue).constrainedSize == exactRange(320, 320))
    #expect(
      builder.frames(range) == ["blue": Frame(0, 0, 320, 320), "black": Frame(150, 150, 20, 20)])
    #expect(builder.drawingOrder(range) == ["blue", "black"])
  }

  // ASBackgroundLayoutSpec.mm: the background's parent size is the spec's own parent size,
  // not the child's (the overlay's is the child's). Child 200 x 100 in [0..300]^2 at the
  // root (parent 300 x 300); the background is inset(inf, inf, inf, inf) of a 50% x 50%
  // node: its range [0..200] x [0..100], its parent 300 x 300 -> 50% = 150 x 150;
  // the width 150 lies in [0..200]; on height [150..150] is disjoint from [0..100] and the
  // range's max 100 wins (ASSizeRangeIntersect) -> 150 x 100 at (200 - (roundPx(25) + 150), 0) = (25, 0).
  @Test func backgroundResolvesPercentagesAgainstTheSpecsParent() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 200, height: 100)
    let half = builder.plainNode(
      "half", style: .size(.fraction(0.5), .fraction(0.5)))
    let centred = builder.inset(inf, inf, inf, inf, half)
    builder.background(child, background: centred)
    #expect(builder.frames(sizeRange(0, 0, 300, 300))["half"] == Frame(25, 0, 150, 100))
  }

  // ASBackgroundLayoutSpec.mm: the spec is the child's size; the background is fitted to it.
  @Test func backgroundTakesTheChildsSize() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 40, height: 30)
    let back = builder.node("back", width: 0, height: 0)
    builder.background(child, background: back)
    let range = sizeRange(0, 0, 300, 300)
    #expect(builder.layout(range).size == Size(width: 40, height: 30))
    // The 0 x 0 style loses to the exact range 40 x 30.
    #expect(builder.frames(range) == ["back": Frame(0, 0, 40, 30), "child": Frame(0, 0, 40, 30)])
    #expect(builder.drawingOrder(range) == ["back", "child"])
  }

  // ASBackgroundLayoutSpec.mm overrides -calculateLayoutThatFits:restrictedToSize:
  // relativeToParentSize:, so its own style size is never applied.
  @Test func ownStyleSizeIsIgnored() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 40, height: 30)
    let back = builder.plainNode("back")
    builder.background(child, background: back, style: .fixed(100, 100))
    #expect(builder.layout(sizeRange(0, 0, 300, 300)).size == Size(width: 40, height: 30))
  }

  // ASBackgroundLayoutSpec.mm: the child gets the raw range and parent size.
  @Test func childGetsTheRawRangeAndParent() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: LayoutElementStyle().with { $0.width = .fraction(0.25) })
    let back = builder.plainNode("back")
    let spec = builder.background(child, background: back)
    let layout = builder.layout(
      spec, sizeRange(0, 0, 300, 200), parentSize: Size(width: 400, height: 400))
    // 25% of the parent's 400 = 100; height: the plain node takes the max 200.
    #expect(layout.size == Size(width: 100, height: 200))
  }
}
