@interface BarNode : ASDisplayNode
@end
@implementation BarNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  return self;
}
@end
@interface CellNode : ASCellNode
@property (nonatomic, strong) BarNode *likesBar;
@property (nonatomic, strong) BarNode *repliesBar;
@end
@implementation CellNode
- (instancetype)init
{
  if (!(self = [super init])) { return nil; }
  _likesBar = [[BarNode alloc] init];
  _repliesBar = [[BarNode alloc] init];
  self.automaticallyManagesSubnodes = YES;
  return self;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
{
  ASStackLayoutSpec *reactions = [ASStackLayoutSpec horizontalStackLayoutSpec];
  reactions.children = @[_likesBar, _repliesBar];
}
@end
