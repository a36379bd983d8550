// ASAbsoluteLayoutSpec (Source/Layout/ASAbsoluteLayoutSpec.mm): each child at its
// `style.layoutPosition`, measured with its own style size; the spec fills its maximum or,
// with sizeToFit (or an unbounded axis), wraps its children.

/// ASAbsoluteLayoutSpecSizing.
public enum AbsoluteLayoutSpecSizing: Hashable, Sendable, CaseIterable {
  case `default`, sizeToFit
}

public struct AbsoluteLayoutSpec: Hashable, Sendable {
  public var sizing: AbsoluteLayoutSpecSizing

  public init(sizing: AbsoluteLayoutSpecSizing = .default) {
    self.sizing = sizing
  }

  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    var size = LayoutContext.definedParentSize(range.max)
    var scratch = context.takeScratch()
    for child in context.children(of: id) {
      let style = context.tree.style(of: child)
      let position = style.layoutPosition
      // Texture quirk (kept): the child's range is its own style alone, with auto max the
      // room left after its position; it is not intersected with the spec's range.
      let autoMax = Size(
        width: range.max.width - position.x, height: range.max.height - position.y)
      let childRange = style.sizeRange(
        parentSize: size, autoRange: SizeRange(min: .zero, max: autoMax))
      context.traceOffer(child, .absoluteChild) {
        [TraceDetail("layoutPosition", .point(position)), TraceDetail("parentSize", .size(size))]
      }
      var sublayout = context.sublayoutThatFits(child, childRange, parentSize: size)
      sublayout.position = position
      context.tracePosition(child, .absolutePosition) {
        [TraceDetail("layoutPosition", .point(position))]
      }
      scratch.sublayouts.append(sublayout)
    }
    if sizing == .sizeToFit || size.width.isNaN {
      size.width = range.min.width
      for sublayout in scratch.sublayouts {
        size.width = cMax(size.width, sublayout.position.x + sublayout.size.width)
      }
    }
    if sizing == .sizeToFit || size.height.isNaN {
      size.height = range.min.height
      for sublayout in scratch.sublayouts {
        size.height = cMax(size.height, sublayout.position.y + sublayout.size.height)
      }
    }
    context.traceContent(id, .absoluteSize, size) {
      [TraceDetail("sizing", .text("\(sizing)"))]
    }
    let layout = context.makeLayout(
      id, range, size: range.clamp(size), sublayouts: scratch.sublayouts)
    context.recycle(consume scratch)
    return layout
  }
}
