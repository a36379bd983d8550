// TreeBuilder: element trees built bottom-up the way Texture's snapshot tests build node and
// spec trees (Tests/ASLayoutSpecSnapshotTestsHelper.h/.m, ASStackLayoutSpecSnapshotTests.mm),
// then laid out. Frames, ranges and styles are in SpecTestSupport.swift.

import Testing

@testable import LayoutSpecEngine

/// Builds an `ElementTree` bottom-up, one Texture constructor per method. The root is the
/// last element added.
struct TreeBuilder {
  var tree = ElementTree()

  // MARK: Nodes

  /// `ASDisplayNodeWithBackgroundColor(color, {width, height})`: a plain node whose style
  /// sets width and height in points (without a size the helper sets 0pt x 0pt).
  @discardableResult
  mutating func node(
    _ name: String? = nil, width: Double = 0, height: Double = 0,
    style change: (inout LayoutElementStyle) -> Void = { _ in }
  ) -> ElementID {
    tree.add(
      .node, .node(DisplayNode()), name: name,
      style: LayoutElementStyle.fixed(width, height).with(change))
  }

  /// `[[ASDisplayNode alloc] init]`: a plain node with an untouched style.
  @discardableResult
  mutating func plainNode(_ name: String? = nil, style: LayoutElementStyle = LayoutElementStyle())
    -> ElementID
  {
    tree.add(.node, .node(DisplayNode()), name: name, style: style)
  }
  /// `[[ASDisplayNode alloc] init]`, then its style changed.
  @discardableResult
  mutating func plainNode(
    _ name: String? = nil, style change: (inout LayoutElementStyle) -> Void
  ) -> ElementID {
    plainNode(name, style: LayoutElementStyle().with(change))
  }

  /// A node that answers a fixed size whatever it is offered (Texture's test-only
  /// ASStaticSizeDisplayNode; the CLI's `intrinsicSize`).
  @discardableResult
  mutating func staticNode(
    _ name: String? = nil, _ width: Double, _ height: Double,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .node, .node(DisplayNode(intrinsicSize: Size(width: width, height: height))), name: name,
      style: style)
  }
  /// A static-size node whose style is then changed (`ascender` and `descender` play a
  /// text node's font metrics).
  @discardableResult
  mutating func staticNode(
    _ name: String? = nil, _ width: Double, _ height: Double,
    style change: (inout LayoutElementStyle) -> Void
  ) -> ElementID {
    staticNode(name, width, height, style: LayoutElementStyle().with(change))
  }

  /// An ASImageNode whose image is `width` x `height` points.
  @discardableResult
  mutating func image(
    _ name: String? = nil, _ width: Double, _ height: Double,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .image, .image(ImageNode(imageSize: Size(width: width, height: height))), name: name,
      style: style)
  }

  /// An ASButtonNode whose layout spec (built by the reader in the CLI) is `spec`.
  @discardableResult
  mutating func button(_ name: String? = nil, spec: ElementID) -> ElementID {
    tree.add(.button, .button(ButtonNode()), name: name, children: [spec])
  }

  // MARK: Specs

  @discardableResult
  mutating func inset(
    _ top: Double, _ left: Double, _ bottom: Double, _ right: Double, _ child: ElementID,
    name: String? = nil, style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .inset,
      .inset(
        InsetLayoutSpec(insets: EdgeInsets(top: top, left: left, bottom: bottom, right: right))),
      name: name, style: style, children: [child])
  }

  @discardableResult
  mutating func overlay(
    _ child: ElementID, overlay: ElementID, name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(.overlay, .overlay, name: name, style: style, children: [child, overlay])
  }

  @discardableResult
  mutating func background(
    _ child: ElementID, background: ElementID, name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(.background, .background, name: name, style: style, children: [child, background])
  }

  @discardableResult
  mutating func center(
    _ centering: CenterLayoutSpecCenteringOptions,
    _ sizing: CenterLayoutSpecSizingOptions = .default, _ child: ElementID,
    name: String? = nil, style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .center,
      .center(CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing)),
      name: name, style: style, children: [child])
  }

  @discardableResult
  mutating func relative(
    _ horizontal: RelativeLayoutSpecPosition, _ vertical: RelativeLayoutSpecPosition,
    _ sizing: RelativeLayoutSpecSizingOption = .default, _ child: ElementID,
    name: String? = nil, style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .relative,
      .relative(
        RelativeLayoutSpec(
          horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing)),
      name: name, style: style, children: [child])
  }

  @discardableResult
  mutating func ratio(
    _ ratio: Double, _ child: ElementID, name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .ratio, .ratio(RatioLayoutSpec(ratio: ratio)), name: name, style: style, children: [child])
  }
  @discardableResult
  mutating func ratio(
    _ ratio: Double, _ child: ElementID, name: String? = nil,
    style change: (inout LayoutElementStyle) -> Void
  ) -> ElementID {
    self.ratio(ratio, child, name: name, style: LayoutElementStyle().with(change))
  }

  @discardableResult
  mutating func absolute(
    _ sizing: AbsoluteLayoutSpecSizing = .default, _ children: [ElementID],
    name: String? = nil, style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .absolute, .absolute(AbsoluteLayoutSpec(sizing: sizing)), name: name, style: style,
      children: children)
  }

  @discardableResult
  mutating func corner(
    _ location: CornerLayoutLocation, offset: Point = .zero, wrapsCorner: Bool = false,
    child: ElementID, corner: ElementID, name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(
      .corner,
      .corner(CornerLayoutSpec(cornerLocation: location, offset: offset, wrapsCorner: wrapsCorner)),
      name: name, style: style, children: [child, corner])
  }

  @discardableResult
  mutating func wrapper(
    _ children: [ElementID], name: String? = nil, style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(.wrapper, .wrapper, name: name, style: style, children: children)
  }

  /// A plain ASLayoutSpec: its size is its range's minimum; children are ignored.
  @discardableResult
  mutating func spacer(
    _ children: [ElementID] = [], name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(.spacer, .spacer, name: name, style: style, children: children)
  }
  /// ASLayoutSpec used as a spacer, its style changed.
  @discardableResult
  mutating func spacer(style change: (inout LayoutElementStyle) -> Void) -> ElementID {
    spacer(style: LayoutElementStyle().with(change))
  }

  @discardableResult
  mutating func stack(
    _ spec: StackLayoutSpec, _ children: [ElementID], name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle()
  ) -> ElementID {
    tree.add(.stack, .stack(spec), name: name, style: style, children: children)
  }
  @discardableResult
  mutating func stack(
    _ spec: StackLayoutSpec, _ children: [ElementID], name: String? = nil,
    style change: (inout LayoutElementStyle) -> Void
  ) -> ElementID {
    stack(spec, children, name: name, style: LayoutElementStyle().with(change))
  }

  /// `defaultSubnodesWithSameSize(size, flex)`: red, blue and green nodes of one size, each
  /// with flexGrow = flexShrink = `flex`. `defaultSubnodes()` is the 0 x 0 variant.
  mutating func defaultSubnodes(
    _ width: Double = 0, _ height: Double = 0, flex: Double = 0
  ) -> [ElementID] {
    ["red", "blue", "green"].map { name in
      node(name, width: width, height: height) {
        $0.flexGrow = flex
        $0.flexShrink = flex
      }
    }
  }

  // MARK: Layout

  /// `[root layoutThatFits:range]` at a screen scale (Texture's tests render at 2x).
  func layout(_ range: SizeRange, scale: Double = 2) -> Layout {
    var context = LayoutContext(tree: tree, scale: scale)
    return context.layoutRoot(range)
  }

  /// Texture's `testStackLayoutSpec:`: `id` over a white background node (0 x 0 style, so
  /// it takes the stack's size), laid out for `range`.
  mutating func layOutOverWhite(_ id: ElementID, _ range: SizeRange, scale: Double = 2)
    -> LaidOutTree
  {
    let white = node("white")
    background(id, background: white)
    return laidOut(range, scale: scale)
  }

  /// `[root layoutThatFits:range]`, with frames looked up by element.
  func laidOut(_ range: SizeRange, scale: Double = 2) -> LaidOutTree {
    var context = LayoutContext(tree: tree, scale: scale)
    let root = context.layoutRoot(range)
    return LaidOutTree(tree: tree, root: root, pixels: context.pixels)
  }

  /// Lays out `id` alone with an explicit parent size (`-layoutThatFits:parentSize:`).
  func layout(_ id: ElementID, _ range: SizeRange, parentSize: Size, scale: Double = 2) -> Layout {
    var context = LayoutContext(tree: tree, scale: scale)
    return context.layoutThatFits(id, range, parentSize: parentSize)
  }

  /// The flattened node layouts (Texture's `filteredNodeLayoutTree`), in drawing order.
  func flattened(_ range: SizeRange, scale: Double = 2) -> [Layout] {
    layout(range, scale: scale).flattenedNodes(in: tree, pixels: PixelGrid(scale: scale))
  }

  /// Every named node's frame relative to the root, as Texture's views get them.
  func frames(_ range: SizeRange, scale: Double = 2) -> [String: Frame] {
    var frames: [String: Frame] = [:]
    for node in flattened(range, scale: scale) {
      if let name = tree[node.element].name { frames[name] = node.frame }
    }
    return frames
  }

  /// The names of the flattened nodes, in drawing order (unnamed nodes as "?").
  func drawingOrder(_ range: SizeRange, scale: Double = 2) -> [String] {
    flattened(range, scale: scale).map { tree[$0.element].name ?? "?" }
  }
}
