// A stub of Texture's (AsyncDisplayKit's) Objective-C API surface for
// `#import <AsyncDisplayKit/AsyncDisplayKit.h>`: declarations only, from Source/Layout/*.h
// and the node headers, with the few Foundation, CoreGraphics and UIKit declarations they
// need (the machine has no Apple SDK). ExportCompileTests parses the Objective-C that
// `layoutspec export --objc` writes for every sample against it with clang -fsyntax-only.

#pragma clang assume_nonnull begin

// objc.h, NSObjCRuntime.h, sys/cdefs.h, CoreGraphics, UIKit.
#define __unused __attribute__((__unused__))
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define INFINITY (__builtin_inff())
typedef double CGFloat;
double fmin(double, double);
double fmax(double, double);
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef struct { CGFloat x; CGFloat y; } CGPoint;
typedef struct { CGFloat width; CGFloat height; } CGSize;
typedef struct { CGFloat top, left, bottom, right; } UIEdgeInsets;
static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = {x, y}; return p; }
static inline CGSize CGSizeMake(CGFloat w, CGFloat h) { CGSize s = {w, h}; return s; }
static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat t, CGFloat l, CGFloat b, CGFloat r) {
  UIEdgeInsets i = {t, l, b, r};
  return i;
}

__attribute__((objc_root_class))
@interface NSObject {
  Class isa;
}
+ (instancetype)alloc;
- (instancetype)init;
@end

@interface NSString : NSObject
@end

@interface NSNumber : NSObject
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithInt:(int)value;
@end

@protocol NSCopying
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nonnull])objects
                              forKeys:(const KeyType _Nonnull [_Nonnull])keys
                                count:(NSUInteger)count;
@end

// NSAttributedString.h, NSParagraphStyle.h, UIFont.h (UIKit).
typedef NSString *NSAttributedStringKey;
extern NSAttributedStringKey const NSFontAttributeName;
extern NSAttributedStringKey const NSKernAttributeName;
extern NSAttributedStringKey const NSParagraphStyleAttributeName;

typedef NSInteger NSLineBreakMode;
enum {
  NSLineBreakByWordWrapping = 0,
  NSLineBreakByCharWrapping,
  NSLineBreakByClipping,
  NSLineBreakByTruncatingHead,
  NSLineBreakByTruncatingTail,
  NSLineBreakByTruncatingMiddle
};

@interface NSAttributedString : NSObject
- (instancetype)initWithString:(NSString *)str
                    attributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
@end

@interface NSMutableAttributedString : NSAttributedString
- (void)appendAttributedString:(NSAttributedString *)attrString;
@end

@interface NSMutableParagraphStyle : NSObject
@property CGFloat lineSpacing;
@property CGFloat paragraphSpacing;
@property CGFloat minimumLineHeight;
@property CGFloat maximumLineHeight;
@property CGFloat paragraphSpacingBefore;
@property CGFloat lineHeightMultiple;
@end

typedef CGFloat UIFontWeight;
extern const UIFontWeight UIFontWeightUltraLight;
extern const UIFontWeight UIFontWeightThin;
extern const UIFontWeight UIFontWeightLight;
extern const UIFontWeight UIFontWeightRegular;
extern const UIFontWeight UIFontWeightMedium;
extern const UIFontWeight UIFontWeightSemibold;
extern const UIFontWeight UIFontWeightBold;
extern const UIFontWeight UIFontWeightHeavy;
extern const UIFontWeight UIFontWeightBlack;

@interface UIFont : NSObject
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
@end

// UIImage.h, UIGraphicsImageRenderer.h, UIColor.h, UIControl.h.
@interface UIImage : NSObject
@property (nonatomic, readonly) CGSize size;
@end

@interface UIGraphicsImageRendererContext : NSObject
@end

typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *rendererContext);

@interface UIGraphicsImageRenderer : NSObject
- (instancetype)initWithSize:(CGSize)size;
- (UIImage *)imageWithActions:(UIGraphicsImageDrawingActions)actions;
@end

@interface UIColor : NSObject
@end

typedef NSUInteger UIControlState;
enum {
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2
};

@interface NSArray<ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects
                           count:(NSUInteger)count;
@end

// ASDimension.h.
typedef NSInteger ASDimensionUnit;
typedef struct {
  ASDimensionUnit unit;
  CGFloat value;
} ASDimension;
extern ASDimension const ASDimensionAuto;
ASDimension ASDimensionMake(NSString *dimension);
ASDimension ASDimensionMakeWithPoints(CGFloat points);
ASDimension ASDimensionMakeWithFraction(CGFloat fraction);
typedef struct {
  ASDimension width;
  ASDimension height;
} ASLayoutSize;
ASLayoutSize ASLayoutSizeMake(ASDimension width, ASDimension height);
typedef struct {
  CGSize min;
  CGSize max;
} ASSizeRange;

// ASStackLayoutDefines.h.
typedef enum : unsigned char {
  ASStackLayoutDirectionVertical,
  ASStackLayoutDirectionHorizontal,
  ASStackLayoutDirectionVerticalReverse,
  ASStackLayoutDirectionHorizontalReverse,
} ASStackLayoutDirection;
typedef enum : unsigned char {
  ASStackLayoutJustifyContentStart,
  ASStackLayoutJustifyContentCenter,
  ASStackLayoutJustifyContentEnd,
  ASStackLayoutJustifyContentSpaceBetween,
  ASStackLayoutJustifyContentSpaceAround,
} ASStackLayoutJustifyContent;
typedef enum : unsigned char {
  ASStackLayoutAlignItemsStart,
  ASStackLayoutAlignItemsEnd,
  ASStackLayoutAlignItemsCenter,
  ASStackLayoutAlignItemsStretch,
  ASStackLayoutAlignItemsBaselineFirst,
  ASStackLayoutAlignItemsBaselineLast,
  ASStackLayoutAlignItemsNotSet,
} ASStackLayoutAlignItems;
typedef enum : unsigned char {
  ASStackLayoutAlignSelfAuto,
  ASStackLayoutAlignSelfStart,
  ASStackLayoutAlignSelfEnd,
  ASStackLayoutAlignSelfCenter,
  ASStackLayoutAlignSelfStretch,
} ASStackLayoutAlignSelf;
typedef enum : unsigned char {
  ASStackLayoutFlexWrapNoWrap,
  ASStackLayoutFlexWrapWrap,
} ASStackLayoutFlexWrap;
typedef enum : unsigned char {
  ASStackLayoutAlignContentStart,
  ASStackLayoutAlignContentCenter,
  ASStackLayoutAlignContentEnd,
  ASStackLayoutAlignContentSpaceBetween,
  ASStackLayoutAlignContentSpaceAround,
  ASStackLayoutAlignContentStretch,
} ASStackLayoutAlignContent;
typedef enum : unsigned char {
  ASHorizontalAlignmentNone,
  ASHorizontalAlignmentLeft,
  ASHorizontalAlignmentMiddle,
  ASHorizontalAlignmentRight,
} ASHorizontalAlignment;
typedef enum : unsigned char {
  ASVerticalAlignmentNone,
  ASVerticalAlignmentTop,
  ASVerticalAlignmentCenter,
  ASVerticalAlignmentBottom,
} ASVerticalAlignment;

// ASRelativeLayoutSpec.h, ASCenterLayoutSpec.h, ASAbsoluteLayoutSpec.h, ASCornerLayoutSpec.h.
typedef enum : NSUInteger {
  ASRelativeLayoutSpecPositionNone,
  ASRelativeLayoutSpecPositionStart,
  ASRelativeLayoutSpecPositionCenter,
  ASRelativeLayoutSpecPositionEnd,
} ASRelativeLayoutSpecPosition;
typedef enum : NSUInteger {
  ASRelativeLayoutSpecSizingOptionDefault,
  ASRelativeLayoutSpecSizingOptionMinimumWidth = 1 << 0,
  ASRelativeLayoutSpecSizingOptionMinimumHeight = 1 << 1,
  ASRelativeLayoutSpecSizingOptionMinimumSize = 3,
} ASRelativeLayoutSpecSizingOption;
typedef enum : NSUInteger {
  ASCenterLayoutSpecCenteringNone = 0,
  ASCenterLayoutSpecCenteringX = 1 << 0,
  ASCenterLayoutSpecCenteringY = 1 << 1,
  ASCenterLayoutSpecCenteringXY = 3,
} ASCenterLayoutSpecCenteringOptions;
typedef enum : NSUInteger {
  ASCenterLayoutSpecSizingOptionDefault = 0,
  ASCenterLayoutSpecSizingOptionMinimumX = 1,
  ASCenterLayoutSpecSizingOptionMinimumY = 2,
  ASCenterLayoutSpecSizingOptionMinimumXY = 3,
} ASCenterLayoutSpecSizingOptions;
typedef enum : NSInteger {
  ASAbsoluteLayoutSpecSizingDefault,
  ASAbsoluteLayoutSpecSizingSizeToFit,
} ASAbsoluteLayoutSpecSizing;
typedef enum : NSInteger {
  ASCornerLayoutLocationTopLeft,
  ASCornerLayoutLocationTopRight,
  ASCornerLayoutLocationBottomLeft,
  ASCornerLayoutLocationBottomRight,
} ASCornerLayoutLocation;

// ASLayoutElement.h, ASStackLayoutElement.h, ASAbsoluteLayoutElement.h.
@interface ASLayoutElementStyle : NSObject
@property (nonatomic) ASDimension width;
@property (nonatomic) ASDimension height;
@property (nonatomic) ASDimension minHeight;
@property (nonatomic) ASDimension maxHeight;
@property (nonatomic) ASDimension minWidth;
@property (nonatomic) ASDimension maxWidth;
@property (nonatomic) CGSize preferredSize;
@property (nonatomic) CGSize minSize;
@property (nonatomic) CGSize maxSize;
@property (nonatomic) ASLayoutSize preferredLayoutSize;
@property (nonatomic) ASLayoutSize minLayoutSize;
@property (nonatomic) ASLayoutSize maxLayoutSize;
@property (nonatomic) CGFloat spacingBefore;
@property (nonatomic) CGFloat spacingAfter;
@property (nonatomic) CGFloat flexGrow;
@property (nonatomic) CGFloat flexShrink;
@property (nonatomic) ASDimension flexBasis;
@property (nonatomic) ASStackLayoutAlignSelf alignSelf;
@property (nonatomic) CGFloat ascender;
@property (nonatomic) CGFloat descender;
@property (nonatomic) CGPoint layoutPosition;
@end

@protocol ASLayoutElement
@property (nonatomic, readonly) ASLayoutElementStyle *style;
@end

// ASLayoutSpec.h and the specs.
@interface ASLayoutSpec : NSObject <ASLayoutElement>
@property (nullable, nonatomic) id<ASLayoutElement> child;
@property (nullable, nonatomic) NSArray<id<ASLayoutElement>> *children;
@end

@interface ASWrapperLayoutSpec : ASLayoutSpec
- (instancetype)initWithLayoutElement:(id<ASLayoutElement>)layoutElement;
- (instancetype)initWithLayoutElements:(NSArray<id<ASLayoutElement>> *)layoutElements;
- (instancetype)init __attribute__((unavailable));
@end

@interface ASStackLayoutSpec : ASLayoutSpec
@property (nonatomic) ASStackLayoutDirection direction;
@property (nonatomic) CGFloat spacing;
@property (nonatomic) ASHorizontalAlignment horizontalAlignment;
@property (nonatomic) ASVerticalAlignment verticalAlignment;
@property (nonatomic) ASStackLayoutJustifyContent justifyContent;
@property (nonatomic) ASStackLayoutAlignItems alignItems;
@property (nonatomic) ASStackLayoutFlexWrap flexWrap;
@property (nonatomic) ASStackLayoutAlignContent alignContent;
@property (nonatomic) CGFloat lineSpacing;
+ (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction
                                     spacing:(CGFloat)spacing
                              justifyContent:(ASStackLayoutJustifyContent)justifyContent
                                  alignItems:(ASStackLayoutAlignItems)alignItems
                                    children:(NSArray<id<ASLayoutElement>> *)children;
+ (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction
                                     spacing:(CGFloat)spacing
                              justifyContent:(ASStackLayoutJustifyContent)justifyContent
                                  alignItems:(ASStackLayoutAlignItems)alignItems
                                    flexWrap:(ASStackLayoutFlexWrap)flexWrap
                                alignContent:(ASStackLayoutAlignContent)alignContent
                                    children:(NSArray<id<ASLayoutElement>> *)children;
+ (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction
                                     spacing:(CGFloat)spacing
                              justifyContent:(ASStackLayoutJustifyContent)justifyContent
                                  alignItems:(ASStackLayoutAlignItems)alignItems
                                    flexWrap:(ASStackLayoutFlexWrap)flexWrap
                                alignContent:(ASStackLayoutAlignContent)alignContent
                                 lineSpacing:(CGFloat)lineSpacing
                                    children:(NSArray<id<ASLayoutElement>> *)children;
@end

@interface ASInsetLayoutSpec : ASLayoutSpec
@property (nonatomic) UIEdgeInsets insets;
+ (instancetype)insetLayoutSpecWithInsets:(UIEdgeInsets)insets child:(id<ASLayoutElement>)child;
@end

@interface ASOverlayLayoutSpec : ASLayoutSpec
@property (nonatomic) id<ASLayoutElement> overlay;
+ (instancetype)overlayLayoutSpecWithChild:(id<ASLayoutElement>)child
                                   overlay:(id<ASLayoutElement>)overlay;
@end

@interface ASBackgroundLayoutSpec : ASLayoutSpec
@property (nonatomic) id<ASLayoutElement> background;
+ (instancetype)backgroundLayoutSpecWithChild:(id<ASLayoutElement>)child
                                   background:(id<ASLayoutElement>)background;
@end

@interface ASRelativeLayoutSpec : ASLayoutSpec
@property (nonatomic) ASRelativeLayoutSpecPosition horizontalPosition;
@property (nonatomic) ASRelativeLayoutSpecPosition verticalPosition;
@property (nonatomic) ASRelativeLayoutSpecSizingOption sizingOption;
- (instancetype)initWithHorizontalPosition:(ASRelativeLayoutSpecPosition)horizontalPosition
                          verticalPosition:(ASRelativeLayoutSpecPosition)verticalPosition
                              sizingOption:(ASRelativeLayoutSpecSizingOption)sizingOption
                                     child:(id<ASLayoutElement>)child;
@end

@interface ASCenterLayoutSpec : ASRelativeLayoutSpec
@property (nonatomic) ASCenterLayoutSpecCenteringOptions centeringOptions;
@property (nonatomic) ASCenterLayoutSpecSizingOptions sizingOptions;
+ (instancetype)centerLayoutSpecWithCenteringOptions:(ASCenterLayoutSpecCenteringOptions)centeringOptions
                                       sizingOptions:(ASCenterLayoutSpecSizingOptions)sizingOptions
                                               child:(id<ASLayoutElement>)child;
@end

@interface ASRatioLayoutSpec : ASLayoutSpec
@property (nonatomic) CGFloat ratio;
+ (instancetype)ratioLayoutSpecWithRatio:(CGFloat)ratio child:(id<ASLayoutElement>)child;
@end

@interface ASAbsoluteLayoutSpec : ASLayoutSpec
@property (nonatomic) ASAbsoluteLayoutSpecSizing sizing;
+ (instancetype)absoluteLayoutSpecWithSizing:(ASAbsoluteLayoutSpecSizing)sizing
                                    children:(NSArray<id<ASLayoutElement>> *)children;
+ (instancetype)absoluteLayoutSpecWithChildren:(NSArray<id<ASLayoutElement>> *)children;
@end

@interface ASCornerLayoutSpec : ASLayoutSpec
+ (instancetype)cornerLayoutSpecWithChild:(id<ASLayoutElement>)child
                                   corner:(id<ASLayoutElement>)corner
                                 location:(ASCornerLayoutLocation)location;
@property (nonatomic) id<ASLayoutElement> corner;
@property (nonatomic) ASCornerLayoutLocation cornerLocation;
@property (nonatomic) CGPoint offset;
@property (nonatomic) BOOL wrapsCorner;
@end

// ASDisplayNode.h and the node classes.
@interface ASDisplayNode : NSObject <ASLayoutElement>
@property BOOL automaticallyManagesSubnodes;
@property BOOL automaticallyRelayoutOnSafeAreaChanges;
@property (readonly) UIEdgeInsets safeAreaInsets;
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize;
@end

// ASImageNode.h.
@interface ASImageNode : ASDisplayNode
@property (nullable) UIImage *image;
@end

@interface ASNetworkImageNode : ASImageNode
@end

@interface ASVideoNode : ASNetworkImageNode
@end

@interface ASVideoPlayerNode : ASDisplayNode
@end

@interface ASEditableTextNode : ASDisplayNode
@end

// ASTextNode.h, ASTextNode+Beta.h (textContainerInset, on ASTextNode only).
@interface ASTextNode : ASDisplayNode
@property (nullable, copy) NSAttributedString *attributedText;
@property (nullable, copy) NSAttributedString *truncationAttributedText;
@property NSLineBreakMode truncationMode;
@property NSUInteger maximumNumberOfLines;
@property (nonatomic) UIEdgeInsets textContainerInset;
@end

@interface ASControlNode : ASDisplayNode
@end

// ASTextNode2.h: no textContainerInset.
@interface ASTextNode2 : ASControlNode
@property (nullable, copy) NSAttributedString *attributedText;
@property (nullable, copy) NSAttributedString *truncationAttributedText;
@property NSLineBreakMode truncationMode;
@property NSUInteger maximumNumberOfLines;
@end

// ASButtonNode.h.
@interface ASButtonNode : ASControlNode
@property CGFloat contentSpacing;
@property UIEdgeInsets contentEdgeInsets;
- (void)setAttributedTitle:(nullable NSAttributedString *)title forState:(UIControlState)state;
- (void)setTitle:(NSString *)title
        withFont:(nullable UIFont *)font
       withColor:(nullable UIColor *)color
        forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state;
@end

#pragma clang assume_nonnull end
