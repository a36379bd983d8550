// Texture's eleven specs as their constructors build them, in both languages (Source/Layout
// headers: ASStackLayoutSpec.h ... ASCornerLayoutSpec.h), and their properties as assignments
// set them: one table of keys per spec, shared by the constructor's arguments and by
// `spec.key = value`. Enum constants are read in either spelling
// (`ASStackLayoutJustifyContentCenter`, `.center`).

extension ClassInstance {
  /// The element a constructor of `className` makes; `factory` is the selector's first piece
  /// or Swift's static method (`verticalStackLayoutSpec`, `vertical`, `new`).
  func construct(
    _ className: String, factory: String?, _ arguments: [(String, ImportValue?)],
    at position: SourcePosition
  ) -> ImportValue {
    let origin = "\(file):\(position.line):\(position.column)"
    if let custom = run.declarations.findClass(className), run.nodeType(ofClass: className) != nil {
      let element = run.instantiate(custom, name: nil, origin: origin)
      return .element(element)
    }
    if let nodeType = NodeTypes.elementType(forClass: className) {
      let element = run.makeElement(nodeType, origin: origin)
      element.isTextNode2 = className == "ASTextNode2"
      attachComments(element)
      return .element(element)
    }
    guard NodeTypes.specClasses.contains(className) else {
      return .unknown("a \(className)")
    }
    let type: String
    switch className {
    case "ASStackLayoutSpec": type = factory?.hasPrefix("vertical") == true ? "vstack" : "hstack"
    case "ASLayoutSpec": type = "spacer"
    default:
      type = String(className.dropFirst(2).dropLast("LayoutSpec".count)).lowercased()
    }
    let element = run.makeElement(type, origin: origin)
    if type == "absolute"
      || type == "wrapper" && arguments.contains(where: { $0.0 == "layoutElements" })
    {
      element.children = []
    }
    if type == "hstack" || type == "vstack" { element.children = [] }
    attachComments(element)
    for (label, value) in arguments {
      guard let value, !label.isEmpty else {
        if let value, type == "wrapper" || type == "ratio" && value.element != nil {
          setSpecKey(element, type == "wrapper" ? "child" : "child", value, at: position)
        }
        continue
      }
      setSpecKey(element, Self.specKey(label), value, at: position)
    }
    return .element(element)
  }

  /// An element for a name import cannot type (`_titleNode` declared in a header not given,
  /// a node from a helper in another file): a plain node named after it, with a warning.
  func standIn(_ value: ImportValue, at position: SourcePosition) -> ImportValue {
    guard case .unknown(let what) = value,
      let last = what.split(separator: ".").last,
      last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return value }
    let name = String(last.drop { $0 == "_" })
    guard !name.isEmpty else { return value }
    approximate(
      position, "'\(what)' is not declared in the files given: a plain node stands in for it")
    let element = run.makeElement(
      "node", name: name, origin: "\(file):\(position.line):\(position.column):\(name)")
    attachComments(element)
    return .element(element)
  }

  func attachComments(_ element: ImportElement) {
    element.comments += pendingComments
    pendingComments = []
  }

  /// A constructor's label as the spec's key.
  static func specKey(_ label: String) -> String {
    switch label {
    case "layoutElement", "with": return "child"
    case "layoutElements": return "children"
    case "location": return "cornerLocation"
    case "sizingOption": return "sizingOption"
    default: return label
    }
  }

  /// An enum key's prefix in Objective-C and its default (not written).
  static let enums: [String: (prefix: String, defaultValue: String)] = [
    "direction": ("ASStackLayoutDirection", "horizontal"),
    "justifyContent": ("ASStackLayoutJustifyContent", "start"),
    "alignItems": ("ASStackLayoutAlignItems", "stretch"),
    "flexWrap": ("ASStackLayoutFlexWrap", "noWrap"),
    "alignContent": ("ASStackLayoutAlignContent", "start"),
    "horizontalAlignment": ("ASHorizontalAlignment", "none"),
    "verticalAlignment": ("ASVerticalAlignment", "none"),
    "alignSelf": ("ASStackLayoutAlignSelf", "auto"),
    "centeringOptions": ("ASCenterLayoutSpecCentering", "none"),
    "sizingOptions": ("ASCenterLayoutSpecSizingOption", "default"),
    "horizontalPosition": ("ASRelativeLayoutSpecPosition", "none"),
    "verticalPosition": ("ASRelativeLayoutSpecPosition", "none"),
    "sizingOption": ("ASRelativeLayoutSpecSizingOption", "default"),
    "sizing": ("ASAbsoluteLayoutSpecSizing", "default"),
    "cornerLocation": ("ASCornerLayoutLocation", "topRight"),
  ]

  /// The description's spelling of an enum or option value, or nil when it is not one of
  /// the key's constants.
  static func enumValue(_ value: ImportValue, key: String) -> String? {
    guard let (prefix, defaultValue) = enums[key] else { return nil }
    var names = optionNames(value)
    if case .array(let array) = value, array.items.isEmpty { names = [] }
    if case .array = value, names.isEmpty { return defaultValue }
    if case .number(let f) = value, f.constant == 0 { return defaultValue }
    let cases = names.map { name -> String in
      var suffix = name
      if suffix.hasPrefix(prefix) { suffix = String(suffix.dropFirst(prefix.count)) }
      if let dot = suffix.lastIndex(of: ".") {
        suffix = String(suffix[suffix.index(after: dot)...])
      }
      return suffix.lowercased()
    }
    guard !cases.isEmpty else { return nil }
    let set = Set(cases)
    switch key {
    case "centeringOptions":
      if set.isSubset(of: ["none", "x", "y", "xy"]) {
        let x = set.contains("x") || set.contains("xy")
        let y = set.contains("y") || set.contains("xy")
        return x && y ? "xy" : x ? "x" : y ? "y" : "none"
      }
    case "sizingOptions":
      let x = set.contains("minimumx") || set.contains("minimumxy")
      let y = set.contains("minimumy") || set.contains("minimumxy")
      return x && y ? "minimumXY" : x ? "minimumX" : y ? "minimumY" : "default"
    case "sizingOption":
      let w = set.contains("minimumwidth") || set.contains("minimumsize")
      let h = set.contains("minimumheight") || set.contains("minimumsize")
      return w && h ? "minimumSize" : w ? "minimumWidth" : h ? "minimumHeight" : "default"
    default:
      break
    }
    guard cases.count == 1 else { return nil }
    // Back to the format's camel case from the constant's (`SpaceBetween`).
    let original =
      names[0].hasPrefix(prefix)
      ? String(names[0].dropFirst(prefix.count)) : String(names[0].split(separator: ".").last ?? "")
    return VariantNames.lowered(original)
  }

  static let specKeys: [String: Set<String>] = [
    "hstack": [
      "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
      "lineSpacing", "horizontalAlignment", "verticalAlignment", "children",
    ],
    "vstack": [
      "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
      "lineSpacing", "horizontalAlignment", "verticalAlignment", "children",
    ],
    "inset": ["insets", "child"],
    "overlay": ["child", "overlay"],
    "background": ["child", "background"],
    "center": ["centeringOptions", "sizingOptions", "child"],
    "relative": ["horizontalPosition", "verticalPosition", "sizingOption", "child"],
    "ratio": ["ratio", "child"],
    "absolute": ["sizing", "children"],
    "corner": ["child", "corner", "cornerLocation", "offset", "wrapsCorner"],
    "wrapper": ["child", "children"],
    "spacer": [],
  ]

  /// Sets a spec's key from a constructor argument or an assignment; false when the spec has
  /// no such key.
  @discardableResult
  func setSpecKey(
    _ element: ImportElement, _ key: String, _ value: ImportValue, at position: SourcePosition
  ) -> Bool {
    var key = key
    if key == "location" { key = "cornerLocation" }
    guard let keys = Self.specKeys[element.type], keys.contains(key) else { return false }
    switch key {
    case "children":
      var value = value
      if case .array(let array) = value {
        value = .array(run.array(array.items.map { standIn($0, at: position) }))
      }
      guard let elements = value.elements else {
        approximate(
          position, "the children are \(value.summary), which import cannot follow; left empty")
        element.children = []
        return true
      }
      if element.type == "wrapper" && elements.count == 1 && element.children == nil {
        element.setSlot("child", elements[0])
      } else {
        element.children = elements
      }
    case "child", "overlay", "background", "corner":
      if case .null = value {
        element.setSlot(key, nil)
        return true
      }
      guard let child = standIn(value, at: position).element else {
        approximate(position, "'\(key)' is \(value.summary), which import cannot follow; left out")
        return true
      }
      element.setSlot(key, child)
    case "direction":
      if let name = Self.enumValue(value, key: key) {
        element.type = name == "vertical" ? "vstack" : "hstack"
      } else {
        approximate(position, "the stack's direction is \(value.summary); horizontal kept")
      }
    case "insets":
      guard let sides = coerceInsets(value) else {
        approximate(position, "the insets are \(value.summary); left 0")
        return true
      }
      element.set("insets", .list(sides.map(ImportElement.describe)))
    case "offset":
      guard let (x, y) = coercePoint(value) else {
        approximate(position, "'offset' is \(value.summary); left out")
        return true
      }
      if x.constant != 0 || y.constant != 0 {
        element.set("offset", .list([ImportElement.describe(x), ImportElement.describe(y)]))
      }
    case "wrapsCorner":
      if let flag = truth(value) {
        if flag { element.set("wrapsCorner", .bool(true)) } else { element.remove("wrapsCorner") }
      }
    case "spacing", "lineSpacing", "ratio":
      guard let formula = coerceFormula(value) else {
        if key == "ratio" {
          // A ratio spec needs its ratio (format.md): a square stands in for the app's.
          approximate(
            position,
            "'ratio' is \(value.summary), which the description cannot know; 1 (a square) "
              + "stands in")
          element.set(key, ImportElement.describe(Formula.value(1)))
          return true
        }
        approximate(
          position, "'\(key)' is \(value.summary), which the description cannot know; left out")
        return true
      }
      if key != "ratio", formula.constant == 0 {
        element.remove(key)
      } else {
        element.set(key, ImportElement.describe(formula))
      }
    default:
      guard let name = Self.enumValue(value, key: key) else {
        approximate(position, "'\(key)' is \(value.summary), not one of its constants; left out")
        return true
      }
      if name.lowercased() == Self.enums[key]?.defaultValue.lowercased() {
        element.remove(key)
      } else {
        element.set(key, .string(name))
      }
    }
    return true
  }
}
