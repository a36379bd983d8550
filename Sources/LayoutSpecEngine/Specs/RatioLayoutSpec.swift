// ASRatioLayoutSpec (Source/Layout/ASRatioLayoutSpec.mm): gives its child the size within
// the range whose height / width is closest to `ratio`.

public struct RatioLayoutSpec: Hashable, Sendable {
  /// height / width, > 0 as a document writes it; at a size, an expression may give any
  /// value, NaN included, which Texture's release builds lay out with (docs/format.md 3.10).
  public var ratio: Double

  public init(ratio: Double) {
    self.ratio = ratio
  }

  /// Equal when the ratios are the same number, bit for bit: a spec with a NaN ratio is
  /// the same spec as itself (decoding the same document twice gives equal trees).
  public static func == (a: Self, b: Self) -> Bool {
    a.ratio.bitPattern == b.ratio.bitPattern
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(ratio.bitPattern) }

  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    // Candidates: full width with the ratio's height, full height with the ratio's width.
    var best: Size?
    if isValidPoints(range.max.width) {
      best = range.clamp(
        Size(width: range.max.width, height: context.pixels.floor(ratio * range.max.width)))
    }
    if isValidPoints(range.max.height) {
      let byHeight = range.clamp(
        Size(width: context.pixels.floor(range.max.height / ratio), height: range.max.height))
      // std::max_element keeps the first candidate unless the second is strictly closer;
      // NaN errors (a zero width) compare false and never switch.
      if let first = best {
        if abs(first.height / first.width - ratio) > abs(byHeight.height / byHeight.width - ratio) {
          best = byHeight
        }
      } else {
        best = byHeight
      }
    }
    guard let child = context.children(of: id).first else {
      return context.makeLayout(id, range, size: range.min)
    }
    context.traceOffer(child, .ratioChild) {
      [TraceDetail("ratio", .number(ratio))] + (best.map { [TraceDetail("best", .size($0))] } ?? [])
    }
    var sublayout: Sublayout
    if let best {
      sublayout = context.sublayoutThatFits(
        child, range.intersect(SizeRange(exactly: best)), parentSize: best)
    } else {
      // No bounded axis: the ratio cannot apply; the range passes through.
      sublayout = context.sublayoutThatFits(
        child, range, parentSize: Size(width: .nan, height: .nan))
    }
    sublayout.position = .zero
    return context.makeLayout(id, range, size: sublayout.size, sublayout: sublayout)
  }
}
