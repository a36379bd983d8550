import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecPlatform

// `layoutspec check FILE` (its options are in CommandSpecs.swift):
// the layout of FILE (every variant at every size) against its recorded json (by default
// NAME.golden.json beside FILE); a readable difference per element, naming the size and
// variant, and exit 1 on mismatch.

enum CheckCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var golden: String?
    var sizes: [NamedSize] = []
    var variants: [String] = []
    var update = false
    var werror = false
    var junit: String?
    var failOn: Set<LayoutFlag.Kind> = []
    var fonts = DocumentOptions()
    var scanner = ArgumentScanner(arguments, command: Commands.check)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--golden":
          let path = try value()
          guard !path.isEmpty else { throw UsageError("--golden needs a file name") }
          golden = path
        case "--size": sizes.append(try parseNamedSizeOption(try value()))
        case "--variant": variants.append(try parseVariantOption(try value()))
        case "--update": update = true
        case "--fail-on": failOn.formUnion(try parseFailOn(try value()))
        case "--werror": werror = true
        case "--junit": junit = try value()
        case "--font", "--font-dir", "--content-size", "--safe-area":
          _ = try fonts.take(name, value)
        default: throw UsageError("unknown option '\(name)' for 'check'")
        }
      }
      guard scanner.positionals.count == 1 else {
        throw UsageError("check takes exactly one FILE")
      }
      if golden == nil && scanner.positionals[0] == "-" {
        throw UsageError(
          "check of standard input needs --golden GOLDEN: there is no NAME.golden.json beside it")
      }
    } catch {
      return reportScanError(error, command: Commands.check)
    }
    let document = scanner.positionals[0]
    let outcome = check(
      InputFile(argument: document, fonts: fonts),
      golden: golden.map { GoldenPath(path: $0, besideDocument: false) }
        ?? GoldenPath(beside: document),
      sizes: sizes, variants: variants, update: update, failOn: failOn, warningsAreErrors: werror)
    outcome.messages.forEach(StandardStreams.writeError)
    if let recorded = outcome.recorded {
      StandardStreams.writeError("\(recorded.rawValue) \(Diagnostic.printable(outcome.golden))")
    }
    StandardStreams.writeOutput(outcome.report)
    if let junit {
      let report = JUnitReport(
        suiteName: "layoutspec check",
        cases: outcome.junitCases(document: document))
      if let failure = writeJUnit(report, to: junit) { return failure }
    }
    return outcome.status
  }

  /// Where a document's golden file is: given with `--golden`, or `NAME.golden.json` beside
  /// it, which messages then say they looked for.
  struct GoldenPath: Sendable {
    var path: String
    var besideDocument: Bool

    init(path: String, besideDocument: Bool) {
      self.path = path
      self.besideDocument = besideDocument
    }

    /// `layouts/feed.golden.json` for `layouts/feed.yaml`.
    init(beside document: String) {
      self.init(
        path: FilePaths.deletingExtension(document) + ".golden.json", besideDocument: true)
    }
  }

  /// Why a golden file could not be written, in the project's words.
  struct RecordingFailure: Error {
    var text: String
  }

  /// What `--update` did to a golden file.
  enum Recording: String, Sendable {
    /// It was not there.
    case created
    /// Its bytes changed.
    case updated
    /// It already held exactly what would be written: left as it was (not even touched).
    case unchanged
  }

  struct Outcome: Sendable {
    var status: ExitStatus
    /// The differences, for standard output.
    var report = ""
    /// Diagnostics, for standard error.
    var messages: [String] = []
    /// The document lists no sizes (and none were given): nothing to check.
    var lacksSizes = false
    /// The golden file's path, and with `--update`, what was done to it.
    var golden = ""
    var recorded: Recording?
    /// The results checked (`SIZE`, or `VARIANT at SIZE`) and the differences, each
    /// `SIZE: ...` (`VARIANT at SIZE: ...`) or about the whole file: what a JUnit report
    /// makes one test case per result of.
    var sizes: [String] = []
    var differences: [String] = []

    /// One JUnit test case per size checked (one for the document when it could not be).
    func junitCases(document: String) -> [JUnitReport.TestCase] {
      if status == .invalid {
        return [
          .init(
            className: document, name: "layout", result: .error(messages.joined(separator: "\n")))
        ]
      }
      let general = differences.filter { line in !sizes.contains { line.hasPrefix($0 + ": ") } }
      return sizes.map { size in
        let own = general + differences.filter { $0.hasPrefix(size + ": ") }
        return .init(
          className: document, name: size,
          result: own.isEmpty ? .passed : .failed(own.joined(separator: "\n")))
      }
    }
  }

  /// Checks (or with `update`, records) one document against its golden file.
  static func check(
    _ file: InputFile, golden: GoldenPath, sizes: [NamedSize], variants: [String] = [],
    update: Bool, failOn: Set<LayoutFlag.Kind> = [], warningsAreErrors: Bool = false
  ) -> Outcome {
    var options = EvalOptions(files: [file], variants: variants)
    options.namedSizes = sizes
    options.warningsAreErrors = warningsAreErrors
    options.failOn = failOn
    var evaluation = EvalCommand.evaluate(
      file, options: options, delivery: update ? .layoutsKept : .framesReadBack)
    if evaluation.failed {
      return Outcome(
        status: .invalid, messages: evaluation.messages, lacksSizes: evaluation.lacksSizes,
        golden: golden.path)
    }
    // Each flagged element, under a heading naming the flags asked for (`--fail-on`).
    let flagged = evaluation.flagged
    let flagReport =
      flagged.isEmpty
      ? ""
      : "\(file.displayName): has layout flags (--fail-on "
        + LayoutFlag.Kind.allCases.filter(failOn.contains).map(\.rawValue).joined(separator: ",")
        + ")\n" + flagged.map { "  " + $0 + "\n" }.joined()
    if update {
      switch record(evaluation.layouts, labels: evaluation.labels, to: golden.path) {
      case .success(let recording):
        return Outcome(
          status: flagged.isEmpty ? .success : .failure, report: flagReport,
          messages: evaluation.messages, golden: golden.path, recorded: recording,
          sizes: evaluation.labels.map(\.resultName), differences: flagged)
      case .failure(let failure):
        return Outcome(
          status: .invalid,
          messages: evaluation.messages + [
            "layoutspec: error: "
              + Diagnostic.printable("cannot write '\(golden.path)': \(failure.text)")
          ], golden: golden.path)
      }
    }
    // Only the frames are compared: the layouts go before the golden file is read.
    evaluation.layouts = []
    let actual = evaluation.frames
    evaluation.frames = []
    // Each golden result is compared as it is read, and dropped.
    var comparison = GoldenComparison.Incremental(
      actual: actual, onlyAskedSizes: !sizes.isEmpty || !variants.isEmpty)
    do {
      try readGolden(golden) { comparison.compare($0) }
    } catch {
      return Outcome(
        status: .invalid,
        messages: evaluation.messages + error.diagnostics.map(\.rendered), golden: golden.path)
    }
    let differences = comparison.differences
    let checked = actual.map(\.label)
    if differences.isEmpty && flagged.isEmpty {
      return Outcome(
        status: .success, messages: evaluation.messages, golden: golden.path, sizes: checked)
    }
    let differenceReport =
      differences.isEmpty
      ? ""
      : "\(file.displayName): differs from \(golden.path)\n"
        + differences.map { "  " + $0 + "\n" }.joined()
    return Outcome(
      status: .failure, report: differenceReport + flagReport,
      messages: evaluation.messages, golden: golden.path, sizes: checked,
      differences: differences + flagged)
  }

  /// Reads the golden file, handing each result to `body` as it is read.
  static func readGolden(_ golden: GoldenPath, _ body: (FrameResult) -> Void)
    throws(GoldenFile.ReadError)
  {
    let bytes: [UInt8]
    switch InputFile(argument: golden.path).readBytes() {
    case .success(let read): bytes = read
    case .failure(var diagnostic):
      diagnostic.message +=
        golden.besideDocument
        ? " (without --golden, check looks for NAME.golden.json beside FILE); record it with "
          + "--update, or give --golden GOLDEN"
        : "; record it with --update"
      throw GoldenFile.ReadError(diagnostics: [diagnostic])
    }
    do {
      try GoldenFile.forEachResult(bytes, file: golden.path, body)
    } catch let error as GoldenFile.ReadError {
      throw error
    } catch {
      throw GoldenFile.ReadError(diagnostics: [
        Diagnostic(.error, "\(error)", at: SourceLocation(file: golden.path, line: 1, column: 1))
      ])
    }
  }

  /// Writes the golden file of `layouts` at `path` unless it holds exactly those bytes
  /// already. The new json is compared with the old file as it is written, in chunks, and
  /// then written the same way: a large golden file is never held twice.
  static func record(_ layouts: [LayoutResult], labels: [JSONFormat.Label], to path: String)
    -> Result<Recording, RecordingFailure>
  {
    let options = JSONFormat.Options(shape: .golden)
    let chunkSize = 1 << 20
    var existed = false
    if case .success(let old) = FileBytes.readFile(path, limit: DocumentLimits.maximumByteCount) {
      existed = true
      var offset = 0
      var same = true
      _ = JSONFormat.write(layouts, labels: labels, options: options, chunkSize: chunkSize) {
        chunk in
        guard same else { return }
        same =
          offset + chunk.count <= old.count
          && old[offset..<(offset + chunk.count)].elementsEqual(chunk)
        offset += chunk.count
      }
      if same && offset == old.count { return .success(.unchanged) }
    }
    let descriptor: Int32
    switch FileBytes.create(path) {
    case .failure(let failure): return .failure(RecordingFailure(text: failure.text))
    case .success(let opened): descriptor = opened
    }
    var failure: Int32?
    _ = JSONFormat.write(layouts, labels: labels, options: options, chunkSize: chunkSize) {
      chunk in
      if failure == nil, FileBytes.writeAll(chunk, to: descriptor) < chunk.count {
        failure = FileBytes.lastWriteError
      }
    }
    if let failure {
      FileBytes.abandon(descriptor)
      return .failure(RecordingFailure(text: FileBytes.reason(failure)))
    }
    if let reason = FileBytes.finish(descriptor) {
      return .failure(RecordingFailure(text: reason))
    }
    return .success(existed ? .updated : .created)
  }
}

/// Writes a JUnit report; the exit status when it cannot be written.
func writeJUnit(_ report: JUnitReport, to path: String) -> ExitStatus? {
  guard let reason = FileBytes.write(Array(report.xml.utf8), toPath: path) else { return nil }
  StandardStreams.writeError(
    "layoutspec: error: " + Diagnostic.printable("cannot write '\(path)': \(reason)"))
  return .invalid
}
