// Numbers written as `"= EXPR"` (docs/format.md section 3.10). An expression that reads no
// size is a number like any other. One that reads the constrained size (`max.width`) or
// the safe area (`safeArea.top`) has no value until layout: the element is decoded with a stand-in value that passes every
// check, and the tree gets a `SizeBinding` that decodes the element's own keys again, with
// the size, whenever layout reaches its scope at a new size. Errors found then (a width
// negative at this size) become warnings that name the size, and the key keeps its
// default, as an invalid key does.

import LayoutSpecEngine

/// What the decoder tracks for size-bound values. A class, so that the decoder's
/// recursive frames grow by one reference only (DocumentReaderTests'
/// deepDocumentsDecodeOnASmallStack).
final class SizeExpressionState {
  /// The size the expressions read, when decoding an element again for a size; nil
  /// while reading the document.
  var size: SizeRange?
  /// The tree's safe area, when decoding again for a size.
  var safeArea = EdgeInsets.zero
  /// The scopes open around the element being decoded: a token per node whose `layout`
  /// is being decoded, innermost last. None: the root's range.
  var openScopes: [Int] = []
  var nextScope = 0
  /// The element each scope token became.
  var scopeElements: [Int: ElementID] = [:]
  var bindings: [PendingBinding] = []
  /// When an element is decoded again with stand-ins (SizeExpressionProbe): the run, and
  /// the expressions met so far, in order.
  var probeRun: Int?
  var probed: [SizeExpression] = []
  /// Where a value that failed its key's checks at `size` was kept all the same, as
  /// Texture keeps it (a ratio): its warning says so instead of "ignored".
  var keptDespiteErrors: Set<LineColumn> = []
  /// Every binding's probe, for the document.
  var probes: [SizeExpressionProbe] = []
  /// The document's expressions, parsed once: layout decodes elements again per size.
  var parsed = ParsedExpressions()

  struct PendingBinding {
    var element: ElementID
    /// A token of `scopeElements`, or nil for the root's range.
    var scope: Int?
    var resolve: @Sendable (SizeRange, EdgeInsets) -> ResolvedElement
    var probe: @Sendable (Int) -> (ResolvedElement, [SizeExpression])
  }

  init(size: SizeRange? = nil, safeArea: EdgeInsets = .zero) {
    self.size = size
    self.safeArea = safeArea
  }
}

/// The expressions of one document by their text: what an expression means depends on
/// its text only. (Not by their value's place on the tape: while a document is read, a
/// decoded element's place is taken by the next one's values.) Written only while the
/// document is decoded; afterwards the bindings of every size share it, read only, which
/// is why it may cross threads.
final class ParsedExpressions: @unchecked Sendable {
  private(set) var byText: [String: SizeExpression] = [:]

  func store(_ expression: SizeExpression, for text: String) { byText[text] = expression }

  subscript(text: String) -> SizeExpression? { byText[text] }
}

extension DocumentDecoder {
  /// The value of the expression string `value` for `key`; nil (reported) when it is not
  /// a valid expression or its value is not finite.
  @inline(never)
  mutating func expressionNumber(_ value: ValueID, _ key: String) -> Double? {
    let text = tape.string(value)
    let expression: SizeExpression
    if let known = sizeExpressions.parsed[text] {
      expression = known
    } else {
      switch SizeExpression.parse(text) {
      case .success(let parsed):
        expression = parsed
        // Decoding again for a size (`size` set) reads the cache only: it is shared.
        if sizeExpressions.size == nil, sizeExpressions.probeRun == nil {
          sizeExpressions.parsed.store(parsed, for: text)
        }
      case .failure(let failure):
        // Inside the quotes the docs write expressions in.
        var position = tape.position(value)
        position.column += UInt32(clamping: failure.offset + 1)
        error("invalid expression in '\(key)': \(failure.message)", at: position)
        return nil
      }
    }
    let result: Double
    if expression.readsSize {
      if let run = sizeExpressions.probeRun {
        sizeExpressions.probed.append(expression)
        return SizeExpressionProbe.standIn(sizeExpressions.probed.count - 1, run: run)
      }
      guard let size = sizeExpressions.size else {
        // Known at layout: a stand-in that every key's checks accept.
        valueReadsSize = true
        return 1
      }
      result = expression.value(in: size, safeArea: sizeExpressions.safeArea)
    } else {
      result = expression.value(in: .unconstrained)
    }
    guard result.isFinite else {
      error(
        "'\(key)' must be a finite number, and \(text.dropFirst().trimmingSpaces) is "
          + (result.isNaN ? "not a number" : result > 0 ? "infinite" : "-infinite"),
        at: value)
      return nil
    }
    return result == 0 ? 0 : result
  }

  /// When decoding again at a size: the value of a `ratio` expression that failed its
  /// checks there (not finite, or not positive), which Texture lays out with as it is;
  /// its place is noted for the warning. Nil otherwise.
  mutating func ratioKeptAtSize(_ p: Properties) -> Double? {
    guard let size = sizeExpressions.size, let value = value(of: .ratio, in: p),
      tape.kind(value) == .string, case let text = tape.string(value),
      let expression = sizeExpressions.parsed[text]
    else { return nil }
    sizeExpressions.keptDespiteErrors.insert(tape.position(value))
    return expression.value(in: size, safeArea: sizeExpressions.safeArea)
  }

  /// Opens the scope of a node's `layout`; returns its token.
  mutating func openSizeScope() -> Int {
    let token = sizeExpressions.nextScope
    sizeExpressions.nextScope += 1
    sizeExpressions.openScopes.append(token)
    return token
  }

  mutating func closeSizeScope() {
    sizeExpressions.openScopes.removeLast()
  }

  /// After element `id` was added: remembers a node's scope token, and binds the element
  /// when its own values read the size.
  @inline(never)
  mutating func bindSizeExpressions(
    of id: ElementID, header: ElementHeader, readsSize: Bool
  ) {
    if header.layoutScope >= 0 { sizeExpressions.scopeElements[header.layoutScope] = id }
    guard readsSize else { return }
    let (tape, members, styleMember) = keptValues(
      Array(memberStack[header.properties.members]), style: header.givenStyle.member)
    var rebased = header.properties
    rebased.members = 0..<members.count
    rebased.present &= ~ElementKeys.elementHoldingBits
    let properties = rebased
    let (components, type) = (self.components, header.type)
    let parsed = sizeExpressions.parsed
    // The document's fonts, which the tree's font indexes point into (a copy per use:
    // decoding writes into it).
    let documentText = textState
    // The element's keys decoded again, for a size or, with stand-ins, for a probe.
    let redecode: @Sendable (SizeExpressionState) -> (ResolvedElement, [SizeExpression]) = {
      state in
      var decoder = DocumentDecoder(tape: tape)
      decoder.sizeExpressions = state
      decoder.sizeExpressions.parsed = parsed
      decoder.textState = documentText.copied()
      decoder.components = components
      decoder.memberStack = MemberStack(members)
      let style = styleMember.map { decoder.decodeStyle($0) } ?? DecodedStyle()
      let kind = decoder.decodePayload(type, properties, given: style.given)
      let warnings = decoder.diagnostics.filter { $0.severity == .error }.map {
        let kept = state.keptDespiteErrors.contains(
          LineColumn(
            line: UInt32(clamping: $0.location.line), column: UInt32(clamping: $0.location.column)))
        return LayoutWarning(
          line: $0.location.line, column: $0.location.column,
          message: "\($0.message) when the constrained size is "
            + "\(state.size.map(SizeSyntax.describe) ?? "unknown")"
            + (state.safeArea == .zero
              ? "" : " and the safe area is \(SafeAreaSyntax.describe(state.safeArea))")
            + (kept
              ? "; Texture's release builds lay out with it as it is (ASRatioLayoutSpec only "
                + "asserts a positive ratio), and so does the layout at this size"
              : "; the key is ignored at this size"))
      }
      return (ResolvedElement(style: style.style, kind: kind, warnings: warnings), state.probed)
    }
    if header.type == .button {
      // Each value that reads the size is the error, where it is written.
      var positions: [LineColumn] = []
      for member in memberStack[header.properties.members] {
        sizeReadingValues(in: member.value, into: &positions)
      }
      if let style = header.givenStyle.member {
        sizeReadingValues(in: style.value, into: &positions)
      }
      if positions.isEmpty { positions = [header.properties.position] }
      for position in positions {
        error(
          "a 'button' builds its own spec when it is read: its keys cannot read the constrained "
            + "size or the safe area",
          at: position)
      }
      return
    }
    sizeExpressions.bindings.append(
      .init(
        element: id, scope: sizeExpressions.openScopes.last,
        resolve: { size, safeArea in
          redecode(SizeExpressionState(size: size, safeArea: safeArea)).0
        },
        probe: { run in
          let state = SizeExpressionState()
          state.probeRun = run
          return redecode(state)
        }))
  }

  /// Where the expressions in `value` (a string, or strings in lists and objects) that
  /// read the size are, in document order.
  private func sizeReadingValues(in value: ValueID, into positions: inout [LineColumn]) {
    switch tape.kind(value) {
    case .string:
      let text = tape.string(value)
      guard SizeExpression.isExpression(text) else { return }
      if let expression = sizeExpressions.parsed[text] ?? (try? SizeExpression.parse(text).get()),
        expression.readsSize
      {
        positions.append(tape.position(value))
      }
    case .array:
      for item in tape.items(value) { sizeReadingValues(in: item, into: &positions) }
    case .object:
      for member in tape.members(value) { sizeReadingValues(in: member.value, into: &positions) }
    default:
      return
    }
  }

  /// The tape a binding keeps and the element's members and style on it: a tape of their
  /// values alone, without the members that hold its children (decoding its own keys again
  /// reads none of them; from a whole tape they are the children's whole subtrees). While
  /// a document is read, the parser writes over its tape after each element, and a binding
  /// that kept that tape had it copied whole, once per binding: an 11,000-cell list whose
  /// cells read the width took 3.3 s and 1.3 GB to read. A style merged from a component's
  /// names its layers by their place on the document's tape, which is decoded whole and
  /// not written afterwards: that tape is kept as it is.
  private func keptValues(_ all: [TapeMember], style: TapeMember?)
    -> (DocumentTape, [TapeMember], TapeMember?)
  {
    let members = all.filter { member in
      member.key.known.map { ElementKeys.elementHoldingBits & 1 << UInt64($0.rawValue) == 0 }
        ?? true
    }
    if (style?.layers ?? 0) > 0 || members.contains(where: { $0.layers > 0 }) {
      return (tape, members, style)
    }
    var values = members.map(\.value)
    if let style, !values.contains(style.value) { values.append(style.value) }
    let (kept, copies) = tape.copying(values)
    var moved = members
    for index in moved.indices { moved[index].value = copies[index] }
    var movedStyle = style
    if let style {
      movedStyle?.value = copies[values.firstIndex(of: style.value)!]
    }
    return (kept, moved, movedStyle)
  }

  /// The tree's bindings, once every scope's node is known.
  mutating func finishSizeBindings() {
    let state = sizeExpressions
    guard !state.bindings.isEmpty else { return }
    tree.sizeBindings = state.bindings.map { binding in
      SizeBinding(
        element: binding.element, scope: binding.scope.flatMap { state.scopeElements[$0] },
        resolve: binding.resolve)
    }
    state.probes = state.bindings.map { SizeExpressionProbe(element: $0.element, decode: $0.probe) }
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
