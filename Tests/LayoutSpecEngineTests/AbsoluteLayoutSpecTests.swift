// ASAbsoluteLayoutSpec: Tests/ASAbsoluteLayoutSpecSnapshotTests.mm and
// Source/Layout/ASAbsoluteLayoutSpec.mm. q = R.max where it is a valid size, else NaN.
//   child range  ASLayoutElementSizeResolveAutoSize(child style, q, {{0, 0}, R.max - p}),
//                not intersected with R; measured with parent q; placed at p (raw)
//   size         per axis: sizeToFit or q NaN -> MAX(R.min, max(p + child)), else q;
//                then clamp(R, size)

import Testing

@testable import LayoutSpecEngine

@Suite struct AbsoluteLayoutSpecTests {
  /// The snapshot tests' tree: background(absolute([red 50 x 50 at (0, 0),
  /// blue 100 x 100 at p]), white plain node).
  static func builder(
    _ sizing: AbsoluteLayoutSpecSizing = .default, bluePosition: Point = Point(x: 0, y: 50)
  ) -> TreeBuilder {
    var builder = TreeBuilder()
    let red = builder.node("red", width: 50, height: 50) { $0.layoutPosition = .zero }
    let blue = builder.node("blue", width: 100, height: 100) { $0.layoutPosition = bluePosition }
    let absolute = builder.absolute(sizing, [red, blue])
    let white = builder.plainNode("white")
    builder.background(absolute, background: white)
    return builder
  }

  // Texture: ASAbsoluteLayoutSpecSnapshotTests testSizingBehaviour.
  // underflowChildren {{150, 200}, {inf, inf}}: q undefined on both axes -> size
  //   MAX(R.min, extents) = (max(150, 50, 100), max(200, 50, 150)) = 150 x 200.
  // overflowChildren {{0, 0}, {50, 100}}: q = (50, 100) -> size 50 x 100; blue at (0, 50)
  //   gets auto max (50 - 0, 100 - 50) = (50, 50), which beats its 100 x 100 (max
  //   overrides exact) -> 50 x 50.
  // wrappedChildren {{0, 0}, {inf / 2, inf / 2}}: inf / 2 is inf -> extents 100 x 150.
  @Test(arguments: [
    (
      "underflowChildren", sizeRange(150, 200, inf, inf), Size(width: 150, height: 200),
      Frame(0, 50, 100, 100)
    ),
    (
      "overflowChildren", sizeRange(0, 0, 50, 100), Size(width: 50, height: 100),
      Frame(0, 50, 50, 50)
    ),
    (
      "wrappedChildren", sizeRange(0, 0, inf / 2, inf / 2), Size(width: 100, height: 150),
      Frame(0, 50, 100, 100)
    ),
  ])
  func testSizingBehaviour(identifier: String, range: SizeRange, size: Size, blue: Frame) {
    let builder = Self.builder()
    #expect(builder.layout(range).size == size)
    let frames = builder.frames(range)
    #expect(frames["white"] == Frame(0, 0, size.width, size.height))
    #expect(frames["red"] == Frame(0, 0, 50, 50))
    #expect(frames["blue"] == blue)
  }

  // Texture: ASAbsoluteLayoutSpecSnapshotTests testChildrenMeasuredWithAutoMaxSize,
  // {{10, 10}, {110, 160}}, blue at (10, 60): auto max (110 - 10, 160 - 60) = 100 x 100,
  // exactly its size; the spec is q = 110 x 160.
  @Test func testChildrenMeasuredWithAutoMaxSize() {
    let builder = Self.builder(bluePosition: Point(x: 10, y: 60))
    let range = sizeRange(10, 10, 110, 160)
    #expect(builder.layout(range).size == Size(width: 110, height: 160))
    #expect(
      builder.frames(range) == [
        "white": Frame(0, 0, 110, 160), "red": Frame(0, 0, 50, 50), "blue": Frame(10, 60, 100, 100),
      ])
  }

  // ASAbsoluteLayoutSpecSizingSizeToFit wraps the children even when q is defined:
  // [0..300]^2 -> MAX(R.min, extents) = 100 x 150; the default sizing fills q = 300 x 300.
  @Test func sizeToFit() {
    let range = sizeRange(0, 0, 300, 300)
    #expect(Self.builder(.sizeToFit).layout(range).size == Size(width: 100, height: 150))
    #expect(Self.builder(.default).layout(range).size == Size(width: 300, height: 300))
    // sizeToFit still respects R: [120..300] x [0..140] -> clamp((120, 150)) = 120 x 140.
    #expect(
      Self.builder(.sizeToFit).layout(sizeRange(120, 0, 300, 140)).size
        == Size(width: 120, height: 140))
  }

  // ASAbsoluteLayoutSpec.mm: positions are the raw layoutPosition; flattening ceils the sum.
  @Test func layoutPositionIsRaw() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 10, height: 10) {
      $0.layoutPosition = Point(x: 10.25, y: 0.3)
    }
    builder.absolute(.default, [child])
    let range = sizeRange(0, 0, 100, 100)
    #expect(builder.layout(range).sublayout(child).position == Point(x: 10.25, y: 0.3))
    #expect(builder.frames(range)["child"] == Frame(10.5, 0.5, 10, 10))
  }

  // ASAbsoluteLayoutSpec.mm: the auto max is R.max - p and may be negative: a plain node at
  // (150, 0) in [0..100]^2 gets width min 0, max -50 -> min wins -> [0..0]; height
  // [0..100] -> the plain node takes its max: 0 x 100, still placed at (150, 0).
  @Test func autoMaxPastTheEdge() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: LayoutElementStyle().with { $0.layoutPosition = Point(x: 150, y: 0) })
    builder.absolute(.default, [child])
    let layout = builder.layout(sizeRange(0, 0, 100, 100))
    #expect(layout.sublayout(child).constrainedSize == sizeRange(0, 0, 0, 100))
    #expect(layout.sublayout(child).frame == Frame(150, 0, 0, 100))
  }

  // ASAbsoluteLayoutSpec.mm: the child's range is its own style only, not intersected with
  // R: minWidth 150 in [0..100]^2 -> [150..150] (min overrides the auto max 100); the
  // child overflows the spec, which stays 100 x 100.
  @Test func childRangeIsNotIntersectedWithTheSpecs() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: LayoutElementStyle().with { $0.minWidth = .points(150) })
    builder.absolute(.default, [child])
    let layout = builder.layout(sizeRange(0, 0, 100, 100))
    #expect(layout.size == Size(width: 100, height: 100))
    #expect(layout.sublayout(child).size == Size(width: 150, height: 100))
  }

  // ASAbsoluteLayoutSpec.mm: percentages resolve against q. [0..200] x [0..inf]: width 50%
  // -> exactly 100; height 50% of NaN -> no exact size, auto max inf -> the plain node's
  // max is invalid -> its min 0. Size: width q = 200, height (undefined) extents = 0.
  @Test func percentagesResolveAgainstTheValidMax() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: .size(.fraction(0.5), .fraction(0.5)))
    builder.absolute(.default, [child])
    let layout = builder.layout(sizeRange(0, 0, 200, inf))
    #expect(layout.sublayout(child).size == Size(width: 100, height: 0))
    #expect(layout.size == Size(width: 200, height: 0))
  }

  // No children: the undefined axes are R.min, the defined ones q.
  @Test func empty() {
    var builder = TreeBuilder()
    builder.absolute(.default, [])
    #expect(builder.layout(sizeRange(10, 20, 100, inf)).size == Size(width: 100, height: 20))
  }
}
