// Each element type's properties, with Texture's defaults, into the engine's payloads;
// children are decoded (and added to the tree) before their parent.

import LayoutSpecEngine

extension DocumentDecoder {
  /// Decodes the elements under an element onto `childStack`, in the order the engine
  /// expects them (overlay `[child, overlay]`, background `[child, background]`, corner
  /// `[child, corner]`). This is the recursive path: it keeps its own frame small.
  mutating func decodeChildElements(_ type: ElementType, _ p: Properties, depth: Int) {
    switch type {
    case .stack, .hstack, .vstack, .absolute:
      decodeChildren(p, of: type, depth: depth)
    case .inset, .center, .relative, .ratio:
      requiredChild(p, of: type, depth: depth)
    case .overlay, .background, .corner:
      requiredChild(p, of: type, depth: depth)
      if let second = ElementKeys.secondElementKey(of: type), let value = value(of: second, in: p) {
        let id = childElement(value, parent: .element(type), depth: depth + 1)
        childStack.push(id)
      } else if type == .corner {
        error("a 'corner' spec needs 'corner': the element placed at the corner", at: p.position)
      }
    case .wrapper:
      if value(of: .child, in: p) != nil, let location = keyPosition(of: .children, in: p) {
        error("give a 'wrapper' either 'child' or 'children', not both", at: location)
      }
      if value(of: .child, in: p) != nil {
        optionalChild(p, of: type, depth: depth)
      } else {
        decodeChildren(p, of: type, depth: depth)
      }
    case .node, .image, .text, .networkImage, .video, .videoPlayer, .editableText:
      layoutSpec(type, p, depth: depth)
    case .spacer, .button:
      break
    }
  }

  /// A node's `layout`: the spec its `layoutSpecThatFits:` returns, as its only child
  /// (ASDisplayNode+LayoutSpec.mm). Out of line, to keep the recursive path's frame small.
  @inline(never)
  private mutating func layoutSpec(_ type: ElementType, _ p: Properties, depth: Int) {
    guard let layout = value(of: .layout, in: p) else { return }
    warnAboutOwnMeasurement(type, p)
    // Values under the layout read this node's constrained size (its layoutSpecThatFits:).
    let scope = openSizeScope()
    let spec = decodeElement(layout, parent: .element(type), depth: depth + 1)
    closeSizeScope()
    openHeaders[openHeaders.count - 1].layoutScope = scope
    childStack.push(spec)
  }

  /// What a node measures itself by (`calculateSizeThatFits:`) is not read once it has a
  /// layout spec: `-calculateLayoutLayoutSpec:` asks the spec instead
  /// (ASDisplayNode+LayoutSpec.mm).
  private mutating func warnAboutOwnMeasurement(_ type: ElementType, _ p: Properties) {
    for key in [KnownKey.intrinsicSize, .imageSize, .text] {
      guard let position = keyPosition(of: key, in: p) else { continue }
      warning(
        "'\(key.text)' has no effect on a '\(type.rawValue)' with 'layout': Texture sizes a "
          + "node with a layout spec by its spec, not by its own measurement",
        at: position)
    }
  }

  /// The element's kind from its properties, with Texture's defaults. Elements the kind
  /// brings along (a button's internal spec) are added to the tree and pushed onto
  /// `childStack`, after the children.
  @inline(never)
  mutating func decodePayload(
    _ type: ElementType, _ p: Properties, given style: GivenStyleKeys
  ) -> ElementKind {
    switch type {
    case .stack, .hstack, .vstack:
      return .stack(decodeStack(type, p))

    case .inset:
      let insets: EdgeInsets = property(.insets, in: p) ?? .zero
      return .inset(InsetLayoutSpec(insets: insets))

    case .overlay:
      return .overlay

    case .background:
      return .background

    case .center:
      var spec = CenterLayoutSpec()
      property(.centeringOptions, in: p, into: &spec.centeringOptions)
      property(.sizingOptions, in: p, into: &spec.sizingOptions)
      return .center(spec)

    case .relative:
      var spec = RelativeLayoutSpec()
      property(.horizontalPosition, in: p, into: &spec.horizontalPosition)
      property(.verticalPosition, in: p, into: &spec.verticalPosition)
      property(.sizingOption, in: p, into: &spec.sizingOption)
      return .relative(spec)

    case .ratio:
      if value(of: .ratio, in: p) == nil {
        error("a 'ratio' spec needs 'ratio' (height / width, greater than 0)", at: p.position)
      }
      // The kind is the table's (a positive number); the message says what a ratio is.
      if let ratio = property(.ratio, in: p, .ratio) {
        return .ratio(RatioLayoutSpec(ratio: ratio))
      }
      // At a size, a value that reads it and fails (reported, as a warning) is kept:
      // ASRatioLayoutSpec.mm only asserts that the ratio is positive, in debug builds.
      if let kept = ratioKeptAtSize(p) { return .ratio(RatioLayoutSpec(ratio: kept)) }
      return .ratio(RatioLayoutSpec(ratio: 1))

    case .absolute:
      var spec = AbsoluteLayoutSpec()
      property(.sizing, in: p, into: &spec.sizing)
      return .absolute(spec)

    case .corner:
      var spec = CornerLayoutSpec()
      property(.cornerLocation, in: p, into: &spec.cornerLocation)
      property(.offset, in: p, into: &spec.offset)
      property(.wrapsCorner, in: p, into: &spec.wrapsCorner)
      return .corner(spec)

    case .wrapper:
      return .wrapper

    case .spacer:
      return .spacer

    case .node:
      let size: Size? = property(.intrinsicSize, in: p)
      return .node(DisplayNode(intrinsicSize: size))

    case .image:
      // ASImageNode without an image measures as a plain node (docs/texture-rules.md §2.2).
      if let size: Size = property(.imageSize, in: p) {
        return .image(ImageNode(imageSize: size))
      }
      return .node(DisplayNode())

    case .text:
      let node = decodeText(p)
      if !node.text.isEmpty, style.has(any: StyleKeys.fontMetricBits) {
        // ASTextNode writes its font's ascender and descender into its style when measured.
        for (key, location) in givenKeys(style) where key == .ascender || key == .descender {
          warning(
            "'\(key.rawValue)' has no effect on a text node: its font metrics replace it",
            at: location)
        }
      }
      return .text(node)

    case .button:
      let spec = decodeButtonSpec(p)
      childStack.push(spec)
      return .button(ButtonNode())

    case .networkImage, .video, .videoPlayer, .editableText:
      return .node(DisplayNode())
    }
  }

  // MARK: Children

  /// `child` of a single-child spec, onto `childStack`; missing is an error.
  private mutating func requiredChild(_ p: Properties, of type: ElementType, depth: Int) {
    guard value(of: .child, in: p) != nil else {
      if !p.hasMisplacedChildren {
        error("'\(type.rawValue)' needs a 'child' element", at: p.position)
      }
      return
    }
    optionalChild(p, of: type, depth: depth)
  }

  private mutating func optionalChild(_ p: Properties, of type: ElementType, depth: Int) {
    guard let value = value(of: .child, in: p) else { return }
    if tape.kind(value) == .array {
      let hint = type == .wrapper ? "; use 'children' for a list" : ""
      error(
        "'child' takes one element, found an array\(hint)", at: value)
      return
    }
    let id = childElement(value, parent: .element(type), depth: depth + 1)
    childStack.push(id)
  }

  /// `children`, onto `childStack`: a list of elements (none when missing).
  private mutating func decodeChildren(_ p: Properties, of type: ElementType, depth: Int) {
    guard let value = value(of: .children, in: p) else { return }
    guard tape.kind(value) == .array else {
      var message = "'children' must be a list of elements, found \(describeFound(value))"
      if tape.kind(value) == .object { message += "; for one element write [ {...} ]" }
      error(message, at: value)
      return
    }
    // Item by item through the tape (an iterator would hold on to the node array).
    var item = ValueID(index: value.index + 1)
    let end = tape.end(value)
    while item.index < end {
      if !decodesVariant || !isRemoved(item) {
        let id = childElement(item, parent: .element(type), depth: depth + 1)
        childStack.push(id)
      }
      item = ValueID(index: tape.end(item))
    }
  }

  // MARK: Stack

  private mutating func decodeStack(_ type: ElementType, _ p: Properties) -> StackLayoutSpec {
    var spec = StackLayoutSpec()
    if type == .vstack { spec.direction = .vertical }
    property(.direction, in: p, into: &spec.direction)
    property(.spacing, in: p, into: &spec.spacing)
    property(.justifyContent, in: p, into: &spec.justifyContent)
    property(.alignItems, in: p, into: &spec.alignItems)
    property(.flexWrap, in: p, into: &spec.flexWrap)
    property(.alignContent, in: p, into: &spec.alignContent)
    property(.lineSpacing, in: p, into: &spec.lineSpacing)
    property(.horizontalAlignment, in: p, into: &spec.horizontalAlignment)
    property(.verticalAlignment, in: p, into: &spec.verticalAlignment)
    warnAboutOverriddenProperties(spec, p)
    return spec
  }

  /// Warns where an alignment overrides a property the document gives. The engine applies
  /// the override itself (`StackLayoutSpec.resolvedJustifyContent` / `resolvedAlignItems`,
  /// ASStackLayoutSpec's resolveHorizontalAlignment / resolveVerticalAlignment), so the
  /// spec keeps what the document says.
  private mutating func warnAboutOverriddenProperties(_ spec: StackLayoutSpec, _ p: Properties) {
    let horizontal = spec.direction == .horizontal
    if spec.horizontalAlignment != .none {
      warnOverridden(
        (horizontal ? .justifyContent : .alignItems, .horizontalAlignment), p,
        horizontal: horizontal)
    }
    if spec.verticalAlignment != .none {
      warnOverridden(
        (horizontal ? .alignItems : .justifyContent, .verticalAlignment), p,
        horizontal: horizontal)
    }
  }

  private mutating func warnOverridden(
    _ pair: (property: KnownKey, alignment: KnownKey), _ p: Properties, horizontal: Bool
  ) {
    guard let location = keyPosition(of: pair.property, in: p) else { return }
    warning(
      "'\(pair.property.text)' has no effect: '\(pair.alignment.text)' overrides it in a \(horizontal ? "horizontal" : "vertical") stack",
      at: location)
  }

  // MARK: Button

  /// ASButtonNode's `layoutSpecThatFits:` (Source/ASButtonNode.mm): a horizontal stack with
  /// spacing `contentSpacing`, horizontalAlignment middle and verticalAlignment center (so
  /// justifyContent and alignItems center), children [image if it has one, title if
  /// non-empty], wrapped in an inset when `contentEdgeInsets` are not zero. The title node
  /// is created with `style.flexShrink = 1` (the `titleNode` getter). Returns the spec.
  private mutating func decodeButtonSpec(_ p: Properties) -> ElementID {
    let title: String = property(.title, in: p) ?? ""
    let insets: EdgeInsets = property(.contentEdgeInsets, in: p) ?? .zero
    let imageSize: Size? = property(.imageSize, in: p)
    let spacing: Double = property(.contentSpacing, in: p) ?? 8

    let line = Int(p.position.line)
    let column = Int(p.position.column)
    var children: [ElementID] = []
    if let imageSize {
      let image = tree.add(.image, .image(ImageNode(imageSize: imageSize)))
      tree.setSourcePosition(image, line: line, column: column)
      children.append(image)
    }
    if !title.isEmpty {
      var titleStyle = LayoutElementStyle()
      titleStyle.flexShrink = 1
      let node = decodeButtonTitle(title, p) ?? TextNode(text: title)
      let text = tree.add(.text, .text(node), style: titleStyle)
      tree.setSourcePosition(text, line: line, column: column)
      warnAboutFonts(of: text, at: p.position)
      children.append(text)
    }
    var stack = StackLayoutSpec()
    stack.direction = .horizontal
    stack.spacing = spacing
    stack.horizontalAlignment = .middle
    stack.verticalAlignment = .center
    var spec = tree.add(.stack, .stack(stack), children: children)
    tree.setSourcePosition(spec, line: line, column: column)
    if insets != .zero {
      spec = tree.add(.inset, .inset(InsetLayoutSpec(insets: insets)), children: [spec])
      tree.setSourcePosition(spec, line: line, column: column)
    }
    return spec
  }
}
