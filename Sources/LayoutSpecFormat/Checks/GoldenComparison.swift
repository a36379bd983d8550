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
    var comparison = Incremental(actual: actual, onlyAskedSizes: onlyAskedSizes)
    for old in expected { comparison.compare(old) }
    return comparison.differences
  }

  /// `differences(expected:actual:onlyAskedSizes:)` with the golden results handed over one
  /// at a time, in the golden file's order, so that a large golden file's frames need not
  /// all be held at once: each is compared when it comes and only its lines are kept.
  public struct Incremental: Sendable {
    /// A result's size range and variant: what results are matched by when there are
    /// variants, or sizes asked for.
    private struct Key: Hashable, Sendable {
      var sizeRange: String
      var variant: String?
    }

    private let actual: [FrameResult]
    private let onlyAskedSizes: Bool
    /// The actual results of each key, in order.
    private var actualIndices: [Key: [Int]] = [:]
    /// Every golden result so far: its key and label.
    private var expected: [(key: Key, label: String)] = []
    private var expectedKeys: Set<Key> = []
    /// Per actual result, its lines against the first golden result of its key (nil while
    /// there is none), and against the golden result at its position.
    private var byKey: [[String]?]
    private var byPosition: [[String]?]

    public init(actual: [FrameResult], onlyAskedSizes: Bool = false) {
      self.actual = actual
      self.onlyAskedSizes = onlyAskedSizes
      for (index, new) in actual.enumerated() {
        actualIndices[Key(sizeRange: new.sizeRange, variant: new.variant), default: []].append(
          index)
      }
      byKey = Array(repeating: nil, count: actual.count)
      byPosition = Array(repeating: nil, count: actual.count)
    }

    /// The next golden result.
    public mutating func compare(_ old: FrameResult) {
      let key = Key(sizeRange: old.sizeRange, variant: old.variant)
      let position = expected.count
      let first = expectedKeys.insert(key).inserted
      expected.append((key, old.label))
      var samePair: [String]?
      if first {
        for index in actualIndices[key] ?? [] {
          let new = actual[index]
          var lines: [String] = []
          GoldenComparison.compare(
            old.root, new.root, path: GoldenComparison.component(new.root, index: 0),
            prefix: "\(new.label): ", into: &lines)
          GoldenComparison.noteSafeArea(old, new, &lines)
          byKey[index] = lines
          if index == position { samePair = lines }
        }
      }
      guard position < actual.count else { return }
      if let samePair {
        byPosition[position] = samePair
        return
      }
      // Results without variants are matched by position (before the golden file is read
      // to its end, whether any has a variant is not known).
      let new = actual[position]
      var lines: [String] = []
      if old.sizeRange != new.sizeRange {
        lines.append("size range \(old.sizeRange) -> \(new.sizeRange)")
      }
      GoldenComparison.compare(
        old.root, new.root, path: GoldenComparison.component(new.root, index: 0),
        prefix: "\(new.label): ", into: &lines)
      GoldenComparison.noteSafeArea(old, new, &lines)
      byPosition[position] = lines
    }

    /// The differences of every golden result handed over so far with the layout's.
    public var differences: [String] {
      var lines: [String] = []
      if onlyAskedSizes {
        for (index, new) in actual.enumerated() {
          if let compared = byKey[index] {
            lines += compared
            continue
          }
          let what = new.variant == nil ? "at this size" : "for this variant at this size"
          lines.append(
            "\(new.label): the golden file has no result \(what) (it has "
              + expected.map(\.label).joined(separator: ", ")
              + "); add it to the document and run --update without --size or --variant")
        }
        return lines
      }
      let hasVariants =
        actual.contains { $0.variant != nil } || expected.contains { $0.key.variant != nil }
      if expected.count != actual.count {
        lines.append(
          "golden has \(expected.count) result(s), the layout has \(actual.count): "
            + "the sizes \(hasVariants ? "or variants " : "")differ "
            + "(run with --update to record the new ones)")
      }
      if hasVariants {
        // Results are matched by variant and size: a variant added or removed leaves the
        // others compared with their own.
        for (index, new) in actual.enumerated() {
          lines += byKey[index] ?? ["\(new.label): not in the golden file"]
        }
        for old in expected where actualIndices[old.key] == nil {
          lines.append("\(old.label): in the golden file, not laid out")
        }
        return lines
      }
      for index in 0..<min(expected.count, actual.count) {
        lines += byPosition[index] ?? []
      }
      return lines
    }
  }

  fileprivate static func compare(
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

  /// Before a result's differences, when there are any, the safe areas of the two if they
  /// differ: a golden file recorded with `--safe-area` (or another envelope `safeArea`)
  /// moves every element that reads it, and the frames alone do not say why. Equal frames
  /// at another safe area are no difference: the document does not read it there.
  static func noteSafeArea(_ old: FrameResult, _ new: FrameResult, _ lines: inout [String]) {
    guard !lines.isEmpty, old.safeArea != new.safeArea else { return }
    func text(_ sides: [Double]) -> String {
      sides.isEmpty ? "0" : sides.map(NumberText.shortest).joined(separator: ",")
    }
    lines.insert(
      "\(new.label): safe area \(text(old.safeArea)) -> \(text(new.safeArea)) (the golden "
        + "file was recorded with another --safe-area or envelope safeArea)", at: 0)
  }

  /// A path component: the element's name, or its index among its siblings.
  /// Names are written out as every text format writes them (no raw control characters).
  static func component(_ tree: FrameTree, index: Int) -> String {
    component(name: tree.name, index: index)
  }

  /// The same for an element of a layout (the layout flags name elements as check does).
  static func component(name: String?, index: Int) -> String {
    name.map(PrintableText.escaped) ?? String(index)
  }

  private static func label(_ tree: FrameTree) -> String {
    tree.name.map { "\(PrintableText.escaped(tree.type)) '\(PrintableText.escaped($0))'" }
      ?? PrintableText.escaped(tree.type)
  }
}
