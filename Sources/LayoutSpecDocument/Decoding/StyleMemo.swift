// Styles decoded before, by what they say: a style of plain numbers that decoded without a
// message is decoded once, and every later style with the same keys and numbers takes its
// index in the tree. Cells repeat their styles: the 10,000-cell feed's 30,000 styles are
// three, and decoding and interning each one cost about 1,400 instructions.

import LayoutSpecEngine

/// What memoized styles decoded to: a direct-mapped table of 64 slots, each holding the
/// last style whose key fell in it (a `Dictionary` hashed the key in 640 instructions).
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

  private var slots = [Entry?](repeating: nil, count: 64)

  func entry(_ key: Key) -> Entry? {
    guard let entry = slots[key.slot], entry.key == key else { return nil }
    return entry
  }

  mutating func keep(_ entry: Entry) { slots[entry.key.slot] = entry }
}

extension DocumentTape {
  /// The memo's key for the style object `value`: nil unless it has one to four members,
  /// each a number.
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
    if let key, let known = state.styles.entry(key) {
      return (known.style, GivenStyleKeys(keys: known.given, member: member))
    }
    let reported = diagnostics.count
    let decoded = decodeStyle(member)
    let style = tree.styleIndex(of: decoded.style)
    if let key, diagnostics.count == reported {
      state.styles.keep(StyleMemo.Entry(key: key, style: style, given: decoded.given.keys))
    }
    return (style, decoded.given)
  }
}
