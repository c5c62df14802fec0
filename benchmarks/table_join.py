"""How fast a guest joins a table of phones: invitation opened to reply shown (an empty cache,
then a warm one), and reply pasted to seated (the game's start, and a rejoin).

    .venv/bin/python benchmarks/table_join.py [--rounds 3] [--game massilia]

Needs the project's ``.venv`` (Playwright) and Chromium (``/usr/bin/chromium`` or
``$CHROMIUM_PATH``); ``dist/`` is rebuilt first when it is older than its sources, then served
on a free local port as GitHub Pages serves it (a browser may keep each file for 10 minutes,
``Cache-Control: max-age=600``). For a phone's figures, run the whole command on a phone-class CPU: every
process it starts (both browsers, their pages and workers) in one CPU cgroup of half a core (see
docs/table-of-phones.md). The host is then a phone too.

Each round: the host's page (its own browser) opens a Massilia table with one seat on another
device and waits until its engine has kept what it compiles once (so it is idle, as a host
between two games is). The guest is a phone-sized page in a fresh browser profile (a real disk
cache, empty):

- ``reply cold``: the invitation's link opened, from the navigation's start to the reply code
  shown (the page's own clock); ``cpu``: the CPU time of the guest page's renderer process
  meanwhile (Chromium's Performance metrics, ``ProcessTime``), which the machine's load does
  not stretch;
- ``seated``: the host's "Connect" pressed on the pasted reply, to the guest's board drawn with
  the game's first view (the seed drawn together and the game started in between);
- ``reply warm``: the guest's tab closed and the fresh invitation opened in a new tab of the
  same profile (the site in the browser's HTTP cache);
- ``rejoin``: its reply pasted, to the guest's board drawn again.

The guest's page boots no engine for any of this (its requests are checked). Wall-clock figures
are printed with the load average; nothing is asserted.
"""

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks"), str(ROOT / "tests")]

import build  # noqa: E402
from browser_bench import chromium_path, site_dir  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
# When the page first showed its reply, and first drew the game (each on the page's own clock
# and on the machine's, which both pages share).
PROBE = """
new MutationObserver(() => {
  const body = document.body;
  if (!body) return;
  if (body.dataset.table === "answered" && !window.answeredAt) window.answeredAt = performance.now();
  if (body.dataset.status === "playing" && !window.playingAt) window.playingAt = Date.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-table", "data-status"] });
"""
KEPT_COMPILED = """(async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith("ludi-compiled-") && (await (await caches.open(name)).keys()).length > 2) return true;
  }
  return false;
})()"""


class StaticHost(build.SiteHandler):
    """The site as GitHub Pages serves it: a browser keeps each file for 10 minutes."""

    def send_header(self, keyword, value):
        if keyword == "Cache-Control":
            value = "max-age=600"
        super().send_header(keyword, value)


def serve_site():
    server = build.make_server(site_dir(), port=0, handler=StaticHost)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}", server


def cpu_seconds(cdp):
    """The CPU time of the page's renderer process so far (its main thread and workers)."""
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return metrics["ProcessTime"]


def invitation(host, other_than=None):
    deadline = time.time() + 120
    while time.time() < deadline:
        box = host.locator('[data-table-seat="1"][data-state=waiting] .table-code')
        if box.count() and box.input_value() != other_than:
            return box.input_value()
        time.sleep(0.1)
    raise SystemExit("the host showed no invitation")


def open_invitation(context, base, code):
    """A new tab of `context` opens `code`: (page, reply, ms to the reply, main-thread s)."""
    page = context.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{base}/build.json")  # the site's renderer, before the page (its start not counted)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    before = cpu_seconds(cdp)
    page.goto(f"{base}/index.html#table={code}")
    page.wait_for_selector("body[data-table=answered]", timeout=120_000)
    shown = page.evaluate("window.answeredAt")
    cpu = cpu_seconds(cdp) - before
    engine = [url for url in requests if "worker.mjs" in url or "pyodide" in url]
    if engine:
        raise SystemExit(f"the guest's page fetched the engine: {engine}")
    return page, page.locator("#table-panel .table-code").input_value(), shown, cpu


def paste(host, guest, reply):
    """The host takes `reply`: ms from its Connect to the guest's board drawn."""
    host.locator("#table-panel .table-input").fill(reply)
    pasted = host.evaluate("() => { const t = Date.now(); document.querySelector('#table-panel .table-go').click(); return t; }")
    guest.wait_for_function("window.playingAt && window.ludi && window.ludi.shown()", timeout=120_000)
    return guest.evaluate("window.playingAt") - pasted


def one_round(playwright, base, game):
    host_browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
    with tempfile.TemporaryDirectory() as profile:
        guest_context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, **PHONE)
        try:
            guest_context.add_init_script(PROBE)
            host = host_browser.new_page()
            host.goto(f"{base}/index.html?game={game}")
            host.wait_for_selector("body[data-status=ready]", timeout=300_000)
            host.evaluate("""() => {
              document.querySelector('#seat-count').value = '3';
              document.querySelector('#seat-count').dispatchEvent(new Event('change'));
              const kinds = ['human', 'remote', 'random'];
              document.querySelectorAll('#seat-rows select').forEach((select, i) => {
                if (![...select.options].some((o) => o.value === kinds[i])) select.add(new Option(kinds[i], kinds[i]));
                select.value = kinds[i];
              });
            }""")
            host.click("#start-button")
            code = invitation(host)
            deadline = time.time() + 300
            while not host.evaluate(KEPT_COMPILED) and time.time() < deadline:
                time.sleep(1)
            guest, reply, cold, cold_cpu = open_invitation(guest_context, base, code)
            seated = paste(host, guest, reply)
            guest.close()
            fresh = invitation(host, other_than=code)
            again, reply, warm, warm_cpu = open_invitation(guest_context, base, fresh)
            rejoin = paste(host, again, reply)
            return {"reply cold": cold, "cpu cold": cold_cpu * 1000, "seated": seated,
                    "reply warm": warm, "cpu warm": warm_cpu * 1000, "rejoin": rejoin}
        finally:
            guest_context.close()
            host_browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--game", default="massilia")
    args = parser.parse_args()
    base, server = serve_site()
    rounds = []
    try:
        with sync_playwright() as playwright:
            for number in range(args.rounds):
                figures = one_round(playwright, base, args.game)
                rounds.append(figures)
                print(f"round {number + 1}: " + ", ".join(f"{k} {v:.0f} ms" for k, v in figures.items()),
                      flush=True)
    finally:
        server.shutdown()
    print(f"\n{args.rounds} rounds, load average {os.getloadavg()[0]:.1f} "
          f"({os.cpu_count()} cores); median (max), ms:")
    for key in rounds[0]:
        values = [r[key] for r in rounds]
        print(f"  {key:11} {statistics.median(values):6.0f} ({max(values):.0f})")


if __name__ == "__main__":
    main()
