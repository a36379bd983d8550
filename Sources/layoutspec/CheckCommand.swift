import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat
import LayoutSpecPlatform

// `layoutspec check FILE --golden GOLDEN [--size SIZE]... [--variant NAME]... [--update]`:
// the layout of FILE (every variant at every size) against its recorded json; a readable
// difference per element, naming the size and variant, and exit 1 on mismatch.

enum CheckCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    var golden: String?
    var sizes: [SizeRange] = []
    var variants: [String] = []
    var update = false
    var junit: String?
    var fonts = FontOptions()
    var scanner = ArgumentScanner(arguments, command: Commands.check)
    do {
      try scanner.scan { name, value in
        switch name {
        case "--golden": golden = try value()
        case "--size": sizes.append(try parseSizeOption(try value()))
        case "--variant": variants.append(try parseVariantOption(try value()))
        case "--update": update = true
        case "--junit": junit = try value()
        case "--font", "--font-dir": _ = try fonts.take(name, value)
        default: throw UsageError("unknown option '\(name)' for 'check'")
        }
      }
      guard scanner.positionals.count == 1 else {
        throw UsageError("check takes exactly one FILE")
      }
      guard let golden, !golden.isEmpty else { throw UsageError("check needs --golden GOLDEN") }
    } catch {
      return reportScanError(error, command: Commands.check)
    }
    let outcome = check(
      InputFile(argument: scanner.positionals[0], fonts: fonts), golden: golden ?? "",
      sizes: sizes, variants: variants, update: update)
    outcome.messages.forEach(StandardStreams.writeError)
    StandardStreams.writeOutput(outcome.report)
    if let junit {
      let report = JUnitReport(
        suiteName: "layoutspec check",
        cases: outcome.junitCases(document: scanner.positionals[0]))
      if let failure = writeJUnit(report, to: junit) { return failure }
    }
    return outcome.status
  }

  struct Outcome: Sendable {
    var status: ExitStatus
    /// The differences, for standard output.
    var report = ""
    /// Diagnostics, for standard error.
    var messages: [String] = []
    /// The document lists no sizes (and none were given): nothing to check.
    var lacksSizes = false
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
    _ file: InputFile, golden: String, sizes: [SizeRange], variants: [String] = [],
    update: Bool
  ) -> Outcome {
    let evaluation = EvalCommand.evaluate(
      file, options: EvalOptions(files: [file], sizes: sizes, variants: variants, golden: true))
    if evaluation.failed {
      return Outcome(
        status: .invalid, messages: evaluation.messages, lacksSizes: evaluation.lacksSizes)
    }
    if update {
      if let reason = FileBytes.write(evaluation.output, toPath: golden) {
        return Outcome(
          status: .invalid,
          messages: [
            "layoutspec: error: " + Diagnostic.printable("cannot write '\(golden)': \(reason)")
          ])
      }
      return Outcome(status: .success, messages: evaluation.messages + ["updated \(golden)"])
    }
    let goldenFile = InputFile(argument: golden)
    do {
      guard case .success(let goldenBytes) = goldenFile.readBytes() else {
        return Outcome(
          status: .invalid,
          messages: evaluation.messages + [
            Diagnostic(
              .error, "cannot read the golden file; record it with --update",
              at: .wholeFile(golden)
            ).rendered
          ])
      }
      let expected = try GoldenFile.results(goldenBytes, file: golden)
      let actual = try GoldenFile.results(evaluation.output, file: file.displayName)
      let differences = GoldenComparison.differences(
        expected: expected, actual: actual, onlyAskedSizes: !sizes.isEmpty || !variants.isEmpty)
      let checked = actual.map(\.label)
      if differences.isEmpty {
        return Outcome(status: .success, messages: evaluation.messages, sizes: checked)
      }
      return Outcome(
        status: .failure,
        report: "\(file.displayName): differs from \(golden)\n"
          + differences.map { "  " + $0 + "\n" }.joined(),
        messages: evaluation.messages, sizes: checked, differences: differences)
    } catch let error as GoldenFile.ReadError {
      return Outcome(status: .invalid, messages: error.diagnostics.map(\.rendered))
    } catch {
      return Outcome(
        status: .invalid,
        messages: [
          Diagnostic(.error, "\(error)", at: SourceLocation(file: golden, line: 1, column: 1))
            .rendered
        ])
    }
  }
}

/// Writes a JUnit report; the exit status when it cannot be written.
func writeJUnit(_ report: JUnitReport, to path: String) -> ExitStatus? {
  guard let reason = FileBytes.write(Array(report.xml.utf8), toPath: path) else { return nil }
  StandardStreams.writeError(
    "layoutspec: error: " + Diagnostic.printable("cannot write '\(path)': \(reason)"))
  return .invalid
}
