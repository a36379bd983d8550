// Objective-C messages and Swift methods: constructors (`[[X alloc] init...]`, `[X new]`,
// class factories, `X.vertical()`), arrays (`addObject:`, `append`), fonts, attributed
// strings, and setters in message form (`[node setTitle:withFont:withColor:forState:]`).

extension ClassInstance {
  func message(
    _ receiver: SourceExpression, _ arguments: [SourceArgument], at position: SourcePosition
  ) -> ImportValue {
    let selector = arguments.map { ($0.label ?? "") + ($0.value == nil ? "" : ":") }.joined()
    let first = arguments.first?.label ?? ""
    if let image = rendererImage(receiver, arguments) { return image }
    // `[[X alloc] init...]`.
    if case .message(.identifier(let className, _), let inner, _) = receiver,
      inner.count == 1, inner[0].label == "alloc", inner[0].value == nil, first.hasPrefix("init")
    {
      switch className {
      case "NSAttributedString", "NSMutableAttributedString":
        // `init`, `initWithString:`, `initWithString:attributes:`, `initWithAttributedString:`.
        return attributedString(
          positional(arguments, 0), attributes: argument(arguments, "attributes"), at: position)
      case "NSParagraphStyle", "NSMutableParagraphStyle":
        return .paragraphStyle(ImportParagraphStyle())
      case "NSDictionary", "NSMutableDictionary":
        return positional(arguments, 0) ?? .dictionary([])
      case "NSArray", "NSMutableArray":
        // `init`, `initWithCapacity:`, `initWithArray:`, `initWithObjects:a, b, nil`.
        switch first {
        case "initWithArray":
          if case .array(let array)? = positional(arguments, 0) {
            return .array(run.array(array.items))
          }
        case "initWithObjects":
          return .array(
            run.array(
              arguments.compactMap { $0.value.map { evaluate($0) } }.filter {
                if case .null = $0 { return false } else { return true }
              }))
        default:
          return .array(run.array([]))
        }
      default:
        break
      }
      return construct(className, factory: first, labelled(arguments), at: position)
    }
    if isSelf(receiver), let method = sourceClass.method(selector) {
      return invoke(method, arguments.map { $0.value.map { evaluate($0) } ?? .null }, at: position)
    }
    if case .identifier(let name, _) = receiver {
      if name == "super" {
        return first.hasPrefix("init") ? .element(host) : .null
      }
      if lookupLocal(name) == nil, node(named: name, at: position) == nil,
        name.first?.isUppercase == true
      {
        if let value = classMessage(name, selector, arguments, at: position) { return value }
      }
    }
    let target = evaluate(receiver)
    if let value = instanceMessage(target, selector, arguments, of: receiver, at: position) {
      return value
    }
    let described = "[" + VariantNames.text(of: receiver) + " " + selector + "]"
    // The app's helpers that make a text at a size (`[photo likesAttributedStringWithFontSize:14]`):
    // the text is the app's, the size is known.
    if let sized = arguments.first(where: { ($0.label ?? "").lowercased().hasSuffix("fontsize") }),
      let size = sized.value.map({ evaluate($0) })?.formula
    {
      return attributedString(
        .unknown(described), attributes: .font(FontValue(name: nil, size: size)), at: position)
    }
    return .unknown(described)
  }

  /// The arguments with their labels as constructors read them: the first selector piece
  /// loses its factory words (`insetLayoutSpecWithInsets` -> `insets`).
  func labelled(_ arguments: [SourceArgument]) -> [(String, ImportValue?)] {
    arguments.enumerated().map { index, argument in
      var label = argument.label ?? ""
      if index == 0, let after = Self.afterLastWith(label) { label = VariantNames.lowered(after) }
      return (label, argument.value.map { evaluate($0) })
    }
  }

  /// A method of the class (`[self applyStyleTo:node]`, `rowSpec(icon, label)`): its body
  /// run with the arguments as its parameters; what it returns.
  func invoke(_ method: SourceMethod, _ values: [ImportValue], at position: SourcePosition)
    -> ImportValue
  {
    guard invocationDepth < 16 else {
      approximate(position, "\(method.selector) calls itself too deeply; its result is left out")
      return .unknown(method.selector)
    }
    invocationDepth += 1
    let savedScopes = scopes
    let savedReturn = returned
    var parameters: [String: ImportValue] = [:]
    for (name, value) in zip(method.parameters, values) { parameters[name] = value }
    scopes = [parameters]
    returned = nil
    let savedFile = file
    file = method.file
    execute(method.body)
    file = savedFile
    let result = returned ?? .null
    scopes = savedScopes
    returned = savedReturn
    invocationDepth -= 1
    return result
  }

  /// A Swift method of the class named `name` taking `count` arguments.
  func swiftMethod(_ name: String, count: Int) -> SourceMethod? {
    sourceClass.methods.first { method in
      (method.selector == name || method.selector == name + ":") && method.parameters.count == count
    }
  }

  /// `insetLayoutSpecWithInsets` -> `Insets`: the words after the last `With`.
  static func afterLastWith(_ label: String) -> String? {
    let characters = Array(label)
    var index = characters.count - 4
    while index > 0 {
      if String(characters[index..<index + 4]) == "With", index + 4 < characters.count,
        characters[index + 4].isUppercase
      {
        return String(characters[(index + 4)...])
      }
      index -= 1
    }
    return nil
  }

  func classMessage(
    _ className: String, _ selector: String, _ arguments: [SourceArgument],
    at position: SourcePosition
  ) -> ImportValue? {
    let first = arguments.first?.label ?? ""
    switch className {
    case "NSMutableArray", "NSArray":
      switch first {
      case "array", "new", "arrayWithCapacity": return .array(run.array([]))
      case "arrayWithObjects", "arrayWithObject":
        return .array(
          run.array(
            arguments.compactMap { $0.value.map { evaluate($0) } }.filter {
              if case .null = $0 { return false } else { return true }
            }))
      case "arrayWithArray":
        if case .array(let array)? = positional(arguments, 0) {
          return .array(run.array(array.items))
        }
      default: break
      }
    case "UIFont":
      return NodeContent.objcFont(selector, arguments.map { $0.value.map { evaluate($0) } })
    case "UIFontDescriptor":
      switch first {
      case "fontDescriptorWithFontAttributes":
        return NodeContent.fontDescriptor(positional(arguments, 0) ?? .null)
      case "fontDescriptorWithName":
        if case .string(let name, nil)? = positional(arguments, 0) {
          return .font(FontValue(name: name, size: argument(arguments, "size")?.formula))
        }
      default: break
      }
    case "NSAttributedString", "NSMutableAttributedString":
      // `attributedStringWithString:fontSize:color:...` (ASDKgram's category) and others.
      var attributes = argument(arguments, "attributes")
      if attributes == nil, let size = argument(arguments, "fontSize")?.formula {
        attributes = .font(FontValue(name: nil, size: size))
      }
      return attributedString(positional(arguments, 0), attributes: attributes, at: position)
    case "NSParagraphStyle", "NSMutableParagraphStyle":
      if first == "new" || first == "defaultParagraphStyle" {
        return .paragraphStyle(ImportParagraphStyle())
      }
    case "NSDictionary", "NSMutableDictionary":
      switch first {
      case "dictionary", "new": return .dictionary([])
      case "dictionaryWithDictionary": return positional(arguments, 0) ?? .dictionary([])
      default: break
      }
    case "UIImage":
      return .unknown("an image (\(selector))")
    case "UIColor":
      return .unknown("a color")
    default:
      break
    }
    if let helper = run.declarations.findClass(className), let method = helper.method(selector),
      !Self.lifecycleSelectors.contains(selector), !selector.hasPrefix("init")
    {
      // A class method of the files (`[TextStyles nameStyle]`, a cell's own
      // `[KittenNode placeholders]`): the app's own helper.
      return classMethod(
        helper, method, arguments.map { $0.value.map { evaluate($0) } ?? .null }, at: position)
    }
    if first == "new" { return construct(className, factory: nil, [], at: position) }
    if first == "alloc" { return .unknown("[\(className) alloc]") }
    if NodeTypes.specClasses.contains(className) || run.nodeType(ofClass: className) != nil {
      return construct(className, factory: first, labelled(arguments), at: position)
    }
    return nil
  }

  func instanceMessage(
    _ target: ImportValue, _ selector: String, _ arguments: [SourceArgument],
    of receiver: SourceExpression, at position: SourcePosition
  ) -> ImportValue? {
    let first = arguments.first?.label ?? ""
    switch target {
    case .array(let array):
      switch first {
      case "addObject":
        if let value = positional(arguments, 0) { array.items.append(value) }
        return .null
      case "addObjectsFromArray":
        if case .array(let other)? = positional(arguments, 0) { array.items += other.items }
        return .null
      case "insertObject":
        if let value = positional(arguments, 0) {
          let index = Int(positional(arguments, 1)?.formula?.constant ?? 0)
          array.items.insert(value, at: max(0, min(index, array.items.count)))
        }
        return .null
      case "removeAllObjects":
        array.items.removeAll()
        return .null
      case "copy", "mutableCopy", "allObjects":
        return .array(run.array(array.items))
      case "reverseObjectEnumerator":
        // `[[children reverseObjectEnumerator] allObjects]`: the items the other way round.
        return .array(run.array(array.items.reversed()))
      case "arrayByAddingObject":
        return .array(run.array(array.items + [positional(arguments, 0) ?? .null]))
      case "arrayByAddingObjectsFromArray":
        if case .array(let other)? = positional(arguments, 0) {
          return .array(run.array(array.items + other.items))
        }
      default: break
      }
    case .element(let element):
      if Self.nodeMessagesWithoutLayout.contains(first) { return .null }
      if first == "styledWithBlock",
        case .closure(let parameters, let body)? = positional(arguments, 0)
      {
        // `[node styledWithBlock:^(ASLayoutElementStyle *style) { style.flexGrow = 1; }]`.
        scopes.append([:])
        if let name = parameters.first { declare(name, .style(element)) }
        execute(body)
        scopes.removeLast()
        return target
      }
      if first.hasPrefix("set"), first.count > 3 {
        // `[node setTitle:@"OK" withFont:font withColor:c forState:s]`, `[node setFlexGrow:1]`.
        if NodeContent.applyMessage(
          first, arguments.map { $0.value.map { evaluate($0) } }, to: element, instance: self,
          at: position)
        {
          return .null
        }
        let property = VariantNames.lowered(String(first.dropFirst(3)))
        if let value = positional(arguments, 0) {
          setProperty(element, [property], value, at: position)
          return .null
        }
      }
    case .style(let element):
      // `[node.style setPreferredSize:size]`: the setter in message form.
      if first.hasPrefix("set"), first.count > 3, let value = positional(arguments, 0) {
        setStyle(element, VariantNames.lowered(String(first.dropFirst(3))), value, at: position)
        return .null
      }
    case .attributedText(let text):
      return attributedMessage(text, first, arguments, at: position)
    case .paragraphStyle(let style):
      return paragraphMessage(style, first, arguments, at: position)
    case .string(let text, let source):
      return stringMethod(text, source: source, first, arguments)
    case .dictionary(var pairs):
      // `[attributes setObject:font forKey:NSFontAttributeName]` on a local dictionary.
      guard first == "setObject" || first == "setValue", case .identifier(let name, _) = receiver,
        let value = positional(arguments, 0), let key = argument(arguments, "forKey")
      else { break }
      pairs.removeAll {
        AttributeKey.name($0.0) != nil && AttributeKey.name($0.0) == AttributeKey.name(key)
      }
      pairs.append((key, value))
      _ = setLocal(name, .dictionary(pairs))
      return .null
    default:
      break
    }
    return nil
  }

  /// A string's `length` and `rangeOfString:` (`range(of:)`), in UTF-16 code units; a
  /// string from the app's data is its placeholder.
  func stringMethod(
    _ text: String, source: String?, _ name: String, _ arguments: [SourceArgument]
  ) -> ImportValue? {
    let known = source == nil ? text : NodeContent.placeholder
    switch name {
    case "length": return .number(.value(Double(known.utf16.count)))
    case "rangeOfString", "range":
      guard case .string(let needle, nil)? = positional(arguments, 0), source == nil else {
        return .unknown("a range in \(source ?? "a string")")
      }
      return Self.range(of: needle, in: known)
    default: return nil
    }
  }

  /// What a node is sent that changes no frame: the node tree, redrawing, targets, and
  /// `setViewBlock`, whose view's size is the node's style, not the view's.
  static let nodeMessagesWithoutLayout: Set<String> = [
    "addSubnode", "setNeedsLayout", "setNeedsDisplay", "insertSubnode", "removeFromSupernode",
    "layoutIfNeeded", "invalidateCalculatedLayout", "transitionLayoutWithAnimation",
    "addTarget", "setViewBlock", "setLayerBlock", "onDidLoad",
  ]

  /// A node's methods that Texture calls, never a helper the code sends to the class.
  static let lifecycleSelectors: Set<String> = [
    "layoutSpecThatFits:", "didLoad", "layout", "new", "alloc",
  ]

  /// A class method of another class of the files, run with the arguments.
  func classMethod(
    _ helper: SourceClass, _ method: SourceMethod, _ values: [ImportValue],
    at position: SourcePosition
  ) -> ImportValue {
    let instance = ClassInstance(
      run: run, sourceClass: helper,
      host: run.makeElement("node", origin: helper.name + "." + method.selector))
    instance.invocationDepth = invocationDepth + 1
    return instance.invoke(method, values, at: position)
  }

  /// `Type.method(...)` in Swift.
  func typeMethod(
    _ type: String, _ name: String, _ arguments: [SourceArgument], at position: SourcePosition
  ) -> ImportValue? {
    switch (type, name) {
    case ("ASStackLayoutSpec", "vertical"), ("ASStackLayoutSpec", "horizontal"):
      return construct(type, factory: name + "StackLayoutSpec", [], at: position)
    case ("ASWrapperLayoutSpec", "wrapper"):
      return construct(
        type, factory: nil, [("layoutElement", positional(arguments, 0))], at: position)
    case ("UIFont", _), ("", "systemFont"), ("", "boldSystemFont"), ("", "preferredFont"):
      return NodeContent.swiftFont(
        name, arguments.map { ($0.label, $0.value.map { evaluate($0) }) })
    case ("CGSize", "init"), ("CGPoint", "init"), ("UIEdgeInsets", "init"):
      return function(type, arguments, at: position)
    default:
      if let helper = run.declarations.findClass(type), name != "init",
        !Self.lifecycleSelectors.contains(name),
        let method = helper.methods.first(where: {
          ($0.selector == name || $0.selector.hasPrefix(name + ":"))
            && $0.parameters.count == arguments.count
        })
      {
        // A static method of a class of the files (`TextStyles.nameStyle()`, a node's
        // `ItemNode.placeholderText()`).
        return classMethod(
          helper, method, arguments.map { $0.value.map { evaluate($0) } ?? .null }, at: position)
      }
      if type == "NSAttributedString" || type == "NSMutableAttributedString" {
        // The app's factory in an extension not given
        // (`NSAttributedString.attributedString(string: "Hi", fontSize: 20, color: c)`), as
        // Objective-C's `attributedStringWithString:fontSize:color:` is read.
        var attributes = argument(arguments, "attributes")
        if attributes == nil, let size = argument(arguments, "fontSize")?.formula {
          attributes = .font(FontValue(name: nil, size: size))
        }
        return attributedString(positional(arguments, 0), attributes: attributes, at: position)
      }
      // Texture's own class methods make specs and nodes; a class of the files' static
      // method (`LikesNode.getYesOrNo()`) is app code.
      if NodeTypes.specClasses.contains(type) || NodeTypes.elementType(forClass: type) != nil,
        run.declarations.findClass(type) == nil
      {
        return construct(
          type, factory: name, arguments.map { ($0.label ?? "", $0.value.map { evaluate($0) }) },
          at: position)
      }
      return nil
    }
  }

  func instanceMethod(
    _ receiver: ImportValue, _ name: String, _ arguments: [SourceArgument],
    of base: SourceExpression, at position: SourcePosition
  ) -> ImportValue? {
    switch receiver {
    case .image:
      // `renderer.image { _ in }`: the renderer's size.
      if name == "image" { return receiver }
    case .array(let array):
      switch name {
      case "append":
        if let label = arguments.first?.label, label == "contentsOf" {
          if case .array(let other)? = positional(arguments, 0) { array.items += other.items }
        } else if let value = positional(arguments, 0) {
          array.items.append(value)
        }
        return .null
      case "insert":
        if let value = positional(arguments, 0) {
          let index = Int(argument(arguments, "at")?.formula?.constant ?? 0)
          array.items.insert(value, at: max(0, min(index, array.items.count)))
        }
        return .null
      case "removeAll":
        array.items.removeAll()
        return .null
      case "reversed":
        return .array(run.array(array.items.reversed()))
      default: break
      }
    case .element:
      if case .element(let element) = receiver, name == "setValue" {
        return keyValueCoding(element, arguments, at: position)
      }
      if Self.nodeMessagesWithoutLayout.contains(name) { return .null }
      if case .element(let element) = receiver,
        ["setTitle", "setAttributedTitle", "setImage", "setBackgroundImage"].contains(name)
      {
        if NodeContent.applyMessage(
          name, arguments.map { $0.value.map { evaluate($0) } }, to: element, instance: self,
          at: position)
        {
          return .null
        }
      }
    case .string(let text, let source):
      if name == "uppercased" || name == "lowercased" || name == "capitalized" {
        return .string(text, source: source)
      }
      return stringMethod(text, source: source, name, arguments)
    case .attributedText(let text):
      return attributedMessage(text, name, arguments, at: position)
    case .paragraphStyle(let style):
      return paragraphMessage(style, name, arguments, at: position)
    default:
      break
    }
    return nil
  }
}
