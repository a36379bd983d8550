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
  case wrapsCorner
  // The envelope's.
  case root, sizes, components
  // Style keys, in StyleKey order.
  case width, height, minWidth, maxWidth, minHeight, maxHeight
  case preferredSize, minSize, maxSize, preferredLayoutSize, minLayoutSize, maxLayoutSize
  case spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis, alignSelf
  case ascender, descender, layoutPosition
  // The parts of points and insets (sizes use width and height).
  case x, y, top, left, bottom, right

  /// The key as written: the case's name.
  var text: String { KnownKey.texts[Int(rawValue)] }

  private static let texts = allCases.map { "\($0)" }

  /// A style key's place among the style keys.
  var styleKey: StyleKey? {
    guard rawValue >= KnownKey.width.rawValue, rawValue <= KnownKey.layoutPosition.rawValue
    else { return nil }
    return StyleKeys.cases[Int(rawValue - KnownKey.width.rawValue)]
  }
}

/// The keys of one document: their bytes back to back, and an open-addressing hash table
/// from bytes to ID.
struct KeyTable: Sendable {
  /// Every key's UTF-8 bytes, back to back.
  private var bytes: [UInt8] = []
  /// Per ID: where its bytes start in `bytes`, and whether they are all ASCII.
  private var starts: [UInt32] = [0]
  private var asciiFlags: [Bool] = []
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

  var count: Int { asciiFlags.count }

  /// The ID of the key with these bytes, added when it is new.
  mutating func intern(_ key: UnsafeBufferPointer<UInt8>) -> KeyID {
    var hash: UInt32 = 2_166_136_261
    var high: UInt8 = 0
    for byte in key {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
      high |= byte
    }
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      let id = Int(entry - 1)
      let start = Int(starts[id])
      let end = Int(starts[id + 1])
      if end - start == key.count, matches(key, at: start) { return KeyID(raw: UInt32(id)) }
      slot = (slot + 1) & mask
    }
    let id = UInt32(asciiFlags.count)
    bytes.append(contentsOf: key)
    starts.append(UInt32(truncatingIfNeeded: bytes.count))
    asciiFlags.append(high < 0x80)
    slots[slot] = id + 1
    if asciiFlags.count * 2 > slots.count { grow() }
    return KeyID(raw: id)
  }

  private func matches(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    bytes.withUnsafeBufferPointer { stored in
      for i in 0..<key.count where stored[start + i] != key[i] { return false }
      return true
    }
  }

  private mutating func grow() {
    var larger = [UInt32](repeating: 0, count: slots.count * 2)
    let mask = larger.count - 1
    for id in 0..<asciiFlags.count {
      var hash: UInt32 = 2_166_136_261
      for byte in bytes[Int(starts[id])..<Int(starts[id + 1])] {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
      }
      var slot = Int(hash) & mask
      while larger[slot] != 0 { slot = (slot + 1) & mask }
      larger[slot] = UInt32(id + 1)
    }
    slots = larger
  }

  /// The key as a String.
  func text(_ id: KeyID) -> String {
    let start = Int(starts[Int(id.raw)])
    let end = Int(starts[Int(id.raw) + 1])
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }

  func isASCII(_ id: KeyID) -> Bool { asciiFlags[Int(id.raw)] }

  /// Whether two keys are the same String: the same bytes, or (only possible when one is
  /// not ASCII) canonically equivalent, as Swift compares Strings and the readers always
  /// compared keys.
  func same(_ a: KeyID, _ b: KeyID) -> Bool {
    if a == b { return true }
    if isASCII(a) && isASCII(b) { return false }
    return text(a) == text(b)
  }
}
