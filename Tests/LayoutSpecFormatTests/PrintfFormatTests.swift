import Foundation
import Testing

@testable import LayoutSpecFormat

@Suite("printf %.Nf")
struct PrintfFormatTests {
  @Test(arguments: [
    (0.5, "0"), (1.5, "2"), (2.5, "2"), (3.5, "4"), (-0.5, "-0"), (-0.0, "-0"), (0, "0"),
    (49.5, "50"), (50.5, "50"), (0.49999999999999994, "0"), (1e21, "1000000000000000000000"),
    (1e23, "99999999999999991611392"), (-1234.56, "-1235"),
    (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
  ])
  func zeroDigits(value: Double, printed: String) {
    #expect(PrintfFormat.fixed(value, fractionDigits: 0) == printed)
  }

  @Test(arguments: [
    (0.75, "0.8"), (0.25, "0.2"), (0.35, "0.3"), (0.45, "0.5"), (0.05, "0.1"), (0.15, "0.1"),
    (2, "2.0"), (1e-300, "0.0"), (-0.04, "-0.0"), (.leastNonzeroMagnitude, "0.0"),
    (123456.65, "123456.6"),
  ])
  func oneDigit(value: Double, printed: String) {
    #expect(PrintfFormat.fixed(value, fractionDigits: 1) == printed)
  }

  /// The C library is the reference: compare over values of every magnitude, including
  /// halves and near-halves, for 0 to 3 digits.
  @Test func agreesWithTheCLibrary() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    var values: [Double] = [0.125, 0.375, 2.5e-7, 1.0000000000000002, 4503599627370495.5]
    for _ in 0..<3_000 {
      // Random bit patterns cover subnormals to huge values; scaled halves cover ties.
      values.append(Double(bitPattern: random() & 0x7FFF_FFFF_FFFF_FFFF))
      values.append(Double(random() % 100_000) / 8 - 5_000)
      values.append(Double(random() % 1_000_000) / 1_000)
    }
    var mismatches: [String] = []
    for value in values where value.isFinite && abs(value) < 1e30 {
      for digits in 0...3 {
        let expected = String(format: "%.\(digits)f", value)
        let actual = PrintfFormat.fixed(value, fractionDigits: digits)
        if expected != actual {
          mismatches.append("\(value) %.\(digits)f: \(expected) vs \(actual)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
