import Foundation
import LayoutSpecPlatform

// Clocks, best-of-N timing and the printed table. The machine is shared and noisy, so every
// figure is the best of several runs, and comparisons are ratios taken in the same run.

enum Timing {
  /// Monotonic seconds.
  static func now() -> Double { MonotonicClock.seconds() }

  /// The fastest of `runs` calls of `body`, the first call's time, and the last result.
  /// The previous result is released before each run starts, so freeing it is never timed
  /// (nor is the last one).
  static func best<T>(_ runs: Int, _ body: () -> T) -> (
    seconds: Double, result: T, first: Double
  ) {
    var fastest = Double.infinity
    var first = Double.nan
    var last: T? = nil
    for _ in 0..<max(1, runs) {
      last = nil
      let start = now()
      let result = body()
      let elapsed = now() - start
      fastest = min(fastest, elapsed)
      if first.isNaN { first = elapsed }
      last = result
    }
    // `runs` >= 1, so `last` is set.
    return (fastest, last.unsafelyUnwrapped, first)
  }
}

/// Keeps a value alive and opaque to the optimiser.
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Rows of text columns, printed aligned: the first column left, the others right.
struct Table {
  var title: String
  var header: [String]
  var rows: [[String]] = []
  var notes: [String] = []

  init(_ title: String, _ header: [String]) {
    self.title = title
    self.header = header
  }

  mutating func row(_ cells: String...) { rows.append(cells) }
  mutating func note(_ text: String) { notes.append(text) }

  func print() {
    let all = [header] + rows
    let columns = all.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ row: [String]) -> String {
      var text = ""
      for (index, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        text += index == 0 ? cell + pad : "  " + pad + cell
      }
      return text
    }
    Swift.print("\n== \(title)")
    Swift.print(line(header))
    Swift.print(String(repeating: "-", count: widths.reduce(0, +) + 2 * (columns - 1)))
    for row in rows { Swift.print(line(row)) }
    for note in notes { Swift.print("  " + note) }
  }
}

/// Number formatting for the table.
enum Show {
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "-" }
    return String(format: "%.\(digits)f", value)
  }

  /// Seconds as ms with 3 significant-ish digits.
  static func ms(_ seconds: Double) -> String {
    let ms = seconds * 1000
    if ms >= 100 { return fixed(ms, 0) + " ms" }
    if ms >= 10 { return fixed(ms, 1) + " ms" }
    if ms >= 0.1 { return fixed(ms, 2) + " ms" }
    return fixed(ms * 1000, 1) + " us"
  }

  static func ns(_ seconds: Double, per count: Int) -> String {
    fixed(seconds * 1e9 / Double(max(count, 1)), 1)
  }

  static func mb(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 1) + " MB" }

  static func count(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0 && index % 3 == 0 { out.append(",") }
      out.append(character)
    }
    return String(out.reversed())
  }

  static func ratio(_ value: Double) -> String { fixed(value, 2) + "x" }

  /// Alternated pairs' ratios as the median with its spread: the median, and
  /// `0.194x (pairs from 0.112x to 0.269x)`; a machine whose speed drifts moves the median
  /// of pairs less than a ratio of two bests.
  static func pairs(_ ratios: [Double], _ digits: Int) -> (median: Double, text: String) {
    let sorted = ratios.sorted()
    guard let low = sorted.first, let high = sorted.last else { return (.nan, "no pairs") }
    let median = sorted[sorted.count / 2]
    return (
      median,
      "\(fixed(median, digits))x (pairs from \(fixed(low, digits))x to \(fixed(high, digits))x)"
    )
  }
}
