//
//  ReviewCellNode.swift
//  A restaurant review whose texts are attributed strings built in Swift: a styles type
//  with static attribute dictionaries, an NSMutableAttributedString appended to and given
//  a paragraph style over its whole length, and an app font registered with the app.
//

import AsyncDisplayKit

final class ReviewStyles {
  static let padding: CGFloat = 14

  static func body(size: CGFloat) -> [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineHeightMultiple = 1.25
    paragraph.minimumLineHeight = 18
    return [.font: UIFont(name: "Inter-Regular", size: size) ?? UIFont.systemFont(ofSize: size),
            .paragraphStyle: paragraph, .foregroundColor: UIColor.darkGray]
  }
}

struct Review {
  let title: String
  let text: String
}

final class ReviewCellNode: ASCellNode {
  private let review: Review
  private let ratingNode = ASTextNode()
  private let bodyNode = ASTextNode()
  private let dishNode = ASTextNode2()

  init(review: Review) {
    self.review = review
    super.init()
    automaticallyManagesSubnodes = true

    let rating = NSMutableAttributedString(
      string: "★★★★☆ ", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2])
    let titleAttributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 17, weight: .semibold)
    ]
    rating.append(NSAttributedString(string: review.title, attributes: titleAttributes))
    let paragraph = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
    paragraph.paragraphSpacing = 8
    paragraph.lineBreakMode = .byTruncatingTail
    rating.addAttribute(
      .paragraphStyle, value: paragraph, range: NSRange(location: 0, length: rating.length))
    ratingNode.attributedText = rating
    ratingNode.maximumNumberOfLines = 1

    bodyNode.attributedText = NSAttributedString(
      string: "Handmade pasta, a short menu and a long queue: worth it.",
      attributes: ReviewStyles.body(size: 15))

    let dish = NSMutableAttributedString(string: "Cacio e pepe")
    dish.addAttributes(
      [.font: UIFont(name: "Inter-Regular", size: 13) ?? UIFont.systemFont(ofSize: 13)],
      range: NSRange(location: 0, length: 5))
    dish.addAttribute(.font, value: UIFont.italicSystemFont(ofSize: 13), range: NSMakeRange(6, 6))
    dishNode.attributedText = dish
  }

  override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    bodyNode.style.flexShrink = 1
    let stack = ASStackLayoutSpec.vertical()
    stack.spacing = 6
    stack.children = [ratingNode, bodyNode, dishNode]
    let padding = ReviewStyles.padding
    return ASInsetLayoutSpec(
      insets: UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding),
      child: stack)
  }
}
