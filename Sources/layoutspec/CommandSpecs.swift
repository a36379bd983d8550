// Every command's options in one table each: what the scanner accepts (long and short
// names, which take a value), what `--help` prints and what the shell completions offer are
// all read from here, so they cannot disagree.

struct OptionSpec: Sendable {
  var long: String
  var short: Character?
  /// The value's placeholder (`SIZE`), or nil for a switch.
  var value: String?
  var help: String

  init(_ long: String, short: Character? = nil, value: String? = nil, _ help: String) {
    self.long = long
    self.short = short
    self.value = value
    self.help = help
  }
}

struct CommandSpec: Sendable {
  var name: String
  var overview: String
  var usage: String
  var arguments: [(name: String, help: String)]
  var options: [OptionSpec]
  /// Extra sections after OPTIONS (EXAMPLES), as printed.
  var epilogue = ""

  static let help = OptionSpec(
    "--help", short: "h", "show this help")

  /// The option named `name` (`--size`, `-s`), or nil.
  func option(named name: String) -> OptionSpec? {
    (options + [Self.help]).first { $0.long == name || $0.short.map { "-\($0)" } == name }
  }

  /// One help layout for every command, in swift-argument-parser's shape.
  var helpText: String {
    var text = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in arguments { text += row(argument.name, argument.help) }
    }
    text += "\nOPTIONS:\n"
    for option in options + [Self.help] {
      let short = option.short.map { "-\($0), " } ?? "    "
      text += row(short + option.long + (option.value.map { " \($0)" } ?? ""), option.help)
    }
    if !epilogue.isEmpty { text += "\n" + epilogue + "\n" }
    return text
  }

  /// `  NAME   help`, the help wrapped at 88 columns beside a 26-column name.
  private func row(_ name: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: 28)
    var lines: [String] = []
    var line = ""
    for word in help.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 60 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    let padded = "  " + name
    let first =
      padded.count < 28
      ? padded + String(repeating: " ", count: 28 - padded.count) + lines[0]
      : padded + "\n" + indent + lines[0]
    return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
  }
}

enum Commands {
  static let size = OptionSpec(
    "--size", short: "s", value: "SIZE",
    "a size range WIDTHxHEIGHT (repeatable: one result per size); default: the document's \"sizes\""
  )

  static let variant = OptionSpec(
    "--variant", value: "NAME",
    "only the variant NAME of a document with variants (repeatable); default: every variant, default first"
  )

  static let junit = OptionSpec(
    "--junit", value: "FILE",
    "also write a JUnit XML report to FILE: a test case per document, size and variant")

  static let font = OptionSpec(
    "--font", value: "NAME=PATH",
    "a font file text nodes name as NAME (repeatable); the document's \"fonts\" add more")

  static let fontDir = OptionSpec(
    "--font-dir", value: "DIR",
    "a folder of font files, found by PostScript, full or family name (repeatable), before the system's; its SFNS.ttf is the system font"
  )

  static let eval = CommandSpec(
    name: "eval", overview: "Lay out each FILE at each SIZE and print the result.",
    usage: "layoutspec eval FILE... [--size SIZE]... [--format FORMAT] [<options>]",
    arguments: [("FILE", "a .json, .yaml or .yml document, or - for standard input")],
    options: [
      size,
      variant,
      OptionSpec(
        "--format", short: "f", value: "FORMAT",
        "json (default), ascii (Texture's asciiArtString), styles, boxes, svg, or html (an inspector page with a width slider)"
      ),
      OptionSpec("--flatten", "json: the nodes only, relative to the root, as Texture flattens"),
      OptionSpec(
        "--compact", short: "c", "json: one line per result (JSON Lines)"),
      OptionSpec("--array", "json: every result in one array, not one object after another"),
      OptionSpec("--scale", value: "N", "screen scale for pixel rounding (default 2)"),
      OptionSpec(
        "--columns", value: "N",
        "boxes: width of the drawing in characters (default: the terminal width, then COLUMNS, then 80)"
      ),
      OptionSpec(
        "--output", short: "o", value: "PATH", "write to PATH instead of standard output (- for it)"
      ),
      OptionSpec("--timing", "print read, layout and write times to standard error"),
      OptionSpec("--werror", "treat warnings as errors (nothing printed, exit status 2)"),
      OptionSpec(
        "--watch",
        "boxes, ascii, styles, json: evaluate again and redraw whenever a FILE is saved, until Ctrl-C"
      ),
      font, fontDir,
    ],
    epilogue: """
      EXAMPLES:
        layoutspec eval header.json --size 375x667
        layoutspec eval header.yaml --size 375xany --format ascii
        layoutspec eval header.json -s 375x667 -c | jq '.root.frame'
        layoutspec eval header.yaml --size 375xany --format boxes --watch
      """)

  static let validate = CommandSpec(
    name: "validate",
    overview: "Report every error and warning of each FILE, without laying anything out.",
    usage: "layoutspec validate FILE... [--werror]",
    arguments: [("FILE", "a .json, .yaml or .yml document, or - for standard input")],
    options: [OptionSpec("--werror", "treat warnings as errors (exit status 2)"), font, fontDir])

  static let check = CommandSpec(
    name: "check",
    overview:
      "Compare FILE's layout with its golden file: a line per moved element, exit status 1 "
      + "on a difference, 2 on an invalid input.",
    usage:
      "layoutspec check FILE [--golden GOLDEN] [--size SIZE]... [--variant NAME]... [--update] "
      + "[--werror]",
    arguments: [("FILE", "a .json, .yaml or .yml document, or - for standard input")],
    options: [
      OptionSpec(
        "--golden", short: "g", value: "GOLDEN",
        "the golden file (eval's json output); default: NAME.golden.json beside FILE"),
      size,
      variant,
      OptionSpec("--update", "write GOLDEN from FILE instead of comparing"),
      OptionSpec("--werror", "treat warnings as errors (exit status 2)"),
      junit, font, fontDir,
    ])

  static let test = CommandSpec(
    name: "test",
    overview:
      "Check every document under each PATH that has NAME.golden.json beside it and lists "
      + "\"sizes\"; end with `N passed, N failed`. Exit status 1 on a difference or when "
      + "nothing was tested, 2 when a PATH is missing or a document or golden file is invalid.",
    usage: "layoutspec test [PATH...] [--update] [--werror]",
    arguments: [("PATH", "a folder (default: the current one) or a document")],
    options: [
      OptionSpec(
        "--update",
        "record the golden files instead (those whose json would not change are left alone)"),
      OptionSpec("--werror", "treat warnings as errors (the document is an ERROR, exit status 2)"),
      junit, font, fontDir,
    ])

  static let diff = CommandSpec(
    name: "diff",
    overview:
      "The layout transition from OLD to NEW (or OLD at another size, or in another variant): "
      + "inserted and removed "
      + "nodes, and each moved node's initial and final frame.",
    usage:
      "layoutspec diff OLD [NEW] [--size SIZE]... [--to-size SIZE] [--variant NAME] [--to-variant NAME] [--format json|text] [--exit-code]",
    arguments: [
      ("OLD", "the description before"), ("NEW", "the description after (default: OLD)"),
    ],
    options: [
      OptionSpec(
        "--size", short: "s", value: "SIZE",
        "a size OLD (and NEW) are laid out at (repeatable: one transition per size); default: OLD's \"sizes\""
      ),
      OptionSpec(
        "--to-size", value: "SIZE", "the size NEW is laid out at (a rotation), from each size"),
      OptionSpec(
        "--variant", value: "NAME", "the variant of OLD (and NEW) to lay out (default: default)"),
      OptionSpec(
        "--to-variant", value: "NAME",
        "the variant of NEW to lay out (a state change); default: the variant of OLD"),
      OptionSpec(
        "--format", short: "f", value: "FORMAT", "json (default) or text"),
      OptionSpec("--exit-code", "exit 1 when anything moved, as git diff --exit-code does"),
      font, fontDir,
    ])

  static let serve = CommandSpec(
    name: "serve",
    overview:
      "Serve the inspector page of each FILE on 127.0.0.1 only (the first at /, the others "
      + "at /2/, /3/, ...), updated in place when a FILE is saved; an error shows in the page "
      + "with its FILE:LINE:COLUMN while the last good layout stays. Runs until interrupted.",
    usage:
      "layoutspec serve FILE... [--size SIZE]... [--variant NAME]... [--port N] [--scale N] "
      + "[--idle-timeout S]",
    arguments: [("FILE", "a .json, .yaml or .yml document")],
    options: [
      OptionSpec(
        "--size", short: "s", value: "SIZE",
        "a size (repeatable: one tab each); default: the document's \"sizes\""),
      OptionSpec(
        "--variant", value: "NAME",
        "only the variant NAME (repeatable: one tab each); default: every variant, default first"),
      OptionSpec("--port", value: "N", "the port (default 0: a free one, printed)"),
      OptionSpec("--scale", value: "N", "screen scale for pixel rounding (default 2)"),
      OptionSpec(
        "--idle-timeout", value: "S",
        "seconds a connection may take to send its request (default 5)"),
      font, fontDir,
    ])

  static let export = CommandSpec(
    name: "export",
    overview:
      "Write FILE as Texture code: the node class whose layoutSpecThatFits: builds the same "
      + "specs, its subnodes as properties, a class for each node with a layout, and a "
      + "helper method for each component.",
    usage: "layoutspec export FILE --swift | --objc [--output PATH]",
    arguments: [("FILE", "a .json, .yaml or .yml document, or - for standard input")],
    options: [
      OptionSpec("--swift", "write Swift"),
      OptionSpec("--objc", "write Objective-C (one .m file)"),
      OptionSpec(
        "--output", short: "o", value: "PATH", "write to PATH instead of standard output (- for it)"
      ),
    ],
    epilogue: """
      EXAMPLES:
        layoutspec export header.yaml --swift
        layoutspec export header.yaml --objc -o HeaderNode.m
      """)

  /// `import` is a keyword: the table's name says what it reads.
  static let importCode = CommandSpec(
    name: "import",
    overview:
      "Write a description of the Texture code in each FILE: every class whose "
      + "layoutSpecThatFits: (or layoutSpecBlock) builds specs, with its subnodes typed from "
      + "their declarations and what init sets; branches on app state become variants. "
      + "What is left out or approximated is a warning with its FILE:LINE:COLUMN.",
    usage: "layoutspec import FILE... [--class NAME] [--format yaml|json] [--output PATH]",
    arguments: [("FILE", "a .m, .mm or .swift file, or - for standard input")],
    options: [
      OptionSpec(
        "--class", value: "NAME",
        "the root class (default: the last class with a layout that no other class holds)"),
      OptionSpec("--format", short: "f", value: "FORMAT", "yaml (default) or json"),
      OptionSpec(
        "--output", short: "o", value: "PATH", "write to PATH instead of standard output (- for it)"
      ),
    ],
    epilogue: """
      EXAMPLES:
        layoutspec import PhotoCellNode.m > photo-cell.yaml
        layoutspec import PostNode.swift LikesNode.swift --class PostNode -o post.yaml
      """)

  static let schema = CommandSpec(
    name: "schema",
    overview:
      "Print a JSON Schema (draft 2020-12) of the description format, for editors to "
      + "complete and check JSON and YAML documents with.",
    usage: "layoutspec schema",
    arguments: [],
    options: [],
    epilogue: """
      EXAMPLES:
        layoutspec schema > layoutspec.schema.json
      """)

  static let all = [eval, validate, check, test, diff, serve, export, importCode, schema]
}
