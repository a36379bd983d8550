// Size-bound values during a pass (Tree/SizeBindings.swift): a node's layout spec is built
// per constrained size in Texture (`layoutSpecThatFits:` runs in each
// `calculateLayoutThatFits:`), so the elements under a node with size-bound values get new
// values whenever the node is calculated at a new size. The root's scope is the pass's
// range, set once.
//
// Cached layouts stay valid across sizes: an element's layout depends on its range and on
// the values bound to its scope (the nearest node above it with a `layout`), and on
// nothing bound further out, since everything under that node is bound to it or to a
// scope further in, whose values follow from its own size. So the cache key carries the
// scope's state: a number per (node, size) met in the pass. Dropping the layouts under a
// node whenever it was measured at a new size instead made nested scopes exponential: a
// stack measuring a cell twice (before and after flexing) dropped, and so recalculated,
// everything inside the cell twice, at every level (SizeScopeShapesTests).

extension LayoutContext {
  /// The values bound to the root's range (`--size`).
  mutating func enterRootSizeScope(_ range: SizeRange) {
    guard !tree.sizeBindings.isEmpty else { return }
    report(tree.applySizeBindings(scope: nil, range: range))
  }

  /// Before node `id` lays out its spec at `range`: the values under it for that size,
  /// and the cache keys of that state. Returns the state to restore with `leaveSizeScope`.
  mutating func enterSizeScope(_ id: ElementID, _ range: SizeRange) -> UInt32 {
    let outer = scopeState
    guard tree.isSizeScope(id) else {
      // Nothing under this node is bound to the scopes further out.
      scopeState = 0
      return outer
    }
    applySizeScope(id, range)
    let key = ScopeSize(scope: id, range: MeasurementCache.Key(range, .zero))
    if let known = scopeStates[key] {
      scopeState = known
    } else {
      scopeState = UInt32(truncatingIfNeeded: scopeStates.count + 1)
      scopeStates[key] = scopeState
    }
    return outer
  }

  /// After node `id`'s spec is laid out: the scope around the node again.
  mutating func leaveSizeScope(_ outer: UInt32) {
    scopeState = outer
  }

  /// After the pass: each scope's values for the size its kept layout was made at, so
  /// that formats printing styles print the values the frames were laid out with (a
  /// stack may have measured the node at another size last). Needs the recorded sizes.
  /// Nothing reads the cache any more, so it is left as it is.
  mutating func finishSizeScopes(_ root: Sublayout) {
    guard tree.hasNestedSizeScopes, recordsDetails else { return }
    var pending = [(root.node, root.element)]
    while let (node, element) = pending.popLast() {
      if tree.isSizeScope(element) {
        applySizeScope(element, constrainedSizes[Int(node)])
      }
      let layout = nodes[Int(node)]
      let start = Int(layout.sublayoutStart)
      for placement in placements[start..<start + Int(layout.sublayoutCount)] {
        pending.append((placement.node, placement.element))
      }
    }
  }

  /// Gives scope `id`'s elements their values for `range`, unless they have them;
  /// whether they changed.
  @discardableResult
  private mutating func applySizeScope(_ id: ElementID, _ range: SizeRange) -> Bool {
    let key = MeasurementCache.Key(range, .zero)
    if sizeScopeRanges[id] == key { return false }
    sizeScopeRanges[id] = key
    report(tree.applySizeBindings(scope: id, range: range))
    return true
  }

  private mutating func report(_ found: [LayoutWarning]) {
    for warning in found where reportedWarnings.insert(warning).inserted {
      warnings.append(warning)
    }
  }
}

/// A size scope at one size: what a `LayoutContext.scopeState` number stands for.
struct ScopeSize: Hashable {
  var scope: ElementID
  var range: MeasurementCache.Key
}
