// Reading attributed strings: `initWithString:attributes:` / `NSAttributedString(string:
// attributes:)`, `appendAttributedString:` / `append(_:)`, `addAttribute:value:range:`,
// `addAttributes:range:`, `setAttributes:range:`, `removeAttribute:range:` and their Swift
// names; attribute dictionaries (`NSFontAttributeName`/`.font`, `NSKernAttributeName`/
// `.kern`, `NSParagraphStyleAttributeName`/`.paragraphStyle`); NSMutableParagraphStyle and
// its properties; NSRange from `NSMakeRange`, `NSRange(location:length:)` and
// `rangeOfString:`. A range the code cannot have (past the end: NSRangeException in the
// app) is cut to the text, with a warning.

import LayoutSpecEngine

extension ClassInstance {
  /// `[[NSAttributedString alloc] initWithString:s attributes:a]` and its other forms: a
  /// text of one run (an attributed string given is copied).
  func attributedString(
    _ text: ImportValue?, attributes: ImportValue?, at position: SourcePosition
  ) -> ImportValue {
    let made: ImportAttributedString
    switch text {
    case .attributedText(let other)?:
      made = other.copy()
    case .null?, nil:
      made = ImportAttributedString(runs: [])
    case .string(let string, nil)?:
      made = ImportAttributedString(runs: [AttributedRun(text: string, attributes: RunAttributes())]
      )
    case let value?:
      made = ImportAttributedString(
        runs: [AttributedRun(text: NodeContent.placeholder, attributes: RunAttributes())],
        placeholders: [NodeContent.source(of: value)])
    }
    if let attributes {
      let read = runAttributes(attributes, at: position)
      for index in made.runs.indices { made.runs[index].attributes = read }
    }
    return .attributedText(made)
  }

  /// An attributes dictionary as the run attributes it sets; what it holds that the
  /// description does not model is a warning.
  func runAttributes(_ value: ImportValue, at position: SourcePosition) -> RunAttributes {
    var attributes = RunAttributes()
    switch value {
    case .dictionary(let pairs):
      for (key, item) in pairs { setAttribute(key, item, in: &attributes, at: position) }
    case .null:
      break
    case .font(let font):
      // `attributedStringWithString:fontSize:` helpers of the app give the size alone.
      attributes.font = font
    default:
      attributes.notes.append(
        noted(
          position,
          "the attributes are \(value.summary), which import cannot read: the text's font is the app's"
        ))
    }
    return attributes
  }

  /// One attribute, by its key, into `attributes`; `nil` removes it.
  func setAttribute(
    _ key: ImportValue, _ value: ImportValue?, in attributes: inout RunAttributes,
    at position: SourcePosition
  ) {
    guard let name = AttributeKey.name(key) else { return }
    switch name {
    case "font":
      switch value {
      case .font(let font)?: attributes.font = font
      case .null?, nil: attributes.font = nil
      case let other?:
        attributes.notes.append(
          noted(position, "the font is \(other.summary), which import cannot read; left out"))
      }
    case "kern":
      switch value {
      case .null?, nil: attributes.kern = nil
      case let other?:
        if let points = coerceFormula(other)?.constant, points.isFinite {
          attributes.kern = points
        } else {
          attributes.notes.append(
            noted(
              position, "the kern is \(other.summary), which the description cannot know; left out")
          )
        }
      }
    case "paragraphStyle":
      switch value {
      case .paragraphStyle(let style)?: attributes.paragraph = style
      case .null?, nil: attributes.paragraph = nil
      case let other?:
        attributes.notes.append(
          noted(
            position, "the paragraph style is \(other.summary), which import cannot read; left out")
        )
      }
    default:
      if AttributeKey.drawingOnly.contains(name) { return }
      attributes.notes.append(
        noted(
          position,
          "the attribute \(name) is not modeled by the description (it may change the text's size); left out"
        ))
    }
  }

  /// Warns, and gives the comment that says so where the text is set.
  func noted(_ position: SourcePosition, _ message: String) -> String {
    warn(position, message)
    return "\(file):\(position.line): \(message)"
  }

  // MARK: Messages

  /// A method of an attributed string, in either language (`appendAttributedString:`,
  /// `append(_:)`, `addAttribute:value:range:`, ...); nil when it is not one import reads.
  func attributedMessage(
    _ text: ImportAttributedString, _ name: String, _ arguments: [SourceArgument],
    at position: SourcePosition
  ) -> ImportValue? {
    switch name {
    case "appendAttributedString", "append":
      switch positional(arguments, 0) {
      case .attributedText(let other)?: text.append(other)
      case .string(let string, nil)?:
        text.append(AttributedRun(text: string, attributes: RunAttributes()))
      case let other?:
        text.append(
          ImportAttributedString(
            runs: [AttributedRun(text: NodeContent.placeholder, attributes: RunAttributes())],
            placeholders: [NodeContent.source(of: other)]))
      case nil: break
      }
      return .null
    case "addAttribute", "removeAttribute":
      guard let key = positional(arguments, 0) else { return .null }
      let value = name == "addAttribute" ? argument(arguments, "value") : nil
      var probe = RunAttributes()
      setAttribute(key, value, in: &probe, at: position)
      text.notes += probe.notes
      guard AttributeKey.name(key).map(AttributeKey.perRun.contains) == true else { return .null }
      change(text, arguments, at: position) { attributes in
        self.copyAttribute(key, from: probe, to: &attributes)
      }
      return .null
    case "addAttributes", "setAttributes":
      let value = positional(arguments, 0) ?? .null
      let pairs: [(ImportValue, ImportValue)]
      if case .dictionary(let items) = value {
        pairs = items
      } else if case .null = value {
        pairs = []
      } else {
        text.notes.append(
          noted(
            position, "the attributes are \(value.summary), which import cannot read; left out"))
        return .null
      }
      var probe = RunAttributes()
      for (key, item) in pairs { setAttribute(key, item, in: &probe, at: position) }
      text.notes += probe.notes
      let modeled = pairs.map(\.0).filter {
        AttributeKey.name($0).map(AttributeKey.perRun.contains) == true
      }
      guard name == "setAttributes" || !modeled.isEmpty else { return .null }
      change(text, arguments, at: position) { attributes in
        if name == "setAttributes" { attributes = RunAttributes() }
        for key in modeled { self.copyAttribute(key, from: probe, to: &attributes) }
      }
      return .null
    case "length":
      return .number(.value(Double(text.length)))
    case "string":
      return .string(text.string, source: text.placeholders.first)
    case "copy", "mutableCopy":
      return .attributedText(text.copy())
    default:
      return nil
    }
  }

  private func copyAttribute(
    _ key: ImportValue, from source: RunAttributes, to attributes: inout RunAttributes
  ) {
    switch AttributeKey.name(key) {
    case "font": attributes.font = source.font
    case "kern": attributes.kern = source.kern
    case "paragraphStyle": attributes.paragraph = source.paragraph
    default: break
    }
  }

  /// Applies `update` over the `range:` argument, cut to the text.
  private func change(
    _ text: ImportAttributedString, _ arguments: [SourceArgument], at position: SourcePosition,
    _ update: (inout RunAttributes) -> Void
  ) {
    let length = text.length
    let range = argument(arguments, "range") ?? .unknown("no range")
    var location = 0
    var end = length
    if case .range(let start, let count) = range, let a = start.constant, let b = count.constant,
      a.isFinite, b.isFinite
    {
      if a == Self.notFound {
        text.notes.append(
          noted(
            position,
            "the range starts at NSNotFound (what a search that finds nothing answers; NSRangeException in the app): left out"
          ))
        return
      }
      if a < 0 || b < 0 || a + b > Double(length) {
        text.notes.append(
          noted(
            position,
            "the range {\(NumberText.shortest(a)), \(NumberText.shortest(b))} is outside the text's \(length) characters (NSRangeException in the app): cut to the text"
          ))
      }
      location = Int(Swift.min(Swift.max(a, 0), Double(length)))
      end = Int(Swift.min(Swift.max(a + Swift.max(b, 0), 0), Double(length)))
    } else {
      text.notes.append(
        noted(
          position,
          "the range is \(range.summary), which import cannot know: the attribute is applied to the whole text"
        ))
    }
    if !text.apply(location: location, length: Swift.max(end - location, 0), update) {
      text.notes.append(
        noted(
          position,
          "the text has \(ImportAttributedString.maximumRuns) runs, as many as import keeps: this attribute is left out"
        ))
    }
  }

  // MARK: Paragraph styles

  /// `style.lineSpacing = 2`, `[style setLineSpacing:2]`.
  func setParagraphProperty(
    _ style: ImportParagraphStyle, _ name: String, _ value: ImportValue,
    at position: SourcePosition
  ) {
    if ImportParagraphStyle.modeled.contains(name) {
      guard let number = coerceFormula(value)?.constant, number.isFinite else {
        style.notes.append(
          noted(
            position,
            "paragraphStyle.\(name) is \(value.summary), which the description cannot know; left out"
          ))
        return
      }
      if number < 0 {
        // NSParagraphStyle keeps these at 0 or more.
        style.notes.append(
          noted(position, "paragraphStyle.\(name) is negative; NSParagraphStyle takes it as 0"))
      }
      style.set(name, Swift.max(number, 0))
      return
    }
    switch name {
    case "alignment":
      // Left, right, centred and natural lines are as wide: only justified ones fill the width.
      if case .constant(let constant) = value, constant.lowercased().hasSuffix("justified") {
        style.notes.append(
          noted(
            position, "justified text is not modeled: its lines fill the width the node is offered")
        )
      }
    case "lineBreakMode":
      if case .constant(let constant) = value, constant.lowercased().hasSuffix("wordwrapping") {
        return
      }
      // ASTextNode2.mm prepareAttributedStringForDrawing: and ASTextNode's renderer put the
      // node's truncationMode in its place.
      style.notes.append(
        noted(
          position,
          "a paragraph style's lineBreakMode is left out: Texture's text nodes use their truncationMode instead (set truncationMode on the node)"
        ))
    case "hyphenationFactor", "usesDefaultHyphenation", "firstLineHeadIndent", "headIndent",
      "tailIndent", "tabStops", "defaultTabInterval", "baseWritingDirection",
      "allowsDefaultTighteningForTruncation", "lineBreakStrategy":
      style.notes.append(
        noted(
          position,
          "paragraphStyle.\(name) changes where lines break, which the description does not model; left out"
        ))
    default:
      style.notes.append(noted(position, "paragraphStyle.\(name) is not read"))
    }
  }

  /// A method of a paragraph style; nil when it is not one import reads.
  func paragraphMessage(
    _ style: ImportParagraphStyle, _ name: String, _ arguments: [SourceArgument],
    at position: SourcePosition
  ) -> ImportValue? {
    if name == "copy" || name == "mutableCopy" { return .paragraphStyle(style.copy()) }
    if name.hasPrefix("set"), name.count > 3, let value = positional(arguments, 0) {
      setParagraphProperty(
        style, VariantNames.lowered(String(name.dropFirst(3))), value, at: position)
      return .null
    }
    return nil
  }

  // MARK: Ranges

  /// `NSMakeRange(0, 5)`, `NSRange(location: 0, length: text.length)`, `NSRange(r, in: s)`.
  func rangeValue(_ arguments: [SourceArgument]) -> ImportValue {
    if arguments.count == 2, arguments[1].label == "in", let range = positional(arguments, 0) {
      return range
    }
    let location = argument(arguments, "location") ?? positional(arguments, 0)
    let length = argument(arguments, "length") ?? positional(arguments, 1)
    guard let a = location.flatMap(coerceFormula), let b = length.flatMap(coerceFormula) else {
      return .unknown("a range")
    }
    return .range(a, b)
  }

  /// `[string rangeOfString:@"x"]`, `(string as NSString).range(of: "x")`: where the first
  /// occurrence is, in UTF-16 code units; `{NSNotFound, 0}` when it is not there.
  static func range(of needle: String, in haystack: String) -> ImportValue {
    let units = Array(haystack.utf16)
    let wanted = Array(needle.utf16)
    // Bounded: a search of long strings in odd input is not worth its time.
    guard units.count * Swift.min(wanted.count, 1 << 20) <= 1 << 24 else {
      return .unknown("a range of \"\(needle.prefix(20))\"")
    }
    guard !wanted.isEmpty, wanted.count <= units.count else {
      return .range(.value(notFound), .value(0))
    }
    for start in 0...(units.count - wanted.count) where units[start] == wanted[0] {
      if units[start..<start + wanted.count].elementsEqual(wanted) {
        return .range(.value(Double(start)), .value(Double(wanted.count)))
      }
    }
    return .range(.value(notFound), .value(0))
  }

  /// NSNotFound, NSIntegerMax on every platform apps run on now.
  static let notFound = Double(Int64.max)
}
