// The entry point the command line calls: bytes in, a document or diagnostics out. Chooses
// the reader (JSON or the YAML-like subset), decodes the value tree into elements, and
// returns every diagnostic in source order, without duplicates, at most `errorLimit` errors.

import LayoutSpecEngine

/// A document's syntax.
public enum DocumentSyntax: Sendable, Hashable {
  case json
  case yaml
  /// By the file name's extension (`.json`, `.yaml`, `.yml`); otherwise (standard input
  /// `-` included) by sniffing: `{` or `[` first, after whitespace and a byte order mark,
  /// means JSON, anything else YAML.
  case automatic
}

/// What reading a document gave: the document when it has no errors, and every diagnostic.
public struct DocumentResult: Sendable {
  /// Nil when any diagnostic is an error.
  public var document: Document?
  /// Errors and warnings in source order.
  public var diagnostics: [Diagnostic]

  public init(document: Document?, diagnostics: [Diagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A document read but not yet decoded (`DocumentReader.parse`): what the reader gave, and
/// what it reported. `DocumentReader.decode` decodes its values; a JSON description comes
/// decoded already (its elements were decoded as they were read: DescriptionReading.swift),
/// and `decode` then only sorts the caller's diagnostics in.
public struct ParsedDocument: Sendable {
  enum Content: Sendable {
    /// Nothing to decode: the reader stopped or lost data.
    case nothing
    /// The document's values, for the decoder.
    case values(DocumentTape)
    /// The document, decoded as it was read, and the decoder's diagnostics.
    case decoded(Document, [Diagnostic])
  }

  let content: Content
  /// The reader's diagnostics, in source order.
  public let diagnostics: [Diagnostic]

  /// A reading's values, nil when it stopped or lost data.
  init(tape: DocumentTape?, diagnostics: [Diagnostic]) {
    content = tape.map { .values($0) } ?? .nothing
    self.diagnostics = diagnostics
  }

  /// A document decoded as it was read, with the decoder's diagnostics.
  init(decoded: (document: Document, diagnostics: [Diagnostic]), diagnostics: [Diagnostic]) {
    content = .decoded(decoded.document, decoded.diagnostics)
    self.diagnostics = diagnostics
  }

  /// The values to decode, when the document was not decoded as it was read.
  var tape: DocumentTape? {
    switch content {
    case .values(let tape): return tape
    case .nothing, .decoded: return nil
    }
  }

  /// Whether the reader gave values to decode: it did unless it stopped or lost data.
  public var hasValue: Bool {
    switch content {
    case .nothing: return false
    case .values, .decoded: return true
    }
  }
}

public enum DocumentReader {
  public typealias Syntax = DocumentSyntax

  /// The name standard input is reported under.
  public static let standardInputName = "<stdin>"

  /// Reads a document. `file` is the name diagnostics carry (`<stdin>` for standard input);
  /// with `.automatic` it also chooses the syntax by its extension.
  ///
  /// The readers' contract: a reader returns a value whenever the value says everything the
  /// document says (its errors, if any, lost nothing: a comment, a duplicate key whose
  /// first value is kept); the decoder then adds its own diagnostics. A reader that stopped
  /// or lost data returns nil, and only its diagnostics are reported.
  public static func read(
    _ bytes: [UInt8], file: String, syntax: DocumentSyntax = .automatic
  ) -> DocumentResult {
    decode(parse(bytes, file: file, syntax: syntax, fonts: FontCatalog()))
  }

  /// The reader's values and diagnostics, not yet decoded (the whole tape); then
  /// `decode(_:fonts:extra:)` decodes them with the fonts it is given. (`read` decodes
  /// while reading instead: `parse(_:file:syntax:fonts:)`.)
  public static func parse(
    _ bytes: [UInt8], file: String, syntax: DocumentSyntax = .automatic
  ) -> ParsedDocument {
    parse(bytes, file: file, syntax: syntax, fonts: FontCatalog(), decoding: .fromWholeTape)
  }

  /// `parse`, decoding a JSON description's elements as they are read where it can
  /// (docs/performance.md), their text nodes' font names resolved in `fonts`: the fonts
  /// `decode` is given then apply only to what was not decoded here (an envelope's
  /// document, whose own `fonts` may be added).
  public static func parse(
    _ bytes: [UInt8], file: String, syntax: DocumentSyntax = .automatic, fonts: FontCatalog
  ) -> ParsedDocument {
    parse(bytes, file: file, syntax: syntax, fonts: fonts, decoding: .whileReading)
  }

  /// When a JSON description's elements are decoded (tests compare the ways).
  enum JSONDecoding {
    /// From the whole tape, once it is read.
    case fromWholeTape
    /// As their objects close: a large document's long child list in two parts, on two
    /// threads, or (one that has none) with the parser on a thread of its own.
    case whileReading
    /// As their objects close, with the parser on a thread of its own whatever the
    /// document's size.
    case whileReadingOnTwoThreads
    /// As their objects close (with the parser on a thread of its own, or not), the first
    /// child list in two parts whatever its length, the second from its first item at or
    /// after `splitFraction` of the bytes left.
    case whileReadingInParts(splitFraction: Double, twoThreads: Bool)
  }

  /// `parse`, where tests choose how the elements are decoded, to compare the ways.
  static func parse(
    _ bytes: [UInt8], file: String, syntax: DocumentSyntax, fonts: FontCatalog,
    decoding: JSONDecoding
  ) -> ParsedDocument {
    if let refusal = DocumentLimits.refusal(byteCount: bytes.count, file: file) {
      return ParsedDocument(tape: nil, diagnostics: [refusal])
    }
    if let encoding = wideEncoding(bytes) {
      let message =
        "the document is \(encoding); layoutspec reads UTF-8 documents: save it as UTF-8"
      return ParsedDocument(
        tape: nil,
        diagnostics: [
          Diagnostic(.error, message, at: SourceLocation(file: file, line: 1, column: 1))
        ])
    }
    let chosen = syntax == .automatic ? detectSyntax(file: file, bytes: bytes) : syntax
    if chosen == .json {
      switch decoding {
      case .fromWholeTape:
        let (tape, diagnostics) = JSONReader.readTape(bytes, file: file)
        return ParsedDocument(tape: tape, diagnostics: diagnostics)
      case .whileReading:
        return JSONReader.readDescription(bytes, file: file, fonts: fonts)
      case .whileReadingOnTwoThreads:
        return JSONReader.readDescription(bytes, file: file, fonts: fonts, twoThreads: true)
      case .whileReadingInParts(let fraction, let twoThreads):
        var parts = ListPartSource(bytes: bytes, fonts: fonts)
        parts.minimumBytes = 0
        parts.splitFraction = fraction
        return JSONReader.readDescription(
          bytes, file: file, fonts: fonts, twoThreads: twoThreads, inParts: parts)
      }
    }
    // The YAML reader builds a `Value` tree, converted here to the tape the decoder walks
    // (TapeConversion.swift).
    let (value, diagnostics) = YAMLReader.read(bytes, file: file)
    return ParsedDocument(tape: value.map { DocumentTape($0) }, diagnostics: diagnostics)
  }

  /// The second half of `read`: decodes what the reader read into a document, its text
  /// nodes' font names resolved in `fonts` (a document that `parse(_:file:syntax:fonts:)`
  /// decoded already kept the fonts it was given). `extra` are the caller's own
  /// diagnostics about the document (its font files), sorted in with the rest.
  public static func decode(
    _ parsed: ParsedDocument, fonts: FontCatalog = FontCatalog(), extra: [Diagnostic] = []
  ) -> DocumentResult {
    var diagnostics = parsed.diagnostics + extra
    var document: Document?
    switch parsed.content {
    case .nothing:
      break
    case .values(let tape):
      let (decoded, decoderDiagnostics) = DocumentDecoder.decode(tape, fonts: fonts)
      diagnostics += decoderDiagnostics
      document = decoded
    case .decoded(let decoded, let decoderDiagnostics):
      diagnostics += decoderDiagnostics
      document = decoded
    }
    diagnostics = tidy(diagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) { document = nil }
    return DocumentResult(document: document, diagnostics: diagnostics)
  }

  /// Decodes a value tree (from either reader) into a document.
  public static func decode(_ value: Value) -> DocumentResult {
    let (document, diagnostics) = DocumentDecoder.decode(value)
    let tidied = tidy(diagnostics)
    let hasErrors = tidied.contains { $0.severity == .error }
    return DocumentResult(document: hasErrors ? nil : document, diagnostics: tidied)
  }

  /// "UTF-16" (or UTF-32) when the first bytes say so: a UTF-16 or UTF-32 byte order mark, or
  /// a NUL beside an ASCII character, as every document's first character is in UTF-16. The
  /// readers would only report an invalid byte or a control character.
  static func wideEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 2 else { return nil }
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
    {
      return "UTF-32 (it starts with a UTF-32 byte order mark)"
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return "UTF-16 (it starts with a UTF-16 byte order mark)"
    }
    if (bytes[0] == 0) != (bytes[1] == 0), max(bytes[0], bytes[1]) < 0x80 {
      return "UTF-16 or UTF-32 (it has NUL bytes between its first characters)"
    }
    return nil
  }

  /// `.json` or `.yaml` for a file name and its first bytes (see `DocumentSyntax.automatic`).
  public static func detectSyntax(file: String, bytes: [UInt8]) -> DocumentSyntax {
    let lower = file.lowercased()
    if lower.hasSuffix(".json") { return .json }
    if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return .yaml }
    var index = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    while index < bytes.count {
      switch bytes[index] {
      case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn:
        index += 1
      case ASCII.openBrace, ASCII.openBracket:
        return .json
      default:
        return .yaml
      }
    }
    return .yaml
  }

  /// Sorted by position (errors before warnings at one position, as found otherwise),
  /// duplicates dropped (a component used twice reports its problems once), and cut after
  /// `DocumentLimits.errorLimit` errors (warnings after the cut too) with a last error
  /// saying so.
  static func tidy(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    let ordered = diagnostics.enumerated().sorted { a, b in
      if a.element.location != b.element.location {
        return a.element.location < b.element.location
      }
      return a.offset < b.offset
    }.map(\.element)
    var seen: Set<Diagnostic> = []
    var result: [Diagnostic] = []
    var errors = 0
    for diagnostic in ordered where seen.insert(diagnostic).inserted {
      if diagnostic.severity == .error {
        errors += 1
        if errors > DocumentLimits.errorLimit {
          // The report stops at the first error too many, warnings after it too: the
          // messages stay in source order and this one is the last.
          result.append(
            Diagnostic(
              .error, "too many errors: stopped after \(DocumentLimits.errorLimit)",
              at: diagnostic.location))
          break
        }
      }
      result.append(diagnostic)
    }
    return result
  }
}

/// Limits that keep any input from exhausting time or memory.
public enum DocumentLimits {
  /// After this many errors reading and decoding stop; the report ends with one more error
  /// that says so.
  public static let errorLimit = 100
  /// The JSON reader stops with an error past this many values (each number, string,
  /// boolean, null, array and object counts one). A value takes a 12-byte tape node (and a
  /// number 8 bytes more), so `[0,0,0,...]` costs 10 bytes per input byte: this keeps any
  /// JSON document's tape under about 4 GB, far above a description of 20,000,000 elements
  /// (about 5 values each).
  public static let valueLimit = 200_000_000
  /// The YAML reader's limit: it builds a `Value` tree first, about 80 bytes a value, and
  /// `- 0` lines are 4 bytes each; this keeps the tree under about 1.3 GB.
  public static let yamlValueLimit = 16_000_000

  /// The most bytes a document may have: the reader keeps offsets, lines and columns in
  /// 32 bits.
  public static let maximumByteCount = 4_000_000_000

  /// The error for a document of more than `maximumByteCount` bytes.
  static func refusal(byteCount: Int, file: String) -> Diagnostic? {
    guard byteCount > maximumByteCount else { return nil }
    return Diagnostic(
      .error,
      "the document is too large: \(byteCount) bytes, more than the \(maximumByteCount) a document may have",
      at: SourceLocation(file: file, line: 1, column: 1))
  }
}
