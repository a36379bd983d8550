// ASCenterLayoutSpec: Tests/ASCenterLayoutSpecSnapshotTests.mm and
// Source/Layout/ASCenterLayoutSpec.mm (a relative spec: centring X -> horizontal center,
// else none; Y likewise; sizing options = relative's minimum options). The arithmetic is
// Source/Layout/ASRelativeLayoutSpec.mm's:
//   child range  min = (position none ? R.min : 0), max = R.max; parent = R.max if valid
//   size         clamp(R, R.max if valid, else child); minimum option: clamp(R, MIN(size, child))
//   position     roundPx((size - child) * (0 none, 0.5 center))

import Testing

@testable import LayoutSpecEngine

@Suite struct CenterLayoutSpecTests {
  /// `static const ASSizeRange kSize = {{100, 120}, {320, 160}}`.
  static let kSize = sizeRange(100, 120, 320, 160)

  /// The snapshot tests' tree: background(center(green 70 x 100), red plain node).
  static func builder(
    _ centering: CenterLayoutSpecCenteringOptions, _ sizing: CenterLayoutSpecSizingOptions
  ) -> TreeBuilder {
    var builder = TreeBuilder()
    let green = builder.node("green", width: 70, height: 100)
    let center = builder.center(centering, sizing, green)
    let red = builder.plainNode("red")
    builder.background(center, background: red)
    return builder
  }

  struct Expected: Sendable, CustomTestStringConvertible {
    var centering: CenterLayoutSpecCenteringOptions
    var sizing: CenterLayoutSpecSizingOptions
    var root: Size
    var green: Frame
    var testDescription: String { "\(centering) \(sizing)" }
  }

  // Texture: ASCenterLayoutSpecSnapshotTests testWithOptions (default sizing). Size is
  // always R.max 320 x 160.
  // none: child range [100..320] x [120..160] beats 70 x 100 -> 100 x 120 at (0, 0).
  // XY:   child free -> 70 x 100 at (roundPx(250 / 2), roundPx(60 / 2)) = (125, 30).
  // X:    width free (70), height [120..160] -> 120: 70 x 120 at (125, 0).
  // Y:    width [100..320] -> 100, height free (100): 100 x 100 at (0, 30).
  @Test(arguments: [
    Expected(
      centering: .none, sizing: .default, root: Size(width: 320, height: 160),
      green: Frame(0, 0, 100, 120)),
    Expected(
      centering: .xy, sizing: .default, root: Size(width: 320, height: 160),
      green: Frame(125, 30, 70, 100)),
    Expected(
      centering: .x, sizing: .default, root: Size(width: 320, height: 160),
      green: Frame(125, 0, 70, 120)),
    Expected(
      centering: .y, sizing: .default, root: Size(width: 320, height: 160),
      green: Frame(0, 30, 100, 100)),
  ])
  func testWithOptions(_ expected: Expected) {
    let builder = Self.builder(expected.centering, expected.sizing)
    #expect(builder.layout(Self.kSize).size == expected.root)
    #expect(builder.frames(Self.kSize)["green"] == expected.green)
    #expect(
      builder.frames(Self.kSize)["red"] == Frame(0, 0, expected.root.width, expected.root.height))
  }

  // Texture: ASCenterLayoutSpecSnapshotTests testWithSizingOptions (no centring: the child
  // is always 100 x 120 at (0, 0)).
  // minimumX: width clamp(R, MIN(320, 100)) = 100; minimumY: height clamp(MIN(160, 120)) = 120.
  @Test(arguments: [
    Expected(
      centering: .none, sizing: .default, root: Size(width: 320, height: 160),
      green: Frame(0, 0, 100, 120)),
    Expected(
      centering: .none, sizing: .minimumX, root: Size(width: 100, height: 160),
      green: Frame(0, 0, 100, 120)),
    Expected(
      centering: .none, sizing: .minimumY, root: Size(width: 320, height: 120),
      green: Frame(0, 0, 100, 120)),
    Expected(
      centering: .none, sizing: .minimumXY, root: Size(width: 100, height: 120),
      green: Frame(0, 0, 100, 120)),
  ])
  func testWithSizingOptions(_ expected: Expected) {
    let builder = Self.builder(expected.centering, expected.sizing)
    #expect(builder.layout(Self.kSize).size == expected.root)
    #expect(builder.frames(Self.kSize)["green"] == expected.green)
    #expect(
      builder.frames(Self.kSize)["red"] == Frame(0, 0, expected.root.width, expected.root.height))
  }

  // Centring and minimum sizing together: XY + minimumXY with a 70 x 100 child gives
  // clamp(R, (70, 100)) = 100 x 120 and the child at (roundPx(15), roundPx(10)) = (15, 10).
  @Test func centeringWithMinimumSizing() {
    let builder = Self.builder(.xy, .minimumXY)
    #expect(builder.layout(Self.kSize).size == Size(width: 100, height: 120))
    #expect(builder.frames(Self.kSize)["green"] == Frame(15, 10, 70, 100))
  }

  // Texture: ASCenterLayoutSpecSnapshotTests testMinimumSizeRangeIsGivenToChildWhenNotCentering
  // (the full case, with its stack, is in TextureCasesTests). The range the child gets:
  // R.min without centring, 0 on a centred axis.
  @Test(arguments: [
    (CenterLayoutSpecCenteringOptions.none, Size(width: 100, height: 120)),
    (.x, Size(width: 0, height: 120)),
    (.y, Size(width: 100, height: 0)),
    (.xy, Size(width: 0, height: 0)),
  ])
  func testMinimumSizeRangeIsGivenToChildWhenNotCentering(
    centering: CenterLayoutSpecCenteringOptions, childMin: Size
  ) {
    var builder = TreeBuilder()
    let child = builder.plainNode("child")
    builder.center(centering, .default, child)
    let layout = builder.layout(Self.kSize)
    #expect(
      layout.sublayout(child).constrainedSize
        == SizeRange(min: childMin, max: Size(width: 320, height: 160)))
  }

  // ASRelativeLayoutSpec.mm: an axis without a valid max takes the child's size.
  // Unconstrained: 70 x 100 centred in itself at (0, 0).
  @Test func unboundedAxesTakeTheChildsSize() {
    let builder = Self.builder(.xy, .default)
    #expect(builder.layout(unconstrained).size == Size(width: 70, height: 100))
    #expect(builder.frames(unconstrained)["green"] == Frame(0, 0, 70, 100))
  }

  // ASRelativeLayoutSpec.mm: the position is ASRoundPixelValue((size - child) * 0.5), C
  // round (halves away from zero) on the pixel grid. 101 x 101, child 10 x 10: 45.5 points.
  // Scale 1: round(45.5) = 46. Scale 2: 91 / 2 = 45.5. Scale 3: round(136.5) = 137 -> 137 / 3.
  @Test(arguments: [(1.0, 46.0), (2.0, 45.5), (3.0, 137.0 / 3)])
  func centringRoundsToThePixelGrid(scale: Double, offset: Double) {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 10, height: 10)
    builder.center(.xy, .default, child)
    let layout = builder.layout(exactRange(101, 101), scale: scale)
    #expect(layout.sublayout(child).position == Point(x: offset, y: offset))
  }

  // ASRelativeLayoutSpec.mm: percentages resolve against R.max where it is valid, else are
  // undefined (NaN: no exact size). [0..200] x [0..inf], child 50% x 50% plain node:
  // width exactly 100; height [0..inf] -> the plain node's max is invalid, so it answers
  // 0 x 0 and is clamped to (100, 0). Size: width 200 (valid max), height the child's 0.
  @Test func percentagesResolveAgainstTheValidMax() {
    var builder = TreeBuilder()
    let child = builder.plainNode(
      "child", style: .size(.fraction(0.5), .fraction(0.5)))
    builder.center(.xy, .default, child)
    let range = sizeRange(0, 0, 200, inf)
    #expect(builder.layout(range).size == Size(width: 200, height: 0))
    #expect(builder.frames(range)["child"] == Frame(50, 0, 100, 0))
  }

  // ASCenterLayoutSpec.mm: the option mapping onto ASRelativeLayoutSpec.
  @Test func mapsOntoARelativeSpec() {
    let spec = CenterLayoutSpec(centeringOptions: .y, sizingOptions: .minimumX).relativeLayoutSpec
    #expect(spec.horizontalPosition == .none)
    #expect(spec.verticalPosition == .center)
    #expect(spec.sizingOption == .minimumWidth)
    #expect(
      CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .minimumXY).relativeLayoutSpec
        == RelativeLayoutSpec(
          horizontalPosition: .center, verticalPosition: .center, sizingOption: .minimumSize))
    #expect(CenterLayoutSpec().relativeLayoutSpec == RelativeLayoutSpec())
    #expect(
      CenterLayoutSpec(centeringOptions: .x, sizingOptions: .minimumY).relativeLayoutSpec
        == RelativeLayoutSpec(
          horizontalPosition: .center, verticalPosition: .none, sizingOption: .minimumHeight))
  }
}
