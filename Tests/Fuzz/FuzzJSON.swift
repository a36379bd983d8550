// Fuzz target: the JSON reader. Any bytes: no crash, no hang, well-formed diagnostics, and
// a document it accepts without errors is one Foundation's JSONSerialization reads to the
// same values (a differential check of the reader's strictness and of its numbers).

import Foundation
import LayoutSpecDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (value, diagnostics) = JSONReader.read(bytes, file: "fuzz.json")
  checkDiagnostics(diagnostics, file: "fuzz.json", valueReturned: value != nil)
  guard let value else { return 0 }
  checkFinite(value)
  // Foundation drops U+FEFF at the start of a string (its UTF-8 decoding takes it for a
  // byte order mark); our reader keeps it, as RFC 8259 says. Such documents are not compared.
  let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  let hasBOMInside = body.indices.dropLast(2).contains {
    body[$0] == 0xEF && body[$0 + 1] == 0xBB && body[$0 + 2] == 0xBF
  }
  if !hasBOMInside && !diagnostics.contains(where: { $0.severity == .error }) {
    // RFC 8259 allows a byte order mark to be ignored; Foundation rejects it.
    let foundation: Any
    do {
      foundation = try JSONSerialization.jsonObject(
        with: Data(body), options: [.fragmentsAllowed])
    } catch {
      fuzzCheck(false, "accepted without errors, Foundation says \(error)")
      return 0
    }
    fuzzCheck(same(value, foundation), "Foundation reads other values")
  }
  return 0
}

/// Whether our value and Foundation's parse say the same (numbers within Foundation's own
/// decimal conversion error).
private func same(_ value: Value, _ other: Any) -> Bool {
  switch value.content {
  case .null: return other is NSNull
  case .bool(let flag):
    guard let number = other as? NSNumber else { return false }
    return number.boolValue == flag
  case .number(let number):
    guard let theirs = (other as? NSNumber)?.doubleValue else { return false }
    // Foundation keeps long integers as NSDecimalNumber, 38 digits, whose doubleValue can be
    // off in the last digits; our reader rounds the full decimal exactly.
    return number == theirs || abs(number - theirs) <= abs(number) * 1e-12
  case .string(let text):
    return (other as? String) == text
  case .array(let items):
    guard let theirs = other as? [Any], theirs.count == items.count else { return false }
    return zip(items, theirs).allSatisfy { same($0, $1) }
  case .object(let members):
    guard let theirs = other as? [String: Any], theirs.count == members.count else {
      return false
    }
    return members.allSatisfy { member in theirs[member.key].map { same(member.value, $0) } ?? false
    }
  }
}
