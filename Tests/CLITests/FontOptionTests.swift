import Foundation
import Testing

// `--font NAME=PATH` and `--font-dir DIR` on every command that reads documents, and the
// warnings a fonted document gets (docs/format.md section 5.5, docs/text.md).

@Suite struct FontOptionTests {
  static let document = "Tests/CLITests/Inputs/fonts/named.yaml"

  @Test(arguments: ["eval", "validate", "check", "test", "diff", "serve"])
  func everyReadingCommandTakesTheFontOptions(_ command: String) throws {
    let help = try CommandRunner.run([command, "--help"])
    #expect(help.stdout.contains("--font NAME=PATH"))
    #expect(help.stdout.contains("--font-dir DIR"))
  }

  @Test func aMissingFontFileNamesTheOption() throws {
    let outcome = try CommandRunner.run(["eval", Self.document, "--font", "Body=missing.ttf"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("--font Body=missing.ttf: no such file"))
  }

  @Test func aFileThatIsNotAFontNamesTheOption() throws {
    let outcome = try CommandRunner.run(["eval", Self.document, "--font", "Body=\(Self.document)"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--font Body=\(Self.document): not a usable font"))
  }

  @Test func fontTakesNameEqualsPath() throws {
    let outcome = try CommandRunner.run(["eval", Self.document, "--font", "Body"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--font takes NAME=PATH"))
  }

  @Test func aFontDirMustBeAFolder() throws {
    let outcome = try CommandRunner.run(["validate", Self.document, "--font-dir", "nowhere"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--font-dir nowhere: no such directory"))
  }

  @Test func aNameNoSourceHasIsAPositionedError() throws {
    let outcome = try CommandRunner.run(["validate", Self.document])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "\(Self.document):3:36: error: unknown font 'Body': name it in the envelope's 'fonts'"))
  }

  /// Values computed from the constrained size decode their element again at layout: with
  /// the document's fonts and engine (CoreText ceils to whole points), not the model's.
  @Test func sizeBoundTextKeepsItsFontsAndEngine() throws {
    let outcome = try CommandRunner.run(
      ["eval", "-c", "--flatten", "-s", "375xany", "Tests/CLITests/Inputs/fonts/size-bound.yaml"])
    #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
    // DejaVu Sans: 16576 units of 2048 at 20 points is 161.875, a line 23.28, ceiled to 24.
    let frame = #""frame":{"x":0,"y":0,"width":162,"height":24}"#
    #expect(outcome.stdout.contains(#""name":"label",\#(frame)"#))
    #expect(
      outcome.stdout.contains(#""name":"sized","frame":{"x":0,"y":24,"width":162,"height":24}"#))
  }

  /// `system` without SF's file: one warning per document, however many nodes use it.
  @Test func theSystemFontWarnsOncePerDocument() throws {
    let outcome = try CommandRunner.run(["eval", "-c", "Tests/CLITests/Inputs/fonts/system.yaml"])
    #expect(outcome.status == 0)
    let warnings = outcome.stderr.split(separator: "\n").filter {
      $0.contains("widths are the text model's and approximate")
    }
    #expect(warnings.count == 1)
    // SF's line at 17 points is 20.287109375, ceiled to 20.5; two lines to 41.
    #expect(outcome.stdout.contains("\"height\":20.5"))
  }

  /// `fontWeight` sets a variable font's `wght` axis: on a static font it has no effect,
  /// and says so at the key (UIKit takes a named font's weight from its file).
  @Test func aWeightOnAStaticFontWarns() throws {
    let fonts = CommandRunner.packageRoot.path + "/Tests/Fonts/"
    let document = { (file: String) in
      #"{"fonts": {"F": "\#(fonts + file)"}, "root": {"type": "text", "text": "Hi", "font": "F", "fontWeight": "bold"}}"#
    }
    let outcome = try CommandRunner.run(["validate", "-"], stdin: document("DejaVuSans.ttf"))
    #expect(outcome.status == 0)
    #expect(
      outcome.stderr.contains(
        "warning: 'fontWeight' has no effect on 'F', a static font (no 'wght' axis)"),
      "\(outcome.stderr)")
    let variable = try CommandRunner.run(["validate", "-"], stdin: document("Inter-Variable.ttf"))
    #expect(variable.status == 0)
    #expect(!variable.stderr.contains("fontWeight"), "\(variable.stderr)")
  }
}
