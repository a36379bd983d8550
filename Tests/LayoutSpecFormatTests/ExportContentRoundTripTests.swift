import LayoutSpecDocument
import LayoutSpecEngine
import Testing

@testable import LayoutSpecFormat

// Images and buttons, whose content `export` writes as code (a blank image of the
// document's size, a button's title in its measured font and its image) rather than as
// comments: exported as Swift and as Objective-C, then imported, each lays out to the same
// frames as the document, at sizes where an image is larger than its range, an image
// shrinks in a stack and a button's title wraps. No comment carries a size or a title, so
// the code alone brings them back. (ImportRoundTripTests does the same for every sample.)

@Suite struct ExportContentRoundTripTests {
  static let documents: [String] = [
    """
    sizes: ["375xany", "100x100", "anyxany"]
    root:
      type: vstack
      children:
        - { type: image, name: photo, imageSize: [120, 80.5] }
        - type: hstack
          alignItems: center
          children:
            - { type: image, name: icon, imageSize: [16, 16] }
            - { type: image, name: banner, imageSize: [400, 20], style: { flexShrink: 1 } }
        - { type: inset, insets: [4, 4, 4, 4], child: { type: image, name: badge, imageSize: [26, 26] } }
    """,
    """
    sizes: ["375xany", "60xany", "anyxany"]
    root:
      type: vstack
      alignItems: start
      children:
        - { type: button, name: ok, title: OK, imageSize: [20, 20], contentEdgeInsets: [4, 8, 4, 8] }
        - { type: button, name: more, title: Show more replies, contentSpacing: 2 }
        - { type: button, name: share, imageSize: [24, 24], contentSpacing: 12 }
        - type: hstack
          children:
            - { type: button, name: like, title: Like, imageSize: [16, 16], style: { flexShrink: 1 } }
            - { type: button, name: reply, title: Reply to this comment, style: { flexShrink: 1 } }
    """,
  ]

  @Test(arguments: documents)
  func exportedImagesAndButtonsImportToTheSameFrames(_ yaml: String) throws {
    let read = DocumentReader.read(Array(yaml.utf8), file: "content.yaml")
    let document = try #require(read.document, "\(read.diagnostics.map(\.rendered))")
    for language in [TextureExport.Language.swift, .objc] {
      let code = TextureExport.code(document.tree, source: "content.yaml", language: language)
      #expect(!code.contains("// image ") && !code.contains("// title "), "\(code)")
      let imported = TextureImport.run([
        .init(name: language == .swift ? "Exported.swift" : "Exported.m", bytes: Array(code.utf8))
      ])
      let errors = imported.messages.filter { $0.severity == .error }.map(\.rendered)
      let text = try #require(imported.text, "\(errors)")
      #expect(errors.isEmpty, "\(errors)")
      let reread = DocumentReader.read(Array(text.utf8), file: "imported.yaml")
      let back = try #require(reread.document, "\(reread.diagnostics.map(\.rendered))")
      #expect(!reread.hasErrors, "\(reread.diagnostics.map(\.rendered))\n\(text)")
      for range in document.sizes {
        #expect(
          ImportRoundTripTests.frames(back.tree, range)
            == ImportRoundTripTests.frames(document.tree, range),
          "\(language) at \(SizeSyntax.describe(range)):\n\(code)\n\(text)")
      }
    }
  }
}
