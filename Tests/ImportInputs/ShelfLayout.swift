//
//  ShelfLayout.swift
//  The shelf's measures, as Swift apps keep them: static lets of a type nested in another,
//  one defined from its siblings.
//

import UIKit

struct Shelf {
  struct Layout {
    static let gap: CGFloat = 6
    static let edge: CGFloat = 10
    static let insets = UIEdgeInsets(top: gap, left: edge, bottom: gap, right: edge)
  }
}
