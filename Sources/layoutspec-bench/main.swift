import Foundation
import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecPlatform

// layoutspec-bench: the measurements of docs/performance.md in one run (`make bench`).
//
//   layoutspec-bench [--cells N] [--depth D] [--runs R]
//                    [--only feed,nested,shapes,wide,flex,wrap,text,e2e]
//                    [--e2e-mb 1,10,100] [--no-scaling] [--baseline BINARY]
//
// Every time is the best of R runs in this process; ratios compare figures of the same run.
// `--write-feed CELLS FILE` writes the feed document of CELLS cells. Internal modes:
// `--child-pipeline FILE CELLS` (one evaluation in a fresh process, for its peak memory)
// and `--measure-child ...` (see ChildProcess).

struct BenchOptions {
  var cells = 10_000
  var depth = 40
  var runs = 5
  var sections: Set<String> = [
    "feed", "nested", "shapes", "wide", "flex", "wrap", "text", "e2e", "import",
  ]
  var documentMegabytes = [1, 10, 100]
  /// Also lay out the feed at 10 x cells, for the linear-growth target.
  var scaling = true
  /// Another build of `layoutspec` whose reader this one's is compared with (e2e).
  var baseline: String?

  init(_ arguments: [String]) {
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
      return arguments[index]
    }
    func number(_ text: String) -> Int {
      guard let value = Int(text), value > 0 else { fail("'\(text)' is not a positive number") }
      return value
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--cells": cells = number(value())
      case "--depth": depth = max(2, number(value()))
      case "--runs": runs = number(value())
      case "--only": sections = Set(value().split(separator: ",").map(String.init))
      case "--e2e-mb": documentMegabytes = value().split(separator: ",").map { number(String($0)) }
      case "--no-scaling": scaling = false
      case "--no-e2e": sections.remove("e2e")
      case "--baseline": baseline = value()
      default:
        fail(
          "unknown option '\(arguments[index])'; use --cells N --depth D --runs R "
            + "--only feed,nested,shapes,wide,flex,wrap,text,e2e,import --e2e-mb 1,10,100 --no-scaling --no-e2e --baseline BINARY"
        )
      }
      index += 1
    }
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("layoutspec-bench: \(message)\n".utf8))
  exit(2)
}

enum Bench {
  static func main() {
    let arguments = Array(SystemProcess.arguments.dropFirst())
    // `--memory-phases-cells N`: memory after each step, the tree built without the reader.
    if arguments.first == "--memory-phases-cells", arguments.count == 2,
      let cells = Int(arguments[1])
    {
      exit(EndToEnd.memoryPhases(cells: cells))
    }
    if arguments.first == "--memory-phases", arguments.count == 2 {
      exit(EndToEnd.memoryPhases(path: arguments[1]))
    }
    if arguments.first == "--measure-child" {
      exit(ChildProcess.measureChild(Array(arguments.dropFirst())))
    }
    if arguments.first == "--child-pipeline", arguments.count == 3, let cells = Int(arguments[2]) {
      exit(EndToEnd.childPipeline(path: arguments[1], cells: cells))
    }
    if arguments.first == "--write-feed", arguments.count == 3, let cells = Int(arguments[1]) {
      // The feed document the benchmark reads, to profile or compare outputs with.
      let written = FileManager.default.createFile(
        atPath: arguments[2], contents: Data(Feed.document(Feed.cells(cells))))
      exit(written ? 0 : 1)
    }
    let options = BenchOptions(arguments)
    ResourceUsage.keepFreedMemory()
    print(
      "layoutspec-bench: best of \(options.runs) runs, "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores; "
        + "element record \(ElementTree.recordByteCount) B, layout node \(LayoutTree.nodeByteCount) B"
    )
    if options.sections.contains("feed") { feed(options) }
    if options.sections.contains("nested") { nested(options) }
    let layoutspec = ChildProcess.executableDirectory + "/layoutspec"
    let binary = FileSystem.isExecutable(layoutspec) ? layoutspec : nil
    if options.sections.contains("shapes") { Shapes.run(options, layoutspec: binary) }
    if options.sections.contains("wide") { WideDocuments.run(layoutspec: binary) }
    if options.sections.contains("flex") { flexibleChildren(options) }
    if options.sections.contains("wrap") { wrapping(options) }
    if options.sections.contains("text") { TextShaping.run(options) }
    if options.sections.contains("e2e") { endToEnd(options) }
    if options.sections.contains("import") { ImportSource.run(options) }
  }

  /// One layout pass; its result and how many layouts it calculated. Not inlined, so that
  /// profilers can collect just this (`valgrind --toggle-collect='*Bench*layOut*'`).
  @inline(never)
  static func layOut(_ tree: ElementTree, _ range: SizeRange) -> (LayoutTree, Int) {
    var context = LayoutContext(tree: tree, scale: 2, recordingDetails: false)
    let layouts = context.layoutTreeForRoot(range)
    return (layouts, context.calculationCount)
  }

  // MARK: Feed

  static func feed(_ options: BenchOptions) {
    let cells = Feed.cells(options.cells)
    let tree = Feed.tree(cells)
    let count = tree.count
    let engine = Timing.best(options.runs) { layOut(tree, Feed.sizeRange) }
    let manual = Timing.best(options.runs) { ManualLayout.layout(cells, width: Feed.width) }
    let frames = manual.result
    let relayout = Timing.best(options.runs) {
      ManualLayout.relayout(cells, width: Feed.width, into: frames)
    }
    let comparison = FrameComparison(engine.result.0, tree: tree, manual: frames)
    let ratio = engine.seconds / manual.seconds

    var table = Table(
      "feed: \(Show.count(options.cells)) cells at 375x*",
      ["layout", "elements", "time", "ns/element", "calculations"])
    table.row(
      "engine (LayoutContext.layoutRoot)", Show.count(count), Show.ms(engine.seconds),
      Show.ns(engine.seconds, per: count), Show.count(engine.result.1))
    table.row(
      "manual, new frame objects", Show.count(frames.count), Show.ms(manual.seconds),
      Show.ns(manual.seconds, per: frames.count), "")
    table.row(
      "manual, existing frame objects", Show.count(frames.count), Show.ms(relayout.seconds),
      Show.ns(relayout.seconds, per: frames.count), "")
    table.note(
      "engine / manual (new objects) per element: \(Show.ratio(ratio)) (target <= 30x)"
        + (ratio <= 30 ? "" : "  MISSED"))
    if comparison.matches {
      table.note(
        "frames: all \(Show.count(comparison.engineFrames)) engine frames equal the manual ones")
    } else {
      table.note(
        "!!!!! FRAMES DIFFER: \(Show.count(comparison.mismatches)) of "
          + "\(Show.count(comparison.engineFrames)) engine frames differ from the manual layout; "
          + "the ratio above compares different work !!!!!")
      table.note("!!!!! first: \(comparison.firstMismatch ?? "")")
    }

    if options.scaling {
      let bigCells = Feed.cells(options.cells * 10)
      let bigTree = Feed.tree(bigCells)
      let big = Timing.best(max(3, options.runs / 2)) { layOut(bigTree, Feed.sizeRange) }
      let growth = big.seconds / engine.seconds
      table.row(
        "engine, \(Show.count(options.cells * 10)) cells", Show.count(bigTree.count),
        Show.ms(big.seconds), Show.ns(big.seconds, per: bigTree.count), Show.count(big.result.1))
      table.note(
        "10x the cells: \(Show.ratio(growth)) the time (target <= 11x)"
          + (growth <= 11 ? "" : "  MISSED"))
      table.note(
        "first (cold) runs: \(Show.ms(engine.first)) and \(Show.ms(big.first)), "
          + "\(Show.ratio(big.first / engine.first))")
    }
    table.print()
  }

  // MARK: Nested flexing stacks

  static func nested(_ options: BenchOptions) {
    var table = Table(
      "nested flexing stacks (alternating h/v, each [next stack, 10x10 node], all flexGrow 1 + "
        + "flexShrink 1; 500x800 leaf; in 0...375 x 0...667)",
      ["depth", "elements", "time", "calculations", "calculations/level"])
    var previous: (depth: Int, count: Int)?
    for depth in [options.depth / 2, options.depth, options.depth * 2] {
      let tree = StressTrees.nestedFlexingStacks(depth: depth)
      let run = Timing.best(options.runs) { layOut(tree, StressTrees.nestedRange) }
      let calculations = run.result.1
      table.row(
        String(depth), Show.count(tree.count), Show.ms(run.seconds), Show.count(calculations),
        Show.fixed(Double(calculations) / Double(depth), 2))
      if let previous {
        table.note(
          "depth \(previous.depth) -> \(depth): calculations x"
            + Show.fixed(Double(calculations) / Double(previous.count), 2)
            + " (linear: x2; exponential: x2^\(depth - previous.depth))")
      }
      previous = (depth, calculations)
      if run.seconds > 2 {
        table.note("stopped: depth \(depth) took over 2 s")
        break
      }
    }
    table.note("target: depth 40 under 1 s (milliseconds is the aim)")
    table.print()
  }

  // MARK: One stack of many flexible children

  static func flexibleChildren(_ options: BenchOptions) {
    var table = Table(
      "one hstack of N flexible children (10x10, flexGrow 1 + flexShrink 1) at 375x*",
      ["children", "time", "ns/child", "calculations"])
    for count in [10_000, 100_000] {
      let tree = StressTrees.flexibleChildren(count)
      let run = Timing.best(options.runs) { layOut(tree, StressTrees.columnRange) }
      table.row(
        Show.count(count), Show.ms(run.seconds), Show.ns(run.seconds, per: count),
        Show.count(run.result.1))
    }
    table.print()
  }

  // MARK: Wrapping stack

  static func wrapping(_ options: BenchOptions) {
    var table = Table(
      "wrapping hstack of N 40x40 items (spacing 4, lineSpacing 4) at 375x*",
      ["items", "time", "ns/item", "calculations"])
    var perItem: [Double] = []
    for count in [10_000, 20_000] {
      let tree = StressTrees.wrappingStack(count)
      let run = Timing.best(options.runs) { layOut(tree, StressTrees.columnRange) }
      perItem.append(run.seconds / Double(count))
      table.row(
        Show.count(count), Show.ms(run.seconds), Show.ns(run.seconds, per: count),
        Show.count(run.result.1))
    }
    table.note(
      "ns/item at 20,000 / at 10,000: \(Show.ratio(perItem[1] / perItem[0])) "
        + "(linear: 1x; quadratic: 2x)")
    table.print()
  }

  // MARK: End to end

  static func endToEnd(_ options: BenchOptions) {
    let directory = NSTemporaryDirectory() + "layoutspec-bench-\(SystemProcess.identifier)"
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let layoutspec = ChildProcess.executableDirectory + "/layoutspec"
    let haveLayoutspec = FileSystem.isExecutable(layoutspec)
    let bench = ChildProcess.executableDirectory + "/layoutspec-bench"

    var throughput = Table(
      "end to end, in process: read (file, then JSON parse and decode, which run together), "
        + "layout at 375x*, write (json compact); MB/s of input",
      [
        "document", "elements", "file", "parse+decode", "MB/s", "layout", "write", "output",
        "total", "MB/s",
      ])
    var memory = Table(
      "peak memory of one evaluation (a fresh process, ru_maxrss via wait4)",
      ["document", "layoutspec eval -o /dev/null", "eval's limit 2x + 50 MB", "bench child"])

    for megabytes in options.documentMegabytes {
      let cells = FeedDocument.cells(forBytes: megabytes * 1_000_000)
      let document = FeedDocument.make(cells: cells, in: directory)
      let runs = megabytes >= 50 ? 2 : megabytes >= 5 ? 3 : options.runs
      let input = Double(document.byteCount) / 1e6
      let expectedCount = cells * Feed.elementsPerCell + 1

      let file = Timing.best(runs) { EndToEnd.readBytes(document.path) }
      let bytes = file.result
      let read = Timing.best(runs) { EndToEnd.decode(EndToEnd.parse(bytes, file: document.path)) }
      var tree: ElementTree
      var readerNote: String?
      if let decoded = read.result.document {
        tree = decoded.tree
      } else {
        readerNote = read.result.diagnostics.first?.rendered ?? "no document"
        tree = Feed.tree(Feed.cells(cells))
      }
      let layout = Timing.best(runs) { EndToEnd.layout(tree) }
      let write = Timing.best(runs) { EndToEnd.write(layout.result) }
      if readerNote == nil {
        // The document must say what the in-memory feed says: same elements, same output.
        let reference = EndToEnd.write(EndToEnd.layout(Feed.tree(Feed.cells(cells))))
        if tree.count != expectedCount || reference != write.result {
          throughput.note(
            "!!!!! \(Show.mb(document.byteCount)): the decoded document (\(tree.count) elements)"
              + " does not lay out as the in-memory feed (\(expectedCount) elements) !!!!!")
        }
      }
      let total = file.seconds + read.seconds + layout.seconds + write.seconds
      let complete = readerNote == nil
      throughput.row(
        Show.mb(document.byteCount), Show.count(expectedCount), Show.ms(file.seconds),
        Show.ms(read.seconds), Show.fixed(input / read.seconds, 1),
        Show.ms(layout.seconds) + (complete ? "" : "*"), Show.ms(write.seconds),
        Show.mb(write.result.count), Show.ms(total) + (complete ? "" : "*"),
        Show.fixed(input / total, 1))
      if let readerNote {
        throughput.note(
          "* \(Show.mb(document.byteCount)): the reader refused it (\(readerNote)); layout and "
            + "write used the same tree built in memory")
      }
      tree = ElementTree()

      // The bound on `eval`'s peak: twice the input and 50 MB.
      let evalLimit = 2 * document.byteCount + 50_000_000
      var evalPeak = "no binary"
      if haveLayoutspec,
        let run = ChildProcess.run([
          layoutspec, "eval", document.path, "--size", "375x*", "--format", "json", "--compact",
          "-o", "/dev/null",
        ])
      {
        evalPeak =
          run.succeeded ? Show.mb(run.maxResidentBytes) : "failed (exit \(run.exitStatus))"
        if run.succeeded && run.maxResidentBytes > evalLimit { evalPeak += "  OVER" }
        if !run.succeeded {
          memory.note("\(Show.mb(document.byteCount)): \(run.firstErrorLine)")
        }
      }
      var child = "-"
      if let run = ChildProcess.run([bench, "--child-pipeline", document.path, String(cells)]),
        run.succeeded
      {
        child = Show.mb(run.maxResidentBytes) + (complete ? "" : "*")
      }
      memory.row(Show.mb(document.byteCount), evalPeak, Show.mb(evalLimit), child)
    }
    memory.note(
      "bench child: this benchmark in a fresh process doing eval's read, layout and write, "
        + "the whole output held in memory as a library caller holds it, not streamed as eval "
        + "writes it, so eval's limit is not its own (* the tree built from the models where "
        + "the reader refused the document)")
    throughput.note("target: parse+decode at 300 MB/s or more")
    throughput.print()
    memory.print()
    compareWithJQ(options, directory: directory, layoutspec: haveLayoutspec ? layoutspec : nil)
  }

  /// How many times `jq` and `layoutspec eval` run, alternated, for their ratio.
  static let jqPairs = 11

  /// `jq -c . FILE` and `layoutspec eval FILE --size 375x* --format json --compact`, both to
  /// /dev/null, alternated: the ratio is the median of each pair's, which a machine whose
  /// speed drifts between runs moves less than a best of each (jq's best and ours came
  /// from different moments, and the ratio of two single runs moved by a quarter).
  static func compareWithJQ(_ options: BenchOptions, directory: String, layoutspec: String?) {
    let document = FeedDocument.make(cells: options.cells, in: directory)
    var table = Table(
      "side by side on the \(Show.count(options.cells))-cell feed (\(Show.mb(document.byteCount))), "
        + "medians of \(jqPairs) alternated runs",
      ["command", "wall time", "peak memory", "status"])
    let jqArguments = ["jq", "-c", ".", document.path]
    let evalArguments = [
      layoutspec ?? "layoutspec", "eval", document.path, "--size", "375x*", "--format", "json",
      "--compact",
    ]
    var jqRuns: [ChildRun] = []
    var evalRuns: [ChildRun] = []
    var ratios: [Double] = []
    let haveJQ = ChildProcess.which("jq") != nil
    for _ in 0..<jqPairs {
      let jq = haveJQ ? ChildProcess.run(jqArguments) : nil
      let eval = layoutspec != nil ? ChildProcess.run(evalArguments) : nil
      if let jq { jqRuns.append(jq) }
      if let eval { evalRuns.append(eval) }
      if let jq, let eval, jq.succeeded, eval.succeeded { ratios.append(eval.seconds / jq.seconds) }
    }
    for (label, runs) in [
      ("jq -c .", jqRuns), ("layoutspec eval --size 375x* -f json -c", evalRuns),
    ] {
      // A failed run if there is one (its message says why), else the median.
      guard let shown = runs.first(where: { !$0.succeeded }) ?? median(runs) else {
        table.row(label, "-", "-", "not run")
        continue
      }
      table.row(
        label, Show.ms(shown.seconds), Show.mb(shown.maxResidentBytes),
        shown.succeeded ? "ok" : "exit \(shown.exitStatus)")
      if !shown.succeeded { table.note("\(label): \(shown.firstErrorLine)") }
    }
    if ratios.count == jqPairs {
      let ratio = Show.pairs(ratios, 3)
      table.note(
        "layoutspec / jq: \(ratio.text); target <= 0.2x"
          + (ratio.median <= 0.2 ? "" : "  MISSED"))
    } else {
      table.note("TODO: no ratio: one of the two did not run successfully")
    }
    table.print()
    if let baseline = options.baseline, let layoutspec {
      ReaderBaseline.run(baseline: baseline, layoutspec: layoutspec, feed: document)
    }
  }

  /// The run of median time.
  private static func median(_ runs: [ChildRun]) -> ChildRun? {
    runs.isEmpty ? nil : runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
  }
}

Bench.main()
