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

  /// Keys are unique whatever the names: a node literally named `icon#2` beside two named
  /// `icon`, or named `0` beside an unnamed first child, is its own node, so a layout diffed
  /// with itself reports nothing.
  @Test func keysAreUniqueWhateverTheNames() {
    for names in [
      ["icon", "icon#2", "icon"], [nil, "0"], ["root", nil], ["a\"#2", "a\"", "a\""],
    ] {
      var tree = ElementTree()
      let children = names.enumerated().map { index, name in
        var style = LayoutElementStyle()
        style.width = .points(Double(10 * (index + 1)))
        style.height = .points(10)
        return tree.add(.node, .node(DisplayNode()), name: name, style: style)
      }
      tree.add(.vstack, .stack(StackLayoutSpec()), children: children)
      let keys = TransitionDiff.nodes(of: result(tree, width: 100)).map(\.key)
      #expect(Set(keys).count == keys.count, "\(names): \(keys)")
      let same = TransitionDiff(from: result(tree, width: 100), to: result(tree, width: 100))
      #expect(same.isEmpty, "\(names): \(same.text)")
    }
  }

  @Test func namesThatCouldReadAsAnotherKeyAreQuoted() {
    #expect(TransitionDiff.nameKey("icon", occurrence: 1) == "icon")
    #expect(TransitionDiff.nameKey("icon", occurrence: 2) == "icon#2")
    #expect(TransitionDiff.nameKey("icon#2", occurrence: 1) == #""icon#2""#)
    #expect(TransitionDiff.nameKey("0", occurrence: 1) == #""0""#)
    #expect(TransitionDiff.nameKey("root", occurrence: 1) == #""root""#)
    #expect(TransitionDiff.nameKey("a\nb", occurrence: 3) == ##""a\nb"#3"##)
  }
}
