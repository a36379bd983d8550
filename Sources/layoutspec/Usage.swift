// The overview `layoutspec --help` prints; each command's help is generated from its
// option table (CommandSpecs.swift).

enum Usage {
  static let version = "layoutspec 0.1.0"

  static let overview = """
    layoutspec: see the frames Texture's (AsyncDisplayKit's) Layout API computes, without a
    simulator. Describe layout specs and nodes in JSON or a YAML-like file; layoutspec lays
    them out with Texture's rules.

    USAGE:
      layoutspec eval FILE... [--size SIZE]... [--format json|ascii|styles|boxes|svg|html]
                      [--flatten] [--compact] [--array] [--scale N] [--columns N]
                      [--output PATH] [--timing] [--werror]
      layoutspec serve FILE... [--size SIZE]... [--variant NAME]... [--port N] [--scale N]
                      [--idle-timeout S]
      layoutspec check FILE [--golden GOLDEN] [--size SIZE]... [--update] [--werror]
                      [--junit FILE]
      layoutspec test [PATH...] [--update] [--werror] [--junit FILE]
      layoutspec diff OLD [NEW] [--size SIZE]... [--to-size SIZE] [--format json|text]
                      [--exit-code]
      layoutspec validate FILE... [--werror]
      layoutspec export FILE --swift | --objc [--output PATH]
      layoutspec import FILE... [--class NAME] [--format yaml|json] [--output PATH]
      layoutspec schema
      layoutspec completions bash|zsh|fish
      layoutspec --help | --version | COMMAND --help

    SIZE is WIDTHxHEIGHT; each axis N (exactly N), MIN...MAX (MAX may be inf) or any
    (0...inf, also written '*', quoted for the shell): 375x667, 375xany (a table cell),
    0...320x0...inf.
    FILE may be - for standard input.

    Exit status: 0 success, 1 a check or test failed, 2 a usage error or an invalid document.
    """
}
