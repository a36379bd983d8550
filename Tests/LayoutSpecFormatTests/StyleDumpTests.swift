import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

@Suite("styles: the style dump")
struct StyleDumpTests {
  static let autoSizes =
    "Layout Size = min {Auto, Auto} <= preferred {Auto, Auto} <= max {Auto, Auto}"

  @Test func defaultsAreOmitted() {
    var tree = ElementTree()
    let id = tree.node()
    let dump = StyleDump.string(
      for: layout(id, width: 375, height: 0, range: range(375, 0, 375, .infinity)), in: tree)
    #expect(
      dump == "ASDisplayNode: \(Self.autoSizes); constrained {{375, 0}, {375, inf}} -> {375, 0}")
  }

  /// NSStringFromASDimension: `%.0fpt` (printf's round-half-even), `%.0f%%` of f * 100,
  /// `Auto`.
  @Test(arguments: [
    (Dimension.points(50), "50pt"), (.points(0.5), "0pt"), (.points(1.5), "2pt"),
    (.points(2.5), "2pt"), (.points(44.25), "44pt"), (.points(0), "0pt"),
    (.fraction(0.2), "20%"), (.fraction(1), "100%"), (.fraction(0.125), "12%"),
    (.fraction(0.375), "38%"), (.fraction(0), "0%"), (.auto, "Auto"),
  ])
  func dimension(_ dimension: Dimension, printed: String) {
    #expect(StyleDump.dimension(dimension) == printed)
  }

  /// min, preferred and max each print as `{width, height}`, in that order.
  @Test func sizesInTheirSlots() {
    var style = LayoutElementStyle()
    style.minWidth = .points(10)
    style.minHeight = .fraction(0.1)
    style.width = .fraction(0.2)
    style.height = .points(50)
    style.maxWidth = .points(300)
    style.maxHeight = .auto
    var tree = ElementTree()
    let id = tree.add(.text, .text(TextNode(text: "Hi")), name: "title", style: style)
    let dump = StyleDump.string(
      for: layout(id, width: 75, height: 50, range: range(75, 50, 75, 50)), in: tree)
    #expect(
      dump
        == "ASTextNode (title): Layout Size = min {10pt, 10%} <= preferred {20%, 50pt}"
        + " <= max {300pt, Auto}; constrained {{75, 50}} -> {75, 50}")
  }

  /// Every stack-child property that differs from its default, in ASStackLayoutElement's
  /// order, then the absolute spec's layoutPosition; numbers in their shortest form.
  @Test func nonDefaultProperties() {
    var style = LayoutElementStyle()
    style.spacingBefore = 4
    style.spacingAfter = 0.5
    style.flexGrow = 1
    style.flexShrink = 0.25
    style.flexBasis = .fraction(0.5)
    style.alignSelf = .center
    style.layoutPosition = Point(x: 10, y: 20.5)
    var tree = ElementTree()
    let id = tree.node("n", style: style)
    var record = layout(id, width: 1, height: 2, range: range(0, 0, 375, .infinity))
    record.ascender = 18
    record.descender = -6
    #expect(
      StyleDump.string(for: record, in: tree)
        == "ASDisplayNode (n): \(Self.autoSizes); spacingBefore = 4; spacingAfter = 0.5"
        + "; flexGrow = 1; flexShrink = 0.25; flexBasis = 50%; alignSelf = center"
        + "; ascender = 18; descender = -6; layoutPosition = {10, 20.5}"
        + "; constrained {{0, 0}, {375, inf}} -> {1, 2}")
  }

  @Test(arguments: [
    (StackLayoutAlignSelf.start, "start"), (.end, "end"), (.center, "center"),
    (.stretch, "stretch"),
  ])
  func alignSelfNames(_ alignSelf: StackLayoutAlignSelf, printed: String) {
    var style = LayoutElementStyle()
    style.alignSelf = alignSelf
    var tree = ElementTree()
    let id = tree.node(style: style)
    let dump = StyleDump.string(for: layout(id, width: 0, height: 0), in: tree)
    #expect(dump.contains("; alignSelf = \(printed);"))
  }

  /// Texture's `%.17g` shows a double's last-digit noise; styles keeps 15 significant
  /// digits (CGFLOAT_DIG): 14 x 0.9 is 12.6, not 12.600000000000001.
  @Test(arguments: [
    (14 * 0.9, "12.6"), (-14 * 0.3, "-4.2"), (0.1 + 0.2, "0.3"), (11.97, "11.97"),
    (1.0 / 3, "0.333333333333333"), (20.5, "20.5"), (375, "375"), (1e-300, "1e-300"),
    (123_456.789_012_345_6, "123456.789012346"), (.infinity, "inf"),
  ])
  func numbersWithoutFloatNoise(_ value: Double, printed: String) {
    #expect(StyleDump.number(value) == printed)
  }

  /// NSStringFromASSizeRange's two shapes, and unbounded / undefined values.
  @Test func sizeRanges() {
    #expect(StyleDump.sizeRange(range(375, 667, 375, 667)) == "{{375, 667}}")
    #expect(StyleDump.sizeRange(range(0, 0, .infinity, .infinity)) == "{{0, 0}, {inf, inf}}")
    #expect(StyleDump.sizeRange(range(0.5, 0, 100.25, -.infinity)) == "{{0.5, 0}, {100.25, -inf}}")
    #expect(StyleDump.sizeRange(range(.nan, 0, .nan, 0)) == "{{nan, 0}, {nan, 0}}")
  }

  /// One line per element of the layout, two spaces per depth, in sublayout order; nodes
  /// do not descend (a button's internal stack is not listed).
  @Test func treeWalk() {
    var tree = ElementTree()
    let title = tree.text("title")
    let buttonStack = tree.stack(.horizontal, children: [title])
    let button = tree.add(.button, .button(ButtonNode()), name: "ok", children: [buttonStack])
    let fill = tree.node("bg")
    let background = tree.add(.background, .background, children: [button, fill])
    let root = tree.inset(nil, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), child: background)

    let rootRange = range(375, 0, 375, .infinity)
    let record = layout(
      root, width: 375, height: 48, range: rootRange,
      [
        layout(
          background, x: 2, y: 1, width: 369, height: 44, range: range(369, 0, 369, .infinity),
          [
            layout(fill, width: 369, height: 44, range: range(369, 44, 369, 44)),
            layout(
              button, width: 369, height: 44, range: range(369, 0, 369, .infinity),
              [
                layout(
                  buttonStack, width: 369, height: 44, range: rootRange,
                  [layout(title, width: 40, height: 20)])
              ]),
          ])
      ])
    let lines = StyleDump.string(for: record, in: tree).split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "ASInsetLayoutSpec: \(Self.autoSizes); constrained {{375, 0}, {375, inf}} -> {375, 48}",
        "  ASBackgroundLayoutSpec: \(Self.autoSizes); constrained {{369, 0}, {369, inf}} -> {369, 44}",
        "    ASDisplayNode (bg): \(Self.autoSizes); constrained {{369, 44}} -> {369, 44}",
        "    ASButtonNode (ok): \(Self.autoSizes); constrained {{369, 0}, {369, inf}} -> {369, 44}",
      ])
  }

  /// A ratio spec keeps its debug name here (unlike the ASCII art).
  @Test func ratioKeepsItsName() {
    var tree = ElementTree()
    let child = tree.node()
    let id = tree.add(.ratio, .ratio(RatioLayoutSpec(ratio: 0.5)), name: "hero", children: [child])
    let dump = StyleDump.string(for: layout(id, width: 10, height: 5), in: tree)
    #expect(dump.hasPrefix("ASRatioLayoutSpec (hero): "))
  }

  /// With the engine: the inset gives its child 375 - 2 * 10 exactly, which beats the
  /// node's own 100pt width; the height is the node's 50pt.
  @Test func constrainedSizeFromTheEngine() {
    var style = LayoutElementStyle()
    style.width = .points(100)
    style.height = .points(50)
    var tree = ElementTree()
    let node = tree.node("n", style: style)
    tree.inset(nil, EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: node)
    var context = LayoutContext(tree: tree)
    let record = context.layoutRoot(range(375, 0, 375, .infinity))
    #expect(
      StyleDump.string(for: record, in: tree) == """
        ASInsetLayoutSpec: \(Self.autoSizes); constrained {{375, 0}, {375, inf}} -> {375, 70}
          ASDisplayNode (n): Layout Size = min {Auto, Auto} <= preferred {100pt, 50pt} <= max {Auto, Auto}; constrained {{355, 50}} -> {355, 50}
        """)
  }
}
