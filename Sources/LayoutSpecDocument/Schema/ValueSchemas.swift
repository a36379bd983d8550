// The value syntaxes of docs/format.md section 3 as JSON Schema, written to accept what
// ValueDecoding.swift, DecimalText and SizeSyntax accept. Where JSON Schema cannot say it,
// the schema is looser (or, for a few spellings, stricter), and says so here:
// - a SIZE's minimum may be larger than its maximum (`10...5x1`);
// - stricter: a SIZE's content size (`@accessibilityLarge`) is matched ignoring case but
//   not `-` and `_`, which the decoder also ignores;
// - decimal numbers inside strings that overflow (`"1e999pt"`) or underflow to -0
//   (`"-1e-999pt"`) are judged by their spelling, not their value;
// - a `style` may give a shorthand and a dimension it sets (`width` and `preferredSize`), and
//   a `wrapper` both `child` and `children`;
// - `use` names any component, defined or not; a variant may be named `default`;
// - an expression (`"= EXPR"`, section 3.10) is any string that starts with `=`: its syntax,
//   its names, a constant one's sign, and a button's keys (constants only) are not checked;
// - a `font` or `titleFont` is any name (the document's fonts are not known), and a text's
//   `fontSize` may be a text style (`body`) or, being a number, an expression, although the
//   decoder reads a string as a text style when the text has a font and as a number when not;
// - stricter: a text's font keys, and a button's title font keys, are checked even where the
//   decoder ignores them with a warning (no `font`; a button without a `title`).

enum ValueSchemas {
  /// DecimalText: an optional minus, digits with an optional fraction, an optional exponent.
  static let decimal = #"-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"#
  /// A decimal that is not negative: no minus, or a minus before zeros only (-0 is 0).
  static let nonNegativeDecimal =
    #"(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)|-(?:0+\.?0*|\.0+))(?:[eE][-+]?[0-9]+)?"#

  /// `text` matched ignoring ASCII case: `auto` is `[aA][uU][tT][oO]`.
  static func ignoringCase(_ text: String) -> String {
    text.map { character in
      let lower = character.lowercased()
      let upper = character.uppercased()
      return lower == upper ? String(character) : "[\(lower)\(upper)]"
    }.joined()
  }

  /// An enum name as `EnumTable.match` takes it: any case, with `-` and `_` anywhere.
  static func enumPattern(_ name: String) -> String {
    "^" + ignoringCaseAndDashes(name) + "$"
  }

  /// `name` matched ignoring ASCII case, with `-` and `_` anywhere, unanchored.
  static func ignoringCaseAndDashes(_ name: String) -> String {
    let letters = name.filter { $0 != "-" && $0 != "_" }
    return "[-_]*" + letters.map { ignoringCase(String($0)) + "[-_]*" }.joined()
  }

  static func choice(_ names: [String]) -> SchemaJSON {
    .object([
      (
        "anyOf",
        .array([
          .object([("enum", .array(names.map(SchemaJSON.string)))]),
          .object([
            ("type", .string("string")),
            ("pattern", .string("(?:" + names.map(enumPattern).joined(separator: "|") + ")")),
          ]),
        ])
      )
    ])
  }

  static func type(_ name: String, _ more: [(String, SchemaJSON)] = []) -> SchemaJSON {
    .object([("type", .string(name))] + more)
  }

  static func ref(_ name: String) -> SchemaJSON { .object([("$ref", .string("#/$defs/" + name))]) }

  /// Wherever a number is accepted, an expression may stand for it (3.10).
  static func orExpression(_ schema: SchemaJSON) -> SchemaJSON {
    .object([("anyOf", .array([schema, ref("expression")]))])
  }

  static let number = orExpression(type("number"))
  static let nonNegativeNumber = orExpression(type("number", [("minimum", .number(0))]))
  /// The envelope's `safeArea`: insets of numbers 0 or more, with no `"inf"` and no
  /// expression (UIKit's safe area is never infinite, and it is given, not computed).
  static var safeArea: SchemaJSON {
    let side = type("number", [("minimum", .number(0))])
    return anyOf(
      "UIEdgeInsets (3.7) of points, 0 or more: a number (all four sides), [top, left, bottom, right] or {top, left, bottom, right} (missing sides 0)",
      [
        side,
        tuple(Array(repeating: side, count: 4)),
        type(
          "object",
          [
            ("properties", .object(["top", "left", "bottom", "right"].map { ($0, side) })),
            ("additionalProperties", .bool(false)),
          ]),
      ])
  }

  static func string(pattern: String) -> SchemaJSON {
    type("string", [("pattern", .string(pattern))])
  }

  /// `{a: , b: }` (both required) or `[a, b]`.
  static func pair(_ names: (String, String), _ part: SchemaJSON) -> [SchemaJSON] {
    [
      type(
        "object",
        [
          ("properties", .object([(names.0, part), (names.1, part)])),
          ("required", .array([.string(names.0), .string(names.1)])),
          ("additionalProperties", .bool(false)),
        ]),
      tuple([part, part]),
    ]
  }

  static func tuple(_ parts: [SchemaJSON]) -> SchemaJSON {
    type(
      "array",
      [
        ("prefixItems", .array(parts)), ("items", .bool(false)),
        ("minItems", .number(Double(parts.count))),
      ])
  }

  static func anyOf(_ description: String, _ schemas: [SchemaJSON]) -> SchemaJSON {
    .object([("description", .string(description)), ("anyOf", .array(schemas))])
  }

  /// The shared definitions, by name.
  static let definitions: [(String, SchemaJSON)] = [
    (
      "expression",
      string(pattern: "^=").adding([
        (
          "description",
          .string(
            "an expression (3.10): \"= EXPR\" with + - * / ( ) min max and min.width, min.height, max.width, max.height"
          )
        )
      ])
    ),
    (
      "dimension",
      anyOf(
        "ASDimension (3.3): points, \"Npt\", \"N%\" or \"auto\"; never negative",
        [
          nonNegativeNumber,
          string(pattern: "^(?:\(ignoringCase("auto"))|\(nonNegativeDecimal)(?:pt|%))$"),
        ])
    ),
    (
      "size",
      anyOf(
        "a size in points (3.4): {width, height}, [width, height] or \"WxH\"",
        pair(("width", "height"), nonNegativeNumber) + [
          string(pattern: "^\(nonNegativeDecimal)x\(nonNegativeDecimal)$")
        ])
    ),
    (
      "layoutSize",
      anyOf(
        "ASLayoutSize (3.5): {width, height} or [width, height], each a dimension",
        pair(("width", "height"), ref("dimension")))
    ),
    (
      "point",
      anyOf("a point (3.6): {x, y} or [x, y]", pair(("x", "y"), number))
    ),
    (
      "insetSide",
      anyOf(
        "one side of insets: a number or \"inf\"",
        [number, string(pattern: "^\(ignoringCase("inf"))$")])
    ),
    (
      "insets",
      anyOf(
        "UIEdgeInsets (3.7): a number (all four sides), [top, left, bottom, right] or {top, left, bottom, right} (missing sides 0)",
        [
          ref("insetSide"),
          tuple(Array(repeating: ref("insetSide"), count: 4)),
          type(
            "object",
            [
              (
                "properties",
                .object(["top", "left", "bottom", "right"].map { ($0, ref("insetSide")) })
              ),
              ("additionalProperties", .bool(false)),
            ]),
        ])
    ),
    (
      "sizeRange",
      string(pattern: sizeRangePattern).adding([
        (
          "description",
          .string(
            "a SIZE (1.3): WIDTHxHEIGHT, each axis N, MIN...MAX (MAX may be inf), or any or * (0...inf); or a device's name (iphone-15, `layoutspec devices`) with -landscape and :screen; either with @CATEGORY, a Dynamic Type content size (375x*@accessibilityXLarge)"
          )
        )
      ])
    ),
  ]

  /// SizeSyntax: one `x` or `X` between two axes, or a device's name (Device.all) with its
  /// forms; then `@` and a content size category's name, UIKit's or the guidelines', in
  /// any case and with `-` and `_` anywhere (ContentSizeCategory.named).
  static var sizeRangePattern: String {
    let axis =
      "(?:\\*|\(ignoringCase("any"))|\(nonNegativeDecimal)(?:\\.\\.\\.(?:\(nonNegativeDecimal)|inf))?)"
    let devices = Device.all.map { ignoringCase($0.name.replacingDots()) }.joined(separator: "|")
    let device =
      "(?:\(devices))(?:\(ignoringCase("-landscape")))?(?:\(ignoringCase(":screen")))?"
    let categories = ContentSizeCategory.allCases.flatMap {
      [$0.rawValue, $0.uiKitName, $0.guidelinesName]
    }
    let category = Set(categories).sorted().map(ignoringCaseAndDashes).joined(separator: "|")
    return "^(?:\(axis)[xX]\(axis)|\(device))(?: *@ *(?:\(category)))?$"
  }
}

extension String {
  /// A `.` escaped for a regular expression (`ipad-pro-12.9`).
  fileprivate func replacingDots() -> String {
    split(separator: ".", omittingEmptySubsequences: false).joined(separator: "\\.")
  }
}
