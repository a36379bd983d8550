import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

// `variants` (docs/format.md 1.4): each variant is the document with its patches applied;
// every problem of a patch is reported inside the patch.

@Suite struct VariantTests {
  /// A post cell's header: avatar, then the name over the location, then a caption.
  static let cell = #"""
    "root": {"type": "vstack", "name": "cell", "children": [
      {"type": "hstack", "name": "header", "children": [
        {"type": "node", "name": "avatar", "style": {"width": 40, "height": 40, "flexShrink": 0}},
        {"type": "vstack", "children": [
          {"type": "text", "name": "userName", "text": "Ada"},
          {"type": "text", "name": "location", "text": "London"}]}]},
      {"type": "text", "name": "caption", "text": "Hello"}]}
    """#

  func document(_ variants: String) -> Document? {
    let result = readDocument(#"{"variants": {"# + variants + "}, " + Self.cell + "}")
    #expect(!result.hasErrors, "\(short(result.diagnostics))")
    return result.document
  }

  /// The names of the tree's elements, depth first, children before parents.
  func names(_ tree: ElementTree) -> [String] {
    (0..<tree.count).compactMap { tree.name(of: ElementID($0)) }
  }

  func element(_ name: String, in tree: ElementTree) -> Element? {
    (0..<tree.count).map { ElementID($0) }.first { tree.name(of: $0) == name }.map { tree[$0] }
  }

  @Test func removeTakesAnElementOutOfItsChildrenList() throws {
    let decoded = try #require(document(#""noLocation": [{"name": "location", "remove": true}]"#))
    #expect(decoded.variants.map(\.name) == ["noLocation"])
    #expect(decoded.allVariants.map(\.name) == ["default", "noLocation"])
    // The document as written is `default`, untouched.
    #expect(names(decoded.tree) == ["avatar", "userName", "location", "header", "caption", "cell"])
    #expect(names(decoded.variants[0].tree) == ["avatar", "userName", "header", "caption", "cell"])
  }

  @Test func setReplacesKeysAndMergesStyleKeyByKey() throws {
    let decoded = try #require(
      document(
        #"""
        "emptyCaption": [{"name": "caption", "set": {"text": "", "fontSize": 12}}],
        "bigAvatar": [{"name": "avatar", "set": {"style": {"width": 60}}}]
        """#))
    let caption = try #require(element("caption", in: decoded.variants[0].tree))
    #expect(caption.kind == .text(TextNode(text: "", fontSize: 12)))
    let avatar = try #require(element("avatar", in: decoded.variants[1].tree))
    // width from the patch; height and flexShrink kept from the element.
    #expect(avatar.style.width == .points(60) && avatar.style.height == .points(40))
    #expect(avatar.style.flexShrink == 0)
    #expect(element("avatar", in: decoded.tree)?.style.width == .points(40))
  }

  @Test func setChildrenReplacesTheListAndItsElementsAreNotPatchedAgain() throws {
    // The new child is named `header` too: the patch does not apply to its own output.
    let decoded = try #require(
      document(
        #""swap": [{"name": "header", "set": {"children": [{"type": "text", "name": "header", "text": "x"}]}}]"#
      ))
    let tree = decoded.variants[0].tree
    #expect(names(tree) == ["header", "header", "caption", "cell"])
    let inner = try #require(
      tree.children(of: tree.children(of: tree.root).first ?? tree.root).first)
    #expect(tree.type(of: inner) == .text)
  }

  @Test func patchesApplyToEveryElementOfTheNameInOrder() throws {
    let result = readDocument(
      #"""
      {"components": {"badge": {"type": "node", "name": "badge", "style": {"width": 5, "height": 5}}},
       "variants": {"big": [
         {"name": "badge", "set": {"style": {"width": 8}}},
         {"name": "badge", "set": {"style": {"height": 9}}}],
        "none": [{"name": "badge", "remove": true}]},
       "root": {"type": "hstack", "children": [{"use": "badge"}, {"use": "badge"}, {"type": "node", "name": "n"}]}}
      """#)
    let decoded = try #require(result.document, "\(short(result.diagnostics))")
    let big = decoded.variants[0].tree
    let badges = big.children(of: big.root).map { big[$0] }.filter { $0.name == "badge" }
    #expect(badges.count == 2)
    for badge in badges {
      #expect(badge.style.width == .points(8) && badge.style.height == .points(9))
    }
    let none = decoded.variants[1].tree
    #expect(none.children(of: none.root).map { none.name(of: $0) } == ["n"])
  }

  @Test func aPatchSetsTheType() throws {
    let decoded = try #require(
      document(#""image": [{"name": "avatar", "set": {"type": "image", "imageSize": [20, 20]}}]"#))
    let avatar = try #require(element("avatar", in: decoded.variants[0].tree))
    #expect(avatar.type == .image)
  }

  /// Every mistake in a patch is an error inside the patch, with its line and column.
  @Test(arguments: [
    (
      #""v": [{"name": "captoin", "remove": true}]"#,
      "1:21: error: variant 'v': no element is named 'captoin'; did you mean 'caption'?"
    ),
    (
      #""v": [{"name": "avatar", "sett": {}}]"#,
      "1:40: error: unknown key 'sett' in a patch; did you mean 'set'?"
    ),
    (
      #""v": [{"name": "avatar", "change": {}}]"#,
      "1:40: error: unknown key 'change' in a patch (a patch takes name, and remove or set)"
    ),
    (
      #""v": [{"name": "avatar", "set": {"txt": 1}}]"#,
      "1:48: error: unknown key 'txt' in 'node'; it takes intrinsicSize, layout, name and style"
    ),
    (
      #""v": [{"name": "caption", "set": {"fontSize": "big"}}]"#,
      #"1:61: error: 'fontSize' must be a number, found the string "big""#
    ),
    (
      #""v": [{"name": "avatar", "set": {"style": {"width": -3}}}]"#,
      "1:67: error: 'width' cannot be negative, found -3"
    ),
    (
      #""v": [{"name": "avatar", "remove": false}]"#,
      "1:50: error: 'remove' must be true (leave the patch out to keep the element), found false"
    ),
    (
      #""v": [{"name": "avatar", "remove": true, "set": {}}]"#,
      "1:56: error: a patch either removes its element or sets keys, not both"
    ),
    (
      #""v": [{"name": "avatar"}]"#,
      "1:21: error: a patch needs 'remove: true' or 'set' (the keys to change)"
    ),
    (
      #""v": [{"remove": true}]"#,
      "1:21: error: a patch needs 'name': the name of the elements it changes"
    ),
    (
      #""v": [{"name": "avatar", "set": {"name": "x"}}]"#,
      "1:48: error: a patch cannot set 'name': patches find elements by their names"
    ),
    (
      #""v": [{"name": "cell", "remove": true}]"#,
      "1:21: error: variant 'v' cannot remove 'cell': only an element of a 'children' list can be removed, and it is the root element"
    ),
    (
      #""v": {"name": "cell"}"#,
      #"1:20: error: variant 'v' must be a list of patches such as [{name: caption, remove: true}], found an object"#
    ),
    (
      #""default": []"#,
      "1:15: error: 'default' is the document without patches; give this variant another name"
    ),
  ])
  func patchErrorsAreAtThePatch(variants: String, expected: String) {
    let text = #"{"variants": {"# + variants + "}, " + Self.cell + "}"
    let result = readDocument(text)
    #expect(result.document == nil)
    #expect(short(result.diagnostics) == [expected])
  }

  /// A patch that changes `type` leaves the element's own keys to suit the new type; one
  /// that does not is reported at the patch's `type`, naming the variant and where the key
  /// is written (docs/format.md 1.4: every problem of a patch is at the patch).
  @Test func keysThatDoNotSuitAPatchedTypeAreReportedAtThePatch() {
    let text = #"""
      {"variants": {"boxed": [{"name": "cell", "set": {"type": "inset"}}]},
       "root": {"type": "vstack", "children": [
         {"type": "stack", "name": "cell", "spacing": 4, "children": [{"type": "node"}]}]}}
      """#
    #expect(
      messages(text) == [
        "1:50: error: variant 'boxed' sets type 'inset', and the element's 'spacing' (at 3:38) "
          + "does not suit it: 'spacing' does not apply to 'inset' (only 'stack', 'hstack' and "
          + "'vstack' elements take it)",
        "1:50: error: variant 'boxed' sets type 'inset', and the element's 'children' (at 3:52) "
          + "does not suit it: 'inset' takes one 'child', not 'children'",
      ])
  }

  @Test func theChildOfASingleChildSpecCannotBeRemoved() {
    let text = #"""
      {"variants": {"v": [{"name": "photo", "remove": true}]},
       "root": {"type": "inset", "insets": 4, "child": {"type": "node", "name": "photo"}}}
      """#
    #expect(
      messages(text) == [
        "1:21: error: variant 'v' cannot remove 'photo': only an element of a 'children' list "
          + "can be removed, and the 'inset' above it holds it on its own; patch that 'inset' instead"
      ])
  }

  @Test func theDocumentsOwnErrorsAreReportedOnce() {
    // Each variant is decoded again; the document's error is not repeated per variant.
    let text = #"""
      {"variants": {"a": [{"name": "n", "set": {"style": {"width": 1}}}], "b": []},
       "root": {"type": "hstack", "spacng": 1, "children": [{"type": "node", "name": "n"}]}}
      """#
    #expect(
      messages(text) == ["2:29: error: unknown key 'spacng' in 'hstack'; did you mean 'spacing'?"])
  }

  @Test func variantsIsAnEnvelopeKey() {
    #expect(
      messages(#"{"variants": {}}"#) == [
        "1:1: error: an envelope with 'variants' needs a 'root' element"
      ])
    #expect(
      messages(#"{"root": {"type": "node"}, "variant": {}}"#) == [
        "1:28: error: unknown key 'variant' in the envelope; did you mean 'variants'?"
      ])
    #expect(
      messages(#"{"type": "node", "variants": {}}"#) == [
        "1:18: error: 'variants' belongs to an envelope, not to an element: an envelope is an object with 'root' (the root element), 'sizes', 'components' and 'variants'"
      ])
    // An empty `variants` is a document without variants.
    #expect(
      readDocument(#"{"variants": {}, "root": {"type": "node"}}"#).document?.variants.isEmpty
        == true)
  }

  @Test func allVariantsTogetherStayWithinTheElementLimit() {
    let items = Array(repeating: #"{"type": "node"}"#, count: 40).joined(separator: ", ")
    let variants = (1...5).map { #""v\#($0)": []"# }.joined(separator: ", ")
    let text =
      #"{"variants": {"# + variants + #"}, "root": {"type": "vstack", "children": ["# + items
      + "]}}"
    let tape = JSONReader.readTape(Array(text.utf8), file: "t.json").0
    let (document, diagnostics) = DocumentDecoder.decode(
      tape ?? DocumentTape(file: "t.json"), maximumElementCount: 200)
    #expect(document == nil)
    #expect(
      short(diagnostics) == [
        "1:15: error: 5 variants of a document of 41 elements make more than the 200 elements a document may lay out"
      ])
  }
}
