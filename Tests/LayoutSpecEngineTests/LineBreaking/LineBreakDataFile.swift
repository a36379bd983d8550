import Foundation

/// One line of Tests/LineBreakData: a string and the breaks around its code points, as
/// LineBreakTest.txt writes them (`×` none, `÷` an opportunity) and icu-line-breaks.txt
/// adds (`!` a hard break).
struct LineBreakDataLine: Sendable {
  /// 1-based line number in the file.
  var number: Int
  var scalars: [Unicode.Scalar]
  /// Break opportunities after the start: index -> mandatory (`!`).
  var breaks: [Int: Bool]
  /// The comment after `#`.
  var comment: String

  /// The code points, with the breaks marked as the data file marks them.
  static func describe(_ scalars: [Unicode.Scalar], _ breaks: [Int: Bool]) -> String {
    var text = "×"
    for (index, scalar) in scalars.enumerated() {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      text += " " + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      text += breaks[index + 1].map { $0 ? " !" : " ÷" } ?? " ×"
    }
    return text
  }
}

enum LineBreakData {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("LineBreakData")

  /// The data lines of `name` (comments and blank lines skipped); empty if unreadable,
  /// which the tests report as a failure.
  static func read(_ name: String) -> [LineBreakDataLine] {
    guard
      let text = try? String(
        contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    else { return [] }
    var lines: [LineBreakDataLine] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let fields = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !fields.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var breaks: [Int: Bool] = [:]
      for field in fields {
        switch field {
        case "×": break
        case "÷": breaks[scalars.count] = false
        case "!": breaks[scalars.count] = true
        default:
          if let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) {
            scalars.append(scalar)
          } else {
            // Lone surrogates cannot be Unicode.Scalars; LineBreakTest.txt has none.
            scalars.append("\u{FFFD}")
          }
        }
      }
      breaks[0] = nil  // LB2: never at the start; the files mark it ×.
      lines.append(
        LineBreakDataLine(
          number: offset + 1, scalars: scalars, breaks: breaks,
          comment: parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""))
    }
    return lines
  }
}
