// Decoding elements while the JSON is read (ElementStream.swift) must give what decoding the
// whole tape gives: the same tree, element for element, and the same messages, on every
// document in the repository and on seeded random documents with warnings and errors.

import Foundation
import LayoutSpecEngine
import LayoutSpecTestSupport
import Testing

@testable import LayoutSpecDocument

@Suite struct ElementStreamTests {
  /// The document decoded from the whole tape, without decoding while reading.
  static func decodedFromWholeTape(_ bytes: [UInt8], file: String) -> DocumentResult {
    DocumentReader.decode(
      DocumentReader.parse(
        bytes, file: file, syntax: .json, fonts: FontCatalog(), decoding: .fromWholeTape))
  }

  static func decodedWhileRead(_ bytes: [UInt8], file: String, twoThreads: Bool = false)
    -> DocumentResult
  {
    decodedWhileRead(
      bytes, file: file, decoding: twoThreads ? .whileReadingOnTwoThreads : .whileReading)
  }

  static func decodedWhileRead(
    _ bytes: [UInt8], file: String, decoding: DocumentReader.JSONDecoding
  ) -> DocumentResult {
    DocumentReader.decode(
      DocumentReader.parse(
        bytes, file: file, syntax: .json, fonts: FontCatalog(), decoding: decoding))
  }

  /// The ways of decoding while reading: on one thread, with the parser on another, and
  /// either with the first child list in two parts split at several places
  /// (ListParts.swift).
  static let waysWhileReading: [DocumentReader.JSONDecoding] =
    [.whileReading, .whileReadingOnTwoThreads]
    + [false, true].flatMap { twoThreads in
      [0, 0.2, 0.5, 0.95].map { .whileReadingInParts(splitFraction: $0, twoThreads: twoThreads) }
    }

  /// Whether each way of decoding while reading gives what decoding the whole tape gives;
  /// `input` (a random document's seed and text) ends every failure's message.
  static func expectSame(
    _ bytes: [UInt8], file: String, input: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let whole = decodedFromWholeTape(bytes, file: file)
    for way in waysWhileReading {
      expectSame(
        decodedWhileRead(bytes, file: file, decoding: way), whole,
        file: "\(file) (\(way))\(input.isEmpty ? "" : "; \(input)")",
        sourceLocation: sourceLocation)
    }
  }

  /// Whether two decodings agree: messages, and every element of the tree. Each tree's
  /// indexes are checked first: an element read through an index past its table traps,
  /// which ends the whole test run without saying which document did it.
  static func expectSame(
    _ streamed: DocumentResult, _ whole: DocumentResult, file: String,
    sourceLocation: Testing.SourceLocation
  ) {
    for (decoding, result) in [("while read", streamed), ("from the whole tape", whole)] {
      guard let tree = result.document?.tree else { continue }
      guard
        indexesAreWithinTables(tree, "\(file), decoded \(decoding)", sourceLocation: sourceLocation)
      else { return }
    }
    #expect(
      short(streamed.diagnostics) == short(whole.diagnostics), "\(file)",
      sourceLocation: sourceLocation)
    #expect(
      (streamed.document == nil) == (whole.document == nil), "\(file)",
      sourceLocation: sourceLocation)
    guard let a = streamed.document?.tree, let b = whole.document?.tree else { return }
    #expect(a.count == b.count && a.root == b.root, "\(file)", sourceLocation: sourceLocation)
    guard a.count == b.count else { return }
    for index in 0..<a.count {
      let id = ElementID(index)
      guard
        a[id] == b[id] && Array(a.children(of: id)) == Array(b.children(of: id))
          && a.component(of: id) == b.component(of: id)
      else {
        Issue.record(
          "\(file): element \(index) differs: \(a[id]) against \(b[id])",
          sourceLocation: sourceLocation)
        return
      }
    }
    #expect(
      a.sizeBindings.count == b.sizeBindings.count && a.fonts.map(\.name) == b.fonts.map(\.name),
      "\(file)",
      sourceLocation: sourceLocation)
    // Each binding decodes its element again from the values it kept.
    for (x, y) in zip(a.sizeBindings, b.sizeBindings) {
      for range in [SizeRange(exactly: Size(width: 375, height: 667)), .unconstrained] {
        let (p, q) = (x.resolve(range, .zero), y.resolve(range, .zero))
        #expect(
          x.element == y.element && x.scope == y.scope && p.style == q.style && p.kind == q.kind
            && p.warnings == q.warnings,
          "\(file): the binding of element \(x.element.index) at \(range)",
          sourceLocation: sourceLocation)
      }
    }
  }

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every JSON description in the repository: samples and the CLI tests' inputs (bad
  /// ones among them).
  static func descriptions() -> [URL] {
    let folders = ["samples", "Tests/CLITests/Inputs"].map {
      repository.appendingPathComponent($0)
    }
    return folders.flatMap { folder -> [URL] in
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      // Not the component bomb: 15 s in a debug build, and an envelope, read the same way
      // either way.
      return (files?.allObjects as? [URL] ?? []).filter {
        $0.pathExtension == "json" && !$0.lastPathComponent.contains(".golden.")
          && !$0.lastPathComponent.hasPrefix("component-bomb")
      }
    }
  }

  @Test func everyDescriptionInTheRepositoryDecodesTheSameWhileRead() throws {
    let files = Self.descriptions()
    #expect(files.count > 40)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      Self.expectSame(bytes, file: file.lastPathComponent)
    }
  }

  @Test(arguments: 0..<40) func randomDocumentsDecodeTheSameWhileRead(seed: Int) {
    var elements = RandomElements(
      random: SplitMix64(seed: UInt64(seed) &* 7919 &+ 11), withErrors: seed % 4 == 3)
    // Every third document in an envelope: with `sizes` only (read while decoded), or with
    // keys after `root` that its elements would have needed (read again).
    let after = [
      "", #", "sizes": ["320x*"]"#, #", "components": {"c": {"type": "node"}}"#,
      #", "variants": {"wide": [{"name": "e7", "set": {"style": {"width": 90}}}]}"#,
      #", "textEngine": "coretext""#,
    ]
    let document = elements.document()
    let text =
      seed % 3 == 0
      ? #"{"sizes": ["375x*"], "root": \#(document)\#(after[(seed / 3) % after.count])}"#
      : document
    Self.expectSame(
      Array(text.utf8), file: "random-\(seed).json", input: "seed \(seed), document: \(text)")
  }

  /// The parser asks the stream about containers under the keys that hold elements, as
  /// the decoder knows them, but a node's `layout` (decoded with its node).
  @Test func containersMayHoldElementsUnderTheKeysThatHoldElements() {
    for key in KnownKey.allCases {
      let holds = ElementKeys.elementHolding.contains(key) && key != .layout
      #expect(ElementSlot.element.mayHoldElements(under: KeyID(key)) == holds, "\(key)")
      #expect(ElementSlot.plain.mayHoldElements(under: KeyID(key)) == false)
    }
  }

  @Test func aFeedKeepsOnlyItsOpenElementsOnTheTape() {
    let cell =
      #"{"type": "vstack", "name": "cell", "children": [{"type": "inset", "insets": [8, 12, 8, 12], "child": {"type": "hstack", "spacing": 10, "children": [{"type": "node", "style": {"width": 44, "height": 44}}, {"type": "text", "text": "a message", "fontSize": 13, "style": {"flexShrink": 1}}]}}, {"type": "node", "style": {"height": 0.5}}]}"#
    let cells = Array(repeating: cell, count: 500).joined(separator: ",\n")
    let bytes = Array(#"{"type": "vstack", "children": [\#(cells)]}"#.utf8)
    var stream = ElementStream(file: "feed.json", fonts: FontCatalog())
    let streamed = JSONReader.parse(bytes, file: "feed.json", observer: &stream)
    let whole = JSONReader.parse(bytes, file: "feed.json")
    // The root's members, and one node per cell where each cell's subtree was.
    #expect(streamed.tape.nodes.count == 1 + 2 * 2 + 500)
    #expect(whole.tape.nodes.count > 500 * 30)
    #expect(stream.decodedAny)
    Self.expectSame(bytes, file: "feed.json")
  }

  @Test func aFeedLargerThanManyBatchesDecodesTheSameOnTwoThreads() {
    // Elements numbered across batches, a text in every cell, numbers and names that
    // differ from cell to cell, and a warning in some: each batch's numbers, strings and
    // element numbers must land where the decoder looks for them.
    let cells = (0..<3000).map { index in
      let warning = index % 7 == 0 ? #", "style": {"flexGrow": 1}"# : ""
      return
        #"{"type": "vstack", "name": "cell \#(index)", "children": [{"type": "inset", "insets": [\#(index % 9), 2, 3, 4], "child": {"type": "overlay", "child": {"type": "text", "text": "message \#(index)", "fontSize": \#(10 + index % 5)}, "overlay": {"type": "node", "style": {"width": \#(index)}}\#(warning)}}, {"type": "ratio", "ratio": 0.\#(index % 9 + 1), "child": {"type": "networkImage"}}]}"#
    }
    let bytes = Array(#"{"type": "vstack", "children": [\#(cells.joined(separator: ",\n"))]}"#.utf8)
    #expect(bytes.count > 40 * ElementHandoff.batchNodes)
    let result = Self.decodedWhileRead(bytes, file: "feed.json", twoThreads: true)
    #expect(result.document?.tree.count == 1 + 3000 * 7)
    #expect(result.diagnostics.count == 3000 / 7 + 1)
    Self.expectSame(bytes, file: "feed.json")
  }

  /// A list read in two parts: the second part's elements, names, texts (some not
  /// ASCII, their tokens kept), warnings and positions (lines counted across LF, CR LF
  /// and CR, after a byte order mark) land as one thread reads them.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func aListReadInTwoPartsDecodesTheSame(lineBreak: String) {
    let cells = (0..<300).map { index in
      let warning = index % 11 == 0 ? #", "style": {"flexGrow": 1}"# : ""
      let text = index % 3 == 0 ? "日本語 \(index) \\\"quoted\\\" },{" : "message \(index)"
      return
        #"{"type": "vstack", "name": "cell \#(index % 7)", "children": [{"type": "inset", "insets": [\#(index % 9), 2, 3, 4], "child": {"type": "overlay", "child": {"type": "text", "text": "\#(text)", "fontSize": \#(10 + index % 5)}, "overlay": {"type": "node", "style": {"width": \#(index)}}\#(warning)}}, {"type": "ratio", "ratio": 0.\#(index % 9 + 1), "child": {"type": "networkImage"}}]}"#
    }
    let text =
      "\u{FEFF}{\"type\": \"vstack\",\(lineBreak) \"children\": [\(lineBreak)"
      + cells.joined(separator: ",\(lineBreak)") + "]}"
    let bytes = Array(text.utf8)
    var parts = ListPartSource(bytes: bytes, fonts: FontCatalog())
    parts.minimumBytes = 0
    var stream = ElementStream(file: "feed.json", fonts: FontCatalog(), listParts: parts)
    let streamed = JSONReader.parse(bytes, file: "feed.json", observer: &stream)
    #expect(streamed.diagnostics.isEmpty)
    // About half the cells' elements (7 a cell) came from the other part.
    let elsewhere = stream.elementsDecodedElsewhere
    #expect(elsewhere > 100 * 7 && elsewhere < 200 * 7 && elsewhere % 7 == 0)
    Self.expectSame(bytes, file: "feed.json")
  }

  /// The part starts at the first item at or after its split point, wherever in an item's
  /// line (its indentation, its line break, its comma) the point falls: the parser, which
  /// reaches items in order, takes the part at the first item it reaches there, and
  /// drops a part that starts one item later after waiting for it.
  @Test(arguments: [true, false])
  func aPartStartsAtTheFirstItemAtOrAfterItsSplitPoint(indented: Bool) {
    let items = (0..<6).map { #"{"type": "node", "name": "n\#($0)"}"# }
    let separator = indented ? ",\n    " : ","
    let head = "{\"type\": \"vstack\", \"children\": [" + (indented ? "\n    " : "")
    let bytes = Array((head + items.joined(separator: separator) + "]}").utf8)
    let listStart = head.utf8.count
    let starts = items.indices.map { listStart + $0 * (items[0].utf8.count + separator.utf8.count) }
    bytes.withUnsafeBufferPointer { buffer in
      for target in listStart + 1...starts[starts.count - 1] {
        let expected = starts.first { $0 >= target }
        #expect(
          ListBoundaries.firstItem(in: buffer, from: listStart, atOrAfter: target) == expected,
          "split at \(target)")
        if indented {
          #expect(
            ListBoundaries.itemOnItsOwnLine(in: buffer, from: listStart, atOrAfter: target)
              == expected, "split at \(target), by lines")
        }
      }
    }
  }

  /// A list whose second part is cut short, has an error, a value that reads the
  /// constrained size, a font, or a string that looks like an item boundary: the part is
  /// dropped or never found, and the reading says what one thread's says.
  @Test(arguments: [
    "cut", #"{"type": "nod"}"#, #"{"type": "node", "style": {"width": "= max.width / 2"}}"#,
    #"{"type": "text", "text": "f", "font": "system"}"#,
    #"{"type": "text", "text": "\n},\n{\"type\": \"node\"}"}"#,
  ])
  func aListWhoseSecondPartCannotBeTakenReadsTheSame(odd: String) {
    var cells = (0..<200).map { index in
      #"{"type": "vstack", "name": "c\#(index)", "children": [{"type": "text", "text": "m \#(index)"}]}"#
    }
    if odd != "cut" { cells[150] = odd }
    var text = "{\"type\": \"vstack\", \"children\": [\n" + cells.joined(separator: ",\n") + "]}"
    if odd == "cut" { text = String(text.prefix(text.utf8.count * 3 / 4)) }
    Self.expectSame(Array(text.utf8), file: "odd.json")
  }

  @Test func handedOverNumbersFindTheirIDsAcrossRuns() {
    // A node with a `layout` adds its spec before itself: the IDs jump, a run begins.
    let ids = [0, 1, 2, 5, 6, 9, 10, 11, 20]
    var table = HandedOverIDs()
    #expect(table.isEmpty)
    for id in ids { table.append(ElementID(id)) }
    for (number, id) in ids.enumerated() {
      #expect(table[Int32(number)] == ElementID(id), "number \(number)")
    }
  }

  @Test func anEnvelopeWithOnlySizesIsReadWhileDecoded() {
    let cell = #"{"type": "inset", "insets": 2, "child": {"type": "node", "name": "n"}}"#
    let cells = Array(repeating: cell, count: 50).joined(separator: ", ")
    let bytes = Array(
      #"{"sizes": ["375x*"], "root": {"type": "vstack", "children": [\#(cells)]}}"#.utf8)
    var stream = ElementStream(file: "e.json", fonts: FontCatalog())
    let streamed = JSONReader.parse(bytes, file: "e.json", observer: &stream)
    // The envelope; `sizes`, its list and size; `root` and its object; `type` and its
    // value; `children` and its list; one node per cell.
    #expect(streamed.tape.nodes.count == 1 + 3 + 2 + 2 + 2 + 50)
    let result = DocumentReader.decode(
      DocumentReader.parse(bytes, file: "e.json", syntax: .json, fonts: FontCatalog()))
    #expect(result.document?.sizes.count == 1 && result.document?.tree.count == 101)
    Self.expectSame(bytes, file: "e.json")
  }

  @Test func siblingsKeepTheirOwnExpressions() {
    // The third spacer's values take the tape's places the first one's had: an expression
    // found again by its place, not its text, gave it the first one's width (and hid the
    // error of a broken one). Found in review.
    func document(_ third: String) -> String {
      #"{"type": "hstack", "children": [{"type": "spacer", "style": {"width": "= 10"}}, {"type": "spacer"}, {"style": {"width": "\#(third)"}, "type": "spacer"}]}"#
    }
    let t = tree(document("= 20"))
    #expect(
      Array(t.children(of: t.root)).map { t.style(of: $0).width } == [
        .points(10), .auto, .points(20),
      ])
    #expect(messages(document("= 1 +")).first?.contains("invalid expression in 'width'") == true)
    Self.expectSame(Array(document("= 20").utf8), file: "t.json")
  }

  @Test func cellsThatReadTheSizeKeepTheirOwnValues() throws {
    // Each cell's binding keeps its own values, not the parser's tape: kept, the tape was
    // copied whole at the next write, once per cell (11,000 cells: 3.3 s and 1.3 GB).
    let cells = (0..<400).map { index in
      #"{"type": "inset", "insets": ["= max.width / \#(index + 10)", 2, 3, 4], "style": {"width": "= max.width - \#(index)", "flexGrow": \#(index % 3)}, "child": {"type": "text", "text": "cell \#(index)", "fontSize": "= min(max.width / 25, \#(12 + index % 7))", "fontVariations": {"wght": \#(400 + index)}}}"#
    }
    let bytes = Array(#"{"type": "vstack", "children": [\#(cells.joined(separator: ",\n"))]}"#.utf8)
    var stream = ElementStream(file: "cells.json", fonts: FontCatalog())
    _ = JSONReader.parse(bytes, file: "cells.json", observer: &stream)
    #expect(stream.decodedAny)
    #expect(stream.tapeCopies == 0)
    let result = Self.decodedWhileRead(bytes, file: "cells.json")
    #expect(!result.hasErrors, "\(short(result.diagnostics).prefix(3))")
    #expect(result.document?.tree.sizeBindings.count == 800)
    Self.expectSame(bytes, file: "cells.json")
  }

  /// An item of a child list is read whole (`ElementSlot.wholeItem`) unless it grows past
  /// `JSONParser.wholeItemNodes` nodes or `wholeItemDepth` containers deep: it is then read
  /// again from its `{`, and every item after it element by element. A warning (and, with
  /// errors, a duplicate key) before the point it is read again from, an error or a warning
  /// after it, and the items around it must come out as decoding the whole tape gives them.
  @Test(arguments: [("wide", false), ("wide", true), ("deep", false), ("deep", true)])
  func anItemTooLargeToReadWholeIsReadAgain(shape: String, withError: Bool) {
    let warns =
      #"{"type": "inset", "insets": 1, "child": {"type": "node", "style": {"flexGrow": 1}}}"#
    let late = withError ? #"{"type": "node", "style": {"width": "wide"}}"# : warns
    let cell =
      #"{"type": "vstack", "name": "cell", "children": [{"type": "node", "name": "a"}, \#(warns), {"type": "text", "text": "hi"}]}"#
    var large: String
    if shape == "wide" {
      let count = JSONParser.wholeItemNodes / 2
      let leaves = (0..<count).map { index in
        switch index {
        case 3 where withError: return #"{"type": "node", "name": "n", "name": "twice"}"#
        case 4: return warns
        case count - 5: return late
        default: return #"{"type": "node", "name": "n\#(index)"}"#
        }
      }
      large = #"{"type": "vstack", "children": [\#(leaves.joined(separator: ", "))]}"#
    } else {
      large = late
      for level in 0..<(JSONParser.wholeItemDepth + 8) {
        let early = level == JSONParser.wholeItemDepth + 6 ? warns : #"{"type": "spacer"}"#
        large =
          #"{"type": "vstack", "name": "l\#(level)", "children": [\#(early), \#(large)]}"#
      }
    }
    let items = [cell, cell, large, cell, large, cell].joined(separator: ",\n")
    let bytes = Array(#"{"type": "vstack", "children": [\#(items)]}"#.utf8)
    let whole = Self.decodedFromWholeTape(bytes, file: "item.json")
    #expect((whole.document == nil) == withError)
    #expect(whole.diagnostics.count >= 4)
    Self.expectSame(bytes, file: "item.json")
  }

  @Test func anElementBeforeItsParentsTypeWaitsForItsParent() {
    // `children` before `type`: the children are decoded with their parent, top-down.
    let text =
      #"{"children": [{"type": "node", "style": {"flexGrow": 1}}], "type": "inset", "insets": 2}"#
    var stream = ElementStream(file: "t.json", fonts: FontCatalog())
    _ = JSONReader.parse(Array(text.utf8), file: "t.json", observer: &stream)
    #expect(!stream.decodedAny)
    Self.expectSame(Array(text.utf8), file: "t.json")
  }
}

/// Seeded random descriptions: every spec and node type, keys in any order (so that some
/// elements come before their parent's type), style properties that only some parents
/// read (warnings), size expressions (constant ones of many values, and ones that read the
/// size), nodes with a `layout`, and with `withErrors`, a few mistakes (errors: the
/// document is read again the ordinary way).
private struct RandomElements {
  var random: SplitMix64
  let withErrors: Bool

  mutating func document() -> String {
    element(depth: 0)
  }

  private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int(random.next() % UInt64(choices.count))]
  }

  private mutating func element(depth: Int) -> String {
    let leaves = ["node", "text", "image", "button", "spacer", "networkImage"]
    let specs = [
      "vstack", "hstack", "stack", "absolute", "inset", "center", "ratio", "relative", "overlay",
      "background", "corner", "wrapper",
    ]
    var type = depth >= 4 || chance(30) ? pick(leaves) : pick(specs)
    if withErrors && chance(4) { type = "vstak" }
    var members = [#""type": "\#(type)""#]
    if chance(40) { members.append(#""name": "e\#(random.next() % 100)""#) }
    if chance(60) { members.append(#""style": \#(style())"#) }
    switch type {
    case "vstack", "hstack", "stack", "absolute":
      let count = Int(random.next() % 4)
      var children: [String] = []
      for _ in 0..<count { children.append(element(depth: depth + 1)) }
      members.append(#""children": [\#(children.joined(separator: ", "))]"#)
      if type != "absolute" && chance(50) {
        members.append(
          #""alignItems": "\#(pick(["start", "center", "stretch", "baselineFirst"]))""#)
        members.append(#""spacing": \#(pick(["4", #""= max.width / 50""#]))"#)
      }
    case "inset", "center", "ratio", "relative":
      members.append(#""child": \#(element(depth: depth + 1))"#)
      if type == "inset" { members.append(#""insets": [1, 2, 3, 4]"#) }
      if type == "ratio" { members.append(#""ratio": 0.5"#) }
    case "overlay", "background", "corner":
      members.append(#""child": \#(element(depth: depth + 1))"#)
      members.append(#""\#(type)": \#(element(depth: depth + 1))"#)
    case "wrapper":
      if chance(50) {
        members.append(#""child": \#(element(depth: depth + 1))"#)
      } else {
        members.append(#""children": [\#(element(depth: depth + 1))]"#)
      }
    case "node":
      if depth < 4 && chance(30) {
        members.append(#""layout": \#(element(depth: depth + 1))"#)
      } else {
        members.append(#""intrinsicSize": [\#(random.next() % 90), 20]"#)
      }
    case "text":
      members.append(#""text": "words \#(random.next() % 1000)", "fontSize": 13"#)
    case "button":
      members.append(#""title": "OK""#)
    default:
      break
    }
    if withErrors && chance(5) { members.append(#""colour": "red""#) }
    if withErrors && chance(3) { members.append(#""type": "node""#) }
    // Any order: a child may come before its parent's type.
    for index in members.indices.reversed() where index > 0 {
      members.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  private mutating func style() -> String {
    let properties = [
      #""width": 40"#, #""height": "= max.height / 3""#, #""flexGrow": 1"#, #""flexShrink": 1"#,
      #""flexBasis": "50%""#, #""alignSelf": "end""#, #""spacingBefore": 3"#,
      #""layoutPosition": [2, 3]"#, #""minWidth": "= \#(random.next() % 40) + 1""#,
      #""maxHeight": "= min(max.height, \#(100 + random.next() % 300))""#,
    ]
    var chosen: [String] = []
    for property in properties where chance(25) { chosen.append(property) }
    return "{" + chosen.joined(separator: ", ") + "}"
  }
}
