// What import says about the code it read: `Cell.m:42:7: warning: ...` for what it left out
// or approximated, `error:` for source it cannot read at all (exit status 2).

public struct ImportMessage: Hashable, Sendable {
  public enum Severity: String, Sendable { case error, warning }

  public var file: String
  public var position: SourcePosition
  public var severity: Severity
  public var message: String

  public init(file: String, position: SourcePosition, severity: Severity, message: String) {
    self.file = file
    self.position = position
    self.severity = severity
    self.message = message
  }

  /// `FILE:LINE:COL: warning: message`, on one line.
  public var rendered: String {
    "\(file):\(position.line):\(position.column): \(severity.rawValue): "
      + DescriptionWriter.oneLine(message)
  }
}

/// Messages of one import, each said once (a variant evaluates the same code again).
final class ImportMessages {
  private(set) var all: [ImportMessage] = []
  private var seen: Set<ImportMessage> = []
  /// Off while a variant is evaluated: its messages were said for the default.
  var isRecording = true

  func add(
    _ severity: ImportMessage.Severity, _ file: String, _ position: SourcePosition,
    _ message: String
  ) {
    guard isRecording else { return }
    let item = ImportMessage(file: file, position: position, severity: severity, message: message)
    if seen.insert(item).inserted { all.append(item) }
  }

  var hasErrors: Bool { all.contains { $0.severity == .error } }

  func sorted() -> [ImportMessage] {
    all.enumerated().sorted { a, b in
      if a.element.file != b.element.file { return a.offset < b.offset }
      if a.element.position != b.element.position { return a.element.position < b.element.position }
      return a.offset < b.offset
    }.map(\.element)
  }
}
