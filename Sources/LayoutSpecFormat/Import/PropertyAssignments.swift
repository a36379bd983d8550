// Assignments: to locals, to subnode properties (`_title = [[ASTextNode alloc] init]`), and
// to properties of elements: a spec's keys, `.style`'s (ASLayoutElementStyle), a node's
// content (`attributedText`, `maximumNumberOfLines`, ...). Drawing-only properties (colours,
// corner radius) are left out without a word: they do not change a frame.

extension ClassInstance {
  func assign(_ target: SourceExpression, _ value: ImportValue, at position: SourcePosition) {
    switch target {
    case .identifier(let name, _):
      if name == "self" { return }  // `self = [super init]`
      if name == "layoutSpecBlock", lookupLocal(name) == nil {
        layoutBlock = value
        return
      }
      if setLocal(name, value) { return }
      assignProperty(name, value, at: position)
    case .member(let base, let name, _):
      if isSelf(base) {
        if name == "layoutSpecBlock" {
          layoutBlock = value
          return
        }
        if let property = sourceClass.property(name) {
          // A subnode made here, or the model (`self.tags = tags`), which the layout reads.
          if run.nodeType(ofClass: property.type ?? "") != nil || value.element?.isNode == true {
            assignProperty(name, value, at: position)
          } else {
            keepValue(name, value)
          }
          return
        }
      }
      var path = [name]
      var current = base
      while case .member(let inner, let innerName, _) = current,
        innerName == "style" || ["preferredSize", "minSize", "maxSize"].contains(innerName)
      {
        path.insert(innerName, at: 0)
        current = inner
      }
      let owner = evaluate(current)
      if case .paragraphStyle(let style) = owner, path.count == 1 {
        setParagraphProperty(style, name, value, at: position)
        return
      }
      if case .style(let element) = owner {
        setStyle(element, name, value, at: position)
        return
      }
      guard case .element(let element) = owner else {
        if path.last == "layoutSpecBlock", let last = current.path?.last {
          // `node.layoutSpecBlock = ^...`: a layout of its own, read as a block of this class.
          _ = last
          layoutBlock = value
        }
        return
      }
      setProperty(element, path, value, at: position)
    case .subscripted(.identifier(let name, _), let index, _):
      // `attributes[NSFontAttributeName] = font` on a local dictionary.
      guard case .dictionary(var pairs)? = lookupLocal(name), index.count == 1,
        let key = positional(index, 0)
      else { break }
      pairs.removeAll {
        AttributeKey.name($0.0) != nil && AttributeKey.name($0.0) == AttributeKey.name(key)
      }
      pairs.append((key, value))
      _ = setLocal(name, .dictionary(pairs))
    default:
      break
    }
  }

  /// `_title = [[ASTextNode alloc] init]`: the subnode is that element from now on.
  func assignProperty(_ name: String, _ value: ImportValue, at position: SourcePosition) {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    guard case .element(let element) = value, element.isNode else {
      keepValue(name, value)
      return
    }
    if let existing = nodes[bare], existing !== element {
      NodeContent.merge(existing, into: element)
    }
    element.name = bare
    element.binding = bare
    // Where it is known from in every evaluation: the property, not the line that made it.
    element.origin = "\(sourceClass.name).\(bare)"
    nodes[bare] = element
    if let note = sourceClass.property(bare)?.note {
      NodeContent.applyExportNote(note, to: element, instance: self, at: position)
    }
  }

  /// A value set on a property or instance variable of the class that is not a subnode
  /// (`_photoSizeValue = 44`, an array of nodes `init` appends to, a closure that makes
  /// attributes): kept for the code that reads it back. What the description
  /// cannot know (the model) is not kept, so that reading it says where it comes from.
  func keepValue(_ name: String, _ value: ImportValue) {
    guard sourceClass.property(name) != nil else { return }
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    switch value {
    case .number, .bool, .constant, .options, .dimension, .size, .layoutSize, .point, .insets,
      .font, .range, .image, .dictionary, .array, .closure, .string(_, source: nil):
      values[bare] = value
    case .string, .element, .attributedText, .paragraphStyle, .sizeRange,
      .rangeSide, .style, .null, .unknown:
      values[bare] = nil
    }
  }

  static let ignoredProperties: Set<String> = [
    "backgroundColor", "cornerRadius", "clipsToBounds", "borderWidth", "borderColor", "contentMode",
    "placeholderColor", "placeholderEnabled", "URL", "url", "delegate", "dataSource", "layerBacked",
    "isLayerBacked", "userInteractionEnabled", "isUserInteractionEnabled", "hitTestSlop",
    "tintColor",
    "alpha", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "selectionStyle",
    "defaultImage", "automaticallyManagesSubnodes", "opaque", "isOpaque", "debugName",
    "accessibilityLabel",
    "accessibilityIdentifier", "isAccessibilityElement", "imageModificationBlock",
    "willDisplayNodeContentWithRenderingContext",
    "shouldRenderProgressImages", "layer", "view", "hidden", "isHidden", "placeholderFadeDuration",
    "cornerRoundingType", "contentsScale", "needsDisplayOnBoundsChange", "cropEnabled",
    "forceUpscaling",
    "textColor", "highlightStyle", "linkAttributeNames", "passthroughNonlinkTouches",
    "tintColorDidChange",
    "displaysAsynchronously", "style.debugName", "gravity", "assetURL", "shouldAutoplay",
    "shouldAutorepeat",
    "muted", "player", "accessoryType", "neverShowPlaceholders",
    "automaticallyRelayoutOnSafeAreaChanges", "defaultLayoutTransitionDuration",
    "returnKeyType", "downloadsIntermediateImages", "mapDelegate", "annotations",
    "imageForStaticMapAnnotationBlock", "placeholderImageOverride",
  ]

  func setProperty(
    _ element: ImportElement, _ path: [String], _ value: ImportValue, at position: SourcePosition
  ) {
    guard let last = path.last else { return }
    if path.count >= 2, path[path.count - 2] == "style" || path.first == "style" {
      setStyle(element, last, value, at: position)
      return
    }
    if path.count == 2, ["preferredSize", "minSize", "maxSize"].contains(path[0]) {
      // `node.style.preferredSize.width = 40` is rare; read as the dimension.
      let prefix = path[0] == "preferredSize" ? "" : String(path[0].dropLast(4))
      let dimension = prefix.isEmpty ? last : prefix + VariantNames.capitalized(last)
      setStyle(element, dimension, value, at: position)
      return
    }
    if path.count == 1, Self.ignoredProperties.contains(last) { return }
    if element.isNode {
      if NodeContent.setNodeProperty(element, last, value, instance: self, at: position) { return }
      // Texture 1.x put the style on the element itself (`node.flexGrow = YES`).
      if Self.styleKeys.contains(last) || last == "preferredFrameSize" {
        setStyle(
          element, last == "preferredFrameSize" ? "preferredSize" : last, value, at: position)
        return
      }
      warn(position, "'\(last)' of a \(element.type) node is not read")
      return
    }
    if setSpecKey(element, last, value, at: position) { return }
    if Self.styleKeys.contains(last) {
      setStyle(element, last, value, at: position)
      return
    }
    if path.count == 1, ["isConcurrent", "debugName", "parent", "identifier"].contains(last) {
      return
    }
    approximate(position, "'\(last)' of a \(element.type) spec is not read")
  }

  static let styleKeys: Set<String> = [
    "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "preferredSize", "minSize",
    "maxSize", "preferredLayoutSize", "minLayoutSize", "maxLayoutSize", "spacingBefore",
    "spacingAfter",
    "flexGrow", "flexShrink", "flexBasis", "alignSelf", "ascender", "descender", "layoutPosition",
  ]

  /// `element.style.key = value`.
  func setStyle(
    _ element: ImportElement, _ key: String, _ value: ImportValue, at position: SourcePosition
  ) {
    func unreadable() {
      approximate(
        position, "style.\(key) is \(value.summary), which the description cannot know; left out")
    }
    switch key {
    case "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight":
      guard let dimension = coerceDimension(value) else { return unreadable() }
      element.dimensions[key] = dimension
    case "preferredSize", "minSize", "maxSize":
      guard let (w, h) = coerceSize(value) else { return unreadable() }
      let names =
        key == "preferredSize"
        ? ("width", "height")
        : key == "minSize" ? ("minWidth", "minHeight") : ("maxWidth", "maxHeight")
      element.dimensions[names.0] = .points(w)
      element.dimensions[names.1] = .points(h)
    case "preferredLayoutSize", "minLayoutSize", "maxLayoutSize":
      guard case .layoutSize(let w, let h) = value else { return unreadable() }
      let names =
        key == "preferredLayoutSize"
        ? ("width", "height")
        : key == "minLayoutSize" ? ("minWidth", "minHeight") : ("maxWidth", "maxHeight")
      element.dimensions[names.0] = w
      element.dimensions[names.1] = h
    case "flexBasis":
      guard let dimension = coerceDimension(value) else { return unreadable() }
      if dimension == .auto {
        element.style.removeAll { $0.key == key }
      } else {
        element.setStyle(key, ImportElement.describe(dimension))
      }
    case "alignSelf":
      guard let name = Self.enumValue(value, key: key) else { return unreadable() }
      if name == "auto" {
        element.style.removeAll { $0.key == key }
      } else {
        element.setStyle(key, .string(name))
      }
    case "layoutPosition":
      guard let (x, y) = coercePoint(value) else { return unreadable() }
      element.setStyle(key, .list([ImportElement.describe(x), ImportElement.describe(y)]))
    case "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "ascender", "descender":
      guard let formula = coerceFormula(value) else { return unreadable() }
      if formula.constant == 0 {
        element.style.removeAll { $0.key == key }
      } else {
        element.setStyle(key, ImportElement.describe(formula))
      }
    default:
      warn(position, "style.\(key) is not read")
    }
  }
}
