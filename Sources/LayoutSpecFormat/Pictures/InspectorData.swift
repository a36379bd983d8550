// The data the html inspector embeds (and `layoutspec serve` sends): per variant of the
// document, every element drawn in any of its layouts, once, and per tab (one per size)
// the layout at that size followed by a sweep of layouts at exact widths, for the width
// slider. Variants are separate trees (patches may rename, restyle or drop elements), so
// each has its own elements; the page matches them across variants by key.
//
// Frames are absolute (relative to the root), as the pictures draw them. Each element's
// values across a tab's layouts are series, written as runs `[[start, step, count], ...]`
// (value k of a run is `start + k * step`, computed the same way in Swift and in the
// page, so values are exact): a frame that moves linearly with the width, or not at
// all, is one run however many widths there are; a run of one or two values is written
// as the bare values. `null` is an absent value, or starts a run of them (the element
// was not laid out there, or the value is not finite: an unbounded range's max is
// `inf`). A frame field whose series is an earlier field's is that field's number. A text node's lines are a list of distinct line sets and a series of
// indices into it. 200 elements at 200 widths stay well under 2 MB (tested); each
// variant adds its own share. A variant of more than 1,500 elements gets fewer widths
// (`sweepBudget`), so the page of 20,000 stays under 10 MB (tested), and eval warns.

import LayoutSpecEngine

public struct InspectorTab: Sendable {
  public var label: String
  public var range: SizeRange
  /// The range as a SIZE `why --size` reads (`375x*`), where the label may name a device.
  public var size: String
  /// `size` defaults to the label, for a label that is a SIZE.
  public init(label: String, range: SizeRange, size: String? = nil) {
    self.label = label
    self.range = range
    self.size = size ?? label
  }
}

/// One variant of the document: its name (`default` for the document as written) and tree.
public struct InspectorVariant: Sendable {
  public var name: String
  public var tree: ElementTree
  public init(name: String, tree: ElementTree) {
    self.name = name
    self.tree = tree
  }
}

public enum InspectorData {
  /// The most layouts a slider sweeps.
  public static let sweepCount = 200
  /// The most element layouts a tab's sweep holds: 200 widths up to 1,500 elements, fewer
  /// above, so the page and the time to make it stop growing with the width count times
  /// the elements (a 20,000-element feed at 200 widths: 42 MB and 10 s; at 14, 6 MB).
  public static let sweepBudget = 300_000
  /// The fewest widths a slider sweeps, however large the document.
  public static let minimumSweepCount = 5

  /// How many widths the slider of a variant of `elementCount` elements sweeps at most.
  public static func sweepCount(elementCount: Int) -> Int {
    max(minimumSweepCount, min(sweepCount, sweepBudget / max(1, elementCount)))
  }

  /// Why the page has fewer widths than `sweepCount`, when a variant (of `elementCounts`
  /// elements each) is too large for them: a warning's text, or nil.
  public static func reduction(elementCounts: [Int]) -> String? {
    guard let largest = elementCounts.max(),
      sweepCount(elementCount: largest) < sweepCount
    else { return nil }
    let count = sweepCount(elementCount: largest)
    return "the inspector's width slider has \(count) widths, not \(sweepCount): "
      + "\(largest) elements at each width would make the page too large and slow to write "
      + "(at most \(sweepBudget) element layouts a size and variant)"
  }

  /// The widths the slider offers for `range`: its width span when it has one, otherwise
  /// half to one and a half times its exact width, or from its min to a generous max when
  /// the width is unbounded; at most `count` of them, on half points.
  public static func sweepWidths(for range: SizeRange, count limit: Int = sweepCount)
    -> [Double]
  {
    let low = range.min.width
    let high = range.max.width
    var from: Double
    var to: Double
    if high.isFinite, high > low {
      (from, to) = (low, high)
    } else if high.isFinite {
      (from, to) = ((low * 0.5).rounded(), (low * 1.5).rounded())
    } else {
      (from, to) = (low, max(2 * low, low + 400))
    }
    guard from.isFinite, to.isFinite, from >= 0, to > from else { return [max(0, low)] }
    let count = max(2, min(limit, Int(min(to - from, 1e6)) + 1))
    var step = (to - from) / Double(count - 1)
    var widths: [Double] = []
    if count < sweepCount {
      // A few widths for a large document: one step on half points throughout (then the
      // range's end), so a frame that moves linearly with the width stays one run, where
      // steps rounded in turn to 20.5 and 21 would break it at every width. The step is
      // rounded up, so the widths reach the range's end evenly, a few fewer than `limit`.
      step = max(0.5, (2 * step).rounded(.up) / 2)
      let end = (2 * to).rounded() / 2
      var width = (2 * from).rounded() / 2
      while width < end, widths.count < count - 1 {
        widths.append(width)
        width += step
      }
      widths.append(end)
      return widths
    }
    for k in 0..<count {
      let width = (2 * (from + Double(k) * step)).rounded() / 2
      if widths.last != width { widths.append(width) }
    }
    return widths
  }

  /// The range a sweep lays out at: exactly `width` wide, the tab's heights.
  static func range(_ range: SizeRange, atWidth width: Double) -> SizeRange {
    SizeRange(
      min: Size(width: width, height: range.min.height),
      max: Size(width: width, height: range.max.height))
  }

  /// The JSON the page reads:
  /// `{"file", "scale", "variants": [{"name", "elements", "styles", "kinds", "tabs"}, ...]}`,
  /// every variant laid out at every tab's size.
  public static func json(
    file: String, variants: [InspectorVariant], tabs: [InspectorTab], scale: Double
  ) -> String {
    var out = JSONBuffer(compact: true)
    out.openObject()
    out.key("file")
    out.string(file)
    out.key("scale")
    out.number(scale)
    out.key("variants")
    out.openArray()
    for variant in variants {
      out.element()
      write(variant, tabs: tabs, scale: scale, to: &out)
    }
    out.closeArray()
    out.closeObject()
    return String(decoding: out.finish(), as: UTF8.self)
  }

  /// One variant: `{"name", "elements", "styles", "kinds", "tabs"}` (InspectorCollector's
  /// `writeElements` says what each element holds).
  private static func write(
    _ variant: InspectorVariant, tabs: [InspectorTab], scale: Double, to out: inout JSONBuffer
  ) {
    var collector = InspectorCollector(tree: variant.tree)
    let count = sweepCount(elementCount: variant.tree.count)
    let laidOut = tabs.map { tab in
      let widths = sweepWidths(for: tab.range, count: count)
      let ranges = [tab.range] + widths.map { range(tab.range, atWidth: $0) }
      var series = InspectorCollector.TabSeries()
      for range in ranges {
        collector.collect(
          LayoutResult.evaluate(variant.tree, in: range, scale: scale), into: &series)
      }
      return (tab, widths, series)
    }
    out.openObject()
    out.key("name")
    out.string(PrintableText.escaped(variant.name))
    collector.writeElements(&out)
    out.key("tabs")
    out.openArray()
    for (tab, widths, series) in laidOut {
      out.element()
      out.openObject()
      out.key("label")
      out.string(tab.label)
      out.key("size")
      out.string(tab.size)
      out.key("range")
      out.string(StyleDump.sizeRange(tab.range))
      out.key("widths")
      out.openArray()
      for width in widths {
        out.element()
        out.number(width)
      }
      out.closeArray()
      out.key("frames")
      collector.writeSeries(series, to: &out)
      out.closeObject()
    }
    out.closeArray()
    out.closeObject()
  }
}

/// Runs of a series, `[start, step, count]` triples with `start` null for absent values
/// (runs of one or two values written as the values), built one value at a time. Each run is as long as it can be, left to right: its step is
/// its second value less its first, and its values are exactly `start + k * step`.
struct SeriesRunsBuilder: Equatable {
  private struct Run: Equatable {
    /// Nil for a run of absent or non-finite values.
    var start: Double?
    var step = 0.0
    var count = 1
  }

  private var runs: [Run] = []
  private var open: Run?

  init() {}

  /// A series of `count` absent values.
  init(absent count: Int) {
    if count > 0 { open = Run(start: nil, count: count) }
  }

  mutating func append(_ value: Double?) {
    let finite = value.flatMap { $0.isFinite ? $0 : nil }
    guard var run = open else {
      open = Run(start: finite)
      return
    }
    switch (run.start, finite) {
    case (nil, nil):
      run.count += 1
      open = run
      return
    case (let start?, let value?):
      if run.count == 1 {
        run.step = value - start
        if !run.step.isFinite { run.step = 0 }
      }
      if value == start + Double(run.count) * run.step {
        run.count += 1
        open = run
        return
      }
    default: break
    }
    runs.append(run)
    open = Run(start: finite)
  }

  /// A run of three or more values as `[start, step, count]`, a shorter one as its values
  /// (`null` for an absent one): a series that changes at every width (a shrinking text's
  /// width) costs a number a value, not three.
  func write(to out: inout JSONBuffer) {
    out.openArray()
    for run in runs + (open.map { [$0] } ?? []) {
      if run.count < 3 {
        for k in 0..<run.count {
          out.element()
          if let start = run.start { out.number(start + Double(k) * run.step) } else { out.null() }
        }
        continue
      }
      out.element()
      out.openArray()
      out.element()
      if let start = run.start { out.number(start) } else { out.null() }
      out.element()
      out.number(run.step)
      out.element()
      out.number(Double(run.count))
      out.closeArray()
    }
    out.closeArray()
  }
}
