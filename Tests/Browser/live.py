#!/usr/bin/env python3
"""`make browser-test`, part 2: the live preview of `layoutspec serve` in headless Chromium.

Serves a copy of samples/cells/post-node.yaml (with a variant added), opens the page in
Chromium driven over the DevTools protocol (--remote-debugging-pipe: commands on fd 3,
replies on fd 4, each a JSON message ended by NUL; no websocket library needed), shows the
variant, selects an element and moves the width slider, then edits the file on disk and
checks that the page updated in place keeping all three, and that a bad edit shows its
FILE:LINE:COL while the last good layout stays. Screenshots of the three states in .build/browser/live-*.png. Exit 1 when a check
fails. Not part of `make test`: it needs Chromium (apt-get install chromium)."""

import base64
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, ".build", "browser")
BINARY = os.environ.get("LAYOUTSPEC", os.path.join(ROOT, ".build", "debug", "layoutspec"))
CHROMIUM = os.environ.get("CHROMIUM", "chromium")


class DevTools:
    """Chromium with its DevTools protocol on a pipe, one page attached."""

    def __init__(self):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()

        def on_fds_3_and_4():
            inbound, outbound = os.dup(commands_read), os.dup(replies_write)
            os.dup2(inbound, 3)
            os.dup2(outbound, 4)

        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--window-size=1280,800", "about:blank"],
            preexec_fn=on_fds_3_and_4, pass_fds=(3, 4, commands_read, replies_write),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(replies_write)
        self.pending = b""
        self.last_id = 0
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False})

    def call(self, method, params=None):
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.pending:
                chunk = os.read(self.replies, 1 << 16)
                if not chunk:
                    raise RuntimeError("Chromium closed its DevTools pipe")
                self.pending += chunk
            text, self.pending = self.pending.split(b"\0", 1)
            reply = json.loads(text)
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return True
            time.sleep(0.01)
        return False

    def screenshot(self, name):
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        path = os.path.join(OUT, name)
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path

    def close(self):
        self.process.kill()
        self.process.wait()


def save(path, text):
    """As editors that write a new file and rename it over the old one do."""
    with open(path + ".tmp", "w") as file:
        file.write(text)
    os.rename(path + ".tmp", path)


STATE = ("JSON.stringify({selected: inspector.state.selected, layout: inspector.state.layout, "
         "variant: inspector.data.name, "
         "status: document.getElementById('status').textContent, "
         "problem: document.getElementById('problem').hidden ? null "
         ": document.getElementById('problem').textContent, "
         "edited: JSON.stringify(inspector.data).includes('(edited live)')})")


def main():
    os.makedirs(OUT, exist_ok=True)
    work = os.path.join(OUT, "live")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    document = os.path.join(work, "post-node.yaml")
    # With a variant, to check that the page stays on the variant shown across updates.
    original = open(os.path.join(ROOT, "samples", "cells", "post-node.yaml")).read().replace(
        "\nroot:", '\nvariants:\n  later:\n    - { name: time, set: { text: "2 hours ago" } }\nroot:', 1)
    save(document, original)
    server = subprocess.Popen([BINARY, "serve", "post-node.yaml"], cwd=work, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    browser = None
    failures = []

    def check(condition, what):
        print(f"{'ok  ' if condition else 'FAIL'} live: {what}")
        if not condition:
            failures.append(what)

    try:
        url = re.search(r"http://\S+", server.stdout.readline()).group(0)
        browser = DevTools()
        browser.call("Page.navigate", {"url": url})
        check(browser.wait_for("window.inspector && document.querySelectorAll('.row').length"),
              "the page loads")
        selected = browser.evaluate(
            "(() => { document.querySelectorAll('#variants button')[1].click();"
            " const i = inspector.data.elements.findIndex(e => e.name === 'username');"
            " inspector.select(i); const s = document.getElementById('slider');"
            " s.value = Math.floor(s.max / 3); s.dispatchEvent(new Event('input')); return i; })()")
        # The derivation of the selection, asked of the server's why route.
        steps = browser.wait_for("document.querySelectorAll('#why .why-step').length")
        last = browser.evaluate("[...document.querySelectorAll('#why .why-step')].pop().textContent")
        check(steps and "username" in (last or "") and (last or "").endswith(".mm]"),
              "the details show the derivation the server sent: " + (last or "none"))
        time.sleep(0.2)
        before = json.loads(browser.evaluate(STATE))
        print("     before:", browser.screenshot("live-before.png"))

        browser.evaluate("document.getElementById('status').textContent = 'waiting'")
        started = time.time()
        save(document, original.replace("hannahmbanana", "hannahmbanana (edited live)"))
        updated = browser.wait_for("document.getElementById('status').textContent != 'waiting'")
        print(f"     the page updated {time.time() - started:.3f} s after the save")
        after = json.loads(browser.evaluate(STATE))
        check(updated and after["edited"], "an edit on disk updates the page in place")
        check(after["selected"] == selected == before["selected"], "the selection is kept")
        check(after["layout"] == before["layout"] > 0, "the slider position is kept")
        check(before["variant"] == after["variant"] == "later", "the variant shown is kept")
        print("     after the edit:", browser.screenshot("live-after-edit.png"))

        save(document, original.replace("hannahmbanana", "hannahmbanana (edited live)")
             .replace("type: hstack", "type: hstak", 1))
        shown = browser.wait_for("!document.getElementById('problem').hidden")
        bad = json.loads(browser.evaluate(STATE))
        check(shown and re.match(r"post-node\.yaml:\d+:\d+: error: unknown element type 'hstak'",
                                 bad["problem"] or ""), "a bad edit shows FILE:LINE:COL")
        check(bad["edited"] and bad["selected"] == selected, "the last good layout stays")
        print("     after a bad edit:", browser.screenshot("live-after-bad-edit.png"))
    finally:
        if browser:
            browser.close()
        server.kill()
        server.wait()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
