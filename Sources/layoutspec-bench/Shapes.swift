import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecPlatform

// The "shapes" section: one deep tree per way real screens nest stacks (docs/performance.md), each
// written as a document, so the engine's time and arena and the whole `eval` process are
// measured on the same tree. Every level wraps the level below; depth counts levels.

enum Shapes {
  /// A level: the JSON of one element around `inner` (the level below), at `level`.
  typealias Level = @Sendable (_ inner: String, _ level: Int) -> String

  static let node10 = #"{"type": "node", "intrinsicSize": [10, 10]}"#

  static func stack(_ level: Int, _ extra: String = "") -> String {
    #""type": "\#(level % 2 == 0 ? "vstack" : "hstack")""# + extra
  }

  /// The nested-stack shape whose measurements multiply (docs/performance.md, "Layout"): each
  /// stack holds the next one (flexGrow 1) and a node aligned to the start, alternately 10
  /// and 310 tall.
  static func grow(_ key: String, alignItems: String? = nil) -> Level {
    { inner, level in
      let align = alignItems.map { #", "alignItems": "\#($0)""# } ?? ""
      let sibling =
        #"{"type": "node", "intrinsicSize": [10, \#(level % 2 == 0 ? 310 : 10)], "style": {"alignSelf": "start"}}"#
      return
        "{\(stack(level, align)), \"style\": {\"\(key)\": 1}, \"children\": [\(inner), \(sibling)]}"
    }
  }

  /// A stack of the level below and a text, wrapped in a spec.
  static func between(_ open: String, _ close: String = "}") -> Level {
    { inner, level in
      let stack =
        "{\(stack(level)), \"children\": [\(inner), {\"type\": \"text\", \"text\": \"label \(level)\"}]}"
      return open + stack + close
    }
  }

  static let all: [(name: String, level: Level)] = [
    ("grow, alignSelf start", grow("flexGrow")),
    ("shrink, alignSelf start", grow("flexShrink")),
    ("grow, alignItems center", grow("flexGrow", alignItems: "center")),
    ("grow, alignItems end", grow("flexGrow", alignItems: "end")),
    (
      "baselines",
      { inner, level in
        "{\"type\": \"hstack\", \"alignItems\": \"baseline\(level % 2 == 0 ? "First" : "Last")\", "
          + "\"style\": {\"flexShrink\": 1}, \"children\": [\(inner), "
          + "{\"type\": \"text\", \"text\": \"a \(level)\", \"fontSize\": \(10 + level % 7)}]}"
      }
    ),
    (
      "basis and percent",
      { inner, level in
        "{\(stack(level)), \"style\": {\"flexBasis\": \"50%\", \"flexGrow\": 1, \"width\": \"90%\"}, "
          + "\"children\": [\(inner), {\"type\": \"node\", \"style\": {\"width\": \"10%\", \"height\": 8}}]}"
      }
    ),
    (
      "wrap",
      { inner, level in
        "{\"type\": \"hstack\", \"flexWrap\": \"wrap\", \"spacing\": 4, \"lineSpacing\": 2, "
          + "\"children\": [\(node10), \(inner), {\"type\": \"node\", \"intrinsicSize\": [200, 10]}]}"
      }
    ),
    ("inset between", between(#"{"type": "inset", "insets": [2, 4, 2, 4], "child": "#)),
    ("center between", between(#"{"type": "center", "centeringOptions": "xy", "child": "#)),
    ("ratio between", between(#"{"type": "ratio", "ratio": 1.5, "child": "#)),
    (
      "overlay and background",
      { inner, level in
        let kind = level % 2 == 0 ? "overlay" : "background"
        return "{\"type\": \"\(kind)\", \"child\": {\(stack(level)), \"children\": [\(inner)]}, "
          + "\"\(kind)\": \(node10)}"
      }
    ),
    (
      "absolute, corner, relative, wrapper",
      { inner, level in
        let stacked =
          "{\(stack(level)), \"style\": {\"flexGrow\": 1}, \"children\": [\(inner), \(node10)]}"
        switch level % 4 {
        case 0: return #"{"type": "absolute", "children": [\#(stacked)]}"#
        case 1:
          return
            #"{"type": "corner", "cornerLocation": "topRight", "child": \#(stacked), "corner": \#(node10)}"#
        case 2:
          return #"{"type": "relative", "horizontalPosition": "end", "child": \#(stacked)}"#
        default: return #"{"type": "wrapper", "children": [\#(stacked)]}"#
        }
      }
    ),
    (
      "flexing overlay and ratio",
      { inner, level in
        let stacked =
          "{\(stack(level)), \"children\": [\(inner), "
          + "{\"type\": \"node\", \"style\": {\"width\": \"30%\", \"height\": 20}}]}"
        let style = #""style": {"flexBasis": "50%", "flexGrow": 1}"#
        return level % 2 == 0
          ? #"{"type": "overlay", \#(style), "child": \#(stacked), "overlay": \#(node10)}"#
          : #"{"type": "ratio", "ratio": 1.5, \#(style), "child": \#(stacked)}"#
      }
    ),
    (
      "flexing cells reading their size",
      { inner, level in
        "{\"type\": \"node\", \"style\": {\"flexBasis\": \"50%\", \"flexGrow\": 1}, \"layout\": "
          + "{\(stack(level)), \"children\": [\(inner), {\"type\": \"node\", \"style\": "
          + "{\"width\": \"= max.width / 3\", \"height\": \"= min(max.height, 20)\"}}]}}"
      }
    ),
  ]

  /// The document of `shape` at `depth` levels.
  static func document(_ level: Level, depth: Int) -> String {
    var element = node10
    for index in 0..<depth { element = level(element, depth - 1 - index) }
    return "{\"root\": \(element)}\n"
  }

  static func tree(_ document: String) -> ElementTree {
    let result = DocumentReader.read(Array(document.utf8), file: "shape.json", syntax: .json)
    guard let tree = result.document?.tree, !result.hasErrors else {
      fail("a shape document did not decode: \(result.diagnostics.map(\.rendered))")
    }
    return tree
  }

  static let sizes = ["375x*", "375x667", "*x*"]

  /// Engine time and arena per shape at `depth` and twice it, then the whole `eval`
  /// process (wall time and peak memory, the worst of the three sizes) when the release
  /// binary is there.
  static func run(_ options: BenchOptions, layoutspec: String?) {
    var table = Table(
      "shapes: one deep tree per nesting shape, laid out at \(sizes.joined(separator: ", ")) "
        + "(engine: the worst size; eval: the whole process, the worst size)",
      ["shape", "depth", "elements", "layout", "calculations", "arena", "eval", "eval peak"])
    let directory = NSTemporaryDirectory() + "layoutspec-shapes-\(SystemProcess.identifier)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (index, shape) in all.enumerated() {
      for depth in [options.depth, options.depth * 2] {
        let text = document(shape.level, depth: depth)
        let tree = tree(text)
        var worst = (seconds: 0.0, calculations: 0, arena: 0)
        for size in sizes {
          guard case .success(let range) = SizeSyntax.parse(size) else { continue }
          let run = Timing.best(options.runs) { Bench.layOut(tree, range) }
          worst.seconds = max(worst.seconds, run.seconds)
          worst.calculations = max(worst.calculations, run.result.1)
          worst.arena = max(worst.arena, run.result.0.arenaByteCount)
        }
        var eval = ("-", "-")
        if let layoutspec {
          let path = directory + "/shape-\(index)-\(depth).json"
          _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
          var slowest: ChildRun?
          for size in sizes {
            guard let run = ChildProcess.run([layoutspec, "eval", path, "-s", size, "-c"]) else {
              continue
            }
            if !run.succeeded { fail("eval failed on shape \(shape.name): \(run.firstErrorLine)") }
            if slowest == nil || run.seconds > slowest!.seconds { slowest = run }
          }
          if let slowest { eval = (Show.ms(slowest.seconds), Show.mb(slowest.maxResidentBytes)) }
        }
        table.row(
          shape.name, String(depth), Show.count(tree.count), Show.ms(worst.seconds),
          Show.count(worst.calculations), Show.mb(worst.arena), eval.0, eval.1)
      }
    }
    table.note(
      "targets: eval at depth \(options.depth) under 50 ms and 60 MB, at depth \(options.depth * 2) under 100 ms"
    )
    table.print()
  }
}
