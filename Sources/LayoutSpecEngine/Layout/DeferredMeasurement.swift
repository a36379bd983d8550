// Measurements answered without calculating them: what keeps layout linear on every tree.
//
// Why: a stack measures each child several times (its flex basis, its flexed size, its
// stretched cross size), each with a range derived from the range the stack itself got.
// When percentages and flex bases turn each of a stack's ranges into new ranges for its
// child, the distinct ranges double at every level (2^depth calculations: `make bench`'s
// "basis and percent" shape took 2.3 s at depth 20) and no cache can help, since no two
// are alike. Texture calculates them all. But most of those measurements are exact in both
// axes (min = max), and an element that clamps its size to its range (a stack, inset,
// center, relative or absolute spec, or one of the specs that take such a child's size:
// `rangeOfClampingElement`) then has a size the range alone decides; its
// baselines are those of its style, or for a vertical stack its first child's ascender and
// last child's descender, which do not depend on the range either. So such a measurement is
// answered at once, with that size and those baselines, and calculated only if a parent
// keeps it in a layout it returns (`calculated`): once per element in the final tree, and
// once per measurement a kept layout needs. The frames are exactly the calculated ones.
//
// A stack's first pass (its children at their flex basis) is answered so too when the
// range is exact along the stack only (`lengthOnlyAlong`): with only widths exact (`375x*`)
// the heights are unknown, but flexing and line breaking read only each child's length
// along the stack, and every child that flexes is measured again. The stack calculates
// the children that kept their first-pass layout once flexing is done
// (`StackUnpositionedLayout.calculateFirstPassLayoutsKept`). Without this, "basis and
// percent" at `375x*` measured each child at 50% and again at its flexed 90% of each width
// it got, and the widths multiplied down the tree (574,829 calculations at depth 80).

struct DeferredMeasurements: Sendable {
  struct Request: Sendable {
    var element: ElementID
    var range: SizeRange
    var parentSize: Size
    /// Answered with its length along a stack only (the other axis NaN).
    var isLengthOnly: Bool
  }

  var isEnabled = true
  var requests: [Request] = []
  /// Set when a calculation disagreed with the size its measurement was answered with (a
  /// content size of NaN, or of FLT_MAX / 2 or more, which ASLayout records as 0 x 0): the
  /// pass is then run again without deferring.
  var answeredWrongly = false
  /// Each element's baselines as its layouts report them, found once per scope state:
  /// inside a scope that reads its size, a style's or a text's values (and so the
  /// baselines) may change with the scope's size. A request is calculated within the
  /// calculation that asked for it, so in the state it was asked in, and that scope's
  /// values cannot change in between (only calculating the scope's node changes them).
  var baselines: [(state: UInt32, baselines: Baselines)?] = []
}

extension LayoutContext {
  /// The answer to measuring `id` in `range` without calculating it, when the range alone
  /// decides its size; nil when it must be calculated. With `lengthOnlyAlong`, a range
  /// exact along that direction only is answered too, with NaN across it: the caller reads
  /// only the length, and calculates the layout (`calculated`) before reading more.
  @inline(__always)
  mutating func deferredMeasurement(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size,
    lengthOnlyAlong direction: StackLayoutDirection?
  ) -> Sublayout? {
    guard deferred.isEnabled, record.childCount > 0 else { return nil }
    // Most measurements: an element that clamps its own size, in a range exact along no
    // axis an answer needs (a feed's cells, measured in `375 x [0, inf]`), told here,
    // inlined in every measurement, before any argument is passed on.
    if record.kind.clampsToItsRange {
      let exactWidth = range.min.width == range.max.width
      let exactHeight = range.min.height == range.max.height
      let needed =
        switch direction {
        case .horizontal: exactWidth
        case .vertical: exactHeight
        case nil: exactWidth && exactHeight
        }
      guard needed else { return nil }
    }
    return answerWithoutCalculating(
      id, record, range, parentSize: parentSize, lengthOnlyAlong: direction)
  }

  /// `deferredMeasurement` past its first checks.
  @inline(never)
  private mutating func answerWithoutCalculating(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size,
    lengthOnlyAlong direction: StackLayoutDirection?
  ) -> Sublayout? {
    // The range that decides the size: the element's own, or its child's, through the
    // elements that take their child's size. The request keeps the element's own.
    let walked = !record.kind.clampsToItsRange
    let inner: SizeRange
    if walked {
      guard
        let found = rangeOfClampingElement(
          id, record, range, parentSize: parentSize, along: direction)
      else { return nil }
      inner = found
    } else {
      guard !insetMayBeInvalidAcross(record, range, direction) else { return nil }
      inner = range
    }
    var size = Size(width: pixels.ceil(inner.min.width), height: pixels.ceil(inner.min.height))
    // Each element on the way ceils its child's size again (`makeLayout`): the answer holds
    // where that changes nothing, which an odd scale can break only past a billion points.
    if walked, !(ceilIsStable(size.width) && ceilIsStable(size.height)) {
      return nil
    }
    let isLengthOnly: Bool
    if inner.min == inner.max && isValidSize(inner.min) {
      isLengthOnly = false
    } else if direction == .horizontal, inner.min.width == inner.max.width,
      isValidPoints(inner.min.width),
      Self.clampsToValidLength(min: inner.min.height, max: inner.max.height)
    {
      size.height = .nan
      isLengthOnly = true
    } else if direction == .vertical, inner.min.height == inner.max.height,
      isValidPoints(inner.min.height),
      Self.clampsToValidLength(min: inner.min.width, max: inner.max.width)
    {
      size.width = .nan
      isLengthOnly = true
    } else {
      return nil
    }
    let index = deferred.requests.count
    deferred.requests.append(
      .init(element: id, range: range, parentSize: parentSize, isLengthOnly: isLengthOnly))
    return Sublayout(
      Int32(truncatingIfNeeded: -2 - index), element: id, size: size, reportedBaselines(id))
  }

  /// The range of the element that decides `id`'s size (which has children) when `id` is
  /// measured in `range`, if that element clamps its size to its range (a stack, inset,
  /// center, relative or absolute spec with children, a corner spec that wraps its corner
  /// element, a wrapper none of whose children is larger than the range); nil otherwise.
  /// Overlay, background, a corner that does not wrap its corner element and a node with a
  /// layout spec take their first child's size, measured in their own range (the child's
  /// style applied, as `sublayoutThatFits` does), a wrapper of one child the larger of its
  /// range's minimum and its child's; a ratio spec gives its child its exact range when it
  /// has one. An exact range stays the same through every style (the
  /// parent's range wins an intersection), so such an element's size is its range's too;
  /// only the range across a stack, for a length-only answer, may change on the way.
  /// Without this walk, a flexing overlay, wrapper, ratio or cell with a `layout` in each
  /// level of nested stacks was calculated at every range each level's basis and flexed
  /// size made (an overlay in 20 levels: 240 ms; cells reading their size, 30 levels:
  /// 3.4 s).
  @inline(never)
  private mutating func rangeOfClampingElement(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size,
    along direction: StackLayoutDirection?
  ) -> SizeRange? {
    let isExact = range.min == range.max && isValidSize(range.min)
    var (id, record, range, parentSize) = (id, record, range, parentSize)
    // Inside a node whose spec's values read its size, styles hold the values of the size
    // it was calculated at last. A size key bound to it is never `auto`; below such a node
    // a range that is not exact passes only through styles that set no size.
    var insideScope = false
    while record.childCount > 0 {
      if record.kind.clampsToItsRange {
        return insetMayBeInvalidAcross(record, range, direction) ? nil : range
      }
      switch record.kind {
      case .overlay, .background:
        break
      case .corner where tree.corner(record.payload).wrapsCorner && record.childCount > 1:
        // It clamps the union of its child's and its corner element's frames to its range.
        // Across a stack, in an open range, the union must stay a valid size: as for a
        // stack's content (a sum of valid sizes), unless its offset is beyond any screen
        // (an offset of 1e39 makes it 0 x 0).
        let offset = tree.corner(record.payload).offset
        let isOnScreen = abs(offset.x) < 1e9 && abs(offset.y) < 1e9
        return isExact || isOnScreen || Self.isBoundedAcross(range, direction) ? range : nil
      case .corner:
        parentSize = LayoutContext.definedParentSize(range.max)
      case .wrapper where record.childCount == 1:
        parentSize = range.max
      case .wrapper where isExact || !insideScope:
        // As large as its range's minimum and its largest child, each laid out in its range.
        return allClamp(tree.children(of: id), in: range, along: direction) ? range : nil
      case .ratio where isExact:
        // The best size is the range's own: the child gets the range (RatioLayoutSpec).
        parentSize = range.max
      case .node, .image, .text:
        insideScope = insideScope || tree.isSizeScope(id)
        parentSize = range.max
      case .stack, .inset, .center, .relative, .absolute, .ratio, .wrapper, .spacer, .button:
        // Clamping specs returned above; the rest, not known to clamp.
        return nil
      }
      id = tree.children(of: id).first!
      record = tree.record(id)
      if insideScope, !isExact, !tree[style: record.style].setsNoSize { return nil }
      range = constrainedRange(record, range, parentSize: parentSize)
    }
    return nil
  }

  /// Whether none of `children`, laid out in `range` (with its maximum as parent size), is
  /// larger than the range along the answered axes: a leaf node, image or text clamps its
  /// size to its range (`makeNodeLayout`), a spacer is its range's minimum, a spec as
  /// above. One whose size is invalid is 0 x 0, which the wrapper's minimum covers.
  private mutating func allClamp(
    _ children: ArraySlice<ElementID>, in range: SizeRange, along direction: StackLayoutDirection?
  ) -> Bool {
    children.allSatisfy { child in
      let record = tree.record(child)
      guard record.childCount > 0 else {
        switch record.kind {
        case .node, .image, .text, .spacer: return true
        case .stack, .inset, .overlay, .background, .center, .relative, .ratio, .absolute,
          .corner, .wrapper, .button:
          return false
        }
      }
      return rangeOfClampingElement(
        child, record, constrainedRange(record, range, parentSize: range.max),
        parentSize: range.max, along: direction) != nil
    }
  }

  /// Whether `record`, a spec that clamps its size to its range, may have a size across
  /// `direction` that is not valid, which a length-only answer would miss: an inset whose
  /// insets across are infinite (or beyond any screen) takes its range's maximum there
  /// (ASInsetLayoutSpec.mm, `finite(child + insets, max)`), and in a range open across,
  /// that is infinite; ASLayout.mm then makes the layout 0 x 0, which the stack reads as
  /// its length too (else a vstack at `*x10` shrinks such an inset, which Texture does not).
  private func insetMayBeInvalidAcross(
    _ record: ElementRecord, _ range: SizeRange, _ direction: StackLayoutDirection?
  ) -> Bool {
    guard record.kind == .inset, let direction else { return false }
    let insets = tree.inset(record.payload).insets
    let (leading, trailing, maximum) =
      direction == .vertical
      ? (insets.left, insets.right, range.max.width)
      : (insets.top, insets.bottom, range.max.height)
    return !isValidPoints(maximum) && !(abs(leading) < 1e9 && abs(trailing) < 1e9)
  }

  /// Whether `range` is bounded across `direction`: a valid maximum, or one below the
  /// minimum (which wins).
  private static func isBoundedAcross(_ range: SizeRange, _ direction: StackLayoutDirection?)
    -> Bool
  {
    switch direction {
    case .horizontal?: return isValidPoints(range.max.height) || range.max.height < range.min.height
    case .vertical?: return isValidPoints(range.max.width) || range.max.width < range.min.width
    case nil: return false
    }
  }

  /// Whether ceiling `value` to the pixel grid again leaves it as it is (NaN, an axis not
  /// answered, counts as stable).
  private func ceilIsStable(_ value: Double) -> Bool {
    value.isNaN || pixels.ceil(value) == value
  }

  /// Whether a size clamped to `min...max` on the axis not answered is valid, so that the
  /// layout keeps the answered length (ASLayout makes an invalid size 0 x 0): a valid
  /// minimum, and a maximum that is valid, below the minimum, or infinite (the content,
  /// then, is a sum of valid sizes and spacings). An infinite minimum (a percentage of an
  /// infinite parent) is not.
  static func clampsToValidLength(min: Double, max: Double) -> Bool {
    isValidPoints(min) && (isValidPoints(max) || max < min || max == .infinity)
  }

  /// Whether `sublayout` is a measurement answered with its length along a stack only.
  func isLengthOnly(_ sublayout: Sublayout) -> Bool {
    sublayout.isDeferred && deferred.requests[Int(-2 - sublayout.node)].isLengthOnly
  }

  /// `sublayout` with its layout calculated, if it was a deferred measurement.
  mutating func calculated(_ sublayout: Sublayout) -> Sublayout {
    guard sublayout.isDeferred else { return sublayout }
    let index = Int(-2 - sublayout.node)
    let request = deferred.requests[index]
    var layout =
      isTracing
      ? tracedCalculation(index, request)
      : calculateLayout(
        request.element, tree.record(request.element), request.range,
        parentSize: request.parentSize)
    // A NaN axis was not answered (a length-only measurement).
    let answered = sublayout.size
    if !(answered.width.isNaN || layout.size.width == answered.width)
      || !(answered.height.isNaN || layout.size.height == answered.height)
      || layout.ascender != sublayout.ascender || layout.descender != sublayout.descender
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
    if let known = deferred.baselines[Int(id.index)], known.state == scopeState {
      return known.baselines
    }
    let record = tree.record(id)
    let style = tree.style(record.style)
    var found = Baselines(ascender: style.ascender, descender: style.descender)
    let children = tree.children(of: id)
    if record.kind == .stack, tree.stack(record.payload).direction == .vertical,
      let first = children.first, let last = children.last
    {
      found = Baselines(
        ascender: reportedBaselines(first).ascender, descender: reportedBaselines(last).descender)
    } else if record.kind == .text, record.childCount == 0,
      case let text = tree.text(record.payload),
      !text.summary.isEmpty
    {
      found = tree.baselines(of: text)
    }
    deferred.baselines[Int(id.index)] = (scopeState, found)
    return found
  }
}

extension ElementRecord.Kind {
  /// A stack, inset, center, relative or absolute spec: its size is its content's clamped
  /// to its range, so with children its size in an exact range is the range's.
  var clampsToItsRange: Bool {
    switch self {
    case .stack, .inset, .center, .relative, .absolute: return true
    case .overlay, .background, .ratio, .corner, .wrapper, .spacer, .node, .image, .text,
      .button:
      return false
    }
  }
}
