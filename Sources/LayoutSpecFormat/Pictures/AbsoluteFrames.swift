// The frames the picture formats (`boxes`, `svg`) draw: every element of a layout with its
// frame relative to the root, found by summing the raw positions along its path (what the
// frames are before Texture's flattening rounds them). Nodes end their branch: a node's
// internals (a button's stack) are the node's business, as in every other format.

import LayoutSpecEngine

/// One element of a layout placed relative to the root.
struct AbsoluteFrame {
  var element: ElementID
  var isNode: Bool
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  /// 0 for the root.
  var depth: Int
  /// The parent's index in the frames list; -1 for the root.
  var parent: Int
  /// The range the element was laid out in (recorded only when the layout pass kept
  /// details).
  var constrained: SizeRange
  /// A button's title: the text of its own spec, relative to the root too (nil for any
  /// other element, and for a button without a title).
  var title: ButtonTitle? = nil

  /// Whether every coordinate is a number (an ∞ inset can push a child to ∞).
  var isFinite: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite && maxX.isFinite
      && maxY.isFinite
  }

  var maxX: Double { x + width }
  var maxY: Double { y + height }
}

enum AbsoluteFrames {
  /// The frames of `layout` and its descendants in pre-order, which is drawing order
  /// (earlier is further back). The root is at (0, 0) whatever its position says.
  static func frames(of layout: Layout, in tree: ElementTree) -> [AbsoluteFrame] {
    var frames: [AbsoluteFrame] = []
    var pending: [(layout: Layout, x: Double, y: Double, depth: Int, parent: Int)] = [
      (layout, 0, 0, 0, -1)
    ]
    while let (current, x, y, depth, parent) = pending.popLast() {
      guard Int(current.element.index) >= 0, Int(current.element.index) < tree.count else {
        continue
      }
      let isNode = tree[current.element].type.isNode
      // Texture's sizes are never negative; a hand-made one is drawn from its far edge.
      let (width, height) = (current.size.width, current.size.height)
      frames.append(
        AbsoluteFrame(
          element: current.element, isNode: isNode, x: width < 0 ? x + width : x,
          y: height < 0 ? y + height : y, width: abs(width), height: abs(height), depth: depth,
          parent: parent, constrained: current.constrainedSize))
      // A node's sublayouts are its own layout spec's (`layout`); a button's spec is
      // Texture's own, not the document's, and stays inside the button: only its title is
      // drawn.
      guard tree.type(of: current.element) != .button else {
        frames[frames.count - 1].title = ButtonTitle.find(in: current, tree: tree).map {
          ButtonTitle(
            element: $0.element, x: x + $0.x, y: y + $0.y, width: $0.width, height: $0.height)
        }
        continue
      }
      let index = frames.count - 1
      for sublayout in current.sublayouts.reversed() {
        pending.append(
          (sublayout, x + sublayout.position.x, y + sublayout.position.y, depth + 1, index))
      }
    }
    return frames
  }

  /// The smallest rectangle holding every finite frame (the root's at least), or nil
  /// when there is none.
  static func bounds(of frames: [AbsoluteFrame]) -> (
    minX: Double, minY: Double, maxX: Double, maxY: Double
  )? {
    var result: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    for frame in frames where frame.isFinite {
      if let current = result {
        result = (
          min(current.minX, frame.x), min(current.minY, frame.y),
          max(current.maxX, frame.maxX), max(current.maxY, frame.maxY)
        )
      } else {
        result = (frame.x, frame.y, frame.maxX, frame.maxY)
      }
    }
    return result
  }
}

/// A button's title text, where its own spec placed it.
struct ButtonTitle {
  var element: ElementID
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  /// The title's frame, as a text node's frame is drawn.
  var frame: AbsoluteFrame {
    AbsoluteFrame(
      element: element, isNode: true, x: x, y: y, width: width, height: height, depth: 0,
      parent: -1, constrained: SizeRange(exactly: .zero))
  }

  /// The first text in `button`'s spec (its title), relative to the button.
  static func find(in button: Layout, tree: ElementTree) -> ButtonTitle? {
    var pending = button.sublayouts.reversed().map { ($0, $0.position.x, $0.position.y) }
    while let (layout, x, y) = pending.popLast() {
      guard Int(layout.element.index) >= 0, Int(layout.element.index) < tree.count else {
        continue
      }
      if tree.type(of: layout.element) == .text {
        return ButtonTitle(
          element: layout.element, x: x, y: y, width: layout.size.width,
          height: layout.size.height)
      }
      for sublayout in layout.sublayouts.reversed() {
        pending.append((sublayout, x + sublayout.position.x, y + sublayout.position.y))
      }
    }
    return nil
  }

  /// The same in a layout tree: the first text under `button`, relative to it.
  static func find(in button: LayoutTree.Item, of layouts: LayoutTree, tree: ElementTree)
    -> ButtonTitle?
  {
    var pending: [(LayoutTree.Item, Double, Double)] = []
    for index in layouts.sublayoutIndices(of: button).reversed() {
      let sublayout = layouts.sublayout(at: index)
      pending.append((sublayout, sublayout.position.x, sublayout.position.y))
    }
    while let (item, x, y) = pending.popLast() {
      guard Int(item.element.index) >= 0, Int(item.element.index) < tree.count else {
        continue
      }
      if tree.type(of: item.element) == .text {
        return ButtonTitle(
          element: item.element, x: x, y: y, width: item.size.width, height: item.size.height)
      }
      for index in layouts.sublayoutIndices(of: item).reversed() {
        let sublayout = layouts.sublayout(at: index)
        pending.append((sublayout, x + sublayout.position.x, y + sublayout.position.y))
      }
    }
    return nil
  }
}
