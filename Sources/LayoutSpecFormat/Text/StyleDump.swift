// The `styles` format (docs/cli.md, `eval`): one line per element of a layout, its style's sizes as
// Texture prints them, the stack-child properties that differ from their defaults, and the
// size range it was laid out in, which answers "why is it this size?".
//
//   ASStackLayoutSpec: Layout Size = min {Auto, Auto} <= preferred {Auto, Auto} <= max {Auto, Auto}; constrained {{375, 667}} -> {375, 667}
//     ASTextNode (title): Layout Size = min {Auto, Auto} <= preferred {20%, 50pt} <= max {Auto, Auto}; flexGrow = 1; alignSelf = center; constrained {{0, 0}, {375, inf}} -> {75, 50}
//
// Mirrors: the `Layout Size = min {..} <= preferred {..} <= max {..}` description Texture's
// docs show for `po node.style`, NSStringFromASLayoutSize / NSStringFromASDimension
// (ASDimension.mm: `%.0fpt`, `%.0f%%`, `Auto`) and NSStringFromASSizeRange (`{{w, h}}` for an
// exact range, `{{minW, minH}, {maxW, maxH}}` otherwise, `inf` unbounded), followed by
// `-> {w, h}`, the size the element got within that range. Texture prints these with
// `%.17g` (ASDimension.mm), which shows a double's last-digit noise (12.600000000000001 for
// 14 x 0.9); numbers here have at most 15 significant digits (CGFLOAT_DIG, what a decimal
// keeps through a double), in their shortest form: 12.6. Ascender and descender are the
// values Texture's style holds after layout (a text node's font metrics, a vertical
// stack's first/last child's).
// Walks the layout, not the description: elements Texture never measured are absent, a
// node's internals (a button's stack) are not listed, background lists [background, child].

import LayoutSpecEngine

public enum StyleDump {
  /// The dump of `layout` (usually the root's) and everything under it, one line per
  /// element, two spaces of indent per depth, no trailing newline.
  public static func string(for layout: Layout, in tree: ElementTree) -> String {
    var lines: [String] = []
    var pending: [(layout: Layout, depth: Int)] = [(layout, 0)]
    while let (current, depth) = pending.popLast() {
      guard Int(current.element.index) >= 0, Int(current.element.index) < tree.count else {
        continue
      }
      let element = tree[current.element]
      lines.append(String(repeating: "  ", count: depth) + line(for: current, element))
      // A button's spec is Texture's own; any other node's is its document `layout`.
      if element.type != .button {
        for sublayout in current.sublayouts.reversed() {
          pending.append((sublayout, depth + 1))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One element's line, without indent.
  static func line(for layout: Layout, _ element: Element) -> String {
    displayName(of: element) + ": " + style(for: layout, element) + "; constrained "
      + sizeRange(layout.constrainedSize) + " -> {" + number(layout.size.width) + ", "
      + number(layout.size.height) + "}"
  }

  /// The line's middle: the layout size and the properties that differ from defaults.
  static func style(for layout: Layout, _ element: Element) -> String {
    let style = element.style
    var text = "Layout Size = min "
    text += layoutSize(style.minLayoutSize)
    text += " <= preferred " + layoutSize(style.preferredLayoutSize)
    text += " <= max " + layoutSize(style.maxLayoutSize)

    // ASStackLayoutElement's properties in its header's order, then the absolute spec's.
    var properties: [(String, String)] = []
    if style.spacingBefore != 0 {
      properties.append(("spacingBefore", number(style.spacingBefore)))
    }
    if style.spacingAfter != 0 { properties.append(("spacingAfter", number(style.spacingAfter))) }
    if style.flexGrow != 0 { properties.append(("flexGrow", number(style.flexGrow))) }
    if style.flexShrink != 0 { properties.append(("flexShrink", number(style.flexShrink))) }
    if style.flexBasis != .auto { properties.append(("flexBasis", dimension(style.flexBasis))) }
    if style.alignSelf != .auto { properties.append(("alignSelf", name(of: style.alignSelf))) }
    if layout.ascender != 0 { properties.append(("ascender", number(layout.ascender))) }
    if layout.descender != 0 { properties.append(("descender", number(layout.descender))) }
    if style.layoutPosition != .zero {
      let position = style.layoutPosition
      properties.append(
        ("layoutPosition", "{" + number(position.x) + ", " + number(position.y) + "}"))
    }
    for (key, value) in properties {
      text += "; " + key + " = " + value
    }
    return text
  }

  /// The element as the user named it: class name, then ` (name)` when it has one.
  /// (Unlike the ASCII art, a ratio spec keeps its name here: this is where users look
  /// for their element.)
  static func displayName(of element: Element) -> String {
    let className = element.type.textureClassName
    guard let name = element.name else { return className }
    return className + " (" + PrintableText.escaped(name) + ")"
  }

  /// NSStringFromASDimension: `%.0fpt`, `%.0f%%` of the fraction times 100, `Auto`.
  public static func dimension(_ dimension: Dimension) -> String {
    switch dimension {
    case .auto: return "Auto"
    case .points(let value): return PrintfFormat.fixed(value, fractionDigits: 0) + "pt"
    case .fraction(let fraction): return PrintfFormat.fixed(fraction * 100, fractionDigits: 0) + "%"
    }
  }

  /// NSStringFromASLayoutSize: `{width, height}`.
  public static func layoutSize(_ size: LayoutSize) -> String {
    "{" + dimension(size.width) + ", " + dimension(size.height) + "}"
  }

  /// NSStringFromASSizeRange's shape: `{{w, h}}` when min equals max, otherwise
  /// `{{minW, minH}, {maxW, maxH}}`; numbers in their shortest form, `inf` when unbounded.
  public static func sizeRange(_ range: SizeRange) -> String {
    if range.min == range.max {
      return "{{" + number(range.min.width) + ", " + number(range.min.height) + "}}"
    }
    return "{{" + number(range.min.width) + ", " + number(range.min.height) + "}, {"
      + number(range.max.width) + ", " + number(range.max.height) + "}}"
  }

  /// At most 15 significant digits in the shortest form that keeps them (`12.6`, not
  /// `12.600000000000001`); `inf`, `-inf` and `nan` as C prints them.
  static func number(_ value: Double) -> String {
    guard value.isFinite, value != value.rounded() else { return NumberText.shortest(value) }
    // 10^exponent <= |value| < 10^(exponent + 1); scaling by 10^(14 - exponent) puts the
    // 15th significant digit in the ones place.
    var exponent = 0
    var power = 1.0
    while abs(value) >= power * 10, exponent < 400 {
      power *= 10
      exponent += 1
    }
    while abs(value) < power, exponent > -400 {
      power /= 10
      exponent -= 1
    }
    var scale = 1.0
    for _ in 0..<abs(14 - exponent) { scale *= 10 }
    let scaled = exponent > 14 ? value / scale : value * scale
    guard scale.isFinite, scaled.isFinite else { return NumberText.shortest(value) }
    return NumberText.shortest(exponent > 14 ? scaled.rounded() * scale : scaled.rounded() / scale)
  }

  private static func name(of alignSelf: StackLayoutAlignSelf) -> String {
    switch alignSelf {
    case .auto: return "auto"
    case .start: return "start"
    case .end: return "end"
    case .center: return "center"
    case .stretch: return "stretch"
    }
  }
}
