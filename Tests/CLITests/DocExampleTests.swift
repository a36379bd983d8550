import Foundation
import Testing

// docs/*.md and README.md are the user's contract, so their examples are run:
// - every ```console block: each `$ layoutspec ...` command (without a pipe) is run in a
//   folder holding the block's `example.yaml`/`example.json` (the nearest such blocks above
//   it) and the package's samples, and what it prints (standard error, then standard
//   output) must be the lines shown under it;
// - every ```text block of `example.yaml:L:C: error: ...` lines is what `validate` prints
//   for the nearest example above it;
// - every ```json block followed by a ```yaml block is one document in both syntaxes: both
//   lay out to the same json (or both fail).

@Suite struct DocExampleTests {
  struct Block {
    var language: String
    var lines: [String]
    var line: Int
  }

  struct Example: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var kind: String
    var run: @Sendable () throws -> Void
    var testDescription: String { "\(file):\(line) \(kind)" }
  }

  static let documents = [
    "README.md", "docs/format.md", "docs/cli.md", "docs/ci.md", "docs/stack.md", "docs/text.md",
  ]

  static func blocks(of file: String) -> [Block] {
    let url = CommandRunner.packageRoot.appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var blocks: [Block] = []
    var current: Block?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = Block(language: String(line.dropFirst(3)), lines: [], line: index + 1)
        }
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  static let examples: [Example] = documents.flatMap { file -> [Example] in
    var examples: [Example] = []
    var json: String?
    var yaml: String?
    let all = blocks(of: file)
    for (index, block) in all.enumerated() {
      let body = block.lines.joined(separator: "\n") + "\n"
      switch block.language {
      case "json":
        json = body
        if index + 1 < all.count, all[index + 1].language == "yaml" {
          let yamlBody = all[index + 1].lines.joined(separator: "\n") + "\n"
          examples.append(
            Example(file: file, line: block.line, kind: "json and yaml agree") {
              try expectSameLayout(json: body, yaml: yamlBody)
            })
        }
      case "yaml": yaml = body
      case "text" where !block.lines.isEmpty && block.lines.allSatisfy(isDiagnostic):
        let files = (json, yaml)
        examples.append(
          Example(file: file, line: block.line, kind: "validate") {
            let name = block.lines[0].hasPrefix("example.json") ? "example.json" : "example.yaml"
            let outcome = try run(["validate", name], json: files.0, yaml: files.1)
            #expect(outcome.stderr == block.lines.joined(separator: "\n") + "\n")
          })
      case "console":
        let files = (json, yaml)
        for (command, expected) in commands(in: block.lines) {
          examples.append(
            Example(file: file, line: block.line, kind: command.joined(separator: " ")) {
              let outcome = try run(command, json: files.0, yaml: files.1)
              #expect(outcome.stderr + outcome.stdout == expected)
            })
        }
      default: break
      }
    }
    return examples
  }

  static func isDiagnostic(_ line: String) -> Bool {
    line.range(
      of: #"^example\.(yaml|json):\d+:\d+: (error|warning): "#, options: .regularExpression)
      != nil
  }

  /// The `$ layoutspec ...` commands of a console block (pipes left out) and their output.
  static func commands(in lines: [String]) -> [([String], String)] {
    var result: [([String], String)] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("$ layoutspec ") else {
        index += 1
        continue
      }
      var command = String(lines[index].dropFirst(2))
      while command.hasSuffix("\\"), index + 1 < lines.count {
        index += 1
        command = String(command.dropLast()) + lines[index].trimmingCharacters(in: .whitespaces)
      }
      index += 1
      var output = ""
      while index < lines.count, !lines[index].hasPrefix("$ ") {
        output += lines[index] + "\n"
        index += 1
      }
      guard !command.contains("|"), let words = shellWords(command) else { continue }
      result.append((Array(words.dropFirst()), output))
    }
    return result
  }

  /// Splits a command as a shell would, for the simple quoting the docs use.
  static func shellWords(_ command: String) -> [String]? {
    var words: [String] = []
    var word: String?
    var quote: Character?
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { word = (word ?? "") + String(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == " " {
        if let finished = word { words.append(finished) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let finished = word { words.append(finished) }
    return quote == nil ? words : nil
  }

  /// Runs the binary in a scratch folder with the examples and the samples.
  static func run(_ arguments: [String], json: String?, yaml: String?) throws
    -> CommandRunner.Outcome
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutspec-docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    if let json {
      try json.write(
        to: directory.appendingPathComponent("example.json"), atomically: true, encoding: .utf8)
    }
    if let yaml {
      try yaml.write(
        to: directory.appendingPathComponent("example.yaml"), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("samples"),
      withDestinationURL: CommandRunner.packageRoot.appendingPathComponent("samples"))
    return try CommandRunner.run(arguments, in: directory)
  }

  static func expectSameLayout(json: String, yaml: String) throws {
    let arguments = ["eval", "--size", "375x667", "-c"]
    let fromJSON = try run(arguments + ["example.json"], json: json, yaml: nil)
    let fromYAML = try run(arguments + ["example.yaml"], json: nil, yaml: yaml)
    #expect(fromJSON.status == fromYAML.status)
    #expect(
      fromJSON.stdout.replacingOccurrences(of: "\"file\":\"example.json\"", with: "")
        == fromYAML.stdout.replacingOccurrences(of: "\"file\":\"example.yaml\"", with: ""))
  }

  @Test(arguments: examples) func docExampleHolds(_ example: Example) throws {
    try example.run()
  }

  @Test func theDocsHaveExamplesToRun() {
    #expect(Self.examples.count >= 40, "\(Self.examples.count)")
  }
}
