import LayoutSpecEngine

/// The `"type":"vstack"` and `"name":"avatar"` members of the elements a json output
/// writes, each encoded once per type and per name of a tree, then copied: written member
/// by member they cost a key, a scan of the string for escapes and three reservations per
/// element (callgrind, the 10,000-cell feed: about a third of the write phase).
struct MemberLiterals {
  /// The encoded members, one after another.
  private var bytes: [UInt8] = []
  /// Where each type's member is in `bytes`, by `ElementType.ordinal`.
  private var types: [Range<Int>] = []
  /// Where each name's member is, by the tree's name index; empty until it is encoded.
  private var names: [Range<Int>]
  /// `:` compact, `: ` indented, as `JSONBuffer.key` writes it.
  private let colon: StaticString

  init(compact: Bool, nameCount: Int) {
    colon = compact ? ":" : ": "
    names = Array(repeating: 0..<0, count: nameCount)
    for type in ElementType.allCases {
      types.append(encode(key: "type", type.rawValue))
    }
  }

  /// The `"type": …` member of an element of type `type`.
  @inline(__always)
  func type(_ type: ElementType) -> Range<Int> { types[type.ordinal] }

  /// The `"name": …` member of the name at `index` (`ElementTree.nameIndex(ofElement:)`).
  @inline(__always)
  mutating func name(_ index: Int32, in tree: ElementTree) -> Range<Int> {
    let range = names[Int(index)]
    if !range.isEmpty { return range }
    let encoded = encode(key: "name", tree.name(at: index))
    names[Int(index)] = encoded
    return encoded
  }

  /// Writes the member at `range` (`type`, `name`) to `buffer`.
  @inline(__always)
  func write(_ range: Range<Int>, to buffer: inout JSONBuffer) {
    bytes.withUnsafeBufferPointer {
      buffer.member(encoded: UnsafeBufferPointer(rebasing: $0[range]))
    }
  }

  private mutating func encode(key: StaticString, _ value: String) -> Range<Int> {
    let start = bytes.count
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    colon.withUTF8Buffer { bytes.append(contentsOf: $0) }
    JSONStringLiteral.append(value, to: &bytes)
    return start..<bytes.count
  }
}
