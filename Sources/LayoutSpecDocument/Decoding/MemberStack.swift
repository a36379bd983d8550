// The members of the elements (and styles) being decoded, innermost last, as a stack by
// count over an array that never shrinks. An element's members are written in one pass
// over the tape and dropped by setting the count: an Array append asks at each member
// whether the array is shared (a runtime call), and `removeLast(_:)` goes through the
// general `replaceSubrange`.

/// The decoder's member stack: `count` members, at indexes 0 up to `count`.
struct MemberStack {
  /// The members, then stale ones past `count`, written over by later pushes.
  private var storage: [Member]
  private(set) var count = 0

  init(_ members: [Member] = []) {
    storage = members
    count = members.count
  }

  @inline(__always)
  subscript(index: Int) -> Member {
    precondition(index < count, "member index out of range")
    return storage[index]
  }

  subscript(range: Range<Int>) -> ArraySlice<Member> {
    precondition(range.upperBound <= count, "member range out of range")
    return storage[range]
  }

  /// Pushes the members of the object node `object` of `tape`, in document order.
  @inline(__always)
  mutating func push(membersOf object: ValueID, in tape: DocumentTape) {
    let room = count + tape.mostMembers(of: object)
    if storage.count < room { grow(to: room) }
    let start = count
    count = storage.withUnsafeMutableBufferPointer { buffer in
      tape.writeMembers(of: object, to: buffer, from: start)
    }
  }

  /// Pushes `members` (a use's expansion, a merged style), written over the stale ones.
  mutating func push(contentsOf members: some Collection<Member>) {
    if storage.count < count + members.count { grow(to: count + members.count) }
    for member in members {
      storage[count] = member
      count += 1
    }
  }

  /// Drops the last `k` members.
  @inline(__always)
  mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "more members removed than pushed")
    count -= k
  }

  /// Drops the members from index `count` on.
  @inline(__always)
  mutating func truncate(to count: Int) {
    precondition(count >= 0 && count <= self.count, "a member stack truncated past its top")
    self.count = count
  }

  /// Room for `count` members at least (twice the room there was, at least), filled
  /// with placeholders that pushes write over.
  private mutating func grow(to count: Int) {
    let placeholder = Member(
      key: KeyID(raw: 0), keyPosition: LineColumn(line: 0, column: 0), value: ValueID(index: 0))
    storage.append(
      contentsOf: repeatElement(
        placeholder, count: Swift.max(count, 2 * storage.count, 16) - storage.count))
  }
}
