// A byte buffer that JSON is appended to: one growing array, no intermediate strings for
// structure or numbers, so writing a 100k-element layout stays linear and cheap.
//
// Speed (profiled with callgrind on `make bench`'s feed): appending through
// `Array.append(contentsOf:)` cost a uniqueness and capacity check per key, and numbers
// went through `String`. Here the array is kept zero-filled ahead of the written length,
// and each primitive reserves its worst case once and then stores bytes through a pointer.

import LayoutSpecEngine

struct JSONBuffer {
  /// Written bytes are `storage[0..<count]`; the rest is zero-filled room.
  private var storage: [UInt8] = []
  private(set) var count = 0
  let indentWidth: Int?
  private var depth = 0
  /// Whether the current container has had a member, so the next needs a comma.
  private var needsComma = false
  /// Where full chunks go when the output is streamed: the bytes written are then only
  /// the current chunk, so a large output never sits in memory whole.
  private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// `depth` 1 writes the items of an array whose brackets another buffer writes (the
  /// results of several files in one `--array`).
  init(compact: Bool, reservingCapacity capacity: Int = 0, depth: Int = 0) {
    indentWidth = compact ? nil : 2
    storage = Array(repeating: 0, count: max(capacity, 64))
    self.depth = depth
    sink = nil
  }

  /// A buffer that hands each `chunkSize` bytes to `sink` as they fill (`flush` hands over
  /// the rest).
  init(
    compact: Bool, chunkSize: Int, depth: Int = 0,
    sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    indentWidth = compact ? nil : 2
    storage = Array(repeating: 0, count: max(chunkSize, 64))
    self.depth = depth
    self.sink = sink
  }

  /// Hands the bytes written so far to the sink (nothing without one).
  mutating func flush() {
    guard let sink, count > 0 else { return }
    storage.withUnsafeBufferPointer { sink(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    count = 0
  }

  /// A copy of the bytes written so far.
  var bytes: [UInt8] { Array(storage[0..<count]) }

  /// The bytes written, without copying them; the buffer is empty afterwards.
  mutating func finish() -> [UInt8] {
    var result: [UInt8] = []
    swap(&result, &storage)
    result.removeLast(result.count - count)
    count = 0
    return result
  }

  // MARK: Structure

  mutating func openObject() { open(UInt8(ascii: "{")) }
  mutating func closeObject() { close(UInt8(ascii: "}")) }
  mutating func openArray() { open(UInt8(ascii: "[")) }
  mutating func closeArray() { close(UInt8(ascii: "]")) }

  /// Starts a member: the separator, the indentation, then `"key": `.
  mutating func key(_ key: StaticString) {
    let comma = needsComma
    needsComma = true
    let indent = indentation
    write(Self.separatorRoom(indent) + key.withUTF8Buffer { $0.count } + 4) { out in
      var n = Self.writeSeparator(comma: comma, indent: indent, to: out)
      out[n] = UInt8(ascii: "\"")
      n += 1
      n += copy(key, to: out + n)
      out[n] = UInt8(ascii: "\"")
      out[n + 1] = UInt8(ascii: ":")
      n += 2
      if indent != nil {
        out[n] = UInt8(ascii: " ")
        n += 1
      }
      return n
    }
  }

  /// A member encoded already, `"key": value` (`MemberLiterals`), after the separator and
  /// the indentation: one reservation for the whole member.
  mutating func member(encoded literal: UnsafeBufferPointer<UInt8>) {
    let comma = needsComma
    needsComma = true
    let indent = indentation
    write(Self.separatorRoom(indent) + literal.count) { out in
      let n = Self.writeSeparator(comma: comma, indent: indent, to: out)
      if let base = literal.baseAddress { (out + n).update(from: base, count: literal.count) }
      return n + literal.count
    }
  }

  /// Starts an array element.
  mutating func element() { beginItem() }

  // MARK: Values

  mutating func number(_ value: Double) {
    write(NumberFormat.maximumLength) { out in Self.writeNumber(value, to: out) }
  }

  /// The member `"frame": {"x": X, "y": Y, "width": W, "height": H}`, in one reservation.
  mutating func frameMember(x: Double, y: Double, width: Double, height: Double) {
    let comma = needsComma
    needsComma = true
    guard let indentWidth else {
      write(4 * NumberFormat.maximumLength + 48) { out in
        var n = Self.writeSeparator(comma: comma, indent: nil, to: out)
        n += copy(#""frame":{"x":"#, to: out + n)
        n += Self.writeNumber(x, to: out + n)
        n += copy(#","y":"#, to: out + n)
        n += Self.writeNumber(y, to: out + n)
        n += copy(#","width":"#, to: out + n)
        n += Self.writeNumber(width, to: out + n)
        n += copy(#","height":"#, to: out + n)
        n += Self.writeNumber(height, to: out + n)
        out[n] = UInt8(ascii: "}")
        return n + 1
      }
      return
    }
    // Indented: each coordinate on a line of its own, one level in.
    let indent = depth * indentWidth
    let inner = indent + indentWidth
    // Two separators at the member's indentation (before it, before its closing brace) and
    // four one level in (before each coordinate).
    let room = 2 * Self.separatorRoom(indent) + 4 * Self.separatorRoom(inner)
    write(room + 4 * NumberFormat.maximumLength + 48) { out in
      var n = Self.writeSeparator(comma: comma, indent: indent, to: out)
      n += copy(#""frame": {"#, to: out + n)
      n += Self.writeSeparator(comma: false, indent: inner, to: out + n)
      n += copy(#""x": "#, to: out + n)
      n += Self.writeNumber(x, to: out + n)
      n += Self.writeSeparator(comma: true, indent: inner, to: out + n)
      n += copy(#""y": "#, to: out + n)
      n += Self.writeNumber(y, to: out + n)
      n += Self.writeSeparator(comma: true, indent: inner, to: out + n)
      n += copy(#""width": "#, to: out + n)
      n += Self.writeNumber(width, to: out + n)
      n += Self.writeSeparator(comma: true, indent: inner, to: out + n)
      n += copy(#""height": "#, to: out + n)
      n += Self.writeNumber(height, to: out + n)
      // The closing brace on a line of its own, at the member's indentation.
      n += Self.writeSeparator(comma: false, indent: indent, to: out + n)
      out[n] = UInt8(ascii: "}")
      return n + 1
    }
  }

  @inline(__always)
  private static func writeNumber(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    NumberFormat.write(value, to: out) ?? copy("null", to: out)
  }

  mutating func string(_ value: String) {
    // Most strings (type names, debug names) need no escaping: copy them in one go.
    let copied: Bool? = value.utf8.withContiguousStorageIfAvailable { utf8 in
      guard !utf8.contains(where: { JSONStringLiteral.needsEscape($0) }) else { return false }
      write(utf8.count + 2) { out in
        out[0] = UInt8(ascii: "\"")
        if let base = utf8.baseAddress { (out + 1).update(from: base, count: utf8.count) }
        out[utf8.count + 1] = UInt8(ascii: "\"")
        return utf8.count + 2
      }
      return true
    }
    if copied == true { return }
    var literal: [UInt8] = []
    JSONStringLiteral.append(value, to: &literal)
    write(literal.count) { out in
      literal.withUnsafeBufferPointer {
        if let base = $0.baseAddress { out.update(from: base, count: $0.count) }
      }
      return literal.count
    }
  }

  mutating func null() { append("null") }

  mutating func append(_ text: StaticString) {
    write(text.withUTF8Buffer { $0.count }) { out in copy(text, to: out) }
  }

  // MARK: Writing bytes

  /// Reserves room for `maximumCount` bytes, lets `body` store them from the pointer it
  /// gets, and advances by the count it returns.
  @inline(__always)
  mutating func write(
    _ maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if count + maximumCount > storage.count { grow(count + maximumCount) }
    let start = count
    let written = storage.withUnsafeMutableBufferPointer { buffer in
      // Never nil: storage is not empty after grow.
      body(buffer.baseAddress.unsafelyUnwrapped + start)
    }
    // Past its reservation a write may have gone past the storage: stop rather than go on.
    precondition(written <= maximumCount, "a JSON write went past its reservation")
    count = start + written
  }

  @inline(__always)
  private mutating func append(byte: UInt8) {
    write(1) { out in
      out[0] = byte
      return 1
    }
  }

  @inline(never)
  private mutating func grow(_ needed: Int) {
    var needed = needed
    if sink != nil {
      // A chunk is full: hand it over and start the next one in the same storage.
      needed -= count
      flush()
      if needed <= storage.count { return }
    }
    let newCount = max(needed, storage.count * 2, 64)
    storage.append(contentsOf: repeatElement(0, count: newCount - storage.count))
  }

  private mutating func beginItem() {
    let comma = needsComma
    needsComma = true
    let indent = indentation
    if indent == nil && !comma { return }
    write(Self.separatorRoom(indent)) { out in
      Self.writeSeparator(comma: comma, indent: indent, to: out)
    }
  }

  /// The indentation of the current container's items; nil when compact.
  private var indentation: Int? { indentWidth.map { depth * $0 } }

  /// The most bytes `writeSeparator` writes.
  @inline(__always)
  private static func separatorRoom(_ indent: Int?) -> Int { indent.map { $0 + 2 } ?? 1 }

  /// An item's separator: the comma after the previous item, then, indented, a new line
  /// and the indentation. Returns the count written.
  @inline(__always)
  @discardableResult
  private static func writeSeparator(
    comma: Bool, indent: Int?, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var n = 0
    if comma {
      out[0] = UInt8(ascii: ",")
      n = 1
    }
    guard let indent else { return n }
    out[n] = UInt8(ascii: "\n")
    (out + n + 1).update(repeating: UInt8(ascii: " "), count: indent)
    return n + 1 + indent
  }

  private mutating func open(_ bracket: UInt8) {
    append(byte: bracket)
    depth += 1
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    // An empty container closes on the same line: `[]`, `{}`.
    if needsComma, let indent = indentation {
      write(Self.separatorRoom(indent)) { out in
        Self.writeSeparator(comma: false, indent: indent, to: out)
      }
    }
    append(byte: bracket)
    needsComma = true
  }
}

/// Copies a static string's UTF-8 to `out`; returns its length. (`withUTF8Buffer`, not
/// `utf8Start`: a one-character literal such as "x" is stored as a scalar, not a pointer.)
@inline(__always)
func copy(_ text: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
  text.withUTF8Buffer { utf8 in
    if let base = utf8.baseAddress { out.update(from: base, count: utf8.count) }
    return utf8.count
  }
}
