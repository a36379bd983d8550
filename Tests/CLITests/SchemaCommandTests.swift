import Foundation
import Testing

// `layoutspec schema`: prints the JSON Schema (its content is tested against the decoder in
// LayoutSpecDocumentTests/DocumentSchemaTests), and is a command like the others.

@Suite struct SchemaCommandTests {
  @Test func printsADraft2020_12Schema() throws {
    let outcome = try CommandRunner.run(["schema"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let definitions = try #require(schema["$defs"] as? [String: Any])
    #expect(definitions["stack"] != nil && definitions["style"] != nil)
  }

  @Test func takesNoFile() throws {
    let outcome = try CommandRunner.run(["schema", "header.json"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("schema takes no FILE"))
  }

  @Test func hasHelpACompletionAndAManPageEntry() throws {
    let help = try CommandRunner.run(["schema", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: Print a JSON Schema"))
    #expect(try CommandRunner.run(["manpage"]).stdout.contains(".SS schema\n"))
    #expect(try CommandRunner.run(["completions", "bash"]).stdout.contains("schema"))
    #expect(try CommandRunner.run(["--help"]).stdout.contains("layoutspec schema\n"))
  }
}
