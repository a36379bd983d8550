//
//  MessageBubbleNode.m
//  A chat bubble: its width is at most two thirds of the row, the children are collected
//  in an NSMutableArray, and the kind of message (a switch over the model) picks the
//  alignment.
//

#import <AsyncDisplayKit/AsyncDisplayKit.h>

typedef NS_ENUM(NSInteger, BubbleKind) {
  BubbleKindIncoming,
  BubbleKindOutgoing,
};

#define BUBBLE_PADDING 10

@interface MessageBubbleNode : ASDisplayNode
@property (nonatomic, assign) BubbleKind kind;
@property (nonatomic, strong) ASTextNode *messageLabel;
@property (nonatomic, strong) ASTextNode *timeLabel;
@property (nonatomic, strong) ASDisplayNode *bubbleNode;
@end

@implementation MessageBubbleNode

- (instancetype)init
{
  if (!(self = [super init])) {
    return nil;
  }
  _messageLabel = [[ASTextNode alloc] init];
  _messageLabel.attributedText = [[NSAttributedString alloc] initWithString:@"See you at six?"
    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:16]}];
  _timeLabel = [[ASTextNode alloc] init];
  _timeLabel.attributedText = [[NSAttributedString alloc] initWithString:@"17:42"
    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:11]}];
  _timeLabel.style.alignSelf = ASStackLayoutAlignSelfEnd;
  _bubbleNode = [[ASDisplayNode alloc] init];
  self.automaticallyManagesSubnodes = YES;
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  NSMutableArray *lines = [NSMutableArray array];
  [lines addObject:_messageLabel];
  [lines addObject:_timeLabel];

  ASStackLayoutSpec *text = [ASStackLayoutSpec verticalStackLayoutSpec];
  text.spacing = 2;
  text.children = lines;

  ASInsetLayoutSpec *padded = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(BUBBLE_PADDING, BUBBLE_PADDING, BUBBLE_PADDING, BUBBLE_PADDING) child:text];
  ASBackgroundLayoutSpec *bubble = [ASBackgroundLayoutSpec backgroundLayoutSpecWithChild:padded background:_bubbleNode];
  bubble.style.maxWidth = ASDimensionMake(MIN(constrainedSize.max.width * 2 / 3, 280));
  bubble.style.flexBasis = ASDimensionMakeWithFraction(0.5);
  bubble.style.flexShrink = 1;

  ASStackLayoutSpec *row = [ASStackLayoutSpec horizontalStackLayoutSpec];
  switch (self.kind) {
    case BubbleKindIncoming:
      row.justifyContent = ASStackLayoutJustifyContentStart;
      break;
    case BubbleKindOutgoing:
      row.justifyContent = ASStackLayoutJustifyContentEnd;
      break;
  }
  row.children = @[bubble];
  return row;
}

@end
