// The JSON the schema is made of: objects keep their keys in the order written (the
// schema lists keys as docs/format.md does), printed with two-space indents, short arrays
// of scalars on one line.

import LayoutSpecEngine

enum SchemaJSON: Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  /// JSON text as it is (the defaults in `DescriptionKeys` are written as JSON).
  case raw(String)
  case array([SchemaJSON])
  case object([(String, SchemaJSON)])

  /// The object with `members` added after its own.
  func adding(_ members: [(String, SchemaJSON)]) -> SchemaJSON {
    guard case .object(let own) = self else { return self }
    return .object(own + members)
  }

  func text(indent: String = "") -> String {
    switch self {
    case .string(let text): return JSONStringLiteral.quoted(text)
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int(number)) : String(number)
    case .bool(let value): return value ? "true" : "false"
    case .raw(let text): return text
    case .array(let items):
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
      }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      if members.count == 1, let only = members.first, only.1.isScalar {
        return "{ " + JSONStringLiteral.quoted(only.0) + ": " + only.1.text() + " }"
      }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + JSONStringLiteral.quoted($0.0) + ": " + $0.1.text(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }
}
