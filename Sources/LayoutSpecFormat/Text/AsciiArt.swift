// Texture's `-asciiArtString` (ASLayoutElementAsciiArtProtocol) of a description's root:
// ASLayoutSpec.mm (`asciiArtString`, `asciiArtName`, `asciiArtStringForChildren:`),
// ASStackLayoutSpec.mm (boxes by direction), ASRatioLayoutSpec.mm (name with the ratio),
// ASDisplayNode+Layout.mm (a node is its name, never its subnodes).
//
// It draws the element tree, not a layout: no sizes, every child whether measured or not.
// Leaves out: nothing Texture prints for these classes.

import LayoutSpecEngine

public enum AsciiArt {
  /// Texture's `asciiArtString` of `tree.root`, character for character, without a
  /// trailing newline.
  public static func asciiArtString(of tree: ElementTree) -> String {
    asciiArtLines(of: tree, root: tree.root).joined(separator: "\n")
  }

  /// `asciiArtName`: the runtime class name, plus ` (debugName)` when the element has a
  /// name, except ASRatioLayoutSpec, which shows `(%.1f)` of its ratio instead and never
  /// its debug name.
  public static func asciiArtName(of element: Element) -> String {
    let className = element.type.textureClassName
    if case .ratio(let spec) = element.kind {
      // Texture quirk (kept): ASRatioLayoutSpec overrides -asciiArtName with
      // `[NSString stringWithFormat:@"%@ (%.1f)", NSStringFromClass([self class]), self.ratio]`.
      return className + " (" + PrintfFormat.fixed(spec.ratio, fractionDigits: 1) + ")"
    }
    if let name = element.name {
      // Deviation: Texture would split a debug name at its newlines; written out, as in
      // every text format, a name can neither break the art nor drive the terminal.
      return className + " (" + PrintableText.escaped(name) + ")"
    }
    return className
  }

  /// How many characters `asciiArtString(of:)` would return, estimated from above in one
  /// pass over the tree without drawing (as lines × the widest line). The art grows with
  /// depth × width: a vertical list of many nodes beside one wide box pads every one of its
  /// lines to that width, so a large tree can ask for gigabytes; callers check this first.
  public static func estimatedLength(of tree: ElementTree) -> Double {
    guard Int(tree.root.index) >= 0, Int(tree.root.index) < tree.count else { return 0 }
    // Children come before their parents in the arena, so one pass in index order sees
    // every child's box before its parent's.
    var width = [Double](repeating: 0, count: tree.count)
    var lines = [Double](repeating: 0, count: tree.count)
    let padding = Double(AsciiArtBoxCreator.padding)
    for index in 0..<tree.count {
      let id = ElementID(index)
      let element = tree[id]
      let name = AsciiArtBoxCreator.splitLines(asciiArtName(of: element))
      let nameWidth = Double(name.map(AsciiArtBoxCreator.length).max() ?? 0)
      let children = element.type.isNode ? [] : tree.children(of: id)
      guard !children.isEmpty else {
        (width[index], lines[index]) = (nameWidth, Double(name.count))
        continue
      }
      let kids = children.map { Int($0.index) }.filter { $0 >= 0 && $0 < index }
      var rowLength: Double
      var rowCount: Double
      if case .stack(let stack) = element.kind, stack.direction == .vertical {
        let widest = kids.map { width[$0] }.max() ?? 0
        // "|" + padding + the line + padding + "|", widened for a longer title.
        rowLength = max(widest + 2 * padding + 2, nameWidth + 4 * padding + 2)
        rowCount = kids.reduce(0) { $0 + lines[$1] }
      } else {
        // "|" + padding + every child and its padding + "|".
        rowLength = kids.reduce(2 + padding) { $0 + width[$1] + padding }
        rowLength = max(rowLength, nameWidth + 2 * padding)
        rowCount = kids.map { lines[$0] }.max() ?? 0
      }
      width[index] = max(rowLength, nameWidth)
      lines[index] = rowCount + Double(name.count) + 1
    }
    let root = Int(tree.root.index)
    return lines[root] * (width[root] + 1)
  }

  /// The art of the subtree at `root` as lines. Iterative (post-order with an explicit
  /// stack), so a deeply nested document cannot overflow a thread's stack.
  static func asciiArtLines(of tree: ElementTree, root: ElementID) -> [String] {
    guard Int(root.index) >= 0, Int(root.index) < tree.count else { return [] }
    // Each frame: the element and how many of its children are done.
    var pending: [(id: ElementID, next: Int)] = [(root, 0)]
    // Finished children's art, waiting for their parent.
    var results: [[String]] = []

    while let (id, next) = pending.last {
      let element = tree[id]
      let children = element.type.isNode ? [] : tree.children(of: id)
      if next < children.count {
        pending[pending.count - 1].next += 1
        pending.append((children[children.startIndex + next], 0))
        continue
      }
      pending.removeLast()
      let kids = Array(results.suffix(children.count))
      results.removeLast(children.count)
      let name = asciiArtName(of: element)
      let art: [String]
      if case .stack(let stack) = element.kind, stack.direction == .vertical {
        art = AsciiArtBoxCreator.verticalBox(children: kids, parent: name)
      } else {
        // Nodes (no children), and every spec but a vertical stack, box horizontally.
        art = AsciiArtBoxCreator.horizontalBox(children: kids, parent: name)
      }
      results.append(art)
    }
    return results.last ?? []
  }
}
