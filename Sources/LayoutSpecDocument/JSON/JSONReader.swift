// A strict JSON reader (RFC 8259) from bytes to a `DocumentTape` (or a `Value` tree), with
// the position of every value and key. Byte-level and non-recursive: containers live on an
// explicit stack, strings are copied from byte slices, keys are interned, numbers take an
// exact fast path. Foundation is not used. The parser only reads: a reader that decodes
// while it reads observes it (JSONParserObserver.swift).
//
// Errors that leave the tree as written (comments, trailing commas, duplicate keys (the
// first is kept), unquoted keys, control characters in strings, leading zeros) are reported
// and reading goes on; the value is still returned, so the decoder can add its own findings.
// Errors that lose data (invalid UTF-8, lone surrogates, NaN, numbers out of range, bad
// escapes) are reported, reading goes on, but no value is returned. Structural errors (a
// missing comma or colon, an unterminated string, nesting past the limit) stop reading.

public enum JSONReader {
  /// Arrays and objects nested deeper than this are an error at the opening bracket.
  public static let maximumDepth = 512

  /// Reads one JSON document. The value is nil when reading stopped or lost data; the
  /// diagnostics are in source order. `maximumDepth` may be raised for documents other
  /// than descriptions (the json output nests two levels per element).
  public static func read(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONReader.maximumDepth
  ) -> (Value?, [Diagnostic]) {
    let (tape, diagnostics) = readTape(bytes, file: file, maximumDepth: maximumDepth)
    return (tape.map { $0.value($0.root) }, diagnostics)
  }

  /// Reads one JSON document into a tape: nil when reading stopped or lost data.
  static func readTape(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONReader.maximumDepth
  ) -> (DocumentTape?, [Diagnostic]) {
    let reading = parse(bytes, file: file, maximumDepth: maximumDepth)
    return (reading.faithful ? reading.tape : nil, reading.diagnostics)
  }

  /// What reading a document gave.
  struct Reading {
    /// The values as far as they were read.
    var tape: DocumentTape
    /// Whether `tape` holds everything the document says: reading completed and no error
    /// lost anything.
    var faithful: Bool
    var diagnostics: [Diagnostic]
  }

  /// Reads `bytes` onto a tape, and nothing more.
  static func parse(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONReader.maximumDepth,
    valueLimit: Int = DocumentLimits.valueLimit
  ) -> Reading {
    var tapeOnly = TapeOnly()
    return parse(
      bytes, file: file, maximumDepth: maximumDepth, valueLimit: valueLimit,
      observer: &tapeOnly)
  }

  /// Reads `bytes` onto a tape, reporting what it reads to `observer`
  /// (JSONParserObserver.swift), which is told when reading ended, whatever the reading
  /// gave.
  static func parse<Observer: JSONParserObserver>(
    _ bytes: [UInt8], file: String, maximumDepth: Int = JSONReader.maximumDepth,
    valueLimit: Int = DocumentLimits.valueLimit, observer: inout Observer
  ) -> Reading {
    if let refusal = DocumentLimits.refusal(byteCount: bytes.count, file: file) {
      let tape = DocumentTape(file: file)
      observer.readingEnded(tape: tape)
      return Reading(tape: tape, faithful: false, diagnostics: [refusal])
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer, file: file)
      parser.maximumDepth = maximumDepth
      parser.valueLimit = valueLimit
      let complete = parser.parseDocument(&observer)
      observer.readingEnded(tape: parser.tape)
      let diagnostics = parser.diagnostics.sorted { $0.location < $1.location }
      return Reading(
        tape: parser.tape, faithful: complete && parser.faithful, diagnostics: diagnostics)
    }
  }
}

/// ASCII bytes the reader looks for.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let apostrophe: UInt8 = 0x27
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let star: UInt8 = 0x2A
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

  @inline(__always)
  static func isWordByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || isDigit(byte) || byte == 0x5F || byte == 0x24
      || byte == minus || byte == plus || byte == dot
  }

  @inline(__always)
  static func isWordStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F || byte == 0x24
  }
}

/// The parser's state: a cursor over the bytes, the current line, and a column cache that
/// only moves forward, so that positions cost O(n) over a whole one-line document.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the values go.
  var tape: DocumentTape
  var pos = 0
  var line = 1
  /// Never past `pos`: lines start where reading passed a line break, or before a byte
  /// reading is at.
  private(set) var lineStart = 0
  /// Where `asciiRun` ends when it starts at or before `lineStart` (a column on the line
  /// up to it is then a subtraction), else -1: one comparison in `position()`.
  private var asciiLineEnd = 0
  private var columnPos = 0
  private var column = 1
  private var columnLineStart = 0
  /// Bytes known to be ASCII: a column in them is a subtraction.
  private var asciiRun = 0..<0

  var diagnostics: [Diagnostic] = []
  var errorCount = 0
  /// How many values may be read (`DocumentLimits.valueLimit`; less in tests), and how
  /// many more: counted down, one subtraction and test per value.
  var valueLimit = DocumentLimits.valueLimit {
    didSet { valuesLeft += valueLimit - oldValue }
  }
  var valuesLeft = DocumentLimits.valueLimit
  /// Values read so far.
  var valueCount: Int {
    get { valueLimit - valuesLeft }
    set { valuesLeft = valueLimit - newValue }
  }
  /// How deep arrays and objects may nest.
  var maximumDepth = JSONReader.maximumDepth
  /// False once an error lost data: the value no longer says what the document says.
  var faithful = true
  /// Set by an error that ends reading.
  var stopped = false
  /// The bytes of a string with escapes or non-ASCII characters, kept between strings.
  var scratch: [UInt8] = []
  /// The member indexes of the open objects that have one, innermost last.
  var memberIndexes: [MemberIndex] = []
  /// The container around the value read, for a parser that starts inside a list (a
  /// list's part read on another thread, ListParts.swift); nil at the document's start.
  var outerContainer: ObservedContainer?
  /// The list whose items from some offset on may have been read elsewhere
  /// (`JSONParserObserver.childListOpened`), and the first offset the parser asks at
  /// (`Int.max` without one: one comparison per value).
  var itemsElsewhereList = -1
  var itemsElsewhereStart = Int.max
  /// The item of a child list being read whole (`ElementSlot.wholeItem`), to read again
  /// from its start if it grows too large, and the node count and depth past which it
  /// does (`Int.max` outside one: a comparison each per container opened).
  var wholeItem: WholeItemStart?
  var wholeItemNodeLimit = Int.max
  var wholeItemDepthLimit = Int.max
  /// Where the input is not ASCII, so that most columns are a subtraction.
  let nonASCII: NonASCIIBlocks

  init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.tape = DocumentTape(file: file, expectedBytes: bytes.count)
    self.nonASCII = NonASCIIBlocks(bytes)
    // A UTF-8 byte order mark is allowed (RFC 8259 §8.1) and not counted as a column.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      pos = 3
      startLine(at: 3)
      columnPos = 3
      columnLineStart = 3
    }
  }

  // MARK: Positions and diagnostics

  /// The position of byte offset `p` on the current line (columns count Unicode scalars).
  /// Inlined: once the line is known to be ASCII up to `p` (most values), it is a
  /// subtraction, and the cache below is left as it is (it stays right for its line).
  @inline(__always)
  mutating func position(at p: Int) -> LineColumn {
    if lineStart <= p && p <= asciiLineEnd {
      return LineColumn(
        line: UInt32(truncatingIfNeeded: line),
        column: UInt32(truncatingIfNeeded: 1 &+ p &- lineStart))
    }
    return countedPosition(at: p)
  }

  /// The position of `pos`, which is on the current line (`lineStart` is never past it):
  /// `position(at: pos)` with one comparison fewer, for every key and value.
  @inline(__always)
  mutating func position() -> LineColumn {
    if pos <= asciiLineEnd {
      return LineColumn(
        line: UInt32(truncatingIfNeeded: line),
        column: UInt32(truncatingIfNeeded: 1 &+ pos &- lineStart))
    }
    return countedPosition(at: pos)
  }

  /// `position(at:)` where a column has to be counted.
  private mutating func countedPosition(at p: Int) -> LineColumn {
    if p < columnPos || columnLineStart != lineStart || p < lineStart {
      columnLineStart = lineStart
      columnPos = Swift.min(lineStart, p)
      column = 1
    }
    if !(asciiRun.lowerBound <= columnPos && p <= asciiRun.upperBound) {
      asciiRun = columnPos..<nonASCII.asciiRunEnd(from: columnPos, atMost: bytes.count)
    }
    // In a run of ASCII bytes a column is a subtraction.
    let c =
      p <= asciiRun.upperBound
      ? column + (p - columnPos)
      : column + Self.scalarCount(in: bytes, nonASCII, from: columnPos, to: p)
    column = c
    columnPos = p
    asciiLineEnd = asciiRun.lowerBound <= lineStart ? asciiRun.upperBound : -1
    return LineColumn(line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: c))
  }

  /// A new line starts at byte offset `start`.
  @inline(__always)
  mutating func startLine(at start: Int) {
    lineStart = start
    asciiLineEnd = asciiRun.lowerBound <= start ? asciiRun.upperBound : -1
  }

  /// The number of Unicode scalars that start between two byte offsets: the bytes that
  /// are not UTF-8 continuation bytes (10xxxxxx). (Static: a method called from the
  /// parser's mutating ones would work on a copy of the parser.)
  static func scalarCount(
    in bytes: UnsafeBufferPointer<UInt8>, _ nonASCII: NonASCIIBlocks, from start: Int, to end: Int
  ) -> Int {
    if nonASCII.allASCII(from: start, to: end) { return Swift.max(0, end - start) }
    var count = 0
    var i = start
    if let base = bytes.baseAddress {
      while i + 8 <= end {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
        count += 8 - continuations.nonzeroBitCount
        i += 8
      }
    }
    while i < end {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// The position of byte offset `p` on an earlier line, counted afresh.
  func position(at p: Int, line: Int, lineStart: Int) -> LineColumn {
    let column = 1 + Self.scalarCount(in: bytes, nonASCII, from: lineStart, to: p)
    return LineColumn(
      line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column))
  }

  mutating func error(_ message: String, at p: Int) {
    error(message, at: position(at: p))
  }

  mutating func error(_ message: String, at position: LineColumn) {
    // Past the error limit reading winds down; nothing more is collected.
    if errorCount > DocumentLimits.errorLimit { return }
    diagnostics.append(Diagnostic(.error, message, at: tape.location(position)))
    errorCount += 1
    if errorCount > DocumentLimits.errorLimit { stopped = true }
  }

  /// Reports an error that ends reading.
  mutating func fatal(_ message: String, at p: Int) {
    error(message, at: p)
    stopped = true
  }

  // MARK: Whitespace and comments

  /// Skips whitespace, counting lines; comments are reported and skipped.
  @inline(__always)
  mutating func skipWhitespace() {
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == ASCII.space || byte == ASCII.tab {
        pos += 1
      } else if byte == ASCII.newline {
        pos += 1
        line += 1
        startLine(at: pos)
      } else if byte == ASCII.carriageReturn {
        pos += 1
        if pos < bytes.count, bytes[pos] == ASCII.newline { pos += 1 }
        line += 1
        startLine(at: pos)
      } else if byte == ASCII.slash {
        if !skipComment() || stopped { return }
      } else {
        return
      }
    }
  }

  /// At a `/`: reports and skips a `//` or `/* */` comment; false when it is not one.
  private mutating func skipComment() -> Bool {
    guard pos + 1 < bytes.count else { return false }
    let next = bytes[pos + 1]
    if next == ASCII.slash {
      error("comments are not allowed in JSON", at: pos)
      pos += 2
      while pos < bytes.count, bytes[pos] != ASCII.newline, bytes[pos] != ASCII.carriageReturn {
        pos += 1
      }
      return true
    }
    if next == ASCII.star {
      let start = position(at: pos)
      pos += 2
      while pos < bytes.count {
        let byte = bytes[pos]
        if byte == ASCII.star, pos + 1 < bytes.count, bytes[pos + 1] == ASCII.slash {
          pos += 2
          error("comments are not allowed in JSON", at: start)
          return true
        }
        pos += 1
        if byte == ASCII.newline
          || (byte == ASCII.carriageReturn && !(pos < bytes.count && bytes[pos] == ASCII.newline))
        {
          line += 1
          startLine(at: pos)
        }
      }
      error("unterminated comment (and comments are not allowed in JSON)", at: start)
      stopped = true
      return true
    }
    return false
  }

  // MARK: Describing what was found

  /// `'x'`, `end of input`, or `invalid UTF-8 byte 0xFF` for the token at `p`.
  func describeToken(at p: Int) -> String {
    guard p < bytes.count else { return "end of input" }
    let byte = bytes[p]
    if ASCII.isWordStart(byte) || ASCII.isDigit(byte) {
      var end = p
      while end < bytes.count, end - p < 40, ASCII.isWordByte(bytes[end]) { end += 1 }
      return "'" + String(decoding: bytes[p..<end], as: UTF8.self) + "'"
    }
    if byte < 0x20 || byte == 0x7F {
      return "control character " + unicodeName(UInt32(byte))
    }
    if byte < 0x80 {
      return "'" + String(UnicodeScalar(byte)) + "'"
    }
    let length = UTF8Validation.sequenceLength(bytes, at: p)
    if length == 0 {
      return "invalid UTF-8 byte " + hexByte(byte)
    }
    let text = String(decoding: bytes[p..<p + length], as: UTF8.self)
    return "'" + text + "' (" + unicodeName(text.unicodeScalars.first.map { $0.value } ?? 0) + ")"
  }
}

/// Which 64-byte blocks of the input hold a byte of 0x80 or more, found in one pass: a
/// column on a line that is ASCII so far is then a subtraction, not a count.
struct NonASCIIBlocks {
  /// Bit `b % 64` of element `b / 64`: block `b` (bytes 64b ..< 64b + 64) is not ASCII.
  private var bits: [UInt64]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let blockCount = (bytes.count + 63) / 64
    bits = [UInt64](repeating: 0, count: (blockCount + 63) / 64)
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
    for block in 0..<blockCount {
      let start = block * 64
      var high: UInt64 = 0
      if start + 64 <= bytes.count {
        for word in 0..<8 {
          high |= base.loadUnaligned(fromByteOffset: start + 8 * word, as: UInt64.self)
        }
        high &= 0x8080_8080_8080_8080
      } else {
        for i in start..<bytes.count where bytes[i] >= 0x80 { high = 1 }
      }
      if high != 0 { bits[block / 64] |= 1 << UInt64(block % 64) }
    }
  }

  /// Where the ASCII bytes from `start` end: the first non-ASCII block at or after
  /// `start`'s (no further than `limit`).
  func asciiRunEnd(from start: Int, atMost limit: Int) -> Int {
    var word = start / 64 / 64
    guard word < bits.count else { return limit }
    // Blocks before `start`'s in its word do not count.
    var remaining = bits[word] & ~0 << UInt64(start / 64 % 64)
    while remaining == 0 {
      word += 1
      guard word < bits.count else { return limit }
      remaining = bits[word]
    }
    return Swift.min(limit, Swift.max(start, (word * 64 + remaining.trailingZeroBitCount) * 64))
  }

  /// Whether the bytes from `start` up to `end` are all ASCII.
  @inline(__always)
  func allASCII(from start: Int, to end: Int) -> Bool {
    guard start < end else { return true }
    var block = start / 64
    let last = (end - 1) / 64
    while block <= last {
      if bits[block / 64] & 1 << UInt64(block % 64) != 0 { return false }
      block += 1
    }
    return true
  }
}

/// `U+00E9`.
func unicodeName(_ value: UInt32) -> String {
  let hex = String(value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
}

/// `0xFF`.
func hexByte(_ byte: UInt8) -> String {
  let hex = String(byte, radix: 16, uppercase: true)
  return "0x" + (hex.count < 2 ? "0" : "") + hex
}
