// Readable names for the arms of a branch, from its condition: `if (_photo.location)` is
// `location` (the default) and `noLocation`; `switch (state) { case ItemStateSoldOut: }`
// is `soldOut`; `!self.isExpanded` is `notExpanded`; `if (FLAT_LAYOUT)` is `flatLayout`.

enum VariantNames {
  /// The name of the arm a condition holds in.
  static func name(of condition: SourceExpression) -> String {
    switch condition {
    case .prefix("!", let inner, _):
      return negated(name(of: inner))
    case .binary(let op, let a, let b, _):
      if op == "==" || op == "!=" {
        // `x == nil`, `x == ""`, `x == 0`, `x.count == 0`: whether there is an x.
        var isEmpty = false
        switch b {
        case .identifier(let n, _): isEmpty = n == "nil" || n == "NULL" || n == "Nil"
        case .string(let s, _, _): isEmpty = s.isEmpty
        case .number(let v, _): isEmpty = v == 0
        default: break
        }
        if isEmpty {
          var base = name(of: a)
          if ["count", "length", "isEmpty"].contains(base), case .member(let owner, _, _) = a {
            base = name(of: owner)
          }
          return op == "==" ? negated(base) : base
        }
        let joined = name(of: a) + capitalized(name(of: b))
        return op == "==" ? joined : negated(joined)
      }
      if op == "&&" || op == "||" {
        return name(of: a) + (op == "&&" ? "And" : "Or") + capitalized(name(of: b))
      }
      return name(of: a)
    case .member(_, let member, _):
      return word(member)
    case .identifier(let n, _):
      return word(n)
    case .implicitMember(let n, _):
      return word(n)
    case .call(let callee, _, _), .message(let callee, _, _):
      if case .message(_, let arguments, _) = condition, let selector = arguments.first?.label {
        return word(selector)
      }
      return name(of: callee)
    case .number(let v, _):
      return "value" + NumberFormat.json(v).filter { $0.isNumber }
    default:
      return "condition"
    }
  }

  /// `location` -> `noLocation`, `isExpanded` -> `notExpanded`, `noLocation` -> `location`.
  static func negated(_ name: String) -> String {
    if name.hasPrefix("no"), name.dropFirst(2).first?.isUppercase == true {
      return lowered(String(name.dropFirst(2)))
    }
    if name.hasPrefix("not"), name.dropFirst(3).first?.isUppercase == true {
      return lowered(String(name.dropFirst(3)))
    }
    if name.hasPrefix("has"), name.dropFirst(3).first?.isUppercase == true {
      return "no" + name.dropFirst(3)
    }
    if name.hasPrefix("show") || name.hasPrefix("should") || name.hasPrefix("can") {
      return "not" + capitalized(name)
    }
    return "no" + capitalized(name)
  }

  /// A member's name as a variant's: `_isSoldOut` -> `soldOut`, `ItemStateSoldOut` ->
  /// `soldOut` (a Texture-style constant loses the prefix its words share with its type).
  static func word(_ name: String) -> String {
    var text = name.drop { $0 == "_" }
    // A framework's function (`ASIsRTL()`): without its prefix and `Is`, `RTL`.
    for prefix in ["AS", "UI", "NS", "CG"] where text.hasPrefix(prefix + "Is") {
      let rest = text.dropFirst(prefix.count + 2)
      if rest.first?.isUppercase == true { text = rest }
    }
    // A macro's name (`FLAT_LAYOUT`, `DEBUG`): its words in camel case, `flatLayout`.
    if !text.isEmpty, !text.contains(where: \.isLowercase) {
      let parts = text.split(separator: "_").map { $0.lowercased() }
      return (parts.first ?? "") + parts.dropFirst().map(capitalized).joined()
    }
    if text.hasPrefix("is"), text.dropFirst(2).first?.isUppercase == true {
      text = text.dropFirst(2)
    }
    // `ItemStateSoldOut`: keep the last capitalized words after a known enum-ish prefix.
    if text.first?.isUppercase == true {
      let words = splitWords(String(text))
      if words.count > 2 { return lowered(words.suffix(words.count >= 4 ? 2 : 1).joined()) }
    }
    return lowered(String(text))
  }

  static func splitWords(_ text: String) -> [String] {
    var words: [String] = []
    for character in text {
      if character.isUppercase || words.isEmpty {
        words.append(String(character))
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
  static func lowered(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

  /// An expression as short code, for messages: `self.photos`, `[self items]`.
  static func text(of expression: SourceExpression) -> String {
    if case .prefix(let op, let inner, _) = expression { return op + text(of: inner) }
    if let path = expression.path { return path.joined(separator: ".") }
    switch expression {
    case .call(let callee, _, _): return text(of: callee) + "(...)"
    case .message(let receiver, let arguments, _):
      return "[" + text(of: receiver) + " "
        + arguments.map { ($0.label ?? "") + ($0.value == nil ? "" : ":") }.joined() + "]"
    case .member(let base, let name, _): return text(of: base) + "." + name
    case .binary(let op, let a, let b, _): return text(of: a) + " \(op) " + text(of: b)
    case .prefix(let op, let a, _): return op + text(of: a)
    case .identifier(let n, _): return n
    case .string(let s, _, _): return "\"\(s)\""
    case .number(let v, _): return NumberFormat.json(v)
    case .implicitMember(let n, _): return "." + n
    default: return "an expression"
    }
  }
}
