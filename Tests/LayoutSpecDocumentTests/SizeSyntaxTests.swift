import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

@Suite struct SizeSyntaxTests {
  private func range(_ minW: Double, _ minH: Double, _ maxW: Double, _ maxH: Double) -> SizeRange {
    SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
  }

  @Test func forms() throws {
    #expect(try SizeSyntax.parse("375x667").get() == range(375, 667, 375, 667))
    #expect(try SizeSyntax.parse("375x*").get() == range(375, 0, 375, .infinity))
    #expect(try SizeSyntax.parse("0...320x0...inf").get() == range(0, 0, 320, .infinity))
    #expect(try SizeSyntax.parse("*x*").get() == .unconstrained)
    #expect(try SizeSyntax.parse("10.5...20x3").get() == range(10.5, 3, 20, 3))
    #expect(try SizeSyntax.parse("100...100x0").get() == range(100, 0, 100, 0))
  }

  /// `any` is `*` without the shell's glob: `375xany` needs no quotes in zsh or bash.
  @Test func anyIsTheUnquotedStar() throws {
    #expect(try SizeSyntax.parse("375xany").get() == range(375, 0, 375, .infinity))
    #expect(try SizeSyntax.parse("anyxany").get() == .unconstrained)
    #expect(try SizeSyntax.parse("ANYx667").get() == range(0, 667, .infinity, 667))
    #expect(SizeSyntax.describe(try SizeSyntax.parse("375xany").get()) == "375x*")
  }

  @Test func twoDotsAreAnsweredWithThree() {
    guard case .failure(let error) = SizeSyntax.parse("0..375x100") else {
      Issue.record("0..375 parsed")
      return
    }
    #expect(
      error.message == "invalid size '0..375x100': a range is written with three dots, '0...375'")
  }

  @Test(arguments: [
    (
      "375",
      "invalid size '375': expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
    (
      "1x2x3",
      "invalid size '1x2x3': expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
    (
      "x10",
      "invalid size 'x10': the width is missing; expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
    ("-1x10", "invalid size '-1x10': the width cannot be negative (-1)"),
    (
      "abcx10",
      "invalid size 'abcx10': the width 'abc' is not a number; expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
    (
      "10x20...10",
      "invalid size '10x20...10': the height's minimum 20 is larger than its maximum 10"
    ),
    (
      "infx10",
      "invalid size 'infx10': an exact width cannot be 'inf'; write 0...inf or * for an unbounded width"
    ),
    (
      "inf...infx10",
      "invalid size 'inf...infx10': the width's minimum cannot be 'inf'; only a maximum can"
    ),
    (
      "10x...5",
      "invalid size '10x...5': the height's minimum is missing; expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
    (
      "10x 5",
      "invalid size '10x 5': the height ' 5' is not a number; expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
    (
      "nanx5",
      "invalid size 'nanx5': the width 'nan' is not a number; expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"
    ),
  ])
  func errors(text: String, message: String) {
    switch SizeSyntax.parse(text) {
    case .success(let range): Issue.record("parsed \(text) as \(range)")
    case .failure(let error): #expect(error.message == message)
    }
  }

  @Test func describesRangesBack() throws {
    for text in ["375x667", "375x*", "0...320x10...inf", "*x*", "10.5x0", "0...0.25x3"] {
      let parsed = try SizeSyntax.parse(text).get()
      #expect(SizeSyntax.describe(parsed) == text)
    }
    #expect(SizeSyntax.describe(range(5, 0, .infinity, 2)) == "5...infx0...2")
  }

  @Test func decimalText() {
    #expect(DecimalText.parse("12") == 12)
    #expect(DecimalText.parse("-1.5") == -1.5)
    #expect(DecimalText.parse("1e2") == 100)
    #expect(DecimalText.parse(".5") == 0.5)
    for bad in ["", "-", ".", "1e", "+1", "0x10", "inf", "nan", "1 ", "1.2.3", "e5", "1e400"] {
      #expect(DecimalText.parse(Substring(bad)) == nil, "\(bad)")
    }
  }
}
