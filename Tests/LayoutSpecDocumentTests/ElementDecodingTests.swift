import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

/// Every element type, its properties and Texture's defaults.
@Suite struct ElementDecodingTests {
  @Test func everyTypeWithoutElementsUnderIt() {
    // Elements with no key that holds elements skip decoding children; the specs that need
    // a child still say so.
    let needChild: Set<ElementType> = [
      .inset, .center, .relative, .ratio, .overlay, .background, .corner,
    ]
    for type in ElementType.allCases {
      let extra = type == .ratio ? #", "ratio": 1"# : ""
      let found = messages(#"{"type": "\#(type.rawValue)"\#(extra)}"#)
      var expected: [String] = []
      if needChild.contains(type) {
        expected.append("1:1: error: '\(type.rawValue)' needs a 'child' element")
      }
      if type == .corner {
        expected.append(
          "1:1: error: a 'corner' spec needs 'corner': the element placed at the corner")
      }
      #expect(found == expected, "\(type)")
      if expected.isEmpty {
        let element = root(#"{"type": "\#(type.rawValue)"\#(extra)}"#)
        #expect(element.type == type)
      }
    }
  }

  @Test func stackDefaults() {
    let element = root(#"{"type": "stack"}"#)
    #expect(element.type == .stack)
    #expect(element.kind == .stack(StackLayoutSpec()))
    guard case .stack(let spec) = element.kind else { return }
    #expect(spec.direction == .horizontal && spec.spacing == 0 && spec.justifyContent == .start)
    #expect(spec.alignItems == .stretch && spec.flexWrap == .noWrap && spec.alignContent == .start)
    #expect(
      spec.lineSpacing == 0 && spec.horizontalAlignment == .none && spec.verticalAlignment == .none)
  }

  @Test func stackProperties() {
    let element = root(
      #"""
      {"type": "stack", "direction": "vertical", "spacing": 4.5, "justifyContent": "space-between",
       "alignItems": "BASELINE_FIRST", "flexWrap": "wrap", "alignContent": "spaceAround",
       "lineSpacing": -2}
      """#)
    var expected = StackLayoutSpec()
    expected.direction = .vertical
    expected.spacing = 4.5
    expected.justifyContent = .spaceBetween
    expected.alignItems = .baselineFirst
    expected.flexWrap = .wrap
    expected.alignContent = .spaceAround
    expected.lineSpacing = -2
    #expect(element.kind == .stack(expected))
  }

  @Test func hstackAndVstackPresetTheDirection() {
    guard case .stack(let h) = root(#"{"type": "hstack"}"#).kind,
      case .stack(let v) = root(#"{"type": "vstack"}"#).kind
    else {
      Issue.record("not stacks")
      return
    }
    #expect(h.direction == .horizontal)
    #expect(v.direction == .vertical)
    #expect(root(#"{"type": "vstack"}"#).type == .vstack)
  }

  @Test func alignmentsOverrideAsTexturesSettersDo() {
    func spec(_ json: String) -> StackLayoutSpec {
      guard case .stack(let spec) = root(json).kind else { return StackLayoutSpec() }
      return spec
    }
    // Horizontal: horizontalAlignment sets justifyContent, verticalAlignment alignItems.
    let h = spec(#"{"type": "hstack", "horizontalAlignment": "right", "verticalAlignment": "top"}"#)
    #expect(h.resolvedJustifyContent == .end && h.resolvedAlignItems == .start)
    #expect(h.horizontalAlignment == .right && h.verticalAlignment == .top)
    // Vertical: the other way round.
    let v = spec(
      #"{"type": "vstack", "horizontalAlignment": "middle", "verticalAlignment": "bottom"}"#)
    #expect(v.resolvedAlignItems == .center && v.resolvedJustifyContent == .end)
    // `none` leaves the properties as given.
    let n = spec(
      #"{"type": "stack", "horizontalAlignment": "none", "justifyContent": "center", "alignItems": "end"}"#
    )
    #expect(n.justifyContent == .center && n.alignItems == .end)
  }

  @Test func stackChildrenInOrder() {
    let t = tree(
      #"{"type": "stack", "children": [{"type": "node", "name": "a"}, {"type": "text", "name": "b"}, {"type": "spacer"}]}"#
    )
    let children = t.children(of: t.root).map { t[$0] }
    #expect(children.map(\.name) == ["a", "b", nil])
    #expect(children.map(\.type) == [.node, .text, .spacer])
    #expect(children[2].kind == .spacer)
  }

  @Test(arguments: [
    (#"5"#, EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
    (#"[1, 2, 3, 4]"#, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
    (#"{"left": 7}"#, EdgeInsets(top: 0, left: 7, bottom: 0, right: 0)),
    (#"{"top": "inf", "bottom": -3}"#, EdgeInsets(top: .infinity, left: 0, bottom: -3, right: 0)),
    (#"["inf", 10, "INF", 0]"#, EdgeInsets(top: .infinity, left: 10, bottom: .infinity, right: 0)),
    (#""inf""#, EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)),
  ])
  func insets(json: String, expected: EdgeInsets) {
    let t = tree(#"{"type": "inset", "insets": \#(json), "child": {"type": "node"}}"#)
    #expect(t[t.root].kind == .inset(InsetLayoutSpec(insets: expected)))
    #expect(t.children(of: t.root).count == 1)
  }

  @Test func insetDefaultsToZero() {
    #expect(
      root(#"{"type": "inset", "child": {"type": "node"}}"#).kind
        == .inset(InsetLayoutSpec(insets: .zero)))
  }

  @Test func overlayAndBackgroundOrderTheirChildren() {
    for type in ["overlay", "background"] {
      let t = tree(
        #"{"type": "\#(type)", "\#(type)": {"type": "node", "name": "extra"}, "child": {"type": "node", "name": "main"}}"#
      )
      #expect(t.children(of: t.root).map { t[$0].name } == ["main", "extra"])
      // The second element is optional.
      let alone = tree(#"{"type": "\#(type)", "child": {"type": "node"}}"#)
      #expect(alone.children(of: alone.root).count == 1)
    }
    #expect(root(#"{"type": "overlay", "child": {"type": "node"}}"#).kind == .overlay)
    #expect(root(#"{"type": "background", "child": {"type": "node"}}"#).kind == .background)
  }

  @Test func center() {
    #expect(
      root(#"{"type": "center", "child": {"type": "node"}}"#).kind == .center(CenterLayoutSpec()))
    #expect(
      root(
        #"{"type": "center", "centeringOptions": "xy", "sizingOptions": "minimum-x", "child": {"type": "node"}}"#
      )
      .kind == .center(CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .minimumX)))
  }

  @Test func relative() {
    #expect(
      root(#"{"type": "relative", "child": {"type": "node"}}"#).kind
        == .relative(RelativeLayoutSpec()))
    #expect(
      root(
        #"{"type": "relative", "horizontalPosition": "end", "verticalPosition": "center", "sizingOption": "minimumSize", "child": {"type": "node"}}"#
      ).kind
        == .relative(
          RelativeLayoutSpec(
            horizontalPosition: .end, verticalPosition: .center, sizingOption: .minimumSize)))
  }

  @Test func ratio() {
    #expect(
      root(#"{"type": "ratio", "ratio": 0.5, "child": {"type": "node"}}"#).kind
        == .ratio(RatioLayoutSpec(ratio: 0.5)))
  }

  @Test func absolute() {
    let t = tree(
      #"{"type": "absolute", "sizing": "size-to-fit", "children": [{"type": "node", "style": {"layoutPosition": {"x": 3, "y": -4}}}]}"#
    )
    #expect(t[t.root].kind == .absolute(AbsoluteLayoutSpec(sizing: .sizeToFit)))
    let child = t[t.children(of: t.root).first ?? t.root]
    #expect(child.style.layoutPosition == Point(x: 3, y: -4))
    #expect(root(#"{"type": "absolute"}"#).kind == .absolute(AbsoluteLayoutSpec()))
  }

  @Test func corner() {
    let t = tree(
      #"{"type": "corner", "corner": {"type": "node", "name": "badge"}, "child": {"type": "node", "name": "base"}, "cornerLocation": "bottomLeft", "offset": [2, -3], "wrapsCorner": true}"#
    )
    #expect(
      t[t.root].kind
        == .corner(
          CornerLayoutSpec(
            cornerLocation: .bottomLeft, offset: Point(x: 2, y: -3), wrapsCorner: true)))
    #expect(t.children(of: t.root).map { t[$0].name } == ["base", "badge"])
    #expect(
      root(#"{"type": "corner", "corner": {"type": "node"}, "child": {"type": "node"}}"#).kind
        == .corner(CornerLayoutSpec()))
  }

  @Test func wrapperTakesChildOrChildren() {
    let one = tree(#"{"type": "wrapper", "child": {"type": "node"}}"#)
    #expect(one[one.root].kind == .wrapper && one.children(of: one.root).count == 1)
    let many = tree(#"{"type": "wrapper", "children": [{"type": "node"}, {"type": "node"}]}"#)
    #expect(many.children(of: many.root).count == 2)
    let none = tree(#"{"type": "wrapper"}"#)
    #expect(none.children(of: none.root).isEmpty)
  }

  @Test func nodes() {
    #expect(root(#"{"type": "node"}"#).kind == .node(DisplayNode()))
    #expect(
      root(#"{"type": "node", "intrinsicSize": "30x40"}"#).kind
        == .node(DisplayNode(intrinsicSize: Size(width: 30, height: 40))))
    #expect(
      root(#"{"type": "image", "imageSize": {"width": 10, "height": 20}}"#).kind
        == .image(ImageNode(imageSize: Size(width: 10, height: 20))))
    // An image without an image measures as a plain node (ASImageNode).
    let image = root(#"{"type": "image"}"#)
    #expect(image.type == .image && image.kind == .node(DisplayNode()))
    for type in ["networkImage", "video", "videoPlayer", "editableText"] {
      let element = root(#"{"type": "\#(type)"}"#)
      #expect(element.type.rawValue == type)
      #expect(element.kind == .node(DisplayNode()))
    }
  }

  @Test func textDefaults() {
    #expect(root(#"{"type": "text", "text": "Hi"}"#).kind == .text(TextNode(text: "Hi")))
    guard case .text(let node) = root(#"{"type": "text"}"#).kind else { return }
    #expect(
      node.text == "" && node.fontSize == 17 && node.lineHeight == 17 * 1.2 && node.maxLines == 0)
    #expect(
      root(#"{"type": "text", "text": "a\nb", "fontSize": 20, "lineHeight": 30, "maxLines": 2}"#)
        .kind
        == .text(TextNode(text: "a\nb", fontSize: 20, lineHeight: 30, maxLines: 2)))
  }

  /// `maximumNumberOfLines` is an NSUInteger (ASTextNode.h): docs/format.md allows every
  /// whole number, and one too large for Int means no limit, as Int.max does.
  @Test func maxLinesTakesEveryWholeNumber() {
    for (written, expected) in [
      ("1000000000", 1_000_000_000), ("9007199254740992", 9_007_199_254_740_992),
      ("1e19", Int.max), ("1e300", Int.max),
    ] {
      guard case .text(let node) = root(#"{"type": "text", "maxLines": \#(written)}"#).kind
      else {
        Issue.record("\(written) did not decode to a text")
        continue
      }
      #expect(node.maxLines == expected, "\(written)")
    }
  }

  @Test func buttonBuildsTexturesSpec() {
    // Title and image, with insets: button > inset > stack > [image, text].
    let t = tree(
      #"{"type": "button", "name": "go", "title": "Go", "imageSize": [16, 12], "contentEdgeInsets": [1, 2, 3, 4], "contentSpacing": 6}"#
    )
    let button = t[t.root]
    #expect(button.type == .button && button.kind == .button(ButtonNode()) && button.name == "go")
    let insetID = t.children(of: t.root).first ?? t.root
    #expect(
      t[insetID].kind
        == .inset(InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))
    let stackID = t.children(of: insetID).first ?? t.root
    var stack = StackLayoutSpec()
    stack.spacing = 6
    stack.horizontalAlignment = .middle
    stack.verticalAlignment = .center
    #expect(t[stackID].kind == .stack(stack))
    #expect(stack.resolvedJustifyContent == .center && stack.resolvedAlignItems == .center)
    let items = t.children(of: stackID).map { t[$0] }
    #expect(
      items.map(\.kind) == [
        .image(ImageNode(imageSize: Size(width: 16, height: 12))), .text(TextNode(text: "Go")),
      ])
    #expect(items[1].style.flexShrink == 1)
    #expect(items[0].style == LayoutElementStyle())

    // No insets: the stack is the button's only child; spacing defaults to 8.
    let plain = tree(#"{"type": "button", "title": "OK"}"#)
    let plainStack = plain[plain.children(of: plain.root).first ?? plain.root]
    guard case .stack(let spec) = plainStack.kind else {
      Issue.record("no stack")
      return
    }
    #expect(spec.spacing == 8)
    #expect(plain.children(of: plain.children(of: plain.root).first ?? plain.root).count == 1)

    // An empty title adds no title node; no image, no image node.
    let empty = tree(#"{"type": "button", "title": ""}"#)
    #expect(empty.count == 2)
  }

  @Test func namesAndSourcePositions() {
    let t = tree(
      "{\"type\": \"vstack\", \"name\": \"list\",\n \"children\": [\n   {\"type\": \"node\", \"name\": \"é\"}]}"
    )
    #expect(t[t.root].name == "list")
    #expect(t[t.root].sourceLine == 1 && t[t.root].sourceColumn == 1)
    let child = t[t.children(of: t.root).first ?? t.root]
    #expect(child.name == "é")
    #expect(child.sourceLine == 3 && child.sourceColumn == 4)
  }

  @Test func envelopeSizes() {
    let result = readDocument(#"{"sizes": ["375x667", "320x*"], "root": {"type": "node"}}"#)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.document?.sizes == [
        SizeRange(exactly: Size(width: 375, height: 667)),
        SizeRange(min: Size(width: 320, height: 0), max: Size(width: 320, height: .infinity)),
      ])
    #expect(readDocument(#"{"type": "node"}"#).document?.sizes == [])
  }
}
