// The structure of a JSON document: values, arrays and objects, read with an explicit
// stack of open containers instead of recursion, so no input can exhaust the call stack.

/// An array or object being read; its node is on the tape already. Plain data, kept small:
/// the innermost one lives in a local variable of `parseValueTree`, the others in an array.
private struct OpenContainer {
  var node: Int
  /// Objects: the key whose value is being read, and its node (where the member is dropped
  /// back to when the key turns out to be a duplicate; the node has the key's position).
  var keyNode: Int
  var key = KeyID(raw: 0)
  /// Members kept so far.
  var memberCount: Int32 = 0
  /// Bit `key % 64` of each key kept: a key whose bit is clear is not a duplicate.
  var keyBits: UInt64 = 0
  /// The object's entry in `JSONParser.memberIndexes`, once it has one, else -1.
  var memberIndex: Int32 = -1
  var isObject: Bool
  /// Whether a key so far is not ASCII: keys are then compared as Strings (canonical
  /// equivalence), as the reader always compared them.
  var hasNonASCIIKey = false
  /// What the observer said of it (`JSONParserObserver.opened`): `plain` unless it was
  /// reported.
  var slot = ElementSlot.plain

  init(node: Int, isObject: Bool) {
    self.node = node
    self.isObject = isObject
    keyNode = node + 1
  }
}

/// The key nodes of an object's members by key, built once the object has enough
/// members to make it pay; by text only when a key is not ASCII.
struct MemberIndex {
  var byKey: [KeyID: Int] = [:]
  var byText: [String: Int]?
}

/// Where the parser was when it opened an item read whole (`ElementSlot.wholeItem`), and
/// what it had counted: where reading the item again starts from.
struct WholeItemStart {
  /// The item's `{`, its line, and where that line starts.
  var pos: Int
  var line: Int
  var lineStart: Int
  /// The item's node, and the depth of the list it is in.
  var node: Int
  var depth: Int
  var valueCount: Int
  var typeKeyCount: Int
  var diagnosticCount: Int
  var errorCount: Int
  var faithful: Bool
  var memberIndexCount: Int
}

extension JSONParser {
  /// An item read whole may grow to this many nodes (a feed's cell has about 90) and
  /// hold containers this many levels deep before it is read again element by element:
  /// the tape then holds at most this much more than the open elements' members, and at
  /// most this much of a document is read twice.
  static let wholeItemNodes = 4096
  static let wholeItemDepth = 32

  /// Reads the whole document: one value, nothing after it but whitespace, reporting to
  /// `observer` what it reads. False when reading stopped before the value was complete.
  mutating func parseDocument<Observer: JSONParserObserver>(_ observer: inout Observer) -> Bool {
    skipWhitespace()
    if stopped { return false }
    guard pos < bytes.count else {
      error("the document is empty", at: pos)
      return false
    }
    guard parseValueTree(&observer) else { return false }
    skipWhitespace()
    if stopped { return false }
    if pos < bytes.count {
      error(
        "unexpected \(describeToken(at: pos)) after the document's value; a document holds one value",
        at: pos)
      faithful = false
    }
    return true
  }

  /// Reads one value at `pos` (after whitespace), with everything nested in it, onto the
  /// tape, reporting to `observer` what it reads. False when reading stopped.
  mutating func parseValueTree<Observer: JSONParserObserver>(_ observer: inout Observer) -> Bool {
    // The innermost open container, when `depth` > 0, and the ones around it: the first
    // `depth - 1` of `outer`, memory of its own (an Array asked at each push whether it was
    // shared).
    var top = OpenContainer(node: 0, isObject: false)
    var outerCapacity = 16
    var outer = UnsafeMutablePointer<OpenContainer>.allocate(capacity: outerCapacity)
    defer { outer.deallocate() }
    var depth = 0
    while true {
      // Read a value, or open a container and go on to its first value.
      // Wrapping additions here and below: offsets and counts are far from `Int.max`.
      valuesLeft &-= 1
      if valuesLeft < 0 {
        fatal(
          "the document has more than \(valueLimit) values (numbers, strings, "
            + "arrays and objects), more than layoutspec reads", at: pos)
        return false
      }
      let byte = bytes[pos]
      if pos >= itemsElsewhereStart && depth > 0 && top.node == itemsElsewhereList
        && takeItemsReadElsewhere(&observer)
      {
        // The list's items from here on were read elsewhere: the observer put what stands
        // for them on the tape, and `pos` is at the list's closing bracket.
      } else if byte == ASCII.openBrace || byte == ASCII.openBracket {
        if depth > wholeItemDepthLimit || tape.nodeCount > wholeItemNodeLimit {
          // The item read whole is too large: read it again, element by element.
          depth = readItemAgain(&observer)
          if depth > 0 { top = outer[depth - 1] }
          continue
        }
        let isObject = byte == ASCII.openBrace
        let position = position()
        if depth >= maximumDepth {
          fatal(
            "arrays and objects are nested more than \(maximumDepth) levels deep",
            at: pos)
          return false
        }
        let start = (pos: pos, line: line, lineStart: lineStart)
        pos &+= 1
        skipWhitespace()
        if stopped { return false }
        let node = tape.open(isObject: isObject, at: position)
        let close = isObject ? ASCII.closeBrace : ASCII.closeBracket
        if pos < bytes.count, bytes[pos] == close {
          pos &+= 1
          tape.close(node)
        } else {
          var container = OpenContainer(node: node, isObject: isObject)
          if Observer.observesContainers
            && (depth == 0 || observer.reports(containerIn: top.slot, under: top.key))
          {
            let parent = depth == 0 ? outerContainer : (top.node, top.slot, top.key)
            container.slot = observer.opened(node, isObject: isObject, parent: parent, tape: tape)
            if container.slot == .childList {
              let first = observer.childListOpened(
                node, firstItemAt: pos, depth: depth + 1, byteCount: bytes.count,
                maximumDepth: maximumDepth, tape: tape)
              if first != Int.max {
                itemsElsewhereList = node
                itemsElsewhereStart = first
              }
            } else if container.slot == .wholeItem {
              startWholeItem(node: node, depth: depth, at: start)
            }
          }
          if isObject {
            guard readKey(into: &container) else { return false }
          } else if pos >= bytes.count {
            fatal("unterminated array; expected a value or ']'", at: pos)
            return false
          }
          if depth > 0 {
            if depth > outerCapacity {
              let larger = UnsafeMutablePointer<OpenContainer>.allocate(capacity: 2 * outerCapacity)
              larger.initialize(from: outer, count: outerCapacity)
              outer.deallocate()
              outer = larger
              outerCapacity *= 2
            }
            (outer + depth - 1).initialize(to: top)
          }
          top = container
          depth += 1
          continue
        }
      } else if byte == ASCII.quote {
        // Most scalars: a string, read here (a call to `parseScalar` per string cost
        // about as much as its fast path).
        let position = position()
        guard let text = parseString() else { return false }
        appendString(text, at: position)
      } else {
        guard parseScalar() else { return false }
      }

      // The value is complete: keep it (or drop a duplicate key's); close every container
      // that ends here.
      while true {
        guard depth > 0 else { return true }
        if top.isObject {
          keepOrDropMember(&top)
        }
        guard let more = readSeparator(isObject: top.isObject) else { return false }
        if more {
          if top.isObject {
            guard readKey(into: &top) else { return false }
          }
          break
        }
        tape.close(top.node)
        if top.slot != .plain {
          observer.closed(top.slot, node: top.node, tape: &tape)
          if top.slot == .wholeItem { endWholeItem() }
        }
        if top.memberIndex >= 0 { memberIndexes.removeLast() }
        depth -= 1
        if depth > 0 { top = outer[depth - 1] }
      }
      if stopped { return false }
    }
  }

  /// The item of a child list whose node was just opened at `node`, in a list at `depth`,
  /// is read whole (`ElementSlot.wholeItem`); `start` is where its `{` is.
  private mutating func startWholeItem(
    node: Int, depth: Int, at start: (pos: Int, line: Int, lineStart: Int)
  ) {
    // The item's value was counted already: reading it again counts it again.
    wholeItem = WholeItemStart(
      pos: start.pos, line: start.line, lineStart: start.lineStart, node: node, depth: depth,
      valueCount: valueCount - 1, typeKeyCount: tape.typeKeyCount,
      diagnosticCount: diagnostics.count, errorCount: errorCount, faithful: faithful,
      memberIndexCount: memberIndexes.count)
    wholeItemNodeLimit = node + Self.wholeItemNodes
    wholeItemDepthLimit = depth + Self.wholeItemDepth
  }

  private mutating func endWholeItem() {
    wholeItem = nil
    wholeItemNodeLimit = Int.max
    wholeItemDepthLimit = Int.max
  }

  /// At an item of the list whose items from here on may have been read elsewhere
  /// (`JSONParserObserver.itemsReadElsewhere`): goes on at the list's closing bracket when
  /// they were. False (the item is read here) otherwise.
  private mutating func takeItemsReadElsewhere<Observer: JSONParserObserver>(
    _ observer: inout Observer
  ) -> Bool {
    itemsElsewhereStart = Int.max
    guard let items = observer.itemsReadElsewhere(at: pos, valuesLeft: valuesLeft, tape: &tape)
    else { return false }
    // `valueCount` counted this item already.
    valueCount += items.valueCount - 1
    pos = items.end
    line = items.line
    startLine(at: items.lineStart)
    return true
  }

  /// Goes back to the `{` of the item read whole, as the parser was there, to read it
  /// again element by element: the depth of the list it is in. (Reading had not stopped
  /// there; since, only the error limit may have stopped it: the parser returns at a fatal
  /// error before it opens another container.)
  private mutating func readItemAgain<Observer: JSONParserObserver>(
    _ observer: inout Observer
  ) -> Int {
    guard let item = wholeItem else { preconditionFailure("no item is read whole") }
    tape.rewind(toNode: item.node, typeKeyCount: item.typeKeyCount)
    pos = item.pos
    line = item.line
    startLine(at: item.lineStart)
    valueCount = item.valueCount
    diagnostics.removeLast(diagnostics.count - item.diagnosticCount)
    errorCount = item.errorCount
    faithful = item.faithful
    stopped = false
    memberIndexes.removeLast(memberIndexes.count - item.memberIndexCount)
    observer.readingItemAgain()
    endWholeItem()
    return item.depth
  }

  /// After a member's value: reports and drops it when its key was given before in the
  /// object (the first is kept).
  @inline(__always)
  private mutating func keepOrDropMember(_ container: inout OpenContainer) {
    // Most members: a known key (ASCII) whose bit is clear is new, in an object too small
    // for a member index.
    let bit: UInt64 = 1 << UInt64(container.key.raw & 63)
    if container.key.isKnown && !container.hasNonASCIIKey && container.keyBits & bit == 0
      && container.memberCount < 12
    {
      container.memberCount += 1
      container.keyBits |= bit
      return
    }
    keepOrDropAnyMember(&container)
  }

  /// `keepOrDropMember` for every member.
  private mutating func keepOrDropAnyMember(_ container: inout OpenContainer) {
    // The keys the decoder knows are ASCII; an ASCII key whose bit is clear is new (most
    // keys): no lookup.
    let isASCII = container.key.isKnown || tape.keys.isASCII(container.key)
    let isNew =
      isASCII && !container.hasNonASCIIKey
      && container.keyBits & 1 << UInt64(container.key.raw & 63) == 0
    if !isNew, let first = existingMember(container.key, in: container) {
      let firstPosition = tape.nodes[first].position
      error(
        "duplicate key '\(tape.keys.text(container.key))' (first given at \(firstPosition.line):\(firstPosition.column))",
        at: tape.nodes[container.keyNode].position)
      tape.rewind(to: tape.mark(atNode: container.keyNode))
      return
    }
    container.memberCount += 1
    container.keyBits |= 1 << UInt64(container.key.raw & 63)
    if !isASCII { container.hasNonASCIIKey = true }
    if container.memberIndex < 0 && container.memberCount > 12 {
      var index = MemberIndex()
      index.byKey.reserveCapacity(Int(container.memberCount) * 2)
      var node = container.node + 1
      while node < container.keyNode {
        index.byKey[KeyID(raw: tape.nodes[node].payload)] = node
        node = tape.end(ValueID(index: node + 1))
      }
      memberIndexes.append(index)
      container.memberIndex = Int32(truncatingIfNeeded: memberIndexes.count - 1)
    }
    if container.memberIndex >= 0 {
      let slot = Int(container.memberIndex)
      memberIndexes[slot].byKey[container.key] = container.keyNode
      if memberIndexes[slot].byText != nil {
        memberIndexes[slot].byText?[tape.keys.text(container.key)] = container.keyNode
      }
    }
  }

  /// The key node of the member kept before in this object whose key is `key`, if any.
  /// Keys are compared as Strings are: by bytes when both are ASCII, otherwise by
  /// canonical equivalence.
  private mutating func existingMember(_ key: KeyID, in container: OpenContainer) -> Int? {
    let byText = container.hasNonASCIIKey || !tape.keys.isASCII(key)
    // ASCII keys are the same String exactly when they are the same key.
    if !byText && container.keyBits & 1 << UInt64(key.raw & 63) == 0 { return nil }
    if container.memberIndex >= 0 {
      let slot = Int(container.memberIndex)
      if !byText { return memberIndexes[slot].byKey[key] }
      if memberIndexes[slot].byText == nil {
        var built: [String: Int] = [:]
        var node = container.node + 1
        while node < container.keyNode {
          let text = tape.keys.text(KeyID(raw: tape.nodes[node].payload))
          if built[text] == nil { built[text] = node }
          node = tape.end(ValueID(index: node + 1))
        }
        memberIndexes[slot].byText = built
      }
      return memberIndexes[slot].byText?[tape.keys.text(key)]
    }
    // The members kept so far: from the object's node to the current key's.
    var node = container.node + 1
    while node < container.keyNode {
      let other = KeyID(raw: tape.nodes[node].payload)
      if byText ? tape.keys.same(other, key) : other == key { return node }
      node = tape.end(ValueID(index: node + 1))
    }
    return nil
  }

  /// After a member or element: true at `,` followed by another, false at the closing
  /// bracket (consumed). A comma before the closing bracket is reported and skipped.
  @inline(__always)
  mutating func readSeparator(isObject: Bool) -> Bool? {
    // Most separators: the closing bracket, or a comma with the next key or value right
    // after it (no whitespace, comment or closing bracket).
    if pos &+ 1 < bytes.count {
      let byte = bytes[pos]
      let close = isObject ? ASCII.closeBrace : ASCII.closeBracket
      if byte == close {
        pos &+= 1
        return false
      }
      let next = bytes[pos &+ 1]
      if byte == ASCII.comma && Self.startsToken(next) && next != close {
        pos &+= 1
        return true
      }
    }
    return readAnySeparator(isObject: isObject)
  }

  /// `readSeparator` for every separator.
  private mutating func readAnySeparator(isObject: Bool) -> Bool? {
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
          at: position(at: commaPos, line: commaLine, lineStart: commaLineStart))
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

  /// Reads `"key" :` onto the tape and leaves `pos` at the member's value. Inlined for
  /// most keys: printable ASCII in double quotes, the colon right after it and the value
  /// right after that (no whitespace or comment); a call per key cost about as much.
  @inline(__always)
  private mutating func readKey(into container: inout OpenContainer) -> Bool {
    if pos &+ 1 < bytes.count && bytes[pos] == ASCII.quote && !stopped {
      let start = pos &+ 1
      let end = Self.plainASCIIEnd(in: bytes, from: start, quote: ASCII.quote)
      if end &+ 2 < bytes.count && bytes[end] == ASCII.quote && bytes[end &+ 1] == ASCII.colon
        && Self.startsToken(bytes[end &+ 2])
      {
        let keyPosition = position()
        pos = end &+ 2
        startMember(internKey(.source(start..<end)), at: keyPosition, in: &container)
        return true
      }
    }
    return readAnyKey(into: &container)
  }

  /// `readKey` for every key.
  private mutating func readAnyKey(into container: inout OpenContainer) -> Bool {
    guard pos < bytes.count else {
      fatal("unterminated object; expected a key or '}'", at: pos)
      return false
    }
    let keyPosition = position()
    let byte = bytes[pos]
    let text: ParsedText
    if byte == ASCII.quote || byte == ASCII.apostrophe {
      guard let parsed = parseString() else { return false }
      text = parsed
    } else if ASCII.isWordStart(byte) {
      // An unquoted key, as JavaScript and YAML allow: reported, read as written.
      let start = pos
      while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
      text = .source(start..<pos)
      error("object keys must be strings in double quotes: \"\(string(text))\"", at: keyPosition)
    } else {
      fatal("expected a key in double quotes, found \(describeToken(at: pos))", at: pos)
      return false
    }
    // Most keys: the colon right after the key, the value right after it (no whitespace
    // or comment).
    if pos &+ 1 < bytes.count && bytes[pos] == ASCII.colon && Self.startsToken(bytes[pos &+ 1])
      && !stopped
    {
      pos &+= 1
    } else {
      guard readColon(after: text) else { return false }
    }
    startMember(internKey(text), at: keyPosition, in: &container)
    return true
  }

  /// Whether `byte`, right after a key's colon or a comma, is where the next token starts:
  /// neither whitespace nor a comment's slash (most documents; the rest is read through
  /// `skipWhitespace`).
  @inline(__always)
  static func startsToken(_ byte: UInt8) -> Bool {
    byte > ASCII.space && byte != ASCII.slash
  }

  /// Puts `key`, just read at `position`, on the tape as the key of the member `container`
  /// reads next.
  @inline(__always)
  private mutating func startMember(
    _ key: KeyID, at position: LineColumn, in container: inout OpenContainer
  ) {
    container.keyNode = tape.nodeCount
    container.key = key
    tape.appendKey(key, at: position)
  }

  /// After a key: reads `:` and the whitespace around it, leaving `pos` at the value.
  private mutating func readColon(after text: ParsedText) -> Bool {
    skipWhitespace()
    if stopped { return false }
    guard pos < bytes.count, bytes[pos] == ASCII.colon else {
      fatal(
        "expected ':' after the key '\(string(text))', found \(describeToken(at: pos))", at: pos)
      return false
    }
    pos += 1
    skipWhitespace()
    if stopped { return false }
    guard pos < bytes.count else {
      fatal("unterminated object; expected a value for the key '\(string(text))'", at: pos)
      return false
    }
    return true
  }

  /// Reads a string, number, `true`, `false` or `null` at `pos` onto the tape; false when
  /// reading stopped.
  private mutating func parseScalar() -> Bool {
    let position = position()
    let byte = bytes[pos]
    if byte == ASCII.quote || byte == ASCII.apostrophe {
      guard let text = parseString() else { return false }
      appendString(text, at: position)
      return true
    }
    if ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.dot {
      if let number = parseSimpleNumber() {
        tape.appendNumber(number, at: position)
        return true
      }
      switch parseNumber(position) {
      case .number(let number): tape.appendNumber(number, at: position)
      case .lost: tape.appendNull(at: position)
      case .stopped: return false
      }
      return true
    }
    if ASCII.isWordStart(byte) {
      parseWord(position)
      return true
    }
    let found = describeToken(at: pos)
    if byte == ASCII.closeBrace || byte == ASCII.closeBracket || byte == ASCII.comma
      || byte == ASCII.colon
    {
      fatal("expected a value, found \(found)", at: pos)
    } else {
      fatal("unexpected \(found); expected a value", at: pos)
    }
    return false
  }

  /// `true`, `false`, `null`, or a bare word that JSON does not allow.
  private mutating func parseWord(_ position: LineColumn) {
    let start = pos
    while pos < bytes.count, ASCII.isWordByte(bytes[pos]) { pos += 1 }
    // The three words JSON has, matched without making a String.
    if Self.isWord("true", in: bytes, from: start, to: pos) {
      tape.appendBool(true, at: position)
      return
    }
    if Self.isWord("false", in: bytes, from: start, to: pos) {
      tape.appendBool(false, at: position)
      return
    }
    if Self.isWord("null", in: bytes, from: start, to: pos) {
      tape.appendNull(at: position)
      return
    }
    let word = String(decoding: bytes[start..<pos], as: UTF8.self)
    switch word.lowercased() {
    case "true", "false", "null":
      error("'\(word)' is not a JSON value; did you mean '\(word.lowercased())'?", at: position)
      switch word.lowercased() {
      case "true": tape.appendBool(true, at: position)
      case "false": tape.appendBool(false, at: position)
      default: tape.appendNull(at: position)
      }
    case "nan":
      error("'\(word)' is not a JSON number: JSON has no NaN", at: position)
      faithful = false
      tape.appendNull(at: position)
    case "infinity", "inf":
      error(
        "'\(word)' is not a JSON number; where infinity is allowed, write the string \"inf\"",
        at: position)
      faithful = false
      tape.appendNull(at: position)
    default:
      // A YAML-style plain string: reported, read as the string it was meant to be.
      error("strings must be in double quotes: \"\(word)\"", at: position)
      tape.appendString(word, at: position)
    }
  }

  /// Whether the bytes from `start` up to `end` spell `word`.
  private static func isWord(
    _ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Bool {
    guard end - start == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { spelled in
      spelled.indices.allSatisfy { bytes[start + $0] == spelled[$0] }
    }
  }
}
