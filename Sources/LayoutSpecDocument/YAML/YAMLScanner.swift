// Scanning for the YAML-like subset: the cursor over the document's bytes, whitespace and
// comments, and plain scalars; quoted and block scalars are YAMLScalars.swift.
// The input is valid UTF-8 with `\n` line breaks and no NUL (YAMLReader.prepare), so byte 0
// stands for the end of the document. Columns count Unicode scalars: the cursor moves byte by
// byte and counts every byte that does not continue a UTF-8 sequence.
//
// Left out: tabs are never indentation (docs/format.md section 7: spaces only); a quoted
// scalar's continuation lines and a plain scalar's in flow context are not checked against
// the block indentation.

extension YAMLParser {
  // MARK: The cursor

  /// A saved cursor position.
  struct Mark {
    var pos: Int
    var line: Int
    var column: Int
  }

  var mark: Mark { Mark(pos: pos, line: line, column: column) }

  mutating func reset(to mark: Mark) {
    pos = mark.pos
    line = mark.line
    column = mark.column
  }

  /// The byte `offset` bytes ahead, or 0 past the end.
  @inline(__always)
  func peek(_ offset: Int = 0) -> UInt8 {
    let i = pos + offset
    return i < bytes.count ? bytes[i] : 0
  }

  var atEnd: Bool { pos >= bytes.count }

  var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// Moves past one byte, keeping line and column.
  @inline(__always)
  mutating func advance() {
    let b = bytes[pos]
    pos += 1
    if b == Self.newline {
      line += 1
      column = 1
    } else if b & 0xC0 != 0x80 {
      column += 1
    }
  }

  mutating func advance(_ count: Int) {
    for _ in 0..<count { advance() }
  }

  /// Moves past the Unicode scalar at the cursor.
  mutating func advanceScalar() {
    advance()
    while !atEnd && peek() & 0xC0 == 0x80 { advance() }
  }

  // MARK: Character classes

  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")

  @inline(__always)
  static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }

  /// A space, a tab, a line break or the end of the document.
  @inline(__always)
  static func isBlankOrEnd(_ b: UInt8) -> Bool { b == space || b == tab || b == newline || b == 0 }

  @inline(__always)
  static func isFlowIndicator(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return true
    default:
      return false
    }
  }

  /// `- ` (a block sequence entry) at the cursor.
  var atSequenceEntry: Bool { peek() == UInt8(ascii: "-") && Self.isBlankOrEnd(peek(1)) }

  /// `:` that indicates a value: followed by a blank, a line break or the end, or (in flow
  /// context) a flow indicator. Otherwise `:` belongs to a plain scalar (`http://x`, `a:b`).
  func atValueIndicator(inFlow: Bool) -> Bool {
    guard peek() == UInt8(ascii: ":") else { return false }
    let next = peek(1)
    return Self.isBlankOrEnd(next) || (inFlow && Self.isFlowIndicator(next))
  }

  /// `---` or `...` alone at the start of a line.
  var atDocumentMarker: Bool {
    guard column == 1 else { return false }
    let b = peek()
    guard b == UInt8(ascii: "-") || b == UInt8(ascii: ".") else { return false }
    return peek(1) == b && peek(2) == b && Self.isBlankOrEnd(peek(3))
  }

  // MARK: Whitespace and comments

  mutating func skipBlanks() {
    while Self.isBlank(peek()) { advance() }
  }

  /// Moves to the line break (or the end) that ends the current line.
  mutating func skipToEndOfLine() {
    while !atEnd && peek() != Self.newline { advance() }
  }

  /// Skips spaces, tabs, comments and line breaks up to the next token. In block context a tab
  /// in a token's indentation is an error (docs/format.md section 7: spaces only). Returns whether a line break was
  /// crossed, that is, whether the token is the first on its line.
  @discardableResult
  mutating func skipToNextToken(inFlow: Bool) -> Bool {
    var crossedLine = false
    var inIndentation = column == 1
    var tab: SourceLocation?
    while true {
      let b = peek()
      if b == Self.space {
        advance()
      } else if b == Self.tab {
        if inIndentation && tab == nil { tab = location }
        advance()
      } else if b == Self.newline {
        advance()
        crossedLine = true
        inIndentation = true
        tab = nil
      } else if b == UInt8(ascii: "#") {
        skipToEndOfLine()
      } else {
        break
      }
    }
    if let tab, !inFlow, !atEnd {
      error("tab character in indentation; indent with spaces", at: tab)
    }
    return crossedLine
  }

  /// `'name'` for messages: the token at the cursor up to the next blank, `: ` or flow
  /// indicator (its first character always), at most 24 scalars.
  func tokenDescription() -> String {
    var end = pos
    var count = 0
    while end < bytes.count && !Self.isBlankOrEnd(bytes[end]) {
      if end > pos {
        let b = bytes[end]
        if Self.isFlowIndicator(b) { break }
        if b == UInt8(ascii: ":") && (end + 1 == bytes.count || Self.isBlankOrEnd(bytes[end + 1])) {
          break
        }
      }
      if bytes[end] & 0xC0 != 0x80 {
        if count == 24 { break }
        count += 1
      }
      end += 1
    }
    if end == pos { end = min(pos + 1, bytes.count) }
    let truncated = count == 24 && end < bytes.count && !Self.isBlankOrEnd(bytes[end])
    return "'" + String(decoding: bytes[pos..<end], as: UTF8.self) + (truncated ? "...'" : "'")
  }

  /// What to write instead of an anchor or an alias (`'&base'`, `'*base'`, as
  /// `tokenDescription` gives them): a component, which is how a description reuses an
  /// element, named as the anchor was.
  static func componentHint(forAnchor description: String) -> String {
    let name = description.dropFirst(2).dropLast()
    let component = name.isEmpty || name.hasSuffix("...") ? "NAME" : String(name)
    return "; to reuse an element, declare it under 'components' as '\(component)' and write "
      + "'use: \(component)' where it goes (docs/format.md, section 6)"
  }

  /// `'text'` for messages, shortened and with line breaks visible.
  static func quote(_ text: String) -> String {
    var shown =
      text.unicodeScalars.count > 40 ? String(text.unicodeScalars.prefix(40)) + "..." : text
    shown = shown.replacingNewlines()
    return "'" + shown + "'"
  }

  // MARK: Plain scalars

  /// Scans the rest of a plain scalar's line. The scalar at the cursor is taken whatever it is
  /// (the caller decided a plain scalar starts here); after it the line ends at `: `, ` #`, the
  /// line break and, in flow context, at a flow indicator. Trailing blanks stay unscanned.
  mutating func scanPlainLine(inFlow: Bool) -> Range<Int> {
    let start = pos
    advanceScalar()
    while true {
      let b = peek()
      if b == Self.newline || b == 0 { break }
      if b == Self.space || b == Self.tab {
        var k = 1
        while Self.isBlank(peek(k)) { k += 1 }
        let next = peek(k)
        if next == Self.newline || next == 0 || next == UInt8(ascii: "#") { break }
        if inFlow && Self.isFlowIndicator(next) { break }
        if next == UInt8(ascii: ":") {
          let after = peek(k + 1)
          if Self.isBlankOrEnd(after) || (inFlow && Self.isFlowIndicator(after)) { break }
        }
        advance(k)
        continue
      }
      if atValueIndicator(inFlow: inFlow) { break }
      if inFlow && Self.isFlowIndicator(b) { break }
      advance()
    }
    return start..<pos
  }

  /// Continues a plain scalar whose first line is `first` over the lines that follow it, folding
  /// each line break into a space and each empty line into `\n` (YAML 1.2 7.3.3). A line
  /// continues the scalar when it is indented more than `parentIndent` and is not a comment, a
  /// document marker, a line that starts with `: ` (or, in flow context, a flow indicator) or,
  /// in block context, a `key: value` line.
  mutating func continuePlain(_ first: Range<Int>, parentIndent: Int, inFlow: Bool) -> String {
    var text: [UInt8]?
    while true {
      let end = mark
      skipBlanks()
      guard peek() == Self.newline else {
        reset(to: end)
        break
      }
      var breaks = 0
      var tab: SourceLocation?
      while peek() == Self.newline {
        advance()
        breaks += 1
        tab = nil
        while Self.isBlank(peek()) {
          if peek() == Self.tab && tab == nil { tab = location }
          advance()
        }
      }
      let b = peek()
      if atEnd || b == UInt8(ascii: "#") || column - 1 <= parentIndent || atDocumentMarker
        || atValueIndicator(inFlow: inFlow) || (inFlow && Self.isFlowIndicator(b))
      {
        reset(to: end)
        break
      }
      let next = scanPlainLine(inFlow: inFlow)
      if !inFlow {
        // `key: value` below a plain value is never its continuation (YAML: an implicit key
        // is on one line) but a mapping entry indented too far: leave it to be reported so.
        let afterLine = mark
        skipBlanks()
        let isEntry = atValueIndicator(inFlow: false)
        reset(to: afterLine)
        if isEntry {
          reset(to: end)
          break
        }
        if let tab { error("tab character in indentation; indent with spaces", at: tab) }
      }
      if text == nil { text = Array(bytes[first]) }
      if breaks == 1 {
        text?.append(Self.space)
      } else {
        text?.append(contentsOf: repeatElement(Self.newline, count: breaks - 1))
      }
      text?.append(contentsOf: bytes[next])
    }
    return text.map { String(decoding: $0, as: UTF8.self) }
      ?? String(decoding: bytes[first], as: UTF8.self)
  }
}

extension String {
  /// The string with line breaks shown as `\n`, for messages.
  fileprivate func replacingNewlines() -> String {
    guard contains("\n") else { return self }
    return split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
  }
}
