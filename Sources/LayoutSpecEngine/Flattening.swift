// Texture's flattened layout (ASLayout.mm `filteredNodeLayoutTree`): the nodes a host node
// draws, in drawing order, each positioned relative to the host. This is what Texture's
// views end up with, so it is also where positions get rounded to the pixel grid.

extension Layout {
  /// The node layouts under this (root) layout, depth-first in sublayout order, each with
  /// its position relative to the root, pixel-ceiled from the sum of raw positions, and no
  /// sublayouts: a node's own internals (a button's title) belong to the node.
  ///
  /// A root that is itself a node is returned alone at (0, 0), as a host whose only
  /// sublayout is a childless node keeps it unchanged.
  public func flattenedNodes(in tree: ElementTree, pixels: PixelGrid) -> [Layout] {
    var nodes: [Layout] = []
    if tree.type(of: element).isNode {
      var node = self
      node.position = .zero
      node.sublayouts = []
      nodes.append(node)
      return nodes
    }
    appendNodes(of: self, origin: .zero, tree: tree, pixels: pixels, to: &nodes)
    return nodes
  }

  private func appendNodes(
    of layout: Layout, origin: Point, tree: ElementTree, pixels: PixelGrid,
    to nodes: inout [Layout]
  ) {
    for sublayout in layout.sublayouts {
      // Sum raw positions; round once at the end (ceil of a sum, not a sum of ceils).
      let absolute = Point(x: origin.x + sublayout.position.x, y: origin.y + sublayout.position.y)
      if tree.type(of: sublayout.element).isNode {
        var node = sublayout
        node.position = Point(x: pixels.ceil(absolute.x), y: pixels.ceil(absolute.y))
        node.sublayouts = []
        nodes.append(node)
      } else {
        appendNodes(of: sublayout, origin: absolute, tree: tree, pixels: pixels, to: &nodes)
      }
    }
  }
}
