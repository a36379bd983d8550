// NumberFormat (the outputs that are read back) and NumberText (messages, the style dump,
// the size syntax) write the same text for every finite value; NumberFormat's digit-by-digit
// fast path (whole sixteenths below 2^40) must print exactly what NumberText prints.

import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

/// The shared rule, as messages print it; nil where NumberFormat has no text.
private func reference(_ value: Double) -> String? {
  value.isFinite ? NumberText.shortest(value) : nil
}

@Suite struct NumberFormatTests {
  static let known: [(Double, String)] = [
    (0.0, "0"), (-0.0, "0"), (375, "375"), (-12, "-12"), (0.5, "0.5"), (187.5, "187.5"),
    (-0.25, "-0.25"), (0.0625, "0.0625"), (14.4375, "14.4375"), (2_480_000, "2480000"),
    (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (0.1 + 0.2, "0.30000000000000004"),
    (1e15, "1000000000000000"), (1e16, "1e+16"), (999_999_999_999_999, "999999999999999"),
    (1e21, "1e+21"),
    (1e-7, "1e-07"), (0x1p40, "1099511627776"), (0x1p40 - 0.5, "1099511627775.5"),
  ]

  @Test(arguments: known)
  func knownValues(_ value: Double, _ expected: String) {
    #expect(NumberFormat.string(value) == expected)
    #expect(NumberFormat.json(value) == expected)
  }

  @Test func nonFiniteValuesHaveNoText() {
    for value in [Double.nan, .infinity, -.infinity, -Double.nan] {
      #expect(NumberFormat.string(value) == nil)
      #expect(NumberFormat.json(value) == "null")
    }
  }

  /// Where they overlap, the two formatters are one: the known values read the same in
  /// messages; only non-finite values differ (`null` against a name).
  @Test(arguments: known)
  func messagesPrintTheSameText(_ value: Double, _ expected: String) {
    #expect(NumberText.shortest(value) == expected)
  }

  @Test func messagesNameNonFiniteValues() {
    #expect(NumberText.shortest(.infinity) == "inf")
    #expect(NumberText.shortest(-.infinity) == "-inf")
    #expect(NumberText.shortest(.nan) == "nan")
  }

  @Test func everySixteenthNearZeroMatchesTheGeneralPath() {
    for n in -20_000...20_000 {
      let value = Double(n) / 16
      #expect(NumberFormat.string(value) == reference(value), "\(n)/16")
    }
  }

  /// Whole parts of one to five digits and past, where the digits are written without a
  /// loop below 10,000.
  @Test func everyWholePartAcrossTheDigitCountsMatchesTheGeneralPath() {
    for whole in 0...12_000 {
      for value in [Double(whole), -Double(whole), Double(whole) + 0.5, Double(whole) + 0.9375] {
        #expect(NumberFormat.string(value) == reference(value), "\(value)")
      }
    }
  }

  @Test func thirdsLargeAndTinyValuesMatchTheGeneralPath() {
    var values: [Double] = []
    for n in -3000...3000 { values.append(Double(n) / 3) }
    for exponent in -40...60 {
      let power = Double(sign: .plus, exponent: exponent, significand: 1)
      values += [power, -power, power + 1 / 16, power - 1 / 16, power * 1.5, power / 3]
    }
    values += [
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne,
      0x1p40 - 1 / 16, 0x1p40 + 1, -0x1p40, 1e16, 123_456_789.125,
    ]
    // A fixed pseudo-random walk over bit patterns: every kind of finite double.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Double(bitPattern: state))
      values.append(Double(Int64(truncatingIfNeeded: state) >> 40) / 16)
    }
    for value in values where value.isFinite {
      #expect(NumberFormat.string(value) == reference(value), "\(value)")
    }
  }
}
