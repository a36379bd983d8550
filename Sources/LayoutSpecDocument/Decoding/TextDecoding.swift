// A text node's fonts and paragraph style (docs/format.md section 5), and the envelope's
// `fonts` and `textEngine`. Font files are read outside the decoder: the command line
// loads the envelope's `fonts` entries and its own `--font` and `--font-dir` into a
// `FontCatalog`, which the decoder resolves names in. A text node without `font` (on the
// node or a run) keeps the text model.

import LayoutSpecEngine

/// The fonts a document's text nodes may name.
public struct FontCatalog: Sendable {
  /// By the name documents use: the envelope's `fonts` entries and `--font NAME=PATH`.
  public var named: [String: OpenTypeFont] = [:]
  /// Names whose file could not be read (reported at the entry already).
  public var unavailable: Set<String> = []
  /// `--font-dir` and the system's fonts folders (a Mac's): a font by PostScript, full or
  /// family name.
  public var find: (@Sendable (String) -> OpenTypeFont?)?
  /// SF's own file (SFNS.ttf), when found: `system` then has SF's widths.
  public var systemFont: OpenTypeFont?
  /// SF's italic file (SFNSItalic.ttf), when found: `italic: true` with `system` uses it.
  public var systemItalicFont: OpenTypeFont?
  /// The Dynamic Type content size a text style (`fontSize: body`) takes its size at, as
  /// UIFont.preferredFont(forTextStyle:compatibleWith:) does from the trait collection.
  public var contentSize = ContentSizeCategory.large

  public init() {}
}

/// One entry of the envelope's `fonts`, for the command line to load.
public struct FontFileEntry: Sendable, Hashable {
  public var name: String
  public var path: String
  /// Where the path is written: messages about the file go there.
  public var location: SourceLocation
}

/// What decoding text nodes keeps between them: the catalog, the tree's fonts by name,
/// and the envelope's default engine. Size bindings decode elements again at layout, with
/// a copy of the document's (`copied()`); the document's own is only read then, which is
/// why it may cross threads.
final class TextDecodingState: @unchecked Sendable {
  var catalog = FontCatalog()
  var faceIndexes: [String: Int32] = [:]
  var engine = TextEngine.textKit
  var warnedApproximateWidths = false
  /// The envelope's fonts whose files the caller did not read: measured by the model.
  var unread: Set<String> = []

  init() {}

  /// A state of its own with the same contents.
  func copied() -> TextDecodingState {
    let copy = TextDecodingState()
    copy.catalog = catalog
    copy.faceIndexes = faceIndexes
    copy.engine = engine
    copy.warnedApproximateWidths = warnedApproximateWidths
    copy.unread = unread
    return copy
  }
}

extension DocumentReader {
  /// The envelope's `fonts` entries that are well formed (the decoder reports the others).
  public static func fontFiles(in parsed: ParsedDocument) -> [FontFileEntry] {
    guard let tape = parsed.tape, tape.kind(tape.root) == .object,
      tape.member(.root, of: tape.root) != nil,
      let fonts = tape.member(.fonts, of: tape.root), tape.kind(fonts.value) == .object
    else { return [] }
    var entries: [FontFileEntry] = []
    for member in tape.members(fonts.value) where tape.kind(member.value) == .string {
      entries.append(
        FontFileEntry(
          name: tape.keys.text(member.key), path: tape.string(member.value),
          location: tape.location(member.value)))
    }
    return entries
  }
}

extension DocumentDecoder {
  /// The keys of a text node that only a fonted text reads.
  static let fontedTextKeys: [KnownKey] = [
    .fontWeight, .italic, .fontVariations, .kern, .lineHeightMultiple, .minimumLineHeight,
    .maximumLineHeight, .lineSpacing, .paragraphSpacing, .paragraphSpacingBefore, .truncation,
    .truncationToken, .textContainerInset, .textEngine,
  ]

  /// `fontedTextKeys` as bits of `Properties.present`: most texts have none of them.
  static let fontedTextKeyBits: UInt64 = fontedTextKeys.reduce(0) {
    $0 | 1 << UInt64($1.rawValue)
  }

  /// The envelope's `fonts`: an object from a name to a file path (loaded by the caller).
  @inline(never)
  mutating func decodeFontsEntry(_ value: ValueID) {
    guard tape.kind(value) == .object else {
      error(
        "'fonts' must be an object from a font name to a font file, such as { Inter: \"fonts/Inter.otf\" }, found \(describeFound(value))",
        at: value)
      return
    }
    for member in tape.members(value) {
      let name = tape.keys.text(member.key)
      guard tape.kind(member.value) == .string else {
        error(
          "the font file of '\(name)' must be a path string, found \(describeFound(member.value))",
          at: member.value)
        continue
      }
      let catalog = textState.catalog
      if catalog.named[name] == nil, !catalog.unavailable.contains(name) {
        // A library caller that read no font files (DocumentReader.read without a catalog).
        textState.unread.insert(name)
        warning(
          "font '\(name)': its file was not read (the caller gave no FontCatalog with it), so the text model measures it",
          at: tape.position(member.value))
      }
    }
  }

  /// The envelope's `textEngine`: the default of every text node.
  @inline(never)
  mutating func decodeEnvelopeTextEngine(_ value: ValueID) {
    if let engine: TextEngine = read(value, .textEngine) { textState.engine = engine }
  }

  /// ASTextNode's attributed text: the model's `TextNode` when no font is named,
  /// otherwise runs with fonts and the paragraph style.
  @inline(never)
  mutating func decodeText(_ p: Properties) -> TextNode {
    let textValue = value(of: .text, in: p)
    let runValues = textValue.flatMap { tape.kind($0) == .array ? $0 : nil }
    let namesFont =
      p.has(.font)
      || runValues.map { list in
        tape.items(list).contains { tape.member(.font, of: $0) != nil }
      } ?? false
    // With a font, `fontSize` may be a Dynamic Type text style (its size at the content
    // size, and its weight).
    var textStyle: TextStyle?
    var fontSize = 17.0
    if namesFont, let sizeValue = value(of: .fontSize, in: p), tape.kind(sizeValue) == .string,
      !SizeExpression.isExpression(tape.string(sizeValue))
    {
      textStyle = enumValue(sizeValue, "fontSize", EnumTables.textStyle)
      fontSize = textStyle?.metrics(at: textState.catalog.contentSize).size ?? fontSize
    } else if let sizeValue = value(of: .fontSize, in: p), tape.kind(sizeValue) == .string,
      EnumTables.textStyle.match(tape.string(sizeValue)) != nil
    {
      error(
        "'fontSize: \(tape.string(sizeValue))' is a Dynamic Type text style, which only a node "
          + "with 'font' takes (font: system for the system font)", at: sizeValue)
    } else {
      property(.fontSize, in: p, into: &fontSize)
    }
    let lineHeight: Double? = property(.lineHeight, in: p)
    let maxLines: Int = property(.maxLines, in: p) ?? 0
    guard namesFont else {
      if p.present & Self.fontedTextKeyBits != 0 {
        checkFontedTextKeys(p)
        for key in Self.fontedTextKeys {
          if let location = keyPosition(of: key, in: p) {
            warning(
              "'\(key.text)' has no effect without 'font': the text model measures this node",
              at: location)
          }
        }
      }
      var text = ""
      if let runValues {
        text = decodeRuns(runValues, defaults: TextRun(text: "", fonts: []), fonted: false)
          .map(\.text).joined()
      } else if let textValue {
        text = string(textValue, "text") ?? ""
      }
      return TextNode(text: text, fontSize: fontSize, lineHeight: lineHeight, maxLines: maxLines)
    }
    if let location = keyPosition(of: .lineHeight, in: p) {
      warning(
        "'lineHeight' is the text model's; with 'font' use 'minimumLineHeight' and 'maximumLineHeight'",
        at: location)
    }
    var defaults = TextRun(text: "", fonts: [], fontSize: fontSize)
    if let fontValue = value(of: .font, in: p) {
      // A font that could not be resolved was reported: the model stands in, quietly.
      guard let fonts = fontList(fontValue) else {
        return TextNode(text: "", fontSize: fontSize, maxLines: maxLines)
      }
      defaults.fonts = fonts
    } else {
      defaults.fonts = [systemFaceIndex()]
    }
    // UIFont.italicSystemFont: SF's italic face stands in for `system` (the upright face's
    // widths when its file was not found, as UIKit slants the upright outlines).
    var italic = false
    property(.italic, in: p, into: &italic)
    if italic {
      let upright = systemFaceIndex()
      defaults.fonts = defaults.fonts.map { $0 == upright ? systemItalicFaceIndex() : $0 }
    }
    defaults.fontWeight =
      value(of: .fontWeight, in: p).flatMap { fontWeight($0) } ?? textStyle?.weight
    // A weight is a `wght` axis value: a static font has none, and UIKit gives a named
    // font's weight by its file (`Avenir-Heavy`), not by a weight.
    if let location = keyPosition(of: .fontWeight, in: p), let first = defaults.fonts.first,
      let font = tree.fonts[Int(first)].font, !font.axes.contains(where: { $0.tag == "wght" })
    {
      warning(
        "'fontWeight' has no effect on '\(tree.fonts[Int(first)].name)', a static font (no "
          + "'wght' axis): name the file of the weight you want, as UIFont(name:size:) does",
        at: location)
    }
    defaults.variations = value(of: .fontVariations, in: p).flatMap { variations($0) } ?? [:]
    defaults.kern = property(.kern, in: p)
    var runs: [TextRun]
    if let runValues {
      runs = decodeRuns(runValues, defaults: defaults, fonted: true)
    } else {
      defaults.text = textValue.flatMap { string($0, "text") } ?? ""
      runs = [defaults]
    }
    var attributes = fontedAttributes(p)
    attributes.runs = runs
    return TextNode(
      text: "", fontSize: fontSize, lineHeight: lineHeight, maxLines: maxLines,
      attributes: attributes)
  }

  /// Decodes the keys only a fonted text reads, for their errors alone: without a font
  /// they have no effect (a warning), but a value that is wrong (`kern: "= 0 / 0"`, a NaN)
  /// is an error wherever it is written.
  private mutating func checkFontedTextKeys(_ p: Properties) {
    _ = value(of: .fontWeight, in: p).flatMap { fontWeight($0) }
    _ = value(of: .fontVariations, in: p).flatMap { variations($0) }
    let _: Double? = property(.kern, in: p)
    var italic = false
    property(.italic, in: p, into: &italic)
    _ = fontedAttributes(p)
  }

  /// A fonted text's attributes but its runs: the engine, truncation and paragraph style.
  private mutating func fontedAttributes(_ p: Properties) -> TextAttributes {
    var attributes = TextAttributes(runs: [])
    attributes.engine = textState.engine
    property(.textEngine, in: p, into: &attributes.engine)
    property(.truncation, in: p, into: &attributes.truncation)
    property(.truncationToken, in: p, into: &attributes.truncationToken)
    property(.textContainerInset, in: p, into: &attributes.textContainerInset)
    var style = ParagraphStyle()
    property(.lineHeightMultiple, in: p, into: &style.lineHeightMultiple)
    property(.minimumLineHeight, in: p, into: &style.minimumLineHeight)
    property(.maximumLineHeight, in: p, into: &style.maximumLineHeight)
    property(.lineSpacing, in: p, into: &style.lineSpacing)
    property(.paragraphSpacing, in: p, into: &style.paragraphSpacing)
    property(.paragraphSpacingBefore, in: p, into: &style.paragraphSpacingBefore)
    attributes.paragraphStyle = style
    return attributes
  }

  /// The button's title as a fonted text when it names a font (`titleFont`), else nil.
  @inline(never)
  mutating func decodeButtonTitle(_ title: String, _ p: Properties) -> TextNode? {
    let fontSize: Double? = property(.titleFontSize, in: p)
    let weight = value(of: .titleFontWeight, in: p).flatMap { fontWeight($0) }
    guard let fontValue = value(of: .titleFont, in: p) else {
      for key: KnownKey in [.titleFontSize, .titleFontWeight] {
        if let location = keyPosition(of: key, in: p) {
          warning(
            "'\(key.text)' has no effect without 'titleFont': the text model measures the title",
            at: location)
        }
      }
      return nil
    }
    let fonts = fontList(fontValue) ?? [systemFaceIndex()]
    var attributes = TextAttributes(runs: [
      TextRun(text: title, fonts: fonts, fontSize: fontSize ?? 17, fontWeight: weight)
    ])
    attributes.engine = textState.engine
    return TextNode(text: title, fontSize: fontSize ?? 17, attributes: attributes)
  }

  /// `text` as a list of runs: strings, or objects { text, font, fontSize, fontWeight, kern }
  /// over the node's values.
  private mutating func decodeRuns(_ list: ValueID, defaults: TextRun, fonted: Bool) -> [TextRun] {
    var runs: [TextRun] = []
    for item in tape.items(list) {
      var run = defaults
      switch tape.kind(item) {
      case .string:
        run.text = tape.string(item)
      case .object:
        for member in tape.members(item) {
          let value = member.value
          switch member.key.known {
          case .text: run.text = readRunKey(value, .text) ?? ""
          case .font: run.fonts = fontList(value) ?? run.fonts
          case .fontSize: run.fontSize = readRunKey(value, .fontSize) ?? run.fontSize
          case .fontWeight: run.fontWeight = fontWeight(value) ?? run.fontWeight
          case .kern: run.kern = readRunKey(value, .kern) ?? run.kern
          default:
            let key = tape.keys.text(member.key)
            let keys = DescriptionKeys.run.map(\.key.text)
            error(
              "unknown key '\(key)' in a text run\(DidYouMean.hint(for: key, among: keys)) (a run takes text, font, fontSize, fontWeight and kern)",
              at: member.keyPosition)
          }
        }
      default:
        error(
          "each run of 'text' must be a string or an object { text, font, fontSize, fontWeight, kern }, found \(describeFound(item))",
          at: item)
      }
      runs.append(run)
    }
    if !fonted, runs.contains(where: { $0.fontSize != defaults.fontSize || $0.kern != nil }) {
      warning(
        "a run's fontSize, fontWeight and kern have no effect without 'font': the text model measures this node",
        at: tape.position(list))
    }
    return runs
  }

  /// A run's `key` read as `DescriptionKeys.run` writes it.
  private mutating func readRunKey<T: PropertyValue>(_ value: ValueID, _ key: KnownKey) -> T? {
    DescriptionKeys.runKind(of: key).flatMap { read(value, key, $0) }
  }

  /// `font`: a name or a list of names (fallback order), as indexes into the tree's fonts.
  private mutating func fontList(_ value: ValueID) -> [Int32]? {
    switch tape.kind(value) {
    case .string:
      return faceIndex(tape.string(value), at: value).map { [$0] }
    case .array where tape.count(value) > 0:
      var indexes: [Int32] = []
      for item in tape.items(value) {
        guard tape.kind(item) == .string else {
          error("each font of 'font' must be a name, found \(describeFound(item))", at: item)
          continue
        }
        if let index = faceIndex(tape.string(item), at: item) { indexes.append(index) }
      }
      return indexes.isEmpty ? nil : indexes
    default:
      error(
        "'font' must be a font name (from the envelope's 'fonts', --font, --font-dir, or system) or a list of them, found \(describeFound(value))",
        at: value)
      return nil
    }
  }

  /// The tree's index of the font named `name`, added on first use.
  private mutating func faceIndex(_ name: String, at value: ValueID) -> Int32? {
    if let known = textState.faceIndexes[name] { return known }
    if name.lowercased() == "system" { return systemFaceIndex() }
    let catalog = textState.catalog
    if textState.unread.contains(name) {
      return addFace(TextFace(name: name, font: nil), named: name)
    }
    guard let font = catalog.named[name] ?? catalog.find?(name) else {
      if !catalog.unavailable.contains(name) {
        error(
          "unknown font '\(name)': name it in the envelope's 'fonts' ({ \(name): \"path/to/font.ttf\" }), or give --font \(name)=PATH or --font-dir DIR",
          at: value)
      }
      return nil
    }
    return addFace(TextFace(name: name, font: font), named: name)
  }

  /// `system`: SF's metrics, with SF's widths when its file was found.
  private mutating func systemFaceIndex() -> Int32 {
    if let known = textState.faceIndexes["system"] { return known }
    return addFace(
      TextFace(name: "system", font: textState.catalog.systemFont, isSystem: true),
      named: "system")
  }

  /// `system` with `italic: true`: SF's italic file when found, else SF's upright one.
  private mutating func systemItalicFaceIndex() -> Int32 {
    if let known = textState.faceIndexes["system italic"] { return known }
    let catalog = textState.catalog
    return addFace(
      TextFace(
        name: "system italic", font: catalog.systemItalicFont ?? catalog.systemFont,
        isSystem: true),
      named: "system italic")
  }

  private mutating func addFace(_ face: TextFace, named name: String) -> Int32 {
    let index = Int32(truncatingIfNeeded: tree.fonts.count)
    tree.fonts.append(face)
    textState.faceIndexes[name] = index
    return index
  }

  /// `fontWeight`: a UIFont weight name or a number from 1 to 1000.
  private mutating func fontWeight(_ value: ValueID) -> Double? {
    if tape.kind(value) == .number {
      let weight = tape.number(value)
      guard weight >= 1, weight <= 1000 else {
        error(
          "'fontWeight' must be from 1 to 1000 (400 regular, 700 bold), found \(describeFound(value))",
          at: value)
        return nil
      }
      return weight
    }
    return enumValue(value, "fontWeight", EnumTables.fontWeight)
  }

  /// `fontVariations`: an object from a 4-letter axis tag to its value.
  private mutating func variations(_ value: ValueID) -> [String: Double]? {
    guard tape.kind(value) == .object else {
      error(
        "'fontVariations' must be an object from an axis tag to a number, such as { wght: 600 }, found \(describeFound(value))",
        at: value)
      return nil
    }
    var values: [String: Double] = [:]
    for member in tape.members(value) {
      let tag = tape.keys.text(member.key)
      guard tag.unicodeScalars.count == 4, tag.unicodeScalars.allSatisfy(\.isASCII) else {
        error(
          "'\(tag)' is not a font axis tag: a tag has 4 letters, such as wght or opsz",
          at: member.keyPosition)
        continue
      }
      if let number = number(member.value, tag) { values[tag] = number }
    }
    return values
  }

  /// Warnings about a fonted text node once shaped: characters no font of their run has,
  /// and, once per document, widths that are the model's. Inlined up to the check: most
  /// texts have no font, and the messages' frame cost them 55 instructions a call.
  @inline(__always)
  mutating func warnAboutFonts(of id: ElementID, at position: LineColumn) {
    guard let notes = tree.fontNotes(of: id) else { return }
    warn(about: notes, at: position)
  }

  @inline(never)
  private mutating func warn(
    about notes: (missing: [Character], approximate: Bool), at position: LineColumn
  ) {
    for character in notes.missing {
      let codes = character.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
      warning(
        "no font of this text has '\(character)' (\(codes)): the text model measures it",
        at: position)
    }
    if notes.approximate, !textState.warnedApproximateWidths {
      textState.warnedApproximateWidths = true
      warning(
        "font 'system': SF's file (SFNS.ttf) was not found, so widths are the text model's and approximate (heights are SF's); give --font-dir with the folder that holds it (a Mac's /System/Library/Fonts is searched without it)",
        at: position)
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
