// Fuzz target: the YAML-like reader. Any bytes: no crash, no hang, well-formed diagnostics,
// and no number that is not finite in the values it returns.

import LayoutSpecDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (value, diagnostics) = YAMLReader.read(bytes, file: "fuzz.yaml")
  checkDiagnostics(diagnostics, file: "fuzz.yaml", valueReturned: value != nil)
  if let value { checkFinite(value) }
  return 0
}
