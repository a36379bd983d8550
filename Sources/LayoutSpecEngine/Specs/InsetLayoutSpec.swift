// ASInsetLayoutSpec (Source/Layout/ASInsetLayoutSpec.mm). Insets may be infinite, which
// pushes the child to the far side (or centres it when both sides are infinite), or
// negative, which lets the child outgrow the spec.

public struct InsetLayoutSpec: Hashable, Sendable {
  public var insets: EdgeInsets

  public init(insets: EdgeInsets) {
    self.insets = insets
  }

  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, parentSize: Size, context: inout LayoutContext
  ) -> Sublayout {
    guard let child = context.children(of: id).first else {
      return context.makeLayout(id, range, size: range.min)
    }
    let insetWidth = finiteOrZero(insets.left) + finiteOrZero(insets.right)
    let insetHeight = finiteOrZero(insets.top) + finiteOrZero(insets.bottom)
    // An infinite inset frees the child from the spec's minimum on that axis: Texture
    // replaces the minimum by 0 *before* subtracting the finite insets, so a negative
    // finite inset opposite an infinite one still gives the child a minimum
    // (ASInsetLayoutSpec.mm: `MAX(0, minWidth - insetsX)` with `minWidth = 0`).
    let minWidth = insets.left.isInfinite || insets.right.isInfinite ? 0 : range.min.width
    let minHeight = insets.top.isInfinite || insets.bottom.isInfinite ? 0 : range.min.height
    let childMin = Size(
      width: cMax(0, minWidth - insetWidth), height: cMax(0, minHeight - insetHeight))
    let childMax = Size(
      width: cMax(0, range.max.width - insetWidth),
      height: cMax(0, range.max.height - insetHeight))
    let childParent = Size(
      width: cMax(0, parentSize.width - insetWidth),
      height: cMax(0, parentSize.height - insetHeight))
    context.traceOffer(child, .insetChild) {
      [TraceDetail("insets", .insets(insets)), TraceDetail("parentSize", .size(childParent))]
    }
    var sublayout = context.sublayoutThatFits(
      child, SizeRange(min: childMin, max: childMax), parentSize: childParent)

    let c = sublayout.size
    let content = Size(
      width: finite(c.width + insets.left + insets.right, else: range.max.width),
      height: finite(c.height + insets.top + insets.bottom, else: range.max.height))
    context.traceContent(id, .insetContent, content) {
      [TraceDetail("child", .size(c)), TraceDetail("insets", .insets(insets))]
    }
    let size = range.clamp(content)
    // Positions are taken from the range's maximum, not the spec's final size.
    sublayout.position = Point(
      x: offset(insets.left, insets.right, outer: range.max.width, inner: c.width, context.pixels),
      y: offset(insets.top, insets.bottom, outer: range.max.height, inner: c.height, context.pixels)
    )
    context.tracePosition(child, .insetPosition) {
      [TraceDetail("insets", .insets(insets)), TraceDetail("outer", .size(range.max))]
    }
    return context.makeLayout(id, range, size: size, sublayout: sublayout)
  }

  /// The child's offset on one axis: the leading inset, else measured from the far side,
  /// else (both infinite) centred, with the rounded half taken from the far side.
  private func offset(
    _ leading: Double, _ trailing: Double, outer: Double, inner: Double,
    _ pixels: PixelGrid
  ) -> Double {
    let trailingOrCentre = finite(trailing, else: pixels.round((outer - inner) / 2))
    return finite(leading, else: outer - (trailingOrCentre + inner))
  }
}

@inline(__always)
private func finiteOrZero(_ value: Double) -> Double { value.isInfinite ? 0 : value }

/// Texture's `finite(x, f)`: `x` unless it is infinite. NaN passes through.
@inline(__always)
private func finite(_ value: Double, else fallback: Double) -> Double {
  value.isInfinite ? fallback : value
}
