import LayoutSpecEngine

// What `export` writes, before it is spelled in a language: node classes with their
// subnode properties and their `layoutSpecThatFits:` as a list of statements, and the helper
// methods that components become. `ExportPlanner` builds it from the element tree;
// `SwiftExport` and `ObjCExport` print it, so both languages say the same thing.

/// A value in the generated code.
enum ExportValue: Hashable, Sendable {
  /// A CGFloat.
  case number(ExportNumber)
  /// An NSUInteger (`maximumNumberOfLines`).
  case integer(ExportNumber)
  case bool(Bool)
  case constant(TextureConstant)
  /// top, left, bottom, right.
  case insets([ExportNumber])
  case size(ExportNumber, ExportNumber)
  case point(ExportNumber, ExportNumber)
  case dimension(ExportDimension)
  case layoutSize(ExportDimension, ExportDimension)
  case element(ExportRef)
  case elements([ExportRef])
  /// An `NSAttributedString` with its fonts and paragraph style.
  case attributedText(ExportAttributedText)
  /// A blank `UIImage` of this width and height in points, drawn by `UIGraphicsImageRenderer`
  /// at the screen's scale: it stands for the app's image, and an ASImageNode measures its
  /// image's size (ASImageNode.mm `calculateSizeThatFits:`), so the node lays out as the
  /// document's `imageSize` says. The command writes none beyond the bounds of
  /// ExportImageBounds.swift, whose bitmap would exhaust the app's memory.
  case placeholderImage(ExportNumber, ExportNumber)

  static func literal(_ number: Double) -> ExportValue { .number(.literal(number)) }

  static func insets(_ insets: EdgeInsets) -> ExportValue {
    .insets([insets.top, insets.left, insets.bottom, insets.right].map(ExportNumber.literal))
  }

  static func point(_ point: Point) -> ExportValue { .point(.literal(point.x), .literal(point.y)) }
}

/// A number in the generated code: written in the document, or computed from the
/// constrained size (`"= max.width / 4"`, docs/format.md 3.10).
enum ExportNumber: Hashable, Sendable {
  /// Infinite for an `inf` inset.
  case literal(Double)
  case expression(ExportExpression)
}

/// An ASDimension.
enum ExportDimension: Hashable, Sendable {
  case auto
  case points(ExportNumber)
  case fraction(Double)

  init(_ dimension: Dimension) {
    switch dimension {
    case .auto: self = .auto
    case .points(let points): self = .points(.literal(points))
    case .fraction(let fraction): self = .fraction(fraction)
    }
  }
}

/// A text's string as it was measured: its runs (each an `NSAttributedString` with
/// NSFontAttributeName and NSKernAttributeName) and the node-wide NSParagraphStyle.
struct ExportAttributedText: Hashable, Sendable {
  var runs: [ExportTextRun]
  /// NSMutableParagraphStyle's properties that are set (`lineSpacing`, ...); none: no
  /// paragraph style attribute, which changes the ascender (ASTextNode.mm).
  var paragraphStyle: [ExportAssignment] = []
}

struct ExportTextRun: Hashable, Sendable {
  var text: String
  var font: ExportFont
  /// NSKernAttributeName; nil for the font's own kerning.
  var kern: ExportNumber?
}

/// A UIFont.
enum ExportFont: Hashable, Sendable {
  /// `[UIFont systemFontOfSize:weight:]`; a nil weight is `systemFontOfSize:` alone.
  case system(size: ExportNumber, weight: String?)
  /// `[UIFont italicSystemFontOfSize:]` (`italic: true`), which takes no weight.
  case italicSystem(size: ExportNumber)
  /// `[UIFont fontWithName:size:]`, by the name UIKit finds the font by.
  case named(String, size: ExportNumber)
}

/// `name = value`, a property of an object the statement makes.
struct ExportAssignment: Hashable, Sendable {
  var name: String
  var value: ExportNumber
}

/// An element in the generated code.
enum ExportRef: Hashable, Sendable {
  /// A subnode: a property of the node class (`self.title`).
  case property(String)
  /// A spec bound in the method, or a helper's parameter.
  case local(String)
  /// The node class itself (`self`), whose own style the document's root node gives.
  case this
}

/// A call of a Texture constructor: `[ASInsetLayoutSpec insetLayoutSpecWithInsets:... child:...]`
/// in Objective-C, `ASInsetLayoutSpec(insets: ..., child: ...)` in Swift.
struct ExportConstruction: Hashable, Sendable {
  var className: String
  /// `[[Class alloc] initWith...]` rather than a class factory method.
  var objcAllocInit: Bool
  /// The Objective-C selector's pieces, the first with its factory or init word
  /// (`insetLayoutSpecWithInsets`, `child`); `init` alone when there are no arguments.
  var objcPieces: [String]
  /// The Swift argument labels, one per argument.
  var swiftLabels: [String]
  var arguments: [ExportValue]

  /// `[[Class alloc] init]`, `Class()`.
  static func plain(_ className: String) -> ExportConstruction {
    ExportConstruction(
      className: className, objcAllocInit: true, objcPieces: ["init"], swiftLabels: [],
      arguments: [])
  }
}

/// A call of a helper method that a component became.
struct ExportHelperCall: Hashable, Sendable {
  var helper: String
  /// The helper's parameter names, which make its Objective-C selector.
  var parameters: [String]
  var arguments: [ExportRef]
  /// The class of the spec it returns; nil for a node component's helper.
  var resultClass: String?
}

enum ExportStatement: Hashable, Sendable {
  /// `let name = construction`.
  case bind(String, ExportConstruction)
  /// `let name = helper(...)`: a spec that a component's helper builds.
  case bindHelper(String, ExportHelperCall)
  /// `helper(node)`: a node component's helper, which sets the component's style.
  case callHelper(ExportHelperCall)
  /// `target.path = value` (`title.style.flexShrink = 1`, `stack.horizontalAlignment = ...`).
  case set(ExportRef, String, ExportValue)
  /// A `//` line: what the code cannot say in Texture's public API.
  case comment(String)
  /// `textContainerInset` of an ASTextNode2, which ASTextNode2.mm implements but no public
  /// header declares (ASTextNode+Beta.h declares it on ASTextNode only): Objective-C
  /// declares it in a category first; Swift, which sees only what headers declare, sets it
  /// through key-value coding (`setValue(_:forKey:)` calls `setTextContainerInset:`).
  case setTextNode2Inset(ExportRef, ExportValue)
  /// An ASButtonNode's title for the normal state, `setTitle:withFont:withColor:forState:`
  /// (ASButtonNode.h) with the font the title was measured with; a nil colour is black.
  case setButtonTitle(ExportRef, String, ExportFont)
  /// An ASButtonNode's image for the normal state, `setImage:forState:` (ASButtonNode.h).
  case setButtonImage(ExportRef, ExportValue)
}

struct ExportParameter: Hashable, Sendable {
  var name: String
  var className: String
}

/// A component as a method: the spec it builds from the nodes it is given, or, for a node
/// component, the style it sets on the node.
struct ExportHelper: Hashable, Sendable {
  var name: String
  var parameters: [ExportParameter]
  var body: [ExportStatement]
  /// The spec the helper returns and its class; nil for a node component's helper.
  var result: ExportRef?
  var resultClass: String?
}

/// A subnode: a property of its node class, created with it.
struct ExportSubnode: Hashable, Sendable {
  var name: String
  var className: String
  /// What the document says of the content that is the app's to set (a text's font, an
  /// image that a placeholder stands for): a comment beside the property.
  var note: String?
}

/// A node class: the document's root node, or a node with its own `layout`.
struct ExportClass: Hashable, Sendable {
  var name: String
  var superclass: String
  var subnodes: [ExportSubnode] = []
  /// Set in `init`, after the subnodes are created: properties of the subnodes that change
  /// how they measure (`maximumNumberOfLines`, a button's `contentSpacing`).
  var setup: [ExportStatement] = []
  /// `layoutSpecThatFits:`'s statements, then what it returns.
  var body: [ExportStatement] = []
  var result: ExportRef = .local("")
  var helpers: [ExportHelper] = []
  /// Whether `layoutSpecThatFits:` reads `self.safeAreaInsets`: the node then sets
  /// `automaticallyRelayoutOnSafeAreaChanges` (default NO), as ASDisplayNode.h advises a
  /// layout that depends on them, so that it is updated when they change (the view enters
  /// its window, the device rotates).
  var readsSafeArea = false
}

struct ExportPlan: Hashable, Sendable {
  /// The document's name, for the header comment.
  var source: String
  /// The root's class first, then the classes of the nodes with a `layout`, in document order.
  var classes: [ExportClass]
  /// Why the root's class is not named after the file as it is, when it is not.
  var classNote: String? = nil
}
