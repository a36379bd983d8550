//
//  BadgeAvatarNode.swift
//  An avatar with a badge on its corner, a background plate, a centered play icon and a
//  "new" marker placed at an absolute position: one node per spec Texture has.
//

import AsyncDisplayKit

final class BadgeAvatarNode: ASDisplayNode {
  let avatarNode = ASImageNode()
  let badgeNode = ASImageNode()
  let plateNode = ASDisplayNode()
  let playIconNode = ASImageNode()
  let newMarkerNode = ASDisplayNode()
  let captionNode = ASTextNode()

  override init() {
    super.init()
    automaticallyManagesSubnodes = true
    avatarNode.style.preferredSize = CGSize(width: 60, height: 60)
    badgeNode.style.preferredSize = CGSize(width: 18, height: 18)
    playIconNode.style.width = ASDimensionMake(24)
    playIconNode.style.height = ASDimension(unit: .points, value: 24)
    newMarkerNode.style.preferredSize = CGSize(width: 8, height: 8)
    newMarkerNode.style.layoutPosition = CGPoint(x: 52, y: 0)
    captionNode.attributedText = NSAttributedString(string: "Ada", attributes: [.font: UIFont(name: "Avenir-Medium", size: 12)!])
    captionNode.style.maxWidth = ASDimensionMake("80%")
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let withBadge = ASCornerLayoutSpec(child: avatarNode, corner: badgeNode, location: .bottomRight)
    withBadge.offset = CGPoint(x: -4, y: -4)
    let plated = ASBackgroundLayoutSpec(child: withBadge, background: plateNode)
    let play = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: playIconNode)
    let withPlay = ASOverlayLayoutSpec(child: plated, overlay: play)
    let marker = ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [newMarkerNode])
    let caption = ASRelativeLayoutSpec(horizontalPosition: .center, verticalPosition: .start,
                                       sizingOption: [], child: captionNode)
    let column = ASStackLayoutSpec.vertical()
    column.children = [ASWrapperLayoutSpec(layoutElement: withPlay), marker, caption]
    return column
  }
}
