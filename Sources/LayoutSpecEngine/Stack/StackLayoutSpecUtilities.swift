// The stack's axis vocabulary, after Source/Private/Layout/ASStackLayoutSpecUtilities.h:
// the "stack" dimension is the one children are laid out along (width for a horizontal
// stack), the "cross" dimension the other one. Every step of the algorithm is written in
// these two words so it reads the same for both directions.
//
// Left out: `compareCrossDimension` (Texture no longer calls it).

/// ASStackLayoutSpecStyle: the stack's properties as the algorithm reads them, with
/// `horizontalAlignment` / `verticalAlignment` already folded into `justifyContent` and
/// `alignItems` (see `StackLayoutSpec.resolvedJustifyContent`).
struct StackLayoutSpecStyle {
  var direction: StackLayoutDirection
  var spacing: Double
  var justifyContent: StackLayoutJustifyContent
  var alignItems: StackLayoutAlignItems
  var flexWrap: StackLayoutFlexWrap
  var alignContent: StackLayoutAlignContent
  var lineSpacing: Double

  /// The length of `size` along the stack: width for horizontal stacks, height for vertical.
  @inline(__always)
  func stackDimension(_ size: Size) -> Double {
    direction == .vertical ? size.height : size.width
  }

  /// The length of `size` across the stack: height for horizontal stacks, width for vertical.
  @inline(__always)
  func crossDimension(_ size: Size) -> Double {
    direction == .vertical ? size.width : size.height
  }

  /// A point from its stack and cross coordinates.
  @inline(__always)
  func directionPoint(stack: Double, cross: Double) -> Point {
    direction == .vertical ? Point(x: cross, y: stack) : Point(x: stack, y: cross)
  }

  /// A size from its stack and cross lengths.
  @inline(__always)
  func directionSize(stack: Double, cross: Double) -> Size {
    direction == .vertical
      ? Size(width: cross, height: stack) : Size(width: stack, height: cross)
  }

  /// A size range from its stack and cross bounds.
  @inline(__always)
  func directionSizeRange(
    stackMin: Double, stackMax: Double, crossMin: Double, crossMax: Double
  ) -> SizeRange {
    SizeRange(
      min: directionSize(stack: stackMin, cross: crossMin),
      max: directionSize(stack: stackMax, cross: crossMax))
  }

  /// ASStackUnpositionedLayout::computeStackViolation: how far `stackDimensionSum` must
  /// move to fall inside the range along the stack. Positive: room to grow; negative:
  /// overflow to shrink; 0 inside the range.
  ///
  ///                                   range along the stack
  ///                                 |-------------------|
  ///     [ a ][  b  ][ c ]           :                   :    positive (a + b + c < min)
  ///     [ a ][  b  ][ c ][  d  ][   :  e   ][  f  ]     :    0
  ///     [ a ][  b  ][ c ][  d  ][   :  e   ][  f  ][   g:  ] negative (sum > max)
  @inline(__always)
  func computeStackViolation(_ stackDimensionSum: Double, _ sizeRange: SizeRange) -> Double {
    violation(
      stackDimensionSum, stackDimension(sizeRange.min), stackDimension(sizeRange.max))
  }

  /// ASStackUnpositionedLayout::computeCrossViolation: as `computeStackViolation`, for the
  /// sum of the lines' cross sizes against the range across the stack.
  @inline(__always)
  func computeCrossViolation(_ crossDimensionSum: Double, _ sizeRange: SizeRange) -> Double {
    violation(
      crossDimensionSum, crossDimension(sizeRange.min), crossDimension(sizeRange.max))
  }

  @inline(__always)
  private func violation(_ sum: Double, _ minimum: Double, _ maximum: Double) -> Double {
    if sum < minimum { return minimum - sum }
    if sum > maximum { return maximum - sum }
    return 0
  }
}

/// kViolationEpsilon: violations smaller than this are treated as none (no flexing, no
/// stretching, no space distribution).
let stackViolationEpsilon = 0.01

extension StackLayoutAlignSelf {
  /// `alignment(alignSelf, alignItems)`: a child's own alignment, or the stack's when `auto`.
  @inline(__always)
  func resolved(stackAlignment: StackLayoutAlignItems) -> StackLayoutAlignItems {
    switch self {
    case .auto: return stackAlignment
    case .start: return .start
    case .end: return .end
    case .center: return .center
    case .stretch: return .stretch
    }
  }
}

extension HorizontalAlignment {
  /// `alignment(ASHorizontalAlignment, default)`: left/middle/right as cross alignment.
  func alignItems(default value: StackLayoutAlignItems) -> StackLayoutAlignItems {
    switch self {
    case .none: return value
    case .left: return .start
    case .middle: return .center
    case .right: return .end
    }
  }

  /// `justifyContent(ASHorizontalAlignment, default)`: left/middle/right along the stack.
  func justifyContent(default value: StackLayoutJustifyContent) -> StackLayoutJustifyContent {
    switch self {
    case .none: return value
    case .left: return .start
    case .middle: return .center
    case .right: return .end
    }
  }
}

extension VerticalAlignment {
  /// `alignment(ASVerticalAlignment, default)`: top/center/bottom as cross alignment.
  func alignItems(default value: StackLayoutAlignItems) -> StackLayoutAlignItems {
    switch self {
    case .none: return value
    case .top: return .start
    case .center: return .center
    case .bottom: return .end
    }
  }

  /// `justifyContent(ASVerticalAlignment, default)`: top/center/bottom along the stack.
  func justifyContent(default value: StackLayoutJustifyContent) -> StackLayoutJustifyContent {
    switch self {
    case .none: return value
    case .top: return .start
    case .center: return .center
    case .bottom: return .end
    }
  }
}
