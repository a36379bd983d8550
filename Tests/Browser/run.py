#!/usr/bin/env python3
"""`make browser-test`: every sample's inspector page in headless Chromium.

For each sample: `layoutspec eval SAMPLE --format html`, a copy of the page with
selftest.js injected, Chromium's --dump-dom of that copy (the script's verdicts are in
<pre id="selftest-result">), and screenshots of the page as opened and after the self
test (a selection made, the slider moved) in .build/browser/. Exit 1 when any check
fails. Not part of `make test`: it needs Chromium (apt-get install chromium)."""

import html
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, ".build", "browser")
BINARY = os.environ.get("LAYOUTSPEC", os.path.join(ROOT, ".build", "debug", "layoutspec"))
CHROMIUM = os.environ.get("CHROMIUM", "chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--window-size=1280,720", "--virtual-time-budget=3000"]


def chromium(*arguments):
    return subprocess.run([CHROMIUM, *FLAGS, *arguments], capture_output=True, text=True,
                          timeout=120)


def main():
    os.makedirs(OUT, exist_ok=True)
    script = open(os.path.join(os.path.dirname(__file__), "selftest.js")).read()
    samples = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(os.path.join(ROOT, "samples"))
        for name in names if name.endswith(".yaml"))
    failures = 0
    for sample in samples:
        name = os.path.relpath(sample, os.path.join(ROOT, "samples")).replace("/", "-")[:-5]
        page = os.path.join(OUT, name + ".html")
        tested = os.path.join(OUT, name + ".selftest.html")
        subprocess.run([BINARY, "eval", sample, "--format", "html", "-o", page], check=True)
        text = open(page).read()
        open(tested, "w").write(text.replace("</body>", "<script>\n" + script + "</script>\n</body>"))
        dom = chromium("--dump-dom", "file://" + tested).stdout
        found = re.search(r'<pre id="selftest-result" hidden="">(.*?)</pre>', dom, re.S)
        verdicts = html.unescape(found.group(1)).splitlines() if found else ["FAIL no result"]
        failed = [v for v in verdicts if not v.startswith("ok ")]
        failures += len(failed)
        print(f"{'FAIL' if failed else 'ok  '} {name}: {len(verdicts) - len(failed)}/{len(verdicts)} checks")
        for verdict in failed:
            print("     " + verdict)
        chromium("--screenshot=" + os.path.join(OUT, name + ".png"), "file://" + page)
        chromium("--screenshot=" + os.path.join(OUT, name + ".selected.png"), "file://" + tested)
    print(f"screenshots in {OUT}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
