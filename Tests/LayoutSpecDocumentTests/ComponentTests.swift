import LayoutSpecEngine
import Testing

@testable import LayoutSpecDocument

@Suite struct ComponentTests {
  @Test func useLaysKeysOverTheComponent() {
    let t = tree(
      #"""
      {"components": {
         "avatar": {"type": "node", "name": "avatar", "intrinsicSize": [10, 10],
                    "style": {"preferredSize": [44, 44], "flexShrink": 0, "alignSelf": "start"}}},
       "root": {"type": "hstack", "children": [
         {"use": "avatar", "name": "me"},
         {"use": "avatar", "name": "you", "intrinsicSize": [5, 6], "style": {"flexShrink": 1}}]}}
      """#)
    let children = t.children(of: t.root).map { t[$0] }
    #expect(children.map(\.name) == ["me", "you"])
    #expect(children[0].kind == .node(DisplayNode(intrinsicSize: Size(width: 10, height: 10))))
    #expect(children[1].kind == .node(DisplayNode(intrinsicSize: Size(width: 5, height: 6))))
    // Style merged key by key: the use's flexShrink, the component's size and alignSelf.
    #expect(children[1].style.flexShrink == 1)
    #expect(children[1].style.width == .points(44) && children[1].style.alignSelf == .start)
    #expect(children[0].style.flexShrink == 0)
  }

  @Test func componentsUseComponents() {
    let t = tree(
      #"""
      {"components": {
         "base": {"type": "text", "text": "base", "style": {"width": 10, "height": 20}},
         "bigger": {"use": "base", "fontSize": 30, "style": {"height": 40}},
         "biggest": {"use": "bigger", "text": "top", "style": {"width": 50}}},
       "root": {"use": "biggest"}}
      """#)
    let element = t[t.root]
    #expect(element.kind == .text(TextNode(text: "top", fontSize: 30)))
    #expect(element.style.width == .points(50) && element.style.height == .points(40))
  }

  @Test func useCanReplaceTheType() {
    let element = root(
      #"{"components": {"box": {"type": "node", "style": {"width": 3}}}, "root": {"use": "box", "type": "image", "imageSize": [1, 2]}}"#
    )
    #expect(element.type == .image && element.style.width == .points(3))
  }

  @Test func componentsInsideComponents() {
    let t = tree(
      #"""
      {"components": {
         "cell": {"type": "inset", "insets": 4, "child": {"use": "label"}},
         "label": {"type": "text", "text": "x"}},
       "root": {"type": "vstack", "children": [{"use": "cell"}, {"use": "cell", "child": {"use": "cell"}}]}}
      """#)
    let cells = Array(t.children(of: t.root))
    #expect(cells.count == 2)
    #expect(t[t.children(of: cells[0]).first ?? t.root].type == .text)
    // The second cell's child is a whole cell: a use inside a use site is not a cycle.
    let inner = t.children(of: cells[1]).first ?? t.root
    #expect(t[inner].type == .inset)
  }

  @Test func unknownComponents() {
    #expect(
      messages(#"{"components": {"avatar": {"type": "node"}}, "root": {"use": "avatr"}}"#) == [
        "1:62: error: unknown component 'avatr'; did you mean 'avatar'?"
      ])
    #expect(
      messages(#"{"type": "stack", "children": [{"use": "card"}]}"#) == [
        "1:40: error: unknown component 'card': the document defines no components"
      ])
    #expect(
      messages(#"{"components": {"a": {"type": "node"}}, "root": {"use": 3}}"#) == [
        "1:57: error: 'use' must be the name of a component, found the number 3"
      ])
  }

  @Test func cyclesAreErrorsAtTheUseThatClosesThem() {
    #expect(
      messages(
        """
        {"components": {
           "a": {"type": "stack", "children": [{"use": "b"}]},
           "b": {"use": "c"},
           "c": {"type": "inset", "child": {"use": "a"}}},
         "root": {"use": "a"}}
        """) == ["4:44: error: component cycle: a -> b -> c -> a"])
    #expect(
      messages(
        #"{"components": {"me": {"type": "wrapper", "child": {"use": "me"}}}, "root": {"use": "me"}}"#
      ) == [
        "1:60: error: component 'me' uses itself"
      ])
    // Through a node's `layout` (the spec the node lays its subnodes out with).
    #expect(
      messages(
        #"{"components": {"cell": {"type": "node", "layout": {"type": "stack", "children": [{"use": "cell"}]}}}, "root": {"use": "cell"}}"#
      ) == [
        "1:91: error: component 'cell' uses itself"
      ])
    // A component that only leads into a cycle reports nothing more.
    #expect(
      messages(
        #"{"components": {"x": {"use": "y"}, "y": {"use": "z"}, "z": {"use": "y"}}, "root": {"use": "x"}}"#
      )
        == ["1:68: error: component cycle: y -> z -> y"])
  }

  @Test func errorsInsideAComponentAreReportedOnce() {
    #expect(
      messages(
        #"{"components": {"c": {"type": "node", "style": {"widht": 1}}}, "root": {"type": "stack", "children": [{"use": "c"}, {"use": "c"}]}}"#
      )
        == ["1:49: error: unknown key 'widht' in style; did you mean 'width'?"])
  }

  @Test func unusedComponentsAreChecked() {
    #expect(
      messages(#"{"components": {"spare": {"type": "txt"}}, "root": {"type": "node"}}"#) == [
        "1:35: error: unknown element type 'txt'; did you mean 'text'?"
      ])
    // Checked on their own: no warnings about a parent they do not have yet.
    #expect(
      messages(
        #"{"components": {"spare": {"type": "node", "style": {"flexGrow": 1}}}, "root": {"type": "node"}}"#
      )
        == [])
  }

  @Test func componentsMustBeObjects() {
    #expect(
      messages(#"{"components": [], "root": {"type": "node"}}"#) == [
        "1:16: error: 'components' must be an object of named elements, found an array"
      ])
  }

  @Test func longChainsDoNotRecurse() {
    let count = 20_000
    var components = (1..<count).map { #""c\#($0)": {"use": "c\#($0 - 1)"}"# }
    components.insert(#""c0": {"type": "node", "name": "deep"}"#, at: 0)
    let json =
      #"{"components": {\#(components.joined(separator: ", "))}, "root": {"use": "c\#(count - 1)"}}"#
    #expect(root(json).name == "deep")
  }
}
