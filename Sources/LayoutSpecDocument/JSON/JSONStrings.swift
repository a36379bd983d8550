// JSON strings: a fast scan for the common case (ASCII, no escapes) that leaves the bytes
// where they are in the input, and a careful path for escapes, non-ASCII and errors that
// collects them in a scratch buffer.

/// Where a string's bytes are, once read.
enum ParsedText {
  /// As written, in the input.
  case source(Range<Int>)
  /// In the parser's `scratch` buffer.
  case scratch
}

extension JSONParser {
  /// Calls `body` with the bytes of a string just read.
  @inline(__always)
  func withBytes<R>(of text: ParsedText, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch text {
    case .source(let range): return body(UnsafeBufferPointer(rebasing: bytes[range]))
    case .scratch: return scratch.withUnsafeBufferPointer(body)
    }
  }

  /// Bit 7 set in the lowest byte of `word` that is zero (bytes above it may be flagged
  /// falsely), none when no byte is.
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// Bit 7 set in every byte of `word` that is zero, exactly (no borrow between bytes):
  /// for counting them.
  @inline(__always)
  static func everyZeroByte(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word) & ~low
  }

  /// Bit 7 set in the lowest byte of `word` below 0x20 (control characters), as above.
  @inline(__always)
  static func bytesBelowSpace(_ word: UInt64) -> UInt64 {
    (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
  }

  /// Interns a key just read. (Not through `withBytes`: a closure that changes `tape`
  /// would make the call work on a copy of the parser.)
  @inline(__always)
  mutating func internKey(_ text: ParsedText) -> KeyID {
    switch text {
    case .source(let range): return tape.keys.intern(UnsafeBufferPointer(rebasing: bytes[range]))
    case .scratch: return scratch.withUnsafeBufferPointer { tape.keys.intern($0) }
    }
  }

  /// Adds a string just read to the tape. (Inlined: a call cost as much as the append.)
  @inline(__always)
  mutating func appendString(_ text: ParsedText, at position: LineColumn) {
    switch text {
    case .source(let range):
      tape.appendString(UnsafeBufferPointer(rebasing: bytes[range]), at: position)
    case .scratch:
      scratch.withUnsafeBufferPointer { tape.appendString($0, at: position) }
    }
  }

  /// A string just read, as a String (for messages).
  func string(_ text: ParsedText) -> String {
    withBytes(of: text) { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads the string whose opening quote is at `pos`; nil when reading stopped.
  /// A single-quoted string is reported and read as if double-quoted.
  @inline(__always)
  mutating func parseString() -> ParsedText? {
    // Most strings: double-quoted printable ASCII up to the closing quote; anything else
    // is read again from the opening quote.
    // (Wrapping additions: offsets are far from `Int.max`.)
    let start = pos &+ 1
    if bytes[pos] == ASCII.quote {
      let end = Self.plainASCIIEnd(in: bytes, from: start, quote: ASCII.quote)
      if end < bytes.count && bytes[end] == ASCII.quote {
        pos = end &+ 1
        return .source(start..<end)
      }
    }
    return parseAnyString()
  }

  /// Where the printable ASCII from `start` ends, read 8 bytes at a time: at the first
  /// byte that is `quote`, a backslash, a control character or not ASCII, or where fewer
  /// than 8 bytes are left (the caller reads those one by one).
  @inline(__always)
  static func plainASCIIEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8)
    -> Int
  {
    guard let base = bytes.baseAddress else { return start }
    let quotes = UInt64(quote) &* 0x0101_0101_0101_0101
    var end = start
    while end &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
      let stops =
        zeroBytes(word ^ quotes) | zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
        | bytesBelowSpace(word) | word & 0x8080_8080_8080_8080
      // The first byte that stops the scan (the lowest flag is exact).
      if stops != 0 { return end &+ stops.trailingZeroBitCount / 8 }
      end &+= 8
    }
    return end
  }

  /// `parseString` for every string.
  private mutating func parseAnyString() -> ParsedText? {
    let openPos = pos
    let quote = bytes[pos]
    if quote == ASCII.apostrophe {
      error("strings must be in double quotes in JSON", at: openPos)
    }
    pos += 1
    let start = pos
    pos = Self.plainASCIIEnd(in: bytes, from: start, quote: quote)
    // ... then byte by byte.
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == quote {
        pos += 1
        return .source(start..<pos - 1)
      }
      if byte == ASCII.backslash || byte < 0x20 || byte >= 0x80 { break }
      pos += 1
    }
    var buffer: [UInt8] = []
    swap(&buffer, &scratch)
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<pos]))
    let complete = parseStringSlowly(openPos: openPos, quote: quote, buffer: &buffer)
    swap(&buffer, &scratch)
    return complete ? .scratch : nil
  }

  /// The rest of the string into `buffer`; false when reading stopped.
  private mutating func parseStringSlowly(
    openPos: Int, quote: UInt8, buffer: inout [UInt8]
  ) -> Bool {
    while pos < bytes.count {
      let byte = bytes[pos]
      if byte == quote {
        pos += 1
        return true
      }
      if byte == ASCII.backslash {
        guard parseEscape(into: &buffer) else { return false }
      } else if byte == ASCII.newline || byte == ASCII.carriageReturn {
        fatal(
          "unterminated string: a string cannot span lines (write \\n for a line break)",
          at: openPos)
        return false
      } else if byte < 0x20 || byte == 0x7F {
        if byte < 0x20 {
          error(
            "control character \(unicodeName(UInt32(byte))) in a string must be escaped as \(escapeFor(byte))",
            at: pos)
        }
        buffer.append(byte)
        pos += 1
      } else if byte < 0x80 {
        buffer.append(byte)
        pos += 1
      } else {
        let length = UTF8Validation.sequenceLength(bytes, at: pos)
        if length == 0 {
          error("invalid UTF-8 byte \(hexByte(byte)) in a string", at: pos)
          faithful = false
          buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
          // One report for the bad byte and the continuation bytes that trail it.
          pos += 1
          while pos < bytes.count, bytes[pos] & 0xC0 == 0x80 { pos += 1 }
        } else {
          buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pos..<pos + length]))
          pos += length
        }
      }
      if stopped { return false }
    }
    fatal("unterminated string", at: openPos)
    return false
  }

  /// Reads the escape at `pos` (a backslash) into `buffer`; false when reading stopped.
  private mutating func parseEscape(into buffer: inout [UInt8]) -> Bool {
    let escapePos = pos
    guard pos + 1 < bytes.count else {
      pos += 1
      return true  // the missing closing quote is reported by the caller
    }
    let code = bytes[pos + 1]
    pos += 2
    switch code {
    case ASCII.quote, ASCII.backslash, ASCII.slash: buffer.append(code)
    case 0x62: buffer.append(0x08)  // \b
    case 0x66: buffer.append(0x0C)  // \f
    case 0x6E: buffer.append(ASCII.newline)  // \n
    case 0x72: buffer.append(ASCII.carriageReturn)  // \r
    case 0x74: buffer.append(ASCII.tab)  // \t
    case 0x75:  // \uXXXX
      guard let unit = readHex4() else {
        error("invalid escape: '\\u' must be followed by four hexadecimal digits", at: escapePos)
        faithful = false
        appendReplacement(&buffer)
        return true
      }
      var scalar = UInt32(unit)
      if unit >= 0xD800 && unit <= 0xDBFF {
        // A high surrogate must be followed by an escaped low surrogate.
        if pos + 1 < bytes.count, bytes[pos] == ASCII.backslash, bytes[pos + 1] == 0x75 {
          let save = pos
          pos += 2
          if let low = readHex4(), low >= 0xDC00 && low <= 0xDFFF {
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          } else {
            pos = save
            loneSurrogate(unit, at: escapePos, &buffer)
            return true
          }
        } else {
          loneSurrogate(unit, at: escapePos, &buffer)
          return true
        }
      } else if unit >= 0xDC00 && unit <= 0xDFFF {
        loneSurrogate(unit, at: escapePos, &buffer)
        return true
      }
      appendScalar(scalar, to: &buffer)
    default:
      if code >= 0x21 && code < 0x7F {
        error(
          "invalid escape '\\\(String(UnicodeScalar(code)))' in a string; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
          at: escapePos)
      } else {
        error(
          "invalid escape: '\\' followed by \(describeToken(at: escapePos + 1)) in a string",
          at: escapePos)
      }
      faithful = false
      // Keep the character itself, so the rest of the string reads on.
      if code < 0x80 && code >= 0x20 {
        buffer.append(code)
      } else {
        pos -= 1
      }
    }
    return true
  }

  private mutating func loneSurrogate(_ unit: UInt16, at p: Int, _ buffer: inout [UInt8]) {
    let hex = String(unit, radix: 16, uppercase: true)
    error("lone surrogate '\\u\(hex)' in a string: not a Unicode scalar", at: p)
    faithful = false
    appendReplacement(&buffer)
  }

  /// Four hexadecimal digits at `pos`, consumed; nil (nothing consumed) otherwise.
  private mutating func readHex4() -> UInt16? {
    guard pos + 4 <= bytes.count else { return nil }
    var value: UInt16 = 0
    for i in 0..<4 {
      let byte = bytes[pos + i]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    pos += 4
    return value
  }

  private func escapeFor(_ byte: UInt8) -> String {
    switch byte {
    case ASCII.tab: return "\\t"
    case 0x08: return "\\b"
    case 0x0C: return "\\f"
    default:
      let hex = String(byte, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}

private func appendReplacement(_ buffer: inout [UInt8]) {
  buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
}

private func appendScalar(_ scalar: UInt32, to buffer: inout [UInt8]) {
  switch scalar {
  case 0..<0x80:
    buffer.append(UInt8(scalar))
  case 0x80..<0x800:
    buffer.append(UInt8(0xC0 | (scalar >> 6)))
    buffer.append(UInt8(0x80 | (scalar & 0x3F)))
  case 0x800..<0x10000:
    buffer.append(UInt8(0xE0 | (scalar >> 12)))
    buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
    buffer.append(UInt8(0x80 | (scalar & 0x3F)))
  default:
    buffer.append(UInt8(0xF0 | (scalar >> 18)))
    buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
    buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
    buffer.append(UInt8(0x80 | (scalar & 0x3F)))
  }
}

/// Well-formed UTF-8 (Unicode Table 3-7), one sequence at a time.
enum UTF8Validation {
  /// The length of the well-formed sequence starting at `p`, or 0 when it is ill-formed.
  static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> Int {
    let b0 = bytes[p]
    if b0 < 0x80 { return 1 }
    let n = bytes.count
    @inline(__always) func cont(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i < n && bytes[i] >= low && bytes[i] <= high
    }
    switch b0 {
    case 0xC2...0xDF:
      return cont(p + 1) ? 2 : 0
    case 0xE0:
      return cont(p + 1, 0xA0) && cont(p + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return cont(p + 1) && cont(p + 2) ? 3 : 0
    case 0xED:
      return cont(p + 1, 0x80, 0x9F) && cont(p + 2) ? 3 : 0
    case 0xF0:
      return cont(p + 1, 0x90) && cont(p + 2) && cont(p + 3) ? 4 : 0
    case 0xF1...0xF3:
      return cont(p + 1) && cont(p + 2) && cont(p + 3) ? 4 : 0
    case 0xF4:
      return cont(p + 1, 0x80, 0x8F) && cont(p + 2) && cont(p + 3) ? 4 : 0
    default:
      return 0
    }
  }
}
