// ASCornerLayoutSpec (Source/Layout/ASCornerLayoutSpec.mm): a corner element (a badge)
// centred on one corner of the child, optionally offset; with `wrapsCorner` the spec grows
// to contain the corner element. Children: [child, corner].

/// ASCornerLayoutLocation.
public enum CornerLayoutLocation: Hashable, Sendable, CaseIterable {
  case topLeft, topRight, bottomLeft, bottomRight
}

public struct CornerLayoutSpec: Hashable, Sendable {
  public var cornerLocation: CornerLayoutLocation
  public var offset: Point
  public var wrapsCorner: Bool

  public init(
    cornerLocation: CornerLayoutLocation = .topRight, offset: Point = .zero,
    wrapsCorner: Bool = false
  ) {
    self.cornerLocation = cornerLocation
    self.offset = offset
    self.wrapsCorner = wrapsCorner
  }

  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    let children = context.children(of: id)
    guard let child = children.first else { return context.makeLayout(id, range, size: range.min) }
    let parentSize = LayoutContext.definedParentSize(range.max)
    context.traceOffer(child, .cornerChild)
    var childLayout = context.sublayoutThatFits(child, range, parentSize: parentSize)
    childLayout.position = .zero
    guard children.count > 1 else {
      return context.makeLayout(id, range, size: childLayout.size, sublayout: childLayout)
    }
    // Texture quirk (kept): the corner element gets the spec's whole range, so an unsized
    // plain node as a corner fills it.
    context.traceOffer(children[children.startIndex + 1], .cornerElement)
    var cornerLayout = context.sublayoutThatFits(
      children[children.startIndex + 1], range, parentSize: parentSize)
    cornerLayout.position = cornerOrigin(base: childLayout.size, corner: cornerLayout.size)

    var size = childLayout.size
    if wrapsCorner {
      // The union of both frames; shift both so that it starts at (0, 0).
      let minX = cMin(0, cornerLayout.position.x)
      let minY = cMin(0, cornerLayout.position.y)
      let maxX = cMax(childLayout.size.width, cornerLayout.position.x + cornerLayout.size.width)
      let maxY = cMax(childLayout.size.height, cornerLayout.position.y + cornerLayout.size.height)
      childLayout.position = Point(x: -minX, y: -minY)
      cornerLayout.position.x -= minX
      cornerLayout.position.y -= minY
      context.traceContent(id, .cornerUnion, Size(width: maxX - minX, height: maxY - minY)) {
        [
          TraceDetail("child", .size(childLayout.size)),
          TraceDetail("corner", .size(cornerLayout.size)),
        ]
      }
      size = range.clamp(Size(width: maxX - minX, height: maxY - minY))
    }
    context.tracePosition(child, .cornerPosition) {
      [TraceDetail("wrapsCorner", .text("\(wrapsCorner)"))]
    }
    context.tracePosition(children[children.startIndex + 1], .cornerPosition) {
      [
        TraceDetail("cornerLocation", .text("\(cornerLocation)")),
        TraceDetail("offset", .point(offset)), TraceDetail("child", .size(childLayout.size)),
      ]
    }
    return context.makeLayout(id, range, size: size, sublayouts: childLayout, cornerLayout)
  }

  /// `as_calculatedCornerOriginIn`: the corner element's centre on the chosen corner of the
  /// base (which sits at the origin), plus the offset. Halves are not rounded.
  private func cornerOrigin(base: Size, corner: Size) -> Point {
    let x: Double
    let y: Double
    switch cornerLocation {
    case .topLeft: (x, y) = (-corner.width / 2, -corner.height / 2)
    case .topRight: (x, y) = (base.width - corner.width / 2, -corner.height / 2)
    case .bottomLeft: (x, y) = (-corner.width / 2, base.height - corner.height / 2)
    case .bottomRight: (x, y) = (base.width - corner.width / 2, base.height - corner.height / 2)
    }
    return Point(x: x + offset.x, y: y + offset.y)
  }
}
