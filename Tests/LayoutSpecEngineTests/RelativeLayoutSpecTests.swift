// ASRelativeLayoutSpec: Tests/ASRelativeLayoutSpecSnapshotTests.mm and
// Source/Layout/ASRelativeLayoutSpec.mm:
//   child range  min = (position none ? R.min : 0), max = R.max; parent = R.max if valid
//   size         clamp(R, R.max if valid, else child); minimum option: clamp(R, MIN(size, child))
//   position     roundPx((size - child) * k), k = 0 none/start, 0.5 center, 1 end

import Testing

@testable import LayoutSpecEngine

@Suite struct RelativeLayoutSpecTests {
  /// `static const ASSizeRange kSize = {{100, 120}, {320, 160}}`.
  static let kSize = sizeRange(100, 120, 320, 160)

  /// The snapshot tests' tree: background(relative(green 70 x 100), red plain node).
  static func builder(
    _ horizontal: RelativeLayoutSpecPosition, _ vertical: RelativeLayoutSpecPosition,
    _ sizing: RelativeLayoutSpecSizingOption
  ) -> TreeBuilder {
    var builder = TreeBuilder()
    let green = builder.node("green", width: 70, height: 100)
    let relative = builder.relative(horizontal, vertical, sizing, green)
    let red = builder.plainNode("red")
    builder.background(relative, background: red)
    return builder
  }

  // Texture: ASRelativeLayoutSpecSnapshotTests testWithOptions: start/center/end on both
  // axes, default sizing. The child is free on both axes (70 x 100); the spec is R.max
  // 320 x 160; x = roundPx(250 k) = 0, 125, 250; y = roundPx(60 k) = 0, 30, 60.
  @Test(
    arguments: [RelativeLayoutSpecPosition.start, .center, .end],
    [RelativeLayoutSpecPosition.start, .center, .end])
  func testWithOptions(horizontal: RelativeLayoutSpecPosition, vertical: RelativeLayoutSpecPosition)
  {
    let offsets: [RelativeLayoutSpecPosition: (x: Double, y: Double)] = [
      .start: (0, 0), .center: (125, 30), .end: (250, 60),
    ]
    let builder = Self.builder(horizontal, vertical, .default)
    #expect(builder.layout(Self.kSize).size == Size(width: 320, height: 160))
    let frames = builder.frames(Self.kSize)
    #expect(frames["red"] == Frame(0, 0, 320, 160))
    #expect(frames["green"] == Frame(offsets[horizontal]!.x, offsets[vertical]!.y, 70, 100))
  }

  // Texture: ASRelativeLayoutSpecSnapshotTests testWithSizingOptions (start/start).
  // minimumWidth: clamp(R, MIN(320, 70)) = 100 (R.min); minimumHeight: clamp(MIN(160, 100))
  // = 120; minimumSize both. The child stays 70 x 100 at (0, 0).
  @Test(arguments: [
    (RelativeLayoutSpecSizingOption.default, Size(width: 320, height: 160)),
    (.minimumWidth, Size(width: 100, height: 160)),
    (.minimumHeight, Size(width: 320, height: 120)),
    (.minimumSize, Size(width: 100, height: 120)),
  ])
  func testWithSizingOptions(sizing: RelativeLayoutSpecSizingOption, size: Size) {
    let builder = Self.builder(.start, .start, sizing)
    #expect(builder.layout(Self.kSize).size == size)
    #expect(builder.frames(Self.kSize)["green"] == Frame(0, 0, 70, 100))
    #expect(builder.frames(Self.kSize)["red"] == Frame(0, 0, size.width, size.height))
  }

  // Texture: ASRelativeLayoutSpecSnapshotTests testMinimumSizeRangeIsGivenToChildWhenNotPositioning.
  // `none` differs from `start` only by the child's min: none -> [100..320] x [120..160]
  // beats the node's 70 x 100 -> 100 x 120; start -> 70 x 100. Both at (0, 0).
  @Test func testMinimumSizeRangeIsGivenToChildWhenNotPositioning() {
    let none = Self.builder(.none, .none, .default)
    #expect(none.frames(Self.kSize)["green"] == Frame(0, 0, 100, 120))
    let start = Self.builder(.start, .start, .default)
    #expect(start.frames(Self.kSize)["green"] == Frame(0, 0, 70, 100))
    // Mixed: horizontal none, vertical end: 100 x 100 at (0, roundPx(160 - 100)) = (0, 60).
    let mixed = Self.builder(.none, .end, .default)
    #expect(mixed.frames(Self.kSize)["green"] == Frame(0, 60, 100, 100))
  }

  // End and center with minimum sizing: the spec shrinks to clamp(R, child) = 100 x 120 and
  // positions the child inside that: end (30, 20), center (roundPx(15), roundPx(10)).
  @Test(arguments: [
    (RelativeLayoutSpecPosition.end, Frame(30, 20, 70, 100)),
    (.center, Frame(15, 10, 70, 100)),
    (.start, Frame(0, 0, 70, 100)),
  ])
  func positionsWithinTheMinimumSize(position: RelativeLayoutSpecPosition, green: Frame) {
    let builder = Self.builder(position, position, .minimumSize)
    #expect(builder.layout(Self.kSize).size == Size(width: 100, height: 120))
    #expect(builder.frames(Self.kSize)["green"] == green)
  }

  // ASRelativeLayoutSpec.mm: with no valid max the spec takes the child's size (then
  // clamps it); a child smaller than R.min: [50..inf]^2, end/end, child 30 x 20:
  // size clamp(R, (30, 20)) = 50 x 50, child at (20, 30).
  @Test func unboundedAxesTakeTheChildsSizeClamped() {
    var small = TreeBuilder()
    let child = small.node("child", width: 30, height: 20)
    small.relative(.end, .end, .default, child)
    let range = sizeRange(50, 50, inf, inf)
    #expect(small.layout(range).size == Size(width: 50, height: 50))
    #expect(small.frames(range)["child"] == Frame(20, 30, 30, 20))
    // The snapshot tree unconstrained: exactly the child, 70 x 100.
    #expect(
      Self.builder(.end, .end, .default).layout(unconstrained).size == Size(width: 70, height: 100))
  }

  // ASRelativeLayoutSpec.mm positions with the child's *layout* size, which is pixel-ceiled:
  // exactly 50.2 x 50.2, a plain node takes 50.2 -> ceilPx 50.5, so end-positioning puts it
  // at roundPx((50.2 - 50.5) * 1) = round(-0.6) / 2 = -0.5.
  @Test func overflowingChildGetsANegativeOffset() {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    builder.relative(.end, .end, .default, child)
    let layout = builder.layout(exactRange(50.2, 50.2))
    #expect(layout.sublayout(child).size == Size(width: 50.5, height: 50.5))
    #expect(layout.sublayout(child).position == Point(x: -0.5, y: -0.5))
    // The spec's own size is ceiled too: 50.2 -> 50.5.
    #expect(layout.size == Size(width: 50.5, height: 50.5))
  }
}
