// Counts layout calculations (LayoutContext.calculationCount) on nested flexing stacks: a
// stack measures a child with an open range, again at its flexed size and again to stretch
// it, so without the measurement cache the work below each level is repeated per
// measurement (Yoga, whose cache overflows, takes 70 to 90 s on 40 levels). With the cache
// the count must grow linearly with depth. Not timed: counts are exact and repeatable;
// `make bench` has the times.
//
// Measured on this tree with the stack algorithm: no cache 446 / 2,716 / 18,731 calculations
// at depth 10 / 20 / 40; the last two layouts per element 341 / 1,336 / 5,276 (quadratic:
// each stack is asked for about three distinct sizes in turn, so two entries thrash); three
// or more per element (MeasurementCache keeps four) 182 / 392 / 812 (linear).

import Testing

@testable import LayoutSpecEngine

@Suite struct MeasurementCountTests {
  /// `depth` stacks, alternately horizontal (outermost) and vertical, each holding the next
  /// stack and a 10 x 10 node; every stack child and the leaf have flexGrow 1 and flexShrink
  /// 1, so Texture's optimised flexing (exactly one such child) never applies. The 500 x 800
  /// leaf overflows the 375 x 667 range on both axes, so every level shrinks. The same tree
  /// as `make bench`'s nested case.
  static func nestedFlexingStacks(depth: Int) -> ElementTree {
    var tree = ElementTree()
    var flexible = LayoutElementStyle()
    flexible.flexGrow = 1
    flexible.flexShrink = 1
    var leafStyle = flexible
    leafStyle.width = .points(500)
    leafStyle.height = .points(800)
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

  static let range = SizeRange(min: Size(width: 0, height: 0), max: Size(width: 375, height: 667))

  static func calculations(depth: Int) -> Int {
    var context = LayoutContext(tree: nestedFlexingStacks(depth: depth), scale: 2)
    _ = context.layoutRoot(range)
    return context.calculationCount
  }

  @Test func nestedFlexingStacksCostLinearCalculations() {
    let depths = [10, 20, 40]
    let counts = depths.map { Self.calculations(depth: $0) }
    // Every element is laid out at least once: the count measures real work.
    for (depth, count) in zip(depths, counts) {
      #expect(count >= 2 * depth + 1, "depth \(depth): \(count) calculations")
    }
    // Linear: 20 more levels cost about twice what 10 more did (quadratic: 4x), and
    // 4x the depth about 4x the count (quadratic: 16x).
    let increments = (Double(counts[1] - counts[0]), Double(counts[2] - counts[1]))
    #expect(increments.1 <= 2.5 * increments.0, "counts \(counts)")
    #expect(Double(counts[2]) <= 5 * Double(counts[0]), "counts \(counts)")
    // A bounded number of calculations per level; 2^40 would be about 10^12.
    #expect(counts[2] <= 32 * 40, "counts \(counts)")
  }
}
