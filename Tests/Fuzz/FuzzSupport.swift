// Shared by the fuzz targets: the properties every run must keep, checked after each input.
// A broken property stops the fuzzer with `fuzzCheck`'s message, as a crash would, so the
// input lands in the crash directory.

import LayoutSpecDocument

/// Traps with `message` (and the fuzzer saves the input) when `condition` is false.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() {
    print("fuzz property broken: \(message())")
    fatalError(message())
  }
}

/// Diagnostics name the file, have 1-based positions, come in source order, and a reader
/// that returns no value has said why.
func checkDiagnostics(_ diagnostics: [Diagnostic], file: String, valueReturned: Bool) {
  for diagnostic in diagnostics {
    fuzzCheck(diagnostic.location.file == file, "diagnostic for another file: \(diagnostic)")
    fuzzCheck(
      diagnostic.location.line >= 1 && diagnostic.location.column >= 1,
      "position below 1: \(diagnostic.rendered)")
    fuzzCheck(!diagnostic.message.isEmpty, "empty message at \(diagnostic.location)")
    fuzzCheck(
      !diagnostic.rendered.unicodeScalars.contains { $0.value < 0x20 },
      "control character in: \(diagnostic.rendered)")
  }
  for (a, b) in zip(diagnostics, diagnostics.dropFirst()) {
    fuzzCheck(!(b.location < a.location), "diagnostics out of order: \(a.rendered) / \(b.rendered)")
  }
  let errors = diagnostics.filter { $0.severity == .error }.count
  fuzzCheck(valueReturned || errors > 0, "no value and no error")
  // The reports stop at the error limit, 100 (DocumentLimits.errorLimit), plus the one line
  // that says so.
  fuzzCheck(errors <= 101, "\(errors) errors reported")
}

/// Every number in a value tree is finite (NaN and infinities are never numbers).
func checkFinite(_ value: Value) {
  var pending = [value]
  while let current = pending.popLast() {
    switch current.content {
    case .number(let number):
      fuzzCheck(number.isFinite, "non-finite number \(number) at \(current.location)")
    case .array(let items): pending += items
    case .object(let members): pending += members.map(\.value)
    case .null, .bool, .string: break
    }
  }
}
