// Placeholder until the YAML-subset reader is merged: the real one lives in its own branch
// and replaces this file. Same contract as `JSONReader.read` (see `DocumentReader.read`):
// a value whenever nothing was lost, diagnostics in source order.

public enum YAMLReader {
  public static func read(_ bytes: [UInt8], file: String) -> (Value?, [Diagnostic]) {
    let start = SourceLocation(file: file, line: 1, column: 1)
    return (nil, [Diagnostic(.error, "YAML support is not built yet", at: start)])
  }
}
