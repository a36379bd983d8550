// ASCornerLayoutSpec: Tests/ASCornerLayoutSpecSnapshotTests.mm and
// Source/Layout/ASCornerLayoutSpec.mm. q = R.max where valid, else NaN.
//   child, corner <- (R, parent q) (the corner gets the whole range)
//   corner origin = the corner of the child's frame minus half the corner's size, + offset
//   no wrap: size = child (not clamped), child at (0, 0)
//   wrap:    U = union(child frame, corner frame); size clamp(R, U.size); both shifted by
//            -U.origin. No rounding.

import Testing

@testable import LayoutSpecEngine

@Suite struct CornerLayoutSpecTests {
  enum OffsetOption: String, Sendable, CaseIterable { case center, inner, outer }

  struct Case: Sendable, CustomTestStringConvertible {
    var location: CornerLayoutLocation
    var option: OffsetOption
    var wrapsCorner: Bool
    var size: Size
    var base: Frame
    var corner: Frame
    /// The snapshot's identifier, e.g. "topLeft_center_childSize".
    var testDescription: String {
      "\(location)_\(option)_\(wrapsCorner ? "fullSize" : "childSize")"
    }
  }

  /// `offsetForOption:location:delta:` with delta = half the corner size (10, 10).
  static func offset(_ option: OffsetOption, _ location: CornerLayoutLocation) -> Point {
    let sign: (x: Double, y: Double)
    switch location {
    case .topLeft: sign = (1, 1)
    case .topRight: sign = (-1, 1)
    case .bottomLeft: sign = (1, -1)
    case .bottomRight: sign = (-1, -1)
    }
    switch option {
    case .center: return .zero
    case .inner: return Point(x: 10 * sign.x, y: 10 * sign.y)
    case .outer: return Point(x: -10 * sign.x, y: -10 * sign.y)
    }
  }

  /// The snapshot tests' tree: background(corner(blue 60 x 60, orange 20 x 20), green plain
  /// node); the base's layoutPosition (30, 30) is set by the test and ignored by the spec.
  static func builder(_ location: CornerLayoutLocation, _ option: OffsetOption, wraps: Bool)
    -> TreeBuilder
  {
    var builder = TreeBuilder()
    let blue = builder.node("blue", width: 60, height: 60) {
      $0.layoutPosition = Point(x: 30, y: 30)
    }
    let orange = builder.node("orange", width: 20, height: 20)
    let corner = builder.corner(
      location, offset: offset(option, location), wrapsCorner: wraps, child: blue, corner: orange)
    let green = builder.plainNode("green")
    builder.background(corner, background: green)
    return builder
  }

  // `_contextSizeRange = ASSizeRangeMake(CGSizeZero, {120, 120})`.
  static let contextSizeRange = sizeRange(0, 0, 120, 120)

  // Corner origins for a 60 x 60 base and a 20 x 20 corner, before the offset:
  // topLeft (-10, -10), topRight (50, -10), bottomLeft (-10, 50), bottomRight (50, 50).
  // Offsets: inner moves the corner 10 inwards on both axes, outer 10 outwards.
  // Wrapped, the union's origin is subtracted from both frames.
  static let cases: [Case] = [
    // Texture: testCornerSpecForAllLocations (center offsets).
    Case(
      location: .topLeft, option: .center, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(-10, -10, 20, 20)),
    Case(
      location: .topLeft, option: .center, wrapsCorner: true, size: Size(width: 70, height: 70),
      base: Frame(10, 10, 60, 60), corner: Frame(0, 0, 20, 20)),
    Case(
      location: .topRight, option: .center, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(50, -10, 20, 20)),
    Case(
      location: .topRight, option: .center, wrapsCorner: true, size: Size(width: 70, height: 70),
      base: Frame(0, 10, 60, 60), corner: Frame(50, 0, 20, 20)),
    Case(
      location: .bottomLeft, option: .center, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(-10, 50, 20, 20)),
    Case(
      location: .bottomLeft, option: .center, wrapsCorner: true, size: Size(width: 70, height: 70),
      base: Frame(10, 0, 60, 60), corner: Frame(0, 50, 20, 20)),
    Case(
      location: .bottomRight, option: .center, wrapsCorner: false,
      size: Size(width: 60, height: 60), base: Frame(0, 0, 60, 60), corner: Frame(50, 50, 20, 20)),
    Case(
      location: .bottomRight, option: .center, wrapsCorner: true, size: Size(width: 70, height: 70),
      base: Frame(0, 0, 60, 60), corner: Frame(50, 50, 20, 20)),
    // Texture: testCornerSpecForAllLocationsWithInnerOffset: the corner lies inside the
    // base, so wrapping changes nothing.
    Case(
      location: .topLeft, option: .inner, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(0, 0, 20, 20)),
    Case(
      location: .topLeft, option: .inner, wrapsCorner: true, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(0, 0, 20, 20)),
    Case(
      location: .topRight, option: .inner, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(40, 0, 20, 20)),
    Case(
      location: .topRight, option: .inner, wrapsCorner: true, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(40, 0, 20, 20)),
    Case(
      location: .bottomLeft, option: .inner, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(0, 40, 20, 20)),
    Case(
      location: .bottomLeft, option: .inner, wrapsCorner: true, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(0, 40, 20, 20)),
    Case(
      location: .bottomRight, option: .inner, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(40, 40, 20, 20)),
    Case(
      location: .bottomRight, option: .inner, wrapsCorner: true, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(40, 40, 20, 20)),
    // Texture: testCornerSpecForAllLocationsWithOuterOffset: wrapped, 80 x 80.
    Case(
      location: .topLeft, option: .outer, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(-20, -20, 20, 20)),
    Case(
      location: .topLeft, option: .outer, wrapsCorner: true, size: Size(width: 80, height: 80),
      base: Frame(20, 20, 60, 60), corner: Frame(0, 0, 20, 20)),
    Case(
      location: .topRight, option: .outer, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(60, -20, 20, 20)),
    Case(
      location: .topRight, option: .outer, wrapsCorner: true, size: Size(width: 80, height: 80),
      base: Frame(0, 20, 60, 60), corner: Frame(60, 0, 20, 20)),
    Case(
      location: .bottomLeft, option: .outer, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(-20, 60, 20, 20)),
    Case(
      location: .bottomLeft, option: .outer, wrapsCorner: true, size: Size(width: 80, height: 80),
      base: Frame(20, 0, 60, 60), corner: Frame(0, 60, 20, 20)),
    Case(
      location: .bottomRight, option: .outer, wrapsCorner: false, size: Size(width: 60, height: 60),
      base: Frame(0, 0, 60, 60), corner: Frame(60, 60, 20, 20)),
    Case(
      location: .bottomRight, option: .outer, wrapsCorner: true, size: Size(width: 80, height: 80),
      base: Frame(0, 0, 60, 60), corner: Frame(60, 60, 20, 20)),
  ]

  // Texture: ASCornerLayoutSpecSnapshotTests testCornerSpecForAllLocations,
  // testCornerSpecForAllLocationsWithInnerOffset, testCornerSpecForAllLocationsWithOuterOffset.
  @Test(arguments: cases)
  func cornerSpec(_ expected: Case) {
    let builder = Self.builder(expected.location, expected.option, wraps: expected.wrapsCorner)
    let range = Self.contextSizeRange
    #expect(builder.layout(range).size == expected.size)
    let frames = builder.frames(range)
    #expect(frames["green"] == Frame(0, 0, expected.size.width, expected.size.height))
    #expect(frames["blue"] == expected.base)
    #expect(frames["orange"] == expected.corner)
    #expect(builder.drawingOrder(range) == ["green", "blue", "orange"])
  }

  // ASCornerLayoutSpec.mm: the corner element is measured with the spec's whole range, so
  // an unsized plain node fills it: [0..120]^2 -> 120 x 120, top right at
  // (60 - 60, -60) = (0, -60).
  @Test func cornerGetsTheWholeRange() {
    var builder = TreeBuilder()
    let base = builder.node("base", width: 60, height: 60)
    let badge = builder.plainNode("badge")
    builder.corner(.topRight, child: base, corner: badge)
    let range = Self.contextSizeRange
    let layout = builder.layout(range)
    #expect(layout.sublayout(badge).constrainedSize == range)
    #expect(builder.frames(range)["badge"] == Frame(0, -60, 120, 120))
    #expect(layout.size == Size(width: 60, height: 60))
  }

  // ASCornerLayoutSpec.mm: wrapped, the size is clamped to R but the shift uses the
  // union's origin: topLeft outer in [0..65]^2: union 80 x 80 -> 65 x 65, base at (20, 20).
  @Test func wrappedSizeIsClamped() {
    var builder = TreeBuilder()
    let base = builder.node("base", width: 60, height: 60)
    let badge = builder.node("badge", width: 20, height: 20)
    builder.corner(
      .topLeft, offset: Point(x: -10, y: -10), wrapsCorner: true, child: base, corner: badge)
    let range = sizeRange(0, 0, 65, 65)
    #expect(builder.layout(range).size == Size(width: 65, height: 65))
    #expect(builder.frames(range) == ["base": Frame(20, 20, 60, 60), "badge": Frame(0, 0, 20, 20)])
  }

  // ASCornerLayoutSpec.mm does not round: a 15 x 15 corner on the top left sits at
  // (-7.5, -7.5) raw; flattening ceils it to the pixel grid: -7.5 at 2x, -7 at 1x.
  @Test func halvesAreNotRounded() {
    var builder = TreeBuilder()
    let base = builder.node("base", width: 60, height: 60)
    let badge = builder.node("badge", width: 15, height: 15)
    builder.corner(.topLeft, child: base, corner: badge)
    let range = Self.contextSizeRange
    #expect(builder.layout(range).sublayout(badge).position == Point(x: -7.5, y: -7.5))
    #expect(builder.frames(range, scale: 2)["badge"] == Frame(-7.5, -7.5, 15, 15))
    #expect(builder.frames(range, scale: 1)["badge"] == Frame(-7, -7, 15, 15))
  }

  // ASCornerLayoutSpec.mm: without wrapping the spec is the child's size, unclamped by R.min
  // (R = [100..120]^2: the base's range [100..120] beats its 60, so it is 100 x 100).
  @Test func unwrappedSizeIsTheChilds() {
    var builder = TreeBuilder()
    let base = builder.node("base", width: 60, height: 60)
    let badge = builder.node("badge", width: 20, height: 20)
    builder.corner(.bottomRight, child: base, corner: badge)
    let range = sizeRange(100, 100, 120, 120)
    let layout = builder.layout(range)
    #expect(layout.size == Size(width: 100, height: 100))
    // The badge's range [100..120] too: 100 x 100 at (100 - 50, 100 - 50).
    #expect(builder.frames(range)["badge"] == Frame(50, 50, 100, 100))
  }

  // ASCornerLayoutSpec.mm: both children resolve percentages against q = R.max (valid).
  @Test func percentagesResolveAgainstTheMax() {
    var builder = TreeBuilder()
    let base = builder.plainNode("base", style: .size(.fraction(0.5), .fraction(0.5)))
    let badge = builder.plainNode("badge", style: .size(.fraction(0.1), .fraction(0.1)))
    builder.corner(.topRight, child: base, corner: badge)
    #expect(
      builder.frames(Self.contextSizeRange) == [
        "base": Frame(0, 0, 60, 60), "badge": Frame(54, -6, 12, 12),
      ])
  }
}
