import Foundation
import LayoutSpecTestSupport
import Testing

@testable import LayoutSpecDocument

@Suite struct JSONReaderTests {
  @Test func scalars() {
    func value(_ text: String) -> Value.Content? { readJSON(text).0?.content }
    guard case .null = value("null") else {
      Issue.record("null")
      return
    }
    guard case .bool(true) = value("true") else {
      Issue.record("true")
      return
    }
    guard case .bool(false) = value(" false ") else {
      Issue.record("false")
      return
    }
    guard case .string("héllo \"x\"\n\u{1F600}") = value(#""héllo \"x\"\n\ud83d\ude00""#) else {
      Issue.record("string")
      return
    }
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("12", 12), ("-12.5", -12.5), ("1e3", 1000), ("1E-2", 0.01),
    ("0.1", 0.1), ("123456789012345678901234567890", 123456789012345678901234567890.0),
    ("1.7976931348623157e308", 1.7976931348623157e308), ("5e-324", .leastNonzeroMagnitude),
    // 2^53 + 1 is halfway between two Doubles and rounds to the even one, 2^53.
    ("0.30000000000000004", 0.30000000000000004), ("9007199254740993", 9_007_199_254_740_992),
    ("1e-400", 0), ("3.141592653589793238462643383279", 3.141592653589793),
    ("0.000001", 0.000001), ("100e-2", 1),
  ])
  func numbers(text: String, expected: Double) {
    let (value, diagnostics) = readJSON(text)
    #expect(diagnostics.isEmpty)
    guard case .number(let number) = value?.content else {
      Issue.record("not a number: \(text)")
      return
    }
    #expect(number == expected)
    #expect(number.sign == expected.sign)
  }

  @Test func numbersMatchTheStandardLibrary() {
    // The fast path must agree with correctly rounded parsing. Seeded, so a failure
    // reproduces; the digits are drawn one by one so there are always `digits` of them.
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<2000 {
      let digits = Int.random(in: 1...17, using: &generator)
      var text = String(
        (0..<digits).map { index in
          Character(String(Int.random(in: (index == 0 ? 1 : 0)...9, using: &generator)))
        })
      let dot = Int.random(in: 0...digits, using: &generator)
      if dot < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: max(1, dot))) }
      if Bool.random(using: &generator) {
        text += "e\(Int.random(in: -30...30, using: &generator))"
      }
      let source = String(text)
      guard case .number(let number) = readJSON(source).0?.content else {
        Issue.record("not read: \(source)")
        continue
      }
      #expect(number == Double(source), "\(source)")
    }
  }

  @Test func positionsCountScalars() {
    let text = "{\n  \"é\u{1F600}\": [1,\n\t \"x\"], \"b\": true}"
    guard let value = readJSON(text).0, case .object(let members) = value.content else {
      Issue.record("not an object")
      return
    }
    #expect(value.location.line == 1 && value.location.column == 1)
    #expect(members[0].keyLocation.line == 2 && members[0].keyLocation.column == 3)
    guard case .array(let items) = members[0].value.content else { return }
    #expect(members[0].value.location.column == 9)
    #expect(items[0].location.line == 2 && items[0].location.column == 10)
    #expect(items[1].location.line == 3 && items[1].location.column == 3)
    #expect(members[1].keyLocation.line == 3 && members[1].keyLocation.column == 9)
    #expect(members[1].value.location.column == 14)
  }

  @Test func lineEndings() {
    let text = "[1,\r\n2,\r3,\n4]"
    guard case .array(let items) = readJSON(text).0?.content else { return }
    #expect(items.map(\.location.line) == [1, 2, 3, 4])
    #expect(items.map(\.location.column) == [2, 1, 1, 1])
  }

  @Test func byteOrderMarkIsSkipped() {
    let (value, diagnostics) = JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "f")
    #expect(diagnostics.isEmpty)
    #expect(value?.location.column == 1)
  }

  @Test func duplicateKeysKeepTheFirst() {
    let (value, diagnostics) = readJSON("{\"a\": 1, \"b\": 2, \"a\": 3}")
    #expect(short(diagnostics) == ["1:18: error: duplicate key 'a' (first given at 1:2)"])
    guard case .object(let members) = value?.content else {
      Issue.record("lost")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    guard case .number(1) = members[0].value.content else {
      Issue.record("kept the last")
      return
    }
  }

  @Test func duplicateKeysInLargeObjects() {
    let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let (_, diagnostics) = readJSON("{\(keys), \"k7\": 0, \"k39\": 1}")
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.message.hasPrefix("duplicate key 'k") })
  }

  @Test func duplicateKeysAfterUnescaping() {
    let (_, diagnostics) = readJSON(#"{"a": 1, "\u0061": 2}"#)
    #expect(diagnostics.first?.message == "duplicate key 'a' (first given at 1:2)")
  }

  @Test func depthLimit() {
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(readJSON(ok).1.isEmpty)
    let deep = String(repeating: "[", count: 100_000)
    let (value, diagnostics) = readJSON(deep)
    #expect(value == nil)
    #expect(
      short(diagnostics) == [
        "1:513: error: arrays and objects are nested more than 512 levels deep"
      ])
    let objects = String(repeating: "{\"a\":", count: 600)
    #expect(
      short(readJSON(objects).1).first?.hasPrefix("1:2561: error: arrays and objects") == true)
  }

  @Test func invalidUTF8() {
    let bytes: [UInt8] =
      Array("[\"a".utf8) + [0xFF] + Array("b\", \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8)
    let (value, diagnostics) = JSONReader.read(bytes, file: "f")
    #expect(value == nil)
    #expect(
      short(diagnostics) == [
        "1:4: error: invalid UTF-8 byte 0xFF in a string",
        "1:10: error: invalid UTF-8 byte 0xED in a string",
      ])
    let outside = JSONReader.read([0xC3], file: "f")
    #expect(
      short(outside.1) == ["1:1: error: unexpected invalid UTF-8 byte 0xC3; expected a value"])
  }

  @Test func recoverableErrorsAreAllReported() {
    let text = """
      {
        // a comment
        "a": [1, 2,],
        "b": 'x',
        c: 3,
        "d": "tab\there"
      }
      """
    let (value, diagnostics) = readJSON(text)
    #expect(
      short(diagnostics) == [
        "2:3: error: comments are not allowed in JSON",
        "3:13: error: trailing comma before ']' is not allowed in JSON",
        "4:8: error: strings must be in double quotes in JSON",
        "5:3: error: object keys must be strings in double quotes: \"c\"",
        "6:12: error: control character U+0009 in a string must be escaped as \\t",
      ])
    // Nothing was lost: the value is still returned for the decoder.
    #expect(value != nil)
  }

  @Test func lossyErrorsReturnNoValue() {
    let (value, diagnostics) = readJSON("[NaN, 1e400, \"\\ud800\", 0x1F]")
    #expect(value == nil)
    #expect(diagnostics.count == 4)
  }

  @Test func neverCrashesOnTruncatedInput() {
    let document =
      #"{"root": {"type": "stack", "children": [{"type": "text", "text": "h\u00e9\ud83d\ude00", "style": {"flexGrow": 1e2}}]}, "sizes": ["375x*"]}"#
    let bytes = Array(document.utf8)
    #expect(readDocument(document).diagnostics.isEmpty)
    // Cut after every byte: no value, and an error where the cut is (the document is one
    // ASCII line, so the column is the byte offset + 1), or, when the cut falls inside a
    // string, at the quote that opened it.
    for end in 0..<bytes.count {
      let prefix = Array(bytes[0..<end])
      let (value, diagnostics) = JSONReader.read(prefix, file: "f")
      #expect(value == nil, "cut at \(end)")
      let errors = diagnostics.filter { $0.severity == .error }.map {
        "\($0.location.line):\($0.location.column) \($0.message)"
      }
      if let quote = Self.openStringQuote(prefix) {
        #expect(errors.first == "1:\(quote + 1) unterminated string", "cut at \(end): \(errors)")
      } else {
        #expect(errors.last?.hasPrefix("1:\(end + 1) ") == true, "cut at \(end): \(errors)")
      }
      // The document reader reports the same.
      let result = DocumentReader.read(prefix, file: "f")
      #expect(result.document == nil && result.diagnostics == diagnostics, "cut at \(end)")
    }
    // Every single byte replaced by each of a few troublemakers: an error means no document.
    for index in bytes.indices {
      for byte: UInt8 in [0x00, 0x22, 0x5C, 0x7B, 0x5D, 0xFF, 0x2C, 0x0A] {
        var mutated = bytes
        mutated[index] = byte
        let result = DocumentReader.read(mutated, file: "f.json")
        if result.hasErrors { #expect(result.document == nil, "byte \(index) -> \(byte)") }
      }
    }
  }

  /// The offset of the quote that opened a string still open at the end of `bytes`.
  static func openStringQuote(_ bytes: [UInt8]) -> Int? {
    var open: Int?
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if open == nil {
        if byte == UInt8(ascii: "\"") { open = offset }
      } else if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        open = nil
      }
    }
    return open
  }
}

@Suite struct FuzzTests {
  static let sample = #"""
    {"sizes": ["375x*", "0...320x10...inf"],
     "components": {"avatar": {"type": "image", "imageSize": [44, 44], "style": {"flexShrink": 0}},
                    "big": {"use": "avatar", "style": {"preferredSize": "60x60"}}},
     "root": {"type": "vstack", "name": "feed", "spacing": 8, "children": [
       {"type": "inset", "insets": [8, 16, 8, "inf"], "child": {"type": "hstack", "alignItems": "center",
         "children": [{"use": "big"}, {"type": "text", "text": "h\u00e9llo \ud83d\ude00", "maxLines": 2,
         "style": {"flexGrow": 1, "width": "50%"}}]}},
       {"type": "overlay", "child": {"type": "ratio", "ratio": 0.5, "child": {"type": "node"}},
        "overlay": {"type": "corner", "corner": {"type": "button", "title": "x", "contentEdgeInsets": 2},
                    "child": {"type": "absolute", "children": [{"type": "node", "style": {"layoutPosition": [1, 2]}}]}}},
       {"type": "center", "centeringOptions": "xy", "child": {"type": "wrapper", "children": [{"type": "spacer"}]}}]}}
    """#

  @Test func sampleIsValid() {
    #expect(readDocument(Self.sample).diagnostics.isEmpty)
  }

  /// A new seed each run, so runs cover different mutations; failures name the seed, and `FUZZ_SEED=<seed> swift test --filter FuzzTests` replays it.
  static let seed: UInt64 = {
    if let text = ProcessInfo.processInfo.environment["FUZZ_SEED"],
      let seed = UInt64(text.hasPrefix("0x") ? String(text.dropFirst(2)) : text, radix: 16)
    {
      return seed
    }
    return UInt64.random(in: .min ... .max)
  }()

  @Test func randomMutationsNeverCrash() {
    let seed = "FUZZ_SEED=0x\(String(Self.seed, radix: 16))"
    // Printed first as well: a crash ends the run before any expectation can report.
    print("randomMutationsNeverCrash: \(seed)")
    var generator = SplitMix64(seed: Self.seed)
    let bytes = Array(Self.sample.utf8)
    let alphabet = Array(#"{}[]:,"\ 0-.e+tfnu/*x%"#.utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED]
    for iteration in 0..<1500 {
      var mutated = bytes
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<mutated.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: mutated[index] = alphabet.randomElement(using: &generator) ?? 0
        case 1: mutated.remove(at: index)
        default: mutated.insert(alphabet.randomElement(using: &generator) ?? 0, at: index)
        }
      }
      let result = DocumentReader.read(mutated, file: "fuzz.json")
      // Diagnostics are in source order.
      let locations = result.diagnostics.map(\.location)
      #expect(locations == locations.sorted(), "\(seed), mutation \(iteration)")
      if result.hasErrors { #expect(result.document == nil, "\(seed), mutation \(iteration)") }
    }
  }
}
