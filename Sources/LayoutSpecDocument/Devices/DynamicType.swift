// Dynamic Type: the content size category a person picks in Settings, and the point size,
// leading and weight of each text style at each category (UIFont.preferredFont(forTextStyle:
// compatibleWith:)), the one table the decoder, `--content-size` and the docs read.
//
// Source: Apple's Human Interface Guidelines, "Typography" > Specifications > "iOS, iPadOS
// Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
// (https://developer.apple.com/design/human-interface-guidelines/typography): one table per
// category (xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 to AX5),
// a row per style with its weight, size and leading in points. The text engine measures a
// line by the font's own metrics (docs/text.md), as TextKit does with a preferred font, so
// the leading is kept here for reference and the size and weight are what a layout reads.

/// UIContentSizeCategory: the text size a person chose, `large` by default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXXLarge
  case accessibilityXXXLarge

  /// The name of its table in the Human Interface Guidelines (`AX1` for
  /// accessibilityMedium ... `AX5`), also accepted as a spelling.
  public var guidelinesName: String {
    switch self {
    case .xSmall: return "xSmall"
    case .small: return "Small"
    case .medium: return "Medium"
    case .large: return "Large"
    case .xLarge: return "xLarge"
    case .xxLarge: return "xxLarge"
    case .xxxLarge: return "xxxLarge"
    case .accessibilityMedium: return "AX1"
    case .accessibilityLarge: return "AX2"
    case .accessibilityXLarge: return "AX3"
    case .accessibilityXXLarge: return "AX4"
    case .accessibilityXXXLarge: return "AX5"
    }
  }

  /// UIKit's name (`UIContentSizeCategory.extraSmall`), also accepted as a spelling.
  public var uiKitName: String {
    switch self {
    case .xSmall: return "extraSmall"
    case .small: return "small"
    case .medium: return "medium"
    case .large: return "large"
    case .xLarge: return "extraLarge"
    case .xxLarge: return "extraExtraLarge"
    case .xxxLarge: return "extraExtraExtraLarge"
    case .accessibilityMedium: return "accessibilityMedium"
    case .accessibilityLarge: return "accessibilityLarge"
    case .accessibilityXLarge: return "accessibilityExtraLarge"
    case .accessibilityXXLarge: return "accessibilityExtraExtraLarge"
    case .accessibilityXXXLarge: return "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The category spelled `text`: its name, UIKit's or the guidelines' (`AX3`), ignoring
  /// case, `-` and `_`.
  public static func named(_ text: String) -> ContentSizeCategory? {
    let key = normalized(text)
    return allCases.first { category in
      [category.rawValue, category.uiKitName, category.guidelinesName].contains {
        normalized($0) == key
      }
    }
  }

  private static func normalized(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" }))
  }

  /// Each text style's size and leading at this category, in `TextStyle.allCases` order.
  public var textStyleMetrics: [TextStyleMetrics] { Self.metrics[ordinal] }

  /// Its place in `allCases`.
  var ordinal: Int {
    switch self {
    case .xSmall: return 0
    case .small: return 1
    case .medium: return 2
    case .large: return 3
    case .xLarge: return 4
    case .xxLarge: return 5
    case .xxxLarge: return 6
    case .accessibilityMedium: return 7
    case .accessibilityLarge: return 8
    case .accessibilityXLarge: return 9
    case .accessibilityXXLarge: return 10
    case .accessibilityXXXLarge: return 11
    }
  }

  /// The guidelines' rows of every category, made once: a styled text reads one per node.
  private static let metrics = allCases.map(\.publishedMetrics)

  /// The guidelines' table of this category: (size, leading) per style.
  private var publishedMetrics: [TextStyleMetrics] {
    let rows: [(Double, Double)]
    switch self {
    case .xSmall:
      rows = [
        (31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16),
        (12, 16), (11, 13), (11, 13),
      ]
    case .small:
      rows = [
        (32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18),
        (12, 16), (11, 13), (11, 13),
      ]
    case .medium:
      rows = [
        (33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19),
        (12, 16), (11, 13), (11, 13),
      ]
    case .large:
      rows = [
        (34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20),
        (13, 18), (12, 16), (11, 13),
      ]
    case .xLarge:
      rows = [
        (36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22),
        (15, 20), (14, 19), (13, 18),
      ]
    case .xxLarge:
      rows = [
        (38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24),
        (17, 22), (16, 21), (15, 20),
      ]
    case .xxxLarge:
      rows = [
        (40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28),
        (19, 24), (18, 23), (17, 22),
      ]
    case .accessibilityMedium:
      rows = [
        (44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31),
        (23, 29), (22, 28), (20, 25),
      ]
    case .accessibilityLarge:
      rows = [
        (48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37),
        (27, 33), (26, 32), (24, 30),
      ]
    case .accessibilityXLarge:
      rows = [
        (52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43),
        (33, 40), (32, 39), (29, 35),
      ]
    case .accessibilityXXLarge:
      rows = [
        (56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50),
        (38, 46), (37, 44), (34, 41),
      ]
    case .accessibilityXXXLarge:
      rows = [
        (60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58),
        (44, 52), (43, 51), (40, 48),
      ]
    }
    return rows.map { TextStyleMetrics(size: $0.0, leading: $0.1) }
  }
}

/// A text style's size and leading at one content size category, in points.
public struct TextStyleMetrics: Sendable, Hashable {
  public var size: Double
  public var leading: Double
}

/// UIFont.TextStyle: the styles `fontSize` may name.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The `wght` of its weight in the guidelines' tables, the same at every category:
  /// Semibold for headline, Regular for the others.
  public var weight: Double {
    switch self {
    case .headline: return 600
    case .largeTitle, .title1, .title2, .title3, .body, .callout, .subheadline, .footnote,
      .caption1, .caption2:
      return 400
    }
  }

  /// Its size and leading at `category`.
  public func metrics(at category: ContentSizeCategory) -> TextStyleMetrics {
    category.textStyleMetrics[ordinal]
  }

  /// Its place in `allCases`.
  var ordinal: Int {
    switch self {
    case .largeTitle: return 0
    case .title1: return 1
    case .title2: return 2
    case .title3: return 3
    case .headline: return 4
    case .body: return 5
    case .callout: return 6
    case .subheadline: return 7
    case .footnote: return 8
    case .caption1: return 9
    case .caption2: return 10
    }
  }
}
