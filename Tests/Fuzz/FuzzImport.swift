// Fuzz target: `import`'s reader of Objective-C and Swift, the same bytes as both languages.
// Properties: nothing crashes or hangs (nesting is bounded, scans are linear); every
// message names the file with a 1-based position and stays on one line; an input that
// gives no description says why with an error; a description is well-formed YAML and JSON
// that the project's readers take without a syntax error.

import LayoutSpecFormat

@testable import LayoutSpecDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  for name in ["fuzz.m", "fuzz.swift"] {
    for format in [TextureImport.Format.yaml, .json] {
      let result = TextureImport.run([.init(name: name, bytes: bytes)], format: format)
      for message in result.messages {
        fuzzCheck(message.file == name, "message for another file: \(message.rendered)")
        fuzzCheck(
          message.position.line >= 1 && message.position.column >= 1,
          "position below 1: \(message.rendered)")
        fuzzCheck(
          !message.rendered.unicodeScalars.contains { $0.value < 0x20 },
          "control character in: \(message.rendered)")
      }
      guard let text = result.text else {
        fuzzCheck(result.messages.contains { $0.severity == .error }, "no description and no error")
        continue
      }
      let output = Array(text.utf8)
      if format == .yaml {
        let (value, diagnostics) = YAMLReader.read(output, file: "imported.yaml")
        fuzzCheck(
          value != nil && diagnostics.allSatisfy { $0.severity != .error },
          "not YAML: \(diagnostics.map(\.rendered))\n\(text)")
      } else {
        let (value, diagnostics) = JSONReader.read(output, file: "imported.json")
        fuzzCheck(
          value != nil && diagnostics.allSatisfy { $0.severity != .error },
          "not JSON: \(diagnostics.map(\.rendered))\n\(text)")
      }
    }
  }
  return 0
}
