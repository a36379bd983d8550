// Objective-C and Swift source as `SourceTokens`: comments dropped (a line's trailing `//`
// comment kept aside), strings decoded (`@"..."`, `"..."`, Swift's `"""` and `\(...)`),
// numbers with their C suffixes (`10.0f`) or Swift separators (`1_000`), preprocessor lines
// as one token each. One pass over the bytes, no backtracking: linear in the input.

enum SourceTokenizer {
  static func tokenize(_ bytes: [UInt8], file: String) -> SourceTokens {
    var scanner = Scanner(bytes: bytes)
    scanner.run()
    return SourceTokens(
      file: file, tokens: scanner.tokens, lineComments: scanner.comments, error: scanner.error)
  }

  private static let multiCharacterPunctuation: [String] = [
    "...", "..<", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "??",
    "++", "--", "::",
  ]
  private static let multiCharacterBytes = multiCharacterPunctuation.map { Array($0.utf8) }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    /// Whether only spaces came before on this line (a `#` then starts a directive).
    var atLineStart = true
    var tokens: [SourceToken] = []
    var comments: [Int: String] = [:]
    var error: (SourcePosition, String)?
    /// The end of the last token: a token starting there is not `spaced`.
    var lastEnd = -1
    var tokenStart = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      tokens.reserveCapacity(bytes.count / 4)
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    func peek(_ offset: Int = 0) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves over one byte, counting lines and columns (a UTF-8 continuation byte is not a
    /// column of its own).
    mutating func advance() {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        line += 1
        column = 1
        atLineStart = true
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }

    mutating func run() {
      while index < bytes.count, error == nil {
        let byte = bytes[index]
        tokenStart = index
        switch byte {
        case 0x0A, 0x20, 0x09, 0x0D, 0x0B, 0x0C:
          advance()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          lineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          blockComment()
        case UInt8(ascii: "#") where atLineStart:
          directive()
        case UInt8(ascii: "\""):
          string(start: position)
        case UInt8(ascii: "'"):
          characterLiteral()
        case UInt8(ascii: "@"):
          at()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          number()
        case UInt8(ascii: ".") where peek(1).map(isDigit) == true && !previousIsOperand:
          number()
        default:
          if isIdentifierStart(byte) {
            identifier()
          } else {
            punctuation()
          }
        }
      }
    }

    /// Whether the last token can end an operand (then `.5` after it is a member access).
    var previousIsOperand: Bool {
      guard let last = tokens.last else { return false }
      switch last.kind {
      case .identifier, .number, .string: return true
      case .punctuation: return last.text == ")" || last.text == "]"
      default: return false
      }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        || byte == 0x24 || byte >= 0x80
    }

    func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    func text(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }

    mutating func add(_ kind: SourceToken.Kind, _ text: String, _ start: SourcePosition) {
      append(SourceToken(kind: kind, text: text, position: start), length: text.utf8.count)
    }

    /// Adds a token that ends at `index`, `length` bytes long when it has no prefix.
    mutating func append(_ token: SourceToken, length: Int) {
      var token = token
      token.spaced = tokenStart != lastEnd
      tokens.append(token)
      lastEnd = index
      atLineStart = false
    }

    mutating func lineComment() {
      let commentLine = line
      let start = index + 2
      while index < bytes.count, bytes[index] != 0x0A { advance() }
      comments[commentLine] = text(start, index)
    }

    mutating func blockComment() {
      let start = position
      advance()
      advance()
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
          advance()
          advance()
          return
        }
        advance()
      }
      error = (start, "this comment never ends: '/*' without '*/'")
    }

    mutating func directive() {
      let start = position
      advance()
      var content: [UInt8] = []
      while index < bytes.count, bytes[index] != 0x0A {
        if bytes[index] == UInt8(ascii: "\\"),
          peek(1) == 0x0A || (peek(1) == 0x0D && peek(2) == 0x0A)
        {
          advance()
          while index < bytes.count, bytes[index] != 0x0A { advance() }
          advance()
          content.append(0x20)
          continue
        }
        if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { break }
        if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          blockComment()
          content.append(0x20)
          continue
        }
        content.append(bytes[index])
        advance()
      }
      add(.directive, String(decoding: content, as: UTF8.self), start)
    }

    mutating func identifier() {
      let start = position
      let first = index
      while index < bytes.count, isIdentifierPart(bytes[index]) { advance() }
      add(.identifier, text(first, index), start)
    }

    mutating func number() {
      let start = position
      let first = index
      if bytes[index] == UInt8(ascii: "0"), let x = peek(1),
        x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
      {
        advance()
        advance()
      }
      while index < bytes.count {
        let byte = bytes[index]
        if isIdentifierPart(byte) || byte == UInt8(ascii: ".") {
          // `1.` then a name is a member access in Swift (`1.0.isZero` is rare); digits
          // after `.` continue the number.
          if byte == UInt8(ascii: "."), peek(1).map(isDigit) != true { break }
          if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"),
            let sign = peek(1), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
          {
            advance()
          }
          advance()
        } else {
          break
        }
      }
      add(.number, text(first, index), start)
    }

    mutating func at() {
      let start = position
      switch peek(1) {
      case UInt8(ascii: "\"")?:
        advance()
        string(start: start)
      case UInt8(ascii: "[")?, UInt8(ascii: "{")?, UInt8(ascii: "(")?:
        let second = bytes[index + 1]
        advance()
        advance()
        add(.punctuation, "@" + String(UnicodeScalar(second)), start)
      case let next?
      where isDigit(next) || next == UInt8(ascii: "-") || next == UInt8(ascii: "."):
        // `@1`, `@-2`, `@.5`: a boxed number is read as its number.
        advance()
      case let next? where isIdentifierStart(next):
        advance()
        let first = index
        while index < bytes.count, isIdentifierPart(bytes[index]) { advance() }
        add(.atKeyword, text(first, index), start)
      default:
        advance()
        add(.punctuation, "@", start)
      }
    }

    mutating func characterLiteral() {
      let start = position
      advance()
      var content: [UInt8] = []
      while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 0x0A {
        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { advance() }
        content.append(bytes[index])
        advance()
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "'") { advance() }
      add(.string, String(decoding: content, as: UTF8.self), start)
    }

    /// A string at `"` (the `@` of `@"` already passed): one line, or Swift's `"""` block.
    mutating func string(start: SourcePosition) {
      if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
        multilineString(start: start)
        return
      }
      advance()
      var content = ""
      var interpolated = false
      while true {
        guard index < bytes.count, bytes[index] != 0x0A else {
          error = (start, "this string never ends: a '\"' is missing before the end of the line")
          return
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          advance()
          break
        }
        if byte == UInt8(ascii: "\\") {
          if escape(into: &content) { interpolated = true }
          if error != nil { return }
          continue
        }
        let first = index
        advance()
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { advance() }
        content += text(first, index)
      }
      var token = SourceToken(kind: .string, text: content, position: start)
      token.interpolated = interpolated
      append(token, length: 0)
    }

    /// Swift's `"""`: the lines between, less the closing delimiter's indentation.
    mutating func multilineString(start: SourcePosition) {
      advance()
      advance()
      advance()
      var raw: [String] = []
      var current = ""
      var interpolated = false
      while true {
        guard index < bytes.count else {
          error = (start, "this string never ends: '\"\"\"' without its closing '\"\"\"'")
          return
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"")
        {
          advance()
          advance()
          advance()
          break
        }
        if byte == 0x0A {
          raw.append(current)
          current = ""
          advance()
          continue
        }
        if byte == UInt8(ascii: "\\") {
          if escape(into: &current) { interpolated = true }
          if error != nil { return }
          continue
        }
        let first = index
        advance()
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { advance() }
        current += text(first, index)
      }
      // `current` is the closing line's indentation; the first line (after `"""`) is empty.
      let indent = current.count
      let lines = raw.dropFirst().map { line -> String in
        let spaces = line.prefix { $0 == " " || $0 == "\t" }.count
        return String(line.dropFirst(min(indent, spaces)))
      }
      var token = SourceToken(
        kind: .string, text: lines.joined(separator: "\n"), position: start)
      token.interpolated = interpolated
      append(token, length: 0)
    }

    /// An escape at `\`; returns true for Swift's `\(...)`, which is skipped.
    mutating func escape(into content: inout String) -> Bool {
      let start = position
      advance()
      guard index < bytes.count else { return false }
      let byte = bytes[index]
      advance()
      switch byte {
      case UInt8(ascii: "n"): content += "\n"
      case UInt8(ascii: "t"): content += "\t"
      case UInt8(ascii: "r"): content += "\r"
      case UInt8(ascii: "0"): content += "\u{0}"
      case UInt8(ascii: "u"):
        var digits = ""
        let braced = peek() == UInt8(ascii: "{")
        if braced { advance() }
        while digits.count < (braced ? 8 : 4), let next = peek(),
          Int(String(UnicodeScalar(next)), radix: 16) != nil
        {
          digits.append(Character(UnicodeScalar(next)))
          advance()
        }
        if braced, peek() == UInt8(ascii: "}") { advance() }
        if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
          content.unicodeScalars.append(scalar)
        }
      case UInt8(ascii: "("):
        // Swift interpolation: skip to the matching `)`, strings inside included.
        var depth = 1
        while index < bytes.count, depth > 0 {
          let next = bytes[index]
          if next == 0x0A {
            error = (start, "this string's '\\(' never closes before the end of the line")
            return true
          }
          if next == UInt8(ascii: "(") { depth += 1 }
          if next == UInt8(ascii: ")") { depth -= 1 }
          advance()
        }
        return true
      case 0x0A:
        break
      default:
        content.unicodeScalars.append(UnicodeScalar(byte))
      }
      return false
    }

    mutating func punctuation() {
      let start = position
      let first = bytes[index]
      // Only these bytes start an operator of more than one character.
      if first < 0x80, Scanner.startsOperator[Int(first)], index + 1 < bytes.count {
        let second = bytes[index + 1]
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        for candidate in multiCharacterBytes.indices {
          let utf8 = multiCharacterBytes[candidate]
          guard utf8[0] == first, utf8[1] == second else { continue }
          if utf8.count == 2 || third == utf8[2] {
            for _ in 0..<utf8.count { advance() }
            add(.punctuation, multiCharacterPunctuation[candidate], start)
            return
          }
        }
      }
      advance()
      add(.punctuation, String(UnicodeScalar(first)), start)
    }

    static let startsOperator: [Bool] = (0..<128).map { byte in
      multiCharacterBytes.contains { $0[0] == UInt8(byte) }
    }
  }
}
