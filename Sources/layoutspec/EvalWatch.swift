import LayoutSpecPlatform

// `eval --watch`: `serve`'s live preview in the terminal. Each FILE is evaluated as eval
// does, then again whenever it is saved (FileWatcher), until interrupted. A file that
// fails keeps its last good result; its messages (FILE:LINE:COL) go to standard error.
//
// - Standard output a terminal: the screen is cleared and every file's last good result
//   redrawn, then the current messages, so what is on screen is always the present state.
// - A pipe or a file: each new good result is printed after the ones before it (the text
//   formats head each with `==> FILE at SIZE <==`, json results are a JSON stream), so
//   `| tee log` or `| jq` see every version.
// - `-o PATH`: PATH is rewritten with every file's last good result.
//
// Ctrl-C ends it the usual way (SIGINT's default action): the shell reports status 130,
// as for `tail -f`; there is nothing to clean up.

enum EvalWatch {
  /// The formats a redraw makes sense for: svg and html are one document per file
  /// (`serve` is their live view).
  static let formats: [OutputFormat] = [.boxes, .ascii, .styles, .json]

  /// ANSI: cursor home, then erase the screen.
  static let clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)

  static func run(_ options: EvalOptions) -> Never {
    let toPath = options.output.flatMap { $0 == "-" ? nil : $0 }
    let terminal = toPath == nil && Terminal.outputIsTerminal
    var results = [[UInt8]?](repeating: nil, count: options.files.count)
    var messages = [[String]](repeating: [], count: options.files.count)

    func evaluate(_ indices: [Int]) {
      let evaluations = ConcurrentMap.map(indices.count) { item in
        EvalCommand.evaluate(options.files[indices[item]], options: options)
      }
      for (index, evaluation) in zip(indices, evaluations) {
        messages[index] = evaluation.messages
        if !evaluation.failed { results[index] = evaluation.output }
      }
      if terminal {
        StandardStreams.writeOutput(clearScreen + results.compactMap { $0 }.joined())
        messages.joined().forEach(StandardStreams.writeError)
        return
      }
      for evaluation in evaluations {
        evaluation.messages.forEach(StandardStreams.writeError)
        if toPath == nil, !evaluation.failed { StandardStreams.writeOutput(evaluation.output) }
      }
      if let toPath, evaluations.contains(where: { !$0.failed }) {
        _ = EvalCommand.writeResult(Array(results.compactMap { $0 }.joined()), to: toPath)
      }
    }

    FileWatcher.watch(
      options.files.map(\.argument), initially: { evaluate(Array(options.files.indices)) },
      changed: evaluate)
  }
}
