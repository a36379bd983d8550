// A byte buffer that JSON is appended to: one growing array, no intermediate strings for
// structure, so writing a 100k-element layout stays linear and cheap.

struct JSONBuffer {
  private(set) var bytes: [UInt8] = []
  let indentWidth: Int?
  private var depth = 0
  /// Whether the current container has had a member, so the next needs a comma.
  private var needsComma = false

  init(compact: Bool, reservingCapacity capacity: Int = 0) {
    indentWidth = compact ? nil : 2
    bytes.reserveCapacity(capacity)
  }

  mutating func openObject() { open(UInt8(ascii: "{")) }
  mutating func closeObject() { close(UInt8(ascii: "}")) }
  mutating func openArray() { open(UInt8(ascii: "[")) }
  mutating func closeArray() { close(UInt8(ascii: "]")) }

  /// Starts a member: the separator, the indentation, then `"key": ` when keyed.
  mutating func key(_ key: StaticString) {
    beginItem()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    if indentWidth != nil { bytes.append(UInt8(ascii: " ")) }
  }

  /// Starts an array element.
  mutating func element() { beginItem() }

  mutating func number(_ value: Double) {
    if let text = NumberFormat.string(value) {
      bytes.append(contentsOf: text.utf8)
    } else {
      append("null")
    }
  }

  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case 0..<0x20:
        append("\\u00")
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func null() { append("null") }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func beginItem() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
    newline()
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    depth += 1
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    // An empty container closes on the same line: `[]`, `{}`.
    if needsComma { newline() }
    bytes.append(bracket)
    needsComma = true
  }

  private mutating func newline() {
    guard let indentWidth else { return }
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * indentWidth))
  }
}
