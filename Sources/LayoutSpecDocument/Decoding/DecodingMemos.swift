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
  mutating func internedStyle(_ member: TapeMember) -> (style: Int32, given: GivenStyleKeys) {
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

  /// A row per slot, and a last one for the key being looked up, of `rowWords` words: the
  /// key's length and hash (0 for none), the element's ID, and the key. A key is what
  /// decoding a leaf depends on: its parent, and its members in order, each as its key,
  /// its value's kind and its value: a `type` or `name` string of up to 16 bytes, a number,
  /// true, false or null, a `style` of numbers, or, of a `text` string, whether it is empty
  /// (a text of the text model is added again with its own string). No other string, which
  /// could read the constrained size or name a component or a font, and no other
  /// container, which could hold an element. (Written and compared in place: a key as a
  /// value of its own was copied at every call.)
  private static let slotCount = 64
  private static let rowWords = 18
  /// After the key's row, a row of counts: the leaves found, the leaves missed, and
  /// whether the memo stopped looking, as it does once it misses four leaves for each it
  /// finds (a document whose leaves do not repeat, by their names or numbers, would pay
  /// for every key and find few).
  private static let countsRow = (slotCount + 1) * rowWords
  private static let stoppedWord = countsRow + 2
  private var rows: [UInt64] = []

  /// Whether the memo looks leaves up: false once it stopped (`countsRow`).
  var isLooking: Bool { rows.isEmpty || rows[Self.stoppedWord] == 0 }

  /// What `lookUp` found.
  enum Found {
    /// The element is not one the memo keeps.
    case notKept
    case leaf(ElementID)
    /// The memo has no leaf with this key (yet): `keep` keeps one.
    case missing
  }

  /// The leaf decoded before with the key of the element object `value` of `tape`, under
  /// `parent`, if the memo has it.
  mutating func lookUp(_ value: ValueID, parent: ParentContext, in tape: borrowing DocumentTape)
    -> Found
  {
    guard tape.mayBeLeaf(value) else { return .notKept }
    // Made on the first leaf, as `StyleMemo`'s slots on the first style.
    if rows.isEmpty { rows = Array(repeating: 0, count: Self.countsRow + 3) }
    return rows.withUnsafeMutableBufferPointer { rows in
      let base = rows.baseAddress!
      let key = base + Self.slotCount * Self.rowWords
      guard
        let head = tape.writeLeafKey(
          of: value, parent: parent, to: key + 2, capacity: Self.rowWords - 2)
      else { return .notKept }
      key[0] = head
      let slot = Self.slot(head)
      let count = Int(head & 0xFF)
      let counts = base + Self.countsRow
      for next in 0..<2 {
        let row = base + (slot + next) % Self.slotCount * Self.rowWords
        if row[0] == head && (0..<count).allSatisfy({ row[2 + $0] == key[2 + $0] }) {
          counts[0] += 1
          return .leaf(ElementID(Int(row[1])))
        }
      }
      counts[1] += 1
      if counts[1] >= 64 && counts[1] > 4 * counts[0] { counts[2] = 1 }
      return .missing
    }
  }

  /// Keeps `element` for the key `lookUp` last found missing: in its slot if that is free,
  /// else in the next.
  mutating func keep(_ element: ElementID) {
    rows.withUnsafeMutableBufferPointer { rows in
      let base = rows.baseAddress!
      let key = base + Self.slotCount * Self.rowWords
      let slot = Self.slot(key[0])
      var row = base + slot * Self.rowWords
      if row[0] != 0 { row = base + (slot + 1) % Self.slotCount * Self.rowWords }
      row.update(from: key, count: Self.rowWords)
      row[1] = UInt64(element.index)
    }
  }

  private static func slot(_ head: UInt64) -> Int {
    Int(truncatingIfNeeded: ((head ^ head >> 29) &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }
}

extension DocumentTape {
  /// Whether the members of the element object `value` may make a leaf memo key
  /// (`LeafMemo`), from their kinds: most elements hold a list or an element, or a string
  /// other than their type, name or text.
  @inline(__always)
  func mayBeLeaf(_ value: ValueID) -> Bool {
    guard kind(value) == .object else { return false }
    let end = end(value)
    var index = value.index + 1
    while index + 1 < end {
      let memberKey = nodes[index].payload
      switch kind(ValueID(index: index + 1)) {
      case .array, .element: return false
      case .object where memberKey != KnownKey.style.rawValue: return false
      case .string
      where memberKey != KnownKey.type.rawValue && memberKey != KnownKey.name.rawValue
        && memberKey != KnownKey.text.rawValue:
        return false
      default: break
      }
      index = self.end(ValueID(index: index + 1))
    }
    return true
  }

  /// Writes the leaf memo key of the element object `value` under `parent` (`mayBeLeaf`)
  /// to `words`, and returns its first word: its length (at most `capacity` words, else
  /// nil) and its hash.
  @inline(__always)
  func writeLeafKey(
    of value: ValueID, parent: ParentContext, to words: UnsafeMutablePointer<UInt64>,
    capacity: Int
  ) -> UInt64? {
    var count = 0
    var hash: UInt64 = 0
    func append(_ word: UInt64) -> Bool {
      guard count < capacity else { return false }
      words[count] = word
      count += 1
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      return true
    }
    switch parent {
    case .root: _ = append(0)
    case .standalone: _ = append(1)
    case .element(let type): _ = append(2 + UInt64(type.ordinal))
    }
    let end = end(value)
    var index = value.index + 1
    while index + 1 < end {
      let memberKey = UInt64(nodes[index].payload)
      let member = ValueID(index: index + 1)
      let valueKind = kind(member)
      let head = memberKey | UInt64(valueKind.rawValue) << 32
      switch valueKind {
      case .number:
        guard append(head), append(number(member).bitPattern) else { return nil }
      case .true, .false, .null:
        guard append(head) else { return nil }
      case .string
      where memberKey == KnownKey.type.rawValue || memberKey == KnownKey.name.rawValue:
        let string = withStringBytes(member) { bytes in
          bytes.count <= 16
            ? (UInt64(bytes.count), KeyTable.head(of: bytes), KeyTable.tail(of: bytes)) : nil
        }
        guard let string, append(head | string.0 << 40), append(string.1), append(string.2)
        else { return nil }
      case .string:
        // A text's own string: whether it is empty is all decoding its element reads.
        let isEmpty = withStringBytes(member) { $0.isEmpty }
        guard append(head | (isEmpty ? 0 : 1) << 40) else { return nil }
      case .object:
        guard append(head) else { return nil }
        var styleIndex = member.index + 1
        let styleEnd = self.end(member)
        while styleIndex + 1 < styleEnd {
          let styleValue = ValueID(index: styleIndex + 1)
          guard kind(styleValue) == .number, append(UInt64(nodes[styleIndex].payload)),
            append(number(styleValue).bitPattern)
          else { return nil }
          styleIndex += 2
        }
      default:
        return nil
      }
      index = self.end(member)
    }
    return UInt64(count) | hash << 8
  }
}
