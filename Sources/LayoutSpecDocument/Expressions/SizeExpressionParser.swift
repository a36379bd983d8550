// The grammar of `"= EXPR"`, by recursive descent (depth bounded: a string of parentheses
// must not exhaust the stack):
//
//   whole   = "=" sum end
//   sum     = product { ("+" | "-") product }
//   product = unary { ("*" | "/") unary }
//   unary   = ("-" | "+") unary | primary
//   primary = number | name | "(" sum ")" | ("min" | "max") "(" sum "," sum ")"
//           | ("floor" | "ceil" | "round") "(" sum ")"
//   name    = ("min" | "max") "." ("width" | "height")

struct SizeExpressionParser {
  /// Deeper nesting than this is an error, not a crash.
  static let maximumDepth = 64

  private let text: [Unicode.Scalar]
  private var index = 0
  private var depth = 0

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

  private mutating func sum() throws -> SizeExpression {
    var result = try product()
    while true {
      if take("+") {
        result = .binary(.add, result, try product())
      } else if take("-") {
        result = .binary(.subtract, result, try product())
      } else {
        return result
      }
    }
  }

  private mutating func product() throws -> SizeExpression {
    var result = try unary()
    while true {
      if take("*") {
        result = .binary(.multiply, result, try unary())
      } else if take("/") {
        result = .binary(.divide, result, try unary())
      } else {
        return result
      }
    }
  }

  private mutating func unary() throws -> SizeExpression {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw failure("the expression is nested more than \(Self.maximumDepth) levels deep")
    }
    if take("-") { return .negate(try unary()) }
    if take("+") { return try unary() }
    return try primary()
  }

  private mutating func primary() throws -> SizeExpression {
    skipSpaces()
    guard let scalar = peek() else {
      throw failure("the expression ends where a number, a name or '(' was expected")
    }
    if scalar == "(" {
      index += 1
      let inner = try sum()
      guard take(")") else { throw failure("expected ')'") }
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

  /// A name (`max.width`) or a function call (`min(a, b)`).
  private mutating func word() throws -> SizeExpression {
    let start = index
    while let scalar = peek(), isLetter(scalar) || scalar == "." { index += 1 }
    let scalars = text[start..<index]
    // Compared as scalars: a document may hold thousands of expressions.
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
      let a = try sum()
      if function.arity == 1 {
        guard take(")") else { throw failure("\(word)(a) takes one value: expected ')'") }
        return .function(function, a, a)
      }
      guard take(",") else { throw failure("\(word)(a, b) takes two values: expected ','") }
      let b = try sum()
      guard take(")") else { throw failure("expected ')' after \(word)(a, b)") }
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
