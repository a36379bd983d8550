// The `svg` format (docs/cli.md, `eval`): a picture of a layout's frames, one filled rectangle and
// label per node, specs as dashed outlines, a caption with the size range. SVG 1.1 with
// presentation attributes only (no CSS), so any viewer shows the same thing.
// Not Texture output: nothing here mirrors Texture.
//
// - Frames are relative to the root, from the summed raw positions, one SVG unit a point.
// - A node's colour comes from its name (its debug name, or else its class name) through
//   FNV-1a, a hash that is the same on every run and machine (Swift's `hashValue` is
//   seeded per process): the same name is the same colour in every picture.
// - Fills are slightly transparent, so a node drawn over another (a background's child)
//   lets the one behind show; spec outlines and labels are drawn over all nodes.
// - Every rectangle has a `<title>` (a tooltip in browsers) with its name and frame.
// - A margin around the content keeps strokes at the edges visible; elements whose frame
//   is not finite are listed in `<desc>` instead of drawn.

import LayoutSpecEngine

public enum SVGFormat {
  static let margin = 8.0
  static let labelFontSize = 12.0
  static let captionFontSize = 12.0
  /// A generous average glyph width, in font sizes, for fitting labels without fonts.
  static let glyphWidth = 0.6
  /// Pixels per point when shown: layouts are in points and phones draw them at 2x, so a
  /// phone-sized picture is readable in a browser at its natural size.
  static let displayScale = 2.0
  /// The smallest label, in points (8 pixels at the display scale).
  static let minimumLabelFontSize = 4.0

  /// A standalone SVG document for `layout` (usually the root's). `sizeRange` is the
  /// range it was laid out for, shown in the caption; without it the root's own
  /// constrained size is shown. No trailing newline.
  public static func string(
    for layout: Layout, in tree: ElementTree, sizeRange: SizeRange? = nil
  ) -> String {
    xmlDeclaration + picture(of: layout, in: tree, sizeRange: sizeRange).element
  }

  /// One standalone SVG document for several layouts (one per size), side by side,
  /// each as a nested `<svg>` with its own caption. One layout gives `string(for:...)`.
  public static func string(for results: [LayoutResult]) -> String {
    if results.count == 1, let only = results.first {
      return string(for: only.layout, in: only.tree, sizeRange: only.sizeRange)
    }
    let gap = 16.0
    var x = 0.0
    var height = 0.0
    var nested = ""
    for result in results {
      let picture = picture(of: result.layout, in: result.tree, sizeRange: result.sizeRange)
      // Place the picture: `<svg` gains an x offset within the outer document.
      nested += "<svg x=\"\(d(x))\" y=\"0\"" + picture.element.dropFirst("<svg".count) + "\n"
      x += picture.width + gap
      height = max(height, picture.height)
    }
    let width = max(0, x - gap)
    return xmlDeclaration
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(d(width))\""
      + " height=\"\(d(height))\" viewBox=\"0 0 \(d(width)) \(d(height))\">\n"
      + nested + "</svg>"
  }

  static let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// The `<svg>` element for one layout, and its size.
  private static func picture(
    of layout: Layout, in tree: ElementTree, sizeRange: SizeRange?
  ) -> (element: String, width: Double, height: Double) {
    let frames = AbsoluteFrames.frames(of: layout, in: tree)
    guard let root = frames.first else { return (emptyElement, 0, 0) }
    let bounds =
      AbsoluteFrames.bounds(of: frames) ?? (minX: 0, minY: 0, maxX: 0, maxY: 0)

    let rootName = StyleDump.displayName(of: tree[root.element])
    let caption =
      rootName + " " + StyleDump.number(root.width) + "x" + StyleDump.number(root.height)
      + " in " + StyleDump.sizeRange(sizeRange ?? layout.constrainedSize)
    let captionWidth = Double(caption.count) * glyphWidth * captionFontSize

    let originX = bounds.minX - margin
    let originY = bounds.minY - margin
    let viewWidth = max(bounds.maxX - bounds.minX, captionWidth) + 2 * margin
    let captionBaseline = bounds.maxY + margin + captionFontSize
    let viewHeight = captionBaseline + captionFontSize / 2 - originY

    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
    svg += " width=\"\(d(viewWidth * displayScale))\" height=\"\(d(viewHeight * displayScale))\""
    svg += " viewBox=\"\(n(originX)) \(n(originY)) \(d(viewWidth)) \(d(viewHeight))\">\n"
    svg += "  <title>\(escape(caption))</title>\n"
    let skipped = frames.filter { !$0.isFinite }
    if !skipped.isEmpty {
      let names = skipped.map { StyleDump.displayName(of: tree[$0.element]) }
      svg +=
        "  <desc>Not drawn, frame not finite: \(escape(names.joined(separator: ", ")))</desc>\n"
    }
    svg += "  <rect x=\"\(n(originX))\" y=\"\(n(originY))\" width=\"\(d(viewWidth))\""
    svg += " height=\"\(d(viewHeight))\" fill=\"#ffffff\"/>\n"
    svg += "  <g font-family=\"Helvetica, Arial, sans-serif\">\n"

    let drawn = frames.filter(\.isFinite)
    // Nodes, in drawing order.
    for frame in drawn where frame.isNode {
      let element = tree[frame.element]
      let hue = self.hue(for: colourKey(of: element))
      svg +=
        "    <rect \(rectAttributes(frame)) fill=\"\(hexColour(hue: hue, saturation: 0.7, lightness: 0.8))\""
      svg +=
        " fill-opacity=\"0.85\" stroke=\"\(hexColour(hue: hue, saturation: 0.5, lightness: 0.35))\""
      svg += " stroke-width=\"1\">\(tooltip(frame, element))</rect>\n"
    }
    // Specs over them, dashed, so containers show even where nodes fill them.
    for frame in drawn where !frame.isNode {
      svg += "    <rect \(rectAttributes(frame)) fill=\"none\" stroke=\"#7a7a7a\""
      svg += " stroke-width=\"0.75\" stroke-dasharray=\"4 3\">"
      svg += "\(tooltip(frame, tree[frame.element]))</rect>\n"
    }
    // Labels last, each in its node's top-left corner, moved down past labels already there.
    var placed = SVGLabelGrid()
    for frame in drawn where frame.isNode {
      guard let label = fittedLabel(for: tree[frame.element], in: frame) else { continue }
      let lineHeight = label.fontSize * 1.2
      var spot = SVGLabelGrid.Rect(
        x: frame.x + 3, y: frame.y + 2, width: label.width, height: lineHeight)
      var moves = 0
      var free = !placed.overlapsAny(spot)
      while !free, spot.y + 2 * lineHeight <= frame.maxY, moves < SVGLabelGrid.maximumMoves {
        spot.y += lineHeight
        moves += 1
        free = !placed.overlapsAny(spot)
      }
      // A label that found no free line is drawn where it stands; later labels do not
      // avoid it, which keeps the placed labels apart and each grid cell short.
      if free { placed.insert(spot) }
      let top = spot.y
      svg += "    <text x=\"\(d(frame.x + 3))\" y=\"\(d(top + label.fontSize * 0.9))\""
      svg += " font-size=\"\(d(label.fontSize))\" fill=\"#1f1f1f\">\(escape(label.text))</text>\n"
    }
    svg += "    <text x=\"\(n(bounds.minX))\" y=\"\(d(captionBaseline))\""
    svg += " font-size=\"\(n(captionFontSize))\" fill=\"#555555\">\(escape(caption))</text>\n"
    svg += "  </g>\n"
    svg += "</svg>"
    return (svg, viewWidth * displayScale, viewHeight * displayScale)
  }

  private static let emptyElement =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"0\" height=\"0\""
    + " viewBox=\"0 0 0 0\"/>"

  private static func rectAttributes(_ frame: AbsoluteFrame) -> String {
    "x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
  }

  private static func tooltip(_ frame: AbsoluteFrame, _ element: Element) -> String {
    let text =
      StyleDump.displayName(of: element) + " (" + n(frame.x) + ", " + n(frame.y) + ") "
      + n(frame.width) + "x" + n(frame.height)
    return "<title>" + escape(text) + "</title>"
  }

  /// The longest of the full name and the bare debug name that fits the frame at a legible
  /// size (12 down to 6), or nil.
  private static func fittedLabel(for element: Element, in frame: AbsoluteFrame) -> (
    text: String, fontSize: Double, width: Double
  )? {
    var candidates = [StyleDump.displayName(of: element)]
    if let name = element.name, !name.isEmpty { candidates.append(name) }
    for text in candidates {
      let count = Double(text.count)
      let fontSize = min(
        labelFontSize, (frame.width - 6) / (glyphWidth * count), (frame.height - 3) / 1.1)
      if fontSize >= minimumLabelFontSize {
        return (text, fontSize, count * glyphWidth * fontSize)
      }
    }
    return nil
  }

  /// What a node's colour follows: its debug name when it has one, else its class.
  static func colourKey(of element: Element) -> String {
    if let name = element.name, !name.isEmpty { return name }
    return element.type.textureClassName
  }

  /// A hue in degrees from FNV-1a (32-bit) of the UTF-8 bytes: stable across runs.
  static func hue(for key: String) -> Double {
    var hash: UInt32 = 0x811c_9dc5
    for byte in key.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Double(hash % 360)
  }

  /// `#rrggbb` for an HSL colour (SVG 1.1 has no `hsl()`).
  static func hexColour(hue: Double, saturation: Double, lightness: Double) -> String {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let secondary = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch Int(sector) {
    case 0: (r, g, b) = (chroma, secondary, 0)
    case 1: (r, g, b) = (secondary, chroma, 0)
    case 2: (r, g, b) = (0, chroma, secondary)
    case 3: (r, g, b) = (0, secondary, chroma)
    case 4: (r, g, b) = (secondary, 0, chroma)
    default: (r, g, b) = (chroma, 0, secondary)
    }
    let base = lightness - chroma / 2
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [r, g, b] {
      let value = min(255, max(0, Int(((channel + base) * 255).rounded())))
      text.append(digits[value / 16])
      text.append(digits[value % 16])
    }
    return text
  }

  /// A frame's number for an attribute: the shared shortest form, exact (only finite
  /// values reach here).
  private static func n(_ value: Double) -> String {
    NumberFormat.string(value) ?? "0"
  }

  /// A number this format derives (label sizes and places, the canvas), to 0.01.
  private static func d(_ value: Double) -> String {
    // Beyond 1e15 there are no hundredths to round (and × 100 could overflow to inf).
    guard abs(value) < 1e15 else { return n(value) }
    return NumberFormat.string((value * 100).rounded() / 100) ?? "0"
  }

  /// XML character data and attribute values: the five predefined entities, and
  /// characters XML 1.0 forbids (most control characters, U+FFFE, U+FFFF) as U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
