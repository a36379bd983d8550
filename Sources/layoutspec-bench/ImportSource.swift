import Foundation
import LayoutSpecFormat

// The "import" section: `layoutspec import` over 10,000 lines of Texture code, in
// Objective-C and in Swift (cells like Tests/ImportInputs, repeated under other names), and
// over 4 times as many lines, where linear work takes about 4 times as long. Target: 10,000
// lines in under 100 ms (issue 31).

enum ImportSource {
  /// One Objective-C cell of 40 lines, its class and subnodes named after `index`.
  static func objcCell(_ index: Int) -> String {
    """
    #define CELL\(index)_INSET 12
    @interface Cell\(index)Node : ASCellNode
    @property (nonatomic, strong) ASNetworkImageNode *avatar;
    @property (nonatomic, strong) ASTextNode *title;
    @property (nonatomic, strong) ASTextNode *detail;
    @end
    @implementation Cell\(index)Node
    - (instancetype)init
    {
      if (!(self = [super init])) {
        return nil;
      }
      _avatar = [[ASNetworkImageNode alloc] init];
      _avatar.style.preferredSize = CGSizeMake(44, 44);
      _title = [[ASTextNode alloc] init];
      _title.attributedText = [[NSAttributedString alloc] initWithString:@"Title \(index)"
        attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:16 weight:UIFontWeightSemibold]}];
      _title.maximumNumberOfLines = 1;
      _detail = [[ASTextNode alloc] init];
      _detail.attributedText = [[NSAttributedString alloc] initWithString:@"Detail text of cell \(index)"
        attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:13]}];
      self.automaticallyManagesSubnodes = YES;
      return self;
    }
    - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
    {
      ASStackLayoutSpec *texts = [ASStackLayoutSpec verticalStackLayoutSpec];
      texts.spacing = 2;
      texts.children = @[_title, _detail];
      texts.style.flexShrink = 1;
      ASStackLayoutSpec *row = [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                                       spacing:CELL\(index)_INSET / 2
                                                                justifyContent:ASStackLayoutJustifyContentStart
                                                                    alignItems:ASStackLayoutAlignItemsCenter
                                                                      children:@[_avatar, texts]];
      return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(CELL\(index)_INSET, CELL\(index)_INSET, CELL\(index)_INSET, CELL\(index)_INSET)
                                                    child:row];
    }
    @end

    """
  }

  /// One Swift cell of 40 lines.
  static func swiftCell(_ index: Int) -> String {
    """
    private let cell\(index)Inset: CGFloat = 12
    final class Cell\(index)Node: ASCellNode {
      private let avatar = ASNetworkImageNode()
      private let title: ASTextNode = {
        let node = ASTextNode()
        node.maximumNumberOfLines = 1
        return node
      }()
      private let detail = ASTextNode()

      override init() {
        super.init()
        automaticallyManagesSubnodes = true
        avatar.style.preferredSize = CGSize(width: 44, height: 44)
        title.attributedText = NSAttributedString(
          string: "Title \(index)",
          attributes: [.font: UIFont.systemFont(ofSize: 16, weight: .semibold)])
        detail.attributedText = NSAttributedString(
          string: "Detail text of cell \(index)",
          attributes: [.font: UIFont.systemFont(ofSize: 13)])
      }

      override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let texts = ASStackLayoutSpec.vertical()
        texts.spacing = 2
        texts.children = [title, detail]
        texts.style.flexShrink = 1
        let row = ASStackLayoutSpec(
          direction: .horizontal,
          spacing: cell\(index)Inset / 2,
          justifyContent: .start,
          alignItems: .center,
          children: [avatar, texts])
        return ASInsetLayoutSpec(
          insets: UIEdgeInsets(top: cell\(index)Inset, left: cell\(index)Inset,
                               bottom: cell\(index)Inset, right: cell\(index)Inset),
          child: row)
      }
    }

    """
  }

  /// `lines` lines (about) of cells in one file.
  static func source(lines: Int, swift: Bool) -> [UInt8] {
    var text =
      swift ? "import AsyncDisplayKit\n\n" : "#import <AsyncDisplayKit/AsyncDisplayKit.h>\n\n"
    var index = 0
    while text.utf8.reduce(0, { $0 + ($1 == 0x0A ? 1 : 0) }) < lines {
      for _ in 0..<25 {
        text += swift ? swiftCell(index) : objcCell(index)
        index += 1
      }
    }
    return Array(text.utf8)
  }

  static func run(_ options: BenchOptions) {
    var table = Table(
      "import: Texture cells read into one description (every class a component), YAML out",
      ["source", "lines", "bytes", "time", "ms per 1,000 lines", "4x lines", "time ratio"])
    for swift in [false, true] {
      let small = source(lines: 10_000, swift: swift)
      let large = source(lines: 40_000, swift: swift)
      let name = swift ? "Cells.swift" : "Cells.m"
      let lines = small.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      let first = Timing.best(options.runs) { TextureImport.run([.init(name: name, bytes: small)]) }
      let second = Timing.best(max(1, options.runs / 2)) {
        TextureImport.run([.init(name: name, bytes: large)])
      }
      if first.result.text == nil {
        fail("import failed: \(first.result.messages.first?.rendered ?? "")")
      }
      table.row(
        swift ? "Swift" : "Objective-C", Show.count(lines), Show.count(small.count),
        Show.ms(first.seconds), Show.fixed(first.seconds * 1000 / Double(lines) * 1000, 2),
        Show.ms(second.seconds), Show.fixed(second.seconds / first.seconds, 2))
      table.note(
        "\(swift ? "Swift" : "Objective-C"): 10,000 lines in \(Show.ms(first.seconds)) (target < 100 ms)"
          + (first.seconds < 0.1 ? "" : "  MISSED"))
    }
    table.note("linear: a time ratio near 4")
    table.print()
  }
}
