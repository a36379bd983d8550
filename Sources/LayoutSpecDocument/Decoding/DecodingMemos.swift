// What decoding met before, by what it says. Cells repeat their styles and names: the
// 10,000-cell feed's 30,000 styles are three and its 70,000 names seven, and decoding and
// interning each style cost about 1,400 instructions, each name about 300.
//
// Styles: one of one to four plain numbers that decoded without a message is decoded
// once, and every later style with the same keys and numbers takes its index in the tree.
// Names: one of up to 16 bytes takes the index it got last time. Leaves: one that decoded
// without a message is added again as a copy (`LeafMemo`).

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

/// Leaf elements met before: a table of 64 slots, each a leaf that decoded without a
/// message, kept in its key's slot or the next. A feed repeats its leaves but for where
/// they are (every cell's avatar, photo and separator), and its texts but for their
/// strings: adding a copy of the first skips the header (type, name, style), the payload's
/// values and (but for a text's string) the tree's tables.
struct LeafMemo {
  /// The most nodes a leaf the memo keeps takes on the tape: the elements with more
  /// (those with children, most of them) are not looked at member by member.
  static let mostNodes = 16

  /// What decoding a leaf depends on: its parent, and its members in order, each as its
  /// key, its value's kind and its value: a `type` or `name` string of up to 16 bytes, a
  /// number, true, false or null, a `style` of numbers, or, of a `text` string, whether it
  /// is empty (a text of the text model is added again with its own string). No other
  /// string, which could read the constrained size or name a component or a font, and no
  /// other container, which could hold an element.
  struct Key {
    private(set) var count = 0
    private var words: SIMD16<UInt64> = .zero
    /// The words hashed as they are added.
    private var hash: UInt64 = 0

    /// Adds a word; false when the key is full. (Stored through a pointer: a `SIMD16`
    /// element written at a variable index went through memory, a whole vector at a time.)
    @inline(__always)
    mutating func append(_ word: UInt64) -> Bool {
      guard count < 16 else { return false }
      let offset = 8 * count
      withUnsafeMutableBytes(of: &words) {
        $0.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
      }
      count += 1
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      return true
    }

    var slot: Int {
      Int(truncatingIfNeeded: ((hash ^ hash >> 29) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The first word and the rest, as a row of the memo holds them.
    fileprivate var rowHead: UInt64 { UInt64(count) | hash << 8 }

    /// Calls `body` with the words written.
    fileprivate func withWords<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
      withUnsafeBytes(of: words) { body(UnsafeRawBufferPointer(rebasing: $0[..<(8 * count)])) }
    }
  }

  /// A row per slot: the key's count and hash (`Key.rowHead`, 0 for none), the element's
  /// ID, and the key's words; compared in place (a row is 144 bytes). A key may be in its
  /// slot or the next: a feed's six leaves, direct-mapped, took each other's slots.
  private static let rowWords = 18
  private static let slotCount = 64
  private var rows: [UInt64] = []

  /// The leaf decoded before with this key, if the memo still has it.
  func element(_ key: Key) -> ElementID? {
    guard !rows.isEmpty else { return nil }
    return rows.withUnsafeBufferPointer { rows in
      for next in 0..<2 {
        let row = rows.baseAddress! + (key.slot + next) % Self.slotCount * Self.rowWords
        guard row[0] == key.rowHead else { continue }
        let same = key.withWords { words in
          (0..<key.count).allSatisfy {
            row[2 + $0] == words.load(fromByteOffset: 8 * $0, as: UInt64.self)
          }
        }
        if same { return ElementID(Int(row[1])) }
      }
      return nil
    }
  }

  /// Keeps `element` for `key`, in its slot if that is free, else in the next.
  mutating func keep(_ key: Key, element: ElementID) {
    // Made on the first `keep`, as `StyleMemo`'s slots.
    if rows.isEmpty { rows = Array(repeating: 0, count: Self.slotCount * Self.rowWords) }
    rows.withUnsafeMutableBufferPointer { rows in
      var row = rows.baseAddress! + key.slot * Self.rowWords
      if row[0] != 0 { row = rows.baseAddress! + (key.slot + 1) % Self.slotCount * Self.rowWords }
      row[0] = key.rowHead
      row[1] = UInt64(element.index)
      key.withWords { words in
        for index in 0..<key.count {
          row[2 + index] = words.load(fromByteOffset: 8 * index, as: UInt64.self)
        }
      }
    }
  }
}

extension DocumentTape {
  /// The leaf memo's key for the element object `value` under `parent`: nil unless its
  /// members are what a key holds (`LeafMemo.Key`). (Inlined: a call from the decoder's
  /// mutating methods would pass a copy of the tape.)
  @inline(__always)
  func leafMemoKey(_ value: ValueID, parent: ParentContext) -> LeafMemo.Key? {
    let end = end(value)
    // Most elements hold a list or an element, or a string other than their type and name
    // (a text): found from the members' kinds first.
    var index = value.index + 1
    while index + 1 < end {
      let memberKey = nodes[index].payload
      switch kind(ValueID(index: index + 1)) {
      case .array, .element: return nil
      case .object where memberKey != KnownKey.style.rawValue: return nil
      case .string
      where memberKey != KnownKey.type.rawValue && memberKey != KnownKey.name.rawValue
        && memberKey != KnownKey.text.rawValue:
        return nil
      default: break
      }
      index = self.end(ValueID(index: index + 1))
    }
    var key = LeafMemo.Key()
    switch parent {
    case .root: _ = key.append(0)
    case .standalone: _ = key.append(1)
    case .element(let type): _ = key.append(2 + UInt64(type.ordinal))
    }
    index = value.index + 1
    while index + 1 < end {
      let memberKey = UInt64(nodes[index].payload)
      let member = ValueID(index: index + 1)
      let valueKind = kind(member)
      let head = memberKey | UInt64(valueKind.rawValue) << 32
      switch valueKind {
      case .number:
        guard key.append(head), key.append(number(member).bitPattern) else { return nil }
      case .true, .false, .null:
        guard key.append(head) else { return nil }
      case .string
      where memberKey == KnownKey.type.rawValue || memberKey == KnownKey.name.rawValue:
        let words = withStringBytes(member) { bytes in
          bytes.count <= 16
            ? (UInt64(bytes.count), KeyTable.head(of: bytes), KeyTable.tail(of: bytes)) : nil
        }
        guard let words, key.append(head | words.0 << 40), key.append(words.1),
          key.append(words.2)
        else { return nil }
      case .string where memberKey == KnownKey.text.rawValue:
        // A text's own string: whether it is empty is all decoding its element reads.
        let isEmpty = withStringBytes(member) { $0.isEmpty }
        guard key.append(head | (isEmpty ? 0 : 1) << 40) else { return nil }
      case .object where memberKey == KnownKey.style.rawValue:
        guard key.append(head) else { return nil }
        var styleIndex = member.index + 1
        let styleEnd = self.end(member)
        while styleIndex + 1 < styleEnd {
          let styleValue = ValueID(index: styleIndex + 1)
          guard kind(styleValue) == .number, key.append(UInt64(nodes[styleIndex].payload)),
            key.append(number(styleValue).bitPattern)
          else { return nil }
          styleIndex += 2
        }
      default:
        return nil
      }
      index = self.end(member)
    }
    return key
  }
}
