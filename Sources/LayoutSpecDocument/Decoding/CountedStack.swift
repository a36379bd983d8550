// The decoder's stacks (the members of the elements being decoded, the headers of those
// whose children are, and those children; the stream's open containers), as stacks by
// count over an array that never shrinks: popping is setting the count, and a push writes
// over a stale value. Array's `removeLast` moves the value out and asks whether the array
// is shared (about 50 instructions for a 128-byte header), `removeLast(_:)` goes through
// the general `replaceSubrange`, and an append asks at each value whether the array is
// shared.

import LayoutSpecEngine

/// `count` values, at indexes 0 up to `count`; past them, stale ones that pushes write over.
struct CountedStack<Element> {
  private var storage: [Element]
  private(set) var count = 0

  init(_ values: [Element] = []) {
    storage = values
    count = values.count
  }

  /// The innermost value's index, if any.
  var top: Int? { count > 0 ? count - 1 : nil }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      precondition(index < count, "stack index out of range")
      return storage[index]
    }
    _modify {
      precondition(index < count, "stack index out of range")
      yield &storage[index]
    }
  }

  subscript(range: Range<Int>) -> ArraySlice<Element> {
    precondition(range.upperBound <= count, "stack range out of range")
    return storage[range]
  }

  /// Calls `body` with the values at `range`, in place: a slice would retain the storage
  /// for as long as `body` runs, and the subscript checks every index twice.
  @inline(__always)
  func withValues<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "stack range out of range")
    return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  @inline(__always)
  mutating func push(_ value: Element) {
    if count < storage.count {
      storage[count] = value
    } else {
      storage.append(value)
    }
    count += 1
  }

  /// Pushes `values` (a use's expansion, a merged style).
  mutating func push(contentsOf values: some Collection<Element>) {
    for value in values { push(value) }
  }

  /// Pushes the values `write` stores from index `start` of the stack's memory, at most
  /// `most` of them: it returns the count after the last one. The room is filled with
  /// `filler` first, which `write` writes over.
  @inline(__always)
  mutating func push(
    atMost most: Int, filler: Element,
    _ write: (_ memory: UnsafeMutableBufferPointer<Element>, _ start: Int) -> Int
  ) {
    let room = count + most
    if storage.count < room {
      let grown = Swift.max(room, 2 * storage.count, 16)
      storage.append(contentsOf: repeatElement(filler, count: grown - storage.count))
    }
    let start = count
    count = storage.withUnsafeMutableBufferPointer { write($0, start) }
  }

  /// Drops the last `k` values.
  @inline(__always)
  mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= count, "more values popped than pushed")
    count -= k
  }

  /// Drops the values from index `count` on.
  @inline(__always)
  mutating func truncate(to count: Int) {
    precondition(count >= 0 && count <= self.count, "a stack truncated past its top")
    self.count = count
  }
}

/// The members of the elements (and styles) being decoded, innermost last.
typealias MemberStack = CountedStack<Member>

extension CountedStack<Member> {
  /// Pushes the members of the object node `object` of `tape`, in document order, in one
  /// pass over the tape.
  @inline(__always)
  mutating func push(membersOf object: ValueID, in tape: DocumentTape) {
    let filler = Member(
      key: KeyID(raw: 0), keyPosition: LineColumn(line: 0, column: 0), value: ValueID(index: 0))
    push(atMost: tape.mostMembers(of: object), filler: filler) { memory, start in
      tape.writeMembers(of: object, to: memory, from: start)
    }
  }
}

/// The IDs of the children of the elements being decoded, innermost last.
typealias ChildStack = CountedStack<ElementID>

/// The headers of the elements whose children are being decoded, innermost last.
typealias HeaderStack = CountedStack<DocumentDecoder.ElementHeader>

extension CountedStack<DocumentDecoder.ElementHeader> {
  /// Whether the innermost element was written in a variant's patch (read in place: a
  /// header is 128 bytes).
  var innermostIsFromPatch: Bool { top.map { self[$0].fromPatch } ?? false }

  /// The properties of the innermost element, read in place: `last` would copy the whole
  /// header, and a method of the decoder that read them would be passed a copy of the
  /// whole decoder (a `memcpy` of it per element with children).
  var innermostProperties: Properties? { top.map { self[$0].properties } }
}
