import LayoutSpecEngine

// `"= EXPR"` values (docs/format.md 3.10) as code over the `constrainedSize` that
// `layoutSpecThatFits:` receives: `(constrainedSize.max.height - 96) / constrainedSize.max.width`,
// and over the node's `self.safeAreaInsets`.
// The reader gives, per element that reads the size, its values decoded twice with stand-ins
// for its expressions (`ExportBinding`); a number that is the k-th stand-in in both is the
// k-th expression, written as code in its place.

/// An expression as the generated code computes it.
public indirect enum ExportExpression: Hashable, Sendable {
  case number(Double)
  /// `min.width` ... `max.height`: `constrainedSize.max.width`.
  case constrained(ConstrainedSide)
  /// `safeArea.top` ...: `self.safeAreaInsets.top`, the node's own (ASDisplayNode.h).
  case safeArea(SafeAreaSide)
  case negate(ExportExpression)
  case binary(Operator, ExportExpression, ExportExpression)
  /// `first op1 x1 op2 x2 ...` with operators of one precedence, computed from the left: a
  /// long run (`1 + 1 + ... + 1`) is one value, written in a loop, not a tree as deep as
  /// the run is long (docs/format.md 3.10).
  case operations(ExportExpression, [Step])
  /// C's `fmin` / `fmax` (a NaN side is ignored), as the format computes them.
  case minimum(ExportExpression, ExportExpression)
  case maximum(ExportExpression, ExportExpression)
  /// C's `floor`, `ceil` or `round`, spelled the same in both languages.
  case rounded(String, ExportExpression)

  /// An operator of a run and its right operand.
  public struct Step: Hashable, Sendable {
    public var op: Operator
    public var operand: ExportExpression

    public init(_ op: Operator, _ operand: ExportExpression) {
      self.op = op
      self.operand = operand
    }
  }

  /// Whether the code reads `self.safeAreaInsets`: its node must then lay out again when
  /// they change (`automaticallyRelayoutOnSafeAreaChanges`).
  var readsSafeArea: Bool {
    switch self {
    case .number, .constrained: return false
    case .safeArea: return true
    case .negate(let operand), .rounded(_, let operand): return operand.readsSafeArea
    case .binary(_, let left, let right), .minimum(let left, let right),
      .maximum(let left, let right):
      return left.readsSafeArea || right.readsSafeArea
    case .operations(let first, let steps):
      return first.readsSafeArea || steps.contains { $0.operand.readsSafeArea }
    }
  }

  public enum ConstrainedSide: String, Hashable, Sendable {
    case minWidth = "min.width"
    case minHeight = "min.height"
    case maxWidth = "max.width"
    case maxHeight = "max.height"
  }

  public enum SafeAreaSide: String, Hashable, Sendable {
    case top, left, bottom, right
  }

  public enum Operator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    var precedence: Int { self == .add || self == .subtract ? 1 : 2 }
  }

  /// The code, with `function(a, b)` spelling `min` and `max` in the language
  /// (`CGFloat.minimum`, `fmin`), and no more parentheses than the precedence needs.
  func code(minimum: String, maximum: String) -> String {
    code(minimum: minimum, maximum: maximum, context: 0)
  }

  private var precedence: Int {
    switch self {
    case .binary(let op, _, _): return op.precedence
    case .operations(let first, let steps): return steps.first?.op.precedence ?? first.precedence
    case .negate: return 3
    case .number(let value) where value < 0: return 3
    default: return 4
    }
  }

  private func code(minimum: String, maximum: String, context: Int) -> String {
    let text: String
    switch self {
    case .number(let value): text = NumberFormat.string(value) ?? "0"
    case .constrained(let side): text = "constrainedSize." + side.rawValue
    case .safeArea(let side): text = "self.safeAreaInsets." + side.rawValue
    case .negate(let operand):
      text = "-" + operand.code(minimum: minimum, maximum: maximum, context: 4)
    case .binary(let op, let left, let right):
      text =
        left.code(minimum: minimum, maximum: maximum, context: op.precedence) + " \(op.rawValue) "
        + right.code(minimum: minimum, maximum: maximum, context: op.precedence + 1)
    case .operations(let first, let steps):
      guard let precedence = steps.first?.op.precedence else {
        return first.code(minimum: minimum, maximum: maximum, context: context)
      }
      var written = first.code(minimum: minimum, maximum: maximum, context: precedence)
      for step in steps {
        written += " \(step.op.rawValue) "
        written += step.operand.code(minimum: minimum, maximum: maximum, context: precedence + 1)
      }
      text = written
    case .rounded(let name, let a):
      text = name + "(" + a.code(minimum: minimum, maximum: maximum, context: 0) + ")"
    case .minimum(let a, let b), .maximum(let a, let b):
      let name: String
      if case .minimum = self { name = minimum } else { name = maximum }
      text =
        name + "(" + a.code(minimum: minimum, maximum: maximum, context: 0) + ", "
        + b.code(minimum: minimum, maximum: maximum, context: 0) + ")"
    }
    return precedence < context ? "(" + text + ")" : text
  }
}

/// An element whose values read the constrained size: its style and kind decoded twice
/// with stand-ins, and what each stand-in stands for.
public struct ExportBinding: Sendable {
  public var first: (style: LayoutElementStyle, kind: ElementKind)
  public var second: (style: LayoutElementStyle, kind: ElementKind)
  /// Each expression with its stand-in in the first and in the second decoding.
  public var expressions: [(expression: ExportExpression, first: Double, second: Double)]

  public init(
    first: (style: LayoutElementStyle, kind: ElementKind),
    second: (style: LayoutElementStyle, kind: ElementKind),
    expressions: [(expression: ExportExpression, first: Double, second: Double)]
  ) {
    self.first = first
    self.second = second
    self.expressions = expressions
  }

  /// The value written for both decodings: where a number differs, the expression whose
  /// stand-ins they are.
  func merge(_ a: ExportValue, _ b: ExportValue) -> ExportValue {
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(merge(x, y))
    case (.integer(let x), .integer(let y)): return .integer(merge(x, y))
    case (.insets(let x), .insets(let y)) where x.count == y.count:
      return .insets(zip(x, y).map(merge))
    case (.size(let w1, let h1), .size(let w2, let h2)):
      return .size(merge(w1, w2), merge(h1, h2))
    case (.point(let x1, let y1), .point(let x2, let y2)):
      return .point(merge(x1, x2), merge(y1, y2))
    case (.dimension(let x), .dimension(let y)): return .dimension(merge(x, y))
    case (.layoutSize(let w1, let h1), .layoutSize(let w2, let h2)):
      return .layoutSize(merge(w1, w2), merge(h1, h2))
    case (.placeholderImage(let w1, let h1), .placeholderImage(let w2, let h2)):
      return .placeholderImage(merge(w1, w2), merge(h1, h2))
    default: return a
    }
  }

  private func merge(_ a: ExportDimension, _ b: ExportDimension) -> ExportDimension {
    if case .points(let x) = a, case .points(let y) = b { return .points(merge(x, y)) }
    return a
  }

  private func merge(_ a: ExportNumber, _ b: ExportNumber) -> ExportNumber {
    guard case .literal(let x) = a, case .literal(let y) = b, x != y,
      let match = expressions.first(where: { $0.first == x && $0.second == y })
    else { return a }
    return .expression(match.expression)
  }
}
