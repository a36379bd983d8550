import LayoutSpecDocument
import LayoutSpecFormat
import LayoutSpecPlatform

// `layoutspec test [PATH...]`: `check` for every document under each PATH
// that has a golden file `NAME.golden.json` beside it and `sizes` in its envelope.

enum TestCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var update = false
    var werror = false
    var junit: String?
    var failOn: Set<LayoutFlag.Kind> = []
    var fonts = DocumentOptions()
    var scanner = ArgumentScanner(arguments, command: Commands.test)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--update": update = true
        case "--fail-on": failOn.formUnion(try parseFailOn(try value()))
        case "--werror": werror = true
        case "--junit": junit = try value()
        case "--font", "--font-dir", "--safe-area": _ = try fonts.take(name, value)
        default: throw UsageError("unknown option '\(name)' for 'test'")
        }
      }
    } catch {
      return reportScanError(error, command: Commands.test)
    }
    let directories = scanner.positionals.isEmpty ? ["."] : scanner.positionals
    var cases: [(document: String, golden: String)] = []
    for directory in directories {
      guard let found = goldenCases(under: directory, recording: update) else {
        return reportUsage(UsageError("'\(directory)': no such file or directory"))
      }
      cases += found
    }
    let outcomes = runChecks(
      cases, update: update, failOn: failOn, warningsAreErrors: werror, fonts: fonts)
    var passed = 0
    var failed = 0
    var invalid = 0
    var recorded: [CheckCommand.Recording: Int] = [:]
    var junitCases: [JUnitReport.TestCase] = []
    // A document without `sizes` in its envelope is not a golden test: skipped unreported.
    for (testCase, outcome) in zip(cases, outcomes) where !outcome.lacksSizes {
      outcome.messages.forEach(StandardStreams.writeError)
      let document = Diagnostic.printable(testCase.document)
      junitCases += outcome.junitCases(document: testCase.document)
      switch outcome.status {
      case .success:
        passed += 1
        if let recording = outcome.recorded {
          // The golden file written (or left as it was), not the document.
          recorded[recording, default: 0] += 1
          let word = recording.rawValue
          let padding = String(repeating: " ", count: max(1, 10 - word.count))
          StandardStreams.writeOutput(word + padding + Diagnostic.printable(outcome.golden) + "\n")
        } else {
          StandardStreams.writeOutput("ok     \(document)\n")
        }
      case .failure:
        failed += 1
        // `--update --fail-on`: recorded, and failed on a layout flag.
        if let recording = outcome.recorded { recorded[recording, default: 0] += 1 }
        StandardStreams.writeOutput("FAILED \(document)\n" + outcome.report)
      case .invalid:
        invalid += 1
        StandardStreams.writeOutput("ERROR  \(document)\n")
      }
    }
    StandardStreams.writeOutput(
      summary(
        passed: passed, failed: failed, invalid: invalid, recorded: update ? recorded : nil))
    if let junit {
      let report = JUnitReport(suiteName: "layoutspec test", cases: junitCases)
      if let failure = writeJUnit(report, to: junit) { return failure }
    }
    if passed + failed + invalid == 0 {
      StandardStreams.writeError(
        "layoutspec: error: "
          + Diagnostic.printable(
            "no golden tests in \(directories.map { "'\($0)'" }.joined(separator: ", ")): no "
              + "document with sizes and a NAME.golden.json beside it (record them with --update)"))
      return .failure
    }
    return status(failed: failed, invalid: invalid)
  }

  /// `N passed, N failed`, and `, N invalid` when a document or golden file could not be
  /// read or written; with `--update`, a line before it counts what was done to the
  /// golden files (`golden files: N created, N updated, N unchanged`), so that the last
  /// line keeps its shape.
  static func summary(
    passed: Int, failed: Int, invalid: Int, recorded: [CheckCommand.Recording: Int]? = nil
  ) -> String {
    var text = ""
    if let recorded {
      text =
        "golden files: "
        + [CheckCommand.Recording.created, .updated, .unchanged].map {
          "\(recorded[$0] ?? 0) \($0.rawValue)"
        }.joined(separator: ", ") + "\n"
    }
    return text + "\(passed) passed, \(failed) failed"
      + (invalid > 0 ? ", \(invalid) invalid" : "") + "\n"
  }

  /// As `check` answers for one document: 2 when any input could not be read (a difference
  /// elsewhere is then not the whole story), else 1 on a difference, else 0.
  static func status(failed: Int, invalid: Int) -> ExitStatus {
    invalid > 0 ? .invalid : failed > 0 ? .failure : .success
  }

  /// Checks every case concurrently. When updating, the first document of each golden file
  /// records it and the others (`NAME.yaml` beside `NAME.json`) are then checked against
  /// it, so twins that disagree still fail.
  static func runChecks(
    _ cases: [(document: String, golden: String)], update: Bool,
    failOn: Set<LayoutFlag.Kind> = [], warningsAreErrors: Bool, fonts: DocumentOptions
  ) -> [CheckCommand.Outcome] {
    var recorders = Set<Int>()
    if update {
      var seen = Set<String>()
      for (index, testCase) in cases.enumerated() where seen.insert(testCase.golden).inserted {
        recorders.insert(index)
      }
    }
    let recording = recorders
    let check: @Sendable (Int, Bool) -> CheckCommand.Outcome = { index, records in
      CheckCommand.check(
        InputFile(argument: cases[index].document, fonts: fonts),
        golden: CheckCommand.GoldenPath(path: cases[index].golden, besideDocument: false),
        sizes: [], update: records, failOn: failOn, warningsAreErrors: warningsAreErrors)
    }
    let recorded = ConcurrentMap.map(cases.count) { index in
      recording.contains(index) ? check(index, true) : nil
    }
    let checked = ConcurrentMap.map(cases.count) { index in
      recorded[index] ?? check(index, false)
    }
    return checked
  }

  /// The documents under `directory` (or the document it names) with a golden file beside
  /// them (or, when `recording`, any), sorted by path; nil when nothing is at the path.
  /// Whether they list `sizes` is found when they are checked, so each is read once.
  static func goldenCases(under directory: String, recording: Bool)
    -> [(document: String, golden: String)]?
  {
    guard let kind = FileSystem.kind(at: directory) else { return nil }
    if kind == .file {
      let golden = FilePaths.deletingExtension(directory) + ".golden.json"
      let exists = recording || FileSystem.kind(at: golden) != nil
      return exists && !directory.hasSuffix(".golden.json") ? [(directory, golden)] : []
    }
    guard let entries = FileSystem.entries(under: directory) else { return nil }
    var cases: [(document: String, golden: String)] = []
    for relative in entries {
      let path = FilePaths.appending(relative, to: directory)
      guard !relative.hasSuffix(".golden.json"),
        let dot = relative.lastIndex(of: "."),
        ["json", "yaml", "yml"].contains(relative[relative.index(after: dot)...].lowercased())
      else { continue }
      let golden = FilePaths.deletingExtension(path) + ".golden.json"
      guard recording || FileSystem.kind(at: golden) != nil else { continue }
      cases.append((path, golden))
    }
    return cases.sorted { $0.document < $1.document }
  }

}
