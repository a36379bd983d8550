// Numbers as people read them in messages, the style dump and size syntax: integral values
// without `.0`, others in their shortest round-trip form, `inf`/`-inf`/`nan` by name.
// One function, here because the reader and the writers both depend on the engine.

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
