import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// The plan `export` writes, whatever the language: names, component helpers, Texture's
// spellings. That the code compiles is ExportCompileTests' (CLITests) concern.

@Suite struct TextureExportTests {
  func swift(_ yaml: String, file: String = "card.yaml") throws -> String {
    let document = try #require(DocumentReader.read(Array(yaml.utf8), file: file).document)
    return TextureExport.code(document.tree, source: file, language: .swift)
  }

  @Test func namesBecomeUniqueIdentifiers() throws {
    let code = try swift(
      """
      type: hstack
      children:
        - { type: text, name: post time }
        - { type: text, name: post-time }
        - { type: image, name: style }
        - { type: image, name: "42" }
        - { type: text, name: "é" }
        - { type: node, name: newPost }
        - { type: node, name: safeAreaInsets }
      """)
    for expected in [
      "let postTime = ASTextNode()", "let postTime2 = ASTextNode()",
      "let safeAreaInsets2 = ASDisplayNode()",
      "let style2 = ASImageNode()", "let imageNode = ASImageNode()",
      "let textNode = ASTextNode()", "let theNewPost = ASDisplayNode()",
      "final class CardNode: ASDisplayNode",
    ] {
      #expect(code.contains(expected), "missing \(expected) in\n\(code)")
    }
  }

  @Test func classNamesComeFromTheFileOrTheRootNode() {
    #expect(ExportNamer.hostClassName(file: "samples/cells/post-node.yaml") == "PostNode")
    #expect(ExportNamer.hostClassName(file: "header.json") == "HeaderNode")
    #expect(ExportNamer.hostClassName(file: "<stdin>") == "StdinNode")
    #expect(ExportNamer.hostClassName(file: "2.yaml") == "Layout2Node")
    #expect(ExportNamer.hostClassName(file: "samples/2col.yaml") == "Layout2colNode")
    #expect(ExportNamer.hostClassName(file: "+++.yaml") == "LayoutNode")
    #expect(ExportNamer.hostClassNote(file: "post-node.yaml", className: "PostNode") == nil)
    #expect(
      ExportNamer.hostClassNote(file: "2col.yaml", className: "Layout2colNode")?.contains(
        "starts with a digit") == true)
    #expect(ExportNamer.nodeClassName("likes") == "LikesNode")
  }

  /// A spec component becomes a helper that takes the use's nodes; the style its uses
  /// share is set in the helper, the rest at each use. A use that replaces the component's
  /// children builds other specs: it is written out in place.
  @Test func specComponentsBecomeHelpersWhereTheirUsesAgree() throws {
    let code = try swift(
      """
      components:
        row:
          type: hstack
          spacing: 4
          style: { flexGrow: 1 }
          children:
            - { type: image, name: icon, imageSize: [16, 16] }
            - { type: text, name: label, text: Likes }
      root:
        type: vstack
        children:
          - { use: row }
          - { use: row, style: { spacingBefore: 8 } }
          - { use: row, children: [{ type: text, name: other }] }
      """)
    for expected in [
      "private func rowSpec(_ icon: ASImageNode, _ label: ASTextNode) -> ASStackLayoutSpec {",
      "    stackSpec.style.flexGrow = 1\n    return stackSpec",
      "let stackSpec = rowSpec(icon, label)", "let stackSpec2 = rowSpec(icon2, label2)",
      "stackSpec2.style.spacingBefore = 8",
      "children: [other])",
    ] {
      #expect(code.contains(expected), "missing \(expected) in\n\(code)")
    }
    #expect(!code.contains("rowSpec(other"))
  }

  /// A node component whose uses share a style gets a helper that sets it, and each use
  /// sets what it adds; one that only gives content (a font size) has no layout code, so no
  /// helper, and neither has one whose uses share no style (one overrides it).
  @Test func nodeComponentsSetTheStyleTheyShare() throws {
    let code = try swift(
      """
      components:
        separator: { type: image, imageSize: [3, 3], style: { flexGrow: 1 } }
        label: { type: text, fontSize: 20 }
        dot: { type: node, style: { preferredSize: [4, 4] } }
      root:
        type: vstack
        children:
          - { use: separator, name: top }
          - { use: label, name: title, text: Hi }
          - { use: separator, name: bottom, style: { spacingBefore: 2 } }
          - { use: dot, name: a }
          - { use: dot, name: b, style: { preferredSize: [8, 8] } }
      """)
    #expect(code.contains("applySeparatorStyle(to: top)"))
    #expect(code.contains("applySeparatorStyle(to: bottom)\n    bottom.style.spacingBefore = 2"))
    #expect(code.contains("private func applySeparatorStyle(to node: ASImageNode) {"))
    #expect(code.contains("node.style.flexGrow = 1"))
    #expect(!code.contains("applyLabelStyle"))
    #expect(!code.contains("applyDotStyle"))
    #expect(code.contains("b.style.preferredSize = CGSize(width: 8, height: 8)"))
  }

  /// Swift's spellings of the NS_OPTIONS constants: a 0 value is `[]`, an all-capitals rest
  /// is kept (`.XY`, as Texture's examples/LayoutSpecExamples-Swift writes it).
  @Test func optionsAreSpelledAsSwiftImportsThem() {
    #expect(TextureAPI.centeringOptions(.xy).swift == ".XY")
    #expect(TextureAPI.centeringOptions(.none).swift == "[]")
    #expect(TextureAPI.centeringOptions(.none).objc == "ASCenterLayoutSpecCenteringNone")
    #expect(TextureAPI.sizingOptions(.minimumXY).swift == ".minimumXY")
    #expect(TextureAPI.sizingOption(.default).swift == "[]")
    #expect(TextureAPI.justifyContent(.spaceBetween).swift == ".spaceBetween")
    #expect(TextureAPI.alignItems(.baselineFirst).objc == "ASStackLayoutAlignItemsBaselineFirst")
  }

  /// `ASDimensionMake(@"N%")` divides N by 100 (ASDimension.mm): used where that gives the
  /// fraction back exactly, else the fraction is written as it is.
  @Test func percentagesRoundTripThroughTexturesParser() {
    #expect(ExportPercent.percent(0.5) == "50")
    #expect(ExportPercent.percent(33.3 / 100) == "33.3")
    #expect(ExportPercent.percent(7.0 / 100) == "7")
    #expect(ExportPercent.percent(12.5 / 100) == "12.5")
    #expect(ExportPercent.percent(1.0 / 3.0) == nil)
  }

  /// A run of one precedence (what the reader makes of `1 + 2 - 3`, issue 30 item 1) is
  /// written from the left, in a loop: 200,000 terms neither recurse nor take long.
  @Test func runsOfOperationsAreWrittenInALoop() {
    let width = ExportExpression.constrained(.maxWidth)
    let run = ExportExpression.operations(
      width, [.init(.subtract, .number(2)), .init(.add, .number(3))])
    #expect(run.code(minimum: "m", maximum: "M") == "constrainedSize.max.width - 2 + 3")
    let product = ExportExpression.operations(
      run, [.init(.multiply, run), .init(.divide, .number(4))])
    #expect(
      product.code(minimum: "m", maximum: "M")
        == "(constrainedSize.max.width - 2 + 3) * (constrainedSize.max.width - 2 + 3) / 4")
    let right = ExportExpression.operations(.number(1), [.init(.subtract, run)])
    #expect(
      right.code(minimum: "m", maximum: "M") == "1 - (constrainedSize.max.width - 2 + 3)")
    let long = ExportExpression.operations(
      .number(1), Array(repeating: .init(.add, .number(1)), count: 200_000))
    let code = long.code(minimum: "m", maximum: "M")
    #expect(code.utf8.count == 1 + 200_000 * 4)
    #expect(code.hasSuffix("1 + 1 + 1"))
  }

  /// Expressions are written over `constrainedSize` with only the parentheses their
  /// precedence needs, `min` and `max` as the language's fmin and fmax.
  @Test func expressionsBecomeCodeOverTheConstrainedSize() {
    let width = ExportExpression.constrained(.maxWidth)
    let height = ExportExpression.constrained(.maxHeight)
    let ratio = ExportExpression.binary(
      .divide, .binary(.subtract, height, .number(96)), width)
    #expect(
      ratio.code(minimum: "fmin", maximum: "fmax")
        == "(constrainedSize.max.height - 96) / constrainedSize.max.width")
    let nested = ExportExpression.binary(
      .subtract, .number(1), .binary(.subtract, .number(2), .negate(width)))
    #expect(nested.code(minimum: "m", maximum: "M") == "1 - (2 - -constrainedSize.max.width)")
    let sum = ExportExpression.binary(.multiply, .binary(.add, width, .number(-2)), height)
    #expect(
      sum.code(minimum: "m", maximum: "M")
        == "(constrainedSize.max.width + -2) * constrainedSize.max.height")
    #expect(
      ExportExpression.minimum(width, .number(10)).code(
        minimum: "CGFloat.minimum", maximum: "CGFloat.maximum")
        == "CGFloat.minimum(constrainedSize.max.width, 10)")
  }

  /// Strings are written whole, escaped for each language: quotes, backslashes, line
  /// breaks, invisible characters; printable non-ASCII as it is.
  @Test func stringLiteralsAreEscapedForEachLanguage() {
    let text = "Say \"hi\"\\n\nnext\tcafé 🙂\u{200B}\u{1B}1??="
    #expect(
      ExportStrings.swift(text) == "\"Say \\\"hi\\\"\\\\n\\nnext\\tcafé 🙂\\u{200B}\\u{1B}1??=\"")
    #expect(
      ExportStrings.objc(text) == "@\"Say \\\"hi\\\"\\\\n\\nnext\\tcafé 🙂\\u200B\\0331?\\?=\"")
    #expect(ExportStrings.swift("\u{301}a") == "\"\\u{301}a\"")
    #expect(ExportStrings.objc("\u{E0001}") == "@\"\\U000E0001\"")
  }

  /// A text measured with fonts is exported as the attributed string it was measured with,
  /// in the class that measures it; the text model's text in the system font at its size.
  @Test func textsAreExportedAsMeasured() throws {
    let code = try swift(
      """
      fonts: { DejaVu: ../../Tests/Fonts/DejaVuSans.ttf }
      root:
        type: vstack
        children:
          - { type: text, name: model, text: "Hi", fontSize: 14 }
          - type: text
            name: card
            font: system
            fontWeight: bold
            fontSize: 15
            maxLines: 2
            truncation: middle
            truncationToken: "..."
            textContainerInset: [1, 2, 3, 4]
            lineSpacing: 2
            text: ["A \\"quoted\\" ", { text: "run", fontSize: 20, kern: 0 }]
          - { type: text, name: fast, font: system, textEngine: coretext, text: x,
              textContainerInset: [1, 1, 1, 1] }
      """, file: "samples/text/card.yaml")
    #expect(code.contains("let model = ASTextNode()  // the text model at 14 pt"))
    #expect(
      code.contains(
        "model.attributedText = NSAttributedString(string: \"Hi\", attributes: [.font: UIFont.systemFont(ofSize: 14)])"
      ))
    #expect(code.contains("let paragraphStyle = NSMutableParagraphStyle()"))
    #expect(code.contains("paragraphStyle.lineSpacing = 2"))
    #expect(
      code.contains(
        "text.append(NSAttributedString(string: \"A \\\"quoted\\\" \", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .bold), .paragraphStyle: paragraphStyle]))"
      ))
    #expect(code.contains(".kern: 0"))
    #expect(code.contains("card.maximumNumberOfLines = 2"))
    #expect(code.contains("card.truncationMode = .byTruncatingMiddle"))
    #expect(code.contains("card.truncationAttributedText = {"))
    #expect(
      code.contains("card.textContainerInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"))
    #expect(code.contains("let fast = ASTextNode2()"))
    // ASTextNode2's inset is declared by no header (ASTextNode+Beta.h has ASTextNode's):
    // Swift sets it by key-value coding.
    #expect(
      code.contains(
        "fast.setValue(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)), forKey: \"textContainerInset\")"
      ))
    let document = try #require(
      DocumentReader.read(
        Array(
          "root: { type: text, font: system, textEngine: coretext, text: x, textContainerInset: [1, 1, 1, 1] }"
            .utf8),
        file: "t.yaml"
      ).document)
    let objc = TextureExport.code(document.tree, source: "t.yaml", language: .objc)
    #expect(objc.contains("@interface ASTextNode2 (TextContainerInset)"))
    #expect(objc.contains("@property (nonatomic, strong, readonly) ASTextNode2 *textNode;"))
    #expect(objc.contains("_textNode.textContainerInset = UIEdgeInsetsMake(1, 1, 1, 1);"))
  }

  /// An image node gets a blank image of the document's size, which it measures
  /// (ASImageNode.mm `calculateSizeThatFits:` returns `image.size`); a button its title in
  /// the font it was measured with and its image (ASButtonNode.h), each for `.normal`. The
  /// comments say whose the content is.
  @Test func imagesAndButtonsAreSetAsTheDocumentMeasuresThem() throws {
    let yaml = """
      root:
        type: vstack
        children:
          - { type: image, name: photo, imageSize: [120, 80.5] }
          - { type: button, name: ok, title: OK, imageSize: [20, 20], contentSpacing: 4 }
          - { type: button, name: follow, title: Follow, titleFont: system, titleFontSize: 15,
              titleFontWeight: semibold }
          - { type: button, name: icon, imageSize: [24, 24] }
      """
    let code = try swift(yaml)
    for expected in [
      "let photo = ASImageNode()  // a blank 120 x 80.5 image stands for the app's",
      "photo.image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80.5)).image { _ in }",
      "let ok = ASButtonNode()  // the text model at 17 pt: the font is the app's; a blank 20 x 20 image stands for the app's",
      "ok.setTitle(\"OK\", with: UIFont.systemFont(ofSize: 17), with: nil, for: .normal)",
      "ok.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)",
      "ok.contentSpacing = 4",
      "follow.setTitle(\"Follow\", with: UIFont.systemFont(ofSize: 15, weight: .semibold), with: nil, for: .normal)",
      "let icon = ASButtonNode()  // a blank 24 x 24 image stands for the app's",
    ] {
      #expect(code.contains(expected), "missing \(expected) in\n\(code)")
    }
    #expect(!code.contains("icon.setTitle"), "\(code)")
    let document = try #require(DocumentReader.read(Array(yaml.utf8), file: "card.yaml").document)
    let objc = TextureExport.code(document.tree, source: "card.yaml", language: .objc)
    for expected in [
      "_photo.image = [[[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(120, 80.5)] imageWithActions:^(__unused UIGraphicsImageRendererContext *context) {}];",
      "[_ok setTitle:@\"OK\" withFont:[UIFont systemFontOfSize:17] withColor:nil forState:UIControlStateNormal];",
      "[_ok setImage:[[[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(20, 20)] imageWithActions:^(__unused UIGraphicsImageRendererContext *context) {}] forState:UIControlStateNormal];",
      "[_follow setTitle:@\"Follow\" withFont:[UIFont systemFontOfSize:15 weight:UIFontWeightSemibold] withColor:nil forState:UIControlStateNormal];",
    ] {
      #expect(objc.contains(expected), "missing \(expected) in\n\(objc)")
    }
  }

  /// A blank image is a bitmap of the document's size (nothing smaller measures the same,
  /// ASImageNode.mm `calculateSizeThatFits:` returning `image.size`): one longer than 8192
  /// points a side or larger than 2048 x 2048 points is refused, a button's image too,
  /// and one within the bounds is not, however thin.
  @Test func imagesBeyondTheBoundsAreFound() throws {
    let yaml = """
      root:
        type: vstack
        children:
          - { type: image, name: square, imageSize: [2048, 2048] }
          - { type: image, name: thin, imageSize: [0, 8192] }
          - { type: image, name: huge, imageSize: [1e300, 1e300] }
          - { type: image, name: long, imageSize: [8192.5, 1] }
          - { type: image, name: wide, imageSize: [4096, 1025] }
          - { type: button, name: icon, imageSize: [1000000, 1000000] }
      """
    let document = try #require(DocumentReader.read(Array(yaml.utf8), file: "card.yaml").document)
    let found = TextureExport.oversizedImages(in: document.tree)
    #expect(found.map { document.tree[$0.id].sourceLine } == [6, 7, 8, 9])
    #expect(found.map(\.width) == [1e300, 8192.5, 4096, 1_000_000])
    // A side computed from the constrained size is unknown: only the other is checked.
    #expect(TextureExport.isWritable(width: nil, height: 8192))
    #expect(!TextureExport.isWritable(width: nil, height: 8193))
    #expect(TextureExport.isWritable(width: 8192, height: nil))
    #expect(TextureExport.isWritable(width: 4096, height: 1024))
    #expect(!TextureExport.isWritable(width: 4096, height: 1024.25))
  }
}
