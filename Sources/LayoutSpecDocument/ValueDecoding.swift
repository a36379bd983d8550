// The value syntaxes of SPEC-format "Values": numbers, dimensions, sizes, layout sizes,
// points, insets and enum names, each read from a `Value` with a message naming the key
// and what it allows when the value does not fit.

import LayoutSpecEngine

/// What a value is, for messages: `the string "8"`, `an array`, `null`.
func describeFound(_ value: Value) -> String {
  switch value.content {
  case .null: return "null"
  case .bool(let flag): return flag ? "true" : "false"
  case .number(let number): return "the number \(formatNumber(number))"
  case .string(let text):
    let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
    return "the string \"\(shown)\""
  case .array: return "an array"
  case .object: return "an object"
  }
}

extension DocumentDecoder {
  // MARK: Scalars

  /// A finite number.
  mutating func number(_ value: Value, _ key: String) -> Double? {
    guard case .number(let number) = value.content else {
      var message = "'\(key)' must be a number, found \(describeFound(value))"
      if case .string(let text) = value.content {
        if let parsed = DecimalText.parse(Substring(text)) {
          message += "; write \(formatNumber(parsed)) without quotes"
        } else if text.lowercased() == "inf" {
          message = "'\(key)' cannot be infinite; 'inf' is only allowed in insets"
        }
      }
      error(message, at: value.location)
      return nil
    }
    guard number.isFinite else {
      error("'\(key)' must be a finite number", at: value.location)
      return nil
    }
    return number
  }

  /// A finite number that is not negative (sizes, flex factors).
  mutating func nonNegativeNumber(_ value: Value, _ key: String) -> Double? {
    guard let number = number(value, key) else { return nil }
    guard number >= 0 else {
      error("'\(key)' cannot be negative, found \(formatNumber(number))", at: value.location)
      return nil
    }
    return number == 0 ? 0 : number
  }

  /// A whole number >= 0.
  mutating func count(_ value: Value, _ key: String) -> Int? {
    guard let number = number(value, key) else { return nil }
    guard number >= 0, number == number.rounded(), number < 1e9 else {
      error(
        "'\(key)' must be a whole number 0 or more, found \(formatNumber(number))",
        at: value.location)
      return nil
    }
    return Int(number)
  }

  mutating func bool(_ value: Value, _ key: String) -> Bool? {
    guard case .bool(let flag) = value.content else {
      var message = "'\(key)' must be true or false, found \(describeFound(value))"
      if case .string(let text) = value.content, text == "true" || text == "false" {
        message += "; write \(text) without quotes"
      }
      error(message, at: value.location)
      return nil
    }
    return flag
  }

  mutating func string(_ value: Value, _ key: String) -> String? {
    guard case .string(let text) = value.content else {
      error("'\(key)' must be a string, found \(describeFound(value))", at: value.location)
      return nil
    }
    return text
  }

  /// An enum value by its document spelling, matched ignoring case, `-` and `_`.
  mutating func enumValue<T>(_ value: Value, _ key: String, _ table: EnumTable<T>) -> T? {
    guard case .string(let text) = value.content else {
      error(
        "'\(key)' must be one of \(table.list), found \(describeFound(value))", at: value.location)
      return nil
    }
    if let match = table.match(text) { return match }
    let normalized = EnumTable<T>.normalize(text)
    let suggestion = DidYouMean.suggestion(
      for: normalized, among: table.cases.map { EnumTable<T>.normalize($0.name) }
    ).flatMap { found in table.cases.first { EnumTable<T>.normalize($0.name) == found }?.name }
    if let suggestion {
      error("invalid \(key) '\(text)'; did you mean '\(suggestion)'?", at: value.location)
    } else {
      error("invalid \(key) '\(text)'; expected one of \(table.list)", at: value.location)
    }
    return nil
  }

  // MARK: Dimensions

  /// ASDimension: a number of points, `"70pt"`, `"50%"` or `"auto"`; never negative.
  mutating func dimension(_ value: Value, _ key: String) -> Dimension? {
    switch value.content {
    case .number:
      guard let points = nonNegativeNumber(value, key) else { return nil }
      return .points(points)
    case .string(let text):
      if text.lowercased() == "auto" { return .auto }
      if text == "inf" || text == "-inf" {
        error(
          "'\(key)' cannot be infinite; 'inf' is only allowed in insets", at: value.location)
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
          "invalid \(key) \"\(text)\": a number of points is written without quotes (\(formatNumber(number))) or as \"\(text)pt\"",
          at: value.location)
        return nil
      } else {
        error(
          "invalid \(key) \"\(text)\"; expected a number, \"Npt\", \"N%\" or \"auto\"",
          at: value.location)
        return nil
      }
      guard let number = DecimalText.parse(body) else {
        error(
          "invalid \(key) \"\(text)\"; expected a number, \"Npt\", \"N%\" or \"auto\"",
          at: value.location)
        return nil
      }
      guard number >= 0 else {
        error("'\(key)' cannot be negative, found \"\(text)\"", at: value.location)
        return nil
      }
      return isPercent ? .fraction(number / 100) : .points(number == 0 ? 0 : number)
    default:
      error(
        "'\(key)' must be a dimension (a number, \"Npt\", \"N%\" or \"auto\"), found \(describeFound(value))",
        at: value.location)
      return nil
    }
  }

  // MARK: Pairs: sizes, layout sizes, points

  /// The two parts of a pair value: `{a: , b: }` or `[a, b]` (and, when `string` allows it,
  /// `"AxB"`), each handed to `read`. Unknown keys and missing parts are reported.
  private mutating func pair<T>(
    _ value: Value, _ key: String, names: (String, String), what: String,
    allowsString: Bool, read: (inout DocumentDecoder, Value, String) -> T?
  ) -> (T, T)? {
    switch value.content {
    case .object(let members):
      var first: Value?
      var second: Value?
      var unknownKeys = false
      for member in members {
        if member.key == names.0 {
          first = member.value
        } else if member.key == names.1 {
          second = member.value
        } else {
          error(
            "unknown key '\(member.key)' in '\(key)'\(DidYouMean.hint(for: member.key, among: [names.0, names.1]))",
            at: member.keyLocation)
          unknownKeys = true
        }
      }
      guard let first, let second else {
        // A misspelt part was reported already; a second message would say the same.
        if !unknownKeys {
          let missing = first == nil ? names.0 : names.1
          error("'\(key)' needs '\(missing)'; \(what)", at: value.location)
        }
        return nil
      }
      let a = read(&self, first, key + "." + names.0)
      let b = read(&self, second, key + "." + names.1)
      guard let a, let b else { return nil }
      return (a, b)
    case .array(let items):
      guard items.count == 2 else {
        error(
          "'\(key)' takes two values [\(names.0), \(names.1)], found \(items.count)",
          at: value.location)
        return nil
      }
      let a = read(&self, items[0], key + "." + names.0)
      let b = read(&self, items[1], key + "." + names.1)
      guard let a, let b else { return nil }
      return (a, b)
    case .string(let text) where allowsString:
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      if parts.count == 2 {
        let a = DecimalText.parse(parts[0])
        let b = DecimalText.parse(parts[1])
        if let a, let b {
          if a < 0 || b < 0 {
            error("'\(key)' cannot be negative, found \"\(text)\"", at: value.location)
            return nil
          }
          let pair = (
            read(&self, Value(.number(a), at: value.location), key),
            read(&self, Value(.number(b), at: value.location), key)
          )
          guard let first = pair.0, let second = pair.1 else { return nil }
          return (first, second)
        }
      }
      error("invalid \(key) \"\(text)\"; \(what)", at: value.location)
      return nil
    default:
      error("'\(key)' must be \(what), found \(describeFound(value))", at: value.location)
      return nil
    }
  }

  /// A size: `{width: N, height: N}`, `[W, H]` or `"WxH"`; points, never negative.
  mutating func size(_ value: Value, _ key: String) -> Size? {
    let what = "a size: {width: N, height: N}, [W, H] or \"WxH\""
    guard
      let (width, height) = pair(
        value, key, names: ("width", "height"), what: what, allowsString: true,
        read: { decoder, value, key in decoder.nonNegativeNumber(value, key) })
    else { return nil }
    return Size(width: width, height: height)
  }

  /// A layout size: `{width: dimension, height: dimension}` (or `[W, H]`).
  mutating func layoutSize(_ value: Value, _ key: String) -> LayoutSize? {
    let what = "a layout size: {width: dimension, height: dimension}"
    guard
      let (width, height) = pair(
        value, key, names: ("width", "height"), what: what, allowsString: false,
        read: { decoder, value, key in decoder.dimension(value, key) })
    else { return nil }
    return LayoutSize(width: width, height: height)
  }

  /// A point: `{x: N, y: N}` or `[X, Y]`; any finite numbers.
  mutating func point(_ value: Value, _ key: String) -> Point? {
    let what = "a point: {x: N, y: N} or [X, Y]"
    guard
      let (x, y) = pair(
        value, key, names: ("x", "y"), what: what, allowsString: false,
        read: { decoder, value, key in decoder.number(value, key) })
    else { return nil }
    return Point(x: x, y: y)
  }

  // MARK: Insets

  /// UIEdgeInsets: a number (all four), `[top, left, bottom, right]`, or
  /// `{top, left, bottom, right}` with missing sides 0. Each side may be `"inf"`.
  mutating func insets(_ value: Value, _ key: String) -> EdgeInsets? {
    let what = "insets: a number, [top, left, bottom, right] or {top, left, bottom, right}"
    switch value.content {
    case .string(let text)
    where text.lowercased() != "inf" && DecimalText.parse(Substring(text)) == nil:
      error("'\(key)' must be \(what), found \(describeFound(value))", at: value.location)
      return nil
    case .number, .string:
      guard let side = insetSide(value, key) else { return nil }
      return EdgeInsets(top: side, left: side, bottom: side, right: side)
    case .array(let items):
      guard items.count == 4 else {
        error(
          "'\(key)' takes four values [top, left, bottom, right], found \(items.count)",
          at: value.location)
        return nil
      }
      let sides = [
        insetSide(items[0], key + ".top"), insetSide(items[1], key + ".left"),
        insetSide(items[2], key + ".bottom"), insetSide(items[3], key + ".right"),
      ]
      guard let top = sides[0], let left = sides[1], let bottom = sides[2], let right = sides[3]
      else { return nil }
      return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    case .object(let members):
      var insets = EdgeInsets.zero
      var valid = true
      for member in members {
        let side = insetSide(member.value, key + "." + member.key)
        switch member.key {
        case "top": insets.top = side ?? 0
        case "left": insets.left = side ?? 0
        case "bottom": insets.bottom = side ?? 0
        case "right": insets.right = side ?? 0
        default:
          error(
            "unknown key '\(member.key)' in '\(key)'\(DidYouMean.hint(for: member.key, among: ["top", "left", "bottom", "right"]))",
            at: member.keyLocation)
          valid = false
          continue
        }
        if side == nil { valid = false }
      }
      return valid ? insets : nil
    default:
      error("'\(key)' must be \(what), found \(describeFound(value))", at: value.location)
      return nil
    }
  }

  /// One inset: a finite number or `"inf"`.
  private mutating func insetSide(_ value: Value, _ key: String) -> Double? {
    if case .string(let text) = value.content {
      if text.lowercased() == "inf" { return .infinity }
      var message = "'\(key)' must be a number or \"inf\", found \(describeFound(value))"
      if let number = DecimalText.parse(Substring(text)) {
        message += "; write \(formatNumber(number)) without quotes"
      }
      error(message, at: value.location)
      return nil
    }
    guard let number = number(value, key) else { return nil }
    return number == 0 ? 0 : number
  }
}
