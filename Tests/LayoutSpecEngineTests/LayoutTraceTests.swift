// The derivation `layoutspec why` prints (LayoutTrace.swift) against the frames: on random
// trees of every spec, for every element, each step's output is the next step's input,
// the derivation starts at the root's range, the kept measurement ends at the frame the
// pass gives the element, and tracing changes no frame. Then one tree per rule, each
// pinning the numbers of a Texture rule named by its file.

import LayoutSpecTestSupport
import Testing

@testable import LayoutSpecEngine

@Suite struct LayoutTraceTests {
  @Test(arguments: 0..<16) func randomTreesTraceToTheirFrames(seed: Int) {
    var shapes = RandomShapes(generator: SplitMix64(seed: UInt64(seed) &+ 7717))
    let tree =
      seed % 4 == 3 ? shapes.basisAndPercentTree(depth: 6 + seed) : shapes.tree(depth: 6 + seed)
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

  /// Past its calculation limit a traced pass stops and says so, rather than run for
  /// hours (here a limit of 20, which the tree passes).
  @Test func aPassPastItsCalculationLimitIsCutShort() {
    var shapes = RandomShapes(generator: SplitMix64(seed: 7))
    let tree = shapes.basisAndPercentTree(depth: 12)
    let range = SizeRange(
      min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
    let leaf = ElementID(0)
    let (whole, trace) = LayoutResult.evaluate(tree, in: range, scale: 2, tracing: leaf)
    #expect(!trace.isCutShort)
    Self.expectConsistent(trace, whole, "under the limit")
    let (result, cut) = LayoutResult.evaluate(
      tree, in: range, scale: 2, tracing: leaf, calculationLimit: 20)
    #expect(cut.isCutShort)
    #expect(cut.inconsistencies(with: result) == ["the trace was cut short"])
  }

  static func expectConsistent(
    _ trace: LayoutTrace, _ result: LayoutResult, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = trace.inconsistencies(with: result)
    #expect(found.isEmpty, "\(context): \(found)", sourceLocation: sourceLocation)
  }

  static func same(_ a: Layout, _ b: Layout) -> Bool {
    a.element == b.element && a.size == b.size
      && a.position.x.bitPattern == b.position.x.bitPattern
      && a.position.y.bitPattern == b.position.y.bitPattern
      && a.sublayouts.count == b.sublayouts.count
      && zip(a.sublayouts, b.sublayouts).allSatisfy { same($0, $1) }
  }
}

// MARK: - One rule each

extension LayoutTraceTests {
  /// The element's kept derivation, with the trace checked against the frames.
  static func kept(
    _ tree: ElementTree, _ element: ElementID, _ range: SizeRange, scale: Double = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (trace: LayoutTrace, steps: [TraceStep]) {
    let (result, trace) = LayoutResult.evaluate(tree, in: range, scale: scale, tracing: element)
    expectConsistent(trace, result, "\(element)", sourceLocation: sourceLocation)
    return (trace, trace.measurements.first(where: \.isKept)?.steps ?? [])
  }

  static func number(_ step: TraceStep?, _ name: String) -> Double? {
    if case .number(let value)? = step?.detail(name) { return value }
    return nil
  }

  static func spec(
    _ direction: StackLayoutDirection, _ alignItems: StackLayoutAlignItems = .stretch
  ) -> StackLayoutSpec {
    var spec = StackLayoutSpec()
    spec.direction = direction
    spec.alignItems = alignItems
    return spec
  }

  static func exactly(_ width: Double, _ height: Double) -> SizeRange {
    SizeRange(exactly: Size(width: width, height: height))
  }

  /// ASInsetLayoutSpec.mm: the child's range is the spec's minus the insets on each axis.
  @Test func insetSubtractsItsInsets() {
    var tree = ElementTree()
    let child = tree.add(.node, .node(DisplayNode()))
    _ = tree.add(
      .inset, .inset(InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))),
      children: [child])
    let steps = Self.kept(tree, child, Self.exactly(300, 200)).steps
    let offer = steps.first { $0.rule == .insetChild }
    #expect(offer?.output == .range(Self.exactly(270, 180)))
    #expect(steps.last?.output == .frame(Point(x: 10, y: 5), Size(width: 270, height: 180)))
    #expect(steps.last?.rule == .insetPosition)
  }

  /// ASStackUnpositionedLayout.mm flexLinesAlongStackDimension: the violation is shared by
  /// flexGrow, floored to whole points, and what flooring left goes to the first child
  /// that grows (`testRemainingViolationIsAppliedProperlyToFirstFlexibleChild`).
  @Test func flexGrowFloorsSharesAndGivesTheRemainderToTheFirstGrower() {
    var builder = TreeBuilder()
    let first = builder.node("first", width: 10, height: 10) { $0.flexGrow = 1 }
    let second = builder.node("second", width: 10, height: 10) { $0.flexGrow = 2 }
    _ = builder.stack(Self.spec(.horizontal, .start), [first, second])
    let range = Self.exactly(100, 50)
    let grown = Self.kept(builder.tree, first, range).steps.first { $0.rule == .stackFlexGrow }
    #expect(Self.number(grown, "violation") == 80)
    #expect(Self.number(grown, "adjustment") == 26)  // floor(80 x 1/3)
    #expect(Self.number(grown, "remainder") == 1)  // 80 - 26 - 53
    #expect(Self.number(grown, "flexedLength") == 37)
    let other = Self.kept(builder.tree, second, range).steps.first { $0.rule == .stackFlexGrow }
    #expect(Self.number(other, "adjustment") == 53)
    #expect(Self.number(other, "remainder") == 0)
    #expect(Self.number(other, "flexedLength") == 63)
  }

  /// ASStackUnpositionedLayout.mm flexShrinkAdjustment: overflow is shared by flexShrink
  /// weighted by each child's length.
  @Test func flexShrinkIsWeightedByLength() {
    var builder = TreeBuilder()
    let wide = builder.node("wide", width: 150, height: 10) { $0.flexShrink = 1 }
    let narrow = builder.node("narrow", width: 50, height: 10) { $0.flexShrink = 1 }
    _ = builder.stack(Self.spec(.horizontal, .start), [wide, narrow])
    let range = Self.exactly(100, 50)
    let shrunk = Self.kept(builder.tree, wide, range).steps.first { $0.rule == .stackFlexShrink }
    #expect(Self.number(shrunk, "violation") == -100)
    #expect(Self.number(shrunk, "adjustment") == -75)  // 150 / 200 of the overflow
    #expect(Self.number(shrunk, "flexedLength") == 75)
    let other = Self.kept(builder.tree, narrow, range).steps.first { $0.rule == .stackFlexShrink }
    #expect(Self.number(other, "flexedLength") == 25)
  }

  /// ASStackUnpositionedLayout.mm: the one child that can both grow and shrink, in a stack
  /// of exact length, starts at a 0 x 0 placeholder; nothing flexes it here (the stack is 0
  /// long), so the final tree keeps the placeholder, never measured, and nothing inside it
  /// is laid out. The trace says which element is the placeholder, and adds up.
  @Test func aNeverMeasuredPlaceholderIsNamedNotAnInconsistency() {
    var builder = TreeBuilder()
    let leaf = builder.node("leaf", width: 10, height: 10)
    let inner = builder.stack(Self.spec(.vertical), [leaf], name: "inner") {
      $0.flexGrow = 1
      $0.flexShrink = 1
    }
    let sibling = builder.node("sibling", width: 10, height: 10) { $0.flexGrow = 1 }
    _ = builder.stack(Self.spec(.horizontal), [inner, sibling])
    let range = Self.exactly(0, 0)
    let (innerTrace, _) = Self.kept(builder.tree, inner, range)
    #expect(innerTrace.measurements.isEmpty)
    #expect(innerTrace.placeholder == inner)
    #expect(innerTrace.placeholderFrame == .frame(Point(x: 0, y: 0), Size(width: 0, height: 0)))
    let (leafTrace, _) = Self.kept(builder.tree, leaf, range)
    #expect(leafTrace.measurements.isEmpty)
    #expect(leafTrace.placeholder == inner)
    #expect(leafTrace.placeholderFrame == nil)
    // Measured where the stack is not of exact length: no placeholder.
    let (measured, _) = Self.kept(builder.tree, leaf, SizeRange.unconstrained)
    #expect(measured.placeholder == nil)
    #expect(measured.measurements.count == 1)
  }

  /// ASStackUnpositionedLayout.mm stretchItemsAlongCrossDimension: a child thinner than its
  /// line is measured again at the line's cross size; that measurement is kept.
  @Test func stretchMeasuresAgainAndKeepsTheSecond() {
    var builder = TreeBuilder()
    let tall = builder.staticNode("tall", 20, 40)
    let short = builder.staticNode("short", 20, 10)
    _ = builder.stack(Self.spec(.horizontal), [tall, short])
    let (trace, steps) = Self.kept(builder.tree, short, SizeRange.unconstrained)
    #expect(trace.measurements.count == 2)
    #expect(trace.measurements.first?.isKept == false)
    let stretch = steps.first { $0.rule == .stackStretch }
    #expect(stretch?.output == .range(Self.exactly(20, 40)))
    #expect(Self.number(stretch, "lineCrossSize") == 40)
  }

  /// ASStackPositionedLayout.mm crossOffsetForItem: centring floors the half to the pixel
  /// grid.
  @Test func centringAcrossTheLineFloorsToThePixelGrid() {
    var builder = TreeBuilder()
    let tall = builder.staticNode("tall", 20, 40)
    let odd = builder.staticNode("odd", 20, 15)
    _ = builder.stack(Self.spec(.horizontal, .center), [tall, odd])
    let steps = Self.kept(builder.tree, odd, SizeRange.unconstrained, scale: 1).steps
    #expect(steps.last?.rule == .stackPosition)
    #expect(steps.last?.output == .frame(Point(x: 20, y: 12), Size(width: 20, height: 15)))
  }

  /// ASRatioLayoutSpec.mm: the child gets the size of full width and the ratio's height.
  @Test func ratioDerivesTheHeight() {
    var builder = TreeBuilder()
    let child = builder.plainNode("photo")
    _ = builder.ratio(0.5, child)
    let range = SizeRange(min: .zero, max: Size(width: 200, height: .infinity))
    let offer = Self.kept(builder.tree, child, range).steps.first { $0.rule == .ratioChild }
    #expect(offer?.output == .range(Self.exactly(200, 100)))
  }

  /// ASDimension.mm ASLayoutElementSizeResolve: a percentage of the parent size, and a
  /// preferred size clamped by the maximum.
  @Test func styleResolvesPercentagesAndClampsByMax() {
    var builder = TreeBuilder()
    let half = builder.plainNode("half") { $0.width = .fraction(0.5) }
    let capped = builder.plainNode("capped") {
      $0.width = .points(200)
      $0.maxWidth = .points(120)
    }
    _ = builder.stack(Self.spec(.vertical, .start), [half, capped])
    let range = Self.exactly(300, 400)
    let style = Self.kept(builder.tree, half, range).steps.first { $0.rule == .styleSize }
    #expect(
      style?.detail("style")
        == .range(
          SizeRange(min: Size(width: 150, height: 0), max: Size(width: 150, height: .infinity))))
    let cappedStyle = Self.kept(builder.tree, capped, range).steps.first { $0.rule == .styleSize }
    if case .range(let own)? = cappedStyle?.detail("style") {
      #expect(own.min.width == 120 && own.max.width == 120)
    } else {
      Issue.record("no style step")
    }
  }

  /// ASOverlayLayoutSpec.mm: the overlay element is laid out exactly at the child's size.
  @Test func overlayGetsTheChildsSize() {
    var builder = TreeBuilder()
    let child = builder.staticNode("content", 30, 20)
    let overlay = builder.plainNode("badge")
    _ = builder.overlay(child, overlay: overlay)
    let offer = Self.kept(builder.tree, overlay, SizeRange.unconstrained).steps.first {
      $0.rule == .overlayElement
    }
    #expect(offer?.output == .range(Self.exactly(30, 20)))
  }

  /// ASTextNode.mm: the text's size at the offered width, then the smaller of it and the
  /// offered size; maxLines cuts the lines.
  @Test func textMeasuresAtTheOfferedWidth() {
    var tree = ElementTree()
    let text = tree.add(
      .text, .text(TextNode(text: "aaaa bbbb cccc", fontSize: 10, lineHeight: 12, maxLines: 2)))
    _ = tree.add(.wrapper, .wrapper, children: [text])
    let range = SizeRange(min: .zero, max: Size(width: 30, height: 100))
    let steps = Self.kept(tree, text, range).steps
    let measured = steps.first { $0.rule == .textSize }
    #expect(measured?.output == .size(Size(width: 20, height: 24)))  // 2 of 3 lines, 4 wide
    #expect(steps.contains { $0.rule == .clamp } && steps.contains { $0.rule == .pixelCeil })
  }

  /// ASDisplayNode+LayoutSpec.mm: a node with a layout spec lays it out in its own range.
  @Test func nodeLayoutPassesItsRange() {
    var tree = ElementTree()
    let inner = tree.add(.node, .node(DisplayNode()))
    let spec = tree.add(
      .inset, .inset(InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))),
      children: [inner])
    _ = tree.add(.node, .node(DisplayNode()), children: [spec])
    let steps = Self.kept(tree, inner, Self.exactly(50, 50)).steps
    #expect(
      steps.contains { $0.rule == .nodeLayoutSpec && $0.output == .range(Self.exactly(50, 50)) })
  }
}
