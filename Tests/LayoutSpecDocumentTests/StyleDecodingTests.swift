import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

@Suite struct StyleDecodingTests {
  /// The style of a node in a stack (so stack-child keys give no warnings).
  private func style(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> LayoutElementStyle
  {
    let result = readDocument(
      #"{"type": "stack", "children": [{"type": "node", "style": \#(json)}]}"#)
    #expect(
      result.diagnostics.isEmpty, "\(short(result.diagnostics))", sourceLocation: sourceLocation)
    guard let t = result.document?.tree, let child = t.children(of: t.root).first else {
      return LayoutElementStyle()
    }
    return t[child].style
  }

  @Test func defaults() {
    #expect(style("{}") == LayoutElementStyle())
    let s = style("{}")
    #expect(s.flexShrink == 0 && s.flexGrow == 0 && s.flexBasis == .auto && s.alignSelf == .auto)
  }

  @Test(arguments: [
    ("12", Dimension.points(12)), ("0", .points(0)), ("12.5", .points(12.5)),
    (#""70pt""#, .points(70)), (#""50%""#, .fraction(0.5)), (#""150%""#, .fraction(1.5)),
    (#""auto""#, .auto), (#""Auto""#, .auto), (#""0.5pt""#, .points(0.5)), (#""0%""#, .fraction(0)),
  ])
  func dimensions(json: String, expected: Dimension) {
    let s = style(#"{"width": \#(json), "maxHeight": \#(json), "flexBasis": \#(json)}"#)
    #expect(s.width == expected)
    #expect(s.maxHeight == expected)
    #expect(s.flexBasis == expected)
  }

  @Test func everyKey() {
    let s = style(
      #"""
      {"height": 1, "minWidth": 2, "maxWidth": "3pt", "minHeight": "4%", "spacingBefore": -5,
       "spacingAfter": 6, "flexGrow": 7, "flexShrink": 0.5, "flexBasis": "10%", "alignSelf": "stretch",
       "ascender": 9, "descender": -3}
      """#)
    var expected = LayoutElementStyle()
    expected.height = .points(1)
    expected.minWidth = .points(2)
    expected.maxWidth = .points(3)
    expected.minHeight = .fraction(0.04)
    expected.spacingBefore = -5
    expected.spacingAfter = 6
    expected.flexGrow = 7
    expected.flexShrink = 0.5
    expected.flexBasis = .fraction(0.1)
    expected.alignSelf = .stretch
    expected.ascender = 9
    expected.descender = -3
    #expect(s == expected)
  }

  @Test func sizeShorthandsWritePoints() {
    for form in ["[30, 40]", #"{"width": 30, "height": 40}"#, #""30x40""#] {
      let s = style(#"{"preferredSize": \#(form), "minSize": \#(form), "maxSize": \#(form)}"#)
      #expect(s.width == .points(30) && s.height == .points(40))
      #expect(s.minWidth == .points(30) && s.minHeight == .points(40))
      #expect(s.maxWidth == .points(30) && s.maxHeight == .points(40))
    }
  }

  @Test func layoutSizeShorthands() {
    let s = style(
      #"""
      {"preferredLayoutSize": {"width": "50%", "height": 10},
       "minLayoutSize": {"width": "auto", "height": "5pt"},
       "maxLayoutSize": ["100%", 300]}
      """#)
    #expect(s.preferredLayoutSize == LayoutSize(width: .fraction(0.5), height: .points(10)))
    #expect(s.minLayoutSize == LayoutSize(width: .auto, height: .points(5)))
    #expect(s.maxLayoutSize == LayoutSize(width: .fraction(1), height: .points(300)))
  }

  @Test func alignSelfValues() {
    for (text, value) in [
      ("auto", StackLayoutAlignSelf.auto), ("start", .start), ("END", .end), ("center", .center),
      ("stretch", .stretch),
    ] {
      #expect(style(#"{"alignSelf": "\#(text)"}"#).alignSelf == value)
    }
  }

  @Test func shorthandConflicts() {
    #expect(
      messages(#"{"type": "node", "style": {"width": 5, "preferredSize": [1, 2]}}"#) == [
        "1:40: error: 'preferredSize' conflicts with 'width': both set width; give only one of them"
      ])
    #expect(
      messages(
        #"{"type": "node", "style": {"maxLayoutSize": ["1pt", 2], "maxSize": [1, 2], "maxHeight": 3}}"#
      ) == [
        "1:57: error: 'maxSize' conflicts with 'maxLayoutSize': both set maxWidth and maxHeight; give only one of them",
        "1:76: error: 'maxHeight' conflicts with 'maxSize': both set maxHeight; give only one of them",
      ])
    // Shorthands for different dimensions do not conflict.
    #expect(
      messages(#"{"type": "node", "style": {"minSize": [1, 2], "maxSize": [3, 4], "width": 2}}"#)
        == [])
  }

  @Test func elementPropertyInStyle() {
    #expect(
      messages(#"{"type": "stack", "style": {"spacing": 3}}"#) == [
        "1:29: error: unknown key 'spacing' in style; 'spacing' is an element property: put it beside 'style', not in it"
      ])
  }
}
