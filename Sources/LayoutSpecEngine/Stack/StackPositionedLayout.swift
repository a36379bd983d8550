// The placing half of the stack, after Source/Private/Layout/ASStackPositionedLayout.mm:
// alignContent spreads the lines across the stack, justifyContent spreads each line's items
// along it, alignItems / alignSelf place each item within its line, and the stack's size is
// its content clamped to its range.
//
// Positions are stored raw, as Texture stores them; only centring across a line is floored
// to the pixel grid. Rounding of the final frames happens at flattening.
//
// Texture quirk (kept): the comments in ASStackLayoutDefines.h promise that a remainder of
// spaceBetween / spaceAround "is combined with the last spacing"; the code divides exactly
// and has no remainder (`testJustifiedSpaceAroundWithRemainingSpace`: 25.83 / 127.5 / 229.17).

enum StackPositionedLayout {
  // MARK: - Step 8. Positions

  /// `ASStackPositionedLayout::compute`: sets every child layout's position and returns the
  /// stack's size, the content's extent clamped to `sizeRange`.
  ///
  ///                    cross offset (alignContent)
  ///     +--------------v-------------------------------+
  ///     | stack offset [item][item][item]   line 1     |
  ///     |              ^ justifyContent                |   + crossSpacing + lineSpacing
  ///     |              [item][item]         line 2     |
  ///     +----------------------------------------------+
  static func compute(_ layout: inout StackUnpositionedLayout, pixels: PixelGrid) -> Size {
    let style = layout.style
    let sizeRange = layout.sizeRange
    let crossViolation = style.computeCrossViolation(layout.crossDimensionSum, sizeRange)
    let (crossOffset, crossSpacing) = crossOffsetAndSpacingForEachLine(
      numberOfLines: layout.lines.count, crossViolation: crossViolation,
      alignContent: style.alignContent)

    var cross = crossOffset
    for lineIndex in layout.lines.indices {
      let line = layout.lines[lineIndex]
      if lineIndex > 0 {
        cross = cross + (crossSpacing + style.lineSpacing)
      }
      let stackViolation = style.computeStackViolation(line.stackDimensionSum, sizeRange)
      let (stackOffset, stackSpacing) = stackOffsetAndSpacingForEachItem(
        numberOfItems: line.items.count, stackViolation: stackViolation,
        justifyContent: style.justifyContent)
      positionItemsInLine(
        line, in: &layout, stackStart: stackOffset, crossStart: cross,
        stackSpacing: stackSpacing, pixels: pixels)
      cross = cross + line.crossSize
    }

    return sizeRange.clamp(
      style.directionSize(stack: layout.stackDimensionSum, cross: layout.crossDimensionSum))
  }

  /// `positionItemsInLine`: walks the line along the stack, adding each item's
  /// spacingBefore, the stack's spacing plus justifyContent's gap between items, the item's
  /// length and its spacingAfter; across the stack each item sits at the line's start plus
  /// its own alignment offset.
  static func positionItemsInLine(
    _ line: StackLine, in layout: inout StackUnpositionedLayout, stackStart: Double,
    crossStart: Double, stackSpacing: Double, pixels: PixelGrid
  ) {
    let style = layout.style
    var stack = stackStart
    for index in line.items {
      let child = layout.children[index]
      stack = stack + child.spacingBefore
      if index != line.items.lowerBound {
        stack = stack + (style.spacing + stackSpacing)
      }
      let size = layout.layouts[index].size
      let crossOffset = crossOffsetForItem(
        alignment: child.alignment, crossSize: line.crossSize,
        itemCrossSize: style.crossDimension(size), baseline: line.baseline,
        itemBaseline: layout.baselineForItem(index), pixels: pixels)
      layout.layouts[index].position = style.directionPoint(
        stack: stack, cross: crossStart + crossOffset)
      stack = stack + (style.stackDimension(size) + child.spacingAfter)
    }
  }

  /// What `positionItemsInLine` read for each item, for a trace (LayoutTrace.swift): the
  /// line walk of `compute` again, which only a traced pass pays for.
  @inline(never)
  static func tracePositions(_ layout: StackUnpositionedLayout, context: inout LayoutContext) {
    let style = layout.style
    let crossViolation = style.computeCrossViolation(layout.crossDimensionSum, layout.sizeRange)
    let (crossOffset, crossSpacing) = crossOffsetAndSpacingForEachLine(
      numberOfLines: layout.lines.count, crossViolation: crossViolation,
      alignContent: style.alignContent)
    var cross = crossOffset
    for lineIndex in layout.lines.indices {
      let line = layout.lines[lineIndex]
      if lineIndex > 0 { cross = cross + (crossSpacing + style.lineSpacing) }
      let (stackOffset, stackSpacing) = stackOffsetAndSpacingForEachItem(
        numberOfItems: line.items.count,
        stackViolation: style.computeStackViolation(line.stackDimensionSum, layout.sizeRange),
        justifyContent: style.justifyContent)
      for index in line.items {
        let child = layout.children[index]
        let size = layout.layouts[index].size
        context.tracePosition(child.element, .stackPosition) {
          [
            TraceDetail("direction", .text("\(style.direction)")),
            TraceDetail("justifyContent", .text("\(style.justifyContent)")),
            TraceDetail("alignment", .text("\(child.alignment)")),
            TraceDetail("line", .number(Double(lineIndex))),
            TraceDetail("lineStart", .number(stackOffset)),
            TraceDetail("spacing", .number(style.spacing + stackSpacing)),
            TraceDetail("spacingBefore", .number(child.spacingBefore)),
            TraceDetail("lineCrossStart", .number(cross)),
            TraceDetail("lineCrossSize", .number(line.crossSize)),
            TraceDetail("crossSize", .number(style.crossDimension(size))),
            TraceDetail("lineBaseline", .number(line.baseline)),
            TraceDetail("itemBaseline", .number(layout.baselineForItem(index))),
          ]
        }
      }
      cross = cross + line.crossSize
    }
  }

  /// `crossOffsetForItem`: an item's offset from its line's cross start. Start, stretch and
  /// notSet: 0; end: flush with the line's end; center: half the free space, floored to the
  /// pixel grid; baselines: the line's baseline minus the item's.
  @inline(__always)
  static func crossOffsetForItem(
    alignment: StackLayoutAlignItems, crossSize: Double, itemCrossSize: Double,
    baseline: Double, itemBaseline: Double, pixels: PixelGrid
  ) -> Double {
    switch alignment {
    case .end:
      return crossSize - itemCrossSize
    case .center:
      return pixels.floor((crossSize - itemCrossSize) / 2)
    case .baselineFirst, .baselineLast:
      return baseline - itemBaseline
    case .start, .stretch, .notSet:
      return 0
    }
  }

  /// `crossOffsetAndSpacingForEachLine`: where the first line starts across the stack and
  /// the extra space between lines, from alignContent and the room left across the stack
  /// (`crossViolation`, negative on overflow). spaceBetween falls back to start, and
  /// spaceAround to center, on overflow or with a single line.
  static func crossOffsetAndSpacingForEachLine(
    numberOfLines: Int, crossViolation: Double, alignContent: StackLayoutAlignContent
  ) -> (offset: Double, spacing: Double) {
    var alignContent = alignContent
    let tooLittle = crossViolation < stackViolationEpsilon || numberOfLines == 1
    if alignContent == .spaceBetween && tooLittle {
      alignContent = .start
    } else if alignContent == .spaceAround && tooLittle {
      alignContent = .center
    }
    switch alignContent {
    case .center:
      return (crossViolation / 2, 0)
    case .end:
      return (crossViolation, 0)
    case .spaceBetween:
      return (0, crossViolation / Double(numberOfLines - 1))
    case .spaceAround:
      let spacingUnit = crossViolation / Double(numberOfLines * 2)
      return (spacingUnit, spacingUnit * 2)
    case .start, .stretch:
      return (0, 0)
    }
  }

  /// `stackOffsetAndSpacingForEachItem`: where a line's first item starts along the stack
  /// and the extra space between items, from justifyContent and the room the line leaves
  /// against the stack's *range* (not its final size). spaceBetween falls back to start,
  /// and spaceAround to center, on overflow or with a single item.
  static func stackOffsetAndSpacingForEachItem(
    numberOfItems: Int, stackViolation: Double, justifyContent: StackLayoutJustifyContent
  ) -> (offset: Double, spacing: Double) {
    var justifyContent = justifyContent
    let tooLittle = stackViolation < stackViolationEpsilon || numberOfItems == 1
    if justifyContent == .spaceBetween && tooLittle {
      justifyContent = .start
    } else if justifyContent == .spaceAround && tooLittle {
      justifyContent = .center
    }
    switch justifyContent {
    case .center:
      return (stackViolation / 2, 0)
    case .end:
      return (stackViolation, 0)
    case .spaceBetween:
      return (0, stackViolation / Double(numberOfItems - 1))
    case .spaceAround:
      let spacingUnit = stackViolation / Double(numberOfItems * 2)
      return (spacingUnit, spacingUnit * 2)
    case .start:
      return (0, 0)
    }
  }
}
