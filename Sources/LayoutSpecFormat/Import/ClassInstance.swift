// One node class being read: its subnodes (made when first named, typed from their
// declaration), `init` and `didLoad` run for what they set, then `layoutSpecThatFits:` (or
// the `layoutSpecBlock` set in `init`) run for the spec it returns. Statements run in
// order over `ImportValue`s; what cannot be known is a warning and a comment.

final class ClassInstance {
  let run: ImportRun
  let sourceClass: SourceClass
  let host: ImportElement
  /// The file of the code being run: the class's, or an extension's or superclass's method's.
  var file: String
  var language: SourceLanguage { sourceClass.language }
  /// The subnode element of each property, made when first named.
  var nodes: [String: ImportElement] = [:]
  /// The values of properties and instance variables that are not subnodes (`_kittenSize =
  /// CGSizeMake(100, 100)` in `init`, Swift's `lazy var starSize: CGSize = { ... }()`),
  /// by name without `_`: what the layout reads back.
  var values: [String: ImportValue] = [:]
  /// The Swift property initializers already run for `values`.
  var initializersRun: Set<String> = []
  /// Local variables, innermost scope last.
  var scopes: [[String: ImportValue]] = [[:]]
  /// The name of `layoutSpecThatFits:`'s parameter in the method being run.
  var sizeParameter: String?
  var returned: ImportValue?
  /// Comments waiting for the next element made (a skipped statement's).
  var pendingComments: [String] = []
  /// A `layoutSpecBlock` set in `init`, and the locals it sees (`weakSelf`).
  var layoutBlock: ImportValue? {
    didSet {
      layoutBlockScopes = scopes
      layoutBlockFile = file
    }
  }
  var layoutBlockScopes: [[String: ImportValue]] = [[:]]
  var layoutBlockFile: String
  /// Loop nesting while running (a loop in a loop still runs once).
  var statementBudget = 100_000
  /// Methods of the class running inside one another.
  var invocationDepth = 0

  init(run: ImportRun, sourceClass: SourceClass, host: ImportElement) {
    self.run = run
    self.sourceClass = sourceClass
    self.host = host
    self.file = sourceClass.file
    self.layoutBlockFile = sourceClass.file
  }

  func warn(_ position: SourcePosition, _ message: String) {
    run.warn(file, position, message)
  }

  /// Warns and keeps the message for the output, beside the next element made.
  func approximate(_ position: SourcePosition, _ message: String) {
    warn(position, message)
    pendingComments.append("\(file):\(position.line): \(message)")
  }

  // MARK: Methods

  func setUp() {
    // The superclasses' of the files first, as `[super init]` runs them.
    let lineage = run.declarations.ancestors(of: sourceClass).reversed() + [sourceClass]
    for owner in lineage {
      let inits = owner.methods.filter { $0.selector.hasPrefix("init") }
      // The designated initializer of an Objective-C cell is often `initWith...:`; the one
      // with the most statements is the one that builds the subnodes.
      if let initializer = inits.max(by: { $0.body.count < $1.body.count }) {
        perform(initializer, sizeParameter: nil)
      }
    }
    for owner in lineage {
      if let didLoad = owner.methods.first(where: { $0.selector == "didLoad" }) {
        perform(didLoad, sizeParameter: nil)
      }
    }
  }

  func layOut() {
    // What init left unsaid belongs to the node, not to the first spec the layout makes.
    let fromSetUp = pendingComments
    pendingComments = []
    var result: ImportValue?
    if let method = sourceClass.method("layoutSpecThatFits:") {
      result = perform(method, sizeParameter: method.parameters.first)
    } else if case .closure(let parameters, let body)? = layoutBlock {
      scopes = layoutBlockScopes + [[:]]
      file = layoutBlockFile
      sizeParameter = parameters.count > 1 ? parameters[1] : parameters.first
      returned = nil
      execute(body)
      result = returned
    }
    guard let result else {
      warn(
        sourceClass.position,
        "\(sourceClass.name)'s layoutSpecThatFits: returns no spec that import can read")
      return
    }
    guard let element = result.element else {
      warn(
        sourceClass.position,
        "\(sourceClass.name)'s layoutSpecThatFits: returns \(result.summary), not a spec")
      return
    }
    var root = element
    if element.isNode || element === host {
      // Texture wraps a node that layoutSpecThatFits: returns in ASWrapperLayoutSpec.
      root = run.makeElement("wrapper", origin: element.origin + "/wrapper")
      root.setSlot("child", element)
    }
    root.comments = fromSetUp + pendingComments + root.comments
    pendingComments = []
    host.setSlot("layout", root)
  }

  @discardableResult
  func perform(_ method: SourceMethod, sizeParameter: String?) -> ImportValue? {
    scopes = [[:]]
    self.sizeParameter = sizeParameter
    returned = nil
    let savedFile = file
    file = method.file
    execute(method.body)
    file = savedFile
    let result = returned
    returned = nil
    return result
  }

  // MARK: Scopes

  func lookupLocal(_ name: String) -> ImportValue? {
    for scope in scopes.reversed() {
      if let value = scope[name] { return value }
    }
    return nil
  }

  func declare(_ name: String, _ value: ImportValue) {
    scopes[scopes.count - 1][name] = value
  }

  /// Sets an existing local; false when there is none.
  func setLocal(_ name: String, _ value: ImportValue) -> Bool {
    for index in scopes.indices.reversed() where scopes[index][name] != nil {
      scopes[index][name] = value
      return true
    }
    return false
  }

  // MARK: Statements

  func execute(_ statements: [SourceStatement]) {
    for statement in statements {
      if returned != nil { return }
      statementBudget -= 1
      if statementBudget < 0 { return }
      execute(statement)
    }
  }

  func scoped(_ statements: [SourceStatement]) {
    scopes.append([:])
    execute(statements)
    scopes.removeLast()
  }

  func execute(_ statement: SourceStatement) {
    switch statement {
    case .declare(let name, let type, let value, let position):
      let result = value.map { evaluate($0) } ?? (type.map { Self.emptyValue(ofType: $0) } ?? .null)
      if case .element(let element) = result, element.binding == nil { element.binding = name }
      if case .element(let element) = result, element.isNode, element.name == nil {
        element.name = name
      }
      _ = position
      declare(name, result)
    case .assign(let target, let op, let value, let position):
      var result = evaluate(value)
      if op != "=" {
        let current = evaluate(target)
        if let a = current.formula, let b = result.formula {
          result = .number(Formula.operation(op.first!, a, b))
        } else {
          result = .unknown("'\(op)' on \(current.summary)")
        }
      }
      assign(target, result, at: position)
    case .expression(let expression, let position):
      if case .unknown(let what) = evaluate(expression) {
        warn(position, "\(what) is not read: what it does to the layout, if anything, is left out")
      }
    case .returns(let value, let position):
      returned = value.map { evaluate($0) } ?? .null
      _ = position
    case .branch(let condition, let then, let otherwise, let position):
      branch(condition, then, otherwise, at: position)
    case .switchOn(let subject, let cases, let position):
      switchOn(subject, cases, at: position)
    case .loop(let variable, let sequence, let body, let position):
      loop(variable, sequence, body, at: position)
    case .block(let inner, _):
      scoped(inner)
    case .control:
      break
    case .skipped(let reason, let position):
      approximate(position, "statement skipped: \(reason)")
    }
  }

  static func emptyValue(ofType type: String) -> ImportValue {
    switch type {
    case "NSMutableArray", "NSArray": return .null
    case "CGFloat", "float", "double", "NSInteger", "NSUInteger", "int": return .number(.value(0))
    default: return .null
    }
  }

  /// Whether statements only leave (`return nil`, `return`): `if (!(self = [super init]))`.
  private func onlyLeaves(_ statements: [SourceStatement]) -> Bool {
    guard statements.count == 1, case .returns(let value, _) = statements[0] else { return false }
    switch value {
    case nil: return true
    case .identifier(let name, _)?: return name == "nil" || name == "self"
    default: return false
    }
  }

  func branch(
    _ condition: SourceExpression, _ then: [SourceStatement], _ otherwise: [SourceStatement]?,
    at position: SourcePosition
  ) {
    if let known = truth(evaluate(condition)) {
      scoped(known ? then : otherwise ?? [])
      return
    }
    if onlyLeaves(then) {
      scoped(otherwise ?? [])
      return
    }
    if let otherwise, onlyLeaves(otherwise) {
      scoped(then)
      return
    }
    let name = VariantNames.name(of: condition)
    let names = [name, VariantNames.negated(name)]
    let arm = run.arm(at: file, position, names: names, condition: VariantNames.text(of: condition))
    scoped(arm == 0 ? then : otherwise ?? [])
  }

  func switchOn(
    _ subject: SourceExpression, _ cases: [SourceSwitchCase], at position: SourcePosition
  ) {
    guard !cases.isEmpty else { return }
    let value = evaluate(subject)
    if let known = value.formula?.constant {
      for item in cases {
        if item.patterns.isEmpty
          || item.patterns.contains(where: { evaluate($0).formula?.constant == known })
        {
          scoped(item.body)
          return
        }
      }
      return
    }
    let names = cases.enumerated().map { index, item -> String in
      item.patterns.first.map { VariantNames.name(of: $0) } ?? "otherwise"
    }
    let arm = run.arm(
      at: file, position, names: names, condition: "switch " + VariantNames.text(of: subject))
    scoped(cases[arm].body)
  }

  func loop(
    _ variable: String?, _ sequence: SourceExpression?, _ body: [SourceStatement],
    at position: SourcePosition
  ) {
    let items = sequence.map { evaluate($0) }
    // A range of constants runs in full (`for i in 0..<3`), as does an array written out.
    if case .array(let array)? = items, array.items.count <= 64 {
      for item in array.items {
        scopes.append([:])
        if let variable { declare(variable, item) }
        execute(body)
        scopes.removeLast()
        if returned != nil { return }
      }
      return
    }
    if case .binary(let op, let low, let high, _)? = sequence, op == "..<" || op == "...",
      let a = evaluate(low).formula?.constant, let b = evaluate(high).formula?.constant,
      b - a <= 64, a <= b
    {
      var i = a
      while op == "..<" ? i < b : i <= b {
        scopes.append([:])
        if let variable { declare(variable, .number(.value(i))) }
        execute(body)
        scopes.removeLast()
        if returned != nil { return }
        i += 1
      }
      return
    }
    let what = sequence.map { VariantNames.text(of: $0) } ?? "a condition"
    approximate(position, "a loop over \(what): one representative iteration is kept")
    scopes.append([:])
    if let variable { declare(variable, .unknown("an item of \(what)")) }
    execute(body)
    scopes.removeLast()
  }

  /// A condition's value when the description can know it.
  func truth(_ value: ImportValue) -> Bool? {
    switch value {
    case .bool(let flag): return flag
    case .number(let formula): return formula.constant.map { $0 != 0 }
    case .null: return false
    case .element, .array, .font, .dimension, .size, .insets, .point, .layoutSize, .attributedText,
      .paragraphStyle, .range:
      return true
    default: return nil
    }
  }
}
