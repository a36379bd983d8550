import LayoutSpecEngine

// What the contact sheet marks and `check`/`test --fail-on` fail on (docs/cli.md, "Layout
// flags"): the elements of one layout an iOS engineer would call broken at that size.
// Not Texture output: Texture lays these out without a word; the flags say where to look.
//
// - truncation: a text node (or a button's title) does not show all of its text in its
//   frame (ElementTree.textLineCount: lines past maxLines or the frame's bottom).
// - overlap: two children of one parent intersect with positive area, where the parent
//   places its children apart (`childRule`): a stack's negative spacing, an absolute
//   spec's child grown into its neighbour. The child placed later along the sweep's axis
//   (a stack's later child) is flagged, naming the sibling.
// - outside: a child's frame reaches past its parent's bounds (an unshrinkable stack
//   child, a negative inset), where the parent keeps its children inside (`childRule`).
// - null: the element's frame is not finite (printed as null, with eval's warning).
//
// Elements are walked as the json output nests them (a node's internals only when it has
// its own `layout`; a button's own spec never, but its title's truncation is the button's),
// and named by their path of names, child indices where unnamed, as `check` names them.
// An overlap or an overrun of up to one pixel (1 / scale points) is not flagged: Texture
// rounds each size up to the pixel grid and not the positions, so children that exactly
// fill their parent can reach a pixel past it (40% and 60% of 667 at 2x: 0.5 points).

/// One flagged element of a layout.
public struct LayoutFlag: Hashable, Sendable {
  /// What is wrong: `--fail-on`'s spellings, one list for help, completions and the docs.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case truncation, overlap, outside, null

    public var summary: String {
      switch self {
      case .truncation: return "a text shows fewer lines than it has"
      case .overlap: return "a child overlaps a sibling"
      case .outside: return "a child leaves its parent's bounds"
      case .null: return "a frame is not finite"
      }
    }
  }

  public var kind: Kind
  public var element: ElementID
  /// The element's path of names (child indices where unnamed), as `check` prints it.
  public var path: String
  /// The element's frame relative to the root; nil for a null frame.
  public var frame: LayoutFlag.Rect?
  /// What is wrong, for a message after the path: `truncated: shows 1 of 3 lines`.
  public var detail: String

  /// `PATH: DETAIL`.
  public var description: String { path + ": " + detail }

  /// A frame relative to the root.
  public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
  }
}

public enum LayoutFlags {
  /// How a parent of `type` places its children, so which flags its children can get:
  /// whether they may overlap one another, and whether they may reach past its bounds.
  public static func childRule(_ type: ElementType) -> (mayOverlap: Bool, mayLeave: Bool) {
    switch type {
    // One after another along the stack; overlapping or leaving it is what a negative
    // spacing or a child that cannot shrink does.
    case .stack, .hstack, .vstack: return (false, false)
    // Each child at its own position; a child that grows (text at a larger size) into
    // its neighbour, or past the spec's size, is what the flags are for.
    case .absolute: return (false, false)
    // Drawn over one another by design: the overlay over the child, the background
    // behind it, every wrapped element at (0, 0).
    case .overlay, .background, .wrapper: return (true, false)
    // The corner element is centred on the child's corner: over it and, without
    // `wrapsCorner`, sticking out of the spec, by design.
    case .corner: return (true, true)
    // One child (a node's is its `layout`): nothing to overlap.
    case .inset, .center, .relative, .ratio, .node, .image, .text, .button, .networkImage,
      .video, .videoPlayer, .editableText:
      return (false, false)
    // No children.
    case .spacer: return (false, false)
    }
  }

  /// Every flag of `result` of the kinds asked for, element by element in the json's
  /// order (each element's own flags in `Kind`'s order).
  public static func flags(
    of result: LayoutResult, kinds: Set<LayoutFlag.Kind> = Set(LayoutFlag.Kind.allCases)
  ) -> [LayoutFlag] {
    flags(of: result, kinds: kinds, budget: comparisonBudget)
  }

  /// `flags(of:kinds:)` comparing at most `budget` pairs of children per parent.
  static func flags(of result: LayoutResult, kinds: Set<LayoutFlag.Kind>, budget: Int)
    -> [LayoutFlag]
  {
    guard !kinds.isEmpty else { return [] }
    let walked = walk(result)
    var flags: [[LayoutFlag]] = Array(repeating: [], count: walked.count)
    for (index, entry) in walked.enumerated() {
      if kinds.contains(.null), !entry.ownFrameIsFinite {
        flags[index].append(flag(.null, entry, "null frame: its size or position is not finite"))
      }
      if kinds.contains(.truncation), let frame = entry.frame,
        let detail = truncation(entry, frame: frame, in: result)
      {
        flags[index].append(flag(.truncation, entry, detail))
      }
    }
    let children = childLists(walked)
    let tolerance = 1 / result.pixels.scale + GoldenComparison.tolerance
    for (index, entry) in walked.enumerated() where !children[index].isEmpty {
      let rule = childRule(result.tree.type(of: entry.element))
      if kinds.contains(.outside), !rule.mayLeave, let frame = entry.frame {
        for child in children[index] {
          guard let inner = walked[child].frame,
            let detail = outside(inner, of: frame, parent: entry.path, tolerance: tolerance)
          else { continue }
          flags[child].append(flag(.outside, walked[child], detail))
        }
      }
      if kinds.contains(.overlap), !rule.mayOverlap {
        let overlapping = overlaps(
          children[index], walked, tolerance: tolerance, budget: budget)
        for (child, sibling) in overlapping.pairs {
          let area = intersection(walked[child].frame, walked[sibling].frame)
          flags[child].append(
            flag(
              .overlap, walked[child],
              "overlaps \(walked[sibling].path) by " + number(area.width) + " x "
                + number(area.height)))
        }
        // Said, not passed over: a parent whose children were not all compared is not
        // known to be free of overlaps.
        if overlapping.exhausted {
          flags[index].append(
            flag(
              .overlap, entry,
              "children not all compared for overlap: more than \(budget) pairs"))
        }
      }
    }
    // Each element's flags in `Kind`'s order, whichever pass found them.
    let rank = Dictionary(uniqueKeysWithValues: Kind.allCases.enumerated().map { ($1, $0) })
    return flags.flatMap { own in
      own.sorted { rank[$0.kind, default: 0] < rank[$1.kind, default: 0] }
    }
  }

  typealias Kind = LayoutFlag.Kind

  /// One element as the json output nests it, with its frame relative to the root.
  struct Entry {
    var element: ElementID
    var item: LayoutTree.Item
    var path: String
    var parent: Int
    /// Nil when it or an ancestor's position is not finite.
    var frame: LayoutFlag.Rect?
    /// Its own size and position (relative to its parent) are finite: what json prints.
    var ownFrameIsFinite: Bool
  }

  /// The elements in the json's order (pre-order).
  static func walk(_ result: LayoutResult) -> [Entry] {
    let layouts = result.layouts
    let tree = result.tree
    var entries: [Entry] = []
    var pending: [(item: LayoutTree.Item, path: String, parent: Int, x: Double, y: Double)] = [
      (
        layouts.root,
        GoldenComparison.component(name: tree.name(of: layouts.root.element), index: 0),
        -1, 0, 0
      )
    ]
    while let (item, path, parent, x, y) = pending.popLast() {
      let finite =
        !item.sizeWasNonFinite && item.size.width.isFinite && item.size.height.isFinite
        && item.position.x.isFinite && item.position.y.isFinite
      let parentFinite = parent < 0 || entries[parent].frame != nil
      let frame =
        finite && parentFinite && x.isFinite && y.isFinite
        ? LayoutFlag.Rect(x: x, y: y, width: item.size.width, height: item.size.height) : nil
      let index = entries.count
      entries.append(
        Entry(
          element: item.element, item: item, path: path, parent: parent, frame: frame,
          ownFrameIsFinite: finite))
      let isNode = tree.type(of: item.element).isNode
      guard item.hasSublayouts, !isNode || layouts.hasOwnLayout(item, in: tree) else {
        continue
      }
      let indices = layouts.sublayoutIndices(of: item)
      for (offset, sublayoutIndex) in indices.enumerated().reversed() {
        let sublayout = layouts.sublayout(at: sublayoutIndex)
        let component = GoldenComparison.component(
          name: tree.name(of: sublayout.element), index: offset)
        pending.append(
          (
            sublayout, path + "/" + component, index, x + sublayout.position.x,
            y + sublayout.position.y
          ))
      }
    }
    return entries
  }

  static func childLists(_ entries: [Entry]) -> [[Int]] {
    var result = Array(repeating: [Int](), count: entries.count)
    for (index, entry) in entries.enumerated() where entry.parent >= 0 {
      result[entry.parent].append(index)
    }
    return result
  }

  static func flag(_ kind: Kind, _ entry: Entry, _ detail: String) -> LayoutFlag {
    LayoutFlag(
      kind: kind, element: entry.element, path: entry.path, frame: entry.frame, detail: detail)
  }

  /// `truncated: shows 1 of 3 lines`, for a text node or a button whose title is cut; nil
  /// when all of it shows.
  static func truncation(_ entry: Entry, frame: LayoutFlag.Rect, in result: LayoutResult)
    -> String?
  {
    let tree = result.tree
    switch tree.type(of: entry.element) {
    case .text:
      guard
        let count = tree.textLineCount(
          of: entry.element, in: Size(width: frame.width, height: frame.height)),
        count.isTruncated
      else { return nil }
      return "truncated: shows \(count.shown) of \(lines(count.total))"
    case .button:
      guard let title = ButtonTitle.find(in: entry.item, of: result.layouts, tree: tree),
        let count = tree.textLineCount(
          of: title.element, in: Size(width: title.width, height: title.height)),
        count.isTruncated
      else { return nil }
      return "truncated title: shows \(count.shown) of \(lines(count.total))"
    case .stack, .hstack, .vstack, .inset, .overlay, .background, .center, .relative, .ratio,
      .absolute, .corner, .wrapper, .spacer, .node, .image, .networkImage, .video, .videoPlayer,
      .editableText:
      return nil
    }
  }

  private static func lines(_ count: Int) -> String {
    count == 1 ? "1 line" : "\(count) lines"
  }

  /// `outside its parent header by 12 on the right, 4 at the bottom`; nil when inside.
  static func outside(
    _ inner: LayoutFlag.Rect, of outer: LayoutFlag.Rect, parent: String, tolerance: Double
  ) -> String? {
    var sides: [String] = []
    if outer.x - inner.x > tolerance { sides.append(number(outer.x - inner.x) + " on the left") }
    if inner.maxX - outer.maxX > tolerance {
      sides.append(number(inner.maxX - outer.maxX) + " on the right")
    }
    if outer.y - inner.y > tolerance { sides.append(number(outer.y - inner.y) + " at the top") }
    if inner.maxY - outer.maxY > tolerance {
      sides.append(number(inner.maxY - outer.maxY) + " at the bottom")
    }
    guard !sides.isEmpty else { return nil }
    return "outside its parent \(parent) by " + sides.joined(separator: ", ")
  }

  /// The most pairs of children `overlaps` compares for one parent: far more than a real
  /// layout needs (a sweep compares a stack's neighbours), few enough that children laid
  /// out to defeat the sweep (long bars crossing along both axes) cost a second, not hours.
  public static let comparisonBudget = 10_000_000

  /// The children of one parent that overlap a sibling placed before them along the sweep
  /// (a stack's earlier child), each once with the first such sibling found, in the
  /// children's order; and whether the comparisons ran out of `budget` first. A sweep
  /// along the axis the children spread over (a vertical stack's y), so a list of
  /// thousands compares neighbours, not every pair.
  static func overlaps(
    _ children: [Int], _ entries: [Entry], tolerance: Double, budget: Int = comparisonBudget
  ) -> (pairs: [(child: Int, sibling: Int)], exhausted: Bool) {
    var placed: [Int] = []
    var frames: [LayoutFlag.Rect] = []
    for child in children {
      guard let frame = entries[child].frame, frame.width > 0, frame.height > 0 else { continue }
      placed.append(child)
      frames.append(frame)
    }
    guard placed.count > 1 else { return ([], false) }
    let vertical = spread(frames, \.y, \.maxY) > spread(frames, \.x, \.maxX)
    let start: (LayoutFlag.Rect) -> Double = vertical ? { $0.y } : { $0.x }
    let end: (LayoutFlag.Rect) -> Double = vertical ? { $0.maxY } : { $0.maxX }
    let order = frames.indices.sorted { (start(frames[$0]), $0) < (start(frames[$1]), $1) }
    var found: [(child: Int, sibling: Int)] = []
    var active: [Int] = []
    var left = budget
    for current in order {
      left -= active.count
      guard left >= 0 else { return (found.sorted { $0.child < $1.child }, true) }
      active.removeAll { end(frames[$0]) - start(frames[current]) <= tolerance }
      for other in active {
        let area = intersection(frames[current], frames[other])
        guard area.width > tolerance, area.height > tolerance else { continue }
        found.append((placed[current], placed[other]))
        break
      }
      active.append(current)
    }
    return (found.sorted { $0.child < $1.child }, false)
  }

  /// How far the frames spread along an axis, relative to how much they cover of it: the
  /// axis to sweep along is the one where they overlap least.
  private static func spread(
    _ frames: [LayoutFlag.Rect], _ start: KeyPath<LayoutFlag.Rect, Double>,
    _ end: KeyPath<LayoutFlag.Rect, Double>
  ) -> Double {
    let low = frames.map { $0[keyPath: start] }.min() ?? 0
    let high = frames.map { $0[keyPath: end] }.max() ?? 0
    let covered = frames.reduce(0) { $0 + ($1[keyPath: end] - $1[keyPath: start]) }
    return covered > 0 ? (high - low) / covered : 0
  }

  static func intersection(_ a: LayoutFlag.Rect?, _ b: LayoutFlag.Rect?) -> (
    width: Double, height: Double
  ) {
    guard let a, let b else { return (0, 0) }
    return (min(a.maxX, b.maxX) - max(a.x, b.x), min(a.maxY, b.maxY) - max(a.y, b.y))
  }

  static func number(_ value: Double) -> String { StyleDump.number(value) }
}
