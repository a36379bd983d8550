// `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif` in both languages: the code of the
// branch the condition picks is kept, the rest dropped before anything else reads the file,
// so that `#if DEBUG_LAYOUT ... #endif` (0 in the file) adds nothing to the layout. A
// condition on a name no file given defines (`#if DEBUG`, a flag from a header) keeps its
// first branch, with a warning.

enum Preprocessor {
  static func filter(_ tokens: SourceTokens) -> (SourceTokens, [(SourcePosition, String)]) {
    var defines: [String: String] = [:]
    var warnings: [(SourcePosition, String)] = []
    /// Per open `#if`: whether the current branch is kept, and whether a branch was taken.
    var stack: [(keeping: Bool, taken: Bool)] = []
    var kept: [SourceToken] = []
    kept.reserveCapacity(tokens.tokens.count)
    var keeping: Bool { stack.allSatisfy(\.keeping) }
    for token in tokens.tokens {
      guard token.kind == .directive else {
        if keeping { kept.append(token) }
        continue
      }
      let words = token.text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      let keyword = words.first.map(String.init) ?? ""
      let rest = words.dropFirst().joined(separator: " ")
      switch keyword {
      case "define":
        if keeping {
          kept.append(token)
          if let name = words.dropFirst().first {
            defines[String(name)] = words.dropFirst(2).joined(separator: " ")
          }
        }
      case "undef":
        if keeping, let name = words.dropFirst().first { defines[String(name)] = nil }
      case "if", "ifdef", "ifndef":
        let value: Bool?
        switch keyword {
        case "ifdef": value = defines[rest] != nil ? true : nil
        case "ifndef": value = defines[rest] != nil ? false : nil
        default: value = evaluate(rest, defines)
        }
        if value == nil, keeping {
          warnings.append(
            (
              token.position,
              "#\(keyword) \(rest): not defined in the files given; the first branch is read"
            ))
        }
        let keep = value ?? true
        stack.append((keep, keep))
      case "elif", "else":
        guard let last = stack.popLast() else { continue }
        let value = keyword == "else" ? true : (evaluate(rest, defines) ?? false)
        let keep = !last.taken && value
        stack.append((keep, last.taken || keep))
      case "endif":
        _ = stack.popLast()
      default:
        if keeping { kept.append(token) }
      }
    }
    var result = tokens
    result.tokens = kept
    return (result, warnings)
  }

  /// A condition's value when every name in it is known: `0`, `1`, `NAME`, `!NAME`,
  /// `defined(NAME)`, `A && B`, `A || B`; nil otherwise.
  static func evaluate(_ text: String, _ defines: [String: String], depth: Int = 0) -> Bool? {
    let condition = text.trimmingSpaces
    guard depth < 16, !condition.isEmpty else { return nil }
    if let (left, right) = splitOnce(condition, "||") {
      let a = evaluate(left, defines, depth: depth + 1)
      let b = evaluate(right, defines, depth: depth + 1)
      if a == true || b == true { return true }
      return a == false && b == false ? false : nil
    }
    if let (left, right) = splitOnce(condition, "&&") {
      let a = evaluate(left, defines, depth: depth + 1)
      let b = evaluate(right, defines, depth: depth + 1)
      if a == false || b == false { return false }
      return a == true && b == true ? true : nil
    }
    if condition.hasPrefix("!") {
      return evaluate(String(condition.dropFirst()), defines, depth: depth + 1).map { !$0 }
    }
    if condition.hasPrefix("("), condition.hasSuffix(")") {
      return evaluate(String(condition.dropFirst().dropLast()), defines, depth: depth + 1)
    }
    if condition.hasPrefix("defined") {
      let name = condition.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" && $0 != " " }
      return defines[name] != nil ? true : nil
    }
    if let number = Double(condition) { return number != 0 }
    if let value = defines[condition] {
      return value.isEmpty ? true : evaluate(value, defines, depth: depth + 1)
    }
    return nil
  }

  /// The text before and after the first `separator` (two characters).
  static func splitOnce(_ text: String, _ separator: String) -> (String, String)? {
    let characters = Array(text)
    let pattern = Array(separator)
    guard characters.count >= pattern.count else { return nil }
    for index in 0...(characters.count - pattern.count)
    where Array(characters[index..<index + pattern.count]) == pattern {
      return (String(characters[..<index]), String(characters[(index + pattern.count)...]))
    }
    return nil
  }
}
