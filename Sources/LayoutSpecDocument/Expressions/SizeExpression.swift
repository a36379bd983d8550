// `"= EXPR"`: a number computed from the constrained size a `layoutSpecThatFits:` receives
// (docs/format.md section 3.10), as real cells compute ratios and sizes from
// `constrainedSize` (CatDeals' ItemNode: `(constrainedSize.max.height - 96) /
// constrainedSize.max.width`), and from the node's `safeAreaInsets`, which a full-screen
// node's `layoutSpecThatFits:` insets its content by (ASDisplayNode.h).
//
// Arithmetic is IEEE double arithmetic, as the Objective-C it stands for: `max.height` of an
// unbounded range is infinity, `1 / 0` is infinity and `inf - inf` is NaN. The key that
// receives the result decides whether it is allowed.

import LayoutSpecEngine

/// A parsed expression. A run of operators of one precedence (`1 + 2 - 3`) is one
/// `operations` case with the operands in an array, not a tree of binary nodes: the tree's
/// depth is then that of the parentheses and calls, which the parser bounds
/// (`SizeExpressionParser.maximumDepth`), so that reading, comparing, evaluating and freeing
/// an expression of a million terms recurses no deeper than one of three.
public enum SizeExpression: Hashable, Sendable {
  case number(Double)
  /// `min.width`, `max.height`, ...: one side of the constrained size; `safeArea.top`, ...:
  /// one side of the safe area.
  case name(SizeName)
  indirect case negate(SizeExpression)
  /// `first op1 x1 op2 x2 ...`, computed from the left, as C computes it; the operators of
  /// one run have one precedence.
  indirect case operations(SizeExpression, [Operation])
  /// `min(a, b)` or `max(a, b)`; a function of one value (`floor(a)`) holds it twice.
  indirect case function(Function, SizeExpression, SizeExpression)

  public enum BinaryOperator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }
  /// The functions by name: a new one is a case here, its arity and its value below.
  public enum Function: String, Hashable, Sendable {
    case min, max, floor, ceil, round

    /// How many values it takes.
    public var arity: Int { self == .min || self == .max ? 2 : 1 }
  }

  /// One operator of a run and its right operand.
  public struct Operation: Hashable, Sendable {
    public var op: BinaryOperator
    public var operand: SizeExpression

    public init(_ op: BinaryOperator, _ operand: SizeExpression) {
      self.op = op
      self.operand = operand
    }
  }

  /// `a op b`.
  public static func binary(_ op: BinaryOperator, _ a: SizeExpression, _ b: SizeExpression)
    -> SizeExpression
  {
    .operations(a, [Operation(op, b)])
  }

  /// `min.width` ... `max.height`, `safeArea.top` ... `safeArea.right`.
  public enum SizeName: String, Hashable, Sendable, CaseIterable {
    case minWidth = "min.width"
    case minHeight = "min.height"
    case maxWidth = "max.width"
    case maxHeight = "max.height"
    case safeAreaTop = "safeArea.top"
    case safeAreaLeft = "safeArea.left"
    case safeAreaBottom = "safeArea.bottom"
    case safeAreaRight = "safeArea.right"

    /// Whether it is a side of the constrained size (else of the safe area).
    public var isConstrainedSize: Bool {
      switch self {
      case .minWidth, .minHeight, .maxWidth, .maxHeight: return true
      case .safeAreaTop, .safeAreaLeft, .safeAreaBottom, .safeAreaRight: return false
      }
    }

    func value(in range: SizeRange, safeArea: EdgeInsets) -> Double {
      switch self {
      case .minWidth: return range.min.width
      case .minHeight: return range.min.height
      case .maxWidth: return range.max.width
      case .maxHeight: return range.max.height
      case .safeAreaTop: return safeArea.top
      case .safeAreaLeft: return safeArea.left
      case .safeAreaBottom: return safeArea.bottom
      case .safeAreaRight: return safeArea.right
      }
    }
  }

  /// Whether the value depends on what layout gives a `layoutSpecThatFits:`: the
  /// constrained size or the safe area (else it is known when read). The safe area is
  /// the command line's or the document's, but a value that reads it is computed at
  /// layout all the same, so that `export` writes it as `self.safeAreaInsets`.
  public var readsSize: Bool {
    switch self {
    case .number: return false
    case .name: return true
    case .negate(let operand): return operand.readsSize
    case .operations(let first, let rest):
      return first.readsSize || rest.contains { $0.operand.readsSize }
    case .function(_, let a, let b): return a.readsSize || b.readsSize
    }
  }

  /// The value for a constrained size and a safe area (any when `readsSize` is false).
  public func value(in range: SizeRange, safeArea: EdgeInsets = .zero) -> Double {
    switch self {
    case .number(let number): return number
    case .name(let name): return name.value(in: range, safeArea: safeArea)
    case .negate(let operand): return -operand.value(in: range, safeArea: safeArea)
    case .operations(let first, let rest):
      var x = first.value(in: range, safeArea: safeArea)
      for operation in rest {
        let y = operation.operand.value(in: range, safeArea: safeArea)
        switch operation.op {
        case .add: x = x + y
        case .subtract: x = x - y
        case .multiply: x = x * y
        case .divide: x = x / y
        }
      }
      return x
    case .function(let function, let a, let b):
      // As C's fmin, fmax, floor, ceil and round, which Objective-C code calls: a NaN
      // operand of fmin and fmax is ignored; round takes halves away from zero.
      let x = a.value(in: range, safeArea: safeArea)
      switch function {
      case .floor: return x.rounded(.down)
      case .ceil: return x.rounded(.up)
      case .round: return x.rounded(.toNearestOrAwayFromZero)
      case .min: return Double.minimum(x, b.value(in: range, safeArea: safeArea))
      case .max: return Double.maximum(x, b.value(in: range, safeArea: safeArea))
      }
    }
  }
}

/// Why an expression could not be read, and where: `offset` counts characters from the
/// start of the text after `=`'s string began (the column inside the string).
public struct SizeExpressionError: Error, Hashable, Sendable {
  public var message: String
  public var offset: Int
}

extension SizeExpression {
  /// Whether a string value is an expression: it starts with `=`.
  public static func isExpression(_ text: String) -> Bool { text.utf8.first == UInt8(ascii: "=") }

  /// The most characters (Unicode scalars, `=` included) an expression may have: a run of
  /// 200,000 terms (`1 + 1 + ...`, 800,000 characters) evaluates, while a longer one is
  /// an error at its start (docs/format.md 8.3) instead of a parse that takes seconds and
  /// about 30 bytes of memory per character.
  public static let maximumLength = 1_000_000

  /// Parses `"= EXPR"` (the whole string, `=` included).
  public static func parse(_ text: String) -> Result<SizeExpression, SizeExpressionError> {
    if text.utf8.count > maximumLength, text.unicodeScalars.count > maximumLength {
      return .failure(
        SizeExpressionError(
          message:
            "the expression is longer than \(maximumLength) characters, the most an expression may have",
          offset: 0))
    }
    var parser = SizeExpressionParser(Array(text.unicodeScalars))
    return parser.parseWhole()
  }
}
