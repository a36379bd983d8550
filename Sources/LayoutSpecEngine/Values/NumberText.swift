// A number's text, the one rule every output follows: integral values without `.0`,
// others in their shortest round-trip form, `-0` as `0`, exponents as `Double.description`
// writes them. Messages, the style dump and the size syntax print non-finite values by
// name (`inf`, `-inf`, `nan`); the outputs that are read back write this text through
// LayoutSpecFormat's NumberFormat, which is faster for frames and has no text for a
// non-finite value. Here because the reader and the writers both depend on the engine.

public enum NumberText {
  public static func shortest(_ value: Double) -> String {
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value.isNaN { return "nan" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
