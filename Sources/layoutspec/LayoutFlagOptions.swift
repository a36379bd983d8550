import LayoutSpecEngine
import LayoutSpecFormat

// `check --fail-on` and `test --fail-on`: the layout flags (LayoutFlags.swift) that fail a
// document. The spellings are `LayoutFlag.Kind`'s cases, so help, completions, the man
// page and docs/cli.md's table (CommandTableTests) read one list.

extension LayoutFlag.Kind: SpelledChoice {}

extension Commands {
  static let failOn = OptionSpec(
    "--fail-on", value: "FLAGS", kind: LayoutFlag.Kind.listValueKind, repeatable: true,
    "also fail (exit status 1) on each element with one of these layout flags, comma-separated"
  )
}

/// Reads a `--fail-on` value: flag kinds, comma-separated (`truncation,overlap`).
func parseFailOn(_ text: String) throws -> [LayoutFlag.Kind] {
  let names = text.split(separator: ",", omittingEmptySubsequences: false)
  guard !text.isEmpty else {
    throw UsageError(
      "--fail-on needs layout flags, comma-separated: "
        + LayoutFlag.Kind.allCases.map(\.rawValue).joined(separator: ", "))
  }
  if names.contains(where: \.isEmpty) {
    throw UsageError(
      "--fail-on '\(text)' has an empty layout flag (a comma too many); use one of "
        + LayoutFlag.Kind.allCases.map(\.rawValue).joined(separator: ", "))
  }
  return try names.map { try LayoutFlag.Kind.parse(String($0), for: "layout flag", of: nil) }
}

extension JSONFormat.Label {
  /// What messages call the result, as `FrameResult.label` does for check's differences:
  /// `375x*`, or `noLocation at 375x*`.
  var resultName: String {
    variant.map { PrintableText.escaped($0) + " at " + size } ?? size
  }
}
