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
  /// order, with their sizes: their blank images are too large to write.
  public static func oversizedImages(in tree: ElementTree) -> [(ElementID, Size)] {
    var oversized: [(ElementID, Size)] = []
    var pending = [tree.root]
    while let id = pending.popLast() {
      if case .image(let image) = tree.kind(of: id), !isWritable(image.imageSize) {
        oversized.append((id, image.imageSize))
      }
      pending.append(contentsOf: tree.children(of: id).reversed())
    }
    return oversized
  }

  /// Whether a blank image of `size` is within the bounds.
  static func isWritable(_ size: Size) -> Bool {
    size.width <= maximumImageSide && size.height <= maximumImageSide
      && size.width * size.height <= maximumImageArea
  }
}
