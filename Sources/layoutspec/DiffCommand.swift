import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// `layoutspec diff OLD [NEW] --size SIZE [--to-size SIZE]`: a layout transition as
// Texture's ASContextTransitioning sees it: inserted and removed nodes, and each moved or
// resized node's initial and final frame.

enum DiffCommand {
  static let help = """
    USAGE: layoutspec diff OLD [NEW] --size SIZE [--to-size SIZE] [--format json|text]

    Compares OLD at --size with NEW at --size (two versions of a description), or OLD at
    --size with OLD at --to-size (a rotation, say). Nodes are matched by name, unnamed ones
    by their path of child indices. Prints the inserted and removed nodes and each node's
    initial and final frame where it moved or resized: json (default) or text.
    """

  static func run(_ arguments: [String]) -> ExitStatus {
    if arguments.contains("--help") || arguments.contains("-h") {
      StandardStreams.writeOutput(help + "\n")
      return .success
    }
    var size: SizeRange?
    var toSize: SizeRange?
    var asText = false
    var scanner = ArgumentScanner(arguments)
    do {
      try scanner.scan { name, value in
        switch name {
        case "-s", "--size": size = try parseSizeOption(try value())
        case "--to-size": toSize = try parseSizeOption(try value())
        case "-f", "--format":
          let format = try value().lowercased()
          guard format == "json" || format == "text" else {
            throw UsageError("diff prints json or text, not '\(format)'")
          }
          asText = format == "text"
        default: throw unknownOption(name, command: "diff")
        }
      }
      guard (1...2).contains(scanner.positionals.count) else {
        throw UsageError("diff takes OLD and optionally NEW")
      }
      guard size != nil else { throw UsageError("diff needs --size SIZE") }
      if scanner.positionals.count == 1 && toSize == nil {
        throw UsageError("diff of one file needs --to-size SIZE")
      }
    } catch {
      return reportUsage(error)
    }
    guard let size else { return .invalid }
    let old = InputFile(argument: scanner.positionals[0])
    let from: FrameResult
    let to: FrameResult
    do {
      if scanner.positionals.count == 1, let toSize {
        // One document at two sizes: read once (it may be standard input).
        let both = EvalCommand.evaluate(
          old, options: EvalOptions(files: [old], sizes: [size, toSize]))
        both.messages.forEach(StandardStreams.writeError)
        guard !both.failed else { return .invalid }
        let results = try GoldenFile.results(both.output, file: old.displayName)
        guard results.count == 2 else { return .invalid }
        (from, to) = (results[0], results[1])
      } else {
        let new = InputFile(argument: scanner.positionals[scanner.positionals.count - 1])
        let before = EvalCommand.evaluate(old, options: EvalOptions(files: [old], sizes: [size]))
        let after = EvalCommand.evaluate(
          new, options: EvalOptions(files: [new], sizes: [toSize ?? size]))
        (before.messages + after.messages).forEach(StandardStreams.writeError)
        guard !before.failed, !after.failed,
          let first = try GoldenFile.results(before.output, file: old.displayName).first,
          let second = try GoldenFile.results(after.output, file: new.displayName).first
        else { return .invalid }
        (from, to) = (first, second)
      }
    } catch GoldenFile.ReadError.invalid(let diagnostics) {
      diagnostics.map(\.rendered).forEach(StandardStreams.writeError)
      return .invalid
    } catch {
      StandardStreams.writeError("layoutspec: error: " + Diagnostic.printable("\(error)"))
      return .invalid
    }
    let diff = TransitionDiff(from: from.root, to: to.root)
    StandardStreams.writeOutput(asText ? diff.text : diff.json)
    return .success
  }
}
