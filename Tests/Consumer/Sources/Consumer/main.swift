import LayoutSpecDocument
import LayoutSpecEngine
import LayoutSpecFormat

// Read a description, lay it out at 375 x any, check one frame, and print the json: what a
// unit test of a cell would do with the libraries.

let description = """
  type: hstack
  spacing: 8
  children:
    - { type: image, name: avatar, imageSize: [44, 44] }
    - { type: text, name: title, text: "Hello", style: { flexGrow: 1 } }
  """
let read = DocumentReader.read(Array(description.utf8), file: "cell.yaml", syntax: .yaml)
guard let document = read.document, !read.hasErrors else {
  print(read.diagnostics.map(\.rendered).joined(separator: "\n"))
  fatalError("the description did not decode")
}
guard case .success(let range) = SizeSyntax.parse("375xany") else { fatalError("size") }
let result = LayoutResult.evaluate(document.tree, in: range, scale: 2)
let title = result.layout.sublayouts[1]
guard title.position.x == 52, title.size.width == 323 else {
  fatalError("title at \(title.position.x), \(title.size.width) wide")
}
let json = JSONFormat.write([result], options: .init(compact: true))
print(String(decoding: json.bytes, as: UTF8.self), terminator: "")
