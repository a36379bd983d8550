// `"= EXPR"`: a number computed from the constrained size a `layoutSpecThatFits:` receives
// (docs/format.md section 3.10), as real cells compute ratios and sizes from
// `constrainedSize` (CatDeals' ItemNode: `(constrainedSize.max.height - 96) /
// constrainedSize.max.width`).
//
// Arithmetic is IEEE double arithmetic, as the Objective-C it stands for: `max.height` of an
// unbounded range is infinity, `1 / 0` is infinity and `inf - inf` is NaN. The key that
// receives the result decides whether it is allowed.

import LayoutSpecEngine

/// A parsed expression.
public indirect enum SizeExpression: Hashable, Sendable {
  case number(Double)
  /// `min.width`, `max.height`, ...: one side of the constrained size.
  case name(SizeName)
  case negate(SizeExpression)
  case binary(BinaryOperator, SizeExpression, SizeExpression)
  /// `min(a, b)` or `max(a, b)`; a function of one value (`floor(a)`) holds it twice.
  case function(Function, SizeExpression, SizeExpression)

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

  /// `min.width` ... `max.height`.
  public enum SizeName: String, Hashable, Sendable, CaseIterable {
    case minWidth = "min.width"
    case minHeight = "min.height"
    case maxWidth = "max.width"
    case maxHeight = "max.height"

    func value(in range: SizeRange) -> Double {
      switch self {
      case .minWidth: return range.min.width
      case .minHeight: return range.min.height
      case .maxWidth: return range.max.width
      case .maxHeight: return range.max.height
      }
    }
  }

  /// Whether the value depends on the constrained size (else it is known when read).
  public var readsSize: Bool {
    switch self {
    case .number: return false
    case .name: return true
    case .negate(let operand): return operand.readsSize
    case .binary(_, let a, let b), .function(_, let a, let b): return a.readsSize || b.readsSize
    }
  }

  /// The value for a constrained size (any range when `readsSize` is false).
  public func value(in range: SizeRange) -> Double {
    switch self {
    case .number(let number): return number
    case .name(let name): return name.value(in: range)
    case .negate(let operand): return -operand.value(in: range)
    case .binary(let op, let a, let b):
      let (x, y) = (a.value(in: range), b.value(in: range))
      switch op {
      case .add: return x + y
      case .subtract: return x - y
      case .multiply: return x * y
      case .divide: return x / y
      }
    case .function(let function, let a, let b):
      // As C's fmin, fmax, floor, ceil and round, which Objective-C code calls: a NaN
      // operand of fmin and fmax is ignored; round takes halves away from zero.
      let x = a.value(in: range)
      switch function {
      case .floor: return x.rounded(.down)
      case .ceil: return x.rounded(.up)
      case .round: return x.rounded(.toNearestOrAwayFromZero)
      case .min: return Double.minimum(x, b.value(in: range))
      case .max: return Double.maximum(x, b.value(in: range))
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

  /// Parses `"= EXPR"` (the whole string, `=` included).
  public static func parse(_ text: String) -> Result<SizeExpression, SizeExpressionError> {
    var parser = SizeExpressionParser(Array(text.unicodeScalars))
    return parser.parseWhole()
  }
}
