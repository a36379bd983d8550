//
//  RatingStarsNode.swift
//  Five stars in a row: the star nodes are made in a loop in init and kept in an array
//  property, their size in a lazy property; a spinner comes from a view block.
//

import AsyncDisplayKit

class RatingStarsNode: ASDisplayNode {
  private lazy var starSize: CGSize = {
    return CGSize(width: 14, height: 14)
  }()

  private var starNodes: [ASImageNode] = []
  private let spinnerNode = ASDisplayNode()

  init(rating: Int) {
    super.init()
    for _ in 0..<5 {
      let star = ASImageNode()
      star.style.preferredSize = self.starSize
      starNodes.append(star)
    }
    spinnerNode.setViewBlock {
      UIActivityIndicatorView(style: .medium)
    }
    spinnerNode.style.preferredSize = CGSize(width: 20, height: 20)
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let stars = ASStackLayoutSpec(direction: .horizontal, spacing: Shelf.Layout.gap,
                                  justifyContent: .start, alignItems: .center,
                                  children: starNodes.reversed())
    let row = ASStackLayoutSpec.horizontal()
    row.spacing = Shelf.Layout.edge
    row.children = [stars, spinnerNode]
    return ASInsetLayoutSpec(insets: Shelf.Layout.insets, child: row)
  }
}
