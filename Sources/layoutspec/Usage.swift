// The overview and the help of eval and validate; check, test and diff keep their help
// beside their options in their own files.

enum Usage {
  static let version = "layoutspec 0.1.0"

  static let overview = """
    layoutspec: see the frames Texture's (AsyncDisplayKit's) Layout API computes, without a
    simulator. Describe layout specs and nodes in JSON or a YAML-like file; layoutspec lays
    them out with Texture's rules.

    USAGE:
      layoutspec eval FILE... [--size SIZE]... [--format json|ascii|styles|boxes|svg|html]
                      [--flatten] [--compact] [--array] [--scale N] [--columns N]
                      [--output PATH] [--timing] [--werror] [--watch]
      layoutspec serve FILE... [--size SIZE]... [--port N] [--scale N]
      layoutspec check FILE --golden GOLDEN [--size SIZE]... [--update]
      layoutspec test [DIR...] [--update]
      layoutspec diff OLD [NEW] --size SIZE [--to-size SIZE] [--format json|text]
                      [--exit-code]
      layoutspec validate FILE... [--werror]
      layoutspec --help | --version | COMMAND --help

    SIZE is WIDTHxHEIGHT; each axis N (exactly N), MIN...MAX (MAX may be inf) or any
    (0...inf, also written '*', quoted for the shell): 375x667, 375xany (a table cell),
    0...320x0...inf.
    FILE may be - for standard input.

    Exit status: 0 success, 1 a check or test failed, 2 a usage error or an invalid document.
    """

  static let eval = """
    USAGE: layoutspec eval FILE... [--size SIZE]... [--format FORMAT] [options]

    Lays out each FILE for each SIZE and prints the result. Several files are evaluated
    concurrently; output keeps the order of the arguments.

    OPTIONS:
      -s, --size SIZE        a size range (repeatable: one result per size); default: the
                             document's "sizes"
      -f, --format FORMAT    json (default), ascii (Texture's asciiArtString), styles,
                             boxes, svg, html (an inspector page with a width slider)
          --flatten          json: the nodes only, relative to the root, as Texture's
                             flattened layout positions them
      -c, --compact          json: one line per result (JSON Lines)
          --array            json: all results in one array, not one object after another
          --scale N          screen scale for pixel rounding (default 2)
          --columns N        boxes: width of the drawing in characters (default 80)
      -o, --output PATH      write the result to PATH instead of standard output (- for it)
          --timing           print read, layout and write times to standard error
          --werror           treat warnings as errors (nothing printed, exit status 2)
          --watch            boxes, ascii, styles: redraw whenever a FILE is saved
                             (until interrupted)
      -h, --help             show this help

    EXAMPLES:
      layoutspec eval header.json --size 375x667
      layoutspec eval header.yaml --size 375xany --format ascii
      layoutspec eval header.json -s 375x667 -c | jq '.root.frame'
    """

  static let serve = """
    USAGE: layoutspec serve FILE... [--size SIZE]... [--port N] [--scale N] [--idle-timeout S]

    Serves the inspector page of each FILE (`eval --format html`) on 127.0.0.1 only: the
    first at http://127.0.0.1:PORT/, the others at /2/, /3/, ... The page updates in place
    when a FILE is saved, keeping its selection and width; an error shows in the page with
    its FILE:LINE:COLUMN while the last good layout stays. Runs until interrupted.

    OPTIONS:
      -s, --size SIZE        a size (repeatable: one tab each); default: the document's "sizes"
          --port N           the port (default 0: a free one, printed)
          --scale N          screen scale for pixel rounding (default 2)
          --idle-timeout S   seconds a connection may take to send its request (default 5)
      -h, --help             show this help
    """

  static let validate = """
    USAGE: layoutspec validate FILE... [--werror]

    Reads each FILE and reports every error and warning as FILE:LINE:COLUMN, without laying
    anything out. Exit status 2 when any file has an error; with --werror, warnings are
    errors too.
    """
}
