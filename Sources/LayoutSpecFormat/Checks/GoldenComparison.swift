import LayoutSpecEngine

// `layoutspec check`: a result against its golden file, element by element. Elements are
// matched by position in the tree; each is named in messages by its path of names (or
// child indices where unnamed), so a reader can find it in the description.

public enum GoldenComparison {
  /// Frames compare within 0.001 (docs/cli.md, `check` and `test`).
  public static let tolerance = 0.001

  /// Human-readable differences between `expected` (the golden file) and `actual`;
  /// empty when they match. Each line starts with the result it is about (`SIZE: ` or
  /// `VARIANT at SIZE: `). With `onlyAskedSizes` (`check --size` or `--variant`), each
  /// result is compared with the golden result of the same size and variant, and golden
  /// results not asked for are left alone: `--update` would rewrite the file with the
  /// asked results only, so it is not what such a check advises.
  public static func differences(
    expected: [FrameResult], actual: [FrameResult], onlyAskedSizes: Bool = false
  ) -> [String] {
    var lines: [String] = []
    if onlyAskedSizes {
      for new in actual {
        guard
          let old = expected.first(where: {
            $0.sizeRange == new.sizeRange && $0.variant == new.variant
          })
        else {
          let what = new.variant == nil ? "at this size" : "for this variant at this size"
          lines.append(
            "\(new.label): the golden file has no result \(what) (it has "
              + expected.map(\.label).joined(separator: ", ")
              + "); add it to the document and run --update without --size or --variant")
          continue
        }
        compare(
          old.root, new.root, path: component(new.root, index: 0), prefix: "\(new.label): ",
          into: &lines)
      }
      return lines
    }
    let hasVariants = (expected + actual).contains { $0.variant != nil }
    if expected.count != actual.count {
      lines.append(
        "golden has \(expected.count) result(s), the layout has \(actual.count): "
          + "the sizes \(hasVariants ? "or variants " : "")differ "
          + "(run with --update to record the new ones)")
    }
    if hasVariants {
      // Results are matched by variant and size: a variant added or removed leaves the
      // others compared with their own.
      for new in actual {
        guard
          let old = expected.first(where: {
            $0.variant == new.variant && $0.sizeRange == new.sizeRange
          })
        else {
          lines.append("\(new.label): not in the golden file")
          continue
        }
        compare(
          old.root, new.root, path: component(new.root, index: 0), prefix: "\(new.label): ",
          into: &lines)
      }
      for old in expected
      where !actual.contains(where: { $0.variant == old.variant && $0.sizeRange == old.sizeRange })
      {
        lines.append("\(old.label): in the golden file, not laid out")
      }
      return lines
    }
    for (old, new) in zip(expected, actual) {
      let prefix = "\(new.label): "
      if old.sizeRange != new.sizeRange {
        lines.append("size range \(old.sizeRange) -> \(new.sizeRange)")
      }
      compare(old.root, new.root, path: component(new.root, index: 0), prefix: prefix, into: &lines)
    }
    return lines
  }

  private static func compare(
    _ old: FrameTree, _ new: FrameTree, path: String, prefix: String, into lines: inout [String]
  ) {
    if old.type != new.type || old.name != new.name {
      lines.append(
        "\(prefix)\(path): was \(label(old)), now \(label(new))")
      return
    }
    if !old.frame.matches(new.frame, tolerance: tolerance) {
      lines.append("\(prefix)\(path): frame \(old.frame.description) -> \(new.frame.description)")
    }
    for index in 0..<max(old.children.count, new.children.count) {
      if index >= new.children.count {
        let gone = old.children[index]
        lines.append("\(prefix)\(path)/\(component(gone, index: index)): removed \(label(gone))")
      } else if index >= old.children.count {
        let added = new.children[index]
        lines.append(
          "\(prefix)\(path)/\(component(added, index: index)): inserted \(label(added)) "
            + "frame \(added.frame.description)")
      } else {
        let child = new.children[index]
        compare(
          old.children[index], child, path: path + "/" + component(child, index: index),
          prefix: prefix, into: &lines)
      }
    }
  }

  /// A path component: the element's name, or its index among its siblings.
  /// Names are written out as every text format writes them (no raw control characters).
  static func component(_ tree: FrameTree, index: Int) -> String {
    tree.name.map(PrintableText.escaped) ?? String(index)
  }

  private static func label(_ tree: FrameTree) -> String {
    tree.name.map { "\(PrintableText.escaped(tree.type)) '\(PrintableText.escaped($0))'" }
      ?? PrintableText.escaped(tree.type)
  }
}
