// Texture's flattened layout (ASLayout.mm `filteredNodeLayoutTree`): the nodes a host node
// draws, in drawing order, each positioned relative to the host. This is what Texture's
// views end up with, so it is also where positions get rounded to the pixel grid.

extension LayoutTree {
  /// The node layouts under the root, depth-first in sublayout order, each placed
  /// relative to the root, pixel-ceiled from the sum of raw positions. A node's own
  /// sublayouts (a button's title) belong to the node and are not descended into.
  ///
  /// A root that is itself a node is returned alone at (0, 0), as a host whose only
  /// sublayout is a childless node keeps it unchanged.
  public func flattenedNodes(in tree: ElementTree, pixels: PixelGrid) -> [Item] {
    if tree.type(of: root.element).isNode {
      return [root.placed(at: .zero, in: self)]
    }
    var nodes: [Item] = []
    appendNodes(of: root, origin: .zero, tree: tree, pixels: pixels, to: &nodes)
    return nodes
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
