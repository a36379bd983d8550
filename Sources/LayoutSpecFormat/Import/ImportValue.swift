// What an expression of layout code evaluates to while `import` reads a method: numbers
// (possibly computed from `constrainedSize`), Texture's value types, fonts, attributed
// strings, elements and arrays of them, or `unknown` with what it was, for the warning.

import LayoutSpecEngine

/// A number, folded where it is known; one that reads the constrained size stays a formula,
/// written as a `"= ..."` expression (docs/format.md 3.10).
indirect enum Formula: Hashable, Sendable {
  case value(Double)
  /// `min.width` ... `max.height`, `safeArea.top` ... `safeArea.right`.
  case side(String)
  case negate(Formula)
  case binary(Character, Formula, Formula)
  /// `min(a, b)`, `max(a, b)`.
  case function(String, Formula, Formula)
  /// `floor(a)`, `ceil(a)`, `round(a)`.
  case rounding(String, Formula)

  var constant: Double? {
    if case .value(let value) = self { return value }
    return nil
  }

  static func operation(_ op: Character, _ a: Formula, _ b: Formula) -> Formula {
    if let x = a.constant, let y = b.constant {
      switch op {
      case "+": return .value(x + y)
      case "-": return .value(x - y)
      case "*": return .value(x * y)
      default: return .value(x / y)
      }
    }
    return .binary(op, a, b)
  }

  static func call(_ name: String, _ a: Formula, _ b: Formula) -> Formula {
    if let x = a.constant, let y = b.constant {
      return .value(name == "min" ? Double.minimum(x, y) : Double.maximum(x, y))
    }
    return .function(name, a, b)
  }

  /// The expression's text after `= `, with the parentheses its precedence needs.
  var text: String { text(context: 0) }

  private var precedence: Int {
    switch self {
    case .binary(let op, _, _): return op == "+" || op == "-" ? 1 : 2
    case .negate: return 3
    case .value(let v) where v < 0: return 3
    default: return 4
    }
  }

  private func text(context: Int) -> String {
    let result: String
    switch self {
    case .value(let value): result = NumberFormat.json(value)
    case .side(let side): result = side
    case .negate(let inner): result = "-" + inner.text(context: 4)
    case .binary(let op, let a, let b):
      let p = precedence
      result = a.text(context: p) + " \(op) " + b.text(context: p + 1)
    case .function(let name, let a, let b):
      result = "\(name)(\(a.text(context: 0)), \(b.text(context: 0)))"
    case .rounding(let name, let a):
      result = "\(name)(\(a.text(context: 0)))"
    }
    return precedence < context ? "(" + result + ")" : result
  }
}

/// An ASDimension.
enum DimensionValue: Hashable, Sendable {
  case auto
  case points(Formula)
  case fraction(Formula)
}

/// A UIFont as the description says it: `system` or a name, a size or a text style, a weight.
struct FontValue: Hashable, Sendable {
  var name: String?
  var size: Formula?
  var textStyle: String?
  var weight: String?
  /// `italicSystemFontOfSize:`: SF's italic (`italic: true` on a text).
  var italic = false
}

/// An array that `addObject:` and `append` change: shared by every name that holds it.
final class ImportArray {
  var items: [ImportValue]
  init(_ items: [ImportValue]) { self.items = items }
}

indirect enum ImportValue {
  case number(Formula)
  /// A string literal; `source` is the app data a placeholder stands for.
  case string(String, source: String?)
  case bool(Bool)
  /// An enum or option constant: Objective-C's full name or Swift's case (`.center`).
  case constant(String)
  /// Options combined with `|` or a Swift option set.
  case options([String])
  case dimension(DimensionValue)
  case size(Formula, Formula)
  case layoutSize(DimensionValue, DimensionValue)
  case point(Formula, Formula)
  /// top, left, bottom, right.
  case insets(Formula, Formula, Formula, Formula)
  case element(ImportElement)
  case array(ImportArray)
  case font(FontValue)
  /// An `NSAttributedString`: runs of text with their attributes.
  case attributedText(ImportAttributedString)
  /// An `NSMutableParagraphStyle`.
  case paragraphStyle(ImportParagraphStyle)
  /// An `NSRange`: location and length, in UTF-16 code units.
  case range(Formula, Formula)
  case dictionary([(ImportValue, ImportValue)])
  /// `constrainedSize`, and its `min` or `max`.
  case sizeRange
  case rangeSide(String)
  case closure([String], [SourceStatement])
  /// A `UIImage` of a known point size, or the `UIGraphicsImageRenderer` that draws it: the
  /// blank image `export` writes where the app's image goes.
  case image(Formula, Formula)
  /// An element's `style` (`styledWithBlock:`'s parameter, `node.style` held in a local).
  case style(ImportElement)
  case null
  /// What the code computes from something the description cannot know: said in warnings.
  case unknown(String)

  var formula: Formula? {
    switch self {
    case .number(let formula): return formula
    case .bool(let flag): return .value(flag ? 1 : 0)
    case .dimension(.points(let formula)): return formula
    default: return nil
    }
  }

  var element: ImportElement? {
    if case .element(let element) = self { return element }
    return nil
  }

  /// The elements of an array, or of one element.
  var elements: [ImportElement]? {
    switch self {
    case .element(let element): return [element]
    case .array(let array): return array.items.compactMap(\.element)
    case .null: return []
    default: return nil
    }
  }

  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }

  /// For a message: what the value is.
  var summary: String {
    switch self {
    case .unknown(let what): return what
    case .number(let f): return f.constant.map(NumberText.shortest) ?? "= " + f.text
    case .string(let s, _): return "\"\(s)\""
    case .element(let e): return e.type
    case .constant(let c): return c
    case .attributedText(let text): return "an attributed string \"\(text.string.prefix(40))\""
    case .paragraphStyle: return "a paragraph style"
    case .dictionary: return "a dictionary"
    case .font: return "a font"
    case .range(let location, let length):
      return "{\(ImportValue.number(location).summary), \(ImportValue.number(length).summary)}"
    default: return "a value"
    }
  }
}
