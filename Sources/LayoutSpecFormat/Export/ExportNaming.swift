import LayoutSpecEngine

// The names `export` gives: an element's `name` becomes a property or a local variable
// (lowerCamelCase, ASCII letters and digits: a name any Swift or Objective-C compiler
// takes), an unnamed element one made from its type (`textNode`, `stackSpec`), a node with
// its own `layout` a class (`likes` -> `LikesNode`). Every name is unique in its scope and
// avoids both languages' keywords and the members a node subclass inherits.

struct ExportNamer {
  private var taken: Set<String>

  /// Names no generated identifier may take: keywords of Swift and Objective-C, and the
  /// ASDisplayNode and NSObject members a subclass's property or method would override.
  static let reserved: Set<String> = [
    // Swift
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
    "super", "self", "Self", "throws", "true", "try", "any", "some", "await", "async",
    "consume", "copy", "discard", "each", "macro", "package", "borrowing", "consuming",
    // Objective-C and C
    "id", "auto", "char", "const", "double", "extern", "float", "goto", "int", "long",
    "register", "short", "signed", "sizeof", "typedef", "union", "unsigned", "void",
    "volatile", "inline", "restrict", "bool", "BOOL", "YES", "NO", "NULL", "Class", "SEL",
    "IMP", "instancetype", "nonatomic", "strong", "weak", "readonly", "assign", "bycopy",
    "byref", "oneway", "atomic", "retain", "release", "autorelease", "dealloc", "new",
    "alloc", "description", "hash", "isa", "zone",
    // ASDisplayNode and ASLayoutElement members
    "style", "layer", "view", "frame", "bounds", "position", "debugName", "supernode",
    "subnodes", "layout", "layoutSpecThatFits", "constrainedSize",
    "calculatedSize", "calculatedLayout", "layoutThatFits", "backgroundColor", "tintColor",
    "alpha", "hidden", "opaque", "contents", "image", "attributedText", "transform",
    "automaticallyManagesSubnodes", "automaticallyRelayoutOnSafeAreaChanges", "safeAreaInsets",
    "layoutElementType", "sublayoutElements", "isNodeLoaded",
    "placeholderEnabled", "hitTestSlop", "cornerRadius", "clipsToBounds", "accessibilityLabel",
    "displaysAsynchronously", "nodeLoaded", "interfaceState", "primitiveTraitCollection",
  ]

  init(reserving extra: [String] = []) {
    taken = Self.reserved.union(extra)
  }

  /// `base`, or `base2`, `base3`... the first that is free; taken from now on.
  mutating func unique(_ base: String) -> String {
    var candidate = base
    var number = 2
    while taken.contains(candidate) {
      candidate = base + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }

  mutating func reserve(_ name: String) { taken.insert(name) }

  /// The words of a name: runs of ASCII letters and digits (`top separator`, `post-time`,
  /// `headerInset` as written); everything else separates words.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var word = ""
    for scalar in name.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// `post time` -> `postTime`, `1 badge` -> `badge` (an identifier cannot start with a
  /// digit); nil when the name has no word that starts with a letter.
  static func lowerCamelCase(_ name: String) -> String? {
    let words = words(name).drop { $0.first?.isNumber == true }
    guard let first = words.first else { return nil }
    return first.prefix(1).lowercased() + first.dropFirst()
      + words.dropFirst().map(capitalized).joined()
  }

  /// `post time` -> `PostTime`.
  static func upperCamelCase(_ name: String) -> String? {
    lowerCamelCase(name).map(capitalized)
  }

  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// What an unnamed element is called: the Texture class's word (`textNode`,
  /// `stackSpec`, `spacer`).
  static func typeBase(_ type: ElementType) -> String {
    switch type {
    case .stack, .hstack, .vstack: return "stackSpec"
    case .inset: return "insetSpec"
    case .overlay: return "overlaySpec"
    case .background: return "backgroundSpec"
    case .center: return "centerSpec"
    case .relative: return "relativeSpec"
    case .ratio: return "ratioSpec"
    case .absolute: return "absoluteSpec"
    case .corner: return "cornerSpec"
    case .wrapper: return "wrapperSpec"
    case .spacer: return "spacer"
    case .node: return "displayNode"
    case .image: return "imageNode"
    case .text: return "textNode"
    case .button: return "buttonNode"
    case .networkImage: return "networkImageNode"
    case .video: return "videoNode"
    case .videoPlayer: return "videoPlayerNode"
    case .editableText: return "editableTextNode"
    }
  }

  /// The class a document's root spec is returned from: the file's name in UpperCamelCase
  /// with `Node` (`post-node.yaml` -> `PostNode`, `header.yaml` -> `HeaderNode`); a name
  /// that starts with a digit gets `Layout` before it (`2col.yaml` -> `Layout2colNode`), one
  /// without letters or digits is `LayoutNode`.
  static func hostClassName(file: String) -> String {
    let base = fileBase(file)
    let words = words(base)
    guard let first = words.first else { return "LayoutNode" }
    if first.first?.isNumber == true {
      let joined = words.map(capitalized).joined()
      return "Layout" + joined + (joined.hasSuffix("Node") ? "" : "Node")
    }
    return nodeClassName(base) ?? "LayoutNode"
  }

  /// The file's name without its folder and extension.
  static func fileBase(_ file: String) -> String {
    var base = file
    if let slash = base.lastIndex(of: "/") { base = String(base[base.index(after: slash)...]) }
    if let dot = base.lastIndex(of: "."), dot != base.startIndex {
      base = String(base[..<dot])
    }
    return base
  }

  /// What `export` says when the class's name is not the file's name in UpperCamelCase:
  /// nil when it is (`post-node.yaml` -> `PostNode`).
  static func hostClassNote(file: String, className: String) -> String? {
    let base = fileBase(file)
    let words = words(base)
    if let first = words.first, first.first?.isLetter == true,
      words.joined() == base.filter({ $0 != "-" && $0 != "_" && $0 != " " })
    {
      return nil
    }
    if words.isEmpty {
      return "the file name '\(base)' has no letters or digits: the class is named \(className)"
    }
    if words.first?.first?.isNumber == true {
      return
        "the file name '\(base)' starts with a digit, which no identifier may: the class is named \(className)"
    }
    return "the file name '\(base)' is not an identifier: the class is named \(className)"
  }

  /// `likes` -> `LikesNode`, `PostNode` -> `PostNode`; nil when the name has no usable word.
  static func nodeClassName(_ name: String) -> String? {
    guard let base = upperCamelCase(name) else { return nil }
    return base.hasSuffix("Node") ? base : base + "Node"
  }
}
