// A text node's `text` (or a button's `title`) from a string or an attributed string (see
// AttributedText.swift): the first run's font on the node, the runs that differ from it as
// a list of runs, the paragraph style as the node's keys, and a comment at the node for
// everything left out on the way.

import LayoutSpecEngine

extension NodeContent {
  /// Sets a text (`key` `text` or a button's `title`) from a string or an attributed string:
  /// the first run's font on the node, the runs that differ from it as a list of runs
  /// (docs/format.md: `{ text, font, fontSize, fontWeight, kern }`), the paragraph style as
  /// the node's keys.
  static func setText(
    _ element: ImportElement, _ value: ImportValue, key: String, fontKeys: (String, String, String),
    instance: ClassInstance, at position: SourcePosition
  ) {
    let text: ImportAttributedString
    switch value {
    case .null:
      element.remove(key)
      return
    case .attributedText(let attributed):
      text = attributed
    case .string(let string, nil):
      text = ImportAttributedString(
        runs: [AttributedRun(text: string, attributes: RunAttributes())], isAttributed: false)
    default:
      text = ImportAttributedString(
        runs: [AttributedRun(text: placeholder, attributes: RunAttributes())],
        placeholders: [source(of: value)], isAttributed: false)
    }
    for comment in text.allNotes where !element.comments.contains(comment) {
      element.comments.append(comment)
    }
    for source in text.placeholders {
      let note = "\(key): a \(placeholderLength)-character placeholder for \(source)"
      if !element.comments.contains(note) { element.comments.append(note) }
      instance.warn(position, note)
    }
    // The text first among the font keys, as people write it.
    element.set(key, .string(text.string))
    let fonted = text.runs.first { $0.attributes.font != nil }?.attributes.font
    let unfonted = text.runs.contains { $0.attributes.font == nil && !$0.text.isEmpty }
    // A run without a font is given the text's, which it is written with.
    for index in text.runs.indices where text.runs[index].attributes.font == nil {
      text.runs[index].attributes.font = fonted
    }
    let runs = text.mergedRuns
    guard let first = runs.first else {
      element.set(key, .string(""))
      return
    }
    guard let font = fonted else {
      element.set(key, .string(text.string))
      if text.isAttributed, element.value(fontKeys.1) == nil {
        // UIKit's default for an attributed string without a font is Helvetica 12.
        note(
          element, instance, position,
          "the text's font is not one import can read; fontSize left at the description's default (17)"
        )
      }
      return
    }
    let hasName = font.name != nil && !(element.isTextModel && font.name == "system")
    setFont(font, on: element, key: key, fontKeys: fontKeys, instance: instance, at: position)
    if unfonted {
      note(
        element, instance, position,
        "part of the text has no font (UIKit draws it in Helvetica 12): it takes the text's \(describe(font))"
      )
    }
    guard key == "text", !element.isTextModel, hasName else {
      // A button's title and a text the document measured with the model take one font.
      if runs.dropFirst().contains(where: { !$0.attributes.same(as: first.attributes) }) {
        note(
          element, instance, position,
          "the \(key) has runs of other fonts: the first run's font is used for all of it"
        )
      }
      element.set(key, .string(text.string))
      return
    }
    // The kern is the text's when every run has the same, else each run's.
    let kerns = Set(runs.map(\.attributes.kern))
    let sharedKern = kerns.count == 1 ? first.attributes.kern : nil
    if let sharedKern { element.set("kern", .number(sharedKern)) }
    setParagraphStyle(runs, on: element, instance: instance, at: position)
    guard runs.count > 1 else {
      element.set(key, .string(first.text))
      return
    }
    let nodeFont = FontValue(
      name: font.name, size: font.size, textStyle: font.textStyle, weight: font.weight)
    element.set(
      key,
      .list(
        runs.map { run in
          runDescription(
            run, over: nodeFont, kern: sharedKern, element: element, instance: instance,
            at: position)
        }))
  }

  /// The node's font keys from a run's font.
  private static func setFont(
    _ font: FontValue, on element: ImportElement, key: String, fontKeys: (String, String, String),
    instance: ClassInstance, at position: SourcePosition
  ) {
    if let name = font.name, !(element.isTextModel && name == "system") {
      element.set(fontKeys.0, .string(name))
      if name != "system", !instance.run.givenFonts.contains(name) {
        instance.warn(
          position,
          "font '\(name)': lay the description out with --font \(name)=PATH (or --font-dir), or import with --font \(name)=PATH, to measure it"
        )
      }
    }
    if let style = font.textStyle {
      element.set(fontKeys.1, .string(style))
    } else if let size = font.size {
      if let points = size.constant, !(points.isFinite && points > 0) {
        note(
          element, instance, position,
          "the fontSize is \(NumberText.shortest(points)), which no font has; left out")
      } else {
        element.set(fontKeys.1, ImportElement.describe(size))
      }
    }
    if let weight = font.weight { element.set(fontKeys.2, .string(weight)) }
    // A text's italic system font; a button's title takes no italic key.
    if font.italic, key == "text", !element.isTextModel { element.set("italic", .bool(true)) }
  }

  /// A run of a text's list: a string when it has the text's attributes, else an object
  /// with the keys that differ.
  private static func runDescription(
    _ run: AttributedRun, over font: FontValue, kern: Double?, element: ImportElement,
    instance: ClassInstance, at position: SourcePosition
  ) -> DescriptionValue {
    var members: [DescriptionMember] = []
    let runFont = run.attributes.font ?? font
    if runFont.name != font.name, let name = runFont.name {
      members.append(DescriptionMember("font", .string(name)))
    }
    if runFont.size != font.size || runFont.textStyle != font.textStyle {
      if let size = runFont.size, runFont.textStyle == nil {
        if let points = size.constant, !(points.isFinite && points > 0) {
          note(
            element, instance, position,
            "a run's fontSize is \(NumberText.shortest(points)), which no font has; left out")
        } else {
          members.append(DescriptionMember("fontSize", ImportElement.describe(size)))
        }
      } else if runFont.textStyle != nil {
        note(
          element, instance, position,
          "a run's text style (\(runFont.textStyle ?? "")) has no spelling in a run: it takes the text's size"
        )
      }
    }
    if runFont.weight != font.weight {
      members.append(DescriptionMember("fontWeight", .string(runFont.weight ?? "regular")))
    }
    if runFont.italic != font.italic {
      note(
        element, instance, position,
        "italic on part of the text: the description's italic is the whole text's")
    }
    if kern == nil, let runKern = run.attributes.kern {
      members.append(DescriptionMember("kern", .number(runKern)))
    }
    guard !members.isEmpty else { return .string(run.text) }
    return .object([DescriptionMember("text", .string(run.text))] + members, comments: [])
  }

  /// The paragraph style's keys on the node: the first run's (TextKit takes a paragraph's
  /// style from its first character; a description has one per text).
  private static func setParagraphStyle(
    _ runs: [AttributedRun], on element: ImportElement, instance: ClassInstance,
    at position: SourcePosition
  ) {
    let styled = runs.first { $0.attributes.paragraph?.keys.isEmpty == false }
    guard let style = styled?.attributes.paragraph else { return }
    if runs.contains(where: { !ImportParagraphStyle.same($0.attributes.paragraph, style) }) {
      note(
        element, instance, position,
        "paragraph styles on parts of the text: the description has one per text, the first is kept"
      )
    }
    for member in style.keys { element.set(member.key, member.value) }
  }

  /// Warns, and says so in a comment at the node itself.
  private static func note(
    _ element: ImportElement, _ instance: ClassInstance, _ position: SourcePosition,
    _ message: String
  ) {
    instance.warn(position, message)
    let comment = "\(instance.file):\(position.line): \(message)"
    if !element.comments.contains(comment) { element.comments.append(comment) }
  }

  static func describe(_ font: FontValue) -> String {
    // A size no font has is left out (setFont): the text keeps the default, 17.
    let size =
      font.textStyle
      ?? font.size.map { size in
        size.constant.map { $0.isFinite && $0 > 0 ? NumberFormat.json($0) : "17" }
          ?? "= " + size.text
      }
    return "\(font.name ?? "font") at \(size ?? "17")"
  }
}
