import LayoutSpecDocument
import LayoutSpecEngine

extension LayoutResult {
  /// The problems layout found (values computed from the constrained size that failed
  /// their key's checks at this size), as positioned warnings in `file`.
  func warningDiagnostics(file: String) -> [Diagnostic] {
    warnings.map {
      Diagnostic(
        .warning, $0.message, at: SourceLocation(file: file, line: $0.line, column: $0.column))
    }
  }
}
