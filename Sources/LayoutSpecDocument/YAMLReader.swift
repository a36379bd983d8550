// Placeholder until the YAML-subset reader is merged: the real one lives in its own branch
// and replaces this file. Same contract as `JSONReader.read`.

public enum YAMLReader {
  public static func read(_ bytes: [UInt8], file: String) -> (Value?, [Diagnostic]) {
    (
      nil,
      [
        Diagnostic(
          .error, "YAML support is not built yet",
          at: SourceLocation(file: file, line: 1, column: 1))
      ]
    )
  }
}
