//
//  ListingCellNode.m
//  A marketplace listing in the style of CatDeals' item cell: a photo with a "sold out"
//  overlay when the item is gone, and a price line that drops the discount when there is
//  none. Both states come from the model.
//

#import <AsyncDisplayKit/AsyncDisplayKit.h>
#import "Listing.h"

static const CGFloat kPadding = 8.0;

@interface ListingCellNode : ASCellNode
@property (nonatomic, strong) Listing *listing;
@property (nonatomic, strong) ASNetworkImageNode *photoNode;
@property (nonatomic, strong) ASTextNode *soldOutLabel;
@property (nonatomic, strong) ASTextNode *priceLabel;
@property (nonatomic, strong) ASTextNode *discountLabel;
@end

@implementation ListingCellNode

- (instancetype)initWithListing:(Listing *)listing
{
  self = [super init];
  if (self) {
    _listing = listing;
    _photoNode = [[ASNetworkImageNode alloc] init];
    _soldOutLabel = [[ASTextNode alloc] init];
    _soldOutLabel.attributedText = [[NSAttributedString alloc] initWithString:@"SOLD OUT"
      attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:20]}];
    _priceLabel = [[ASTextNode alloc] init];
    _priceLabel.attributedText = [[NSAttributedString alloc] initWithString:listing.priceText
      attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15]}];
    _discountLabel = [[ASTextNode alloc] init];
    _discountLabel.attributedText = [[NSAttributedString alloc] initWithString:@"-20%"
      attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:13]}];
    self.automaticallyManagesSubnodes = YES;
  }
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  ASLayoutSpec *photo = [ASRatioLayoutSpec ratioLayoutSpecWithRatio:1.0 child:_photoNode];
  if (_listing.isSoldOut) {
    ASCenterLayoutSpec *centered =
      [ASCenterLayoutSpec centerLayoutSpecWithCenteringOptions:ASCenterLayoutSpecCenteringXY
                                                 sizingOptions:ASCenterLayoutSpecSizingOptionDefault
                                                         child:_soldOutLabel];
    photo = [ASOverlayLayoutSpec overlayLayoutSpecWithChild:photo overlay:centered];
  }

  NSArray *priceChildren = _listing.hasDiscount ? @[_priceLabel, _discountLabel] : @[_priceLabel];
  ASStackLayoutSpec *price = [ASStackLayoutSpec horizontalStackLayoutSpec];
  price.spacing = kPadding / 2;
  price.alignItems = ASStackLayoutAlignItemsBaselineLast;
  price.children = priceChildren;

  ASStackLayoutSpec *content = [ASStackLayoutSpec verticalStackLayoutSpec];
  content.spacing = kPadding;
  content.children = @[photo, price];
  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(kPadding, kPadding, kPadding, kPadding)
                                                child:content];
}

@end
