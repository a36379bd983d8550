import Testing

@testable import LayoutSpecEngine

/// ICU 72's line break iterator, recorded by `make text-oracle-breaks` in
/// Tests/LineBreakData/icu-line-breaks.txt: realistic strings (prose, quotes, numbers,
/// URLs, French, CJK, Thai, emoji), the conformance lines where ICU is not Unicode 15.0,
/// and random strings of characters of every class. Both the places and the hard breaks
/// must match.
@Suite("Line breaking: ICU oracle")
struct LineBreakOracleTests {
  /// Texts where ICU differs on purpose, with the reason.
  static let knownDifferences: [String: String] = [
    "สวัสดีครับ ยินดีต้อนรับ":
      "Thai (SA): ICU breaks between words with its dictionary; without one a run of SA "
      + "letters is one word (UAX #14 LB1)",
    "ภาษาไทยไม่มีช่องว่างระหว่างคำ":
      "Thai (SA): ICU breaks between words with its dictionary; without one a run of SA "
      + "letters is one word (UAX #14 LB1)",
  ]

  @Test func matchesICU() {
    let lines = LineBreakData.read("icu-line-breaks.txt")
    #expect(lines.count > 3000)
    var passing = 0
    var differing: [String] = []
    for line in lines {
      let got = lineBreakOpportunities(in: line.scalars)
      let breaks = Dictionary(uniqueKeysWithValues: got.map { ($0.index, $0.isMandatory) })
      if breaks == line.breaks {
        passing += 1
        continue
      }
      let text = String(String.UnicodeScalarView(line.scalars))
      differing.append(text)
      if Self.knownDifferences[text] == nil {
        Issue.record(
          """
          icu-line-breaks.txt:\(line.number) \(line.comment)
            ICU  \(LineBreakDataLine.describe(line.scalars, line.breaks))
            got  \(LineBreakDataLine.describe(line.scalars, breaks))
          """)
      }
    }
    print("icu-line-breaks.txt: \(passing) of \(lines.count) strings match ICU")
    #expect(Set(differing) == Set(Self.knownDifferences.keys), "known differences still differ")
  }
}
