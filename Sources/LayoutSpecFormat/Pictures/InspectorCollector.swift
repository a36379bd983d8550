// Gathers what the inspector data holds: the elements in the order they are first drawn
// (the first layout's pre-order, then any the other layouts add), each with what the
// details panel shows, and for every layout the frames of those drawn in it.

import LayoutSpecEngine

struct InspectorCollector {
  let tree: ElementTree
  private(set) var order: [ElementID] = []
  private var indexOf: [ElementID: Int] = [:]
  private var parentOf: [Int] = []
  /// The style line of the first layout each element was seen in (ascender and descender
  /// are the layout's; the constrained range is per layout, in the series).
  private var styleOf: [String] = []
  /// Distinct line sets per text node, and their index in each.
  private var lineSets: [Int: [[String]]] = [:]
  /// A fonted text's line widths per set, as its fonts measured them (the model's
  /// texts' widths are worked out from the strings).
  private var fontedLineWidths: [Int: [[Double]]] = [:]

  /// One layout's frames by element index, and each text node's line set index.
  struct Collected {
    var frames: [Int: AbsoluteFrame] = [:]
    var lines: [Int: Int] = [:]
  }

  init(tree: ElementTree) { self.tree = tree }

  mutating func collect(_ result: LayoutResult) -> Collected {
    var collected = Collected()
    let layout = result.layout
    var frames = AbsoluteFrames.frames(of: layout, in: tree)
    var layouts: [Layout] = []
    Self.preorder(layout, tree: tree, into: &layouts)
    // A size Texture computes as non-finite is null, as json prints it.
    for (position, item) in Self.preorder(result.layouts, tree: tree).enumerated()
    where item.sizeWasNonFinite && position < frames.count {
      frames[position].width = .nan
      frames[position].height = .nan
    }
    for (position, frame) in frames.enumerated() {
      let index = self.index(
        of: frame.element, parent: frame.parent >= 0 ? frames[frame.parent].element : nil,
        layout: layouts[position])
      collected.frames[index] = frame
      if frame.isFinite, let lines = tree.textLines(of: frame.element, width: frame.width) {
        var sets = lineSets[index, default: []]
        if let known = sets.firstIndex(of: lines) {
          collected.lines[index] = known
        } else {
          sets.append(lines)
          collected.lines[index] = sets.count - 1
          lineSets[index] = sets
          if let boxes = tree.textLineBoxes(
            of: frame.element, in: Size(width: frame.width, height: .infinity))
          {
            fontedLineWidths[index, default: []].append(boxes.map(\.width))
          }
        }
      }
    }
    return collected
  }

  /// The layout tree's items in the same order.
  private static func preorder(_ layouts: LayoutTree, tree: ElementTree) -> [LayoutTree.Item] {
    var list: [LayoutTree.Item] = []
    var pending = [layouts.root]
    while let current = pending.popLast() {
      guard Int(current.element.index) >= 0, Int(current.element.index) < tree.count else {
        continue
      }
      list.append(current)
      // Descend as AbsoluteFrames does: a button's spec is Texture's own.
      guard tree.type(of: current.element) != .button else { continue }
      pending.append(contentsOf: layouts.sublayouts(of: current).reversed())
    }
    return list
  }

  /// The layouts in the order AbsoluteFrames lists their frames.
  private static func preorder(_ layout: Layout, tree: ElementTree, into list: inout [Layout]) {
    var pending = [layout]
    while let current = pending.popLast() {
      guard Int(current.element.index) >= 0, Int(current.element.index) < tree.count else {
        continue
      }
      list.append(current)
      // Descend as AbsoluteFrames does: a button's spec is Texture's own.
      guard tree.type(of: current.element) != .button else { continue }
      pending.append(contentsOf: current.sublayouts.reversed())
    }
  }

  private mutating func index(of element: ElementID, parent: ElementID?, layout: Layout) -> Int {
    if let known = indexOf[element] { return known }
    let index = order.count
    order.append(element)
    indexOf[element] = index
    parentOf.append(parent.flatMap { indexOf[$0] } ?? -1)
    styleOf.append(StyleDump.style(for: layout, tree[element]))
    return index
  }

  func writeElements(_ out: inout JSONBuffer) {
    out.openArray()
    var nodeOrdinal = 0
    for (index, id) in order.enumerated() {
      let element = tree[id]
      out.element()
      out.openObject()
      out.key("type")
      out.string(element.type.rawValue)
      out.key("class")
      out.string(element.type.textureClassName)
      out.key("name")
      if let name = element.name { out.string(PrintableText.escaped(name)) } else { out.null() }
      out.key("parent")
      out.number(Double(parentOf[index]))
      out.key("key")
      out.string(key(of: index))
      out.key("style")
      out.string(styleOf[index])
      out.key("source")
      out.string("\(element.sourceLine):\(element.sourceColumn)")
      if element.type.isNode {
        out.key("colour")
        out.number(Double(nodeOrdinal % PictureMarks.palette.count))
        nodeOrdinal += 1
      } else {
        let stroke = PictureMarks.specStroke(element.type)
        out.key("stroke")
        out.string(stroke.colour)
        out.key("dash")
        out.string(stroke.dash)
      }
      switch element.kind {
      case .stack(let stack):
        out.key("direction")
        out.string(stack.direction == .horizontal ? "horizontal" : "vertical")
        out.key("wraps")
        out.number(stack.flexWrap == .noWrap ? 0 : 1)
      case .text(let text):
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
      default: break
      }
      out.closeObject()
    }
    out.closeArray()
  }

  /// A path that names the element across edits (the page keeps the selection by it):
  /// its parent's key, then its name, or its type and place among its siblings.
  private func key(of index: Int) -> String {
    var parts: [String] = []
    var current = index
    while current >= 0 {
      let element = tree[order[current]]
      let parent = parentOf[current]
      if let name = element.name, !name.isEmpty {
        parts.append("'" + name)
      } else {
        let siblings = parent < 0 ? [] : (0..<current).filter { parentOf[$0] == parent }
        parts.append(element.type.rawValue + "#" + String(siblings.count))
      }
      current = parent
    }
    return parts.reversed().joined(separator: "/")
  }

  /// Per element, its series across `layouts`: x, y, width, height, the constrained
  /// range's min width, min height, max width, max height, and for text nodes the line
  /// set index.
  func writeSeries(of layouts: [Collected], to out: inout JSONBuffer) {
    out.openArray()
    for index in order.indices {
      let frames = layouts.map { $0.frames[index] }
      out.element()
      out.openArray()
      let fields: [(AbsoluteFrame) -> Double] = [
        \.x, \.y, \.width, \.height, \.constrained.min.width, \.constrained.min.height,
        \.constrained.max.width, \.constrained.max.height,
      ]
      for field in fields {
        out.element()
        SeriesRuns.write(frames.map { $0.map(field) }, to: &out)
      }
      if lineSets[index] != nil {
        out.element()
        SeriesRuns.write(layouts.map { $0.lines[index].map(Double.init) }, to: &out)
      }
      out.closeArray()
    }
    out.closeArray()
  }
}
