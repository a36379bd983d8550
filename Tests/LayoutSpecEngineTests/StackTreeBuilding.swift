// Helpers for the stack tests: build the trees Texture's ASStackLayoutSpecSnapshotTests build,
// lay them out, and read frames back. Names start with `Stack` so they do not clash with
// other spec tests' helpers.

import Testing

@testable import LayoutSpecEngine

/// A frame relative to the root layout.
struct StackFrame: Equatable, Sendable, CustomStringConvertible {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  var description: String { "(\(x), \(y), \(width) x \(height))" }

  /// Equal within `tolerance` on every component (for values such as 25.83).
  func isClose(to other: StackFrame, tolerance: Double = 1e-9) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}

extension StackLayoutSpec {
  /// A stack as Texture's tests make it from an `ASStackLayoutSpecStyle` struct literal:
  /// every field not given is zero, so alignItems is `.start` (not the class's `.stretch`).
  static func fromStyleStruct(
    _ direction: StackLayoutDirection, spacing: Double = 0,
    justifyContent: StackLayoutJustifyContent = .start,
    alignItems: StackLayoutAlignItems = .start, flexWrap: StackLayoutFlexWrap = .noWrap,
    alignContent: StackLayoutAlignContent = .start, lineSpacing: Double = 0
  ) -> StackLayoutSpec {
    var spec = StackLayoutSpec()
    spec.direction = direction
    spec.spacing = spacing
    spec.justifyContent = justifyContent
    spec.alignItems = alignItems
    spec.flexWrap = flexWrap
    spec.alignContent = alignContent
    spec.lineSpacing = lineSpacing
    return spec
  }

  /// A stack as `[[ASStackLayoutSpec alloc] init]` makes it, then configured.
  static func configured(_ configure: (inout StackLayoutSpec) -> Void) -> StackLayoutSpec {
    var spec = StackLayoutSpec()
    configure(&spec)
    return spec
  }
}

enum StackTest {
  /// `{{minWidth, minHeight}, {maxWidth, maxHeight}}`, as Texture's tests write ranges.
  static func range(
    _ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double
  ) -> SizeRange {
    SizeRange(
      min: Size(width: minWidth, height: minHeight),
      max: Size(width: maxWidth, height: maxHeight))
  }

  /// CGFLOAT_MAX on a 64-bit device.
  static let cgFloatMax = Double.greatestFiniteMagnitude
}

/// Builds an element tree bottom-up (children before parents).
struct StackTestTree {
  var tree = ElementTree()

  /// ASDisplayNodeWithBackgroundColor(color, size): a plain node whose style width and height
  /// are `size` in points (0 x 0 when no size is given), then `configure`d.
  @discardableResult
  mutating func node(
    _ name: String, _ width: Double = 0, _ height: Double = 0,
    _ configure: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> ElementID {
    var style = LayoutElementStyle()
    style.width = .points(width)
    style.height = .points(height)
    configure(&style)
    return tree.add(.node, .node(DisplayNode()), name: name, style: style)
  }

  /// `defaultSubnodesWithSameSize(size, flex)`: red, blue and green nodes of one size, each
  /// with flexGrow = flexShrink = `flex`. `defaultSubnodes()` is the 0 x 0 variant.
  mutating func defaultSubnodes(
    _ width: Double = 0, _ height: Double = 0, flex: Double = 0
  ) -> [ElementID] {
    ["red", "blue", "green"].map { name in
      node(name, width, height) {
        $0.flexGrow = flex
        $0.flexShrink = flex
      }
    }
  }

  /// `[[ASDisplayNode alloc] init]`: a plain node with an auto style, then `configure`d.
  @discardableResult
  mutating func plainNode(
    _ name: String, _ configure: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> ElementID {
    var style = LayoutElementStyle()
    configure(&style)
    return tree.add(.node, .node(DisplayNode()), name: name, style: style)
  }

  /// A node of fixed size whatever it is offered (ASStaticSizeDisplayNode), with an auto
  /// style. It stands in for text nodes: `ascender`/`descender` play the font metrics.
  @discardableResult
  mutating func fixedNode(
    _ name: String, _ width: Double, _ height: Double,
    _ configure: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> ElementID {
    var style = LayoutElementStyle()
    configure(&style)
    return tree.add(
      .node, .node(DisplayNode(intrinsicSize: Size(width: width, height: height))), name: name,
      style: style)
  }

  @discardableResult
  mutating func stack(
    _ spec: StackLayoutSpec, _ children: [ElementID], name: String? = nil,
    _ configure: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> ElementID {
    var style = LayoutElementStyle()
    configure(&style)
    let type: ElementType = spec.direction == .horizontal ? .hstack : .vstack
    return tree.add(type, .stack(spec), name: name, style: style, children: children)
  }

  /// ASLayoutSpec used as a spacer.
  @discardableResult
  mutating func spacer(_ configure: (inout LayoutElementStyle) -> Void = { _ in }) -> ElementID {
    var style = LayoutElementStyle()
    configure(&style)
    return tree.add(.spacer, .spacer, style: style)
  }

  @discardableResult
  mutating func background(_ child: ElementID, _ background: ElementID) -> ElementID {
    tree.add(.background, .background, children: [child, background])
  }

  @discardableResult
  mutating func inset(_ insets: EdgeInsets, _ child: ElementID) -> ElementID {
    tree.add(.inset, .inset(InsetLayoutSpec(insets: insets)), children: [child])
  }

  @discardableResult
  mutating func ratio(
    _ ratio: Double, _ child: ElementID,
    _ configure: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> ElementID {
    var style = LayoutElementStyle()
    configure(&style)
    return tree.add(.ratio, .ratio(RatioLayoutSpec(ratio: ratio)), style: style, children: [child])
  }

  /// Texture's `testStackLayoutSpec:`: the stack over a white background node (0 x 0 style,
  /// so it takes the stack's size), laid out for `range`. Returns the white node's ID too.
  mutating func layOutOverWhite(
    _ stack: ElementID, _ range: SizeRange, scale: Double = 2
  ) -> StackLaidOut {
    let white = node("white")
    background(stack, white)
    return layOut(range, scale: scale)
  }

  /// `[tree.root layoutThatFits:range]`.
  func layOut(_ range: SizeRange, scale: Double = 2) -> StackLaidOut {
    var context = LayoutContext(tree: tree, scale: scale)
    let root = context.layoutRoot(range)
    return StackLaidOut(tree: tree, root: root, pixels: context.pixels)
  }
}

/// A laid-out tree, with frames looked up by element.
struct StackLaidOut {
  let tree: ElementTree
  let root: Layout
  let pixels: PixelGrid

  var rootSize: Size { root.size }

  /// The layout of `id` anywhere under the root (nil if Texture leaves it without one).
  func layout(_ id: ElementID) -> Layout? {
    func find(_ layout: Layout) -> Layout? {
      if layout.element == id { return layout }
      for sublayout in layout.sublayouts {
        if let found = find(sublayout) { return found }
      }
      return nil
    }
    return find(root)
  }

  /// The frame of `id` relative to the root, summing raw positions (no rounding).
  func frame(_ id: ElementID) -> StackFrame? {
    func find(_ layout: Layout, _ x: Double, _ y: Double) -> StackFrame? {
      if layout.element == id {
        return StackFrame(x, y, layout.size.width, layout.size.height)
      }
      for sublayout in layout.sublayouts {
        if let found = find(sublayout, x + sublayout.position.x, y + sublayout.position.y) {
          return found
        }
      }
      return nil
    }
    return find(root, 0, 0)
  }

  /// The frame of node `id` in Texture's flattened layout (positions pixel-ceiled), which is
  /// what Texture's snapshot images show.
  func flattenedFrame(_ id: ElementID) -> StackFrame? {
    for node in root.flattenedNodes(in: tree, pixels: pixels) where node.element == id {
      return StackFrame(node.position.x, node.position.y, node.size.width, node.size.height)
    }
    return nil
  }

  /// Expects each element's frame relative to the root (raw positions).
  func expectFrames(
    _ expected: KeyValuePairs<ElementID, StackFrame>, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (id, frame) in expected {
      let actual = self.frame(id)
      #expect(
        actual?.isClose(to: frame, tolerance: tolerance) == true,
        "\(tree[id].name ?? "element \(id.index)"): \(actual.map(\.description) ?? "no layout") != \(frame)",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the root's size.
  func expectSize(
    _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      root.size == Size(width: width, height: height),
      "root \(root.size) != \(width) x \(height)", sourceLocation: sourceLocation)
  }

  /// The range `id` was laid out in (after its own style): Texture's `constrainedSize`.
  func constrainedSize(_ id: ElementID) -> SizeRange? {
    layout(id)?.constrainedSize
  }
}
