import Foundation
import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// Dynamic Type (DynamicType.swift): a text style's size at each content size category, as
// Apple's Human Interface Guidelines publish it ("Typography" > Specifications > "iOS,
// iPadOS Dynamic Type sizes" and "larger accessibility type sizes"), through every way a
// document is decoded.

/// The guidelines' sizes of `body`, `largeTitle` and `caption2` per category, copied from
/// their tables once, here, and compared with what the decoder gives.
private let published: [(ContentSizeCategory, body: Double, largeTitle: Double, caption2: Double)] =
  [
    (.xSmall, 14, 31, 11), (.small, 15, 32, 11), (.medium, 16, 33, 11), (.large, 17, 34, 11),
    (.xLarge, 19, 36, 13), (.xxLarge, 21, 38, 15), (.xxxLarge, 23, 40, 17),
    (.accessibilityMedium, 28, 44, 20), (.accessibilityLarge, 33, 48, 24),
    (.accessibilityXLarge, 40, 52, 29), (.accessibilityXXLarge, 47, 56, 34),
    (.accessibilityXXXLarge, 53, 60, 40),
  ]

/// The runs' font sizes and weights of every text node of `document`, decoded at `category`.
private func runs(_ document: String, file: String = "t.json", at category: ContentSizeCategory)
  -> [(size: Double, weight: Double?)]
{
  var fonts = FontCatalog()
  fonts.contentSize = category
  let parsed = DocumentReader.parse(Array(document.utf8), file: file, fonts: fonts)
  guard let decoded = DocumentReader.decode(parsed, fonts: fonts).document else { return [] }
  var found: [(Double, Double?)] = []
  for variant in decoded.allVariants {
    for index in 0..<variant.tree.count {
      guard case .text(let node) = variant.tree[ElementID(index)].kind else { continue }
      for run in node.attributes?.runs ?? [] { found.append((run.fontSize, run.fontWeight)) }
    }
  }
  return found
}

@Suite struct DynamicTypeTests {
  @Test(arguments: published.map(\.0))
  func eachCategoryGivesThePublishedSizes(category: ContentSizeCategory) throws {
    let row = try #require(published.first { $0.0 == category })
    let document = #"""
      { "type": "vstack", "children": [
        { "type": "text", "text": "a", "font": "system", "fontSize": "body" },
        { "type": "text", "text": "b", "font": "system", "fontSize": "largeTitle" },
        { "type": "text", "text": "c", "font": "system", "fontSize": "caption2" },
        { "type": "text", "text": "d", "font": "system", "fontSize": "headline" },
        { "type": "text", "text": "e", "font": "system", "fontSize": 17 } ] }
      """#
    let found = runs(document, at: category)
    #expect(found.map(\.size) == [row.body, row.largeTitle, row.caption2, row.body, 17])
    #expect(found.map(\.weight) == [400, 400, 400, 600, nil])
  }

  /// A document read whole (YAML), an envelope and its variants decode at the category too.
  @Test func everyDecodingTakesTheCategory() {
    let yaml = """
      sizes: ["375x*"]
      root: { type: text, name: label, text: a, font: system, fontSize: body }
      variants:
        big:
          - { name: label, set: { fontSize: title1 } }
      """
    let found = runs(yaml, file: "t.yaml", at: .accessibilityXXXLarge)
    #expect(found.map(\.size) == [53, 58])
    let json =
      #"{ "sizes": ["375x*"], "root": { "type": "text", "text": "a", "font": "system", "fontSize": "footnote" } }"#
    #expect(runs(json, at: .xxxLarge).map(\.size) == [19])
    #expect(runs(json, at: .large).map(\.size) == [13])
  }

  /// The ordinals the table is read by are the cases' places.
  @Test func ordinalsArePlaces() {
    #expect(ContentSizeCategory.allCases.map(\.ordinal) == Array(0..<12))
    #expect(TextStyle.allCases.map(\.ordinal) == Array(0..<11))
  }

  @Test func theSpellingsOfACategory() {
    #expect(ContentSizeCategory.named("accessibilityXXXLarge") == .accessibilityXXXLarge)
    #expect(ContentSizeCategory.named("AX5") == .accessibilityXXXLarge)
    #expect(
      ContentSizeCategory.named("accessibility-extra-extra-extra-large") == .accessibilityXXXLarge)
    #expect(ContentSizeCategory.named("extraSmall") == .xSmall)
    #expect(ContentSizeCategory.named("XXXLARGE") == .xxxLarge)
    #expect(ContentSizeCategory.named("ax6") == nil)
    #expect(ContentSizeCategory.named("huge") == nil)
    #expect(ContentSizeCategory.allCases.count == 12)
  }

  /// Each table has a row per style, every size grows (or stays) with the category, and
  /// the leading is never less than the size.
  @Test func theTableIsWhole() {
    for category in ContentSizeCategory.allCases {
      let rows = category.textStyleMetrics
      #expect(rows.count == TextStyle.allCases.count)
      #expect(rows.allSatisfy { $0.leading > $0.size })
      #expect(rows[4] == rows[5], "headline and body share a size at \(category)")
    }
    for (smaller, larger) in zip(
      ContentSizeCategory.allCases, ContentSizeCategory.allCases.dropFirst())
    {
      for style in TextStyle.allCases {
        #expect(style.metrics(at: smaller).size <= style.metrics(at: larger).size, "\(style)")
      }
    }
  }

  /// docs/text.md's table is DynamicType.swift's, size for size.
  @Test func docsTableIsTheTable() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/text.md")
    let page = try String(contentsOf: url, encoding: .utf8)
    // The rows whose first cell names a category: `xSmall`, `large` (default), ...
    let documented = page.split(separator: "\n").map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }.filter { cells in
      cells.first.map {
        ContentSizeCategory(rawValue: String($0.split(separator: "`").first ?? "")) != nil
      }
        ?? false
    }
    #expect(documented.count == ContentSizeCategory.allCases.count)
    for (row, category) in zip(documented, ContentSizeCategory.allCases) {
      #expect(row[0].hasPrefix("`\(category.rawValue)`"))
      // headline and body share a column.
      let sizes = category.textStyleMetrics.enumerated().filter { $0.offset != 4 }.map {
        NumberText.shortest($0.element.size)
      }
      #expect(Array(row.dropFirst()) == sizes, "\(category)")
    }
  }
}
