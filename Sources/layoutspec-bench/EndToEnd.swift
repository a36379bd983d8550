import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecPlatform

// End to end: a feed description document on disk, read (bytes, JSON parse, decode into an
// element tree), laid out at 375x*, written as compact JSON; throughput in MB of input per
// second, and the peak memory of one evaluation in a fresh process.

/// One feed document in the temporary directory.
struct FeedDocument {
  var path: String
  var cells: Int
  var byteCount: Int

  /// Writes a feed of about `targetBytes` (or exactly `cells` cells) to `directory`.
  static func make(cells: Int, in directory: String) -> FeedDocument {
    let bytes = Feed.document(Feed.cells(cells))
    let path = "\(directory)/feed-\(cells).json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return FeedDocument(path: path, cells: cells, byteCount: bytes.count)
  }

  /// The number of cells that makes a document of about `bytes`.
  static func cells(forBytes bytes: Int) -> Int {
    var one: [UInt8] = []
    Feed.appendCell(Feed.cells(1000)[999], to: &one)
    return max(1, bytes / (one.count + 2))
  }
}

enum EndToEnd {
  /// Parses JSON (DocumentReader.parse), as `eval` does for a `.json` file: a document
  /// without an envelope is decoded as it is parsed.
  @inline(never)
  static func parse(_ bytes: [UInt8], file: String) -> ParsedDocument {
    DocumentReader.parse(bytes, file: file, syntax: .json, fonts: FontCatalog())
  }

  /// Decodes what was parsed into elements, where parsing did not (DocumentReader.decode).
  @inline(never)
  static func decode(_ parsed: ParsedDocument) -> DocumentResult {
    DocumentReader.decode(parsed)
  }

  /// `layoutspec-bench --memory-phases FILE`: the resident and peak memory after each step
  /// of one evaluation, to see which step's data makes the peak.
  static func memoryPhases(path: String) -> Int32 {
    report("start")
    let bytes = readBytes(path)
    report("file read (\(Show.mb(bytes.count)))")
    let parsed = parse(bytes, file: path)
    report("parsed (and decoded, for a document without an envelope)")
    guard parsed.hasValue, let document = decode(parsed).document else { return 1 }
    report("decoded (\(Show.count(document.tree.count)) elements)")
    let result = layout(document.tree)
    report("laid out")
    let output = write(result)
    report("written (\(Show.mb(output.count)))")
    blackHole((bytes, parsed, result))
    return 0
  }

  /// `layoutspec-bench --memory-phases-cells N`: as `--memory-phases`, with the tree built
  /// from N in-memory feed cells instead of read: the engine's and the writer's share of
  /// an evaluation's memory, whatever the reader's.
  static func memoryPhases(cells count: Int) -> Int32 {
    report("start")
    let cells = Feed.cells(count)
    report("cell models")
    var tree = Feed.tree(cells)
    report("built (\(Show.count(tree.count)) elements)")
    let result = layout(tree)
    tree = ElementTree()
    report("laid out")
    let output = write(result)
    report("written (\(Show.mb(output.count)))")
    blackHole((cells, result))
    return 0
  }

  /// Prints the resident and peak memory of this process after `step`.
  private static func report(_ step: String) {
    let resident = ResourceUsage.residentBytes.map(Show.mb) ?? "unknown on this system"
    print("\(step): resident \(resident), peak \(Show.mb(ResourceUsage.peakResidentBytes))")
  }

  /// Reads the file's bytes only.
  static func readBytes(_ path: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: path) ?? Data())
  }

  @inline(never)
  static func layout(_ tree: ElementTree) -> LayoutResult {
    LayoutResult.evaluate(tree, in: Feed.sizeRange, scale: 2, recordingDetails: false)
  }

  @inline(never)
  static func write(_ result: LayoutResult) -> [UInt8] {
    JSONFormat.write([result], options: .init(compact: true)).bytes
  }

  /// `layoutspec-bench --child-pipeline FILE CELLS`: one evaluation in this process, for its
  /// peak memory: `eval`'s pipeline, except that when the reader refuses the document (the
  /// decoder's element limit) the tree is built from the same cell models instead.
  static func childPipeline(path: String, cells: Int) -> Int32 {
    let bytes = readBytes(path)
    var tree: ElementTree
    if let document = DocumentReader.read(bytes, file: path, syntax: .json).document {
      tree = document.tree
    } else {
      tree = Feed.tree(Feed.cells(cells))
    }
    let result = layout(tree)
    let output = write(result)
    tree = ElementTree()
    guard let devNull = FileHandle(forWritingAtPath: "/dev/null") else { return 1 }
    devNull.write(Data(output))
    blackHole(bytes)
    return 0
  }
}
