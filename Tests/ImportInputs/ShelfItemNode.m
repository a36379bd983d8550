//
//  ShelfItemNode.m
//  A bookshelf row: a base cell class holds the cover, the row subclasses it. The layout
//  code is the common Objective-C of Texture's example apps: a flag from a header, a layout
//  engine chosen with #if, a struct written in braces, sizes kept in instance variables,
//  arrays grown with addObject: and read backwards.
//

#import "ShelfFlags.h"

static UIEdgeInsets kShelfInsets = { .top = 8, .left = 12, .bottom = 8, .right = 12 };

@interface ShelfBaseNode : ASCellNode
@property (nonatomic, strong) ASImageNode *coverNode;
@end

@implementation ShelfBaseNode

- (instancetype)init
{
  if (!(self = [super init])) {
    return nil;
  }
  _coverNode = [[ASImageNode alloc] init];
  return self;
}

@end

@interface ShelfItemNode : ShelfBaseNode
@property (nonatomic, strong) ASTextNode *titleNode;
@property (nonatomic, strong) ASTextNode *authorNode;
@property (nonatomic, strong) ASImageNode *badgeNode;
@property (nonatomic, strong) ASNetworkImageNode *spineNode;
@end

@implementation ShelfItemNode
{
  CGFloat _coverSide;
  CGSize _badgeSize;
}

- (instancetype)initWithBook:(Book *)book
{
  if (!(self = [super init])) {
    return nil;
  }
  _coverSide = 60;
  _badgeSize = (CGSize){ 16, 16 };
  _titleNode = [[ASTextNode alloc] init];
  _titleNode.attributedText = [[NSAttributedString alloc] initWithString:@"The Left Hand of Darkness"
    attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:15]}];
  _authorNode = [[ASTextNode alloc] init];
  _authorNode.attributedText = [[NSAttributedString alloc] initWithString:[ShelfItemNode sampleAuthor]
    attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:13]}];
  _badgeNode = [[ASImageNode alloc] init];
  _spineNode = [[ASNetworkImageNode alloc] init];
  [_spineNode addTarget:self action:@selector(spineTapped) forControlEvents:ASControlNodeEventTouchUpInside];
  self.automaticallyManagesSubnodes = YES;
  return self;
}

+ (NSString *)sampleAuthor
{
  return @"Ursula K. Le Guin";
}

#if !SHELF_USES_YOGA
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  self.coverNode.style.preferredSize = CGSizeMake(_coverSide, _coverSide * 1.5);
  [_badgeNode.style setPreferredSize:_badgeSize];

  NSMutableArray *lines = [[NSMutableArray alloc] init];
  [lines addObject:_authorNode];
  [lines addObject:_titleNode];
  ASStackLayoutSpec *text = [ASStackLayoutSpec verticalStackLayoutSpec];
  text.spacing = 4;
  text.style.flexShrink = 1;
  text.children = [[lines reverseObjectEnumerator] allObjects];

  NSMutableArray *row = [[NSMutableArray alloc] initWithCapacity:3];
  [row addObject:self.coverNode];
  [row addObject:text];
#if SHELF_SHOWS_BADGE
  [row addObject:_badgeNode];
#endif
  ASStackLayoutSpec *stack = [ASStackLayoutSpec horizontalStackLayoutSpec];
  stack.spacing = (u_int32_t)10;
  stack.alignItems = ASStackLayoutAlignItemsCenter;
  if (ASIsRTL()) {
    stack.horizontalAlignment = ASHorizontalAlignmentRight;
  }
  stack.children = row;

  ASRatioLayoutSpec *spine = [ASRatioLayoutSpec ratioLayoutSpecWithRatio:_spineNode.image.size.height / _spineNode.image.size.width child:_spineNode];
  ASStackLayoutSpec *column = [ASStackLayoutSpec verticalStackLayoutSpec];
  column.children = @[stack, spine];
  return [ASInsetLayoutSpec insetLayoutSpecWithInsets:kShelfInsets child:column];
}
#endif

#if SHELF_USES_YOGA
- (void)buildYogaTree
{
  [self.style yogaNodeCreateIfNeeded];
  [self addYogaChild:_titleNode];
}
#endif

@end
