import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// `layoutspec schema` (DocumentSchema) against the decoder it is written from: every sample
// and Texture case is valid, known-bad documents are not, the schema has exactly the keys
// the decoder accepts, and for every key the values the schema accepts are the values the
// decoder accepts (over a corpus of spellings), except where ValueSchemas.swift says JSON
// Schema cannot follow it. Validated by the test's own SchemaValidator; `make schema-check`
// does the same with Python's jsonschema.

private let schemaValue: Value =
  JSONReader.read(Array(DocumentSchema.text.utf8), file: "s").0
  ?? Value(.null, at: .wholeFile("s"))
private let validator = SchemaValidator(schema: schemaValue)

private func json(_ text: String) -> Value {
  JSONReader.read(Array(text.utf8), file: "t.json").0 ?? Value(.null, at: .wholeFile("t"))
}

/// The properties a definition of the schema lists.
private func schemaKeys(_ definition: String) -> [String] {
  guard
    case .object(let members) = schemaValue["$defs"]?.value[definition]?.value["properties"]?
      .value.content
  else { return [] }
  return members.map(\.key)
}

/// The keys of the patch's branches (`{name, remove}`, `{name, set}`).
private func patchBranchKeys() -> [String] {
  guard
    case .array(let branches) = schemaValue["$defs"]?.value["patch"]?.value["anyOf"]?
      .value.content
  else { return [] }
  return branches.flatMap { branch -> [String] in
    guard case .object(let members) = branch["properties"]?.value.content else { return [] }
    return members.map(\.key)
  }
}

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Every sample document (JSON and YAML, not golden files) and every Texture case.
private let documentPaths: [String] = {
  let manager = FileManager.default
  let samples =
    (manager.enumerator(atPath: repository.appendingPathComponent("samples").path)?
    .compactMap { $0 as? String } ?? [])
    .filter { !$0.contains(".golden.") && ($0.hasSuffix(".json") || $0.hasSuffix(".yaml")) }
    .map { "samples/" + $0 }
  let cases =
    ((try? manager.contentsOfDirectory(
      atPath: repository.appendingPathComponent("Tests/TextureCases").path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { "Tests/TextureCases/" + $0 }
  return (samples + cases).sorted()
}()

/// The members an element of `type` needs besides `key`, as JSON members.
private func companions(of type: ElementType, besides key: KnownKey) -> String {
  var keys = DescriptionKeys.properties(of: type).filter { $0.isRequired && $0.key != key }.map {
    entry in
    entry.value == .element
      ? #""\#(entry.key.text)": {"type": "node"}"# : #""\#(entry.key.text)": 1"#
  }
  // A text's font keys, and a button's title font keys, are read only with a font (without
  // one they warn and are ignored), a button's only with a title: these make the decoder
  // check their values.
  let font: [ElementType: KnownKey] = [.text: .font, .button: .titleFont]
  if let font = font[type], key != font { keys.append(#""\#(font.text)": "system""#) }
  if type == .button, key != .title { keys.append(#""title": "OK""#) }
  return keys.map { ", " + $0 }.joined()
}

/// An element with `key: value` and what its type needs.
private func element(_ type: ElementType, _ key: KnownKey, _ value: String) -> String {
  #"{"type": "\#(type.rawValue)", "\#(key.text)": \#(value)\#(companions(of: type, besides: key))}"#
}

/// The elements of a tree, depth first from the root, without their source positions.
private func elements(_ tree: ElementTree) -> [Element] {
  guard tree.count > 0 else { return [] }
  var result: [Element] = []
  var pending = [tree.root]
  while let id = pending.popLast() {
    var element = tree[id]
    (element.sourceLine, element.sourceColumn) = (0, 0)
    result.append(element)
    pending += tree.children(of: id).reversed()
  }
  return result
}

/// Values written in every syntax of docs/format.md section 3, valid and not.
private let corpus = [
  "0", "-0", "3", "-3", "2.5", "1.0", "true", "false", "null", #""3""#, #""""#, #""abc""#,
  #""auto""#, #""AUTO""#, #""Auto""#, #""50%""#, #""-5%""#, #""-0%""#, #"".5%""#, #""5.%""#,
  #""%""#, #""10pt""#, #""10PT""#, #""1e2pt""#, #""pt""#, #""10""#, #""inf""#, #""INF""#,
  #""-inf""#, #""3x4""#, #""3X4""#, #""-3x4""#, #""-0x4""#, #""3x""#, #""3x4x5""#,
  "[3, 4]", "[3]", "[3, 4, 5]", "[-3, 4]", #"["50%", 4]"#, #"["auto", "auto"]"#,
  #"[3, "4"]"#, #"{"width": 3, "height": 4}"#, #"{"width": 3}"#, #"{"width": "50%", "height": 4}"#,
  #"{"width": 3, "height": 4, "depth": 1}"#, #"{"x": 1, "y": -2}"#, #"{"x": 1}"#,
  "[1, 2, 3, 4]", #"[1, "inf", 3, 4]"#, #"[1, "3", 3, 4]"#, #"{"top": 1}"#,
  #"{"top": "inf", "left": -2}"#, #"{"middle": 1}"#, "{}", "[]",
  #""start""#, #""space-between""#, #""SPACE_BETWEEN""#, #""spaceBetween""#, #""space between""#,
  #""baseline-first""#, #""middle""#, #""xy""#, #""minimum-x""#, #""topRight""#,
  #""top_right""#, #""sizeToFit""#, #""horizontal""#, #""Vertical""#, #""wrap""#, #""noWrap""#,
  #""none""#, #""default""#, #""stretch""#, #""-""#,
  #""= 3""#, #""= max.width / 4""#, #"["= 3", 4]"#, #"{"x": "= min.height", "y": 0}"#,
]

/// Where the schema cannot say what the decoder does (ValueSchemas.swift lists why): a
/// button builds its spec when it is read, so its keys take constant expressions only.
private func isKnownDifference(_ type: ElementType, _ key: KnownKey, _ value: String) -> Bool {
  // A font name the document's fonts do not have is an error; the schema cannot know them.
  // With a font, a string `fontSize` is a text style, not an expression.
  (type == .button && value.contains("= m")) || (key == .fontSize && value.hasPrefix("\"="))
    || ((key == .font || key == .titleFont) && (value.hasPrefix("\"") || value.hasPrefix("[\"")))
}

/// SIZE strings (the envelope's `sizes`), valid and not.
private let sizeCorpus = [
  "375x667", "375X667", "375xany", "375xANY", "375x*", "*x*", "0...320x0...inf", "10...infx5",
  "0....5x2", "10...5x1", "375", "375x", "x667", "375x667x1", "infx1", "1...x2", "...5x2", "1..5x2",
  "-1x2", "-0x2", "1e2x3", "3x inf", " 3x4", "abc", "iphone-15", "IPHONE-15-Landscape:screen",
  "iphone-15:screen-landscape", "iphone-se", "ipad-pro-12.9", "ipad-pro-12x9", "iphone-15@ax5",
  "375x* @ accessibilityXLarge", "375x*@extraLarge", "375x*@huge", "375x*@", "@large",
  "iphone-15@extra-large", "375x*@accessibility_xxx_large", "375x*@-AX_5-", "375x*@x-x",
]

/// Where the schema cannot say what the decoder does (ValueSchemas.swift lists why): a
/// minimum larger than its maximum.
private let knownSizeDifferences: Set<String> = ["10...5x1"]

@Suite("the JSON Schema (layoutspec schema)")
struct DocumentSchemaTests {
  @Test func theSchemaIsDraft2020_12() {
    #expect(
      schemaValue["$schema"].map {
        SchemaValidator.equal($0.value, json(#""https://json-schema.org/draft/2020-12/schema""#))
      } == true)
    #expect(validator.errors(json(#"{"type": "node"}"#)) == [])
  }

  @Test(arguments: documentPaths)
  func everySampleAndTextureCaseIsValid(_ path: String) throws {
    let bytes = [UInt8](try Data(contentsOf: repository.appendingPathComponent(path)))
    let read =
      path.hasSuffix(".yaml")
      ? YAMLReader.read(bytes, file: path) : JSONReader.read(bytes, file: path)
    var document = try #require(read.0, "\(read.1)")
    if path.hasPrefix("Tests/TextureCases/") {
      document = try #require(document["document"]?.value)
    }
    #expect(validator.errors(document) == [])
    #expect(!DocumentReader.decode(document).hasErrors)
  }

  @Test(
    arguments: [
      #"{"type": "inset", "insetz": 4, "child": {"type": "node"}}"#,
      #"{"type": "stack", "justifyContent": "middle"}"#,
      #"{"type": "text", "fontSize": "17"}"#,
      #"{"type": "hstack", "direction": "vertical"}"#,
      #"{"type": "ratio", "child": {"type": "node"}}"#,
      #"{"type": "HStack"}"#,
      #"{"type": "node", "style": {"flexGrow": -1}}"#,
      #"{"type": "node", "style": {"widht": 3}}"#,
      #"{"type": "node", "flexGrow": 1}"#,
      #"{"type": "stack", "children": {"type": "node"}}"#,
      #"{"type": "image", "imageSize": "44 x 44"}"#,
      #"{"type": "text", "maxLines": 1.5}"#,
      #"{"sizes": ["375x667"], "type": "node"}"#,
      #"{"root": {"type": "node"}, "sizes": ["375x"]}"#,
      #"{"root": {"type": "node"}, "style": {}}"#,
      #"{"root": {"type": "node"}, "components": {"a": 3}}"#,
      #"{"name": "no type"}"#,
    ])
  func knownBadDocumentsAreRejected(_ text: String) {
    #expect(!validator.isValid(json(text)))
    #expect(readDocument(text).hasErrors)
  }

  // MARK: Keys

  /// Whether the decoder reports a key error at the key written at column 16.
  private func decoderRejectsKey(_ document: String, at column: Int) -> Bool {
    readDocument(document).diagnostics.contains {
      $0.severity == .error && $0.location.column == column
    }
  }

  @Test(arguments: ElementType.allCases)
  func theSchemaHasExactlyTheKeysTheDecoderAccepts(_ type: ElementType) {
    let candidates = KnownKey.allCases.map(\.text) + ["insetz", "Type", "chlid"]
    let listed = Set(schemaKeys(type.rawValue))
    // `{"type": "TYPE", "KEY": null}`: the key stands after the type.
    // (`root` makes the object an envelope, rejected at its `type`.)
    #expect(!listed.contains("root") && readDocument(#"{"type": "node", "root": null}"#).hasErrors)
    for key in candidates where key != "type" && key != "root" {
      let prefix = #"{"type": "\#(type.rawValue)", "#
      let document = prefix + #""\#(key)": null}"#
      #expect(
        decoderRejectsKey(document, at: prefix.count + 1) == !listed.contains(key),
        "\(type.rawValue).\(key)")
    }
    #expect(listed.contains("type"))
  }

  @Test func theStyleAndTheEnvelopeHaveExactlyTheKeysTheDecoderAccepts() {
    let candidates = KnownKey.allCases.map(\.text) + ["widht", "Width"]
    let style = Set(schemaKeys("style"))
    let envelope = Set(schemaKeys("envelope"))
    for key in candidates {
      let stylePrefix = #"{"type": "node", "style": {"#
      #expect(
        decoderRejectsKey(stylePrefix + #""\#(key)": null}}"#, at: stylePrefix.count + 1)
          == !style.contains(key), "style.\(key)")
      let envelopePrefix = #"{"root": {"type": "node"}, "#
      #expect(
        decoderRejectsKey(envelopePrefix + #""\#(key)": null}"#, at: envelopePrefix.count + 1)
          == !envelope.contains(key) || key == "root", "envelope.\(key)")
    }
    // A variant's patch: `{name: a, KEY: null}`.
    let patchKeys = Set(patchBranchKeys())
    for key in candidates where key != "name" {
      let prefix = #"{"root": {"type": "node", "name": "a"}, "variants": {"v": [{"name": "a", "#
      #expect(
        decoderRejectsKey(prefix + #""\#(key)": null}]}}"#, at: prefix.count + 1)
          == !patchKeys.contains(key), "patch.\(key)")
    }
    // A `use` takes every element key but `type` (its component gives it).
    let everyKey = Set(ElementType.allCases.flatMap { schemaKeys($0.rawValue) }).subtracting([
      "type"
    ])
    #expect(Set(schemaKeys("elementKeys")) == everyKey)
  }

  // MARK: Values

  @Test(arguments: ElementType.allCases)
  func theSchemaAcceptsTheValuesTheDecoderAccepts(_ type: ElementType) {
    for entry in DescriptionKeys.properties(of: type)
    where entry.value != .element && entry.value != .elements {
      for value in corpus {
        let document = element(type, entry.key, value)
        let decoded = !readDocument(document).hasErrors
        let valid = validator.isValid(json(document))
        let name = "\(type.rawValue).\(entry.key.text) = \(value)"
        #expect(
          decoded == valid || (isKnownDifference(type, entry.key, value) && !decoded && valid),
          "\(name): decoder \(decoded), schema \(valid)")
      }
    }
  }

  @Test func theSchemaAcceptsTheStyleValuesAndSizesTheDecoderAccepts() {
    for entry in DescriptionKeys.style {
      for value in corpus {
        let document = #"{"type": "node", "style": {"\#(entry.key.text)": \#(value)}}"#
        let decoded = !readDocument(document).hasErrors
        let valid = validator.isValid(json(document))
        #expect(decoded == valid, "style.\(entry.key.text) = \(value): decoder \(decoded)")
      }
    }
    for size in sizeCorpus {
      let document = #"{"root": {"type": "node"}, "sizes": ["\#(size)"]}"#
      let decoded = !readDocument(document).hasErrors
      let valid = validator.isValid(json(document))
      #expect(
        (decoded == valid) != knownSizeDifferences.contains(size),
        "sizes \(size): decoder \(decoded), schema \(valid)")
    }
  }

  // MARK: Defaults and kinds

  /// A value of `entry`'s kind other than its default.
  private func example(_ entry: KeyEntry) -> String? {
    switch entry.value {
    case .number, .nonNegativeNumber, .positiveNumber, .count, .insets: return "3"
    case .bool: return entry.defaultJSON == "true" ? "false" : "true"
    case .string: return #""abc""#
    case .dimension: return #""50%""#
    case .size, .point: return "[3, 4]"
    case .layoutSize: return #"["50%", 4]"#
    case .fontSize: return #""title1""#
    case .fontWeight: return #""bold""#
    case .axes: return #"{"wght": 600}"#
    case .textRuns: return #"["a", {"text": "b", "fontSize": 20}]"#
    case .choice(let names):
      return names.reversed().first { #""\#($0)""# != entry.defaultJSON }.map { #""\#($0)""# }
    default: return nil
    }
  }

  @Test(arguments: ElementType.allCases)
  func everyKeyIsReadWithItsDefaultAndItsKind(_ type: ElementType) throws {
    for entry in DescriptionKeys.properties(of: type) {
      // The element without the key (with it, when it is required): what the key needs
      // besides (a font, a title) is in both.
      let besides = entry.isRequired ? KnownKey.type : entry.key
      let plain = #"{"type": "\#(type.rawValue)"\#(companions(of: type, besides: besides))}"#
      let reference = elements(tree(plain))
      // Written as its default, the key changes nothing (the table's default is Texture's).
      if let defaultJSON = entry.defaultJSON {
        #expect(
          elements(tree(element(type, entry.key, defaultJSON))) == reference,
          "\(type.rawValue).\(entry.key.text) = \(defaultJSON)")
      }
      // Written as another value of its kind, it changes the element: the decoder reads it.
      // (`ratio` is required, so the reference has it already.)
      guard let value = example(entry), entry.key != .ratio else { continue }
      #expect(
        elements(tree(element(type, entry.key, value))) != reference,
        "\(type.rawValue).\(entry.key.text) = \(value)")
    }
  }

  @Test func everyStyleKeyIsReadWithItsDefaultAndItsKind() {
    let reference = tree(#"{"type": "node"}"#)
    for entry in DescriptionKeys.style {
      let write = { (value: String) in
        elements(tree(#"{"type": "node", "style": {"\#(entry.key.text)": \#(value)}}"#))
      }
      if let defaultJSON = entry.defaultJSON {
        #expect(write(defaultJSON) == elements(reference), "style.\(entry.key.text)")
      }
      if let value = example(entry) {
        #expect(write(value) != elements(reference), "style.\(entry.key.text) = \(value)")
      }
    }
  }

  /// A key two types write differently (a stack's `lineSpacing` may be negative, a text's
  /// may not): each type checks its own, and a `use` or a patch, whose type the component or
  /// the patched element gives, takes either.
  @Test func aKeyWrittenDifferentlyByTwoTypesIsCheckedByEach() {
    let stack = #"{"type": "stack", "lineSpacing": -2}"#
    let text = #"{"type": "text", "font": "system", "lineSpacing": -2}"#
    #expect(!readDocument(stack).hasErrors && validator.isValid(json(stack)))
    #expect(readDocument(text).hasErrors && !validator.isValid(json(text)))
    let use = #"{"root": {"use": "a", "lineSpacing": -2}, "components": {"a": {"type": "stack"}}}"#
    #expect(!readDocument(use).hasErrors && validator.isValid(json(use)))
    let patch =
      #"{"root": {"type": "stack", "name": "a"}, "variants": {"v": [{"name": "a", "set": {"lineSpacing": -2}}]}}"#
    #expect(!readDocument(patch).hasErrors && validator.isValid(json(patch)))
    #expect(DescriptionKeys.valueKind(of: .lineSpacing, in: .stack) == .number)
    #expect(DescriptionKeys.valueKind(of: .lineSpacing, in: .text) == .nonNegativeNumber)
  }
}
