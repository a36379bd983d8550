// The element tree: every spec and node of a description, stored in one arena.
// Elements are plain structs addressed by `ElementID`; each one's children are a run of
// IDs in one shared array. No classes, no existentials: dispatch is a `switch` on `kind`.

/// An element's index in its `ElementTree`.
public struct ElementID: Hashable, Sendable {
  public let index: Int32

  @inline(__always)
  public init(_ index: Int) {
    self.index = Int32(truncatingIfNeeded: index)
  }
}

/// How an element lays itself out, with the properties of its type.
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

public struct Element: Hashable, Sendable {
  /// What the description calls it (`hstack`, `networkImage`, ...).
  public var type: ElementType
  public var kind: ElementKind
  /// Texture's `debugName`.
  public var name: String?
  public var style: LayoutElementStyle
  var childStart: Int32
  var childCount: Int32

  /// Where the reader found it, for messages that point back at the document.
  public var sourceLine: Int32 = 0
  public var sourceColumn: Int32 = 0
}

/// An arena of elements. Children are added before their parent, so a tree is built
/// bottom-up in one pass and the root is the last element added.
public struct ElementTree: Sendable {
  public private(set) var elements: [Element] = []
  private var childIDs: [ElementID] = []
  public var root = ElementID(0)
  /// How many elements have children: the specs a layout calculates and caches.
  public private(set) var containerCount = 0

  public init() {}

  public var count: Int { elements.count }

  /// A `_read` accessor, so that `tree[id].style` reads the field in place instead of
  /// copying the whole element (and retaining its name and payload) first.
  @inline(__always)
  public subscript(id: ElementID) -> Element {
    _read { yield elements[Int(id.index)] }
  }

  @inline(__always)
  public func children(of id: ElementID) -> ArraySlice<ElementID> {
    let start = Int(elements[Int(id.index)].childStart)
    return childIDs[start..<start + Int(elements[Int(id.index)].childCount)]
  }

  /// Makes room for `count` elements (and their child IDs), so that a tree whose size is
  /// known up front is not copied as it grows.
  public mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
    childIDs.reserveCapacity(count)
  }

  /// Appends an element whose children were added already; returns its ID.
  @discardableResult
  public mutating func add(
    _ type: ElementType, _ kind: ElementKind, name: String? = nil,
    style: LayoutElementStyle = LayoutElementStyle(), children: [ElementID] = []
  ) -> ElementID {
    let id = ElementID(elements.count)
    elements.append(
      Element(
        type: type, kind: kind, name: name, style: style,
        childStart: Int32(childIDs.count), childCount: Int32(children.count)))
    childIDs.append(contentsOf: children)
    if !children.isEmpty { containerCount += 1 }
    root = id
    return id
  }

  /// Records where the reader found an element.
  public mutating func setSourcePosition(_ id: ElementID, line: Int, column: Int) {
    elements[Int(id.index)].sourceLine = Int32(clamping: line)
    elements[Int(id.index)].sourceColumn = Int32(clamping: column)
  }
}
