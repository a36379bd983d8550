// The grammar of `"= EXPR"`, by recursive descent that recurses only into parentheses and
// calls, at most `maximumDepth` deep: a run of operators of one precedence and a run of
// signs are read in loops, so that neither `1 + 1 + ... + 1` nor `- - ... - 1` of any
// length can exhaust the stack (each run becomes one `operations` value, which evaluation
// also walks in a loop).
//
//   whole   = "=" sum end
//   sum     = product { ("+" | "-") product }
//   product = unary { ("*" | "/") unary }
//   unary   = { "-" | "+" } primary
//   primary = number | name | "(" sum ")" | ("min" | "max") "(" sum "," sum ")"
//           | ("floor" | "ceil" | "round") "(" sum ")"
//   name    = ["constrainedSize."] ("min" | "max") "." ("width" | "height")
//           | ("safeArea." | "safeAreaInsets.") ("top" | "left" | "bottom" | "right")

struct SizeExpressionParser {
  /// Parentheses and `min(a, b)` / `max(a, b)` calls nested deeper than this are an error,
  /// not a crash (docs/format.md 8.3).
  static let maximumDepth = 64

  private let text: [Unicode.Scalar]
  private var index = 0
  private var depth = 0

  /// The code's spellings of the names: `prefix` followed by a name's part after
  /// `stripped`.
  private static let aliases: [(prefix: String, stripped: String, isConstrainedSize: Bool)] = [
    ("constrainedSize.", "", true), ("safeAreaInsets.", "safeArea.", false),
  ]

  init(_ text: [Unicode.Scalar]) {
    self.text = text
  }

  mutating func parseWhole() -> Result<SizeExpression, SizeExpressionError> {
    do {
      guard peek() == "=" else { throw failure("an expression starts with '='") }
      index += 1
      skipSpaces()
      if index == text.count {
        throw failure("'=' needs an expression, such as \"= max.width / 4\"")
      }
      let expression = try sum()
      skipSpaces()
      if index < text.count {
        throw failure("unexpected '\(text[index])' in the expression")
      }
      return .success(expression)
    } catch let error as SizeExpressionError {
      return .failure(error)
    } catch {
      return .failure(SizeExpressionError(message: "invalid expression", offset: index))
    }
  }

  private func failure(_ message: String) -> SizeExpressionError {
    SizeExpressionError(message: message, offset: index)
  }

  private func peek() -> Unicode.Scalar? { index < text.count ? text[index] : nil }

  private mutating func skipSpaces() {
    while let scalar = peek(), scalar == " " || scalar == "\t" { index += 1 }
  }

  /// Consumes `scalar` after optional spaces.
  private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    skipSpaces()
    guard peek() == scalar else { return false }
    index += 1
    return true
  }

  /// A run of `+` and `-`, read in a loop into one `operations` value.
  private mutating func sum() throws -> SizeExpression {
    let first = try product()
    var rest: [SizeExpression.Operation] = []
    while true {
      if take("+") {
        rest.append(.init(.add, try product()))
      } else if take("-") {
        rest.append(.init(.subtract, try product()))
      } else {
        return rest.isEmpty ? first : .operations(first, rest)
      }
    }
  }

  /// A run of `*` and `/`, as `sum`.
  private mutating func product() throws -> SizeExpression {
    let first = try unary()
    var rest: [SizeExpression.Operation] = []
    while true {
      if take("*") {
        rest.append(.init(.multiply, try unary()))
      } else if take("/") {
        rest.append(.init(.divide, try unary()))
      } else {
        return rest.isEmpty ? first : .operations(first, rest)
      }
    }
  }

  /// Signs read in a loop: `- - x` is `x` (IEEE negation only flips the sign bit, so two
  /// of them give back every value, NaN included).
  private mutating func unary() throws -> SizeExpression {
    var negated = false
    while true {
      if take("-") {
        negated.toggle()
      } else if !take("+") {
        break
      }
    }
    let operand = try primary()
    return negated ? .negate(operand) : operand
  }

  /// Enters a parenthesis or a call: deeper nesting than `maximumDepth` is an error.
  private mutating func enter() throws {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure(
        "parentheses and min/max calls are nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func primary() throws -> SizeExpression {
    skipSpaces()
    guard let scalar = peek() else {
      throw failure("the expression ends where a number, a name or '(' was expected")
    }
    if scalar == "(" {
      try enter()
      index += 1
      let inner = try sum()
      guard take(")") else { throw failure("expected ')'") }
      depth -= 1
      return inner
    }
    if ("0"..."9").contains(scalar) || scalar == "." {
      return .number(try number())
    }
    if isLetter(scalar) { return try word() }
    throw failure("unexpected '\(scalar)'; expected a number, a name or '('")
  }

  private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private mutating func number() throws -> Double {
    let start = index
    while let scalar = peek(), ("0"..."9").contains(scalar) || scalar == "." { index += 1 }
    var digits = String(String.UnicodeScalarView(text[start..<index]))
    // An exponent: 1e3, 2.5E-2.
    if let e = peek(), e == "e" || e == "E" {
      let mark = index
      var exponent = "e"
      index += 1
      if let sign = peek(), sign == "+" || sign == "-" {
        exponent.unicodeScalars.append(sign)
        index += 1
      }
      var hasDigit = false
      while let scalar = peek(), ("0"..."9").contains(scalar) {
        exponent.unicodeScalars.append(scalar)
        index += 1
        hasDigit = true
      }
      if hasDigit { digits += exponent } else { index = mark }
    }
    guard let value = Double(digits), value.isFinite else {
      index = start
      throw failure("invalid number '\(digits)'")
    }
    return value
  }

  /// A name (`max.width`, `safeArea.top`) or a function call (`min(a, b)`).
  private mutating func word() throws -> SizeExpression {
    let start = index
    while let scalar = peek(), isLetter(scalar) || scalar == "." { index += 1 }
    let scalars = text[start..<index]
    // `constrainedSize.max.width` and `safeAreaInsets.top`, as the code the values stand
    // for spells them, are `max.width` and `safeArea.top`.
    for alias in Self.aliases where scalars.starts(with: alias.prefix.unicodeScalars) {
      let rest = scalars.dropFirst(alias.prefix.unicodeScalars.count)
      let names = SizeExpression.SizeName.allCases.filter {
        $0.isConstrainedSize == alias.isConstrainedSize
      }
      let suffixes = names.map { String($0.rawValue.dropFirst(alias.stripped.count)) }
      // Compared as scalars: a document may hold thousands of expressions.
      if let found = suffixes.firstIndex(where: { $0.unicodeScalars.elementsEqual(rest) }) {
        return .name(names[found])
      }
      index = start
      let word = String(String.UnicodeScalarView(rest))
      var message = "unknown name '\(alias.prefix)\(word)'"
      if let suggestion = DidYouMean.suggestion(for: word, among: suffixes) {
        message += "; did you mean '\(alias.prefix)\(suggestion)'?"
      } else {
        let owner = alias.prefix.dropLast()
        message += "; \(owner) has \(suffixes.map { alias.prefix + $0 }.joined(separator: ", "))"
      }
      throw failure(message)
    }
    for name in SizeExpression.SizeName.allCases
    where name.rawValue.unicodeScalars.elementsEqual(scalars) {
      return .name(name)
    }
    let word = String(String.UnicodeScalarView(scalars))
    if let function = SizeExpression.Function(rawValue: word) {
      guard take("(") else {
        index = start
        throw failure(
          function.arity == 1
            ? "'\(word)' is a function, as in \(word)(a)"
            : "'\(word)' is a function, as in \(word)(a, b), or a size, as in \(word).width")
      }
      try enter()
      let a = try sum()
      if function.arity == 1 {
        guard take(")") else { throw failure("\(word)(a) takes one value: expected ')'") }
        return .function(function, a, a)
      }
      guard take(",") else { throw failure("\(word)(a, b) takes two values: expected ','") }
      let b = try sum()
      guard take(")") else { throw failure("expected ')' after \(word)(a, b)") }
      depth -= 1
      return .function(function, a, b)
    }
    index = start
    let names = SizeExpression.SizeName.allCases.map(\.rawValue)
    var message = "unknown name '\(word)'"
    if let suggestion = DidYouMean.suggestion(for: word, among: names) {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message +=
        "; expressions know \(names.joined(separator: ", ")), min(a, b), max(a, b), floor(a), "
        + "ceil(a) and round(a)"
    }
    throw failure(message)
  }
}
