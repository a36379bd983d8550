import Foundation
import LayoutSpecDocument
import LayoutSpecEngine

// The "text" section: one text node of 256 KB and of 1 MB in a real font (DejaVu Sans, from
// Tests/Fonts), mixed text with ligatures ('fi', 'fl', 'ffi'), kerned pairs ('AV', 'Wa',
// 'To'), punctuation, digits and accented letters. Reading the document shapes the text
// (FontedText: cmap, GSUB, GPOS, line break opportunities); layout fills lines at 375
// points. Shaping took time proportional to the text per ligature once (1 MB: 46 s; issue
// 30): linear work takes about 4 times as long at 1 MB as at 256 KB. Target: 1 MB in under
// 1 s, reading and layout together.

enum TextShaping {
  /// The test font, found from this file's place in the repository.
  static let fontPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Fonts/DejaVuSans.ttf").path

  static let words = [
    "office", "find", "fifty", "AVATAR", "Wave", "To", "coffee", "the", "and", "layout",
    "specification", "Yes,", "fly", "effect", "water.", "Typography", "affine", "flow",
    "final", "kerning;", "café", "naïve", "1984", "Tokyo—Paris", "Völker", "(waffle)",
  ]

  /// About `bytes` bytes of text, the same for every run (a fixed sequence of words).
  static func text(bytes: Int) -> String {
    var text = ""
    text.reserveCapacity(bytes + 32)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var sentence = 0
    while text.utf8.count < bytes {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += words[Int(state >> 33) % words.count]
      sentence += 1
      text += sentence % 400 == 0 ? "\n" : " "
    }
    return text
  }

  static func run(_ options: BenchOptions) {
    guard let bytes = FileManager.default.contents(atPath: fontPath),
      let font = try? OpenTypeFont.faces(in: [UInt8](bytes)).first
    else { fail("could not read \(fontPath)") }
    var fonts = FontCatalog()
    fonts.named["DejaVu"] = font
    var table = Table(
      "text: one text node in DejaVu Sans (Tests/Fonts), wrapped at 375x*",
      ["text", "read and shape", "lay out", "total", "height"])
    var totals: [Double] = []
    for (label, size) in [("256 KB", 256_000), ("1 MB", 1_000_000)] {
      let text = text(bytes: size)
      let json = Array(
        #"{"root": {"type": "text", "font": "DejaVu", "fontSize": 15, "text": \#(JSONStringLiteral.quoted(text))}}"#
          .utf8)
      let read = Timing.best(options.runs) { () -> ElementTree in
        let parsed = DocumentReader.parse(json, file: "text.json", syntax: .json, fonts: fonts)
        guard let tree = DocumentReader.decode(parsed, fonts: fonts).document?.tree else {
          fail("the text document did not decode")
        }
        return tree
      }
      let range = SizeRange(
        min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity))
      let laidOut = Timing.best(options.runs) { Bench.layOut(read.result, range) }
      let height = laidOut.result.0.root.size.height
      totals.append(read.seconds + laidOut.seconds)
      table.row(
        label, Show.ms(read.seconds), Show.ms(laidOut.seconds),
        Show.ms(read.seconds + laidOut.seconds), Show.count(Int(height)) + " pt")
    }
    table.note(
      "1 MB / 256 KB: \(Show.fixed(totals[1] / totals[0], 2)) (linear: about 4); "
        + "target 1 MB under 1 s" + (totals[1] < 1 ? "" : "  MISSED"))
    table.print()
  }
}
