#!/usr/bin/python3
"""Records ICU's line break opportunities for a corpus of realistic strings (and for
random strings of characters of every line break class) as icu-line-breaks.txt, which
LineBreakOracleTests compares with `lineBreakOpportunities(in:)`.

Run by `make text-oracle-breaks` (which installs Debian's python3-icu), with Debian's
/usr/bin/python3: ICU's default line break iterator (`createLineInstance(Locale('en'))`)
is the one iOS's text derives from.

Each line: the code points with `×` (no break), `÷` (a break opportunity) or `!` (a hard
break: ICU's rule status UBRK_LINE_HARD) between and around them, then `#`, the section
and the text (controls escaped). The header names the ICU and Unicode versions.
"""

import random
import sys

import icu

OUTPUT = sys.argv[1] if len(sys.argv) > 1 else "Tests/LineBreakData/icu-line-breaks.txt"
CONFORMANCE = "Tests/LineBreakData/LineBreakTest.txt"

REALISTIC = [
    # English prose, punctuation and quotes.
    "The quick brown fox jumps over the lazy dog.",
    "Hello, world! How are you today? I'm fine, thanks.",
    "She said, \"Don't go there.\" Then she left.",
    "“Smart quotes,” he wrote, ‘and single ones’ too.",
    "It’s the ’90s: rock ’n’ roll, can't-stop, won’t stop.",
    "Wait… what?! No—really — it's true (mostly).",
    "e.g. this; i.e. that: etc.) and [1] or {2}.",
    "U.S.A. vs. U.K. in the 2022–23 season.",
    "state-of-the-art, co-op, e-mail, -prefix and suffix-",
    " -leading hyphen, ‐U+2010 hyphen, a ‐b",
    "x = -1, y = (-5), z = a-b, -x",
    "soft\u00adhyphen and no\u00a0break\u00a0space, zero\u200bwidth\u200bspace",
    "word\u2060joiner, narrow\u202fnbsp, figure\u2007space",
    "tabs\tand\tmore\ttabs",
    "line one\nline two\r\nline three\rline four\u2028line five\u0085six\x0c",
    "\n\nblank lines\n\n",
    "#hashtag @mention C++ & C# 50% off! *bold* _under_",
    "path/to/file.txt and/or a/b ~home ^caret |pipe",
    "“Quoted” — dash; «guillemets» and ‹single›.",
    "(parenthetical) [bracketed] {braced} <angled>",
    "Question? Exclamation! Interrobang‽ Ellipsis...",
    "Mr. Smith paid $5 and left at 10:30 p.m.",
    # Numbers.
    "$1,234.56 and €20 or 20 € or £7.50 or ¥1000 or ₹500",
    "1.000,50 € and 3.14% and −5 °C and +7 and 1/2 and ½",
    "(555) 123-4567 or +1-555-123-4567 or 555.123.4567",
    "v1.2.3 and 2.0.1-beta and 10.0.0.1:8080",
    "12:34:56 2024-01-31 31/12/2024 #1 No. 5 5th 21st",
    "equals .35 cents, a .5, p. 5, .5, -.5, $.5, ($5), 5%.",
    "a.2 and x,0 and 3.0. and (1.5) and [2,3]",
    "1,000,000 people; 3 × 4 = 12; 10^3; 2²",
    # URLs and e-mail.
    "https://example.com/path/to/page?query=1&b=2#frag",
    "Visit www.example.org/a-b_c or mail me@example.com.",
    "http://localhost:8080/api/v1/users/42/profile.json",
    # French, German, Spanish, others.
    "« Bonjour », dit-il. « Ça va ? » — Oui !",
    "L’été dernier, j’ai vu 3 000 personnes ; c’est fou !",
    "„Anführungszeichen“ und »Guillemets« sind üblich.",
    "¿Qué tal? ¡Hola, mundo! El niño comió 2,5 kg.",
    "Πρόκειται για ελληνικό κείμενο. Ещё русский текст, да.",
    "שלום-עולם, זה טקסט בעברית. א״ב ג׳",
    "مرحبا بالعالم، هذا نص عربي. ١٢٣٤",
    "नमस्ते दुनिया। यह हिंदी है।",
    # CJK.
    "今日は良い天気ですね。明日も晴れるでしょう。",
    "「こんにちは」と言った。『本』を読む、そして寝る。",
    "ちょっと待って！ラーメン、おいしい？ぁぃぅ",
    "iPhone 15を買った。価格は¥124,800（税込）です。",
    "我们，你们、他们。“中文引号”和《书名号》。",
    "（注）この文章は、テスト用です。・中黒・",
    "안녕하세요. 반갑습니다! 한국어 문장입니다.",
    "漢字とＡＢＣ全角と１２３、半角ｶﾀｶﾅ。",
    "100%の確率で、3.5倍になる。",
    # Thai (SA: ICU breaks words with its dictionary).
    "สวัสดีครับ ยินดีต้อนรับ",
    "ภาษาไทยไม่มีช่องว่างระหว่างคำ",
    # Emoji.
    "👍🏽 great job! 👋 hi",
    "Family: 👩‍👩‍👧‍👦 and couple 👩‍❤️‍👨 and 🧑🏾‍💻 coder",
    "Flags 🇺🇸🇫🇷🇩🇪 and 🇯🇵, 🏳️‍🌈 rainbow",
    "Keycaps 1️⃣2️⃣ and hearts ❤️❤ ☺️ and ©️ ™",
    "hello😀world and 😀😃😄 in a row",
    "emoji with text🙂, and (😀) and “😀”",
]

# One or two characters of each class, for random strings.
SAMPLES = (
    "a#§\u00a0 \t\u200b\u2060\u00ad-–—.,:;!?/()[]{}«»\"'‘’“”$€%°+0123456789"
    "中あァー、。「」（）！？ぁ\u3000\u0308\u200d\u200c가각각\u05d0\u0e01\u0e31"
    "\u2014\ufffc\u2026\u1100\u1160\u11a8\U0001F466\U0001F3FF\u0f0b\u05d1\u0e40\u0e48"
    "\u3041\u2e80\uff08\uff09\u00b0\u2030\u00b1\u20ac\u2019\u00bb\u0029\u005d"
    "☝🏻👍😀🇺🇸\U0001f02c\u2010\u2024\u00b4\u1680\u0001\n\r\u0085\u000b\u3005\u30fc"
)


def code_points(text):
    return [ord(c) for c in text]


def icu_breaks(iterator, points):
    """ICU's opportunities as scalar indices, with whether each is a hard break."""
    iterator.setText(icu.UnicodeString("".join(chr(p) for p in points)))
    scalar_index = {}
    utf16 = 0
    for index, point in enumerate(points):
        scalar_index[utf16] = index
        utf16 += 2 if point > 0xFFFF else 1
    scalar_index[utf16] = len(points)
    result = {}
    for boundary in iterator:
        if boundary == 0:
            continue
        result[scalar_index[boundary]] = iterator.getRuleStatus() >= 100
    return result


def encode(points, breaks):
    parts = ["×"]
    for index, point in enumerate(points):
        parts.append(f"{point:04X}")
        after = index + 1
        if after in breaks:
            parts.append("!" if breaks[after] or after == len(points) else "÷")
        else:
            parts.append("×")
    return " ".join(parts)


def readable(points):
    return "".join(
        chr(p) if p >= 0x20 and p not in (0x7F, 0x85, 0x2028, 0x2029) else f"\\u{{{p:X}}}"
        for p in points
    )


def conformance_differences(iterator):
    """The lines of LineBreakTest.txt on which ICU disagrees with Unicode."""
    for line in open(CONFORMANCE, encoding="utf-8"):
        body = line.split("#", 1)[0].split()
        if not body:
            continue
        points, expected = [], set()
        for token in body:
            if token == "÷":
                expected.add(len(points))
            elif token != "×":
                points.append(int(token, 16))
        expected.discard(0)
        if set(icu_breaks(iterator, points)) != expected:
            yield points


def main() -> None:
    iterator = icu.BreakIterator.createLineInstance(icu.Locale("en"))
    generator = random.Random(14)
    samples = list(SAMPLES)
    randoms = [
        "".join(generator.choice(samples) for _ in range(generator.randint(2, 12)))
        for _ in range(3000)
    ]
    sections = [
        ("realistic", [code_points(text) for text in REALISTIC]),
        ("conformance-difference", list(conformance_differences(iterator))),
        ("random", [code_points(text) for text in randoms]),
    ]
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("# icu-line-breaks.txt: @generated by Tests/LineBreakData/record-icu-line-breaks.py\n")
        out.write(f"# ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}), "
                  "BreakIterator.createLineInstance(Locale('en')).\n")
        out.write("# × no break, ÷ break opportunity, ! hard break; then # section: text\n")
        for name, strings in sections:
            for points in strings:
                out.write(f"{encode(points, icu_breaks(iterator, points))}\t# {name}: "
                          f"{readable(points)}\n")


if __name__ == "__main__":
    main()
