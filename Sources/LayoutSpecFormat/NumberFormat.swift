// One number format for every output: the shortest text that reads back as the same
// Double, without Swift's `.0` on integral values, `-0` as `0`, and exponents as JSON
// writes them. Non-finite values have no JSON form; callers print them as `null`.

public enum NumberFormat {
  /// `375`, `0.5`, `0.30000000000000004`, `1e+21`; NaN and infinities give nil.
  public static func string(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// As `string(_:)`, with `null` for a non-finite value.
  public static func json(_ value: Double) -> String {
    string(value) ?? "null"
  }
}
