import LayoutSpecPlatform

// The width `--format boxes` draws at when `--columns` is not given: the terminal's, as
// `ls` and `git` find it. The window size of standard output when it is a terminal, then
// the COLUMNS variable (shells set it; scripts and CI can), then 80.

enum TerminalWidth {
  static let fallback = 80

  static func current(columnsVariable: String? = SystemProcess.environment("COLUMNS")) -> Int {
    if let columns = Terminal.outputColumns { return clamped(columns) }
    if let text = columnsVariable, let columns = Int(text), columns > 0 {
      return clamped(columns)
    }
    return fallback
  }

  /// Within what `--columns` accepts: 10 to 10000.
  private static func clamped(_ columns: Int) -> Int {
    min(max(columns, 10), 10_000)
  }
}
