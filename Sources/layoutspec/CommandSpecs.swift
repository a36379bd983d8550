// Every command, with its arguments and options, declared once: what the scanner accepts
// (long and short names, which take a value), what `--help` and `layoutspec --help` print
// (usage lines included), what the shell completions offer, what the man page says and
// which command `main.swift` runs are all read from here, so they cannot disagree. The
// value lists (formats, shells) come from their enums.

import LayoutSpecDocument

/// One spelling a value may take, and what it means.
struct Choice: Sendable, Equatable {
  var name: String
  var help: String

  init(_ name: String, _ help: String = "") {
    self.name = name
    self.help = help
  }
}

/// What a value is: what the shells offer for it and how usage spells it.
enum ValueKind: Sendable, Equatable {
  /// Free text nothing can be offered for: a number, a class name.
  case text
  /// A SIZE: free text, with the devices offered (Device.all, in each orientation and
  /// extent), and after an `@` the content-size categories when `category` (a SIZE of a
  /// command that lays out at one content size takes no `@`).
  case size(category: Bool)
  /// One of these spellings.
  case choices([Choice])
  /// Some of these spellings, comma-separated (`truncation,overlap`).
  case choiceList([Choice])
  case file
  case directory
  /// A variant of the document named on the same command line.
  case variant
  /// A command's name (`help COMMAND`).
  case command

  /// The spellings of `choices` or `choiceList`, or nil.
  var choices: [Choice]? {
    switch self {
    case .choices(let choices), .choiceList(let choices): return choices
    case .text, .size, .file, .directory, .variant, .command: return nil
    }
  }

  var choiceNames: [String]? { choices?.map(\.name) }
}

struct OptionSpec: Sendable {
  var long: String
  var short: Character?
  /// The value's placeholder (`SIZE`), or nil for a switch.
  var value: String?
  var kind: ValueKind
  /// Given more than once, each counts (`[--size SIZE]...`).
  var repeatable: Bool
  /// One of the options a command needs exactly one of (`--swift | --objc`).
  var alternative: Bool
  var help: String

  init(
    _ long: String, short: Character? = nil, value: String? = nil, kind: ValueKind = .text,
    repeatable: Bool = false, alternative: Bool = false, _ help: String
  ) {
    self.long = long
    self.short = short
    self.value = value
    self.kind = kind
    self.repeatable = repeatable
    self.alternative = alternative
    self.help = help
  }

  /// `--size`, `-s`.
  var names: [String] { [long] + (short.map { ["-\($0)"] } ?? []) }

  /// The help, followed by the choices and what each means.
  var fullHelp: String {
    guard let choices = kind.choices else { return help }
    let list = choices.map { $0.help.isEmpty ? $0.name : "\($0.name) (\($0.help))" }
    return help + ": " + list.joined(separator: ", ")
  }

  /// As usage lines spell it: `[--size SIZE]...`, `[--format json|text]`, `--swift`; more
  /// than six choices are the placeholder (`--content-size CATEGORY`), the help lists them.
  var synopsis: String {
    var text = long
    if let value {
      let choices = kind.choiceNames.flatMap { $0.count <= 6 ? $0 : nil }
      text += " " + (choices?.joined(separator: "|") ?? value)
    }
    if alternative { return text }
    return "[\(text)]" + (repeatable ? "..." : "")
  }
}

struct ArgumentSpec: Sendable {
  var name: String
  var help: String
  var kind: ValueKind
  var optional: Bool
  var repeatable: Bool

  init(
    _ name: String, kind: ValueKind = .file, optional: Bool = false, repeatable: Bool = false,
    _ help: String
  ) {
    self.name = name
    self.help = help
    self.kind = kind
    self.optional = optional
    self.repeatable = repeatable
  }

  /// `FILE...`, `[NEW]`, `[PATH...]`.
  var synopsis: String {
    let text = name + (repeatable ? "..." : "")
    return optional ? "[\(text)]" : text
  }
}

struct CommandSpec: Sendable {
  var name: String
  var overview: String
  var arguments: [ArgumentSpec]
  var options: [OptionSpec]
  var examples: [String] = []
  /// Left out of help, completions and the man page (`__variants`, for the completions).
  var hidden = false
  var run: @Sendable ([String]) -> ExitStatus

  static let help = OptionSpec(
    "--help", short: "h", "show this help")

  /// The option named `name` (`--size`, `-s`), or nil.
  func option(named name: String) -> OptionSpec? {
    (options + [Self.help]).first { $0.long == name || $0.short.map { "-\($0)" } == name }
  }

  /// The words of the usage line after `layoutspec NAME`, each kept whole when wrapped.
  var usageWords: [String] {
    var words = arguments.map(\.synopsis)
    let alternatives = options.filter(\.alternative).map(\.synopsis)
    if !alternatives.isEmpty { words.append(alternatives.joined(separator: " | ")) }
    return words + options.filter { !$0.alternative }.map(\.synopsis)
  }

  /// The usage line wrapped at `width`: `prefix` before the first line, continuations
  /// indented under the first argument.
  func usageLines(prefix: String = "", width: Int = 88) -> [String] {
    let start = prefix + "layoutspec " + name
    let indent = String(repeating: " ", count: start.count + 1)
    var lines = [start]
    for word in usageWords {
      if lines[lines.count - 1].count + 1 + word.count > width, lines[lines.count - 1] != start {
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines
  }

  var usage: String { usageLines().joined(separator: "\n") }

  /// One help layout for every command, in swift-argument-parser's shape.
  var helpText: String {
    var text = "OVERVIEW: \(overview)\n\n" + usageLines(prefix: "USAGE: ").joined(separator: "\n")
    text += "\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in arguments { text += Self.row(argument.name, argument.help) }
    }
    text += "\nOPTIONS:\n"
    for option in options + [Self.help] {
      let short = option.short.map { "-\($0), " } ?? "    "
      text += Self.row(short + option.long + (option.value.map { " \($0)" } ?? ""), option.fullHelp)
    }
    if !examples.isEmpty {
      text += "\nEXAMPLES:\n" + examples.map { "  \($0)\n" }.joined()
    }
    return text
  }

  /// `  NAME   help`, the help wrapped at 88 columns beside a 26-column name.
  private static func row(_ name: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: 28)
    let lines = wrapped(help, width: 60)
    let padded = "  " + name
    let first =
      padded.count < 28
      ? padded + String(repeating: " ", count: 28 - padded.count) + lines[0]
      : padded + "\n" + indent + lines[0]
    return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
  }
}

/// `text`'s words in lines of at most `width` characters (a longer word has its own line).
func wrapped(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  lines.append(line)
  return lines
}

/// A value spelled as one of an enum's cases: the enum is the list, its summaries the help.
protocol SpelledChoice: CaseIterable, RawRepresentable, Sendable where RawValue == String {
  /// What the choice means, or empty when its name says it.
  var summary: String { get }
}

extension SpelledChoice {
  static var valueKind: ValueKind { .choices(allCases.map { Choice($0.rawValue, $0.summary) }) }

  /// A comma-separated list of the cases (`truncation,overlap`).
  static var listValueKind: ValueKind {
    .choiceList(allCases.map { Choice($0.rawValue, $0.summary) })
  }

  /// The case spelled `text` (any case), or a usage error listing every spelling:
  /// `unknown format 'xml' for 'import'; use one of yaml, json`.
  static func parse(_ text: String, for what: String, of command: String? = nil) throws -> Self {
    if let value = Self(rawValue: text.lowercased()) { return value }
    let names = allCases.map(\.rawValue)
    let hint = DidYouMean.suggestion(for: text, among: names).map { " (did you mean '\($0)'?)" }
    throw UsageError(
      (text.isEmpty ? "an empty \(what)" : "unknown \(what) '\(text)'")
        + "\(command.map { " for '\($0)'" } ?? "")\(hint ?? ""); use one of "
        + names.joined(separator: ", "))
  }
}

/// `diff --format`.
enum DiffFormat: String, SpelledChoice {
  case json, text

  var summary: String {
    switch self {
    case .json: return "default"
    case .text: return "a line per node"
    }
  }
}

/// `import --format` (`yml` is taken for yaml too).
enum ImportFormat: String, SpelledChoice {
  case yaml, json

  var summary: String {
    switch self {
    case .yaml: return "default"
    case .json: return "no comments: the warnings are on standard error only"
    }
  }
}

/// `completions SHELL`.
enum Shell: String, SpelledChoice {
  case bash, zsh, fish

  var summary: String { "" }
}

enum Commands {
  static let document = ArgumentSpec(
    "FILE", repeatable: true, "a .json, .yaml or .yml document, or - for standard input")

  static let size = OptionSpec(
    "--size", short: "s", value: "SIZE", kind: .size(category: true), repeatable: true,
    "a size range WIDTHxHEIGHT or a device (iphone-15, see `layoutspec devices`), with @CATEGORY for a content size (repeatable: one result per size); default: the document's \"sizes\""
  )

  static let variant = OptionSpec(
    "--variant", value: "NAME", kind: .variant, repeatable: true,
    "only the variant NAME of a document with variants (repeatable); default: every variant, default first"
  )

  static let junit = OptionSpec(
    "--junit", value: "FILE", kind: .file,
    "also write a JUnit XML report to FILE: a test case per document, size and variant")

  static let font = OptionSpec(
    "--font", value: "NAME=PATH", kind: .file, repeatable: true,
    "a font file text nodes name as NAME (repeatable); the document's \"fonts\" add more")

  static let fontDir = OptionSpec(
    "--font-dir", value: "DIR", kind: .directory, repeatable: true,
    "a folder of font files, found by PostScript, full or family name (repeatable), before the system's; its SFNS.ttf is the system font"
  )

  static let contentSize = OptionSpec(
    "--content-size", value: "CATEGORY",
    kind: DocumentOptions.contentSizeChoices,
    "the Dynamic Type content size of every size, over a SIZE's own @CATEGORY: a text style (fontSize: body) takes its size at it"
  )

  /// `--content-size` of the commands that lay out at one content size (diff, serve),
  /// whose SIZEs take no `@`.
  static let oneContentSize = OptionSpec(
    "--content-size", value: "CATEGORY",
    kind: DocumentOptions.contentSizeChoices,
    "the Dynamic Type content size everything is laid out at (default large; a SIZE here takes no @CATEGORY): a text style (fontSize: body) takes its size at it"
  )

  static let safeArea = OptionSpec(
    "--safe-area", value: "INSETS",
    "the safeAreaInsets that safeArea.top, .left, .bottom and .right read: TOP,LEFT,BOTTOM,RIGHT in points (59,0,34,0), or one number for all four, as the app prints view.safeAreaInsets; default: the document's safeArea, else 0"
  )

  static let output = OptionSpec(
    "--output", short: "o", value: "PATH", kind: .file,
    "write to PATH instead of standard output (- for it)")

  static let scale = OptionSpec(
    "--scale", value: "N", "screen scale for pixel rounding (default 2)")

  /// An eval option that shapes some formats only, its help headed by them
  /// (`json: ...`) as `EvalOptions.formatOptions` lists them.
  static func formatOption(
    _ long: String, short: Character? = nil, value: String? = nil, _ help: String
  ) -> OptionSpec {
    let formats = EvalOptions.formatOptions.first { $0.option == long }?.formats ?? []
    let names = formats.map(\.rawValue).joined(separator: ", ")
    return OptionSpec(long, short: short, value: value, "\(names): \(help)")
  }

  static func werror(_ effect: String) -> OptionSpec {
    OptionSpec("--werror", "treat warnings as errors (\(effect))")
  }

  static let eval = CommandSpec(
    name: "eval", overview: "Lay out each FILE at each SIZE and print the result.",
    arguments: [document],
    options: [
      size,
      variant,
      OptionSpec(
        "--format", short: "f", value: "FORMAT", kind: OutputFormat.valueKind, "the output"),
      formatOption("--flatten", "the nodes only, relative to the root, as Texture flattens"),
      formatOption("--compact", short: "c", "one line per result (JSON Lines)"),
      formatOption("--array", "every result in one array, not one object after another"),
      formatOption(
        "--sheet", "a contact sheet: every size and variant side by side, flagged elements marked"),
      scale,
      formatOption(
        "--columns", value: "N",
        "width of the drawing in characters (default: the terminal width, then COLUMNS, then 80)"
      ),
      output,
      OptionSpec("--timing", "print read, layout and write times to standard error"),
      werror("nothing printed, exit status 2"),
      OptionSpec(
        "--watch",
        EvalWatch.formats.map(\.rawValue).joined(separator: ", ")
          + ": evaluate again and redraw whenever a FILE is saved, until Ctrl-C"),
      font, fontDir, contentSize, safeArea,
    ],
    examples: [
      "layoutspec eval header.json --size 375x667",
      "layoutspec eval header.yaml --size 375xany --format ascii",
      "layoutspec eval header.json -s 375x667 -c | jq '.root.frame'",
      "layoutspec eval header.yaml --size 375xany --format boxes --watch",
    ],
    run: { EvalCommand.run($0) })

  static let why = CommandSpec(
    name: "why",
    overview:
      "Explain how ELEMENT got its frame: each time it is laid out, the steps from the root's "
      + "range down to it, each with its numbers and the Texture rule that produced them.",
    arguments: [
      ArgumentSpec("FILE", "a .json, .yaml or .yml document, or - for standard input"),
      ArgumentSpec(
        "ELEMENT", kind: .text,
        "a name, or a path of names and child indices as check prints it (header/title)"),
    ],
    options: [
      OptionSpec(
        "--size", short: "s", value: "SIZE", kind: .size(category: true), repeatable: true,
        "a size range or device, with its @CATEGORY (repeatable: one derivation per size, all at one content size); default: the document's \"sizes\""
      ),
      OptionSpec(
        "--variant", value: "NAME", kind: .variant,
        "the variant to lay out (default: default)"),
      OptionSpec(
        "--format", short: "f", value: "FORMAT", kind: WhyFormatChoice.valueKind, "the output"),
      scale, font, fontDir, contentSize, safeArea,
    ],
    examples: [
      "layoutspec why header.yaml postTime --size 375xany",
      "layoutspec why feed.json 9999/message -f json | jq '.measurements[] | select(.kept)'",
    ],
    run: { WhyCommand.run($0) })

  static let validate = CommandSpec(
    name: "validate",
    overview: "Report every error and warning of each FILE, without laying anything out.",
    arguments: [document],
    options: [werror("exit status 2"), font, fontDir],
    examples: ["layoutspec validate header.yaml --werror"],
    run: { ValidateCommand.run($0) })

  static let check = CommandSpec(
    name: "check",
    overview:
      "Compare FILE's layout with its golden file: a line per moved element, exit status 1 "
      + "on a difference, 2 on an invalid input.",
    arguments: [ArgumentSpec("FILE", "a .json, .yaml or .yml document, or - for standard input")],
    options: [
      OptionSpec(
        "--golden", short: "g", value: "GOLDEN", kind: .file,
        "the golden file (eval's json output); default: NAME.golden.json beside FILE"),
      size,
      variant,
      OptionSpec("--update", "write GOLDEN from FILE instead of comparing"),
      failOn,
      werror("exit status 2"),
      junit, font, fontDir, contentSize, safeArea,
    ],
    examples: ["layoutspec check header.yaml", "layoutspec check header.yaml --update"],
    run: { CheckCommand.run($0) })

  static let test = CommandSpec(
    name: "test",
    overview:
      "Check every document under each PATH that has NAME.golden.json beside it and lists "
      + "\"sizes\"; end with `N passed, N failed`. Exit status 1 on a difference or when "
      + "nothing was tested, 2 when a PATH is missing or a document or golden file is invalid.",
    arguments: [
      ArgumentSpec(
        "PATH", optional: true, repeatable: true,
        "a folder (default: the current one) or a document")
    ],
    options: [
      OptionSpec(
        "--update",
        "record the golden files instead (those whose json would not change are left alone)"),
      failOn,
      werror("the document is an ERROR, exit status 2"),
      junit, font, fontDir, safeArea,
    ],
    examples: ["layoutspec test layouts --junit report.xml"],
    run: { TestCommand.run($0) })

  static let diff = CommandSpec(
    name: "diff",
    overview:
      "The layout transition from OLD to NEW (or OLD at another size, or in another variant): "
      + "inserted and removed "
      + "nodes, and each moved node's initial and final frame.",
    arguments: [
      ArgumentSpec("OLD", "the description before"),
      ArgumentSpec("NEW", optional: true, "the description after (default: OLD)"),
    ],
    options: [
      OptionSpec(
        "--size", short: "s", value: "SIZE", kind: .size(category: false), repeatable: true,
        "a size OLD (and NEW) are laid out at (repeatable: one transition per size); default: OLD's \"sizes\""
      ),
      OptionSpec(
        "--to-size", value: "SIZE", kind: .size(category: false),
        "the size NEW is laid out at (a rotation), from each size"),
      OptionSpec(
        "--variant", value: "NAME", kind: .variant,
        "the variant of OLD (and NEW) to lay out (default: default)"),
      OptionSpec(
        "--to-variant", value: "NAME", kind: .variant,
        "the variant of NEW to lay out (a state change); default: the variant of OLD"),
      OptionSpec(
        "--format", short: "f", value: "FORMAT", kind: DiffFormat.valueKind, "the output"),
      OptionSpec("--exit-code", "exit 1 when anything moved, as git diff --exit-code does"),
      font, fontDir, oneContentSize, safeArea,
      OptionSpec(
        "--to-safe-area", value: "INSETS",
        "the safeAreaInsets NEW is laid out with, TOP,LEFT,BOTTOM,RIGHT or one number (a rotation changes them with the size); default: the same as OLD"
      ),
    ],
    examples: ["layoutspec diff header.yaml --size 375xany --to-size 667xany -f text"],
    run: { DiffCommand.run($0) })

  static let serve = CommandSpec(
    name: "serve",
    overview:
      "Serve the inspector page of each FILE on 127.0.0.1 only (the first at /, the others "
      + "at /2/, /3/, ...), updated in place when a FILE is saved; an error shows in the page "
      + "with its FILE:LINE:COLUMN while the last good layout stays. Runs until interrupted.",
    arguments: [ArgumentSpec("FILE", repeatable: true, "a .json, .yaml or .yml document")],
    options: [
      OptionSpec(
        "--size", short: "s", value: "SIZE", kind: .size(category: false), repeatable: true,
        "a size (repeatable: one tab each); default: the document's \"sizes\""),
      OptionSpec(
        "--variant", value: "NAME", kind: .variant, repeatable: true,
        "only the variant NAME (repeatable: one tab each); default: every variant, default first"),
      OptionSpec("--port", value: "N", "the port (default 0: a free one, printed)"),
      scale,
      OptionSpec(
        "--idle-timeout", value: "S",
        "seconds a connection may take to send its request (default 5)"),
      font, fontDir, oneContentSize, safeArea,
    ],
    examples: ["layoutspec serve header.yaml --size 375xany"],
    run: { ServeCommand.run($0) })

  static let export = CommandSpec(
    name: "export",
    overview:
      "Write FILE as Texture code: the node class whose layoutSpecThatFits: builds the same "
      + "specs, its subnodes as properties, a class for each node with a layout, and a "
      + "helper method for each component.",
    arguments: [ArgumentSpec("FILE", "a .json, .yaml or .yml document, or - for standard input")],
    options: [
      OptionSpec("--swift", alternative: true, "write Swift"),
      OptionSpec("--objc", alternative: true, "write Objective-C (one .m file)"),
      output,
    ],
    examples: [
      "layoutspec export header.yaml --swift",
      "layoutspec export header.yaml --objc -o HeaderNode.m",
    ],
    run: { ExportCommand.run($0) })

  /// `import` is a keyword: the table's name says what it reads.
  static let importCode = CommandSpec(
    name: "import",
    overview:
      "Write a description of the Texture code in each FILE: every class whose "
      + "layoutSpecThatFits: (or layoutSpecBlock) builds specs, with its subnodes typed from "
      + "their declarations and what init sets; branches on app state become variants. "
      + "What is left out or approximated is a warning with its FILE:LINE:COLUMN.",
    arguments: [
      ArgumentSpec(
        "FILE", repeatable: true,
        "a .m, .mm, .swift or .h file (a header: its declarations and #defines), or - for "
          + "standard input")
    ],
    options: [
      OptionSpec(
        "--class", value: "NAME",
        "the root class (default: the last class with a layout that no other class holds)"),
      OptionSpec(
        "--format", short: "f", value: "FORMAT", kind: ImportFormat.valueKind, "the output"),
      OptionSpec(
        "--font", value: "NAME=PATH", kind: .file, repeatable: true,
        "the font file of a font the code names NAME (repeatable): written to the description's \"fonts\""
      ),
      output,
    ],
    examples: [
      "layoutspec import PhotoCellNode.m > photo-cell.yaml",
      "layoutspec import PostNode.swift LikesNode.swift --class PostNode -o post.yaml",
    ],
    run: { ImportCommand.run($0) })

  static let schema = CommandSpec(
    name: "schema",
    overview:
      "Print a JSON Schema (draft 2020-12) of the description format, for editors to "
      + "complete and check JSON and YAML documents with.",
    arguments: [],
    options: [],
    examples: ["layoutspec schema > layoutspec.schema.json"],
    run: { SchemaCommand.run($0) })

  static let devices = CommandSpec(
    name: "devices",
    overview:
      "List the devices a SIZE may name, in portrait and landscape: NAME is a full-width "
      + "cell's range (WIDTHx*), NAME:screen the whole screen, from the screen sizes in "
      + "Apple's Human Interface Guidelines.",
    arguments: [],
    options: [
      OptionSpec(
        "--format", short: "f", value: "FORMAT", kind: DevicesFormat.valueKind, "the output")
    ],
    examples: ["layoutspec devices", "layoutspec devices --format json"],
    run: { DevicesCommand.run($0) })

  static let completions = CommandSpec(
    name: "completions",
    overview:
      "Print the completion script of SHELL for layoutspec: its commands, options, "
      + "format names and the variants of the document on the line.",
    arguments: [ArgumentSpec("SHELL", kind: Shell.valueKind, "the shell")],
    options: [],
    examples: [
      "layoutspec completions bash > /etc/bash_completion.d/layoutspec",
      "layoutspec completions zsh > \"${fpath[1]}/_layoutspec\"",
      "layoutspec completions fish > ~/.config/fish/completions/layoutspec.fish",
    ],
    run: { ShellCompletions.run($0) })

  static let manpage = CommandSpec(
    name: "manpage",
    overview: "Print the man page (roff), layoutspec(1).",
    arguments: [],
    options: [],
    examples: ["layoutspec manpage > layoutspec.1 && man ./layoutspec.1"],
    run: { ManPage.run($0) })

  static let help = CommandSpec(
    name: "help",
    overview: "Print the overview of every command, or COMMAND's help (as COMMAND --help).",
    arguments: [ArgumentSpec("COMMAND", kind: .command, optional: true, "a command")],
    options: [],
    run: { HelpCommand.run($0) })

  static let version = CommandSpec(
    name: "version",
    overview: "Print the version (as --version and -V).",
    arguments: [],
    options: [],
    run: { HelpCommand.runVersion($0) })

  /// The completions' `__variants FILE`: the variant names of FILE, one a line, and
  /// nothing (exit status 1) when it cannot be read.
  static let variants = CommandSpec(
    name: "__variants",
    overview: "Print the names of FILE's variants, one a line (for the shell completions).",
    arguments: [ArgumentSpec("FILE", "a .json, .yaml or .yml document")],
    options: [],
    hidden: true,
    run: { HelpCommand.runVariants($0) })

  static let all = [
    eval, validate, check, test, diff, why, serve, export, importCode, schema, devices,
    completions, manpage, help, version, variants,
  ]

  /// The commands help, completions and the man page list.
  static let visible = all.filter { !$0.hidden }

  static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
