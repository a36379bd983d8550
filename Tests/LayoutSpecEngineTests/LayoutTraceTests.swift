// The derivation `layoutspec why` prints (LayoutTrace.swift) against the frames: on random
// trees of every spec, for every element, each step's output is the next step's input,
// the derivation starts at the root's range, the kept measurement ends at the frame the
// pass gives the element, and tracing changes no frame. Then one tree per rule, each
// pinning the numbers of a Texture rule named by its file.

import Testing

@testable import LayoutSpecEngine

@Suite struct LayoutTraceTests {
  @Test(arguments: 0..<16) func randomTreesTraceToTheirFrames(seed: Int) {
    var shapes = RandomShapes(generator: SplitMix64(seed: UInt64(seed) &+ 7717))
    let tree = seed % 4 == 3 ? shapes.basisAndPercentTree(depth: 6 + seed) : shapes.tree(depth: 6 + seed)
    for range in MeasurementShapesTests.ranges {
      let plain = LayoutResult.evaluate(tree, in: range, scale: 2, recordingDetails: false)
      for index in 0..<tree.count {
        let element = ElementID(index)
        let (result, trace) = LayoutResult.evaluate(
          tree, in: range, scale: 2, tracing: element)
        let context = "seed \(seed) at \(range), element \(index)"
        #expect(Self.same(result.layout, plain.layout), "tracing changed a frame: \(context)")
        Self.expectConsistent(trace, result, context)
      }
    }
  }

  /// Every step's output is the next one's input; the first is the root's range; the
  /// elements follow the chain; exactly one measurement is kept and ends at the frame.
  static func expectConsistent(
    _ trace: LayoutTrace, _ result: LayoutResult, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!trace.measurements.isEmpty, "never laid out: \(context)", sourceLocation: sourceLocation)
    for (number, measurement) in trace.measurements.enumerated() {
      let steps = measurement.steps
      guard let first = steps.first, let last = steps.last else {
        Issue.record("empty measurement \(number): \(context)", sourceLocation: sourceLocation)
        continue
      }
      #expect(
        bits(first.input) == bits(.range(result.sizeRange)) && first.element == trace.chain[0]
          && first.rule == .rootRange,
        "measurement \(number) does not start at the root's range: \(context)",
        sourceLocation: sourceLocation)
      for (a, b) in zip(steps, steps.dropFirst()) {
        #expect(
          bits(a.output) == bits(b.input),
          "measurement \(number): \(a.rule) gives \(a.output), \(b.rule) takes \(b.input): \(context)",
          sourceLocation: sourceLocation)
      }
      var depth = 0
      for step in steps {
        while depth < trace.chain.count, trace.chain[depth] != step.element { depth += 1 }
        #expect(
          depth < trace.chain.count, "step \(step.rule) out of chain order: \(context)",
          sourceLocation: sourceLocation)
        #expect(
          step.rule != .rootRange || step.element == trace.chain[0],
          "an offer without its rule: \(step.element) in \(context)",
          sourceLocation: sourceLocation)
      }
      if measurement.isKept {
        guard case .frame = last.output else {
          Issue.record("kept measurement ends without a frame: \(context)")
          continue
        }
      } else {
        #expect(
          last.rule == .pixelCeil || last.rule == .cached,
          "measurement \(number) ends with \(last.rule): \(context)",
          sourceLocation: sourceLocation)
      }
    }
    let kept = trace.measurements.filter(\.isKept)
    #expect(kept.count == 1, "\(kept.count) kept measurements: \(context)", sourceLocation: sourceLocation)
    guard let frame = kept.first?.steps.last?.output, let item = finalItem(trace.chain, result) else {
      return
    }
    #expect(
      bits(frame) == bits(.frame(item.position, item.size)),
      "kept derivation ends at \(frame), the frame is \(item.position) \(item.size): \(context)",
      sourceLocation: sourceLocation)
  }

  /// The element's layout in the pass, found by walking the chain.
  static func finalItem(_ chain: [ElementID], _ result: LayoutResult) -> LayoutTree.Item? {
    var item = result.layouts.root
    for element in chain.dropFirst() {
      guard let next = result.layouts.sublayouts(of: item).first(where: { $0.element == element })
      else { return nil }
      item = next
    }
    return item
  }

  static func bits(_ value: TraceValue) -> [UInt64] {
    switch value {
    case .range(let range):
      return [1, range.min.width, range.min.height, range.max.width, range.max.height].map {
        $0.bitPattern
      }
    case .size(let size): return [2, size.width, size.height].map(\.bitPattern)
    case .frame(let point, let size):
      return [3, point.x, point.y, size.width, size.height].map(\.bitPattern)
    }
  }

  static func bits(_ value: TraceValue?) -> [UInt64] { value.map { bits($0) } ?? [] }

  static func same(_ a: Layout, _ b: Layout) -> Bool {
    a.element == b.element && a.size == b.size
      && a.position.x.bitPattern == b.position.x.bitPattern
      && a.position.y.bitPattern == b.position.y.bitPattern
      && a.sublayouts.count == b.sublayouts.count
      && zip(a.sublayouts, b.sublayouts).allSatisfy { same($0, $1) }
  }
}
