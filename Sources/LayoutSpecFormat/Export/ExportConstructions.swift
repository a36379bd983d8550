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

  /// What a subnode needs set in `init` to measure as the document says: a text's
  /// `maximumNumberOfLines`, a button's `contentSpacing` and `contentEdgeInsets` (read back
  /// from the spec the reader built for it, ASButtonNode's own).
  func setup(_ id: ElementID, _ kind: ElementKind, _ node: ExportRef) -> [ExportStatement] {
    switch kind {
    case .text(let text) where text.maxLines > 0:
      return [.set(node, "maximumNumberOfLines", .integer(.literal(Double(text.maxLines))))]
    case .button:
      var statements: [ExportStatement] = []
      var spec = tree.children(of: id).first
      if let inset = spec, case .inset(let insets) = tree.kind(of: inset) {
        statements.append(.set(node, "contentEdgeInsets", .insets(insets.insets)))
        spec = tree.children(of: inset).first
      }
      if let stack = spec, case .stack(let stackSpec) = tree.kind(of: stack),
        stackSpec.spacing != 8
      {
        statements.insert(.set(node, "contentSpacing", .literal(stackSpec.spacing)), at: 0)
      }
      return statements
    default:
      return []
    }
  }

  /// The content the document gives a node, which the app sets: a comment on its property.
  func note(_ id: ElementID, _ kind: ElementKind) -> String? {
    switch kind {
    case .text(let text):
      guard !text.text.isEmpty else { return nil }
      return "\(Self.quoted(text.text)), \(NumberFormat.json(text.fontSize)) pt"
    case .image(let image):
      return "image \(Self.size(image.imageSize))"
    case .node(let node):
      return node.intrinsicSize.map { "measures \(Self.size($0)) (intrinsicSize)" }
    case .button:
      let title = tree.children(of: id).lazy.flatMap { self.textsUnder($0) }.first
      return title.map { "title \(Self.quoted($0))" }
    default:
      return nil
    }
  }

  private func textsUnder(_ id: ElementID) -> [String] {
    if case .text(let text) = tree.kind(of: id) { return [text.text] }
    return tree.children(of: id).flatMap { textsUnder($0) }
  }

  private static func size(_ size: Size) -> String {
    "\(NumberFormat.json(size.width)) x \(NumberFormat.json(size.height))"
  }

  /// A text for a one-line comment: quoted, escaped, at most 40 characters.
  static func quoted(_ text: String) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 40 {
        out += "..."
        break
      }
      count += 1
      switch scalar {
      case "\n": out += "\\n"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.properties.generalCategory == .control
          || scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return "\"" + out + "\""
  }
}
