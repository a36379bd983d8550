import LayoutSpecDocument
import LayoutSpecEngine

// A document laid out at several Dynamic Type content sizes. A text style's size is read
// when the document is decoded (TextDecoding.swift), so each content size the sizes name
// other than the one the file was decoded at is the file read and decoded again at it, once
// per content size.

enum ContentSizeDocuments {
  /// `sizes`, each at `forced` (`--content-size`) when it is given, over the size's own.
  static func applying(_ forced: ContentSizeCategory?, to sizes: [NamedSize]) -> [NamedSize] {
    guard let forced else { return sizes }
    return sizes.map { size in
      var size = size
      size.contentSize = forced
      return size
    }
  }

  /// `file`, read at the one content size every size given names when it is standard input,
  /// which is read once: `-s iphone-15@xLarge` then needs no second reading.
  static func readOnce(_ file: InputFile, givenSizes sizes: [NamedSize]) -> InputFile {
    guard file.isStandardInput, file.fonts.contentSize == nil,
      let category = sizes.first?.contentSize,
      sizes.allSatisfy({ $0.contentSize == category })
    else { return file }
    var file = file
    file.fonts.contentSize = category
    return file
  }

  /// The variants named `names` at each content size of `sizes`, by content size: `loaded`
  /// (the file decoded at its `--content-size`, or Large) and the file decoded again at
  /// each other. Nil, with messages for standard error, when it cannot be read again.
  static func variants(
    of file: InputFile, loaded: [Document.Variant], names: [String], sizes: [NamedSize]
  ) -> (variants: [ContentSizeCategory: [Document.Variant]]?, messages: [String]) {
    let loadedAt = file.fonts.contentSize ?? .large
    var variants = [loadedAt: loaded]
    for size in sizes {
      let category = size.contentSize ?? .large
      guard variants[category] == nil else { continue }
      if file.isStandardInput {
        return (
          nil,
          [
            "layoutspec: error: the sizes name the content size \(category.rawValue), which "
              + "needs the document read again: standard input is read once; give the "
              + "document as a file, or --content-size for every size"
          ]
        )
      }
      var other = file
      other.fonts.contentSize = category
      let (document, diagnostics) = other.load()
      // Its warnings are the first reading's, printed already.
      let errors = diagnostics.filter { $0.severity == .error }
      guard let document, errors.isEmpty else { return (nil, errors.map(\.rendered)) }
      do {
        variants[category] = try document.selectVariants(names, file: file.displayName)
      } catch {
        return (nil, ["layoutspec: error: " + ((error as? UsageError)?.message ?? "")])
      }
    }
    return (variants, [])
  }
}
