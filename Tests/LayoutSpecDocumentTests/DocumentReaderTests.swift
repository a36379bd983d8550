import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

@Suite struct DocumentReaderTests {
  @Test func syntaxByExtensionThenBySniffing() {
    let json = Array(#"{"type": "node"}"#.utf8)
    let yaml = Array("type: node\n".utf8)
    #expect(DocumentReader.detectSyntax(file: "a.json", bytes: yaml) == .json)
    #expect(DocumentReader.detectSyntax(file: "a.JSON", bytes: yaml) == .json)
    #expect(DocumentReader.detectSyntax(file: "a.yaml", bytes: json) == .yaml)
    #expect(DocumentReader.detectSyntax(file: "a.yml", bytes: json) == .yaml)
    #expect(DocumentReader.detectSyntax(file: "<stdin>", bytes: json) == .json)
    #expect(DocumentReader.detectSyntax(file: "<stdin>", bytes: yaml) == .yaml)
    #expect(DocumentReader.detectSyntax(file: "<stdin>", bytes: Array(" \r\n\t[1]".utf8)) == .json)
    #expect(
      DocumentReader.detectSyntax(file: "<stdin>", bytes: [0xEF, 0xBB, 0xBF] + json) == .json)
    #expect(DocumentReader.detectSyntax(file: "layout.txt", bytes: Array("# c\n{}".utf8)) == .yaml)
    #expect(DocumentReader.detectSyntax(file: "<stdin>", bytes: []) == .yaml)
  }

  @Test func standardInputIsReadAsJSONWhenItLooksLikeJSON() {
    let result = DocumentReader.read(
      Array(#"{"type": "nod"}"#.utf8), file: DocumentReader.standardInputName)
    #expect(
      result.diagnostics.map(\.rendered) == [
        "<stdin>:1:10: error: unknown element type 'nod'; did you mean 'node'?"
      ])
  }

  @Test func explicitSyntaxWins() {
    let result = DocumentReader.read(
      Array(#"{"type": "node"}"#.utf8), file: "x.yaml", syntax: .json)
    #expect(result.document != nil && result.diagnostics.isEmpty)
  }

  @Test func documentOnlyWithoutErrors() {
    #expect(readDocument(#"{"type": "node"}"#).document?.tree.count == 1)
    #expect(readDocument(#"{"type": "node", "x": 1}"#).document == nil)
    // Reader errors that lost nothing still let the decoder report its own.
    let both = readDocument(#"{"type": "nod", /* c */ "name": "a",}"#)
    #expect(
      short(both.diagnostics) == [
        "1:10: error: unknown element type 'nod'; did you mean 'node'?",
        "1:17: error: comments are not allowed in JSON",
        "1:36: error: trailing comma before '}' is not allowed in JSON",
      ])
    // Reader errors that lost data stop before decoding.
    #expect(
      short(readDocument(#"{"type": "nod", "style": {"width": NaN}}"#).diagnostics) == [
        "1:36: error: 'NaN' is not a JSON number: JSON has no NaN"
      ])
  }

  @Test func errorsAreCutAfterTheLimit() {
    let children = (0..<150).map { _ in #"{"type": "nod"}"# }.joined(separator: ",\n")
    let result = readDocument(#"{"type": "stack", "children": [\#n\#(children)]}"#)
    #expect(result.diagnostics.count == DocumentLimits.errorLimit + 1)
    #expect(
      result.diagnostics.last?.message == "too many errors: stopped after 100")
    #expect(result.diagnostics.last?.location.line == 102)
    // A warning after the cut is dropped with the errors there: the report stays in source
    // order and ends with the cut (found by the eval fuzz target).
    // 60 errors of the reader's (each below its own limit) and 60 of the decoder's.
    let named = (0..<60).map { _ in "{\"type\": \"node\", \"name\": \"a\u{1}\"}" }
    let mistyped = (0..<60).map { _ in #"{"type": "nod"}"# }
    let warned = readDocument(
      #"{"type": "stack", "children": [\#n\#((named + mistyped).joined(separator: ",\n")),\#n{"type": "node", "layout": {"type": "node"}, "intrinsicSize": [1, 1]}]}"#
    )
    let locations = warned.diagnostics.map(\.location)
    #expect(zip(locations, locations.dropFirst()).allSatisfy { $0 <= $1 }, "out of source order")
    #expect(warned.diagnostics.last?.message == "too many errors: stopped after 100")
    // The reader stops too: a long run of comments is not read to the end.
    let comments = String(repeating: "//\n", count: 100_000) + "{}"
    let reader = readDocument(comments)
    #expect(reader.diagnostics.count == DocumentLimits.errorLimit + 1)
  }

  @Test func yamlDocumentsDecodeByExtension() {
    let result = DocumentReader.read(Array("type: node\nname: box\n".utf8), file: "a.yaml")
    #expect(!result.hasErrors)
    #expect(result.document?.tree.count == 1)
    #expect(result.document?.tree[result.document!.tree.root].name == "box")
  }

  @Test func elementNestingLimit() {
    // Components can nest elements past the reader's limit: the decoder has its own.
    var components = [#""c0": {"type": "node"}"#]
    for i in 1...300 {
      components.append(#""c\#(i)": {"type": "wrapper", "child": {"use": "c\#(i - 1)"}}"#)
    }
    let json = #"{"components": {\#(components.joined(separator: ", "))}, "root": {"use": "c300"}}"#
    let result = readDocument(json)
    // The 257th element is the child of c45 (c300 is the first, c44 the 257th).
    let marker = #""c45": {"type": "wrapper", "child": "#
    let column =
      (json.range(of: marker).map { json.distance(from: json.startIndex, to: $0.upperBound) } ?? 0)
      + 1
    #expect(
      short(result.diagnostics) == [
        "1:\(column): error: elements are nested more than 256 levels deep"
      ])
  }

  @Test func elementCountLimit() {
    // Ten times ten times ...: ten million elements, stopped at the limit.
    var components = [#""c0": {"type": "node"}"#]
    for i in 1...7 {
      let uses = Array(repeating: #"{"use": "c\#(i - 1)"}"#, count: 10).joined(separator: ", ")
      components.append(#""c\#(i)": {"type": "stack", "children": [\#(uses)]}"#)
    }
    let json = #"{"components": {\#(components.joined(separator: ", "))}, "root": {"use": "c7"}}"#
    guard let value = readJSON(json).0 else {
      Issue.record("not read")
      return
    }
    let (document, diagnostics) = DocumentDecoder.decode(value, maximumElementCount: 5000)
    #expect(document == nil)
    #expect(
      diagnostics.map(\.message) == [
        "the document has more than 5000 elements with its components expanded"
      ])
    #expect(DocumentDecoder.defaultMaximumElementCount == 20_000_000)
  }

  @Test func deepDocumentsDecodeOnASmallStack() async {
    // 256 nested elements, the most the decoder takes, on a 1 MiB thread (a debug build
    // needs about 750 KiB, a release build under 400 KiB; threads get 8 MiB).
    let depth = 256
    let json =
      String(repeating: #"{"type": "wrapper", "child": "#, count: depth - 1) + #"{"type": "node"}"#
      + String(repeating: "}", count: depth - 1)
    let bytes = Array(json.utf8)
    let count = await withCheckedContinuation { continuation in
      let thread = Thread {
        let result = DocumentReader.read(bytes, file: "deep.json")
        continuation.resume(returning: result.document?.tree.count ?? -1)
      }
      thread.stackSize = 1024 * 1024
      thread.start()
    }
    #expect(count == depth)
  }
}

@Suite struct DecodeValueTests {
  @Test func decodesAValueFromAnyReader() {
    let at = SourceLocation(file: "y.yaml", line: 1, column: 1)
    let value = Value(
      .object([
        Value.Member(key: "type", keyLocation: at, value: Value(.string("stack"), at: at)),
        Value.Member(key: "spacing", keyLocation: at, value: Value(.string("x"), at: at)),
      ]), at: at)
    let result = DocumentReader.decode(value)
    #expect(result.document == nil)
    #expect(
      result.diagnostics.map(\.rendered) == [
        #"y.yaml:1:1: error: 'spacing' must be a number, found the string "x""#
      ])
  }
}
