// ASOverlayLayoutSpec: Tests/ASOverlayLayoutSpecSnapshotTests.mm and
// Source/Layout/ASOverlayLayoutSpec.mm: the child gets the spec's raw range and parent size,
// the overlay exactly the child's size with the child's size as its parent size; both at
// (0, 0); sublayouts [child, overlay], so the overlay is drawn last.

import Testing

@testable import LayoutSpecEngine

@Suite struct OverlayLayoutSpecTests {
  // Texture: ASOverlayLayoutSpecSnapshotTests testOverlay, exactly 320 x 320.
  // overlay(child: blue plain node, overlay: center XY (black 20 x 20)).
  // Blue: range [320..320] -> 320 x 320. The centre spec gets exactly 320 x 320, its child
  // is free (min 0) -> 20 x 20 at roundPx((320 - 20) / 2) = 150.
  @Test func testOverlay() {
    var builder = TreeBuilder()
    let blue = builder.plainNode("blue")
    let black = builder.node("black", width: 20, height: 20)
    let center = builder.center(.xy, .default, black)
    builder.overlay(blue, overlay: center)
    let range = exactRange(320, 320)
    let layout = builder.layout(range)
    #expect(layout.size == Size(width: 320, height: 320))
    #expect(layout.sublayouts.map(\.element) == [blue, center])
    #expect(layout.sublayout(center).constrainedSize == exactRange(320, 320))
    #expect(
      builder.frames(range) == ["blue": Frame(0, 0, 320, 320), "black": Frame(150, 150, 20, 20)])
    #expect(builder.drawingOrder(range) == ["blue", "black"])
  }

  // ASOverlayLayoutSpec.mm: the spec's size is the child's, whatever the overlay wants.
  @Test func sizeIsTheChildsSize() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 40, height: 30)
    let over = builder.node("over", width: 100, height: 100)
    builder.overlay(child, overlay: over)
    let range = sizeRange(0, 0, 300, 300)
    #expect(builder.layout(range).size == Size(width: 40, height: 30))
    // The overlay's range is exactly 40 x 30, which beats its own 100 x 100.
    #expect(builder.frames(range)["over"] == Frame(0, 0, 40, 30))
  }

  // ASOverlayLayoutSpec.mm: `parentSize:contentsLayout.size` (a background passes the spec's
  // own parent size instead, see BackgroundLayoutSpecTests). Child 200 x 100 in [0..300]^2;
  // the overlay is inset(inf, inf, inf, inf) of a 50% x 50% node, so the node's parent is
  // the overlay's parent: 200 x 100 -> node 100 x 50, centred at
  // 200 - (roundPx(50) + 100) = 50, 100 - (roundPx(25) + 50) = 25.
  @Test func overlayResolvesPercentagesAgainstTheChild() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 200, height: 100)
    let half = builder.plainNode(
      "half", style: .size(.fraction(0.5), .fraction(0.5)))
    let centred = builder.inset(inf, inf, inf, inf, half)
    builder.overlay(child, overlay: centred)
    #expect(builder.frames(sizeRange(0, 0, 300, 300))["half"] == Frame(50, 25, 100, 50))
  }

  // ASOverlayLayoutSpec.mm overrides -calculateLayoutThatFits:restrictedToSize:
  // relativeToParentSize:, so its own style size is never applied.
  @Test func ownStyleSizeIsIgnored() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 40, height: 30)
    let over = builder.plainNode("over")
    builder.overlay(child, overlay: over, style: .fixed(100, 100))
    #expect(builder.layout(sizeRange(0, 0, 300, 300)).size == Size(width: 40, height: 30))
  }

  // ASOverlayLayoutSpec.mm: the child gets the raw range (a plain node takes its max).
  @Test func childGetsTheRawRange() {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    let over = builder.plainNode("over")
    builder.overlay(child, overlay: over)
    let layout = builder.layout(sizeRange(10, 20, 300, 200))
    #expect(layout.sublayout(child).constrainedSize == sizeRange(10, 20, 300, 200))
    #expect(layout.size == Size(width: 300, height: 200))
    #expect(layout.sublayout(over).constrainedSize == exactRange(300, 200))
  }
}
