// Small builders for the format tests: element trees in code, layouts by hand (the stack
// algorithm is tested elsewhere; here only the printing matters).

import LayoutSpecEngine

extension ElementTree {
  @discardableResult
  mutating func node(_ name: String? = nil, style: LayoutElementStyle = LayoutElementStyle())
    -> ElementID
  {
    add(.node, .node(DisplayNode()), name: name, style: style)
  }

  @discardableResult
  mutating func image(_ name: String? = nil, width: Double = 10, height: Double = 10)
    -> ElementID
  {
    add(.image, .image(ImageNode(imageSize: Size(width: width, height: height))), name: name)
  }

  @discardableResult
  mutating func text(_ name: String? = nil, _ text: String = "Hello") -> ElementID {
    add(.text, .text(TextNode(text: text)), name: name)
  }

  @discardableResult
  mutating func stack(
    _ direction: StackLayoutDirection, _ name: String? = nil, children: [ElementID]
  ) -> ElementID {
    var spec = StackLayoutSpec()
    spec.direction = direction
    return add(
      direction == .vertical ? .vstack : .hstack, .stack(spec), name: name, children: children)
  }

  @discardableResult
  mutating func inset(_ name: String? = nil, _ insets: EdgeInsets = .zero, child: ElementID)
    -> ElementID
  {
    add(.inset, .inset(InsetLayoutSpec(insets: insets)), name: name, children: [child])
  }
}

/// A layout record built by hand.
func layout(
  _ element: ElementID, x: Double = 0, y: Double = 0, width: Double, height: Double,
  range: SizeRange = .unconstrained, _ sublayouts: [Layout] = []
) -> Layout {
  Layout(
    element: element, size: Size(width: width, height: height), position: Point(x: x, y: y),
    sublayouts: sublayouts, constrainedSize: range)
}

func range(_ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double)
  -> SizeRange
{
  SizeRange(
    min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
}
