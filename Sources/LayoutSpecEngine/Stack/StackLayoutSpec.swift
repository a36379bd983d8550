// ASStackLayoutSpec (Source/Layout/ASStackLayoutSpec.mm, ASStackLayoutDefines.h): Texture's
// flexbox. This file holds the spec's properties and the orchestration; the algorithm lives
// in StackUnpositionedLayout.swift (measure, lines, flex, cross sizes, stretch) and
// StackPositionedLayout.swift (justify, align, alignContent, size). docs/stack.md says how
// it differs from CSS flexbox. "§3.x" in the stack's comments points at section 3 of
// docs/texture-rules.md, which restates these rules with the Texture files they come from;
// its numbers are the steps' below (step N is §3.N).
//
// Left out: Texture's imperative setter history. Texture applies horizontalAlignment /
// verticalAlignment when they (or the direction) are set, overwriting justifyContent /
// alignItems; here the spec is a value and the alignments, when not `none`, override at
// layout time (`resolvedJustifyContent`, `resolvedAlignItems`), which is what any sequence
// of setters that ends in this state gives, except that Texture keeps an overwritten value
// after an alignment is set back to `none`.

/// ASStackLayoutDirection.
public enum StackLayoutDirection: Hashable, Sendable, CaseIterable {
  case horizontal, vertical
}

/// ASStackLayoutJustifyContent.
public enum StackLayoutJustifyContent: Hashable, Sendable, CaseIterable {
  case start, center, end, spaceBetween, spaceAround
}

/// ASStackLayoutAlignItems.
public enum StackLayoutAlignItems: Hashable, Sendable, CaseIterable {
  case start, end, center, stretch, baselineFirst, baselineLast, notSet
}

/// ASStackLayoutFlexWrap.
public enum StackLayoutFlexWrap: Hashable, Sendable, CaseIterable {
  case noWrap, wrap
}

/// ASStackLayoutAlignContent.
public enum StackLayoutAlignContent: Hashable, Sendable, CaseIterable {
  case start, end, center, spaceBetween, spaceAround, stretch
}

/// ASHorizontalAlignment.
public enum HorizontalAlignment: Hashable, Sendable, CaseIterable {
  case none, left, middle, right
}

/// ASVerticalAlignment.
public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
  case none, top, center, bottom
}

public struct StackLayoutSpec: Hashable, Sendable {
  public var direction: StackLayoutDirection = .horizontal
  public var spacing: Double = 0
  public var justifyContent: StackLayoutJustifyContent = .start
  public var alignItems: StackLayoutAlignItems = .stretch
  public var flexWrap: StackLayoutFlexWrap = .noWrap
  public var alignContent: StackLayoutAlignContent = .start
  public var lineSpacing: Double = 0
  public var horizontalAlignment: HorizontalAlignment = .none
  public var verticalAlignment: VerticalAlignment = .none

  public init() {}

  /// The justifyContent the stack lays out with: `justifyContent`, unless the alignment
  /// along the stack's direction (horizontalAlignment for horizontal stacks,
  /// verticalAlignment for vertical ones) is not `none` (ASStackLayoutSpec.mm
  /// `resolveHorizontalAlignment` / `resolveVerticalAlignment`).
  public var resolvedJustifyContent: StackLayoutJustifyContent {
    switch direction {
    case .horizontal: return horizontalAlignment.justifyContent(default: justifyContent)
    case .vertical: return verticalAlignment.justifyContent(default: justifyContent)
    }
  }

  /// The alignItems the stack lays out with: `alignItems`, unless the alignment across the
  /// stack's direction (verticalAlignment for horizontal stacks, horizontalAlignment for
  /// vertical ones) is not `none`.
  public var resolvedAlignItems: StackLayoutAlignItems {
    switch direction {
    case .horizontal: return verticalAlignment.alignItems(default: alignItems)
    case .vertical: return horizontalAlignment.alignItems(default: alignItems)
    }
  }

  /// ASStackLayoutSpecStyle: what the algorithm reads, alignments resolved.
  var layoutStyle: StackLayoutSpecStyle {
    StackLayoutSpecStyle(
      direction: direction, spacing: spacing, justifyContent: resolvedJustifyContent,
      alignItems: resolvedAlignItems, flexWrap: flexWrap, alignContent: alignContent,
      lineSpacing: lineSpacing)
  }

  /// `-[ASStackLayoutSpec calculateLayoutThatFits:]`: lays out the children of `id` within
  /// `range` (the stack's own, after its style). `parentSize` is not read: a stack gives
  /// its children a parent size from `range` alone (§3.1). The step numbers below are
  /// docs/texture-rules.md's §3.0 to §3.9 and the MARKs of StackUnpositionedLayout.swift
  /// (steps 2 to 7) and StackPositionedLayout.swift (step 8).
  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, parentSize: Size, context: inout LayoutContext
  ) -> Sublayout {
    let childIDs = context.children(of: id)

    // Step 0. An empty stack is its range's minimum, with no sublayouts.
    // Texture: ASStackLayoutSpec.mm calculateLayoutThatFits: (children.count == 0)
    guard !childIDs.isEmpty else { return context.makeLayout(id, range, size: range.min) }

    // Step 1. Copy each child's stack properties once; fix the children's parent size
    // (exact stack axes only) and whether optimised flexing applies.
    // Texture: ASStackLayoutSpec.mm stackChildren; ASStackUnpositionedLayout::compute
    let style = layoutStyle
    var stack = StackUnpositionedLayout(
      children: childIDs, style: style, sizeRange: range, context: &context)

    // Step 2. Measure every child with an open range along the stack (its flex basis).
    // Texture: ASStackUnpositionedLayout.mm layoutItemsAlongUnconstrainedStackDimension
    stack.layoutItemsAlongUnconstrainedStackDimension(context: &context)

    // Step 3. Break the children into lines (one line unless flexWrap is wrap).
    // Texture: ASStackUnpositionedLayout.mm collectChildrenIntoLines
    // CSS: https://www.w3.org/TR/css-flexbox-1/#algo-line-break
    stack.collectChildrenIntoLines()

    // Step 4. Grow or shrink each line's flexible children, once.
    // Texture: ASStackUnpositionedLayout.mm flexLinesAlongStackDimension
    // CSS: https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths (Texture flexes once)
    stack.flexLinesAlongStackDimension(context: &context)
    // Only lengths were read so far: first-pass layouts answered with their length alone
    // (DeferredMeasurement.swift) and not replaced by flexing are calculated now.
    stack.calculateFirstPassLayoutsKept(context: &context)

    // Step 5. Size each line across the stack and find its baseline.
    // Texture: ASStackUnpositionedLayout.mm computeLinesCrossSizeAndBaseline
    // CSS: https://www.w3.org/TR/css-flexbox-1/#algo-cross-line
    stack.computeLinesCrossSizeAndBaseline()

    // Step 6. Stretch lines (alignContent) and then stretched children to their line.
    // Texture: ASStackUnpositionedLayout.mm stretchLinesAlongCrossDimension
    // CSS: https://www.w3.org/TR/css-flexbox-1/#algo-line-stretch, #algo-stretch
    stack.stretchLinesAlongCrossDimension(context: &context)

    // Step 7. Measure the content: the longest line, and the lines across the stack (the
    // stack's size is that content clamped to its range).
    // Texture: end of ASStackUnpositionedLayout::compute
    stack.computeStackAndCrossDimensionSums()

    // Step 8. Place lines (alignContent) and items (justifyContent, alignItems/alignSelf),
    // and clamp the content (step 7) to the range.
    // Texture: ASStackPositionedLayout::compute
    let size = StackPositionedLayout.compute(&stack, pixels: context.pixels)
    if context.isTracing {
      // What a trace shows of this stack: each child's position, and its content's size.
      StackPositionedLayout.tracePositions(stack, context: &context)
      context.traceContent(
        id, .stackContent,
        style.directionSize(stack: stack.stackDimensionSum, cross: stack.crossDimensionSum)
      ) {
        [
          TraceDetail("direction", .text("\(style.direction)")),
          TraceDetail("lines", .number(Double(stack.lines.count))),
        ]
      }
    }

    // Step 9. A vertical stack takes its first child's ascender and its last child's
    // descender, so a parent stack can align it by baseline.
    // Texture: ASStackLayoutSpec.mm calculateLayoutThatFits: (style.ascender/descender)
    let baselines =
      direction == .vertical
      ? (stack.layouts[0].ascender, stack.layouts[stack.layouts.count - 1].descender) : nil
    let layout = context.makeLayout(
      id, range, size: size, sublayouts: stack.layouts, baselines: baselines)
    context.recycle(stack.removeScratch())
    return layout
  }
}
