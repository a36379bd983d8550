// What decoding met before, by what it says. Cells repeat their styles and names: the
// 10,000-cell feed's 30,000 styles are three and its 70,000 names seven, and decoding and
// interning each style cost about 1,400 instructions, each name about 300.
//
// Styles: one of one to four plain numbers that decoded without a message is decoded
// once, and every later style with the same keys and numbers takes its index in the tree.
// Names: one of up to 16 bytes takes the index it got last time.

import LayoutSpecEngine

/// What styles decoded to: a direct-mapped table of 64 slots, each holding the
/// last style whose key fell in it (hashing the key for a `Dictionary` cost about half of
/// what the memo saves).
struct StyleMemo {
  /// Up to four keys, each with a number: the styles the memo keeps.
  struct Key: Equatable {
    var count: UInt8 = 0
    var keys: SIMD4<UInt32> = .zero
    var numbers: SIMD4<UInt64> = .zero

    var slot: Int {
      var hash = UInt64(count)
      for i in 0..<4 {
        hash = (hash ^ UInt64(keys[i]) ^ numbers[i]) &* 0x9E37_79B9_7F4A_7C15
      }
      return Int(truncatingIfNeeded: hash >> 58)
    }
  }

  struct Entry {
    var key: Key
    /// The style's index in the tree.
    var style: Int32
    /// `GivenStyleKeys.keys`.
    var given: UInt32
  }

  /// Made on the first `keep`: layout decodes size-bound elements again with a new
  /// decoder per size, which must not pay for a table it does not use.
  private var slots: [Entry?] = []

  func entry(_ key: Key) -> Entry? {
    guard !slots.isEmpty, let entry = slots[key.slot], entry.key == key else { return nil }
    return entry
  }

  mutating func keep(_ entry: Entry) {
    if slots.isEmpty { slots = Array(repeating: nil, count: 64) }
    slots[entry.key.slot] = entry
  }
}

extension DocumentTape {
  /// The memo's key for the style object `value`: nil unless it has one to four members,
  /// each a number. (Inlined: a call from the decoder's mutating methods would pass a copy
  /// of the tape.)
  @inline(__always)
  func styleMemoKey(_ value: ValueID) -> StyleMemo.Key? {
    guard kind(value) == .object else { return nil }
    var key = StyleMemo.Key()
    var index = value.index + 1
    let end = end(value)
    while index < end {
      let member = ValueID(index: index + 1)
      guard key.count < 4, kind(member) == .number else { return nil }
      key.keys[Int(key.count)] = nodes[index].payload
      key.numbers[Int(key.count)] = number(member).bitPattern
      key.count += 1
      index += 2
    }
    return key
  }
}

extension DocumentDecoder {
  /// The style of `member` interned in the tree, and the keys it gives: from the memo
  /// when a style with the same keys and numbers decoded before without a message.
  mutating func internedStyle(_ member: Member) -> (style: Int32, given: GivenStyleKeys) {
    let key = member.layers == 0 ? tape.styleMemoKey(member.value) : nil
    if let key, let known = styleMemo.entry(key) {
      return (known.style, GivenStyleKeys(keys: known.given, member: member))
    }
    let reported = diagnostics.count
    let decoded = decodeStyle(member)
    let style = tree.styleIndex(of: decoded.style)
    if let key, diagnostics.count == reported {
      styleMemo.keep(StyleMemo.Entry(key: key, style: style, given: decoded.given.keys))
    }
    return (style, decoded.given)
  }
}

/// The tree's indexes of names met before: a direct-mapped table of 64 slots, each the
/// last name of up to 16 bytes whose bytes fell in it.
struct NameMemo {
  private struct Entry {
    var count: Int
    var low: UInt64
    var high: UInt64
    var index: Int32
  }

  /// Made on first use, as `StyleMemo`'s.
  private var slots: [Entry?] = []

  /// The index of the name with these bytes: the memo's, or `intern`'s (then kept).
  mutating func index(of bytes: UnsafeBufferPointer<UInt8>, intern: () -> Int32) -> Int32 {
    guard bytes.count <= 16 else { return intern() }
    if slots.isEmpty { slots = Array(repeating: nil, count: 64) }
    // The first 8 bytes, zero-padded, and the last 8 of a longer name (overlapping the
    // first): two equal pairs with equal counts are one name.
    let low = KeyTable.head(of: bytes)
    let high = KeyTable.tail(of: bytes)
    let mixed = (low ^ (high &* 0x100_0000_01b3) ^ UInt64(bytes.count)) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: mixed >> 58)
    if let entry = slots[slot], entry.count == bytes.count, entry.low == low, entry.high == high {
      return entry.index
    }
    let index = intern()
    slots[slot] = Entry(count: bytes.count, low: low, high: high, index: index)
    return index
  }
}
