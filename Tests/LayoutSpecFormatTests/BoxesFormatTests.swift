import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

/// A phone screen: header bar, photo, caption under it, a badge over the photo's corner,
/// and a background node behind the caption, in an absolute spec of 375 x 667.
func phoneScreen() -> (ElementTree, Layout) {
  var tree = ElementTree()
  let header = tree.node("header")
  let photo = tree.image("photo")
  let badge = tree.node("badge")
  let caption = tree.text("caption")
  let captionFill = tree.node("captionFill")
  let background = tree.add(.background, .background, children: [caption, captionFill])
  let root = tree.add(
    .absolute, .absolute(AbsoluteLayoutSpec()), name: "screen",
    children: [header, photo, badge, background])
  let record = layout(
    root, width: 375, height: 667, range: range(375, 667, 375, 667),
    [
      layout(header, width: 375, height: 44),
      layout(photo, x: 16, y: 60, width: 343, height: 343),
      layout(badge, x: 329, y: 50, width: 40, height: 40),
      layout(
        background, x: 16, y: 420, width: 343, height: 60,
        [
          layout(captionFill, width: 343, height: 60),
          layout(caption, width: 343, height: 60),
        ]),
    ])
  return (tree, record)
}

@Suite("boxes: frames in a character grid")
struct BoxesFormatTests {
  /// 375 x 667 at 80 columns: 79 column steps of 375 / 79 points, rows twice as tall,
  /// so 667 points are 70 steps: 71 lines, none wider than 80.
  @Test func phoneScreenFitsEightyColumns() {
    let (tree, record) = phoneScreen()
    let lines = BoxesFormat.string(for: record, in: tree).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 71)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.map(\.count).max() == 80)
    #expect(lines.first.map(String.init) == "+" + String(repeating: "-", count: 78) + "+")
    #expect(lines.allSatisfy { $0.last != " " })
  }

  /// Labels: the full name when it fits, else the bare name; nodes with the same frame
  /// (a background and its child) label consecutive rows in drawing order.
  @Test func phoneScreenLabels() {
    let (tree, record) = phoneScreen()
    let lines = BoxesFormat.string(for: record, in: tree).split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix("| ASDisplayNode (header) "))
    #expect(lines[7].hasPrefix(".  | ASImageNode (photo) "))
    #expect(lines[7].contains("| badge|"))
    #expect(!lines.joined().contains("ASDisplayNode (badge)"))
    let fill = lines.firstIndex { $0.contains("| ASDisplayNode (captionFill) ") }
    let caption = lines.firstIndex { $0.contains("| ASTextNode (caption) ") }
    #expect(fill != nil && caption != nil)
    if let fill, let caption { #expect(caption == fill + 1) }
    // The root spec is dotted, its kind and name over its bottom dots (the header's
    // box covers its top ones).
    #expect(lines.last == ".absolute screen" + String(repeating: ".", count: 64))
  }

  /// Crossing borders join with `+`; a box without a free interior row takes its label
  /// into its top border; specs are dotted under the boxes (the inner wrapper's dots are
  /// all covered by b's box), labelled where their dots are free.
  @Test func smallGridExactly() {
    var tree = ElementTree()
    let a = tree.node("a")
    let b = tree.node("b")
    let inner = tree.add(.wrapper, .wrapper, children: [b])
    let root = tree.add(.wrapper, .wrapper, children: [a, inner])
    let record = layout(
      root, width: 100, height: 80,
      [
        layout(a, width: 100, height: 40),
        layout(inner, x: 50, y: 20, width: 50, height: 40, [layout(b, width: 50, height: 40)]),
      ])
    #expect(
      BoxesFormat.string(for: record, in: tree, columns: 11) == """
        +---------+
        | a  +-b--+
        +----+----+
        .    +----+
        .wrapper...
        """)
  }

  /// A 375-point screen fills narrow terminals; at 120 columns it stops at 4 points a
  /// character (94 columns) instead of being blown up.
  @Test func columnsAreRespected() {
    let (tree, record) = phoneScreen()
    for (columns, drawn) in [(20, 20), (40, 40), (80, 80), (120, 95)] {
      let lines = BoxesFormat.string(for: record, in: tree, columns: columns).split(separator: "\n")
      #expect(lines.map(\.count).max() == drawn, "\(columns)")
    }
  }

  /// The height keeps the proportions (a cell twice as tall as wide) and a small element
  /// is not magnified to the terminal: a 120 x 120 photo is 31 x 16 characters at any
  /// width, with the root's size and range in the caption.
  @Test func smallLayoutsKeepTheirScaleAndGetACaption() {
    var tree = ElementTree()
    let photo = tree.node("photo")
    let record = layout(photo, width: 120, height: 120)
    for columns in [80, 200] {
      let text = BoxesFormat.string(
        for: record, in: tree, columns: columns,
        range: SizeRange(min: .zero, max: Size(width: .infinity, height: .infinity)))
      var lines = text.split(separator: "\n")
      let caption = lines.removeLast()
      #expect(lines.count == 16 && lines.allSatisfy { $0.count == 31 }, "\(text)")
      #expect(
        caption == "ASDisplayNode (photo) 120 x 120 in {{0, 0}, {inf, inf}}; 4.0 points a character"
      )
    }
  }

  /// Content that overflows the root widens the picture instead of being cut off.
  @Test func overflowIsIncluded() {
    var tree = ElementTree()
    let node = tree.node()
    let root = tree.add(.wrapper, .wrapper, children: [node])
    let record = layout(
      root, width: 100, height: 50, [layout(node, x: -100, width: 100, height: 50)])
    let lines = BoxesFormat.string(for: record, in: tree, columns: 21).split(separator: "\n")
    #expect(lines.first == "+---------+wrapper...")
  }

  /// A very tall layout is scaled down so the grid stays at most 4 x columns tall.
  @Test func tallLayoutIsCapped() {
    var tree = ElementTree()
    let node = tree.node()
    let root = tree.add(.wrapper, .wrapper, children: [node])
    let record = layout(
      root, width: 375, height: 100_000, [layout(node, width: 375, height: 100_000)])
    let lines = BoxesFormat.string(for: record, in: tree).split(separator: "\n")
    #expect(lines.count == 320)
    #expect(lines.map(\.count).max()! < 80)
  }

  /// An ∞ inset can push a child to ∞: it is listed instead of drawn.
  @Test func nonFiniteFramesAreListed() {
    var tree = ElementTree()
    let near = tree.node("near")
    let far = tree.node("far")
    let root = tree.add(.wrapper, .wrapper, children: [near, far])
    let record = layout(
      root, width: 100, height: 50,
      [layout(near, width: 100, height: 50), layout(far, x: .infinity, width: 10, height: 10)])
    let output = BoxesFormat.string(for: record, in: tree, columns: 60)
    #expect(output.hasSuffix("\nnot drawn (frame not finite): ASDisplayNode (far)"))
    #expect(output.hasPrefix("+---"))
    // Narrower than the line, the line breaks at a space: every line fits the columns.
    let narrow = BoxesFormat.string(for: record, in: tree, columns: 40)
    #expect(narrow.hasSuffix("\nnot drawn (frame not finite):\nASDisplayNode (far)"))
  }

  /// A node root is boxed itself; a newline in a name is written out (`\n`), as every text
  /// format writes it, and cannot break the grid.
  @Test func nodeRootAndControlCharacters() {
    var tree = ElementTree()
    let root = tree.node("two\nlines")
    let output = BoxesFormat.string(
      for: layout(root, width: 300, height: 100), in: tree, columns: 31)
    #expect(output.split(separator: "\n").count == 6)
    #expect(output.contains(#"| ASDisplayNode (two\nlines)"#))
  }
}

@Suite("boxes: text and specs")
struct BoxesTextTests {
  /// A text node shows its lines as measured for its frame, cut at the box's edge.
  @Test func textNodesShowTheirLines() {
    var tree = ElementTree()
    let text = tree.add(
      .text, .text(TextNode(text: "one two three", fontSize: 10)), name: "t", children: [])
    let record = layout(text, width: 36, height: 36)
    let lines = BoxesFormat.string(for: record, in: tree, columns: 20).split(separator: "\n")
    #expect(lines.count >= 4)
    #expect(lines[1].hasPrefix("|one two"))
    #expect(lines[2].hasPrefix("|three"))
  }

  /// A header that does not fit even with its path shortened is broken into lines: a long
  /// size (a device at a content size) and the variant are never left out.
  @Test func aHeaderTooLongForTheColumnsKeepsItsSizeAndVariant() {
    let header = "==> simple-header.yaml at iphone-se-1@accessibilityXXXLarge, variant tight <==\n"
    let fitted = BoxesFormat.fittedHeader(header, file: "simple-header.yaml", columns: 40)
    #expect(
      fitted
        == "==> simple-header.yaml at\niphone-se-1@accessibilityXXXLarge,\nvariant tight <==\n")
    // One the path's shortening fits is shortened, on one line.
    #expect(
      BoxesFormat.fittedHeader(
        "==> cells/kitten-node.yaml at 375x* <==\n", file: "cells/kitten-node.yaml", columns: 36)
        == "==> …s/kitten-node.yaml at 375x* <==\n")
  }
}
