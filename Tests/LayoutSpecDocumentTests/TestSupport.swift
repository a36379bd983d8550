import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

/// `LINE:COLUMN: severity: message` for each diagnostic, without the file name.
func short(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map {
    "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
  }
}

func readJSON(_ text: String) -> (Value?, [Diagnostic]) {
  JSONReader.read(Array(text.utf8), file: "t.json")
}

/// Reads and decodes a JSON document.
func readDocument(_ text: String, file: String = "t.json") -> DocumentResult {
  DocumentReader.read(Array(text.utf8), file: file, syntax: .json)
}

/// The diagnostics of a JSON document, short form.
func messages(_ text: String) -> [String] {
  short(readDocument(text).diagnostics)
}

/// The tree of a document that must decode without errors.
func tree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ElementTree
{
  let result = readDocument(text)
  #expect(
    !result.hasErrors, "\(short(result.diagnostics))", sourceLocation: sourceLocation)
  return result.document?.tree ?? ElementTree()
}

/// The root element of a document that must decode without errors.
func root(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Element {
  let t = tree(text, sourceLocation: sourceLocation)
  return t.count > 0 ? t[t.root] : Element.placeholderForTests
}

extension Element {
  static var placeholderForTests: Element {
    var t = ElementTree()
    t.add(.spacer, .spacer)
    return t[t.root]
  }
}

/// The children of the root.
func rootChildren(_ text: String) -> [Element] {
  let t = tree(text)
  guard t.count > 0 else { return [] }
  return t.children(of: t.root).map { t[$0] }
}

/// Whether every index of `tree` is within its table (`ElementTree.indexProblems`); when
/// not, records a failure that names `input` (a random document's seed and text). Read or
/// laid out, such a tree traps, and a trap ends the whole test run without naming it.
func indexesAreWithinTables(
  _ tree: ElementTree, _ input: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Bool {
  let problems = tree.indexProblems()
  if !problems.isEmpty {
    Issue.record(
      "\(input): indexes outside the tree's tables: \(problems.joined(separator: "; "))",
      sourceLocation: sourceLocation)
  }
  return problems.isEmpty
}
