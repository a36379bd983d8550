// The derivation of one element's frames (`layoutspec why`): for each time the pass lays
// the element out, the steps from the root down to it, each with the numbers Texture's rule
// read and the value it produced. Recorded only when asked (`LayoutResult.evaluate(_:in:
// scale:tracing:)`): an ordinary pass holds no recorder, and every hook below is one branch
// on `LayoutContext.recorder`.
//
// Only the element and its ancestors are recorded: a spec announces the range it offers a
// child (`traceOffer`) before measuring it, and `tracedLayout` keeps it when the child is
// on the chain; the element's own size steps (`traceContent`, then the clamp and pixel
// ceil in `traceNode`) and where its parent places it (`tracePosition`, `tracePlacement`)
// are kept for the element alone. A traced pass takes `eval`'s shortcuts (without them,
// nested flexing is exponential): a layout answered from the cache is a step of its own,
// and a measurement answered without calculating it (DeferredMeasurement.swift) is
// recorded when a kept layout calculates it, with the offer it was made with
// (`traceDeferred`, `tracedCalculation`).
//
// Steps chain: each step's input is the previous step's output (a range, then sizes, then
// the frame), so the derivation reads as one computation from the root's range to the
// frame. The numbers that are not the chained value are the step's details.

/// Which of Texture's rules produced a step, and where Texture has it.
public enum TraceRule: String, Hashable, Sendable, CaseIterable {
  // The range a parent offers a child.
  case rootRange, stackFlexBasis, stackFlexGrow, stackFlexShrink, stackZeroLength, stackStretch
  case insetChild, overlayChild, overlayElement, backgroundChild, backgroundElement
  case relativeChild, ratioChild, absoluteChild, cornerChild, cornerElement, wrapperChild
  case nodeLayoutSpec
  // The element's style applied to that range.
  case styleSize, styleSizeIgnored
  // The element's size in its range.
  case textSize, nodeSize, imageSize, spacerSize, emptySpec, stackContent, insetContent
  case childSize, relativeSize, absoluteSize, cornerUnion, wrapperSize, cached
  case clamp, pixelCeil
  // Where its parent places it.
  case rootPosition, stackPosition, insetPosition, relativePosition, absolutePosition
  case cornerPosition, originPosition

  /// The Texture source file the rule is in.
  public var textureFile: String {
    switch self {
    case .rootRange, .rootPosition: return "ASDisplayNode+LayoutSpec.mm"
    case .stackFlexBasis, .stackFlexGrow, .stackFlexShrink, .stackZeroLength, .stackStretch,
      .stackContent:
      return "ASStackUnpositionedLayout.mm"
    case .stackPosition: return "ASStackPositionedLayout.mm"
    case .insetChild, .insetContent, .insetPosition: return "ASInsetLayoutSpec.mm"
    case .overlayChild, .overlayElement: return "ASOverlayLayoutSpec.mm"
    case .backgroundChild, .backgroundElement: return "ASBackgroundLayoutSpec.mm"
    case .relativeChild, .relativeSize, .relativePosition: return "ASRelativeLayoutSpec.mm"
    case .ratioChild: return "ASRatioLayoutSpec.mm"
    case .absoluteChild, .absoluteSize, .absolutePosition: return "ASAbsoluteLayoutSpec.mm"
    case .cornerChild, .cornerElement, .cornerUnion, .cornerPosition:
      return "ASCornerLayoutSpec.mm"
    case .wrapperChild, .wrapperSize, .spacerSize, .emptySpec, .childSize, .originPosition:
      return "ASLayoutSpec.mm"
    case .nodeLayoutSpec: return "ASDisplayNode+LayoutSpec.mm"
    case .styleSize, .styleSizeIgnored, .clamp: return "ASDimension.mm"
    case .textSize: return "ASTextNode.mm"
    case .nodeSize: return "ASDisplayNode.mm"
    case .imageSize: return "ASImageNode.mm"
    case .cached: return "ASLayoutElement.mm"
    case .pixelCeil: return "ASLayout.mm"
    }
  }
}

/// A value a step takes or gives: a range (offered, constrained), a size, or the frame.
public enum TraceValue: Hashable, Sendable {
  case range(SizeRange)
  case size(Size)
  case frame(Point, Size)
}

/// A number (or a name) a step read besides its input: `violation`, `flexGrow`, `insets`.
public struct TraceDetail: Hashable, Sendable {
  public enum Value: Hashable, Sendable {
    case number(Double)
    case text(String)
    case size(Size)
    case range(SizeRange)
    case point(Point)
    case insets(EdgeInsets)
  }

  public var name: String
  public var value: Value

  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
}

/// One step: `element`, by `rule`, turned `input` into `output`, reading `details`.
public struct TraceStep: Hashable, Sendable {
  public var element: ElementID
  public var rule: TraceRule
  public var input: TraceValue
  public var details: [TraceDetail]
  public var output: TraceValue

  public init(
    element: ElementID, rule: TraceRule, input: TraceValue, details: [TraceDetail] = [],
    output: TraceValue
  ) {
    self.element = element
    self.rule = rule
    self.input = input
    self.details = details
    self.output = output
  }

  /// The detail named `name`, if the step has it.
  public func detail(_ name: String) -> TraceDetail.Value? {
    details.first { $0.name == name }?.value
  }
}

/// One time the element was laid out: its derivation from the root.
public struct TraceMeasurement: Hashable, Sendable {
  /// The root's steps, then each ancestor's, then the element's own, in order.
  public var steps: [TraceStep]
  /// Whether this is the layout the final tree holds (its last step is then the position).
  public var isKept = false
  /// The node the measurement wrote (or found in the cache); -1 until known.
  var node: Int32 = -1
}

/// The trace a pass records into, by reference: the context holds one pointer for it, so
/// that a pass that does not trace has a context no larger than it needs (held inline, the
/// trace adds about 100 bytes to every copy the optimizer makes of the context). A copy of
/// a tracing context shares its recorder: a traced pass measures nothing on a copy.
///
/// `@unchecked Sendable`: a recorder belongs to one pass, which runs on one thread.
final class TraceRecorder: @unchecked Sendable {
  var trace: LayoutTrace

  init(_ trace: LayoutTrace) { self.trace = trace }
}

/// The derivation of `target`'s frames in one pass.
public struct LayoutTrace: Sendable {
  /// The most layouts a traced pass calculates: past this the pass stops calculating (each
  /// element then answers its range's minimum, frames no one prints) and the trace is cut
  /// short, which `why` says instead of running for hours on a tree `eval`'s shortcuts
  /// cannot keep linear either.
  public static let calculationLimit = 1_000_000
  /// The most steps the measurements hold together (each repeats the chain from the root):
  /// past it the trace is cut short too, before it outgrows memory.
  public static let stepLimit = 500_000

  /// What a spec said about the range it offers `element`, by `rule`.
  typealias Offer = (element: ElementID, rule: TraceRule, details: [TraceDetail])

  public let target: ElementID
  /// The root, then each ancestor of `target`, then `target`.
  public let chain: [ElementID]
  public internal(set) var measurements: [TraceMeasurement] = []
  /// Whether the pass stopped at `calculationLimit` or `stepLimit`: the measurements and
  /// the frames are then incomplete.
  public internal(set) var isCutShort = false
  /// The element on `chain` whose layout in the final tree is the 0 x 0 placeholder a stack
  /// keeps for its optimised-flexing child that nothing flexed or stretched, never measured
  /// (ASStackUnpositionedLayout.mm; docs/stack.md): the target, or an ancestor, inside which
  /// nothing is laid out (the target then has no frame). nil otherwise.
  public internal(set) var placeholder: ElementID?
  /// The target's frame when it is itself that placeholder.
  public internal(set) var placeholderFrame: TraceValue?
  /// This trace's `calculationLimit`.
  let calculationLimit: Int
  /// The steps `measurements` hold.
  var stepCount = 0

  /// Per element of `chain` being laid out now (a prefix of it), its steps so far and the
  /// range it was constrained to.
  var open: [(steps: [TraceStep], range: SizeRange)] = []
  /// What the spec laying out a child said about the range it offers, until the child is
  /// measured.
  var pendingOffer: Offer?
  /// Measurements of an element on the chain answered without calculating them
  /// (DeferredMeasurement.swift), by request: the range offered and the offer's step, for
  /// when a kept layout calculates one (`tracedCalculation`).
  var deferredOffers: [Int: (offered: SizeRange, offer: Offer?)] = [:]
  /// The target's size before its clamp, from the spec or node that computed it.
  var pendingContent: (rule: TraceRule, size: Size, details: [TraceDetail])?
  /// How the target's parent chose its position, until the parent writes its layout.
  var pendingPosition: (rule: TraceRule, details: [TraceDetail])?
  /// Each time a parent placed the target: the target's node, the parent's node, the step.
  var placements: [(node: Int32, parent: Int32, step: TraceStep)] = []

  /// The trace of `target` in `tree`.
  init(target: ElementID, in tree: ElementTree, calculationLimit: Int = Self.calculationLimit) {
    self.target = target
    self.calculationLimit = calculationLimit
    self.chain = Self.path(to: target, in: tree)
  }

  /// The elements from the root down to `target`.
  private static func path(to target: ElementID, in tree: ElementTree) -> [ElementID] {
    guard tree.count > 0 else { return [] }
    var pending: [(ElementID, Int)] = [(tree.root, 0)]
    var path: [ElementID] = []
    while let (id, depth) = pending.popLast() {
      path.removeLast(path.count - depth)
      path.append(id)
      if id == target { return path }
      for child in tree.children(of: id).reversed() { pending.append((child, depth + 1)) }
    }
    return []
  }

  /// Whether the target's own measurement is being calculated.
  var isMeasuringTarget: Bool { !chain.isEmpty && open.count == chain.count }

  /// `id`'s place in `chain`, if it is on it where the open measurements say it must be:
  /// the next element after the ones being laid out.
  func depth(of id: ElementID) -> Int? {
    let depth = open.count
    return depth < chain.count && chain[depth] == id ? depth : nil
  }

  /// Marks the measurement the final tree holds and gives it its position step: the node
  /// that `tree` places under the target's parent, placed where that parent put it.
  mutating func finish(_ tree: LayoutTree) {
    guard let found = Self.deepestItem(along: chain[...], in: tree) else { return }
    let item = found.item
    guard found.depth == chain.count else {
      // Not in the final tree: below a placeholder, if the deepest element of the chain
      // that is has the placeholder's shape.
      if Self.isPlaceholder(item) { placeholder = chain[found.depth - 1] }
      return
    }
    let parent = chain.count > 1 ? Self.item(along: chain.dropLast(), in: tree) : nil
    let size = Size(width: item.size.width, height: item.size.height)
    guard let index = measurements.lastIndex(where: { $0.node == item.node }) else {
      // Placed, never measured.
      if Self.isPlaceholder(item) {
        placeholder = target
        placeholderFrame = .frame(item.position, size)
      }
      return
    }
    var step = TraceStep(
      element: target, rule: .rootPosition, input: .size(size),
      output: .frame(item.position, size))
    if let parent,
      let placed = placements.last(where: { $0.node == item.node && $0.parent == parent.node })
    {
      step.rule = placed.step.rule
      step.details = placed.step.details
    }
    measurements[index].isKept = true
    measurements[index].steps.append(step)
  }

  /// Whether `item` has the shape of a never-measured placeholder: 0 x 0, no sublayouts.
  private static func isPlaceholder(_ item: LayoutTree.Item) -> Bool {
    item.size.width == 0 && item.size.height == 0 && !item.hasSublayouts
  }
}

extension LayoutResult {
  /// `evaluate`, recording how `element` got its frames. A measurement answered without
  /// calculating it (DeferredMeasurement.swift) is in the trace when a kept layout
  /// calculates it; one never calculated is not (Texture calculates it, to the size its
  /// range decides). The frames are `evaluate`'s, unless the trace is cut short
  /// (`LayoutTrace.isCutShort`, after `calculationLimit` calculations).
  public static func evaluate(
    _ tree: ElementTree, in sizeRange: SizeRange, scale: Double, tracing element: ElementID,
    calculationLimit: Int = LayoutTrace.calculationLimit
  ) -> (LayoutResult, LayoutTrace) {
    var context = LayoutContext(tree: tree, scale: scale, recordingDetails: false)
    let recorder = TraceRecorder(
      LayoutTrace(target: element, in: tree, calculationLimit: calculationLimit))
    context.recorder = recorder
    let layouts = context.layoutTreeForRoot(sizeRange)
    var trace = recorder.trace
    trace.finish(layouts)
    var result = LayoutResult(
      tree: context.tree, sizeRange: sizeRange, layouts: layouts, pixels: context.pixels)
    result.warnings = context.warnings
    return (result, trace)
  }
}

extension LayoutContext {
  /// `sublayoutThatFits` when tracing: records the offer and style steps of an element on
  /// the chain, and the whole derivation each time the target is laid out.
  @inline(never)
  mutating func tracedLayout(
    _ id: ElementID, _ record: ElementRecord, offered: SizeRange, _ constrained: SizeRange,
    parentSize: Size
  ) -> Sublayout {
    guard let recorder else {
      return calculateLayout(id, record, constrained, parentSize: parentSize)
    }
    if calculationCount >= recorder.trace.calculationLimit || recorder.trace.isCutShort {
      recorder.trace.isCutShort = true
      return makeLayout(id, constrained, size: constrained.min)
    }
    guard let depth = recorder.trace.depth(of: id) else {
      if recorder.trace.pendingOffer?.element == id { recorder.trace.pendingOffer = nil }
      return calculateLayout(id, record, constrained, parentSize: parentSize)
    }
    let input = depth == 0 ? offered : recorder.trace.open[depth - 1].range
    var steps: [TraceStep] = []
    if let offer = recorder.trace.pendingOffer, offer.element == id {
      steps.append(
        TraceStep(
          element: id, rule: offer.rule, input: .range(input), details: offer.details,
          output: .range(offered)))
    } else {
      steps.append(
        TraceStep(element: id, rule: .rootRange, input: .range(input), output: .range(offered)))
    }
    recorder.trace.pendingOffer = nil
    steps += styleSteps(id, record, offered, constrained, parentSize: parentSize)
    recorder.trace.open.append((steps, constrained))
    let isTarget = recorder.trace.isMeasuringTarget
    if isTarget {
      recorder.trace.pendingContent = nil
      let chainSteps = recorder.trace.open.flatMap { $0.steps }
      recorder.trace.measurements.append(TraceMeasurement(steps: chainSteps))
      recorder.trace.stepCount += chainSteps.count
      if recorder.trace.stepCount > LayoutTrace.stepLimit { recorder.trace.isCutShort = true }
    }
    let calculationsBefore = calculationCount
    let layout = calculateLayout(id, record, constrained, parentSize: parentSize)
    if isTarget, let last = recorder.trace.measurements.indices.last {
      if calculationCount == calculationsBefore {
        // Texture keeps a node's layout for its constrained size
        // (`_calculatedDisplayNodeLayout`); here every spec keeps its last few.
        recorder.trace.measurements[last].steps.append(
          TraceStep(
            element: id, rule: .cached, input: .range(constrained), output: .size(layout.size)))
      }
      recorder.trace.measurements[last].node = layout.node
    }
    recorder.trace.open.removeLast()
    return layout
  }

  /// A measurement of `id` offered `offered` was answered without calculating it: if
  /// `id` is on the chain where the open measurements say, its offer is kept for when a
  /// kept layout calculates it.
  @inline(never)
  mutating func traceDeferred(_ id: ElementID, offered: SizeRange, _ answer: Sublayout) {
    guard let recorder, recorder.trace.depth(of: id) != nil else { return }
    let offer = recorder.trace.pendingOffer
    recorder.trace.pendingOffer = nil
    recorder.trace.deferredOffers[Int(-2 - answer.node)] = (
      offered, offer?.element == id ? offer : nil
    )
  }

  /// `calculated` when tracing: the deferred measurement `index` of an element on the
  /// chain is laid out as `sublayoutThatFits` would have, with the offer it was made with.
  @inline(never)
  mutating func tracedCalculation(_ index: Int, _ request: DeferredMeasurements.Request)
    -> Sublayout
  {
    let record = tree.record(request.element)
    guard let recorder, let deferred = recorder.trace.deferredOffers[index],
      recorder.trace.depth(of: request.element) != nil
    else {
      return calculateLayout(
        request.element, record, request.range, parentSize: request.parentSize)
    }
    recorder.trace.pendingOffer = deferred.offer
    return tracedLayout(
      request.element, record, offered: deferred.offered, request.range,
      parentSize: request.parentSize)
  }

  /// The style step of an element on the chain: its style's size resolved against the
  /// parent size and intersected with the offered range (the parent's wins), or ignored by
  /// the specs that override `-layoutThatFits:parentSize:`. None for a style that sets no
  /// size, which leaves an ordinary range as it is.
  private func styleSteps(
    _ id: ElementID, _ record: ElementRecord, _ offered: SizeRange, _ constrained: SizeRange,
    parentSize: Size
  ) -> [TraceStep] {
    if record.kind.overridesLayoutThatFitsParentSize {
      guard !record.setsNoSize else { return [] }
      return [
        TraceStep(
          element: id, rule: .styleSizeIgnored, input: .range(offered),
          output: .range(constrained))
      ]
    }
    let style = tree.style(record.style)
    guard !style.setsNoSize || !offered.isUnchangedByUnconstrained else { return [] }
    return [
      TraceStep(
        element: id, rule: .styleSize, input: .range(offered),
        details: [
          TraceDetail("parentSize", .size(parentSize)),
          TraceDetail("style", .range(style.sizeRange(parentSize: parentSize))),
        ],
        output: .range(constrained))
    ]
  }

  /// A spec is about to measure `child` in a range it derived by `rule`.
  @inline(__always)
  mutating func traceOffer(
    _ child: ElementID, _ rule: TraceRule, _ details: () -> [TraceDetail] = { [] }
  ) {
    if isTracing { recordOffer(child, rule, details) }
  }

  @inline(never)
  private mutating func recordOffer(
    _ child: ElementID, _ rule: TraceRule, _ details: () -> [TraceDetail]
  ) {
    guard recorder?.trace.depth(of: child) != nil else { return }
    recorder?.trace.pendingOffer = (child, rule, details())
  }

  /// Element `id` computed `size` by `rule` before clamping it to its range.
  @inline(__always)
  mutating func traceContent(
    _ id: ElementID, _ rule: TraceRule, _ size: Size, _ details: () -> [TraceDetail] = { [] }
  ) {
    if isTracing { recordContent(id, rule, size, details) }
  }

  @inline(never)
  private mutating func recordContent(
    _ id: ElementID, _ rule: TraceRule, _ size: Size, _ details: () -> [TraceDetail]
  ) {
    guard recorder?.trace.isMeasuringTarget == true, recorder?.trace.target == id,
      recorder?.trace.pendingContent == nil
    else { return }
    recorder?.trace.pendingContent = (rule, size, details())
  }

  /// A node without a layout spec answered `size` for its range's maximum (a text node
  /// said how it measured first, in `calculateTextLayout`).
  @inline(never)
  mutating func traceSizeThatFits(_ id: ElementID, _ range: SizeRange, _ size: Size) {
    let rule: TraceRule = tree.record(id).kind == .image ? .imageSize : .nodeSize
    recordContent(id, rule, size) { [TraceDetail("offered", .size(range.max))] }
  }

  /// A text node measured `textSize` at the offered size, before answering the smaller of
  /// the two on each axis (ASTextNode.mm: `fmin` of TextKit's size and the constrained
  /// size). Formats find its lines from the same numbers (`ElementTree.textLines`).
  @inline(never)
  mutating func traceTextSize(_ id: ElementID, _ text: TextRecord, offered: Size, textSize: Size) {
    let answered = Size(
      width: .minimum(textSize.width, offered.width),
      height: .minimum(textSize.height, offered.height))
    recordContent(id, .textSize, answered) {
      [
        TraceDetail("offered", .size(offered)), TraceDetail("textSize", .size(textSize)),
        TraceDetail("fontSize", .number(text.fontSize)),
        TraceDetail("lineHeight", .number(text.lineHeight)),
        TraceDetail("maxLines", .number(Double(text.maxLines))),
      ]
    }
  }

  /// A spec placed `child` by `rule`.
  @inline(__always)
  mutating func tracePosition(
    _ child: ElementID, _ rule: TraceRule, _ details: () -> [TraceDetail] = { [] }
  ) {
    if isTracing, recorder?.trace.target == child {
      recorder?.trace.pendingPosition = (rule, details())
    }
  }

  /// Called as a layout's sublayouts are written, before the layout's own node: where the
  /// target was placed, and by which rule. The parent's node is known when it is written
  /// (`traceNode`).
  @inline(never)
  mutating func tracePlacement(_ placement: NodePlacement) {
    guard placement.element == recorder?.trace.target else { return }
    let (rule, details) = recorder?.trace.pendingPosition ?? (.originPosition, [])
    recorder?.trace.pendingPosition = nil
    recorder?.trace.placements.append(
      (
        placement.node, -1,
        TraceStep(
          element: placement.element, rule: rule, input: .size(.zero), details: details,
          output: .frame(placement.position, .zero))
      ))
  }

  /// The target's layout is written: its size steps (computed, clamped to `range`, ceiled
  /// to the pixel grid) end its measurement.
  @inline(never)
  mutating func traceNode(
    _ id: ElementID, _ range: SizeRange, size: Size, recorded: Size, node: Int32
  ) {
    // This node is the parent of the placements written just before it.
    if let index = recorder?.trace.placements.indices.last,
      recorder?.trace.placements[index].parent == -1
    {
      recorder?.trace.placements[index].parent = node
    }
    guard let recorder, recorder.trace.isMeasuringTarget, recorder.trace.target == id,
      let last = recorder.trace.measurements.indices.last
    else { return }
    var steps: [TraceStep] = []
    if let content = recorder.trace.pendingContent {
      steps.append(
        TraceStep(
          element: id, rule: content.rule, input: .range(range), details: content.details,
          output: .size(content.size)))
      steps.append(
        TraceStep(
          element: id, rule: .clamp, input: .size(content.size),
          details: [TraceDetail("range", .range(range))],
          output: .size(size)))
    } else {
      steps.append(
        TraceStep(
          element: id, rule: sizeRule(tree.record(id)), input: .range(range),
          output: .size(size)))
    }
    steps.append(
      TraceStep(
        element: id, rule: .pixelCeil, input: .size(size),
        details: [TraceDetail("scale", .number(pixels.scale))], output: .size(recorded)))
    recorder.trace.pendingContent = nil
    recorder.trace.measurements[last].steps += steps
  }

  /// How an element that reported no size of its own before clamping got its size.
  private func sizeRule(_ record: ElementRecord) -> TraceRule {
    switch record.kind {
    case .spacer: return .spacerSize
    case .wrapper: return record.childCount > 0 ? .wrapperSize : .emptySpec
    case .stack, .inset, .overlay, .background, .center, .relative, .ratio, .absolute,
      .corner:
      return record.childCount > 0 ? .childSize : .emptySpec
    case .node, .image, .text, .button:
      return record.childCount > 0 ? .childSize : .nodeSize
    }
  }
}

extension LayoutTrace {
  /// Where the trace disagrees with `result`, the pass it was recorded in: a step whose
  /// input is not the previous step's output, a derivation that does not start at the
  /// root's range or leaves the chain, an offer without its rule, not exactly one kept
  /// measurement, or a kept one that does not end at the element's frame. Empty when it
  /// adds up, which `why` checks before printing it (and the tests on every sample).
  public func inconsistencies(with result: LayoutResult) -> [String] {
    guard !isCutShort else { return ["the trace was cut short"] }
    var found: [String] = []
    if measurements.isEmpty, placeholder == nil {
      found.append("the element was never laid out")
    }
    for (number, measurement) in measurements.enumerated() {
      let steps = measurement.steps
      guard let first = steps.first, let last = steps.last else {
        found.append("measurement \(number + 1) has no steps")
        continue
      }
      if !(Self.same(first.input, .range(result.sizeRange)) && first.element == chain.first
        && first.rule == .rootRange)
      {
        found.append("measurement \(number + 1) does not start at the root's range")
      }
      for (a, b) in zip(steps, steps.dropFirst()) where !Self.same(a.output, b.input) {
        found.append(
          "measurement \(number + 1): \(a.rule) gives \(a.output), \(b.rule) takes \(b.input)")
      }
      var depth = 0
      for step in steps {
        while depth < chain.count, chain[depth] != step.element { depth += 1 }
        if depth == chain.count { found.append("\(step.rule) is out of the chain's order") }
        if step.rule == .rootRange, step.element != chain.first {
          found.append("element \(step.element.index) was offered a range without a rule")
        }
      }
      switch (measurement.isKept, last.output) {
      case (true, .frame), (false, .size): break
      case (true, _): found.append("the kept measurement ends without a frame")
      case (false, _): found.append("measurement \(number + 1) ends without a size")
      }
    }
    // A placeholder's layout is no measurement's.
    let kept = measurements.filter(\.isKept)
    let expected = placeholder == nil ? 1 : 0
    if kept.count != expected {
      found.append("\(kept.count) measurements are kept, not \(expected)")
    }
    guard let frame = kept.first?.steps.last?.output,
      let item = Self.item(along: chain[...], in: result.layouts)
    else { return found }
    if !Self.same(frame, .frame(item.position, item.size)) {
      found.append("the derivation ends at \(frame), the frame is \(item.position) \(item.size)")
    }
    return found
  }

  /// The layout of `chain`'s last element in `tree`, found along the chain from the root.
  static func item(along chain: ArraySlice<ElementID>, in tree: LayoutTree) -> LayoutTree.Item? {
    guard let found = deepestItem(along: chain, in: tree), found.depth == chain.count else {
      return nil
    }
    return found.item
  }

  /// The layout of the deepest element of `chain` that `tree` holds along the chain from
  /// the root, and how many of `chain`'s elements lead to it; nil when `tree`'s root is
  /// not `chain`'s first.
  private static func deepestItem(along chain: ArraySlice<ElementID>, in tree: LayoutTree)
    -> (item: LayoutTree.Item, depth: Int)?
  {
    guard let root = chain.first, tree.root.element == root else { return nil }
    var item = tree.root
    var depth = 1
    for element in chain.dropFirst() {
      guard let next = tree.sublayouts(of: item).first(where: { $0.element == element }) else {
        break
      }
      item = next
      depth += 1
    }
    return (item, depth)
  }

  /// Equal bit for bit (a NaN equals itself, -0 is not 0).
  private static func same(_ a: TraceValue, _ b: TraceValue) -> Bool {
    func bits(_ value: TraceValue) -> [UInt64] {
      switch value {
      case .range(let r):
        return [1, r.min.width, r.min.height, r.max.width, r.max.height].map(\.bitPattern)
      case .size(let s): return [2, s.width, s.height].map(\.bitPattern)
      case .frame(let p, let s): return [3, p.x, p.y, s.width, s.height].map(\.bitPattern)
      }
    }
    return bits(a) == bits(b)
  }
}
