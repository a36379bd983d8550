// Gathers what the inspector data holds: the elements in the order they are first drawn
// (the first layout's pre-order, then any the other layouts add), each with what the
// details panel shows, and for every layout the frames of those drawn in it.

import LayoutSpecEngine

struct InspectorCollector {
  let tree: ElementTree
  private(set) var order: [ElementID] = []
  /// Per element of the tree (by its index), its index in `order`, or -1.
  private var indexOf: [Int] = []
  private var parentOf: [Int] = []
  /// The style line of the first layout each element was seen in (ascender and descender
  /// are the layout's; the constrained range is per layout, in the series).
  private var styleOf: [String] = []
  /// Distinct line sets per text node, and their index in each.
  private var lineSets: [Int: [[String]]] = [:]
  /// A fonted text's line widths per set, as its fonts measured them (the model's
  /// texts' widths are worked out from the strings).
  private var fontedLineWidths: [Int: [[Double]]] = [:]
  /// Per button (by index) with a title, the title's text element: its lines are the
  /// button's.
  private var titleOf: [Int: ElementID] = [:]
  /// Per text node (by index), the width it was last broken into lines at (NaN for none)
  /// and their set: most texts keep their width across a sweep, and breaking a text again
  /// costs as much as its length.
  private var lastLineWidth: [Double] = []
  private var lastLineSet: [Int] = []

  /// One tab's series so far, per element its values across the tab's layouts, as runs
  /// built while the layouts are collected: keeping every layout's frames until they are
  /// written took memory for each element at each of 200 widths (851 MB for 20,000).
  struct TabSeries {
    fileprivate var layoutCount = 0
    /// Per element, `SeriesFields.count` series: its frame's fields, then its line set.
    fileprivate var fields: [SeriesRunsBuilder] = []
    /// Per element, the number of the layout it was last seen in.
    fileprivate var lastSeen: [Int] = []
  }

  init(tree: ElementTree) { self.tree = tree }

  /// Adds a layout to `series`, walking its layout tree as AbsoluteFrames walks nested
  /// layouts (the same frames, in the same pre-order), without building the nested
  /// `Layout` values: one array per layout per sweep width was most of the html's time.
  mutating func collect(_ result: LayoutResult, into series: inout TabSeries) {
    let layoutNumber = series.layoutCount
    let layouts = result.layouts
    let noRange = SizeRange(exactly: .zero)
    // The root is at (0, 0) whatever its position says; the parent is a collector index.
    var pending: [(item: LayoutTree.Item, x: Double, y: Double, parent: Int)] = [
      (layouts.root, 0, 0, -1)
    ]
    while let (item, x, y, parent) = pending.popLast() {
      guard Int(item.element.index) >= 0, Int(item.element.index) < tree.count else {
        continue
      }
      // Texture's sizes are never negative; a hand-made one is drawn from its far edge.
      let (width, height) = (item.size.width, item.size.height)
      var frame = AbsoluteFrame(
        element: item.element, isNode: false, x: width < 0 ? x + width : x,
        y: height < 0 ? y + height : y, width: abs(width), height: abs(height), depth: 0,
        parent: -1, constrained: layouts.constrainedSize(of: item) ?? noRange)
      // A size Texture computes as non-finite is null, as json prints it.
      if item.sizeWasNonFinite {
        frame.width = .nan
        frame.height = .nan
      }
      let index = self.index(of: item, in: layouts, parent: parent)
      // A button's lines are its title's, placed where its own spec put the title.
      let isButton = tree.type(of: item.element) == .button
      var title: ButtonTitle?
      if isButton, frame.isFinite {
        title = ButtonTitle.find(in: item, of: layouts, tree: tree)
        if let title, titleOf[index] == nil { titleOf[index] = title.element }
      }
      let text: (element: ElementID, width: Double)? =
        title.map { ($0.element, $0.width) } ?? (isButton ? nil : (frame.element, frame.width))
      var lineSet: Int?
      if let text, index < lastLineWidth.count, lastLineWidth[index] == text.width {
        lineSet = lastLineSet[index]
      } else if let text, frame.isFinite, text.width.isFinite,
        let lines = tree.textLines(of: text.element, width: text.width)
      {
        var sets = lineSets[index, default: []]
        if let known = sets.firstIndex(of: lines) {
          lineSet = known
        } else {
          sets.append(lines)
          lineSet = sets.count - 1
          lineSets[index] = sets
          if let boxes = tree.textLineBoxes(
            of: text.element, in: Size(width: text.width, height: .infinity))
          {
            fontedLineWidths[index, default: []].append(boxes.map(\.width))
          }
        }
        while lastLineWidth.count <= index {
          lastLineWidth.append(.nan)
          lastLineSet.append(0)
        }
        lastLineWidth[index] = text.width
        lastLineSet[index] = lineSet!
      }
      series.add(
        frame, lineSet: lineSet, title: title.map { ($0.x, $0.y) }, of: index,
        layoutNumber: layoutNumber)
      // A node's sublayouts are its own layout spec's; a button's spec is Texture's own,
      // not the document's, and stays inside the button.
      guard tree.type(of: item.element) != .button else { continue }
      for position in layouts.sublayoutIndices(of: item).reversed() {
        let sublayout = layouts.sublayout(at: position)
        pending.append(
          (sublayout, x + sublayout.position.x, y + sublayout.position.y, index))
      }
    }
    series.finishLayout()
  }

  /// The collector's index of `item`'s element, numbering it (with its parent's index and
  /// its style line) when it is first seen.
  private mutating func index(of item: LayoutTree.Item, in layouts: LayoutTree, parent: Int)
    -> Int
  {
    let element = Int(item.element.index)
    if indexOf.isEmpty { indexOf = [Int](repeating: -1, count: tree.count) }
    if indexOf[element] >= 0 { return indexOf[element] }
    let index = order.count
    order.append(item.element)
    indexOf[element] = index
    parentOf.append(parent)
    // The style line reads the layout's own values only (its baselines), not its sublayouts.
    let layout = Layout(
      element: item.element, size: item.size, position: item.position,
      constrainedSize: layouts.constrainedSize(of: item) ?? SizeRange(exactly: .zero),
      ascender: layouts.ascender(of: item) ?? 0, descender: layouts.descender(of: item) ?? 0)
    styleOf.append(StyleDump.style(for: layout, tree[item.element]))
    return index
  }

  /// `"elements": [...], "styles": [...], "kinds": [...]`: the elements, each naming its
  /// style line by its index in `styles` (a feed's 20,000 elements have a few dozen
  /// distinct ones) and taking its Texture class and, for a spec, its outline's colour and
  /// dash from its type's entry in `kinds` (`{"type", "class", "stroke", "dash"}`).
  /// An element's path as `why` takes it (ElementLookup's) is its parent's path and its
  /// name as `why` prints it, or its `at`, its index among its siblings in the tree, when
  /// its name does not say which sibling it is (PathParts.namesAlone); an element whose
  /// parent in the tree is not the one it is drawn in has its whole `path`.
  func writeElements(_ out: inout JSONBuffer) {
    var styles: [String] = []
    var styleIndex: [String: Int] = [:]
    var kinds: [ElementType] = []
    out.key("elements")
    out.openArray()
    var nodeOrdinal = 0
    let keys = keys()
    let paths = PathParts(tree)
    for (index, id) in order.enumerated() {
      let element = tree[id]
      if !kinds.contains(element.type) { kinds.append(element.type) }
      out.element()
      out.openObject()
      out.key("type")
      out.string(element.type.rawValue)
      out.key("name")
      if let name = element.name { out.string(PrintableText.escaped(name)) } else { out.null() }
      out.key("parent")
      out.number(Double(parentOf[index]))
      let drawnParent = parentOf[index] >= 0 ? order[parentOf[index]] : nil
      if paths.parents[Int(id.index)] != drawnParent {
        out.key("path")
        out.string(paths.path(of: id))
      } else if !paths.namesAlone[Int(id.index)] {
        out.key("at")
        out.number(Double(paths.siblingIndex[Int(id.index)]))
      }
      out.key("key")
      out.string(keys[index])
      out.key("style")
      if let known = styleIndex[styleOf[index]] {
        out.number(Double(known))
      } else {
        styleIndex[styleOf[index]] = styles.count
        out.number(Double(styles.count))
        styles.append(styleOf[index])
      }
      out.key("source")
      out.string("\(element.sourceLine):\(element.sourceColumn)")
      if element.type.isNode {
        out.key("colour")
        out.number(Double(nodeOrdinal % PictureMarks.palette.count))
        nodeOrdinal += 1
      }
      var textNode: (id: ElementID, text: TextNode)?
      if case .text(let text) = element.kind {
        textNode = (id, text)
      } else if let title = titleOf[index], case .text(let text) = tree[title].kind {
        textNode = (title, text)
      }
      if let (id, text) = textNode {
        writeLines(of: id, text, index: index, to: &out)
      }
      switch element.kind {
      case .stack(let stack):
        out.key("direction")
        out.string(stack.direction == .horizontal ? "horizontal" : "vertical")
        out.key("wraps")
        out.number(stack.flexWrap == .noWrap ? 0 : 1)
      default: break
      }
      out.closeObject()
    }
    out.closeArray()
    out.key("styles")
    out.openArray()
    for style in styles {
      out.element()
      out.string(style)
    }
    out.closeArray()
    out.key("kinds")
    out.openArray()
    for type in kinds {
      out.element()
      out.openObject()
      out.key("type")
      out.string(type.rawValue)
      out.key("class")
      out.string(type.textureClassName)
      if !type.isNode {
        let stroke = PictureMarks.specStroke(type)
        out.key("stroke")
        out.string(stroke.colour)
        out.key("dash")
        out.string(stroke.dash)
      }
      out.closeObject()
    }
    out.closeArray()
  }

  /// Each element's parent in the tree and index among its siblings, from which its path
  /// as ElementLookup writes it follows.
  private struct PathParts {
    let tree: ElementTree
    let parents: [ElementID?]
    var siblingIndex: [Int]
    /// Whether an element's name, as `why` prints it, says which of its siblings it is in
    /// a path from the root: a name no sibling has too, not empty, without a `/` (which
    /// `why` reads as a level) and not a number (which it reads as an index). Any other
    /// element is its index among its siblings, which `why` takes as well: `cell/a/b`
    /// would be the `b` in an `a`, not a sibling named `a/b`, which is `cell/3`.
    var namesAlone: [Bool]

    init(_ tree: ElementTree) {
      self.tree = tree
      parents = ElementLookup.parentTable(tree)
      siblingIndex = [Int](repeating: 0, count: tree.count)
      namesAlone = [Bool](repeating: false, count: tree.count)
      var named: [Int32: Int] = [:]
      for index in 0..<tree.count {
        let children = tree.children(of: ElementID(index))
        named.removeAll(keepingCapacity: true)
        for child in children where tree.nameIndex(ofElement: child) >= 0 {
          named[tree.nameIndex(ofElement: child), default: 0] += 1
        }
        for (offset, child) in children.enumerated() {
          siblingIndex[Int(child.index)] = offset
          namesAlone[Int(child.index)] =
            named[tree.nameIndex(ofElement: child)] == 1 && Self.saysItself(tree.name(of: child))
        }
      }
      if tree.count > 0 {
        namesAlone[Int(tree.root.index)] = Self.saysItself(tree.name(of: tree.root))
      }
    }

    private static func saysItself(_ name: String?) -> Bool {
      guard let name, !name.isEmpty, !name.contains("/") else { return false }
      return !name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    func path(of id: ElementID) -> String {
      var components: [String] = []
      var current: ElementID? = id
      while let element = current {
        let index = Int(element.index)
        components.append(
          namesAlone[index]
            ? tree.name(of: element).map(PrintableText.escaped) ?? "" : String(siblingIndex[index]))
        current = parents[index]
      }
      return components.reversed().joined(separator: "/")
    }
  }

  /// A text's (or a button title's) first line's font numbers and its distinct line sets.
  private func writeLines(
    of id: ElementID, _ text: TextNode, index: Int, to out: inout JSONBuffer
  ) {
    // A fonted text: its first line's font size, height and baseline.
    let first = tree.textLineBoxes(of: id, in: Size(width: .infinity, height: .infinity))?
      .first
    let font =
      first.map { [$0.fontSize, $0.height, $0.baseline - $0.top] }
      ?? [text.fontSize, text.lineHeight, text.ascender]
    out.key("font")
    out.openArray()
    for value in font {
      out.element()
      out.number(value)
    }
    out.closeArray()
    out.key("lineSets")
    out.openArray()
    for (setIndex, set) in (lineSets[index] ?? []).enumerated() {
      let widths = fontedLineWidths[index]?[setIndex]
      out.element()
      out.openArray()
      for (lineIndex, line) in set.enumerated() {
        out.element()
        out.openArray()
        out.element()
        out.string(line)
        out.element()
        out.number(widths?[lineIndex] ?? text.width(ofLine: line))
        out.closeArray()
      }
      out.closeArray()
    }
    out.closeArray()
  }

  /// Every element's path that names it across edits (the page keeps the selection by
  /// it): its parent's key, then its name, or its type and place among its siblings. Built
  /// parents first (`order` lists a parent before its children), each from its parent's:
  /// counting the siblings again per element and per ancestor was quadratic (20,000
  /// children of one stack: 34 s).
  private func keys() -> [String] {
    var keys: [String] = []
    keys.reserveCapacity(order.count)
    var childrenSoFar = [Int](repeating: 0, count: order.count)
    for (index, id) in order.enumerated() {
      let element = tree[id]
      let parent = parentOf[index]
      let part: String
      if let name = element.name, !name.isEmpty {
        part = "'" + name
      } else {
        part = element.type.rawValue + "#" + String(parent < 0 ? 0 : childrenSoFar[parent])
      }
      if parent >= 0 { childrenSoFar[parent] += 1 }
      keys.append(parent < 0 ? part : keys[parent] + "/" + part)
    }
    return keys
  }

  /// Per element, its series across a tab's layouts: x, y, width, height, the
  /// constrained range's min width, min height, max width, max height, and for text
  /// nodes (and buttons) the line set index. A frame field's series equal to an earlier
  /// one's (an exact range's max to its min, a width to its range's) is written as that
  /// field's number: 20,000 shrinking texts repeated 2.9 MB of widths so.
  func writeSeries(_ series: TabSeries, to out: inout JSONBuffer) {
    let absent = SeriesRunsBuilder(absent: series.layoutCount)
    out.openArray()
    for index in order.indices {
      // An element first drawn in a later tab is absent from every layout of this one.
      let known = index < series.lastSeen.count
      let fields = known ? index * SeriesFields.count : 0
      out.element()
      out.openArray()
      for field in 0..<SeriesFields.lineSet {
        out.element()
        guard known else {
          absent.write(to: &out)
          continue
        }
        let values = series.fields[fields + field]
        if let same = (0..<field).first(where: { series.fields[fields + $0] == values }) {
          out.number(Double(same))
        } else {
          values.write(to: &out)
        }
      }
      if lineSets[index] != nil || titleOf[index] != nil {
        out.element()
        (known ? series.fields[fields + SeriesFields.lineSet] : absent).write(to: &out)
      }
      // A button's title's place in it.
      if titleOf[index] != nil {
        for field in [SeriesFields.titleX, SeriesFields.titleY] {
          out.element()
          (known ? series.fields[fields + field] : absent).write(to: &out)
        }
      }
      out.closeArray()
    }
    out.closeArray()
  }
}

/// The series kept per element, in the order they are written.
private enum SeriesFields {
  /// A frame's values by field: x, y, width, height, and its constrained range's (a switch,
  /// not an array: one is read per field and element, with nothing to allocate).
  static func value(_ field: Int, of frame: AbsoluteFrame) -> Double {
    switch field {
    case 0: return frame.x
    case 1: return frame.y
    case 2: return frame.width
    case 3: return frame.height
    case 4: return frame.constrained.min.width
    case 5: return frame.constrained.min.height
    case 6: return frame.constrained.max.width
    default: return frame.constrained.max.height
    }
  }
  static let lineSet = 8
  static let titleX = 9
  static let titleY = 10
  static let count = titleY + 1
}

extension InspectorCollector.TabSeries {
  fileprivate mutating func add(
    _ frame: AbsoluteFrame, lineSet: Int?, title: (x: Double, y: Double)?, of index: Int,
    layoutNumber: Int
  ) {
    // An element first drawn now was absent from the tab's earlier layouts.
    while lastSeen.count <= index {
      lastSeen.append(-1)
      for _ in 0..<SeriesFields.count {
        fields.append(SeriesRunsBuilder(absent: layoutNumber))
      }
    }
    // One value per layout: an element has one parent, so it is drawn once in a layout;
    // were it drawn again, its first frame would stand.
    guard lastSeen[index] < layoutNumber else { return }
    lastSeen[index] = layoutNumber
    let first = index * SeriesFields.count
    for field in 0..<SeriesFields.lineSet {
      fields[first + field].append(SeriesFields.value(field, of: frame))
    }
    fields[first + SeriesFields.lineSet].append(lineSet.map(Double.init))
    fields[first + SeriesFields.titleX].append(title?.x)
    fields[first + SeriesFields.titleY].append(title?.y)
  }

  /// Ends a layout: the elements it did not draw are absent from it.
  fileprivate mutating func finishLayout() {
    for index in lastSeen.indices where lastSeen[index] < layoutCount {
      lastSeen[index] = layoutCount
      for field in 0..<SeriesFields.count {
        fields[index * SeriesFields.count + field].append(nil)
      }
    }
    layoutCount += 1
  }
}
