// Elements whose values are computed from a constrained size (`"= max.width / 4"`): Texture
// builds a node's spec in `layoutSpecThatFits:constrainedSize`, so the values it computes
// there differ per size the node is measured at. The reader cannot know those sizes; it
// leaves, per such element, a function that gives the element's style and kind for a size
// (and for the tree's safe area, which `self.safeAreaInsets` stands for), and layout calls
// it whenever the element's scope is laid out at a new size (LayoutContext+SizeScopes.swift).

/// One element's values for one constrained size, and the problems they had (a width
/// that came out negative at this size, say), which layout reports as warnings.
public struct ResolvedElement: Sendable {
  public var style: LayoutElementStyle
  public var kind: ElementKind
  public var warnings: [LayoutWarning]

  public init(style: LayoutElementStyle, kind: ElementKind, warnings: [LayoutWarning] = []) {
    self.style = style
    self.kind = kind
    self.warnings = warnings
  }
}

/// A problem found while laying out, at a place in the document.
public struct LayoutWarning: Hashable, Sendable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}

/// An element whose values depend on the constrained size of its scope: the nearest node
/// with a layout spec above it (its `layoutSpecThatFits:`), or the root's range.
public struct SizeBinding: Sendable {
  public var element: ElementID
  /// The node whose constrained size the values read; nil for the root's range.
  public var scope: ElementID?
  /// The values for a constrained size and the tree's `safeAreaInsets`.
  public var resolve: @Sendable (SizeRange, EdgeInsets) -> ResolvedElement

  public init(
    element: ElementID, scope: ElementID?,
    resolve: @escaping @Sendable (SizeRange, EdgeInsets) -> ResolvedElement
  ) {
    self.element = element
    self.scope = scope
    self.resolve = resolve
  }
}

extension ElementTree {
  /// Gives the elements bound to `scope` their values for `range` (and the tree's safe
  /// area); returns the problems.
  mutating func applySizeBindings(scope: ElementID?, range: SizeRange) -> [LayoutWarning] {
    var warnings: [LayoutWarning] = []
    let safeArea = safeAreaInsets
    for binding in sizeBindings(of: scope) {
      let resolved = binding.resolve(range, safeArea)
      replaceValues(of: binding.element, style: resolved.style, kind: resolved.kind)
      warnings += resolved.warnings
    }
    return warnings
  }
}
