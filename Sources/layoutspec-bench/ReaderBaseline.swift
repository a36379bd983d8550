import Foundation

// `--baseline BINARY`: this build's reader and layout against another build's on the same
// feed, on the same machine, runs alternated. The targets were set on another machine,
// as a throughput (300 MB/s where its binary read 92 MB/s) and as "no slower" for the
// layout: the machines these benchmarks run on differ by up to three times in speed, so
// the targets' machine-free form is a ratio to the reference binary (`ab35f26`), read from
// the same run: 300 / 92.4 = 3.25x for the reader, 1x or less for the layout.

enum ReaderBaseline {
  /// The reference binary's `--timing` read on the 6.1 MB feed (66 ms), and the throughput
  /// asked for.
  static let issueMegabytesPerSecond = 92.4
  static let targetMegabytesPerSecond = 300.0
  static let pairs = 21

  /// The phases `eval --timing` prints, in milliseconds.
  struct Phases {
    var read: Double
    var layout: Double
    var write: Double
  }

  /// `eval --timing` of both binaries on the feed, alternated; the ratios are the medians of
  /// each pair's ratios of `--timing`'s read (the file, parse and decode, as the targets count
  /// it) and layout.
  static func run(baseline: String, layoutspec: String, feed: FeedDocument) {
    var table = Table(
      "the reader and layout against \(baseline) on the \(Show.count(feed.cells))-cell feed "
        + "(\(Show.mb(feed.byteCount))), `eval --timing`, medians of \(pairs) alternated runs",
      ["binary", "read", "MB/s", "layout", "write"])
    var old: [Phases] = []
    var new: [Phases] = []
    for _ in 0..<pairs {
      old.append(phases(of: baseline, feed: feed.path))
      new.append(phases(of: layoutspec, feed: feed.path))
    }
    for (binary, runs) in [(baseline, old), (layoutspec, new)] {
      let read = median(runs.map(\.read))
      table.row(
        binary, Show.fixed(read, 1) + " ms", Show.fixed(Double(feed.byteCount) / 1e3 / read, 1),
        Show.fixed(median(runs.map(\.layout)), 1) + " ms",
        Show.fixed(median(runs.map(\.write)), 1) + " ms")
    }
    let speedUp = Show.pairs(zip(old, new).map { $0.read / $1.read }, 2)
    let asked = targetMegabytesPerSecond / issueMegabytesPerSecond
    table.note(
      "read, baseline / this build: \(speedUp.text); with the reference binary (ab35f26) as the baseline, "
        + "\(Show.fixed(targetMegabytesPerSecond, 0)) MB/s where it read "
        + "\(Show.fixed(issueMegabytesPerSecond, 1)) asks \(Show.fixed(asked, 2))x"
        + (speedUp.median >= asked ? "" : "  MISSED"))
    // The layout phase, which must be no slower than the reference binary's.
    let slowDown = Show.pairs(zip(old, new).map { $1.layout / $0.layout }, 2)
    table.note(
      "layout, this build / baseline: \(slowDown.text); with the reference binary (ab35f26) as the baseline, no slower "
        + "asks 1x or less" + (slowDown.median <= 1 ? "" : "  MISSED"))
    table.print()
  }

  /// The phases of one `eval --timing` of the feed, from the line it prints:
  /// `FILE: read 49.26 ms, layout 41.6 ms, write 20.43 ms`.
  private static func phases(of binary: String, feed: String) -> Phases {
    let arguments = [binary, "eval", feed, "--size", "375x*", "-c", "--timing", "-o", "/dev/null"]
    let words =
      ChildProcess.run(arguments).flatMap { $0.succeeded ? $0.firstErrorLine : nil }?
      .split(separator: " ") ?? []
    func value(after phase: String) -> Double? {
      guard let at = words.firstIndex(where: { $0 == phase }), at + 1 < words.count else {
        return nil
      }
      return Double(words[at + 1])
    }
    guard let read = value(after: "read"), let layout = value(after: "layout"),
      let write = value(after: "write"), read > 0, layout > 0
    else { fail("\(binary) eval --timing did not run or did not print its phases") }
    return Phases(read: read, layout: layout, write: write)
  }

  private static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }
}
