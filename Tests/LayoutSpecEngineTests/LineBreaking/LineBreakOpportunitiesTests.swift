import Testing

@testable import LayoutSpecEngine

/// The API's promises beyond the data files: the shape of the answer, hard breaks, the
/// class table, CJK and a linear cost.
@Suite("Line breaking: opportunities")
struct LineBreakOpportunitiesTests {
  func breaks(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return lineBreakOpportunities(in: scalars).map { opportunity in
      let piece = String(String.UnicodeScalarView(scalars[..<opportunity.index]))
      return (opportunity.isMandatory ? "!" : "") + piece
    }
  }

  /// The pieces a line may end after: each opportunity cuts the text there.
  func pieces(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    return lineBreakOpportunities(in: scalars).map { opportunity in
      defer { start = opportunity.index }
      return String(String.UnicodeScalarView(scalars[start..<opportunity.index]))
    }
  }

  @Test func theEndIsAlwaysTheLastMandatoryEntry() {
    #expect(lineBreakOpportunities(in: []) == [LineBreakOpportunity(index: 0, isMandatory: true)])
    #expect(
      lineBreakOpportunities(in: Array("a b".unicodeScalars)) == [
        LineBreakOpportunity(index: 2, isMandatory: false),
        LineBreakOpportunity(index: 3, isMandatory: true),
      ])
    // A break at the end of the text is the end's entry, once.
    #expect(breaks("a\n") == ["!a\n"])
    #expect(breaks(" ") == ["! "])
  }

  @Test func hardBreaksAfterBKCRLFNL() {
    #expect(breaks("a\r\nb") == ["!a\r\n", "!a\r\nb"])  // CR LF is one break
    #expect(breaks("a\rb") == ["!a\r", "!a\rb"])
    #expect(breaks("a\n\nb") == ["!a\n", "!a\n\n", "!a\n\nb"])
    #expect(
      breaks("a\u{85}b\u{2028}c\u{B}d") == [
        "!a\u{85}", "!a\u{85}b\u{2028}", "!a\u{85}b\u{2028}c\u{B}", "!a\u{85}b\u{2028}c\u{B}d",
      ])
    // Spaces before a hard break stay on its line.
    #expect(pieces("a  \nb") == ["a  \n", "b"])
  }

  @Test func wordsSpacesAndPunctuation() {
    #expect(pieces("Hello, world! (Fine.)") == ["Hello, ", "world! ", "(Fine.)"])
    #expect(pieces("state-of-the-art") == ["state-", "of-", "the-", "art"])
    #expect(pieces("$1,234.56 and 3.14%") == ["$1,234.56 ", "and ", "3.14%"])
    #expect(pieces("10\u{A0}km") == ["10\u{A0}km"])  // no-break space glues
    #expect(pieces("zero\u{200B}width") == ["zero\u{200B}", "width"])
    #expect(pieces("“quoted,” he said") == ["“quoted,” ", "he ", "said"])
    // Spaces break even before a closing QU: French sets « » with no-break spaces.
    #expect(pieces("« Bonjour »") == ["« ", "Bonjour ", "»"])
    #expect(
      pieces("«\u{202F}Bonjour\u{202F}» dit-il") == ["«\u{202F}Bonjour\u{202F}» ", "dit-", "il"])
  }

  @Test func cjkBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
    #expect(pieces("今日は良い天気。") == ["今", "日", "は", "良", "い", "天", "気。"])
    #expect(pieces("「本」を読む、") == ["「本」", "を", "読", "む、"])
    // Small kana and the prolonged sound mark (CJ) are nonstarters (ICU's default).
    #expect(pieces("ちょっとラーメン") == ["ちょっ", "と", "ラー", "メ", "ン"])
    #expect(pieces("（注）テスト") == ["（注）", "テ", "ス", "ト"])
  }

  @Test func emojiSequencesAndFlagsStayWhole() {
    #expect(pieces("👍🏽👩‍👩‍👧‍👦") == ["👍🏽", "👩‍👩‍👧‍👦"])
    #expect(pieces("🇺🇸🇫🇷🇩") == ["🇺🇸", "🇫🇷", "🇩"])
    #expect(pieces("a\u{301}b c") == ["a\u{301}b ", "c"])  // marks stay with their base
  }

  @Test func classTable() {
    #expect(LineBreakClass.unicodeVersion == "15.0.0")
    #expect(LineBreakClass("a") == .al)
    #expect(LineBreakClass("0") == .nu)
    #expect(LineBreakClass("(") == .op)
    #expect(LineBreakClass("\u{3041}") == .cj)
    #expect(LineBreakClass("\u{E01}") == .sa)
    #expect(LineBreakClass("\u{50005}") == .xx)  // unassigned: LineBreak.txt's default
    #expect(LineBreakClass("\u{20C1}") == .pr)  // unassigned currency symbol: PR
    #expect(LineBreakClass("\u{10FFFF}") == .xx)
    #expect(LineBreakClass("\u{0}") == .cm)
    #expect(LineBreakProperties("\u{1F02C}").isPictographicUnassigned)
    #expect(LineBreakProperties("\u{FF08}").isEastAsianWide)
    #expect(!LineBreakProperties("(").isEastAsianWide)
    #expect(LineBreakProperties("\u{E31}").isCombiningMark)
    let table = LineBreakProperties.table
    #expect(table.first.map { $0 >> 11 } == 0)
    #expect(zip(table, table.dropFirst()).allSatisfy { $0 >> 11 < $1 >> 11 })
    #expect(table.allSatisfy { LineBreakClass(rawValue: UInt8($0 & 0x3F)) != nil })
  }

  /// Look-aheads skip only the marks of the next character: texts built to make a
  /// quadratic scan take minutes take milliseconds.
  @Test(.timeLimit(.minutes(1))) func costIsLinear() {
    let marks = Array(repeating: Unicode.Scalar(0x0308)!, count: 200_000)
    let affixHyphen: [Unicode.Scalar] = ["$", "-"]
    let spaceStop: [Unicode.Scalar] = [" ", "."]
    for text in [
      Array(repeating: affixHyphen, count: 100_000).flatMap { $0 },
      affixHyphen + marks + ["1"],
      spaceStop + marks + ["1"],
      Array(repeating: spaceStop, count: 100_000).flatMap { $0 },
      Array(repeating: Unicode.Scalar(0x1F1FA)!, count: 200_000),
      Array("a b ".unicodeScalars) + marks,
    ] {
      let opportunities = lineBreakOpportunities(in: text)
      #expect(opportunities.last == LineBreakOpportunity(index: text.count, isMandatory: true))
      #expect(zip(opportunities, opportunities.dropFirst()).allSatisfy { $0.index < $1.index })
    }
  }
}
