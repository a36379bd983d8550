// ASAsciiArtBoxCreator (Source/Layout/ASAsciiArtBoxCreator.mm): draws a parent name around
// its children's ASCII art, side by side (horizontal) or one above the other (vertical).
//
// Mirrored exactly, quirks included:
// - Lengths are NSString lengths, i.e. UTF-16 code units (`utf16.count`), so a name with
//   an emoji or an accent written as two scalars is as wide as Texture counts it.
// - Children are split on "\n" only (componentsSeparatedByString:@"\n"), so a name with a
//   newline in it spans two rows, as in Texture.
// - A horizontal child shorter than the tallest gets ceil(d/2) blank rows above and
//   floor(d/2) below, each as wide as its *first* line; a vertical child is centred by its
//   first line's length, extra space to the left.
// - The frame is as wide as its first row; the title is centred in the top border with the
//   extra dash on the left.
// Boxes are kept as arrays of lines; joining them with "\n" gives Texture's string.

enum AsciiArtBoxCreator {
  /// `kDebugBoxPadding`.
  static let padding = 2

  /// `+horizontalBoxStringForChildren:parent:`.
  static func horizontalBox(children: [[String]], parent: String) -> [String] {
    if children.isEmpty { return splitLines(parent) }

    let lineCountPerChild = children.reduce(0) { max($0, $1.count) }
    let paddedChildren = children.map { lines -> [String] in
      let missing = lineCountPerChild - lines.count
      let blank = spaces(lines.first.map(length) ?? 0)
      let top = (missing + 1) / 2  // ceil
      let bottom = missing / 2  // floor
      return Array(repeating: blank, count: top) + lines + Array(repeating: blank, count: bottom)
    }

    let gap = spaces(padding)
    var rows: [String] = []
    rows.reserveCapacity(lineCountPerChild)
    for index in 0..<lineCountPerChild {
      var row = "|" + gap
      for lines in paddedChildren {
        row += lines[index]
        row += gap
      }
      row += "|"
      rows.append(row)
    }

    // Widen a box narrower than its title: the difference goes after the first "|" (the
    // larger half) and before the last one.
    let totalLineLength = length(rows[0])
    let parentLength = length(parent)
    if totalLineLength < parentLength {
      let difference = parentLength + 2 * padding - totalLineLength
      let left = "|" + spaces((difference + 1) / 2)
      let right = spaces(difference / 2) + "|"
      rows = rows.map { row in
        left + String(row.unicodeScalars.dropFirst().dropLast()) + right
      }
    }
    return appendTopAndBottom(rows, parent: parent)
  }

  /// `+verticalBoxStringForChildren:parent:`.
  static func verticalBox(children: [[String]], parent: String) -> [String] {
    if children.isEmpty { return splitLines(parent) }

    let maxChildLength = children.reduce(0) { max($0, $1.first.map(length) ?? 0) }
    var leftPadding = 0
    var rightPadding = 0
    let parentLength = length(parent)
    if maxChildLength < parentLength {
      let difference = parentLength + 2 * padding - maxChildLength
      leftPadding = (difference + 1) / 2
      rightPadding = difference / 2
    }

    var rows: [String] = []
    for lines in children {
      let slack = maxChildLength - (lines.first.map(length) ?? 0)
      let left = "|" + spaces((slack + 1) / 2 + leftPadding + padding)
      let right = spaces(slack / 2 + rightPadding + padding) + "|"
      for line in lines {
        rows.append(left + line + right)
      }
    }
    return appendTopAndBottom(rows, parent: parent)
  }

  /// `+appendTopAndBottomToBoxString:parent:`: the title centred in a dashed top line as
  /// wide as the first row, the extra dash on the left; a dashed bottom line.
  private static func appendTopAndBottom(_ rows: [String], parent: String) -> [String] {
    let totalLineLength = length(rows[0])
    // Texture subtracts unsigned integers here; the callers guarantee the first row is at
    // least as long as the title, so this never goes below zero.
    let extra = max(0, totalLineLength - length(parent))
    let top = dashes((extra + 1) / 2) + parent + dashes(extra / 2)
    // The title may hold a newline: the next level splits it into rows, as Texture does.
    return splitLines(top) + rows + [dashes(totalLineLength)]
  }

  /// NSString's `length`: UTF-16 code units.
  @inline(__always)
  static func length(_ text: String) -> Int { text.utf16.count }

  /// `componentsSeparatedByString:@"\n"`: every "\n" splits, empty pieces are kept, and
  /// "\r\n" is not one separator (unlike Swift's `Character` splitting).
  static func splitLines(_ text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(String.UnicodeScalarView($0))
    }
  }

  @inline(__always)
  private static func spaces(_ count: Int) -> String {
    String(repeating: " ", count: max(0, count))
  }

  @inline(__always)
  private static func dashes(_ count: Int) -> String {
    String(repeating: "-", count: max(0, count))
  }
}
