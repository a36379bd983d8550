import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

@Suite("ascii: Texture's asciiArtString")
struct AsciiArtTests {
  /// Texture's documentation, "Debugging layout specs with ASCII art"
  /// (TextureGroup/Texture docs/_docs/layout-api-debugging.md; the same block is in
  /// docs/_docs/layout2-quickstart.md): a horizontal stack of two vertical stacks, each
  /// holding two image nodes.
  @Test func documentedExampleIsByteIdentical() {
    var tree = ElementTree()
    let left = tree.stack(.vertical, children: [tree.image(), tree.image()])
    let right = tree.stack(.vertical, children: [tree.image(), tree.image()])
    tree.stack(.horizontal, children: [left, right])

    let documented = """
      -----------------------ASStackLayoutSpec----------------------
      |  -----ASStackLayoutSpec-----  -----ASStackLayoutSpec-----  |
      |  |       ASImageNode       |  |       ASImageNode       |  |
      |  |       ASImageNode       |  |       ASImageNode       |  |
      |  ---------------------------  ---------------------------  |
      --------------------------------------------------------------
      """
    #expect(AsciiArt.asciiArtString(of: tree) == documented)
    #expect(Array(AsciiArt.asciiArtString(of: tree).utf8) == Array(documented.utf8))
  }

  /// The example of docs/texture-rules.md §4 (Texture's debugging page): a vertical stack beside an image; the shorter child
  /// gets ceil(d/2) blank rows above, floor(d/2) below.
  @Test func nestedStacksWithNamesAndVerticalCentring() {
    var tree = ElementTree()
    let column = tree.stack(.vertical, children: [tree.text("title"), tree.text()])
    tree.stack(.horizontal, children: [column, tree.image()])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        -------------ASStackLayoutSpec-------------
        |  ----ASStackLayoutSpec---               |
        |  |  ASTextNode (title)  |               |
        |  |      ASTextNode      |  ASImageNode  |
        |  ------------------------               |
        -------------------------------------------
        """)
  }

  /// Odd and even differences in height: 5 rows vs 1 (2 above, 2 below) and vs 4 (1 above,
  /// 0 below). Cross-checked with a line-by-line port of ASAsciiArtBoxCreator.mm.
  @Test func unevenChildHeights() {
    var tree = ElementTree()
    let three = tree.stack(
      .vertical, "col", children: [tree.node("a"), tree.node("b"), tree.node("c")])
    let two = tree.stack(.vertical, children: [tree.node(), tree.node()])
    tree.stack(.horizontal, "row", children: [three, tree.image(), two])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        -----------------------------ASStackLayoutSpec (row)-----------------------------
        |  -----ASStackLayoutSpec (col)-----                                            |
        |  |       ASDisplayNode (a)       |               -----ASStackLayoutSpec-----  |
        |  |       ASDisplayNode (b)       |  ASImageNode  |      ASDisplayNode      |  |
        |  |       ASDisplayNode (c)       |               |      ASDisplayNode      |  |
        |  ---------------------------------               ---------------------------  |
        ---------------------------------------------------------------------------------
        """)
  }

  /// A box exactly as wide as its title: the title line has no dashes.
  @Test func boxAsWideAsItsTitle() {
    var tree = ElementTree()
    tree.inset(child: tree.image())
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        ASInsetLayoutSpec
        |  ASImageNode  |
        -----------------
        """)
  }

  /// A vertical box narrower than its title becomes len(title) + 10 wide.
  @Test func verticalBoxNarrowerThanTitle() {
    var tree = ElementTree()
    tree.stack(.vertical, children: [tree.node()])
    let art = AsciiArt.asciiArtString(of: tree)
    #expect(
      art == """
        -----ASStackLayoutSpec-----
        |      ASDisplayNode      |
        ---------------------------
        """)
    #expect(art.split(separator: "\n").allSatisfy { $0.count == "ASStackLayoutSpec".count + 10 })
  }

  /// Odd differences in a vertical box: the title's extra padding (9) and a child's slack
  /// (7) both put the larger half on the left.
  @Test func verticalOddPaddingGoesLeft() {
    var tree = ElementTree()
    tree.stack(.vertical, "col", children: [tree.text("title"), tree.image(), tree.text()])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        -----ASStackLayoutSpec (col)-----
        |       ASTextNode (title)      |
        |           ASImageNode         |
        |           ASTextNode          |
        ---------------------------------
        """)
  }

  /// A horizontal box narrower than its title becomes len(title) + 4 wide; the larger half
  /// of the padding goes on the left.
  @Test func horizontalBoxNarrowerThanTitle() {
    var tree = ElementTree()
    tree.stack(.horizontal, "header", children: [tree.node()])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        --ASStackLayoutSpec (header)--
        |        ASDisplayNode       |
        ------------------------------
        """)
  }

  /// A ratio spec shows `(%.1f)` of its ratio with printf's rounding of the exact binary
  /// value, and never its debug name.
  @Test(arguments: [
    (0.75, "0.8"), (0.25, "0.2"), (0.35, "0.3"), (0.45, "0.5"), (1.5, "1.5"), (2, "2.0"),
    (0.05, "0.1"), (10, "10.0"),
  ])
  func ratioName(ratio: Double, printed: String) {
    var tree = ElementTree()
    let child = tree.image()
    tree.add(.ratio, .ratio(RatioLayoutSpec(ratio: ratio)), name: "hero", children: [child])
    let art = AsciiArt.asciiArtString(of: tree)
    #expect(art.hasPrefix("-") || art.hasPrefix("A"))
    #expect(art.contains("ASRatioLayoutSpec (\(printed))"))
    #expect(!art.contains("hero"))
  }

  @Test func ratioBoxExactly() {
    var tree = ElementTree()
    let child = tree.image()
    tree.add(.ratio, .ratio(RatioLayoutSpec(ratio: 0.75)), name: "hero", children: [child])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        --ASRatioLayoutSpec (0.8)--
        |       ASImageNode       |
        ---------------------------
        """)
  }

  /// Background lists [child, background], the reverse of its drawing order; overlay
  /// [child, overlay]; both box horizontally.
  @Test func backgroundAndOverlayChildOrder() {
    var tree = ElementTree()
    let content = tree.text("content")
    let fill = tree.node("bg")
    tree.add(.background, .background, children: [content, fill])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        ------------ASBackgroundLayoutSpec------------
        |  ASTextNode (content)  ASDisplayNode (bg)  |
        ----------------------------------------------
        """)

    var overlay = ElementTree()
    let base = overlay.image("photo")
    let badge = overlay.node("badge")
    overlay.add(.overlay, .overlay, children: [base, badge])
    #expect(
      AsciiArt.asciiArtString(of: overlay) == """
        ---------------ASOverlayLayoutSpec--------------
        |  ASImageNode (photo)  ASDisplayNode (badge)  |
        ------------------------------------------------
        """)
  }

  /// A spec without children, and any node, is its name alone: no box.
  @Test func leavesAreNamesAlone() {
    var spacer = ElementTree()
    spacer.add(.spacer, .spacer)
    #expect(AsciiArt.asciiArtString(of: spacer) == "ASLayoutSpec")

    var empty = ElementTree()
    empty.stack(.vertical, "empty", children: [])
    #expect(AsciiArt.asciiArtString(of: empty) == "ASStackLayoutSpec (empty)")

    var node = ElementTree()
    node.text("title")
    #expect(AsciiArt.asciiArtString(of: node) == "ASTextNode (title)")
  }

  /// A button's children are its internal spec, not description elements: never shown.
  @Test func buttonShowsNoInternals() {
    var tree = ElementTree()
    let title = tree.text()
    let inner = tree.stack(.horizontal, children: [title])
    tree.add(.button, .button(ButtonNode()), name: "ok", children: [inner])
    #expect(AsciiArt.asciiArtString(of: tree) == "ASButtonNode (ok)")
  }

  /// Every description type prints its Texture class.
  @Test func classNames() {
    let expected: [(ElementType, String)] = [
      (.networkImage, "ASNetworkImageNode"), (.video, "ASVideoNode"),
      (.videoPlayer, "ASVideoPlayerNode"), (.editableText, "ASEditableTextNode"),
    ]
    for (type, className) in expected {
      var tree = ElementTree()
      tree.add(type, .node(DisplayNode()))
      #expect(AsciiArt.asciiArtString(of: tree) == className)
    }
    var tree = ElementTree()
    let a = tree.node()
    let b = tree.node()
    tree.add(.corner, .corner(CornerLayoutSpec()), children: [a, b])
    #expect(AsciiArt.asciiArtString(of: tree).hasPrefix("--------ASCornerLayoutSpec--------\n"))
  }

  /// Lengths are UTF-16 code units: "👍" counts 2, so the row is 24 long (23 Characters)
  /// and the title gets 4 dashes left, 3 right.
  @Test func lengthsAreUTF16CodeUnits() {
    var tree = ElementTree()
    tree.stack(.vertical, children: [tree.node("👍")])
    #expect(
      AsciiArt.asciiArtString(of: tree) == """
        ----ASStackLayoutSpec---
        |  ASDisplayNode (👍)  |
        ------------------------
        """)
  }

  /// Deviation from Texture, whose componentsSeparatedByString: would split the name into
  /// two rows: a newline in a name is written out (`\n`), as in every text format, so a
  /// name can neither break the art nor drive the terminal.
  @Test func newlineInNameIsWrittenOut() {
    var tree = ElementTree()
    tree.inset(child: tree.node("a\nb"))
    #expect(
      AsciiArt.asciiArtString(of: tree) == #"""
        -----ASInsetLayoutSpec----
        |  ASDisplayNode (a\nb)  |
        --------------------------
        """#)
  }

  @Test func noTrailingNewline() {
    var tree = ElementTree()
    tree.inset(child: tree.node())
    #expect(!AsciiArt.asciiArtString(of: tree).hasSuffix("\n"))
  }

  /// Deep nesting must not overflow the stack (the walk is iterative). Each level adds two
  /// rows and six columns, as in Texture, so the art grows with the square of the depth.
  @Test func deepNesting() {
    let depth = 400
    var tree = ElementTree()
    var id = tree.node()
    for _ in 0..<depth { id = tree.add(.wrapper, .wrapper, children: [id]) }
    let lines = AsciiArt.asciiArtString(of: tree).split(separator: "\n")
    #expect(lines.count == 1 + 2 * depth)
    #expect(lines.allSatisfy { $0.count == "ASDisplayNode".count + 6 * depth })
  }
}
