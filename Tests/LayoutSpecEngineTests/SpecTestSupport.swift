// Shared helpers for the layout spec tests: frames, Texture's range constructors, styles,
// laid-out trees with frames looked up by element, and stacks as Texture's tests make them.
// The tree builder is TreeBuilder.swift.

import Testing

@testable import LayoutSpecEngine

/// A node's frame: its position (relative to the root once flattened) and its size.
struct Frame: Hashable, Sendable, CustomStringConvertible {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  var description: String { "(\(x), \(y), \(width) x \(height))" }

  /// Equal within `tolerance` points on every edge.
  func isClose(to other: Frame, tolerance: Double) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}

/// `ASSizeRange {{minWidth, minHeight}, {maxWidth, maxHeight}}`, in Texture's argument order.
func sizeRange(
  _ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double
) -> SizeRange {
  SizeRange(
    min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
}

/// `ASSizeRangeMake(CGSizeMake(width, height))`: exactly one size.
func exactRange(_ width: Double, _ height: Double) -> SizeRange {
  SizeRange(exactly: Size(width: width, height: height))
}

/// `ASSizeRangeUnconstrained`.
let unconstrained = SizeRange.unconstrained

let inf = Double.infinity

/// CGFLOAT_MAX on a 64-bit device.
let cgFloatMax = Double.greatestFiniteMagnitude

extension LayoutElementStyle {
  /// A style with `width` and `height` in points, as ASDisplayNodeWithBackgroundColor(color,
  /// size) sets them (Tests/ASLayoutSpecSnapshotTestsHelper.h).
  static func fixed(_ width: Double, _ height: Double) -> LayoutElementStyle {
    var style = LayoutElementStyle()
    style.width = .points(width)
    style.height = .points(height)
    return style
  }

  /// A style with `width` and `height` set.
  static func size(_ width: Dimension, _ height: Dimension) -> LayoutElementStyle {
    var style = LayoutElementStyle()
    style.width = width
    style.height = height
    return style
  }

  /// The style with `change` applied.
  func with(_ change: (inout LayoutElementStyle) -> Void) -> LayoutElementStyle {
    var style = self
    change(&style)
    return style
  }
}

extension Layout {
  /// Position (as stored) and size.
  var frame: Frame { Frame(position.x, position.y, size.width, size.height) }

  /// The layout of `id` in this tree, depth-first; nil if `id` was never laid out here.
  func find(_ id: ElementID) -> Layout? {
    if element == id { return self }
    for sublayout in sublayouts {
      if let found = sublayout.find(id) { return found }
    }
    return nil
  }

  /// The layout of `id` (which the test expects to exist).
  func sublayout(_ id: ElementID, sourceLocation: SourceLocation = #_sourceLocation) -> Layout {
    guard let found = find(id) else {
      Issue.record("no layout for element \(id.index)", sourceLocation: sourceLocation)
      return Layout(element: id, size: .zero, constrainedSize: .unconstrained)
    }
    return found
  }
}

/// A laid-out tree, with frames looked up by element.
struct LaidOutTree {
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
  func frame(_ id: ElementID) -> Frame? {
    func find(_ layout: Layout, _ x: Double, _ y: Double) -> Frame? {
      if layout.element == id {
        return Frame(x, y, layout.size.width, layout.size.height)
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
  func flattenedFrame(_ id: ElementID) -> Frame? {
    for node in root.flattenedNodes(in: tree, pixels: pixels) where node.element == id {
      return Frame(node.position.x, node.position.y, node.size.width, node.size.height)
    }
    return nil
  }

  /// Expects each element's frame relative to the root (raw positions).
  func expectFrames(
    _ expected: KeyValuePairs<ElementID, Frame>, tolerance: Double = 1e-9,
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

  /// Expects the frame of each of `ids` relative to the root to be the frame at its index
  /// in `frames` (a table's row, where a literal of pairs cannot be written).
  func expectFrames(
    of ids: [ElementID], _ frames: [Frame], tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      ids.count == frames.count, "\(ids.count) elements, \(frames.count) frames",
      sourceLocation: sourceLocation)
    for (id, frame) in zip(ids, frames) {
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
