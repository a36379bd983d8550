// What a node shows that changes its size: a text node's string and font, its line limit,
// truncation and inset; a button's title and image; an image whose size the code says (the
// blank `UIGraphicsImageRenderer` image `export` writes); and the comments `export` writes
// beside a subnode's property (`// the text model at 14 pt`, and in code it wrote before
// it set images, `// image 44 x 44`). Text from the app's data becomes a placeholder of a
// stated length, with a comment saying where it came from.

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
      if case .image(let width, let height) = value {
        // A blank image of a known size (`export`'s placeholder): the node measures it.
        element.set("imageSize", .list([width, height].map(ImportElement.describe)))
        return true
      }
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
    case "setTitle" where element.isTextModel:
      // A title `export` says the text model measured: the model measures it at 17 points
      // whatever the font, so it takes no font keys.
      setText(
        element, (values.first ?? nil) ?? .null, key: "title",
        fontKeys: ("titleFont", "titleFontSize", "titleFontWeight"), instance: instance,
        at: position)
      return true
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
      if selector == "setImage", case .image(let width, let height)?? = values.first {
        // A blank image of a known size (`export`'s placeholder): the button measures it.
        element.set("imageSize", .list([width, height].map(ImportElement.describe)))
        return true
      }
      let note =
        "the button's image size is the app's: give \(element.name ?? "the button") an imageSize"
      instance.warn(position, note)
      if !element.comments.contains(note) { element.comments.append(note) }
      return true
    default:
      return false
    }
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
