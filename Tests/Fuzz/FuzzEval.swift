// Fuzz target: the whole of `eval` in process: read (JSON or YAML, chosen by sniffing),
// decode, lay out at the document's sizes and at a few fixed ranges, and write every
// format. Properties: nothing crashes or hangs; the json output reads back without errors;
// every frame is finite with non-negative sizes, or null with the element reported as
// non-finite; the svg has no NaN or infinity in it. A JSON document decoded as it is read
// gives what decoding its whole tape gives: the same messages and the same elements.

import LayoutSpecEngine
import LayoutSpecFormat

@testable import LayoutSpecDocument

private let fixedRanges: [SizeRange] = [
  SizeRange(min: Size(width: 375, height: 0), max: Size(width: 375, height: .infinity)),
  SizeRange(min: .zero, max: .infinite),
  SizeRange(min: Size(width: 10, height: 20), max: Size(width: 320, height: 200)),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEval(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = DocumentReader.read(bytes, file: "fuzz")
  checkDiagnostics(result.diagnostics, file: "fuzz", valueReturned: result.document != nil)
  // A document whose components expand to a great many elements (the seed component
  // bomb: 1.6 KB, a million elements decoded before the limit stops it, 8 s under ASan)
  // is read, laid out and written once: its three readings took it past the 20 s
  // timeout (25 s), and what the other readings, scales and ranges exercise differs in
  // small inputs, not in one component repeated.
  let expands =
    (result.document?.tree.count ?? 0) > 100_000
    || result.diagnostics.contains { $0.message.contains("with its components expanded") }
  if DocumentReader.detectSyntax(file: "fuzz", bytes: bytes) == .json && !expands {
    checkSameAsWholeTape(bytes, result)
  }
  guard let document = result.document else { return 0 }
  fuzzCheck(!result.hasErrors, "a document with errors")
  for scale in expands ? [2.0] : [2.0, 3.0] {
    let ranges =
      expands
      ? [fixedRanges[0]]
      : Array(document.sizes.prefix(3)) + (scale == 2 ? fixedRanges : [fixedRanges[0]])
    let results = ranges.map { LayoutResult.evaluate(document.tree, in: $0, scale: scale) }
    for flatten in [false, true] {
      let written = JSONFormat.write(
        results, options: .init(compact: flatten, flatten: flatten, shape: .golden))
      checkJSONOutput(written.bytes, nonFinite: !written.nonFinite.isEmpty)
    }
    for result in results {
      // The CLI refuses art past its limit; here, past 10 M characters (ASan is slow). The
      // estimate must bound what is drawn.
      let estimate = AsciiArt.estimatedLength(of: result.tree)
      if estimate < 1e7 {
        let art = AsciiArt.asciiArtString(of: result.tree)
        fuzzCheck(Double(art.utf16.count) <= estimate, "ascii art longer than its estimate")
      }
      _ = StyleDump.string(for: result.layout, in: result.tree)
      _ = BoxesFormat.string(for: result.layout, in: result.tree, columns: 40)
      let svg = SVGFormat.string(for: result.layout, in: result.tree, sizeRange: result.sizeRange)
      for token in ["=\"nan", "=\"-nan", "=\"inf", "=\"-inf"] {
        fuzzCheck(!svg.contains(token), "svg has \(token)")
      }
    }
  }
  return 0
}

/// `streamed` (decoded as it was read) is what decoding the whole tape gives.
private func checkSameAsWholeTape(_ bytes: [UInt8], _ streamed: DocumentResult) {
  let whole = DocumentReader.decode(
    DocumentReader.parse(
      bytes, file: "fuzz", syntax: .json, fonts: FontCatalog(), decoding: .fromWholeTape))
  checkSame(streamed, whole)
  // And one other way of reading a large document, chosen by the input's length (both, a
  // fourth decoding of every input, put the component bomb past the 20 s timeout): with
  // the parser on a thread of its own, or with the first child list in two parts
  // (ListParts.swift), split where the length says, on one thread or two.
  let way: DocumentReader.JSONDecoding =
    bytes.count % 3 == 0
    ? .whileReadingOnTwoThreads
    : .whileReadingInParts(
      splitFraction: Double(bytes.count % 5) / 5, twoThreads: bytes.count % 3 == 1)
  let other = DocumentReader.decode(
    DocumentReader.parse(bytes, file: "fuzz", syntax: .json, fonts: FontCatalog(), decoding: way))
  checkSame(other, whole)
}

private func checkSame(_ streamed: DocumentResult, _ whole: DocumentResult) {
  fuzzCheck(
    streamed.diagnostics.map(\.rendered) == whole.diagnostics.map(\.rendered),
    "decoding while reading gives other messages")
  guard let a = streamed.document?.tree, let b = whole.document?.tree else {
    fuzzCheck(streamed.document == nil && whole.document == nil, "only one decoding has a tree")
    return
  }
  fuzzCheck(a.count == b.count && a.root == b.root, "decoding while reading gives another tree")
  for index in 0..<min(a.count, b.count) {
    let id = ElementID(index)
    fuzzCheck(
      a[id] == b[id] && Array(a.children(of: id)) == Array(b.children(of: id)),
      "decoding while reading gives another element \(index)")
  }
}

/// The json output reads back with no diagnostic; every frame number is finite and every
/// size non-negative; a null appears only when the writer reported a non-finite frame.
private func checkJSONOutput(_ bytes: [UInt8], nonFinite: Bool) {
  let (value, diagnostics) = JSONReader.read(bytes, file: "output.json", maximumDepth: 1024)
  fuzzCheck(
    value != nil && diagnostics.isEmpty,
    "output does not read back: \(diagnostics.first?.rendered ?? "")")
  guard let value else { return }
  var pending = [value]
  while let current = pending.popLast() {
    switch current.content {
    case .array(let items): pending += items
    case .object(let members):
      if let frame = current["frame"]?.value {
        for key in ["x", "y", "width", "height"] {
          switch frame[key]?.value.content {
          case .number(let number)?:
            fuzzCheck(number.isFinite, "frame \(key) \(number)")
            if key == "width" || key == "height" {
              fuzzCheck(number >= 0, "negative \(key) \(number) at \(frame.location)")
            }
          case .null?:
            fuzzCheck(nonFinite, "null \(key) without a warning at \(frame.location)")
          default:
            fuzzCheck(false, "frame without \(key) at \(frame.location)")
          }
        }
      }
      pending += members.map(\.value)
    case .null, .bool, .number, .string: break
    }
  }
}
