import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// Cells written for the project in the style of Texture's example apps (Tests/ImportInputs),
// imported; each test says what the description must hold, element by element, and that it
// reads back and lays out. Values are checked in the YAML as written, so that a key import
// writes differently (`preferredSize` against `width`/`height`) is a visible change.

struct ImportedDocument {
  let text: String
  let value: Value
  let messages: [ImportMessage]

  static let inputs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ImportInputs")

  init(_ files: [String], className: String? = nil, fonts: [TextureImport.FontFile] = []) throws {
    let sources = try files.map { name in
      TextureImport.SourceFile(
        name: name, bytes: [UInt8](try Data(contentsOf: Self.inputs.appendingPathComponent(name))))
    }
    let result = TextureImport.run(sources, className: className, fonts: fonts)
    messages = result.messages
    text = try #require(result.text, "\(result.messages.map(\.rendered))")
    let (read, diagnostics) = YAMLReader.read(Array(text.utf8), file: "imported.yaml")
    value = try #require(read, "not YAML: \(diagnostics)\n\(text)")
  }

  /// The first element (breadth first, in writing order) named `name`: under `root` in an
  /// envelope (not a variant's patch), then in the components.
  func element(_ name: String, in start: Value? = nil) -> Value? {
    var pending = [start ?? value["root"]?.value ?? value]
    if start == nil, let components = value["components"]?.value { pending.append(components) }
    while !pending.isEmpty {
      let current = pending.removeFirst()
      switch current.content {
      case .object(let members):
        if case .string(name)? = current["name"]?.value.content { return current }
        pending += members.map(\.value)
      case .array(let items): pending += items
      default: break
      }
    }
    return nil
  }

  /// `key` of `element` as written: a number, a string or a flow list, as text.
  static func text(_ value: Value?) -> String? {
    switch value?.content {
    case .number(let n)?: return NumberFormat.json(n)
    case .string(let s)?: return s
    case .bool(let b)?: return b ? "true" : "false"
    case .array(let items)?:
      return "[" + items.compactMap { text($0) }.joined(separator: ", ") + "]"
    default: return nil
    }
  }

  func key(_ element: String, _ key: String) -> String? {
    Self.text(self.element(element)?[key]?.value)
  }

  func style(_ element: String, _ key: String) -> String? {
    Self.text(self.element(element)?["style"]?.value[key]?.value)
  }

  /// The document reads back without errors and lays out at `size`; the frames of the
  /// flattened nodes, by name, as `check` compares them.
  func layout(_ size: String = "375xany") throws -> [String: PrintedFrame] {
    let result = DocumentReader.read(Array(text.utf8), file: "imported.yaml")
    let document = try #require(result.document, "\(result.diagnostics.map(\.rendered))\n\(text)")
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.rendered))")
    guard case .success(let range) = SizeSyntax.parse(size) else { throw CaseError("size") }
    let laidOut = LayoutResult.evaluate(document.tree, in: range, scale: 2)
    var frames: [String: PrintedFrame] = [:]
    for item in laidOut.layouts.flattenedNodes(in: document.tree, pixels: laidOut.pixels) {
      if let name = document.tree.name(of: item.element) {
        frames[name] = PrintedFrame(
          x: item.position.x, y: item.position.y, width: item.size.width, height: item.size.height)
      }
    }
    return frames
  }

  func warned(_ fragment: String) -> Bool {
    messages.contains { $0.severity == .warning && $0.message.contains(fragment) }
  }
}

func close(_ value: Double?, _ expected: Double) -> Bool {
  guard let value else { return false }
  return abs(value - expected) < 0.01
}

@Suite struct ImportCellTests {
  /// #define constants (one defined from another), a static const, nested stacks with an
  /// inset and a ratio, fonts and line limits set in init.
  @Test func objectiveCHeaderWithDefinesInsetsAndRatio() throws {
    let doc = try ImportedDocument(["ProfileHeaderNode.m"])
    #expect(doc.key("ProfileHeaderNode", "type") == "node")
    let layout = try #require(doc.value["layout"]?.value)
    #expect(ImportedDocument.text(layout["type"]?.value) == "vstack")
    #expect(doc.key("bannerImageNode", "type") == "networkImage")
    #expect(doc.text.contains("ratio: 0.5625"))  // BANNER_RATIO (9.0 / 16.0)
    #expect(doc.text.contains("insets: [12, 12, 12, 12]"))  // EDGE_INSET, through a local
    #expect(doc.text.contains("spacing: 6"))  // EDGE_INSET / 2
    #expect(doc.text.contains("spacing: 2"))  // kNameHandleSpacing
    #expect(doc.key("avatarNode", "type") == "networkImage")
    #expect(doc.style("avatarNode", "preferredSize") == "[48, 48]")
    #expect(doc.key("nameLabel", "text") == "Grace Hopper")
    #expect(doc.key("nameLabel", "font") == "system")
    #expect(doc.key("nameLabel", "fontSize") == "17")
    #expect(doc.key("nameLabel", "fontWeight") == "semibold")
    #expect(doc.key("nameLabel", "maxLines") == "1")
    #expect(doc.key("nameLabel", "truncation") == nil)  // tail is the default
    #expect(doc.key("handleLabel", "fontSize") == "14")  // (NAME_FONT_SIZE - 3)
    let frames = try doc.layout()
    #expect(frames["avatarNode"]?.width == 48)
    #expect(frames["bannerImageNode"]?.height == 210.5)  // 375 * 9 / 16, floored to the pixel
  }

  /// Swift: file `let` constants, an enum's static lets, a subnode made in a property
  /// initializer closure, ASTextNode2, text styles, a size computed from constrainedSize.
  @Test func swiftArticleWithLetConstantsAndAnExpression() throws {
    let doc = try ImportedDocument(["ArticleCellNode.swift"])
    #expect(doc.text.contains("insets: [8, 16, 8, 16]"))  // verticalPadding = horizontalPadding / 2
    #expect(doc.key("titleNode", "maxLines") == "2")  // set in the initializer closure
    #expect(doc.key("titleNode", "fontSize") == "18")  // ArticleStyle.titleSize
    #expect(doc.key("titleNode", "fontWeight") == "bold")
    #expect(doc.key("summaryNode", "fontSize") == "body")
    #expect(doc.key("summaryNode", "maxLines") == "3")  // ArticleStyle.summaryLines
    #expect(doc.key("summaryNode", "textEngine") == "coretext")  // an ASTextNode2 with a font
    #expect(doc.style("thumbnailNode", "width") == "= max.width / 4")
    #expect(doc.style("thumbnailNode", "height") == "= max.width / 4")
    #expect(doc.messages.isEmpty, "\(doc.messages.map(\.rendered))")
    let frames = try doc.layout()
    #expect(close(frames["thumbnailNode"]?.width, 94))  // 375 / 4, rounded up to the pixel
  }

  /// An `if` on the model and a ternary on the model: two variants, named from the
  /// conditions, the first arm being the default.
  @Test func branchesOnTheModelBecomeVariants() throws {
    let doc = try ImportedDocument(["ListingCellNode.m"])
    let variants = try #require(doc.value["variants"]?.value)
    guard case .object(let members) = variants.content else { throw CaseError("no variants") }
    #expect(members.map(\.key) == ["noSoldOut", "noDiscount"])
    #expect(doc.key("soldOutLabel", "text") == "SOLD OUT")
    #expect(doc.key("soldOutLabel", "fontWeight") == "bold")
    #expect(doc.text.contains("- { name: discountLabel, remove: true }"))
    // The price comes from the model: a placeholder, said where it came from.
    #expect(doc.key("priceLabel", "text")?.count == NodeContent.placeholderLength)
    #expect(doc.text.contains("# text: a 24-character placeholder for listing.priceText"))
    #expect(doc.warned("a branch on app state"))
    let frames = try doc.layout()
    #expect(frames["soldOutLabel"] != nil)
  }

  /// A loop over app data: one representative iteration, a warning and a comment.
  @Test func aLoopKeepsOneIteration() throws {
    let doc = try ImportedDocument(["TagListNode.swift"])
    let loop = try #require(doc.messages.first { $0.message.contains("loop over tags") })
    #expect(loop.position == SourcePosition(line: 23, column: 5))
    #expect(doc.text.contains("# Tests") == false)
    #expect(doc.text.contains("a loop over tags: one representative iteration is kept"))
    #expect(doc.key("node", "type") == "text")
    #expect(doc.style("node", "spacingAfter") == "4")
    #expect(doc.text.contains("flexWrap: wrap"))
    #expect(doc.text.contains("lineSpacing: 6"))
    #expect(doc.key("headerNode", "text") == "Tags")
    _ = try doc.layout()
  }

  /// A subnode class with its own layoutSpecThatFits:, used twice: a component, and a
  /// `use` for each.
  @Test func customSubnodesUsedTwiceAreComponents() throws {
    let doc = try ImportedDocument(["CommentCellNode.m"])
    let component = try #require(doc.value["components"]?.value["ReactionBarNode"]?.value)
    #expect(ImportedDocument.text(component["type"]?.value) == "node")
    #expect(doc.style("iconNode", "preferredSize") == "[16, 16]")
    #expect(doc.key("countLabel", "text") == "12")
    #expect(doc.key("likesBar", "use") == "ReactionBarNode")
    #expect(doc.key("repliesBar", "use") == "ReactionBarNode")
    #expect(ImportedDocument.text(doc.value["root"]?.value["name"]?.value) == "CommentCellNode")
    let frames = try doc.layout()
    #expect(close(frames["likesBar"]?.width, 16 + 4 + 12))  // icon, spacing, "12" at 12 pt
  }

  /// Every other spec, Swift spellings: corner with an offset, background, overlay, center
  /// with `.XY`, absolute with a layoutPosition, relative, a wrapper; dimensions made three
  /// ways; a named font (which the user maps with --font).
  @Test func swiftSpecsOfEveryKind() throws {
    let doc = try ImportedDocument(["BadgeAvatarNode.swift"])
    for expected in [
      "type: corner", "cornerLocation: bottomRight", "offset: [-4, -4]", "type: background",
      "type: overlay", "centeringOptions: xy", "type: absolute", "sizing: sizeToFit",
      "type: relative", "horizontalPosition: center", "verticalPosition: start", "type: wrapper",
    ] {
      #expect(doc.text.contains(expected), "missing \(expected)")
    }
    #expect(doc.style("playIconNode", "preferredSize") == "[24, 24]")
    #expect(doc.style("newMarkerNode", "layoutPosition") == "[52, 0]")
    #expect(doc.style("captionNode", "maxWidth") == "80%")
    #expect(doc.key("captionNode", "font") == "Avenir-Medium")
    #expect(doc.warned("--font Avenir-Medium=PATH"))
  }

  /// NSMutableArray and addObject:, ASDimensionMake(MIN(...)) over the constrained size,
  /// flexBasis as a fraction, alignSelf, and a switch over an NS_ENUM of the file.
  @Test func mutableArraysMinOfTheSizeAndASwitch() throws {
    let doc = try ImportedDocument(["MessageBubbleNode.m"])
    #expect(doc.text.contains("maxWidth: \"= min(max.width * 2 / 3, 280)\""))
    #expect(doc.text.contains("flexBasis: \"50%\""))
    #expect(doc.style("timeLabel", "alignSelf") == "end")
    #expect(doc.text.contains("- { name: row, set: { justifyContent: end } }"))
    #expect(doc.key("messageLabel", "text") == "See you at six?")
    #expect(doc.key("timeLabel", "fontSize") == "11")
    let frames = try doc.layout("375x100")
    #expect(frames["bubbleNode"] != nil)
  }

  /// A layoutSpecBlock set in init, a text style, a spacer, text from the model.
  @Test func layoutSpecBlockInSwift() throws {
    let doc = try ImportedDocument(["SettingsRowNode.swift"])
    #expect(doc.key("titleNode", "fontSize") == "headline")
    #expect(doc.key("titleNode", "font") == "system")
    #expect(doc.key("detailNode", "maxLines") == "1")
    #expect(doc.text.contains("placeholder for setting.detail"))
    #expect(doc.text.contains("- { type: spacer, style: { flexGrow: 1 } }"))
    #expect(doc.style("toggleNode", "preferredSize") == "[51, 31]")
    let frames = try doc.layout()
    #expect(close(frames["toggleNode"]?.x, 375 - 16 - 51))
  }

  /// Several files: the root is the class no other class holds; --class picks another.
  @Test func severalFilesMakeOneDocument() throws {
    let doc = try ImportedDocument(["CommentCellNode.m", "ProfileHeaderNode.m"])
    #expect(ImportedDocument.text(doc.value["root"]?.value["name"]?.value) == "ProfileHeaderNode")
    #expect(doc.value["components"]?.value["CommentCellNode"] != nil)
    let picked = try ImportedDocument(
      ["CommentCellNode.m", "ProfileHeaderNode.m"], className: "CommentCellNode")
    #expect(ImportedDocument.text(picked.value["root"]?.value["name"]?.value) == "CommentCellNode")
  }
}

/// docs/import.md's worked example is what import writes: the Objective-C block imported
/// gives the YAML block and the warnings of the console block, line for line.
@Suite struct ImportDocExampleTests {
  static func blocks(_ fence: String, in text: String) -> [String] {
    text.components(separatedBy: "```" + fence + "\n").dropFirst().map {
      String($0.components(separatedBy: "```")[0])
    }
  }

  @Test func theWorkedExampleIsWhatImportWrites() throws {
    let page = try String(
      contentsOf: RoundTripDocument.repository.appendingPathComponent("docs/import.md"),
      encoding: .utf8)
    let source = try #require(Self.blocks("objc", in: page).first)
    let expected = try #require(Self.blocks("yaml", in: page).first)
    let console = try #require(Self.blocks("console", in: page).first)
    let result = TextureImport.run([.init(name: "PhotoCellNode.m", bytes: Array(source.utf8))])
    #expect(result.text == expected)
    let warnings = console.split(separator: "\n").dropFirst().map(String.init)
    #expect(result.messages.map(\.rendered) == warnings)
  }
}

@Suite struct ImportValueTests {
  static func describe(_ body: String) -> String {
    let source = """
      @implementation A
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        ASDisplayNode *box = [[ASDisplayNode alloc] init];
      \(body)
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:box];
      }
      @end

      """
    return TextureImport.run([.init(name: "A.m", bytes: Array(source.utf8))]).text ?? ""
  }

  /// Rounding of the constrained size is an expression function; Texture's pixel rounding is
  /// written for the default scale.
  @Test func roundingOfTheSizeIsAnExpression() {
    #expect(
      Self.describe("  box.style.width = ASDimensionMake(floor(constrainedSize.max.width / 3));")
        .contains("width: \"= floor(max.width / 3)\""))
    #expect(
      Self.describe(
        "  box.style.height = ASDimensionMake(ASCeilPixelValue(constrainedSize.max.height / 3));"
      )
      .contains("height: \"= ceil(max.height / 3 * 2) / 2\""))
    #expect(
      Self.describe("  box.style.flexBasis = ASDimensionMake(ceil(10.2));").contains(
        "flexBasis: 11"))
  }

  /// Options in both spellings, enum constants of the file, `static const` arithmetic.
  @Test func constantsAndOptions() {
    let text = Self.describe(
      """
        box.style.preferredSize = CGSizeMake(2 * 20 + 4, (CGFloat)44);
        box.style.alignSelf = ASStackLayoutAlignSelfCenter;
        box.style.spacingBefore = -MAX(3, 8);
      """)
    #expect(text.contains("preferredSize: [44, 44]"))
    #expect(text.contains("alignSelf: center"))
    #expect(text.contains("spacingBefore: -8"))
  }
}

@Suite struct ImportOlderSwiftTests {
  /// Optional properties set from locals, attributes from a styles class, and one condition
  /// tested in init and in the layout: one variant takes the other arm of both.
  @Test func oneConditionInInitAndLayoutIsOneVariant() throws {
    let doc = try ImportedDocument(["FeedItemNode.swift"])
    #expect(doc.key("headlineNode", "text") == "Weekend markets")
    #expect(doc.key("headlineNode", "fontWeight") == "bold")
    #expect(doc.key("headlineNode", "fontSize") == "16")
    #expect(doc.style("headlineNode", "flexShrink") == "1")
    #expect(doc.style("photoNode", "preferredSize") == "[64, 64]")
    #expect(doc.text.contains("justifyContent: spaceBetween"))
    let variants = try #require(doc.value["variants"]?.value)
    guard case .object(let members) = variants.content else { throw CaseError("no variants") }
    #expect(members.map(\.key) == ["noPhotoURL"])
    #expect(doc.text.contains("- { name: photoNode, remove: true }"))
    let frames = try doc.layout()
    #expect(close(frames["photoNode"]?.x, 375 - 12 - 64))
  }
}

/// Inputs that once broke the import fuzz target (Tests/Fuzz/Regressions/import), run as the
/// target runs them: both languages, both formats; each ends with a description or an error.
@Suite struct ImportFuzzRegressionTests {
  @Test func regressionsEndWithADescriptionOrAnError() throws {
    let directory = RoundTripDocument.repository.appendingPathComponent(
      "Tests/Fuzz/Regressions/import")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
      for file in ["fuzz.m", "fuzz.swift"] {
        for format in [TextureImport.Format.yaml, .json] {
          let result = TextureImport.run([.init(name: file, bytes: bytes)], format: format)
          #expect(
            result.text != nil || result.messages.contains { $0.severity == .error }, "\(name)")
        }
      }
    }
  }
}

/// Idioms of Texture's Objective-C examples (ASDKgram, LayoutSpecExamples), in code of our own.
@Suite struct ImportObjectiveCIdiomTests {
  static let source = """
    #define SHOW_DEBUG_COLORS 0
    #define LABEL_FONT_SIZE 13

    @implementation BadgeRowNode
    {
      ASTextNode *_titleLabel;
      ASTextNode *_countLabel;
      Badge *_badge;
    }

    - (instancetype)initWithBadge:(Badge *)badge;
    {
      self = [super init];
      if (self) {
        _badge = badge;
        _titleLabel = [[ASTextNode alloc] init];
        _titleLabel.attributedText = [badge titleAttributedStringWithFontSize:LABEL_FONT_SIZE];
        _countLabel = [self makeLabel];
    #if SHOW_DEBUG_COLORS
        _titleLabel.style.width = ASDimensionMake(999);
    #endif
        __weak typeof(self) weakSelf = self;
        self.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
          __strong typeof(weakSelf) strongSelf = weakSelf;
          ASStackLayoutSpec *row = [ASStackLayoutSpec horizontalStackLayoutSpec];
          row.children = @[[strongSelf->_titleLabel styledWithBlock:^(ASLayoutElementStyle *style) {
            style.flexShrink = 1.0;
          }]];
          row.children = [row.children arrayByAddingObject:strongSelf->_countLabel];
          return row;
        };
      }
      return self;
    }

    - (ASTextNode *)makeLabel
    {
      ASTextNode *label = [[ASTextNode alloc] init];
      label.maximumNumberOfLines = 1;
      return label;
    }

    @end

    """

  @Test func blocksWeakSelfStyledWithBlockAndConditionalCode() throws {
    let result = TextureImport.run([.init(name: "BadgeRowNode.m", bytes: Array(Self.source.utf8))])
    let text = try #require(result.text, "\(result.messages.map(\.rendered))")
    #expect(text.contains("name: titleLabel"))
    #expect(text.contains("style: { flexShrink: 1 }"))
    #expect(text.contains("fontSize: 13"))  // the app's helper, at a known size
    #expect(text.contains("placeholder for [badge titleAttributedStringWithFontSize:]"))
    #expect(text.contains("name: countLabel"))
    #expect(text.contains("maxLines: 1"))  // set by the class's own helper
    #expect(!text.contains("999"))  // #if SHOW_DEBUG_COLORS, which is 0
    #expect(!result.messages.contains { $0.message.contains("not declared") })
  }
}

/// Import's own per-spec table is keyed by the type's name: a spec added to `ElementType`
/// must get a row, or import would make its element and drop every key.
@Suite struct ImportSpecTableTests {
  @Test func everySpecTypeHasImportKeys() {
    for type in ElementType.allCases where !type.isNode && type != .stack {
      #expect(ClassInstance.specKeys[type.rawValue] != nil, "\(type.rawValue): no row in specKeys")
    }
  }
}

/// `self.safeAreaInsets` (ASDisplayNode.h), which a full-screen node's `layoutSpecThatFits:`
/// insets its content by: the description's `safeArea.top` ... (docs/format.md 3.10).
@Suite struct ImportSafeAreaTests {
  @Test func objectiveCReadsTheWholeInsetsAndTheirSides() throws {
    let source = """
      @interface ScreenNode : ASDisplayNode
      @property (nonatomic, strong) ASDisplayNode *content;
      @property (nonatomic, strong) ASDisplayNode *toolbar;
      @end
      @implementation ScreenNode
      - (instancetype)init
      {
        self = [super init];
        _content = [[ASDisplayNode alloc] init];
        _toolbar = [[ASDisplayNode alloc] init];
        return self;
      }
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        _toolbar.style.height = ASDimensionMake(44 + self.safeAreaInsets.bottom);
        ASInsetLayoutSpec *top = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(self.safeAreaInsets.top + 8, 0, 0, self.safeAreaInsets.right) child:_content];
        ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
        stack.children = @[top, _toolbar];
        return [ASInsetLayoutSpec insetLayoutSpecWithInsets:self.safeAreaInsets child:stack];
      }
      @end

      """
    let (text, messages) = try ImportTextTests.imported(source, file: "ScreenNode.m")
    #expect(messages.isEmpty, "\(messages.map(\.rendered))")
    #expect(
      text.contains(
        #"insets: ["= safeArea.top", "= safeArea.left", "= safeArea.bottom", "= safeArea.right"]"#),
      "\(text)")
    #expect(text.contains(#"insets: ["= safeArea.top + 8", 0, 0, "= safeArea.right"]"#), "\(text)")
    #expect(text.contains(#"height: "= 44 + safeArea.bottom""#), "\(text)")
  }

  @Test func swiftReadsTheInheritedPropertyWithAndWithoutSelf() throws {
    let source = """
      final class ScreenNode: ASDisplayNode {
        let content = ASDisplayNode()
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
          content.style.height = ASDimensionMake(constrainedSize.max.height - safeAreaInsets.top - self.safeAreaInsets.bottom)
          content.style.width = ASDimensionMake(constrainedSize.max.width - safeAreaInsets.left * 2)
          return ASInsetLayoutSpec(insets: safeAreaInsets, child: content)
        }
      }

      """
    let (text, messages) = try ImportTextTests.imported(source, file: "ScreenNode.swift")
    #expect(messages.isEmpty, "\(messages.map(\.rendered))")
    #expect(
      text.contains(
        #"insets: ["= safeArea.top", "= safeArea.left", "= safeArea.bottom", "= safeArea.right"]"#),
      "\(text)")
    #expect(text.contains(#"height: "= max.height - safeArea.top - safeArea.bottom""#), "\(text)")
    #expect(text.contains(#"width: "= max.width - safeArea.left * 2""#), "\(text)")
  }
}

/// A layout that holds itself (`return self` wrapped, which no app can lay out) stops the
/// import; the error names the class whose layout does, at its declaration, not the root
/// class that holds it as a subnode.
@Suite struct ImportSelfHoldingLayoutTests {
  /// A cell holding a LoopNode: the one wrapping `self` is `holder`.
  static func errors(holder: String) -> [String] {
    let source = """
      @interface LoopNode : ASDisplayNode
      @end
      @implementation LoopNode
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        ASDisplayNode *box = [[ASDisplayNode alloc] init];
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:\(holder == "LoopNode" ? "self" : "box")];
      }
      @end

      @interface CellNode : ASCellNode
      @property (nonatomic, strong) LoopNode *loop;
      @end
      @implementation CellNode
      - (instancetype)init
      {
        self = [super init];
        _loop = [[LoopNode alloc] init];
        return self;
      }
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:\(holder == "CellNode" ? "self" : "_loop")];
      }
      @end

      """
    let result = TextureImport.run(
      [.init(name: "Cell.m", bytes: Array(source.utf8))], className: "CellNode")
    #expect(result.text == nil)
    return result.messages.filter { $0.severity == .error }.map(\.rendered)
  }

  @Test func theSubnodesClassIsNamed() {
    #expect(
      Self.errors(holder: "LoopNode") == [
        "Cell.m:1:1: error: LoopNode's layout holds itself (in CellNode's layout): import stops"
      ])
  }

  @Test func theRootClassIsNamedWhenItHoldsItself() {
    #expect(
      Self.errors(holder: "CellNode") == [
        "Cell.m:11:1: error: CellNode's layout holds itself: import stops"
      ])
  }
}
