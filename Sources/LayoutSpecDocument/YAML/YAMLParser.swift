// The parser of the YAML-like subset: its state, the frame stack and delivering values; the
// block context is YAMLBlock.swift and the flow context YAMLFlow.swift.
//
// Instead of recursing, the parser keeps the collections being read in `stack` (block mappings
// and sequences by their indentation, flow collections) and runs one step at a time in `mode`:
// expecting a block node, after a block node (where indentation closes collections), or inside
// flow collections (YAMLFlow.swift). Deep nesting therefore costs heap, never call stack, and
// stops with an error at `maximumDepth`. Every step either consumes input or changes the stack
// towards its end; `parse()` also stops, with an internal error, if that ever fails to hold.
//
// After an error the parser recovers where it sensibly can (skipping the rest of an entry, closing
// an unclosed flow collection) so that one run reports several errors. What it builds is
// returned only while every error left the tree as written (duplicate keys: the first is kept);
// that is the readers' contract, so the decoder can report its findings in the same run.

struct YAMLParser {
  /// Collections nested deeper than this are an error (no input can exhaust the stack or heap).
  static let maximumDepth = 512
  /// Mappings with more members than this find duplicates through a dictionary.
  static let linearKeySearchLimit = 16
  /// Past this many errors the parser stops, so no input can make it collect without end.
  /// The same number as the JSON reader's limit, so that the report that cuts errors there
  /// sees one more than it keeps and says so.
  static let errorLimit = 100

  enum FrameKind {
    case blockSequence, blockMapping, flowSequence, flowMapping
    /// A single-pair mapping written inside a flow sequence: `[a: 1]`.
    case flowPair

    var isFlow: Bool { self != .blockSequence && self != .blockMapping }
  }

  /// Where a flow collection is: `.entry` right after its opening bracket or a `,` (a key in a
  /// mapping), `.afterKey` after a mapping key, `.value` after `:`, `.afterEntry` after an entry.
  enum FlowState { case entry, afterKey, value, afterEntry }

  /// A collection being read.
  struct Frame {
    var kind: FrameKind
    /// Block: the column (0-based) of the entries. Flow: that of the enclosing block collection,
    /// which the flow collection's lines must be indented past.
    var indent: Int
    var location: SourceLocation
    /// A block sequence at the same indentation as the key that holds it (`key:\n- a`).
    var indentless = false
    var items: [Value] = []
    var members: [Value.Member] = []
    /// Member positions by key, kept once a mapping outgrows `linearKeySearchLimit`.
    var memberIndex: [String: Int] = [:]
    /// The key whose value is being read, and whether its member is kept (not a duplicate).
    var key = ""
    var keyLocation: SourceLocation
    var keyIsValid = false
    /// Where a missing value is placed: just after its `:`.
    var emptyValueLocation: SourceLocation
    var flowState = FlowState.entry

    init(_ kind: FrameKind, indent: Int, at location: SourceLocation) {
      self.kind = kind
      self.indent = indent
      self.location = location
      self.keyLocation = location
      self.emptyValueLocation = location
    }
  }

  /// What precedes a block node on its line.
  enum Inline { case lineStart, afterDash, afterColon, afterDocumentStart }

  /// Where a block node is expected.
  struct NodeContext {
    /// The node's lines must be indented past this column (0-based; -1 for the root).
    var parentIndent: Int
    var inline: Inline
    /// The line of the `-`, `:` or `---` before the node.
    var indicatorLine: Int
    /// The location of the null that an empty node gives.
    var emptyLocation: SourceLocation
    /// A mapping value may be a sequence at its key's indentation.
    var allowsIndentlessSequence = false
  }

  enum Mode {
    case node(NodeContext)
    case afterNode
    case flow
    case done
  }

  let bytes: [UInt8]
  let file: String
  var pos = 0
  var line = 1
  var column = 1
  var diagnostics: [Diagnostic] = []
  var stack: [Frame] = []
  var root: Value?
  var mode = Mode.done
  /// The line the last node ended on: anything else on it is an error.
  var lastEndLine = 0
  /// The text of the last node when it was a scalar (nil for a collection), for messages.
  var lastScalarText: String?
  /// Where the last node started: a collection followed by `:` is reported there.
  var lastNodeLocation: SourceLocation?
  /// Whether the tree still says everything the document says: no error so far lost or
  /// changed anything (a duplicate key, whose first value is kept, does not).
  var faithful = true
  /// Set past `errorLimit` errors: the parser stops.
  var stopped = false
  /// Values delivered so far, and how many may be (`DocumentLimits.yamlValueLimit`): a value
  /// costs about 80 bytes, and `- 0` lines are four bytes each.
  var valueCount = 0
  var valueLimit = DocumentLimits.yamlValueLimit

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// Reports an error; `lossless` when the tree still says what the document says.
  mutating func error(_ message: String, at location: SourceLocation, lossless: Bool = false) {
    guard !stopped else { return }
    diagnostics.append(Diagnostic(.error, message, at: location))
    if !lossless { faithful = false }
    if diagnostics.count > Self.errorLimit {
      faithful = false
      stopped = true
    }
  }

  // MARK: Driving

  /// Reads the document. The value is nil when an error lost or changed anything (the
  /// readers' contract: a value whenever it says everything the document says).
  mutating func parse() -> Value? {
    startDocument()
    var lastPosition = -1
    var stalledSteps = 0
    loop: while !stopped {
      if pos == lastPosition {
        stalledSteps += 1
        if stalledSteps > 4 * Self.maximumDepth + 64 {
          error("internal error: the YAML reader stopped making progress", at: location)
          break loop
        }
      } else {
        lastPosition = pos
        stalledSteps = 0
      }
      switch mode {
      case .node(let context): parseBlockNode(context)
      case .afterNode: afterBlockNode()
      case .flow: flowStep()
      case .done: break loop
      }
    }
    if root == nil && diagnostics.isEmpty {
      // At the end, where a value was looked for (as the JSON reader reports it).
      error("the document is empty", at: location)
    }
    return faithful ? root : nil
  }

  /// Reads directives (an error) and `---` before the root.
  mutating func startDocument() {
    skipToNextToken(inFlow: false)
    while column == 1 && peek() == UInt8(ascii: "%") {
      error("directives (\(tokenDescription())) are not supported", at: location)
      skipToEndOfLine()
      skipToNextToken(inFlow: false)
    }
    var context = NodeContext(
      parentIndent: -1, inline: .lineStart, indicatorLine: 0, emptyLocation: location)
    if atDocumentMarker && peek() == UInt8(ascii: "-") {
      context.indicatorLine = line
      advance(3)
      context.inline = .afterDocumentStart
      context.emptyLocation = location
    }
    mode = .node(context)
  }

  // MARK: Delivering values

  /// Hands a finished value to the collection being read (or makes it the root) and moves on.
  /// `endLine` is the line it ended on (0: nothing may follow on no line).
  mutating func deliver(_ value: Value, endLine: Int) {
    valueCount += 1
    if valueCount > valueLimit {
      error(
        "the document has more than \(valueLimit) values (numbers, strings, sequences and "
          + "mappings), more than layoutspec reads", at: value.location)
      stopped = true
      mode = .done
      return
    }
    lastEndLine = endLine
    lastNodeLocation = value.location
    var value = value
    while let i = stack.indices.last {
      switch stack[i].kind {
      case .blockSequence:
        stack[i].items.append(value)
        mode = .afterNode
      case .blockMapping:
        addMember(value, to: i)
        mode = .afterNode
      case .flowSequence:
        stack[i].items.append(value)
        stack[i].flowState = .afterEntry
        mode = .flow
      case .flowMapping:
        if stack[i].flowState == .entry {
          // Scalars are read as keys directly; a collection here is a complex key.
          error("complex keys (a collection as a key) are not supported", at: value.location)
          stack[i].keyIsValid = false
          stack[i].keyLocation = value.location
          stack[i].flowState = .afterKey
        } else {
          addMember(value, to: i)
          stack[i].flowState = .afterEntry
        }
        mode = .flow
      case .flowPair:
        let pair = stack.removeLast()
        let members =
          pair.keyIsValid
          ? [Value.Member(key: pair.key, keyLocation: pair.keyLocation, value: value)] : []
        value = Value(.object(members), at: pair.location)
        continue
      }
      return
    }
    root = value
    mode = .afterNode
  }

  /// Delivers a scalar's value, remembering its text for messages.
  mutating func deliverScalar(_ content: Value.Content, text: String, at location: SourceLocation) {
    lastScalarText = text
    deliver(Value(content, at: location), endLine: line)
  }

  /// The value of a plain scalar (YAML 1.2 core schema); NaN and infinities are errors.
  mutating func plainValue(_ text: String, at location: SourceLocation) -> Value.Content {
    switch Self.resolvePlain(text) {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let n): return .number(n)
    case .string: return .string(text)
    case .infinity:
      error(
        "'\(text)' is not a number in a document; where infinity is allowed, write the string "
          + "\"inf\"", at: location)
    case .notANumber:
      error("'\(text)' is not a number in a document: documents have no NaN", at: location)
    case .outOfRange:
      error("number out of range: \(text)", at: location)
    }
    return .string(text)
  }

  /// Starts reading the value of `key` in the mapping at `i`; a merge key or a duplicate is an
  /// error and its member is dropped.
  mutating func setKey(_ key: String, at location: SourceLocation, isPlain: Bool, frame i: Int) {
    stack[i].key = key
    stack[i].keyLocation = location
    stack[i].keyIsValid = false
    if isPlain && key == "<<" {
      error(
        "merge keys ('<<') are not supported; 'use: NAME' lays a component's keys under the "
          + "element's own (docs/format.md, section 6)", at: location)
    } else if let first = firstKeyLocation(key, frame: i) {
      error(
        "duplicate key \(Self.quote(key)) (first given at \(first.line):\(first.column))",
        at: location, lossless: true)
    } else {
      stack[i].keyIsValid = true
    }
  }

  func firstKeyLocation(_ key: String, frame i: Int) -> SourceLocation? {
    if stack[i].members.count <= Self.linearKeySearchLimit {
      return stack[i].members.first { $0.key == key }?.keyLocation
    }
    return stack[i].memberIndex[key].map { stack[i].members[$0].keyLocation }
  }

  mutating func addMember(_ value: Value, to i: Int) {
    guard stack[i].keyIsValid else { return }
    stack[i].keyIsValid = false
    let member = Value.Member(key: stack[i].key, keyLocation: stack[i].keyLocation, value: value)
    stack[i].members.append(member)
    let count = stack[i].members.count
    if count == Self.linearKeySearchLimit + 1 {
      for (k, m) in stack[i].members.enumerated() { stack[i].memberIndex[m.key] = k }
    } else if count > Self.linearKeySearchLimit + 1 {
      stack[i].memberIndex[member.key] = count - 1
    }
  }

  /// Pushes a collection, or stops the document when that nests too deep.
  mutating func push(_ frame: Frame) -> Bool {
    guard stack.count < Self.maximumDepth else {
      error("collections are nested deeper than \(Self.maximumDepth) levels", at: frame.location)
      mode = .done
      return false
    }
    stack.append(frame)
    return true
  }

  /// Closes the innermost block collection and hands it to its parent.
  mutating func popBlock() {
    let frame = stack.removeLast()
    let content: Value.Content =
      frame.kind == .blockSequence ? .array(frame.items) : .object(frame.members)
    lastScalarText = nil
    deliver(Value(content, at: frame.location), endLine: lastEndLine)
  }

  // MARK: Scalar tokens

  /// A scalar as scanned, before it is known to be a key or a value.
  struct ScalarToken {
    enum Style {
      /// A plain scalar's first line (it may continue on the lines below).
      case plain(Range<Int>)
      case quoted
      case alias
    }

    var style: Style
    var text: String
    var multiLine = false

    var isPlain: Bool {
      if case .plain = style { return true }
      return false
    }
  }

  /// Scans the scalar at the cursor: quoted, an alias (an error; null), or plain, whose first
  /// line only is scanned. A character that cannot start a plain scalar is an error, and the
  /// scalar is read as plain anyway.
  mutating func scanScalarToken(inFlow: Bool) -> ScalarToken {
    let start = location
    let b = peek()
    switch b {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      let (text, multiLine) = scanQuoted()
      return ScalarToken(style: .quoted, text: text, multiLine: multiLine)
    case UInt8(ascii: "*"):
      let name = tokenDescription()
      let range = scanPlainLine(inFlow: inFlow)
      error(
        "aliases (\(name)) are not supported" + Self.componentHint(forAnchor: name), at: start)
      return ScalarToken(style: .alias, text: String(decoding: bytes[range], as: UTF8.self))
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      error(
        "block scalars ('\(Character(Unicode.Scalar(b)))') are not allowed inside a flow collection",
        at: start)
    case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: ","),
      UInt8(ascii: "]"), UInt8(ascii: "}"):
      error(
        "'\(Character(Unicode.Scalar(b)))' cannot start a plain value; quote the value", at: start)
    default:
      break
    }
    let range = scanPlainLine(inFlow: inFlow)
    return ScalarToken(style: .plain(range), text: String(decoding: bytes[range], as: UTF8.self))
  }
}

extension YAMLParser.Inline: CustomStringConvertible {
  /// How messages name what a node follows on its line.
  var description: String {
    switch self {
    case .lineStart: return "the line's start"
    case .afterDash: return "'-'"
    case .afterColon: return "its key"
    case .afterDocumentStart: return "'---'"
    }
  }
}
