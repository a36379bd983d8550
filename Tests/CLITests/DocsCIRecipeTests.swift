import Foundation
import Testing

// docs/ci.md's recipe runs as written: Tests/CI/docs-ci-recipe.sh takes the page's
// description, its recording commands and every `run:` step of a runner's workflow, and runs
// them in a scratch repository against a clone of this work tree, with the binary these tests
// built (`--binary`) standing in for the release build. Everything the steps do runs (the
// clone, `make install` and what it writes, `layoutspec test --update`, the commit, `test`,
// the plain-shell script) except `make release`'s compile, which is dry-run (`make -n`):
// `make ci-recipe-check` runs the whole build, minutes long, outside `make test`.

@Suite struct DocsCIRecipeTests {
  @Test(arguments: ["ubuntu", "macos"])
  func theRecipeRunsAsWritten(runner: String) throws {
    let outcome = try CommandRunner.run(
      ["bash", "Tests/CI/docs-ci-recipe.sh", "--binary", CommandRunner.binary.path, runner],
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    // The script names the step that failed on standard error, after the steps' output.
    #expect(outcome.status == 0, "\(outcome.stderr.suffix(3000))")
    #expect(
      outcome.stdout.contains("docs/ci.md: the \(runner) recipe ran as written"),
      "\(outcome.stdout.suffix(2000))")
  }
}
