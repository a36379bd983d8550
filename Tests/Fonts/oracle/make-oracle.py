#!/usr/bin/env python3
"""Records HarfBuzz's shaping of corpora of strings in the test fonts, as the oracle
FontShapingOracleTests compares OpenTypeFont.shape with (`make text-oracle`).

Two sets of cases per font. "cases": CORPUS with every default feature off except 'kern'
and 'liga', each turned on or off per case (the shaper's first scope, kept). "defaultCases":
CORPUS and DEFAULT_CORPUS with hb-shape's default features, 'kern' turned off per case as
`kern: 0` does, and 'liga' with 'clig' turned off per case as ligatures 0 does. The
default corpus exercises what the test fonts' default features do: Inter's 'calt'
(arrows from "->", case forms of punctuation between capitals and digits, "x" between
digits), 'ccmp' of both fonts (a dotless i or j under a mark above), marks a lookup skips
between kerning pairs. It avoids what HarfBuzz's Unicode normalization changes
(a base and mark the font has a precomposed glyph for, characters the font lacks but
decomposes), which the shaper leaves out. The script is pinned to Latin (the shaper always
reads the 'latn' script, else 'DFLT') and the direction to left-to-right.

Positions are recorded at a scale of 1000 per font unit (--font-size = unitsPerEm * 1000),
so a variable font's fractional advances keep three decimals; HarfBuzz rounds each
position to an integer of that scale. Each glyph is [glyph id, cluster, x advance, x
offset] in those units; clusters are scalar indexes (hb-shape's default; --utf8-clusters
would count bytes).
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.dirname(HERE)

# Every feature hb-shape turns on by default for Latin, left to right, except the two
# implemented (HarfBuzz 6: hb-ot-shaper.cc common_features and horizontal_features).
OFF = [
    "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "calt", "clig", "curs",
    "dist", "rclt", "ltra", "ltrm", "frac", "numr", "dnom", "trak",
]

CORPUS = [
    "Hello, world!",
    "The quick brown fox jumps over the lazy dog.",
    "AV To Wa Ty Yo LT P. F, r. y,",
    "AVAVAV WAVE Toyota VAT LYT",
    "office fi fl ffi ffl affluent efficient",
    "0123456789 1,234.56 $9.99 100%",
    "(parenthesis) [brackets] {braces} \"quotes\" 'single'",
    "a  b   c    spaces",
    "Kerning: Tj Tr Ta Te Tu Vo Ve Va Yu Ya Av Aw Ay",
    "naïve café résumé Zürich Ærø",
    "\u201cCurly\u201d \u2018quotes\u2019 \u2014 dashes \u2013 and\u2026",
]

DEFAULT_CORPUS = [
    "a->b x-->y <- <= => ==> <-> <=>",
    "12:30 9:41 H:M A-B (HELLO) [X] {Y} x-y",
    "10x20 3x4 1920x1080 x",
    "i\u030d j\u0301 i\u0310 \u00ec \u0131\u0307 ij\u0301",
    "x\u0302 q\u0307 T\u0330y W\u0331A A\u0331V r\u0325a",
    "V\u0301A T\u0301o W\u0301a F\u0301A",
    "\ufb01 office affirm Wave AVAToffice",
    "Stra\u00dfe \u0133 \u0140l L\u00b7L l\u00b7l",
    "HH:MM 2-3 (1+2) [A] -> \u2014 A\u2014B",
]

# FeaturesTest.ttf (made by make-features-font.py beside this script): one string per
# lookup type, format and flag its features use.
FEATURES_CORPUS = [
    "x q h rl fi ct m f\u0301i",
    "anb enb inc and anc",
    "aob boab bboa aaoa",
    "pyp jyj py",
    "pthp jthj pth",
    "gug g\u0301u\u0301g gu\u0323g",
    "vj v\u0301j v\u0300j vj\u0323",
    "wj wj\u0323 w\u0323j w\u0301j",
    "bea cei bei dea",
    "kl km kk kkk kx",
    "abc oaa ebd",
    "AV AVj TAVj To Te W\u0301A A\u0301V",
    "dd add",
    "g go",
]

# Each font with its variations, its corpus with only 'kern' and 'liga', and its corpus
# with the default features.
FONTS_AND_VARIATIONS = [
    ("DejaVuSans.ttf", [None], CORPUS, CORPUS + DEFAULT_CORPUS),
    ("DejaVuSans-KernTable.ttf", [None], CORPUS, CORPUS + DEFAULT_CORPUS),
    ("Inter-Regular.otf", [None], CORPUS, CORPUS + DEFAULT_CORPUS),
    ("Inter-Variable.ttf", [None, "wght=100", "wght=250", "wght=400", "wght=650", "wght=900"],
     CORPUS, CORPUS + DEFAULT_CORPUS),
    ("Inter-Variable-NoHVAR.ttf", [None, "wght=100", "wght=250", "wght=650", "wght=900"],
     CORPUS, CORPUS + DEFAULT_CORPUS),
    ("FeaturesTest.ttf", [None], FEATURES_CORPUS, FEATURES_CORPUS),
]


def units_per_em(path):
    """head.unitsPerEm, read directly (no fontTools needed)."""
    with open(path, "rb") as f:
        data = f.read()
    tables = int.from_bytes(data[4:6], "big")
    for i in range(tables):
        record = 12 + i * 16
        if data[record:record + 4] == b"head":
            offset = int.from_bytes(data[record + 8:record + 12], "big")
            return int.from_bytes(data[offset + 18:offset + 20], "big")
    raise SystemExit(f"{path}: no head table")


def shape(path, text, features, variations, scale):
    command = [
        "hb-shape", path, "--output-format=json", "--no-glyph-names", "--script=Latn",
        "--language=en", "--direction=ltr", f"--font-size={scale}",
        "--features=" + ",".join(features),
    ]
    if variations:
        command.append("--variations=" + variations)
    command += ["--", text]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return [[g["g"], g["cl"], g["ax"], g["dx"]] for g in json.loads(output)]


def main():
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True)
    for name, variations_list, corpus, default_corpus in FONTS_AND_VARIATIONS:
        path = os.path.join(FONTS, name)
        scale = units_per_em(path) * 1000
        cases = []
        default_cases = []
        for variations in variations_list:
            for kern in (True, False):
                for liga in (True, False):
                    features = [f"-{tag}" for tag in OFF]
                    features += ["kern" if kern else "-kern", "liga" if liga else "-liga"]
                    for text in corpus:
                        cases.append({
                            "text": text, "kerning": kern, "ligatures": liga,
                            "variations": variations or "",
                            "glyphs": shape(path, text, features, variations, scale),
                        })
                    # hb-shape's defaults, less what a case turns off.
                    features = [] if kern else ["-kern"]
                    features += [] if liga else ["-liga", "-clig"]
                    for text in default_corpus:
                        default_cases.append({
                            "text": text, "kerning": kern, "ligatures": liga,
                            "variations": variations or "",
                            "glyphs": shape(path, text, features, variations, scale),
                        })
        out = os.path.join(HERE, os.path.splitext(name)[0] + ".json")
        with open(out, "w") as f:
            f.write("{\"hbShape\": %s, \"scale\": 1000, \"cases\": [\n" %
                    json.dumps(version.stdout.splitlines()[0]))
            f.write(",\n".join(json.dumps(case, ensure_ascii=False) for case in cases))
            f.write("\n], \"defaultCases\": [\n")
            f.write(",\n".join(json.dumps(case, ensure_ascii=False) for case in default_cases))
            f.write("\n]}\n")
        print(f"wrote {out}: {len(cases)} cases, {len(default_cases)} with default features")


if __name__ == "__main__":
    sys.exit(main())
