import Testing

@testable import LayoutSpecDocument

@Suite struct WarningTests {
  @Test func stackChildPropertiesOutsideAStack() {
    #expect(
      messages(
        #"{"type": "inset", "child": {"type": "node", "style": {"flexGrow": 1, "alignSelf": "center", "spacingAfter": 2}}}"#
      )
        == [
          "1:55: warning: 'flexGrow' has no effect: only a parent stack reads it, and the parent is 'inset'",
          "1:70: warning: 'alignSelf' has no effect: only a parent stack reads it, and the parent is 'inset'",
          "1:93: warning: 'spacingAfter' has no effect: only a parent stack reads it, and the parent is 'inset'",
        ])
    // In a stack they are read.
    #expect(
      messages(
        #"{"type": "vstack", "children": [{"type": "node", "style": {"flexGrow": 1, "flexShrink": 1, "flexBasis": 3, "spacingBefore": 1}}]}"#
      )
        == [])
  }

  @Test func theRootHasNoParentStack() {
    #expect(
      messages(#"{"type": "node", "style": {"flexShrink": 1}}"#) == [
        "1:28: warning: 'flexShrink' has no effect on the root element: only a parent stack reads it"
      ])
  }

  @Test func layoutPositionOutsideAnAbsoluteSpec() {
    #expect(
      messages(
        #"{"type": "stack", "children": [{"type": "node", "style": {"layoutPosition": [1, 2]}}]}"#)
        == [
          "1:59: warning: 'layoutPosition' has no effect: only a parent 'absolute' spec reads it, and the parent is 'stack'"
        ])
    #expect(
      messages(
        #"{"type": "absolute", "children": [{"type": "node", "style": {"layoutPosition": [1, 2]}}]}"#
      )
        == [])
    #expect(
      messages(#"{"type": "node", "style": {"layoutPosition": [1, 2]}}"#) == [
        "1:28: warning: 'layoutPosition' has no effect on the root element: only a parent 'absolute' spec reads it"
      ])
  }

  @Test func alignmentsOverridingGivenProperties() {
    #expect(
      messages(
        #"{"type": "hstack", "justifyContent": "end", "alignItems": "start", "horizontalAlignment": "left"}"#
      )
        == [
          "1:20: warning: 'justifyContent' has no effect: 'horizontalAlignment' overrides it in a horizontal stack"
        ])
    #expect(
      messages(
        #"{"type": "vstack", "justifyContent": "end", "alignItems": "start", "horizontalAlignment": "left", "verticalAlignment": "top"}"#
      )
        == [
          "1:20: warning: 'justifyContent' has no effect: 'verticalAlignment' overrides it in a vertical stack",
          "1:45: warning: 'alignItems' has no effect: 'horizontalAlignment' overrides it in a vertical stack",
        ])
    // `none` overrides nothing.
    #expect(
      messages(#"{"type": "stack", "justifyContent": "end", "horizontalAlignment": "none"}"#) == [])
  }

  @Test func baselinesOnText() {
    #expect(
      messages(#"{"type": "text", "text": "a", "style": {"ascender": 3, "descender": -1}}"#) == [
        "1:41: warning: 'ascender' has no effect on a text node: its font metrics replace it",
        "1:56: warning: 'descender' has no effect on a text node: its font metrics replace it",
      ])
    // Empty text leaves them as the style has them.
    #expect(messages(#"{"type": "text", "text": "", "style": {"ascender": 3}}"#) == [])
  }

  @Test func warningsNeverFailTheDocument() {
    let result = readDocument(#"{"type": "node", "style": {"flexGrow": 1}}"#)
    #expect(result.diagnostics.count == 1 && !result.hasErrors)
    #expect(result.document != nil)
  }

  @Test func errorsAndWarningsInSourceOrder() {
    let text = """
      {"type": "vstack", "children": [
        {"type": "inset", "child": {"type": "node", "style": {"flexGrow": 1}}},
        {"type": "nod"},
        {"type": "text", "text": 3}
      ]}
      """
    #expect(
      messages(text) == [
        "2:57: warning: 'flexGrow' has no effect: only a parent stack reads it, and the parent is 'inset'",
        "3:12: error: unknown element type 'nod'; did you mean 'node'?",
        "4:28: error: 'text' must be a string, found the number 3",
      ])
    #expect(readDocument(text).document == nil)
  }
}
