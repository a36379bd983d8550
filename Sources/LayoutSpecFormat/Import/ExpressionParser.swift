// Expressions of both languages, by precedence climbing over `SourceTokens`. Nesting is
// bounded (`maximumDepth`): `((((...` or `[[[[...` thousands deep is a positioned error, not
// a stack overflow.

struct SourceParseError: Error {
  var position: SourcePosition
  var message: String
  /// Nesting too deep: the whole file stops, where other errors skip a statement.
  var isFatal = false
}

/// A file's tokens with each bracket's partner found once, in one pass: finding the end of a
/// block is then a lookup, and nesting costs nothing more than its depth.
final class TokenStore: @unchecked Sendable {
  let tokens: [SourceToken]
  /// The index of the bracket closing or opening the one at each index; -1 for others.
  let partners: [Int32]

  init(_ tokens: [SourceToken]) {
    self.tokens = tokens
    var partners = [Int32](repeating: -1, count: tokens.count)
    var open: [(index: Int, closing: String)] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch token.text {
      case "(", "@(": open.append((index, ")"))
      case "[", "@[": open.append((index, "]"))
      case "{", "@{": open.append((index, "}"))
      case ")", "]", "}":
        // A stray closing bracket matches nothing; an unclosed one is left open.
        if let last = open.last, last.closing == token.text {
          open.removeLast()
          partners[index] = Int32(last.index)
          partners[last.index] = Int32(index)
        }
      default: break
      }
    }
    self.partners = partners
  }
}

struct SourceParser {
  static let maximumDepth = 150

  let store: TokenStore
  var tokens: [SourceToken] { store.tokens }
  let language: SourceLanguage
  var index: Int
  var end: Int
  var depth = 0

  init(store: TokenStore, language: SourceLanguage, range: Range<Int>) {
    self.store = store
    self.language = language
    self.index = range.lowerBound
    self.end = range.upperBound
  }

  init(tokens: [SourceToken], language: SourceLanguage, range: Range<Int>) {
    self.init(store: TokenStore(tokens), language: language, range: range)
  }

  var atEnd: Bool { index >= end }
  var current: SourceToken? { index < end ? tokens[index] : nil }
  func peekToken(_ offset: Int) -> SourceToken? {
    index + offset < end ? tokens[index + offset] : nil
  }
  var position: SourcePosition {
    current?.position
      ?? (index > 0 && index - 1 < tokens.count
        ? tokens[index - 1].position : SourcePosition(line: 1, column: 1))
  }

  func failure(_ message: String) -> SourceParseError {
    SourceParseError(position: position, message: message)
  }

  mutating func enter() throws {
    depth += 1
    if depth > Self.maximumDepth {
      throw SourceParseError(
        position: position,
        message:
          "the code is nested more than \(Self.maximumDepth) levels deep here, more than import reads",
        isFatal: true)
    }
  }

  func isPunctuation(_ text: String) -> Bool { current?.isPunctuation(text) == true }
  func isIdentifier(_ text: String) -> Bool { current?.isIdentifier(text) == true }

  mutating func take(_ text: String) -> Bool {
    guard let token = current, token.kind == .punctuation || token.kind == .identifier,
      token.text == text
    else { return false }
    index += 1
    return true
  }

  mutating func expect(_ text: String) throws {
    guard take(text) else {
      throw failure(
        "expected '\(text)'" + (current.map { ", found '\($0.text)'" } ?? " at the end"))
    }
  }

  /// Whether the current token starts a new line (a Swift statement ends before it).
  var onNewLine: Bool {
    guard let token = current, index > 0 else { return false }
    return token.position.line != tokens[index - 1].position.line
  }

  // MARK: Expressions

  /// An expression; `allowsTrailingClosure` is false in a Swift `if`/`for`/`switch` header,
  /// where `{` starts the body.
  mutating func expression(allowsTrailingClosure: Bool = true) throws -> SourceExpression {
    try enter()
    defer { depth -= 1 }
    let left = try conditional(allowsTrailingClosure)
    // Objective-C's assignment is an expression (`if ((self = [super init]))`), the loosest
    // of all: `a = b ? c : d` assigns the conditional. A statement's `a = b` comes back as
    // this binary and is read as an assignment.
    if language == .objc, let token = current, token.isPunctuation("=") {
      index += 1
      return .binary(
        "=", left, try expression(allowsTrailingClosure: allowsTrailingClosure), token.position)
    }
    return left
  }

  private mutating func conditional(_ allowsTrailingClosure: Bool) throws -> SourceExpression {
    let condition = try binary(0, allowsTrailingClosure)
    if let token = current, token.isPunctuation("?"), token.spaced || language == .objc {
      let at = token.position
      index += 1
      if take(":") {  // `a ?: b`
        return .binary(
          "??", condition, try expression(allowsTrailingClosure: allowsTrailingClosure), at)
      }
      let yes = try expression(allowsTrailingClosure: allowsTrailingClosure)
      try expect(":")
      let no = try expression(allowsTrailingClosure: allowsTrailingClosure)
      return .ternary(condition, yes, no, at)
    }
    return condition
  }

  private static let precedences: [String: Int] = [
    "??": 2, "||": 3, "&&": 4, "==": 5, "!=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5,
    "...": 5, "..<": 5, "|": 6, "&": 6, "^": 6, "+": 7, "-": 7, "*": 8, "/": 8, "%": 8,
  ]

  private mutating func binary(_ minimum: Int, _ closures: Bool) throws -> SourceExpression {
    var left = try unary(closures)
    while let token = current {
      if language == .swift, token.kind == .identifier, token.text == "as" || token.text == "is" {
        index += 1
        if let next = current, next.isPunctuation("?") || next.isPunctuation("!") { index += 1 }
        skipType()
        continue
      }
      guard token.kind == .punctuation, let precedence = Self.precedences[token.text],
        precedence > minimum
      else { break }
      // `-1` on a new line is a new Swift statement; `x -1`... is not worth telling apart.
      if language == .swift, onNewLine, token.text == "-" || token.text == "&" { break }
      index += 1
      let right = try binary(precedence, closures)
      left = .binary(token.text, left, right, token.position)
    }
    return left
  }

  /// A Swift type after `as`, `:` or `->`: names, dots, generics, optionals.
  mutating func skipType() {
    // `[ASLayoutElement]`, `[String: Int]`, `(Int, Int)`, `() -> Void`: balanced first.
    if let open = current, open.isPunctuation("[") || open.isPunctuation("("),
      let close = matching(from: index)
    {
      index = close + 1
      if isPunctuation("->") {
        index += 1
        skipType()
      }
      if let t = current, (t.isPunctuation("?") || t.isPunctuation("!")) && !t.spaced { index += 1 }
      return
    }
    // A name, `.Name`s, generic arguments, `?` and `!`: `Swift.Array<Int>?`.
    guard let first = current, first.kind == .identifier else { return }
    index += 1
    while let token = current {
      if token.isPunctuation("."), let next = peekToken(1), next.kind == .identifier {
        index += 2
      } else if token.isPunctuation("<") {
        var angle = 0
        while let inner = current, index < end {
          if inner.isPunctuation("<") { angle += 1 }
          if inner.isPunctuation(">") { angle -= 1 }
          index += 1
          if angle == 0 || inner.isPunctuation("{") || inner.isPunctuation(";") { break }
        }
      } else if (token.isPunctuation("?") || token.isPunctuation("!")) && !token.spaced {
        index += 1
      } else {
        break
      }
    }
  }

  private mutating func unary(_ closures: Bool) throws -> SourceExpression {
    try enter()
    defer { depth -= 1 }
    guard let token = current else { throw failure("expected an expression at the end") }
    if token.kind == .punctuation {
      switch token.text {
      case "-", "+", "!", "&", "*", "~", "++", "--":
        index += 1
        return .prefix(token.text, try unary(closures), token.position)
      case "(" where language == .objc:
        if let cast = try castPrefix(closures) { return cast }
      default: break
      }
    }
    if token.kind == .identifier, ["try", "await"].contains(token.text), language == .swift {
      index += 1
      if let next = current, (next.isPunctuation("?") || next.isPunctuation("!")) && !next.spaced {
        index += 1
      }
      return try unary(closures)
    }
    return try postfix(try primary(closures), closures)
  }

  private static let cTypes: Set<String> = [
    "CGFloat", "float", "double", "int", "long", "unsigned", "NSInteger", "NSUInteger", "id",
    "BOOL", "short", "char", "const", "void",
  ]

  /// `(CGFloat)x`, `(ASTextNode *)node`, `(id<ASLayoutElement>)x`: the cast is read as its
  /// operand. A parenthesized name that is not a type (`(kPadding) * 2`) is not a cast.
  private mutating func castPrefix(_ closures: Bool) throws -> SourceExpression? {
    var look = index + 1
    guard look < end, tokens[look].kind == .identifier else { return nil }
    let name = tokens[look].text
    // `CGFloat`, `NSInteger`, a class, and C's `_t` types (`u_int32_t`, `uint8_t`).
    let isType =
      Self.cTypes.contains(name) || name.hasSuffix("_t")
      || (name.first?.isUppercase == true && name.contains { $0.isLowercase })
    guard isType else { return nil }
    look += 1
    var angle = 0
    while look < min(end, index + 32) {
      let t = tokens[look]
      if t.isPunctuation("*") || t.kind == .identifier && angle == 0 && Self.cTypes.contains(t.text)
      {
        look += 1
      } else if t.isPunctuation("<") {
        angle += 1
        look += 1
      } else if t.isPunctuation(">") && angle > 0 {
        angle -= 1
        look += 1
      } else if angle > 0 {
        look += 1
      } else {
        break
      }
    }
    guard look < end, tokens[look].isPunctuation(")"), look + 1 < end else { return nil }
    let next = tokens[look + 1]
    // A compound literal: `(CGSize){ 40, 40 }`.
    if next.isPunctuation("{"), Self.structFields[name] != nil {
      let saved = index
      index = look + 1
      if let literal = try braceInitializer(type: name) { return literal }
      index = saved
      return nil
    }
    let startsOperand =
      next.kind != .punctuation
      || ["(", "[", "@[", "@(", "@{", "-", "!", "^", "&", "*"].contains(next.text)
    guard startsOperand else { return nil }
    index = look + 1
    return try unary(closures)
  }

  private mutating func postfix(_ base: SourceExpression, _ closures: Bool) throws
    -> SourceExpression
  {
    var result = base
    var steps = 0
    while let token = current {
      steps += 1
      if token.isPunctuation(".") || token.isPunctuation("->") {
        guard let name = peekToken(1), name.kind == .identifier || name.kind == .number else {
          break
        }
        index += 2
        result = .member(result, name.text, name.position)
        continue
      }
      if language == .swift, token.isPunctuation("?") || token.isPunctuation("!"), !token.spaced {
        index += 1
        continue
      }
      if token.isPunctuation("("), !(language == .swift && onNewLine) {
        index += 1
        let arguments = try callArguments(closing: ")")
        result = .call(result, arguments, token.position)
        if language == .swift, closures, let next = current, next.isPunctuation("{"), !onNewLine {
          _ = try closure()
        }
        continue
      }
      if token.isPunctuation("["), !(language == .swift && onNewLine) {
        index += 1
        let index = try callArguments(closing: "]")
        result = .subscripted(result, index, token.position)
        continue
      }
      if language == .swift, closures, token.isPunctuation("{"), !onNewLine,
        Self.takesTrailingClosure(result)
      {
        // A trailing closure: `items.map { ... }`, `setViewBlock { ... }`.
        _ = try closure()
        result = .call(result, [], token.position)
        continue
      }
      if token.isPunctuation("++") || token.isPunctuation("--") {
        index += 1
        continue
      }
      break
    }
    _ = steps
    return result
  }

  /// The fields of the C structs layout code writes as `{ ... }`, in order, and the function
  /// that makes one.
  static let structFields: [String: (make: String, fields: [String])] = [
    "UIEdgeInsets": ("UIEdgeInsetsMake", ["top", "left", "bottom", "right"]),
    "CGSize": ("CGSizeMake", ["width", "height"]),
    "CGPoint": ("CGPointMake", ["x", "y"]),
  ]

  /// C's brace initializer of a struct at `{`: `{10, 20}` or `{ .top = 20, .left = 10 }`
  /// (fields left out are 0), read as the struct's make function, `UIEdgeInsetsMake(20, 10,
  /// 0, 0)`; nil when `type` is not one of `structFields` or the braces hold something else.
  mutating func braceInitializer(type: String) throws -> SourceExpression? {
    guard language == .objc, let (make, fields) = Self.structFields[type], isPunctuation("{"),
      let close = matching(from: index)
    else { return nil }
    let at = position
    var values = [SourceExpression?](repeating: nil, count: fields.count)
    var inner = SourceParser(store: store, language: language, range: (index + 1)..<close)
    inner.depth = depth
    var next = 0
    while !inner.atEnd {
      var slot = next
      if inner.isPunctuation("."), let name = inner.peekToken(1),
        let field = fields.firstIndex(of: name.text)
      {
        inner.index += 2
        try inner.expect("=")
        slot = field
      }
      guard slot < fields.count else { return nil }
      values[slot] = try inner.expression()
      next = slot + 1
      if !inner.take(",") { break }
    }
    guard inner.atEnd else { return nil }
    index = close + 1
    let arguments = values.map { SourceArgument(label: nil, value: $0 ?? .number(0, at)) }
    return .call(.identifier(make, at), arguments, at)
  }

  /// Whether a `{` after `callee` on its line is a trailing closure: after a member
  /// (`items.map`) or a function's name (`setViewBlock`), not after a keyword that a body
  /// follows.
  static func takesTrailingClosure(_ callee: SourceExpression) -> Bool {
    switch callee {
    case .member: return true
    case .identifier(let name, _):
      return !["else", "in", "get", "set", "willSet", "didSet", "throws", "async", "where"]
        .contains(name)
    default: return false
    }
  }

  /// Arguments up to `closing`: `a, label: b` (a label only in Swift).
  mutating func callArguments(closing: String) throws -> [SourceArgument] {
    var arguments: [SourceArgument] = []
    while !take(closing) {
      guard !atEnd else { throw failure("expected '\(closing)' before the end") }
      var label: String?
      if let name = current, name.kind == .identifier, let colon = peekToken(1),
        colon.isPunctuation(":")
      {
        label = name.text
        index += 2
      }
      arguments.append(SourceArgument(label: label, value: try expression()))
      if !take(",") {
        try expect(closing)
        break
      }
    }
    return arguments
  }

  private mutating func primary(_ closures: Bool) throws -> SourceExpression {
    guard let token = current else { throw failure("expected an expression at the end") }
    switch token.kind {
    case .number:
      index += 1
      return .number(Self.number(token.text) ?? 0, token.position)
    case .string:
      index += 1
      var text = token.text
      var interpolated = token.interpolated
      // Adjacent literals are one string in C: `@"a" @"b"`.
      while let next = current, next.kind == .string, language == .objc {
        text += next.text
        interpolated = interpolated || next.interpolated
        index += 1
      }
      return .string(text, interpolated: interpolated, token.position)
    case .identifier:
      index += 1
      return .identifier(token.text, token.position)
    case .atKeyword:
      index += 1
      if token.text == "selector" || token.text == "encode" || token.text == "available",
        take("(")
      {
        _ = try skipBalanced(closing: ")")
      }
      // `@YES`, `@NO`: boxed booleans are their values.
      if ["YES", "NO", "true", "false"].contains(token.text) {
        return .identifier(token.text, token.position)
      }
      return .identifier("@" + token.text, token.position)
    case .directive:
      throw SourceParseError(
        position: token.position, message: "a preprocessor line inside an expression")
    case .punctuation:
      break
    }
    switch token.text {
    case "(":
      index += 1
      var items: [SourceArgument] = []
      items = try callArguments(closing: ")")
      if items.count == 1, let value = items[0].value { return value }
      // A tuple: kept as a call without a callee, for `CGSize` forms that never use it.
      return .call(.identifier("", token.position), items, token.position)
    case "@(":
      index += 1
      let inner = try expression()
      try expect(")")
      return inner
    case "@[":
      index += 1
      return .array(try callArguments(closing: "]").compactMap(\.value), token.position)
    case "@{":
      index += 1
      return .dictionary(try dictionaryEntries(closing: "}"), token.position)
    case "[":
      index += 1
      return language == .objc
        ? try message(at: token.position) : try swiftCollection(at: token.position)
    case ".":
      guard language == .swift, let name = peekToken(1), name.kind == .identifier else { break }
      index += 2
      var result = SourceExpression.implicitMember(name.text, name.position)
      if let call = current, call.isPunctuation("("), !call.spaced {
        index += 1
        result = .call(result, try callArguments(closing: ")"), call.position)
      }
      return result
    case "{" where language == .swift:
      return try closure()
    case "^" where language == .objc:
      return try block()
    default:
      break
    }
    throw failure("unexpected '\(token.text)'")
  }

  /// `12`, `12.5f`, `0x10`, `1_000`, `1e3`.
  static func number(_ text: String) -> Double? {
    var digits = text.filter { $0 != "_" }
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      let hex = digits.dropFirst(2).prefix { $0.isHexDigit }
      return UInt64(hex, radix: 16).map(Double.init)
    }
    while let last = digits.last, "fFlLuU".contains(last) { digits.removeLast() }
    return Double(digits)
  }

  private mutating func dictionaryEntries(closing: String) throws -> [(
    SourceExpression, SourceExpression
  )] {
    var entries: [(SourceExpression, SourceExpression)] = []
    while !take(closing) {
      guard !atEnd else { throw failure("expected '\(closing)' before the end") }
      let key = try expression()
      try expect(":")
      entries.append((key, try expression()))
      if !take(",") {
        try expect(closing)
        break
      }
    }
    return entries
  }

  /// Swift's `[a, b]` or `[key: value]` (`[:]` empty), after `[`.
  private mutating func swiftCollection(at position: SourcePosition) throws -> SourceExpression {
    if take("]") { return .array([], position) }
    if isPunctuation(":"), peekToken(1)?.isPunctuation("]") == true {
      index += 2
      return .dictionary([], position)
    }
    var items: [SourceExpression] = []
    var entries: [(SourceExpression, SourceExpression)] = []
    while true {
      let first = try expression()
      if take(":") {
        entries.append((first, try expression()))
      } else {
        items.append(first)
      }
      if take("]") { break }
      try expect(",")
      if take("]") { break }
    }
    return entries.isEmpty ? .array(items, position) : .dictionary(entries, position)
  }

  /// `[receiver piece:arg piece:arg]` after `[`; `[receiver selector]`.
  private mutating func message(at position: SourcePosition) throws -> SourceExpression {
    try enter()
    defer { depth -= 1 }
    let receiver = try postfix(try primary(true), true)
    var arguments: [SourceArgument] = []
    while !take("]") {
      guard let token = current else { throw failure("expected ']' before the end") }
      if token.kind == .identifier {
        index += 1
        if take(":") {
          arguments.append(SourceArgument(label: token.text, value: try expression()))
        } else {
          arguments.append(SourceArgument(label: token.text, value: nil))
        }
      } else if token.isPunctuation(":") {
        index += 1
        arguments.append(SourceArgument(label: "", value: try expression()))
      } else if token.isPunctuation(",") {
        // A variadic list: `arrayWithObjects:a, b, nil`.
        index += 1
        arguments.append(SourceArgument(label: nil, value: try expression()))
      } else {
        throw failure("unexpected '\(token.text)' in a message; expected a selector or ']'")
      }
    }
    return .message(receiver, arguments, position)
  }

  /// A Swift closure at `{`: `{ [weak self] node, size in ... }`, or `{ ... }`.
  mutating func closure() throws -> SourceExpression {
    let open = position
    try expect("{")
    guard let close = matching(from: index - 1) else {
      throw SourceParseError(position: open, message: "this '{' is never closed")
    }
    var parameters: [String] = []
    var look = index
    if look < close, tokens[look].isPunctuation("[") {
      while look < close, !tokens[look].isPunctuation("]") { look += 1 }
      look += 1
    }
    var names: [String] = []
    var scan = look
    var isHeader = false
    let allowed: Set<String> = [",", "(", ")", ":", "->", "[", "]", "?", "!", ".", "<", ">"]
    while scan < close {
      let t = tokens[scan]
      if t.isIdentifier("in") {
        isHeader = true
        break
      }
      if t.kind == .identifier {
        if ["for", "let", "var", "return", "if", "switch", "guard", "while"].contains(t.text) {
          break
        }
        if scan + 1 < close,
          tokens[scan + 1].isPunctuation(",") || tokens[scan + 1].isPunctuation(")")
            || tokens[scan + 1].isIdentifier("in") || tokens[scan + 1].isPunctuation(":")
        {
          if scan == look || !tokens[scan - 1].isPunctuation(":") { names.append(t.text) }
        }
      } else if !(t.kind == .punctuation && allowed.contains(t.text)) {
        break
      }
      scan += 1
    }
    if isHeader {
      parameters = names
      look = scan + 1
    } else {
      look = index
    }
    var body = SourceParser(store: store, language: language, range: look..<close)
    body.depth = depth
    let statements = try body.statements()
    index = close + 1
    return .closure(parameters, statements, open)
  }

  /// An Objective-C block at `^`: `^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange size) {...}`.
  private mutating func block() throws -> SourceExpression {
    let open = position
    index += 1
    var parameters: [String] = []
    var parenDepth = 0
    while let token = current, !(token.isPunctuation("{") && parenDepth == 0) {
      if token.isPunctuation("(") { parenDepth += 1 }
      if token.isPunctuation(")") { parenDepth -= 1 }
      if parenDepth == 1, token.kind == .identifier, let next = peekToken(1),
        next.isPunctuation(",") || next.isPunctuation(")")
      {
        parameters.append(token.text)
      }
      index += 1
    }
    guard current != nil, let close = matching(from: index) else {
      throw SourceParseError(position: open, message: "this block has no body")
    }
    var body = SourceParser(store: store, language: language, range: (index + 1)..<close)
    body.depth = depth
    let statements = try body.statements()
    index = close + 1
    return .closure(parameters, statements, open)
  }

  /// The index of the bracket closing the one at `open`, within `end`.
  func matching(from open: Int) -> Int? {
    guard open >= 0, open < store.partners.count else { return nil }
    let partner = Int(store.partners[open])
    return partner > open && partner < end ? partner : nil
  }

  /// Skips to the bracket closing one already passed.
  mutating func skipBalanced(closing: String) throws -> Int {
    guard let close = matching(from: index - 1) else {
      throw failure("expected '\(closing)' before the end")
    }
    index = close + 1
    return close
  }
}
