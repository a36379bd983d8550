import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// The contact sheet's page (SheetPage.swift): a cell per layout of the matrix, placed by
// size (columns) and by variant and content size (rows), and bounded in size.

@Suite struct SheetPageTests {
  static func result(_ yaml: String, at width: Double) throws -> LayoutResult {
    let read = DocumentReader.read(Array(yaml.utf8), file: "sheet.yaml")
    let tree = try #require(read.document?.tree)
    return LayoutResult.evaluate(
      tree,
      in: SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity)),
      scale: 2)
  }

  static let cell = """
    type: hstack
    name: header
    children:
      - { type: node, name: avatar, style: { width: 40, height: 40 } }
      - { type: text, name: title, text: "Sunset Beach at dusk", maxLines: 1, style: { flexShrink: 1 } }
    """

  /// Sizes × content sizes × variants: every cell is in the table, in its column (size)
  /// and row (variant and content size), labelled with all three.
  @Test func everyCellOfAThreeDimensionalMatrixIsPlaced() throws {
    var cells: [SheetCell] = []
    for variant in ["default", "long"] {
      for contentSize in ["large", "accessibilityXXXLarge"] {
        for width in [200.0, 375.0] {
          let result = try Self.result(Self.cell, at: width)
          cells.append(
            SheetCell(
              result: result, size: "\(Int(width))x*", contentSize: contentSize,
              variant: variant, flags: LayoutFlags.flags(of: result)))
        }
      }
    }
    let page = SheetPage.html(title: "cell.yaml", cells: cells)
    let grid = SheetGrid(cells)
    #expect(grid.columns == ["200x*", "375x*"])
    #expect(
      grid.rows == [
        "default · large", "default · accessibilityXXXLarge", "long · large",
        "long · accessibilityXXXLarge",
      ])
    for (index, cell) in cells.enumerated() {
      #expect(page.contains("<figcaption><b>\(cell.label)</b>"), "\(cell.label)")
      let row = grid.rows.firstIndex(of: "\(cell.variant ?? "") · \(cell.contentSize ?? "")")
      let column = grid.columns.firstIndex(of: cell.size)
      #expect(row.flatMap { row in column.flatMap { grid.cell(row: row, column: $0) } } == index)
    }
    #expect(page.components(separatedBy: "<figure").count - 1 == cells.count)
    // The 200-point cells truncate the title: listed and outlined.
    #expect(
      page.components(separatedBy: "<li class=\"truncation\">header/title: truncated").count - 1
        == 4)
    #expect(page.contains("stroke=\"#dc2626\" stroke-width=\"2\"><title>header/title: truncated"))
  }

  /// A document without variants or content sizes: one row, `default`.
  @Test func oneVariantIsOneRow() throws {
    let cells = try [200.0, 320.0, 375.0].map { width in
      SheetCell(result: try Self.result(Self.cell, at: width), size: "\(Int(width))x*", flags: [])
    }
    let grid = SheetGrid(cells)
    #expect(grid.rows == ["default"])
    #expect(grid.columns.count == 3)
    #expect(SheetPage.html(title: "t", cells: cells).contains("<p class=\"clean\">no flags</p>"))
  }

  /// The shallowest elements that fit the budget are kept, their parents renumbered.
  @Test func aCellOverItsShareIsDrawnToTheDepthThatFits() throws {
    let result = try Self.result(Self.cell, at: 375)
    let frames = AbsoluteFrames.frames(of: result.layout, in: result.tree)
    #expect(frames.count == 3)
    #expect(SheetPage.depthThatFits(frames, budget: 3) == 1)
    #expect(SheetPage.depthThatFits(frames, budget: 2) == 0)
    #expect(SheetPage.depthThatFits(frames, budget: 0) == 0)
    let kept = SheetPage.limited(frames, depth: 0)
    #expect(kept.count == 1)
    #expect(kept[0].parent == -1)
    #expect(SheetPage.reduction(elementCounts: [3, 3]) == nil)
    #expect(
      SheetPage.reduction(elementCounts: [SheetPage.elementBudget, 3])?.hasPrefix(
        "the contact sheet draws at most \(SheetPage.elementBudget / 2) elements a layout") == true)
    // One layout is one, in the singular.
    #expect(
      SheetPage.reduction(elementCounts: [SheetPage.elementBudget + 1])
        == "the contact sheet draws at most \(SheetPage.elementBudget) elements a layout "
        + "(\(SheetPage.elementBudget) in all, for 1 layout): a layout with more (the largest "
        + "has \(SheetPage.elementBudget + 1)) is drawn to the depth that fits; every flag is "
        + "still found")
  }

  /// Each flag kind has its own outline colour, but a null frame, which has none to draw.
  @Test func nullFramesAreListedNotOutlined() {
    for kind in LayoutFlag.Kind.allCases {
      #expect((SheetPage.colour(kind) == nil) == (kind == .null))
    }
  }
}
