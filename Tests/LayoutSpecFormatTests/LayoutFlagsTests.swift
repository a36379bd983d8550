import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// The layout flags (LayoutFlags.swift) of documents laid out as eval lays them out: each
// flag where it should be, and not where a spec places its children over one another or
// outside itself by design.

@Suite struct LayoutFlagsTests {
  /// The flags of `yaml`'s default variant at `size`, each `KIND PATH: DETAIL`.
  static func flags(
    _ yaml: String, at size: String, kinds: Set<LayoutFlag.Kind> = Set(LayoutFlag.Kind.allCases)
  ) throws -> [String] {
    let read = DocumentReader.read(Array(yaml.utf8), file: "flags.yaml")
    let document = try #require(read.document, "\(read.diagnostics.map(\.rendered))")
    guard case .success(let range) = SizeSyntax.parse(size) else {
      Issue.record("bad size \(size)")
      return []
    }
    let result = LayoutResult.evaluate(document.tree, in: range, scale: 2)
    return LayoutFlags.flags(of: result, kinds: kinds).map {
      $0.kind.rawValue + " " + $0.description
    }
  }

  static let title = """
    type: vstack
    name: cell
    children:
      - { type: text, name: title, text: "Sunset Beach at dusk", maxLines: 1 }
    """

  /// ASTextNode's `isTruncated`: TextKit shows `maximumNumberOfLines` lines and the text
  /// has more at that width (Source/ASTextNode.mm, ASTextKitRenderer).
  @Test func aTextCutByMaxLinesIsTruncated() throws {
    // Clusters of 8.5 points: "Sunset Beach" is 102, so "Sunset", "Beach at", "dusk" at
    // 100, 1 shown.
    #expect(
      try Self.flags(Self.title, at: "100xany")
        == ["truncation cell/title: truncated: shows 1 of 3 lines"])
    #expect(try Self.flags(Self.title, at: "200xany") == [])
  }

  /// TextKit lays out no line whose fragment would pass the container's bottom
  /// (ASTextKitRenderer's container is the node's bounds).
  @Test func aTextCutByItsHeightIsTruncated() throws {
    let document = """
      type: vstack
      name: cell
      children:
        - { type: text, name: body, text: "one two three four five six", style: { height: 25 } }
      """
    // 27 clusters: 3 lines of 20.4 at 100 points, one fits 25 points.
    #expect(
      try Self.flags(document, at: "100xany")
        == ["truncation cell/body: truncated: shows 1 of 3 lines"])
    #expect(try Self.flags(document, at: "400xany") == [])
  }

  @Test func aFontedTextCutByMaxLinesIsTruncatedToo() throws {
    let document = """
      type: vstack
      name: cell
      children:
        - { type: text, name: title, text: "Sunset Beach at dusk", font: system, maxLines: 1 }
      """
    // `system` without SFNS.ttf: SF's vertical metrics, the model's widths, measured by
    // the fonted text's lines (TextKitLines.swift), not the model's.
    let read = DocumentReader.read(Array(document.utf8), file: "flags.yaml")
    let tree = try #require(read.document?.tree)
    let text = try #require(
      (0..<tree.count).map { ElementID($0) }.first { tree.type(of: $0) == .text })
    #expect(tree.textLineBoxes(of: text, in: Size(width: 100, height: 100)) != nil)
    #expect(
      try Self.flags(document, at: "40xany").first?.hasPrefix("truncation cell/title") == true)
    #expect(try Self.flags(document, at: "2000xany") == [])
  }

  /// Stack children are placed one after another: a negative spacing overlaps them.
  @Test func stackChildrenThatOverlapAreFlagged() throws {
    let document = """
      type: hstack
      name: row
      spacing: -10
      children:
        - { type: node, name: avatar, style: { width: 40, height: 40 } }
        - { type: node, name: badge, style: { width: 20, height: 20 } }
        - { type: node, name: tail, style: { width: 20, height: 20 } }
      """
    #expect(
      try Self.flags(document, at: "anyxany") == [
        "overlap row/badge: overlaps row/avatar by 10 x 20",
        "overlap row/tail: overlaps row/badge by 10 x 20",
      ])
  }

  /// Siblings that touch (a stack without spacing) share an edge, no area.
  @Test func siblingsThatTouchDoNotOverlap() throws {
    let document = """
      type: vstack
      children:
        - { type: node, style: { width: 40, height: 40.25 } }
        - { type: node, style: { width: 40, height: 40 } }
      """
    #expect(try Self.flags(document, at: "anyxany") == [])
  }

  /// ASOverlayLayoutSpec, ASBackgroundLayoutSpec, ASCornerLayoutSpec and
  /// ASWrapperLayoutSpec place their children over one another by design: no overlap flag,
  /// though the frames intersect.
  @Test(arguments: [
    "{ type: overlay, name: spec, child: { type: node, name: a }, overlay: { type: node, name: b } }",
    "{ type: background, name: spec, child: { type: node, name: a }, background: { type: node, name: b } }",
    "{ type: corner, name: spec, child: { type: node, name: a, style: { width: 40, height: 40 } }, corner: { type: node, name: b, style: { width: 10, height: 10 } } }",
    "{ type: wrapper, name: spec, children: [{ type: node, name: a }, { type: node, name: b }] }",
  ])
  func childrenPlacedOverEachOtherByDesignAreNotFlagged(_ spec: String) throws {
    #expect(try Self.flags("type: vstack\nchildren:\n  - " + spec + "\n", at: "100x100") == [])
    // The same two children in an absolute spec, which places them apart, are flagged.
    let absolute = """
      type: absolute
      name: spec
      children:
        - { type: node, name: a, style: { width: 40, height: 40 } }
        - { type: node, name: b, style: { width: 40, height: 40, layoutPosition: [30, 30] } }
      """
    #expect(
      try Self.flags(absolute, at: "100x100") == ["overlap spec/b: overlaps spec/a by 10 x 10"])
  }

  /// A stack child that does not shrink (flexShrink 0, Texture's default) reaches past the
  /// stack (ASStackLayoutSpec lets it overflow).
  @Test func aChildPastItsParentIsOutside() throws {
    let document = """
      type: hstack
      name: row
      children:
        - { type: node, name: wide, style: { width: 260, height: 10 } }
      """
    #expect(
      try Self.flags(document, at: "200xany")
        == ["outside row/wide: outside its parent row by 60 on the right"])
    #expect(try Self.flags(document, at: "300xany") == [])
  }

  /// Texture rounds sizes up to the pixel grid, not positions: 40% and 60% of 667 are
  /// 267 and 400.5 at 2x, half a point past the stack. A pixel of overrun is rounding.
  @Test func anOverrunOfOnePixelIsRounding() throws {
    let document = """
      type: hstack
      name: row
      children:
        - { type: node, name: left, style: { flexBasis: "40%", height: 10 } }
        - { type: node, name: right, style: { flexBasis: "60%", height: 10 } }
      """
    #expect(try Self.flags(document, at: "667xany") == [])
    let over = document.replacingOccurrences(of: "60%", with: "60.3%")
    #expect(
      try Self.flags(over, at: "667xany")
        == ["outside row/right: outside its parent row by 2.5 on the right"])
  }

  /// A negative inset puts the child outside on every side it is negative.
  @Test func aNegativeInsetIsOutsideOnThatSide() throws {
    let document = """
      type: inset
      name: frame
      insets: [-4, 0, 0, -2]
      child: { type: node, name: content }
      """
    #expect(
      try Self.flags(document, at: "100x100")
        == ["outside frame/content: outside its parent frame by 2 on the right, 4 at the top"])
  }

  /// ASCornerLayoutSpec centres the corner element on the child's corner: without
  /// `wrapsCorner` it sticks out of the spec by design.
  @Test func aCornerElementStickingOutIsNotFlagged() throws {
    let document = """
      type: corner
      child: { type: image, name: avatar, imageSize: [100, 100] }
      corner: { type: image, name: badge, imageSize: [26, 26] }
      """
    #expect(try Self.flags(document, at: "anyxany") == [])
  }

  /// A percent of an infinite parent is non-finite: printed as null, flagged as null (and
  /// nothing else is said of its frame).
  @Test func aNonFiniteFrameIsNull() throws {
    let document = "type: node\nname: half\nstyle: { height: \"50%\" }\n"
    #expect(
      try Self.flags(document, at: "375xany")
        == ["null half: null frame: its size or position is not finite"])
    #expect(try Self.flags(document, at: "375x100") == [])
  }

  @Test func onlyTheKindsAskedForAreFound() throws {
    let document = """
      type: hstack
      name: row
      spacing: -10
      children:
        - { type: node, name: a, style: { width: 150, height: 10 } }
        - { type: text, name: b, text: "Sunset Beach at dusk", maxLines: 1, style: { flexShrink: 1 } }
      """
    let all = try Self.flags(document, at: "200xany")
    #expect(all.map { $0.split(separator: " ")[0] } == ["truncation", "overlap"], "\(all)")
    #expect(try Self.flags(document, at: "200xany", kinds: [.overlap]).count == 1)
    #expect(try Self.flags(document, at: "200xany", kinds: []) == [])
  }

  /// Unnamed elements are named by their index among their siblings, as check names them.
  @Test func pathsUseIndicesWhereUnnamed() throws {
    let document = """
      type: vstack
      children:
        - type: hstack
          spacing: -1
          children:
            - { type: node, style: { width: 10, height: 10 } }
            - { type: node, style: { width: 10, height: 10 } }
      """
    #expect(try Self.flags(document, at: "anyxany") == ["overlap 0/0/1: overlaps 0/0/0 by 1 x 10"])
  }

  /// A stack of thousands of children is swept along its axis: the flags are those of a
  /// comparison of every pair.
  @Test func aLongListFindsTheSameOverlapsAsEveryPair() throws {
    var children = ""
    for index in 0..<400 {
      let spacing = index % 7 == 3 ? -2 : 0
      children +=
        "    - { type: node, name: n\(index), style: { height: 10, spacingBefore: \(spacing) } }\n"
    }
    let document = "type: vstack\nname: list\nchildren:\n" + children
    let found = try Self.flags(document, at: "100xany")
    let expected = (0..<400).filter { $0 % 7 == 3 }.map {
      "overlap list/n\($0): overlaps list/n\($0 - 1) by 100 x 2"
    }
    #expect(found == expected)
  }

  /// Bars laid out to defeat the sweep along both axes (wide ones stacked down, tall ones
  /// side by side, all within each other's span): the comparisons stop at the budget,
  /// and the parent says so rather than passing as free of overlaps.
  @Test func comparisonsStopAtTheBudgetAndSaySo() throws {
    var children = ""
    for index in 0..<40 {
      children +=
        "  - { type: node, style: { width: 100, height: 1, layoutPosition: [0, \(index * 2)] } }\n"
      children +=
        "  - { type: node, style: { width: 1, height: 100, layoutPosition: [\(index * 2), 200] } }\n"
    }
    let document = "type: absolute\nname: bars\nchildren:\n" + children
    let read = DocumentReader.read(Array(document.utf8), file: "bars.yaml")
    let tree = try #require(read.document?.tree)
    let result = LayoutResult.evaluate(tree, in: .unconstrained, scale: 2)
    #expect(LayoutFlags.flags(of: result, kinds: [.overlap], budget: 1_000_000).isEmpty)
    #expect(
      LayoutFlags.flags(of: result, kinds: [.overlap], budget: 100).map(\.description) == [
        "bars: children not all compared for overlap: more than 100 pairs"
      ])
  }

  @Test func everyElementTypeHasAChildRule() {
    // Exhaustive by construction (a switch without default); spot-check the documented
    // decisions.
    #expect(LayoutFlags.childRule(.overlay) == (true, false))
    #expect(LayoutFlags.childRule(.corner) == (true, true))
    #expect(LayoutFlags.childRule(.absolute) == (false, false))
    #expect(LayoutFlags.childRule(.vstack) == (false, false))
  }
}
