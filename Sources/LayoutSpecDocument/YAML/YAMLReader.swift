// The reader for the "YAML-like subset" (docs/format.md section 7): one document of block mappings
// and sequences (by indentation, spaces only), flow `{...}` / `[...]`, plain, single- and
// double-quoted and `|` / `>` block scalars, `#` comments and an optional leading `---` (and
// closing `...`). Plain scalars are typed by YAML 1.2's core schema (YAMLScalarResolution.swift).
//
// Left out, each reported by name at its position: anchors, aliases, tags, complex (`?`) keys,
// merge keys (`<<`), directives (`%YAML`) and several documents. NaN and infinities are never
// numbers in a document (docs/format.md section 3.1), so `.nan` / `.inf` are errors too.
//
// Files: this one checks the encoding and sorts the diagnostics; YAMLParser.swift holds the parser
// state and the block context, YAMLFlow.swift the flow context, YAMLScanner.swift the scanning of
// whitespace, comments and scalars. Nothing recurses: nesting lives in an explicit frame stack
// that stops at `YAMLParser.maximumDepth`.

/// Reads documents written in the YAML-like subset of docs/format.md section 7.
public enum YAMLReader {
  /// Reads `bytes` (UTF-8) into a value tree; `file` names the document in every location.
  /// The diagnostics are sorted by position. The value is nil when an error lost or changed
  /// anything; it is kept when every error left it as written (a duplicate key, whose first
  /// value is kept), so that the decoder can add its findings, as with `JSONReader`.
  public static func read(_ bytes: [UInt8], file: String) -> (
    value: Value?, diagnostics: [Diagnostic]
  ) {
    read(bytes, file: file, valueLimit: DocumentLimits.yamlValueLimit)
  }

  /// `read` with another value limit (`DocumentLimits.yamlValueLimit`), for tests.
  static func read(_ bytes: [UInt8], file: String, valueLimit: Int) -> (
    value: Value?, diagnostics: [Diagnostic]
  ) {
    let (text, encodingErrors) = prepare(bytes, file: file)
    guard encodingErrors.isEmpty else { return (nil, encodingErrors) }
    var parser = YAMLParser(bytes: text, file: file)
    parser.valueLimit = valueLimit
    let value = parser.parse()
    // Sorted by position; errors found at the same position keep the order they were found in.
    let diagnostics = parser.diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    return (value, diagnostics)
  }

  /// Checks that `input` is UTF-8 without control characters, drops a leading byte order mark
  /// and turns `\r\n` and a lone `\r` into `\n` (YAML's line break normalization), so the scanner
  /// sees only `\n`. An invalid byte is reported once per line: a file in another encoding would
  /// otherwise give an error for every accented letter.
  static func prepare(_ input: [UInt8], file: String) -> ([UInt8], [Diagnostic]) {
    let start = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var diagnostics: [Diagnostic] = []
    var line = 1
    var column = 1
    var reportedLine = 0
    var hasCarriageReturn = false
    var i = start
    func report(_ message: String) {
      guard reportedLine != line && diagnostics.count <= YAMLParser.errorLimit else { return }
      reportedLine = line
      diagnostics.append(
        Diagnostic(.error, message, at: SourceLocation(file: file, line: line, column: column)))
    }
    while i < input.count {
      let b = input[i]
      if b < 0x80 {
        if b == 0x0A || b == 0x0D {
          if b == 0x0D {
            hasCarriageReturn = true
            if i + 1 < input.count && input[i + 1] == 0x0A {
              i += 1
              continue
            }
          }
          line += 1
          column = 1
        } else {
          if (b < 0x20 && b != 0x09) || b == 0x7F {
            report(
              "control character \(scalarName(UInt32(b))) is not allowed; "
                + "write it as an escape in a double-quoted string")
          }
          column += 1
        }
        i += 1
        continue
      }
      let length = utf8SequenceLength(input, at: i)
      if length == 0 {
        report("invalid UTF-8 byte \(hexByte(b)); the document must be UTF-8")
        i += 1
      } else {
        i += length
      }
      column += 1
    }
    guard diagnostics.isEmpty else { return ([], diagnostics) }
    guard hasCarriageReturn || start > 0 else { return (input, []) }
    var text: [UInt8] = []
    text.reserveCapacity(input.count - start)
    i = start
    while i < input.count {
      let b = input[i]
      if b == 0x0D {
        text.append(0x0A)
        if i + 1 < input.count && input[i + 1] == 0x0A { i += 1 }
      } else {
        text.append(b)
      }
      i += 1
    }
    return (text, [])
  }

  /// The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7), or 0.
  static func utf8SequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
    func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < bytes.count && bytes[i + k] >= low && bytes[i + k] <= high
    }
    switch bytes[i] {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  /// `U+0007`: how messages name a code point.
  static func scalarName(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func hexByte(_ b: UInt8) -> String {
    let digits = String(b, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" : "") + digits
  }
}
