// ASStackLayoutSpec (Source/Layout/ASStackLayoutSpec.mm, ASStackLayoutDefines.h): Texture's
// flexbox. The algorithm lives in StackUnpositionedLayout.swift (measure, lines, flex,
// cross sizes, stretch) and StackPositionedLayout.swift (justify, align, alignContent).

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
}
