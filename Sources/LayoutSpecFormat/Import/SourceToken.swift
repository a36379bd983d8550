// `layoutspec import` reads Objective-C and Swift layout code (docs/import.md). This is the
// first step: the text as tokens, each with its line and column. Not a compiler's lexer:
// enough of both languages for the statements `layoutSpecThatFits:` and `init` are written
// in, and nothing that can fail on other code (an unknown character is a token of its own).

/// Where a token starts: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Hashable, Sendable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}

struct SourceToken: Sendable {
  enum Kind: UInt8, Sendable {
    /// A name or a keyword (`self`, `return`, `ASStackLayoutSpec`).
    case identifier
    /// An Objective-C `@` keyword (`@interface`), the text without `@`.
    case atKeyword
    case number
    /// A string literal's content, escapes decoded: `@"..."`, `"..."`, Swift's `"""`.
    case string
    /// Punctuation: `{`, `->`, `@[`, `==`, ... (one token per operator).
    case punctuation
    /// A preprocessor line (`#define A 4`), the text after `#`, continuations joined.
    case directive
  }

  var kind: Kind
  var text: String
  var position: SourcePosition
  /// A Swift string with `\(...)` in it: its text has the literal parts only.
  var interpolated = false
  /// Whether space, a line break or a comment came before it (`x?.y` against `c ? .a : .b`).
  var spaced = true

  func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
  func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}

/// One source file as tokens, with the comments kept apart (the line comment ending a line is
/// what `export` writes a subnode's content in).
struct SourceTokens: Sendable {
  var file: String
  var tokens: [SourceToken]
  /// The `//` comment at the end of each line that has one, by line.
  var lineComments: [Int: String]
  /// A string or comment that does not end: reading stops there with this error.
  var error: (SourcePosition, String)?
}
