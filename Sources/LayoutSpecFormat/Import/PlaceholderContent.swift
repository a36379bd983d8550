// What `export` writes in code where the app's content goes, read back: a blank image of
// the document's size (`UIGraphicsImageRenderer`, which draws images of its size in points,
// the size an ASImageNode measures), and a property no header declares set by key-value
// coding (ASTextNode2's `textContainerInset` from Swift).

extension ClassInstance {
  /// `[[UIGraphicsImageRenderer alloc] initWithSize:size]` and the `imageWithActions:` sent
  /// to it: an image of that size. Nil for any other message.
  func rendererImage(_ receiver: SourceExpression, _ arguments: [SourceArgument]) -> ImportValue? {
    switch arguments.first?.label {
    case "initWithSize":
      guard case .message(.identifier("UIGraphicsImageRenderer", _), let inner, _) = receiver,
        inner.count == 1, inner[0].label == "alloc",
        case .size(let width, let height)? = positional(arguments, 0)
      else { return nil }
      return .image(width, height)
    case "imageWithActions":
      guard case .message(_, let inner, _) = receiver,
        inner.first?.label == "initWithSize",
        case .image(let width, let height) = evaluate(receiver)
      else { return nil }
      return .image(width, height)
    default:
      return nil
    }
  }

  /// `node.setValue(NSValue(uiEdgeInsets: ...), forKey: "textContainerInset")`: the property
  /// set as an assignment would set it.
  func keyValueCoding(
    _ element: ImportElement, _ arguments: [SourceArgument], at position: SourcePosition
  ) -> ImportValue {
    if case .string(let key, nil)? = argument(arguments, "forKey"),
      let value = positional(arguments, 0)
    {
      setProperty(element, [key], value, at: position)
    } else {
      warn(position, "setValue(_:forKey:) with a key import cannot read is left out")
    }
    return .null
  }
}
