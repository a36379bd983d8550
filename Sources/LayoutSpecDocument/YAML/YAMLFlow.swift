// The flow context of the YAML-like subset: `[a, b]`, `{k: v}`, nested and over several lines,
// with a trailing comma allowed, `{a, b}` (keys without values are null) and single-pair
// mappings in sequences (`[a: 1]` is `[{a: 1}]`), as YAML 1.2 7.4 has them.
//
// Flow collections share the parser's frame stack; each `flowStep` reads one token in the state
// of the innermost collection. A line inside a flow collection must be indented past the block
// collection around it (YAML 1.2 7.1; closing brackets may stand at any indentation, as is
// customary): a less indented line, like the end of the document, means a bracket is missing,
// and the collection is closed there so the block structure after it is still read.

extension YAMLParser {
  /// Opens the flow collection at the cursor, inside a block collection at `blockIndent`.
  mutating func startFlow(blockIndent: Int) {
    let kind: FrameKind = peek() == UInt8(ascii: "{") ? .flowMapping : .flowSequence
    guard push(Frame(kind, indent: blockIndent, at: location)) else { return }
    advance()
    mode = .flow
  }

  /// Reads one token inside the innermost flow collection.
  mutating func flowStep() {
    let crossedLine = skipToNextToken(inFlow: true)
    let i = stack.count - 1
    let b = peek()
    if atEnd {
      reportUnclosed("")
      closeFlows()
      return
    }
    let closing = b == UInt8(ascii: "]") || b == UInt8(ascii: "}")
    if crossedLine && (atDocumentMarker || (column - 1 <= stack[i].indent && !closing)) {
      reportUnclosed(
        " (to continue it, line \(line) must be indented more than the enclosing block)")
      closeFlows()
      return
    }
    let start = location
    let kind = stack[i].kind
    switch stack[i].flowState {
    case .entry:
      if closing {
        closeFlow()
      } else if b == UInt8(ascii: ",") {
        error("unexpected ','; an entry is missing before it", at: start)
        advance()
      } else if atValueIndicator(inFlow: true) {
        error("missing key before ':'", at: start)
        startDroppedValue(frame: i)
      } else {
        parseFlowNode(isKey: kind == .flowMapping)
      }
    case .afterKey:
      // After a key any ':' indicates the value: `{"a":1}` as in JSON.
      if b == UInt8(ascii: ":") {
        startFlowValue(frame: i)
      } else if b == UInt8(ascii: ",") || closing {
        addMember(Value(.null, at: stack[i].keyLocation), to: i)
        stack[i].flowState = .afterEntry
      } else {
        error(
          "expected ':' after key \(Self.quote(stack[i].key)), found \(tokenDescription())",
          at: start)
        addMember(Value(.null, at: stack[i].keyLocation), to: i)
        stack[i].flowState = .entry
      }
    case .value:
      if b == UInt8(ascii: ",") || closing {
        lastScalarText = ""
        deliver(Value(.null, at: stack[i].emptyValueLocation), endLine: line)
      } else {
        parseFlowNode(isKey: false)
      }
    case .afterEntry:
      if b == UInt8(ascii: ",") {
        advance()
        stack[i].flowState = .entry
      } else if closing {
        closeFlow()
      } else {
        if b == UInt8(ascii: ":") && kind == .flowSequence && lastScalarText == nil {
          error(
            "complex keys (a collection as a key) are not supported",
            at: lastNodeLocation ?? start)
        } else {
          let closer = kind == .flowSequence ? "]" : "}"
          let after = lastScalarText.flatMap { $0.isEmpty ? nil : " after \(Self.quote($0))" } ?? ""
          error("expected ',' or '\(closer)'\(after), found \(tokenDescription())", at: start)
        }
        if atValueIndicator(inFlow: true) || b == UInt8(ascii: ":") {
          // Read the value that follows and drop it, rather than report it again.
          startDroppedValue(frame: i)
        } else {
          stack[i].flowState = .entry
        }
      }
    }
  }

  /// Moves past a `:` and reads the value of the key in frame `i`.
  mutating func startFlowValue(frame i: Int) {
    advance()
    stack[i].emptyValueLocation = location
    stack[i].flowState = .value
  }

  /// After an error at a `:` in the collection at `i`: reads the value that follows as the value
  /// of a key that is not kept.
  mutating func startDroppedValue(frame i: Int) {
    if stack[i].kind == .flowMapping {
      stack[i].keyIsValid = false
      stack[i].keyLocation = location
      startFlowValue(frame: i)
    } else {
      var pair = Frame(.flowPair, indent: stack[i].indent, at: location)
      pair.flowState = .value
      guard push(pair) else { return }
      startFlowValue(frame: i + 1)
    }
  }

  /// Reads the node at the cursor as an entry, a key (`isKey`) or a value.
  mutating func parseFlowNode(isKey: Bool) {
    let start = location
    let i = stack.count - 1
    let b = peek()
    switch b {
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      startFlow(blockIndent: stack[i].indent)
      return
    case UInt8(ascii: "&"), UInt8(ascii: "!"):
      reportProperty()
      return
    case UInt8(ascii: "-") where Self.isBlankOrEnd(peek(1)):
      error("block sequence entries ('- ') are not allowed inside a flow collection", at: start)
      advance()
      return
    case UInt8(ascii: "?") where Self.isBlankOrEnd(peek(1)) || Self.isFlowIndicator(peek(1)):
      error("complex keys ('? ') are not supported", at: start)
      advance()
      return
    default:
      break
    }
    let scalar = scanScalarToken(inFlow: true)
    var text = scalar.text
    if case .plain(let firstLine) = scalar.style {
      text = continuePlain(firstLine, parentIndent: stack[i].indent, inFlow: true)
    }
    if isKey {
      setKey(text, at: start, isPlain: scalar.isPlain, frame: i)
      stack[i].flowState = .afterKey
      lastScalarText = text
      return
    }
    if stack[i].kind == .flowSequence {
      let afterScalar = mark
      skipBlanks()
      if peek() == UInt8(ascii: ":") && (!scalar.isPlain || atValueIndicator(inFlow: true)) {
        var pair = Frame(.flowPair, indent: stack[i].indent, at: start)
        pair.flowState = .value
        guard push(pair) else { return }
        setKey(text, at: start, isPlain: scalar.isPlain, frame: i + 1)
        startFlowValue(frame: i + 1)
        return
      }
      reset(to: afterScalar)
    }
    let content: Value.Content
    switch scalar.style {
    case .plain: content = plainValue(text, at: start)
    case .quoted: content = .string(text)
    case .alias: content = .null
    }
    deliverScalar(content, text: text, at: start)
  }

  /// Closes the innermost flow collection at the closing bracket under the cursor; the wrong
  /// bracket is an error but closes it too.
  mutating func closeFlow() {
    let frame = stack[stack.count - 1]
    let expected = frame.kind == .flowSequence ? UInt8(ascii: "]") : UInt8(ascii: "}")
    if peek() != expected {
      let opening = frame.kind == .flowSequence ? "[" : "{"
      error(
        "expected '\(Character(Unicode.Scalar(expected)))' to close the '\(opening)' at "
          + "\(frame.location.line):\(frame.location.column), found \(tokenDescription())",
        at: location)
    }
    advance()
    popFlow(endLine: line)
  }

  /// Hands the innermost flow collection to its parent; a key still waiting gets null.
  mutating func popFlow(endLine: Int) {
    let frame = stack.removeLast()
    let content: Value.Content
    if frame.kind == .flowSequence {
      content = .array(frame.items)
    } else {
      var members = frame.members
      if frame.keyIsValid && (frame.flowState == .afterKey || frame.flowState == .value) {
        let at = frame.flowState == .value ? frame.emptyValueLocation : frame.keyLocation
        members.append(
          Value.Member(key: frame.key, keyLocation: frame.keyLocation, value: Value(.null, at: at)))
      }
      content = .object(members)
    }
    lastScalarText = nil
    deliver(Value(content, at: frame.location), endLine: endLine)
  }

  /// Closes every open flow collection (after an unclosed one was reported).
  mutating func closeFlows() {
    while let top = stack.last, top.kind.isFlow {
      if top.kind == .flowPair {
        deliver(Value(.null, at: top.emptyValueLocation), endLine: 0)
      } else {
        popFlow(endLine: 0)
      }
    }
  }

  /// Reports the innermost open bracket as unclosed.
  mutating func reportUnclosed(_ reason: String) {
    guard
      let j = stack.lastIndex(where: { $0.kind == .flowSequence || $0.kind == .flowMapping })
    else { return }
    let bracket = stack[j].kind == .flowSequence ? "[" : "{"
    error("unclosed '\(bracket)'\(reason)", at: stack[j].location)
  }
}
