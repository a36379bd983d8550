// Element names, each stored once: a feed names 7 of every 11 elements with one of seven
// names. Names are told apart by their UTF-8 bytes, not by Swift's `==`, which equates
// canonically equivalent names ("é" as one scalar or two) that print differently.
//
// Why not `InternTable<String>`: comparing or hashing `String`s through the standard
// library cost 350 to 500 instructions a name (callgrind, decoding a feed). Here a name's
// bytes are hashed once (FNV-1a) and compared only with names of the same hash.

struct NameTable: Sendable {
  private var names: [String] = []
  /// Each name's hash, parallel to `names`.
  private var hashes: [UInt64] = []
  /// Open-addressed hash set of indexes into `names` (-1 empty), a power of two long, at
  /// least twice as long as `names`.
  private var slots: [Int32] = Array(repeating: -1, count: 16)

  subscript(index: Int32) -> String { names[Int(index)] }

  var count: Int { names.count }

  /// The index of the name with `name`'s bytes, added if there is none.
  mutating func index(of name: String) -> Int32 {
    var name = name
    return name.withUTF8 { index(of: $0) }
  }

  /// The index of the name with these UTF-8 bytes, added if there is none.
  mutating func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hash = Self.hash(bytes)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if hashes[index] == hash && Self.hasBytes(names[index], bytes) { return Int32(index) }
      slot = (slot + 1) & mask
    }
    let index = names.count
    names.append(String(decoding: bytes, as: UTF8.self))
    hashes.append(hash)
    slots[slot] = Int32(truncatingIfNeeded: index)
    if names.count * 2 > slots.count { rebuildSlots() }
    return Int32(truncatingIfNeeded: index)
  }

  private mutating func rebuildSlots() {
    slots = Array(repeating: -1, count: slots.count * 4)
    let mask = slots.count - 1
    for index in names.indices {
      var slot = Int(truncatingIfNeeded: hashes[index]) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: index)
    }
  }

  private static func hasBytes(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var name = name
    // Counts first, then an indexed loop: `elementsEqual` cost about 190 instructions a
    // name of 6 to 9 bytes (callgrind, decoding a feed), 1.5% of decoding.
    return name.withUTF8 { stored in
      guard stored.count == bytes.count else { return false }
      for i in 0..<stored.count where stored[i] != bytes[i] { return false }
      return true
    }
  }

  /// FNV-1a, 64-bit.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
