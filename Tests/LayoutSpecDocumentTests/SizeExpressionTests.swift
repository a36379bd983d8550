import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// `"= EXPR"` values (docs/format.md 3.7): the grammar, the checks at the key, and the size
// they read, which is what `layoutSpecThatFits:constrainedSize` receives in Texture:
// the range after the node's own style size is resolved and intersected
// (Source/ASDisplayNode.mm, `-calculateLayoutThatFits:restrictedToSize:relativeToParentSize:`,
// then Source/ASDisplayNode+LayoutSpec.mm `-calculateLayoutLayoutSpec:`), or the root's range.

@Suite struct SizeExpressionTests {
  let range = SizeRange(min: Size(width: 10, height: 20), max: Size(width: 375, height: 667))

  func value(_ text: String) -> Double? {
    guard case .success(let expression) = SizeExpression.parse(text) else { return nil }
    return expression.value(in: range)
  }

  func failure(_ text: String) -> SizeExpressionError? {
    guard case .failure(let error) = SizeExpression.parse(text) else { return nil }
    return error
  }

  @Test func arithmeticHasTheUsualPrecedence() {
    #expect(value("= 1 + 2 * 3") == 7)
    #expect(value("= (1 + 2) * 3") == 9)
    #expect(value("= 10 - 4 - 3") == 3)
    #expect(value("= 12 / 3 / 2") == 2)
    #expect(value("= -2 * -3") == 6)
    #expect(value("= 1.5e2") == 150)
    #expect(value("=max.width/4") == 93.75)
  }

  /// C's floor, ceil and round, one value each: what `import` writes for code that rounds
  /// the constrained size (`floor(constrainedSize.max.width / 3)`).
  @Test func roundingFunctionsTakeOneValue() {
    #expect(value("= floor(max.width / 4)") == 93)
    #expect(value("= ceil(max.width / 4)") == 94)
    #expect(value("= round(2.5)") == 3)
    #expect(value("= round(-2.5)") == -3)
    #expect(value("= floor(max.width * 2 / 3 * 2) / 2") == 250)
    #expect(failure("= floor(1, 2)")?.message == "floor(a) takes one value: expected ')'")
    #expect(failure("= ceil")?.message == "'ceil' is a function, as in ceil(a)")
  }

  @Test func namesReadTheConstrainedSize() {
    #expect(value("= min.width") == 10)
    #expect(value("= min.height") == 20)
    #expect(value("= (max.height - 96) / max.width") == (667.0 - 96) / 375)
    #expect(value("= min(max.width, 300) + max(1, 2)") == 302)
  }

  /// Issue 30 item 11: the names as `layoutSpecThatFits:` code spells them.
  @Test func constrainedSizeNamesAreSynonyms() {
    #expect(value("= constrainedSize.max.width / 4") == 93.75)
    #expect(value("= (constrainedSize.max.height - 96) / constrainedSize.min.width") == 57.1)
    #expect(value("= constrainedSize.min.height + max.width") == 395)
    #expect(failure("= constrainedSize.max.widht")?.offset == 2)
    #expect(
      failure("= constrainedSize.max.widht")?.message
        == "unknown name 'constrainedSize.max.widht'; did you mean 'constrainedSize.max.width'?")
    #expect(failure("= constrainedSize.width")?.message.contains("constrainedSize has") == true)
  }

  @Test func infinityFollowsIEEE() throws {
    let open = SizeRange(min: .zero, max: Size(width: 375, height: .infinity))
    guard case .success(let expression) = SizeExpression.parse("= max.height - max.height")
    else { throw Failure() }
    #expect(expression.value(in: open).isNaN)
    guard case .success(let quotient) = SizeExpression.parse("= 1 / min.width") else {
      throw Failure()
    }
    #expect(quotient.value(in: open) == .infinity)
  }

  struct Failure: Error {}

  @Test func errorsSayWhereInTheString() {
    #expect(failure("= max.widht")?.offset == 2)
    #expect(failure("= max.widht")?.message.contains("did you mean 'max.width'") == true)
    #expect(failure("= 1 +")?.offset == 5)
    #expect(failure("= (1 + 2")?.message == "expected ')'")
    #expect(failure("= min(1)")?.message.contains("expected ','") == true)
    #expect(failure("= 2 3")?.offset == 4)
    #expect(failure("=")?.message.contains("needs an expression") == true)
    #expect(failure("= 1 % 2")?.offset == 4)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    // Parentheses and calls recurse, up to SizeExpressionParser.maximumDepth (64).
    let deep = "= " + String(repeating: "(", count: 100_000) + "1"
    #expect(failure(deep)?.message.contains("nested more than 64 levels deep") == true)
    #expect(failure(deep)?.offset == 2 + 64)
    let calls =
      "= " + String(repeating: "min(1, ", count: 65) + "1" + String(repeating: ")", count: 65)
    #expect(failure(calls)?.message.contains("nested more than 64 levels deep") == true)
    let nested64 =
      "= " + String(repeating: "(", count: 64) + "max.width" + String(repeating: ")", count: 64)
    #expect(value(nested64) == 375)
  }

  /// Issue 30 item 1: 200,000 terms ended in SIGSEGV in the parser's and the evaluator's
  /// recursion. Runs of one precedence and runs of signs are loops, of any length.
  @Test func longRunsOfOperatorsAndSignsAreLoops() {
    let terms = 200_000
    #expect(value("= " + Array(repeating: "1", count: terms).joined(separator: " + ")) == 200_000)
    // 80,000 names and operators: 960,000 characters, under the limit.
    let names = "= " + Array(repeating: "max.width", count: 80_000).joined(separator: " - ")
    #expect(value(names) == 375 - 375 * Double(80_000 - 1))
    let products = "= 2 * " + Array(repeating: "1", count: terms).joined(separator: " / ")
    #expect(value(products) == 2)
    let mixed = "= " + Array(repeating: "2 * 3 - 4 / 2", count: 50_000).joined(separator: " + ")
    #expect(value(mixed) == 200_000)
    #expect(value("= " + String(repeating: "-", count: 100_000) + "1") == 1)
    #expect(value("= " + String(repeating: "- +", count: 100_001) + "max.width") == -375)
    #expect(value("= 1 - - - 2") == -1)
    // Compared and freed without recursing per term.
    #expect(SizeExpression.parse(names) == SizeExpression.parse(names))
  }

  /// The length limit (docs/format.md 8.3): at most 1,000,000 characters, `=` included.
  @Test func anExpressionHasAtMostAMillionCharacters() {
    let longest = "= 1" + String(repeating: " ", count: SizeExpression.maximumLength - 3)
    #expect(value(longest) == 1)
    let tooLong = longest + " "
    #expect(failure(tooLong)?.offset == 0)
    #expect(
      failure(tooLong)?.message
        == "the expression is longer than 1000000 characters, the most an expression may have")
  }

  @Test func aLongExpressionDecodesAndLaysOut() {
    let sum = Array(repeating: "max.width", count: 80_000).joined(separator: " + ")
    let t = tree(#"{ "type": "node", "style": { "width": "= (\#(sum)) / 160000", "height": 1 } }"#)
    let result = LayoutResult.evaluate(
      t, in: SizeRange(min: .zero, max: Size(width: 375, height: 667)), scale: 2)
    #expect(result.layout.size == Size(width: 187.5, height: 1))
  }

  // MARK: Decoding

  @Test func anExpressionWithoutNamesIsANumber() {
    let element = root(#"{ "type": "ratio", "ratio": "= 3 / 4", "child": { "type": "node" } }"#)
    #expect(element.kind == .ratio(RatioLayoutSpec(ratio: 0.75)))
    let styled = root(#"{ "type": "node", "style": { "width": "= 100 - 20" } }"#)
    #expect(styled.style.width == .points(80))
  }

  @Test func aKnownValueIsCheckedAtTheKey() {
    #expect(
      messages(#"{ "type": "node", "style": { "width": "= 10 - 20" } }"#) == [
        "1:39: error: 'width' cannot be negative, found -10"
      ])
    #expect(
      messages(#"{ "type": "node", "style": { "width": "= 1 / 0" } }"#) == [
        "1:39: error: 'width' must be a finite number, and 1 / 0 is infinite"
      ])
  }

  @Test func syntaxErrorsPointInsideTheString() {
    // The string's quote is at column 39, its '=' at 40, and 'max.widht' at 42.
    #expect(
      messages(#"{ "type": "node", "style": { "width": "= max.widht" } }"#) == [
        "1:42: error: invalid expression in 'width': unknown name 'max.widht'; did you mean 'max.width'?"
      ])
  }

  @Test func everyNumberKeyTakesAnExpression() {
    let t = tree(
      #"""
      { "type": "stack", "spacing": "= max.width / 100",
        "children": [
          { "type": "inset", "insets": ["= max.height / 100", 0, 0, "= 2 * 3"],
            "child": { "type": "node", "intrinsicSize": ["= max.width / 3", 10] } },
          { "type": "node", "style": { "layoutPosition": ["= 1 + 1", 0], "flexGrow": "= 1" } }
        ] }
      """#)
    #expect(t.sizeBindings.count == 3)
    #expect(t.sizeBindings.allSatisfy { $0.scope == nil })
  }

  // MARK: Layout

  /// CatDeals' ItemNode: `ratio = (constrainedSize.max.height - 96) / constrainedSize.max.width`.
  @Test func theRootsValuesFollowTheSizeLaidOut() {
    let t = tree(
      #"""
      { "type": "ratio", "ratio": "= (max.height - 96) / max.width",
        "child": { "type": "image", "name": "photo" } }
      """#)
    let small = LayoutResult.evaluate(
      t, in: SizeRange(min: .zero, max: Size(width: 200, height: 296)), scale: 2)
    #expect(small.layout.size == Size(width: 200, height: 200))
    let tall = LayoutResult.evaluate(
      t, in: SizeRange(min: .zero, max: Size(width: 300, height: 696)), scale: 2)
    #expect(tall.layout.size == Size(width: 300, height: 600))
    #expect(tall.tree[tall.tree.root].kind == .ratio(RatioLayoutSpec(ratio: 2)))
  }

  /// A node's layout reads the range its `layoutSpecThatFits:` gets: its own style width
  /// intersected first (ASDisplayNode.mm), not the root's size.
  @Test func aNodesLayoutReadsTheNodesOwnRange() {
    let t = tree(
      #"""
      { "type": "vstack", "style": { "width": 375 }, "children": [
        { "type": "node", "name": "cell", "style": { "width": 100 },
          "layout": { "type": "node", "name": "inner", "style": { "height": "= max.width / 4" } } }
      ] }
      """#)
    let result = LayoutResult.evaluate(
      t, in: SizeRange(min: .zero, max: Size(width: 375, height: 667)), scale: 2)
    let cell = result.layout.sublayouts[0]
    #expect(cell.size == Size(width: 100, height: 25))
    #expect(t.sizeBindings.first?.scope == t.children(of: t.root).first)
  }

  /// A stack measures a flexible node before and after flexing: each measurement builds
  /// its spec for its own range, and the kept frames are the flexed measurement's, whose
  /// values the styles then show.
  @Test func eachMeasurementOfANodeBuildsItsSpecForItsRange() {
    let t = tree(
      #"""
      { "type": "hstack", "children": [
        { "type": "node", "name": "cell", "style": { "flexGrow": 1 },
          "layout": { "type": "node", "name": "inner",
            "style": { "height": "= max.width / 2", "width": "= max.width - 10" } } },
        { "type": "node", "name": "side", "intrinsicSize": [50, 10] }
      ] }
      """#)
    let result = LayoutResult.evaluate(
      t, in: SizeRange(min: Size(width: 200, height: 0), max: Size(width: 200, height: 400)),
      scale: 2)
    let cell = result.layout.sublayouts[0]
    let inner = cell.sublayouts[0]
    #expect(cell.size == Size(width: 150, height: 75))
    // The cell's exact range wins over the inner node's width (Texture's intersection).
    #expect(inner.size == Size(width: 150, height: 75))
    #expect(result.tree[inner.element].style.height == .points(75))
    #expect(result.tree[inner.element].style.width == .points(140))
    // The measurement at an unbounded width found both values infinite: warnings, ignored.
    #expect(result.warnings.count == 2)
    #expect(result.warnings.first?.message.contains("when the constrained size is") == true)
  }

  @Test func aValueThatFailsAtOneSizeIsAWarningNamingTheSize() {
    let t = tree(#"{ "type": "node", "style": { "width": "= max.width - 400" } }"#)
    let result = LayoutResult.evaluate(
      t, in: SizeRange(min: .zero, max: Size(width: 375, height: 667)), scale: 2)
    #expect(
      result.warnings.map(\.message) == [
        "'width' cannot be negative, found -25 when the constrained size is 0...375x0...667; "
          + "the key is ignored at this size"
      ])
    #expect(result.warnings.first.map { [$0.line, $0.column] } == [1, 39])
    #expect(result.tree[result.tree.root].style.width == .auto)
  }

  /// Issue 30 item 8. ASRatioLayoutSpec.mm only asserts that a ratio is positive (debug
  /// builds): a release build lays out with the value it is given, NaN or infinite. At
  /// 375x*, `(max.height - 96) / max.width` is infinite: the width option is (375, inf),
  /// the height option is skipped (max.height is not valid), the image gets 375 x inf,
  /// an invalid size, and ASLayout makes it and the spec 0 x 0. The tool laid out with a
  /// ratio of 1 (375 x 375) that nothing in Texture gives.
  @Test func aRatioThatIsNotFiniteAtASizeIsKeptAsTextureKeepsIt() {
    let t = tree(
      #"""
      { "type": "ratio", "ratio": "= (max.height - 96) / max.width",
        "child": { "type": "image", "name": "photo" } }
      """#)
    let open = LayoutResult.evaluate(
      t, in: SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
      scale: 2)
    #expect(open.layout.size == .zero)
    #expect(open.layout.sublayouts.first?.size == .zero)
    #expect(
      open.warnings.map(\.message) == [
        "'ratio' must be a finite number, and (max.height - 96) / max.width "
          + "is infinite when the constrained size is 375x*; Texture's release builds lay "
          + "out with it as it is (ASRatioLayoutSpec only asserts a positive ratio), and so "
          + "does the layout at this size"
      ])
    // NaN: neither option is closer, so the first (the width's) wins, its height clamped
    // with Foundation's MIN and MAX, which give the range's minimum for NaN: 200 x 10.
    let nan = tree(
      #"""
      { "type": "ratio", "ratio": "= (max.height - max.height) / 0",
        "child": { "type": "image", "name": "photo" } }
      """#)
    let bounded = LayoutResult.evaluate(
      nan, in: SizeRange(min: Size(width: 0, height: 10), max: Size(width: 200, height: .infinity)),
      scale: 2)
    #expect(bounded.layout.size == Size(width: 200, height: 10))
    #expect(bounded.warnings.first?.message.contains("is not a number") == true)
    // A value that is finite but not positive is kept too (the same assertion).
    let negative = tree(
      #"""
      { "type": "ratio", "ratio": "= max.width - 300",
        "child": { "type": "image", "name": "photo" } }
      """#)
    let small = LayoutResult.evaluate(
      negative, in: SizeRange(min: .zero, max: Size(width: 200, height: 100)), scale: 2)
    #expect(small.warnings.first?.message.contains("and so does the layout at this size") == true)
    #expect(small.tree[small.tree.root].kind == .ratio(RatioLayoutSpec(ratio: -100)))
  }

  /// Issue 30 item 6: reported at each value that reads the size, not at the button.
  @Test func aButtonsKeysCannotReadTheSize() {
    #expect(
      messages(#"{ "type": "button", "contentSpacing": "= max.width / 10" }"#) == [
        "1:39: error: a 'button' builds its own spec when it is read: its keys cannot read the constrained size or the safe area"
      ])
    #expect(
      messages(
        #"""
        { "type": "button", "title": "Go", "contentSpacing": 2,
          "contentEdgeInsets": [0, "= min.width", 0, 0],
          "style": { "width": "= max.width / 2" } }
        """#) == [
          "2:28: error: a 'button' builds its own spec when it is read: its keys cannot read the constrained size or the safe area",
          "3:23: error: a 'button' builds its own spec when it is read: its keys cannot read the constrained size or the safe area",
        ])
  }
}
