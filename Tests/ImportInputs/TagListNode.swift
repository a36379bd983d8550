//
//  TagListNode.swift
//  A wrapping list of tags, one text node per tag of the model: the loop runs over app
//  data, so import keeps one tag as the representative.
//

import AsyncDisplayKit

class TagListNode: ASDisplayNode {
  let tags: [String]
  private let headerNode = ASTextNode()
  private var tagNodes: [ASTextNode] = []

  init(tags: [String]) {
    self.tags = tags
    super.init()
    automaticallyManagesSubnodes = true
    headerNode.attributedText = NSAttributedString(string: "Tags", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    var children: [ASLayoutElement] = []
    for tag in tags {
      let node = ASTextNode()
      node.attributedText = NSAttributedString(string: tag, attributes: [.font: UIFont.systemFont(ofSize: 13)])
      node.style.spacingAfter = 4
      children.append(node)
    }
    let wrap = ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start,
                                 alignItems: .start, flexWrap: .wrap, alignContent: .start,
                                 lineSpacing: 6, children: children)
    let stack = ASStackLayoutSpec.vertical()
    stack.spacing = 8
    stack.children = [headerNode, wrap]
    return stack
  }
}
