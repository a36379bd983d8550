//
//  SettingsRowNode.swift
//  A settings row built with a layoutSpecBlock, as Texture's LayoutSpecExamples-Swift do for
//  small nodes: a title in the headline text style, a detail from the model, a switch-sized
//  node pushed to the right by a spacer.
//

import AsyncDisplayKit

struct Setting {
  let title: String
  let detail: String
}

final class SettingsRowNode: ASDisplayNode {
  private let titleNode = ASTextNode()
  private let detailNode = ASTextNode()
  private let toggleNode = ASDisplayNode()

  init(setting: Setting) {
    super.init()
    automaticallyManagesSubnodes = true
    titleNode.attributedText = NSAttributedString(
      string: "Notifications", attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
    detailNode.attributedText = NSAttributedString(
      string: setting.detail, attributes: [.font: UIFont.systemFont(ofSize: 13)])
    detailNode.maximumNumberOfLines = 1
    toggleNode.style.preferredSize = CGSize(width: 51, height: 31)

    layoutSpecBlock = { [unowned self] _, constrainedSize in
      let labels = ASStackLayoutSpec.vertical()
      labels.children = [self.titleNode, self.detailNode]
      labels.style.flexShrink = 1
      let spacer = ASLayoutSpec()
      spacer.style.flexGrow = 1
      let row = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                  alignItems: .center, children: [labels, spacer, self.toggleNode])
      return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16), child: row)
    }
  }
}
