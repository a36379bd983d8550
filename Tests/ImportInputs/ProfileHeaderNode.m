//
//  ProfileHeaderNode.m
//  A profile header in the style of Texture's example cells: an avatar beside a name and a
//  handle, a banner above them kept at a ratio, all inset from the cell's edges.
//

#import "ProfileHeaderNode.h"
#import <AsyncDisplayKit/AsyncDisplayKit.h>

#define AVATAR_SIDE       48
#define EDGE_INSET        12
#define NAME_FONT_SIZE    17
#define HANDLE_FONT_SIZE  (NAME_FONT_SIZE - 3)
#define BANNER_RATIO      (9.0 / 16.0)

static const CGFloat kNameHandleSpacing = 2.0f;

@interface ProfileHeaderNode ()
@property (nonatomic, strong) ASNetworkImageNode *bannerImageNode;
@end

@implementation ProfileHeaderNode
{
  ASNetworkImageNode *_avatarNode;
  ASTextNode *_nameLabel;
  ASTextNode *_handleLabel;
}

- (instancetype)init
{
  if (self = [super init]) {
    _bannerImageNode = [[ASNetworkImageNode alloc] init];
    _bannerImageNode.backgroundColor = [UIColor lightGrayColor];

    _avatarNode = [[ASNetworkImageNode alloc] init];
    _avatarNode.style.preferredSize = CGSizeMake(AVATAR_SIDE, AVATAR_SIDE);
    _avatarNode.cornerRadius = AVATAR_SIDE / 2;

    _nameLabel = [[ASTextNode alloc] init];
    _nameLabel.attributedText = [[NSAttributedString alloc] initWithString:@"Grace Hopper"
      attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:NAME_FONT_SIZE weight:UIFontWeightSemibold]}];
    _nameLabel.maximumNumberOfLines = 1;
    _nameLabel.truncationMode = NSLineBreakByTruncatingTail;

    _handleLabel = [ASTextNode new];
    _handleLabel.attributedText = [[NSAttributedString alloc] initWithString:@"@grace"
      attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:HANDLE_FONT_SIZE]}];

    self.automaticallyManagesSubnodes = YES;
  }
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  ASRatioLayoutSpec *banner = [ASRatioLayoutSpec ratioLayoutSpecWithRatio:BANNER_RATIO child:self.bannerImageNode];

  ASStackLayoutSpec *names = [ASStackLayoutSpec verticalStackLayoutSpec];
  names.spacing = kNameHandleSpacing;
  names.children = @[_nameLabel, _handleLabel];
  names.style.flexShrink = 1.0;

  ASStackLayoutSpec *row = [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                                   spacing:EDGE_INSET / 2
                                                            justifyContent:ASStackLayoutJustifyContentStart
                                                                alignItems:ASStackLayoutAlignItemsCenter
                                                                  children:@[_avatarNode, names]];

  UIEdgeInsets insets = UIEdgeInsetsMake(EDGE_INSET, EDGE_INSET, EDGE_INSET, EDGE_INSET);
  ASInsetLayoutSpec *insetRow = [ASInsetLayoutSpec insetLayoutSpecWithInsets:insets child:row];

  return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
                                                 spacing:0
                                          justifyContent:ASStackLayoutJustifyContentStart
                                              alignItems:ASStackLayoutAlignItemsStretch
                                                children:@[banner, insetRow]];
}

@end
