//
//  FeedItemNode.swift
//  A feed item written the way older Swift examples write cells: optional subnode
//  properties assigned from locals in init, text attributes kept in a styles class, and a
//  subnode that exists only when the item has a photo, tested in init and again in the
//  layout.
//

import AsyncDisplayKit

class FeedStyles {
  static var headline: [String: Any] = {
    return [NSFontAttributeName: UIFont.boldSystemFont(ofSize: 16.0)]
  }()
}

class FeedItemNode: ASCellNode {
  var item: FeedItem?
  var headlineNode: ASTextNode?
  var photoNode: ASNetworkImageNode?

  init(item: FeedItem) {
    super.init()
    self.item = item
    let headlineNode = ASTextNode()
    headlineNode.attributedText = NSAttributedString(string: "Weekend markets", attributes: FeedStyles.headline)
    self.headlineNode = headlineNode
    self.addSubnode(headlineNode)
    if item.photoURL != nil {
      let photoNode = ASNetworkImageNode()
      photoNode.style.preferredSize = CGSize(width: 64, height: 64)
      self.photoNode = photoNode
      self.addSubnode(photoNode)
    }
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    var rowChildren = [ASLayoutElement]()
    let headline = self.headlineNode!
    headline.style.flexShrink = 1.0
    rowChildren.append(headline)
    if item.photoURL != nil {
      rowChildren.append(self.photoNode!)
    }
    let row = ASStackLayoutSpec(direction: .horizontal, spacing: 10.0, justifyContent: .spaceBetween,
                                alignItems: .center, children: rowChildren)
    return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: row)
  }
}
