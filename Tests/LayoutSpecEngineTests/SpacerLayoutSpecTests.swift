// The plain ASLayoutSpec ("spacer"): Source/Layout/ASLayoutSpec.mm -calculateLayoutThatFits:
// returns `[ASLayout layoutWithLayoutElement:self size:constrainedSize.min]`: its range's
// minimum, no sublayouts, children ignored.

import Testing

@testable import LayoutSpecEngine

@Suite struct SpacerLayoutSpecTests {
  @Test func sizeIsTheRangesMinimum() {
    var builder = TreeBuilder()
    builder.spacer()
    #expect(builder.layout(sizeRange(10, 20, 300, 400)).size == Size(width: 10, height: 20))
    #expect(builder.layout(unconstrained).size == .zero)
    #expect(builder.layout(unconstrained).sublayouts.isEmpty)
  }

  // ASLayoutSpec.mm: children are never laid out.
  @Test func childrenAreIgnored() {
    var builder = TreeBuilder()
    let child = builder.node("child", width: 50, height: 50)
    builder.spacer([child])
    let layout = builder.layout(sizeRange(0, 0, 300, 300))
    #expect(layout.size == .zero)
    #expect(layout.find(child) == nil)
    #expect(builder.flattened(sizeRange(0, 0, 300, 300)).isEmpty)
  }

  // The shared -layoutThatFits: (ASLayoutElementPrivate.h) applies the spacer's style: a
  // width of 40 and a minHeight of 25 in [0..300]^2 -> 40 x 25.
  @Test func ownStyleIsApplied() {
    var builder = TreeBuilder()
    builder.spacer(
      style: LayoutElementStyle().with {
        $0.width = .points(40)
        $0.minHeight = .points(25)
      })
    #expect(builder.layout(sizeRange(0, 0, 300, 300)).size == Size(width: 40, height: 25))
  }

  // ASLayout.mm: the minimum is still pixel-ceiled: 10.2 -> 10.5 at 2x.
  @Test func sizeIsCeiled() {
    var builder = TreeBuilder()
    builder.spacer()
    #expect(builder.layout(sizeRange(10.2, 0, 300, 300)).size == Size(width: 10.5, height: 0))
  }
}
