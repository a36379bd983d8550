// ASRatioLayoutSpec: Tests/ASRatioLayoutSpecSnapshotTests.mm and
// Source/Layout/ASRatioLayoutSpec.mm, r = height / width:
//   A = clamp(R, (R.max.w, floorPx(r * R.max.w)))   if R.max.w is a valid size
//   B = clamp(R, (floorPx(R.max.h / r), R.max.h))   if R.max.h is a valid size
//   best: std::max_element keeps A unless |A.h/A.w - r| > |B.h/B.w - r|
//   child <- (R intersect [best..best], parent best), or (R, parent undefined) with neither
//   size = the child's (not clamped), child at (0, 0)

import Testing

@testable import LayoutSpecEngine

@Suite struct RatioLayoutSpecTests {
  /// `static const ASSizeRange kFixedSize = {{0, 0}, {100, 100}}`.
  static let kFixedSize = sizeRange(0, 0, 100, 100)

  static func builder(_ ratio: Double, childWidth: Double, childHeight: Double) -> TreeBuilder {
    var builder = TreeBuilder()
    let green = builder.node("green", width: childWidth, height: childHeight)
    builder.ratio(ratio, green)
    return builder
  }

  // Texture: ASRatioLayoutSpecSnapshotTests testRatioLayout in {{0, 0}, {100, 100}}.
  // HalfRatio 0.5: A = (100, 50) error 0; B = (clamp 200 -> 100, 100) error 0.5 -> A.
  // DoubleRatio 2: A = (100, clamp 200 -> 100) error 1; B = (50, 100) error 0 -> B.
  // SevenTimesRatio 7: A = (100, 100) error 6; B = (floorPx(14.2857) = 14, 100) error
  //   0.14 -> B.
  // TenTimesRatioWithItemTooBig 10, child 20 x 200: A error 9; B = (10, 100) error 0 ->
  //   B; the exact range 10 x 100 beats the child's own 20 x 200.
  @Test(arguments: [
    ("HalfRatio", 0.5, Size(width: 100, height: 100), Size(width: 100, height: 50)),
    ("DoubleRatio", 2.0, Size(width: 100, height: 100), Size(width: 50, height: 100)),
    ("SevenTimesRatio", 7.0, Size(width: 100, height: 100), Size(width: 14, height: 100)),
    (
      "TenTimesRatioWithItemTooBig", 10.0, Size(width: 20, height: 200),
      Size(width: 10, height: 100)
    ),
  ])
  func testRatioLayout(identifier: String, ratio: Double, childSize: Size, expected: Size) {
    let builder = Self.builder(ratio, childWidth: childSize.width, childHeight: childSize.height)
    #expect(builder.layout(Self.kFixedSize).size == expected)
    #expect(
      builder.frames(Self.kFixedSize)["green"] == Frame(0, 0, expected.width, expected.height))
  }

  // ASRatioLayoutSpec.mm: the candidate sides are floored to the pixel grid (with
  // ASFloorPixelValue's +FLT_EPSILON). 100 / 7 = 14.2857: scale 1 -> 14, scale 2 -> 14,
  // scale 3 -> floor(42.857) / 3 = 14.
  // 100 / 3 = 33.333...: scale 2 -> floor(66.67) / 2 = 33; scale 3 -> floor(100.0000004) / 3
  // = 33.333... (the epsilon keeps the exact third).
  @Test(arguments: [(3.0, 1.0, 33.0), (3.0, 2.0, 33.0), (3.0, 3.0, 100.0 / 3), (7.0, 3.0, 14.0)])
  func candidatesAreFlooredToThePixelGrid(ratio: Double, scale: Double, width: Double) {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    builder.ratio(ratio, child)
    let layout = builder.layout(Self.kFixedSize, scale: scale)
    #expect(layout.sublayout(child).constrainedSize == exactRange(width, 100))
  }

  // ASRatioLayoutSpec.mm: with no valid max on either axis the range passes through and
  // the child's parent size is undefined. Unconstrained, child 30 x 40 -> 30 x 40.
  @Test func unboundedPassesTheRangeThrough() {
    let builder = Self.builder(2, childWidth: 30, childHeight: 40)
    let layout = builder.layout(unconstrained)
    #expect(layout.size == Size(width: 30, height: 40))
    #expect(layout.sublayouts.first?.constrainedSize == exactRange(30, 40))
    // The child's percentages resolve against NaN: "no exact size" -> the plain node gets
    // the whole range, whose max is invalid -> its min.
    var percent = TreeBuilder()
    let child = percent.plainNode(
      "child", style: LayoutElementStyle().with { $0.width = .fraction(0.5) })
    percent.ratio(2, child)
    #expect(percent.layout(sizeRange(10, 20, inf, inf)).size == Size(width: 10, height: 20))
  }

  // One bounded axis gives one candidate. Width only: [0..100] x [0..inf], r 0.5 -> A =
  // (100, 50). Height only: [0..inf] x [0..100], r 2 -> B = (50, 100).
  @Test func oneBoundedAxis() {
    let wide = Self.builder(0.5, childWidth: 1, childHeight: 1)
    #expect(wide.layout(sizeRange(0, 0, 100, inf)).size == Size(width: 100, height: 50))
    let tall = Self.builder(2, childWidth: 1, childHeight: 1)
    #expect(tall.layout(sizeRange(0, 0, inf, 100)).size == Size(width: 50, height: 100))
  }

  // Candidates are clamped into R before they are compared. [60..100] x [0..100], r 2:
  // A = (100, 100) error 1; B = clamp((50, 100)) = (60, 100) error |1.667 - 2| = 0.33 -> B.
  @Test func candidatesAreClamped() {
    let builder = Self.builder(2, childWidth: 1, childHeight: 1)
    #expect(builder.layout(sizeRange(60, 0, 100, 100)).size == Size(width: 60, height: 100))
  }

  // std::max_element with a `>` on the errors: a NaN error (0 / 0) never compares greater,
  // so A stays. [0..0] x [0..100], r 2: A = (0, 0) error NaN; B = (0, 100) error inf -> A,
  // the child is 0 x 0 (choosing B would give 0 x 100).
  @Test func nanErrorNeverSwitches() {
    let builder = Self.builder(2, childWidth: 5, childHeight: 5)
    #expect(builder.layout(sizeRange(0, 0, 0, 100)).size == .zero)
  }

  // ASRatioLayoutSpec.mm: the child's parent size is the chosen candidate (100 x 50 for
  // r 0.5). The child's range is exactly that candidate, so the parent size only shows
  // through a child that frees its own child: inset(inf, inf, inf, inf) gives its child
  // [0..100] x [0..50] and parent 100 x 50 -> 50% = 50 x 25, centred at
  // (100 - (roundPx(25) + 50), 50 - (roundPx(12.5) + 25)) = (25, 12.5).
  @Test func childParentIsTheBestCandidate() {
    var builder = TreeBuilder()
    let half = builder.plainNode(
      "half", style: .size(.fraction(0.5), .fraction(0.5)))
    let centred = builder.inset(inf, inf, inf, inf, half)
    builder.ratio(0.5, centred)
    #expect(builder.frames(Self.kFixedSize)["half"] == Frame(25, 12.5, 50, 25))
  }

  // ASRatioLayoutSpec.mm applies its own style first (the shared -layoutThatFits:): a ratio
  // spec 80 wide in [0..100]^2, r 0.5 -> R' = [80..80] x [0..100] -> A = (80, 40).
  @Test func ownStyleIsApplied() {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    builder.ratio(0.5, child, style: LayoutElementStyle().with { $0.width = .points(80) })
    #expect(builder.layout(Self.kFixedSize).size == Size(width: 80, height: 40))
  }
}
