// The decoder's stacks (the members of the elements being decoded, the headers of those
// whose children are, and those children; the stream's open containers; a handoff batch's
// entries), as stacks by count over memory that never shrinks: popping is setting the
// count, and a push writes over a stale value. Array's `removeLast` moves the value out
// and asks whether the array is shared (about 50 instructions for a 128-byte header),
// `removeLast(_:)` goes through the general `replaceSubrange`, and every write to an
// array asks whether it is shared (three times per element decoded) and checks its index
// again. The memory is raw instead: the values are plain data (no references), so a push
// is a store and a pop frees nothing. (Plain data, not `BitwiseCopyable`: `Range` is not that yet.)

import LayoutSpecEngine

/// `count` values, at indexes 0 up to `count`; past them, stale ones that pushes write over.
/// Copies share their memory: a stack has one owner, which never writes to a copy (a
/// decoder is copied only to be read).
struct CountedStack<Element> {
  private var memory: StackMemory<Element>
  private(set) var count = 0

  init(_ values: [Element] = []) {
    memory = StackMemory(capacity: values.count)
    values.withUnsafeBufferPointer { values in
      if let source = values.baseAddress {
        memory.base.initialize(from: source, count: values.count)
      }
    }
    count = values.count
  }

  /// An empty stack with room for `capacity` values.
  init(capacity: Int) {
    memory = StackMemory(capacity: capacity)
  }

  /// The innermost value's index, if any.
  var top: Int? { count > 0 ? count - 1 : nil }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "stack index out of range")
      return memory.base[index]
    }
    _modify {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "stack index out of range")
      yield &memory.base[index]
    }
  }

  subscript(range: Range<Int>) -> [Element] {
    withValues(in: range) { Array($0) }
  }

  /// Calls `body` with the values at `range`, in place (the stack, borrowed meanwhile,
  /// keeps its memory).
  @inline(__always)
  func withValues<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "stack range out of range")
    return body(UnsafeBufferPointer(start: memory.base + range.lowerBound, count: range.count))
  }

  @inline(__always)
  mutating func push(_ value: Element) {
    if count == memory.capacity { grow(toHold: count + 1) }
    (memory.base + count).initialize(to: value)
    count += 1
  }

  /// Pushes `values` (a use's expansion, a merged style).
  mutating func push(contentsOf values: some Collection<Element>) {
    for value in values { push(value) }
  }

  /// Pushes the values `write` stores from index `start` of the stack's memory, at most
  /// `most` of them: it returns the count after the last one.
  @inline(__always)
  mutating func push(
    atMost most: Int,
    _ write: (_ memory: UnsafeMutableBufferPointer<Element>, _ start: Int) -> Int
  ) {
    if memory.capacity - count < most { grow(toHold: count + most) }
    count = write(UnsafeMutableBufferPointer(start: memory.base, count: memory.capacity), count)
  }

  /// New memory for at least `needed` values, the current ones copied over (plain data: a
  /// copy that shares the old memory keeps it).
  @inline(never)
  private mutating func grow(toHold needed: Int) {
    let grown = StackMemory<Element>(capacity: Swift.max(needed, 2 * memory.capacity, 16))
    grown.base.initialize(from: memory.base, count: count)
    memory = grown
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

/// A stack's memory, freed with the last stack that holds it. Its properties are
/// constants: a class's variables cost a dynamic exclusivity check at each access.
private final class StackMemory<Element> {
  let base: UnsafeMutablePointer<Element>
  let capacity: Int

  init(capacity: Int) {
    precondition(_isPOD(Element.self), "a stack holds plain data: its stale values are not freed")
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit { base.deallocate() }
}

/// The members of the elements (and styles) being decoded, innermost last.
typealias MemberStack = CountedStack<TapeMember>

extension CountedStack<TapeMember> {
  /// Pushes the members of the object node `object` of `tape`, in document order, in one
  /// pass over the tape.
  @inline(__always)
  mutating func push(membersOf object: ValueID, in tape: DocumentTape) {
    push(atMost: tape.mostMembers(of: object)) { memory, start in
      tape.writeMembers(of: object, to: memory, from: start)
    }
  }
}

extension CountedStack<TapeMember> {
  /// The keys of the members at `range`, in one pass without a check per member.
  @inline(__always)
  func keys(in range: Range<Int>) -> MemberKeys {
    withValues(in: range) { members in
      var keys = MemberKeys()
      for member in members { keys.add(member.key.raw) }
      return keys
    }
  }
}

/// The keys of an element's members, at a glance: whether `readHeader` may skip looking
/// at each member.
struct MemberKeys {
  /// Bit `KnownKey.rawValue` of each key below 64 (every element property's).
  var present: UInt64 = 0
  /// Not zero when a key is met twice or is 64 or more: either sends the element the long
  /// way, member by member.
  var unusual: UInt64 = 0

  /// Without branches: a key of 64 or more sets a bit of its own in `unusual` (and any
  /// one in `present`).
  @inline(__always)
  mutating func add(_ key: UInt32) {
    let bit: UInt64 = 1 << UInt64(key & 63)
    unusual |= present & bit | UInt64(key >> 6)
    present |= bit
  }

  @inline(__always)
  func has(_ key: KnownKey) -> Bool { present & 1 << UInt64(key.rawValue) != 0 }
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
