import LayoutSpecEngine

// Texture's spelling of every constant and constructor `export` writes, in Objective-C and
// in Swift, from the headers in Source/Layout: ASStackLayoutDefines.h, ASStackLayoutSpec.h,
// ASInsetLayoutSpec.h, ASOverlayLayoutSpec.h, ASBackgroundLayoutSpec.h, ASCenterLayoutSpec.h,
// ASRelativeLayoutSpec.h, ASRatioLayoutSpec.h, ASAbsoluteLayoutSpec.h, ASCornerLayoutSpec.h,
// ASLayoutSpec.h (wrapper), ASDimension.h.
//
// Texture has no NS_SWIFT_NAME in Source/, so the Swift names are what the ClangImporter
// makes of the Objective-C ones:
// - an NS_ENUM or NS_OPTIONS constant loses the prefix its type's constants share and its
//   first word is lower-cased, unless the whole rest is capitals (`ASCenterLayoutSpecCenteringXY`
//   is `.XY`, as examples/LayoutSpecExamples-Swift writes it);
// - an NS_OPTIONS constant whose value is 0 (`...CenteringNone`, `...SizingOptionDefault`)
//   is the empty set `[]` in Swift;
// - a class factory `+stackLayoutSpecWithDirection:...` whose first words repeat the end of
//   the class name becomes an initializer, `ASStackLayoutSpec(direction:...)`; where they do
//   not (`+relativePositionLayoutSpecWith...`, `+wrapperWithLayoutElement:`), the class's
//   `-initWith...:` is used instead, in both languages.

/// One constant: its Objective-C name and its Swift spelling.
struct TextureConstant: Hashable, Sendable {
  var objc: String
  var swift: String

  /// An NS_ENUM constant: `prefix + suffix` in ObjC, `.suffix` with its first word lower-cased
  /// in Swift.
  static func enumCase(_ prefix: String, _ suffix: String) -> TextureConstant {
    TextureConstant(objc: prefix + suffix, swift: "." + swiftCaseName(suffix))
  }

  /// An NS_OPTIONS constant; the one whose value is 0 is `[]` in Swift.
  static func option(_ prefix: String, _ suffix: String, isEmpty: Bool) -> TextureConstant {
    TextureConstant(objc: prefix + suffix, swift: isEmpty ? "[]" : "." + swiftCaseName(suffix))
  }

  /// `SpaceBetween` -> `spaceBetween`, `MinimumXY` -> `minimumXY`, `XY` -> `XY`.
  private static func swiftCaseName(_ suffix: String) -> String {
    if suffix.allSatisfy(\.isUppercase) { return suffix }
    return suffix.prefix(1).lowercased() + suffix.dropFirst()
  }
}

enum TextureAPI {
  static func direction(_ value: StackLayoutDirection) -> TextureConstant {
    .enumCase("ASStackLayoutDirection", value == .horizontal ? "Horizontal" : "Vertical")
  }

  static func justifyContent(_ value: StackLayoutJustifyContent) -> TextureConstant {
    let suffix: String
    switch value {
    case .start: suffix = "Start"
    case .center: suffix = "Center"
    case .end: suffix = "End"
    case .spaceBetween: suffix = "SpaceBetween"
    case .spaceAround: suffix = "SpaceAround"
    }
    return .enumCase("ASStackLayoutJustifyContent", suffix)
  }

  static func alignItems(_ value: StackLayoutAlignItems) -> TextureConstant {
    let suffix: String
    switch value {
    case .start: suffix = "Start"
    case .end: suffix = "End"
    case .center: suffix = "Center"
    case .stretch: suffix = "Stretch"
    case .baselineFirst: suffix = "BaselineFirst"
    case .baselineLast: suffix = "BaselineLast"
    case .notSet: suffix = "NotSet"
    }
    return .enumCase("ASStackLayoutAlignItems", suffix)
  }

  static func alignSelf(_ value: StackLayoutAlignSelf) -> TextureConstant {
    let suffix: String
    switch value {
    case .auto: suffix = "Auto"
    case .start: suffix = "Start"
    case .end: suffix = "End"
    case .center: suffix = "Center"
    case .stretch: suffix = "Stretch"
    }
    return .enumCase("ASStackLayoutAlignSelf", suffix)
  }

  static func flexWrap(_ value: StackLayoutFlexWrap) -> TextureConstant {
    .enumCase("ASStackLayoutFlexWrap", value == .wrap ? "Wrap" : "NoWrap")
  }

  static func alignContent(_ value: StackLayoutAlignContent) -> TextureConstant {
    let suffix: String
    switch value {
    case .start: suffix = "Start"
    case .end: suffix = "End"
    case .center: suffix = "Center"
    case .spaceBetween: suffix = "SpaceBetween"
    case .spaceAround: suffix = "SpaceAround"
    case .stretch: suffix = "Stretch"
    }
    return .enumCase("ASStackLayoutAlignContent", suffix)
  }

  static func horizontalAlignment(_ value: HorizontalAlignment) -> TextureConstant {
    let suffix: String
    switch value {
    case .none: suffix = "None"
    case .left: suffix = "Left"
    case .middle: suffix = "Middle"
    case .right: suffix = "Right"
    }
    return .enumCase("ASHorizontalAlignment", suffix)
  }

  static func verticalAlignment(_ value: VerticalAlignment) -> TextureConstant {
    let suffix: String
    switch value {
    case .none: suffix = "None"
    case .top: suffix = "Top"
    case .center: suffix = "Center"
    case .bottom: suffix = "Bottom"
    }
    return .enumCase("ASVerticalAlignment", suffix)
  }

  static func centeringOptions(_ value: CenterLayoutSpecCenteringOptions) -> TextureConstant {
    let suffix: String
    switch value {
    case .none: suffix = "None"
    case .x: suffix = "X"
    case .y: suffix = "Y"
    case .xy: suffix = "XY"
    }
    return .option("ASCenterLayoutSpecCentering", suffix, isEmpty: value == .none)
  }

  static func sizingOptions(_ value: CenterLayoutSpecSizingOptions) -> TextureConstant {
    let suffix: String
    switch value {
    case .default: suffix = "Default"
    case .minimumX: suffix = "MinimumX"
    case .minimumY: suffix = "MinimumY"
    case .minimumXY: suffix = "MinimumXY"
    }
    return .option("ASCenterLayoutSpecSizingOption", suffix, isEmpty: value == .default)
  }

  static func position(_ value: RelativeLayoutSpecPosition) -> TextureConstant {
    let suffix: String
    switch value {
    case .none: suffix = "None"
    case .start: suffix = "Start"
    case .center: suffix = "Center"
    case .end: suffix = "End"
    }
    return .enumCase("ASRelativeLayoutSpecPosition", suffix)
  }

  static func sizingOption(_ value: RelativeLayoutSpecSizingOption) -> TextureConstant {
    let suffix: String
    switch value {
    case .default: suffix = "Default"
    case .minimumWidth: suffix = "MinimumWidth"
    case .minimumHeight: suffix = "MinimumHeight"
    case .minimumSize: suffix = "MinimumSize"
    }
    return .option("ASRelativeLayoutSpecSizingOption", suffix, isEmpty: value == .default)
  }

  static func absoluteSizing(_ value: AbsoluteLayoutSpecSizing) -> TextureConstant {
    .enumCase("ASAbsoluteLayoutSpecSizing", value == .default ? "Default" : "SizeToFit")
  }

  static func cornerLocation(_ value: CornerLayoutLocation) -> TextureConstant {
    let suffix: String
    switch value {
    case .topLeft: suffix = "TopLeft"
    case .topRight: suffix = "TopRight"
    case .bottomLeft: suffix = "BottomLeft"
    case .bottomRight: suffix = "BottomRight"
    }
    return .enumCase("ASCornerLayoutLocation", suffix)
  }

  /// ASTextNode's `truncationMode` (an NSLineBreakMode, ASTextNode.h) for a truncation other
  /// than Texture's default; nil for `tail`, which both text nodes do without it.
  static func truncationMode(_ value: TextTruncation) -> TextureConstant? {
    switch value {
    case .tail: return nil
    case .head:
      return TextureConstant(objc: "NSLineBreakByTruncatingHead", swift: ".byTruncatingHead")
    case .middle:
      return TextureConstant(objc: "NSLineBreakByTruncatingMiddle", swift: ".byTruncatingMiddle")
    case .clip: return TextureConstant(objc: "NSLineBreakByClipping", swift: ".byClipping")
    }
  }

  /// An ASDimension as its constructor from ASDimension.h, the same call in both languages:
  /// `number` spells a number and `string` a string literal in the language of the file
  /// (`"50%"` in Swift, `@"50%"` in Objective-C).
  static func dimension(
    _ dimension: ExportDimension, number: (ExportNumber) -> String, string: (String) -> String
  ) -> String {
    switch dimension {
    case .auto: return "ASDimensionAuto"
    case .points(let points): return "ASDimensionMakeWithPoints(\(number(points)))"
    case .fraction(let fraction):
      if let percent = ExportPercent.percent(fraction) {
        return "ASDimensionMake(\(string(percent + "%")))"
      }
      return "ASDimensionMakeWithFraction(\(number(.literal(fraction))))"
    }
  }
}
