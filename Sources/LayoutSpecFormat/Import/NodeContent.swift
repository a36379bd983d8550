// What a node shows that changes its size: a text node's string and font, its line limit,
// truncation and inset; a button's title; and the comments `export` writes beside a
// subnode's property (`// "Hannah", 14 pt`, `// image 44 x 44`). Text from the app's data
// becomes a placeholder of a stated length, with a comment saying where it came from.

enum NodeContent {
  static let placeholderLength = 24
  static let placeholderText = "Lorem ipsum dolor sit amet, consectetur adipiscing elit"

  // MARK: Fonts

  /// `[UIFont systemFontOfSize:14 weight:UIFontWeightBold]` and the other class methods.
  static func objcFont(_ selector: String, _ values: [ImportValue?]) -> ImportValue {
    let size = values.first??.formula
    switch selector {
    case "systemFontOfSize:":
      return .font(FontValue(name: "system", size: size))
    case "systemFontOfSize:weight:":
      return .font(
        FontValue(
          name: "system", size: size, weight: values.count > 1 ? values[1].flatMap(weight) : nil))
    case "boldSystemFontOfSize:":
      return .font(FontValue(name: "system", size: size, weight: "bold"))
    case "italicSystemFontOfSize:":
      return .font(FontValue(name: "system", size: size, italic: true))
    case "monospacedDigitSystemFontOfSize:weight:":
      return .font(FontValue(name: "system", size: size))
    case "fontWithDescriptor:size:":
      // A size of 0 keeps the descriptor's.
      if case .font(var font)? = values.first ?? nil {
        if values.count > 1, let size = values[1]?.formula, size.constant != 0 { font.size = size }
        return .font(font)
      }
    case "fontWithName:size:":
      if case .string(let name, _)? = values.first ?? nil {
        return .font(FontValue(name: name, size: values.count > 1 ? values[1]?.formula : nil))
      }
    case "preferredFontForTextStyle:":
      if let style = values.first??.textStyleName {
        return .font(FontValue(name: "system", textStyle: style))
      }
    default:
      break
    }
    return .unknown("a font ([UIFont \(selector)])")
  }

  /// `UIFont.systemFont(ofSize: 14, weight: .bold)` and the other static methods.
  static func swiftFont(_ name: String, _ arguments: [(String?, ImportValue?)]) -> ImportValue {
    let size = arguments.first { $0.0 == "ofSize" }?.1?.formula
    switch name {
    case "systemFont":
      let w = arguments.first { $0.0 == "weight" }?.1.flatMap(weight)
      return .font(FontValue(name: "system", size: size, weight: w))
    case "boldSystemFont":
      return .font(FontValue(name: "system", size: size, weight: "bold"))
    case "italicSystemFont":
      return .font(FontValue(name: "system", size: size, italic: true))
    case "monospacedDigitSystemFont", "monospacedSystemFont":
      return .font(FontValue(name: "system", size: size))
    case "preferredFont":
      if let style = arguments.first?.1?.textStyleName {
        return .font(FontValue(name: "system", textStyle: style))
      }
    default:
      break
    }
    return .unknown("a font (UIFont.\(name))")
  }

  /// A UIFontDescriptor from its attributes (`UIFontDescriptorNameAttribute`/`.name`,
  /// `.family`, `.size`, `.traits` with `UIFontWeightTrait`/`.weight`): the font it
  /// describes, as a `FontValue` (the weight of a named variable font, which
  /// `UIFont(name:size:)` cannot say).
  static func fontDescriptor(_ attributes: ImportValue) -> ImportValue {
    guard case .dictionary(let pairs) = attributes else {
      return .unknown("a font descriptor of \(attributes.summary)")
    }
    var font = FontValue()
    for (key, value) in pairs {
      switch descriptorKey(key) {
      case "name", "family":
        if case .string(let name, nil) = value, font.name == nil || descriptorKey(key) == "name" {
          font.name = name
        }
      case "size":
        font.size = value.formula
      case "traits":
        guard case .dictionary(let traits) = value else { continue }
        for (trait, setting) in traits where descriptorKey(trait) == "weight" {
          font.weight = weight(setting)
        }
      default:
        continue
      }
    }
    return font.name == nil ? .unknown("a font descriptor without a name") : .font(font)
  }

  /// `UIFontDescriptorFamilyAttribute`, `.family`, `UIFontWeightTrait` -> `family`, `weight`.
  private static func descriptorKey(_ key: ImportValue) -> String? {
    guard case .constant(var name) = key else { return nil }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    for (prefix, suffix) in [("UIFontDescriptor", "Attribute"), ("UIFont", "Trait")]
    where name.hasPrefix(prefix) && name.hasSuffix(suffix)
      && name.count > prefix.count + suffix.count
    {
      name = String(name.dropFirst(prefix.count).dropLast(suffix.count))
    }
    return VariantNames.lowered(name)
  }

  /// `UIFontWeightSemibold`, `.semibold`, `UIFont.Weight.semibold` -> `semibold`.
  static func weight(_ value: ImportValue) -> String? {
    guard case .constant(let name) = value else { return nil }
    var suffix = name
    if suffix.hasPrefix("UIFontWeight") { suffix = String(suffix.dropFirst("UIFontWeight".count)) }
    if let dot = suffix.lastIndex(of: ".") { suffix = String(suffix[suffix.index(after: dot)...]) }
    let known = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    return known.first { $0.lowercased() == suffix.lowercased() }
  }

  /// The placeholder that stands for a text from the app's data.
  static let placeholder = String(placeholderText.prefix(placeholderLength))

  /// What a text that is not a literal comes from, for its placeholder's comment.
  static func source(of value: ImportValue) -> String {
    switch value {
    case .string(_, let from?): return from
    case .unknown(let what): return what
    default: return value.summary
    }
  }

  // MARK: Node properties

  /// Sets a node's property; false when it is not one import reads for that node.
  static func setNodeProperty(
    _ element: ImportElement, _ key: String, _ value: ImportValue, instance: ClassInstance,
    at position: SourcePosition
  ) -> Bool {
    switch (element.type, key) {
    case ("text", "attributedText"), ("text", "text"), ("editableText", "attributedText"):
      guard element.type == "text" else { return true }
      setText(
        element, value, key: "text", fontKeys: ("font", "fontSize", "fontWeight"),
        instance: instance, at: position)
      return true
    case ("text", "maximumNumberOfLines"):
      guard let count = instance.coerceFormula(value)?.constant else {
        instance.approximate(position, "maximumNumberOfLines is \(value.summary); left out")
        return true
      }
      if count > 0 { element.set("maxLines", .number(count)) } else { element.remove("maxLines") }
      return true
    case ("text", "truncationMode"), ("text", "lineBreakMode"):
      guard case .constant(let name) = value else { return true }
      let lower = name.lowercased()
      let mode =
        lower.hasSuffix("head")
        ? "head"
        : lower.hasSuffix("middle")
          ? "middle"
          : lower.hasSuffix("clipping") ? "clip" : "tail"
      if mode == "tail" {
        element.remove("truncation")
      } else {
        element.set("truncation", .string(mode))
      }
      return true
    case ("text", "textContainerInset"):
      if let sides = instance.coerceInsets(value) {
        element.set("textContainerInset", .list(sides.map(ImportElement.describe)))
      }
      return true
    case ("text", "truncationAttributedText"):
      switch value {
      case .attributedText(let token) where token.placeholders.isEmpty:
        element.set("truncationToken", .string(token.string))
      case .string(let token, nil):
        element.set("truncationToken", .string(token))
      default:
        instance.approximate(
          position, "the truncation token is \(value.summary), which import cannot read; left out")
      }
      return true
    case ("button", "contentSpacing"):
      if let formula = instance.coerceFormula(value) {
        element.set("contentSpacing", ImportElement.describe(formula))
      }
      return true
    case ("button", "contentEdgeInsets"):
      if let sides = instance.coerceInsets(value) {
        element.set("contentEdgeInsets", .list(sides.map(ImportElement.describe)))
      }
      return true
    case ("image", "image"), ("button", "image"):
      // Said at the node itself: `init` sets it long before the node is laid out.
      let note =
        "the image's size is the app's: give \(element.name ?? "the image") an imageSize or a style size"
      instance.warn(position, note)
      if element.value("imageSize") == nil, !element.comments.contains(note) {
        element.comments.append(note)
      }
      return true
    case (_, "layoutSpecBlock"):
      return false
    default:
      return false
    }
  }

  /// `[button setTitle:@"OK" withFont:font withColor:c forState:...]`, `setAttributedTitle:forState:`.
  static func applyMessage(
    _ selector: String, _ values: [ImportValue?], to element: ImportElement,
    instance: ClassInstance,
    at position: SourcePosition
  ) -> Bool {
    guard element.type == "button" else { return false }
    switch selector {
    case "setTitle":
      var attributes: ImportValue = .null
      if values.count > 1, let font = values[1] { attributes = font }
      let text = instance.attributedString(
        values.first ?? nil, attributes: attributes, at: position)
      setText(
        element, text, key: "title",
        fontKeys: ("titleFont", "titleFontSize", "titleFontWeight"), instance: instance,
        at: position)
      return true
    case "setAttributedTitle":
      setText(
        element, values.first.flatMap { $0 } ?? .null, key: "title",
        fontKeys: ("titleFont", "titleFontSize", "titleFontWeight"), instance: instance,
        at: position)
      return true
    case "setImage", "setBackgroundImage":
      let note =
        "the button's image size is the app's: give \(element.name ?? "the button") an imageSize"
      instance.warn(position, note)
      if !element.comments.contains(note) { element.comments.append(note) }
      return true
    default:
      return false
    }
  }

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
          "the fontSize is \(ImportValue.numberText(points)), which no font has; left out")
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
            "a run's fontSize is \(ImportValue.numberText(points)), which no font has; left out")
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
    let size =
      font.textStyle ?? font.size.map { $0.constant.map(NumberFormat.json) ?? "= " + $0.text }
    return "\(font.name ?? "font") at \(size ?? "17")"
  }

  /// Two elements for one subnode (a Swift property's initializer made one node and then the
  /// closure another): the keys and style of `source` laid under `target`'s.
  static func merge(_ source: ImportElement, into target: ImportElement) {
    for member in source.keys where target.value(member.key) == nil {
      target.set(member.key, member.value)
    }
    for member in source.style where !target.style.contains(where: { $0.key == member.key }) {
      target.setStyle(member.key, member.value)
    }
    for (key, value) in source.dimensions where target.dimensions[key] == nil {
      target.dimensions[key] = value
    }
    if target.type == "node", source.type != "node" { target.type = source.type }
    if source.isTextModel { target.isTextModel = true }
    if source.isTextNode2 { target.isTextNode2 = true }
    target.comments = source.comments + target.comments
  }

  // MARK: Export's notes

  /// The content `export` writes beside a subnode (ExportConstructions' `note`):
  /// `"text", 14 pt`, `image 44 x 44`, `measures 44 x 44 (intrinsicSize)`, `title "OK"`.
  static func applyExportNote(
    _ note: String, to element: ImportElement, instance: ClassInstance, at position: SourcePosition
  ) {
    let text = note.trimmingSpaces
    let marker = "(fontWeight "
    if let start = text.indices.first(where: { text[$0...].hasPrefix(marker) }),
      let weight = Double(text[start...].dropFirst(marker.count).prefix { $0 != ")" }),
      weight.isFinite
    {
      // A named variable font's weight, which `UIFont(name:size:)` cannot say.
      element.set("fontWeight", .number(weight))
    }
    if text.hasPrefix(ExportPlanner.textModelNote + " at ") {
      // Export's system font for a text the document measured without a font.
      element.isTextModel = true
      return
    }
    if text.hasPrefix("\""), let (string, rest) = quotedPrefix(text) {
      if string.hasSuffix("...") && string.count > 40 {
        instance.warn(
          position, "the comment holds the text's first 40 characters only; the rest is left out")
      }
      element.set("text", .string(string))
      let size = rest.drop { $0 == "," || $0 == " " }
      if size.hasSuffix(" pt"), let points = Double(size.dropLast(3)), points != 17 {
        element.set("fontSize", .number(points))
      }
      return
    }
    if text.hasPrefix("title "), let (string, _) = quotedPrefix(String(text.dropFirst(6))) {
      element.set("title", .string(string))
      return
    }
    for (prefix, key) in [("image ", "imageSize"), ("measures ", "intrinsicSize")]
    where text.hasPrefix(prefix) {
      let parts = text.dropFirst(prefix.count).split(separator: " ")
      if parts.count >= 3, parts[1] == "x", let w = Double(parts[0]), let h = Double(parts[2]) {
        element.set(key, .list([.number(w), .number(h)]))
      }
    }
  }

  /// A `"..."` at the start of `text` with `\n`, `\"`, `\\`, `\u{...}` decoded, and the rest.
  static func quotedPrefix(_ text: String) -> (String, String)? {
    var scalars = Array(text.unicodeScalars).dropFirst()
    var out = ""
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      if scalar == "\"" { return (out, String(String.UnicodeScalarView(scalars))) }
      if scalar == "\\", let next = scalars.first {
        scalars = scalars.dropFirst()
        switch next {
        case "n": out += "\n"
        case "u":
          if scalars.first == "{" {
            let hex = scalars.dropFirst().prefix { $0 != "}" }
            scalars = scalars.dropFirst(hex.count + 2)
            if let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16),
              let s = Unicode.Scalar(value)
            {
              out.unicodeScalars.append(s)
            }
          }
        default: out.unicodeScalars.append(next)
        }
        continue
      }
      out.unicodeScalars.append(scalar)
    }
    return nil
  }
}

extension ImportValue {
  /// `UIFontTextStyleBody`, `.body`, `UIFont.TextStyle.body` -> `body`.
  var textStyleName: String? {
    guard case .constant(let name) = self else { return nil }
    var suffix = name
    if suffix.hasPrefix("UIFontTextStyle") {
      suffix = String(suffix.dropFirst("UIFontTextStyle".count))
    }
    if let dot = suffix.lastIndex(of: ".") { suffix = String(suffix[suffix.index(after: dot)...]) }
    let known = [
      "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
      "footnote", "caption1", "caption2",
    ]
    return known.first { $0.lowercased() == suffix.lowercased() }
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
