// The declarations import needs from a file: each class's subnode properties and instance
// variables with their types, its methods (`init`, `didLoad`, `layoutSpecThatFits:`) as
// statements, and the file's constants (`#define`, `static const`, `let`, enum cases).
// Objective-C's `@interface`/`@implementation` (class extensions merged) and Swift's
// `class`/`extension`/`enum` are read; other code between them is passed over.

struct SourceProperty {
  var name: String
  var type: String?
  var position: SourcePosition
  /// Swift's `let title = ASTextNode()` or `= { ... }()`.
  var initializer: SourceExpression?
  /// The `//` comment on its line (`export` writes a subnode's content there).
  var note: String?
}

struct SourceMethod {
  /// `layoutSpecThatFits:`, `init`, `initWithPhoto:`, `didLoad`; Swift's name with `:` per
  /// parameter (`layoutSpecThatFits:`).
  var selector: String
  var parameters: [String]
  var body: [SourceStatement]
  var position: SourcePosition
  /// The file it is written in: an extension's or a superclass's may be another file than
  /// the class's.
  var file: String
}

final class SourceClass {
  typealias Position = SourcePosition
  var name: String
  var superclass: String?
  var file: String
  var language: SourceLanguage
  var position: SourcePosition
  var properties: [SourceProperty] = []
  var methods: [SourceMethod] = []
  /// `static let` members, by name.
  var constants: [String: SourceExpression] = [:]

  init(name: String, file: String, language: SourceLanguage, position: SourcePosition) {
    self.name = name
    self.file = file
    self.language = language
    self.position = position
  }

  func method(_ selector: String) -> SourceMethod? { methods.first { $0.selector == selector } }

  func property(_ name: String) -> SourceProperty? {
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    return properties.first { $0.name == bare || $0.name == name }
  }
}

/// What all the files given declare.
struct SourceDeclarations {
  var classes: [SourceClass] = []
  /// `classes` by name: a class is looked up for every subnode's type.
  private var classIndex: [String: SourceClass] = [:]
  /// Constants by name: `#define`, `static const`, file-level `let`, enum cases, and
  /// `Type.member` for a Swift enum's or class's `static let`.
  var constants: [String: SourceExpression] = [:]
  var errors: [(file: String, position: SourcePosition, message: String)] = []
  var warnings: [(file: String, position: SourcePosition, message: String)] = []
  /// Swift's types by their dotted paths (`Constants.CellLayout`): the names of constants'
  /// owners.
  var typeNames: Set<String> = []

  func findClass(_ name: String) -> SourceClass? { classIndex[name] }

  /// The superclasses of a class that the files declare, nearest first.
  func ancestors(of sourceClass: SourceClass) -> [SourceClass] {
    var found: [SourceClass] = []
    var current = sourceClass
    while let name = current.superclass, let parent = findClass(name),
      parent !== sourceClass, !found.contains(where: { $0 === parent }), found.count < 32
    {
      found.append(parent)
      current = parent
    }
    return found
  }

  /// Gives each class the properties, methods and constants of its superclasses in the
  /// files that it does not declare itself, as an Objective-C or Swift subclass has them:
  /// `self.photoNode` of a subclass is its superclass's subnode, an inherited
  /// `layoutSpecThatFits:` is the subclass's layout. Initializers and `didLoad` are left
  /// to `ClassInstance.setUp`, which runs each class's own in turn, as `[super init]` does.
  func inheritMembers() {
    for sourceClass in classes {
      for parent in ancestors(of: sourceClass) {
        for property in parent.properties where sourceClass.property(property.name) == nil {
          sourceClass.properties.append(property)
        }
        for method in parent.methods
        where !method.selector.hasPrefix("init") && method.selector != "didLoad"
          && sourceClass.method(method.selector) == nil
        {
          sourceClass.methods.append(method)
        }
        sourceClass.constants.merge(parent.constants) { own, _ in own }
      }
    }
  }

  /// Reads one file; `defines` are the headers' `#define`s, which its `#if`s see.
  mutating func read(
    _ source: SourceTokens, language: SourceLanguage, defines: [String: String] = [:]
  ) {
    if let (position, message) = source.error {
      errors.append((source.file, position, message))
      return
    }
    let (tokens, skipped, _) = Preprocessor.filter(source, defines: defines)
    warnings += skipped.map { (source.file, $0.0, $0.1) }
    var reader = DeclarationReader(
      tokens: tokens.tokens, comments: tokens.lineComments, file: tokens.file,
      language: language)
    do {
      try reader.readFile()
    } catch let error as SourceParseError {
      errors.append((tokens.file, error.position, error.message))
    } catch {}
    for found in reader.classes {
      if let existing = findClass(found.name) {
        existing.properties += found.properties
        existing.methods += found.methods
        existing.constants.merge(found.constants) { a, _ in a }
        if existing.superclass == nil { existing.superclass = found.superclass }
      } else {
        classes.append(found)
        classIndex[found.name] = found
      }
    }
    constants.merge(reader.constants) { a, _ in a }
    typeNames.formUnion(reader.typeNames)
    warnings += reader.warnings.map { (tokens.file, $0.0, $0.1) }
  }
}

private struct DeclarationReader {
  let store: TokenStore
  var tokens: [SourceToken] { store.tokens }
  let comments: [Int: String]
  let file: String
  let language: SourceLanguage
  var index = 0
  var classes: [SourceClass] = []
  var classIndex: [String: SourceClass] = [:]
  var constants: [String: SourceExpression] = [:]
  var warnings: [(SourcePosition, String)] = []
  /// The Swift types the reader is in, outermost first, and every type's dotted path.
  var typePath: [String] = []
  var typeNames: Set<String> = []

  init(tokens: [SourceToken], comments: [Int: String], file: String, language: SourceLanguage) {
    self.store = TokenStore(tokens)
    self.comments = comments
    self.file = file
    self.language = language
  }

  func parser(_ range: Range<Int>) -> SourceParser {
    SourceParser(store: store, language: language, range: range)
  }

  func classNamed(_ name: String, at position: SourceClass.Position) -> SourceClass {
    if let found = classIndex[name] { return found }
    return SourceClass(name: name, file: file, language: language, position: position)
  }

  mutating func register(_ found: SourceClass) {
    if classIndex[found.name] == nil {
      classes.append(found)
      classIndex[found.name] = found
    }
  }

  /// The index after the bracket matching the one at `open`; for a bracket never closed
  /// (a file cut short), one past the end, as if it were closed after the last token, so
  /// that `after(open) - 1` is never before `open + 1`.
  func after(_ open: Int) -> Int {
    let p = parser(open..<tokens.count)
    return (p.matching(from: open) ?? tokens.count) + 1
  }

  /// Where the bracket at `open` closes: `after(open) - 1`, but never before `open + 1`, so
  /// that `(open + 1)..<close` is a range even when the unmatched bracket is the last token.
  func closing(_ open: Int) -> Int {
    max(open + 1, after(open) - 1)
  }

  mutating func readFile() throws {
    if language == .objc { try readObjC() } else { try readSwift(0..<tokens.count, owner: nil) }
    // A file cut short: its class or method has no end. Said after reading, so that what
    // stopped the reading first (nesting too deep) is what is said.
    if let open = tokens.indices.first(where: {
      tokens[$0].isPunctuation("{") && store.partners[$0] < 0
    }) {
      throw SourceParseError(position: tokens[open].position, message: "this '{' is never closed")
    }
  }

  // MARK: Objective-C

  mutating func readObjC() throws {
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .directive:
        define(token)
        index += 1
      case .atKeyword where token.text == "interface" || token.text == "implementation":
        try objcClass(isImplementation: token.text == "implementation")
      case .identifier
      where token.text == "typedef" || token.text == "NS_ENUM" || token.text == "NS_OPTIONS"
        || token.text == "enum":
        enumeration()
      case .identifier:
        topLevelObjC()
      case .punctuation where token.text == "{":
        index = after(index)
      default:
        index += 1
      }
    }
  }

  /// `#define NAME value`: the value parsed as an expression; other directives are skipped.
  mutating func define(_ token: SourceToken) {
    let text = token.text.drop { $0 == " " || $0 == "\t" }
    guard text.hasPrefix("define") else { return }
    var body = SourceTokenizer.tokenize(Array(text.dropFirst(6).utf8), file: file)
    guard body.error == nil, let name = body.tokens.first, name.kind == .identifier else { return }
    // Function-like macros (`#define SQUARE(x) ...`) are not read.
    if body.tokens.count > 1, body.tokens[1].isPunctuation("("), !body.tokens[1].spaced { return }
    // Positions inside the directive: its line, columns shifted to the directive's.
    for i in body.tokens.indices {
      body.tokens[i].position = SourcePosition(
        line: token.position.line,
        column: token.position.column + body.tokens[i].position.column + 6)
    }
    var p = SourceParser(tokens: body.tokens, language: .objc, range: 1..<body.tokens.count)
    if p.atEnd {
      constants[name.text] = .number(1, name.position)
      return
    }
    if let value = try? p.expression(), p.atEnd { constants[name.text] = value }
  }

  /// `typedef NS_ENUM(NSInteger, Name) { A, B = 2 };` and `enum { ... }`: numbered cases.
  mutating func enumeration() {
    var look = index
    while look < tokens.count, !tokens[look].isPunctuation("{"), !tokens[look].isPunctuation(";") {
      look += 1
    }
    guard look < tokens.count, tokens[look].isPunctuation("{") else {
      index = look + 1
      return
    }
    let close = closing(look)
    var value = 0.0
    var cursor = look + 1
    while cursor < close {
      guard tokens[cursor].kind == .identifier else {
        cursor += 1
        continue
      }
      let name = tokens[cursor]
      cursor += 1
      if cursor < close, tokens[cursor].isPunctuation("=") {
        var end = cursor + 1
        while end < close, !tokens[end].isPunctuation(",") { end += 1 }
        var p = parser((cursor + 1)..<end)
        if let expression = try? p.expression(), case .number(let number, _) = expression {
          value = number
        }
        cursor = end
      }
      constants[name.text] = .number(value, name.position)
      value += 1
      while cursor < close, !tokens[cursor].isPunctuation(",") { cursor += 1 }
      cursor += 1
    }
    index = close + 1
  }

  /// A top-level declaration: `static const CGFloat kInset = 10;` is a constant; functions
  /// and other declarations are passed over.
  mutating func topLevelObjC() {
    var look = index
    while look < tokens.count, !tokens[look].isPunctuation(";"), !tokens[look].isPunctuation("{"),
      !tokens[look].isPunctuation("=")
    {
      look += 1
    }
    guard look < tokens.count else {
      index = look
      return
    }
    if tokens[look].isPunctuation("{") {
      index = after(look)
      return
    }
    if tokens[look].isPunctuation("="), look > index, tokens[look - 1].kind == .identifier {
      let name = tokens[look - 1]
      var end = look + 1
      while end < tokens.count, !tokens[end].isPunctuation(";") {
        if tokens[end].isPunctuation("{") || tokens[end].isPunctuation("(")
          || tokens[end].isPunctuation("@[") || tokens[end].isPunctuation("[")
        {
          end = after(end)
        } else {
          end += 1
        }
      }
      var p = parser((look + 1)..<min(end, tokens.count))
      // `static UIEdgeInsets kInsets = { .top = 20, ... };`: the type is the name before.
      let type = (index..<(look - 1)).last { tokens[$0].kind == .identifier }.map {
        tokens[$0].text
      }
      let literal = type.flatMap { try? p.braceInitializer(type: $0) }
      if let value = literal ?? (try? p.expression()), p.atEnd { constants[name.text] = value }
      index = end + 1
      return
    }
    index = look + 1
  }

  mutating func objcClass(isImplementation: Bool) throws {
    let start = tokens[index].position
    index += 1
    guard index < tokens.count, tokens[index].kind == .identifier else { return }
    let found = classNamed(tokens[index].text, at: start)
    index += 1
    if index < tokens.count, tokens[index].isPunctuation(":"), index + 1 < tokens.count {
      found.superclass = tokens[index + 1].text
      index += 2
    }
    // Protocols, a category's `(Name)`: passed over.
    while index < tokens.count, tokens[index].isPunctuation("<") || tokens[index].isPunctuation("(")
    {
      let closing = tokens[index].text == "<" ? ">" : ")"
      while index < tokens.count, !tokens[index].isPunctuation(closing) { index += 1 }
      index += 1
    }
    if index < tokens.count, tokens[index].isPunctuation("{") {
      let close = closing(index)
      instanceVariables((index + 1)..<close, into: found)
      index = close + 1
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .atKeyword, token.text == "end" {
        index += 1
        break
      }
      if token.kind == .atKeyword, token.text == "property" {
        property(into: found)
        continue
      }
      if token.kind == .directive {
        define(token)
        index += 1
        continue
      }
      if token.isPunctuation("-") || token.isPunctuation("+"), isImplementation {
        try method(into: found)
        continue
      }
      if token.isPunctuation("{") {
        index = after(index)
        continue
      }
      if token.kind == .identifier, isImplementation,
        token.text == "static" || token.text == "const"
      {
        topLevelObjC()
        continue
      }
      index += 1
    }
    register(found)
  }

  /// `{ ASTextNode *_title; ASImageNode *_avatar; }`.
  mutating func instanceVariables(_ range: Range<Int>, into found: SourceClass) {
    var cursor = range.lowerBound
    var statementStart = cursor
    while cursor < range.upperBound {
      if tokens[cursor].isPunctuation(";") {
        let names = (statementStart..<cursor).filter { tokens[$0].kind == .identifier }
        if names.count >= 2 {
          let type = tokens[
            names.first { !["__weak", "__strong", "const"].contains(tokens[$0].text) } ?? names[0]
          ].text
          let name = tokens[names.last!]
          found.properties.append(
            SourceProperty(
              name: name.text.hasPrefix("_") ? String(name.text.dropFirst()) : name.text,
              type: type, position: name.position, note: comments[name.position.line]))
        }
        statementStart = cursor + 1
      }
      cursor += 1
    }
  }

  /// `@property (nonatomic, strong) ASTextNode *title;`.
  mutating func property(into found: SourceClass) {
    index += 1
    if index < tokens.count, tokens[index].isPunctuation("(") { index = after(index) }
    var names: [SourceToken] = []
    while index < tokens.count, !tokens[index].isPunctuation(";") {
      if tokens[index].kind == .identifier { names.append(tokens[index]) }
      if tokens[index].kind == .atKeyword { return }
      index += 1
    }
    index += 1
    let qualifiers: Set<String> = [
      "nonnull", "nullable", "_Nonnull", "_Nullable", "const", "__kindof",
    ]
    let typeNames = names.dropLast().filter { !qualifiers.contains($0.text) }
    guard let name = names.last, let type = typeNames.first else { return }
    found.properties.append(
      SourceProperty(
        name: name.text, type: type.text, position: name.position,
        note: comments[name.position.line]))
  }

  /// `- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize { ... }`.
  mutating func method(into found: SourceClass) throws {
    let start = tokens[index].position
    index += 1
    if index < tokens.count, tokens[index].isPunctuation("(") { index = after(index) }
    var selector = ""
    var parameters: [String] = []
    while index < tokens.count, !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation(";")
    {
      let token = tokens[index]
      if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
        selector += token.text + ":"
        index += 2
        if index < tokens.count, tokens[index].isPunctuation("(") { index = after(index) }
        if index < tokens.count, tokens[index].kind == .identifier {
          parameters.append(tokens[index].text)
          index += 1
        }
        continue
      }
      if token.kind == .identifier, selector.isEmpty { selector = token.text }
      index += 1
    }
    // Objective-C allows a `;` between a method's declaration and its body.
    if index + 1 < tokens.count, tokens[index].isPunctuation(";"),
      tokens[index + 1].isPunctuation("{")
    {
      index += 1
    }
    guard index < tokens.count, tokens[index].isPunctuation("{") else {
      index += 1
      return
    }
    let close = closing(index)
    var p = parser((index + 1)..<close)
    let body = try p.statements()
    index = close + 1
    found.methods.append(
      SourceMethod(
        selector: selector, parameters: parameters, body: body, position: start, file: file))
  }

  // MARK: Swift

  static let typeKeywords: Set<String> = [
    "class", "struct", "extension", "enum", "actor", "protocol",
  ]

  /// Declarations in `range`: at the top level (`owner` nil) or in a type's body.
  mutating func readSwift(_ range: Range<Int>, owner: SourceClass?) throws {
    index = range.lowerBound
    var isStatic = false
    while index < range.upperBound {
      let token = tokens[index]
      if token.kind == .atKeyword || token.kind == .directive {
        index += 1
        if token.kind == .atKeyword, index < range.upperBound, tokens[index].isPunctuation("(") {
          index = after(index)
        }
        continue
      }
      guard token.kind == .identifier else {
        if token.isPunctuation("{") { index = after(index) } else { index += 1 }
        continue
      }
      if token.text == "static"
        || (token.text == "class" && index + 1 < range.upperBound
          && ["func", "var", "let"].contains(tokens[index + 1].text))
      {
        isStatic = true
        index += 1
        continue
      }
      if Self.typeKeywords.contains(token.text) {
        try swiftType(range: range)
        isStatic = false
        continue
      }
      if SourceParser.swiftModifiers.contains(token.text) || token.text == "required"
        || token.text == "convenience" || token.text == "import"
      {
        if token.text == "import" { index += 2 } else { index += 1 }
        continue
      }
      if token.text == "let" || token.text == "var" {
        try swiftStored(owner: owner, isStatic: isStatic || owner == nil, range: range)
        isStatic = false
        continue
      }
      if token.text == "func" || token.text == "init" {
        try swiftFunction(owner: owner, range: range)
        isStatic = false
        continue
      }
      if token.text == "case", owner != nil {
        // An enum's cases: names only.
        index += 1
        continue
      }
      index += 1
    }
  }

  mutating func swiftType(range: Range<Int>) throws {
    let keyword = tokens[index].text
    let start = tokens[index].position
    index += 1
    guard index < range.upperBound, tokens[index].kind == .identifier else { return }
    let name = tokens[index].text
    index += 1
    var superclass: String?
    if index < range.upperBound, tokens[index].isPunctuation(":") {
      index += 1
      if index < range.upperBound, tokens[index].kind == .identifier {
        superclass = tokens[index].text
      }
    }
    while index < range.upperBound, !tokens[index].isPunctuation("{") { index += 1 }
    guard index < range.upperBound else { return }
    let close = closing(index)
    let found = classNamed(name, at: start)
    if keyword == "class" || keyword == "actor" {
      found.superclass = found.superclass ?? superclass
    }
    let saved = index
    typePath.append(name)
    typeNames.insert(typePath.joined(separator: "."))
    try readSwift((saved + 1)..<close, owner: found)
    typePath.removeLast()
    index = close + 1
    if keyword == "class" || keyword == "extension" || keyword == "struct" || keyword == "enum" {
      register(found)
    }
    // `Constants.CellLayout.inset` of a nested type is named by its whole path, and by
    // its own name as before.
    for (member, value) in found.constants {
      constants[name + "." + member] = value
      if !typePath.isEmpty {
        constants[(typePath + [name, member]).joined(separator: ".")] = value
      }
    }
  }

  /// `let title = ASTextNode()`, `private let x: ASTextNode = { ... }()`, `static let k = 4`.
  mutating func swiftStored(owner: SourceClass?, isStatic: Bool, range: Range<Int>) throws {
    index += 1
    guard index < range.upperBound, tokens[index].kind == .identifier else { return }
    let name = tokens[index]
    index += 1
    var type: String?
    if index < range.upperBound, tokens[index].isPunctuation(":") {
      index += 1
      type = index < range.upperBound ? tokens[index].text : nil
      var p = parser(index..<range.upperBound)
      p.skipType()
      index = p.index
    }
    var initializer: SourceExpression?
    if index < range.upperBound, tokens[index].isPunctuation("=") {
      var p = parser((index + 1)..<range.upperBound)
      do {
        initializer = try p.expression()
        index = p.index
      } catch let error as SourceParseError {
        if error.isFatal { throw error }
        warnings.append(
          (error.position, "the value of '\(name.text)' is not read: \(error.message)"))
        var skip = parser(index..<range.upperBound)
        skip.skipStatement()
        index = max(skip.index, index + 1)
      }
    } else if index < range.upperBound, tokens[index].isPunctuation("{") {
      // A computed property: not a subnode.
      index = after(index)
      return
    }
    if isStatic {
      if let initializer {
        if let owner {
          owner.constants[name.text] = initializer
        } else {
          constants[name.text] = initializer
        }
      }
      return
    }
    owner?.properties.append(
      SourceProperty(
        name: name.text, type: type, position: name.position, initializer: initializer,
        note: comments[name.position.line]))
  }

  /// `override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {...}`.
  mutating func swiftFunction(owner: SourceClass?, range: Range<Int>) throws {
    let start = tokens[index].position
    var selector = tokens[index].text == "init" ? "init" : ""
    index += 1
    if selector.isEmpty, index < range.upperBound {
      selector = tokens[index].text
      index += 1
    }
    if index < range.upperBound,
      tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!")
    {
      index += 1
    }
    if index < range.upperBound, tokens[index].isPunctuation("<") {
      while index < range.upperBound, !tokens[index].isPunctuation(">") { index += 1 }
      index += 1
    }
    var parameters: [String] = []
    if index < range.upperBound, tokens[index].isPunctuation("(") {
      let close = closing(index)
      // Each parameter: `label name: Type` or `name: Type`; the name is the one before `:`.
      var depth = 0
      for i in (index + 1)..<max(index + 1, close) {
        let t = tokens[i]
        if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("<") { depth += 1 }
        if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation(">") { depth -= 1 }
        if depth == 0, t.isPunctuation(":"), i > index + 1, tokens[i - 1].kind == .identifier {
          parameters.append(tokens[i - 1].text)
        }
      }
      index = close + 1
    }
    while index < range.upperBound, !tokens[index].isPunctuation("{") {
      // A declaration without a body (a protocol's) ends at the next declaration.
      if tokens[index].kind == .identifier,
        ["func", "var", "let", "init"].contains(tokens[index].text)
      {
        return
      }
      index += 1
    }
    guard index < range.upperBound else { return }
    let close = closing(index)
    var p = parser((index + 1)..<close)
    let body = try p.statements()
    index = close + 1
    guard let owner else { return }
    if selector != "init" && !parameters.isEmpty { selector += ":" }
    owner.methods.append(
      SourceMethod(
        selector: selector, parameters: parameters, body: body, position: start, file: file))
  }
}
