// `layoutspec schema`: a JSON Schema (draft 2020-12) of the description format, written
// from `DescriptionKeys`, the table the decoder reads its keys and value syntaxes from, so the
// two cannot disagree. Editors use it to complete and check documents (docs/format.md,
// "Editor support"); it applies to YAML documents too, as the same values.
//
// Shape: a document is an envelope or an element; an element is one branch per type (its
// `type` a constant, its keys and no others), or a `use` (any element key, since the
// component gives the type). A component may leave out what its uses give.

import LayoutSpecEngine

public enum DocumentSchema {
  /// The schema as JSON text, ending in a newline.
  public static var text: String { document.text() + "\n" }

  static let dialect = "https://json-schema.org/draft/2020-12/schema"

  static var document: SchemaJSON {
    .object([
      ("$schema", .string(dialect)),
      ("title", .string("layoutspec document")),
      (
        "description",
        .string(
          "A description of Texture layout specs and nodes for layoutspec (docs/format.md): "
            + "one element, or an envelope with root, sizes and components.")
      ),
      ("anyOf", .array([ValueSchemas.ref("envelope"), ValueSchemas.ref("element")])),
      ("$defs", .object(definitions)),
    ])
  }

  private static var definitions: [(String, SchemaJSON)] {
    let types = ElementType.allCases.map { ValueSchemas.ref($0.rawValue) }
    let elementKeys = object(
      DescriptionKeys.common.filter { $0.key != .type } + keysOfAnyType, required: false,
      description: "the keys of an element whose type its component gives (section 6)")
    let use = ValueSchemas.ref("elementKeys").adding([("required", .array([.string("use")]))])
    let component = SchemaJSON.object([
      ("description", .string("a component: an element, or the keys its uses complete")),
      ("anyOf", .array([ValueSchemas.ref("element"), ValueSchemas.ref("elementKeys")])),
    ])
    // A patch's `name`, then its two kinds of change.
    let patch = DescriptionKeys.patch
    var definitions: [(String, SchemaJSON)] = [
      ("envelope", object(DescriptionKeys.envelope, description: "an envelope (1.2)")),
      ("element", .object([("anyOf", .array(types + [ValueSchemas.ref("use")]))])),
    ]
    for type in ElementType.allCases { definitions.append((type.rawValue, element(type))) }
    definitions += [
      ("elementKeys", elementKeys), ("use", use), ("component", component),
      ("style", object(DescriptionKeys.style, description: "ASLayoutElementStyle (section 4)")),
      (
        "patch",
        .object([
          ("description", .string("a patch (1.4): {name, remove: true} or {name, set: {...}}")),
          (
            "anyOf",
            .array(
              patch[1...2].map { change in
                object([patch[0], change], required: false, description: change.meaning)
                  .adding([("required", .array([.string("name"), .string(change.key.text)]))])
              })
          ),
        ])
      ),
      (
        "patchKeys",
        object(
          DescriptionKeys.common.filter { $0.key != .name && $0.key != .use } + keysOfAnyType,
          required: false,
          description: "the keys a patch sets: any element key but name and use")
      ),
    ]
    return definitions + ValueSchemas.definitions
  }

  /// Every element property, once, in the order the types list them; a key two types
  /// write differently takes either.
  private static var keysOfAnyType: [KeyEntry] {
    var entries: [KeyEntry] = []
    var indexes: [KnownKey: Int] = [:]
    for entry in ElementType.allCases.flatMap(DescriptionKeys.properties(of:)) {
      guard let index = indexes[entry.key] else {
        indexes[entry.key] = entries.count
        var entry = entry
        entry.isRequired = false
        entry.defaultJSON = nil
        entries.append(entry)
        continue
      }
      var kinds: [KeyValue]
      if case .either(let known) = entries[index].value {
        kinds = known
      } else {
        kinds = [entries[index].value]
      }
      if !kinds.contains(entry.value) {
        kinds.append(entry.value)
        entries[index].value = .either(kinds)
      }
    }
    return entries
  }

  /// One type's branch: `type` its name, the common keys and its own. Its required keys may
  /// come from a component instead when the element is a `use`.
  private static func element(_ type: ElementType) -> SchemaJSON {
    let own = DescriptionKeys.properties(of: type)
    var schema = object(
      DescriptionKeys.common + own, required: false,
      description: "`\(type.rawValue)`: \(type.textureClassName)", type: type)
    let required = own.filter(\.isRequired).map { SchemaJSON.string($0.key.text) }
    schema = schema.adding([("required", .array([.string("type")]))])
    if !required.isEmpty {
      schema = schema.adding([
        (
          "anyOf",
          .array([
            .object([("required", .array(required))]),
            .object([("required", .array([.string("use")]))]),
          ])
        )
      ])
    }
    return schema
  }

  /// An object of exactly these keys.
  private static func object(
    _ entries: [KeyEntry], required: Bool = true, description: String,
    type: ElementType? = nil
  ) -> SchemaJSON {
    var schema: [(String, SchemaJSON)] = [
      ("description", .string(description)), ("type", .string("object")),
      ("properties", .object(entries.map { ($0.key.text, property($0, type: type)) })),
      ("additionalProperties", .bool(false)),
    ]
    let names = entries.filter(\.isRequired).map { SchemaJSON.string($0.key.text) }
    if required, !names.isEmpty { schema.append(("required", .array(names))) }
    return .object(schema)
  }

  /// A key's value, its meaning and default.
  private static func property(_ entry: KeyEntry, type: ElementType?) -> SchemaJSON {
    var notes: [(String, SchemaJSON)] = [("description", .string(entry.meaning))]
    if let defaultJSON = entry.defaultJSON { notes.append(("default", .raw(defaultJSON))) }
    if entry.value == .typeName, let type {
      return .object(notes + [("const", .string(type.rawValue))])
    }
    guard case .object(let members) = value(entry.value) else { return .object(notes) }
    return .object(notes + members)
  }

  /// The schema of a value kind.
  static func value(_ kind: KeyValue) -> SchemaJSON {
    switch kind {
    case .number: return ValueSchemas.number
    case .nonNegativeNumber: return ValueSchemas.nonNegativeNumber
    case .positiveNumber:
      return ValueSchemas.orExpression(
        ValueSchemas.type("number", [("exclusiveMinimum", .number(0))]))
    case .count:
      return ValueSchemas.orExpression(ValueSchemas.type("integer", [("minimum", .number(0))]))
    case .bool: return ValueSchemas.type("boolean")
    case .string, .componentName: return ValueSchemas.type("string")
    case .dimension: return ValueSchemas.ref("dimension")
    case .size: return ValueSchemas.ref("size")
    case .layoutSize: return ValueSchemas.ref("layoutSize")
    case .point: return ValueSchemas.ref("point")
    case .insets: return ValueSchemas.ref("insets")
    case .safeArea: return ValueSchemas.safeArea
    case .choice(let names): return ValueSchemas.choice(names)
    case .element: return ValueSchemas.ref("element")
    case .elements: return ValueSchemas.type("array", [("items", ValueSchemas.ref("element"))])
    case .typeName:
      return ValueSchemas.type(
        "string", [("enum", .array(ElementType.allCases.map { .string($0.rawValue) }))])
    case .style: return ValueSchemas.ref("style")
    case .sizes: return ValueSchemas.type("array", [("items", ValueSchemas.ref("sizeRange"))])
    case .components:
      return ValueSchemas.type("object", [("additionalProperties", ValueSchemas.ref("component"))])
    case .variants:
      return ValueSchemas.type(
        "object",
        [
          (
            "additionalProperties",
            ValueSchemas.type("array", [("items", ValueSchemas.ref("patch"))])
          )
        ])
    case .removal: return .object([("const", .bool(true))])
    case .patchKeys: return ValueSchemas.ref("patchKeys")
    case .textRuns:
      return .object([
        (
          "anyOf",
          .array([
            ValueSchemas.type("string"),
            ValueSchemas.type(
              "array",
              [
                (
                  "items",
                  .object([
                    (
                      "anyOf",
                      .array([
                        ValueSchemas.type("string"),
                        object(DescriptionKeys.run, required: false, description: "a run (5.5)"),
                      ])
                    )
                  ])
                )
              ]),
          ])
        )
      ])
    case .fontNames:
      return .object([
        (
          "anyOf",
          .array([
            ValueSchemas.type("string"),
            ValueSchemas.type(
              "array", [("items", ValueSchemas.type("string")), ("minItems", .number(1))]),
          ])
        )
      ])
    case .fontWeight:
      return .object([
        (
          "anyOf",
          .array([
            ValueSchemas.type("number", [("minimum", .number(1)), ("maximum", .number(1000))]),
            ValueSchemas.choice(EnumTables.fontWeight.names),
          ])
        )
      ])
    case .fontSize:
      return .object([
        (
          "anyOf",
          .array([value(.positiveNumber), ValueSchemas.choice(EnumTables.textStyle.names)])
        )
      ])
    case .axes:
      return ValueSchemas.type(
        "object",
        [
          ("propertyNames", .object([("pattern", .string("^[\\x00-\\x7F]{4}$"))])),
          ("additionalProperties", ValueSchemas.number),
        ])
    case .fontFiles:
      return ValueSchemas.type("object", [("additionalProperties", ValueSchemas.type("string"))])
    case .either(let kinds): return .object([("anyOf", .array(kinds.map(value)))])
    }
  }
}
