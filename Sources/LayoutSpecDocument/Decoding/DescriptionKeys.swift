// Every key a description (the input document) may hold, in one table (docs/format.md
// sections 1.2, 2, 4): how its value is written, its default and what it means. The decoder takes from here the
// keys each type accepts and the syntax it reads each value with; `DocumentSchema` writes
// the same rows as a JSON Schema, so the schema and the decoder cannot disagree. The
// meanings are docs/format.md's (DescriptionKeysDocTests compares them with its tables).

import LayoutSpecEngine

/// How a key's value is written (docs/format.md section 3).
enum KeyValue: Hashable, Sendable {
  /// A finite number; `nonNegativeNumber` 0 or more, `positiveNumber` more than 0, `count`
  /// a whole number 0 or more.
  case number, nonNegativeNumber, positiveNumber, count
  case bool, string
  /// ASDimension (3.3), size (3.4), layout size (3.5), point (3.6), insets (3.7).
  case dimension, size, layoutSize, point, insets
  /// One of an enum's names (`EnumTables`), matched ignoring case, `-` and `_` (3.9).
  case choice([String])
  /// One element, a list of elements.
  case element, elements
  /// A text's `text`: a string or a list of runs (strings or `DescriptionKeys.run` objects).
  case textRuns
  /// `font`: a font name or a list of names (the fallback order).
  case fontNames
  /// `fontWeight`: a UIFont weight name (`EnumTables.fontWeight`) or a number 1...1000.
  case fontWeight
  /// A text's `fontSize`: a number greater than 0 or, with a font, a Dynamic Type text style
  /// (`EnumTables.textStyle`).
  case fontSize
  /// `fontVariations`: an object from a 4-letter axis tag to a number.
  case axes
  /// The envelope's `fonts`: an object from a font name to a file path.
  case fontFiles
  /// The envelope's `safeArea`: insets (3.7) of plain numbers, 0 or more.
  case safeArea
  /// A key whose value differs between the types that take it (a stack's `lineSpacing` may
  /// be negative, a text's may not): any of them. Only the schema's `use` and patch keys,
  /// which may be of any type, write it; the decoder reads each type's own kind.
  indirect case either([KeyValue])
  /// Read by their own code: `type`, `use`, `style`, the envelope's `sizes`, `components` and
  /// `variants`, a patch's `remove` (only `true`) and `set` (element keys but `name`, `use`).
  case typeName, componentName, style, sizes, components, variants, removal, patchKeys
}

/// One key: its value, its default and its meaning.
struct KeyEntry: Sendable {
  var key: KnownKey
  var value: KeyValue
  /// The default as JSON (`0`, `"start"`, `[]`); nil when there is none, or when it is not
  /// one value (a text's `lineHeight` is 1.2 × its `fontSize`).
  var defaultJSON: String?
  /// An element of this type needs the key (unless it is a `use`, whose component may give it).
  var isRequired = false
  /// One line, as docs/format.md says it.
  var meaning: String

  init(
    _ key: KnownKey, _ value: KeyValue, default defaultJSON: String? = nil,
    required: Bool = false, _ meaning: String
  ) {
    self.key = key
    self.value = value
    self.defaultJSON = defaultJSON
    self.isRequired = required
    self.meaning = meaning
  }
}

enum DescriptionKeys {
  /// The envelope's keys (1.2).
  static let envelope = [
    KeyEntry(.root, .element, required: true, "required: the element laid out"),
    KeyEntry(
      .sizes, .sizes,
      "optional: used when the command line gives no `--size` (1.3)"),
    KeyEntry(
      .components, .components,
      "optional: reusable elements for `use` (section 6)"),
    KeyEntry(
      .variants, .variants,
      "optional: states of the document, such as a cell with and without a location (1.4)"),
    KeyEntry(
      .fonts, .fontFiles,
      "optional: the fonts text nodes name (5.5); paths are relative to the document's folder"),
    KeyEntry(
      .textEngine, .choice(EnumTables.textEngine.names),
      "optional: every text node's default engine (5.5)"),
    KeyEntry(
      .safeArea, .safeArea, default: "0",
      "optional: the `safeAreaInsets` that `safeArea.top` ... read (3.10), when the command line gives no `--safe-area`"
    ),
  ]

  /// A variant's patch (1.4).
  static let patch = [
    KeyEntry(.name, .string, required: true, "the name of the elements it changes"),
    KeyEntry(
      .remove, .removal,
      "takes each element named NAME out of the `children` list it is in"),
    KeyEntry(
      .set, .patchKeys,
      "lays the keys over each element named NAME as a `use` site lays its keys over a component (section 6)"
    ),
  ]

  /// The keys every element has (2.1).
  static let common = [
    KeyEntry(
      .type, .typeName, required: true,
      "required (unless the element is a `use`, section 6). Case-sensitive: `hstack`, not `HStack`"
    ),
    KeyEntry(
      .name, .string,
      "Texture's `debugName`. Shown by every output format and in messages; `diff` matches elements by it"
    ),
    KeyEntry(.style, .style, "Texture's `.style` (`ASLayoutElementStyle`), section 4"),
    KeyEntry(.use, .componentName, "the name of a component this element is based on, section 6"),
  ]

  // MARK: Layout specs (2.2)

  private static let stack = [
    KeyEntry(.children, .elements, default: "[]", "the stack's children, in order"),
    KeyEntry(
      .direction, .choice(EnumTables.direction.names), default: #""horizontal""#, "the main axis"),
    KeyEntry(
      .spacing, .number, default: "0",
      "space between neighbouring children along the main axis"),
    KeyEntry(
      .justifyContent, .choice(EnumTables.justifyContent.names), default: #""start""#,
      "placement along the main axis"),
    KeyEntry(
      .alignItems, .choice(EnumTables.alignItems.names), default: #""stretch""#,
      "placement across; a child's `alignSelf` overrides it"),
    KeyEntry(
      .flexWrap, .choice(EnumTables.flexWrap.names), default: #""noWrap""#,
      "whether children wrap onto several lines"),
    KeyEntry(
      .alignContent, .choice(EnumTables.alignContent.names), default: #""start""#,
      "placement of the lines across (matters when `wrap` makes several lines)"),
    KeyEntry(.lineSpacing, .number, default: "0", "space between lines (likewise)"),
    KeyEntry(
      .horizontalAlignment, .choice(EnumTables.horizontalAlignment.names), default: #""none""#,
      "shorthand, see below"),
    KeyEntry(
      .verticalAlignment, .choice(EnumTables.verticalAlignment.names), default: #""none""#,
      "shorthand, see below"),
  ]

  private static let inset = [
    KeyEntry(.child, .element, required: true, "the inset element"),
    KeyEntry(
      .insets, .insets, default: "0",
      "`UIEdgeInsets`: space around the child; sides may be `\"inf\"` or negative"),
  ]

  private static let overlay = [
    KeyEntry(.child, .element, required: true, "the element that decides the size"),
    KeyEntry(.overlay, .element, "drawn on top of the child, at exactly the child's size"),
  ]

  private static let background = [
    KeyEntry(.child, .element, required: true, "the element that decides the size"),
    KeyEntry(.background, .element, "drawn behind the child, at exactly the child's size"),
  ]

  private static let center = [
    KeyEntry(.child, .element, required: true, "the centred element"),
    KeyEntry(
      .centeringOptions, .choice(EnumTables.centeringOptions.names), default: #""none""#,
      "the axes to centre on"),
    KeyEntry(
      .sizingOptions, .choice(EnumTables.sizingOptions.names), default: #""default""#,
      "the axes on which the spec shrinks to the child"),
  ]

  private static let relative = [
    KeyEntry(.child, .element, required: true, "the positioned element"),
    KeyEntry(
      .horizontalPosition, .choice(EnumTables.relativePosition.names), default: #""none""#,
      "where along x"),
    KeyEntry(
      .verticalPosition, .choice(EnumTables.relativePosition.names), default: #""none""#,
      "where along y"),
    KeyEntry(
      .sizingOption, .choice(EnumTables.sizingOption.names), default: #""default""#,
      "the axes on which the spec shrinks to the child"),
  ]

  private static let ratio = [
    KeyEntry(.child, .element, required: true, "the element given the ratio"),
    KeyEntry(
      .ratio, .positiveNumber, required: true,
      "height ÷ width: `0.5` is twice as wide as high, `2` twice as high as wide"),
  ]

  private static let absolute = [
    KeyEntry(.children, .elements, default: "[]", "each placed at its `style.layoutPosition`"),
    KeyEntry(
      .sizing, .choice(EnumTables.absoluteSizing.names), default: #""default""#,
      "how the spec's own size is chosen"),
  ]

  private static let corner = [
    KeyEntry(.child, .element, required: true, "the element the corner is attached to"),
    KeyEntry(
      .corner, .element, required: true,
      "the element centred on one of the child's corners (a badge)"),
    KeyEntry(
      .cornerLocation, .choice(EnumTables.cornerLocation.names), default: #""topRight""#,
      "which corner"),
    KeyEntry(.offset, .point, default: "[0, 0]", "moves the corner element from that position"),
    KeyEntry(
      .wrapsCorner, .bool, default: "false",
      "whether the spec grows to contain the corner element"),
  ]

  private static let wrapper = [
    KeyEntry(.child, .element, "one wrapped element"),
    KeyEntry(
      .children, .elements,
      "several wrapped elements (give `child` or `children`, not both)"),
  ]

  // MARK: Nodes (2.3, 2.4)

  /// Every node type but the button, which builds its own spec, takes `layout` (2.4).
  private static let layout = KeyEntry(
    .layout, .element, "the spec the node's `layoutSpecThatFits:` returns (2.4)")

  private static let node = [
    KeyEntry(.intrinsicSize, .size, "a fixed size, whatever the node is offered"), layout,
  ]

  private static let image = [
    KeyEntry(.imageSize, .size, "the image's size in points"), layout,
  ]

  private static let text =
    [
      KeyEntry(
        .text, .textRuns, default: #""""#,
        "the text; `\\n` starts a new line. A run is a string or `{ text, font, fontSize, fontWeight, kern }` over the node's values (5.5)"
      ),
      KeyEntry(
        .fontSize, .fontSize, default: "17",
        "the font's point size; a Dynamic Type text style (`largeTitle`, `title1`, `title2`, `title3`, `headline`, `body`, `callout`, `subheadline`, `footnote`, `caption1`, `caption2`) gives its size at the content size laid out at (Large by default; docs/text.md lists them) and, for `headline`, the semibold weight"
      ),
      KeyEntry(.lineHeight, .nonNegativeNumber, "the height of one line (the text model only)"),
      KeyEntry(
        .maxLines, .count, default: "0",
        "keeps only the first lines (`maximumNumberOfLines`)"),
      layout,
      KeyEntry(
        .font, .fontNames,
        "measures the text with real fonts (5.5); a list is the fallback order"),
      KeyEntry(
        .fontWeight, .fontWeight,
        "the `wght` axis of `system` and variable fonts (`regular` 400, `bold` 700)"),
      KeyEntry(
        .italic, .bool, default: "false",
        "with `font: system`, SF's italic (`UIFont.italicSystemFont(ofSize:)`): `SFNSItalic.ttf` when found, else the upright face's widths"
      ),
      KeyEntry(.fontVariations, .axes, "axis values, such as `{ wght: 600, opsz: 20 }`"),
      KeyEntry(
        .kern, .number,
        "points added after every glyph, the font's kerning off (`0` turns it off)"),
    ]
    + [.lineHeightMultiple, .minimumLineHeight, .maximumLineHeight].map {
      KeyEntry(
        $0, .nonNegativeNumber, default: "0",
        "NSParagraphStyle: each line's height is its fonts' height × the multiple, then at least the minimum and at most the maximum"
      )
    }
    + [.lineSpacing, .paragraphSpacing, .paragraphSpacingBefore].map {
      // Unlike a stack's `lineSpacing`, NSParagraphStyle's spacings are never negative.
      KeyEntry(
        $0, .nonNegativeNumber, default: "0",
        "space between lines, after a paragraph and before one")
    } + [
      KeyEntry(
        .truncation, .choice(EnumTables.truncation.names), default: #""tail""#,
        "how the last line shows that text was cut (with `maxLines` or a short height)"),
      KeyEntry(
        .truncationToken, .string, default: #""…""#,
        "the token, drawn with the attributes of the text's last character (its font, kerning and paragraph style)"
      ),
      KeyEntry(
        .textContainerInset, .insets, default: "0", "space around the text inside the node"),
      KeyEntry(
        .textEngine, .choice(EnumTables.textEngine.names),
        "`ASTextNode` (TextKit 1) or `ASTextNode2` (CoreText) rules"),
    ]

  /// One run of a text's `text` list: its keys override the node's.
  static let run = [
    KeyEntry(.text, .string, "the run's text"),
    KeyEntry(.font, .fontNames, "the run's font or fonts"),
    KeyEntry(.fontSize, .positiveNumber, "the run's point size"),
    KeyEntry(.fontWeight, .fontWeight, "the run's weight"),
    KeyEntry(.kern, .number, "points added after each of the run's glyphs"),
  ]

  private static let button = [
    KeyEntry(.title, .string, default: #""""#, "the title, measured as a text at 17 points"),
    KeyEntry(.titleFont, .fontNames, "the title's font (5.5)"),
    KeyEntry(
      .titleFontSize, .positiveNumber, default: "17", "the title's point size, with `titleFont`"),
    KeyEntry(.titleFontWeight, .fontWeight, "the title's weight, with `titleFont`"),
    KeyEntry(.contentEdgeInsets, .insets, default: "0", "space around the content"),
    KeyEntry(.imageSize, .size, "an image before the title"),
    KeyEntry(
      .contentSpacing, .number, default: "8", "space between the image and the title"),
  ]

  /// The type's own keys (without the common keys), in docs/format.md's order.
  static func properties(of type: ElementType) -> [KeyEntry] {
    switch type {
    case .stack: return stack
    case .hstack, .vstack: return Preset.stack
    case .inset: return inset
    case .overlay: return overlay
    case .background: return background
    case .center: return center
    case .relative: return relative
    case .ratio: return ratio
    case .absolute: return absolute
    case .corner: return corner
    case .wrapper: return wrapper
    case .node: return node
    case .image: return image
    case .text: return text
    case .button: return button
    case .networkImage, .video, .videoPlayer, .editableText: return [layout]
    case .spacer: return []
    }
  }

  private enum Preset {
    /// `hstack` and `vstack` have their direction preset.
    static let stack = DescriptionKeys.stack.filter { $0.key != .direction }
  }

  // MARK: Style (4)

  /// Every style key, in `StyleKey` order.
  static let style = [
    KeyEntry(.width, .dimension, default: #""auto""#, "the element's width (4.1)"),
    KeyEntry(.height, .dimension, default: #""auto""#, "the element's height (4.1)"),
    KeyEntry(.minWidth, .dimension, default: #""auto""#, "the element's least width (4.1)"),
    KeyEntry(.maxWidth, .dimension, default: #""auto""#, "the element's largest width (4.1)"),
    KeyEntry(.minHeight, .dimension, default: #""auto""#, "the element's least height (4.1)"),
    KeyEntry(
      .maxHeight, .dimension, default: #""auto""#, "the element's largest height (4.1)"),
    KeyEntry(.preferredSize, .size, "`width` and `height` in points (4.1)"),
    KeyEntry(.minSize, .size, "`minWidth` and `minHeight` in points (4.1)"),
    KeyEntry(.maxSize, .size, "`maxWidth` and `maxHeight` in points (4.1)"),
    KeyEntry(.preferredLayoutSize, .layoutSize, "`width` and `height` as dimensions (4.1)"),
    KeyEntry(.minLayoutSize, .layoutSize, "`minWidth` and `minHeight` as dimensions (4.1)"),
    KeyEntry(.maxLayoutSize, .layoutSize, "`maxWidth` and `maxHeight` as dimensions (4.1)"),
    KeyEntry(
      .spacingBefore, .number, default: "0",
      "extra space before the element in a parent stack (4.3)"),
    KeyEntry(
      .spacingAfter, .number, default: "0",
      "extra space after the element in a parent stack (4.3)"),
    KeyEntry(
      .flexGrow, .nonNegativeNumber, default: "0",
      "how much of a parent stack's free space the element takes (4.3)"),
    KeyEntry(
      .flexShrink, .nonNegativeNumber, default: "0",
      "how much the element shrinks when a parent stack overflows; Texture's default is 0 (4.3)"),
    KeyEntry(
      .flexBasis, .dimension, default: #""auto""#,
      "the element's size along a parent stack before flexing (4.3)"),
    KeyEntry(
      .alignSelf, .choice(EnumTables.alignSelf.names), default: #""auto""#,
      "the element's placement across a parent stack, over its `alignItems` (4.3)"),
    KeyEntry(
      .ascender, .number, default: "0",
      "the first baseline, read by a parent stack aligning baselines (4.4)"),
    KeyEntry(
      .descender, .number, default: "0",
      "the last baseline's distance from the bottom, read by a parent stack aligning baselines (4.4)"
    ),
    KeyEntry(
      .layoutPosition, .point, default: "[0, 0]",
      "the element's position in a parent `absolute` spec (4.5)"),
  ]

  // MARK: Lookups

  /// The value kind of every key that is not an element property (style, common, envelope,
  /// patch keys), by `KnownKey.rawValue`: such a key has one kind wherever it is.
  private static let valueKinds: [KeyValue?] = {
    var kinds = [KeyValue?](repeating: nil, count: KnownKey.allCases.count)
    for row in style + common + envelope + patch { kinds[Int(row.key.rawValue)] = row.value }
    return kinds
  }()

  /// Each type's own properties' kinds, by type then `KnownKey.rawValue`: a key may be
  /// written differently in two types (`lineSpacing`).
  private static let propertyKinds: [KeyValue?] = {
    let count = KnownKey.allCases.count
    var kinds = [KeyValue?](repeating: nil, count: ElementType.allCases.count * count)
    for type in ElementType.allCases {
      for row in properties(of: type) {
        kinds[type.ordinal * count + Int(row.key.rawValue)] = row.value
      }
    }
    return kinds
  }()

  /// How `key`'s value is written: as `type`'s property when a type is given, else as a
  /// style, common, envelope or patch key.
  @inline(__always)
  static func valueKind(of key: KnownKey, in type: ElementType? = nil) -> KeyValue? {
    guard let type else { return valueKinds[Int(key.rawValue)] }
    return propertyKinds[type.ordinal * KnownKey.allCases.count + Int(key.rawValue)]
  }

  /// How a text run's `key` is written.
  static func runKind(of key: KnownKey) -> KeyValue? { run.first { $0.key == key }?.value }
}
