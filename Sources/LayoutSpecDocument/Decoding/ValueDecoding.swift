// The value syntaxes of docs/format.md section 3, "Values": numbers, dimensions, sizes, layout
// sizes, points, insets and enum names, each read from a value on the tape with a message naming
// the key and what it allows when the value does not fit.

import LayoutSpecEngine

extension DocumentTape {
  /// What a value is, for messages: `the string "8"`, `an array`, `null`.
  func describeFound(_ value: ValueID) -> String {
    switch kind(value) {
    case .null, .key: return "null"
    case .element: return "an object"
    case .false: return "false"
    case .true: return "true"
    case .number: return "the number \(NumberText.shortest(number(value)))"
    case .string:
      let text = string(value)
      let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
      return "the string \"\(shown)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension DocumentDecoder {
  func describeFound(_ value: ValueID) -> String { tape.describeFound(value) }

  // MARK: Scalars

  /// A finite number. (The usual case inlined into the syntaxes that read one; the
  /// messages out of line, where building them does not give every read a large frame.)
  @inline(__always)
  mutating func number(_ value: ValueID, _ key: String) -> Double? {
    if tape.kind(value) == .number {
      let number = tape.number(value)
      if number.isFinite { return number }
    }
    return numberOtherwise(value, key)
  }

  /// A value that is not a finite number: a size expression's number, or nil (reported).
  @inline(never)
  private mutating func numberOtherwise(_ value: ValueID, _ key: String) -> Double? {
    guard tape.kind(value) == .number else {
      if tape.kind(value) == .string, SizeExpression.isExpression(tape.string(value)) {
        return expressionNumber(value, key)
      }
      var message = "'\(key)' must be a number, found \(describeFound(value))"
      if tape.kind(value) == .string {
        let text = tape.string(value)
        if let parsed = DecimalText.parse(Substring(text)) {
          message += "; write \(NumberText.shortest(parsed)) without quotes"
        } else if text.lowercased() == "inf" {
          message = "'\(key)' cannot be infinite; 'inf' is only allowed in insets"
        }
      }
      error(message, at: value)
      return nil
    }
    error("'\(key)' must be a finite number", at: value)
    return nil
  }

  /// A finite number that is not negative (sizes, flex factors).
  mutating func nonNegativeNumber(_ value: ValueID, _ key: String) -> Double? {
    guard let number = number(value, key) else { return nil }
    guard number >= 0 else {
      error("'\(key)' cannot be negative, found \(NumberText.shortest(number))", at: value)
      return nil
    }
    return number == 0 ? 0 : number
  }

  /// A finite number greater than 0; `note` follows the key in the message (`'ratio'
  /// (height / width) must be greater than 0`).
  mutating func positiveNumber(_ value: ValueID, _ key: String, note: String) -> Double? {
    guard let number = number(value, key) else { return nil }
    guard number > 0 else {
      error(
        "'\(key)'\(note) must be greater than 0, found \(NumberText.shortest(number))", at: value)
      return nil
    }
    return number
  }

  /// A whole number >= 0. Texture's counts are NSUInteger, so every finite whole number is
  /// taken; one past `Int.max` means the same as `Int.max` (no count reaches either).
  mutating func count(_ value: ValueID, _ key: String) -> Int? {
    guard let number = number(value, key) else { return nil }
    guard number >= 0, number == number.rounded() else {
      error(
        "'\(key)' must be a whole number 0 or more, found \(NumberText.shortest(number))",
        at: value)
      return nil
    }
    return number < 0x1p63 ? Int(number) : Int.max
  }

  mutating func bool(_ value: ValueID, _ key: String) -> Bool? {
    let kind = tape.kind(value)
    guard kind == .true || kind == .false else {
      var message = "'\(key)' must be true or false, found \(describeFound(value))"
      if kind == .string {
        let text = tape.string(value)
        if text == "true" || text == "false" { message += "; write \(text) without quotes" }
      }
      error(message, at: value)
      return nil
    }
    return kind == .true
  }

  mutating func string(_ value: ValueID, _ key: String) -> String? {
    guard tape.kind(value) == .string else {
      error("'\(key)' must be a string, found \(describeFound(value))", at: value)
      return nil
    }
    return tape.string(value)
  }

  /// An enum value by its document spelling, matched ignoring case, `-` and `_`.
  mutating func enumValue<T>(_ value: ValueID, _ key: String, _ table: EnumTable<T>) -> T? {
    guard tape.kind(value) == .string else {
      error("'\(key)' must be one of \(table.list), found \(describeFound(value))", at: value)
      return nil
    }
    if let match = tape.withStringBytes(value, table.exactMatch) { return match }
    let text = tape.string(value)
    if let match = table.match(text) { return match }
    let normalized = EnumTable<T>.normalize(text)
    let suggestion = DidYouMean.suggestion(
      for: normalized, among: table.cases.map { EnumTable<T>.normalize($0.name) }
    ).flatMap { found in table.cases.first { EnumTable<T>.normalize($0.name) == found }?.name }
    if let suggestion {
      error("invalid \(key) '\(text)'; did you mean '\(suggestion)'?", at: value)
    } else {
      error("invalid \(key) '\(text)'; expected one of \(table.list)", at: value)
    }
    return nil
  }

  // MARK: Dimensions

  /// ASDimension: a number of points, `"70pt"`, `"50%"` or `"auto"`; never negative.
  mutating func dimension(_ value: ValueID, _ key: String) -> Dimension? {
    switch tape.kind(value) {
    case .number:
      guard let points = nonNegativeNumber(value, key) else { return nil }
      return .points(points)
    case .string:
      let text = tape.string(value)
      if SizeExpression.isExpression(text) {
        return nonNegativeNumber(value, key).map { .points($0) }
      }
      if text.lowercased() == "auto" { return .auto }
      if text == "inf" || text == "-inf" {
        error(
          "'\(key)' cannot be infinite; 'inf' is only allowed in insets", at: value)
        return nil
      }
      var body = Substring(text)
      let isPercent = body.hasSuffix("%")
      if isPercent {
        body.removeLast()
      } else if body.hasSuffix("pt") {
        body.removeLast(2)
      } else if let number = DecimalText.parse(body) {
        error(
          "invalid \(key) \"\(text)\": a number of points is written without quotes (\(NumberText.shortest(number))) or as \"\(text)pt\"",
          at: value)
        return nil
      } else {
        error(
          "invalid \(key) \"\(text)\"; expected a number, \"Npt\", \"N%\" or \"auto\"",
          at: value)
        return nil
      }
      guard let number = DecimalText.parse(body) else {
        error(
          "invalid \(key) \"\(text)\"; expected a number, \"Npt\", \"N%\" or \"auto\"",
          at: value)
        return nil
      }
      guard number >= 0 else {
        error("'\(key)' cannot be negative, found \"\(text)\"", at: value)
        return nil
      }
      return isPercent ? .fraction(number / 100) : .points(number == 0 ? 0 : number)
    default:
      error(
        "'\(key)' must be a dimension (a number, \"Npt\", \"N%\" or \"auto\"), found \(describeFound(value))",
        at: value)
      return nil
    }
  }

  // MARK: Pairs: sizes, layout sizes, points

  /// The two parts of a pair value: `{a: , b: }` or `[a, b]`, each handed to `read`, and
  /// when `fromString` is given, `"AxB"` (two plain numbers, not negative, handed to it).
  /// Unknown keys and missing parts are reported.
  private mutating func pair<T>(
    _ value: ValueID, _ key: String, names: (KnownKey, KnownKey), what: String,
    fromString: ((Double) -> T)? = nil, read: (inout DocumentDecoder, ValueID, String) -> T?
  ) -> (T, T)? {
    let nameTexts = (names.0.text, names.1.text)
    switch tape.kind(value) {
    case .object:
      var first: ValueID?
      var second: ValueID?
      var unknownKeys = false
      for member in tape.members(value) {
        if member.key == KeyID(names.0) {
          first = member.value
        } else if member.key == KeyID(names.1) {
          second = member.value
        } else {
          let memberKey = tape.keys.text(member.key)
          error(
            "unknown key '\(memberKey)' in '\(key)'\(DidYouMean.hint(for: memberKey, among: [nameTexts.0, nameTexts.1]))",
            at: member.keyPosition)
          unknownKeys = true
        }
      }
      guard let first, let second else {
        // A misspelt part was reported already; a second message would say the same.
        if !unknownKeys {
          let missing = first == nil ? nameTexts.0 : nameTexts.1
          error("'\(key)' needs '\(missing)'; \(what)", at: value)
        }
        return nil
      }
      let a = read(&self, first, key + "." + nameTexts.0)
      let b = read(&self, second, key + "." + nameTexts.1)
      guard let a, let b else { return nil }
      return (a, b)
    case .array:
      let count = tape.count(value)
      guard count == 2 else {
        error(
          "'\(key)' takes two values [\(nameTexts.0), \(nameTexts.1)], found \(count)",
          at: value)
        return nil
      }
      let first = ValueID(index: value.index + 1)
      let second = ValueID(index: tape.end(first))
      let a = read(&self, first, key + "." + nameTexts.0)
      let b = read(&self, second, key + "." + nameTexts.1)
      guard let a, let b else { return nil }
      return (a, b)
    case .string where fromString != nil:
      let text = tape.string(value)
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      if parts.count == 2, let fromString {
        let a = DecimalText.parse(parts[0])
        let b = DecimalText.parse(parts[1])
        if let a, let b {
          if a < 0 || b < 0 {
            error("'\(key)' cannot be negative, found \"\(text)\"", at: value)
            return nil
          }
          return (fromString(a), fromString(b))
        }
      }
      error("invalid \(key) \"\(text)\"; \(what)", at: value)
      return nil
    default:
      error("'\(key)' must be \(what), found \(describeFound(value))", at: value)
      return nil
    }
  }

  /// A size: `{width: N, height: N}`, `[W, H]` or `"WxH"`; points, never negative.
  mutating func size(_ value: ValueID, _ key: String) -> Size? {
    let what = "a size: {width: N, height: N}, [W, H] or \"WxH\""
    guard
      let (width, height) = pair(
        value, key, names: (.width, .height), what: what,
        // Plain decimal numbers, checked not negative: finite, and -0 reads as 0.
        fromString: { $0 == 0 ? 0 : $0 },
        read: { decoder, value, key in decoder.nonNegativeNumber(value, key) })
    else { return nil }
    return Size(width: width, height: height)
  }

  /// A layout size: `{width: dimension, height: dimension}` (or `[W, H]`).
  mutating func layoutSize(_ value: ValueID, _ key: String) -> LayoutSize? {
    let what = "a layout size: {width: dimension, height: dimension}"
    guard
      let (width, height) = pair(
        value, key, names: (.width, .height), what: what,
        read: { decoder, value, key in decoder.dimension(value, key) })
    else { return nil }
    return LayoutSize(width: width, height: height)
  }

  /// A point: `{x: N, y: N}` or `[X, Y]`; any finite numbers.
  mutating func point(_ value: ValueID, _ key: String) -> Point? {
    let what = "a point: {x: N, y: N} or [X, Y]"
    guard
      let (x, y) = pair(
        value, key, names: (.x, .y), what: what,
        read: { decoder, value, key in decoder.number(value, key) })
    else { return nil }
    return Point(x: x, y: y)
  }

  // MARK: Insets

  /// UIEdgeInsets: a number (all four), `[top, left, bottom, right]`, or
  /// `{top, left, bottom, right}` with missing sides 0. Each side may be `"inf"`.
  mutating func insets(_ value: ValueID, _ key: String) -> EdgeInsets? {
    let what = "insets: a number, [top, left, bottom, right] or {top, left, bottom, right}"
    switch tape.kind(value) {
    case .string
    where tape.string(value).lowercased() != "inf"
      && DecimalText.parse(Substring(tape.string(value))) == nil
      && !SizeExpression.isExpression(tape.string(value)):
      error("'\(key)' must be \(what), found \(describeFound(value))", at: value)
      return nil
    case .number, .string:
      guard let side = insetSide(value, key) else { return nil }
      return EdgeInsets(top: side, left: side, bottom: side, right: side)
    case .array:
      let count = tape.count(value)
      guard count == 4 else {
        error(
          "'\(key)' takes four values [top, left, bottom, right], found \(count)",
          at: value)
        return nil
      }
      let first = ValueID(index: value.index + 1)
      let second = ValueID(index: tape.end(first))
      let third = ValueID(index: tape.end(second))
      let fourth = ValueID(index: tape.end(third))
      let top = insetSide(first, key, ".top")
      let left = insetSide(second, key, ".left")
      let bottom = insetSide(third, key, ".bottom")
      let right = insetSide(fourth, key, ".right")
      guard let top, let left, let bottom, let right else { return nil }
      return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    case .object:
      var insets = EdgeInsets.zero
      var valid = true
      for member in tape.members(value) {
        let memberKey = tape.keys.text(member.key)
        let side = insetSide(member.value, key, "." + memberKey)
        switch member.key.known {
        case .top: insets.top = side ?? 0
        case .left: insets.left = side ?? 0
        case .bottom: insets.bottom = side ?? 0
        case .right: insets.right = side ?? 0
        default:
          error(
            "unknown key '\(memberKey)' in '\(key)'\(DidYouMean.hint(for: memberKey, among: ["top", "left", "bottom", "right"]))",
            at: member.keyPosition)
          valid = false
          continue
        }
        if side == nil { valid = false }
      }
      return valid ? insets : nil
    default:
      error("'\(key)' must be \(what), found \(describeFound(value))", at: value)
      return nil
    }
  }

  /// One inset: a finite number or `"inf"`. The key in messages is `key` + `side`, made
  /// only for a message.
  private mutating func insetSide(_ value: ValueID, _ key: String, _ side: String) -> Double? {
    if tape.kind(value) == .number {
      let number = tape.number(value)
      if number.isFinite { return number == 0 ? 0 : number }
    }
    return insetSide(value, key + side)
  }

  private mutating func insetSide(_ value: ValueID, _ key: String) -> Double? {
    if tape.kind(value) == .string, !SizeExpression.isExpression(tape.string(value)) {
      let text = tape.string(value)
      if text.lowercased() == "inf" { return .infinity }
      var message = "'\(key)' must be a number or \"inf\", found \(describeFound(value))"
      if let number = DecimalText.parse(Substring(text)) {
        message += "; write \(NumberText.shortest(number)) without quotes"
      }
      error(message, at: value)
      return nil
    }
    guard let number = number(value, key) else { return nil }
    return number == 0 ? 0 : number
  }
}

// MARK: Properties by key

/// How a property's value is read: one of the syntaxes above, handed the key's text for
/// its messages. `DocumentDecoder.property` takes the key once and reads it with one.
struct ValueSyntax<T> {
  let read: (inout DocumentDecoder, ValueID, String) -> T?
}

extension ValueSyntax where T == Double {
  static var number: Self { Self { $0.number($1, $2) } }
  static var nonNegativeNumber: Self { Self { $0.nonNegativeNumber($1, $2) } }
  /// Greater than 0. (A closure that captures nothing: one with a note allocates its
  /// context at every read, a third of a text node's decoding.)
  static var positiveNumber: Self { Self { $0.positiveNumber($1, $2, note: "") } }
  /// A ratio: greater than 0, with "(height / width)" after the key in the message.
  static var ratio: Self { Self { $0.positiveNumber($1, $2, note: " (height / width)") } }
}

extension ValueSyntax where T == Int {
  static var count: Self { Self { $0.count($1, $2) } }
}

extension ValueSyntax where T == Bool {
  static var bool: Self { Self { $0.bool($1, $2) } }
}

extension ValueSyntax where T == String {
  static var string: Self { Self { $0.string($1, $2) } }
}

extension ValueSyntax where T == Size {
  static var size: Self { Self { $0.size($1, $2) } }
}

extension ValueSyntax where T == Point {
  static var point: Self { Self { $0.point($1, $2) } }
}

extension ValueSyntax where T == EdgeInsets {
  static var insets: Self { Self { $0.insets($1, $2) } }
}

extension ValueSyntax where T: Sendable {
  /// One of the table's names.
  static func oneOf(_ table: EnumTable<T>) -> Self { Self { $0.enumValue($1, $2, table) } }
}

/// A Swift type a key's value decodes to, and the value kinds (`DescriptionKeys`) that give it.
protocol PropertyValue {
  /// How a value of `kind` reads as this type; nil when `kind` does not give one.
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Self>?
}

extension Double: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Double>? {
    switch kind {
    case .number: return .number
    case .nonNegativeNumber: return .nonNegativeNumber
    case .positiveNumber: return .positiveNumber
    // A text style name is read before, by the text's own code (with a font).
    case .fontSize: return .positiveNumber
    default: return nil
    }
  }
}

extension Int: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Int>? { kind == .count ? .count : nil }
}

extension Bool: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Bool>? { kind == .bool ? .bool : nil }
}

extension String: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<String>? {
    kind == .string ? .string : nil
  }
}

extension Dimension: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Dimension>? {
    kind == .dimension ? ValueSyntax { $0.dimension($1, $2) } : nil
  }
}

extension Size: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Size>? { kind == .size ? .size : nil }
}

extension LayoutSize: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<LayoutSize>? {
    kind == .layoutSize ? ValueSyntax { $0.layoutSize($1, $2) } : nil
  }
}

extension Point: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Point>? { kind == .point ? .point : nil }
}

extension EdgeInsets: PropertyValue {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<EdgeInsets>? {
    kind == .insets ? .insets : nil
  }
}

/// An enum whose names are an `EnumTables` table: it is read from a `.choice` key.
protocol DocumentEnum: PropertyValue, Sendable {
  static var table: EnumTable<Self> { get }
}

extension DocumentEnum {
  static func syntax(_ kind: KeyValue) -> ValueSyntax<Self>? {
    guard case .choice = kind else { return nil }
    return .oneOf(table)
  }
}

extension DocumentDecoder {
  /// `value` read as the table says `key`'s values are written (`DescriptionKeys`); nil when it
  /// is invalid (the message, naming the key, is reported). A key whose kind does not give
  /// a `T` reads as nil: `DocumentSchemaTests.everyKeyIsReadWithItsDefaultAndItsKind` decodes
  /// every key of every type to catch that.
  @inline(__always)
  mutating func read<T: PropertyValue>(
    _ value: ValueID, _ key: KnownKey, of type: ElementType? = nil
  ) -> T? {
    // The kind only picks the syntax, and is gone before the read: kept across it, the
    // kind (for a choice, its names) was copied and released per property read.
    guard let syntax = DescriptionKeys.valueKind(of: key, in: type).flatMap(T.syntax) else {
      return nil
    }
    return syntax.read(&self, value, key.text)
  }

  /// `value` read as `kind` is written (`DescriptionKeys`).
  @inline(__always)
  mutating func read<T: PropertyValue>(_ value: ValueID, _ key: KnownKey, _ kind: KeyValue) -> T? {
    guard let syntax = T.syntax(kind) else { return nil }
    return syntax.read(&self, value, key.text)
  }

  /// One of an element's own properties, read as its type writes it; nil when it is not
  /// given or its value is invalid.
  @inline(__always)
  mutating func property<T: PropertyValue>(_ key: KnownKey, in p: Properties) -> T? {
    guard let value = value(of: key, in: p) else { return nil }
    return read(value, key, of: p.type)
  }

  /// One of an element's own properties read with `syntax`, for a key whose message says
  /// more than its kind (`'ratio' (height / width) must be greater than 0`).
  @inline(__always)
  mutating func property<T>(_ key: KnownKey, in p: Properties, _ syntax: ValueSyntax<T>) -> T? {
    guard let value = value(of: key, in: p) else { return nil }
    return syntax.read(&self, value, key.text)
  }

  /// Sets `target` to one of an element's own properties when it is given and valid; a
  /// missing or invalid one leaves the default.
  @inline(__always)
  mutating func property<T: PropertyValue>(
    _ key: KnownKey, in p: Properties, into target: inout T
  ) {
    if let value: T = property(key, in: p) { target = value }
  }
}
