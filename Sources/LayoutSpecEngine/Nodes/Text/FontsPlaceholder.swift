// PLACEHOLDER until the `fonts` helper's OpenType reader lands on main: the same API, with
// the text model's widths (half an em per scalar, an em for wide ones). Deleted at the merge.

public struct FontError: Error, Hashable, Sendable { public var message: String }
public struct FontAxis: Hashable, Sendable {
  public var tag: String
  public var minimum, defaultValue, maximum: Double
}
public struct FontVerticalMetrics: Hashable, Sendable {
  public var ascender, descender, lineGap: Double
}
public struct ShapedGlyph: Hashable, Sendable {
  public var glyph: UInt16
  public var cluster: Int
  public var advance: Double
}
public struct ShapingOptions: Hashable, Sendable {
  public var kerning = true
  public var ligatures = true
  public var tracking = true
  public init() {}
}
public struct OpenTypeFont: Sendable {
  public static func faces(in bytes: [UInt8]) throws(FontError) -> [OpenTypeFont] {
    guard bytes.count >= 12, bytes[0] == 0 || bytes[0] == 0x4F || bytes[0] == 0x74 else {
      throw FontError(message: "not an OpenType or TrueType font")
    }
    return [OpenTypeFont()]
  }
  public var postScriptName = "Placeholder"
  public var fullName = "Placeholder"
  public var familyName = "Placeholder"
  public var unitsPerEm = 2048
  public var axes: [FontAxis] = []
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { true }
  public func verticalMetrics(pointSize: Double, variations: [String: Double] = [:])
    -> FontVerticalMetrics
  {
    FontVerticalMetrics(
      ascender: pointSize * 1901 / 2048, descender: -pointSize * 483 / 2048, lineGap: 0)
  }
  public func shape(
    _ scalars: [Unicode.Scalar], pointSize: Double, variations: [String: Double] = [:],
    options: ShapingOptions = ShapingOptions()
  ) -> [ShapedGlyph] {
    scalars.enumerated().map { index, scalar in
      ShapedGlyph(
        glyph: 1, cluster: index,
        advance: Double(TextTokens.advance(of: Character(scalar))) * pointSize / 2)
    }
  }
}
