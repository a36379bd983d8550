//
//  RatingStarsNode.swift
//  Five stars in a row: the star nodes are made in a loop in init and kept in an array
//  property, their size in a lazy property; a spinner comes from a view block. The texts
//  are made as Swift 4.2's migrator left them, and by the app's factory in an extension of
//  NSAttributedString that is not given.
//

import AsyncDisplayKit

class RatingStarsNode: ASDisplayNode {
  private lazy var starSize: CGSize = {
    return CGSize(width: 14, height: 14)
  }()

  private var starNodes: [ASImageNode] = []
  private let spinnerNode = ASDisplayNode()
  private let scoreNode = ASTextNode()
  private let countNode = ASTextNode()
  private let reviewsNode = ASTextNode()

  private var reviewsAttributes = {
    return [NSAttributedString.Key.foregroundColor: UIColor.gray, NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]
  }

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
    let attributes = [convertFromNSAttributedStringKey(NSAttributedString.Key.font): UIFont.boldSystemFont(ofSize: 13)]
    scoreNode.attributedText = NSAttributedString(string: "4.5", attributes: convertToOptionalNSAttributedStringKeyDictionary(attributes))
    countNode.attributedText = NSAttributedString.attributedString(string: "128 ratings", fontSize: 11, color: .gray)
    reviewsNode.attributedText = NSAttributedString(string: "Reviews", attributes: self.reviewsAttributes())
    automaticallyManagesSubnodes = true
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    let stars = ASStackLayoutSpec(direction: .horizontal, spacing: Shelf.Layout.gap,
                                  justifyContent: .start, alignItems: .center,
                                  children: starNodes.reversed())
    let row = ASStackLayoutSpec.horizontal()
    row.spacing = Shelf.Layout.edge
    row.children = [stars, scoreNode, countNode, reviewsNode, spinnerNode]
    return ASInsetLayoutSpec(insets: Shelf.Layout.insets, child: row)
  }
}

// Helper functions inserted by Swift 4.2 migrator.
fileprivate func convertFromNSAttributedStringKey(_ input: NSAttributedString.Key) -> String {
  return input.rawValue
}

fileprivate func convertToOptionalNSAttributedStringKeyDictionary(_ input: [String: Any]?) -> [NSAttributedString.Key: Any]? {
  guard let input = input else { return nil }
  return Dictionary(uniqueKeysWithValues: input.map { key, value in (NSAttributedString.Key(rawValue: key), value)})
}
