#!/usr/bin/env python3
"""Builds Tests/Fonts/FeaturesTest.ttf: a small font made here (no outlines, so no one
else's design or license) whose GSUB and GPOS use every lookup type the shaper applies,
for `make text-oracle` to record what HarfBuzz does with them. Needs fontTools."""

import os
from fontTools.fontBuilder import FontBuilder
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.otlLib import builder as otl
from fontTools.pens.ttGlyphPen import TTGlyphPen

HERE = os.path.dirname(os.path.abspath(__file__))
LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [
    chr(c) for c in range(ord("A"), ord("Z") + 1)]
MARKS = {"acutecomb": 0x301, "gravecomb": 0x300, "dotbelowcomb": 0x323}
EXTRA = ["x.a", "x.b", "q.alt1", "q.alt2", "r_l", "f_i", "c_t", "e.alt", "e.end", "n.ctx",
         "o.cls", "u.cov", "k.five", "s.set", "g.req", "h.loc", "m.salt", "v.mark", "w.type",
         "t_h", "y.two", "z.rev"]
FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;
languagesystem latn TRK;

markClass [acutecomb gravecomb] <anchor 0 0> @TOP;
markClass [dotbelowcomb] <anchor 0 0> @BOTTOM;
@TOPMARKS = [acutecomb];
@BOTTOMS = [dotbelowcomb];

# Type 2 (multiple) and 3 (alternate) in ccmp.
feature ccmp {
  sub x by x.a x.b;
  sub q from [q.alt1 q.alt2];
} ccmp;

# Only the Turkish language system has it: never applied.
feature locl {
  language TRK;
  sub h by h.loc;
} locl;

feature rlig { sub r l by r_l; } rlig;

lookup NSUB { sub n by n.ctx; } NSUB;
lookup OSUB { sub o by o.cls; } OSUB;
lookup USUB { sub u by u.cov; } USUB;
lookup TWO { sub y by y.two z; } TWO;
lookup THLIG { sub t h by t_h; } THLIG;
lookup VMARK { sub v by v.mark; } VMARK;
lookup WTYPE { sub w by w.type; } WTYPE;
lookup KFIVE { sub k by k.five; } KFIVE;
lookup SSET { sub [a e i A E I B C b c d D F G H J] by s.set; } SSET;

@LEFT = [a e i A E I B C];
@RIGHT = [b c d D F G H J];
feature calt {
  # Chained context, glyph rules (format 1).
  sub a n' lookup NSUB b;
  sub e n' lookup NSUB b;
  sub i n' lookup NSUB c;
  sub a n' lookup NSUB d;
} calt;
feature calt {
  # Chained context, class rules (format 2).
  sub @LEFT o' lookup OSUB @RIGHT;
  sub @RIGHT o' lookup OSUB @LEFT @RIGHT;
  sub @RIGHT @RIGHT o' lookup OSUB @LEFT;
  sub @LEFT @LEFT o' lookup OSUB @LEFT;
} calt;
feature calt {
  # Chained context, coverages (format 3), calling a multiple substitution and a
  # ligature: the positions after them move.
  sub [p j] y' lookup TWO [p j];
  sub [p j] t' lookup THLIG h' [p j];
  # Marks skipped by flag, by mark filtering set and by mark attachment type.
  lookupflag IgnoreMarks;
  sub g u' lookup USUB g;
  lookupflag UseMarkFilteringSet @TOPMARKS;
  sub v' lookup VMARK j;
  lookupflag MarkAttachmentType @BOTTOM;
  sub w' lookup WTYPE j;
  lookupflag 0;
  # Reverse chaining.
  rsub [b c] e' [a i] by e.alt;
  # Contexts without backtrack or lookahead (type 5): glyphs, then classes.
  lookup KCONTEXT {
    sub k' lookup KFIVE l';
    sub k' lookup KFIVE m';
    sub k' lookup KFIVE k';
  } KCONTEXT;
  lookup SCONTEXT {
    sub @LEFT' lookup SSET @RIGHT' @RIGHT';
    sub @RIGHT' lookup SSET @LEFT' @LEFT';
    sub @LEFT' lookup SSET @LEFT' @RIGHT';
  } SCONTEXT;
} calt;

feature liga { lookupflag IgnoreMarks; sub f i by f_i; } liga;
feature clig { sub c t by c_t; } clig;
feature salt { sub m by m.salt; } salt;
feature ss01 { sub g by g.req; } ss01;

feature kern {
  pos A V -120;
  pos [T] [o e] -80;
  pos A' -30 V' 40 j;
  lookupflag IgnoreMarks;
  pos W A -60;
} kern;

feature dist { pos d 25; } dist;

feature mark {
  pos base [a e o] <anchor 100 500> mark @TOP;
} mark;
"""


def prefer_class_contexts():
    """feaLib writes each contextual lookup in its smallest format; class rules (a class
    of two glyphs or more) are written in format 2 here, so that every format is used."""
    compiled_size = otl.ChainContextualBuilder.getCompiledSize_

    def size(self, subtables):
        for subtable in subtables:
            if subtable.Format == 2:
                definitions = [getattr(subtable, name, None) for name in (
                    "ClassDef", "BacktrackClassDef", "InputClassDef", "LookAheadClassDef")]
                for definition in definitions:
                    classes = list(definition.classDefs.values()) if definition else []
                    if any(classes.count(value) > 1 for value in set(classes)):
                        return 0
        return compiled_size(self, subtables)

    otl.ChainContextualBuilder.getCompiledSize_ = size


def main():
    names = [".notdef", "space"] + LETTERS + list(MARKS) + EXTRA
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    cmap = {0x20: "space"}
    cmap.update({ord(c): c for c in LETTERS})
    cmap.update({code: name for name, code in MARKS.items()})
    fb.setupCharacterMap(cmap)
    empty = TTGlyphPen(None).glyph()
    fb.setupGlyf({name: empty for name in names})
    # Distinct advances, so a width shows which glyphs a run has.
    metrics = {name: (300 + 7 * index, 0) for index, name in enumerate(names)}
    for name in MARKS:
        metrics[name] = (0, 0)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Features Test", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    prefer_class_contexts()
    addOpenTypeFeaturesFromString(fb.font, FEATURES)
    gsub = fb.font["GSUB"].table
    # ss01 as the default language system's required feature: applied though no list
    # of defaults has it.
    tags = [record.FeatureTag for record in gsub.FeatureList.FeatureRecord]
    for script in gsub.ScriptList.ScriptRecord:
        if script.ScriptTag == "latn":
            script.Script.DefaultLangSys.ReqFeatureIndex = tags.index("ss01")
    # A fixed date (2026-01-01), so that the file is the same every time it is made.
    fb.font["head"].created = fb.font["head"].modified = 3850329600
    fb.font.recalcTimestamp = False
    fb.save(os.path.join(os.path.dirname(HERE), "FeaturesTest.ttf"))


if __name__ == "__main__":
    main()
