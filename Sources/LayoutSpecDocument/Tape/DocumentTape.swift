// A document read into one flat array of nodes, in document order: what the decoder walks.
// A node is 12 bytes (line, column and kind, one 32-bit payload); numbers, string bytes
// and keys live in side tables, and the file name is stored once. A tree of `Value`s took
// about 11 times the input and an allocation per object, array and string; the tape takes
// about 3 times and a handful of allocations.
//
// Layout: a scalar is one node; an array is its node followed by its items' subtrees; an
// object is its node followed by, per member, a key node and the value's subtree. A
// container's payload is the index just past its last descendant, so a subtree is skipped
// in one step. While a JSON document is read, an element decoded as soon as its object
// closed (ElementStream.swift) is one node in place of its subtree.

import LayoutSpecEngine

/// A position in a tape's document: 1-based line and column, columns counting Unicode
/// scalars, as `SourceLocation` has them without the file name.
struct LineColumn: Hashable, Comparable {
  var line: UInt32
  var column: UInt32

  init(line: UInt32, column: UInt32) {
    self.line = line
    self.column = column
  }

  init(_ location: SourceLocation) {
    line = UInt32(clamping: location.line)
    column = UInt32(clamping: location.column)
  }

  static func < (a: LineColumn, b: LineColumn) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// A value in a `DocumentTape`: the index of its node.
struct ValueID: Hashable {
  var index: Int
}

/// Sixteen cases at most, raw values 0 to 15 in order: `TapeNode` keeps the kind in 4 bits
/// and reads it back with a bit cast.
enum ValueKind: UInt8 {
  case null, `false`, `true`, number, string, array, object
  /// An object member's key (never a value).
  case key
  /// An element decoded already, where its object was: the payload is its `ElementID`.
  case element
}

/// 12 bytes: the line, the payload, and the kind in the top 4 bits of the column (columns
/// past 2^28 - 1, on a line of more than 256 MiB, read as that).
struct TapeNode {
  var line: UInt32
  private var columnAndKind: UInt32
  /// A number: its index in `numbers`. A string: the offset of its length-prefixed bytes
  /// in `text`. A key: its `KeyID`. An array or object: the index past its subtree. An
  /// element: its `ElementID`.
  var payload: UInt32

  private static let columnBits: UInt32 = 28
  private static let largestColumn: UInt32 = 1 << columnBits - 1

  @inline(__always)
  init(line: UInt32, column: UInt32, payload: UInt32, kind: ValueKind) {
    self.line = line
    columnAndKind = min(column, Self.largestColumn) | UInt32(kind.rawValue) << Self.columnBits
    self.payload = payload
  }

  @inline(__always)
  var kind: ValueKind {
    // Only `init` writes these bits, from a `ValueKind`'s raw value (a failable init here
    // cost the decoder 5% more instructions).
    unsafeBitCast(UInt8(truncatingIfNeeded: columnAndKind >> Self.columnBits), to: ValueKind.self)
  }

  @inline(__always)
  var column: UInt32 { columnAndKind & Self.largestColumn }

  @inline(__always)
  var position: LineColumn { LineColumn(line: line, column: column) }
}

/// An object member on a tape, as the decoder sees it: the key, where the key is, and the
/// value. (`Value.Member` is the public value tree's, with the key as text.)
struct TapeMember: Sendable {
  var key: KeyID
  var keyPosition: LineColumn
  var value: ValueID
  /// 0 for a plain value. Otherwise a `style` that a component use merged over the
  /// component's own: the style objects to merge, in `ComponentTable.styleLayers`, at
  /// index `layers - 1`; `value` is the topmost of them.
  var layers = 0
}

/// A document as one array of nodes, with its numbers, string bytes and keys.
struct DocumentTape: Sendable {
  /// The name every location carries.
  let file: String
  /// The nodes, numbers and string bytes (TapeStorage.swift): the first `nodeCount`
  /// nodes, `numberCount` numbers and `textCount` bytes; past them is room, written over.
  /// A string's bytes follow their length (LEB128).
  private var storage: TapeStorage
  private(set) var nodeCount = 0
  private var numberCount = 0
  private var textCount = 0
  var keys = KeyTable.standard
  /// How many members have the key `type`: about the number of elements, to reserve
  /// room for them.
  private(set) var typeKeyCount = 0

  init(file: String, expectedBytes: Int = 0) {
    self.file = file
    // Room for more than a document usually needs (a feed has a node per 6.5 bytes, a
    // quarter of its bytes in strings, a number per 45 bytes), so that the tape is not
    // copied as it grows: pages never written take no memory.
    storage =
      expectedBytes > 0
      ? TapeStorage(
        nodes: expectedBytes / 4 + 16, numbers: expectedBytes / 16 + 16,
        text: expectedBytes / 2 + 16)
      : TapeStorage(nodes: 0, numbers: 0, text: 0)
  }

  /// The nodes, to read at once (`tape.nodes[index]`).
  var nodes: TapeNodes { TapeNodes(storage.nodes, count: nodeCount) }

  var isEmpty: Bool { nodeCount == 0 }

  /// The first value: the document's.
  var root: ValueID { ValueID(index: 0) }

  // MARK: Building

  // The parser's appends are inlined: as calls, saving and restoring registers cost about
  // as much as the appends themselves. Their additions wrap: counts stay below their
  // storage's capacity, far from `Int.max`.

  /// The state to go back to when a value just read is dropped (a duplicate key's).
  struct Mark {
    fileprivate(set) var nodes: Int
    fileprivate(set) var numbers: Int
    fileprivate(set) var text: Int
  }

  var mark: Mark { Mark(nodes: nodeCount, numbers: numberCount, text: textCount) }

  /// The mark taken when the tape had `index` nodes (at most `nodeCount`), for a parser
  /// that keeps only node indexes: a rewind drops a value's numbers and text with its
  /// nodes, so the first number node and string node since then hold the counts there
  /// were (with none, the counts are unchanged).
  func mark(atNode index: Int) -> Mark {
    var mark = Mark(nodes: index, numbers: numberCount, text: textCount)
    for node in (index..<nodeCount).reversed() {
      switch nodes[node].kind {
      case .number: mark.numbers = Int(nodes[node].payload)
      case .string: mark.text = Int(nodes[node].payload)
      default: break
      }
    }
    return mark
  }

  /// Drops every node added after `mark` was taken.
  mutating func rewind(to mark: Mark) {
    precondition(mark.nodes <= nodeCount && mark.numbers <= numberCount && mark.text <= textCount)
    nodeCount = mark.nodes
    numberCount = mark.numbers
    textCount = mark.text
  }

  /// Drops every node added since the tape had `index` nodes, and the `type` keys counted
  /// since it had counted `typeKeys`: for a value to be read again.
  mutating func rewind(toNode index: Int, typeKeyCount typeKeys: Int) {
    rewind(to: mark(atNode: index))
    typeKeyCount = typeKeys
  }

  /// Writing to a tape whose storage another tape shares would change both: builders
  /// never share theirs (TapeStorage.swift). Checked in debug builds only.
  @inline(__always)
  private mutating func assertUnique() {
    assert(isKnownUniquelyReferenced(&storage), "a tape written while it is shared")
  }

  /// The storage copied if another tape shares it: for a builder that lent its tape to
  /// code that could keep a copy, when it gets it back. Whether it was copied.
  @discardableResult
  mutating func makeUnique() -> Bool {
    if isKnownUniquelyReferenced(&storage) { return false }
    storage = storage.copy(nodes: nodeCount, numbers: numberCount, text: textCount)
    return true
  }

  @inline(__always)
  private mutating func append(_ kind: ValueKind, _ payload: UInt32, at position: LineColumn) {
    assertUnique()
    if nodeCount == storage.nodeCapacity {
      storage.growNodes(to: nodeCount + 1, keeping: nodeCount)
    }
    (storage.nodes + nodeCount).initialize(
      to: TapeNode(line: position.line, column: position.column, payload: payload, kind: kind))
    nodeCount &+= 1
  }

  mutating func appendNull(at position: LineColumn) { append(.null, 0, at: position) }

  mutating func appendBool(_ flag: Bool, at position: LineColumn) {
    append(flag ? .true : .false, 0, at: position)
  }

  @inline(__always)
  mutating func appendNumber(_ number: Double, at position: LineColumn) {
    append(.number, UInt32(truncatingIfNeeded: numberCount), at: position)
    if numberCount == storage.numberCapacity {
      storage.growNumbers(to: numberCount + 1, keeping: numberCount)
    }
    (storage.numbers + numberCount).initialize(to: number)
    numberCount &+= 1
  }

  @inline(__always)
  mutating func appendString(_ bytes: UnsafeBufferPointer<UInt8>, at position: LineColumn) {
    append(.string, UInt32(truncatingIfNeeded: textCount), at: position)
    // The length takes at most 10 bytes.
    let needed = textCount &+ 10 &+ bytes.count
    if needed > storage.textCapacity { storage.growText(to: needed, keeping: textCount) }
    let text = storage.text
    var end = textCount
    var length = bytes.count
    while length >= 0x80 {
      (text + end).initialize(to: UInt8(truncatingIfNeeded: length) | 0x80)
      end += 1
      length >>= 7
    }
    (text + end).initialize(to: UInt8(length))
    end &+= 1
    if let source = bytes.baseAddress {
      (text + end).initialize(from: source, count: bytes.count)
    }
    textCount = end &+ bytes.count
  }

  mutating func appendString(_ string: String, at position: LineColumn) {
    var string = string
    string.withUTF8 { appendString($0, at: position) }
  }

  @inline(__always)
  mutating func appendKey(_ key: KeyID, at position: LineColumn) {
    if key == .type { typeKeyCount &+= 1 }
    append(.key, key.raw, at: position)
  }

  /// Counts `count` members with the key `type` read elsewhere (with `appendElement`).
  mutating func countTypeKeys(_ count: Int) {
    typeKeyCount += count
  }

  /// Adds the node of an element decoded elsewhere (a part of the document read on
  /// another thread, ListParts.swift), as `replace` leaves a decoded element's object.
  mutating func appendElement(_ id: ElementID, at position: LineColumn) {
    append(.element, UInt32(bitPattern: id.index), at: position)
  }

  /// Adds an array's or object's node; its members or items follow, then `close`.
  @inline(__always)
  mutating func open(isObject: Bool, at position: LineColumn) -> Int {
    append(isObject ? .object : .array, 0, at: position)
    return nodeCount &- 1
  }

  /// Ends the container whose node is at `index` after the last node added.
  @inline(__always)
  mutating func close(_ index: Int) {
    assertUnique()
    precondition(UInt(bitPattern: index) < UInt(bitPattern: nodeCount))
    storage.nodes[index].payload = UInt32(truncatingIfNeeded: nodeCount)
  }

  /// Puts the element `id` in place of the object at `index`, the last value on the tape;
  /// `mark` was taken just after the object's node. The object's subtree is dropped.
  mutating func replace(objectAt index: Int, since mark: Mark, with id: ElementID) {
    rewind(to: mark)
    assertUnique()
    let position = nodes[index].position
    storage.nodes[index] = TapeNode(
      line: position.line, column: position.column, payload: UInt32(bitPattern: id.index),
      kind: .element)
  }

  /// A tape of its own holding copies of `values` and their subtrees, with room for those
  /// only, and where each copy starts on it.
  func copying(_ values: [ValueID]) -> (tape: DocumentTape, values: [ValueID]) {
    var room = (nodes: 0, numbers: 0, text: 0)
    for value in values {
      let end = end(value)
      room.nodes += end - value.index
      for index in value.index..<end {
        switch nodes[index].kind {
        case .number: room.numbers += 1
        case .string: room.text += 10 + withStringBytes(ValueID(index: index)) { $0.count }
        default: break
        }
      }
    }
    var copy = DocumentTape(file: file)
    copy.storage = TapeStorage(nodes: room.nodes, numbers: room.numbers, text: room.text)
    let copies = values.map { copy.appendCopy(of: $0, from: self) }
    return (copy, copies)
  }

  /// Appends a copy of `value`'s subtree on `source` and returns where the copy starts.
  /// Its containers' ends move with it; its numbers, strings and keys other than the
  /// decoder's are added to this tape's (a key table shared with a tape still being read
  /// would be copied at its next new key).
  private mutating func appendCopy(of value: ValueID, from source: DocumentTape) -> ValueID {
    let start = nodeCount
    let shift = start - value.index
    for index in value.index..<source.end(value) {
      let node = source.nodes[index]
      let id = ValueID(index: index)
      switch node.kind {
      case .number: appendNumber(source.number(id), at: node.position)
      case .string: source.withStringBytes(id) { appendString($0, at: node.position) }
      case .key:
        var key = KeyID(raw: node.payload)
        if !key.isKnown {
          var text = source.keys.text(key)
          key = text.withUTF8 { keys.intern($0) }
        }
        appendKey(key, at: node.position)
      case .array, .object:
        append(node.kind, UInt32(truncatingIfNeeded: Int(node.payload) + shift), at: node.position)
      case .null, .false, .true, .element: append(node.kind, node.payload, at: node.position)
      }
    }
    return ValueID(index: start)
  }

  // MARK: Handing over

  /// Copies the object at `index`, the last value on the tape (`mark` taken just after its
  /// node), to `batch` for another thread to decode (ElementHandoff.swift): its nodes as
  /// they are, and the numbers and string bytes they point to. `init(file:batch:)` moves
  /// the payloads on the other thread.
  func copySubtree(
    at index: Int, since mark: Mark, parentType: ElementType, depth: Int,
    to batch: inout ElementBatch
  ) {
    batch.elements.push(
      ElementBatch.Entry(
        node: batch.nodes.count, number: batch.numbers.count, text: batch.text.count,
        from: Mark(nodes: index, numbers: mark.numbers, text: mark.text),
        parentType: parentType, depth: depth))
    precondition(
      0 <= index && index <= nodeCount && 0 <= mark.numbers && mark.numbers <= numberCount
        && 0 <= mark.text && mark.text <= textCount)
    batch.nodes.append(UnsafeBufferPointer(start: storage.nodes + index, count: nodeCount - index))
    batch.numbers.append(
      UnsafeBufferPointer(start: storage.numbers + mark.numbers, count: numberCount - mark.numbers))
    batch.text.append(
      UnsafeBufferPointer(start: storage.text + mark.text, count: textCount - mark.text))
  }

  /// The tape of a batch of elements copied by `copySubtree`: each element's payloads
  /// moved from where its nodes, numbers and text were on the parser's tape to where they
  /// are in the batch. The tape takes the batch's memory over (copying the numbers and
  /// text cost 5 instructions a byte on a feed) and frees it: the batch is not freed on
  /// its own.
  init(file: String, batch: ElementBatch) {
    self.file = file
    keys = batch.keys
    storage = TapeStorage(adopting: batch)
    numberCount = batch.numbers.count
    textCount = batch.text.count
    nodeCount = batch.nodes.count
    let elements = batch.elements
    let nodes = storage.nodes
    // Each kind's shift, by raw value: containers', numbers' and strings' payloads move,
    // the others' stay (an addition per node, no branch).
    var shifts = [UInt32](repeating: 0, count: 16)
    shifts.withUnsafeMutableBufferPointer { shifts in
      for number in 0..<elements.count {
        let element = elements[number]
        let end = number + 1 < elements.count ? elements[number + 1].node : nodeCount
        // Wrapping additions: the shifts are negative.
        let nodeShift = UInt32(truncatingIfNeeded: element.node - element.from.nodes)
        shifts[Int(ValueKind.array.rawValue)] = nodeShift
        shifts[Int(ValueKind.object.rawValue)] = nodeShift
        shifts[Int(ValueKind.number.rawValue)] = UInt32(
          truncatingIfNeeded: element.number - element.from.numbers)
        shifts[Int(ValueKind.string.rawValue)] = UInt32(
          truncatingIfNeeded: element.text - element.from.text)
        for index in element.node..<end {
          nodes[index].payload &+= shifts[Int(nodes[index].kind.rawValue)]
        }
      }
    }
  }

  // MARK: Reading

  @inline(__always)
  func kind(_ value: ValueID) -> ValueKind { nodes[value.index].kind }

  @inline(__always)
  func position(_ value: ValueID) -> LineColumn { nodes[value.index].position }

  /// The full location of a value, for a diagnostic.
  func location(_ value: ValueID) -> SourceLocation { location(position(value)) }

  func location(_ position: LineColumn) -> SourceLocation {
    SourceLocation(file: file, line: Int(position.line), column: Int(position.column))
  }

  /// The element an element node stands for.
  func element(_ value: ValueID) -> ElementID { ElementID(Int(nodes[value.index].payload)) }

  /// The value of a number node.
  func number(_ value: ValueID) -> Double {
    let index = Int(nodes[value.index].payload)
    precondition(index < numberCount)
    return storage.numbers[index]
  }

  /// The value of a string node.
  func string(_ value: ValueID) -> String {
    withStringBytes(value) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 bytes of a string node.
  func withStringBytes<R>(_ value: ValueID, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let buffer = UnsafeBufferPointer(start: storage.text, count: textCount)
    var offset = Int(nodes[value.index].payload)
    var length = 0
    var shift = 0
    while offset < textCount {
      let byte = buffer[offset]
      offset += 1
      length |= Int(byte & 0x7F) << shift
      shift += 7
      if byte < 0x80 { break }
    }
    return body(
      UnsafeBufferPointer(rebasing: buffer[offset..<min(offset + length, textCount)]))
  }

  /// Calls `body` with `target`, `other` and the UTF-8 bytes of a string node.
  func withStringBytes<Target, Other, R>(
    _ value: ValueID, updating target: inout Target, and other: inout Other,
    _ body: (inout Target, inout Other, UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    withStringBytes(value) { body(&target, &other, $0) }
  }

  /// The index just past a value's subtree: where its next sibling starts.
  @inline(__always)
  func end(_ value: ValueID) -> Int {
    let node = nodes[value.index]
    return node.kind == .array || node.kind == .object ? Int(node.payload) : value.index + 1
  }

  /// The items of an array node.
  func items(_ array: ValueID) -> Items {
    Items(storage: storage, nodes: nodes, cursor: array.index + 1, end: end(array))
  }

  /// The members of an object node, in document order.
  func members(_ object: ValueID) -> Members {
    Members(storage: storage, nodes: nodes, cursor: object.index + 1, end: end(object))
  }

  /// How many items or members a container has.
  func count(_ container: ValueID) -> Int {
    let end = end(container)
    let step = kind(container) == .object ? 1 : 0
    var count = 0
    var index = container.index + 1
    while index < end {
      index = self.end(ValueID(index: index + step))
      count += 1
    }
    return count
  }

  /// The member named `key` of an object node.
  func member(_ key: KnownKey, of object: ValueID) -> TapeMember? {
    guard kind(object) == .object else { return nil }
    var index = object.index + 1
    let end = end(object)
    while index < end {
      if nodes[index].payload == key.rawValue { return member(at: index) }
      index = self.end(ValueID(index: index + 1))
    }
    return nil
  }

  /// At most how many members the object node `object` has: a member takes two nodes or
  /// more.
  @inline(__always)
  func mostMembers(of object: ValueID) -> Int { (end(object) - object.index - 1) / 2 }

  /// Writes the members of an object node to `buffer` from index `start` on, in document
  /// order, and returns the index past the last; `buffer` has room for `mostMembers(of:)`.
  @inline(__always)
  func writeMembers(
    of object: ValueID, to buffer: UnsafeMutableBufferPointer<TapeMember>, from start: Int
  ) -> Int {
    var slot = start
    var index = object.index + 1
    let end = end(object)
    precondition(start >= 0 && start + mostMembers(of: object) <= buffer.count)
    // The nodes read without a check each: every key and value is before the object's
    // end, checked here once against the tape's count.
    let nodes = self.nodes
    precondition(end <= nodes.count, "an object past the tape's end")
    while index + 1 < end {
      let key = nodes[unchecked: index]
      let value = nodes[unchecked: index + 1]
      buffer[slot] = TapeMember(
        key: KeyID(raw: key.payload), keyPosition: key.position, value: ValueID(index: index + 1))
      slot += 1
      index = value.kind == .array || value.kind == .object ? Int(value.payload) : index + 2
    }
    return slot
  }

  /// The member whose key node is at `index`.
  @inline(__always)
  private func member(at index: Int) -> TapeMember {
    TapeMember(
      key: KeyID(raw: nodes[index].payload), keyPosition: nodes[index].position,
      value: ValueID(index: index + 1))
  }

  struct Items: Sequence, IteratorProtocol {
    /// Kept alive for `nodes`: a tape given a new value meanwhile does not free them. (A
    /// tape is read, never written, while its items or members are walked: growing it
    /// would move `nodes`.)
    fileprivate let storage: TapeStorage
    fileprivate let nodes: TapeNodes
    fileprivate var cursor: Int
    fileprivate let end: Int

    mutating func next() -> ValueID? {
      guard cursor < end else { return nil }
      let item = ValueID(index: cursor)
      let node = nodes[cursor]
      cursor = node.kind == .array || node.kind == .object ? Int(node.payload) : cursor + 1
      return item
    }
  }

  struct Members: Sequence, IteratorProtocol {
    /// Kept alive for `nodes`: a tape given a new value meanwhile does not free them. (A
    /// tape is read, never written, while its items or members are walked: growing it
    /// would move `nodes`.)
    fileprivate let storage: TapeStorage
    fileprivate let nodes: TapeNodes
    fileprivate var cursor: Int
    fileprivate let end: Int

    mutating func next() -> TapeMember? {
      guard cursor + 1 < end else { return nil }
      let key = nodes[cursor]
      let valueIndex = cursor + 1
      let value = nodes[valueIndex]
      cursor = value.kind == .array || value.kind == .object ? Int(value.payload) : valueIndex + 1
      return TapeMember(
        key: KeyID(raw: key.payload), keyPosition: key.position, value: ValueID(index: valueIndex))
    }
  }
}
