//
//  ArticleCellNode.swift
//  A news article cell in the style of Texture's Swift examples: constants in an enum,
//  subnodes made in property initializers, fonts set in init, a thumbnail sized from the
//  constrained width.
//

import AsyncDisplayKit

private let horizontalPadding: CGFloat = 16
private let verticalPadding: CGFloat = horizontalPadding / 2

enum ArticleStyle {
  static let titleSize: CGFloat = 18
  static let summaryLines: UInt = 3
}

final class ArticleCellNode: ASCellNode {
  private let titleNode: ASTextNode = {
    let node = ASTextNode()
    node.maximumNumberOfLines = 2
    return node
  }()
  private let summaryNode = ASTextNode2()
  private let thumbnailNode = ASNetworkImageNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    titleNode.attributedText = NSAttributedString(
      string: "Swift on the server, five years on",
      attributes: [.font: UIFont.systemFont(ofSize: ArticleStyle.titleSize, weight: .bold)])
    summaryNode.attributedText = NSAttributedString(
      string: "What changed since the first frameworks, and what did not.",
      attributes: [NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .body)])
    summaryNode.maximumNumberOfLines = ArticleStyle.summaryLines
    summaryNode.truncationMode = .byTruncatingTail
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let side = constrainedSize.max.width / 4
    thumbnailNode.style.preferredSize = CGSize(width: side, height: side)

    let text = ASStackLayoutSpec.vertical()
    text.spacing = 4
    text.children = [titleNode, summaryNode]
    text.style.flexShrink = 1
    text.style.flexGrow = 1

    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                                alignItems: .start, children: [text, thumbnailNode])
    return ASInsetLayoutSpec(
      insets: UIEdgeInsets(top: verticalPadding, left: horizontalPadding,
                           bottom: verticalPadding, right: horizontalPadding),
      child: row)
  }
}
