// Measurements answered without calculating them: what keeps layout linear on every tree.
//
// Why: a stack measures each child several times (its flex basis, its flexed size, its
// stretched cross size), each with a range derived from the range the stack itself got.
// When percentages and flex bases turn each of a stack's ranges into new ranges for its
// child, the distinct ranges double at every level (2^depth calculations: `make bench`'s
// "basis and percent" shape took 2.3 s at depth 20) and no cache can help, since no two
// are alike. Texture calculates them all. But most of those measurements are exact in both
// axes (min = max), and an element that clamps its size to its range (a stack, inset,
// center, relative or absolute spec) then has a size the range alone decides; its
// baselines are those of its style, or for a vertical stack its first child's ascender and
// last child's descender, which do not depend on the range either. So such a measurement is
// answered at once, with that size and those baselines, and calculated only if a parent
// keeps it in a layout it returns (`calculated`): once per element in the final tree, and
// once per measurement a kept layout needs. The frames are exactly the calculated ones.

struct DeferredMeasurements: Sendable {
  struct Request: Sendable {
    var element: ElementID
    var range: SizeRange
    var parentSize: Size
  }

  var isEnabled = true
  var requests: [Request] = []
  /// Set when a calculation disagreed with the size its measurement was answered with
  /// (only a content size of NaN can do that): the pass is then run again without
  /// deferring.
  var answeredWrongly = false
  /// Each element's baselines as its layouts report them, found once.
  var baselines: [Baselines?] = []
}

extension LayoutContext {
  /// The answer to measuring `id` in `range` without calculating it, when the range alone
  /// decides its size; nil when it must be calculated.
  mutating func deferredMeasurement(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size
  ) -> Sublayout? {
    guard deferred.isEnabled, record.childCount > 0, range.min == range.max,
      isValidSize(range.min)
    else { return nil }
    switch record.kind {
    case .stack, .inset, .center, .relative, .absolute: break
    default: return nil
    }
    let index = deferred.requests.count
    deferred.requests.append(.init(element: id, range: range, parentSize: parentSize))
    let size = Size(width: pixels.ceil(range.min.width), height: pixels.ceil(range.min.height))
    return Sublayout(
      Int32(truncatingIfNeeded: -2 - index), element: id, size: size, reportedBaselines(id))
  }

  /// `sublayout` with its layout calculated, if it was a deferred measurement.
  mutating func calculated(_ sublayout: Sublayout) -> Sublayout {
    guard sublayout.isDeferred else { return sublayout }
    let request = deferred.requests[Int(-2 - sublayout.node)]
    var layout = calculateLayout(
      request.element, tree.record(request.element), request.range,
      parentSize: request.parentSize)
    if layout.size != sublayout.size || layout.ascender != sublayout.ascender
      || layout.descender != sublayout.descender
    {
      deferred.answeredWrongly = true
    }
    layout.position = sublayout.position
    return layout
  }

  /// The baselines every layout of `id` reports: a vertical stack's first child's ascender
  /// and last child's descender (ASStackLayoutSpec.mm), a text's font metrics once it has
  /// text (ASTextNode.mm), otherwise the style's.
  mutating func reportedBaselines(_ id: ElementID) -> Baselines {
    if deferred.baselines.isEmpty {
      deferred.baselines = Array(repeating: nil, count: tree.count)
    }
    if let known = deferred.baselines[Int(id.index)] { return known }
    let record = tree.record(id)
    let style = tree.style(record.style)
    var found = Baselines(ascender: style.ascender, descender: style.descender)
    let children = tree.children(of: id)
    if record.kind == .stack, tree.stack(record.payload).direction == .vertical,
      let first = children.first, let last = children.last
    {
      found = Baselines(
        ascender: reportedBaselines(first).ascender, descender: reportedBaselines(last).descender)
    } else if record.kind == .text, case let text = tree.text(record.payload),
      !text.summary.isEmpty
    {
      found = Baselines(ascender: text.ascender, descender: text.descender)
    }
    deferred.baselines[Int(id.index)] = found
    return found
  }
}
