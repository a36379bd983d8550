// The element tree's vocabulary: IDs, the kinds of element with their properties, and
// `Element`, one element's properties as a plain value. How the tree stores them (compact
// records, shared style and payload tables) is ElementTree.swift.

/// An element's index in its `ElementTree`.
public struct ElementID: Hashable, Sendable, Comparable {
  public let index: Int32

  @inline(__always)
  public init(_ index: Int) {
    self.index = Int32(truncatingIfNeeded: index)
  }

  public static func < (a: ElementID, b: ElementID) -> Bool { a.index < b.index }
}

/// How an element lays itself out, with the properties of its type: one case per behaviour
/// (ElementType.swift says why there are three kind enums).
/// The order of `children` is fixed per kind, as Texture's `children` array orders them:
/// overlay `[child, overlay]`, background `[child, background]`, corner `[child, corner]`.
public enum ElementKind: Hashable, Sendable {
  case stack(StackLayoutSpec)
  case inset(InsetLayoutSpec)
  case overlay
  case background
  case center(CenterLayoutSpec)
  case relative(RelativeLayoutSpec)
  case ratio(RatioLayoutSpec)
  case absolute(AbsoluteLayoutSpec)
  case corner(CornerLayoutSpec)
  case wrapper
  /// The plain ASLayoutSpec: its size is its range's min; used as flexible space in stacks.
  case spacer
  case node(DisplayNode)
  case image(ImageNode)
  case text(TextNode)
  /// A button's children are its internal spec (stack of image and title, maybe inset),
  /// built by the reader; they are not elements of the description.
  case button(ButtonNode)
}

/// One element as a value: what `tree[id]` gives, assembled from the tree's tables. For
/// formats, tests and messages; layout reads the tree's compact records instead.
public struct Element: Hashable, Sendable {
  /// What the description calls it (`hstack`, `networkImage`, ...).
  public var type: ElementType
  public var kind: ElementKind
  /// Texture's `debugName`.
  public var name: String?
  public var style: LayoutElementStyle

  /// Where the reader found it, for messages that point back at the document.
  public var sourceLine: Int32 = 0
  public var sourceColumn: Int32 = 0
}
