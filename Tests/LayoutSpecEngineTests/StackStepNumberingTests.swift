import Foundation
import Testing

// One numbering for the stack: the steps of `StackLayoutSpec.calculateLayout` ("// Step N."),
// the MARKs of the two halves ("MARK: - Step N."), and the paragraphs of docs/texture-rules.md
// section 3 ("**3.N Title.**") are the same numbers, 0 to 9, none missing and in order.

@Suite struct StackStepNumberingTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The numbers after `prefix` at the start of a line (spaces before it allowed), in order.
  static func numbers(in text: String, after prefix: String) -> [Int] {
    text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix(prefix) else { return nil }
      return Int(trimmed.dropFirst(prefix.count).prefix { $0.isNumber })
    }
  }

  @Test func codeStepsAndTheDocsSectionsHaveOneNumbering() throws {
    let steps = Self.numbers(
      in: try Self.text("Sources/LayoutSpecEngine/Stack/StackLayoutSpec.swift"), after: "// Step ")
    #expect(steps == Array(0...9))
    let marks =
      Self.numbers(
        in: try Self.text("Sources/LayoutSpecEngine/Stack/StackUnpositionedLayout.swift"),
        after: "// MARK: - Step ")
      + Self.numbers(
        in: try Self.text("Sources/LayoutSpecEngine/Stack/StackPositionedLayout.swift"),
        after: "// MARK: - Step ")
    #expect(marks == Array(2...8))
    let rules = try Self.text("docs/texture-rules.md")
    // Sub-rules (3.2.1) are not steps: only `**3.N ` followed by a space counts.
    let sections = rules.split(separator: "\n").compactMap { line -> Int? in
      guard line.hasPrefix("**3.") else { return nil }
      let number = line.dropFirst(4).prefix { $0.isNumber }
      return line.dropFirst(4 + number.count).first == " " ? Int(number) : nil
    }
    #expect(sections == Array(0...9))
  }
}
