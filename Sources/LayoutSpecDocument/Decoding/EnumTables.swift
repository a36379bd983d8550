// The document spelling of every enum value (docs/format.md section 3.9), one table per enum.
// Matching ignores case, `-` and `_` (`space-between` = `spaceBetween`).

import LayoutSpecEngine

struct EnumTable<T: Sendable>: Sendable {
  let cases: [(name: String, value: T)]
  /// The names' UTF-8 bytes, by case: a value spelt as its name matches without a String
  /// made of it (about 200 instructions); a String's own bytes, walked by its `utf8`
  /// view, took 20 instructions a byte.
  private let nameBytes: [[UInt8]]

  /// The cases as written: kept as they are, not mapped to another array of tuples (whose
  /// type the runtime would build at first use, about 12,000 instructions per table at
  /// every start-up).
  init(_ cases: [(name: String, value: T)]) {
    self.cases = cases
    nameBytes = cases.map { Array($0.name.utf8) }
  }

  /// The names in order, for the format's key table (`DescriptionKeys`).
  var names: [String] { cases.map(\.name) }

  /// `start, center, end, spaceBetween or spaceAround`.
  var list: String {
    let names = cases.map(\.name)
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The value named by exactly these bytes; nil also where `match` may find one.
  func exactMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> T? {
    for (index, name) in nameBytes.enumerated() where name.count == bytes.count {
      if name.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return cases[index].value }
    }
    return nil
  }

  func match(_ text: String) -> T? {
    for entry in cases where entry.name == text { return entry.value }
    let key = Self.normalize(text)
    return cases.first { Self.normalize($0.name) == key }?.value
  }

  static func normalize(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" }))
  }
}

enum EnumTables {
  static let direction = EnumTable<StackLayoutDirection>([
    ("horizontal", .horizontal), ("vertical", .vertical),
  ])
  static let justifyContent = EnumTable<StackLayoutJustifyContent>([
    ("start", .start), ("center", .center), ("end", .end), ("spaceBetween", .spaceBetween),
    ("spaceAround", .spaceAround),
  ])
  static let alignItems = EnumTable<StackLayoutAlignItems>([
    ("start", .start), ("end", .end), ("center", .center), ("stretch", .stretch),
    ("baselineFirst", .baselineFirst), ("baselineLast", .baselineLast), ("notSet", .notSet),
  ])
  static let flexWrap = EnumTable<StackLayoutFlexWrap>([("noWrap", .noWrap), ("wrap", .wrap)])
  static let alignContent = EnumTable<StackLayoutAlignContent>([
    ("start", .start), ("end", .end), ("center", .center), ("spaceBetween", .spaceBetween),
    ("spaceAround", .spaceAround), ("stretch", .stretch),
  ])
  static let horizontalAlignment = EnumTable<HorizontalAlignment>([
    ("none", .none), ("left", .left), ("middle", .middle), ("right", .right),
  ])
  static let verticalAlignment = EnumTable<VerticalAlignment>([
    ("none", .none), ("top", .top), ("center", .center), ("bottom", .bottom),
  ])
  static let alignSelf = EnumTable<StackLayoutAlignSelf>([
    ("auto", .auto), ("start", .start), ("end", .end), ("center", .center),
    ("stretch", .stretch),
  ])
  static let centeringOptions = EnumTable<CenterLayoutSpecCenteringOptions>([
    ("none", .none), ("x", .x), ("y", .y), ("xy", .xy),
  ])
  static let sizingOptions = EnumTable<CenterLayoutSpecSizingOptions>([
    ("default", .default), ("minimumX", .minimumX), ("minimumY", .minimumY),
    ("minimumXY", .minimumXY),
  ])
  static let relativePosition = EnumTable<RelativeLayoutSpecPosition>([
    ("none", .none), ("start", .start), ("center", .center), ("end", .end),
  ])
  static let sizingOption = EnumTable<RelativeLayoutSpecSizingOption>([
    ("default", .default), ("minimumWidth", .minimumWidth), ("minimumHeight", .minimumHeight),
    ("minimumSize", .minimumSize),
  ])
  static let absoluteSizing = EnumTable<AbsoluteLayoutSpecSizing>([
    ("default", .default), ("sizeToFit", .sizeToFit),
  ])
  static let cornerLocation = EnumTable<CornerLayoutLocation>([
    ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
    ("bottomRight", .bottomRight),
  ])
  static let textEngine = EnumTable<TextEngine>([("textkit", .textKit), ("coretext", .coreText)])
  static let truncation = EnumTable<TextTruncation>([
    ("tail", .tail), ("head", .head), ("middle", .middle), ("clip", .clip),
  ])
  static let fontWeight = EnumTable<Double>(FontWeight.names.map { ($0.name, $0.value) })
  /// Dynamic Type's text styles; their sizes at each content size are in DynamicType.swift.
  static let textStyle = EnumTable<TextStyle>([
    ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
    ("headline", .headline), ("body", .body), ("callout", .callout),
    ("subheadline", .subheadline), ("footnote", .footnote), ("caption1", .caption1),
    ("caption2", .caption2),
  ])
}

// Each enum read from documents finds its names here (`DocumentEnum`).
extension StackLayoutDirection: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.direction }
}
extension StackLayoutJustifyContent: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.justifyContent }
}
extension StackLayoutAlignItems: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.alignItems }
}
extension StackLayoutFlexWrap: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.flexWrap }
}
extension StackLayoutAlignContent: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.alignContent }
}
extension HorizontalAlignment: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.horizontalAlignment }
}
extension VerticalAlignment: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.verticalAlignment }
}
extension StackLayoutAlignSelf: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.alignSelf }
}
extension CenterLayoutSpecCenteringOptions: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.centeringOptions }
}
extension CenterLayoutSpecSizingOptions: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.sizingOptions }
}
extension RelativeLayoutSpecPosition: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.relativePosition }
}
extension RelativeLayoutSpecSizingOption: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.sizingOption }
}
extension AbsoluteLayoutSpecSizing: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.absoluteSizing }
}
extension CornerLayoutLocation: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.cornerLocation }
}
extension TextEngine: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.textEngine }
}
extension TextTruncation: DocumentEnum {
  static var table: EnumTable<Self> { EnumTables.truncation }
}
