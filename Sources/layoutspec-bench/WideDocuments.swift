import Foundation
import LayoutSpecPlatform

// The "wide" section: documents that grow in width, not depth, through the paths a deep
// tree does not take: elements whose values read the constrained size (each keeps its own
// values for layout to decode again) and the html inspector (every element at 200 widths).
// Each runs the whole `eval` process at n and 4n: linear work takes about 4 times as long
// (a quadratic path gives 16: docs/performance.md, "Rules that keep the hot paths fast").

enum WideDocuments {
  struct Case {
    var name: String
    var count: Int
    var arguments: [String]
    var document: @Sendable (Int) -> String
  }

  static let all = [
    Case(
      name: "cells reading the width", count: 2_000, arguments: ["-c"],
      document: { count in
        list(count) { index in
          #"{"type": "node", "intrinsicSize": [10, \#(index % 40)], "style": {"width": "= max.width / 2"}}"#
        }
      }),
    Case(
      name: "html of shrinking texts", count: 1_000, arguments: ["--format", "html"],
      document: { count in
        list(count, stack: "hstack") { index in
          #"{"type": "text", "text": "label \#(index)", "style": {"flexShrink": 1}}"#
        }
      }),
    // n rows of 10 elements: 5,001 elements sweep 59 widths, 20,001 sweep 14 (the page
    // holds at most 300,000 element layouts), so 4n takes about as long as n, not 4 times.
    Case(
      name: "html of 10-element rows", count: 500, arguments: ["--format", "html"],
      document: { count in
        list(count) { index in
          #"{"type": "inset", "insets": [8, 12, 8, 12], "child": {"type": "hstack", "spacing": 8, "children": [{"type": "node", "style": {"width": 44, "height": 44}}, {"type": "vstack", "style": {"flexShrink": 1, "flexGrow": 1}, "children": [{"type": "text", "text": "Row \#(index) has a title that wraps at narrow widths", "style": {"flexShrink": 1}}, {"type": "text", "text": "and a detail \#(index * 7) that may take two lines", "maxLines": 2}, {"type": "hstack", "children": [{"type": "text", "text": "\#(index % 97) likes"}, {"type": "spacer"}]}]}, {"type": "node", "style": {"width": 20, "height": 20}}]}}"#
        }
      }),
  ]

  static func list(_ count: Int, stack: String = "vstack", _ item: (Int) -> String) -> String {
    let items = (0..<count).map(item).joined(separator: ",\n")
    return #"{"root": {"type": "\#(stack)", "children": [\#(items)]}}"#
  }

  static func run(layoutspec: String?) {
    guard let layoutspec else { return }
    var table = Table(
      "wide: documents of n and 4n elements through the whole eval process at 375x*",
      ["document", "n", "eval", "peak", "4n", "eval", "peak", "time ratio"])
    let directory = NSTemporaryDirectory() + "layoutspec-wide-\(SystemProcess.identifier)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (index, wide) in all.enumerated() {
      var runs: [ChildRun] = []
      for count in [wide.count, 4 * wide.count] {
        let path = directory + "/wide-\(index)-\(count).json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(wide.document(count).utf8))
        guard
          let run = ChildProcess.run(
            [layoutspec, "eval", path, "-s", "375x*", "-o", "/dev/null"] + wide.arguments)
        else { fail("could not run eval on \(wide.name)") }
        if !run.succeeded { fail("eval failed on \(wide.name): \(run.firstErrorLine)") }
        runs.append(run)
      }
      table.row(
        wide.name, Show.count(wide.count), Show.ms(runs[0].seconds),
        Show.mb(runs[0].maxResidentBytes), Show.count(4 * wide.count), Show.ms(runs[1].seconds),
        Show.mb(runs[1].maxResidentBytes), Show.fixed(runs[1].seconds / runs[0].seconds, 2))
    }
    table.note(
      "linear: a time ratio near 4 (a quadratic path gives 16); html of 10-element rows near 1 "
        + "(20,001 elements sweep 14 widths, 5,001 sweep 59)")
    table.print()
  }
}
