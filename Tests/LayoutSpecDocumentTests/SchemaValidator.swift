import Foundation

@testable import LayoutSpecDocument

// A small JSON Schema validator for DocumentSchemaTests: the part of draft 2020-12 that
// `layoutspec schema` uses (type, properties, additionalProperties, required, enum, const,
// anyOf, oneOf, allOf, items, prefixItems, minItems, maxItems, pattern, minimum,
// exclusiveMinimum, $ref to #/$defs). A keyword it does not know is an error, not ignored,
// so the schema cannot use one that this validator would silently pass. Schema and
// documents are `Value`s, as the project's readers give them. `make schema-check` checks the
// same documents with Python's jsonschema.

/// Immutable after `init`; NSRegularExpression is safe to share between threads.
struct SchemaValidator: @unchecked Sendable {
  let schema: Value
  /// Every pattern of the schema, compiled once (ICU, the same ECMA-262 subset it uses).
  private let patterns: [String: NSRegularExpression]

  init(schema: Value) {
    self.schema = schema
    var patterns: [String: NSRegularExpression] = [:]
    var pending = [schema]
    while let next = pending.popLast() {
      switch next.content {
      case .object(let members):
        for member in members {
          if member.key == "pattern", case .string(let pattern) = member.value.content {
            patterns[pattern] = try? NSRegularExpression(pattern: pattern)
          }
          pending.append(member.value)
        }
      case .array(let items): pending += items
      default: break
      }
    }
    self.patterns = patterns
  }
  /// Keywords that say nothing about validity.
  static let annotations: Set<String> = ["$schema", "$defs", "title", "description", "default"]

  /// The reasons `instance` is invalid (empty when it is valid), each with its JSON path.
  func errors(_ instance: Value) -> [String] {
    var errors: [String] = []
    validate(instance, against: schema, path: "$", into: &errors)
    return errors
  }

  func isValid(_ instance: Value) -> Bool { errors(instance).isEmpty }

  /// Keywords that decide quickly, checked first: a branch of `anyOf` that is not the
  /// element's type fails before its children are looked at (otherwise every level of
  /// elements would be validated against every branch, exponentially).
  private static let first = ["type", "const", "enum", "required", "additionalProperties"]

  /// With `stopAtFirst`, stops at the first error (`anyOf` only needs to know whether a
  /// branch matches).
  private func validate(
    _ instance: Value, against schema: Value, path: String, into errors: inout [String],
    stopAtFirst: Bool = false
  ) {
    if case .bool(let allowed) = schema.content {
      if !allowed { errors.append("\(path): not allowed") }
      return
    }
    guard case .object(let keywords) = schema.content else {
      errors.append("\(path): schema is not an object")
      return
    }
    let ordered =
      keywords.filter { Self.first.contains($0.key) }
      + keywords.filter { !Self.first.contains($0.key) && !Self.annotations.contains($0.key) }
    for keyword in ordered {
      check(
        keyword.key, keyword.value, in: schema, instance, path: path, into: &errors,
        stopAtFirst: stopAtFirst)
      if stopAtFirst, !errors.isEmpty { return }
    }
  }

  private func check(
    _ keyword: String, _ argument: Value, in schema: Value, _ instance: Value, path: String,
    into errors: inout [String], stopAtFirst: Bool
  ) {
    switch (keyword, argument.content) {
    case ("$ref", .string(let reference)):
      let prefix = "#/$defs/"
      guard reference.hasPrefix(prefix),
        let target = self.schema["$defs"]?.value[String(reference.dropFirst(prefix.count))]
      else { return errors.append("\(path): unresolved $ref \(reference)") }
      validate(
        instance, against: target.value, path: path, into: &errors, stopAtFirst: stopAtFirst)
    case ("type", .string(let type)):
      if !Self.has(instance, type: type) { errors.append("\(path): not of type \(type)") }
    case ("properties", .object(let properties)):
      guard case .object(let members) = instance.content else { return }
      for member in members {
        if let property = properties.first(where: { $0.key == member.key }) {
          validate(
            member.value, against: property.value, path: "\(path).\(member.key)",
            into: &errors, stopAtFirst: stopAtFirst)
          if stopAtFirst, !errors.isEmpty { return }
        }
      }
    case ("additionalProperties", _):
      guard case .object(let members) = instance.content else { return }
      let known = Set(schema["properties"].map { Self.keys($0.value) } ?? [])
      for member in members where !known.contains(member.key) {
        var inner: [String] = []
        validate(
          member.value, against: argument, path: "\(path).\(member.key)", into: &inner,
          stopAtFirst: stopAtFirst)
        if !inner.isEmpty { errors.append("\(path): additional property '\(member.key)'") }
        errors += inner.filter { !$0.hasSuffix("not allowed") }
      }
    case ("required", .array(let names)):
      guard case .object(let members) = instance.content else { return }
      for case .string(let name) in names.map(\.content)
      where !members.contains(where: { $0.key == name }) {
        errors.append("\(path): missing '\(name)'")
      }
    case ("enum", .array(let options)):
      if !options.contains(where: { Self.equal($0, instance) }) {
        errors.append("\(path): not one of the enum")
      }
    case ("const", _):
      if !Self.equal(argument, instance) { errors.append("\(path): not the const") }
    case ("anyOf", .array(let schemas)), ("oneOf", .array(let schemas)):
      let matches = schemas.filter { sub in
        var inner: [String] = []
        validate(instance, against: sub, path: path, into: &inner, stopAtFirst: true)
        return inner.isEmpty
      }.count
      if matches == 0 || (keyword == "oneOf" && matches > 1) {
        errors.append("\(path): \(matches) of \(keyword) match")
      }
    case ("allOf", .array(let schemas)):
      for sub in schemas {
        validate(instance, against: sub, path: path, into: &errors, stopAtFirst: stopAtFirst)
      }
    case ("prefixItems", .array(let schemas)):
      guard case .array(let items) = instance.content else { return }
      for (index, (item, sub)) in zip(items, schemas).enumerated() {
        validate(
          item, against: sub, path: "\(path)[\(index)]", into: &errors, stopAtFirst: stopAtFirst)
      }
    case ("items", _):
      guard case .array(let items) = instance.content else { return }
      let skipped = schema["prefixItems"].map { Self.count($0.value) } ?? 0
      for (index, item) in items.enumerated().dropFirst(skipped) {
        validate(
          item, against: argument, path: "\(path)[\(index)]", into: &errors,
          stopAtFirst: stopAtFirst)
      }
    case ("minItems", .number(let bound)), ("maxItems", .number(let bound)):
      guard case .array(let items) = instance.content else { return }
      let count = Double(items.count)
      if keyword == "minItems" ? count < bound : count > bound {
        errors.append("\(path): \(keyword) \(bound)")
      }
    case ("pattern", .string(let pattern)):
      guard case .string(let text) = instance.content else { return }
      guard let regex = patterns[pattern] else {
        return errors.append("\(path): bad pattern \(pattern)")
      }
      let whole = NSRange(text.startIndex..., in: text)
      if regex.firstMatch(in: text, range: whole) == nil {
        errors.append("\(path): \"\(text)\" does not match \(pattern)")
      }
    case ("minimum", .number(let bound)), ("exclusiveMinimum", .number(let bound)):
      guard case .number(let number) = instance.content else { return }
      if keyword == "minimum" ? number < bound : number <= bound {
        errors.append("\(path): \(keyword) \(bound)")
      }
    case ("maximum", .number(let bound)):
      guard case .number(let number) = instance.content, number > bound else { return }
      errors.append("\(path): maximum \(bound)")
    case ("propertyNames", _):
      guard case .object(let members) = instance.content else { return }
      for member in members {
        validate(
          Value(.string(member.key), at: instance.location), against: argument,
          path: "\(path).\(member.key) (name)", into: &errors, stopAtFirst: stopAtFirst)
      }
    default:
      errors.append("\(path): keyword '\(keyword)' is not supported by the test's validator")
    }
  }

  private static func has(_ value: Value, type: String) -> Bool {
    switch (type, value.content) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      return true
    case ("integer", .number(let number)): return number == number.rounded()
    default: return false
    }
  }

  private static func keys(_ value: Value) -> [String] {
    guard case .object(let members) = value.content else { return [] }
    return members.map(\.key)
  }

  private static func count(_ value: Value) -> Int {
    guard case .array(let items) = value.content else { return 0 }
    return items.count
  }

  static func equal(_ a: Value, _ b: Value) -> Bool {
    switch (a.content, b.content) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.allSatisfy { member in
          y.contains { $0.key == member.key && equal($0.value, member.value) }
        }
    default: return false
    }
  }
}
