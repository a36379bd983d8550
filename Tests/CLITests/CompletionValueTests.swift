import Foundation
import LayoutSpecDocument
import Testing

@testable import layoutspec

// What the completions offer inside a value: the items of a comma-separated list not given
// yet, a SIZE's content-size categories after its `@`, and a device's `-landscape` and
// `:screen` forms once its name is typed out or the only one left. Each shell runs its own
// script: bash through CompletionTests' helper, zsh's completion system in a pseudo-terminal
// (its zpty module), fish with `complete -C`. A shell that is not installed is skipped.

@Suite struct CompletionValueTests {
  static let zsh = Toolchain.find("zsh", environment: "LAYOUTSPEC_TEST_ZSH", fallback: "/bin/zsh")
  static let fish = Toolchain.find(
    "fish", environment: "LAYOUTSPEC_TEST_FISH", fallback: "/opt/homebrew/bin/fish")

  /// Command lines (the last word of each being completed) to the words a shell offers for
  /// each, sorted, each once, whole (as the word will read).
  typealias Completion = ([String]) throws -> [[String]]

  /// A command line and what it offers.
  struct Case {
    var line: String
    var offered: [String]
  }

  /// bash without `:` and `@` as word breaks, so that a reply is the whole word.
  static func bashCompletion() throws -> Completion {
    let complete = try CompletionTests.bashCompletion(wordBreaks: " ")
    return { lines in
      try lines.map { line in
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        return Array(Set(try complete(words.map(String.init)))).sorted()
      }
    }
  }

  /// Drives an interactive zsh through zpty: the script is autoloaded by compinit, each line
  /// typed with a TAB, every match compadd keeps printed with what compset moved before it
  /// (IPREFIX) until the completion ends (comppostfuncs), then `<end>`, and the line erased.
  static let zshDriver = #"""
    zmodload zsh/zpty zsh/zselect || exit 3
    zpty z zsh -f -i
    zpty -w z "PS1=''; fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
    zpty -w z 'compadd() { local -a __m; local __w; builtin compadd -O __m "$@"; for __w in $__m; print -r -- "<ma""tch>$IPREFIX$__w"; builtin compadd "$@"; }'
    zpty -w z '__done() { print -r -- "<do""ne>"; }'
    shift
    local typed line
    integer tries
    for typed in "$@"; do
      zpty -w z 'comppostfuncs=(__done)'
      zpty -n -w z "$typed"$'\t'
      tries=0
      while (( tries++ < 1000 )); do
        if zpty -r -t z line; then
          [[ $line == *'<done>'* ]] && break
          [[ $line == *'<match>'* ]] && print -r -- ${${line#*<match>}%%$'\r'*}
        else
          zselect -t 1
        fi
      done
      (( tries < 1000 )) || { print -u2 "no end of completion: $typed"; exit 4 }
      print -r -- '<end>'
      zpty -n -w z $'\C-e\C-u'
    done
    zpty -d z
    """#

  /// Each line's words, from output that ends each line's words with `<end>`.
  static func offered(_ output: String) -> [[String]] {
    var offered: [[String]] = []
    var words: Set<String> = []
    for word in output.split(separator: "\n") {
      if word == "<end>" {
        offered.append(words.sorted())
        words = []
      } else {
        words.insert(String(word))
      }
    }
    return offered
  }

  static func zshCompletion(_ zsh: URL) throws -> Completion {
    let script = try CommandRunner.run(["completions", "zsh"]).stdout
    return { lines in
      let directory = try Toolchain.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      try script.write(
        to: directory.appendingPathComponent("_layoutspec"), atomically: true, encoding: .utf8)
      let driver = directory.appendingPathComponent("driver.zsh")
      try zshDriver.write(to: driver, atomically: true, encoding: .utf8)
      let outcome = try CommandRunner.run(
        ["-f", driver.path, directory.path] + lines, executable: zsh)
      #expect(outcome.status == 0, "zsh: \(outcome.stderr)")
      return offered(outcome.stdout)
    }
  }

  static func fishCompletion(_ fish: URL) throws -> Completion {
    let script = try CommandRunner.run(["completions", "fish"]).stdout
    return { lines in
      let directory = try Toolchain.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let path = directory.appendingPathComponent("layoutspec.fish")
      try script.write(to: path, atomically: true, encoding: .utf8)
      let outcome = try CommandRunner.run(
        [
          "--no-config", "-c",
          "source $argv[1]; for line in $argv[2..-1]; complete -C $line; echo '<end>'; end",
          path.path,
        ] + lines, executable: fish)
      #expect(outcome.status == 0, "fish: \(outcome.stderr)")
      // A candidate, then a tab and its description.
      let candidates = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.split(separator: "\t", omittingEmptySubsequences: false)[0]
      }
      return offered(candidates.joined(separator: "\n"))
    }
  }

  @Test func bashCompletesInsideValues() throws {
    try expectValueCompletions(try Self.bashCompletion(), shell: "bash")
  }

  @Test(.enabled(if: zsh != nil, "zsh not installed")) func zshCompletesInsideValues() throws {
    let zsh = try #require(Self.zsh)
    try expectValueCompletions(try Self.zshCompletion(zsh), shell: "zsh")
  }

  @Test(.enabled(if: fish != nil, "fish not installed")) func fishCompletesInsideValues() throws {
    let fish = try #require(Self.fish)
    try expectValueCompletions(try Self.fishCompletion(fish), shell: "fish")
  }

  func expectValueCompletions(_ complete: Completion, shell: String) throws {
    let cases = try listCases() + categoryCases() + deviceCases()
    let offered = try complete(cases.map(\.line))
    #expect(offered.count == cases.count, "\(shell)")
    for (expected, offered) in zip(cases, offered) {
      #expect(offered == expected.offered.sorted(), "\(shell): \(expected.line)")
    }
  }

  /// Every option whose value is a comma-separated list (the table says which) offers the
  /// items not given yet, after those typed.
  func listCases() throws -> [Case] {
    var cases: [Case] = []
    for command in Commands.visible {
      for option in command.options {
        guard case .choiceList(let choices) = option.kind else { continue }
        let names = choices.map(\.name)
        let line = "layoutspec \(command.name) \(option.long) "
        func offered(after typed: [String], prefix: String = "") -> Case {
          let given = typed.map { $0 + "," }.joined()
          return Case(
            line: line + given + prefix,
            offered: names.filter { !typed.contains($0) && $0.hasPrefix(prefix) }.map {
              given + $0
            })
        }
        cases += [
          offered(after: []), offered(after: [names[0]]), offered(after: [names[1]]),
          offered(after: [names[0], names[2]]),
          offered(after: [names[0]], prefix: String(names[1].prefix(2))),
        ]
      }
    }
    #expect(!cases.isEmpty, "no comma-separated option: --fail-on is one")
    return cases
  }

  /// After a SIZE's `@`, the content-size categories (ContentSizeCategory's names), after
  /// what is before it; none where a SIZE takes no `@` (diff and serve lay out at one
  /// content size).
  func categoryCases() throws -> [Case] {
    let categories = ContentSizeCategory.allCases.map(\.rawValue)
    var cases: [Case] = []
    for (size, typed) in [
      ("iphone-15", ""), ("375x*", "acc"), ("iphone-15-landscape:screen", "x"), ("300xany", "l"),
    ] {
      let offered = categories.filter { $0.hasPrefix(typed) }.map { size + "@" + $0 }
      #expect(!offered.isEmpty)
      for prefix in ["eval --size", "check -s", "why x.yaml e --size"] {
        cases.append(Case(line: "layoutspec \(prefix) \(size)@\(typed)", offered: offered))
      }
    }
    for prefix in ["diff --size", "diff --to-size", "serve -s"] {
      cases.append(Case(line: "layoutspec \(prefix) iphone-15@", offered: []))
    }
    return cases
  }

  /// The first list is one name a device; a device's forms (DeviceSize's orientations and
  /// extents) once its name is typed out or the only one that fits.
  func deviceCases() throws -> [Case] {
    let names = Device.all.map(\.name)
    func forms(_ name: String) throws -> [String] {
      let device = try #require(Device.named(name))
      return DeviceSize.Orientation.allCases.flatMap { orientation in
        DeviceSize.Extent.allCases.map {
          DeviceSize(device: device, orientation: orientation, extent: $0).name
        }
      }
    }
    // Typed out, with longer names beside it: its forms and those names.
    let longer = names.filter { $0.hasPrefix("iphone-15-") }
    #expect(longer.count > 1)
    return [
      Case(line: "layoutspec eval --size ", offered: names),
      Case(
        line: "layoutspec eval --size iphone-se",
        offered: names.filter { $0.hasPrefix("iphone-se") }),
      // Typed out and the only one: iphone-se-3; the only one: iphone-15-pro-max.
      Case(line: "layoutspec eval --size iphone-se-3", offered: try forms("iphone-se-3")),
      Case(
        line: "layoutspec diff --to-size iphone-15-pro-m", offered: try forms("iphone-15-pro-max")),
      Case(line: "layoutspec serve -s iphone-15", offered: try forms("iphone-15") + longer),
      Case(
        line: "layoutspec eval --size iphone-15-l",
        offered: ["iphone-15-landscape", "iphone-15-landscape:screen"]),
      Case(
        line: "layoutspec check --size iphone-15-landscape:",
        offered: ["iphone-15-landscape:screen"]),
    ]
  }

  /// Bash 3.2 keeps `iphone-15:sc` one word; bash 4 and later split it at the `:` (and at
  /// an `@`), word breaks (bash's own COMP_WORDBREAKS, here without its quote characters).
  /// Either way bash replaces only what follows the break, so each reply is that part, and
  /// the words after it are read as words again.
  @Test func bashRepliesAfterAWordBreak() throws {
    let complete = try CompletionTests.bashCompletion(wordBreaks: " @><=;|&(:")
    let categories = ContentSizeCategory.allCases.map(\.rawValue)
    for words in [["iphone-15:sc"], ["iphone-15", ":", "sc"], ["iphone-15", ":"]] {
      #expect(try complete(["layoutspec", "eval", "--size"] + words) == ["screen"], "\(words)")
    }
    for words in [["iphone-15@la"], ["iphone-15", "@", "la"]] {
      #expect(try complete(["layoutspec", "eval", "--size"] + words) == ["large"], "\(words)")
    }
    for words in [["375x*@"], ["375x*", "@"], ["iphone-15-landscape:screen", "@"]] {
      #expect(try complete(["layoutspec", "eval", "--size"] + words) == categories, "\(words)")
    }
    // The word after a split SIZE is an option's again.
    #expect(
      try complete(["layoutspec", "eval", "--size", "iphone-15", ":", "screen", "-f", "a"])
        == ["ascii"])
    // A space after a word that ends in `:` starts a new word.
    let next = try complete(["layoutspec", "eval", "-s", "iphone-15:", "--fo"])
    #expect(next == ["--format", "--font", "--font-dir"])
  }
}
