// The quoted (`'...'`, `"..."` with escapes) and block (`|`, `>`) scalars of the YAML-like
// subset, with YAML 1.2's line folding. The cursor, whitespace and plain scalars are
// YAMLScanner.swift.

extension YAMLParser {
  // MARK: Quoted scalars

  /// Scans a single- or double-quoted scalar from its opening quote. Line breaks fold as in plain
  /// scalars; `''` is a quote in single quotes, `\` starts an escape in double quotes.
  /// Returns the text and whether it spans several lines.
  mutating func scanQuoted() -> (text: String, multiLine: Bool) {
    let opening = location
    let quote = peek()
    let isDouble = quote == UInt8(ascii: "\"")
    advance()
    var text: [UInt8] = []
    var multiLine = false
    while true {
      let b = peek()
      if atEnd {
        error("unclosed \(isDouble ? "double" : "single")-quoted string", at: opening)
        break
      }
      if b == quote {
        advance()
        if !isDouble && peek() == quote {
          text.append(quote)
          advance()
          continue
        }
        break
      }
      if b == Self.space || b == Self.tab {
        var k = 1
        while Self.isBlank(peek(k)) { k += 1 }
        if peek(k) != Self.newline {
          text.append(contentsOf: bytes[pos..<pos + k])
        }
        advance(k)
      } else if b == Self.newline {
        multiLine = true
        advance()
        var emptyLines = 0
        while true {
          skipBlanks()
          guard peek() == Self.newline else { break }
          emptyLines += 1
          advance()
        }
        if emptyLines == 0 {
          text.append(Self.space)
        } else {
          text.append(contentsOf: repeatElement(Self.newline, count: emptyLines))
        }
      } else if isDouble && b == UInt8(ascii: "\\") {
        if scanEscape(into: &text) { multiLine = true }
      } else {
        text.append(b)
        advance()
      }
    }
    return (String(decoding: text, as: UTF8.self), multiLine)
  }

  /// Scans the escape at the cursor (a backslash) into `text`: YAML 1.2's escapes (5.7), which
  /// include JSON's. Returns whether it was an escaped line break.
  mutating func scanEscape(into text: inout [UInt8]) -> Bool {
    let backslash = location
    advance()
    let e = peek()
    var single: UInt8?
    switch e {
    case UInt8(ascii: "0"): single = 0x00
    case UInt8(ascii: "a"): single = 0x07
    case UInt8(ascii: "b"): single = 0x08
    case UInt8(ascii: "t"), Self.tab: single = 0x09
    case UInt8(ascii: "n"): single = 0x0A
    case UInt8(ascii: "v"): single = 0x0B
    case UInt8(ascii: "f"): single = 0x0C
    case UInt8(ascii: "r"): single = 0x0D
    case UInt8(ascii: "e"): single = 0x1B
    case Self.space, UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): single = e
    case UInt8(ascii: "N"):
      advance()
      Self.appendScalar(0x85, to: &text)
    case UInt8(ascii: "_"):
      advance()
      Self.appendScalar(0xA0, to: &text)
    case UInt8(ascii: "L"):
      advance()
      Self.appendScalar(0x2028, to: &text)
    case UInt8(ascii: "P"):
      advance()
      Self.appendScalar(0x2029, to: &text)
    case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
      scanHexEscape(at: backslash, into: &text)
    case Self.newline:
      // An escaped line break joins the lines without a space; empty lines still give `\n`.
      advance()
      while true {
        skipBlanks()
        guard peek() == Self.newline else { break }
        text.append(Self.newline)
        advance()
      }
      return true
    case 0 where atEnd:
      break  // the caller reports the unclosed string
    default:
      let start = pos
      advanceScalar()
      let shown = String(decoding: bytes[start..<pos], as: UTF8.self)
      error("invalid escape '\\\(shown)' in a double-quoted string", at: backslash)
      text.append(contentsOf: bytes[start..<pos])
    }
    if let single {
      text.append(single)
      advance()
    }
    return false
  }

  /// `\xXX`, `\uXXXX` (a surrogate pair of two `\u` escapes is one scalar, as in JSON) and
  /// `\UXXXXXXXX`, the cursor on the letter.
  mutating func scanHexEscape(at backslash: SourceLocation, into text: inout [UInt8]) {
    let letter = peek()
    let count = letter == UInt8(ascii: "x") ? 2 : letter == UInt8(ascii: "u") ? 4 : 8
    let start = pos - 1
    advance()
    guard var value = scanHexDigits(count) else {
      let letterText = Character(Unicode.Scalar(letter))
      let countText = count == 2 ? "two" : count == 4 ? "four" : "eight"
      error(
        "invalid escape: '\\\(letterText)' must be followed by \(countText) hexadecimal digits",
        at: backslash)
      return
    }
    if letter == UInt8(ascii: "u") && (0xD800...0xDBFF).contains(value)
      && peek() == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "u")
    {
      let save = mark
      advance(2)
      if let low = scanHexDigits(4), (0xDC00...0xDFFF).contains(low) {
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      } else {
        reset(to: save)
      }
    }
    guard Unicode.Scalar(value) != nil else {
      let shown = String(decoding: bytes[start..<pos], as: UTF8.self)
      let what = (0xD800...0xDFFF).contains(value) ? "lone surrogate" : "escape"
      error("\(what) '\(shown)' in a string: not a Unicode scalar", at: backslash)
      return
    }
    Self.appendScalar(value, to: &text)
  }

  /// Reads exactly `count` hexadecimal digits, or none when fewer follow.
  mutating func scanHexDigits(_ count: Int) -> UInt32? {
    var value: UInt32 = 0
    for k in 0..<count {
      let b = peek(k)
      let digit: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    advance(count)
    return value
  }

  static func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
    guard let scalar = Unicode.Scalar(value) else { return }
    text.append(contentsOf: String(Character(scalar)).utf8)
  }

  // MARK: Block scalars

  /// Scans a `|` (literal) or `>` (folded) block scalar from its indicator: the header (a
  /// chomping indicator `-` / `+` and an indentation indicator 1-9, in either order), then the
  /// lines indented at least the content indentation, which is the header's indicator above
  /// `parentIndent` or else the first non-empty line's. Leaves the cursor at the start of the
  /// first line after the scalar (YAML 1.2 8.1).
  mutating func scanBlockScalar(parentIndent: Int) -> String {
    let literal = peek() == UInt8(ascii: "|")
    advance()
    enum Chomping { case strip, clip, keep }
    var chomping = Chomping.clip
    var chompingGiven = false
    var indentation: Int?
    for _ in 0..<2 {
      let b = peek()
      if (b == UInt8(ascii: "-") || b == UInt8(ascii: "+")) && !chompingGiven {
        chomping = b == UInt8(ascii: "-") ? .strip : .keep
        chompingGiven = true
        advance()
      } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") && indentation == nil {
        if b == UInt8(ascii: "0") {
          error("the indentation indicator of a block scalar must be 1 to 9", at: location)
        }
        indentation = max(1, Int(b - UInt8(ascii: "0")))
        advance()
      } else {
        break
      }
    }
    let headerEnd = pos
    skipBlanks()
    if peek() == UInt8(ascii: "#") && pos > headerEnd { skipToEndOfLine() }
    if !atEnd && peek() != Self.newline {
      error("unexpected \(tokenDescription()) after a block scalar's header", at: location)
      skipToEndOfLine()
    }
    if !atEnd { advance() }

    var indent: Int
    if let indentation {
      indent = max(parentIndent, 0) + indentation
    } else {
      // The first non-empty line decides, or the longest empty line before it when that is
      // longer (as libyaml does; the text line then ends the scalar and is reported).
      indent = parentIndent + 1
      var i = pos
      while i < bytes.count {
        var spaces = 0
        while i + spaces < bytes.count && bytes[i + spaces] == Self.space { spaces += 1 }
        indent = max(indent, spaces)
        let after = i + spaces
        guard after < bytes.count && bytes[after] == Self.newline else { break }
        i = after + 1
      }
    }

    var text: [UInt8] = []
    var leadingEmptyLines = 0
    var breaks = 0
    var seenText = false
    var previousMoreIndented = false
    while !atEnd {
      let lineStart = mark
      var spaces = 0
      while spaces < indent && peek() == Self.space {
        advance()
        spaces += 1
      }
      var k = 0
      while Self.isBlank(peek(k)) { k += 1 }
      let restIsBlank = peek(k) == Self.newline || pos + k >= bytes.count
      if spaces < indent || (k == 0 && restIsBlank) {
        guard restIsBlank else {
          reset(to: lineStart)
          break
        }
        advance(k)
        guard !atEnd else { break }
        advance()
        if seenText { breaks += 1 } else { leadingEmptyLines += 1 }
        continue
      }
      if indent == 0 {
        let here = mark
        reset(to: lineStart)
        if atDocumentMarker { break }
        reset(to: here)
      }
      let contentStart = pos
      skipToEndOfLine()
      let content = bytes[contentStart..<pos]
      let moreIndented = Self.isBlank(content.first ?? 0)
      if !seenText {
        text.append(contentsOf: repeatElement(Self.newline, count: leadingEmptyLines))
      } else if !literal && !previousMoreIndented && !moreIndented {
        if breaks == 1 {
          text.append(Self.space)
        } else {
          text.append(contentsOf: repeatElement(Self.newline, count: breaks - 1))
        }
      } else {
        text.append(contentsOf: repeatElement(Self.newline, count: breaks))
      }
      text.append(contentsOf: content)
      seenText = true
      previousMoreIndented = moreIndented
      breaks = 0
      if !atEnd {
        advance()
        breaks = 1
      }
    }
    switch chomping {
    case .strip:
      break
    case .clip:
      if seenText && breaks > 0 { text.append(Self.newline) }
    case .keep:
      text.append(
        contentsOf: repeatElement(Self.newline, count: seenText ? breaks : leadingEmptyLines))
    }
    return String(decoding: text, as: UTF8.self)
  }
}
