// One evaluation of the code: the root class's `init` and `layoutSpecThatFits:` (and those
// of the custom subnodes it holds) run over symbolic values to give an element tree. The
// default run takes the first arm of every branch on app state and records each branch;
// a variant's run takes another arm of one branch (ImportVariants).

/// A branch whose condition the description cannot know.
struct BranchSite {
  var key: String
  var file: String
  var position: SourcePosition
  /// A readable name for each arm (arm 0 is the default).
  var armNames: [String]
}

final class ImportRun {
  let declarations: SourceDeclarations
  let messages: ImportMessages
  /// The arm to take at each branch (by key); others take arm 0.
  let choices: [String: Int]
  private(set) var sites: [BranchSite] = []
  /// Classes being evaluated, innermost last: a class that holds itself is cut there.
  var classStack: [String] = []
  /// The properties whose initializers are being run: `lazy var a = b`, `lazy var b = a`
  /// stops.
  var propertiesBeingRead: Set<String> = []
  /// The constants being evaluated: `#define A B` / `#define B A` stops.
  var constantStack: Set<String> = []
  /// The Swift types whose constants are being evaluated, innermost last: where a
  /// constant's bare names are looked up too.
  var constantOwners: [String] = []
  /// Every custom node made in this run, with its class, for components.
  var customNodes: [(className: String, element: ImportElement)] = []
  /// The font names `--font` gives files for: the description's `fonts` has them.
  let givenFonts: Set<String>
  /// Elements made so far: the budget that keeps a run bounded.
  var elementCount = 0
  static let elementLimit = 200_000

  init(
    declarations: SourceDeclarations, messages: ImportMessages, choices: [String: Int],
    givenFonts: Set<String> = []
  ) {
    self.declarations = declarations
    self.messages = messages
    self.choices = choices
    self.givenFonts = givenFonts
  }

  func warn(_ file: String, _ position: SourcePosition, _ message: String) {
    messages.add(.warning, file, position, message)
  }

  /// The arm to take at a branch, recording the branch the first time it is met. Branches
  /// on the same condition (`post.via != 0` in `init` and in `layoutSpecThatFits:`) are one
  /// branch: a variant takes the other arm of each.
  func arm(at file: String, _ position: SourcePosition, names: [String], condition: String) -> Int {
    let key =
      condition.isEmpty ? "\(file):\(position.line):\(position.column)" : "condition " + condition
    if !sites.contains(where: { $0.key == key }) {
      sites.append(BranchSite(key: key, file: file, position: position, armNames: names))
    }
    return min(choices[key] ?? 0, names.count - 1)
  }

  /// Everything this run made: code can make an element or array hold itself
  /// (`stack.children = @[stack]`), which `release` undoes so that nothing is kept alive.
  private var elements: [ImportElement] = []
  private var arrays: [ImportArray] = []

  func array(_ items: [ImportValue]) -> ImportArray {
    let made = ImportArray(items)
    arrays.append(made)
    return made
  }

  /// Drops every link between what the run made, once its description is written.
  func release() {
    for element in elements {
      element.children = nil
      element.slots = []
    }
    for array in arrays { array.items = [] }
    elements = []
    arrays = []
  }

  func makeElement(_ type: String, name: String? = nil, origin: String) -> ImportElement {
    elementCount += 1
    let element = ImportElement(type: type, name: name)
    elements.append(element)
    element.origin = origin
    return element
  }

  /// The layout method of a class: `layoutSpecThatFits:`, else a `layoutSpecBlock` it sets.
  func hasLayout(_ sourceClass: SourceClass) -> Bool {
    sourceClass.method("layoutSpecThatFits:") != nil || setsLayoutBlock(sourceClass)
  }

  func setsLayoutBlock(_ sourceClass: SourceClass) -> Bool {
    sourceClass.methods.contains { method in
      method.selector.hasPrefix("init") || method.selector == "didLoad"
        ? Self.containsLayoutBlock(method.body) : false
    }
  }

  static func containsLayoutBlock(_ statements: [SourceStatement]) -> Bool {
    statements.contains { statement in
      switch statement {
      case .assign(let target, _, _, _): return target.path?.last == "layoutSpecBlock"
      case .branch(_, let a, let b, _):
        return containsLayoutBlock(a) || containsLayoutBlock(b ?? [])
      case .block(let inner, _): return containsLayoutBlock(inner)
      default: return false
      }
    }
  }

  /// The class whose layout holds itself under `root`: the innermost custom node above (or
  /// at) the first element found holding itself, as `return self` in a subnode's
  /// `layoutSpecThatFits:` makes it; nil when no element under `root` holds itself.
  func classHoldingItself(under root: ImportElement) -> String? {
    guard let path = ImportElement.pathToElementHoldingItself(root) else { return nil }
    for element in path.reversed() {
      if let node = customNodes.last(where: { $0.element === element }) { return node.className }
    }
    return nil
  }

  /// The Texture node class a class is, following its superclasses in the files given.
  func textureClass(of name: String) -> String {
    var current = name
    var steps = 0
    while let found = declarations.findClass(current), let superclass = found.superclass, steps < 32
    {
      current = superclass
      steps += 1
    }
    return current
  }

  /// An instance of a class of the files given: its node element, with its subnodes set up
  /// by `init`/`didLoad` and its `layout` from `layoutSpecThatFits:`.
  func instantiate(
    _ sourceClass: SourceClass, name: String?, origin: String, arguments: [SourceArgument] = []
  )
    -> ImportElement
  {
    let type = NodeTypes.elementType(forClass: textureClass(of: sourceClass.name)) ?? "node"
    let host = makeElement(type, name: name, origin: origin)
    guard !classStack.contains(sourceClass.name), classStack.count < 16 else {
      warn(
        sourceClass.file, sourceClass.position,
        "\(sourceClass.name) holds itself as a subnode; the inner one is a plain node")
      return host
    }
    classStack.append(sourceClass.name)
    defer { classStack.removeLast() }
    let instance = ClassInstance(run: self, sourceClass: sourceClass, host: host)
    instance.setUp()
    if hasLayout(sourceClass) {
      instance.layOut()
      customNodes.append((sourceClass.name, host))
    }
    return host
  }
}
