// Fuzz target: the font reader (OpenTypeFont.faces, and .names, which must agree) and the
// shaper over every face it reads: a fixed text with kerning, ligatures and tracking on
// and off, at a variable font's axis extremes, and the line metrics. Properties: nothing
// crashes, hangs or allocates past the limit; a refused file has a message; a shaped run
// has at most the glyphs multiple substitutions may make (32 per scalar, 8192 at least),
// clusters in order (glyphs of one character share its cluster) and inside the text, and
// finite advances.

import LayoutSpecEngine

private let text = Array("Hello, office AV To Wa 0123 \u{E9}\u{FB01} \u{4E2D}".unicodeScalars)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let faces: [OpenTypeFont]
  do {
    faces = try OpenTypeFont.faces(in: bytes)
  } catch {
    fuzzCheck(!error.message.isEmpty, "a font error without a message")
    // The names alone (what a search on disk reads) may read where the faces do not.
    do {
      _ = try OpenTypeFont.names(in: bytes)
    } catch {
      fuzzCheck(!error.message.isEmpty, "a names error without a message")
    }
    return 0
  }
  fuzzCheck(!faces.isEmpty, "no face and no error")
  fuzzCheck(
    (try? OpenTypeFont.names(in: bytes)) == faces.map(\.names),
    "the names read alone differ from the faces' names")
  for face in faces.prefix(4) {
    fuzzCheck(face.unitsPerEm >= 16 && face.unitsPerEm <= 16384, "unitsPerEm \(face.unitsPerEm)")
    var settings: [[String: Double]] = [[:]]
    for axis in face.axes.prefix(4) {
      settings.append([axis.tag: axis.minimum])
      settings.append([axis.tag: axis.maximum])
    }
    for variations in settings {
      for options in [ShapingOptions(), ShapingOptions(kerning: false, ligatures: false)] {
        let run = face.shape(text, pointSize: 17, variations: variations, options: options)
        fuzzCheck(
          run.count <= max(8192, text.count * 32),
          "\(run.count) glyphs for \(text.count) scalars")
        for (glyph, next) in zip(run, run.dropFirst()) {
          fuzzCheck(glyph.cluster <= next.cluster, "clusters out of order")
        }
        fuzzCheck(run.allSatisfy { $0.advance.isFinite }, "an advance that is not finite")
        fuzzCheck(
          run.allSatisfy { $0.cluster >= 0 && $0.cluster < text.count }, "a cluster outside")
      }
      let metrics = face.verticalMetrics(pointSize: 17, variations: variations)
      fuzzCheck(
        metrics.ascender.isFinite && metrics.descender.isFinite && metrics.lineGap.isFinite,
        "line metrics that are not finite")
    }
    _ = face.hasGlyph(for: "A")
  }
  return 0
}
