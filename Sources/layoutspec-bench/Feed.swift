import LayoutSpecEngine

// The benchmark feed (docs/performance.md): a vertical stack of cells, each 11 elements:
//
//   vstack "cell"
//   ├─ inset (8, 12, 8, 12)
//   │  └─ hstack (spacing 10, alignItems start)
//   │     ├─ node "avatar"            style 44 x 44
//   │     ├─ vstack                   flexGrow 1, flexShrink 1
//   │     │  ├─ text "name"           fontSize 15
//   │     │  └─ text "message"        fontSize 13
//   │     └─ text "time"              fontSize 12
//   ├─ ratio 0.5
//   │  └─ networkImage "photo"
//   └─ node "separator"               style height 0.5
//
// built three ways from the same cell models: as an element tree in memory, as a
// description document (JSON, docs/format.md), and as frames computed by hand (`manualLayout`),
// which must equal the engine's frame for frame.

/// What a feed cell shows: the data an app would lay out.
struct CellModel: Sendable {
  var name: String
  var message: String
  var time: String
}

enum Feed {
  static let width = 375.0
  /// `375x*`: `SizeRange(min: (375, 0), max: (375, inf))`.
  static let sizeRange = SizeRange(
    min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
  static let elementsPerCell = 11

  static let nameFontSize = 15.0
  static let messageFontSize = 13.0
  static let timeFontSize = 12.0

  private static let messages = [
    "See you at noon", "Photos from the trip", "New post", "Lunch tomorrow?", "Great shot!",
    "On my way", "Happy birthday!", "Meeting moved to 3",
  ]

  /// `count` cells of short ASCII single-line text, varying in length.
  static func cells(_ count: Int) -> [CellModel] {
    (0..<count).map { index in
      let minute = index % 60
      return CellModel(
        name: "User \(index)",
        message: messages[index % messages.count] + " #\(index % 1000)",
        time: "\(1 + index % 12):\(minute < 10 ? "0" : "")\(minute)")
    }
  }

  // MARK: Element tree

  static func tree(_ cells: [CellModel]) -> ElementTree {
    var tree = ElementTree()
    var avatarStyle = LayoutElementStyle()
    avatarStyle.width = .points(44)
    avatarStyle.height = .points(44)
    var linesStyle = LayoutElementStyle()
    linesStyle.flexGrow = 1
    linesStyle.flexShrink = 1
    var separatorStyle = LayoutElementStyle()
    separatorStyle.height = .points(0.5)
    var vertical = StackLayoutSpec()
    vertical.direction = .vertical
    var row = StackLayoutSpec()
    row.direction = .horizontal
    row.spacing = 10
    row.alignItems = .start
    let insets = InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))

    var cellIDs: [ElementID] = []
    cellIDs.reserveCapacity(cells.count)
    for cell in cells {
      let avatar = tree.add(.node, .node(DisplayNode()), name: "avatar", style: avatarStyle)
      let name = tree.add(
        .text, .text(TextNode(text: cell.name, fontSize: nameFontSize)), name: "name")
      let message = tree.add(
        .text, .text(TextNode(text: cell.message, fontSize: messageFontSize)), name: "message")
      let lines = tree.add(
        .vstack, .stack(vertical), style: linesStyle, children: [name, message])
      let time = tree.add(
        .text, .text(TextNode(text: cell.time, fontSize: timeFontSize)), name: "time")
      let hstack = tree.add(.hstack, .stack(row), children: [avatar, lines, time])
      let inset = tree.add(.inset, .inset(insets), children: [hstack])
      let photo = tree.add(.networkImage, .node(DisplayNode()), name: "photo")
      let ratio = tree.add(.ratio, .ratio(RatioLayoutSpec(ratio: 0.5)), children: [photo])
      let separator = tree.add(
        .node, .node(DisplayNode()), name: "separator", style: separatorStyle)
      cellIDs.append(
        tree.add(.vstack, .stack(vertical), name: "cell", children: [inset, ratio, separator]))
    }
    tree.add(.vstack, .stack(vertical), name: "feed", children: cellIDs)
    return tree
  }

  // MARK: Description document

  /// The same feed as a JSON document (docs/format.md), one cell per line.
  static func document(_ cells: [CellModel]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(cells.count * 560 + 64)
    out += #"{"type":"vstack","name":"feed","children":["#.utf8
    for (index, cell) in cells.enumerated() {
      out += index == 0 ? "\n".utf8 : ",\n".utf8
      appendCell(cell, to: &out)
    }
    out += "\n]}\n".utf8
    return out
  }

  /// One cell's JSON, in the key order a person would write.
  static func appendCell(_ cell: CellModel, to out: inout [UInt8]) {
    out += #"{"type":"vstack","name":"cell","children":["#.utf8
    out += #"{"type":"inset","insets":[8,12,8,12],"child":"#.utf8
    out += #"{"type":"hstack","spacing":10,"alignItems":"start","children":["#.utf8
    out += #"{"type":"node","name":"avatar","style":{"width":44,"height":44}},"#.utf8
    out += #"{"type":"vstack","style":{"flexGrow":1,"flexShrink":1},"children":["#.utf8
    appendText("name", cell.name, 15, to: &out)
    out += ",".utf8
    appendText("message", cell.message, 13, to: &out)
    out += "]},".utf8
    appendText("time", cell.time, 12, to: &out)
    out += "]}},".utf8
    out += #"{"type":"ratio","ratio":0.5,"child":{"type":"networkImage","name":"photo"}},"#.utf8
    out += #"{"type":"node","name":"separator","style":{"height":0.5}}]}"#.utf8
  }

  /// A text node; the benchmark's strings are plain ASCII without quotes or backslashes.
  private static func appendText(
    _ name: String, _ text: String, _ fontSize: Int, to out: inout [UInt8]
  ) {
    out += #"{"type":"text","name":""#.utf8
    out += name.utf8
    out += #"","text":""#.utf8
    out += text.utf8
    out += #"","fontSize":"#.utf8
    out += String(fontSize).utf8
    out += "}".utf8
  }
}

// MARK: - Manual layout

/// One laid-out view's frame, as a UIView holds it: one object per frame.
final class ManualFrame {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// The feed laid out by hand, as an iOS developer writes `layoutSubviews`: direct arithmetic
/// per cell, text measured as the description format's model measures short single-line
/// ASCII (width = characters x fontSize / 2, height = 1.2 x fontSize, both ceiled to the
/// 0.5 pt pixel grid). Frames are relative to the parent view, in the engine's depth-first
/// order (feed, then per cell: cell, inset, row, avatar, lines, name, message, time, ratio,
/// photo, separator), so the two can be compared one to one.
enum ManualLayout {
  @inline(__always)
  static func ceilToPixel(_ value: Double) -> Double { (value * 2).rounded(.up) / 2 }
  @inline(__always)
  static func floorToPixel(_ value: Double) -> Double { (value * 2).rounded(.down) / 2 }

  @inline(__always)
  static func textWidth(_ text: String, fontSize: Double) -> Double {
    ceilToPixel(Double(text.utf8.count) * fontSize / 2)
  }

  @inline(__always)
  static func textHeight(fontSize: Double) -> Double { ceilToPixel(1.2 * fontSize) }

  /// New frame objects for the whole feed.
  static func layout(_ cells: [CellModel], width: Double) -> [ManualFrame] {
    var frames: [ManualFrame] = []
    frames.reserveCapacity(1 + cells.count * Feed.elementsPerCell)
    let feed = ManualFrame(0, 0, width, 0)
    frames.append(feed)
    let height = layoutCells(cells, width: width) { x, y, w, h in
      frames.append(ManualFrame(x, y, w, h))
    }
    finishFeed(feed, width: width, height: height)
    return frames
  }

  /// The same arithmetic into frame objects that exist already (views being re-laid out).
  static func relayout(_ cells: [CellModel], width: Double, into frames: [ManualFrame]) {
    var index = 1
    let height = layoutCells(cells, width: width) { x, y, w, h in
      let frame = frames[index]
      frame.x = x
      frame.y = y
      frame.width = w
      frame.height = h
      index += 1
    }
    finishFeed(frames[0], width: width, height: height)
  }

  /// Texture gives a size of FLT_MAX / 2 points or more no size at all (ASLayout records
  /// 0 x 0); no feed reaches that, but the manual layout says what it would do.
  private static func finishFeed(_ feed: ManualFrame, width: Double, height: Double) {
    if height < 0x1.fffffep+126 {
      feed.width = width
      feed.height = height
    } else {
      feed.width = 0
      feed.height = 0
    }
  }

  /// Emits each cell's 11 frames; returns the cells' total height.
  @inline(__always)
  private static func layoutCells(
    _ cells: [CellModel], width: Double,
    _ emit: (Double, Double, Double, Double) -> Void
  ) -> Double {
    let avatarSide = 44.0
    let spacing = 10.0
    let rowWidth = width - 12 - 12
    let nameHeight = textHeight(fontSize: Feed.nameFontSize)
    let messageHeight = textHeight(fontSize: Feed.messageFontSize)
    let timeHeight = textHeight(fontSize: Feed.timeFontSize)
    let linesHeight = nameHeight + messageHeight
    let rowHeight = max(avatarSide, linesHeight, timeHeight)
    let insetHeight = 8 + rowHeight + 8
    let photoHeight = floorToPixel(width * 0.5)
    let separatorHeight = 0.5
    let cellHeight = insetHeight + photoHeight + separatorHeight
    var y = 0.0
    for cell in cells {
      let timeWidth = textWidth(cell.time, fontSize: Feed.timeFontSize)
      // The text column takes what the avatar, the time and the spacing leave.
      let linesWidth = rowWidth - avatarSide - spacing - spacing - timeWidth
      emit(0, y, width, cellHeight)  // cell
      emit(0, 0, width, insetHeight)  // inset
      emit(12, 8, rowWidth, rowHeight)  // row
      emit(0, 0, avatarSide, avatarSide)  // avatar
      emit(avatarSide + spacing, 0, linesWidth, linesHeight)  // lines
      emit(0, 0, linesWidth, nameHeight)  // name
      emit(0, nameHeight, linesWidth, messageHeight)  // message
      emit(avatarSide + spacing + linesWidth + spacing, 0, timeWidth, timeHeight)  // time
      emit(0, insetHeight, width, photoHeight)  // ratio
      emit(0, 0, width, photoHeight)  // photo
      emit(0, insetHeight + photoHeight, width, separatorHeight)  // separator
      y += cellHeight
    }
    return y
  }
}

// MARK: - Verification

/// Compares the engine's layout tree, depth first, with the manual frames.
struct FrameComparison {
  var engineFrames = 0
  var mismatches = 0
  var firstMismatch: String?

  var matches: Bool { mismatches == 0 && firstMismatch == nil }

  init(_ layouts: LayoutTree, tree: ElementTree, manual: [ManualFrame]) {
    visit(layouts.root, in: layouts, tree: tree, manual: manual)
    if engineFrames != manual.count {
      let note = "engine has \(engineFrames) frames, manual \(manual.count)"
      firstMismatch = firstMismatch.map { $0 + "; " + note } ?? note
    }
  }

  private mutating func visit(
    _ layout: LayoutTree.Item, in layouts: LayoutTree, tree: ElementTree, manual: [ManualFrame]
  ) {
    let index = engineFrames
    engineFrames += 1
    if index < manual.count {
      let frame = manual[index]
      if layout.position.x != frame.x || layout.position.y != frame.y
        || layout.size.width != frame.width || layout.size.height != frame.height
      {
        mismatches += 1
        if firstMismatch == nil {
          let element = tree[layout.element]
          firstMismatch =
            "frame \(index) (\(element.type.rawValue) \(element.name ?? "")): engine "
            + "(\(layout.position.x), \(layout.position.y), \(layout.size.width), "
            + "\(layout.size.height)), manual (\(frame.x), \(frame.y), \(frame.width), "
            + "\(frame.height))"
        }
      }
    }
    for sublayout in layouts.sublayouts(of: layout) {
      visit(sublayout, in: layouts, tree: tree, manual: manual)
    }
  }
}
