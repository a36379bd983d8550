// The measuring entry point every spec calls for its children: Texture's
// `-layoutThatFits:parentSize:` (Source/Layout/ASLayoutElementPrivate.h) followed by the
// element's own `-calculateLayoutThatFits:`. One context serves one layout pass.

public struct LayoutContext: Sendable {
  /// The tree, whose elements with size-bound values (`"= max.width / 4"`) hold the values
  /// for the size their scope was last laid out at (LayoutContext+SizeScopes.swift).
  public internal(set) var tree: ElementTree
  public let pixels: PixelGrid
  var cache: MeasurementCache
  /// How many layouts were calculated (not answered from the cache): the performance
  /// tests' measure of work, which must grow linearly with the tree.
  public private(set) var calculationCount = 0
  /// An ASCII text's tokens while it wraps (the tree keeps none for ASCII texts).
  var textScratch = TextTokens()

  // The pass's layouts (LayoutTree.swift): nodes in creation order, the containers'
  // sublayout runs, and each node's constrained size when a format will print them.
  private(set) var nodes: [LayoutNode] = []
  private(set) var placements: [NodePlacement] = []
  /// Each node's baselines and constrained size, when recording details. (A parent stack
  /// reads its children's baselines from their `Sublayout`s, and the cache keeps those of
  /// the layouts it keeps: no array of them per node.)
  private var baselines: [Baselines] = []
  private(set) var constrainedSizes: [SizeRange] = []
  /// The nodes whose size asked for was not finite, in order (`LayoutTree.nonFiniteNodes`).
  private var nonFiniteNodes: [Int32] = []
  let recordsDetails: Bool
  let cachesLayouts: Bool
  /// Scratch arrays given back by finished specs, for the next ones (`takeScratch`).
  private var scratchPool: [LayoutScratch] = []
  /// Measurements answered without calculating (DeferredMeasurement.swift), and whether
  /// this pass may answer them so.
  var deferred = DeferredMeasurements()
  /// Per node whose layout spec reads its constrained size, the size its values are for.
  var sizeScopeRanges: [ElementID: MeasurementCache.Key] = [:]
  /// The values of the size scope being laid out, as a number per (node, size) met in
  /// the pass (0 outside every scope that reads its size); part of every cache key
  /// (LayoutContext+SizeScopes.swift).
  var scopeState: UInt32 = 0
  var scopeStates: [ScopeSize: UInt32] = [:]
  /// Problems found in size-bound values (a width that came out negative at this size),
  /// each once, in the order found.
  public internal(set) var warnings: [LayoutWarning] = []
  var reportedWarnings: Set<LayoutWarning> = []
  /// How one element got its frames, when `layoutspec why` asks (LayoutTrace.swift); nil
  /// in every other pass, which then pays one branch per hook.
  var recorder: TraceRecorder?
  var isTracing: Bool { recorder != nil }

  /// `recordingDetails: false` leaves each layout's constrained size and baselines (48
  /// bytes a layout) out of the result: only the styles and svg formats print them.
  public init(tree: ElementTree, scale: Double = 2, recordingDetails: Bool = true) {
    self.init(tree: tree, scale: scale, recordingDetails: recordingDetails, deferring: true)
  }

  /// `deferring: false` calculates every measurement when asked; `caching: false` keeps no
  /// layout for later (exponential on deep trees): references the tests compare with.
  init(
    tree: ElementTree, scale: Double, recordingDetails: Bool, deferring: Bool,
    caching: Bool = true
  ) {
    self.cachesLayouts = caching
    self.tree = tree
    self.pixels = PixelGrid(scale: scale)
    self.cache = MeasurementCache(
      elementCount: tree.count, containerCount: tree.containerCount)
    self.recordsDetails = recordingDetails
    self.deferred.isEnabled = deferring
    // Most trees lay every element out once: room for that many nodes saves growing the
    // arrays through copies (and the peak of old and new array together).
    nodes.reserveCapacity(tree.count)
    placements.reserveCapacity(tree.count)
    if recordingDetails { baselines.reserveCapacity(tree.count) }
    if recordingDetails { constrainedSizes.reserveCapacity(tree.count) }
  }

  /// `[root layoutThatFits:range]`: the root's parent size is the range's maximum.
  ///
  /// Three ways in, for three kinds of caller: `layoutRoot` gives nested `Layout` values
  /// (tests, the benchmark); `layoutTreeForRoot` gives the pass's arena, which the json
  /// writer reads without building nested values (documents of a million elements); and
  /// `layoutThatFits` lays out one element with an explicit parent size, as a parent spec
  /// would (tests). All three run `sublayoutThatFits`.
  public mutating func layoutRoot(_ range: SizeRange) -> Layout {
    layoutThatFits(tree.root, range, parentSize: range.max)
  }

  /// `layoutRoot` as the pass's `LayoutTree`, without building nested values (why a second
  /// way in: see `layoutRoot`).
  public mutating func layoutTreeForRoot(_ range: SizeRange) -> LayoutTree {
    // Not `layoutTree(passRoot(...))`: that reads `self` before the argument writes the
    // nodes.
    let root = passRoot(tree.root, range, parentSize: range.max)
    return layoutTree(root)
  }

  /// `sublayoutThatFits` as nested `Layout` values, for one element and an explicit parent
  /// size as a parent spec would give them (tests; why a third way in: see `layoutRoot`).
  public mutating func layoutThatFits(
    _ id: ElementID, _ range: SizeRange, parentSize: Size
  ) -> Layout {
    let root = passRoot(id, range, parentSize: parentSize)
    let tree = layoutTree(root)
    return tree.layout(tree.root)
  }

  /// The pass's root layout, calculated. Should a deferred measurement have been answered
  /// with a size its calculation then disagreed with (a content size NaN clamps to NaN,
  /// not to the range), the pass is run again without deferring, so frames are always
  /// the calculated ones.
  private mutating func passRoot(_ id: ElementID, _ range: SizeRange, parentSize: Size)
    -> Sublayout
  {
    enterRootSizeScope(range)
    let root = calculated(sublayoutThatFits(id, range, parentSize: parentSize))
    guard deferred.answeredWrongly else {
      finishSizeScopes(root)
      return root
    }
    let found = (warnings, reportedWarnings)
    let recorder = self.recorder
    self = LayoutContext(
      tree: tree, scale: pixels.scale, recordingDetails: recordsDetails, deferring: false,
      caching: cachesLayouts)
    (warnings, reportedWarnings) = found
    if let recorder {
      // A traced pass records the run whose frames it returns.
      recorder.trace = LayoutTrace(
        target: recorder.trace.target, in: tree,
        calculationLimit: recorder.trace.calculationLimit)
      self.recorder = recorder
    }
    let rerun = sublayoutThatFits(id, range, parentSize: parentSize)
    finishSizeScopes(rerun)
    return rerun
  }

  /// The layouts so far, rooted at `root`. The arrays are shared, not copied.
  private func layoutTree(_ root: Sublayout) -> LayoutTree {
    LayoutTree(
      nodes: nodes, placements: placements, constrainedSizes: constrainedSizes,
      baselines: baselines, nonFiniteNodes: nonFiniteNodes, root: root.node,
      rootElement: root.element)
  }

  /// Lays out `id` within `range`, resolving its style's percentages against `parentSize`
  /// (per axis a number, infinite, or NaN for "undefined"): what every spec calls for its
  /// children.
  ///
  /// `lengthOnlyAlong`: the caller (a stack's first pass) reads only the layout's length
  /// along that direction until it calls `calculated` (DeferredMeasurement.swift).
  mutating func sublayoutThatFits(
    _ id: ElementID, _ range: SizeRange, parentSize: Size,
    lengthOnlyAlong direction: StackLayoutDirection? = nil
  ) -> Sublayout {
    let record = tree.record(id)
    let constrained = constrainedRange(record, range, parentSize: parentSize)
    if let answer = deferredMeasurement(
      id, record, constrained, parentSize: parentSize, lengthOnlyAlong: direction)
    {
      if isTracing { traceDeferred(id, offered: range, answer) }
      return answer
    }
    if isTracing {
      return tracedLayout(id, record, offered: range, constrained, parentSize: parentSize)
    }
    return calculateLayout(id, record, constrained, parentSize: parentSize)
  }

  /// The range an element is laid out in when its parent measures it in `range`: with its
  /// style's size applied.
  ///
  /// `mutating` though it changes nothing: the optimizer keeps this call out of line in
  /// some callers, and a non-mutating method called there runs on a copy of the whole
  /// context (a 320-byte memcpy at every measurement; a mutating one gets its address).
  @inline(__always)
  mutating func constrainedRange(_ record: ElementRecord, _ range: SizeRange, parentSize: Size)
    -> SizeRange
  {
    // Texture quirk (kept): a width on an inset spec does nothing
    // (`overridesLayoutThatFitsParentSize`).
    if record.kind.overridesLayoutThatFitsParentSize { return range }
    // The default style (an element given no `style`, as most are) asks for 0 to infinity
    // on both axes, which leaves an ordered range of sizes as it is: no need to resolve the
    // style's six dimensions.
    if record.setsNoSize && range.isUnchangedByUnconstrained {
      return range
    }
    // The parent's range is the first argument, so it wins where the two are disjoint.
    return range.intersect(tree[style: record.style].sizeRange(parentSize: parentSize))
  }

  /// A spec's layout from the cache, or calculated and remembered; a leaf's calculated.
  mutating func calculateLayout(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size
  ) -> Sublayout {
    guard record.childCount > 0, cachesLayouts else {
      return calculateUncachedLayout(id, record, range, parentSize: parentSize)
    }
    // Only these pass the parent size on (to their children); every other spec's layout
    // depends on its range alone, so one entry serves every parent size.
    let readsParentSize = record.kind.overridesLayoutThatFitsParentSize
    let key = MeasurementCache.Key(
      range, readsParentSize ? parentSize : .zero, scope: scopeState)
    if let cached = cache.layout(for: id, key) {
      return Sublayout(
        cached.node, element: id, size: nodes[Int(cached.node)].size, cached.baselines)
    }
    let layout = calculateUncachedLayout(id, record, range, parentSize: parentSize)
    cache.store(
      layout.node, Baselines(ascender: layout.ascender, descender: layout.descender),
      for: id, key)
    return layout
  }

  /// Out of line, so that the dispatch to every spec and node exists once: inlined into
  /// each spec's measuring of its children, it takes every spec with it (a ratio spec
  /// becomes 37 KB of code, more than the instruction cache; callgrind's simulation of the
  /// 2,000-cell feed: 409k misses inlined, 131k out of line, for 1% more instructions).
  @inline(never)
  private mutating func calculateUncachedLayout(
    _ id: ElementID, _ record: ElementRecord, _ range: SizeRange, parentSize: Size
  ) -> Sublayout {
    calculationCount += 1
    let payload = record.payload
    switch record.kind {
    case .stack:
      return tree.stack(payload).calculateLayout(
        id, range, parentSize: parentSize, context: &self)
    case .inset:
      return tree.inset(payload).calculateLayout(
        id, range, parentSize: parentSize, context: &self)
    case .overlay:
      return OverlayLayoutSpec.calculateLayout(id, range, parentSize: parentSize, context: &self)
    case .background:
      return BackgroundLayoutSpec.calculateLayout(
        id, range, parentSize: parentSize, context: &self)
    case .center:
      return tree.center(payload).relativeLayoutSpec.calculateLayout(id, range, context: &self)
    case .relative:
      return tree.relative(payload).calculateLayout(id, range, context: &self)
    case .ratio:
      return tree.ratio(payload).calculateLayout(id, range, context: &self)
    case .absolute:
      return tree.absolute(payload).calculateLayout(id, range, context: &self)
    case .corner:
      return tree.corner(payload).calculateLayout(id, range, context: &self)
    case .wrapper:
      return WrapperLayoutSpec.calculateLayout(id, range, context: &self)
    case .spacer:
      // ASLayoutSpec's own -calculateLayoutThatFits: is its range's minimum.
      return makeLayout(id, range, size: range.min)
    case .button:
      return ButtonNode.calculateLayout(id, range, context: &self)
    case _ where record.childCount > 0:
      // Any other node with a layout spec (a document's `layout`).
      return NodeLayoutSpec.calculateLayout(id, range, context: &self)
    case .node:
      return makeNodeLayout(
        id, range, sizeThatFits: tree.displayNode(payload).sizeThatFits(range.max))
    case .image:
      return makeNodeLayout(id, range, sizeThatFits: tree.image(payload).imageSize)
    case .text:
      return calculateTextLayout(id, payload, range)
    }
  }

  /// A node without a layout spec: ASDisplayNode clamps `-calculateSizeThatFits:` of the
  /// range's maximum into the range.
  @inline(__always)
  mutating func makeNodeLayout(
    _ id: ElementID, _ range: SizeRange, sizeThatFits: Size,
    baselines: (ascender: Double, descender: Double)? = nil
  ) -> Sublayout {
    if isTracing { traceSizeThatFits(id, range, sizeThatFits) }
    return makeLayout(id, range, size: range.clamp(sizeThatFits), baselines: baselines)
  }

  /// ASLayout's initializer: a valid size is ceiled to the pixel grid, an invalid one
  /// (NaN, infinite, negative, subnormal, >= FLT_MAX / 2) becomes 0 x 0. The baselines
  /// are the style's unless given. Sublayouts: none, one, two, or `sublayouts`.
  @inline(__always)
  mutating func makeLayout(
    _ id: ElementID, _ range: SizeRange, size: Size,
    baselines: (ascender: Double, descender: Double)? = nil
  ) -> Sublayout {
    addNode(id, range, size: size, sublayoutStart: placements.count, baselines: baselines)
  }

  @inline(__always)
  mutating func makeLayout(
    _ id: ElementID, _ range: SizeRange, size: Size, sublayout: Sublayout
  ) -> Sublayout {
    // Deferred children are calculated first: their own nodes and placements must not
    // land inside this layout's run of placements.
    let sublayout = calculated(sublayout)
    let start = placements.count
    placements.append(place(sublayout))
    return addNode(id, range, size: size, sublayoutStart: start, baselines: nil)
  }

  @inline(__always)
  mutating func makeLayout(
    _ id: ElementID, _ range: SizeRange, size: Size, sublayouts first: Sublayout,
    _ second: Sublayout
  ) -> Sublayout {
    let first = calculated(first)
    let second = calculated(second)
    let start = placements.count
    placements.append(place(first))
    placements.append(place(second))
    return addNode(id, range, size: size, sublayoutStart: start, baselines: nil)
  }

  mutating func makeLayout(
    _ id: ElementID, _ range: SizeRange, size: Size, sublayouts: [Sublayout],
    baselines: (ascender: Double, descender: Double)? = nil
  ) -> Sublayout {
    // Checked first: the loop that replaces deferred ones would copy the array (the caller
    // holds it too) before it finds one, as the optimizer hoists its uniqueness check.
    if sublayouts.contains(where: \.isDeferred) {
      var sublayouts = sublayouts
      for index in sublayouts.indices where sublayouts[index].isDeferred {
        sublayouts[index] = calculated(sublayouts[index])
      }
      return makeLayout(id, range, size: size, sublayouts: sublayouts, baselines: baselines)
    }
    let start = placements.count
    for sublayout in sublayouts {
      placements.append(place(sublayout))
    }
    return addNode(id, range, size: size, sublayoutStart: start, baselines: baselines)
  }

  /// Writes the node whose sublayouts are `placements[sublayoutStart...]`.
  @inline(__always)
  private mutating func addNode(
    _ id: ElementID, _ range: SizeRange, size: Size, sublayoutStart: Int,
    baselines: (ascender: Double, descender: Double)?
  ) -> Sublayout {
    let recorded =
      isValidSize(size)
      ? Size(width: pixels.ceil(size.width), height: pixels.ceil(size.height)) : .zero
    if !(size.width.isFinite && size.height.isFinite) { noteNonFiniteSize() }
    let style = tree.style(of: id)
    let sublayout = appendNode(
      LayoutNode(
        size: recorded, sublayoutStart: Int32(truncatingIfNeeded: sublayoutStart),
        sublayoutCount: Int32(truncatingIfNeeded: placements.count - sublayoutStart)),
      element: id,
      Baselines(
        ascender: baselines?.ascender ?? style.ascender,
        descender: baselines?.descender ?? style.descender),
      constrainedSize: range)
    // Last, so that the node is written without reloading the arrays a call may change.
    if isTracing { traceNode(id, range, size: size, recorded: recorded, node: sublayout.node) }
    return sublayout
  }

  /// Marks the node about to be written as one whose size was not finite. Rare, and kept
  /// out of line so that writing a node stays small enough to inline.
  @inline(never)
  private mutating func noteNonFiniteSize() {
    nonFiniteNodes.append(Int32(truncatingIfNeeded: nodes.count))
  }

  /// The layout an optimised-flexing stack child starts with: `[ASLayout
  /// layoutWithLayoutElement:size:{0, 0}]`, never measured, no sublayouts. Its baselines
  /// are what its style holds at that point, which for a text node are already the font's
  /// (set with the text).
  ///
  /// Its node is written only if a spec keeps it (`place`): flexing almost always
  /// replaces it, and a node per flexible child would outgrow the arrays reserved for one
  /// node per element.
  ///
  /// `mutating` though it changes nothing, as `constrainedRange` is.
  mutating func makePlaceholderLayout(_ id: ElementID) -> Sublayout {
    let record = tree.record(id)
    var ascender = tree.style(record.style).ascender
    var descender = tree.style(record.style).descender
    if record.kind == .text, record.childCount == 0, case let text = tree.text(record.payload),
      !text.summary.isEmpty
    {
      let baselines = tree.baselines(of: text)
      ascender = baselines.ascender
      descender = baselines.descender
    }
    return Sublayout(
      -1, element: id, size: .zero, Baselines(ascender: ascender, descender: descender))
  }

  /// `sublayout` as a placement, writing its node first if it is a placeholder.
  @inline(__always)
  private mutating func place(_ sublayout: Sublayout) -> NodePlacement {
    let placement = placed(sublayout)
    if isTracing { tracePlacement(placement) }
    return placement
  }

  @inline(__always)
  private mutating func placed(_ sublayout: Sublayout) -> NodePlacement {
    var node = sublayout.node
    if node < 0 {
      let placeholder = LayoutNode(size: .zero, sublayoutStart: 0, sublayoutCount: 0)
      node =
        appendNode(
          placeholder, element: sublayout.element,
          Baselines(ascender: sublayout.ascender, descender: sublayout.descender),
          constrainedSize: SizeRange(exactly: .zero)
        ).node
    }
    return NodePlacement(position: sublayout.position, node: node, element: sublayout.element)
  }

  @inline(__always)
  private mutating func appendNode(
    _ node: LayoutNode, element: ElementID, _ nodeBaselines: Baselines,
    constrainedSize: SizeRange
  ) -> Sublayout {
    let index = Int32(truncatingIfNeeded: nodes.count)
    nodes.append(node)
    if recordsDetails { recordDetails(nodeBaselines, constrainedSize) }
    return Sublayout(index, element: element, size: node.size, nodeBaselines)
  }

  /// Out of line, as `noteNonFiniteSize`: only the styles and svg formats ask for them.
  @inline(never)
  private mutating func recordDetails(_ nodeBaselines: Baselines, _ constrainedSize: SizeRange) {
    baselines.append(nodeBaselines)
    constrainedSizes.append(constrainedSize)
  }

  // MARK: Scratch

  /// Arrays for a spec with any number of children: taken at its start and given back at
  /// its end, so a pass allocates them once per nesting depth, not once per spec.
  mutating func takeScratch() -> LayoutScratch {
    scratchPool.popLast() ?? LayoutScratch()
  }

  mutating func recycle(_ scratch: consuming LayoutScratch) {
    scratch.removeAll()
    scratchPool.append(scratch)
  }

  /// The children of `id`, in Texture's `children` order.
  @inline(__always)
  func children(of id: ElementID) -> ArraySlice<ElementID> {
    tree.children(of: id)
  }

  /// `size` with each axis replaced by NaN ("undefined") where it is not a valid size:
  /// how relative, absolute and corner specs pass their maximum on as the parent size.
  @inline(__always)
  static func definedParentSize(_ size: Size) -> Size {
    Size(
      width: isValidPoints(size.width) ? size.width : .nan,
      height: isValidPoints(size.height) ? size.height : .nan)
  }
}

extension ElementRecord.Kind {
  /// Texture's inset, overlay and background specs override
  /// `-layoutThatFits:parentSize:` (ASInsetLayoutSpec.mm, ASOverlayLayoutSpec.mm,
  /// ASBackgroundLayoutSpec.mm): they pass the parent size on to their children, so their
  /// layout reads it, and they do not apply their own style's size (a quirk, kept).
  @inline(__always)
  var overridesLayoutThatFitsParentSize: Bool {
    switch self {
    case .inset, .overlay, .background: return true
    case .stack, .center, .relative, .ratio, .absolute, .corner, .wrapper, .spacer, .node,
      .image, .text, .button:
      return false
    }
  }
}
