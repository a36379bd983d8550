import LayoutSpecEngine

// Each spec's Texture constructor, each style property's assignment, and what a subnode's
// class needs set in `init`: the Texture side of `ExportPlanner`. Properties are written
// only where they differ from Texture's defaults, except the arguments a constructor takes.

extension ExportPlanner {
  /// The constructor of a spec with its children, and the properties set after it.
  static func construction(_ kind: ElementKind, children: [ExportRef]) -> (
    ExportConstruction, [StyleSetting]
  ) {
    let first = ExportValue.element(children.first ?? .local("nil"))
    let second = ExportValue.element(children.dropFirst().first ?? .local("nil"))
    func factory(
      _ className: String, _ pieces: [String], _ labels: [String], _ arguments: [ExportValue]
    )
      -> ExportConstruction
    {
      ExportConstruction(
        className: className, objcAllocInit: false, objcPieces: pieces, swiftLabels: labels,
        arguments: arguments)
    }
    switch kind {
    case .stack(let spec):
      return stack(spec, children: children)
    case .inset(let spec):
      return (
        factory(
          "ASInsetLayoutSpec", ["insetLayoutSpecWithInsets", "child"], ["insets", "child"],
          [.insets(spec.insets), first]), []
      )
    case .overlay, .background:
      let isOverlay = kind == .overlay
      let className = isOverlay ? "ASOverlayLayoutSpec" : "ASBackgroundLayoutSpec"
      let second = isOverlay ? "overlay" : "background"
      guard children.count == 2 else {
        // Texture asserts that the overlay or background is not nil: without one, the child
        // is set alone.
        return (.plain(className), [StyleSetting(path: "child", value: first)])
      }
      return (
        factory(
          className, [(isOverlay ? "overlay" : "background") + "LayoutSpecWithChild", second],
          ["child", second], [first, .element(children[1])]), []
      )
    case .center(let spec):
      return (
        factory(
          "ASCenterLayoutSpec",
          ["centerLayoutSpecWithCenteringOptions", "sizingOptions", "child"],
          ["centeringOptions", "sizingOptions", "child"],
          [
            .constant(TextureAPI.centeringOptions(spec.centeringOptions)),
            .constant(TextureAPI.sizingOptions(spec.sizingOptions)), first,
          ]), []
      )
    case .relative(let spec):
      // `+relativePositionLayoutSpecWith...` is not imported as an initializer: the init is
      // the same call in both languages.
      return (
        ExportConstruction(
          className: "ASRelativeLayoutSpec", objcAllocInit: true,
          objcPieces: ["initWithHorizontalPosition", "verticalPosition", "sizingOption", "child"],
          swiftLabels: ["horizontalPosition", "verticalPosition", "sizingOption", "child"],
          arguments: [
            .constant(TextureAPI.position(spec.horizontalPosition)),
            .constant(TextureAPI.position(spec.verticalPosition)),
            .constant(TextureAPI.sizingOption(spec.sizingOption)), first,
          ]), []
      )
    case .ratio(let spec):
      return (
        factory(
          "ASRatioLayoutSpec", ["ratioLayoutSpecWithRatio", "child"], ["ratio", "child"],
          [.literal(spec.ratio), first]), []
      )
    case .absolute(let spec):
      return (
        factory(
          "ASAbsoluteLayoutSpec", ["absoluteLayoutSpecWithSizing", "children"],
          ["sizing", "children"],
          [.constant(TextureAPI.absoluteSizing(spec.sizing)), .elements(children)]), []
      )
    case .corner(let spec):
      var settings: [StyleSetting] = []
      if spec.offset != .zero {
        settings.append(StyleSetting(path: "offset", value: .point(spec.offset)))
      }
      if spec.wrapsCorner { settings.append(StyleSetting(path: "wrapsCorner", value: .bool(true))) }
      return (
        factory(
          "ASCornerLayoutSpec", ["cornerLayoutSpecWithChild", "corner", "location"],
          ["child", "corner", "location"],
          [first, second, .constant(TextureAPI.cornerLocation(spec.cornerLocation))]),
        settings
      )
    case .wrapper:
      // `+wrapperWithLayoutElement:` is not imported as an initializer; the init is.
      let one = children.count == 1
      return (
        ExportConstruction(
          className: "ASWrapperLayoutSpec", objcAllocInit: true,
          objcPieces: [one ? "initWithLayoutElement" : "initWithLayoutElements"],
          swiftLabels: [one ? "layoutElement" : "layoutElements"],
          arguments: [one ? first : .elements(children)]), []
      )
    case .spacer, .node, .image, .text, .button:
      return (.plain("ASLayoutSpec"), [])
    }
  }

  /// The shortest of ASStackLayoutSpec's factories that takes every property the stack sets,
  /// then the alignments, which are properties only.
  private static func stack(_ spec: StackLayoutSpec, children: [ExportRef]) -> (
    ExportConstruction, [StyleSetting]
  ) {
    var labels = ["direction", "spacing", "justifyContent", "alignItems"]
    var arguments: [ExportValue] = [
      .constant(TextureAPI.direction(spec.direction)), .literal(spec.spacing),
      .constant(TextureAPI.justifyContent(spec.justifyContent)),
      .constant(TextureAPI.alignItems(spec.alignItems)),
    ]
    if spec.flexWrap != .noWrap || spec.alignContent != .start || spec.lineSpacing != 0 {
      labels += ["flexWrap", "alignContent"]
      arguments += [
        .constant(TextureAPI.flexWrap(spec.flexWrap)),
        .constant(TextureAPI.alignContent(spec.alignContent)),
      ]
    }
    if spec.lineSpacing != 0 {
      labels.append("lineSpacing")
      arguments.append(.literal(spec.lineSpacing))
    }
    labels.append("children")
    arguments.append(.elements(children))
    var pieces = labels
    pieces[0] = "stackLayoutSpecWithDirection"
    var settings: [StyleSetting] = []
    if spec.horizontalAlignment != .none {
      settings.append(
        StyleSetting(
          path: "horizontalAlignment",
          value: .constant(TextureAPI.horizontalAlignment(spec.horizontalAlignment))))
    }
    if spec.verticalAlignment != .none {
      settings.append(
        StyleSetting(
          path: "verticalAlignment",
          value: .constant(TextureAPI.verticalAlignment(spec.verticalAlignment))))
    }
    return (
      ExportConstruction(
        className: "ASStackLayoutSpec", objcAllocInit: false, objcPieces: pieces,
        swiftLabels: labels, arguments: arguments),
      settings
    )
  }

  // MARK: Style

  /// The element's style as ASLayoutElementStyle assignments, in the order of
  /// ASLayoutElement.h; a size given on both axes is written with its shorthand.
  static func styleSettings(_ style: LayoutElementStyle) -> [StyleSetting] {
    var settings: [StyleSetting] = []
    func size(_ width: Dimension, _ height: Dimension, _ names: (String, String), _ prefix: String)
    {
      if width != .auto, height != .auto {
        if case .points(let w) = width, case .points(let h) = height {
          settings.append(
            StyleSetting(
              path: "style.\(prefix)Size", value: .size(.literal(w), .literal(h))))
        } else {
          settings.append(
            StyleSetting(
              path: "style.\(prefix)LayoutSize",
              value: .layoutSize(ExportDimension(width), ExportDimension(height))))
        }
        return
      }
      if width != .auto {
        settings.append(
          StyleSetting(path: "style." + names.0, value: .dimension(ExportDimension(width))))
      }
      if height != .auto {
        settings.append(
          StyleSetting(path: "style." + names.1, value: .dimension(ExportDimension(height))))
      }
    }
    size(style.width, style.height, ("width", "height"), "preferred")
    size(style.minWidth, style.minHeight, ("minWidth", "minHeight"), "min")
    size(style.maxWidth, style.maxHeight, ("maxWidth", "maxHeight"), "max")
    let numbers: [(String, Double)] = [
      ("spacingBefore", style.spacingBefore), ("spacingAfter", style.spacingAfter),
      ("flexGrow", style.flexGrow), ("flexShrink", style.flexShrink),
    ]
    for (name, value) in numbers where value != 0 {
      settings.append(StyleSetting(path: "style." + name, value: .literal(value)))
    }
    if style.flexBasis != .auto {
      settings.append(
        StyleSetting(path: "style.flexBasis", value: .dimension(ExportDimension(style.flexBasis))))
    }
    if style.alignSelf != .auto {
      settings.append(
        StyleSetting(
          path: "style.alignSelf", value: .constant(TextureAPI.alignSelf(style.alignSelf))))
    }
    for (name, value) in [("ascender", style.ascender), ("descender", style.descender)]
    where value != 0 {
      settings.append(StyleSetting(path: "style." + name, value: .literal(value)))
    }
    if style.layoutPosition != .zero {
      settings.append(
        StyleSetting(path: "style.layoutPosition", value: .point(style.layoutPosition)))
    }
    return settings
  }

  // MARK: Nodes

  /// What a subnode needs set in `init` to measure as the document says: a text's string
  /// and attributes, an image (a blank one of the document's size), a button's title, image,
  /// `contentSpacing` and `contentEdgeInsets` (read back from the spec the reader built for
  /// it, ASButtonNode's own).
  func setup(_ id: ElementID, _ kind: ElementKind, _ node: ExportRef) -> [ExportStatement] {
    switch kind {
    case .text(let text):
      return textSetup(text, node)
    case .image(let image):
      return [.set(node, "image", Self.placeholderImage(image))]
    case .button:
      var statements: [ExportStatement] = []
      let content = buttonContent(id)
      if let title = content.title, case .text(let text) = tree.kind(of: title), !text.text.isEmpty
      {
        let titleFont =
          text.attributes?.runs.first.map(font)
          ?? .system(size: .literal(text.fontSize), weight: nil)
        statements.append(.setButtonTitle(node, text.text, titleFont))
      }
      if let image = content.image, case .image(let imageNode) = tree.kind(of: image) {
        statements.append(.setButtonImage(node, Self.placeholderImage(imageNode)))
      }
      if let spacing = content.spacing, spacing != 8 {
        statements.append(.set(node, "contentSpacing", .literal(spacing)))
      }
      if let insets = content.insets {
        statements.append(.set(node, "contentEdgeInsets", .insets(insets)))
      }
      return statements
    default:
      return []
    }
  }

  private static func placeholderImage(_ image: ImageNode) -> ExportValue {
    .placeholderImage(.literal(image.imageSize.width), .literal(image.imageSize.height))
  }

  /// The parts of the spec the reader built for a button as ASButtonNode's
  /// `layoutSpecThatFits:` builds it: an inset of `contentEdgeInsets` (when they are not
  /// zero) around a stack of `contentSpacing` holding the image and the title.
  private func buttonContent(_ id: ElementID) -> (
    insets: EdgeInsets?, spacing: Double?, image: ElementID?, title: ElementID?
  ) {
    var insets: EdgeInsets?
    var spec = tree.children(of: id).first
    if let inset = spec, case .inset(let insetSpec) = tree.kind(of: inset) {
      insets = insetSpec.insets
      spec = tree.children(of: inset).first
    }
    guard let stack = spec, case .stack(let stackSpec) = tree.kind(of: stack) else {
      return (insets, nil, nil, nil)
    }
    var image: ElementID?
    var title: ElementID?
    for child in tree.children(of: stack) {
      switch tree.kind(of: child) {
      case .image: image = child
      case .text: title = child
      default: break
      }
    }
    return (insets, stackSpec.spacing, image, title)
  }

  /// A text node's string as it was measured, its line limit, truncation and inset, in the
  /// order Texture's examples set them.
  private func textSetup(_ text: TextNode, _ node: ExportRef) -> [ExportStatement] {
    var statements: [ExportStatement] = []
    if let attributes = text.attributes {
      let paragraph = Self.paragraphStyle(attributes.paragraphStyle)
      let runs = attributes.runs.filter { !$0.text.isEmpty }.map { run in
        ExportTextRun(
          text: run.text, font: font(run), kern: run.kern.map(ExportNumber.literal))
      }
      if !runs.isEmpty {
        statements.append(
          .set(
            node, "attributedText",
            .attributedText(ExportAttributedText(runs: runs, paragraphStyle: paragraph))))
      }
      if text.maxLines > 0 {
        statements.append(
          .set(node, "maximumNumberOfLines", .integer(.literal(Double(text.maxLines)))))
      }
      // `tail` is what Texture does by default: ASTextNode's truncationMode is
      // NSLineBreakByWordWrapping, and its tail truncater places the token (docs/text.md);
      // ASTextNode2's container truncates the end by default.
      if let mode = TextureAPI.truncationMode(attributes.truncation) {
        statements.append(.set(node, "truncationMode", .constant(mode)))
      }
      if attributes.truncationToken != "\u{2026}", let last = runs.last {
        // The token is drawn with the attributes of the text's last character.
        var token = last
        token.text = attributes.truncationToken
        statements.append(
          .set(
            node, "truncationAttributedText",
            .attributedText(ExportAttributedText(runs: [token], paragraphStyle: paragraph))))
      }
      if attributes.textContainerInset != .zero {
        let inset = ExportValue.insets(attributes.textContainerInset)
        statements.append(
          attributes.engine == .coreText
            ? .setTextNode2Inset(node, inset) : .set(node, "textContainerInset", inset))
      }
      return statements
    }
    // The text model (no font): the string at the model's size in the system font, the
    // font the app would choose (the property's comment says so).
    if !text.text.isEmpty {
      let run = ExportTextRun(
        text: text.text, font: .system(size: .literal(text.fontSize), weight: nil), kern: nil)
      statements.append(
        .set(node, "attributedText", .attributedText(ExportAttributedText(runs: [run]))))
    }
    if text.maxLines > 0 {
      statements.append(
        .set(node, "maximumNumberOfLines", .integer(.literal(Double(text.maxLines)))))
    }
    return statements
  }

  /// A run's UIFont: the system font with its weight, or a named font by the PostScript
  /// name of the file the document gave (what `fontWithName:` finds a registered font by).
  private func font(_ run: TextRun) -> ExportFont {
    let size = ExportNumber.literal(run.fontSize)
    guard let index = run.fonts.first, Int(index) < tree.fonts.count else {
      return .system(size: size, weight: nil)
    }
    let face = tree.fonts[Int(index)]
    if face.isSystem && face.name == "system italic" { return .italicSystem(size: size) }
    if face.isSystem || face.name == "system" {
      return .system(size: size, weight: run.fontWeight.map(Self.weightName))
    }
    let name = face.font.map(\.postScriptName).flatMap { $0.isEmpty ? nil : $0 } ?? face.name
    return .named(name, size: size)
  }

  /// UIFontWeight's names by the CSS weight they stand for (100 ultraLight ... 900 black).
  static func weightName(_ weight: Double) -> String {
    let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    let index = Int((weight / 100).rounded()) - 1
    return names[Swift.max(0, Swift.min(names.count - 1, index))]
  }

  static func paragraphStyle(_ style: ParagraphStyle) -> [ExportAssignment] {
    let properties: [(String, Double)] = [
      ("lineHeightMultiple", style.lineHeightMultiple),
      ("minimumLineHeight", style.minimumLineHeight),
      ("maximumLineHeight", style.maximumLineHeight), ("lineSpacing", style.lineSpacing),
      ("paragraphSpacing", style.paragraphSpacing),
      ("paragraphSpacingBefore", style.paragraphSpacingBefore),
    ]
    return properties.filter { $0.1 != 0 }.map {
      ExportAssignment(name: $0.0, value: .literal($0.1))
    }
  }

  /// The content the document gives a node, which the app sets: a comment on its property.
  func note(_ id: ElementID, _ kind: ElementKind) -> String? {
    switch kind {
    case .text(let text):
      guard !text.text.isEmpty else { return nil }
      guard let attributes = text.attributes else {
        return
          "\(Self.textModelNote) at \(NumberFormat.json(text.fontSize)) pt: the font is the app's"
      }
      var notes: [String] = []
      let named = Set(attributes.runs.compactMap { $0.fonts.first }).sorted().map {
        tree.fonts[Int($0)]
      }.filter { !$0.isSystem && $0.name != "system" }.map(\.name)
      if !named.isEmpty {
        notes.append(
          "the app registers the document's font files: " + named.joined(separator: ", "))
      }
      if let run = attributes.runs.first(where: { run in
        (run.fontWeight != nil || !run.variations.isEmpty)
          && run.fonts.first.map {
            !tree.fonts[Int($0)].isSystem && tree.fonts[Int($0)].name != "system"
          }
            == true
      }) {
        // The weight, for import to read back (NodeContent.applyExportNote).
        let weight = run.fontWeight.map { " (fontWeight \(NumberFormat.json($0)))" } ?? ""
        notes.append("the document's fontWeight/fontVariations need a UIFontDescriptor" + weight)
      }
      return notes.isEmpty ? nil : notes.joined(separator: "; ")
    case .image(let image):
      return Self.placeholderNote(image)
    case .node(let node):
      return node.intrinsicSize.map { "measures \(Self.size($0)) (intrinsicSize)" }
    case .button:
      let content = buttonContent(id)
      let notes = [
        content.title.flatMap { note($0, tree.kind(of: $0)) },
        content.image.flatMap { image in
          if case .image(let imageNode) = tree.kind(of: image) {
            return Self.placeholderNote(imageNode)
          }
          return nil
        },
      ].compactMap { $0 }
      return notes.isEmpty ? nil : notes.joined(separator: "; ")
    default:
      return nil
    }
  }

  /// Where the app's image goes: the placeholder `setup` sets.
  private static func placeholderNote(_ image: ImageNode) -> String {
    "a blank \(size(image.imageSize)) image stands for the app's"
  }

  private static func size(_ size: Size) -> String {
    "\(NumberFormat.json(size.width)) x \(NumberFormat.json(size.height))"
  }

  /// What a text node's comment says when the document measured it with the text model.
  static let textModelNote = "the text model"
}
