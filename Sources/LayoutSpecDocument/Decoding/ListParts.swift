// Reading a long child list in two parts. A large description is mostly one list (a
// feed's cells): when the parser reports a child list opened with half a megabyte or more
// of the document still to come (`JSONParserObserver.childListOpened`), the stream starts
// another thread that reads the list's second part (parses it and decodes its elements
// into a tree of its own) while the parser reads the first. When the parser reaches the
// item the part starts at (`itemsReadElsewhere`), the part's tree is appended to the reader's
// (`ElementTree.append`), by its decoder (ElementHandoff.swift) when that runs on a thread
// of its own, the items' elements go on the tape, and the parser goes on at the list's
// closing bracket. The part's thread parses and decodes, so the work splits whatever its
// share between parsing and decoding is: the handoff alone splits it only where parsing
// ends and decoding begins, on two threads at most.
//
// Why the result is the one-thread reading's: the part's thread starts at an item
// boundary it finds from the bytes, and the parser only takes the part when it arrives at
// that very offset as the next item of the same list, whose element type and depth the
// part was decoded with: an item reads the same from there whatever came before it. The
// part's elements are appended in document order, and its warnings after those of the
// elements before it (the order elements close in). Otherwise the part is dropped and the
// parser reads the list on: a part with an error (the document is then read again the
// ordinary way, which reports it), with values that read a constrained size, or with
// fonts (`DocumentDecoder.passesOnItsPart`), or one past the reader's limits.

import LayoutSpecEngine
import LayoutSpecPlatform

/// What reading a list's second part needs: the document, shared by both threads.
struct ListPartSource: Sendable {
  let bytes: [UInt8]
  let fonts: FontCatalog
  /// Lists with fewer bytes left after their start are read without a part.
  var minimumBytes = Self.defaultMinimumBytes
  static let defaultMinimumBytes = 1 << 19
  /// Where in the bytes left the second part starts at the earliest (tests vary it).
  var splitFraction = 0.5

  /// Read on one thread, the part takes half the list. Beside the parser's and decoder's
  /// threads, each with a core, the part's thread, which parses and decodes, takes as
  /// long as the parser's when it has the last third (callgrind, the feed: 4,500 and
  /// 2,400 instructions an element).
  init(bytes: [UInt8], fonts: FontCatalog, besideHandoff: Bool = false) {
    self.bytes = bytes
    self.fonts = fonts
    splitFraction = besideHandoff ? 0.65 : 0.5
  }
}

/// A list's second part, read and decoded.
struct ListPart: Sendable {
  /// The offset of its first item.
  var start: Int
  var tree: ElementTree
  /// Its items: their elements in `tree`, and where each item's object starts.
  var items: [(ElementID, LineColumn)]
  /// The offset of the list's closing bracket, and the line it is on.
  var end: Int
  var line: Int
  var lineStart: Int
  var valueCount: Int
  var typeKeyCount: Int
  var elementCount: Int32
  /// What decoding its elements warned about (a part with an error is not kept).
  var warnings: [Diagnostic]
}

/// The other thread, and where it leaves its part.
struct PendingListPart {
  let thread: StartedThread
  let result: ListPartResult
}

/// Written by the part's thread before it ends, read after `join`.
final class ListPartResult: @unchecked Sendable {
  var part: ListPart?
}

extension ElementStream {
  /// The child list just opened at `node` (`offset` at its first item, `depth` containers
  /// deep): reads its second part on another thread when enough of the document is left,
  /// and returns the first offset the part may start at (`Int.max` without one).
  mutating func childListOpened(
    _ node: Int, firstItemAt offset: Int, depth: Int, byteCount: Int, maximumDepth: Int,
    tape: borrowing DocumentTape
  ) -> Int {
    guard let source = listParts, let list = openChildList,
      byteCount - offset >= source.minimumBytes
    else { return Int.max }
    // One part per document: the first long list is the document's.
    listParts = nil
    let (file, maximumDepth) = (tape.file, maximumDepth - depth)
    let target = offset + Int(Double(byteCount - offset) * source.splitFraction)
    let result = ListPartResult()
    // The part decodes elements recursively, as this thread does.
    let started = StartedThread.start(stackSize: 16 << 20) {
      result.part = JSONReader.readListPart(
        source, file: file, list: list, from: offset, atOrAfter: target,
        maximumDepth: maximumDepth)
    }
    guard let thread = started else { return Int.max }
    pendingListPart = PendingListPart(thread: thread, result: result)
    return target
  }

  /// At an item of the list being read in parts, at or after where the part may start:
  /// takes the part when it starts here, putting its items' elements on the tape. Nil (the
  /// item is read here) otherwise.
  mutating func itemsReadElsewhere(
    at offset: Int, valuesLeft: Int, tape: inout DocumentTape
  ) -> ItemsReadElsewhere? {
    guard let pending = pendingListPart.take() else { return nil }
    pending.thread.join()
    // (The part's thread kept only a part it can pass on: `passesOnItsPart`.)
    guard let part = pending.result.part, part.start == offset,
      part.valueCount - 1 <= valuesLeft
    else { return nil }
    // The items' elements: numbered after those handed over so far when another thread
    // decodes, else appended to the tree here. (Limits on elements apply to the whole
    // tree as the root is decoded, after the list.)
    if handsOver {
      let first = handoff!.add(part, keys: tape.keys)
      for (index, (_, position)) in part.items.enumerated() {
        tape.appendElement(ElementID(first + index), at: position)
      }
    } else {
      for (id, (_, position)) in zip(decoder.take(part), part.items) {
        tape.appendElement(id, at: position)
      }
    }
    tookDecodedElements(Int(part.elementCount))
    tape.countTypeKeys(part.typeKeyCount)
    return ItemsReadElsewhere(
      end: part.end, line: part.line, lineStart: part.lineStart, valueCount: part.valueCount)
  }

  /// Waits for a part the reading did not take.
  mutating func abandonListPart() {
    pendingListPart.take()?.thread.join()
  }
}

extension JSONReader {
  /// The part of a child list from its first item boundary at or after `target` (the
  /// list's items start at `listStart`) to its end: parsed, and decoded as items of an
  /// element of type `list.parentType`. Nil when there is no such boundary, or the part
  /// has an error.
  static func readListPart(
    _ source: ListPartSource, file: String, list: (parentType: ElementType, itemDepth: Int),
    from listStart: Int, atOrAfter target: Int, maximumDepth: Int
  ) -> ListPart? {
    source.bytes.withUnsafeBufferPointer { bytes in
      guard
        let start = ListBoundaries.itemOnItsOwnLine(in: bytes, from: listStart, atOrAfter: target)
          ?? ListBoundaries.firstItem(in: bytes, from: listStart, atOrAfter: target)
      else { return nil }
      var parser = JSONParser(bytes, file: file)
      let (line, lineStart) = ListBoundaries.line(of: start, in: bytes, lineOneStart: parser.pos)
      parser.pos = start
      parser.line = line
      parser.startLine(at: lineStart)
      parser.maximumDepth = maximumDepth
      var stream = ElementStream(file: file, fonts: source.fonts, byteCount: bytes.count - start)
      stream.beginChildList(of: list.parentType, itemDepth: list.itemDepth, tape: parser.tape)
      parser.outerContainer = (node: -1, slot: .childList, key: KeyID(raw: 0))
      guard let items = parser.parseListItems(&stream), !parser.stopped, parser.faithful,
        parser.diagnostics.isEmpty
      else { return nil }
      return ListPart(
        start: start, tree: stream.decoder.tree,
        items: items.map {
          (parser.tape.element(ValueID(index: $0)), parser.tape.position(ValueID(index: $0)))
        },
        end: parser.pos - 1, line: parser.line, lineStart: parser.lineStart,
        valueCount: parser.valueCount, typeKeyCount: parser.tape.typeKeyCount,
        elementCount: stream.decoder.elementCount, warnings: stream.decoder.diagnostics)
    }
  }
}

extension JSONParser {
  /// Reads the items of a child list from `pos` to its closing bracket, each decoded by
  /// `stream` as it closes (`outerContainer` is the list): their element nodes' indexes on
  /// the tape. Nil when an item is not an element, reading stopped, or the decoder holds
  /// what a part cannot pass on (then the rest is not worth reading).
  fileprivate mutating func parseListItems(_ stream: inout ElementStream) -> [Int]? {
    var items: [Int] = []
    while true {
      let node = tape.nodeCount
      guard parseValueTree(&stream), tape.nodeCount == node + 1,
        tape.kind(ValueID(index: node)) == .element, stream.decoder.passesOnItsPart
      else { return nil }
      items.append(node)
      guard let more = readSeparator(isObject: false) else { return nil }
      if !more { return items }
    }
  }
}

/// Where a list's items start, found from the bytes alone: strings (with their escapes)
/// and brackets are all a scan needs to tell an item's comma from one in a nested value.
enum ListBoundaries {
  /// Most long lists put an item per line: the first line that holds the first item's
  /// indentation and then `{` at or after `target`, after a line that ends with a comma
  /// (the parser takes the part at the first item it reaches at or after `target`). A guess
  /// (the other thread takes the part only where it finds an item of the list), which
  /// spares scanning half the document: in consistently indented JSON a nested value is
  /// indented deeper, and no string holds a line break.
  static func itemOnItsOwnLine(
    in bytes: UnsafeBufferPointer<UInt8>, from listStart: Int, atOrAfter target: Int
  ) -> Int? {
    var indentStart = listStart
    while indentStart > 0,
      bytes[indentStart - 1] == ASCII.space || bytes[indentStart - 1] == ASCII.tab
    {
      indentStart -= 1
    }
    guard indentStart == 0 || bytes[indentStart - 1] == ASCII.newline else { return nil }
    let indentation = listStart - indentStart
    // From the line break before an item whose `{` is at `target`.
    var index = max(listStart, target - indentation - 1)
    // A few thousand lines at most: a list of long lines is scanned instead.
    let limit = min(bytes.count, target + (1 << 16))
    while index < limit {
      guard bytes[index] == ASCII.newline else {
        index += 1
        continue
      }
      var before = index - 1
      while before > listStart, isWhitespace(bytes[before]) { before -= 1 }
      let start = index + 1 + indentation
      index += 1
      guard start >= target, bytes[before] == ASCII.comma, start < bytes.count,
        bytes[start] == ASCII.openBrace,
        (index..<start).allSatisfy({ bytes[$0] == bytes[indentStart + $0 - index] })
      else { continue }
      return start
    }
    return nil
  }

  /// The offset of the first item that starts at or after `target` in the list whose
  /// first item is at `listStart`: an object after a comma at the list's own level. Nil
  /// when the list ends first.
  static func firstItem(
    in bytes: UnsafeBufferPointer<UInt8>, from listStart: Int, atOrAfter target: Int
  )
    -> Int?
  {
    var depth = 0
    var index = listStart
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case ASCII.quote:
        guard let end = stringEnd(in: bytes, from: index) else { return nil }
        index = end
      case ASCII.openBrace, ASCII.openBracket:
        depth += 1
      case ASCII.closeBrace, ASCII.closeBracket:
        depth -= 1
        if depth < 0 { return nil }
      case ASCII.comma where depth == 0:
        var next = index
        while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
        if next >= target, next < bytes.count, bytes[next] == ASCII.openBrace { return next }
      default:
        break
      }
    }
    return nil
  }

  /// The offset just past the closing quote of a string whose contents start at `start`.
  /// Eight bytes at a time up to a quote or backslash: most of a document's bytes are in
  /// strings.
  private static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while true {
      if let base = bytes.baseAddress {
        while index + 8 <= bytes.count {
          let word = UInt64(
            littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
          let found =
            JSONParser.zeroBytes(word ^ repeated(ASCII.quote))
            | JSONParser.zeroBytes(word ^ repeated(ASCII.backslash))
          if found != 0 {
            index += found.trailingZeroBitCount / 8
            break
          }
          index += 8
        }
      }
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      if byte == ASCII.quote { return index + 1 }
      index += byte == ASCII.backslash ? 2 : 1
    }
  }

  /// `byte` in each of a word's eight bytes.
  @inline(__always)
  private static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == ASCII.space || byte == ASCII.newline || byte == ASCII.tab
      || byte == ASCII.carriageReturn
  }

  /// The line of `offset` and the offset its line starts at, counting line breaks as the
  /// parser does (LF, CR LF, CR); line 1 starts at `lineOneStart` (after a byte order mark).
  /// Eight bytes at a time where they hold no CR.
  static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, lineOneStart: Int) -> (
    line: Int, start: Int
  ) {
    var line = 1
    var start = lineOneStart
    var index = 0
    while index < offset {
      if index + 8 <= offset, let base = bytes.baseAddress {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        if JSONParser.zeroBytes(word ^ repeated(ASCII.carriageReturn)) == 0 {
          let breaks = JSONParser.everyZeroByte(word ^ repeated(ASCII.newline))
          if breaks != 0 {
            line += breaks.nonzeroBitCount
            start = index + (63 - breaks.leadingZeroBitCount) / 8 + 1
          }
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      index += 1
      if byte == ASCII.newline || byte == ASCII.carriageReturn {
        if byte == ASCII.carriageReturn, index < bytes.count, bytes[index] == ASCII.newline {
          index += 1
        }
        line += 1
        start = index
      }
    }
    return (line, start)
  }
}

extension DocumentDecoder {
  /// Whether what this decoder decoded can join another tree (`take`): no error (the
  /// document is then read again the ordinary way), no value that reads a constrained
  /// size (its binding waits in the decoder for the whole document), and a tree that
  /// indexes no table of the whole document.
  var passesOnItsPart: Bool {
    errorCount == 0 && sizeExpressions.bindings.isEmpty && tree.isSelfContained
  }

  /// Appends a part's tree, which `isSelfContained`, with what decoding it counted and
  /// warned about: its items' elements, as this tree numbers them.
  mutating func take(_ part: ListPart) -> [ElementID] {
    elementCount += part.elementCount
    diagnostics += part.warnings
    let offset = Int(tree.append(part.tree))
    return part.items.map { ElementID(Int($0.0.index) + offset) }
  }
}
