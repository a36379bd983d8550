// Where a line may end: Unicode's line breaking algorithm (UAX #14, revision 49, Unicode
// 15.0) as ICU 72's default line break iterator (`BreakIterator.createLineInstance`, rules
// `line.txt`) applies it, since iOS's TextKit and CoreText break lines with ICU-derived rules.
//
// Mirrors: the pair rules LB2-LB31 with LB25 in the regular-expression form of UAX #14's
// section 8.2 example 7 (the form LineBreakTest.txt and ICU use), and LB1's default
// resolution: AI, SG, XX -> AL; SA -> CM when Mn or Mc, else AL; CJ -> NS. ICU's rules for
// the `en` line instance (`getRules()`) resolve exactly so: `$ALPlus=[$AL$AI$SG$XX[$SA-[[:Mn:]
// [:Mc:]]]]`, `$NS=[[:LineBreak=Nonstarter:]$CJ]`, `$CM=[... [$SA&[[:Mn:][:Mc:]]]]`.
// ICU 72 goes past Unicode 15.0 in three places, and so does this (each a later Unicode's
// rule; Tests/LineBreakData/README.md lists the conformance lines they change):
//   - SP ÷ IS NU, otherwise × IS (Unicode 15.1's LB15c and LB15d): "equals ÷.35".
//   - IS × NU, so a number may start with its decimal point (ICU's LB25 has `IS?` before NU):
//     "a.2" and ",0" stay whole.
//   - HY or U+2010 right after a break (or at the start) × AL (Unicode 16.0's LB20a, in ICU's
//     form): "-#" stays whole.
// Leaves out: ICU's dictionaries for SA (Thai, Lao, Khmer, Myanmar), whose words it breaks
// between; here a run of SA letters is one unbreakable word, as LB1 says without a
// dictionary. Locale tailorings (Japanese line styles, ...) are ICU's, not the default.
// Cost: one pass; the look-ahead of LB25 and of SP ÷ IS NU skips only the combining marks
// of the next character, so the whole is linear in the text.

/// A place where a line may end.
public struct LineBreakOpportunity: Hashable, Sendable {
  /// A line may end before the scalar at this index (index == count: the end of the text).
  public var index: Int
  /// A mandatory break (after BK, CR, LF, NL; CR LF is one break).
  public var isMandatory: Bool

  public init(index: Int, isMandatory: Bool) {
    self.index = index
    self.isMandatory = isMandatory
  }
}

/// UAX #14's break opportunities of `scalars`, in order, each index once; the end of the
/// text is always the last entry (mandatory), also for the empty text (index 0).
public func lineBreakOpportunities(in scalars: [Unicode.Scalar]) -> [LineBreakOpportunity] {
  var breaker = LineBreaker(scalars)
  return breaker.opportunities()
}

/// One scalar after LB1: its resolved class and the facts later rules read.
private struct ResolvedScalar {
  var lineBreakClass: LineBreakClass
  /// East Asian wide OP or CP: not LB30's OP30 or CP30.
  var isEastAsianWide: Bool
  /// Extended_Pictographic and unassigned (LB30b).
  var isPictographicUnassigned: Bool
  /// U+2010 HYPHEN (BA), which ICU's word-initial hyphen rule joins to HY.
  var isHyphen: Bool

  init(_ scalar: Unicode.Scalar) {
    let properties = LineBreakProperties(scalar)
    isEastAsianWide = properties.isEastAsianWide
    isPictographicUnassigned = properties.isPictographicUnassigned
    isHyphen = scalar.value == 0x2010
    // LB1: the default resolution of the classes the pair rules do not name.
    switch properties.lineBreakClass {
    case .ai, .sg, .xx: lineBreakClass = .al
    case .sa: lineBreakClass = properties.isCombiningMark ? .cm : .al
    case .cj: lineBreakClass = .ns
    case let other: lineBreakClass = other
    }
  }
}

/// The left side of a pair: the last character after LB9 (a base with its combining marks).
private struct Base {
  var lineBreakClass: LineBreakClass
  var isEastAsianWide = false
  var isPictographicUnassigned = false
  /// HY, or U+2010, with a break opportunity (or the start of the text) just before it.
  var isHyphenAfterBreak = false
}

/// The rules' walk over one text, left to right.
private struct LineBreaker {
  let scalars: [ResolvedScalar]

  init(_ text: [Unicode.Scalar]) {
    scalars = text.map(ResolvedScalar.init)
  }

  /// The class of the character at `index` after LB9 folded its marks into it: the index
  /// of the next base after it and its class (nil at the end of the text).
  func nextBase(after index: Int) -> (index: Int, lineBreakClass: LineBreakClass)? {
    var next = index + 1
    while next < scalars.count,
      scalars[next].lineBreakClass == .cm || scalars[next].lineBreakClass == .zwj
    {
      next += 1
    }
    return next < scalars.count ? (next, scalars[next].lineBreakClass) : nil
  }

  mutating func opportunities() -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    guard let first = scalars.first else {
      return [LineBreakOpportunity(index: 0, isMandatory: true)]
    }
    // LB10: a mark at the start has no base, so it is AL.
    var previous = base(first, isAfterBreak: true)
    // The base before `previous` (LB21a), the last base before a run of spaces (LB8, LB14-17).
    var beforePrevious = LineBreakClass.sp
    var beforeSpaces = LineBreakClass.sp
    var regionalIndicators = previous.lineBreakClass == .ri ? 1 : 0
    var number = NumberState.none.after(previous.lineBreakClass)
    for index in 1..<scalars.count {
      let scalar = scalars[index]
      let decision = decide(
        previous: previous, beforePrevious: beforePrevious, beforeSpaces: beforeSpaces,
        regionalIndicators: regionalIndicators, number: number, at: index)
      switch decision {
      case .mandatoryBreak: result.append(LineBreakOpportunity(index: index, isMandatory: true))
      case .lineBreak: result.append(LineBreakOpportunity(index: index, isMandatory: false))
      case .joined: break
      case .combined: continue  // LB9: the mark belongs to `previous`; nothing changes.
      }
      let next = base(scalar, isAfterBreak: decision != .joined)
      if next.lineBreakClass == .sp {
        if previous.lineBreakClass != .sp { beforeSpaces = previous.lineBreakClass }
      }
      regionalIndicators = next.lineBreakClass == .ri ? regionalIndicators + 1 : 0
      number = number.after(next.lineBreakClass)
      beforePrevious = previous.lineBreakClass
      previous = next
    }
    result.append(LineBreakOpportunity(index: scalars.count, isMandatory: true))
    return result
  }

  /// A character that starts a new base; LB10: a mark that did not combine is AL.
  private func base(_ scalar: ResolvedScalar, isAfterBreak: Bool) -> Base {
    switch scalar.lineBreakClass {
    case .cm, .zwj: return Base(lineBreakClass: .al)
    case let lineBreakClass:
      return Base(
        lineBreakClass: lineBreakClass, isEastAsianWide: scalar.isEastAsianWide,
        isPictographicUnassigned: scalar.isPictographicUnassigned,
        isHyphenAfterBreak: isAfterBreak && (lineBreakClass == .hy || scalar.isHyphen))
    }
  }

  private enum Decision {
    case mandatoryBreak, lineBreak, joined
    /// LB9: a combining mark or ZWJ that is part of the base before it.
    case combined
  }

  /// Whether a line may end before `scalars[index]`, the rules in UAX #14's order.
  private func decide(
    previous: Base, beforePrevious: LineBreakClass, beforeSpaces: LineBreakClass,
    regionalIndicators: Int, number: NumberState, at index: Int
  ) -> Decision {
    let before = scalars[index - 1].lineBreakClass
    let current = scalars[index].lineBreakClass
    // LB4, LB5: after BK, CR (unless CR LF), LF, NL.
    switch before {
    case .bk, .lf, .nl: return .mandatoryBreak
    case .cr: return current == .lf ? .joined : .mandatoryBreak
    default: break
    }
    let a = previous.lineBreakClass
    switch current {
    case .bk, .cr, .lf, .nl, .sp, .zw: return .joined  // LB6, LB7
    default: break
    }
    // LB8: ZW SP* ÷
    if a == .zw || (a == .sp && beforeSpaces == .zw) { return .lineBreak }
    let isMark = current == .cm || current == .zwj
    // LB8a: ZWJ × (a ZWJ is never a space's mark: after SP it is a base, AL by LB10).
    if before == .zwj { return isMark ? .combined : .joined }
    // LB9: X (CM | ZWJ)* -> X, for X not BK, CR, LF, NL, SP, ZW; all but SP returned above.
    if isMark && a != .sp { return .combined }
    // LB10: a mark after a space is AL.
    let b = isMark ? LineBreakClass.al : current
    // LB11: × WJ, WJ ×; LB12: GL ×; LB12a: [^SP BA HY] × GL
    if b == .wj || a == .wj || a == .gl { return .joined }
    if b == .gl && a != .sp && a != .ba && a != .hy { return .joined }
    // LB13: × CL, × CP, × EX, × IS, × SY (IS after a space: below)
    if b == .cl || b == .cp || b == .ex || b == .sy || (b == .is && a != .sp) { return .joined }
    let left = a == .sp ? beforeSpaces : a
    // LB14: OP SP* ×; LB15: QU SP* × OP; LB16: (CL | CP) SP* × NS; LB17: B2 SP* × B2
    if left == .op { return .joined }
    // ICU 72 (Unicode 15.1's LB15c, LB15d): SP ÷ IS NU, otherwise × IS.
    if b == .is { return nextBase(after: index)?.lineBreakClass == .nu ? .lineBreak : .joined }
    if b == .op && left == .qu { return .joined }
    if b == .ns && (left == .cl || left == .cp) { return .joined }
    if b == .b2 && left == .b2 { return .joined }
    // LB18: SP ÷
    if a == .sp { return .lineBreak }
    // LB19: × QU, QU ×; LB20: ÷ CB, CB ÷
    if b == .qu || a == .qu { return .joined }
    if b == .cb || a == .cb { return .lineBreak }
    // ICU 72 (Unicode 16.0 LB20a): a hyphen that starts a segment × AL ("-5" is LB25's).
    if previous.isHyphenAfterBreak && b == .al { return .joined }
    // LB21: × BA, × HY, × NS, BB ×; LB21a: HL (HY | BA) ×; LB21b: SY × HL
    if b == .ba || b == .hy || b == .ns || a == .bb { return .joined }
    if (a == .hy || a == .ba) && beforePrevious == .hl { return .joined }
    if a == .sy && b == .hl { return .joined }
    // LB22: × IN
    if b == .in { return .joined }
    let isLetter = { (c: LineBreakClass) in c == .al || c == .hl }
    // LB23: (AL | HL) × NU, NU × (AL | HL)
    if (isLetter(a) && b == .nu) || (a == .nu && isLetter(b)) { return .joined }
    // LB23a: PR × (ID | EB | EM), (ID | EB | EM) × PO
    let isIdeographic = { (c: LineBreakClass) in c == .id || c == .eb || c == .em }
    if (a == .pr && isIdeographic(b)) || (isIdeographic(a) && b == .po) { return .joined }
    // LB24: (PR | PO) × (AL | HL), (AL | HL) × (PR | PO)
    let isAffix = a == .pr || a == .po
    if (isAffix && isLetter(b)) || (isLetter(a) && (b == .pr || b == .po)) { return .joined }
    // LB25 (ICU's form): (PR | PO)? (OP | HY)? IS? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?
    if isNumberJoined(a, b, number: number, isAffix: isAffix, at: index) { return .joined }
    // LB26: JL × (JL | JV | H2 | H3), (JV | H2) × (JV | JT), (JT | H3) × JT
    switch (a, b) {
    case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3): return .joined
    case (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt): return .joined
    case (.jt, .jt), (.h3, .jt): return .joined
    default: break
    }
    // LB27: (JL | JV | JT | H2 | H3) × PO, PR × (JL | JV | JT | H2 | H3)
    let isKorean = { (c: LineBreakClass) in c == .jl || c == .jv || c == .jt || c == .h2 || c == .h3
    }
    if (isKorean(a) && b == .po) || (a == .pr && isKorean(b)) { return .joined }
    // LB28: (AL | HL) × (AL | HL); LB29: IS × (AL | HL)
    if (isLetter(a) || a == .is) && isLetter(b) { return .joined }
    // LB30: (AL | HL | NU) × OP30, CP30 × (AL | HL | NU); OP30 and CP30 are not East Asian wide.
    if (isLetter(a) || a == .nu) && b == .op && !scalars[index].isEastAsianWide { return .joined }
    if a == .cp && !previous.isEastAsianWide && (isLetter(b) || b == .nu) { return .joined }
    // LB30a: pairs of regional indicators (flags) stay whole.
    if a == .ri && b == .ri && regionalIndicators % 2 == 1 { return .joined }
    // LB30b: EB × EM, [Extended_Pictographic & Cn] × EM
    if b == .em && (a == .eb || previous.isPictographicUnassigned) { return .joined }
    // LB31: ÷
    return .lineBreak
  }

  /// LB25 in ICU 72's regular-expression form, pair by pair:
  /// `(PR | PO)? (OP | HY)? IS? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?`.
  private func isNumberJoined(
    _ a: LineBreakClass, _ b: LineBreakClass, number: NumberState, isAffix: Bool, at index: Int
  ) -> Bool {
    switch b {
    case .nu: return isAffix || a == .op || a == .hy || a == .is || number == .digits
    case .op, .hy:
      // (PR | PO) × (OP | HY) IS? NU: look past the marks of this and of an IS.
      guard isAffix, let next = nextBase(after: index) else { return false }
      if next.lineBreakClass == .nu { return true }
      return next.lineBreakClass == .is && nextBase(after: next.index)?.lineBreakClass == .nu
    // NU (NU | SY | IS)* × (SY | IS | CL | CP) is LB13's already.
    case .po, .pr: return number != .none
    default: return false
    }
  }
}

/// Where the walk is in LB25's `NU (NU | SY | IS)* (CL | CP)?`.
private enum NumberState {
  case none
  /// After NU (NU | SY | IS)*.
  case digits
  /// After NU (NU | SY | IS)* (CL | CP).
  case closed

  func after(_ base: LineBreakClass) -> NumberState {
    switch base {
    case .nu: return .digits
    case .sy, .is: return self == .digits ? .digits : .none
    case .cl, .cp: return self == .digits ? .closed : .none
    default: return .none
    }
  }
}
