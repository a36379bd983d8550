#!/usr/bin/env python3
"""Generates LineBreakClass.swift: every code point's Line_Break class (UAX #14) as one
sorted array of range starts, plus the three facts the pair rules need beyond the class.

Usage (from the package root; Debian's `unicode-data` package has the files):
    python3 Sources/LayoutSpecEngine/Nodes/Text/LineBreaking/generate-line-break-class.py \
        [UNICODE_DIR] > Sources/LayoutSpecEngine/Nodes/Text/LineBreaking/LineBreakClass.swift

UNICODE_DIR (default /usr/share/unicode) holds LineBreak.txt, EastAsianWidth.txt,
UnicodeData.txt and emoji/emoji-data.txt of one Unicode version. Use the version of the
ICU that checks the breaks (`make text-oracle-breaks`): Debian 12 has Unicode 15.0.0 and
ICU 72.1, whose data is Unicode 15.0 too.

Each entry of the table is `start << 11 | value`: a range runs from its start to the next
entry's start. `value` is the class's raw value (bits 0-5) and three flags, set only where
a rule reads them so that they do not split ranges needlessly:
  bit 6: East_Asian_Width F, W or H, on OP and CP (LB30 applies to the others only);
  bit 7: Extended_Pictographic and unassigned (LB30b: such a code point x EM);
  bit 8: General_Category Mn or Mc, on SA (LB1 resolves those to CM, the rest to AL).
"""

import os
import re
import sys

# Unicode 15.0's Line_Break values, in the order of the enum's raw values.
CLASSES = [
    ("BK", "Mandatory_Break"), ("CR", "Carriage_Return"), ("LF", "Line_Feed"),
    ("CM", "Combining_Mark"), ("NL", "Next_Line"), ("SG", "Surrogate"),
    ("WJ", "Word_Joiner"), ("ZW", "ZWSpace"), ("GL", "Glue"), ("SP", "Space"),
    ("ZWJ", "ZWJ"), ("B2", "Break_Both"), ("BA", "Break_After"), ("BB", "Break_Before"),
    ("HY", "Hyphen"), ("CB", "Contingent_Break"), ("CL", "Close_Punctuation"),
    ("CP", "Close_Parenthesis"), ("EX", "Exclamation"), ("IN", "Inseparable"),
    ("NS", "Nonstarter"), ("OP", "Open_Punctuation"), ("QU", "Quotation"),
    ("IS", "Infix_Numeric"), ("NU", "Numeric"), ("PO", "Postfix_Numeric"),
    ("PR", "Prefix_Numeric"), ("SY", "Break_Symbols"), ("AI", "Ambiguous"),
    ("AL", "Alphabetic"), ("CJ", "Conditional_Japanese_Starter"), ("EB", "E_Base"),
    ("EM", "E_Modifier"), ("H2", "H2"), ("H3", "H3"), ("HL", "Hebrew_Letter"),
    ("ID", "Ideographic"), ("JL", "JL"), ("JV", "JV"), ("JT", "JT"),
    ("RI", "Regional_Indicator"), ("SA", "Complex_Context"), ("XX", "Unknown"),
]
INDEX = {short: i for i, (short, _) in enumerate(CLASSES)}
EAST_ASIAN_WIDE = 1 << 6
PICTOGRAPHIC_UNASSIGNED = 1 << 7
COMBINING_MARK = 1 << 8
LIMIT = 0x110000


def read_ranges(path):
    """Yields (lo, hi, value) from a UCD file of `code point(s) ; value` lines."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            field, value = [part.strip() for part in data.split(";")[:2]]
            lo, _, hi = field.partition("..")
            yield int(lo, 16), int(hi or lo, 16), value


def version(path):
    with open(path, encoding="utf-8") as file:
        return re.search(r"-(\d+\.\d+\.\d+)\.txt", file.readline()).group(1)


def main() -> None:
    folder = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    line_break_path = os.path.join(folder, "LineBreak.txt")
    unicode_version = version(line_break_path)

    classes = [INDEX["XX"]] * LIMIT  # LineBreak.txt: @missing 0000..10FFFF; XX
    for lo, hi, value in read_ranges(line_break_path):
        classes[lo:hi + 1] = [INDEX[value]] * (hi - lo + 1)

    wide = bytearray(LIMIT)
    for lo, hi, value in read_ranges(os.path.join(folder, "EastAsianWidth.txt")):
        if value in ("F", "W", "H"):
            wide[lo:hi + 1] = b"\x01" * (hi - lo + 1)

    category = ["Cn"] * LIMIT
    with open(os.path.join(folder, "UnicodeData.txt"), encoding="utf-8") as file:
        first = None
        for line in file:
            fields = line.split(";")
            code, name, gc = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                first = code
                continue
            lo = first if name.endswith(", Last>") else code
            category[lo:code + 1] = [gc] * (code - lo + 1)
            first = None

    pictographic = bytearray(LIMIT)
    for lo, hi, value in read_ranges(os.path.join(folder, "emoji", "emoji-data.txt")):
        if value == "Extended_Pictographic":
            pictographic[lo:hi + 1] = b"\x01" * (hi - lo + 1)

    values = []
    for cp in range(LIMIT):
        value = classes[cp]
        if value in (INDEX["OP"], INDEX["CP"]) and wide[cp]:
            value |= EAST_ASIAN_WIDE
        if pictographic[cp] and category[cp] == "Cn":
            value |= PICTOGRAPHIC_UNASSIGNED
        if value == INDEX["SA"] and category[cp] in ("Mn", "Mc"):
            value |= COMBINING_MARK
        values.append(value)
    entries = [(0, values[0])]
    for cp in range(1, LIMIT):
        if values[cp] != values[cp - 1]:
            entries.append((cp, values[cp]))

    out = sys.stdout
    out.write(
        "// @generated by Sources/LayoutSpecEngine/Nodes/Text/LineBreaking/"
        "generate-line-break-class.py\n"
    )
    out.write(
        f"// from Unicode {unicode_version} (LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt,\n"
        "// emoji-data.txt). Do not edit; rerun the generator.\n"
    )
    out.write("//\n")
    out.write("// The Line_Break property (UAX #14) of every code point, and the three facts the\n")
    out.write("// pair rules read beside it (see `LineBreakProperties`).\n\n")
    out.write("/// A code point's Line_Break class (UAX #14, Unicode " + unicode_version + ").\n")
    out.write("public enum LineBreakClass: UInt8, Sendable, CaseIterable {\n")
    for short, long in CLASSES:
        out.write(f"  /// {short}: {long.replace('_', ' ')}.\n")
        # `in` and `is` are Swift keywords: declared in backquotes, used as `.in`, `.is`.
        name = short.lower()
        out.write(f"  case `{name}`\n" if name in ("in", "is") else f"  case {name}\n")
    out.write("\n")
    out.write("  /// The Unicode version the table was generated from.\n")
    out.write(f'  public static let unicodeVersion = "{unicode_version}"\n\n')
    out.write("  /// The class LineBreak.txt gives `scalar` (before LB1 resolves AI, SA, ...).\n")
    out.write("  public init(_ scalar: Unicode.Scalar) {\n")
    out.write("    self = LineBreakProperties(scalar).lineBreakClass\n")
    out.write("  }\n")
    out.write("}\n\n")
    out.write("/// A scalar's class with the facts the rules need beside it, from one table entry.\n")
    out.write("struct LineBreakProperties {\n")
    out.write("  let value: UInt32\n\n")
    out.write("  @inline(__always)\n")
    out.write("  init(_ scalar: Unicode.Scalar) {\n")
    out.write("    value = LineBreakProperties.lookUp(scalar.value)\n")
    out.write("  }\n\n")
    out.write("  var lineBreakClass: LineBreakClass {\n")
    out.write("    // Every raw value in the table is a case: the generator writes both.\n")
    out.write("    LineBreakClass(rawValue: UInt8(value & 0x3F)) ?? .xx\n")
    out.write("  }\n")
    out.write("  /// East_Asian_Width F, W or H; set on OP and CP only (LB30).\n")
    out.write(f"  var isEastAsianWide: Bool {{ value & 0x{EAST_ASIAN_WIDE:X} != 0 }}\n")
    out.write("  /// Extended_Pictographic and unassigned (LB30b).\n")
    out.write(
        f"  var isPictographicUnassigned: Bool {{ value & 0x{PICTOGRAPHIC_UNASSIGNED:X} != 0 }}\n"
    )
    out.write("  /// General_Category Mn or Mc; set on SA only (LB1).\n")
    out.write(f"  var isCombiningMark: Bool {{ value & 0x{COMBINING_MARK:X} != 0 }}\n\n")
    out.write("  /// The value of the last entry whose start is <= `code` (binary search).\n")
    out.write("  @inline(__always)\n")
    out.write("  static func lookUp(_ code: UInt32) -> UInt32 {\n")
    out.write("    let key = code << 11 | 0x7FF\n")
    out.write("    return table.withUnsafeBufferPointer { entries in\n")
    out.write("      // The first entry whose start is > code; entries[0] starts at 0.\n")
    out.write("      var low = 1\n")
    out.write("      var high = entries.count\n")
    out.write("      while low < high {\n")
    out.write("        let middle = (low + high) / 2\n")
    out.write("        if entries[middle] <= key { low = middle + 1 } else { high = middle }\n")
    out.write("      }\n")
    out.write("      return entries[low - 1] & 0x7FF\n")
    out.write("    }\n")
    out.write("  }\n\n")
    out.write(f"  /// {len(entries)} ranges: `start << 11 | value`, sorted by start.\n")
    out.write("  static let table: [UInt32] = [\n")
    words = [f"0x{start << 11 | value:X}," for start, value in entries]
    line = "   "
    for word in words:
        if len(line) + 1 + len(word) > 100:
            out.write(line + "\n")
            line = "   "
        line += " " + word
    out.write(line + "\n")
    out.write("  ]\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
