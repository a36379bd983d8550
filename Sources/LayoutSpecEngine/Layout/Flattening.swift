// Texture's flattened layout (ASLayout.mm `filteredNodeLayoutTree`): the nodes a host node
// draws, in drawing order, each positioned relative to the host. This is what Texture's
// views end up with, so it is also where positions get rounded to the pixel grid.

extension LayoutTree {
  /// The node layouts under the root, depth-first in sublayout order, each placed
  /// relative to the root, pixel-ceiled from the sum of raw positions. A node's own
  /// sublayouts (a button's title, a `layout`'s subnodes) belong to the node and are not
  /// descended into: that node's own flattened layout lists them (`subnodes(of:)`).
  ///
  /// A root that is itself a node is returned alone at (0, 0), as a host whose only
  /// sublayout is a childless node keeps it unchanged; a root node with its own layout
  /// spec gives its subnodes, as its calculated layout does.
  public func flattenedNodes(in tree: ElementTree, pixels: PixelGrid) -> [Item] {
    if tree.type(of: root.element).isNode && !hasOwnLayout(root, in: tree) {
      return [root.placed(at: .zero, in: self)]
    }
    return subnodes(of: root, in: tree, pixels: pixels)
  }

  /// The nodes under `layout` (a spec, or a node with its own layout spec) in drawing
  /// order, each placed relative to `layout`: what Texture's `filteredNodeLayoutTree`
  /// gives the node (or host) `layout` is.
  public func subnodes(of layout: Item, in tree: ElementTree, pixels: PixelGrid) -> [Item] {
    var nodes: [Item] = []
    appendNodes(of: layout, origin: .zero, tree: tree, pixels: pixels, to: &nodes)
    return nodes
  }

  /// Whether `layout` is a node that laid out its own subnodes with a document's `layout`
  /// (its flattened layout lists them). A button's spec is Texture's own, not shown.
  public func hasOwnLayout(_ layout: Item, in tree: ElementTree) -> Bool {
    let type = tree.type(of: layout.element)
    return type.isNode && type != .button && layout.hasSublayouts
  }

  private func appendNodes(
    of layout: Item, origin: Point, tree: ElementTree, pixels: PixelGrid,
    to nodes: inout [Item]
  ) {
    for index in sublayoutIndices(of: layout) {
      let sublayout = self.sublayout(at: index)
      // Sum raw positions; round once at the end (ceil of a sum, not a sum of ceils).
      let absolute = Point(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)
      if tree.type(of: sublayout.element).isNode {
        nodes.append(
          sublayout.placed(
            at: Point(x: pixels.ceil(absolute.x), y: pixels.ceil(absolute.y)), in: self))
      } else {
        appendNodes(of: sublayout, origin: absolute, tree: tree, pixels: pixels, to: &nodes)
      }
    }
  }
}

extension Layout {
  /// `LayoutTree.flattenedNodes` of this (root) layout, as layouts without sublayouts.
  public func flattenedNodes(in tree: ElementTree, pixels: PixelGrid) -> [Layout] {
    let layouts = LayoutTree(self)
    return layouts.flattenedNodes(in: tree, pixels: pixels).map { item in
      var node = layouts.layout(item)
      node.sublayouts = []
      return node
    }
  }
}
