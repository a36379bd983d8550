// The element tree stores elements as compact records: styles and spec properties interned
// in tables, text nodes' tokens shared (ASCII texts' dropped and classified again when they
// wrap). What goes in must come out, bit for bit, and measure as it did on its own.

import Testing

@testable import LayoutSpecEngine

@Suite struct ElementTreeStorageTests {
  @Test func recordsCopyWithoutReferences() {
    #expect(MemoryLayout<ElementRecord>.stride == 32)
    #expect(_isPOD(ElementRecord.self))
    #expect(_isPOD(TextRecord.self))
    // A fonted text's baselines stay in the fonted side table, not on every text record.
    #expect(MemoryLayout<TextRecord>.stride == 56)
  }

  @Test func elementsComeBackAsAdded() {
    var tree = ElementTree()
    var style = LayoutElementStyle()
    style.width = .points(44)
    style.flexBasis = .fraction(0.5)
    var stack = StackLayoutSpec()
    stack.direction = .vertical
    stack.spacing = 3
    let kinds: [ElementKind] = [
      .node(DisplayNode(intrinsicSize: Size(width: 1, height: 2))),
      .image(ImageNode(imageSize: .zero)),
      .text(TextNode(text: "日本 ok", fontSize: 13, lineHeight: 20, maxLines: 2)),
      .text(TextNode(text: "plain ASCII")), .spacer, .overlay, .background, .wrapper,
      .ratio(RatioLayoutSpec(ratio: 0.5)), .inset(InsetLayoutSpec(insets: .zero)),
      .center(CenterLayoutSpec(centeringOptions: .xy)), .relative(RelativeLayoutSpec()),
      .absolute(AbsoluteLayoutSpec(sizing: .sizeToFit)),
      .corner(CornerLayoutSpec(offset: Point(x: 1, y: -1))), .button(ButtonNode()),
      .stack(stack),
    ]
    var ids: [ElementID] = []
    for (index, kind) in kinds.enumerated() {
      ids.append(
        tree.add(
          .node, kind, name: index % 2 == 0 ? "e\(index)" : nil,
          style: index % 3 == 0 ? style : LayoutElementStyle(),
          children: index > 0 ? [ids[index - 1]] : []))
    }
    for (index, id) in ids.enumerated() {
      #expect(tree.kind(of: id) == kinds[index])
      #expect(tree[id].kind == kinds[index])
      #expect(tree.name(of: id) == (index % 2 == 0 ? "e\(index)" : nil))
      #expect(tree.style(of: id) == (index % 3 == 0 ? style : LayoutElementStyle()))
      #expect(Array(tree.children(of: id)) == (index > 0 ? [ids[index - 1]] : []))
    }
  }

  // 0 and -0 are equal numbers but not the same value: they must not share a style.
  @Test func interningKeepsNegativeZeroApart() {
    var tree = ElementTree()
    var zero = LayoutElementStyle()
    zero.spacingBefore = 0
    var negativeZero = LayoutElementStyle()
    negativeZero.spacingBefore = -0.0
    var nan = LayoutElementStyle()
    nan.width = .points(.nan)
    let a = tree.add(.node, .node(DisplayNode()), style: zero)
    let b = tree.add(.node, .node(DisplayNode()), style: negativeZero)
    let c = tree.add(.node, .node(DisplayNode()), style: nan)
    let d = tree.add(.node, .node(DisplayNode()), style: nan)
    #expect(tree.style(of: a).spacingBefore.sign == .plus)
    #expect(tree.style(of: b).spacingBefore.sign == .minus)
    #expect(tree.record(c).style == tree.record(d).style)
    #expect(tree.record(a).style == 0)  // the default style
    var insets = InsetLayoutSpec(insets: .zero)
    insets.insets.left = -0.0
    let e = tree.add(.inset, .inset(InsetLayoutSpec(insets: .zero)))
    let f = tree.add(.inset, .inset(insets))
    #expect(tree.kind(of: e) == .inset(InsetLayoutSpec(insets: .zero)))
    guard case .inset(let stored) = tree.kind(of: f) else { return }
    #expect(stored.insets.left.sign == .minus)
  }

  // Names are interned by their bytes: canonically equivalent names print differently.
  @Test func namesAreInternedByTheirBytes() {
    var tree = ElementTree()
    let composed = tree.add(.node, .node(DisplayNode()), name: "caf\u{E9}")
    let decomposed = tree.add(.node, .node(DisplayNode()), name: "cafe\u{301}")
    let again = tree.add(.node, .node(DisplayNode()), name: "caf\u{E9}")
    #expect(Array(tree.name(of: composed)!.utf8) == Array("caf\u{E9}".utf8))
    #expect(Array(tree.name(of: decomposed)!.utf8) == Array("cafe\u{301}".utf8))
    #expect(tree.record(composed).name == tree.record(again).name)
    #expect(tree.record(composed).name != tree.record(decomposed).name)
  }

  @Test func childrenFromAPartOfAStack() {
    // A reader keeps the children of every element it builds on one stack and hands the
    // tree the top part: the tree copies that part only.
    var tree = ElementTree()
    let leaves = (0..<5).map { _ in tree.add(.node, .node(DisplayNode())) }
    let stack = [leaves[0]] + leaves[1...]
    let inner = tree.add(
      .vstack, .stack(StackLayoutSpec()), name: ElementTree.noName, style: ElementTree.defaultStyle,
      children: stack[3...])
    let outer = tree.add(
      .hstack, .stack(StackLayoutSpec()), name: ElementTree.noName, style: ElementTree.defaultStyle,
      children: stack[1..<3] + [inner])
    let empty = tree.add(
      .wrapper, .wrapper, name: ElementTree.noName, style: ElementTree.defaultStyle,
      children: stack[5...], sourceLine: 7, sourceColumn: Int(Int32.max) + 1)
    #expect(Array(tree.children(of: inner)) == [leaves[3], leaves[4]])
    #expect(Array(tree.children(of: outer)) == [leaves[1], leaves[2], inner])
    #expect(tree.children(of: empty).isEmpty)
    #expect(tree.containerCount == 2)
    #expect(tree.root == empty)
    #expect(tree[empty].sourceLine == 7 && tree[empty].sourceColumn == Int32.max)
    #expect(tree[inner].sourceLine == 0 && tree[inner].sourceColumn == 0)
  }

  @Test func manyNamesGrowTheNameTable() {
    var names = NameTable()
    let all = (0..<1000).map { "name \($0)" } + ["", "a long name that is not a small string"]
    let indexes = all.map { names.index(of: $0) }
    #expect(indexes == all.indices.map { Int32($0) })
    #expect(all.map { names.index(of: $0) } == indexes)
    #expect(indexes.map { names[$0] } == all)
  }

  // Past the linear scan's few entries, lookups go through the hash set.
  @Test func manyDistinctStylesStayDistinctAndShared() {
    var tree = ElementTree()
    var ids: [ElementID] = []
    for round in 0..<3 {
      for index in 0..<200 {
        var style = LayoutElementStyle()
        style.layoutPosition = Point(x: Double(index + 1), y: 0)
        ids.append(tree.add(.node, .node(DisplayNode()), style: style))
        if round == 0 { #expect(tree.record(ids.last!).style == Int32(index + 1)) }
      }
    }
    #expect(tree.styleCount == 201)
    for (offset, id) in ids.enumerated() {
      #expect(tree.style(of: id).layoutPosition.x == Double(offset % 200 + 1))
    }
  }

  // Texts share one token store; a text starting with spaces after one that ended with
  // spaces must not extend the earlier text's run.
  @Test func sharedTokensKeepTextsApart() {
    var tokens = TextTokens()
    let first = tokens.append("ab  ", classifyingASCIIBytes: false)
    let second = tokens.append("  cd", classifyingASCIIBytes: false)
    let third = tokens.append("日本語 x")
    for (summary, text) in [(first, "ab  "), (second, "  cd"), (third, "日本語 x")] {
      for width in [0.0, 1, 2, 3, 4, 5, 8, .infinity] {
        let alone = TextClusters(text).measure(maxWidth: width, maxLines: 0)
        let shared = tokens.measure(summary, maxWidth: width, maxLines: 0)
        #expect(alone == shared, "\(text) at \(width)")
      }
    }
  }

  // The tree counts an ASCII text's width and lines without its tokens: the counts must be
  // those of the tokens.
  @Test func asciiSummariesCountWhatTheTokensSay() {
    let alphabet = Array("ab #1*\n\r\t\u{0B}\u{0C} \u{01}".unicodeScalars)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var texts = ["", " ", "\r\n", "\n", "a\r\r\nb", "  lead", "trail  ", "User 1234"]
    for _ in 0..<3000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 59) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      texts.append(text)
    }
    for text in texts {
      var tokens = TextTokens()
      let full = tokens.append(text, classifyingASCIIBytes: false)
      let counted = TextSummary.ascii(text)
      #expect(counted?.unwrappedWidth == full.unwrappedWidth, "\(text.debugDescription)")
      #expect(counted?.paragraphCount == full.paragraphCount, "\(text.debugDescription)")
    }
    #expect(TextSummary.ascii("日本") == nil)
    #expect(TextSummary.ascii("caf\u{E9}") == nil)
  }

  // ASCII texts keep no tokens in the tree; wrapping classifies them again. Every width
  // must give what the text measured on its own gives.
  @Test func wrappedTextsMeasureAsOnTheirOwn() {
    let texts = [
      "Header text with ten points of inset around it", "日本語のテキスト と English words",
      "a\nbb ccc\r\ndddd", "   lead", "trail   ", "x",
    ]
    for text in texts {
      var builder = TreeBuilder()
      let node = TextNode(text: text, fontSize: 10, maxLines: 2)
      let id = builder.tree.add(.text, .text(node))
      for width in stride(from: 0.0, through: 260, by: 7.5) {
        let range = SizeRange(min: .zero, max: Size(width: width, height: .infinity))
        let layout = builder.layout(id, range, parentSize: range.max)
        let clusters = TextClusters(text).measure(
          maxWidth: (width + TextNode.fitTolerance) / 5, maxLines: 2)
        let expected =
          clusters.lineCount == 0
          ? Size.zero
          : Size(
            width: PixelGrid(scale: 2).ceil(clusters.width * 5),
            height: PixelGrid(scale: 2).ceil(Double(clusters.lineCount) * node.lineHeight))
        #expect(
          layout.size == Size(width: min(expected.width, width), height: expected.height),
          "\(text) at \(width)")
      }
    }
  }
}

/// A document's parts built as trees of their own and appended (a reader decoding on
/// several threads) must give the tree one pass in document order gives.
@Suite struct ElementTreeAppendingTests {
  /// Vertical, so that texts wrap at the root's width.
  static let vertical: StackLayoutSpec = {
    var stack = StackLayoutSpec()
    stack.direction = .vertical
    return stack
  }()

  /// Adds cell `index`: a stack of a text (non-ASCII in some cells, so that their tokens
  /// are kept), a node and an inset; names and styles repeat across cells, some new.
  @discardableResult
  static func addCell(_ index: Int, to tree: inout ElementTree) -> ElementID {
    var style = LayoutElementStyle()
    style.height = .points(Double(index % 3 * 10))
    // Kept texts whose words' advances differ from one cell to the next (wide first, or
    // narrow first), so that a word broken at a narrow width reads its own advances.
    let text = ["日本語 cell \(index)", "plain \(index)", "cell \(index) 日本語", "plain"][index % 4]
    let label = tree.add(
      .text, .text(TextNode(text: text, fontSize: Double(12 + index % 4))), name: "label")
    let icon = tree.add(
      .node, .node(DisplayNode(intrinsicSize: Size(width: 10, height: Double(index % 5)))),
      name: "icon\(index % 4)", style: style)
    let inset = tree.add(
      .inset,
      .inset(
        InsetLayoutSpec(insets: EdgeInsets(top: Double(index % 2), left: 0, bottom: 0, right: 0))),
      children: [icon])
    var stack = Self.vertical
    stack.spacing = Double(index % 6)
    return tree.add(.vstack, .stack(stack), name: "cell", children: [label, inset])
  }

  static func feed(cells: Range<Int>, into tree: inout ElementTree) -> [ElementID] {
    cells.map { addCell($0, to: &tree) }
  }

  @Test(arguments: [0, 1, 5, 12])
  func partsAppendedAreTheTreeBuiltInOnePass(split: Int) {
    var whole = ElementTree()
    let cells = Self.feed(cells: 0..<12, into: &whole)
    whole.add(.vstack, .stack(Self.vertical), name: "feed", children: cells)

    var first = ElementTree()
    var firstCells = Self.feed(cells: 0..<split, into: &first)
    var second = ElementTree()
    let secondCells = Self.feed(cells: split..<12, into: &second)
    #expect(second.isSelfContained)
    let offset = first.append(second)
    #expect(Int(offset) == first.count - second.count)
    firstCells += secondCells.map { ElementID(Int($0.index) + Int(offset)) }
    first.add(.vstack, .stack(Self.vertical), name: "feed", children: firstCells)

    // Read through an index past its table, the tree would trap, ending the run.
    #expect(first.indexProblems() == [])
    guard first.indexProblems().isEmpty else { return }
    #expect(first.count == whole.count)
    #expect(first.root == whole.root)
    #expect(first.containerCount == whole.containerCount)
    #expect(first.nameCount == whole.nameCount)
    #expect(first.styleCount == whole.styleCount)
    for index in 0..<whole.count {
      let id = ElementID(index)
      #expect(first[id] == whole[id])
      #expect(first.children(of: id) == whole.children(of: id))
      #expect(first.nameIndex(ofElement: id) == whole.nameIndex(ofElement: id))
    }
    let size = SizeRange(min: Size(width: 20, height: 0), max: Size(width: 20, height: .infinity))
    #expect(
      Self.frames(LayoutResult.evaluate(first, in: size, scale: 2).layout)
        == Self.frames(LayoutResult.evaluate(whole, in: size, scale: 2).layout))
  }

  /// Two elements of `kind` whose properties differ (the same when it has none), one case
  /// per kind: a new kind must say what it stores.
  static func twoOfEach(_ kind: ElementRecord.Kind) -> (ElementType, ElementKind, ElementKind) {
    switch kind {
    case .stack: return (.stack, .stack(StackLayoutSpec()), .stack(vertical))
    case .inset:
      return (
        .inset, .inset(InsetLayoutSpec(insets: .zero)),
        .inset(InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
      )
    case .overlay: return (.overlay, .overlay, .overlay)
    case .background: return (.background, .background, .background)
    case .center:
      return (.center, .center(CenterLayoutSpec()), .center(CenterLayoutSpec(centeringOptions: .x)))
    case .relative:
      return (
        .relative, .relative(RelativeLayoutSpec()),
        .relative(RelativeLayoutSpec(horizontalPosition: .end))
      )
    case .ratio:
      return (.ratio, .ratio(RatioLayoutSpec(ratio: 1)), .ratio(RatioLayoutSpec(ratio: 2)))
    case .absolute:
      return (
        .absolute, .absolute(AbsoluteLayoutSpec()),
        .absolute(AbsoluteLayoutSpec(sizing: .sizeToFit))
      )
    case .corner:
      return (
        .corner, .corner(CornerLayoutSpec()), .corner(CornerLayoutSpec(cornerLocation: .bottomLeft))
      )
    case .wrapper: return (.wrapper, .wrapper, .wrapper)
    case .spacer: return (.spacer, .spacer, .spacer)
    case .node:
      return (
        .node, .node(DisplayNode()), .node(DisplayNode(intrinsicSize: Size(width: 1, height: 2)))
      )
    case .image:
      return (
        .image, .image(ImageNode(imageSize: .zero)),
        .image(ImageNode(imageSize: Size(width: 3, height: 4)))
      )
    case .text: return (.text, .text(TextNode(text: "a")), .text(TextNode(text: "b")))
    case .button: return (.button, .button(ButtonNode()), .button(ButtonNode()))
    }
  }

  /// Every kind's properties are found again in the tree appended to: a kind whose table
  /// `ElementTables.append` forgot would read another element's properties.
  @Test(arguments: ElementRecord.Kind.allCases)
  func everyKindsPropertiesSurviveAppending(_ kind: ElementRecord.Kind) {
    let (type, a, b) = Self.twoOfEach(kind)
    var first = ElementTree()
    first.add(type, a)
    var second = ElementTree()
    second.add(type, b)
    second.add(type, a)
    let offset = first.append(second)
    #expect(first.indexProblems() == [], "\(kind)")
    guard first.indexProblems().isEmpty else { return }
    #expect(first[ElementID(Int(offset))].kind == b, "\(kind): the appended first element")
    #expect(first[ElementID(Int(offset) + 1)].kind == a, "\(kind): the appended second element")
  }

  /// Each layout's element, position and size, depth first.
  static func frames(_ layout: Layout) -> [String] {
    ["\(layout.element.index) \(layout.position) \(layout.size)"]
      + layout.sublayouts.flatMap(frames)
  }

  @Test func aTreeWithFontsIsNotSelfContained() {
    var fonted = ElementTree()
    #expect(fonted.isSelfContained)
    fonted.fonts = [TextFace(name: "system", font: nil, isSystem: true)]
    #expect(!fonted.isSelfContained)
  }

}
