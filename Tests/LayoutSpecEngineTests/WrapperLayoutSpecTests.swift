// ASWrapperLayoutSpec: Tests/ASWrapperSpecSnapshotTests.mm and Source/Layout/ASLayoutSpec.mm
// (ASWrapperLayoutSpec -calculateLayoutThatFits:): every child measured with (R, parent
// R.max) and placed at (0, 0); size (MAX(R.min.w, max child w), MAX(R.min.h, max child h)),
// not limited by R.max.

import Testing

@testable import LayoutSpecEngine

@Suite struct WrapperLayoutSpecTests {
  /// The snapshot tests' tree: background(wrapper(children), white plain node).
  static func builder(_ children: [(String, Double, Double)]) -> TreeBuilder {
    var builder = TreeBuilder()
    let ids = children.map { builder.node($0.0, width: $0.1, height: $0.2) }
    let wrapper = builder.wrapper(ids)
    let white = builder.plainNode("white")
    builder.background(wrapper, background: white)
    return builder
  }

  // Texture: ASWrapperSpecSnapshotTests testWrapperSpecWithOneElementShouldSizeToElement,
  // {{0, 0}, {inf, inf}}, red 50 x 50 -> 50 x 50.
  @Test func testWrapperSpecWithOneElementShouldSizeToElement() {
    let builder = Self.builder([("red", 50, 50)])
    #expect(builder.layout(unconstrained).size == Size(width: 50, height: 50))
    #expect(
      builder.frames(unconstrained) == ["white": Frame(0, 0, 50, 50), "red": Frame(0, 0, 50, 50)])
  }

  // Texture: ASWrapperSpecSnapshotTests testWrapperSpecWithMultipleElementsShouldSizeToLargestElement,
  // [green 100 x 100, red 50 x 50] -> 100 x 100, both at (0, 0), drawn in child order.
  @Test func testWrapperSpecWithMultipleElementsShouldSizeToLargestElement() {
    let builder = Self.builder([("green", 100, 100), ("red", 50, 50)])
    #expect(builder.layout(unconstrained).size == Size(width: 100, height: 100))
    #expect(
      builder.frames(unconstrained) == [
        "white": Frame(0, 0, 100, 100), "green": Frame(0, 0, 100, 100), "red": Frame(0, 0, 50, 50),
      ])
    #expect(builder.drawingOrder(unconstrained) == ["white", "green", "red"])
  }

  // The widest and the tallest child may differ: 100 x 20 and 30 x 80 -> 100 x 80.
  @Test func sizesPerAxis() {
    let builder = Self.builder([("wide", 100, 20), ("tall", 30, 80)])
    #expect(builder.layout(unconstrained).size == Size(width: 100, height: 80))
  }

  // ASLayoutSpec.mm: the size is never clamped to R.max. A child's layout may exceed the
  // range through pixel ceiling: R.max 100.3 -> a plain node 100.3 -> ceilPx 100.5, and the
  // wrapper is 100.5 > 100.3. With an inverted range (min 80 > max 50, as a stack's
  // stretch can produce) the wrapper is MAX(R.min, ...) = 80, larger than its max 50.
  @Test func largerThanItsMax() {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    let wrapper = builder.wrapper([child])
    #expect(builder.layout(sizeRange(0, 0, 100.3, 100.3)).size == Size(width: 100.5, height: 100.5))
    let inverted = sizeRange(80, 80, 50, 50)
    let layout = builder.layout(wrapper, inverted, parentSize: Size(width: 50, height: 50))
    #expect(layout.size == Size(width: 80, height: 80))
    // The plain node clamps into the inverted range too: min wins (ASSizeRangeClamp).
    #expect(layout.sublayout(child).size == Size(width: 80, height: 80))
  }

  // ASLayoutSpec.mm: R.min is the wrapper's floor; with no children it is R.min.
  @Test func minimumAndEmpty() {
    var builder = TreeBuilder()
    builder.wrapper([])
    #expect(builder.layout(sizeRange(10, 20, 100, 100)).size == Size(width: 10, height: 20))
    let withChild = Self.builder([("small", 5, 5)])
    // The 5 x 5 child's range [10..100] x [20..100] beats its style: 10 x 20.
    #expect(withChild.frames(sizeRange(10, 20, 100, 100))["small"] == Frame(0, 0, 10, 20))
  }

  // ASLayoutSpec.mm: the children's parent size is R.max, not the wrapper's own parent.
  // R [0..200] x [0..100], parent 1000 x 1000: a 50% x 50% child is 100 x 50.
  @Test func childrenResolveAgainstTheMax() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: .size(.fraction(0.5), .fraction(0.5)))
    let wrapper = builder.wrapper([child])
    let layout = builder.layout(
      wrapper, sizeRange(0, 0, 200, 100), parentSize: Size(width: 1000, height: 1000))
    #expect(layout.sublayout(child).size == Size(width: 100, height: 50))
  }

  // The shared -layoutThatFits: applies the wrapper's own style first: 40 wide in [0..100]^2.
  @Test func ownStyleIsApplied() {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    builder.wrapper([child], style: LayoutElementStyle().with { $0.width = .points(40) })
    #expect(builder.layout(sizeRange(0, 0, 100, 100)).size == Size(width: 40, height: 100))
  }
}
