// `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif` in both languages: the code of the
// branch the condition picks is kept, the rest dropped before anything else reads the file,
// so that `#if DEBUG_LAYOUT ... #endif` (0 in the file) adds nothing to the layout. The
// headers given (`.h`) define their names for every file. A condition on a name no file
// given defines (`#if DEBUG`, a flag from a header not given) keeps its first branch, with
// a warning, and the name keeps the value that took it: after `#if !YOGA_LAYOUT` reads its
// first branch, `#if YOGA_LAYOUT` further on is false, so that one file is never read as
// both.

enum Preprocessor {
  /// The tokens of the branches taken, the warnings, and the names defined at the end.
  static func filter(_ tokens: SourceTokens, defines given: [String: String] = [:]) -> (
    SourceTokens, [(SourcePosition, String)], [String: String]
  ) {
    var defines = given
    /// The names no file defines, with the value the first condition on them took.
    var assumed: [String: Bool] = [:]
    var warnings: [(SourcePosition, String)] = []
    /// Per open `#if`: whether the current branch is kept, and whether a branch was taken.
    var stack: [(keeping: Bool, taken: Bool)] = []
    var kept: [SourceToken] = []
    kept.reserveCapacity(tokens.tokens.count)
    var keeping: Bool { stack.allSatisfy(\.keeping) }
    for (index, token) in tokens.tokens.enumerated() {
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
        case "ifdef": value = defines[rest] != nil ? true : assumed[rest]
        case "ifndef": value = defines[rest] != nil ? false : assumed[rest].map { !$0 }
        default: value = evaluate(rest, defines, assumed)
        }
        // An include guard (`#ifndef CELL_H` then `#define CELL_H`) asks nothing.
        let next = index + 1 < tokens.tokens.count ? tokens.tokens[index + 1] : nil
        let isGuard =
          keyword == "ifndef" && next?.kind == .directive
          && next?.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).prefix(2)
            == ["define", Substring(rest)]
        if value == nil, keeping, !isGuard {
          warnings.append(
            (
              token.position,
              "#\(keyword) \(rest): not defined in the files given; the first branch is read"
            ))
          switch keyword {
          case "ifdef": assumed[rest] = true
          case "ifndef": assumed[rest] = false
          default: assume(rest, true, defines, &assumed)
          }
        }
        let keep = value ?? true
        stack.append((keep, keep))
      case "elif", "else":
        guard let last = stack.popLast() else { continue }
        let value = keyword == "else" ? true : (evaluate(rest, defines, assumed) ?? false)
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
    return (result, warnings, defines)
  }

  /// Records the values of the unknown names that make `text` come out `value`, where the
  /// condition says them: `NAME`, `!NAME`, `defined(NAME)`, `A && B` true.
  static func assume(
    _ text: String, _ value: Bool, _ defines: [String: String], _ assumed: inout [String: Bool],
    depth: Int = 0
  ) {
    let condition = text.trimmingSpaces
    guard depth < 16, !condition.isEmpty else { return }
    if value, splitOnce(condition, "||") == nil, let (left, right) = splitOnce(condition, "&&") {
      assume(left, true, defines, &assumed, depth: depth + 1)
      assume(right, true, defines, &assumed, depth: depth + 1)
      return
    }
    if condition.hasPrefix("!") {
      assume(String(condition.dropFirst()), !value, defines, &assumed, depth: depth + 1)
      return
    }
    if condition.hasPrefix("("), condition.hasSuffix(")") {
      assume(String(condition.dropFirst().dropLast()), value, defines, &assumed, depth: depth + 1)
      return
    }
    var name = condition
    if condition.hasPrefix("defined") {
      name = condition.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" && $0 != " " }
    }
    let isName =
      !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      && name.first?.isNumber == false
    if isName, defines[name] == nil, assumed[name] == nil { assumed[name] = value }
  }

  /// A condition's value when every name in it is known: `0`, `1`, `NAME`, `!NAME`,
  /// `defined(NAME)`, `A && B`, `A || B`; nil otherwise.
  static func evaluate(
    _ text: String, _ defines: [String: String], _ assumed: [String: Bool] = [:], depth: Int = 0
  ) -> Bool? {
    let condition = text.trimmingSpaces
    guard depth < 16, !condition.isEmpty else { return nil }
    if let (left, right) = splitOnce(condition, "||") {
      let a = evaluate(left, defines, assumed, depth: depth + 1)
      let b = evaluate(right, defines, assumed, depth: depth + 1)
      if a == true || b == true { return true }
      return a == false && b == false ? false : nil
    }
    if let (left, right) = splitOnce(condition, "&&") {
      let a = evaluate(left, defines, assumed, depth: depth + 1)
      let b = evaluate(right, defines, assumed, depth: depth + 1)
      if a == false || b == false { return false }
      return a == true && b == true ? true : nil
    }
    if condition.hasPrefix("!") {
      return evaluate(String(condition.dropFirst()), defines, assumed, depth: depth + 1).map { !$0 }
    }
    if condition.hasPrefix("("), condition.hasSuffix(")") {
      return evaluate(String(condition.dropFirst().dropLast()), defines, assumed, depth: depth + 1)
    }
    if condition.hasPrefix("defined") {
      let name = condition.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" && $0 != " " }
      return defines[name] != nil ? true : assumed[name]
    }
    if let number = Double(condition) { return number != 0 }
    if let value = defines[condition] {
      return value.isEmpty ? true : evaluate(value, defines, assumed, depth: depth + 1)
    }
    return assumed[condition]
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
