import LayoutSpecEngine

// From the element tree to an `ExportPlan` (`layoutspec export`, docs/cli.md):
// - the root's class: the root node when it has a `layout` (docs/format.md 2.4), else a node
//   named after the file whose `layoutSpecThatFits:` returns the root spec (a node that is the
//   root by itself is wrapped in ASWrapperLayoutSpec, as Texture wraps it);
// - every node is a subnode property of the class whose layout holds it; a node with its own
//   `layout` is a class of its own, with its own `layoutSpecThatFits:`;
// - every spec is a local built with Texture's constructor, children first; styles are set
//   where Texture's examples set them, in `layoutSpecThatFits:`;
// - a component becomes a helper method when its uses build the same specs: the helper takes
//   the use's nodes and returns the spec (a node component's helper sets the style its uses
//   share, and exists only when they share some). A use whose specs differ from the first
//   use's (it replaced `children`, say) is written out in place.

public enum TextureExport {
  public enum Language: Sendable { case swift, objc }

  /// The generated code for `tree` (read from `source`, which names the root's class);
  /// `bindings` are the elements whose values read the constrained size.
  public static func code(
    _ tree: ElementTree, source: String, language: Language,
    bindings: [ElementID: ExportBinding] = [:]
  ) -> String {
    export(tree, source: source, language: language, bindings: bindings).code
  }

  /// The generated code, and what the command says about it: the class's name when the
  /// file's name does not give it as it is (`2col.yaml` -> `Layout2colNode`).
  public static func export(
    _ tree: ElementTree, source: String, language: Language,
    bindings: [ElementID: ExportBinding] = [:]
  ) -> (code: String, notes: [String]) {
    let plan = ExportPlanner.plan(tree, source: source, bindings: bindings)
    let code: String
    switch language {
    case .swift: code = SwiftExport.code(plan)
    case .objc: code = ObjCExport.code(plan)
    }
    return (code, plan.classNote.map { [$0] } ?? [])
  }
}

struct ExportPlanner {
  let tree: ElementTree
  let bindings: [ElementID: ExportBinding]
  private var classes: [ExportClass?] = []
  private var classNamer: ExportNamer
  /// The class of each node with a `layout`, named when first asked for.
  private var classNames: [ElementID: String] = [:]
  /// The helper of each component that has one, and the uses that call it.
  private var helpers:
    [String: (helper: ExportHelper, shared: [StyleSetting], uses: Set<ElementID>)] =
      [:]
  private var helperNames: [String] = []

  /// A style property's assignment: `style.flexGrow = 1`.
  struct StyleSetting: Hashable {
    var path: String
    var value: ExportValue
  }

  /// What one method is being built of.
  struct MethodState {
    var namer: ExportNamer
    /// In a helper, nodes are parameters; in `layoutSpecThatFits:` they are properties.
    var isHelper: Bool
    var statements: [ExportStatement] = []
    var parameters: [ExportParameter] = []
    var subnodes: [ExportSubnode] = []
    var setup: [ExportStatement] = []
    var helpersUsed: [String] = []
    /// The class of each spec bound so far, by local name.
    var specClasses: [String: String] = [:]
  }

  private init(tree: ElementTree, bindings: [ElementID: ExportBinding]) {
    self.tree = tree
    self.bindings = bindings
    classNamer = ExportNamer(
      reserving: ElementType.allCases.map(\.textureClassName) + ["ASTextNode2"])
  }

  static func plan(
    _ tree: ElementTree, source: String, bindings: [ElementID: ExportBinding]
  ) -> ExportPlan {
    var planner = ExportPlanner(tree: tree, bindings: bindings)
    var note: String?
    planner.planHelpers()
    let root = tree.root
    // A root node whose own values read the size reads the root's range: it is then a
    // subnode of a class that returns it, wrapped, as any root node without a layout.
    if planner.hasLayout(root) && bindings[root] == nil {
      let name = planner.nodeClass(root, fallback: ExportNamer.hostClassName(file: source))
      planner.buildClass(name, superclass: planner.textureClass(root), host: root)
    } else {
      let name = planner.classNamer.unique(ExportNamer.hostClassName(file: source))
      planner.buildClass(name, superclass: "ASDisplayNode", host: nil)
      note = ExportNamer.hostClassNote(file: source, className: name)
    }
    return ExportPlan(
      source: source, classes: planner.classes.compactMap { $0 }, classNote: note)
  }

  // MARK: Classes

  func hasLayout(_ id: ElementID) -> Bool {
    let type = tree.type(of: id)
    return type.isNode && type != .button && !tree.children(of: id).isEmpty
  }

  /// Texture's class for a node: ASTextNode2 for a text measured by CoreText's rules
  /// (`textEngine: coretext`), else the type's.
  func textureClass(_ id: ElementID) -> String {
    if case .text(let text) = tree.kind(of: id), text.attributes?.engine == .coreText {
      return "ASTextNode2"
    }
    return tree.type(of: id).textureClassName
  }

  /// The class of a node: its own (`LikesNode`) when it has a `layout`, else Texture's.
  private mutating func nodeClass(_ id: ElementID, fallback: String? = nil) -> String {
    guard hasLayout(id) else { return textureClass(id) }
    if let name = classNames[id] { return name }
    let base =
      tree.name(of: id).flatMap(ExportNamer.nodeClassName)
      ?? fallback ?? ExportNamer.capitalized(ExportNamer.typeBase(tree.type(of: id)))
    let name = classNamer.unique(base)
    classNames[id] = name
    return name
  }

  /// The class of `host` (a node with a layout), or, for nil, the class that returns the
  /// document's root from `layoutSpecThatFits:`.
  private mutating func buildClass(_ name: String, superclass: String, host: ElementID?) {
    let slot = classes.count
    classes.append(nil)
    var state = MethodState(namer: ExportNamer(reserving: helperNames), isHelper: false)
    var result: ExportRef
    if let host, let spec = tree.children(of: host).first {
      result = emit(spec, &state)
      if host == tree.root, bindings[host] == nil {
        // The document's root node: its own style is the node's, set as it is created.
        for setting in styleSettings(host) {
          state.setup.append(.set(.this, setting.path, setting.value))
        }
      }
    } else {
      result = emit(tree.root, &state)
      if tree.type(of: tree.root).isNode {
        // `layoutSpecThatFits:` returns a spec: Texture wraps a node returned there.
        let name = state.namer.unique("wrapperSpec")
        state.statements.append(
          .bind(
            name,
            ExportConstruction(
              className: "ASWrapperLayoutSpec", objcAllocInit: true,
              objcPieces: ["initWithLayoutElement"], swiftLabels: ["layoutElement"],
              arguments: [.element(result)])))
        result = .local(name)
      }
    }
    classes[slot] = ExportClass(
      name: name, superclass: superclass, subnodes: state.subnodes, setup: state.setup,
      body: state.statements, result: result,
      helpers: state.helpersUsed.compactMap { used in
        helpers.values.first { $0.helper.name == used }?.helper
      },
      readsSafeArea: readsSafeArea(host.flatMap { tree.children(of: $0).first } ?? tree.root))
  }

  /// Whether the element or one under it (not inside a node's own layout) reads the safe
  /// area, as `readsSize` walks.
  private func readsSafeArea(_ id: ElementID) -> Bool {
    if let binding = bindings[id], binding.expressions.contains(where: \.expression.readsSafeArea) {
      return true
    }
    return !tree.type(of: id).isNode && tree.children(of: id).contains { readsSafeArea($0) }
  }

  // MARK: Elements

  /// The element's style as assignments, with its expressions where it has them.
  func styleSettings(_ id: ElementID) -> [StyleSetting] {
    guard let binding = bindings[id] else { return Self.styleSettings(tree.style(of: id)) }
    let first = Self.styleSettings(binding.first.style)
    let second = Self.styleSettings(binding.second.style)
    guard first.map(\.path) == second.map(\.path) else { return first }
    return zip(first, second).map {
      StyleSetting(path: $0.path, value: binding.merge($0.value, $1.value))
    }
  }

  /// The spec's constructor and properties, with its expressions where it has them.
  private func construction(_ id: ElementID, children: [ExportRef]) -> (
    ExportConstruction, [StyleSetting]
  ) {
    guard let binding = bindings[id] else {
      return Self.construction(tree.kind(of: id), children: children)
    }
    var (first, settings) = Self.construction(binding.first.kind, children: children)
    let (second, secondSettings) = Self.construction(binding.second.kind, children: children)
    if first.arguments.count == second.arguments.count {
      first.arguments = zip(first.arguments, second.arguments).map(binding.merge)
    }
    if settings.map(\.path) == secondSettings.map(\.path) {
      settings = zip(settings, secondSettings).map {
        StyleSetting(path: $0.path, value: binding.merge($0.value, $1.value))
      }
    }
    return (first, settings)
  }

  /// Whether the element or one under it (not inside a node's own layout) reads the size.
  private func readsSize(_ id: ElementID) -> Bool {
    if bindings[id] != nil { return true }
    return !tree.type(of: id).isNode && tree.children(of: id).contains { readsSize($0) }
  }

  /// Writes `id` and the elements under it into `state`; returns how the code names it.
  private mutating func emit(_ id: ElementID, _ state: inout MethodState) -> ExportRef {
    if !state.isHelper, let component = tree.component(of: id), let plan = helpers[component],
      plan.uses.contains(id)
    {
      return emitHelperUse(id, plan.helper, shared: plan.shared, &state)
    }
    let ref: ExportRef
    if tree.type(of: id).isNode {
      ref = emitNode(id, &state)
    } else {
      ref = emitSpec(id, &state)
    }
    for setting in styleSettings(id) {
      state.statements.append(.set(ref, setting.path, setting.value))
    }
    return ref
  }

  private mutating func emitNode(_ id: ElementID, _ state: inout MethodState) -> ExportRef {
    guard state.isHelper else { return declareSubnode(id, &state) }
    let name = state.namer.unique(baseName(id))
    state.parameters.append(ExportParameter(name: name, className: nodeClass(id)))
    return .local(name)
  }

  /// A spec, after its children: `let name = Constructor(...)`, then the properties its
  /// constructor does not take.
  private mutating func emitSpec(_ id: ElementID, _ state: inout MethodState) -> ExportRef {
    var children: [ExportRef] = []
    for child in tree.children(of: id) {
      children.append(emit(child, &state))
    }
    let name = state.namer.unique(baseName(id))
    let (construction, settings) = construction(id, children: children)
    state.statements.append(.bind(name, construction))
    state.specClasses[name] = construction.className
    for setting in settings {
      state.statements.append(.set(.local(name), setting.path, setting.value))
    }
    return .local(name)
  }

  /// A subnode of the class being built: its property, the setup that changes how it
  /// measures, and its own class when it has a `layout`.
  private mutating func declareSubnode(_ id: ElementID, _ state: inout MethodState) -> ExportRef {
    let name = state.namer.unique(baseName(id))
    let className = nodeClass(id)
    var note = note(id, tree.kind(of: id))
    var setup = self.setup(id, tree.kind(of: id), .property(name))
    if let binding = bindings[id] {
      // Values that read the size are set where the size is known, in the method of the
      // class that builds the node.
      let first = self.setup(id, binding.first.kind, .property(name))
      let second = self.setup(id, binding.second.kind, .property(name))
      if first.count == second.count {
        setup = []
        for (a, b) in zip(first, second) {
          guard case .set(let target, let path, let x) = a, case .set(_, _, let y) = b else {
            setup.append(a)
            continue
          }
          let merged = binding.merge(x, y)
          if merged == x {
            setup.append(a)
          } else {
            state.statements.append(.set(target, path, merged))
          }
        }
      }
      if self.note(id, binding.first.kind) != self.note(id, binding.second.kind) {
        note = "measured from constrainedSize"
      }
    }
    state.subnodes.append(ExportSubnode(name: name, className: className, note: note))
    state.setup += setup
    if hasLayout(id) {
      buildClass(className, superclass: textureClass(id), host: id)
    }
    return .property(name)
  }

  private func baseName(_ id: ElementID) -> String {
    let base =
      tree.name(of: id).flatMap(ExportNamer.lowerCamelCase)
      ?? ExportNamer.typeBase(
        tree.type(of: id))
    // Objective-C's ARC reads `new...`, `copy...`, `alloc...`, `init...` as returning an
    // owned object: a property may not be named so.
    for family in ["new", "copy", "alloc", "init", "mutableCopy"] where base.hasPrefix(family) {
      let rest = base.dropFirst(family.count)
      if rest.isEmpty || rest.first?.isUppercase == true {
        return "the" + ExportNamer.capitalized(base)
      }
    }
    return base
  }

  // MARK: Components

  /// Decides which components become helpers: the first use of each gives the helper, and
  /// every use that builds the same specs calls it.
  private mutating func planHelpers() {
    var uses: [String: [ElementID]] = [:]
    var order: [String] = []
    for index in 0..<tree.count {
      let id = ElementID(index)
      guard let component = tree.component(of: id) else { continue }
      if uses[component] == nil { order.append(component) }
      uses[component, default: []].append(id)
    }
    var helperNamer = ExportNamer()
    for component in order {
      // A use whose values read the size is written out: a helper has no constrained size.
      guard let ids = uses[component]?.filter({ !readsSize($0) }), let first = ids.first else {
        continue
      }
      let shape = helperShape(first)
      let matching = ids.filter { helperShape($0).matches(shape) }
      let shared = shape.rootStyle.filter { setting in
        matching.allSatisfy { styleSettings($0).contains(setting) }
      }
      let isNode = tree.type(of: first).isNode
      if isNode && shared.isEmpty { continue }
      let base = ExportNamer.lowerCamelCase(component) ?? "component"
      let name = helperNamer.unique(
        isNode
          ? "apply" + ExportNamer.capitalized(base) + "Style"
          : base.hasSuffix("Spec") ? base : base + "Spec")
      let body = shape.body + shared.map { .set(shape.root, $0.path, $0.value) }
      let helper = ExportHelper(
        name: name, parameters: shape.parameters, body: body, result: isNode ? nil : shape.root,
        resultClass: shape.resultClass)
      helpers[component] = (helper, shared, Set(matching))
      helperNames.append(name)
    }
  }

  /// The method a use of a component would be: its nodes as parameters, its specs as the
  /// body, without the root's style (which uses may differ in).
  private struct HelperShape {
    var parameters: [ExportParameter]
    var body: [ExportStatement]
    var root: ExportRef
    var resultClass: String?
    var rootStyle: [StyleSetting]

    func matches(_ other: HelperShape) -> Bool {
      parameters == other.parameters && body == other.body && root == other.root
    }
  }

  private mutating func helperShape(_ id: ElementID) -> HelperShape {
    var state = MethodState(namer: ExportNamer(), isHelper: true)
    let root: ExportRef
    if tree.type(of: id).isNode {
      state.parameters = [ExportParameter(name: "node", className: nodeClass(id))]
      root = .local("node")
    } else {
      root = emitSpec(id, &state)
    }
    var resultClass: String?
    if case .local(let name) = root { resultClass = state.specClasses[name] }
    return HelperShape(
      parameters: state.parameters, body: state.statements, root: root,
      resultClass: tree.type(of: id).isNode ? nil : resultClass, rootStyle: styleSettings(id))
  }

  /// A use that calls its component's helper: the use's nodes become subnodes and are passed
  /// in; the style the use does not share with the helper is set after.
  private mutating func emitHelperUse(
    _ id: ElementID, _ helper: ExportHelper, shared: [StyleSetting], _ state: inout MethodState
  ) -> ExportRef {
    var arguments: [ExportRef] = []
    for node in nodes(under: id) {
      arguments.append(declareSubnode(node, &state))
    }
    let call = ExportHelperCall(
      helper: helper.name, parameters: helper.parameters.map(\.name), arguments: arguments,
      resultClass: helper.resultClass)
    let ref: ExportRef
    if tree.type(of: id).isNode, let node = arguments.first {
      state.statements.append(.callHelper(call))
      ref = node
    } else {
      let name = state.namer.unique(baseName(id))
      state.statements.append(.bindHelper(name, call))
      ref = .local(name)
    }
    for setting in styleSettings(id) where !shared.contains(setting) {
      state.statements.append(.set(ref, setting.path, setting.value))
    }
    if !state.helpersUsed.contains(helper.name) { state.helpersUsed.append(helper.name) }
    return ref
  }

  /// The nodes of a spec tree in the order `emitSpec` meets them (not inside the nodes).
  private func nodes(under id: ElementID) -> [ElementID] {
    if tree.type(of: id).isNode { return [id] }
    return tree.children(of: id).flatMap { nodes(under: $0) }
  }
}
