// Size-bound values during a pass (Tree/SizeBindings.swift): a node's layout spec is built
// per constrained size in Texture (`layoutSpecThatFits:` runs in each
// `calculateLayoutThatFits:`), so the elements under a node with size-bound values get new
// values whenever the node is calculated at a new size, and their cached layouts, made
// with the old values, are dropped. The root's scope is the pass's range, set once.

extension LayoutContext {
  /// The values bound to the root's range (`--size`).
  mutating func enterRootSizeScope(_ range: SizeRange) {
    guard !tree.sizeBindings.isEmpty else { return }
    report(tree.applySizeBindings(scope: nil, range: range))
  }

  /// Before node `id` lays out its spec at `range`: the values under it for that size,
  /// and no cached layout made with other values.
  mutating func enterSizeScope(_ id: ElementID, _ range: SizeRange) {
    guard tree.isSizeScope(id), applySizeScope(id, range) else { return }
    cache.forget(tree.descendants(of: id))
  }

  /// After the pass: each scope's values for the size its kept layout was made at, so
  /// that formats printing styles print the values the frames were laid out with (a
  /// stack may have measured the node at another size last). Needs the recorded sizes.
  /// Nothing reads the cache any more, so it is left as it is.
  mutating func finishSizeScopes(_ root: Sublayout) {
    guard tree.hasNestedSizeScopes, recordsDetails else { return }
    var pending = [root.node]
    while let node = pending.popLast() {
      let layout = nodes[Int(node)]
      if tree.isSizeScope(layout.element) {
        applySizeScope(layout.element, constrainedSizes[Int(node)])
      }
      let start = Int(layout.sublayoutStart)
      for placement in placements[start..<start + Int(layout.sublayoutCount)] {
        pending.append(placement.node)
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
