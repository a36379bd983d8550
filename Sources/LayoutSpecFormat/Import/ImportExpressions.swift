// Expressions of layout code as `ImportValue`s: names (locals, subnode properties and
// ivars, constants of the files, Texture's constants, `constrainedSize`, `safeAreaInsets`),
// arithmetic, Texture's and UIKit's value functions in both spellings, constructors and
// messages.

extension ClassInstance {
  func evaluate(_ expression: SourceExpression) -> ImportValue {
    switch expression {
    case .number(let value, _):
      return .number(.value(value))
    case .string(let text, let interpolated, _):
      return .string(text, source: interpolated ? "an interpolated string \"\(text)\"" : nil)
    case .identifier(let name, let position):
      return identifier(name, at: position)
    case .member(let base, let name, let position):
      if let path = expression.path, path.count == 1, base.path == ["self"] || isSelf(base) {
        return identifier(name, at: position, viaSelf: true)
      }
      return member(evaluate(base), name, of: base, at: position)
    case .implicitMember(let name, _):
      return implicitMember(name)
    case .call(let callee, let arguments, let position):
      return call(callee, arguments, at: position)
    case .message(let receiver, let arguments, let position):
      return message(receiver, arguments, at: position)
    case .array(let items, _):
      return .array(
        run.array(
          items.map { evaluate($0) }.filter {
            if case .null = $0 { return false } else { return true }
          }))
    case .dictionary(let entries, _):
      let pairs = entries.map { (evaluate($0.0), evaluate($0.1)) }
      return .dictionary(pairs)
    case .prefix(let op, let inner, _):
      let value = evaluate(inner)
      switch op {
      case "-":
        if let formula = value.formula {
          return .number(Formula.operation("-", .value(0), formula).simplifiedNegation(of: formula))
        }
        return .unknown("-" + value.summary)
      case "!":
        if let known = truth(value) { return .bool(!known) }
        return .unknown("!" + VariantNames.text(of: inner))
      default:
        return value
      }
    case .binary(let op, let a, let b, let position):
      return binary(op, a, b, at: position)
    case .ternary(let condition, let yes, let no, let position):
      if let known = truth(evaluate(condition)) { return evaluate(known ? yes : no) }
      let name = VariantNames.name(of: condition)
      let arm = run.arm(
        at: file, position, names: [name, VariantNames.negated(name)],
        condition: VariantNames.text(of: condition))
      return evaluate(arm == 0 ? yes : no)
    case .closure(let parameters, let body, _):
      return .closure(parameters, body)
    case .subscripted(let base, _, _):
      return .unknown(VariantNames.text(of: base) + "[...]")
    }
  }

  func isSelf(_ expression: SourceExpression) -> Bool {
    if case .identifier("self", _) = expression { return true }
    return false
  }

  // MARK: Names

  func identifier(_ name: String, at position: SourcePosition, viaSelf: Bool = false) -> ImportValue
  {
    if !viaSelf, let local = lookupLocal(name) { return local }
    switch name {
    case "self", "super": return .element(host)
    case "nil", "NULL", "Nil", "nullptr": return .null
    case "YES", "true", "TRUE": return .bool(true)
    case "NO", "false", "FALSE": return .bool(false)
    default: break
    }
    if !viaSelf, name == sizeParameter { return .sizeRange }
    if let node = node(named: name, at: position) { return .element(node) }
    if let value = propertyValue(name) { return value }
    if name == "safeAreaInsets" { return Self.safeAreaInsets }
    if !viaSelf || language == .swift, let constant = constant(name) { return constant }
    if let known = Self.textureConstant(name) { return known }
    if name.first?.isUppercase == true { return .constant(name) }
    return .unknown(viaSelf ? "self.\(name)" : name)
  }

  /// ASDisplayNode's `safeAreaInsets` (ASDisplayNode.h), which a full-screen node's
  /// `layoutSpecThatFits:` insets its content by: the description's `safeArea.top` ...
  /// (docs/format.md 3.10), side by side, so that `insets: self.safeAreaInsets` is four
  /// expressions and `self.safeAreaInsets.top` one.
  static var safeAreaInsets: ImportValue {
    .insets(
      .side("safeArea.top"), .side("safeArea.left"), .side("safeArea.bottom"),
      .side("safeArea.right"))
  }

  /// Constants Texture, UIKit and C name.
  static func textureConstant(_ name: String) -> ImportValue? {
    switch name {
    case "ASDimensionAuto": return .dimension(.auto)
    case "CGFLOAT_MAX", "INFINITY", "HUGE_VAL", "HUGE_VALF", "FLT_MAX", "DBL_MAX":
      return .number(.value(.infinity))
    case "CGSizeZero": return .size(.value(0), .value(0))
    case "CGPointZero": return .point(.value(0), .value(0))
    case "UIEdgeInsetsZero": return .insets(.value(0), .value(0), .value(0), .value(0))
    case "M_PI": return .number(.value(Double.pi))
    default: return nil
    }
  }

  /// A constant of the files: the class's `static let`, a `#define`, `static const`, file
  /// `let` or enum case, evaluated where it is used.
  func constant(_ name: String) -> ImportValue? {
    // A `static let` of a Swift type names its siblings without the type
    // (`static let inset = UIEdgeInsets(top: buffer, ...)`).
    let owners = run.constantOwners.reversed().map { $0 + "." + name }
    guard
      let (found, expression) = ([name] + owners).lazy.compactMap({ key in
        (self.sourceClass.constants[key] ?? self.run.declarations.constants[key]).map { (key, $0) }
      }).first
    else {
      return nil
    }
    guard !run.constantStack.contains(found), run.constantStack.count < 64 else {
      return .unknown("the constant \(found), defined through itself")
    }
    run.constantStack.insert(found)
    let owner = found.lastIndex(of: ".").map { String(found[..<$0]) }
    if let owner { run.constantOwners.append(owner) }
    defer {
      run.constantStack.remove(found)
      if owner != nil { run.constantOwners.removeLast() }
    }
    return evaluate(expression)
  }

  /// The element of a subnode property or ivar (`_title`, `title`, `self.title`), made on
  /// first use; nil when the class has no such property or it is not a node.
  func node(named name: String, at position: SourcePosition) -> ImportElement? {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    if let existing = nodes[bare] { return existing }
    guard let property = sourceClass.property(name) else { return nil }
    var type = property.type
    if type == nil, let initializer = property.initializer { type = Self.createdClass(initializer) }
    guard let className = type, let elementType = run.nodeType(ofClass: className) else {
      return nil
    }
    let element: ImportElement
    if let custom = run.declarations.findClass(className),
      run.hasLayout(custom) || custom.method("init") != nil,
      custom !== sourceClass
    {
      element = run.instantiate(custom, name: bare, origin: "\(sourceClass.name).\(bare)")
    } else {
      element = run.makeElement(elementType, name: bare, origin: "\(sourceClass.name).\(bare)")
      element.isTextNode2 = className == "ASTextNode2"
    }
    element.binding = bare
    nodes[bare] = element
    if let note = property.note {
      NodeContent.applyExportNote(note, to: element, instance: self, at: property.position)
    }
    if let initializer = property.initializer {
      // Swift's `let title: ASTextNode = { let node = ASTextNode(); ...; return node }()`.
      if case .call(.closure(_, let body, _), _, _) = initializer,
        let made = runClosure(body)?.element, made !== element
      {
        NodeContent.merge(made, into: element)
      }
    }
    return element
  }

  /// The value of a property or instance variable that is not a subnode: the one `init`
  /// set (`keepValue`), else a Swift property's initializer (`let inset: CGFloat = 8`,
  /// `lazy var starSize: CGSize = { ... }()`), run once.
  func propertyValue(_ name: String) -> ImportValue? {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    if let value = values[bare] { return value }
    guard let property = sourceClass.property(name), let initializer = property.initializer,
      !run.propertiesBeingRead.contains(bare), !initializersRun.contains(bare)
    else { return nil }
    initializersRun.insert(bare)
    run.propertiesBeingRead.insert(bare)
    defer { run.propertiesBeingRead.remove(bare) }
    var value: ImportValue
    if case .call(.closure(_, let body, _), _, _) = initializer {
      value = runClosure(body) ?? .null
    } else {
      value = evaluate(initializer)
    }
    keepValue(bare, value)
    return values[bare]
  }

  /// What a property initializer's closure (`{ ...; return node }()`) returns, its body
  /// run in scopes of its own; nil when it returns nothing.
  private func runClosure(_ body: [SourceStatement]) -> ImportValue? {
    let savedScopes = scopes
    let savedReturn = returned
    scopes = [[:]]
    returned = nil
    execute(body)
    let result = returned
    scopes = savedScopes
    returned = savedReturn
    return result
  }

  /// The class an initializer expression makes: `ASTextNode()`, `[[ASTextNode alloc] init]`,
  /// `{ let n = ASTextNode() ... }()`.
  static func createdClass(_ expression: SourceExpression) -> String? {
    switch expression {
    case .call(.identifier(let name, _), _, _): return name
    case .call(.member(.identifier(let name, _), _, _), _, _): return name
    case .message(let receiver, _, _):
      return createdClass(receiver)
        ?? { if case .identifier(let n, _) = receiver { return n } else { return nil } }()
    case .call(.closure(_, let body, _), _, _):
      for statement in body {
        if case .declare(_, let type, let value, _) = statement {
          if let value, let made = createdClass(value) { return made }
          if let type { return type }
        }
      }
      return nil
    default: return nil
    }
  }

  func implicitMember(_ name: String) -> ImportValue {
    switch name {
    case "zero": return .constant(".zero")
    case "infinity", "greatestFiniteMagnitude": return .number(.value(.infinity))
    default: return .constant("." + name)
    }
  }

  // MARK: Members

  func member(
    _ base: ImportValue, _ name: String, of baseExpression: SourceExpression,
    at position: SourcePosition
  ) -> ImportValue {
    switch base {
    case .sizeRange:
      if name == "min" || name == "max" { return .rangeSide(name) }
    case .rangeSide(let side):
      if name == "width" || name == "height" { return .number(.side(side + "." + name)) }
    case .size(let w, let h):
      if name == "width" { return .number(w) }
      if name == "height" { return .number(h) }
    case .point(let x, let y):
      if name == "x" { return .number(x) }
      if name == "y" { return .number(y) }
    case .insets(let t, let l, let b, let r):
      switch name {
      case "top": return .number(t)
      case "left": return .number(l)
      case "bottom": return .number(b)
      case "right": return .number(r)
      default: break
      }
    case .constant("NSParagraphStyle") where name == "default":
      return .paragraphStyle(ImportParagraphStyle())
    case .attributedText(let text):
      if name == "length" || name == "string" {
        return attributedMessage(text, name, [], at: position) ?? .null
      }
    case .string(let text, let source):
      switch name {
      case "length": return stringMethod(text, source: source, name, []) ?? .null
      case "count":
        return .number(.value(Double((source == nil ? text : NodeContent.placeholder).count)))
      case "utf16": return base
      default: break
      }
    case .constant(let type) where !type.hasPrefix("."):
      if let path = VariantNames.text(of: baseExpression) as String?,
        let value = constant(path + "." + name)
      {
        return value
      }
      // A nested type of the files (`Constants.CellLayout`), whose constants follow.
      let nested = VariantNames.text(of: baseExpression) + "." + name
      if run.declarations.typeNames.contains(nested) { return .constant(nested) }
      switch name {
      case "greatestFiniteMagnitude", "infinity": return .number(.value(.infinity))
      case "zero": return .constant(".zero")
      default: return .constant("." + name)
      }
    case .element(let element):
      if element === host, name != "style" {
        // `strongSelf->_title`, `weakSelf.title`: a local holding self.
        return identifier(name, at: position, viaSelf: true)
      }
      switch name {
      case "style": return .style(element)
      case "children": return .array(run.array((element.children ?? []).map { .element($0) }))
      case "child": return element.slot("child").map { .element($0) } ?? .null
      default: break
      }
    case .constant:
      // `NSAttributedString.Key.font`, `UIFont.Weight.bold`: the last name is the case.
      return .constant("." + name)
    case .unknown:
      if let path = baseExpression.path,
        let value = constant(path.joined(separator: ".") + "." + name)
      {
        return value
      }
    default:
      break
    }
    return .unknown(VariantNames.text(of: baseExpression) + "." + name)
  }

  // MARK: Operators

  func binary(
    _ op: String, _ a: SourceExpression, _ b: SourceExpression, at position: SourcePosition
  ) -> ImportValue {
    if op == "=" {
      let value = evaluate(b)
      assign(a, value, at: position)
      return value
    }
    let x = evaluate(a)
    if op == "&&" || op == "||" {
      let left = truth(x)
      if op == "&&", left == false { return .bool(false) }
      if op == "||", left == true { return .bool(true) }
      let right = truth(evaluate(b))
      if let left, let right { return .bool(op == "&&" ? left && right : left || right) }
      if op == "&&", right == false { return .bool(false) }
      if op == "||", right == true { return .bool(true) }
      return .unknown(VariantNames.text(of: a) + " \(op) " + VariantNames.text(of: b))
    }
    if op == "??" {
      if case .null = x { return evaluate(b) }
      if x.isUnknown { return evaluate(b).isUnknown ? x : evaluate(b) }
      return x
    }
    let y = evaluate(b)
    if op == "|" {
      return .options(Self.optionNames(x) + Self.optionNames(y))
    }
    if ["+", "-", "*", "/"].contains(op), let p = x.formula, let q = y.formula {
      return .number(Formula.operation(op.first!, p, q))
    }
    if ["==", "!=", "<", ">", "<=", ">="].contains(op) {
      if let p = x.formula?.constant, let q = y.formula?.constant {
        switch op {
        case "==": return .bool(p == q)
        case "!=": return .bool(p != q)
        case "<": return .bool(p < q)
        case ">": return .bool(p > q)
        case "<=": return .bool(p <= q)
        default: return .bool(p >= q)
        }
      }
      if case .null = y, let known = truth(x) { return .bool(op == "==" ? !known : known) }
      if case .constant(let p) = x, case .constant(let q) = y, op == "==" || op == "!=" {
        return .bool((p == q) == (op == "=="))
      }
    }
    return .unknown(VariantNames.text(of: a) + " \(op) " + VariantNames.text(of: b))
  }

  static func optionNames(_ value: ImportValue) -> [String] {
    switch value {
    case .constant(let name): return [name]
    case .options(let names): return names
    case .array(let array): return array.items.flatMap(optionNames)
    default: return []
    }
  }

  // MARK: Calls

  func argument(_ arguments: [SourceArgument], _ label: String) -> ImportValue? {
    arguments.first { $0.label == label }?.value.map { evaluate($0) }
  }

  func positional(_ arguments: [SourceArgument], _ index: Int) -> ImportValue? {
    index < arguments.count ? arguments[index].value.map { evaluate($0) } : nil
  }

  func call(_ callee: SourceExpression, _ arguments: [SourceArgument], at position: SourcePosition)
    -> ImportValue
  {
    switch callee {
    case .identifier(let name, _):
      if lookupLocal(name) == nil, let method = swiftMethod(name, count: arguments.count) {
        return invoke(
          method, arguments.map { $0.value.map { evaluate($0) } ?? .null }, at: position)
      }
      if let value = function(name, arguments, at: position) { return value }
      if lookupLocal(name) == nil, arguments.count == 1,
        name.hasPrefix("convertToOptionalNSAttributedStringKey")
          || name.hasPrefix("convertFromNSAttributedStringKey")
          || name.hasPrefix("convertToNSAttributedStringKey")
      {
        // The helpers Swift 4.2's migrator writes into a file
        // (`convertToOptionalNSAttributedStringKeyDictionary(attributes)`) hand the
        // attributes or their key on unchanged.
        return positional(arguments, 0) ?? .null
      }
      if lookupLocal(name) == nil, name.first?.isUppercase == true {
        return construct(
          name, factory: nil, arguments.map { ($0.label ?? "", $0.value.map { evaluate($0) }) },
          at: position)
      }
      if case .closure(_, let body)? = lookupLocal(name) { return runClosure(body, arguments) }
      if lookupLocal(name) == nil, case .closure(_, let body)? = propertyValue(name) {
        // A property holding a closure (`var titleAttributes = { return [...] }`), called.
        return callHeldClosure(name, body, arguments, at: position)
      }
      // A method of the node's own in Swift, without `self.` (`setViewBlock { ... }`).
      if lookupLocal(name) == nil, language == .swift,
        let value = instanceMethod(
          .element(host), name, arguments, of: .identifier("self", position), at: position)
      {
        return value
      }
    case .member(.identifier("super", _), let name, _):
      // `super.init()`, `super.didLoad()`: the class's own work is what import reads.
      return name.hasPrefix("init") ? .element(host) : .null
    case .member(let base, let name, _):
      if isSelf(base), let method = swiftMethod(name, count: arguments.count) {
        return invoke(
          method, arguments.map { $0.value.map { evaluate($0) } ?? .null }, at: position)
      }
      if isSelf(base), case .closure(_, let body)? = propertyValue(name) {
        return callHeldClosure(name, body, arguments, at: position)
      }
      if case .identifier(let type, _) = base, lookupLocal(type) == nil,
        type.first?.isUppercase == true
      {
        if let value = typeMethod(type, name, arguments, at: position) { return value }
        if name == "init" {
          return construct(
            type, factory: nil, arguments.map { ($0.label ?? "", $0.value.map { evaluate($0) }) },
            at: position)
        }
      }
      let receiver = evaluate(base)
      if let value = instanceMethod(receiver, name, arguments, of: base, at: position) {
        return value
      }
    case .implicitMember(let name, _):
      if let value = typeMethod("", name, arguments, at: position) { return value }
    case .closure(_, let body, _):
      return runClosure(body, arguments)
    case .array, .dictionary:
      // `[ASLayoutElement]()`, `[String: Any]()`: an empty collection of that type.
      if case .dictionary = callee { return .dictionary([]) }
      return .array(run.array([]))
    case .identifier("Array", _), .identifier("NSMutableArray", _):
      return .array(run.array([]))
    default:
      break
    }
    return .unknown(VariantNames.text(of: callee) + "(...)")
  }

  /// A closure a property holds, called: bounded as the class's methods are, since it can
  /// call itself (`var f = { self.f() }`).
  func callHeldClosure(
    _ name: String, _ body: [SourceStatement], _ arguments: [SourceArgument],
    at position: SourcePosition
  ) -> ImportValue {
    guard invocationDepth < 16 else {
      approximate(position, "\(name) calls itself too deeply; its result is left out")
      return .unknown(name)
    }
    invocationDepth += 1
    defer { invocationDepth -= 1 }
    return runClosure(body, arguments)
  }

  func runClosure(_ body: [SourceStatement], _ arguments: [SourceArgument]) -> ImportValue {
    let saved = returned
    returned = nil
    scopes.append([:])
    execute(body)
    scopes.removeLast()
    let result = returned ?? .null
    returned = saved
    return result
  }

  /// C and Swift functions: value makers, `MIN`/`MAX`, rounding.
  func function(_ name: String, _ arguments: [SourceArgument], at position: SourcePosition)
    -> ImportValue?
  {
    func f(_ i: Int) -> Formula? {
      positional(arguments, i)?.formula ?? (positional(arguments, i).flatMap(coerceFormula))
    }
    switch name {
    case "ASIsRTL":
      // Texture's layout direction: a description is laid out left to right.
      return .bool(false)
    case "CGSizeMake", "CGSize":
      if let w = f(0), let h = f(1) { return .size(w, h) }
      if arguments.isEmpty { return .size(.value(0), .value(0)) }
    case "CGPointMake", "CGPoint":
      if let x = f(0), let y = f(1) { return .point(x, y) }
      if arguments.isEmpty { return .point(.value(0), .value(0)) }
    case "UIEdgeInsetsMake", "UIEdgeInsets":
      if let t = f(0), let l = f(1), let b = f(2), let r = f(3) { return .insets(t, l, b, r) }
      if arguments.isEmpty { return .insets(.value(0), .value(0), .value(0), .value(0)) }
      if arguments.allSatisfy({ ["top", "left", "bottom", "right"].contains($0.label ?? "") }) {
        let side = { (label: String) in self.argument(arguments, label)?.formula ?? .value(0) }
        return .insets(side("top"), side("left"), side("bottom"), side("right"))
      }
    case "ASDimensionMake", "ASDimension":
      return dimension(arguments, at: position)
    case "ASDimensionMakeWithPoints":
      if let v = f(0) { return .dimension(.points(v)) }
    case "ASDimensionMakeWithFraction":
      if let v = f(0) { return fraction(v, at: position) }
    case "ASLayoutSizeMake", "ASLayoutSize":
      if let w = positional(arguments, 0).flatMap(coerceDimension),
        let h = positional(arguments, 1).flatMap(coerceDimension)
      {
        return .layoutSize(w, h)
      }
    case "ASSizeRangeMake", "ASSizeRangeMakeExactSize":
      return .unknown("a size range")
    case "MIN", "MAX", "fmin", "fmax", "fminf", "fmaxf", "min", "max":
      guard arguments.count >= 2, var result = f(0) else { break }
      let isMin = name.lowercased().hasPrefix("min") || name.hasPrefix("fmin")
      for index in 1..<arguments.count {
        guard let next = f(index) else { return .unknown("\(name)(...)") }
        result = Formula.call(isMin ? "min" : "max", result, next)
      }
      return .number(result)
    case "floor", "floorf", "ceil", "ceilf", "round", "roundf", "ASFloorPixelValue",
      "ASCeilPixelValue", "ASRoundPixelValue", "rint":
      guard let value = f(0) else { break }
      if let constant = value.constant {
        switch name {
        case "floor", "floorf": return .number(.value(constant.rounded(.down)))
        case "ceil", "ceilf": return .number(.value(constant.rounded(.up)))
        case "round", "roundf", "rint": return .number(.value(constant.rounded()))
        case "ASFloorPixelValue": return .number(.value((constant * 2).rounded(.down) / 2))
        case "ASCeilPixelValue": return .number(.value((constant * 2).rounded(.up) / 2))
        default: return .number(.value((constant * 2).rounded() / 2))
        }
      }
      switch name {
      case "floor", "floorf": return .number(.rounding("floor", value))
      case "ceil", "ceilf": return .number(.rounding("ceil", value))
      case "round", "roundf": return .number(.rounding("round", value))
      case "ASFloorPixelValue", "ASCeilPixelValue":
        // Texture's pixel rounding at the screen's scale; descriptions lay out at 2 unless
        // --scale says otherwise.
        warn(
          position, "\(name) is written for a scale of 2: floor or ceil of twice the value, halved")
        let doubled = Formula.operation("*", value, .value(2))
        return .number(
          Formula.operation(
            "/", .rounding(name == "ASFloorPixelValue" ? "floor" : "ceil", doubled), .value(2)))
      default:
        approximate(position, "\(name)(...) of the constrained size is written unrounded")
        return .number(value)
      }
    case "CGFloat", "Double", "Float", "Int", "NSInteger", "CGFloat.init", "abs", "fabs", "fabsf":
      if let value = f(0) {
        if name.hasPrefix("abs") || name.hasPrefix("fabs"), let c = value.constant {
          return .number(.value(Swift.abs(c)))
        }
        if name == "Int", let c = value.constant { return .number(.value(c.rounded(.towardZero))) }
        return .number(value)
      }
    case "NSAttributedString", "NSMutableAttributedString":
      let text =
        argument(arguments, "string") ?? argument(arguments, "attributedString")
        ?? (arguments.first?.label == nil ? positional(arguments, 0) : nil)
      return attributedString(text, attributes: argument(arguments, "attributes"), at: position)
    case "NSParagraphStyle", "NSMutableParagraphStyle":
      return .paragraphStyle(ImportParagraphStyle())
    case "NSDictionary", "NSMutableDictionary":
      return positional(arguments, 0) ?? .dictionary([])
    case "NSMakeRange", "NSRange":
      return rangeValue(arguments)
    case "UIFont":
      if let fontName = argument(arguments, "name"), case .string(let n, _) = fontName {
        return .font(FontValue(name: n, size: argument(arguments, "size")?.formula))
      }
      if case .font(var font)? = argument(arguments, "descriptor") {
        // `UIFont(descriptor:size:)`: a size of 0 keeps the descriptor's.
        if let size = argument(arguments, "size")?.formula, size.constant != 0 { font.size = size }
        return .font(font)
      }
    case "UIFontDescriptor":
      if let attributes = argument(arguments, "fontAttributes") {
        return NodeContent.fontDescriptor(attributes)
      }
    case "NSLocalizedString":
      return positional(arguments, 0)
    case "UIGraphicsImageRenderer":
      // `UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16))`: its images are that
      // size in points.
      if case .size(let width, let height)? = argument(arguments, "size") {
        return .image(width, height)
      }
    case "NSValue":
      // `NSValue(uiEdgeInsets: ...)`, as key-value coding takes a struct.
      if let insets = argument(arguments, "uiEdgeInsets") { return insets }
    default:
      break
    }
    return nil
  }

  func dimension(_ arguments: [SourceArgument], at position: SourcePosition) -> ImportValue {
    if arguments.count == 1, let value = positional(arguments, 0) {
      if case .string(let text, _) = value {
        return Self.parseDimension(text).map { .dimension($0) }
          ?? .unknown("ASDimensionMake(\"\(text)\")")
      }
      if let formula = value.formula { return .dimension(.points(formula)) }
    }
    let unit = argument(arguments, "unit") ?? positional(arguments, 0)
    let value = argument(arguments, "value")?.formula ?? positional(arguments, 1)?.formula
    guard case .constant(let unitName)? = unit else { return .unknown("an ASDimension") }
    let lower = unitName.lowercased()
    if lower.hasSuffix("auto") { return .dimension(.auto) }
    guard let value else { return .unknown("an ASDimension") }
    if lower.hasSuffix("fraction") { return fraction(value, at: position) }
    return .dimension(.points(value))
  }

  func fraction(_ value: Formula, at position: SourcePosition) -> ImportValue {
    if value.constant != nil { return .dimension(.fraction(value)) }
    approximate(
      position,
      "a fraction computed from the constrained size has no spelling in a description; left auto")
    return .dimension(.auto)
  }

  /// `"50%"`, `"70pt"`, `"auto"`, `"12"`.
  static func parseDimension(_ text: String) -> DimensionValue? {
    let trimmed = text.filter { $0 != " " }
    if trimmed.lowercased() == "auto" { return .auto }
    if trimmed.hasSuffix("%"), let value = Double(trimmed.dropLast()) {
      return .fraction(.value(value / 100))
    }
    if trimmed.hasSuffix("pt"), let value = Double(trimmed.dropLast(2)) {
      return .points(.value(value))
    }
    if let value = Double(trimmed) { return .points(.value(value)) }
    return nil
  }

  // MARK: Coercions

  func coerceFormula(_ value: ImportValue) -> Formula? {
    if let formula = value.formula { return formula }
    if case .constant(".zero") = value { return .value(0) }
    return nil
  }

  func coerceDimension(_ value: ImportValue) -> DimensionValue? {
    switch value {
    case .dimension(let d): return d
    case .string(let text, _): return Self.parseDimension(text)
    case .constant(let name) where name.lowercased().hasSuffix("auto"): return .auto
    default: return coerceFormula(value).map { .points($0) }
    }
  }

  func coerceSize(_ value: ImportValue) -> (Formula, Formula)? {
    switch value {
    case .size(let w, let h): return (w, h)
    case .constant(".zero"): return (.value(0), .value(0))
    default: return nil
    }
  }

  func coercePoint(_ value: ImportValue) -> (Formula, Formula)? {
    switch value {
    case .point(let x, let y): return (x, y)
    case .size(let x, let y): return (x, y)
    case .constant(".zero"): return (.value(0), .value(0))
    default: return nil
    }
  }

  func coerceInsets(_ value: ImportValue) -> [Formula]? {
    switch value {
    case .insets(let t, let l, let b, let r): return [t, l, b, r]
    case .constant(".zero"): return [.value(0), .value(0), .value(0), .value(0)]
    default: return nil
    }
  }
}

extension Formula {
  /// `0 - x` folded as `-x`.
  func simplifiedNegation(of formula: Formula) -> Formula {
    if case .binary("-", .value(0), let inner) = self { return .negate(inner) }
    return self
  }
}
