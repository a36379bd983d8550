// What the pictures (svg, and the html inspector's drawing) mark besides frames, worked
// out once from the absolute frames so the two agree:
//
// - Padding: the band an inset spec leaves between its frame and its child's, shaded as
//   browser devtools shade padding.
// - Gaps: the space a stack leaves between consecutive children along its direction
//   (spacing, spacingBefore/After, justifyContent's distribution), shaded as devtools
//   shade flex gaps. Across the stack's whole cross extent, or for a wrapping stack the
//   two children's.
// - Colours: nodes take a palette colour in drawing order, so siblings, a background
//   and the node it backs, and any two nodes drawn one after the other always differ;
//   specs take their kind's colour and dash.
// - Outlines: a spec's outline is drawn inside its frame by a step per spec it is nested
//   in (cycling every four), so a stack inside an inset of 0 does not share the inset's
//   edges on the picture.

import LayoutSpecEngine

struct PictureRect: Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}

enum PictureMarks {
  /// Fill and stroke pairs, clearly apart in hue and lightness (Tableau's 10 without grey).
  static let palette: [(fill: String, stroke: String)] = [
    ("#aec7e8", "#1f77b4"), ("#ffbb78", "#d46a00"), ("#98df8a", "#2ca02c"),
    ("#ff9896", "#d62728"), ("#c5b0d5", "#9467bd"), ("#f7b6d2", "#c2418f"),
    ("#dbdb8d", "#8c8d16"), ("#9edae5", "#138d9c"), ("#c49c94", "#8c564b"),
  ]

  static let paddingFill = "#c3d08b"
  static let gapFill = "#c9a3e6"

  /// How far in each level of spec nesting draws its outline, in points.
  static let outlineStep = 1.5

  /// A spec kind's outline colour and dash pattern.
  static func specStroke(_ type: ElementType) -> (colour: String, dash: String) {
    switch type {
    case .stack, .hstack, .vstack: return ("#1d4ed8", "5 2")
    case .inset: return ("#4d7c0f", "2 2")
    case .overlay, .background: return ("#c2410c", "6 2 1 2")
    case .center, .relative: return ("#7e22ce", "3 2")
    case .ratio, .absolute, .corner: return ("#0f766e", "4 2 1 2")
    case .wrapper, .spacer, .node, .image, .text, .button, .networkImage, .video, .videoPlayer,
      .editableText:
      return ("#6b7280", "1 2")
    }
  }

  /// The outline of spec `frames[index]`: its frame moved in by its nesting among specs,
  /// never by more than a quarter of a side.
  static func outline(of index: Int, in frames: [AbsoluteFrame]) -> PictureRect {
    var nesting = 0
    var parent = frames[index].parent
    while parent >= 0 {
      if !frames[parent].isNode { nesting += 1 }
      parent = frames[parent].parent
    }
    let frame = frames[index]
    let step = Double(nesting % 4) * outlineStep
    let dx = min(step, frame.width / 4)
    let dy = min(step, frame.height / 4)
    return PictureRect(
      x: frame.x + dx, y: frame.y + dy, width: frame.width - 2 * dx,
      height: frame.height - 2 * dy)
  }

  /// The children's indices of every frame, in order.
  static func children(_ frames: [AbsoluteFrame]) -> [[Int]] {
    var result = Array(repeating: [Int](), count: frames.count)
    for (index, frame) in frames.enumerated() where frame.parent >= 0 {
      result[frame.parent].append(index)
    }
    return result
  }

  /// The padding bands of inset specs: the frame and the hole its child leaves.
  static func paddings(_ frames: [AbsoluteFrame], in tree: ElementTree, children: [[Int]])
    -> [(outer: PictureRect, inner: PictureRect)]
  {
    var result: [(PictureRect, PictureRect)] = []
    for (index, frame) in frames.enumerated() where frame.isFinite {
      guard tree.type(of: frame.element) == .inset, let child = children[index].first,
        frames[child].isFinite
      else { continue }
      let inner = frames[child]
      guard
        inner.x > frame.x || inner.y > frame.y || inner.maxX < frame.maxX
          || inner.maxY < frame.maxY
      else { continue }
      result.append((rect(frame), rect(inner)))
    }
    return result
  }

  /// The gaps between consecutive stack children along the stack's direction.
  static func gaps(_ frames: [AbsoluteFrame], in tree: ElementTree, children: [[Int]])
    -> [PictureRect]
  {
    var result: [PictureRect] = []
    for (index, frame) in frames.enumerated() where frame.isFinite {
      guard case .stack(let stack) = tree.kind(of: frame.element) else { continue }
      let horizontal = stack.direction == .horizontal
      let wraps = stack.flexWrap != .noWrap
      let items = children[index].filter { frames[$0].isFinite }
      for (before, after) in zip(items, items.dropFirst()) {
        let a = frames[before]
        let b = frames[after]
        if horizontal {
          guard b.x > a.maxX else { continue }
          let top = wraps ? min(a.y, b.y) : frame.y
          let bottom = wraps ? max(a.maxY, b.maxY) : frame.maxY
          result.append(PictureRect(x: a.maxX, y: top, width: b.x - a.maxX, height: bottom - top))
        } else {
          guard b.y > a.maxY else { continue }
          let left = wraps ? min(a.x, b.x) : frame.x
          let right = wraps ? max(a.maxX, b.maxX) : frame.maxX
          result.append(PictureRect(x: left, y: a.maxY, width: right - left, height: b.y - a.maxY))
        }
      }
    }
    return result
  }

  static func rect(_ frame: AbsoluteFrame) -> PictureRect {
    PictureRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }

  /// `285 x 24`: a frame's size as labels show it (shortest numbers).
  static func sizeText(_ width: Double, _ height: Double) -> String {
    StyleDump.number(width) + " x " + StyleDump.number(height)
  }

  /// A spec's label: its kind as the description names it, then its name.
  static func specLabel(_ element: Element) -> String {
    guard let name = element.name, !name.isEmpty else { return element.type.rawValue }
    return element.type.rawValue + " " + PrintableText.escaped(name)
  }
}
