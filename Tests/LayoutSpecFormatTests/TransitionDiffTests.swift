import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// `layoutspec diff`: nodes matched as a transition context matches them, frames from
// Texture's flattened layout.

@Suite struct TransitionDiffTests {
  /// A horizontal stack of `count` 50x50 nodes all named `icon`, justified as given.
  func icons(_ count: Int, justify: StackLayoutJustifyContent = .start) -> ElementTree {
    var tree = ElementTree()
    var style = LayoutElementStyle()
    style.width = .points(50)
    style.height = .points(50)
    let children = (0..<count).map { _ in
      tree.add(.node, .node(DisplayNode()), name: "icon", style: style)
    }
    var stack = StackLayoutSpec()
    stack.justifyContent = justify
    tree.add(.hstack, .stack(stack), children: children)
    return tree
  }

  func result(_ tree: ElementTree, width: Double) -> LayoutResult {
    LayoutResult.evaluate(
      tree, in: SizeRange(exactly: Size(width: width, height: 50)), scale: 2)
  }

  @Test func repeatedNamesAreTellApartByOccurrence() {
    let diff = TransitionDiff(from: result(icons(1), width: 300), to: result(icons(3), width: 300))
    #expect(diff.inserted.map(\.key) == ["icon#2", "icon#3"])
    #expect(diff.removed.isEmpty)
    #expect(diff.changed.isEmpty)
    let back = TransitionDiff(from: result(icons(3), width: 300), to: result(icons(1), width: 300))
    #expect(back.removed.map(\.key) == ["icon#2", "icon#3"])
  }

  @Test func framesAreTheFlattenedPixelRoundedOnes() {
    // spaceAround in 305: raw x 25.83, 127.5, 229.17; flattened (ceil at 2x) 26, 127.5, 229.5.
    // In 306 the raw x 26, 128, 230: the first node does not move on screen.
    let diff = TransitionDiff(
      from: result(icons(3, justify: .spaceAround), width: 305),
      to: result(icons(3, justify: .spaceAround), width: 306))
    #expect(diff.changed.map(\.key) == ["icon#2", "icon#3"])
    #expect(diff.changed.first?.initialFrame.x == 127.5)
    #expect(diff.changed.first?.finalFrame.x == 128)
  }

  @Test func unnamedNodesAreKeyedByTheirIndexPath() {
    var tree = ElementTree()
    var style = LayoutElementStyle()
    style.width = .points(10)
    style.height = .points(10)
    let node = tree.add(.node, .node(DisplayNode()), style: style)
    tree.add(.inset, .inset(InsetLayoutSpec(insets: .zero)), children: [node])
    let nodes = TransitionDiff.nodes(of: result(tree, width: 100))
    #expect(nodes.map(\.key) == ["0"])
  }
}
