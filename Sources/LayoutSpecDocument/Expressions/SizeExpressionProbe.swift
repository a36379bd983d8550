// Which value each `"= EXPR"` of an element gives, for writers that write the expressions
// themselves rather than their values at a size (`layoutspec export`, which turns them into
// code over `constrainedSize`). The element's keys are decoded again with each expression
// that reads the size standing in as a number of its own, twice with different numbers: a
// value that is the k-th stand-in in both runs is the k-th expression, and a value that is
// the same in both runs is written in the document.

import LayoutSpecEngine

public struct SizeExpressionProbe: Sendable {
  /// The element whose values read the constrained size.
  public var element: ElementID
  let decode: @Sendable (Int) -> (ResolvedElement, [SizeExpression])

  init(element: ElementID, decode: @escaping @Sendable (Int) -> (ResolvedElement, [SizeExpression]))
  {
    self.element = element
    self.decode = decode
  }

  /// The element's style and kind with stand-ins (`run` 0 or 1), and its expressions in the
  /// order of their stand-ins.
  public func values(run: Int) -> (
    style: LayoutElementStyle, kind: ElementKind, expressions: [SizeExpression]
  ) {
    let (resolved, expressions) = decode(run)
    return (resolved.style, resolved.kind, expressions)
  }

  /// The number expression `index` stands in as in `run`: whole, positive and large, so
  /// that every key accepts it (counts too).
  public static func standIn(_ index: Int, run: Int) -> Double {
    Double(1_000_003 + 2 * index + 1_000_000 * run)
  }
}
