// TEMPORARY: stands in for the reader until the doc branch merges.
import LayoutSpecEngine
public enum DocumentSyntax: Sendable { case json, yaml, sniff }
public struct Document: Sendable { public var tree: ElementTree; public var sizes: [SizeRange] }
public enum DocumentReader {
  public static func read(_ bytes: [UInt8], file: String, syntax: DocumentSyntax) -> (document: Document?, diagnostics: [Diagnostic]) {
    (nil, [Diagnostic(.error, "reader not built", at: SourceLocation(file: file, line: 1, column: 1))])
  }
}
public enum SizeSyntax { public static func parse(_ s: String) -> SizeRange? { nil } }
public enum JSONReader { public static func read(_ bytes: [UInt8], file: String) -> (Value?, [Diagnostic]) { (nil, []) } }
