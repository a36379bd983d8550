// `layoutspec import`: descriptions from Texture code (docs/import.md). The files are read
// into declarations, every class with a layout (`layoutSpecThatFits:` or a
// `layoutSpecBlock`) is found, and the root class (`--class`, else the last class no other
// class holds) is evaluated into one document: the other classes as components, the
// branches on app state as variants.

public enum TextureImport {
  public enum Format: Sendable { case yaml, json }

  public struct SourceFile: Sendable {
    public var name: String
    public var bytes: [UInt8]
    public init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// A font file the code's font name stands for (`--font NAME=PATH`): written to the
  /// description's `fonts`, the path as it is to be read from the description's folder.
  public struct FontFile: Sendable, Equatable {
    public var name: String
    public var path: String
    public init(name: String, path: String) {
      self.name = name
      self.path = path
    }
  }

  public struct Result: Sendable {
    /// The description, or nil after an error.
    public var text: String?
    public var messages: [ImportMessage]
    /// The classes that have a layout, in the order read.
    public var classes: [String]
  }

  /// A file's language from its name: `.swift`, else Objective-C (`.m`, `.mm`, `.h`).
  static func language(of file: String, bytes: [UInt8]) -> SourceLanguage {
    if file.hasSuffix(".swift") { return .swift }
    if file.hasSuffix(".m") || file.hasSuffix(".mm") || file.hasSuffix(".h") { return .objc }
    // Standard input or another name: Objective-C has `@implementation`, Swift has not.
    let marker = Array("@implementation".utf8)
    if bytes.count >= marker.count {
      for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
        if bytes[start..<start + marker.count].elementsEqual(marker) { return .objc }
      }
    }
    return .swift
  }

  public static func run(
    _ files: [SourceFile], className: String? = nil, format: Format = .yaml,
    fonts: [FontFile] = []
  ) -> Result {
    let messages = ImportMessages()
    var declarations = SourceDeclarations()
    let tokenized = files.map { SourceTokenizer.tokenize($0.bytes, file: $0.name) }
    // A header's `#define`s (`#define YOGA_LAYOUT 0` in a header the cells import) decide
    // the `#if`s of every file.
    // A header is read with the headers before it only, so that its include guard
    // (`#ifndef CELL_H`) does not hide it from itself.
    var headerDefines: [String: String] = [:]
    var seeds: [[String: String]] = []
    for (file, tokens) in zip(files, tokenized) {
      seeds.append(headerDefines)
      if file.name.hasSuffix(".h"), tokens.error == nil {
        headerDefines = Preprocessor.filter(tokens, defines: headerDefines).2
      }
    }
    for ((file, tokens), seed) in zip(zip(files, tokenized), seeds) {
      declarations.read(
        tokens, language: language(of: file.name, bytes: file.bytes),
        defines: file.name.hasSuffix(".h") ? seed : headerDefines)
    }
    declarations.inheritMembers()
    for (file, position, message) in declarations.errors {
      messages.add(.error, file, position, message)
    }
    for (file, position, message) in declarations.warnings {
      messages.add(.warning, file, position, message)
    }
    let probe = ImportRun(declarations: declarations, messages: ImportMessages(), choices: [:])
    let layoutClasses = declarations.classes.filter { probe.hasLayout($0) }
    let names = layoutClasses.map(\.name)
    guard !messages.hasErrors else {
      return Result(text: nil, messages: messages.sorted(), classes: names)
    }
    guard !layoutClasses.isEmpty else {
      let file = files.first?.name ?? "<stdin>"
      messages.add(
        .error, file, SourcePosition(line: 1, column: 1),
        "no class here implements layoutSpecThatFits: or sets a layoutSpecBlock")
      return Result(text: nil, messages: messages.sorted(), classes: names)
    }
    let root: SourceClass
    if let className {
      guard let found = layoutClasses.first(where: { $0.name == className }) else {
        let file = files.first?.name ?? "<stdin>"
        messages.add(
          .error, file, SourcePosition(line: 1, column: 1),
          "no class '\(className)' with a layout; the files have \(names.joined(separator: ", "))")
        return Result(text: nil, messages: messages.sorted(), classes: names)
      }
      root = found
    } else {
      let held = Set(
        declarations.classes.flatMap { c in c.properties.compactMap(\.type) }
          + declarations.classes.flatMap { c in
            c.properties.compactMap { $0.initializer.flatMap(ClassInstance.createdClass) }
          })
      root =
        layoutClasses.last { !held.contains($0.name) } ?? layoutClasses[layoutClasses.count - 1]
    }
    guard
      let document = ImportDocument.build(
        root: root, classes: layoutClasses, declarations: declarations, messages: messages,
        fonts: fonts)
    else {
      return Result(text: nil, messages: messages.sorted(), classes: names)
    }
    let header = [
      "Imported by `layoutspec import` from \(Set(files.map(\.name)).sorted().joined(separator: ", ")) (class \(root.name)).",
      "Lay it out with a size, as a table cell: layoutspec eval FILE --size 375xany",
    ]
    let text: String
    switch format {
    case .yaml: text = DescriptionWriter.yaml(document, header: header)
    case .json: text = DescriptionWriter.json(document)
    }
    return Result(text: text, messages: messages.sorted(), classes: names)
  }
}

/// The document: the root class evaluated, its custom subnodes as components where a
/// class is used more than once, the classes it does not use as components too, and a
/// variant for each other arm of each branch.
enum ImportDocument {
  /// The most elements a description written by import may have, components expanded.
  static let elementLimit = 100_000

  static func build(
    root: SourceClass, classes: [SourceClass], declarations: SourceDeclarations,
    messages: ImportMessages, fonts: [TextureImport.FontFile]
  ) -> DescriptionValue? {
    let givenFonts = Set(fonts.map(\.name))
    let run = ImportRun(
      declarations: declarations, messages: messages, choices: [:], givenFonts: givenFonts)
    let element = run.instantiate(root, name: root.name, origin: root.name)
    guard ImportElement.expandedCount(element, limit: elementLimit) != nil else {
      // The class that holds itself is named, at its own declaration: often a subnode's.
      let holder = run.classHoldingItself(under: element)
      run.release()
      guard let holder else {
        messages.add(
          .error, root.file, root.position,
          "\(root.name)'s layout is nested more than 256 levels deep or repeats elements into "
            + "more than \(elementLimit) of them: import stops")
        return nil
      }
      let source = classes.first { $0.name == holder } ?? root
      messages.add(
        .error, source.file, source.position,
        "\(holder)'s layout holds itself"
          + (holder == root.name ? "" : " (in \(root.name)'s layout)") + ": import stops")
      return nil
    }
    if element.slot("layout") == nil {
      element.comments.append("import found no spec in \(root.name)'s layout code")
    }
    // Custom classes used more than once are components.
    var counts: [String: Int] = [:]
    for (name, _) in run.customNodes { counts[name, default: 0] += 1 }
    var components: [DescriptionMember] = []
    var used: Set<String> = [root.name]
    var leftOut: Set<String> = []
    for (name, node) in run.customNodes where node !== element {
      used.insert(name)
      guard (counts[name] ?? 0) > 1 else { continue }
      // A node the root's layout does not hold (its spec unread) was not counted with it:
      // one whose own layout holds itself (`return self`) is left out, not written forever.
      guard ImportElement.expandedCount(node, limit: elementLimit) != nil else {
        if leftOut.insert(name).inserted {
          let source = classes.first { $0.name == name } ?? root
          messages.add(
            .warning, source.file, source.position,
            "\(name)'s layout is too large or holds itself: left out")
        }
        continue
      }
      if !components.contains(where: { $0.key == name }) {
        let component = node.description()
        components.append(DescriptionMember(name, stripped(component)))
      }
      node.use = name
    }
    // Classes of the files the root does not hold: components of their own, checked with it.
    for other in classes where !used.contains(other.name) {
      let otherRun = ImportRun(
        declarations: declarations, messages: messages, choices: [:], givenFonts: givenFonts)
      let instance = otherRun.instantiate(other, name: other.name, origin: other.name)
      defer { otherRun.release() }
      guard ImportElement.expandedCount(instance, limit: elementLimit) != nil else {
        messages.add(
          .warning, other.file, other.position,
          "\(other.name)'s layout is too large or holds itself: left out")
        continue
      }
      components.append(DescriptionMember(other.name, instance.description()))
    }
    let variants = ImportVariants.variants(
      of: element, run: run, root: root, declarations: declarations, messages: messages)
    let rootValue = element.description()
    run.release()
    guard !components.isEmpty || !variants.isEmpty || !fonts.isEmpty else { return rootValue }
    var members: [DescriptionMember] = []
    if !fonts.isEmpty {
      let files = fonts.map { DescriptionMember($0.name, .string($0.path)) }
      members.append(DescriptionMember("fonts", .object(files, comments: [])))
    }
    if !components.isEmpty {
      members.append(DescriptionMember("components", .object(components, comments: [])))
    }
    if !variants.isEmpty {
      members.append(DescriptionMember("variants", .object(variants, comments: [])))
    }
    members.append(DescriptionMember("root", rootValue))
    return .object(members, comments: [])
  }

  /// A component without the name and style of the use it was taken from.
  static func stripped(_ value: DescriptionValue) -> DescriptionValue {
    guard case .object(let members, let comments) = value else { return value }
    return .object(members.filter { $0.key != "name" && $0.key != "style" }, comments: comments)
  }
}
