import LayoutSpecEngine

// Each step of a trace (LayoutTrace.swift) said in words, with the numbers its rule read:
// what `why`'s text prints after the element, and the `text` of its json steps.

enum TraceSentences {
  /// What `step` did, in one sentence without its input and output (`WhyFormat` adds them).
  static func sentence(_ step: TraceStep, in tree: ElementTree) -> String {
    switch step.rule {
    case .rootRange:
      return "the root is laid out in the range asked for ([node layoutThatFits:range])"
    case .stackFlexBasis:
      let basis = tree.style(of: step.element).flexBasis
      return "the \(direction(step)) stack measures its child at its flexBasis "
        + StyleDump.dimension(basis) + " along the stack"
        + (basis == .auto ? " (0 to inf)" : "") + across(step)
    case .stackFlexGrow: return flexGrow(step)
    case .stackFlexShrink: return flexShrink(step)
    case .stackZeroLength:
      return "nothing in the line flexes: the one child that can both grow and shrink is "
        + "measured at length 0 along the \(direction(step)) stack" + across(step)
    case .stackStretch:
      return "alignItems stretch: the child is \(number(step, "crossSize")) across the "
        + "\(direction(step)) stack, its line \(number(step, "lineCrossSize")); measured again "
        + "at its length \(number(step, "length")) and the line's cross size"
    case .insetChild:
      return "the inset subtracts its insets " + insets(step)
        + " from the range (an infinite inset frees the child from the minimum)"
    case .overlayChild: return "the overlay spec's child gets the spec's range"
    case .overlayElement:
      return "the overlay is laid out exactly at the child's size \(size(step, "childSize"))"
    case .backgroundChild: return "the background spec's child gets the spec's range"
    case .backgroundElement:
      return "the background is laid out exactly at the child's size \(size(step, "childSize"))"
    case .relativeChild:
      return "the \(specName(step)) lets its child be smaller than its minimum on the "
        + "positioned axes (horizontal \(text(step, "horizontalPosition")), vertical "
        + "\(text(step, "verticalPosition")))"
    case .ratioChild:
      guard case .size(let best)? = step.detail("best") else {
        return
          "the ratio \(number(step, "ratio")) cannot apply (no bounded axis): the range passes through"
      }
      return "the ratio spec (height = \(number(step, "ratio")) x width) picks the size "
        + "\(format(best)) within its range, of full width or full height the closer to the "
        + "ratio, and gives it to its child"
    case .absoluteChild:
      return "the absolute spec gives its child its own style's size, an auto maximum being "
        + "the room after its layoutPosition \(point(step, "layoutPosition")); not intersected "
        + "with the spec's range"
    case .cornerChild: return "the corner spec's child gets the spec's range"
    case .cornerElement: return "the corner element gets the corner spec's whole range"
    case .wrapperChild: return "the wrapper gives every child its own range"
    case .nodeLayoutSpec:
      return "the node's layout spec is laid out in the node's constrained size "
        + "(layoutSpecThatFits:)"
    case .styleSize: return styleSize(step, in: tree)
    case .styleSizeIgnored:
      return "its style's size is ignored: inset, overlay and background specs override "
        + "layoutThatFits:parentSize:"
    case .textSize: return TraceTextLines.sentence(step, in: tree)
    case .nodeSize:
      if case .node(let node) = tree.kind(of: step.element), let intrinsic = node.intrinsicSize {
        return "the node's calculateSizeThatFits: is its fixed size \(format(intrinsic))"
      }
      return "the node's calculateSizeThatFits: is the offered maximum "
        + "\(size(step, "offered")) when both axes are bounded, else 0 x 0"
    case .imageSize: return "the image node's size is its image's"
    case .spacerSize: return "a spacer (ASLayoutSpec) is its range's minimum"
    case .emptySpec: return "a spec without children is its range's minimum"
    case .stackContent:
      return "the \(direction(step)) stack's content: its longest line along the stack, its "
        + "\(number(step, "lines")) line(s) across it"
    case .insetContent:
      return "the child's size \(size(step, "child")) plus the insets " + insets(step)
    case .childSize:
      return "it takes its child's size, not clamped to its own range"
    case .relativeSize:
      return "the \(specName(step)) fills its maximum where it is bounded "
        + "\(size(step, "definedMax")), else takes the child's \(size(step, "child"))"
        + (text(step, "sizingOption") == "default"
          ? "" : "; \(text(step, "sizingOption")) shrinks it to the child")
    case .absoluteSize:
      return "the absolute spec fills its maximum, or wraps its children on an unbounded axis "
        + "(sizing \(text(step, "sizing")))"
    case .cornerUnion:
      return "wrapsCorner: the union of the child \(size(step, "child")) and the corner "
        + "element \(size(step, "corner"))"
    case .wrapperSize:
      return "the wrapper is as large as its largest child, and its range's minimum"
    case .cached:
      return "answered from the cache: it was laid out in this range before"
    case .clamp: return "clamped to its range \(range(step, "range"))"
    case .pixelCeil:
      return "ASLayout ceils the size to the pixel grid at scale \(number(step, "scale")) "
        + "(a size that is not finite and valid becomes 0 x 0)"
    case .rootPosition: return "the root is at the origin"
    case .stackPosition: return stackPosition(step)
    case .insetPosition:
      return "the inset places its child at its insets " + insets(step)
        + " (an infinite one measures from the far side of the maximum \(size(step, "outer")))"
    case .relativePosition:
      return "the \(specName(step)) places the child at its free space "
        + "times the position (horizontal \(text(step, "horizontalPosition")), vertical "
        + "\(text(step, "verticalPosition"))), rounded to the pixel grid"
    case .absolutePosition: return "its layoutPosition \(point(step, "layoutPosition"))"
    case .cornerPosition:
      if step.detail("wrapsCorner") != nil {
        return "the child is at the origin, moved by wrapsCorner (\(text(step, "wrapsCorner")))"
          + " when the corner element sticks out above or left"
      }
      return "the corner element is centred on the child's \(text(step, "cornerLocation")) "
        + "corner, plus the offset \(point(step, "offset"))"
    case .originPosition: return "its parent places it at the origin"
    }
  }

  // MARK: Stack

  private static func flexGrow(_ step: TraceStep) -> String {
    let violation = value(step, "violation")
    let grow = value(step, "flexGrow")
    let sum = value(step, "flexFactorSum")
    var text =
      "flexGrow: the items take \(number(step, "itemsLength")) along the \(direction(step)) "
      + "stack, leaving \(format(violation)); this child gets flexGrow \(format(grow)) / "
      + "\(format(sum)) of it, \(format(violation * (grow / sum))), floored to whole points: "
      + "\(number(step, "adjustment"))"
    let remainder = value(step, "remainder")
    if remainder != 0 {
      text += ", plus the \(format(remainder)) flooring left, given to the first child that grows"
    }
    return text + "; its length \(number(step, "baseLength"))" + skipped(step)
      + " becomes \(number(step, "flexedLength"))" + across(step)
  }

  private static func flexShrink(_ step: TraceStep) -> String {
    let base = value(step, "baseLength")
    let shrink = value(step, "flexShrink")
    let sum = value(step, "flexFactorSum")
    return "flexShrink: the items take \(number(step, "itemsLength")) along the "
      + "\(direction(step)) stack, \(format(-value(step, "violation"))) too much; shrinking is "
      + "weighted by length: \(format(base)) x (flexShrink \(format(shrink)) / \(format(sum))) "
      + "/ \(number(step, "scaledFlexShrinkFactorSum")) of it = \(number(step, "adjustment")); "
      + "its length \(format(base))" + skipped(step)
      + " becomes \(number(step, "flexedLength")) (never below 0)"
      + across(step)
  }

  /// Optimised flexing: the one child that can both grow and shrink, in a stack of exact
  /// length, is not measured at its flex basis and flexes from 0.
  private static func skipped(_ step: TraceStep) -> String {
    text(step, "skippedFirstPass") == "true"
      ? " (the one child that can both grow and shrink, in a stack of exact length, skips "
        + "the first pass and starts at 0)" : ""
  }

  private static func stackPosition(_ step: TraceStep) -> String {
    let alignment = text(step, "alignment")
    let free = value(step, "lineCrossSize") - value(step, "crossSize")
    let across: String
    switch alignment {
    case "center":
      across =
        "alignItems center: (\(number(step, "lineCrossSize")) - "
        + "\(number(step, "crossSize"))) / 2 = \(format(free / 2)), floored to the pixel grid"
    case "end": across = "alignItems end: \(format(free)) from the line's start"
    case "baselineFirst", "baselineLast":
      across =
        "\(alignment): the line's baseline \(number(step, "lineBaseline")) minus the "
        + "item's \(number(step, "itemBaseline"))"
    default: across = "alignItems \(alignment): at the line's start"
    }
    var along =
      "justifyContent \(text(step, "justifyContent")): line \(number(step, "line")) starts at "
      + "\(number(step, "lineStart")) along the \(direction(step)) stack, each item after the ones before it"
    if value(step, "spacing") != 0 { along += ", \(number(step, "spacing")) between items" }
    if value(step, "spacingBefore") != 0 {
      along += ", spacingBefore \(number(step, "spacingBefore"))"
    }
    return along + "; across, the line starts at \(number(step, "lineCrossStart")), " + across
  }

  /// `, across the stack MIN to MAX (stretch: the stack's minimum)`.
  private static func across(_ step: TraceStep) -> String {
    guard case .range(let output) = step.output else { return "" }
    let vertical = text(step, "direction") == "vertical"
    let (low, high) =
      vertical ? (output.min.width, output.max.width) : (output.min.height, output.max.height)
    let stretch = text(step, "alignment") == "stretch" ? " (stretch keeps the stack's minimum)" : ""
    return "; across the stack \(format(low)) to \(format(high))\(stretch)"
  }

  // MARK: Style

  /// `width 50% of 300 = 150; maxWidth 120 clamps it`.
  private static func styleSize(_ step: TraceStep, in tree: ElementTree) -> String {
    let style = tree.style(of: step.element)
    var parent = Size(width: .nan, height: .nan)
    if case .size(let size)? = step.detail("parentSize") { parent = size }
    var parts: [String] = []
    func describe(_ name: String, _ dimension: Dimension, _ parentLength: Double) {
      switch dimension {
      case .auto: return
      case .points(let value): parts.append("\(name) \(format(value))")
      case .fraction(let fraction):
        parts.append(
          "\(name) \(StyleDump.dimension(dimension)) of \(format(parentLength)) = "
            + format(fraction * parentLength))
      }
    }
    describe("width", style.width, parent.width)
    describe("minWidth", style.minWidth, parent.width)
    describe("maxWidth", style.maxWidth, parent.width)
    describe("height", style.height, parent.height)
    describe("minHeight", style.minHeight, parent.height)
    describe("maxHeight", style.maxHeight, parent.height)
    var notes: [String] = []
    if case .range(let own)? = step.detail("style") {
      let widths = resolution("width", style.width, style.minWidth, style.maxWidth, parent.width)
      let heights = resolution(
        "height", style.height, style.minHeight, style.maxHeight, parent.height)
      notes += [widths, heights].compactMap { $0 }
      parts.append("its own range \(StyleDump.sizeRange(own))")
    }
    let said = parts.isEmpty ? "its style sets no size" : parts.joined(separator: ", ")
    return "style: " + said + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
      + "; intersected with the offered range, which wins where they do not meet"
  }

  /// Which of min, preferred and max won on one axis, when one overrode another.
  private static func resolution(
    _ axis: String, _ exact: Dimension, _ min: Dimension, _ max: Dimension, _ parent: Double
  ) -> String? {
    let low = min.resolve(parentSize: parent, autoSize: 0)
    let high = max.resolve(parentSize: parent, autoSize: .infinity)
    let preferred = exact.resolve(parentSize: parent, autoSize: .nan)
    let capital = axis.prefix(1).uppercased() + axis.dropFirst()
    if high <= low, max != .auto {
      return "max\(capital) \(format(high)) <= min\(capital): the minimum wins"
    }
    if preferred.isNaN { return nil }
    if preferred > high {
      return "the preferred \(axis) is clamped by max\(capital) \(format(high))"
    }
    if preferred < low { return "the preferred \(axis) is raised to min\(capital) \(format(low))" }
    return nil
  }

  // MARK: Reading details

  static func value(_ step: TraceStep, _ name: String) -> Double {
    if case .number(let value)? = step.detail(name) { return value }
    return .nan
  }

  static func number(_ step: TraceStep, _ name: String) -> String { format(value(step, name)) }

  static func text(_ step: TraceStep, _ name: String) -> String {
    if case .text(let text)? = step.detail(name) { return text }
    return ""
  }

  static func size(_ step: TraceStep, _ name: String) -> String {
    if case .size(let size)? = step.detail(name) { return format(size) }
    return "?"
  }

  static func range(_ step: TraceStep, _ name: String) -> String {
    if case .range(let range)? = step.detail(name) { return StyleDump.sizeRange(range) }
    return "?"
  }

  static func point(_ step: TraceStep, _ name: String) -> String {
    if case .point(let point)? = step.detail(name) {
      return "(\(format(point.x)), \(format(point.y)))"
    }
    return "?"
  }

  static func insets(_ step: TraceStep) -> String {
    guard case .insets(let insets)? = step.detail("insets") else { return "?" }
    return "{top \(format(insets.top)), left \(format(insets.left)), bottom "
      + "\(format(insets.bottom)), right \(format(insets.right))}"
  }

  private static func direction(_ step: TraceStep) -> String { text(step, "direction") }

  /// `center spec` or `relative spec`: the spec whose rule it is.
  private static func specName(_ step: TraceStep) -> String {
    text(step, "spec") + " spec"
  }

  // MARK: Values

  static func format(_ value: Double) -> String { StyleDump.number(value) }

  static func format(_ size: Size) -> String { "{\(format(size.width)), \(format(size.height))}" }

  static func format(_ value: TraceValue) -> String {
    switch value {
    case .range(let range): return StyleDump.sizeRange(range)
    case .size(let size): return format(size)
    case .frame(let point, let size):
      return
        "{\(format(point.x)), \(format(point.y)), \(format(size.width)), \(format(size.height))}"
    }
  }
}
