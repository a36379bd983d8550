import LayoutSpecEngine

// The trees that make flexbox engines slow: deep nesting of flexing stacks (a measurement
// cache that overflows makes it exponential in depth), one very wide flexible stack, and a
// wrapping stack (quadratic if lines are re-measured per item).

enum StressTrees {
  /// `depth` stacks, alternately horizontal (outermost) and vertical, each holding the next
  /// stack and a 10 x 10 node; every stack child and the leaf have flexGrow 1 and flexShrink
  /// 1. With two children that can both grow and shrink, Texture's optimised flexing (one
  /// such child, measured only after flexing) does not apply, so each stack measures the
  /// stack below it once with an open range and again at its flexed size: without a cache,
  /// 2^depth calculations. The leaf at the bottom, a node of style size `leaf`, is larger
  /// than the range, so every level overflows and shrinks.
  static func nestedFlexingStacks(depth: Int, leaf: Size = Size(width: 500, height: 800))
    -> ElementTree
  {
    var tree = ElementTree()
    var flexible = LayoutElementStyle()
    flexible.flexGrow = 1
    flexible.flexShrink = 1
    var leafStyle = flexible
    leafStyle.width = .points(leaf.width)
    leafStyle.height = .points(leaf.height)
    var siblingStyle = flexible
    siblingStyle.width = .points(10)
    siblingStyle.height = .points(10)
    var child = tree.add(.node, .node(DisplayNode()), name: "leaf", style: leafStyle)
    for level in stride(from: depth - 1, through: 0, by: -1) {
      var spec = StackLayoutSpec()
      spec.direction = level % 2 == 0 ? .horizontal : .vertical
      let sibling = tree.add(.node, .node(DisplayNode()), style: siblingStyle)
      child = tree.add(
        level % 2 == 0 ? .hstack : .vstack, .stack(spec),
        style: level == 0 ? LayoutElementStyle() : flexible, children: [child, sibling])
    }
    return tree
  }

  /// The range nested stacks are laid out in: at most a phone screen, smaller than the leaf.
  static let nestedRange = SizeRange(
    min: Size(width: 0, height: 0), max: Size(width: 375, height: 667))

  /// One horizontal stack of `count` nodes (style 10 x 10, flexGrow 1, flexShrink 1) in a
  /// 375-point-wide range: the first pass measures every child, then all of them shrink.
  static func flexibleChildren(_ count: Int) -> ElementTree {
    var tree = ElementTree()
    var style = LayoutElementStyle()
    style.width = .points(10)
    style.height = .points(10)
    style.flexGrow = 1
    style.flexShrink = 1
    var children: [ElementID] = []
    children.reserveCapacity(count)
    for _ in 0..<count {
      children.append(tree.add(.node, .node(DisplayNode()), style: style))
    }
    tree.add(.hstack, .stack(StackLayoutSpec()), children: children)
    return tree
  }

  /// A wrapping horizontal stack of `count` 40 x 40 nodes, spacing and lineSpacing 4:
  /// at 375 points wide, 8 per line.
  static func wrappingStack(_ count: Int) -> ElementTree {
    var tree = ElementTree()
    var style = LayoutElementStyle()
    style.width = .points(40)
    style.height = .points(40)
    var children: [ElementID] = []
    children.reserveCapacity(count)
    for _ in 0..<count {
      children.append(tree.add(.node, .node(DisplayNode()), style: style))
    }
    var spec = StackLayoutSpec()
    spec.flexWrap = .wrap
    spec.spacing = 4
    spec.lineSpacing = 4
    tree.add(.hstack, .stack(spec), children: children)
    return tree
  }

  /// 375 wide, unbounded height (the `375x*` of the CLI).
  static let columnRange = Feed.sizeRange
}
