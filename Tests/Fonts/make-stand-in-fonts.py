#!/usr/bin/env python3
"""Makes StandIn-Variable.ttf and StandIn.ttc, the test fonts that stand in for SF.

SF (/System/Library/Fonts/SFNS.ttf) may not be redistributed, so the tests of what
layoutspec does with it use a font made here from scratch: no outlines, only what the
measurement reads, with numbers chosen so that the expected widths can be worked out by
hand (Tests/CLITests/FontSearchTests.swift, Tests/LayoutSpecEngineTests/Fonts/).

StandIn-Variable.ttf (family "Layoutspec Stand-in", full name "Layoutspec Stand-in Regular",
PostScript LayoutspecStandIn-Regular):
  - 2048 units per em, ascender 1950, descender -494 (SF's);
  - glyphs for space (500 units) and a-z, A-Z, 0-9 and the truncation token '…' (1000
    units each at the default);
  - axes wght 100...400...900 and opsz 10...20...40 (in points); a letter's advance is
    1000 - 100 at wght 100, + 200 at wght 900, + 100 at opsz 10 and - 100 at opsz 40
    (HVAR, linear between, the two axes adding up);
  - 'trak': the normal track is +30 units at 10 points, 0 at 20 and -40 at 40.
StandIn.ttc: a static "Layoutspec Stand-in Bold" face (subfamily Bold, PostScript
  LayoutspecStandIn-Bold, every letter 1200 units) first, then the variable face: a
  collection where the family's Regular face is not the first.

Needs fontTools (pip install fonttools; written with 4.69). Run from anywhere:
  python3 Tests/Fonts/make-stand-in-fonts.py
"""

import io
import os

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools import varLib

HERE = os.path.dirname(os.path.abspath(__file__))
LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [
    chr(c) for c in range(ord("A"), ord("Z") + 1)
] + [chr(c) for c in range(ord("0"), ord("9") + 1)] + ["\u2026"]
GLYPHS = [".notdef", "space"] + ["g%04X" % ord(c) for c in LETTERS]


def master(letter_advance, family, style, postscript):
    """A static font whose letters all advance `letter_advance` units."""
    builder = FontBuilder(2048, isTTF=True)
    builder.setupGlyphOrder(GLYPHS)
    cmap = {32: "space"}
    cmap.update({ord(c): "g%04X" % ord(c) for c in LETTERS})
    builder.setupCharacterMap(cmap)
    empty = TTGlyphPen(None).glyph()
    builder.setupGlyf({name: empty for name in GLYPHS})
    metrics = {".notdef": (1000, 0), "space": (500, 0)}
    metrics.update({"g%04X" % ord(c): (letter_advance, 0) for c in LETTERS})
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=1950, descent=-494)
    builder.setupNameTable(
        {
            "familyName": family,
            "styleName": style,
            "fullName": family + " " + style,
            "psName": postscript,
            "uniqueFontIdentifier": postscript,
        }
    )
    builder.setupOS2(sTypoAscender=1950, sTypoDescender=-494, usWinAscent=1950, usWinDescent=494)
    builder.setupPost()
    # A fixed date, so that running the script again writes the same bytes.
    builder.font["head"].created = builder.font["head"].modified = 3850329600
    builder.font.recalcTimestamp = False
    return builder.font


def tracking():
    """'trak' with one horizontal track, the normal one (0): 30, 0, -40 units at 10, 20, 40."""
    table = newTable("trak")
    table.version = 1.0
    table.format = 0
    table.horizData = TrackData({0.0: TrackTableEntry({10.0: 30, 20.0: 0, 40.0: -40}, nameIndex=256)})
    table.vertData = TrackData()
    return table


def variable():
    document = DesignSpaceDocument()
    for tag, name, low, default, high in [("wght", "Weight", 100, 400, 900), ("opsz", "Optical size", 10, 20, 40)]:
        axis = AxisDescriptor()
        axis.tag, axis.name = tag, name
        axis.minimum, axis.default, axis.maximum = low, default, high
        document.addAxis(axis)
    family = "Layoutspec Stand-in"
    for advance, location in [
        (1000, {"Weight": 400, "Optical size": 20}),
        (900, {"Weight": 100, "Optical size": 20}),
        (1200, {"Weight": 900, "Optical size": 20}),
        (1100, {"Weight": 400, "Optical size": 10}),
        (900, {"Weight": 400, "Optical size": 40}),
    ]:
        source = SourceDescriptor()
        source.font = master(advance, family, "Regular", "LayoutspecStandIn-Regular")
        source.location = location
        document.addSource(source)
    font, _, _ = varLib.build(document, exclude=["STAT", "MVAR"])
    for tag in ["gvar", "cvar", "STAT"]:
        if tag in font:
            del font[tag]
    font["trak"] = tracking()
    font["head"].created = font["head"].modified = 3850329600
    font.recalcTimestamp = False
    return font


def main():
    font = variable()
    path = os.path.join(HERE, "StandIn-Variable.ttf")
    font.save(path)
    bold = master(1200, "Layoutspec Stand-in", "Bold", "LayoutspecStandIn-Bold")
    # Round-trip both through bytes so the collection holds compiled fonts.
    faces = []
    for face in [bold, TTFont(path, recalcTimestamp=False)]:
        data = io.BytesIO()
        face.save(data)
        data.seek(0)
        face = TTFont(data, recalcTimestamp=False)
        faces.append(face)
    collection = TTCollection()
    collection.fonts = faces
    collection.save(os.path.join(HERE, "StandIn.ttc"))


if __name__ == "__main__":
    main()
