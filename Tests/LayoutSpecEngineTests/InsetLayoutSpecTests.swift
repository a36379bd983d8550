// ASInsetLayoutSpec: Tests/ASInsetLayoutSpecSnapshotTests.mm and
// Source/Layout/ASInsetLayoutSpec.mm. Frames below are worked out from the source:
//   child range  min = MAX(0, (an inset on the axis is inf ? 0 : R.min) - finite insets)
//                max = MAX(0, R.max - finite insets)
//   size         clamp(R, child + insets), or R.max when that sum is infinite
//   position     leading inset; else R.max - trailing - child;
//                else (both inf) R.max - (roundPx((R.max - child) / 2) + child)

import Testing

@testable import LayoutSpecEngine

@Suite struct InsetLayoutSpecTests {
  /// The snapshot tests' tree: background(inset(green 10x10), gray plain node).
  struct Fixture {
    var builder = TreeBuilder()
    let green: ElementID
    let gray: ElementID

    init(_ insets: EdgeInsets, childWidth: Double = 10, childHeight: Double = 10) {
      green = builder.node("green", width: childWidth, height: childHeight)
      let inset = builder.inset(insets.top, insets.left, insets.bottom, insets.right, green)
      gray = builder.node("gray", width: 0, height: 0)
      builder.background(inset, background: gray)
    }
  }

  /// `insetsForCombination` of the snapshot tests: bit 0 top, 1 left, 2 bottom, 3 right is inf.
  static func insets(_ combination: Int, _ value: Double) -> EdgeInsets {
    func side(_ bit: Int) -> Double { combination & (1 << bit) != 0 ? inf : value }
    return EdgeInsets(top: side(0), left: side(1), bottom: side(2), right: side(3))
  }

  /// One axis of the 10-point child: the spec's size, the child's offset and the child's
  /// size, by which of the axis's two insets (leading, trailing) is inf.
  struct Axis: Equatable {
    var size: Double
    var offset: Double
    var child: Double
  }
  typealias AxisTable = [[Bool]: Axis]

  // [0..300], insets 10: (10,10) size 10 + 20 = 30 at 10; (10,inf) size R.max = 300 at 10;
  // (inf,10) at 300 - 10 - 10 = 280; (inf,inf) at 300 - (roundPx(290 / 2) + 10) = 145.
  static let variableSize: AxisTable = [
    [false, false]: Axis(size: 30, offset: 10, child: 10),
    [false, true]: Axis(size: 300, offset: 10, child: 10),
    [true, false]: Axis(size: 300, offset: 280, child: 10),
    [true, true]: Axis(size: 300, offset: 145, child: 10),
  ]
  // Exactly 300, insets 10: with no inf inset the child's range is [280..280] and beats
  // its style (10); with an inf inset its min is 0 and it keeps 10.
  static let fixedSize: AxisTable = [
    [false, false]: Axis(size: 300, offset: 10, child: 280),
    [false, true]: Axis(size: 300, offset: 10, child: 10),
    [true, false]: Axis(size: 300, offset: 280, child: 10),
    [true, true]: Axis(size: 300, offset: 145, child: 10),
  ]
  // Exactly 300, insets 0: (0,0) child [300..300]; (inf,0) at 300 - 0 - 10 = 290.
  static let zeroInsets: AxisTable = [
    [false, false]: Axis(size: 300, offset: 0, child: 300),
    [false, true]: Axis(size: 300, offset: 0, child: 10),
    [true, false]: Axis(size: 300, offset: 290, child: 10),
    [true, true]: Axis(size: 300, offset: 145, child: 10),
  ]

  static func expectCombination(
    _ combination: Int, value: Double, range: SizeRange, table: AxisTable,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let insets = insets(combination, value)
    let fixture = Fixture(insets)
    let h = table[[insets.left.isInfinite, insets.right.isInfinite]]!
    let v = table[[insets.top.isInfinite, insets.bottom.isInfinite]]!
    let layout = fixture.builder.layout(range)
    #expect(layout.size == Size(width: h.size, height: v.size), sourceLocation: sourceLocation)
    let frames = fixture.builder.frames(range)
    #expect(frames["gray"] == Frame(0, 0, h.size, v.size), sourceLocation: sourceLocation)
    #expect(
      frames["green"] == Frame(h.offset, v.offset, h.child, v.child),
      sourceLocation: sourceLocation)
  }

  // Texture: ASInsetLayoutSpecSnapshotTests testInsetsWithVariableSize, {{0, 0}, {300, 300}}.
  @Test(arguments: 0..<16)
  func testInsetsWithVariableSize(combination: Int) {
    Self.expectCombination(
      combination, value: 10, range: sizeRange(0, 0, 300, 300), table: Self.variableSize)
  }

  // Texture: ASInsetLayoutSpecSnapshotTests testInsetsWithFixedSize, {{300, 300}, {300, 300}}.
  @Test(arguments: 0..<16)
  func testInsetsWithFixedSize(combination: Int) {
    Self.expectCombination(
      combination, value: 10, range: exactRange(300, 300), table: Self.fixedSize)
  }

  // Texture: ASInsetLayoutSpecSnapshotTests testInsetsWithInfinityAndZeroInsetValue
  // (regression test for insets mixing inf and 0).
  @Test(arguments: 0..<16)
  func testInsetsWithInfinityAndZeroInsetValue(combination: Int) {
    Self.expectCombination(
      combination, value: 0, range: exactRange(300, 300), table: Self.zeroInsets)
  }

  // The per-axis table above, spelled out for the snapshot cases Texture pins
  // against the reference images (ASInsetLayoutSpecSnapshotTests, [png]).
  @Test func snapshotFramesSpelledOut() {
    // All inf in exactly 300 x 300: centred at 300 - (roundPx(145) + 10) = 145.
    #expect(
      Fixture(Self.insets(15, 10)).builder.frames(exactRange(300, 300))["green"]
        == Frame(145, 145, 10, 10))
    // (10, inf, 10, 10) in [0..300]^2: width 300 (inf sum -> R.max), height 10 + 20 = 30,
    // x = 300 - 10 - 10 = 280.
    let pushed = Fixture(EdgeInsets(top: 10, left: inf, bottom: 10, right: 10))
    #expect(pushed.builder.layout(sizeRange(0, 0, 300, 300)).size == Size(width: 300, height: 30))
    #expect(pushed.builder.frames(sizeRange(0, 0, 300, 300))["green"] == Frame(280, 10, 10, 10))
    // (10, 10, inf, 10) exactly 300: the child's width range is [280..280], so the
    // 10-point node is stretched to 280 (the range beats its style).
    let wide = Fixture(EdgeInsets(top: 10, left: 10, bottom: inf, right: 10))
    #expect(wide.builder.frames(exactRange(300, 300))["green"] == Frame(10, 10, 280, 10))
  }

  // ASInsetLayoutSpec.mm `centerInset`: roundPx((outer - inner) / 2) is the *trailing* inset,
  // so the rounding is mirrored: 301 wide, 10-point child, scale 1:
  // round(145.5) = 146 -> x = 301 - (146 + 10) = 145 (not 146).
  @Test func centeringRoundsTheTrailingInset() {
    let fixture = Fixture(EdgeInsets(top: inf, left: inf, bottom: inf, right: inf))
    #expect(
      fixture.builder.frames(exactRange(301, 301), scale: 1)["green"] == Frame(145, 145, 10, 10))
    // At scale 2 the half is representable: x = 301 - (145.5 + 10) = 145.5.
    #expect(
      fixture.builder.frames(exactRange(301, 301), scale: 2)["green"] == Frame(145.5, 145.5, 10, 10)
    )
  }

  // ASInsetLayoutSpec.mm: negative insets enlarge the child's range and move it out.
  // [0..100]^2, insets -10: child range [0 + 20..100 + 20]^2 = [20..120]^2, a plain node
  // takes its max 120 x 120;
  // size clamp(120 - 20) = 100; child at (-10, -10).
  @Test func negativeInsets() {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    builder.inset(-10, -10, -10, -10, child)
    let layout = builder.layout(sizeRange(0, 0, 100, 100))
    #expect(layout.size == Size(width: 100, height: 100))
    #expect(layout.sublayout(child).constrainedSize == sizeRange(20, 20, 120, 120))
    #expect(builder.frames(sizeRange(0, 0, 100, 100))["child"] == Frame(-10, -10, 120, 120))
  }

  // ASInsetLayoutSpec.mm: an inf inset replaces R.min by 0 *before* the finite insets are
  // subtracted, so with (left, right) = (inf, -10) the child's min width is
  // MAX(0, 0 - (-10)) = 10, not 0. R = [50..100] x [0..100], a node answering 0 x 5:
  // child 10 x 5; width: 10 + inf - 10 = inf -> R.max 100; x = 100 - (-10 + 10) = 100.
  @Test func infiniteInsetOppositeANegativeOne() {
    var builder = TreeBuilder()
    let child = builder.staticNode("child", 0, 5)
    builder.inset(0, inf, 0, -10, child)
    let range = sizeRange(50, 0, 100, 100)
    let layout = builder.layout(range)
    #expect(layout.sublayout(child).constrainedSize == sizeRange(10, 0, 110, 100))
    #expect(layout.size == Size(width: 100, height: 5))
    #expect(builder.frames(range)["child"] == Frame(100, 0, 10, 5))
  }

  // ASInsetLayoutSpec.mm: an inf inset on an unbounded axis. R.max.w = inf: the size is
  // finite(10 + inf + 10, R.max = inf) = inf -> invalid -> the spec's layout is 0 x 0 on
  // both axes (ASLayout.mm); the child's offset is inf (printed as null by the CLI).
  @Test func infiniteInsetOnAnUnboundedAxis() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 10, height: 10)
    builder.inset(10, inf, 10, 10, child)
    let layout = builder.layout(unconstrained)
    #expect(layout.size == .zero)
    #expect(layout.sublayout(child).position.x == inf)
    #expect(layout.sublayout(child).position.y == 10)
  }

  // ASInsetLayoutSpec.mm: the child's parent size is MAX(0, P - insets), NaN staying NaN.
  // R = [0..200] x [0..100], insets 10: child range [0..180] x [0..80].
  @Test func parentSizeForPercentages() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: .size(.fraction(0.5), .fraction(0.5)))
    let inset = builder.inset(10, 10, 10, 10, child)
    let range = sizeRange(0, 0, 200, 100)
    // Parent 200 x 100 -> child parent 180 x 80 -> 50% = 90 x 40.
    let defined = builder.layout(inset, range, parentSize: Size(width: 200, height: 100))
    #expect(defined.sublayout(child).size == Size(width: 90, height: 40))
    // NaN parent -> NaN child parent -> 50% of NaN is "no exact size": the plain node
    // takes its range's max 180 x 80.
    let undefined = builder.layout(inset, range, parentSize: Size(width: .nan, height: .nan))
    #expect(undefined.sublayout(child).size == Size(width: 180, height: 80))
    #expect(undefined.size == Size(width: 200, height: 100))
  }

  // ASInsetLayoutSpec.mm overrides -calculateLayoutThatFits:restrictedToSize:
  // relativeToParentSize: and never applies its own style size: a width of 50 does nothing.
  @Test func ownStyleSizeIsIgnored() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 10, height: 10)
    builder.inset(10, 10, 10, 10, child, style: .fixed(50, 50))
    #expect(builder.layout(sizeRange(0, 0, 300, 300)).size == Size(width: 30, height: 30))
  }

  // ASInsetLayoutSpec.mm: the position is raw (only flattening rounds).
  @Test func positionsAreRaw() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 10, height: 10)
    builder.inset(0.3, 0.3, 0, 0, child)
    let layout = builder.layout(sizeRange(0, 0, 300, 300))
    #expect(layout.sublayout(child).position == Point(x: 0.3, y: 0.3))
    // Size 10.3 -> ceilPx = 10.5; the flattened position ceilPx(0.3) = 0.5.
    #expect(layout.size == Size(width: 10.5, height: 10.5))
    #expect(builder.frames(sizeRange(0, 0, 300, 300))["child"] == Frame(0.5, 0.5, 10, 10))
  }
}
