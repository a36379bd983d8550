import LayoutSpecEngine

// `layoutspec why`'s two outputs of a trace (LayoutTrace.swift): text, one step per line
// under a heading per measurement; and json, the same steps as data (docs/cli.md, `why`).

public enum WhyFormat {
  /// What a result is labelled with: its file, size and variant (nil without variants),
  /// as eval's json labels it.
  public typealias Label = JSONFormat.Label

  /// Why a trace cut short (`LayoutTrace.isCutShort`) is not printed: the limits, and what
  /// multiplies the measurements.
  public static func cutShortMessage(_ trace: LayoutTrace, in tree: ElementTree, size: String)
    -> String
  {
    "why stops at \(size): " + elementLabel(trace.target, in: tree) + " takes more than "
      + "\(LayoutTrace.calculationLimit) layouts or \(LayoutTrace.stepLimit) steps, too many "
      + "to explain; ask about an element nearer the root, or a part of the document"
  }

  // MARK: Text

  /// The derivation as text: a line naming the element, its path and frame; then per
  /// measurement a heading and its steps, `ELEMENT: INPUT -> OUTPUT: what the rule did
  /// [Texture file]`.
  public static func text(_ trace: LayoutTrace, _ result: LayoutResult, label: Label) -> String {
    let tree = result.tree
    let paths = ElementLookup.paths(of: trace.chain, in: tree)
    var text = elementLabel(trace.target, in: tree) + " at " + label.size
    if let variant = label.variant { text += ", variant " + PrintableText.escaped(variant) }
    text += ": " + (paths.last ?? "")
    if let frame = keptFrame(trace) { text += ", frame " + TraceSentences.format(frame) }
    if trace.placeholder != nil, trace.placeholderFrame == nil { text += ", no frame" }
    let count = trace.measurements.count
    text += "\nlaid out \(count) time" + (count == 1 ? "" : "s")
    if let kept = trace.measurements.firstIndex(where: \.isKept), count > 1 {
      text += "; measurement \(kept + 1) is the one its parent kept"
    }
    if let note = placeholderNote(trace, in: tree) { text += "; " + note }
    text += "\n"
    for (index, measurement) in trace.measurements.enumerated() {
      text +=
        "\nmeasurement \(index + 1) of \(count)" + (measurement.isKept ? " (kept)" : "") + "\n"
      for step in measurement.steps {
        text +=
          "  " + elementLabel(step.element, in: tree) + ": "
          + TraceSentences.format(step.input) + " -> " + TraceSentences.format(step.output) + ": "
          + TraceSentences.sentence(step, in: tree) + " [" + step.rule.textureFile + "]\n"
      }
    }
    return text
  }

  /// `postTime (text)`, or `hstack` for an unnamed element.
  static func elementLabel(_ id: ElementID, in tree: ElementTree) -> String {
    let type = tree.type(of: id).rawValue
    return tree.name(of: id).map { PrintableText.escaped($0) + " (" + type + ")" } ?? type
  }

  /// The frame the final tree gives the element: its kept measurement's, or the
  /// placeholder's it is.
  private static func keptFrame(_ trace: LayoutTrace) -> TraceValue? {
    trace.measurements.first(where: \.isKept)?.steps.last?.output ?? trace.placeholderFrame
  }

  /// Why the final tree holds no measurement of the element: it, or an ancestor, is a
  /// stack's never-measured placeholder (docs/stack.md, "Optimised flexing").
  static func placeholderNote(_ trace: LayoutTrace, in tree: ElementTree) -> String? {
    guard let placeholder = trace.placeholder else { return nil }
    let why =
      "the one child that can both grow and shrink in a stack of exact length skips its "
      + "first pass at length 0, and nothing flexed or stretched it "
      + "[ASStackUnpositionedLayout.mm]"
    if placeholder == trace.target {
      return "its stack keeps a 0 x 0 placeholder for it, never measured: " + why
    }
    let path = ElementLookup.paths(of: [placeholder], in: tree).first ?? ""
    return "it is not in the layout: its ancestor " + path + " is a 0 x 0 placeholder its "
      + "stack keeps, never measured, with nothing laid out inside it: " + why
  }

  // MARK: JSON

  /// The derivation as one json object: `file`, `size` (and `variant`), `element` (its
  /// path), `type`, `frame`, and `measurements`, each `kept` and its `steps`; a step has
  /// its `element` (path), `type`, `rule`, `texture` file, `inputs` (first the previous
  /// step's output, named `range`, `size` or `frame`, then the numbers the rule read),
  /// `output` and `text`.
  public static func json(_ trace: LayoutTrace, _ result: LayoutResult, label: Label) -> String {
    let tree = result.tree
    let paths = ElementLookup.paths(of: trace.chain, in: tree)
    var pathOf: [ElementID: String] = [:]
    for (id, path) in zip(trace.chain, paths) { pathOf[id] = path }
    var members = [
      ("file", string(label.file)), ("size", string(label.size)),
    ]
    if let variant = label.variant { members.append(("variant", string(variant))) }
    members += [
      ("element", string(paths.last ?? "")),
      ("type", string(tree.type(of: trace.target).rawValue)),
      ("frame", keptFrame(trace).map(value) ?? "null"),
    ]
    if let placeholder = trace.placeholder {
      let path = placeholder == trace.target ? paths.last : pathOf[placeholder]
      members.append(("placeholder", string(path ?? "")))
    }
    var text = "{\n"
    for (key, value) in members { text += "  \(string(key)): \(value),\n" }
    text += "  \"measurements\": ["
    for (index, measurement) in trace.measurements.enumerated() {
      text += (index == 0 ? "\n" : ",\n") + "    {\n      \"kept\": \(measurement.isKept),\n"
      text += "      \"steps\": [\n"
      text += measurement.steps.map { "        " + step($0, path: pathOf[$0.element] ?? "", tree) }
        .joined(separator: ",\n")
      text += "\n      ]\n    }"
    }
    text += trace.measurements.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }

  private static func step(_ step: TraceStep, path: String, _ tree: ElementTree) -> String {
    var inputs = [(inputName(step.input), value(step.input))]
    for detail in step.details { inputs.append((detail.name, value(detail.value))) }
    let members = [
      ("element", string(path)), ("type", string(tree.type(of: step.element).rawValue)),
      ("rule", string(step.rule.rawValue)), ("texture", string(step.rule.textureFile)),
      ("inputs", object(inputs)),
      ("output", object([(inputName(step.output), value(step.output))])),
      ("text", string(TraceSentences.sentence(step, in: tree))),
    ]
    return object(members)
  }

  /// `range`, `size` or `frame`: the key a chained value has in `inputs` and `output`.
  static func inputName(_ value: TraceValue) -> String {
    switch value {
    case .range: return "range"
    case .size: return "size"
    case .frame: return "frame"
    }
  }

  static func value(_ value: TraceValue) -> String {
    switch value {
    case .range(let range): return self.range(range)
    case .size(let size): return self.size(size)
    case .frame(let point, let size):
      return object([
        ("x", number(point.x)), ("y", number(point.y)), ("width", number(size.width)),
        ("height", number(size.height)),
      ])
    }
  }

  static func value(_ value: TraceDetail.Value) -> String {
    switch value {
    case .number(let number): return self.number(number)
    case .text(let text): return string(text)
    case .size(let size): return self.size(size)
    case .range(let range): return self.range(range)
    case .point(let point): return object([("x", number(point.x)), ("y", number(point.y))])
    case .insets(let insets):
      return object([
        ("top", number(insets.top)), ("left", number(insets.left)),
        ("bottom", number(insets.bottom)), ("right", number(insets.right)),
      ])
    }
  }

  private static func size(_ size: Size) -> String {
    object([("width", number(size.width)), ("height", number(size.height))])
  }

  private static func range(_ range: SizeRange) -> String {
    object([("min", size(range.min)), ("max", size(range.max))])
  }

  /// As eval's json: shortest round trip, `null` where not finite (an unbounded maximum).
  private static func number(_ value: Double) -> String { NumberFormat.json(value) }

  private static func string(_ text: String) -> String { JSONStringLiteral.quoted(text) }

  private static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }
}
