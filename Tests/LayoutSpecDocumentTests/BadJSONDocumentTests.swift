import Testing

@testable import LayoutSpecDocument

/// Bad documents and exactly what is reported for each: `LINE:COLUMN: severity: message`.
/// The YAML reader adds its own rows in `BadYAMLDocumentTests`.
@Suite struct BadJSONDocumentTests {
  static let rows: [(document: String, expected: [String])] = [
    (#""#, [#"1:1: error: the document is empty"#]),
    (#"   "#, [#"1:4: error: the document is empty"#]),
    (#"{"type": "node",}"#, [#"1:16: error: trailing comma before '}' is not allowed in JSON"#]),
    (
      #"{"type": "node" "name": "a"}"#,
      [#"1:17: error: expected ',' or '}' after an object member, found '"'"#]
    ),
    (
      #"{"type": "node", "name": "a", "name": "b"}"#,
      [#"1:31: error: duplicate key 'name' (first given at 1:18)"#]
    ),
    (#"{"type": 'node'}"#, [#"1:10: error: strings must be in double quotes in JSON"#]),
    (
      #"// c"#,
      [
        #"1:1: error: comments are not allowed in JSON"#,
        #"1:5: error: the document is empty"#,
      ]
    ),
    (
      #"{"type": "node"} x"#,
      [#"1:18: error: unexpected 'x' after the document's value; a document holds one value"#]
    ),
    (
      #"{"type": "text", "text": "a\#tb"}"#,
      [#"1:28: error: control character U+0009 in a string must be escaped as \t"#]
    ),
    (
      #"{"type": "node", "style": {"width": 1e400}}"#, [#"1:37: error: number out of range: 1e400"#]
    ),
    (
      #"{"type": "node", "style": {"width": NaN}}"#,
      [#"1:37: error: 'NaN' is not a JSON number: JSON has no NaN"#]
    ),
    (
      #"{"type": "node", "style": {"width": -Infinity}}"#,
      [#"1:37: error: '-Infinity' is not a JSON number: JSON has no infinite numbers"#]
    ),
    (
      #"{"type": "node", "style": {"width": 012}}"#,
      [#"1:37: error: leading zeros are not allowed in JSON numbers"#]
    ),
    (
      #"{"type": "node", "style": {"width": 0x10}}"#,
      [#"1:37: error: hexadecimal numbers are not allowed in JSON: '0x10'"#]
    ),
    (
      #"{"type": "node", "style": {"width": 70pt}}"#,
      [#"1:37: error: invalid number '70pt'; strings must be in double quotes: "70pt""#]
    ),
    (
      #"{"type": "text", "text": "\ud800"}"#,
      [#"1:27: error: lone surrogate '\uD800' in a string: not a Unicode scalar"#]
    ),
    (
      #"{"type": "text", "text": "\q"}"#,
      [
        #"1:27: error: invalid escape '\q' in a string; the escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#
      ]
    ),
    (#"{"type": "text", "text": "abc"#, [#"1:26: error: unterminated string"#]),
    (#"[1, 2"#, [#"1:6: error: unterminated array; expected ',' or ']'"#]),
    (
      #"{"type": True}"#,
      [
        #"1:10: error: 'True' is not a JSON value; did you mean 'true'?"#,
        #"1:10: error: 'type' must be a string, found true"#,
      ]
    ),
    (#"{type: "node"}"#, [#"1:2: error: object keys must be strings in double quotes: "type""#]),
    (
      #""just a string""#,
      [
        #"1:1: error: a document is an element or an envelope (an object with 'root'), found the string "just a string""#
      ]
    ),
    (
      #"[{"type": "node"}]"#,
      [
        #"1:1: error: a document is an element or an envelope (an object with 'root'), found an array"#
      ]
    ),
    (#"{"sizes": ["375x*"]}"#, [#"1:1: error: an envelope with 'sizes' needs a 'root' element"#]),
    (
      #"{"root": {"type": "node"}, "size": ["375x*"]}"#,
      [#"1:28: error: unknown key 'size' in the envelope; did you mean 'sizes'?"#]
    ),
    (
      #"{"root": {"type": "node"}, "sizes": "375x667"}"#,
      [
        #"1:37: error: 'sizes' must be a list of sizes such as ["375x667", "320xany"], found the string "375x667""#
      ]
    ),
    (
      #"{"root": {"type": "node"}, "sizes": ["375x-1"]}"#,
      [#"1:38: error: invalid size '375x-1': the height cannot be negative (-1)"#]
    ),
    (
      #"{"root": {"type": "node"}, "sizes": ["infx10"]}"#,
      [
        #"1:38: error: invalid size 'infx10': an exact width cannot be 'inf'; write 0...inf or * for an unbounded width"#
      ]
    ),
    (
      #"{"name": "x"}"#,
      [
        #"1:1: error: an element needs a 'type': one of stack, hstack, vstack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper, spacer, node, image, text, button, networkImage, video, videoPlayer, editableText"#
      ]
    ),
    // Texture's names point at the format's one spelling (TextureNames.swift).
    (
      #"{"type": "ASStackLayoutSpec", "children": []}"#,
      [
        #"1:10: error: unknown element type 'ASStackLayoutSpec'; did you mean 'stack' (ASStackLayoutSpec)?"#
      ]
    ),
    (
      #"{"type": "asTextNode"}"#,
      [#"1:10: error: unknown element type 'asTextNode'; did you mean 'text' (ASTextNode)?"#]
    ),
    (
      #"{"type": "ASCellNode"}"#,
      [#"1:10: error: unknown element type 'ASCellNode'; did you mean 'node' (ASCellNode)?"#]
    ),
    (
      #"{"type": "text", "maximumNumberOfLines": 2}"#,
      [
        #"1:18: error: unknown key 'maximumNumberOfLines' in 'text'; did you mean 'maxLines' (maximumNumberOfLines)?"#
      ]
    ),
    // Issue 30 item 11: ASTextNode.h's `truncationMode` (an NSLineBreakMode) is
    // `truncation`, not the nearer spelling `truncationToken`.
    (
      #"{"type": "text", "truncationMode": "tail"}"#,
      [
        #"1:18: error: unknown key 'truncationMode' in 'text'; did you mean 'truncation' (truncationMode)?"#
      ]
    ),
    (
      #"{"type": "text", "truncationAttributedText": "..."}"#,
      [
        #"1:18: error: unknown key 'truncationAttributedText' in 'text'; did you mean 'truncationToken' (truncationAttributedText)?"#
      ]
    ),
    (
      #"{"type": "text", "attributedText": "Hi"}"#,
      [
        #"1:18: error: unknown key 'attributedText' in 'text'; did you mean 'text' (attributedText)?"#
      ]
    ),
    (
      #"{"type": "node", "layoutSpecThatFits": {"type": "stack"}}"#,
      [
        #"1:18: error: unknown key 'layoutSpecThatFits' in 'node'; did you mean 'layout' (layoutSpecThatFits)?"#
      ]
    ),
    (
      #"{"type": "node", "preferredSize": [1, 2]}"#,
      [#"1:18: error: 'preferredSize' is a style property; put it under 'style'"#]
    ),
    (
      #"{"type": "hstak"}"#, [#"1:10: error: unknown element type 'hstak'; did you mean 'hstack'?"#]
    ),
    (
      #"{"type": "frobnicate"}"#,
      [
        #"1:10: error: unknown element type 'frobnicate'; expected one of stack, hstack, vstack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper, spacer, node, image, text, button, networkImage, video, videoPlayer, editableText"#
      ]
    ),
    (#"{"type": 3}"#, [#"1:10: error: 'type' must be a string, found the number 3"#]),
    (
      #"{"type": "stack", "spacng": 3}"#,
      [#"1:19: error: unknown key 'spacng' in 'stack'; did you mean 'spacing'?"#]
    ),
    (
      #"{"type": "stack", "child": {"type": "node"}}"#,
      [#"1:19: error: 'stack' takes 'children' (a list), not 'child'"#]
    ),
    (
      #"{"type": "inset", "children": [{"type": "node"}]}"#,
      [#"1:19: error: 'inset' takes one 'child', not 'children'"#]
    ),
    (
      #"{"type": "text", "children": []}"#,
      [
        #"1:18: error: a 'text' node cannot have children; give it a 'layout' (the spec its layoutSpecThatFits: returns), or put it in a layout spec (such as 'overlay' or 'stack')"#
      ]
    ),
    (
      #"{"type": "hstack", "direction": "vertical"}"#,
      [#"1:20: error: 'hstack' has its direction preset; remove 'direction' or use type 'stack'"#]
    ),
    (
      #"{"type": "node", "flexGrow": 1}"#,
      [#"1:18: error: 'flexGrow' is a style property; put it under 'style'"#]
    ),
    (
      #"{"type": "inset", "child": {"type": "node"}, "spacing": 4}"#,
      [
        #"1:46: error: 'spacing' does not apply to 'inset' (only 'stack', 'hstack' and 'vstack' elements take it)"#
      ]
    ),
    (
      #"{"type": "node", "imageSize": [1, 2]}"#,
      [
        #"1:18: error: 'imageSize' does not apply to 'node' (only 'image' and 'button' elements take it)"#
      ]
    ),
    (
      #"{"type": "video", "intrinsicSize": [1, 2]}"#,
      [#"1:19: error: 'intrinsicSize' does not apply to 'video' (only 'node' elements take it)"#]
    ),
    (
      #"{"type": "stack", "justifyContent": "spaceBetwen"}"#,
      [#"1:37: error: invalid justifyContent 'spaceBetwen'; did you mean 'spaceBetween'?"#]
    ),
    (
      #"{"type": "stack", "alignItems": "middle"}"#,
      [
        #"1:33: error: invalid alignItems 'middle'; expected one of start, end, center, stretch, baselineFirst, baselineLast or notSet"#
      ]
    ),
    (
      #"{"type": "stack", "spacing": "8"}"#,
      [#"1:30: error: 'spacing' must be a number, found the string "8"; write 8 without quotes"#]
    ),
    (
      #"{"type": "stack", "children": {"type": "node"}}"#,
      [
        #"1:31: error: 'children' must be a list of elements, found an object; for one element write [ {...} ]"#
      ]
    ),
    (
      #"{"type": "node", "style": {"flexgrow": 1}}"#,
      [#"1:28: error: unknown key 'flexgrow' in style; did you mean 'flexGrow'?"#]
    ),
    (
      #"{"type": "node", "style": {"width": "50"}}"#,
      [
        #"1:37: error: invalid width "50": a number of points is written without quotes (50) or as "50pt""#
      ]
    ),
    (
      #"{"type": "node", "style": {"width": "50px"}}"#,
      [#"1:37: error: invalid width "50px"; expected a number, "Npt", "N%" or "auto""#]
    ),
    (
      #"{"type": "node", "style": {"width": -5}}"#,
      [#"1:37: error: 'width' cannot be negative, found -5"#]
    ),
    (
      #"{"type": "node", "style": {"height": "inf"}}"#,
      [#"1:38: error: 'height' cannot be infinite; 'inf' is only allowed in insets"#]
    ),
    (
      #"{"type": "node", "style": {"flexGrow": -1}}"#,
      [
        #"1:28: warning: 'flexGrow' has no effect on the root element: only a parent stack reads it"#,
        #"1:40: error: 'flexGrow' cannot be negative, found -1"#,
      ]
    ),
    (
      #"{"type": "node", "style": {"preferredSize": [10, 10], "height": 5}}"#,
      [
        #"1:55: error: 'height' conflicts with 'preferredSize': both set height; give only one of them"#
      ]
    ),
    (
      #"{"type": "node", "style": {"minSize": {"width": 1}}}"#,
      [#"1:39: error: 'minSize' needs 'height'; a size: {width: N, height: N}, [W, H] or "WxH""#]
    ),
    (
      #"{"type": "node", "style": {"maxSize": [1, 2, 3]}}"#,
      [#"1:39: error: 'maxSize' takes two values [width, height], found 3"#]
    ),
    (
      #"{"type": "node", "style": {"preferredLayoutSize": {"width": "50%", "hieght": 2}}}"#,
      [#"1:68: error: unknown key 'hieght' in 'preferredLayoutSize'; did you mean 'height'?"#]
    ),
    (
      #"{"type": "node", "style": {"alignSelf": "baseline"}}"#,
      [
        #"1:28: warning: 'alignSelf' has no effect on the root element: only a parent stack reads it"#,
        #"1:41: error: invalid alignSelf 'baseline'; expected one of auto, start, end, center or stretch"#,
      ]
    ),
    (
      #"{"type": "node", "style": {"layoutPosition": {"x": 1}}}"#,
      [
        #"1:28: warning: 'layoutPosition' has no effect on the root element: only a parent 'absolute' spec reads it"#,
        #"1:46: error: 'layoutPosition' needs 'y'; a point: {x: N, y: N} or [X, Y]"#,
      ]
    ),
    (
      #"{"type": "node", "style": []}"#,
      [#"1:27: error: 'style' must be an object, found an array"#]
    ),
    (
      #"{"type": "ratio", "ratio": 0, "child": {"type": "node"}}"#,
      [#"1:28: error: 'ratio' (height / width) must be greater than 0, found 0"#]
    ),
    (
      #"{"type": "ratio", "child": {"type": "node"}}"#,
      [#"1:1: error: a 'ratio' spec needs 'ratio' (height / width, greater than 0)"#]
    ),
    (
      #"{"type": "ratio", "ratio": -2, "child": {"type": "node"}}"#,
      [#"1:28: error: 'ratio' (height / width) must be greater than 0, found -2"#]
    ),
    (
      #"{"type": "corner", "child": {"type": "node"}}"#,
      [#"1:1: error: a 'corner' spec needs 'corner': the element placed at the corner"#]
    ),
    (
      #"{"type": "inset", "insets": [1, "infinity", 0, 0], "child": {"type": "node"}}"#,
      [#"1:33: error: 'insets.left' must be a number or "inf", found the string "infinity""#]
    ),
    (
      #"{"type": "inset", "insets": {"top": 1, "lft": 2}, "child": {"type": "node"}}"#,
      [#"1:40: error: unknown key 'lft' in 'insets'; did you mean 'left'?"#]
    ),
    (
      #"{"type": "wrapper", "child": {"type": "node"}, "children": []}"#,
      [#"1:48: error: give a 'wrapper' either 'child' or 'children', not both"#]
    ),
    (
      #"{"type": "text", "text": "a", "fontSize": 0}"#,
      [#"1:43: error: 'fontSize' must be greater than 0, found 0"#]
    ),
    (
      #"{"type": "text", "text": "a", "maxLines": 1.5}"#,
      [#"1:43: error: 'maxLines' must be a whole number 0 or more, found 1.5"#]
    ),
    (
      #"{"type": "text", "text": 5}"#,
      [#"1:26: error: 'text' must be a string, found the number 5"#]
    ),
    (
      #"{"type": "corner", "child": {"type": "node"}, "corner": {"type": "node"}, "wrapsCorner": "yes"}"#,
      [#"1:90: error: 'wrapsCorner' must be true or false, found the string "yes""#]
    ),
    (
      #"{"type": "center", "centeringOptions": "XY", "sizingOptions": "minimum", "child": {"type": "node"}}"#,
      [#"1:63: error: invalid sizingOptions 'minimum'; did you mean 'minimumX'?"#]
    ),
    (
      #"{"type": "stack", "children": [null, 3]}"#,
      [
        #"1:32: error: expected an element (an object with 'type'), found null"#,
        #"1:38: error: expected an element (an object with 'type'), found the number 3"#,
      ]
    ),
    (
      #"{"type": "node", "use": "x"}"#,
      [#"1:25: error: unknown component 'x': the document defines no components"#]
    ),
    (
      #"{"components": {"a": {"type": "node"}}, "root": {"use": "b"}}"#,
      [#"1:57: error: unknown component 'b'; did you mean 'a'?"#]
    ),
    (
      #"{"components": {"a": {"use": "a"}}, "root": {"use": "a"}}"#,
      [#"1:30: error: component 'a' uses itself"#]
    ),
    (
      #"{"components": {"a": 5}, "root": {"type": "node"}}"#,
      [
        #"1:22: error: component 'a' must be an element (an object with 'type'), found the number 5"#
      ]
    ),
    (
      #"{"components": {"a": {"type": "node", "style": {"width": 5}}}, "root": {"use": "a", "style": {"preferredSize": [1, 1]}}}"#,
      [
        #"1:95: error: 'preferredSize' conflicts with 'width': both set width; give only one of them"#
      ]
    ),
    (
      #"{"components": {"a": {"type": "nod"}}, "root": {"type": "node"}}"#,
      [#"1:31: error: unknown element type 'nod'; did you mean 'node'?"#]
    ),
    (
      #"{"root": {"type": "button", "title": "Go", "contentEdgeInsets": "big"}}"#,
      [
        #"1:65: error: 'contentEdgeInsets' must be insets: a number, [top, left, bottom, right] or {top, left, bottom, right}, found the string "big""#
      ]
    ),
    (
      #"{"type": "node", "style": {"preferredSize": "10x"}}"#,
      [#"1:45: error: invalid preferredSize "10x"; a size: {width: N, height: N}, [W, H] or "WxH""#]
    ),
    (
      #"{"type": "absolute", "sizing": "fit"}"#,
      [#"1:32: error: invalid sizing 'fit'; expected one of default or sizeToFit"#]
    ),
    (
      #"{"type": "node"\#n  "name": "x"}"#,
      [#"2:3: error: expected ',' or '}' after an object member, found '"'"#]
    ),
    (#"{"type" "node"}"#, [#"1:9: error: expected ':' after the key 'type', found '"'"#]),
    (#"{"type": "node", 5: 1}"#, [#"1:18: error: expected a key in double quotes, found '5'"#]),
    (
      #"{\#n  "type": "text",\#n  "text": "ééé", "fontSize": "big"\#n}"#,
      [#"3:30: error: 'fontSize' must be a number, found the string "big""#]
    ),
    (
      #"{"type": "text", "text": "\u12"}"#,
      [#"1:27: error: invalid escape: '\u' must be followed by four hexadecimal digits"#]
    ),
    (
      #"{"type": "node", "style": {"width": 1.}}"#,
      [#"1:37: error: a JSON number needs a digit after '.'"#]
    ),
    (
      #"{"type": "node", "style": {"width": .5}}"#,
      [#"1:37: error: a JSON number needs a digit before '.'"#]
    ),
    (
      #"{"type": "node", "style": {"width": +1}}"#,
      [#"1:37: error: a JSON number cannot start with '+'"#]
    ),
    (
      #"{"type": "node", "style": {"width": 1e}}"#,
      [#"1:37: error: a JSON number needs digits in its exponent"#]
    ),
    (
      #"{"type": "node"} /* trailing"#,
      [#"1:18: error: unterminated comment (and comments are not allowed in JSON)"#]
    ),
    (#"{"a": [}"#, [#"1:8: error: expected a value, found '}'"#]),
    (
      #"{"type": "stack", "children": [\#n  {"type": "node"},\#n  {"type": "node"},\#n]}"#,
      [#"3:19: error: trailing comma before ']' is not allowed in JSON"#]
    ),
    (
      #"{"type": "node", "name": "a\u0000b", "name2": 1}"#,
      [#"1:38: error: unknown key 'name2' in 'node'; did you mean 'name'?"#]
    ),
    (
      #"{"type": "text", "text": "😀😀", "maxLines": -1}"#,
      [#"1:44: error: 'maxLines' must be a whole number 0 or more, found -1"#]
    ),
    (
      #"{"type": "button", "title": "Hi", "text": "x"}"#,
      [#"1:35: error: 'text' does not apply to 'button' (only 'text' elements take it)"#]
    ),
    (
      #"{"type": "image", "imageSize": [-1, 2]}"#,
      [#"1:33: error: 'imageSize.width' cannot be negative, found -1"#]
    ),
    (
      #"{"type": "node", "style": {"minWidth": "-10%"}}"#,
      [#"1:40: error: 'minWidth' cannot be negative, found "-10%""#]
    ),
    (
      #"{"type": "relative", "horizontalPosition": "centre", "child": {"type": "node"}}"#,
      [#"1:44: error: invalid horizontalPosition 'centre'; did you mean 'center'?"#]
    ),
    (
      #"{"type": "stack", "alignContent": 3}"#,
      [
        #"1:35: error: 'alignContent' must be one of start, end, center, spaceBetween, spaceAround or stretch, found the number 3"#
      ]
    ),
    (
      #"{"type": "node", "name": 3}"#,
      [#"1:26: error: 'name' must be a string, found the number 3"#]
    ),
    (
      #"{"root": {"type": "node"}, "sizes": [375]}"#,
      [
        #"1:38: error: each of 'sizes' must be a size string such as "375x667", found the number 375"#
      ]
    ),
    (
      #"{"Root": {"type": "node"}, "sizes": ["375x*"]}"#,
      [
        #"1:2: error: unknown key 'Root'; did you mean 'root'? (an envelope with 'sizes' needs a 'root' element)"#
      ]
    ),
    (
      #"{"type": "spacer", "child": {"type": "node"}}"#,
      [#"1:20: error: a 'spacer' has no children"#]
    ),
    (
      #"{"type": "corner", "child": [{"type": "node"}], "corner": {"type": "node"}}"#,
      [#"1:29: error: 'child' takes one element, found an array"#]
    ),
    (
      #"{"type": "wrapper", "child": [{"type": "node"}]}"#,
      [#"1:30: error: 'child' takes one element, found an array; use 'children' for a list"#]
    ),
    (
      #"{"type": "inset", "insets": [1, 2, 3, "4"], "child": {"type": "node"}}"#,
      [
        #"1:39: error: 'insets.right' must be a number or "inf", found the string "4"; write 4 without quotes"#
      ]
    ),
    (
      #"{"type": "node", "style": {"layoutPosition": "1x2"}}"#,
      [
        #"1:28: warning: 'layoutPosition' has no effect on the root element: only a parent 'absolute' spec reads it"#,
        #"1:46: error: 'layoutPosition' must be a point: {x: N, y: N} or [X, Y], found the string "1x2""#,
      ]
    ),
    (
      #"{"type": "node", "intrinsicSize": {"width": 1, "height": "2"}}"#,
      [
        #"1:58: error: 'intrinsicSize.height' must be a number, found the string "2"; write 2 without quotes"#
      ]
    ),
    (#"{"typ": "node"}"#, [#"1:2: error: unknown key 'typ'; did you mean 'type'?"#]),
    // An element without a type still has the elements under it checked, a node's
    // `layout` as its `child`.
    (
      #"{"typ": "node", "layout": {"type": "nod"}, "child": {"type": "nod"}}"#,
      [
        #"1:2: error: unknown key 'typ'; did you mean 'type'?"#,
        #"1:36: error: unknown element type 'nod'; did you mean 'node'?"#,
        #"1:62: error: unknown element type 'nod'; did you mean 'node'?"#,
      ]
    ),
  ]

  @Test(arguments: rows)
  func reports(document: String, expected: [String]) {
    let result = readDocument(document)
    #expect(short(result.diagnostics) == expected)
    // Any error means no document.
    if expected.contains(where: { $0.contains(": error: ") }) {
      #expect(result.document == nil)
    }
  }

  @Test func renderedWithTheFileName() {
    let result = DocumentReader.read(Array(#"{"type": "nod"}"#.utf8), file: "cell.json")
    #expect(
      result.diagnostics.map(\.rendered) == [
        "cell.json:1:10: error: unknown element type 'nod'; did you mean 'node'?"
      ])
  }
}
