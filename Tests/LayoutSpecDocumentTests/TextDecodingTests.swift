// A text node's font keys, its runs, and the envelope's `fonts` and `textEngine`
// (docs/format.md sections 1.2, 2.3 and 5.5).

import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

/// The attributes of the root text node.
private func attributes(_ text: String) -> TextAttributes? {
  guard case .text(let node) = root(text).kind else { return nil }
  return node.attributes
}

@Suite struct TextDecodingTests {
  @Test func withoutAFontTheModelMeasuresAndFontKeysWarn() {
    let document = #"{ "type": "text", "text": "Hi", "kern": 1, "truncation": "head" }"#
    #expect(attributes(document) == nil)
    #expect(
      messages(document) == [
        "1:33: warning: 'kern' has no effect without 'font': the text model measures this node",
        "1:44: warning: 'truncation' has no effect without 'font': the text model measures this node",
      ])
  }

  @Test func everyFontKeyWarnsWithoutAFont() {
    for key in DocumentDecoder.fontedTextKeys {
      let found = messages(#"{"type": "text", "text": "Hi", "\#(key.text)": 1}"#)
      let warning = "'\(key.text)' has no effect without 'font': the text model measures this node"
      #expect(found.contains { $0.hasSuffix("warning: " + warning) }, "\(key.text): \(found)")
    }
  }

  /// Issue 30 item 7: a NaN is an error wherever it appears, also in a key that has no
  /// effect without a font (it only warned), and so is any invalid value there.
  @Test func fontKeysWithoutAFontAreStillChecked() {
    #expect(
      messages(#"{ "type": "text", "text": "Hi", "kern": "= 0 / 0" }"#) == [
        "1:33: warning: 'kern' has no effect without 'font': the text model measures this node",
        "1:41: error: 'kern' must be a finite number, and 0 / 0 is not a number",
      ])
    let inset = messages(#"{ "type": "text", "text": "Hi", "textContainerInset": "= 0 / 0" }"#)
    #expect(inset.contains { $0.contains("error: 'textContainerInset' must be a finite number") })
    for key in [
      "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "lineSpacing",
      "paragraphSpacing", "paragraphSpacingBefore",
    ] {
      let found = messages(#"{"type": "text", "text": "Hi", "\#(key)": "= 0 / 0"}"#)
      #expect(found.contains { $0.contains("error: '\(key)' must be a finite number") }, "\(found)")
    }
    let engine = messages(#"{"type": "text", "text": "Hi", "textEngine": "webkit"}"#)
    #expect(engine.contains { $0.contains("error:") }, "\(engine)")
    let run = messages(#"{"type": "text", "text": [{"text": "Hi", "kern": "= 0 / 0"}]}"#)
    #expect(run.contains { $0.contains("error: 'kern' must be a finite number") }, "\(run)")
  }

  /// A Dynamic Type text style is a font's size and weight: without a font it is not a
  /// number, and the message says what it needs.
  @Test func aTextStyleWithoutAFontSaysItNeedsOne() {
    #expect(
      messages(#"{ "type": "text", "text": "Hi", "fontSize": "body" }"#) == [
        "1:45: error: 'fontSize: body' is a Dynamic Type text style, which only a node with "
          + "'font' takes (font: system for the system font)"
      ])
  }

  @Test func aFontedNodeHasItsParagraphStyleTruncationAndEngine() throws {
    let found = try #require(
      attributes(
        #"""
        { "fonts": {}, "textEngine": "coretext",
          "root": { "type": "text", "text": "Hi", "font": "system", "fontSize": 15,
            "minimumLineHeight": 20, "lineSpacing": 2, "truncation": "middle",
            "truncationToken": "...", "textContainerInset": [1, 2, 3, 4] } }
        """#))
    #expect(found.engine == .coreText)
    #expect(found.truncation == .middle)
    #expect(found.truncationToken == "...")
    #expect(found.textContainerInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(found.paragraphStyle.minimumLineHeight == 20)
    #expect(found.paragraphStyle.lineSpacing == 2)
    #expect(found.runs.map(\.fontSize) == [15])
  }

  @Test func runsTakeTheNodesValuesUnlessTheyGiveTheirOwn() throws {
    let found = try #require(
      attributes(
        #"""
        { "type": "text", "font": "system", "fontSize": 15, "fontWeight": "bold", "kern": 0.5,
          "text": ["Open ", { "text": "today", "fontSize": 20, "fontWeight": 300, "kern": 0 }] }
        """#))
    #expect(found.runs.map(\.text) == ["Open ", "today"])
    #expect(found.runs.map(\.fontSize) == [15, 20])
    #expect(found.runs.map(\.fontWeight) == [700, 300])
    #expect(found.runs.map(\.kern) == [0.5, 0])
  }

  /// A Dynamic Type text style as `fontSize`: its size, and headline's semibold weight.
  @Test func aTextStyleGivesSizeAndWeight() throws {
    let found = try #require(
      attributes(#"{ "type": "text", "text": "Hi", "font": "system", "fontSize": "headline" }"#))
    #expect(found.runs.map(\.fontSize) == [17])
    #expect(found.runs.map(\.fontWeight) == [600])
  }

  @Test func theModelsLineHeightWarnsWithAFont() {
    #expect(
      messages(#"{ "type": "text", "text": "", "font": "system", "lineHeight": 30 }"#) == [
        "1:49: warning: 'lineHeight' is the text model's; with 'font' use 'minimumLineHeight' and 'maximumLineHeight'"
      ])
  }

  @Test func fontsEntriesMustBePaths() {
    #expect(
      messages(#"{ "fonts": [], "root": { "type": "node" } }"#) == [
        "1:12: error: 'fonts' must be an object from a font name to a font file, such as { Inter: \"fonts/Inter.otf\" }, found an array"
      ])
  }

  @Test func anEnvelopeWithFontsButNoRootLostItsRoot() {
    #expect(
      messages(#"{ "fonts": { "A": "a.ttf" } }"#) == [
        "1:1: error: an envelope with 'fonts' needs a 'root' element"
      ])
  }

  @Test func theEnvelopesFontFilesAreListedForTheCaller() {
    let parsed = DocumentReader.parse(
      Array(#"{ "fonts": { "Inter": "f/Inter.otf", "Bad": 3 }, "root": { "type": "node" } }"#.utf8),
      file: "t.json")
    let entries = DocumentReader.fontFiles(in: parsed)
    #expect(entries.map(\.name) == ["Inter"])
    #expect(entries.map(\.path) == ["f/Inter.otf"])
    #expect(entries.map(\.location.column) == [23])
  }

  @Test func theButtonsTitleFont() throws {
    let tree = tree(
      #"{ "type": "button", "title": "OK", "titleFont": "system", "titleFontSize": 20 }"#)
    let title = (0..<tree.count).map { ElementID($0) }.first { tree.type(of: $0) == .text }
    let id = try #require(title)
    guard case .text(let node) = tree.kind(of: id) else {
      Issue.record("no title")
      return
    }
    #expect(node.attributes?.runs.map(\.fontSize) == [20])
  }

  /// A library caller that reads no font files gets the model for the envelope's fonts,
  /// with a warning at the entry.
  @Test func anUnreadFontFileIsMeasuredByTheModel() throws {
    let document = #"""
      { "fonts": { "Inter": "Inter.otf" },
        "root": { "type": "text", "text": "Hi", "font": "Inter", "fontSize": 10 } }
      """#
    #expect(
      messages(document) == [
        "1:23: warning: font 'Inter': its file was not read (the caller gave no FontCatalog with it), so the text model measures it"
      ])
    let tree = tree(document)
    var context = LayoutContext(tree: tree, scale: 2)
    let layout = context.layoutRoot(SizeRange(min: .zero, max: Size(width: 100, height: 100)))
    #expect(layout.size == Size(width: 10, height: 10))
  }
}
