// The `svg` format (docs/cli.md, `eval`): a picture of a layout's frames, one filled rectangle per
// node (text nodes with their lines), specs as labelled outlines in their kind's colour,
// inset padding and stack gaps shaded, a caption with the size range. SVG 1.1 with
// presentation attributes only (no CSS), so any viewer shows the same thing.
// Not Texture output: nothing here mirrors Texture.
//
// - Frames are relative to the root, from the summed raw positions, one SVG unit a point.
// - Colours, outlines and shading: PictureMarks.swift; the drawing: SVGMarks.swift.
// - Fills are slightly transparent, so a node drawn over another (a background's child)
//   lets the one behind show; spec outlines and labels are drawn over all nodes.
// - Every rectangle has a `<title>` (a tooltip in browsers) with its name and frame.
// - A margin around the content keeps strokes at the edges visible; elements whose frame
//   is not finite are listed in `<desc>` instead of drawn.

import LayoutSpecEngine

public enum SVGFormat {
  static let margin = 8.0
  /// Every label of a picture, in points (16 pixels at the display scale).
  static let labelFontSize = 8.0
  static let captionFontSize = 12.0
  /// A generous average glyph width, in font sizes, for fitting labels without fonts.
  static let glyphWidth = 0.6
  /// Pixels per point when shown: layouts are in points and phones draw them at 2x, so a
  /// phone-sized picture is readable in a browser at its natural size.
  static let displayScale = 2.0

  /// A standalone SVG document for `layout` (usually the root's). `sizeRange` is the
  /// range it was laid out for, shown in the caption; without it the root's own
  /// constrained size is shown. No trailing newline.
  public static func string(
    for layout: Layout, in tree: ElementTree, sizeRange: SizeRange? = nil
  ) -> String {
    xmlDeclaration + picture(of: layout, in: tree, sizeRange: sizeRange).element
  }

  /// One standalone SVG document for several layouts (one per size and variant), side by
  /// side, each as a nested `<svg>` with its own caption; `variants` (one per result, or
  /// none) name each result's variant in its caption. One layout gives `string(for:...)`.
  public static func string(for results: [LayoutResult], variants: [String?] = []) -> String {
    func variant(_ index: Int) -> String? { index < variants.count ? variants[index] : nil }
    if results.count == 1, let only = results.first {
      return xmlDeclaration
        + picture(of: only.layout, in: only.tree, sizeRange: only.sizeRange, variant: variant(0))
        .element
    }
    let gap = 16.0
    var x = 0.0
    var height = 0.0
    var nested = ""
    for (index, result) in results.enumerated() {
      let picture = picture(
        of: result.layout, in: result.tree, sizeRange: result.sizeRange, variant: variant(index))
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
    of layout: Layout, in tree: ElementTree, sizeRange: SizeRange?, variant: String? = nil
  ) -> (element: String, width: Double, height: Double) {
    let frames = AbsoluteFrames.frames(of: layout, in: tree)
    guard let root = frames.first else { return (emptyElement, 0, 0) }
    let bounds =
      AbsoluteFrames.bounds(of: frames) ?? (minX: 0, minY: 0, maxX: 0, maxY: 0)

    let rootName = StyleDump.displayName(of: tree[root.element])
    let caption =
      rootName + " " + StyleDump.number(root.width) + "x" + StyleDump.number(root.height)
      + " in " + StyleDump.sizeRange(sizeRange ?? layout.constrainedSize)
      + (variant.map { ", variant " + $0 } ?? "")
    let captionWidth = Double(caption.count) * glyphWidth * captionFontSize

    let marks = SVGMarks(frames: frames, tree: tree, contentTop: bounds.minY).body()
    let originX = bounds.minX - margin
    // Spec labels that found no room inside go in rows above the content.
    let originY = min(bounds.minY, marks.top) - margin
    let viewWidth = max(bounds.maxX - bounds.minX, captionWidth) + 2 * margin
    let captionBaseline = bounds.maxY + margin + captionFontSize
    let viewHeight = captionBaseline + captionFontSize / 2 - originY

    var svg = openingTag(
      originX: originX, originY: originY, width: viewWidth, height: viewHeight,
      scale: displayScale)
    svg += "  <title>\(XMLText.escaped(caption))</title>\n"
    let skipped = frames.filter { !$0.isFinite }
    if !skipped.isEmpty {
      let names = skipped.map { StyleDump.displayName(of: tree[$0.element]) }
      svg +=
        "  <desc>Not drawn, frame not finite: \(XMLText.escaped(names.joined(separator: ", ")))</desc>\n"
    }
    svg += background(originX: originX, originY: originY, width: viewWidth, height: viewHeight)

    svg += "    <defs><pattern id=\"gap\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\""
    svg += " patternTransform=\"rotate(45)\"><rect width=\"4\" height=\"4\""
    svg += " fill=\"\(PictureMarks.gapFill)\" fill-opacity=\"0.35\"/><line x1=\"0\" y1=\"0\""
    svg += " x2=\"0\" y2=\"4\" stroke=\"\(PictureMarks.gapFill)\" stroke-width=\"1.5\"/>"
    svg += "</pattern></defs>\n"
    svg += marks.svg
    svg += "    <text x=\"\(n(bounds.minX))\" y=\"\(d(captionBaseline))\""
    svg +=
      " font-size=\"\(n(captionFontSize))\" fill=\"#555555\">\(XMLText.escaped(caption))</text>\n"
    svg += "  </g>\n"
    svg += "</svg>"
    return (svg, viewWidth * displayScale, viewHeight * displayScale)
  }

  /// A picture's `<svg>` start tag: the view box from the origin, `width` x `height`
  /// points, shown at `scale` pixels a point.
  static func openingTag(
    originX: Double, originY: Double, width: Double, height: Double, scale: Double
  ) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
      + " width=\"\(d(width * scale))\" height=\"\(d(height * scale))\""
      + " viewBox=\"\(n(originX)) \(n(originY)) \(d(width)) \(d(height))\">\n"
  }

  /// The view box's white background, and the start of the group its marks are drawn in.
  static func background(originX: Double, originY: Double, width: Double, height: Double)
    -> String
  {
    "  <rect x=\"\(n(originX))\" y=\"\(n(originY))\" width=\"\(d(width))\""
      + " height=\"\(d(height))\" fill=\"#ffffff\"/>\n"
      + "  <g font-family=\"Helvetica, Arial, sans-serif\">\n"
  }

  private static let emptyElement =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"0\" height=\"0\""
    + " viewBox=\"0 0 0 0\"/>"

  static func rectAttributes(_ frame: AbsoluteFrame) -> String {
    "x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
  }

  static func tooltip(_ frame: AbsoluteFrame, _ element: Element) -> String {
    let text =
      StyleDump.displayName(of: element) + " (" + n(frame.x) + ", " + n(frame.y) + ") "
      + n(frame.width) + "x" + n(frame.height)
    return "<title>" + XMLText.escaped(text) + "</title>"
  }

  /// A frame's number for an attribute: the shared shortest form, exact (only finite
  /// values reach here).
  static func n(_ value: Double) -> String {
    NumberFormat.string(value) ?? "0"
  }

  /// A number this format derives (label sizes and places, the canvas), to 0.01.
  static func d(_ value: Double) -> String {
    // Beyond 1e15 there are no hundredths to round (and × 100 could overflow to inf).
    guard abs(value) < 1e15 else { return n(value) }
    return NumberFormat.string((value * 100).rounded() / 100) ?? "0"
  }
}
