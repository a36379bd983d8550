import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

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
  /// What one document's reading produced.
  enum ReadOutcome {
    case document(ElementTree)
    /// The reader is not in this build (the `doc` branch has not merged): nothing decoded.
    case unavailable(String)
  }

  /// Reads `path` whole, as `layoutspec eval` does (FileManager), and decodes it.
  static func read(_ path: String) -> (bytes: Int, outcome: ReadOutcome) {
    let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
    let (document, diagnostics) = DocumentReader.read(bytes, file: path, syntax: .json)
    if let document { return (bytes.count, .document(document.tree)) }
    return (bytes.count, .unavailable(diagnostics.first?.message ?? "no document"))
  }

  /// Reads the file's bytes only.
  static func readBytes(_ path: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: path) ?? Data())
  }

  @inline(never)
  static func layout(_ tree: ElementTree) -> LayoutResult {
    LayoutResult.evaluate(tree, in: Feed.sizeRange, scale: 2)
  }

  @inline(never)
  static func write(_ result: LayoutResult) -> [UInt8] {
    JSONFormat.write([result], options: .init(compact: true)).bytes
  }

  /// `layoutspec-bench --child-pipeline FILE CELLS`: one evaluation in this process, for its
  /// peak memory. With the reader it is `eval`'s pipeline; without it, the tree is built
  /// from the same cell models instead of decoded (marked as a stand-in in the table).
  static func childPipeline(path: String, cells: Int) -> Int32 {
    let bytes = readBytes(path)
    var tree: ElementTree
    let (document, _) = DocumentReader.read(bytes, file: path, syntax: .json)
    if let document {
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
