import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// The safe area a node's `layoutSpecThatFits:` reads as `self.safeAreaInsets` (Texture's
// Source/ASDisplayNode.h; a full-screen node insets its content by it): the expression
// names `safeArea.top` ... (docs/format.md 3.10), the envelope's `safeArea` (1.2) and
// `--safe-area`'s syntax (docs/cli.md, "Devices").

@Suite struct SafeAreaTests {
  let range = SizeRange(min: Size(width: 10, height: 20), max: Size(width: 393, height: 852))

  func value(_ text: String, _ safeArea: EdgeInsets) -> Double? {
    guard case .success(let expression) = SizeExpression.parse(text) else { return nil }
    return expression.value(in: range, safeArea: safeArea)
  }

  func failure(_ text: String) -> String? {
    guard case .failure(let error) = SizeExpression.parse(text) else { return nil }
    return error.message
  }

  static let safeAreas = [
    EdgeInsets.zero,
    EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    EdgeInsets(top: 20.5, left: 1, bottom: 2, right: 3),
  ]

  /// Each name reads its side, in both spellings, at every safe area.
  @Test(arguments: safeAreas) func namesReadTheirSide(_ insets: EdgeInsets) {
    #expect(value("= safeArea.top", insets) == insets.top)
    #expect(value("= safeArea.left", insets) == insets.left)
    #expect(value("= safeArea.bottom", insets) == insets.bottom)
    #expect(value("= safeArea.right", insets) == insets.right)
    #expect(value("= safeAreaInsets.top", insets) == insets.top)
    #expect(value("= safeAreaInsets.left", insets) == insets.left)
    #expect(value("= safeAreaInsets.bottom", insets) == insets.bottom)
    #expect(value("= safeAreaInsets.right", insets) == insets.right)
    #expect(
      value("= max.height - safeArea.top - safeAreaInsets.bottom", insets)
        == 852 - insets.top - insets.bottom)
    #expect(
      value("= max(safeArea.left, safeArea.right) + 8", insets)
        == Swift.max(insets.left, insets.right) + 8)
  }

  /// Without a safe area the names are 0, UIKit's safe area of a view in no window.
  @Test func theDefaultSafeAreaIsZero() throws {
    guard case .success(let expression) = SizeExpression.parse("= safeArea.top + 1") else {
      throw Failure()
    }
    #expect(expression.value(in: range) == 1)
    #expect(expression.readsSize)
    #expect(ElementTree().safeAreaInsets == .zero)
  }

  struct Failure: Error {}

  @Test func misspelledNamesSaySo() {
    #expect(
      failure("= safeArea.tpo") == "unknown name 'safeArea.tpo'; did you mean 'safeArea.top'?")
    #expect(
      failure("= safeAreaInsets.botom")
        == "unknown name 'safeAreaInsets.botom'; did you mean 'safeAreaInsets.bottom'?")
    #expect(
      failure("= safeAreaInsets.width")
        == "unknown name 'safeAreaInsets.width'; safeAreaInsets has safeAreaInsets.top, "
        + "safeAreaInsets.left, safeAreaInsets.bottom, safeAreaInsets.right")
    // Each spelling of the code names its own struct's sides only.
    #expect(failure("= constrainedSize.safeArea.top")?.hasPrefix("unknown name") == true)
    #expect(failure("= safeAreaInsets.max.width")?.hasPrefix("unknown name") == true)
    #expect(failure("= colour")?.contains("safeArea.top") == true)
  }

  // MARK: --safe-area's syntax

  @Test func theOptionTakesFourSidesOrOne() throws {
    #expect(
      try SafeAreaSyntax.parse("59,0,34,0").get()
        == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(
      try SafeAreaSyntax.parse(" 47 , 0,34.5 ,1e1").get()
        == EdgeInsets(top: 47, left: 0, bottom: 34.5, right: 10))
    #expect(
      try SafeAreaSyntax.parse("20").get() == EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    #expect(
      SafeAreaSyntax.describe(EdgeInsets(top: 59, left: 0, bottom: 34.5, right: 0)) == "59,0,34.5,0"
    )
  }

  @Test(arguments: [
    "59,0,34", "1,2,3,4,5", "", "59,,34,0", "-1", "inf", "nan", "0x10", "a,b,c,d", "1e999",
  ])
  func badSafeAreasAreErrors(_ text: String) {
    guard case .failure(let error) = SafeAreaSyntax.parse(text) else {
      Issue.record("'\(text)' parsed")
      return
    }
    #expect(error.message.contains("safe area"))
    #expect(error.message.contains("'\(text)'"))
  }

  // MARK: The envelope's safeArea

  @Test func theEnvelopesSafeAreaIsTheTreesAndEveryVariants() throws {
    let result = readDocument(
      #"""
      { "safeArea": { "top": 59, "bottom": 34 },
        "variants": { "other": [{ "name": "a", "set": { "style": { "height": 1 } } }] },
        "root": { "type": "inset", "insets": ["= safeArea.top", 0, "= safeArea.bottom", 0],
                  "child": { "type": "node", "name": "a" } } }
      """#)
    #expect(!result.hasErrors, "\(short(result.diagnostics))")
    let document = try #require(result.document)
    let expected = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    #expect(document.allVariants.map(\.tree.safeAreaInsets) == [expected, expected])
    let screen = SizeRange(exactly: Size(width: 393, height: 852))
    let laidOut = LayoutResult.evaluate(document.tree, in: screen, scale: 2)
    #expect(laidOut.layout.sublayouts[0].position == Point(x: 0, y: 59))
    #expect(laidOut.layout.sublayouts[0].size == Size(width: 393, height: 759))
    // `--safe-area` replaces it, in every variant.
    var replaced = document
    replaced.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(replaced.variants[0].tree.safeAreaInsets.top == 20)
    let again = LayoutResult.evaluate(replaced.tree, in: screen, scale: 2)
    #expect(again.layout.sublayouts[0].position == Point(x: 0, y: 20))
    #expect(again.layout.sublayouts[0].size == Size(width: 393, height: 832))
  }

  @Test func theEnvelopesSafeAreaTakesNumbersZeroOrMore() {
    let node = #""root": { "type": "node" }"#
    #expect(
      messages(#"{ "safeArea": ["= max.width", 0, 0, "inf"], \#(node) }"#) == [
        "1:16: error: 'safeArea.top' takes numbers of points, 0 or more (as the app prints "
          + "view.safeAreaInsets), found the string \"= max.width\"",
        "1:37: error: 'safeArea.right' takes numbers of points, 0 or more (as the app prints "
          + "view.safeAreaInsets), found the string \"inf\"",
      ])
    #expect(
      messages(#"{ "safeArea": { "top": -1 }, \#(node) }"#) == [
        "1:24: error: 'safeArea.top' cannot be negative (UIKit's safe area never is), found -1"
      ])
    #expect(
      messages(#"{ "safeArea": [1, 2], \#(node) }"#) == [
        "1:15: error: 'safeArea' takes four values [top, left, bottom, right], found 2"
      ])
    #expect(messages(#"{ "safeArea": 12, \#(node) }"#) == [])
    #expect(tree(#"{ "safeArea": 12, \#(node) }"#).safeAreaInsets.right == 12)
  }

  /// Every problem of a `safeArea` is reported at once, each at its side: a string does not
  /// hide a negative side, a wrong count or an unknown key, and one negative number is one
  /// error, not one a side.
  @Test func theEnvelopesSafeAreaReportsEveryProblemInOneRun() {
    let node = #""root": { "type": "node" }"#
    let numbers = "takes numbers of points, 0 or more (as the app prints view.safeAreaInsets)"
    let negative = "cannot be negative (UIKit's safe area never is)"
    #expect(
      messages(#"{ "safeArea": -1, \#(node) }"#) == [
        "1:15: error: 'safeArea' \(negative), found -1"
      ])
    #expect(
      messages(#"{ "safeArea": ["x", -1, 0, 0], \#(node) }"#) == [
        "1:16: error: 'safeArea.top' \(numbers), found the string \"x\"",
        "1:21: error: 'safeArea.left' \(negative), found -1",
      ])
    #expect(
      messages(#"{ "safeArea": ["x", 1], \#(node) }"#) == [
        "1:15: error: 'safeArea' takes four values [top, left, bottom, right], found 2",
        "1:16: error: 'safeArea.top' \(numbers), found the string \"x\"",
      ])
    #expect(
      messages(#"{ "safeArea": { "top": "x", "tpo": 1, "left": -2 }, \#(node) }"#) == [
        "1:24: error: 'safeArea.top' \(numbers), found the string \"x\"",
        "1:29: error: unknown key 'tpo' in 'safeArea'; did you mean 'top'?",
        "1:47: error: 'safeArea.left' \(negative), found -2",
      ])
    #expect(
      messages(#"{ "safeArea": true, \#(node) }"#) == [
        "1:15: error: 'safeArea' must be insets: a number, [top, left, bottom, right] or "
          + "{top, left, bottom, right}, found true"
      ])
  }

  /// A button builds its spec when it is read, before any layout gives it a safe area.
  @Test func aButtonsKeysCannotReadTheSafeArea() {
    #expect(
      messages(#"{ "type": "button", "title": "OK", "contentSpacing": "= safeArea.top" }"#) == [
        "1:54: error: a 'button' builds its own spec when it is read: its keys cannot read the "
          + "constrained size or the safe area"
      ])
  }

  /// A value that goes wrong at layout names the safe area it was computed with.
  @Test func aWarningAtLayoutNamesTheSafeArea() {
    var t = tree(#"{ "type": "node", "style": { "width": "= 10 - safeArea.left" } }"#)
    t.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
    let result = LayoutResult.evaluate(t, in: range, scale: 2)
    #expect(
      result.warnings.map(\.message) == [
        "'width' cannot be negative, found -34 when the constrained size is 10...393x20...852 "
          + "and the safe area is 0,44,0,44; the key is ignored at this size"
      ])
  }
}
