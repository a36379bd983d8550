import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

extension LayoutResult {
  /// The problems layout found (values computed from the constrained size that failed
  /// their key's checks at this size), as positioned warnings in `file`.
  func warningDiagnostics(file: String) -> [Diagnostic] {
    warnings.map {
      Diagnostic(
        .warning, $0.message, at: SourceLocation(file: file, line: $0.line, column: $0.column))
    }
  }
}

extension LayoutResult {
  /// The root's own sizes that an exact size overrides, at the root: Texture intersects the
  /// root's size with the range it is laid out in, and an exact range wins (docs/format.md
  /// 1.3), so `width: 300` at `375x667` has no effect, as the other keys that have none warn.
  func rootSizeDiagnostics(file: String, size: String) -> [Diagnostic] {
    let root = tree[tree.root]
    let style = tree.style(of: tree.root)
    let axes: [(name: String, exact: Double, max: Double, sizes: [(String, Dimension)])] = [
      (
        "width", sizeRange.min.width, sizeRange.max.width,
        [("width", style.width), ("minWidth", style.minWidth), ("maxWidth", style.maxWidth)]
      ),
      (
        "height", sizeRange.min.height, sizeRange.max.height,
        [("height", style.height), ("minHeight", style.minHeight), ("maxHeight", style.maxHeight)]
      ),
    ]
    var diagnostics: [Diagnostic] = []
    for axis in axes where axis.exact == axis.max && axis.exact.isFinite {
      for (key, dimension) in axis.sizes where dimension != .auto {
        let value = dimension.resolve(parentSize: axis.max, autoSize: .nan)
        let overridden =
          key.hasPrefix("min")
          ? value > axis.exact : key.hasPrefix("max") ? value < axis.exact : value != axis.exact
        guard overridden, !value.isNaN else { continue }
        diagnostics.append(
          Diagnostic(
            .warning,
            "the root's '\(key)' has no effect at \(size): the size's exact \(axis.name) "
              + "\(NumberText.shortest(axis.exact)) is the root's, as Texture intersects the "
              + "root's own size with the range (give room, such as 0...\(NumberText.shortest(axis.exact)))",
            at: SourceLocation(
              file: file, line: Int(root.sourceLine), column: Int(root.sourceColumn))))
      }
    }
    return diagnostics
  }
}
