//
//  StoryCaptionNode.m
//  A story caption whose texts are built the way older Texture apps build them: an
//  attributes helper class (as SocialAppLayout's TextStyles), a mutable attributed string
//  with attributes added over ranges (as Kittens' BlurbNode), runs appended from the model,
//  and a paragraph style made from the default one.
//

#import <AsyncDisplayKit/AsyncDisplayKit.h>

#define CAPTION_PADDING 12
#define BODY_FONT_SIZE 15

@interface CaptionStyles : NSObject
@end

@implementation CaptionStyles

+ (NSDictionary *)authorStyle
{
  return @{
    NSFontAttributeName: [UIFont boldSystemFontOfSize:16],
    NSForegroundColorAttributeName: [UIColor darkGrayColor]
  };
}

+ (NSDictionary *)timeStyle
{
  return @{NSFontAttributeName: [UIFont systemFontOfSize:12], NSKernAttributeName: @(0.5)};
}

@end

@interface Story : NSObject
@property (nonatomic, copy) NSString *author;
@property (nonatomic, copy) NSString *place;
@end

@interface StoryCaptionNode : ASCellNode
@property (nonatomic, strong) Story *story;
@property (nonatomic, strong) ASTextNode *authorLabel;
@property (nonatomic, strong) ASTextNode *bodyLabel;
@property (nonatomic, strong) ASTextNode *placeLabel;
@property (nonatomic, strong) ASTextNode *timeLabel;
@end

@implementation StoryCaptionNode

- (instancetype)initWithStory:(Story *)story
{
  if (!(self = [super init])) {
    return nil;
  }
  _story = story;

  _authorLabel = [[ASTextNode alloc] init];
  _authorLabel.attributedText =
    [[NSAttributedString alloc] initWithString:@"Grace" attributes:[CaptionStyles authorStyle]];

  NSString *body = @"Sunrise over the bay, then coffee at Pier 7.";
  NSMutableParagraphStyle *paragraph = [[NSParagraphStyle defaultParagraphStyle] mutableCopy];
  paragraph.lineSpacing = 4;
  paragraph.paragraphSpacing = 6;
  paragraph.alignment = NSTextAlignmentCenter;
  paragraph.hyphenationFactor = 1.0;
  NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:body];
  [text addAttribute:NSFontAttributeName
               value:[UIFont systemFontOfSize:BODY_FONT_SIZE]
               range:NSMakeRange(0, body.length)];
  [text addAttributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:BODY_FONT_SIZE],
                        NSLinkAttributeName: @"pier7"}
                range:[body rangeOfString:@"Pier 7"]];
  [text addAttribute:NSParagraphStyleAttributeName value:paragraph range:NSMakeRange(0, text.length)];
  [text addAttribute:NSKernAttributeName value:@1 range:NSMakeRange(8, 1000)];
  _bodyLabel = [[ASTextNode alloc] init];
  _bodyLabel.attributedText = text;
  _bodyLabel.maximumNumberOfLines = 3;

  NSMutableAttributedString *place = [[NSMutableAttributedString alloc] init];
  NSDictionary *placeAttributes = @{NSFontAttributeName: [UIFont systemFontOfSize:13],
                                    NSBaselineOffsetAttributeName: @2};
  [place appendAttributedString:[[NSAttributedString alloc] initWithString:@"at "
                                                                 attributes:placeAttributes]];
  [place appendAttributedString:[[NSAttributedString alloc] initWithString:story.place
    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:13 weight:UIFontWeightSemibold]}]];
  _placeLabel = [[ASTextNode alloc] init];
  _placeLabel.attributedText = place;

  _timeLabel = [[ASTextNode alloc] init];
  _timeLabel.attributedText =
    [[NSAttributedString alloc] initWithString:@"2h" attributes:[CaptionStyles timeStyle]];

  self.automaticallyManagesSubnodes = YES;
  return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  ASStackLayoutSpec *header = [ASStackLayoutSpec horizontalStackLayoutSpec];
  header.spacing = 6;
  header.alignItems = ASStackLayoutAlignItemsBaselineFirst;
  header.children = @[_authorLabel, _timeLabel];

  ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
  stack.spacing = 4;
  stack.children = @[header, _bodyLabel, _placeLabel];
  UIEdgeInsets insets = UIEdgeInsetsMake(CAPTION_PADDING, CAPTION_PADDING, CAPTION_PADDING,
                                         CAPTION_PADDING);
  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:insets child:stack];
}

@end
