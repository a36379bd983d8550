// The statements and expressions layout code is written in, as `SourceParser` reads them
// from either language: `[ASInsetLayoutSpec insetLayoutSpecWithInsets:i child:c]` and
// `ASInsetLayoutSpec(insets: i, child: c)` are both a call with the labels `insets`/`child`
// (a message keeps its selector's pieces), so the builder reads one shape.

enum SourceLanguage: Sendable { case objc, swift }

indirect enum SourceExpression: Sendable {
  case number(Double, SourcePosition)
  case string(String, interpolated: Bool, SourcePosition)
  case identifier(String, SourcePosition)
  /// `a.b`, `a->b`, `a?.b`.
  case member(SourceExpression, String, SourcePosition)
  /// Swift's `.center`.
  case implicitMember(String, SourcePosition)
  /// `f(x, label: y)`, Swift's `Type(label: x)`.
  case call(SourceExpression, [SourceArgument], SourcePosition)
  /// `[receiver piece:arg piece:arg]`; a unary selector is one argument without a value.
  case message(SourceExpression, [SourceArgument], SourcePosition)
  /// `@[a, b]`, Swift's `[a, b]`.
  case array([SourceExpression], SourcePosition)
  case dictionary([(SourceExpression, SourceExpression)], SourcePosition)
  case prefix(String, SourceExpression, SourcePosition)
  case binary(String, SourceExpression, SourceExpression, SourcePosition)
  case ternary(SourceExpression, SourceExpression, SourceExpression, SourcePosition)
  /// A Swift closure or an Objective-C block: its parameter names and statements.
  case closure([String], [SourceStatement], SourcePosition)
  /// `a[i]`: the base and what is between the brackets.
  case subscripted(SourceExpression, [SourceArgument], SourcePosition)

  var position: SourcePosition {
    switch self {
    case .number(_, let p), .string(_, _, let p), .identifier(_, let p), .member(_, _, let p),
      .implicitMember(_, let p), .call(_, _, let p), .message(_, _, let p), .array(_, let p),
      .dictionary(_, let p), .prefix(_, _, let p), .binary(_, _, _, let p),
      .ternary(_, _, _, let p), .closure(_, _, let p), .subscripted(_, _, let p):
      return p
    }
  }

  /// `self.a.b` as `a.b`, `_a` as `_a`: the dotted path of names, or nil.
  var path: [String]? {
    switch self {
    case .identifier(let name, _): return [name]
    case .member(let base, let name, _):
      if case .identifier("self", _) = base { return [name] }
      return base.path.map { $0 + [name] }
    case .prefix("!", let inner, _), .prefix("*", let inner, _): return inner.path
    default: return nil
    }
  }
}

struct SourceArgument: Sendable {
  var label: String?
  var value: SourceExpression?
}

struct SourceSwitchCase: Sendable {
  /// The case's patterns; empty for `default`.
  var patterns: [SourceExpression]
  var body: [SourceStatement]
  var position: SourcePosition
}

indirect enum SourceStatement: Sendable {
  /// `let name = value`, `Type *name = value;`, `CGFloat name;`.
  case declare(String, type: String?, SourceExpression?, SourcePosition)
  /// `target = value`, `target += value`.
  case assign(SourceExpression, op: String, SourceExpression, SourcePosition)
  case expression(SourceExpression, SourcePosition)
  case returns(SourceExpression?, SourcePosition)
  /// `if`: the condition, then, else (an `else if` is an `if` alone in the else).
  case branch(SourceExpression, [SourceStatement], [SourceStatement]?, SourcePosition)
  case switchOn(SourceExpression, [SourceSwitchCase], SourcePosition)
  /// `for x in sequence`, a C `for`, `while`: the variable and sequence when there are.
  case loop(String?, SourceExpression?, [SourceStatement], SourcePosition)
  case block([SourceStatement], SourcePosition)
  /// `break`, `continue`: nothing for a description.
  case control(SourcePosition)
  /// A statement the reader does not understand, skipped: why.
  case skipped(String, SourcePosition)
}
