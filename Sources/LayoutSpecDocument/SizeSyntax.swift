// The SIZE syntax of docs/cli.md (`--size` and the envelope's `sizes`): `WIDTHxHEIGHT`, each
// axis `N` (exactly N), `MIN...MAX` (MAX may be `inf`), or `any` or `*` (`0...inf`). An
// ASSizeRange. `any` is there because a shell expands an unquoted `*` (zsh refuses
// `375x*` outright with "no matches found"). A device's name stands for its numbers
// (DeviceSize.swift), and `@CATEGORY` after either names the Dynamic Type content size
// (`iphone-se-1@accessibilityXLarge`; spaces around `@` are allowed).

import LayoutSpecEngine

/// Why a SIZE did not parse: a sentence for a human, naming the offending part.
public struct SizeSyntaxError: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}

/// A SIZE as written: its range, the device it names, and the content size after `@`.
public struct NamedSize: Sendable, Hashable {
  public var range: SizeRange
  /// The device the SIZE names, if it names one.
  public var device: DeviceSize?
  /// The content size category after `@`; nil where none is written.
  public var contentSize: ContentSizeCategory?

  public init(
    range: SizeRange, device: DeviceSize? = nil, contentSize: ContentSizeCategory? = nil
  ) {
    self.range = range
    self.device = device
    self.contentSize = contentSize
  }

  /// How results name it: the device's name or the range's numbers, then `@CATEGORY` when
  /// one is set (`iphone-15`, `375x*`, `iphone-se-1@accessibilityXLarge`).
  public var label: String {
    (device?.name ?? SizeSyntax.describe(range)) + (contentSize.map { "@" + $0.rawValue } ?? "")
  }
}

public enum SizeSyntax {
  static let expected =
    "expected WIDTHxHEIGHT, each axis N, MIN...MAX or any (such as 375x667 or 375xany)"

  /// `375x667`, `iphone-15`, `375x*@xxxLarge`: the range, with the device and content size
  /// it names.
  public static func parseNamed(_ text: String) -> Result<NamedSize, SizeSyntaxError> {
    var sizeText = text
    var contentSize: ContentSizeCategory?
    if text.firstIndex(of: "@") != text.lastIndex(of: "@") {
      return .failure(
        SizeSyntaxError(
          "invalid size '\(text)': '@' comes once, before the one content size "
            + "(such as iphone-se-1@accessibilityXLarge)"))
    }
    if let at = text.lastIndex(of: "@") {
      let name = trimmed(text[text.index(after: at)...])
      guard let category = ContentSizeCategory.named(name) else {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        let hint = DidYouMean.hint(for: name, among: names)
        return .failure(
          SizeSyntaxError(
            "invalid size '\(text)': unknown content size '\(name)'\(hint) (one of "
              + names.joined(separator: ", ") + ")"))
      }
      contentSize = category
      sizeText = trimmed(text[..<at])
    }
    let named: Result<NamedSize, SizeSyntaxError>
    if let device = DeviceSize.parse(sizeText) {
      named = device.map { NamedSize(range: $0.range, device: $0, contentSize: contentSize) }
    } else {
      named = parseRange(sizeText).map { NamedSize(range: $0, contentSize: contentSize) }
    }
    // A message quotes the SIZE as written, its `@CATEGORY` too.
    return named.mapError { error in
      let quoted = "invalid size '\(sizeText)'"
      guard sizeText != text, error.message.hasPrefix(quoted) else { return error }
      return SizeSyntaxError("invalid size '\(text)'" + error.message.dropFirst(quoted.count))
    }
  }

  /// A SIZE that gives only a range: a device's name is taken, a content size is not.
  public static func parse(_ text: String) -> Result<SizeRange, SizeSyntaxError> {
    switch parseNamed(text) {
    case .success(let named) where named.contentSize != nil:
      return .failure(
        SizeSyntaxError("invalid size '\(text)': a content size ('@...') is not taken here"))
    case .success(let named): return .success(named.range)
    case .failure(let error): return .failure(error)
    }
  }

  /// `text` without the spaces around it.
  static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// `375x667`, `375x*`, `0...320x0...inf` as a size range.
  static func parseRange(_ text: String) -> Result<SizeRange, SizeSyntaxError> {
    let separators = text.indices.filter { text[$0] == "x" || text[$0] == "X" }
    guard separators.count == 1, let separator = separators.first else {
      return .failure(SizeSyntaxError("invalid size '\(text)': \(expected)"))
    }
    let widthText = text[text.startIndex..<separator]
    let heightText = text[text.index(after: separator)...]
    let width: (min: Double, max: Double)
    let height: (min: Double, max: Double)
    switch parseAxis(widthText, axis: "width", in: text) {
    case .success(let range): width = range
    case .failure(let error): return .failure(error)
    }
    switch parseAxis(heightText, axis: "height", in: text) {
    case .success(let range): height = range
    case .failure(let error): return .failure(error)
    }
    return .success(
      SizeRange(
        min: Size(width: width.min, height: height.min),
        max: Size(width: width.max, height: height.max)))
  }

  /// The SIZE text of a range: `375x667`, `375x*`, `0...320x10...inf`.
  public static func describe(_ range: SizeRange) -> String {
    describeAxis(range.min.width, range.max.width) + "x"
      + describeAxis(range.min.height, range.max.height)
  }

  private static func describeAxis(_ min: Double, _ max: Double) -> String {
    if min == max { return NumberText.shortest(min) }
    if min == 0 && max == .infinity { return "*" }
    return NumberText.shortest(min) + "..." + NumberText.shortest(max)
  }

  private static func parseAxis(
    _ text: Substring, axis: String, in whole: String
  ) -> Result<(min: Double, max: Double), SizeSyntaxError> {
    if text.isEmpty {
      return .failure(
        SizeSyntaxError("invalid size '\(whole)': the \(axis) is missing; \(expected)"))
    }
    if text == "*" || text.lowercased() == "any" { return .success((0, .infinity)) }
    if let dots = rangeOfDots(in: text) {
      let minText = text[text.startIndex..<dots.lowerBound]
      let maxText = text[dots.upperBound...]
      let min: Double
      switch parseNumber(minText, axis: axis, part: "minimum", in: whole) {
      case .success(let value): min = value
      case .failure(let error): return .failure(error)
      }
      let max: Double
      if maxText == "inf" {
        max = .infinity
      } else {
        switch parseNumber(maxText, axis: axis, part: "maximum", in: whole) {
        case .success(let value): max = value
        case .failure(let error): return .failure(error)
        }
      }
      if min > max {
        return .failure(
          SizeSyntaxError(
            "invalid size '\(whole)': the \(axis)'s minimum \(NumberText.shortest(min)) is larger than its maximum \(NumberText.shortest(max))"
          ))
      }
      return .success((min, max))
    }
    if text == "inf" {
      return .failure(
        SizeSyntaxError(
          "invalid size '\(whole)': an exact \(axis) cannot be 'inf'; write 0...inf or * for an unbounded \(axis)"
        ))
    }
    switch parseNumber(text, axis: axis, part: nil, in: whole) {
    case .success(let value): return .success((value, value))
    case .failure(let error): return .failure(error)
    }
  }

  /// The first `...` in `text`.
  private static func rangeOfDots(in text: Substring) -> Range<Substring.Index>? {
    var index = text.startIndex
    while index != text.endIndex {
      if text[index...].hasPrefix("...") {
        return index..<text.index(index, offsetBy: 3)
      }
      index = text.index(after: index)
    }
    return nil
  }

  private static func parseNumber(
    _ text: Substring, axis: String, part: String?, in whole: String
  ) -> Result<Double, SizeSyntaxError> {
    let what = part.map { "the \(axis)'s \($0)" } ?? "the \(axis)"
    if text == "inf" {
      return .failure(
        SizeSyntaxError("invalid size '\(whole)': \(what) cannot be 'inf'; only a maximum can"))
    }
    guard let value = DecimalText.parse(text) else {
      if text.contains("..") {
        return .failure(
          SizeSyntaxError(
            "invalid size '\(whole)': a range is written with three dots, "
              + "'\(text.split(separator: "..", omittingEmptySubsequences: false).joined(separator: "..."))'"
          ))
      }
      if text.isEmpty {
        return .failure(SizeSyntaxError("invalid size '\(whole)': \(what) is missing; \(expected)"))
      }
      return .failure(
        SizeSyntaxError("invalid size '\(whole)': \(what) '\(text)' is not a number; \(expected)"))
    }
    if value < 0 {
      return .failure(
        SizeSyntaxError("invalid size '\(whole)': \(what) cannot be negative (\(text))"))
    }
    return .success(value == 0 ? 0 : value)
  }
}
