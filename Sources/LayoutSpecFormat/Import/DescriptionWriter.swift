// A description as text: the YAML-like subset people edit (docs/format.md section 7), with
// comments where import approximated something, or JSON. The project has no writer of
// descriptions besides this one (`export` writes code, `eval` writes layouts).

import LayoutSpecEngine

enum DescriptionWriter {
  /// Longest flow mapping written on one line (`- { type: text, name: title }`).
  static let flowWidth = 96

  static func yaml(_ value: DescriptionValue, header: [String]) -> String {
    var out = ""
    for line in header { out += line.isEmpty ? "#\n" : "# " + line + "\n" }
    if case .object(let members, let comments) = value {
      for comment in comments { out += "# " + oneLine(comment) + "\n" }
      block(members, indent: 0, into: &out)
    } else {
      out += flow(value) + "\n"
    }
    return out
  }

  static func json(_ value: DescriptionValue) -> String {
    var out = ""
    json(value, indent: 0, into: &out)
    return out + "\n"
  }

  // MARK: YAML

  private static func block(_ members: [DescriptionMember], indent: Int, into out: inout String) {
    let pad = String(repeating: " ", count: indent)
    for member in members {
      let key = scalar(member.key)
      switch member.value {
      case .object(let inner, let comments) where !inner.isEmpty:
        for comment in comments { out += pad + "# " + oneLine(comment) + "\n" }
        if comments.isEmpty, isSmall(member.value),
          let line = oneLineFlow(member.value, room: flowWidth - indent - key.count - 2)
        {
          out += pad + key + ": " + line + "\n"
        } else {
          out += pad + key + ":\n"
          block(inner, indent: indent + 2, into: &out)
        }
      case .list(let items) where items.contains(where: isObject):
        out += pad + key + ":\n"
        for item in items { listItem(item, indent: indent + 2, into: &out) }
      default:
        out += pad + key + ": " + flow(member.value) + "\n"
      }
    }
  }

  private static func listItem(_ item: DescriptionValue, indent: Int, into out: inout String) {
    let pad = String(repeating: " ", count: indent)
    guard case .object(let members, let comments) = item, !members.isEmpty else {
      out += pad + "- " + flow(item) + "\n"
      return
    }
    for comment in comments { out += pad + "# " + oneLine(comment) + "\n" }
    if isSmall(item), let line = oneLineFlow(item, room: flowWidth - indent - 2) {
      out += pad + "- " + line + "\n"
      return
    }
    // `- key: value` then the other keys under it, two columns in.
    var first = ""
    block([members[0]], indent: indent + 2, into: &first)
    out += pad + "- " + first.dropFirst(indent + 2)
    block(Array(members.dropFirst()), indent: indent + 2, into: &out)
  }

  private static func isObject(_ value: DescriptionValue) -> Bool {
    if case .object = value { return true }
    return false
  }

  /// No comments inside and no elements nested in it.
  private static func isSmall(_ value: DescriptionValue) -> Bool {
    switch value {
    case .object(let members, let comments):
      return comments.isEmpty
        && members.allSatisfy { member in
          if case .object(let inner, _) = member.value {
            return !inner.contains { $0.key == "type" || $0.key == "use" } && isSmall(member.value)
          }
          if case .list(let items) = member.value { return !items.contains(where: isObject) }
          return true
        }
    default: return true
    }
  }

  private static func oneLineFlow(_ value: DescriptionValue, room: Int) -> String? {
    let text = flow(value)
    return text.count <= max(room, 40) ? text : nil
  }

  static func flow(_ value: DescriptionValue) -> String {
    switch value {
    case .number(let number): return NumberFormat.json(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text): return scalar(text)
    case .list(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
    case .object(let members, _):
      if members.isEmpty { return "{}" }
      return "{ " + members.map { scalar($0.key) + ": " + flow($0.value) }.joined(separator: ", ")
        + " }"
    }
  }

  /// A string plain when the subset reads it back as the same string, else double-quoted.
  static func scalar(_ text: String) -> String {
    let reserved: Set<String> = ["true", "false", "null", "~", ""]
    let safe =
      !text.isEmpty && !reserved.contains(text.lowercased())
      && text.unicodeScalars.allSatisfy { s in
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
          || s == "_" || s == "." || s == "-"
      }
      && !(text.first.map { $0.isNumber || $0 == "." || $0 == "-" } ?? true)
    return safe ? text : quoted(text)
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F
          || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
          || scalar.value == 0x2029
          || scalar.value == 0xFEFF
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A comment stays on its line: line breaks and control characters are spelled out.
  static func oneLine(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        out += "\\n"
      } else if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
        || scalar.value == 0x2029
      {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  // MARK: JSON

  private static func json(_ value: DescriptionValue, indent: Int, into out: inout String) {
    let pad = String(repeating: " ", count: indent + 2)
    switch value {
    case .number, .bool:
      out += flow(value)
    case .string(let text):
      out += JSONStringLiteral.quoted(text)
    case .list(let items):
      if !items.contains(where: isObject) {
        out +=
          "["
          + items.map { item -> String in
            var text = ""
            json(item, indent: indent, into: &text)
            return text
          }.joined(separator: ", ") + "]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += pad
        json(item, indent: indent + 2, into: &out)
        out += index + 1 < items.count ? ",\n" : "\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members, _):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += pad + JSONStringLiteral.quoted(member.key) + ": "
        json(member.value, indent: indent + 2, into: &out)
        out += index + 1 < members.count ? ",\n" : "\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }
}
