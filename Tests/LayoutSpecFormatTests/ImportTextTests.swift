import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// Attributed strings as code builds them (Tests/ImportInputs/StoryCaptionNode.m and
// ReviewCellNode.swift): runs appended and given attributes over ranges, attribute
// dictionaries from helpers and locals, paragraph styles, app fonts given with `--font`;
// and code whose ranges or values an app would trap on, which import warns about.

@Suite struct ImportTextTests {
  static let fonts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")

  /// The runs of a text as written: each a string or `text|key=value|...` in key order.
  static func runs(_ doc: ImportedDocument, _ name: String) -> [String] {
    guard case .array(let items)? = doc.element(name)?["text"]?.value.content else { return [] }
    return items.map { item in
      guard case .object(let members) = item.content else {
        return ImportedDocument.text(item) ?? "?"
      }
      return members.map { member in
        member.key == "text"
          ? ImportedDocument.text(member.value) ?? "?"
          : "\(member.key)=\(ImportedDocument.text(member.value) ?? "?")"
      }.joined(separator: "|")
    }
  }

  /// `[[NSMutableAttributedString alloc] initWithString:]` then `addAttribute:value:range:`
  /// over the whole length and over `rangeOfString:`, a class method's attributes
  /// dictionary, runs appended from a local dictionary and from the model, a paragraph style
  /// made from the default one; a range past the end and attributes the description does not
  /// model are warnings.
  @Test func objectiveCRunsRangesAndParagraphStyles() throws {
    let doc = try ImportedDocument(["StoryCaptionNode.m"])
    // `[CaptionStyles authorStyle]`: the helper class's dictionary, its colour left out.
    #expect(doc.key("authorLabel", "font") == "system")
    #expect(doc.key("authorLabel", "fontSize") == "16")
    #expect(doc.key("authorLabel", "fontWeight") == "bold")
    #expect(doc.key("timeLabel", "kern") == "0.5")  // NSKernAttributeName: @(0.5)
    #expect(doc.key("timeLabel", "fontSize") == "12")
    // The body: the font over NSMakeRange(0, body.length), bold over "Pier 7" (its link
    // is drawing only), kern 1 from 8 to the end (the range is cut to the text).
    #expect(doc.key("bodyLabel", "font") == "system")
    #expect(doc.key("bodyLabel", "fontSize") == "15")
    #expect(
      Self.runs(doc, "bodyLabel") == [
        "Sunrise ", "over the bay, then coffee at |kern=1", "Pier 7|fontWeight=bold|kern=1",
        ".|kern=1",
      ])
    #expect(doc.key("bodyLabel", "kern") == nil)  // not every run's
    #expect(doc.key("bodyLabel", "lineSpacing") == "4")
    #expect(doc.key("bodyLabel", "paragraphSpacing") == "6")
    #expect(doc.key("bodyLabel", "maxLines") == "3")
    #expect(doc.warned("the range {8, 1000} is outside the text's 44 characters"))
    #expect(doc.warned("paragraphStyle.hyphenationFactor changes where lines break"))
    // Centred lines are as wide as left-aligned ones; a link only draws.
    #expect(!doc.warned("alignment"))
    #expect(!doc.warned("link"))
    // Appended runs: a local dictionary (its baseline offset warned about) and the model.
    #expect(
      Self.runs(doc, "placeLabel") == ["at ", "Lorem ipsum dolor sit am|fontWeight=semibold"])
    #expect(doc.key("placeLabel", "fontSize") == "13")
    #expect(doc.warned("the attribute baselineOffset is not modeled"))
    #expect(doc.warned("text: a 24-character placeholder for story.place"))
    #expect(doc.text.contains("# text: a 24-character placeholder for story.place"))
    let frames = try doc.layout()
    #expect(frames["bodyLabel"] != nil)
  }

  /// Swift: a static method's dictionary with a custom font and a paragraph style,
  /// `append(_:)`, `addAttribute(_:value:range:)` over `NSRange(location:length:)`,
  /// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`, runs of other
  /// fonts over literal ranges. With `--font`, the description carries the font file and
  /// lays out as the same description written by hand.
  @Test func swiftRunsAndAnAppFontGivenWithFont() throws {
    let inter = Self.fonts.appendingPathComponent("Inter-Regular.otf").path
    let doc = try ImportedDocument(
      ["ReviewCellNode.swift"], fonts: [.init(name: "Inter-Regular", path: inter)])
    #expect(
      Self.runs(doc, "ratingNode") == [
        "★★★★☆ |kern=2", "Lorem ipsum dolor sit am|fontWeight=semibold",
      ])
    #expect(doc.key("ratingNode", "paragraphSpacing") == "8")
    #expect(doc.warned("a paragraph style's lineBreakMode is left out"))
    #expect(doc.key("bodyNode", "font") == "Inter-Regular")
    #expect(doc.key("bodyNode", "lineHeightMultiple") == "1.25")
    #expect(doc.key("bodyNode", "minimumLineHeight") == "18")
    #expect(Self.runs(doc, "dishNode") == ["Cacio ", "e pepe|font=system"])
    #expect(doc.key("dishNode", "textEngine") == "coretext")
    #expect(doc.warned("part of the text has no font"))
    #expect(doc.warned("italic on part of the text"))
    // The file is in the description, and the name is not left for --font at layout.
    #expect(ImportedDocument.text(doc.value["fonts"]?.value["Inter-Regular"]?.value) == inter)
    #expect(!doc.warned("lay the description out with --font Inter-Regular"))
    let written = """
      fonts: { Inter-Regular: "\(inter)" }
      root:
        type: node
        layout:
          type: inset
          insets: [14, 14, 14, 14]
          child:
            type: vstack
            spacing: 6
            children:
              - type: text
                name: ratingNode
                font: system
                fontSize: 17
                paragraphSpacing: 8
                maxLines: 1
                text: [{ text: "★★★★☆ ", kern: 2 }, { text: "Lorem ipsum dolor sit am", fontWeight: semibold }]
              - type: text
                name: bodyNode
                font: Inter-Regular
                fontSize: 15
                lineHeightMultiple: 1.25
                minimumLineHeight: 18
                style: { flexShrink: 1 }
                text: "Handmade pasta, a short menu and a long queue: worth it."
              - type: text
                name: dishNode
                font: Inter-Regular
                fontSize: 13
                textEngine: coretext
                text: ["Cacio ", { text: "e pepe", font: system }]

      """
    let folder = URL(fileURLWithPath: "/")
    let (expected, _) = try ImportRoundTripTests.read(
      Array(written.utf8), file: "review.yaml", folder: folder)
    let (imported, _) = try ImportRoundTripTests.read(
      Array(doc.text.utf8), file: "imported.yaml", folder: folder)
    for size in ["375xany", "200xany"] {
      guard case .success(let range) = SizeSyntax.parse(size) else { throw CaseError(size) }
      let frames = ImportRoundTripTests.frames(imported.tree, range)
      #expect(frames == ImportRoundTripTests.frames(expected.tree, range), "\(size)")
      // Measured with Inter: the body's lines are at least its minimum line height.
      #expect(frames.count == 4)
    }
  }

  /// The description of `source`, checked to read back (with the font files given).
  static func imported(
    _ source: String, file: String = "Odd.m", fonts: [TextureImport.FontFile] = []
  ) throws -> (String, [ImportMessage]) {
    let result = TextureImport.run([.init(name: file, bytes: Array(source.utf8))], fonts: fonts)
    let text = try #require(result.text, "\(result.messages.map(\.rendered))")
    _ = try ImportRoundTripTests.read(
      Array(text.utf8), file: "imported.yaml", folder: URL(fileURLWithPath: "/"))
    return (text, result.messages)
  }

  /// A run without a font takes the text's: when the text's size is one no font has (left
  /// out), the warning names the size the text keeps, never `null`.
  @Test func aRunWithoutAFontNamesTheSizeKept() throws {
    let source = """
      @implementation HugeNode
      - (instancetype)init
      {
        self = [super init];
        NSMutableAttributedString *t = [[NSMutableAttributedString alloc] initWithString:@"ab"];
        [t addAttribute:NSFontAttributeName value:[UIFont systemFontOfSize:1e400] range:NSMakeRange(0, 1)];
        _label = [[ASTextNode alloc] init];
        _label.attributedText = t;
        return self;
      }
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:_label];
      }
      @end

      """
    let (_, messages) = try Self.imported(source)
    let warnings = messages.map(\.message)
    #expect(warnings.contains { $0.contains("it takes the text's system at 17") }, "\(warnings)")
    #expect(!warnings.contains { $0.contains("null") }, "\(warnings)")
  }

  /// Ranges an app would trap on (NSRangeException), huge and not-a-number literals, a
  /// search that finds nothing, an empty string, a character cut in two: warnings, and a
  /// description that reads back.
  @Test func rangesAndValuesAnAppWouldTrapOnAreWarnings() throws {
    let source = """
      @interface OddNode : ASDisplayNode
      @property (nonatomic, strong) ASTextNode *label;
      @property (nonatomic, strong) ASTextNode *empty;
      @end
      @implementation OddNode
      - (instancetype)init
      {
        self = [super init];
        NSMutableAttributedString *t = [[NSMutableAttributedString alloc] initWithString:@"ab😀cd"
          attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:14]}];
        [t addAttribute:NSKernAttributeName value:@1 range:NSMakeRange(1e300, 5)];
        [t addAttribute:NSKernAttributeName value:@2 range:NSMakeRange(-3, 2)];
        [t addAttribute:NSKernAttributeName value:@3 range:NSMakeRange(0, 0.0 / 0.0)];
        [t addAttribute:NSKernAttributeName value:@4 range:[@"ab" rangeOfString:@"zz"]];
        [t addAttribute:NSFontAttributeName value:[UIFont systemFontOfSize:1e400] range:NSMakeRange(3, 1)];
        [t addAttribute:NSKernAttributeName value:@(0.0 / 0.0) range:NSMakeRange(0, 1)];
        NSMutableParagraphStyle *p = [[NSMutableParagraphStyle alloc] init];
        p.lineSpacing = -5;
        p.paragraphSpacing = 1e999;
        p.minimumLineHeight = 20;
        [t addAttribute:NSParagraphStyleAttributeName value:p range:NSMakeRange(0, 2)];
        _label = [[ASTextNode alloc] init];
        _label.attributedText = t;
        NSMutableAttributedString *e = [[NSMutableAttributedString alloc] init];
        [e addAttribute:NSFontAttributeName value:[UIFont systemFontOfSize:12] range:NSMakeRange(0, 4)];
        _empty = [[ASTextNode alloc] init];
        _empty.attributedText = e;
        return self;
      }
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
          spacing:0 justifyContent:ASStackLayoutJustifyContentStart
          alignItems:ASStackLayoutAlignItemsStart children:@[_label, _empty]];
      }
      @end

      """
    let (text, messages) = try Self.imported(source)
    let warnings = messages.map(\.message)
    func warned(_ fragment: String) -> Bool { warnings.contains { $0.contains(fragment) } }
    #expect(warned("the range {1e+300, 5} is outside the text's 6 characters"))
    #expect(warned("the range {-3, 2} is outside"))
    #expect(warned("which import cannot know: the attribute is applied to the whole text"))
    #expect(warned("the range starts at NSNotFound (what a search that finds nothing answers"))
    #expect(warned("paragraphStyle.paragraphSpacing is inf"))
    #expect(warned("fontSize is inf"))
    #expect(warned("the kern is"))
    #expect(warned("paragraphStyle.lineSpacing is negative"))
    #expect(warned("paragraph styles on parts of the text"))
    #expect(warned("is outside the text's 0 characters"))
    #expect(!text.contains("lineSpacing:"))  // taken as 0, the default
    #expect(text.contains("minimumLineHeight: 20"))
    #expect(text.contains("name: empty"))
  }

  /// A named variable font's weight is given by a UIFontDescriptor's traits, in both
  /// languages: the description's `fontWeight` sets the font's `wght` axis.
  @Test func fontDescriptorsGiveANamedFontsWeight() throws {
    let objc = """
      @interface WeightNode : ASDisplayNode
      @property (nonatomic, strong) ASTextNode *label;
      @end
      @implementation WeightNode
      - (instancetype)init
      {
        self = [super init];
        UIFontDescriptor *descriptor = [UIFontDescriptor fontDescriptorWithFontAttributes:@{
          UIFontDescriptorFamilyAttribute: @"Inter",
          UIFontDescriptorTraitsAttribute: @{UIFontWeightTrait: @(UIFontWeightSemibold)}}];
        _label = [[ASTextNode alloc] init];
        _label.attributedText = [[NSAttributedString alloc] initWithString:@"Hannah"
          attributes:@{NSFontAttributeName: [UIFont fontWithDescriptor:descriptor size:15]}];
        return self;
      }
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:_label];
      }
      @end

      """
    let swift = """
      final class WeightNode: ASDisplayNode {
        let label = ASTextNode()
        override init() {
          super.init()
          let descriptor = UIFontDescriptor(fontAttributes: [
            .name: "Inter", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold],
          ])
          label.attributedText = NSAttributedString(
            string: "Hannah", attributes: [.font: UIFont(descriptor: descriptor, size: 15)])
        }
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
          return ASWrapperLayoutSpec(layoutElement: label)
        }
      }

      """
    let inter = Self.fonts.appendingPathComponent("Inter-Variable.ttf").path
    for (source, file) in [(objc, "WeightNode.m"), (swift, "WeightNode.swift")] {
      let (text, messages) = try Self.imported(
        source, file: file, fonts: [.init(name: "Inter", path: inter)])
      #expect(
        text.contains("font: Inter\n      fontSize: 15\n      fontWeight: semibold\n"),
        "\(file)\n\(text)\n\(messages.map(\.rendered))")
    }
  }

  /// Code that gives every character its own attributes keeps at most
  /// `ImportAttributedString.maximumRuns` runs, with a warning, and stays fast.
  @Test func runsAreBounded() throws {
    let count = ImportAttributedString.maximumRuns * 2
    let attributes = (0..<count).map {
      "  [t addAttribute:NSKernAttributeName value:@\($0) range:NSMakeRange(\($0), 1)];"
    }.joined(separator: "\n")
    let source = """
      @interface ManyNode : ASDisplayNode
      @property (nonatomic, strong) ASTextNode *label;
      @end
      @implementation ManyNode
      - (instancetype)init
      {
        self = [super init];
        NSMutableAttributedString *t = [[NSMutableAttributedString alloc]
          initWithString:@"\(String(repeating: "x", count: count))"
          attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:14]}];
      \(attributes)
        _label = [[ASTextNode alloc] init];
        _label.attributedText = t;
        return self;
      }
      - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
      {
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:_label];
      }
      @end

      """
    let (text, messages) = try Self.imported(source)
    #expect(messages.contains { $0.message.contains("as many as import keeps") })
    let runs = text.split(separator: "\n").filter { $0.contains("{ text: x, kern:") }
    #expect(runs.count > 0 && runs.count < ImportAttributedString.maximumRuns)
  }

  /// Swift's forms of the same: `NSMutableAttributedString(string:)`, `addAttributes(_:range:)`
  /// with a dictionary in a local, `setAttributes` replacing, `removeAttribute`, a string's
  /// `count` and `utf16.count` as the length, `NSRange(r, in: s)` passing a range on, a
  /// dictionary filled by subscripts.
  @Test func swiftFormsOfTheSameMutations() throws {
    let source = """
      final class SwiftTextNode: ASDisplayNode {
        let label = ASTextNode()
        let small = ASTextNode()
        override init() {
          super.init()
          var attributes = [NSAttributedString.Key: Any]()
          attributes[.font] = UIFont.systemFont(ofSize: 9)
          attributes[.kern] = 3
          small.attributedText = NSAttributedString(string: "fine print", attributes: attributes)
          let words = "Open late tonight"
          let text = NSMutableAttributedString(string: words)
          let big: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .kern: 1]
          text.addAttributes(big, range: NSRange(location: 0, length: words.utf16.count))
          text.setAttributes([.font: UIFont.systemFont(ofSize: 12)], range: NSRange(location: 5, length: 4))
          text.removeAttribute(.kern, range: NSRange(NSMakeRange(0, 4), in: words))
          label.attributedText = text
        }
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
          return ASStackLayoutSpec(
            direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
            children: [label, small])
        }
      }

      """
    let (text, messages) = try Self.imported(source, file: "SwiftTextNode.swift")
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      lines.joined(separator: "\n").contains(
        """
        text:
        - Open
        - { text: " ", kern: 1 }
        - { text: late, fontSize: 12 }
        - { text: " tonight", kern: 1 }
        font: system
        fontSize: 20
        """), "\(text)\n\(messages.map(\.rendered))")
    #expect(
      text.contains(
        #"{ type: text, name: small, text: "fine print", font: system, fontSize: 9, kern: 3 }"#),
      "\(text)")
  }
}
