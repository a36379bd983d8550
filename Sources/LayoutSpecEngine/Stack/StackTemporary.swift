// TEMPORARY until the stack algorithm lands.
extension StackLayoutSpec {
  func calculateLayout(
    _ id: ElementID, _ range: SizeRange, parentSize: Size, context: inout LayoutContext
  ) -> Layout {
    context.makeLayout(id, range, size: range.min)
  }
}
