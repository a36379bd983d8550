import Testing

@testable import LayoutSpecEngine

/// Unicode's own conformance suite for UAX #14: LineBreakTest.txt (Unicode 15.0.0, the
/// version of the table and of ICU 72), every line run.
@Suite("Line breaking: LineBreakTest.txt")
struct LineBreakConformanceTests {
  /// Lines where this follows ICU 72 on purpose (iOS's text breaks with ICU-derived rules),
  /// each one of ICU's steps past Unicode 15.0, which later Unicode versions took up:
  ///   - "sot HY × AL": a hyphen that starts a segment stays with the letters after it
  ///     (Unicode 16.0's LB20a; ICU's `^($HY|$HH)$CM*$ALPlus`), "-#" is one piece.
  ///   - "IS × NU": ICU's LB25 lets a number start with its decimal point
  ///     (`($IS$CM*)?$NU`), so ",0" and "a.2" stay whole.
  ///   - "SP ÷ IS NU": before ".35" in "equals .35 cents" (Unicode 15.1's LB15c), and
  ///     no longer before its "3".
  /// icu-line-breaks.txt records ICU's own answer for each of these lines (its
  /// `conformance-difference` section), which LineBreakOracleTests checks.
  static let followsICU: Set<String> = [
    "002D 0023", "002D 0308 0023", "002D 00A7", "002D 0308 00A7", "002D 50005",
    "002D 0308 50005", "002D 0E01", "002D 0308 0E01", "002C 0030", "002C 0308 0030",
    "0065 0071 0075 0061 006C 0073 0020 002E 0033 0035 0020 0063 0065 006E 0074 0073",
    "0061 002E 0032 0020", "0061 002E 0032 0020 0915", "0061 002E 0032 0020 672C",
    "0061 002E 0032 3000 672C", "0061 002E 0032 3000 307E", "0061 002E 0032 3000 0033",
    "0041 002E 0031 0020 BABB", "BD24 C5B4 002E 0020 0041 002E 0032 0020 BCFC",
    "BD10 C694 002E 0020 0041 002E 0033 0020 BABB", "C694 002E 0020 0041 002E 0034 0020 BABB",
    "0061 002E 0032 3000 300C",
  ]

  static func key(_ scalars: [Unicode.Scalar]) -> String {
    scalars.map { String($0.value, radix: 16, uppercase: true) }
      .map { String(repeating: "0", count: max(0, 4 - $0.count)) + $0 }
      .joined(separator: " ")
  }

  @Test func everyLinePassesOrIsAnICUStep() {
    let lines = LineBreakData.read("LineBreakTest.txt")
    #expect(lines.count == 7654, "LineBreakTest.txt 15.0.0 has 7654 test lines")
    var passing = 0
    var differing: [String] = []
    for line in lines {
      let got = lineBreakOpportunities(in: line.scalars).map(\.index)
      if got == line.breaks.keys.sorted() {
        passing += 1
      } else {
        let key = Self.key(line.scalars)
        differing.append(key)
        if !Self.followsICU.contains(key) {
          Issue.record(
            """
            LineBreakTest.txt:\(line.number)
              expected \(LineBreakDataLine.describe(line.scalars, line.breaks))
              got      \(LineBreakDataLine.describe(line.scalars, Self.breaks(got)))
              \(line.comment)
            """)
        }
      }
    }
    print(
      "LineBreakTest.txt: \(passing) of \(lines.count) lines pass; \(differing.count) follow ICU")
    #expect(Set(differing) == Self.followsICU, "the lines that differ are exactly ICU's steps")
  }

  static func breaks(_ indices: [Int]) -> [Int: Bool] {
    Dictionary(uniqueKeysWithValues: indices.map { ($0, false) })
  }
}
