// What a spec works with while it lays out its children: their layouts as small values,
// and scratch arrays it borrows from the context.

/// A child's layout as its parent spec handles it: the node the context wrote, a copy of
/// its size and baselines (read all the time), and the position the spec gives it. Specs
/// return their own layout as one too. 56 bytes, no references.
struct Sublayout: Sendable {
  /// The node in the pass's arrays; -1 for a placeholder not written yet (see
  /// `LayoutContext.makePlaceholderLayout`); -2 - i for the deferred measurement i, not
  /// calculated yet (DeferredMeasurement.swift).
  var node: Int32
  var element: ElementID
  var size: Size
  /// Relative to the parent; (0, 0) until the parent places it.
  var position: Point = .zero
  /// See `Layout.ascender`.
  var ascender: Double
  var descender: Double

  var isDeferred: Bool { node <= -2 }

  @inline(__always)
  init(_ node: Int32, element: ElementID, size: Size, _ baselines: Baselines) {
    self.node = node
    self.element = element
    self.size = size
    self.ascender = baselines.ascender
    self.descender = baselines.descender
  }
}

/// The arrays a spec with any number of children works in (a stack's children, their
/// layouts and its lines; a wrapper's layouts). `LayoutContext.takeScratch()` hands out
/// empty ones that kept their capacity, so that a stack's calculation allocates nothing
/// (it needs three arrays).
struct LayoutScratch: Sendable {
  var sublayouts: [Sublayout] = []
  var stackChildren: [StackChild] = []
  var stackLines: [StackLine] = []

  mutating func removeAll() {
    sublayouts.clearKeepingCapacity()
    stackChildren.clearKeepingCapacity()
    stackLines.clearKeepingCapacity()
  }
}

extension Array {
  /// `removeAll(keepingCapacity: true)` in fewer instructions for the short arrays specs
  /// work in: that call goes through `replaceSubrange`, about 70 instructions an array
  /// however short (a feed's layout spent 4% there, three arrays per stack), where a pop
  /// costs a few. Each element was appended once by the spec that pops it, so popping
  /// adds a constant per child, however many a stack has.
  @inline(__always)
  mutating func clearKeepingCapacity() {
    while popLast() != nil {}
  }
}
