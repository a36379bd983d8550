import Foundation
import Testing

@testable import LayoutSpecFormat

// The idioms of Texture's example apps (ASDKgram, SocialAppLayout, CatDeals, Shop,
// LayoutSpecExamples), in cells written for the project (Tests/ImportInputs/Shelf*,
// RatingStarsNode.swift): each test says what import makes of one idiom.

@Suite struct ImportExampleIdiomsTests {
  /// A header given with the cell defines the names its `#if`s test, include guard and all;
  /// a name no file defines keeps the value its first `#if` took, so `#if !SHELF_USES_YOGA`
  /// and `#if SHELF_USES_YOGA` are never both read.
  @Test func headersDefineTheCellsConditions() throws {
    let withHeader = try ImportedDocument(["ShelfFlags.h", "ShelfItemNode.m"])
    #expect(withHeader.element("badgeNode") == nil)  // SHELF_SHOWS_BADGE 0 in the header
    #expect(withHeader.element("titleNode") != nil)  // the header's guard hides nothing
    #expect(!withHeader.warned("SHELF_SHOWS_BADGE"))
    #expect(!withHeader.warned("SHELF_FLAGS_H"))  // an include guard asks nothing
    #expect(withHeader.warned("#if !SHELF_USES_YOGA: not defined"))
    #expect(!withHeader.warned("#if SHELF_USES_YOGA:"))
    #expect(!withHeader.warned("addYogaChild"))
    #expect(!withHeader.warned("yogaNodeCreateIfNeeded"))

    let alone = try ImportedDocument(["ShelfItemNode.m"])
    #expect(alone.element("badgeNode") != nil)  // the first branch, with a warning
    #expect(alone.warned("#if SHELF_SHOWS_BADGE: not defined"))
  }

  /// A subclass has its superclass's subnodes (`self.coverNode`), made by the superclass's
  /// `init`; values kept in instance variables in `init` (`_coverSide = 60`, a compound
  /// literal `(CGSize){ 16, 16 }`) are read back by the layout; a struct in braces with
  /// designated fields is the insets; a style setter sent as a message is the style.
  @Test func inheritedSubnodesInstanceValuesAndStructs() throws {
    let doc = try ImportedDocument(["ShelfFlags.h", "ShelfItemNode.m"])
    #expect(doc.key("coverNode", "type") == "image")
    #expect(doc.style("coverNode", "preferredSize") == "[60, 90]")
    #expect(!doc.warned("not declared"))
    #expect(doc.text.contains("insets: [8, 12, 8, 12]"))  // kShelfInsets, fields in any order
    #expect(doc.text.contains("spacing: 10"))  // a `(u_int32_t)` cast
    #expect(!doc.warned("statement skipped"))
    #expect(!doc.warned("addTarget"))  // a button's target changes no frame
    #expect(!doc.warned("branch on app state"))  // ASIsRTL() is false: left to right
    #expect(doc.value["variants"] == nil)

    // A class method of the cell itself is the app's helper, not a second cell.
    #expect(doc.key("authorNode", "text") == "Ursula K. Le Guin")
    #expect(!doc.warned("holds itself"))

    let alone = try ImportedDocument(["ShelfItemNode.m"])
    #expect(alone.style("badgeNode", "preferredSize") == "[16, 16]")  // [style setPreferredSize:]
  }

  /// `[[NSMutableArray alloc] init]` and `initWithCapacity:` grow with `addObject:`;
  /// `[[a reverseObjectEnumerator] allObjects]` is the other way round; a ratio the code
  /// computes from an image is a square, said, so that the description lays out.
  @Test func arraysAllocatedAndReversedAndAnUnknownRatio() throws {
    let doc = try ImportedDocument(["ShelfFlags.h", "ShelfItemNode.m"])
    #expect(!doc.warned("addObject"))
    #expect(!doc.warned("cannot follow"))
    let frames = try doc.layout()
    // titleNode was added second and comes first: the lines are read backwards.
    let title = try #require(frames["titleNode"]?.y)
    let author = try #require(frames["authorNode"]?.y)
    #expect(title < author)
    #expect(close(frames["coverNode"]?.x, 12))
    #expect(doc.key("spineNode", "type") == "networkImage")
    #expect(doc.text.contains("ratio: 1"))
    #expect(doc.warned("1 (a square) stands in"))
    #expect(close(frames["spineNode"]?.width, 375 - 24))
    #expect(close(frames["spineNode"]?.height, 375 - 24))
  }

  /// Swift: constants of a type nested in another (`Shelf.Layout.insets`, defined from its
  /// siblings), a `lazy var` size, an array property `init` appends to in a loop and the
  /// layout reads reversed, and a view block called without `self.` or with a trailing
  /// closure.
  @Test func swiftNestedConstantsLazyValuesAndArrayProperties() throws {
    let doc = try ImportedDocument(["RatingStarsNode.swift", "ShelfLayout.swift"])
    #expect(doc.messages.isEmpty, "\(doc.messages.map(\.rendered))")
    #expect(doc.text.contains("insets: [6, 10, 6, 10]"))
    #expect(doc.text.contains("spacing: 6"))
    #expect(doc.text.contains("spacing: 10"))
    #expect(doc.text.components(separatedBy: "name: star,").count - 1 == 5)
    #expect(doc.style("star", "preferredSize") == "[14, 14]")
    #expect(doc.style("spinnerNode", "preferredSize") == "[20, 20]")
    let frames = try doc.layout()
    #expect(frames["spinnerNode"]?.width == 20)
  }

  /// Swift 4.2's migrator's `convertToOptionalNSAttributedStringKeyDictionary` and
  /// `convertFromNSAttributedStringKey` hand the attributes on; the app's
  /// `NSAttributedString.attributedString(string:fontSize:color:)` from a file not given is
  /// the string at that size; `var reviewsAttributes = { return [...] }`, called, is its
  /// closure run.
  @Test func swiftMigratorHelpersAndTheAppsTextFactory() throws {
    let doc = try ImportedDocument(["RatingStarsNode.swift", "ShelfLayout.swift"])
    #expect(doc.key("scoreNode", "text") == "4.5")
    #expect(doc.key("scoreNode", "fontSize") == "13")
    #expect(doc.key("scoreNode", "fontWeight") == "bold")
    #expect(doc.key("countNode", "text") == "128 ratings")
    #expect(doc.key("countNode", "fontSize") == "11")
    // A property holding a closure that makes the attributes, called.
    #expect(doc.key("reviewsNode", "fontSize") == "12")
    #expect(!doc.warned("placeholder"))
  }

  /// A branch on a macro no file defines (ASDKgram's `if (FLAT_LAYOUT)`) or on Texture's
  /// `ASIsRTL()` names its variants from the words.
  @Test func macrosNameVariantsInCamelCase() {
    let position = SourcePosition(line: 1, column: 1)
    #expect(VariantNames.name(of: .identifier("FLAT_LAYOUT", position)) == "flatLayout")
    #expect(
      VariantNames.negated(VariantNames.name(of: .identifier("DEBUG", position))) == "noDebug")
    #expect(VariantNames.name(of: .identifier("ItemStateSoldOut", position)) == "soldOut")
    // CatDeals' `if (ASIsRTL())`.
    let rtl = SourceExpression.call(.identifier("ASIsRTL", position), [], position)
    #expect(VariantNames.name(of: rtl) == "rtl")
  }
}
