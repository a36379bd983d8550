// Texture's pixel helpers, Source/ASInternalHelpers.mm:
//   ASCeilPixelValue(f)  = ceil((f - FLT_EPSILON) * scale) / scale
//   ASFloorPixelValue(f) = floor((f + FLT_EPSILON) * scale) / scale
//   ASRoundPixelValue(f) = round(f * scale) / scale   (C round: halves away from zero)
// FLT_EPSILON = 2^-23 ~ 1.19e-7 points, whatever the scale.

import Testing

@testable import LayoutSpecEngine

@Suite struct PixelGridTests {
  static let epsilon = 1.1920928955078125e-7

  @Test func epsilonIsFLTEpsilon() {
    #expect(PixelGrid.epsilon == Self.epsilon)
    #expect(PixelGrid.epsilon == 0x1p-23)
  }

  // (scale, value, ceil)
  static let ceilCases: [(scale: Double, value: Double, expected: Double)] = [
    (1.0, 1.2, 2.0), (1.0, 1.0, 1.0), (1.0, 0.5, 1.0), (1.0, -0.5, 0.0),
    (2.0, 10.3, 10.5), (2.0, 10.5, 10.5), (2.0, 10.51, 11.0), (2.0, 10.25, 10.5),
    (3.0, 10.1, 31.0 / 3), (3.0, 1.0 / 3, 1.0 / 3), (3.0, 2.0 / 3, 2.0 / 3),
  ]

  @Test(arguments: ceilCases)
  func ceil(scale: Double, value: Double, expected: Double) {
    #expect(PixelGrid(scale: scale).ceil(value) == expected)
  }

  // (scale, value, floor)
  static let floorCases: [(scale: Double, value: Double, expected: Double)] = [
    (1.0, 1.8, 1.0), (1.0, 1.0, 1.0), (1.0, -0.5, -1.0),
    (2.0, 10.7, 10.5), (2.0, 10.5, 10.5), (2.0, 10.49, 10.0), (2.0, -0.2, -0.5),
    (3.0, 10.5, 31.0 / 3), (3.0, 2.0 / 3, 2.0 / 3),
  ]

  @Test(arguments: floorCases)
  func floor(scale: Double, value: Double, expected: Double) {
    #expect(PixelGrid(scale: scale).floor(value) == expected)
  }

  // (scale, value, round): halves away from zero.
  static let roundCases: [(scale: Double, value: Double, expected: Double)] = [
    (1.0, 2.5, 3.0), (1.0, -2.5, -3.0), (1.0, 2.4, 2.0), (1.0, 145.5, 146.0),
    (2.0, 0.25, 0.5), (2.0, -0.25, -0.5), (2.0, 0.2, 0.0), (2.0, 45.5, 45.5),
    (3.0, 0.2, 1.0 / 3), (3.0, 45.5, 137.0 / 3), (3.0, 0.5 / 3, 1.0 / 3),
  ]

  @Test(arguments: roundCases)
  func round(scale: Double, value: Double, expected: Double) {
    #expect(PixelGrid(scale: scale).round(value) == expected)
  }

  // ASInternalHelpers.mm's own examples. Ceil: "a height of 100.666666666669 for a 3x
  // device" gives 302 / 3, not 303 / 3. Floor: 100.66666666663 gives 302 / 3, not 301 / 3.
  @Test func textureExamples() {
    let grid = PixelGrid(scale: 3)
    #expect(grid.ceil(100.666666666669) == 302.0 / 3)
    #expect(grid.floor(100.66666666663) == 302.0 / 3)
  }

  // The epsilon is in points: values less than FLT_EPSILON above a pixel boundary ceil down
  // to it, values less than FLT_EPSILON below one floor up to it; a little more does not.
  @Test(arguments: [1.0, 2.0, 3.0])
  func epsilonBehaviour(scale: Double) {
    let grid = PixelGrid(scale: scale)
    #expect(grid.ceil(10 + 1e-8) == 10)
    #expect(grid.ceil(10 + 1e-6) == 10 + 1 / scale)
    #expect(grid.floor(10 - 1e-8) == 10)
    #expect(grid.floor(10 - 1e-6) == 10 - 1 / scale)
    // round has no epsilon: just below a half rounds down.
    #expect(grid.round(0.5 / scale - 1e-9) == 0)
  }

  // ceil(0) is -0.0: (0 - eps) * s is a tiny negative number whose ceil is -0. It compares
  // equal to 0 and must print as 0.
  @Test(arguments: [1.0, 2.0, 3.0])
  func ceilOfZeroIsNegativeZero(scale: Double) {
    let zero = PixelGrid(scale: scale).ceil(0)
    #expect(zero == 0)
    #expect(zero.sign == .minus)
    // Positions of -0.5 pixel and less round towards zero: ceil(-0.4) at 1x is -0.
    #expect(PixelGrid(scale: 1).ceil(-0.4).sign == .minus)
    // floor(0) stays +0.
    #expect(PixelGrid(scale: scale).floor(0).sign == .plus)
  }

  // Non-finite values pass through (ASLayout rejects the sizes separately).
  @Test func nonFinite() {
    let grid = PixelGrid(scale: 2)
    #expect(grid.ceil(inf) == inf)
    #expect(grid.floor(-inf) == -inf)
    #expect(grid.round(.nan).isNaN)
  }
}
