// ASRelativeLayoutSpec (Source/Layout/ASRelativeLayoutSpec.mm): places its child at the
// start, centre or end of each axis, and optionally shrinks to the child.

/// ASRelativeLayoutSpecPosition.
public enum RelativeLayoutSpecPosition: Hashable, Sendable, CaseIterable {
  case none, start, center, end

  /// Where on the free space the child goes (`proportionOfAxisFor:`).
  var proportion: Double {
    switch self {
    case .none, .start: return 0
    case .center: return 0.5
    case .end: return 1
    }
  }
}

/// ASRelativeLayoutSpecSizingOption (a bit set: minimumSize = minimumWidth | minimumHeight).
public enum RelativeLayoutSpecSizingOption: Hashable, Sendable, CaseIterable {
  case `default`, minimumWidth, minimumHeight, minimumSize

  var minimizesWidth: Bool { self == .minimumWidth || self == .minimumSize }
  var minimizesHeight: Bool { self == .minimumHeight || self == .minimumSize }
}

public struct RelativeLayoutSpec: Hashable, Sendable {
  public var horizontalPosition: RelativeLayoutSpecPosition
  public var verticalPosition: RelativeLayoutSpecPosition
  public var sizingOption: RelativeLayoutSpecSizingOption

  public init(
    horizontalPosition: RelativeLayoutSpecPosition = .none,
    verticalPosition: RelativeLayoutSpecPosition = .none,
    sizingOption: RelativeLayoutSpecSizingOption = .default
  ) {
    self.horizontalPosition = horizontalPosition
    self.verticalPosition = verticalPosition
    self.sizingOption = sizingOption
  }

  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, context: inout LayoutContext
  ) -> Sublayout {
    // A finite maximum is the size percentages resolve against; otherwise "undefined".
    let definedMax = LayoutContext.definedParentSize(range.max)
    guard let child = context.children(of: id).first else {
      return context.makeLayout(id, range, size: range.min)
    }
    // A positioned axis lets the child be smaller than the spec's minimum.
    let childMin = Size(
      width: horizontalPosition == .none ? range.min.width : 0,
      height: verticalPosition == .none ? range.min.height : 0)
    // The trace names the spec a center spec is (ASCenterLayoutSpec is a relative spec).
    let specType = !context.isTracing ? "" : context.tree.type(of: id).rawValue
    context.traceOffer(child, .relativeChild) {
      [
        TraceDetail("spec", .text(specType)),
        TraceDetail("horizontalPosition", .text("\(horizontalPosition)")),
        TraceDetail("verticalPosition", .text("\(verticalPosition)")),
      ]
    }
    var sublayout = context.sublayoutThatFits(
      child, SizeRange(min: childMin, max: range.max), parentSize: definedMax)
    let c = sublayout.size

    // An undefined axis takes the child's size.
    var size = range.clamp(
      Size(
        width: definedMax.width.isFinite ? definedMax.width : c.width,
        height: definedMax.height.isFinite ? definedMax.height : c.height))
    let content = Size(
      width: cMin(size.width, sizingOption.minimizesWidth ? c.width : size.width),
      height: cMin(size.height, sizingOption.minimizesHeight ? c.height : size.height))
    context.traceContent(id, .relativeSize, content) {
      [
        TraceDetail("spec", .text(specType)),
        TraceDetail("child", .size(c)), TraceDetail("definedMax", .size(definedMax)),
        TraceDetail("sizingOption", .text("\(sizingOption)")),
      ]
    }
    size = range.clamp(content)

    sublayout.position = Point(
      x: context.pixels.round((size.width - c.width) * horizontalPosition.proportion),
      y: context.pixels.round((size.height - c.height) * verticalPosition.proportion))
    context.tracePosition(child, .relativePosition) {
      [
        TraceDetail("spec", .text(specType)),
        TraceDetail("specSize", .size(size)), TraceDetail("child", .size(c)),
        TraceDetail("horizontalPosition", .text("\(horizontalPosition)")),
        TraceDetail("verticalPosition", .text("\(verticalPosition)")),
      ]
    }
    return context.makeLayout(id, range, size: size, sublayout: sublayout)
  }
}
