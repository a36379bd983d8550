// Object keys, each stored once per document and named by a small integer, so that the
// reader keeps no String per key and the decoder matches keys by comparing integers. The
// keys the decoder knows are interned first, in `KnownKey` order, so their IDs are fixed.

/// A key interned in a `KeyTable`.
struct KeyID: Hashable {
  var raw: UInt32

  init(raw: UInt32) { self.raw = raw }

  init(_ key: KnownKey) { raw = key.rawValue }

  /// The decoder's name for this key; nil for every other key.
  @inline(__always)
  var known: KnownKey? { KnownKey(rawValue: raw) }

  /// Whether this is one of the decoder's keys (all ASCII): a comparison, where `known`
  /// is a call.
  @inline(__always)
  var isKnown: Bool { raw <= KnownKey.last.rawValue }

  @inline(__always)
  static func == (id: KeyID, key: KnownKey) -> Bool { id.raw == key.rawValue }
}

/// Every key the decoder looks for, each case named as the key is written in documents.
/// The element keys come first (so a type's properties fit in a 64-bit mask), the style
/// keys are contiguous and in `StyleKey` order.
enum KnownKey: UInt32, CaseIterable {
  // Every element's.
  case type, name, style, use
  // Element properties (ElementKeys.properties).
  case children, direction, spacing, justifyContent, alignItems, flexWrap, alignContent
  case lineSpacing, horizontalAlignment, verticalAlignment, intrinsicSize, imageSize, text
  case fontSize, lineHeight, maxLines, title, contentEdgeInsets, contentSpacing, child, insets
  case overlay, background, centeringOptions, sizingOptions, horizontalPosition
  case verticalPosition, sizingOption, ratio, sizing, corner, cornerLocation, offset
  case wrapsCorner, layout
  // Text with fonts (and the button's title font).
  case font, fontWeight, italic, fontVariations, kern, lineHeightMultiple, minimumLineHeight
  case maximumLineHeight, paragraphSpacing, paragraphSpacingBefore, truncation
  case truncationToken, textContainerInset, textEngine, titleFont, titleFontSize
  case titleFontWeight
  // The envelope's.
  case root, sizes, components, variants, fonts, safeArea
  // A variant's patches (`name` is every element's).
  case remove, set
  // Style keys, in StyleKey order.
  case width, height, minWidth, maxWidth, minHeight, maxHeight
  case preferredSize, minSize, maxSize, preferredLayoutSize, minLayoutSize, maxLayoutSize
  case spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf
  case ascender, descender, layoutPosition
  // The parts of points and insets (sizes use width and height).
  case x, y, top, left, bottom, right

  /// The last case: the known keys' IDs are the raw values up to its.
  static var last: KnownKey { .right }

  /// The key as written: the case's name (KeyTableTests checks that they agree).
  var text: String { KnownKey.texts[Int(rawValue)] }

  /// Written out rather than taken from the case names by reflection, which costs about
  /// a millisecond at startup.
  static let texts = [
    "type", "name", "style", "use",
    "children", "direction", "spacing", "justifyContent", "alignItems", "flexWrap",
    "alignContent", "lineSpacing", "horizontalAlignment", "verticalAlignment",
    "intrinsicSize", "imageSize", "text", "fontSize", "lineHeight", "maxLines", "title",
    "contentEdgeInsets", "contentSpacing", "child", "insets", "overlay", "background",
    "centeringOptions", "sizingOptions", "horizontalPosition", "verticalPosition",
    "sizingOption", "ratio", "sizing", "corner", "cornerLocation", "offset", "wrapsCorner",
    "layout", "font", "fontWeight", "italic", "fontVariations", "kern", "lineHeightMultiple",
    "minimumLineHeight", "maximumLineHeight", "paragraphSpacing", "paragraphSpacingBefore",
    "truncation", "truncationToken", "textContainerInset", "textEngine", "titleFont",
    "titleFontSize", "titleFontWeight",
    "root", "sizes", "components", "variants", "fonts", "safeArea", "remove", "set",
    "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
    "preferredSize", "minSize", "maxSize", "preferredLayoutSize", "minLayoutSize",
    "maxLayoutSize", "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis",
    "alignSelf", "ascender", "descender", "layoutPosition",
    "x", "y", "top", "left", "bottom", "right",
  ]

  /// A style key's place among the style keys.
  var styleKey: StyleKey? {
    guard rawValue >= KnownKey.width.rawValue, rawValue <= KnownKey.layoutPosition.rawValue
    else { return nil }
    return StyleKeys.cases[Int(rawValue - KnownKey.width.rawValue)]
  }
}

/// The keys of one document: their bytes back to back, and an open-addressing hash table
/// from bytes to ID. Keys are short: a key's first 8 bytes, kept as one integer, decide
/// most comparisons.
struct KeyTable: Sendable {
  private struct Entry {
    /// The first 8 bytes (zero-padded) and the last 8: see `head(of:)`, `tail(of:)`.
    var head: UInt64
    var tail: UInt64
    var start: UInt32
    var count: UInt32
    var isASCII: Bool
  }

  /// Every key's UTF-8 bytes, back to back.
  private var bytes: [UInt8] = []
  /// Per ID.
  private var entries: [Entry] = []
  /// Per slot: an ID + 1, or 0 when the slot is empty. The count is a power of two, at
  /// most half full.
  private var slots: [UInt32] = Array(repeating: 0, count: 256)

  /// A table holding the known keys, at their fixed IDs.
  static let standard: KeyTable = {
    var table = KeyTable()
    for key in KnownKey.allCases {
      var text = key.text
      _ = text.withUTF8 { table.intern($0) }
    }
    return table
  }()

  var count: Int { entries.count }

  /// The ID of the key with these bytes, added when it is new. Inlined: the lookup of a
  /// key seen before is a few instructions.
  @inline(__always)
  mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> KeyID {
    let head = Self.head(of: key)
    let tail = Self.tail(of: key)
    // Read without bounds checks: a slot is masked to the slots' count, and a slot's ID is
    // an entry's.
    var slot = 0
    let found = slots.withUnsafeBufferPointer { slots in
      entries.withUnsafeBufferPointer { entries -> KeyID? in
        let mask = slots.count - 1
        slot = Self.hash(head, tail, key.count) & mask
        while true {
          let stored = slots[slot]
          if stored == 0 { return nil }
          let entry = entries[Int(stored &- 1)]
          if entry.head == head, entry.tail == tail, Int(entry.count) == key.count,
            key.count <= 16 || tailMatches(key, entry)
          {
            return KeyID(raw: stored &- 1)
          }
          slot = (slot &+ 1) & mask
        }
      }
    }
    return found ?? add(key, head: head, tail: tail, at: slot)
  }

  /// Adds a new key at `slot`, the empty slot its lookup ended at. (Not inlined: the
  /// lookup stays small.)
  @inline(never)
  private mutating func add(
    _ key: UnsafeBufferPointer<UInt8>, head: UInt64, tail: UInt64, at slot: Int
  ) -> KeyID {
    let id = UInt32(truncatingIfNeeded: entries.count)
    var isASCII = head & 0x8080_8080_8080_8080 == 0
    for byte in key.dropFirst(8) where byte >= 0x80 { isASCII = false }
    entries.append(
      Entry(
        head: head, tail: tail, start: UInt32(truncatingIfNeeded: bytes.count),
        count: UInt32(truncatingIfNeeded: key.count), isASCII: isASCII))
    bytes.append(contentsOf: key)
    slots[slot] = id + 1
    if entries.count * 2 > slots.count { grow() }
    return KeyID(raw: id)
  }

  /// The first 8 bytes of a key as one integer, zero-padded; with the count, all of a key
  /// of up to 8 bytes.
  @inline(__always)
  static func head(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = key.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let count = key.count
    if count >= 8 { return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) }
    // Two loads that overlap in the middle cover 2 to 7 bytes without a loop.
    if count >= 4 {
      let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
      let high = UInt64(
        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
      return low | high << UInt64(8 * (count - 4))
    }
    if count >= 2 {
      let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
      let high = UInt64(
        UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
      return low | high << UInt64(8 * (count - 2))
    }
    return count == 1 ? UInt64(key[0]) : 0
  }

  /// The last 8 bytes of a key longer than 8 (they overlap the head when it is shorter
  /// than 16), 0 otherwise: with the head and the count, all of a key of up to 16 bytes.
  @inline(__always)
  static func tail(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard key.count > 8, let base = key.baseAddress else { return 0 }
    return UInt64(
      littleEndian: UnsafeRawPointer(base).loadUnaligned(
        fromByteOffset: key.count - 8, as: UInt64.self))
  }

  @inline(__always)
  private static func hash(_ head: UInt64, _ tail: UInt64, _ count: Int) -> Int {
    let hash = ((head ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15 ^ tail) &* 0x100_0000_01B3
    return Int(truncatingIfNeeded: hash >> 32)
  }

  /// Whether the bytes between the first 8 and the last 8 are the entry's.
  private func tailMatches(_ key: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Bool {
    bytes.withUnsafeBufferPointer { stored in
      let start = Int(entry.start)
      for i in 8..<key.count - 8 where stored[start + i] != key[i] { return false }
      return true
    }
  }

  private mutating func grow() {
    var larger = [UInt32](repeating: 0, count: slots.count * 2)
    let mask = larger.count - 1
    for (id, entry) in entries.enumerated() {
      var slot = Self.hash(entry.head, entry.tail, Int(entry.count)) & mask
      while larger[slot] != 0 { slot = (slot + 1) & mask }
      larger[slot] = UInt32(id + 1)
    }
    slots = larger
  }

  /// The key as a String.
  func text(_ id: KeyID) -> String {
    let entry = entries[Int(id.raw)]
    return bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(
          rebasing: $0[Int(entry.start)..<Int(entry.start) + Int(entry.count)]), as: UTF8.self)
    }
  }

  func isASCII(_ id: KeyID) -> Bool { entries[Int(id.raw)].isASCII }

  /// Whether two keys are the same String: the same bytes, or (only possible when one is
  /// not ASCII) canonically equivalent, as Swift compares Strings and the readers always
  /// compared keys.
  func same(_ a: KeyID, _ b: KeyID) -> Bool {
    if a == b { return true }
    if isASCII(a) && isASCII(b) { return false }
    return text(a) == text(b)
  }
}

/// A fixed set of names (element types) looked up by their exact bytes, without making a
/// String: for these ASCII names, the same answer as comparing Strings. A name's first 8
/// bytes and its length pick its slot, one multiplication away (a scan of every name costs
/// about 100 instructions per element).
struct NameLookup<Value: Sendable>: Sendable {
  /// Per name: its first 8 bytes (`KeyTable.head`), its last 8 (`KeyTable.tail`), its
  /// length, its bytes and its value.
  private let heads: [UInt64]
  private let tails: [UInt64]
  private let counts: [Int]
  private let names: [[UInt8]]
  private let values: [Value]
  /// Per slot, the index of the name in it plus one, or 0.
  private let slots: [UInt8]
  /// What gives every name a slot of its own (`slot(head:count:)`); 0 when none was found
  /// (names alike in their first 8 bytes and length), and then every name is compared.
  private let multiplier: UInt64
  private let shift: UInt64

  init(_ names: [(String, Value)]) {
    self.names = names.map { Array($0.0.utf8) }
    heads = self.names.map { name in name.withUnsafeBufferPointer { KeyTable.head(of: $0) } }
    tails = self.names.map { name in name.withUnsafeBufferPointer { KeyTable.tail(of: $0) } }
    counts = self.names.map(\.count)
    values = names.map(\.1)
    (multiplier, shift, slots) = Self.perfectSlots(heads: heads, counts: counts)
  }

  /// The first multiplier of a fixed sequence, and the fewest slots (at least four per
  /// name), that give every name a slot of its own.
  private static func perfectSlots(heads: [UInt64], counts: [Int])
    -> (multiplier: UInt64, shift: UInt64, slots: [UInt8])
  {
    guard heads.count < 255 else { return (0, 0, []) }
    var bits = 2
    while 1 << bits < 4 * max(heads.count, 1) { bits += 1 }
    for bits in bits...bits + 3 {
      var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
      for _ in 0..<256 {
        let shift = UInt64(64 - bits)
        var slots = [UInt8](repeating: 0, count: 1 << bits)
        var collides = false
        for index in heads.indices {
          let slot = Self.slot(heads[index], counts[index], multiplier, shift)
          if slots[slot] != 0 {
            collides = true
            break
          }
          slots[slot] = UInt8(index + 1)
        }
        if !collides { return (multiplier, shift, slots) }
        multiplier = (multiplier &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F) | 1
      }
    }
    return (0, 0, [])
  }

  @inline(__always)
  private static func slot(_ head: UInt64, _ count: Int, _ multiplier: UInt64, _ shift: UInt64)
    -> Int
  {
    Int(truncatingIfNeeded: ((head ^ UInt64(truncatingIfNeeded: count)) &* multiplier) >> shift)
  }

  func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
    let head = KeyTable.head(of: bytes)
    guard multiplier != 0 else {
      for i in heads.indices where heads[i] == head && counts[i] == bytes.count {
        if matches(bytes, i) { return values[i] }
      }
      return nil
    }
    let index = Int(slots[Self.slot(head, bytes.count, multiplier, shift)]) - 1
    guard index >= 0, heads[index] == head, counts[index] == bytes.count, matches(bytes, index)
    else { return nil }
    return values[index]
  }

  /// Whether `bytes`, whose first 8 bytes and length are name `index`'s, are its bytes.
  @inline(__always)
  private func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    guard bytes.count > 8 else { return true }
    guard KeyTable.tail(of: bytes) == tails[index] else { return false }
    return bytes.count <= 16 || bytes.elementsEqual(names[index])
  }
}
