// swift-format-ignore-file: AlwaysUseLowerCamelCase
// A stub of Texture's (AsyncDisplayKit's) Swift API surface, as the ClangImporter presents
// Source/Layout/*.h and the node headers: signatures only, no behaviour. ExportCompileTests
// compiles it as the module `AsyncDisplayKit` and type-checks the Swift that
// `layoutspec export --swift` writes for every sample against it. Only what generated code
// may use is here; each declaration names the header it stands for.
//
// Foundation gives CGFloat, CGSize and CGPoint on Linux, as CoreGraphics does on iOS.

@_exported import Foundation

// UIKit (UIGeometry.h).
public struct UIEdgeInsets {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
}

// UIKit: UIFont.h, NSParagraphStyle.h, NSAttributedString.h's keys (Foundation on Linux
// has NSAttributedString and its Key type, not UIKit's attributes).
public enum NSLineBreakMode: Int {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
    byTruncatingMiddle
}

public final class UIFont {
  public struct Weight {
    public let rawValue: CGFloat
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
  private init() {}
  public init?(name fontName: String, size fontSize: CGFloat) { return nil }
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont()
  }
}

// UIKit: UIImage.h, UIGraphicsImageRenderer.h, UIColor.h, UIControl.h, and UIGeometry.h's
// NSValue(uiEdgeInsets:) for key-value coding.
public final class UIImage {
  public let size: CGSize
  fileprivate init(size: CGSize) { self.size = size }
}

public final class UIGraphicsImageRendererContext {
  fileprivate init() {}
}

public final class UIGraphicsImageRenderer {
  private let size: CGSize
  public init(size: CGSize) { self.size = size }
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    UIImage(size: size)
  }
}

public final class UIColor {
  private init() {}
}

open class UIControl {
  public struct State: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

extension NSValue {
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init() }
}

open class NSParagraphStyle {
  public init() {}
}

open class NSMutableParagraphStyle: NSParagraphStyle {
  public var lineSpacing: CGFloat = 0
  public var paragraphSpacing: CGFloat = 0
  public var minimumLineHeight: CGFloat = 0
  public var maximumLineHeight: CGFloat = 0
  public var paragraphSpacingBefore: CGFloat = 0
  public var lineHeightMultiple: CGFloat = 0
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

#if !canImport(Darwin)
  // Darwin's Foundation has `NSMutableAttributedString()`; Linux's takes a string.
  extension NSMutableAttributedString {
    public convenience init() { self.init(string: "") }
  }
#endif

// ASDimension.h.
public enum ASDimensionUnit: Int {
  case auto, points, fraction
}

public struct ASDimension {
  public var unit: ASDimensionUnit
  public var value: CGFloat
}

public let ASDimensionAuto = ASDimension(unit: .auto, value: 0)

public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
  ASDimension(unit: unit, value: value)
}

public func ASDimensionMake(_ dimension: String) -> ASDimension { ASDimensionAuto }

public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension {
  ASDimension(unit: .points, value: points)
}

public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension {
  ASDimension(unit: .fraction, value: fraction)
}

public struct ASLayoutSize {
  public var width: ASDimension
  public var height: ASDimension
}

public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
  ASLayoutSize(width: width, height: height)
}

public struct ASSizeRange {
  public var min: CGSize
  public var max: CGSize
}

// ASStackLayoutDefines.h.
public enum ASStackLayoutDirection: UInt8 {
  case vertical, horizontal, verticalReverse, horizontalReverse
}

public enum ASStackLayoutJustifyContent: UInt8 {
  case start, center, end, spaceBetween, spaceAround
}

public enum ASStackLayoutAlignItems: UInt8 {
  case start, end, center, stretch, baselineFirst, baselineLast, notSet
}

public enum ASStackLayoutAlignSelf: UInt8 {
  case auto, start, end, center, stretch
}

public enum ASStackLayoutFlexWrap: UInt8 {
  case noWrap, wrap
}

public enum ASStackLayoutAlignContent: UInt8 {
  case start, center, end, spaceBetween, spaceAround, stretch
}

public enum ASHorizontalAlignment: UInt8 {
  case none, left, middle, right
}

public enum ASVerticalAlignment: UInt8 {
  case none, top, center, bottom
}

// ASRelativeLayoutSpec.h, ASCenterLayoutSpec.h: NS_OPTIONS, whose 0 constant is `[]`.
public enum ASRelativeLayoutSpecPosition: UInt {
  case none, start, center, end
}

public struct ASRelativeLayoutSpecSizingOption: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1)
  public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 2)
  public static let minimumSize = ASRelativeLayoutSpecSizingOption(rawValue: 3)
}

public struct ASCenterLayoutSpecCenteringOptions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1)
  public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 2)
  public static let XY = ASCenterLayoutSpecCenteringOptions(rawValue: 3)
}

public struct ASCenterLayoutSpecSizingOptions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1)
  public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 2)
  public static let minimumXY = ASCenterLayoutSpecSizingOptions(rawValue: 3)
}

// ASAbsoluteLayoutSpec.h, ASCornerLayoutSpec.h.
public enum ASAbsoluteLayoutSpecSizing: Int {
  case `default`, sizeToFit
}

public enum ASCornerLayoutLocation: Int {
  case topLeft, topRight, bottomLeft, bottomRight
}

// ASLayoutElement.h, ASStackLayoutElement.h, ASAbsoluteLayoutElement.h.
public protocol ASLayoutElement: AnyObject {
  var style: ASLayoutElementStyle { get }
}

public final class ASLayoutElementStyle {
  public var width = ASDimensionAuto
  public var height = ASDimensionAuto
  public var minWidth = ASDimensionAuto
  public var maxWidth = ASDimensionAuto
  public var minHeight = ASDimensionAuto
  public var maxHeight = ASDimensionAuto
  public var preferredSize = CGSize.zero
  public var minSize = CGSize.zero
  public var maxSize = CGSize.zero
  public var preferredLayoutSize = ASLayoutSize(width: ASDimensionAuto, height: ASDimensionAuto)
  public var minLayoutSize = ASLayoutSize(width: ASDimensionAuto, height: ASDimensionAuto)
  public var maxLayoutSize = ASLayoutSize(width: ASDimensionAuto, height: ASDimensionAuto)
  public var spacingBefore: CGFloat = 0
  public var spacingAfter: CGFloat = 0
  public var flexGrow: CGFloat = 0
  public var flexShrink: CGFloat = 0
  public var flexBasis = ASDimensionAuto
  public var alignSelf = ASStackLayoutAlignSelf.auto
  public var ascender: CGFloat = 0
  public var descender: CGFloat = 0
  public var layoutPosition = CGPoint.zero
  public init() {}
}

// ASLayoutSpec.h and the specs.
open class ASLayoutSpec: ASLayoutElement {
  public let style = ASLayoutElementStyle()
  public var child: ASLayoutElement?
  public var children: [ASLayoutElement]?
  public init() {}
}

public final class ASWrapperLayoutSpec: ASLayoutSpec {
  @available(*, unavailable) public override init() {}
  public init(layoutElement: ASLayoutElement) {}
  public init(layoutElements: [ASLayoutElement]) {}
}

public final class ASStackLayoutSpec: ASLayoutSpec {
  public var direction = ASStackLayoutDirection.horizontal
  public var spacing: CGFloat = 0
  public var horizontalAlignment = ASHorizontalAlignment.none
  public var verticalAlignment = ASVerticalAlignment.none
  public var justifyContent = ASStackLayoutJustifyContent.start
  public var alignItems = ASStackLayoutAlignItems.stretch
  public var flexWrap = ASStackLayoutFlexWrap.noWrap
  public var alignContent = ASStackLayoutAlignContent.start
  public var lineSpacing: CGFloat = 0
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat,
    justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
    children: [ASLayoutElement]
  ) { self.init() }
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat,
    justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
    flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
    children: [ASLayoutElement]
  ) { self.init() }
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat,
    justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
    flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
    lineSpacing: CGFloat, children: [ASLayoutElement]
  ) { self.init() }
}

public final class ASInsetLayoutSpec: ASLayoutSpec {
  public var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  public convenience init(insets: UIEdgeInsets, child: ASLayoutElement) { self.init() }
}

public final class ASOverlayLayoutSpec: ASLayoutSpec {
  public var overlay: ASLayoutElement?
  public convenience init(child: ASLayoutElement, overlay: ASLayoutElement) { self.init() }
}

public final class ASBackgroundLayoutSpec: ASLayoutSpec {
  public var background: ASLayoutElement?
  public convenience init(child: ASLayoutElement, background: ASLayoutElement) { self.init() }
}

open class ASRelativeLayoutSpec: ASLayoutSpec {
  public var horizontalPosition = ASRelativeLayoutSpecPosition.none
  public var verticalPosition = ASRelativeLayoutSpecPosition.none
  public var sizingOption: ASRelativeLayoutSpecSizingOption = []
  public override init() {}
  public init(
    horizontalPosition: ASRelativeLayoutSpecPosition,
    verticalPosition: ASRelativeLayoutSpecPosition,
    sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement
  ) {}
}

public final class ASCenterLayoutSpec: ASRelativeLayoutSpec {
  public var centeringOptions: ASCenterLayoutSpecCenteringOptions = []
  public var sizingOptions: ASCenterLayoutSpecSizingOptions = []
  public convenience init(
    centeringOptions: ASCenterLayoutSpecCenteringOptions,
    sizingOptions: ASCenterLayoutSpecSizingOptions, child: ASLayoutElement
  ) { self.init() }
}

public final class ASRatioLayoutSpec: ASLayoutSpec {
  public var ratio: CGFloat = 0
  public convenience init(ratio: CGFloat, child: ASLayoutElement) { self.init() }
}

public final class ASAbsoluteLayoutSpec: ASLayoutSpec {
  public var sizing = ASAbsoluteLayoutSpecSizing.default
  public convenience init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
    self.init()
  }
  public convenience init(children: [ASLayoutElement]) { self.init() }
}

public final class ASCornerLayoutSpec: ASLayoutSpec {
  public var corner: ASLayoutElement?
  public var cornerLocation = ASCornerLayoutLocation.topRight
  public var offset = CGPoint.zero
  public var wrapsCorner = false
  public convenience init(
    child: ASLayoutElement, corner: ASLayoutElement, location: ASCornerLayoutLocation
  ) { self.init() }
}

// ASDisplayNode.h and the node classes.
open class ASDisplayNode: ASLayoutElement {
  public let style = ASLayoutElementStyle()
  public var automaticallyManagesSubnodes = false
  public var automaticallyRelayoutOnSafeAreaChanges = false
  /// ASDisplayNode.h's `@property (readonly) UIEdgeInsets safeAreaInsets`.
  public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  public init() {}
  /// NSObject's key-value coding (NSKeyValueCoding.h): ASDisplayNode is an NSObject.
  open func setValue(_ value: Any?, forKey key: String) {}
  open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
}

// ASImageNode.h.
open class ASImageNode: ASDisplayNode {
  public var image: UIImage?
}

open class ASNetworkImageNode: ASImageNode {}

open class ASVideoNode: ASNetworkImageNode {}

open class ASVideoPlayerNode: ASDisplayNode {}

open class ASEditableTextNode: ASDisplayNode {}

// ASTextNode.h, ASTextNode+Beta.h (textContainerInset, on ASTextNode only).
open class ASTextNode: ASDisplayNode {
  public var attributedText: NSAttributedString?
  public var truncationAttributedText: NSAttributedString?
  public var truncationMode = NSLineBreakMode.byWordWrapping
  public var maximumNumberOfLines: UInt = 0
  public var textContainerInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class ASControlNode: ASDisplayNode {}

// ASTextNode2.h: no textContainerInset.
open class ASTextNode2: ASControlNode {
  public var attributedText: NSAttributedString?
  public var truncationAttributedText: NSAttributedString?
  public var truncationMode = NSLineBreakMode.byWordWrapping
  public var maximumNumberOfLines: UInt = 0
}

// ASButtonNode.h.
open class ASButtonNode: ASControlNode {
  public var contentSpacing: CGFloat = 8
  public var contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
  public func setTitle(
    _ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State
  ) {}
  public func setImage(_ image: UIImage?, for state: UIControl.State) {}
  public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
}
