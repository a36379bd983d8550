// The structure of a JSON document: values, arrays and objects, read with an explicit
// stack of open containers instead of recursion, so no input can exhaust the call stack.

/// An array or object being read.
private struct OpenContainer {
  var isObject: Bool
  var location: SourceLocation
  var elements: [Value] = []
  var members: [Value.Member] = []
  /// The key whose value is being read.
  var key = ""
  var keyLocation: SourceLocation
  /// Key positions by key, built once an object has enough members to make it pay.
  var index: [String: Int]? = nil

  init(isObject: Bool, location: SourceLocation) {
    self.isObject = isObject
    self.location = location
    self.keyLocation = location
  }

  /// Where `key` was given before in this object, if it was.
  func existingMember(_ key: String) -> Int? {
    if let index { return index[key] }
    for i in members.indices where members[i].key == key { return i }
    return nil
  }

  mutating func addMember(_ member: consuming Value.Member) {
    if index != nil {
      index?[member.key] = members.count
      members.append(member)
      return
    }
    members.append(member)
    if members.count > 12 {
      var built: [String: Int] = [:]
      built.reserveCapacity(members.count * 2)
      for (i, m) in members.enumerated() { built[m.key] = i }
      index = built
    }
  }
}

extension JSONParser {
  /// Reads the whole document: one value, nothing after it but whitespace.
  mutating func parseDocument() -> Value? {
    skipWhitespace()
    if stopped { return nil }
    guard pos < bytes.count else {
      error("the document is empty", at: pos)
      return nil
    }
    guard let value = parseValueTree() else { return nil }
    skipWhitespace()
    if stopped { return nil }
    if pos < bytes.count {
      error(
        "unexpected \(describeToken(at: pos)) after the document's value; a document holds one value",
        at: pos)
      faithful = false
    }
    return value
  }

  /// Reads one value at `pos` (after whitespace), with everything nested in it.
  private mutating func parseValueTree() -> Value? {
    var stack: [OpenContainer] = []
    while true {
      // Read a value, or open a container and go on to its first value.
      var completed: Value
      let byte = bytes[pos]
      if byte == ASCII.openBrace || byte == ASCII.openBracket {
        let isObject = byte == ASCII.openBrace
        let location = location(at: pos)
        if stack.count >= JSONReader.maximumDepth {
          fatal(
            "arrays and objects are nested more than \(JSONReader.maximumDepth) levels deep",
            at: pos)
          return nil
        }
        pos += 1
        skipWhitespace()
        if stopped { return nil }
        let close = isObject ? ASCII.closeBrace : ASCII.closeBracket
        if pos < bytes.count, bytes[pos] == close {
          pos += 1
          completed = Value(isObject ? .object([]) : .array([]), at: location)
        } else {
          var container = OpenContainer(isObject: isObject, location: location)
          if isObject {
            guard readKey(into: &container) else { return nil }
          } else if pos >= bytes.count {
            fatal("unterminated array; expected a value or ']'", at: pos)
            return nil
          }
          stack.append(consume container)
          continue
        }
      } else {
        guard let scalar = parseScalar() else { return nil }
        completed = scalar
      }

      // Hand the value to its container; close every container that ends here.
      while true {
        guard !stack.isEmpty else { return completed }
        let top = stack.count - 1
        if stack[top].isObject {
          let key = stack[top].key
          if let first = stack[top].existingMember(key) {
            let firstLocation = stack[top].members[first].keyLocation
            error(
              "duplicate key '\(key)' (first given at \(firstLocation.line):\(firstLocation.column))",
              at: stack[top].keyLocation)
          } else {
            stack[top].addMember(
              Value.Member(key: key, keyLocation: stack[top].keyLocation, value: consume completed))
          }
        } else {
          stack[top].elements.append(consume completed)
        }
        guard let more = readSeparator(isObject: stack[top].isObject) else { return nil }
        if more {
          if stack[top].isObject {
            guard readKey(into: &stack[top]) else { return nil }
          }
          break
        }
        var closed = stack.removeLast()
        if closed.isObject {
          var members: [Value.Member] = []
          swap(&members, &closed.members)
          completed = Value(.object(members), at: closed.location)
        } else {
          var elements: [Value] = []
          swap(&elements, &closed.elements)
          completed = Value(.array(elements), at: closed.location)
        }
      }
      if stopped { return nil }
    }
  }

  /// After a member or element: true at `,` followed by another, false at the closing
  /// bracket (consumed). A comma before the closing bracket is reported and skipped.
  private mutating func readSeparator(isObject: Bool) -> Bool? {
    skipWhitespace()
    if stopped { return nil }
    let close = isObject ? ASCII.closeBrace : ASCII.closeBracket
    guard pos < bytes.count else {
      fatal(
        isObject
          ? "unterminated object; expected ',' or '}'" : "unterminated array; expected ',' or ']'",
        at: pos)
      return nil
    }
    let byte = bytes[pos]
    if byte == close {
      pos += 1
      return false
    }
    if byte == ASCII.comma {
      // The whitespace after it may move to another line: keep the comma's.
      let commaPos = pos
      let commaLine = line
      let commaLineStart = lineStart
      pos += 1
      skipWhitespace()
      if stopped { return nil }
      if pos < bytes.count, bytes[pos] == close {
        error(
          "trailing comma before '\(isObject ? "}" : "]")' is not allowed in JSON",
          at: location(at: commaPos, line: commaLine, lineStart: commaLineStart))
        pos += 1
        return false
      }
      guard pos < bytes.count else {
        fatal(
          isObject
            ? "unterminated object; expected a key after ','"
            : "unterminated array; expected a value after ','", at: pos)
        return nil
      }
      return true
    }
    let expected =
      isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
    fatal("expected \(expected), found \(describeToken(at: pos))", at: pos)
    return nil
  }

  /// Reads `"key" :` and leaves `pos` at the member's value.
  private mutating func readKey(into container: inout OpenContainer) -> Bool {
    guard pos < bytes.count else {
      fatal("unterminated object; expected a key or '}'", at: pos)
      return false
    }
    let keyLocation = location(at: pos)
    let byte = bytes[pos]
    let key: String
    if byte == ASCII.quote || byte == ASCII.apostrophe {
      guard let text = parseString() else { return false }
      key = text
    } else if ASCII.isWordStart(byte) {
      // An unquoted key, as JavaScript and YAML allow: reported, read as written.
      let start = pos
      while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
      key = String(decoding: bytes[start..<pos], as: UTF8.self)
      error("object keys must be strings in double quotes: \"\(key)\"", at: keyLocation)
    } else {
      fatal("expected a key in double quotes, found \(describeToken(at: pos))", at: pos)
      return false
    }
    skipWhitespace()
    if stopped { return false }
    guard pos < bytes.count, bytes[pos] == ASCII.colon else {
      fatal("expected ':' after the key '\(key)', found \(describeToken(at: pos))", at: pos)
      return false
    }
    pos += 1
    skipWhitespace()
    if stopped { return false }
    guard pos < bytes.count else {
      fatal("unterminated object; expected a value for the key '\(key)'", at: pos)
      return false
    }
    container.key = key
    container.keyLocation = keyLocation
    return true
  }

  /// Reads a string, number, `true`, `false` or `null` at `pos`.
  private mutating func parseScalar() -> Value? {
    let location = location(at: pos)
    let byte = bytes[pos]
    if byte == ASCII.quote || byte == ASCII.apostrophe {
      guard let text = parseString() else { return nil }
      return Value(.string(text), at: location)
    }
    if ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.dot {
      guard let number = parseNumber(location) else { return nil }
      return Value(number, at: location)
    }
    if ASCII.isWordStart(byte) {
      return parseWord(location)
    }
    let found = describeToken(at: pos)
    if byte == ASCII.closeBrace || byte == ASCII.closeBracket || byte == ASCII.comma
      || byte == ASCII.colon
    {
      fatal("expected a value, found \(found)", at: pos)
    } else {
      fatal("unexpected \(found); expected a value", at: pos)
    }
    return nil
  }

  /// `true`, `false`, `null`, or a bare word that JSON does not allow.
  private mutating func parseWord(_ location: SourceLocation) -> Value? {
    let start = pos
    while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
    let word = String(decoding: bytes[start..<pos], as: UTF8.self)
    switch word {
    case "true": return Value(.bool(true), at: location)
    case "false": return Value(.bool(false), at: location)
    case "null": return Value(.null, at: location)
    default: break
    }
    switch word.lowercased() {
    case "true", "false", "null":
      error("'\(word)' is not a JSON value; did you mean '\(word.lowercased())'?", at: location)
      switch word.lowercased() {
      case "true": return Value(.bool(true), at: location)
      case "false": return Value(.bool(false), at: location)
      default: return Value(.null, at: location)
      }
    case "nan":
      error("'\(word)' is not a JSON number: JSON has no NaN", at: location)
      faithful = false
      return Value(.null, at: location)
    case "infinity", "inf":
      error(
        "'\(word)' is not a JSON number; where infinity is allowed, write the string \"inf\"",
        at: location)
      faithful = false
      return Value(.null, at: location)
    default:
      // A YAML-style plain string: reported, read as the string it was meant to be.
      error("strings must be in double quotes: \"\(word)\"", at: location)
      return Value(.string(word), at: location)
    }
  }
}
