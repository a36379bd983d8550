//
//  CommentCellNode.m
//  A comment with two reaction bars (likes and replies), each a node of its own with its
//  own layoutSpecThatFits:, as SocialAppLayout's LikesNode and CommentsNode are.
//

#import <AsyncDisplayKit/AsyncDisplayKit.h>

#define ICON_SIDE 16

@interface ReactionBarNode : ASDisplayNode
@end

@implementation ReactionBarNode
{
  ASImageNode *_iconNode;
  ASTextNode *_countLabel;
}

- (instancetype)init
{
  if (!(self = [super init])) {
    return nil;
  }
  _iconNode = [[ASImageNode alloc] init];
  _iconNode.style.preferredSize = CGSizeMake(ICON_SIDE, ICON_SIDE);
  _countLabel = [[ASTextNode alloc] init];
  _countLabel.attributedText = [[NSAttributedString alloc] initWithString:@"12"
    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:12]}];
  self.automaticallyManagesSubnodes = YES;
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  ASStackLayoutSpec *stack = [ASStackLayoutSpec horizontalStackLayoutSpec];
  stack.spacing = 4;
  stack.alignItems = ASStackLayoutAlignItemsCenter;
  stack.children = @[_iconNode, _countLabel];
  return stack;
}

@end

@interface CommentCellNode : ASCellNode
@property (nonatomic, strong) ASTextNode *bodyLabel;
@property (nonatomic, strong) ReactionBarNode *likesBar;
@property (nonatomic, strong) ReactionBarNode *repliesBar;
@end

@implementation CommentCellNode

- (instancetype)init
{
  if (!(self = [super init])) {
    return nil;
  }
  _bodyLabel = [[ASTextNode alloc] init];
  _bodyLabel.attributedText = [[NSAttributedString alloc] initWithString:@"Looks great!"
    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:14]}];
  _likesBar = [[ReactionBarNode alloc] init];
  _repliesBar = [[ReactionBarNode alloc] init];
  self.automaticallyManagesSubnodes = YES;
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  ASStackLayoutSpec *reactions = [ASStackLayoutSpec horizontalStackLayoutSpec];
  reactions.spacing = 16;
  reactions.children = @[_likesBar, _repliesBar];

  ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
  stack.spacing = 6;
  stack.children = @[_bodyLabel, reactions];
  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(10, 12, 10, 12) child:stack];
}

@end
