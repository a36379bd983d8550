import LayoutSpecEngine

// The value tree both readers produce: JSON and the YAML-like subset read into the same
// shape, and every value keeps where it came from so that every message can point at it.

/// A position in a document: 1-based line and column, columns counting Unicode scalars.
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var file: String
  public var line: Int
  public var column: Int

  /// The file as a whole, for what has no position in it (it cannot be read).
  public static func wholeFile(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 0, column: 0)
  }

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

/// A document value with its source position.
public struct Value: Sendable {
  public enum Content: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    /// Members in document order; duplicate keys are reported by the reader and dropped.
    case object([Member])
  }

  public struct Member: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: Value

    public init(key: String, keyLocation: SourceLocation, value: Value) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  public var content: Content
  public var location: SourceLocation

  public init(_ content: Content, at location: SourceLocation) {
    self.content = content
    self.location = location
  }

  /// The member named `key`, when this is an object that has it.
  public subscript(key: String) -> Member? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }
  }
}

/// An error or warning about a document, at a position in it.
public struct Diagnostic: Error, Hashable, Sendable {
  public enum Severity: String, Hashable, Sendable {
    case error, warning
  }

  public var location: SourceLocation
  public var severity: Severity
  public var message: String

  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// A warning as an error, as compilers' `-Werror` reports it (`... [-Werror]`); an
  /// error unchanged.
  public var asError: Diagnostic {
    guard severity == .warning else { return self }
    return Diagnostic(.error, message + " [-Werror]", at: location)
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, as compilers print it: always one line, since the
  /// file name and the quoted text in a message may hold newlines or terminal escapes.
  public var rendered: String {
    guard location.line > 0 else {
      // About the file as a whole (it cannot be read): no position is invented for it.
      return "layoutspec: \(severity.rawValue): "
        + "\(Self.printable(location.file)): \(Self.printable(message))"
    }
    return "\(Self.printable(location.file)):\(location.line):\(location.column): "
      + "\(severity.rawValue): \(Self.printable(message))"
  }

  /// `text` with control characters written out, as every text format prints names.
  public static func printable(_ text: String) -> String {
    PrintableText.escaped(text)
  }
}
