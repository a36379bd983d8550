import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// Reads json output (a golden file, or the tool's own output) back into frame trees.
//
// A golden file is whatever `eval` prints: one result, an array of results (the golden
// shape, `--array`), or results one after another (eval's JSON stream, pretty or JSON
// Lines), in any mix. It is read straight into frame trees, without a tree of generic
// values in between: a `Value` tree took about 11 times the file (a 120 MB golden file
// peaked at 800 MB in `check`), the frame trees take under half of it. Keys the
// comparison does not read (`file`, `size`) are checked as JSON and skipped.

enum GoldenFile {
  /// Why a file is not json output: the first place it is not JSON, or the first value
  /// that does not have the shape of a result, with its position.
  struct ReadError: Error {
    var diagnostics: [Diagnostic]
  }

  /// Arrays and objects nested deeper than this are an error at the opening bracket: the
  /// output nests two levels per element (its object and its children), and elements
  /// nest up to 256 deep, more than a description may nest.
  static let maximumDepth = 1024

  /// Every result in `bytes`, in order.
  static func results(_ bytes: [UInt8], file: String) throws -> [FrameResult] {
    var results: [FrameResult] = []
    try forEachResult(bytes, file: file) { results.append($0) }
    return results
  }

  /// Hands each result in `bytes` to `body` as soon as it is read, in order: only one
  /// result's frames are held at a time.
  static func forEachResult(
    _ bytes: [UInt8], file: String, _ body: (FrameResult) throws -> Void
  ) throws {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = GoldenReader(buffer, file: file)
      try reader.readAll(body)
    }
  }
}

/// The reader: a cursor over the bytes. Elements are read recursively, at most
/// `GoldenFile.maximumDepth / 2` deep (a worker thread's stack has room for far more);
/// positions are worked out only for an error, from its byte offset.
private struct GoldenReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  var pos = 0
  /// Arrays and objects open around `pos`.
  var depth = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
    // A UTF-8 byte order mark is allowed (RFC 8259 §8.1), as in documents.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
  }

  // MARK: Results

  /// Results, and arrays of results, one after another up to the end.
  mutating func readAll(_ body: (FrameResult) throws -> Void) throws {
    var count = 0
    skipWhitespace()
    guard pos < bytes.count else {
      throw error("the golden file is empty: no result in it (eval's json output)", at: pos)
    }
    while pos < bytes.count {
      switch bytes[pos] {
      case ASCIIByte.openBracket:
        try open()
        skipWhitespace()
        if try !closes(ASCIIByte.closeBracket) {
          repeat {
            skipWhitespace()
            try body(try result())
            count += 1
          } while try separated(closing: ASCIIByte.closeBracket, in: "an array")
        }
      case ASCIIByte.openBrace:
        try body(try result())
        count += 1
      default:
        if count == 0 && !startsValue(bytes[pos]) {
          throw error(
            "expected a result (an object) or an array of results, found \(token(at: pos))",
            at: pos)
        }
        if count == 0 {
          throw shapeError("a result must be an object, found \(kindOfValue())", at: pos)
        }
        throw error(
          "unexpected \(token(at: pos)) after a result; results follow one another, "
            + "separated by whitespace", at: pos)
      }
      skipWhitespace()
    }
  }

  /// One result object: its `sizeRange`, `root` and `variant`, and the content size its
  /// `size` names after `@` (`file`, the rest of `size`, and any other key are skipped).
  mutating func result() throws -> FrameResult {
    try expectValue()
    guard bytes[pos] == ASCIIByte.openBrace else {
      throw shapeError("a result must be an object, found \(kindOfValue())", at: pos)
    }
    let start = pos
    var sizeRange: SizeRange?
    var root: FrameTree?
    var variant: String?
    var size: String?
    var safeArea: [Double]?
    try members { reader, key in
      switch key {
      case .sizeRange where sizeRange == nil: sizeRange = try reader.sizeRange()
      case .safeArea where safeArea == nil: safeArea = try reader.safeArea()
      case .size where size == nil && reader.bytes[reader.pos] == ASCIIByte.quote:
        size = try reader.string()
      case .root where root == nil: root = try reader.element()
      case .variant where variant == nil:
        guard reader.bytes[reader.pos] == ASCIIByte.quote else {
          throw reader.shapeError(
            "\"variant\" must be a string, found \(reader.kindOfValue())", at: reader.pos)
        }
        variant = try reader.string()
      default: try reader.skipValue()
      }
    }
    guard let root else { throw shapeError("a result needs \"root\"", at: start) }
    guard let sizeRange else { throw shapeError("missing \"sizeRange\"", at: start) }
    // Results at one range and two content sizes are told apart by the content size.
    let contentSize =
      size.flatMap { text in text.firstIndex(of: "@").map { String(text[$0...]) } } ?? ""
    return FrameResult(
      sizeRange: SizeSyntax.describe(sizeRange) + contentSize, variant: variant, root: root,
      safeArea: safeArea ?? [])
  }

  /// `[top, left, bottom, right]`: the safe area a result was laid out with.
  mutating func safeArea() throws -> [Double] {
    guard bytes[pos] == ASCIIByte.openBracket else {
      throw shapeError("\"safeArea\" must be an array, found \(kindOfValue())", at: pos)
    }
    var sides: [Double] = []
    try open()
    skipWhitespace()
    if try !closes(ASCIIByte.closeBracket) {
      repeat {
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == ASCIIByte.minus || ASCIIByte.isDigit(bytes[pos])
        else {
          throw shapeError("\"safeArea\" holds numbers, found \(kindOfValue())", at: pos)
        }
        sides.append(try number())
      } while try separated(closing: ASCIIByte.closeBracket, in: "an array")
    }
    return sides
  }

  /// `{"min": {"width": W, "height": H}, "max": {...}}`; a null bound is unbounded.
  mutating func sizeRange() throws -> SizeRange {
    let start = try objectStart("sizeRange")
    var min: Size?
    var max: Size?
    try members { reader, key in
      switch key {
      case .min where min == nil: min = try reader.size("min")
      case .max where max == nil: max = try reader.size("max")
      default: try reader.skipValue()
      }
    }
    guard let min else { throw shapeError("missing \"min\"", at: start) }
    guard let max else { throw shapeError("missing \"max\"", at: start) }
    return SizeRange(min: min, max: max)
  }

  mutating func size(_ name: String) throws -> Size {
    let start = try objectStart(name)
    var width: Double??
    var height: Double??
    try members { reader, key in
      switch key {
      case .width where width == nil: width = try reader.coordinate("width")
      case .height where height == nil: height = try reader.coordinate("height")
      default: try reader.skipValue()
      }
    }
    guard let width else { throw shapeError("missing \"width\"", at: start) }
    guard let height else { throw shapeError("missing \"height\"", at: start) }
    return Size(width: width ?? .infinity, height: height ?? .infinity)
  }

  /// One element and its children.
  mutating func element() throws -> FrameTree {
    try expectValue()
    guard bytes[pos] == ASCIIByte.openBrace else {
      throw shapeError("an element must be an object, found \(kindOfValue())", at: pos)
    }
    let start = pos
    var type: String?
    var name: String?
    var frame: PrintedFrame?
    var children: [FrameTree]?
    try members { reader, key in
      switch key {
      case .type where type == nil:
        guard reader.bytes[reader.pos] == ASCIIByte.quote else {
          throw reader.shapeError("an element needs a string \"type\"", at: reader.pos)
        }
        type = try reader.string()
      case .name where name == nil:
        guard reader.bytes[reader.pos] == ASCIIByte.quote else {
          throw reader.shapeError(
            "\"name\" must be a string, found \(reader.kindOfValue())", at: reader.pos)
        }
        name = try reader.string()
      case .frame where frame == nil: frame = try reader.frame()
      case .children where children == nil:
        guard reader.bytes[reader.pos] == ASCIIByte.openBracket else {
          throw reader.shapeError(
            "\"children\" must be an array, found \(reader.kindOfValue())", at: reader.pos)
        }
        var items: [FrameTree] = []
        try reader.open()
        reader.skipWhitespace()
        if try !reader.closes(ASCIIByte.closeBracket) {
          repeat {
            reader.skipWhitespace()
            items.append(try reader.element())
          } while try reader.separated(closing: ASCIIByte.closeBracket, in: "an array")
        }
        children = items
      default: try reader.skipValue()
      }
    }
    guard let type else { throw shapeError("an element needs a string \"type\"", at: start) }
    guard let frame else { throw shapeError("missing \"frame\"", at: start) }
    return FrameTree(type: type, name: name, frame: frame, children: children ?? [])
  }

  mutating func frame() throws -> PrintedFrame {
    let start = try objectStart("frame")
    var x: Double??
    var y: Double??
    var width: Double??
    var height: Double??
    try members { reader, key in
      switch key {
      case .x where x == nil: x = try reader.coordinate("x")
      case .y where y == nil: y = try reader.coordinate("y")
      case .width where width == nil: width = try reader.coordinate("width")
      case .height where height == nil: height = try reader.coordinate("height")
      default: try reader.skipValue()
      }
    }
    guard let x else { throw shapeError("missing \"x\"", at: start) }
    guard let y else { throw shapeError("missing \"y\"", at: start) }
    guard let width else { throw shapeError("missing \"width\"", at: start) }
    guard let height else { throw shapeError("missing \"height\"", at: start) }
    return PrintedFrame(x: x, y: y, width: width, height: height)
  }

  /// A number, or `null` for a coordinate Texture leaves non-finite.
  mutating func coordinate(_ key: String) throws -> Double? {
    let byte = bytes[pos]
    if byte == ASCIIByte.minus || ASCIIByte.isDigit(byte) { return try number() }
    if byte == UInt8(ascii: "n") {
      try literal("null")
      return nil
    }
    throw shapeError("\"\(key)\" must be a number or null, found \(kindOfValue())", at: pos)
  }

  /// The `{` of the object under `key`, which must be one.
  mutating func objectStart(_ key: String) throws -> Int {
    guard bytes[pos] == ASCIIByte.openBrace else {
      throw shapeError("\"\(key)\" must be an object, found \(kindOfValue())", at: pos)
    }
    return pos
  }

  // MARK: JSON

  /// The keys the comparison reads; any other is `.other`.
  enum Key {
    case type, name, frame, children, x, y, width, height, sizeRange, min, max, root, variant
    case size, safeArea
    case other

    /// The key's bytes (at most 9, else `.other`) as one number: the first eight bytes,
    /// little-endian, and the ninth above them in a second word: one comparison a key,
    /// however the build is optimized.
    init(_ key: UnsafeBufferPointer<UInt8>.SubSequence) {
      guard key.count <= 9 else {
        self = .other
        return
      }
      var low: UInt64 = 0
      var high: UInt64 = 0
      for (offset, byte) in zip(0..., key) {
        if offset < 8 { low |= UInt64(byte) << (8 * UInt64(offset)) } else { high = UInt64(byte) }
      }
      guard high == 0 || (key.count == 9 && high == UInt64(UInt8(ascii: "e"))) else {
        self = .other
        return
      }
      // Keys of the same length differ in their words.
      self = Key.table[key.count].first { $0.word == low }?.key ?? .other
    }

    /// Per length, the keys of that length and their words.
    private static let table: [[(word: UInt64, key: Key)]] = {
      let keys: [(StaticString, Key)] = [
        ("x", .x), ("y", .y), ("min", .min), ("max", .max), ("type", .type), ("name", .name),
        ("root", .root), ("frame", .frame), ("width", .width), ("height", .height),
        ("variant", .variant), ("children", .children), ("sizeRange", .sizeRange),
        ("size", .size), ("safeArea", .safeArea),
      ]
      var table = Array(repeating: [(word: UInt64, key: Key)](), count: 10)
      for (text, key) in keys {
        table[text.utf8CodeUnitCount].append((word(text), key))
      }
      return table
    }()

    /// The first eight bytes of `text` as `init` reads a key.
    private static func word(_ text: StaticString) -> UInt64 {
      var word: UInt64 = 0
      text.withUTF8Buffer { bytes in
        for (offset, byte) in bytes.prefix(8).enumerated() {
          word |= UInt64(byte) << (8 * UInt64(offset))
        }
      }
      return word
    }
  }

  /// Reads an object at `pos` (`{`), handing each member's key to `member` with `pos` at
  /// its value, which `member` must read; leaves `pos` past the `}`.
  mutating func members(_ member: (inout GoldenReader, Key) throws -> Void) throws {
    try open()
    skipWhitespace()
    if try closes(ASCIIByte.closeBrace) { return }
    repeat {
      skipWhitespace()
      guard pos < bytes.count, bytes[pos] == ASCIIByte.quote else {
        throw error("expected a key (a string in double quotes), found \(token(at: pos))", at: pos)
      }
      let key = try keyName()
      skipWhitespace()
      guard pos < bytes.count, bytes[pos] == ASCIIByte.colon else {
        throw error("expected ':' after the key, found \(token(at: pos))", at: pos)
      }
      pos += 1
      skipWhitespace()
      try expectValue()
      try member(&self, key)
    } while try separated(closing: ASCIIByte.closeBrace, in: "an object")
  }

  /// A key at `pos`: read in place when it has no escapes (the keys of the output never
  /// have any).
  mutating func keyName() throws -> Key {
    var end = pos + 1
    while end < bytes.count, bytes[end] != ASCIIByte.quote, bytes[end] != ASCIIByte.backslash,
      bytes[end] >= 0x20, bytes[end] < 0x80
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == ASCIIByte.quote {
      let key = Key(bytes[(pos + 1)..<end])
      pos = end + 1
      return key
    }
    let text = try string()
    let decoded = Array(text.utf8)
    return decoded.withUnsafeBufferPointer { Key($0[...]) }
  }

  /// Opens the array or object at `pos`, within the depth limit.
  mutating func open() throws {
    if depth >= GoldenFile.maximumDepth {
      throw error(
        "arrays and objects are nested more than \(GoldenFile.maximumDepth) levels deep", at: pos)
    }
    depth += 1
    pos += 1
  }

  /// Whether the container ends at `pos` (whitespace skipped): then `pos` is past it.
  mutating func closes(_ bracket: UInt8) throws -> Bool {
    guard pos < bytes.count, bytes[pos] == bracket else { return false }
    depth -= 1
    pos += 1
    return true
  }

  /// After an item: true at a `,` (another item follows), false at the closing bracket
  /// (`pos` past it), an error otherwise.
  mutating func separated(closing bracket: UInt8, in container: String) throws -> Bool {
    skipWhitespace()
    guard pos < bytes.count else {
      throw error("\(container) is not closed: the file ends", at: pos)
    }
    if bytes[pos] == ASCIIByte.comma {
      pos += 1
      skipWhitespace()
      if pos < bytes.count, bytes[pos] == bracket {
        throw error("a trailing ',' before '\(UnicodeScalar(bracket))'", at: pos)
      }
      return true
    }
    if try closes(bracket) { return false }
    throw error(
      "expected ',' or '\(UnicodeScalar(bracket))' in \(container), found \(token(at: pos))",
      at: pos)
  }

  /// An error unless a value starts at `pos`.
  func expectValue() throws {
    guard pos < bytes.count, startsValue(bytes[pos]) else {
      throw error("expected a value, found \(token(at: pos))", at: pos)
    }
  }

  func startsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCIIByte.openBrace, ASCIIByte.openBracket, ASCIIByte.quote, ASCIIByte.minus,
      UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      return true
    default: return ASCIIByte.isDigit(byte)
    }
  }

  /// Reads any value at `pos`, checking that it is JSON, and drops it.
  mutating func skipValue() throws {
    try expectValue()
    switch bytes[pos] {
    case ASCIIByte.openBrace: try members { reader, _ in try reader.skipValue() }
    case ASCIIByte.openBracket:
      try open()
      skipWhitespace()
      if try closes(ASCIIByte.closeBracket) { return }
      repeat {
        skipWhitespace()
        try skipValue()
      } while try separated(closing: ASCIIByte.closeBracket, in: "an array")
    case ASCIIByte.quote: _ = try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try number()
    }
  }

  mutating func literal(_ word: StaticString) throws {
    let matches = word.withUTF8Buffer { word in
      pos + word.count <= bytes.count && bytes[pos..<(pos + word.count)].elementsEqual(word)
    }
    guard matches else { throw error("unexpected \(token(at: pos))", at: pos) }
    pos += word.utf8CodeUnitCount
  }

  /// A string at `pos` (its opening quote), with its escapes; `pos` past its closing quote.
  mutating func string() throws -> String {
    let start = pos
    pos += 1
    var plainStart = pos
    var decoded: [UInt8]?
    while true {
      guard pos < bytes.count else {
        throw error("the string is not closed: the file ends", at: start)
      }
      let byte = bytes[pos]
      if byte == ASCIIByte.quote { break }
      if byte < 0x20 {
        throw error("\(token(at: pos)) in a string: write it as an escape", at: pos)
      }
      if byte < 0x80 && byte != ASCIIByte.backslash {
        pos += 1
        continue
      }
      if byte >= 0x80 {
        let length = Self.sequenceLength(bytes, at: pos)
        guard length > 0 else { throw error("invalid UTF-8 byte \(Self.hex(byte))", at: pos) }
        pos += length
        continue
      }
      // An escape: the plain bytes before it, then what it stands for.
      var text = decoded ?? []
      text += bytes[plainStart..<pos]
      try escape(into: &text)
      decoded = text
      plainStart = pos
    }
    let end = pos
    pos += 1
    guard var text = decoded else {
      return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    }
    text += bytes[plainStart..<end]
    return String(decoding: text, as: UTF8.self)
  }

  /// The escape at `pos` (its backslash), appended to `text` as UTF-8.
  mutating func escape(into text: inout [UInt8]) throws {
    let start = pos
    guard pos + 1 < bytes.count else {
      throw error("the string is not closed: the file ends", at: pos)
    }
    let letter = bytes[pos + 1]
    pos += 2
    let simple: UInt8?
    switch letter {
    case ASCIIByte.quote, ASCIIByte.backslash, ASCIIByte.slash: simple = letter
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default:
      throw error(
        "unknown escape: a backslash before \(token(at: start + 1)) in a string", at: start)
    }
    if let simple {
      text.append(simple)
      return
    }
    var scalar = try hex4(escapeAt: start)
    if (0xD800..<0xDC00).contains(scalar) {
      // A high surrogate needs a low one after it.
      guard pos + 1 < bytes.count, bytes[pos] == ASCIIByte.backslash,
        bytes[pos + 1] == UInt8(ascii: "u")
      else { throw error("a lone surrogate \\u\(Self.hex4Text(scalar))", at: start) }
      pos += 2
      let low = try hex4(escapeAt: pos - 2)
      guard (0xDC00..<0xE000).contains(low) else {
        throw error("a lone surrogate \\u\(Self.hex4Text(scalar))", at: start)
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw error("a lone surrogate \\u\(Self.hex4Text(scalar))", at: start)
    }
    guard let character = Unicode.Scalar(scalar) else {
      throw error("\\u\(Self.hex4Text(scalar)) is not a character", at: start)
    }
    text += Array(String(character).utf8)
  }

  /// The four hex digits at `pos`, after the `\u` at `start`.
  mutating func hex4(escapeAt start: Int) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard pos < bytes.count, let digit = Self.hexDigit(bytes[pos]) else {
        throw error("\\u needs four hex digits", at: start)
      }
      value = value << 4 | digit
      pos += 1
    }
    return value
  }

  /// A JSON number at `pos`: RFC 8259's grammar, finite.
  mutating func number() throws -> Double {
    let start = pos
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    if bytes[pos] == ASCIIByte.minus { pos += 1 }
    guard pos < bytes.count, ASCIIByte.isDigit(bytes[pos]) else {
      throw error("a number needs a digit after '-'", at: start)
    }
    if bytes[pos] == ASCIIByte.zero, pos + 1 < bytes.count, ASCIIByte.isDigit(bytes[pos + 1]) {
      throw error("a number cannot start with 0", at: start)
    }
    while pos < bytes.count, ASCIIByte.isDigit(bytes[pos]) {
      if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[pos] &- ASCIIByte.zero) }
      digits += 1
      pos += 1
    }
    var simple = true
    if pos < bytes.count, bytes[pos] == ASCIIByte.dot {
      pos += 1
      guard pos < bytes.count, ASCIIByte.isDigit(bytes[pos]) else {
        throw error("a number needs a digit after '.'", at: pos)
      }
      while pos < bytes.count, ASCIIByte.isDigit(bytes[pos]) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[pos] &- ASCIIByte.zero) }
        digits += 1
        fractionDigits += 1
        pos += 1
      }
    }
    if pos < bytes.count, bytes[pos] | 0x20 == UInt8(ascii: "e") {
      simple = false
      pos += 1
      if pos < bytes.count, bytes[pos] == ASCIIByte.plus || bytes[pos] == ASCIIByte.minus {
        pos += 1
      }
      guard pos < bytes.count, ASCIIByte.isDigit(bytes[pos]) else {
        throw error("a number needs a digit in its exponent", at: pos)
      }
      while pos < bytes.count, ASCIIByte.isDigit(bytes[pos]) { pos += 1 }
    }
    let negative = bytes[start] == ASCIIByte.minus
    // Exact: at most 15 digits are exact in a Double, and so is a power of ten up to
    // 10^22, so one correctly rounded division is the nearest Double (Clinger's fast path).
    if simple && digits <= 15 && fractionDigits <= 22 {
      let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
      return negative ? -value : value
    }
    let text = String(decoding: bytes[start..<pos], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is out of range", at: start)
    }
    return value
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  mutating func skipWhitespace() {
    while pos < bytes.count {
      switch bytes[pos] {
      case ASCIIByte.space, ASCIIByte.newline, ASCIIByte.carriageReturn, ASCIIByte.tab: pos += 1
      default: return
      }
    }
  }

  // MARK: Messages

  /// What the value at `pos` is, for a message: `a string`, `an array`, ...
  func kindOfValue() -> String {
    guard pos < bytes.count else { return "the end of the file" }
    switch bytes[pos] {
    case ASCIIByte.openBrace: return "an object"
    case ASCIIByte.openBracket: return "an array"
    case ASCIIByte.quote: return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    case let byte where byte == ASCIIByte.minus || ASCIIByte.isDigit(byte): return "a number"
    default: return token(at: pos)
    }
  }

  /// The token at `p` for a message: `'x'`, `'abc'`, `control character U+0000`.
  func token(at p: Int) -> String {
    guard p < bytes.count else { return "the end of the file" }
    let byte = bytes[p]
    if byte < 0x20 || byte == 0x7F {
      return "control character U+00" + Self.hex(byte).dropFirst(2)
    }
    if byte < 0x80 {
      var end = p + 1
      let isWord = { (byte: UInt8) in
        let lower = byte | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || ASCIIByte.isDigit(byte) || byte == 0x5F
      }
      if isWord(byte) {
        while end < bytes.count, end - p < 40, isWord(bytes[end]) { end += 1 }
      }
      return "'" + String(decoding: bytes[p..<end], as: UTF8.self) + "'"
    }
    let length = Self.sequenceLength(bytes, at: p)
    guard length > 0 else { return "invalid UTF-8 byte \(Self.hex(byte))" }
    return "'" + String(decoding: bytes[p..<(p + length)], as: UTF8.self) + "'"
  }

  func error(_ message: String, at offset: Int) -> GoldenFile.ReadError {
    GoldenFile.ReadError(diagnostics: [Diagnostic(.error, message, at: location(offset))])
  }

  func shapeError(_ message: String, at offset: Int) -> GoldenFile.ReadError {
    error(message + " (not layoutspec json output)", at: offset)
  }

  /// The line and column of byte `offset`, columns counting Unicode scalars (a byte order
  /// mark is not one), as every reader's positions do.
  func location(_ offset: Int) -> SourceLocation {
    let end = min(offset, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == ASCIIByte.newline {
      line += 1
      lineStart = index + 1
    }
    if lineStart == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      lineStart = 3
    }
    var column = 1
    for index in lineStart..<max(lineStart, end) where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// The length of the valid UTF-8 sequence at `p` (a lead byte of 0x80 or more), or 0.
  static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> Int {
    let lead = bytes[p]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard p + length <= bytes.count else { return 0 }
    guard (low...high).contains(bytes[p + 1]) else { return 0 }
    for index in (p + 2)..<(p + length) where bytes[index] & 0xC0 != 0x80 { return 0 }
    return length
  }

  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case ASCIIByte.zero...ASCIIByte.nine: return UInt32(byte - ASCIIByte.zero)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// `0xFF`.
  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }

  /// `D800`.
  static func hex4Text(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return (0..<4).map { String(digits[Int(value >> (12 - 4 * UInt32($0)) & 15)]) }.joined()
  }
}

/// ASCII bytes the reader looks for.
private enum ASCIIByte {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }
}
