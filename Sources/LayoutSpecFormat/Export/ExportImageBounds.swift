import LayoutSpecEngine

// How large an image `export` stands a blank one in for. The code draws a bitmap of the
// document's `imageSize` (ExportPlan `placeholderImage`): an ASImageNode measures its
// image (ASImageNode.mm `calculateSizeThatFits:` returns `image.size`), so nothing smaller
// lays out the same, and a bitmap's memory grows with its area, four bytes a pixel (eight
// in extended range) at the screen's scale squared. Within the bounds the largest takes
// 151 MB at 3x; beyond them `export` refuses the document rather than write code that
// compiles and then exhausts the app's memory. A size computed from the constrained size
// is the code's to compute at run time: it is not checked here.

extension TextureExport {
  /// The longest side of an image export writes, in points.
  public static let maximumImageSide: Double = 8192
  /// The largest area of an image export writes, in square points (2048 x 2048).
  public static let maximumImageArea: Double = 2048 * 2048

  /// The image nodes (a button's image among them) that `tree` lays out from its root and
  /// whose `imageSize` is beyond `maximumImageSide` or `maximumImageArea`, in document
  /// order, with their sides: their blank images are too large to write. A side computed
  /// from the constrained size (one that differs between the two decodings of `bindings`)
  /// is nil, and not checked: the reader's stand-in for it is no size of the app's.
  public static func oversizedImages(
    in tree: ElementTree, bindings: [ElementID: ExportBinding] = [:]
  ) -> [(id: ElementID, width: Double?, height: Double?)] {
    var oversized: [(id: ElementID, width: Double?, height: Double?)] = []
    var pending = [tree.root]
    while let id = pending.popLast() {
      pending.append(contentsOf: tree.children(of: id).reversed())
      guard case .image(let image) = tree.kind(of: id) else { continue }
      var width: Double? = image.imageSize.width
      var height: Double? = image.imageSize.height
      if let binding = bindings[id], case .image(let first) = binding.first.kind,
        case .image(let second) = binding.second.kind
      {
        if first.imageSize.width != second.imageSize.width { width = nil }
        if first.imageSize.height != second.imageSize.height { height = nil }
      }
      if !isWritable(width: width, height: height) { oversized.append((id, width, height)) }
    }
    return oversized
  }

  /// Whether the known sides are within the bounds (the area only when both are known).
  static func isWritable(width: Double?, height: Double?) -> Bool {
    if let width, !(width <= maximumImageSide) { return false }
    if let height, !(height <= maximumImageSide) { return false }
    guard let width, let height else { return true }
    return width * height <= maximumImageArea
  }
}
