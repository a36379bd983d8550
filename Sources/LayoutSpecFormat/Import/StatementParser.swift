// Statements of a method body in either language. A statement the parser cannot read is
// skipped up to its end (`;`, or in Swift the next line at the same bracket depth) and kept
// as `.skipped` with the reason, so one odd line never loses the rest of the method.

extension SourceParser {
  /// The statements up to `end`.
  mutating func statements() throws -> [SourceStatement] {
    var result: [SourceStatement] = []
    while !atEnd {
      if take(";") { continue }
      let start = index
      do {
        if let statement = try statement() { result.append(statement) }
      } catch let error as SourceParseError {
        if error.isFatal { throw error }
        index = start
        skipStatement()
        if index == start { index += 1 }
        result.append(.skipped(error.message, error.position))
      }
    }
    return result
  }

  /// Moves past the statement at `index`: to after its `;` (Objective-C), or to the next
  /// line outside brackets (Swift), or past a `{ ... }` that ends it.
  mutating func skipStatement() {
    let startLine = current?.position.line ?? 0
    while let token = current {
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{", "@(", "@[", "@{":
          // A bracket and everything in it at once; an unclosed one is passed alone.
          if let close = matching(from: index) {
            index = close + 1
            if token.text == "{", language == .swift || !isPunctuation(";") { return }
            continue
          }
        case ")", "]", "}":
          return
        case ";":
          index += 1
          return
        default: break
        }
      }
      if language == .swift, token.position.line != startLine {
        return
      }
      index += 1
    }
  }

  /// A body: `{ ... }`, or (Objective-C) one statement.
  private mutating func body() throws -> [SourceStatement] {
    guard isPunctuation("{") else {
      if language == .objc, let statement = try statement() { return [statement] }
      throw failure("expected '{'")
    }
    let close = try closeOfBrace()
    var inner = SourceParser(store: store, language: language, range: (index + 1)..<close)
    inner.depth = depth
    let result = try inner.statements()
    index = close + 1
    return result
  }

  private func closeOfBrace() throws -> Int {
    guard let close = matching(from: index) else { throw failure("this '{' is never closed") }
    return close
  }

  private mutating func statement() throws -> SourceStatement? {
    try enter()
    defer { depth -= 1 }
    guard let token = current else { return nil }
    let at = token.position
    if token.kind == .directive {
      index += 1
      return nil
    }
    if token.isPunctuation("{") { return .block(try body(), at) }
    if token.kind == .identifier {
      switch token.text {
      case "return":
        index += 1
        if atEnd || isPunctuation(";") || isPunctuation("}") || (language == .swift && onNewLine) {
          endStatement()
          return .returns(nil, at)
        }
        let value = try expression()
        endStatement()
        return .returns(value, at)
      case "if":
        return try ifStatement()
      case "guard" where language == .swift:
        return try guardStatement()
      case "for", "while":
        return try loop()
      case "repeat", "do":
        index += 1
        let statements = try body()
        if take("while") { _ = try expression(allowsTrailingClosure: false) }
        while take("catch") {
          while let t = current, !t.isPunctuation("{") { index += 1 }
          _ = try body()
        }
        endStatement()
        return token.text == "do" ? .block(statements, at) : .loop(nil, nil, statements, at)
      case "switch":
        return try switchStatement()
      case "break", "continue", "fallthrough":
        index += 1
        endStatement()
        return .control(at)
      case "let",
        "var" where language == .swift:
        return try swiftDeclaration()
      case "defer":
        index += 1
        _ = try body()
        return .control(at)
      default:
        if language == .swift, Self.swiftModifiers.contains(token.text) {
          index += 1
          return try statement()
        }
        if language == .objc, let declaration = try objcDeclaration() { return declaration }
      }
    }
    let target = try expression()
    if case .binary("=", let left, let right, _) = target {
      endStatement()
      return .assign(left, op: "=", right, at)
    }
    if let op = current, op.kind == .punctuation, ["=", "+=", "-=", "*=", "/="].contains(op.text) {
      index += 1
      let value = try expression()
      endStatement()
      return .assign(target, op: op.text, value, at)
    }
    try endStatementStrictly()
    return .expression(target, at)
  }

  static let swiftModifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "open", "static", "final", "lazy", "weak",
    "unowned", "override", "class", "@objc",
  ]

  /// Past an optional `;`.
  private mutating func endStatement() {
    _ = take(";")
  }

  /// Objective-C needs `;` after an expression; Swift a new line, `;` or `}`.
  private mutating func endStatementStrictly() throws {
    if take(";") || atEnd { return }
    if language == .swift, onNewLine || isPunctuation("}") { return }
    throw failure("unexpected '\(current?.text ?? "")' after a statement")
  }

  private mutating func ifStatement() throws -> SourceStatement {
    let at = position
    index += 1
    let condition: SourceExpression
    var bindings: [SourceStatement] = []
    if language == .objc {
      try expect("(")
      condition = try expression()
      try expect(")")
    } else {
      var parts: [SourceExpression] = []
      repeat {
        if let t = current, t.isIdentifier("let") || t.isIdentifier("var") {
          index += 1
          guard let name = current, name.kind == .identifier else {
            throw failure("expected a name")
          }
          index += 1
          if take(":") { skipType() }
          var value = SourceExpression.identifier(name.text, name.position)
          if take("=") { value = try expression(allowsTrailingClosure: false) }
          bindings.append(.declare(name.text, type: nil, value, name.position))
          parts.append(value)
        } else if isIdentifier("case") {
          throw failure("'if case' is not read")
        } else {
          parts.append(try expression(allowsTrailingClosure: false))
        }
      } while take(",")
      condition = parts.dropFirst().reduce(parts[0]) { .binary("&&", $0, $1, at) }
    }
    let then = bindings + (try body())
    var otherwise: [SourceStatement]?
    if take("else") {
      if isIdentifier("if") {
        otherwise = [try ifStatement()]
      } else {
        otherwise = try body()
      }
    }
    return .branch(condition, then, otherwise, at)
  }

  /// `guard cond else { ... }`: the code after it is the case the description shows, so the
  /// condition's bindings are declared and the else is left out.
  private mutating func guardStatement() throws -> SourceStatement {
    let at = position
    index += 1
    var statements: [SourceStatement] = []
    repeat {
      if let t = current, t.isIdentifier("let") || t.isIdentifier("var") {
        index += 1
        guard let name = current, name.kind == .identifier else { throw failure("expected a name") }
        index += 1
        if take(":") { skipType() }
        var value = SourceExpression.identifier(name.text, name.position)
        if take("=") { value = try expression(allowsTrailingClosure: false) }
        statements.append(.declare(name.text, type: nil, value, name.position))
      } else {
        _ = try expression(allowsTrailingClosure: false)
      }
    } while take(",")
    try expect("else")
    _ = try body()
    return .block(statements, at)
  }

  private mutating func loop() throws -> SourceStatement {
    let at = position
    let keyword = current?.text ?? ""
    index += 1
    var variable: String?
    var sequence: SourceExpression?
    if language == .objc {
      try expect("(")
      let open = index
      let close = try skipBalanced(closing: ")")
      // `for (Type *name in sequence)`: the last name before `in`.
      if keyword == "for",
        let inIndex = (open..<close).first(where: { tokens[$0].isIdentifier("in") }),
        inIndex > open
      {
        variable = tokens[inIndex - 1].kind == .identifier ? tokens[inIndex - 1].text : nil
        var inner = SourceParser(store: store, language: language, range: (inIndex + 1)..<close)
        inner.depth = depth
        sequence = try? inner.expression()
      }
    } else if keyword == "for" {
      if isIdentifier("case") { throw failure("'for case' is not read") }
      if let name = current, name.kind == .identifier {
        variable = name.text == "_" ? nil : name.text
      }
      // The pattern, up to `in`, within the line.
      let line = position.line
      while let t = current, !t.isIdentifier("in"), !t.isPunctuation("{"), t.position.line == line {
        index += 1
      }
      try expect("in")
      sequence = try expression(allowsTrailingClosure: false)
      if take("where") { _ = try expression(allowsTrailingClosure: false) }
    } else {
      _ = try expression(allowsTrailingClosure: false)
    }
    return .loop(variable, sequence, try body(), at)
  }

  private mutating func switchStatement() throws -> SourceStatement {
    let at = position
    index += 1
    let subject: SourceExpression
    if language == .objc {
      try expect("(")
      subject = try expression()
      try expect(")")
    } else {
      subject = try expression(allowsTrailingClosure: false)
    }
    guard isPunctuation("{") else { throw failure("expected '{' after switch") }
    let close = try closeOfBrace()
    index += 1
    var cases: [SourceSwitchCase] = []
    while index < close {
      let casePosition = position
      var patterns: [SourceExpression] = []
      if take("case") {
        var inner = SourceParser(store: store, language: language, range: index..<close)
        inner.depth = depth
        repeat {
          patterns.append(try inner.expression(allowsTrailingClosure: false))
        } while inner.take(",")
        index = inner.index
        try expect(":")
      } else if take("default") {
        try expect(":")
      } else if take("@unknown") {
        continue
      } else {
        throw failure("expected 'case' or 'default' in a switch")
      }
      // The case's statements: up to the next `case` or `default` at this level.
      var look = index
      while look < close {
        let t = tokens[look]
        if t.isIdentifier("case") || t.isIdentifier("default") || t.isPunctuation("@unknown") {
          break
        }
        if t.kind == .atKeyword && t.text == "unknown" { break }
        if let m = matching(from: look), t.kind == .punctuation,
          ["(", "[", "{", "@(", "@[", "@{"].contains(t.text)
        {
          look = m + 1
        } else {
          look += 1
        }
      }
      var inner = SourceParser(store: store, language: language, range: index..<look)
      inner.depth = depth
      cases.append(
        SourceSwitchCase(patterns: patterns, body: try inner.statements(), position: casePosition))
      index = look
    }
    index = close + 1
    return .switchOn(subject, cases, at)
  }

  /// Swift's `let name[: Type] = value`.
  private mutating func swiftDeclaration() throws -> SourceStatement {
    index += 1
    guard let name = current, name.kind == .identifier else {
      throw failure("a declaration of several names at once is not read")
    }
    index += 1
    var type: String?
    if take(":") {
      type = current?.text
      skipType()
    }
    var value: SourceExpression?
    if take("=") { value = try expression() }
    endStatement()
    return .declare(name.text, type: type, value, name.position)
  }

  private static let objcQualifiers: Set<String> = [
    "const", "static", "__weak", "__strong", "__block", "__unused", "__unsafe_unretained",
    "__kindof", "nonnull", "nullable", "_Nonnull", "_Nullable", "__autoreleasing", "volatile",
    "unsigned", "signed", "register",
  ]

  /// `Type *name = value;`, `CGFloat name;`, `NSMutableArray<id<ASLayoutElement>> *a = ...;`,
  /// or nil when the statement does not start a declaration.
  private mutating func objcDeclaration() throws -> SourceStatement? {
    var look = index
    while look < end, tokens[look].kind == .identifier,
      Self.objcQualifiers.contains(tokens[look].text)
    {
      look += 1
    }
    guard look < end, tokens[look].kind == .identifier else { return nil }
    let type = tokens[look].text
    look += 1
    // `__weak typeof(self) weakSelf = self;`: the type is an expression's.
    if ["typeof", "__typeof", "__typeof__"].contains(type), look < end,
      tokens[look].isPunctuation("("), let close = matching(from: look)
    {
      look = close + 1
    }
    var angle = 0
    while look < end {
      let t = tokens[look]
      if t.isPunctuation("<") {
        angle += 1
      } else if t.isPunctuation(">") && angle > 0 {
        angle -= 1
      } else if angle == 0
        && !(t.isPunctuation("*")
          || (t.kind == .identifier && Self.objcQualifiers.contains(t.text)))
      {
        break
      }
      look += 1
    }
    guard look + 1 < end || look < end, tokens[look].kind == .identifier else { return nil }
    let nameToken = tokens[look]
    let after = look + 1 < end ? tokens[look + 1] : nil
    guard
      after == nil || after!.isPunctuation("=") || after!.isPunctuation(";")
        || after!.isPunctuation(",") || after!.isPunctuation("[")
    else {
      return nil
    }
    index = look + 1
    if take("[") { _ = try skipBalanced(closing: "]") }
    var value: SourceExpression?
    if take("=") { value = try braceInitializer(type: type) ?? expression() }
    if isPunctuation(",") {
      throw failure("a declaration of several names at once is not read")
    }
    endStatement()
    return .declare(nameToken.text, type: type, value, nameToken.position)
  }
}
