// The measuring half of the stack, after Source/Private/Layout/ASStackUnpositionedLayout.mm:
// a first pass that measures every child with an open range along the stack, greedy line
// breaking, one round of flexing per line, line cross sizes and baselines, and stretching.
// StackPositionedLayout.swift then places what this file measured.
//
// Each step is a mutating method named after Texture's function, in the order Texture's
// `ASStackUnpositionedLayout::compute` calls them. The arithmetic keeps Texture's operand
// order, so results agree to the last bit, not just to the pixel.
//
// Left out: Texture's `concurrent` option (children measured on a dispatch queue) gives the
// same results as the serial loop used here.
//
// Texture quirk (kept), for the record: Texture flexes once. CSS's resolve-flexible-lengths
// loop (freeze items that hit their min/max, redistribute, repeat) is not done, grow amounts
// are floored to whole points, and a flexed child is measured at exactly its flexed size, so
// its own min/max/width lose to it.

/// ASStackLayoutSpecChild: one child with the style properties the stack reads, copied out
/// of the element tree once ("accessing the style ... is pretty costly", ASStackLayoutSpec.mm).
struct StackChild {
  var element: ElementID
  /// `alignSelf` resolved against the stack's `alignItems`.
  var alignment: StackLayoutAlignItems
  var flexGrow: Double
  var flexShrink: Double
  var flexBasis: Dimension
  var spacingBefore: Double
  var spacingAfter: Double
  /// For stretched children only: the child's own min and max across the stack, resolved
  /// with an undefined parent size (`resolveCrossDimensionMin/MaxForStretchChild`).
  var stretchCrossMin: Double
  var stretchCrossMax: Double

  /// `isFlexibleInBothDirections`: can both grow and shrink.
  @inline(__always)
  var isFlexibleInBothDirections: Bool { flexGrow > 0 && flexShrink > 0 }

  /// The child `element` of a stack styled `stack`: the properties of the child's style
  /// that the stack reads. `setsNoSize`: the style gives no size (`ElementRecord
  /// .setsNoSize`), so a stretched child's own range across the stack is 0 to infinity.
  @inline(__always)
  init(
    _ element: ElementID, style childStyle: borrowing LayoutElementStyle, setsNoSize: Bool,
    in stack: StackLayoutSpecStyle
  ) {
    self.element = element
    alignment = childStyle.alignSelf.resolved(stackAlignment: stack.alignItems)
    flexGrow = childStyle.flexGrow
    flexShrink = childStyle.flexShrink
    flexBasis = childStyle.flexBasis
    spacingBefore = childStyle.spacingBefore
    spacingAfter = childStyle.spacingAfter
    stretchCrossMin = 0
    stretchCrossMax = .infinity
    if alignment == .stretch && !setsNoSize {
      let own = childStyle.sizeRange(parentSize: Size(width: .nan, height: .nan))
      stretchCrossMin = stack.crossDimension(own.min)
      stretchCrossMax = stack.crossDimension(own.max)
    }
  }
}

/// ASStackUnpositionedLine: a run of consecutive children laid out along one line.
struct StackLine {
  /// Indexes into the stack's children (and layouts).
  var items: Range<Int>
  /// The children's lengths along the stack plus all spacing, after flexing and stretching.
  var stackDimensionSum: Double = 0
  /// The line's size across the stack.
  var crossSize: Double = 0
  /// The distance from the line's cross start to the baseline its baseline-aligned items share.
  var baseline: Double = 0
}

/// ASStackUnpositionedLayout: the children's layouts (sizes final, positions not yet), the
/// lines they were collected into, and the stack's extent along both axes.
struct StackUnpositionedLayout {
  let style: StackLayoutSpecStyle
  /// The stack's own range (after its style).
  let sizeRange: SizeRange
  /// The parent size the children resolve percentages against (§3.1).
  let parentSize: Size
  /// See `useOptimizedFlexing`.
  let usesOptimizedFlexing: Bool
  var children: [StackChild]
  /// `item.layout` of each child, in child order; these become the stack's sublayouts.
  var layouts: [Sublayout]
  var lines: [StackLine]
  /// The longest line's `stackDimensionSum`.
  var stackDimensionSum: Double = 0
  /// The lines' cross sizes plus the line spacing between them.
  var crossDimensionSum: Double = 0
  /// Whether a measurement was deferred during the first pass (this stack's children or
  /// deeper): when none was, no first-pass layout is waiting to be calculated.
  var deferredInFirstPass = false

  /// Copies each child's stack properties out of the tree (ASStackLayoutSpec.mm's
  /// `stackChildren`) and fixes the children's parent size and the flexing mode. The
  /// arrays are the context's scratch, and the tree is read through the context: passed
  /// as an argument of its own, it would be copied (three arrays retained and released)
  /// for every stack.
  init(
    children ids: ArraySlice<ElementID>, style: StackLayoutSpecStyle, sizeRange: SizeRange,
    context: inout LayoutContext
  ) {
    var scratch = context.takeScratch()
    self.style = style
    self.sizeRange = sizeRange
    // If the stack is exactly sized along an axis, children resolve percentages against
    // that size; otherwise the axis is undefined (NaN) because it depends on the content.
    self.parentSize = Size(
      width: sizeRange.min.width == sizeRange.max.width ? sizeRange.min.width : .nan,
      height: sizeRange.min.height == sizeRange.max.height ? sizeRange.min.height : .nan)

    // The three arrays come empty from the context's scratch, with capacity. Swapped out,
    // not copied: a second reference would make the first append copy the array.
    var children: [StackChild] = []
    swap(&children, &scratch.stackChildren)
    children.reserveCapacity(ids.count)
    var bothWaysFlexible = 0
    for id in ids {
      let record = context.tree.record(id)
      let child = StackChild(
        id, style: context.tree[style: record.style], setsNoSize: record.setsNoSize, in: style)
      if child.isFlexibleInBothDirections { bothWaysFlexible += 1 }
      children.append(child)
    }
    self.children = children
    self.layouts = []
    swap(&self.layouts, &scratch.sublayouts)
    self.layouts.reserveCapacity(children.count)
    self.lines = []
    swap(&self.lines, &scratch.stackLines)
    self.usesOptimizedFlexing = Self.useOptimizedFlexing(
      bothWaysFlexibleChildren: bothWaysFlexible, style: style, sizeRange: sizeRange)
  }

  /// The arrays, to give back to the context when the stack is done. Swapped out, as they
  /// were swapped in: a consuming copy would retain each array and release it again.
  mutating func removeScratch() -> LayoutScratch {
    var scratch = LayoutScratch()
    swap(&scratch.sublayouts, &layouts)
    swap(&scratch.stackChildren, &children)
    swap(&scratch.stackLines, &lines)
    return scratch
  }

  /// `useOptimizedFlexing` (§3.2.2): with exactly one child that can both grow and shrink and
  /// an exact size along the stack, that child skips the first pass and enters flexing at
  /// size 0, so it takes whatever room the others leave.
  ///
  /// Texture quirk (kept): this is not only an optimisation. The violation is computed with
  /// the child at 0, so it usually grows into the free space where the unoptimised algorithm
  /// would have measured it first and maybe shrunk it or its neighbours
  /// (`testChildThatChangesCrossSizeWhenMainSizeIsFlexed`); and when no flexing or stretching
  /// touches it, it keeps a 0 x 0 placeholder layout and its own children get no layouts.
  static func useOptimizedFlexing(
    bothWaysFlexibleChildren: Int, style: StackLayoutSpecStyle, sizeRange: SizeRange
  ) -> Bool {
    bothWaysFlexibleChildren == 1
      && style.stackDimension(sizeRange.min) == style.stackDimension(sizeRange.max)
  }

  // MARK: - Measuring one child

  /// `crossChildLayout`: measures child `index` with `[stackMin..stackMax]` along the stack.
  /// Across the stack a stretched child gets `[crossMin..crossMax]` unless its own style
  /// gives a non-zero min or a finite max there; any other child gets `[0..crossMax]`.
  ///
  /// Texture quirk (kept): the style's cross min replaces `crossMin` only when non-zero, and
  /// its max replaces `crossMax` whenever finite, so an explicit cross size of 0 (or a max
  /// below `crossMin`) yields an inverted range whose min wins in the intersection: the child
  /// is stretched anyway (`testCrossAxisStretchingOccursAfterStackAxisFlexing`, §3.2.1).
  ///
  /// `lengthOnly`: only the layout's length along the stack is read until
  /// `calculateFirstPassLayoutsKept` (DeferredMeasurement.swift).
  @inline(__always)
  func crossChildLayout(
    _ index: Int, stackMin: Double, stackMax: Double, crossMin: Double, crossMax: Double,
    lengthOnly: Bool = false, context: inout LayoutContext
  ) -> Sublayout {
    let child = children[index]
    var childCrossMin = 0.0
    var childCrossMax = crossMax
    if child.alignment == .stretch {
      // C's `min ?: crossMin`: NaN counts as non-zero and is kept.
      childCrossMin = child.stretchCrossMin != 0 ? child.stretchCrossMin : crossMin
      childCrossMax = child.stretchCrossMax == .infinity ? crossMax : child.stretchCrossMax
    }
    let range = style.directionSizeRange(
      stackMin: stackMin, stackMax: stackMax, crossMin: childCrossMin, crossMax: childCrossMax)
    return context.sublayoutThatFits(
      child.element, range, parentSize: parentSize,
      lengthOnlyAlong: lengthOnly ? style.direction : nil)
  }

  // MARK: - Step 2. First pass

  /// `layoutItemsAlongUnconstrainedStackDimension`: measures every child once with its flex
  /// basis along the stack (auto: `[0..inf]`; points or a fraction of a definite parent
  /// length: exactly that) and the stack's cross range, giving the sizes flexing starts from.
  /// The optimised-flexing child gets its 0 x 0 placeholder instead.
  mutating func layoutItemsAlongUnconstrainedStackDimension(context: inout LayoutContext) {
    let minCross = style.crossDimension(sizeRange.min)
    let maxCross = style.crossDimension(sizeRange.max)
    let parentStack = style.stackDimension(parentSize)
    let requestsBefore = context.deferred.requests.count
    defer { deferredInFirstPass = context.deferred.requests.count > requestsBefore }
    for index in children.indices {
      let child = children[index]
      if usesOptimizedFlexing && child.isFlexibleInBothDirections {
        layouts.append(context.makePlaceholderLayout(child.element))
      } else {
        // A fraction of an undefined (NaN) parent length is NaN at both ends, which
        // the child's own range then overrides (it acts like auto).
        context.traceOffer(child.element, .stackFlexBasis) {
          [
            TraceDetail("direction", .text("\(style.direction)")),
            TraceDetail("alignment", .text("\(child.alignment)")),
            TraceDetail("parentSize", .size(parentSize)),
          ]
        }
        let layout = crossChildLayout(
          index,
          stackMin: child.flexBasis.resolve(parentSize: parentStack, autoSize: 0),
          stackMax: child.flexBasis.resolve(parentSize: parentStack, autoSize: .infinity),
          crossMin: minCross, crossMax: maxCross, lengthOnly: true, context: &context)
        layouts.append(layout)
      }
    }
  }

  /// The first-pass layouts that were answered with their length only and that flexing did
  /// not replace, calculated: the steps after flexing read their cross sizes.
  mutating func calculateFirstPassLayoutsKept(context: inout LayoutContext) {
    guard deferredInFirstPass else { return }
    for index in layouts.indices where context.isLengthOnly(layouts[index]) {
      layouts[index] = context.calculated(layouts[index])
    }
  }

  // MARK: - Step 3. Lines

  /// `collectChildrenIntoLines` (CSS "collect flex items into flex lines"): one line without
  /// wrapping; with wrapping, greedy on first-pass sizes: a child (with its spacingBefore,
  /// spacingAfter and the stack's spacing before it) that would overflow the stack's max
  /// starts a new line, unless the line is still empty. The spacing resets on each new line
  /// (`testFlexWrapWithItemSpacingsBeingResetOnNewLines`).
  mutating func collectChildrenIntoLines() {
    let count = children.count
    lines.reserveCapacity(style.flexWrap == .noWrap ? 1 : 4)
    if style.flexWrap == .noWrap {
      lines.append(StackLine(items: 0..<count))
      return
    }
    var lineStart = 0
    var lineStackDimensionSum = 0.0
    var interitemSpacing = 0.0
    for index in 0..<count {
      let child = children[index]
      let itemAndSpacing =
        child.spacingBefore + style.stackDimension(layouts[index].size) + child.spacingAfter
      let overflows =
        style.computeStackViolation(
          lineStackDimensionSum + interitemSpacing + itemAndSpacing, sizeRange) < 0
      if overflows && index > lineStart {
        lines.append(StackLine(items: lineStart..<index))
        lineStart = index
        lineStackDimensionSum = 0
        interitemSpacing = 0
      }
      lineStackDimensionSum += interitemSpacing + itemAndSpacing
      interitemSpacing = style.spacing
    }
    lines.append(StackLine(items: lineStart..<count))
  }

  // MARK: - Step 4. Flexing

  /// `computeItemsStackDimensionSum`: the items' lengths along the stack plus the stack's
  /// spacing between them and each item's spacingBefore and spacingAfter.
  func computeItemsStackDimensionSum(_ items: Range<Int>) -> Double {
    var spacingSum = items.isEmpty ? 0 : style.spacing * Double(items.count - 1)
    for index in items {
      spacingSum = spacingSum + children[index].spacingBefore + children[index].spacingAfter
    }
    var sum = spacingSum
    for index in items {
      sum = sum + style.stackDimension(layouts[index].size)
    }
    return sum
  }

  /// `flexFactorInViolationDirection`: flexGrow for room to fill, flexShrink for overflow,
  /// nothing for a violation under `stackViolationEpsilon`.
  @inline(__always)
  func flexFactor(_ index: Int, violation: Double) -> Double {
    if abs(violation) < stackViolationEpsilon { return 0 }
    return violation > 0 ? children[index].flexGrow : children[index].flexShrink
  }

  /// `flexGrowAdjustment` / `flexShrinkAdjustment`: how much child `index` flexes.
  /// Growing shares the violation by flexGrow, floored to whole points. Shrinking shares it
  /// by flexShrink times the child's current length, so zero-length children never shrink.
  @inline(__always)
  func flexAdjustment(
    _ index: Int, violation: Double, flexFactorSum: Double, scaledFlexShrinkFactorSum: Double
  ) -> Double {
    if violation > 0 {
      // Texture quirk (kept): whole points, not pixels; the remainder goes to the first
      // child that flexes (`testRemainingViolationIsAppliedProperlyToFirstFlexibleChild`).
      // The operand order is Texture's, `v * (g / F)`: `v * g / F` floors differently in
      // the last bit (11 x 0.5 / 1.1 is 5, 11 x (0.5 / 1.1) is 4.999..., floored to 4;
      // StackFlexTests.growShareKeepsTexturesOperandOrder).
      return (violation * (children[index].flexGrow / flexFactorSum)).rounded(.down)
    }
    if scaledFlexShrinkFactorSum == 0 { return 0 }
    // Texture's order again: (length x (k / F)) / sum of those, times the violation.
    let ratio =
      scaledFlexShrinkFactor(index, flexFactorSum: flexFactorSum) / scaledFlexShrinkFactorSum
    return -abs(ratio * violation)
  }

  /// `scaledFlexShrinkFactor`: the child's length along the stack times its share of the
  /// line's flexShrink.
  @inline(__always)
  func scaledFlexShrinkFactor(_ index: Int, flexFactorSum: Double) -> Double {
    style.stackDimension(layouts[index].size) * (children[index].flexShrink / flexFactorSum)
  }

  /// `flexLinesAlongStackDimension` (CSS "resolve flexible lengths", in one pass): per line,
  /// compares the items' total length with the stack's range and re-measures every item
  /// whose flex adjustment is non-zero at exactly its flexed length (clamped at 0).
  ///
  ///     min        max      violation > 0: grow   (flexGrow shares, floored)
  ///     |  [a][b][c] |      violation < 0: shrink (flexShrink x length shares)
  ///     [a][ b ][ c ]|[d]   a shrunk child that hits 0 keeps the rest of the overflow
  mutating func flexLinesAlongStackDimension(context: inout LayoutContext) {
    let minCross = style.crossDimension(sizeRange.min)
    let maxCross = style.crossDimension(sizeRange.max)
    // By index: `for line in lines` retains and releases the array in every stack.
    for lineIndex in lines.indices {
      let items = lines[lineIndex].items
      let itemsLength = computeItemsStackDimensionSum(items)
      let violation = style.computeStackViolation(itemsLength, sizeRange)
      var flexFactorSum = 0.0
      for index in items { flexFactorSum += flexFactor(index, violation: violation) }

      // Nothing can flex. The optimised-flexing child still needs a real layout.
      if flexFactorSum == 0 {
        if usesOptimizedFlexing {
          layoutFlexibleChildrenAtZeroSize(items, context: &context)
        }
        continue
      }

      var scaledFlexShrinkFactorSum = 0.0
      if violation <= 0 {
        for index in items {
          scaledFlexShrinkFactorSum += scaledFlexShrinkFactor(index, flexFactorSum: flexFactorSum)
        }
      }
      // What flooring (growing) left over, given to the first item that flexes.
      var remainingViolation = violation
      var firstFlexItem: Int? = nil
      for index in items {
        let adjustment = flexAdjustment(
          index, violation: violation, flexFactorSum: flexFactorSum,
          scaledFlexShrinkFactorSum: scaledFlexShrinkFactorSum)
        remainingViolation = remainingViolation - adjustment
        if firstFlexItem == nil && adjustment != 0 { firstFlexItem = index }
      }
      guard let firstFlexItem else { continue }

      for index in items {
        let adjustment = flexAdjustment(
          index, violation: violation, flexFactorSum: flexFactorSum,
          scaledFlexShrinkFactorSum: scaledFlexShrinkFactorSum)
        if adjustment == 0 { continue }
        let originalStackSize = style.stackDimension(layouts[index].size)
        // Only a growing first item takes the remainder.
        let remainder =
          index == firstFlexItem && children[index].flexGrow > 0 ? remainingViolation : 0
        let flexedStackSize = cMax(originalStackSize + adjustment + remainder, 0)
        context.traceOffer(
          children[index].element, violation > 0 ? .stackFlexGrow : .stackFlexShrink
        ) {
          [
            TraceDetail("direction", .text("\(style.direction)")),
            TraceDetail("alignment", .text("\(children[index].alignment)")),
            TraceDetail("itemsLength", .number(itemsLength)),
            TraceDetail("violation", .number(violation)),
            TraceDetail(
              violation > 0 ? "flexGrow" : "flexShrink",
              .number(violation > 0 ? children[index].flexGrow : children[index].flexShrink)),
            TraceDetail("flexFactorSum", .number(flexFactorSum)),
            TraceDetail("scaledFlexShrinkFactorSum", .number(scaledFlexShrinkFactorSum)),
            TraceDetail("baseLength", .number(originalStackSize)),
            TraceDetail(
              "skippedFirstPass",
              .text("\(usesOptimizedFlexing && children[index].isFlexibleInBothDirections)")),
            TraceDetail("adjustment", .number(adjustment)),
            TraceDetail("remainder", .number(remainder)),
            TraceDetail("flexedLength", .number(flexedStackSize)),
          ]
        }
        let layout = crossChildLayout(
          index, stackMin: flexedStackSize, stackMax: flexedStackSize,
          crossMin: minCross, crossMax: maxCross, context: &context)
        layouts[index] = layout
      }
    }
  }

  /// `layoutFlexibleChildrenAtZeroSize`: when a line does not flex, the optimised-flexing
  /// child (left unmeasured by the first pass) is measured at length 0 along the stack.
  mutating func layoutFlexibleChildrenAtZeroSize(
    _ items: Range<Int>, context: inout LayoutContext
  ) {
    for index in items where children[index].isFlexibleInBothDirections {
      context.traceOffer(children[index].element, .stackZeroLength) {
        [
          TraceDetail("direction", .text("\(style.direction)")),
          TraceDetail("alignment", .text("\(children[index].alignment)")),
        ]
      }
      let layout = crossChildLayout(
        index, stackMin: 0, stackMax: 0,
        crossMin: style.crossDimension(sizeRange.min),
        crossMax: style.crossDimension(sizeRange.max), context: &context)
      layouts[index] = layout
    }
  }

  // MARK: - Step 5. Line cross sizes and baselines

  /// `baselineForItem`: where a baseline-aligned item's baseline lies from its cross start:
  /// its ascender (baselineFirst), or its cross length plus its (negative) descender
  /// (baselineLast). Ascender and descender are the child layout's (its style's, a text
  /// node's font metrics, or a vertical stack's first/last child's).
  @inline(__always)
  func baselineForItem(_ index: Int) -> Double {
    switch children[index].alignment {
    case .baselineFirst:
      return layouts[index].ascender
    case .baselineLast:
      return style.crossDimension(layouts[index].size) + layouts[index].descender
    default:
      return 0
    }
  }

  @inline(__always)
  func isBaselineAligned(_ index: Int) -> Bool {
    let alignment = children[index].alignment
    return alignment == .baselineFirst || alignment == .baselineLast
  }

  /// `computeLinesCrossSizeAndBaseline` (CSS "calculate the cross size of each flex line"):
  /// a single line in a stack of exact cross size is that size. Otherwise a line is as thick
  /// as its thickest item, or as its baseline-aligned items stacked around their common
  /// baseline if that is thicker; a single line is then clamped to the stack's cross range
  /// (max wins if the range is inverted).
  mutating func computeLinesCrossSizeAndBaseline() {
    let minCrossSize = style.crossDimension(sizeRange.min)
    let maxCrossSize = style.crossDimension(sizeRange.max)
    let isSingleLine = lines.count == 1

    if isSingleLine && minCrossSize == maxCrossSize {
      lines[0].crossSize = minCrossSize
      for index in lines[0].items where isBaselineAligned(index) {
        lines[0].baseline = cMax(lines[0].baseline, baselineForItem(index))
      }
      return
    }

    for lineIndex in lines.indices {
      var maxStartToBaselineDistance = 0.0
      var maxBaselineToEndDistance = 0.0
      var maxItemCrossSize = 0.0
      for index in lines[lineIndex].items {
        let crossSize = style.crossDimension(layouts[index].size)
        if isBaselineAligned(index) {
          let baseline = baselineForItem(index)
          maxStartToBaselineDistance = cMax(maxStartToBaselineDistance, baseline)
          maxBaselineToEndDistance = cMax(maxBaselineToEndDistance, crossSize - baseline)
        } else {
          maxItemCrossSize = cMax(maxItemCrossSize, crossSize)
        }
      }
      var crossSize = cMax(maxStartToBaselineDistance + maxBaselineToEndDistance, maxItemCrossSize)
      if isSingleLine {
        crossSize = cMin(cMax(minCrossSize, crossSize), maxCrossSize)
      }
      lines[lineIndex].crossSize = crossSize
      lines[lineIndex].baseline = maxStartToBaselineDistance
    }
  }

  // MARK: - Step 6. Stretching

  /// `computeLinesCrossDimensionSum`: the lines' cross sizes plus lineSpacing between them.
  func computeLinesCrossDimensionSum() -> Double {
    var sum = lines.isEmpty ? 0 : style.lineSpacing * Double(lines.count - 1)
    for line in lines { sum = sum + line.crossSize }
    return sum
  }

  /// `stretchLinesAlongCrossDimension` (CSS "align-content: stretch" and "determine the used
  /// cross size of each item"): with several lines, `alignContent == .stretch` and room left
  /// across the stack, every line gets an equal share of it; then each line's stretched
  /// items are stretched to the line.
  mutating func stretchLinesAlongCrossDimension(context: inout LayoutContext) {
    let violation = style.computeCrossViolation(computeLinesCrossDimensionSum(), sizeRange)
    // A single line was already clamped to the stack's cross range.
    let shouldStretchLines =
      lines.count > 1 && style.alignContent == .stretch && violation > stackViolationEpsilon
    let extraCrossSizePerLine = violation / Double(lines.count)
    for lineIndex in lines.indices {
      if shouldStretchLines {
        lines[lineIndex].crossSize += extraCrossSizePerLine
      }
      stretchItemsAlongCrossDimension(
        lines[lineIndex].items, crossSize: lines[lineIndex].crossSize, context: &context)
    }
  }

  /// `stretchItemsAlongCrossDimension`: re-measures each stretched item thinner than its
  /// line (by more than `stackViolationEpsilon`) at its current length along the stack and
  /// the line's cross size. This comes after flexing, so flexed lengths are kept.
  mutating func stretchItemsAlongCrossDimension(
    _ items: Range<Int>, crossSize: Double, context: inout LayoutContext
  ) {
    for index in items where children[index].alignment == .stretch {
      let size = layouts[index].size
      let cross = style.crossDimension(size)
      if crossSize - cross > stackViolationEpsilon {
        let stack = style.stackDimension(size)
        context.traceOffer(children[index].element, .stackStretch) {
          [
            TraceDetail("direction", .text("\(style.direction)")),
            TraceDetail("length", .number(stack)),
            TraceDetail("crossSize", .number(cross)),
            TraceDetail("lineCrossSize", .number(crossSize)),
          ]
        }
        let layout = crossChildLayout(
          index, stackMin: stack, stackMax: stack, crossMin: crossSize, crossMax: crossSize,
          context: &context)
        layouts[index] = layout
      }
    }
  }

  // MARK: - Step 7. Extent

  /// The end of `ASStackUnpositionedLayout::compute`: each line's final length along the
  /// stack, the longest of them, and the lines' total cross size.
  mutating func computeStackAndCrossDimensionSums() {
    var longest = 0.0
    for lineIndex in lines.indices {
      let sum = computeItemsStackDimensionSum(lines[lineIndex].items)
      lines[lineIndex].stackDimensionSum = sum
      longest = cMax(sum, longest)
    }
    stackDimensionSum = longest
    crossDimensionSum = computeLinesCrossDimensionSum()
  }
}
