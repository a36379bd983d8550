// The block context of the YAML-like subset: nodes by indentation, `key: value` mappings,
// `- item` sequences (indentless under a key too), block scalars (`|`, `>`) and where a node
// ends. Each step is one call from `YAMLParser.parse()`; the collections being read are on
// the parser's frame stack. The flow context (`[a, b]`, `{k: v}`) is YAMLFlow.swift.

extension YAMLParser {
  /// Reads the block node that `context` expects: on the rest of the indicator's line, or on
  /// the lines below when they are indented past the parent. None there gives null.
  mutating func parseBlockNode(_ context: NodeContext) {
    if context.inline != .lineStart {
      skipBlanks()
      if peek() == UInt8(ascii: "#") { skipToEndOfLine() }
      if !atEnd && peek() != Self.newline {
        parseBlockToken(context, inline: true, indent: column - 1)
        return
      }
    }
    skipToNextToken(inFlow: false)
    if atEnd || atDocumentMarker {
      deliverEmpty(context)
      return
    }
    let indent = column - 1
    if indent <= context.parentIndent {
      if context.allowsIndentlessSequence && indent == context.parentIndent && atSequenceEntry {
        startBlockSequence(indent: indent, indentless: true)
      } else {
        deliverEmpty(context)
      }
      return
    }
    parseBlockToken(context, inline: false, indent: indent)
  }

  /// The null of an empty node; an empty root stays missing (an empty document).
  mutating func deliverEmpty(_ context: NodeContext) {
    if stack.isEmpty {
      lastEndLine = 0
      mode = .afterNode
      return
    }
    lastScalarText = ""
    deliver(Value(.null, at: context.emptyLocation), endLine: context.indicatorLine)
  }

  /// Reads the node that starts at the cursor, at column `indent` (0-based). `inline`: it
  /// follows its indicator on the same line.
  mutating func parseBlockToken(_ context: NodeContext, inline: Bool, indent: Int) {
    let sameLineAsKey = inline && context.inline != .afterDash
    while true {
      let start = location
      let b = peek()
      switch b {
      case UInt8(ascii: "-") where Self.isBlankOrEnd(peek(1)):
        if sameLineAsKey {
          error("a block sequence cannot start on the same line as \(context.inline)", at: start)
          skipEntry(moreIndentedThan: context.parentIndent)
          deliver(Value(.null, at: start), endLine: 0)
        } else {
          startBlockSequence(indent: indent, indentless: false)
        }
      case UInt8(ascii: "?") where Self.isBlankOrEnd(peek(1)):
        error("complex keys ('? ') are not supported", at: start)
        skipEntry(moreIndentedThan: context.parentIndent, valueLinesAt: indent)
        deliver(Value(.null, at: start), endLine: 0)
      case UInt8(ascii: ":") where Self.isBlankOrEnd(peek(1)):
        error("missing key before ':'", at: start)
        if sameLineAsKey {
          skipEntry(moreIndentedThan: context.parentIndent)
          deliver(Value(.null, at: start), endLine: 0)
        } else if push(Frame(.blockMapping, indent: indent, at: start)) {
          advance()
          mode = .node(valueContext(mappingIndent: indent))
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        startFlow(blockIndent: context.parentIndent)
      case UInt8(ascii: "|"), UInt8(ascii: ">"):
        let text = scanBlockScalar(parentIndent: context.parentIndent)
        lastScalarText = text
        deliver(Value(.string(text), at: start), endLine: start.line)
      case UInt8(ascii: "&"), UInt8(ascii: "!"):
        reportProperty()
        skipBlanks()
        if atEnd || peek() == Self.newline || peek() == UInt8(ascii: "#") { return }
        continue
      default:
        parseBlockScalar(context, inline: inline, indent: indent)
      }
      return
    }
  }

  /// Reads a scalar in block context: a mapping's first key when `:` follows, else a value.
  mutating func parseBlockScalar(_ context: NodeContext, inline: Bool, indent: Int) {
    let start = location
    let scalar = scanScalarToken(inFlow: false)
    let afterScalar = mark
    skipBlanks()
    guard atValueIndicator(inFlow: false) else {
      reset(to: afterScalar)
      switch scalar.style {
      case .plain(let firstLine):
        let text = continuePlain(firstLine, parentIndent: context.parentIndent, inFlow: false)
        deliverScalar(plainValue(text, at: start), text: text, at: start)
      case .quoted:
        deliverScalar(.string(scalar.text), text: scalar.text, at: start)
      case .alias:
        deliverScalar(.null, text: scalar.text, at: start)
      }
      return
    }
    if inline && context.inline != .afterDash {
      if context.inline == .afterDocumentStart {
        error("a block mapping cannot start on the same line as '---'", at: start)
      } else {
        error(
          "unexpected ':' after \(Self.quote(scalar.text)) (quote a value that contains ': ')",
          at: location)
      }
      skipEntry(moreIndentedThan: context.parentIndent)
      deliver(Value(.string(scalar.text), at: start), endLine: 0)
      return
    }
    guard push(Frame(.blockMapping, indent: indent, at: start)) else { return }
    startBlockValue(key: scalar, at: start, indent: indent)
  }

  /// Takes the key just scanned for the mapping on top (at `indent`) and reads its value.
  mutating func startBlockValue(key: ScalarToken, at start: SourceLocation, indent: Int) {
    if key.multiLine { error("a key must be on a single line", at: start) }
    setKey(key.text, at: start, isPlain: key.isPlain, frame: stack.count - 1)
    advance()  // the ':'
    mode = .node(valueContext(mappingIndent: indent))
  }

  func valueContext(mappingIndent: Int) -> NodeContext {
    NodeContext(
      parentIndent: mappingIndent, inline: .afterColon, indicatorLine: line,
      emptyLocation: location, allowsIndentlessSequence: true)
  }

  /// Opens a block sequence at its first `-` and reads the first item.
  mutating func startBlockSequence(indent: Int, indentless: Bool) {
    var frame = Frame(.blockSequence, indent: indent, at: location)
    frame.indentless = indentless
    guard push(frame) else { return }
    startBlockItem(indent: indent)
  }

  /// Reads the item after the `-` at the cursor.
  mutating func startBlockItem(indent: Int) {
    let dashLine = line
    advance()
    mode = .node(
      NodeContext(
        parentIndent: indent, inline: .afterDash, indicatorLine: dashLine, emptyLocation: location))
  }

  /// After a block node: the next line's indentation closes collections, continues the one it
  /// matches, or is an error.
  mutating func afterBlockNode() {
    skipToNextToken(inFlow: false)
    if !atEnd && line == lastEndLine {
      reportUnexpectedAfterNode()
      skipEntry(moreIndentedThan: stack.last?.indent ?? -1)
      return
    }
    if atEnd {
      while !stack.isEmpty { popBlock() }
      mode = .done
      return
    }
    if atDocumentMarker {
      while !stack.isEmpty { popBlock() }
      endDocument()
      return
    }
    let indent = column - 1
    while let top = stack.last, indent < top.indent { popBlock() }
    guard let top = stack.last else {
      error(
        "unexpected \(tokenDescription()) after the document's value; a document holds one value",
        at: location)
      mode = .done
      return
    }
    guard indent == top.indent else {
      let entries =
        top.kind == .blockMapping ? "the keys of this mapping" : "the items of this sequence"
      error(
        "bad indentation of \(tokenDescription()); \(entries) are at column \(top.indent + 1)",
        at: location)
      skipEntry(moreIndentedThan: top.indent)
      return
    }
    if top.kind == .blockSequence {
      if atSequenceEntry {
        startBlockItem(indent: indent)
        return
      }
      guard top.indentless else {
        error(
          "expected '- ' for the next item of this sequence, found \(tokenDescription())",
          at: location)
        skipEntry(moreIndentedThan: indent)
        return
      }
      popBlock()  // a sequence at its key's indentation ends at the next key
    }
    parseBlockKey(indent: indent)
  }

  /// Reads the next key of the block mapping on top, at the start of its line.
  mutating func parseBlockKey(indent: Int) {
    while true {
      let start = location
      let b = peek()
      switch b {
      case UInt8(ascii: "&"), UInt8(ascii: "!"):
        reportProperty()
        skipBlanks()
        if atEnd || peek() == Self.newline || peek() == UInt8(ascii: "#") {
          skipEntry(moreIndentedThan: indent)
          return
        }
        continue
      case UInt8(ascii: "?") where Self.isBlankOrEnd(peek(1)):
        error("complex keys ('? ') are not supported", at: start)
        skipEntry(moreIndentedThan: indent, valueLinesAt: indent)
        return
      case UInt8(ascii: ":") where Self.isBlankOrEnd(peek(1)):
        error("missing key before ':'", at: start)
        stack[stack.count - 1].keyIsValid = false
        advance()
        mode = .node(valueContext(mappingIndent: indent))
        return
      case UInt8(ascii: "-") where Self.isBlankOrEnd(peek(1)):
        error("expected a key in this mapping, found '-'", at: start)
        skipEntry(moreIndentedThan: indent)
        return
      case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: ">"):
        error("expected a key in this mapping, found \(tokenDescription())", at: start)
        skipEntry(moreIndentedThan: indent)
        return
      default:
        break
      }
      let key = scanScalarToken(inFlow: false)
      skipBlanks()
      guard atValueIndicator(inFlow: false) else {
        error("missing ':' after key \(Self.quote(key.text))", at: start)
        skipEntry(moreIndentedThan: indent)
        return
      }
      startBlockValue(key: key, at: start, indent: indent)
      return
    }
  }

  /// Reports what follows a finished node on its line.
  mutating func reportUnexpectedAfterNode() {
    if peek() == UInt8(ascii: ":") {
      if let text = lastScalarText {
        error(
          "unexpected ':' after \(Self.quote(text)) (quote a value that contains ': ')",
          at: location)
      } else {
        error(
          "complex keys (a collection as a key) are not supported",
          at: lastNodeLocation ?? location)
      }
    } else {
      error("unexpected \(tokenDescription()) after a value", at: location)
    }
  }

  /// At `---` or `...` after the root: a second document is an error; after `...` only
  /// comments may follow.
  mutating func endDocument() {
    mode = .done
    while atDocumentMarker && peek() == UInt8(ascii: ".") {
      advance(3)
      skipToNextToken(inFlow: false)
    }
    if !atEnd {
      error("several documents in one file are not supported", at: location)
    }
  }

  /// Error recovery: skips the rest of the line and the lines below it that are indented more
  /// than `indent` (and, for a complex key, its `: value` lines at `valueLinesAt`), stopping at
  /// a document marker. Leaves the cursor at the start of a line.
  mutating func skipEntry(moreIndentedThan indent: Int, valueLinesAt: Int? = nil) {
    skipToEndOfLine()
    while !atEnd {
      advance()  // the line break
      var k = 0
      while Self.isBlank(peek(k)) { k += 1 }
      let first = peek(k)
      let blank = first == Self.newline || first == 0 || first == UInt8(ascii: "#")
      let valueLine =
        k == valueLinesAt && first == UInt8(ascii: ":") && Self.isBlankOrEnd(peek(k + 1))
      guard blank || valueLine || (k > indent && !(k == 0 && atDocumentMarker)) else { break }
      skipToEndOfLine()
    }
    lastEndLine = 0
  }

  /// Reports an anchor or a tag at the cursor and moves past it.
  mutating func reportProperty() {
    let start = location
    let anchor = peek() == UInt8(ascii: "&")
    let name = tokenDescription()
    while !Self.isBlankOrEnd(peek()) && !Self.isFlowIndicator(peek()) { advance() }
    if anchor {
      error(
        "anchors (\(name)) are not supported" + Self.componentHint(forAnchor: name), at: start)
    } else {
      let hint = name == "'!!str'" ? "; quote the value to make it a string" : ""
      error("tags (\(name)) are not supported\(hint)", at: start)
    }
  }
}
