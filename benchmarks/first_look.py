"""The first look on a phone: how soon after the HTML arrives the lobby is drawn, and a resumed
game's board, while Python boots; and when the engine answers.

    .venv/bin/python benchmarks/first_look.py --browser-under PHONE_CPU [--rounds 3]
        [--game aquileia] [--dist dist]

``--browser-under`` names a command that runs a command on a phone-class CPU (a tool that puts
it, and every process it starts, in a CPU cgroup of half a core: see docs/start-up.md); the browser runs under it, every process of it (page, workers, network, GPU), while
the static host and the benchmark itself stay outside, as a host and a phone do. Needs the
project's ``.venv`` (Playwright) and Chromium; ``dist/`` is rebuilt first when it is older than
its sources, then served as a static host serves it (gzip, ETag: ``benchmarks/startup.py``'s
host).

Each round opens a fresh browser profile with a disk cache, in a phone's viewport (390x844,
touch, ``is_mobile``), and visits three times:

- first visit (an empty profile): the lobby drawn, the engine ready; then the round waits until
  the service worker has filled its cache and the worker has kept what it compiles once;
- second visit (the same profile): the lobby drawn, the engine ready; then a game starts from a
  deep link (one person, two random bots, seeded, fast) and the person makes one move;
- the reload of that game: its board drawn (from what the page kept, before the engine
  answers), and playable (the engine's own view on screen, the page waiting for the person).

Every time runs from the HTML's arrival (the navigation's ``responseStart``) to the first frame
that shows it (a ``requestAnimationFrame`` probe that runs on every frame): the lobby is
``body[data-status=ready]`` with its game cards; a board is ``window.ludi.shown()`` with
``data-status=playing``; the engine is ready once the page heard it (``window.ludiTimings``);
playable is ``data-busy=false`` with the engine ready. Printed, never asserted.
"""

import argparse
import http.server
import os
import shlex
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from startup import KEPT_STDLIB, Wire, chromium_path, fresh, make_handler  # noqa: E402

BOOT_MS = 300_000  # a first start on half a core of a loaded machine, with room to spare
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 3}

# Marks, in window.firstLook, the first frame that shows each stage (ms from the navigation's
# start; the HTML's arrival is `html`).
PROBE = """
window.firstLook = {};
const mark = (name) => { if (!(name in window.firstLook)) window.firstLook[name] = performance.now(); };
const frame = () => {
  const body = document.body;
  if (body) {
    const nav = performance.getEntriesByType("navigation")[0];
    if (nav && nav.responseStart) window.firstLook.html = nav.responseStart;
    const engine = Boolean(window.ludiTimings);
    const lobby = document.querySelector("#lobby");
    if (body.dataset.status === "ready" && lobby && !lobby.hidden
        && document.querySelector("#games .game-card")) mark("lobby");
    if (body.dataset.status === "playing" && window.ludi && window.ludi.shown && window.ludi.shown()) {
      mark("board");
    }
    if (engine) mark("engine");
    if (engine && body.dataset.status === "playing" && body.dataset.busy === "false") mark("playable");
  }
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""

GAME_LINK = "index.html?game={game}&seats=human,random,random&seed=1&speed=fast"


def since_html(page, *names):
    """The stages' times from the HTML's arrival, once every one of them is marked."""
    wanted = " && ".join(f"'{name}' in window.firstLook" for name in ("html", *names))
    page.wait_for_function(f"window.firstLook && {wanted}", timeout=BOOT_MS, polling=50)
    marks = page.evaluate("window.firstLook")
    return {name: marks[name] - marks["html"] for name in names}


def settle_first_visit(page):
    """Until the service worker controls the page with a full cache and the engine worker has
    kept what it compiles once (what a second visit finds)."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for _ in range(3000):
        if page.evaluate(KEPT_STDLIB):
            return
        page.wait_for_timeout(100)


def one_move(page):
    """The person's first legal choice, by keyboard, once the page waits for them."""
    page.wait_for_selector("body[data-busy=false][data-status=playing]", timeout=BOOT_MS)
    steps = page.evaluate("window.ludi.shown().step")
    page.locator("#actions button.action, [data-choice]").first.focus()
    page.keyboard.press("Enter")
    if page.locator(".prompt-popover").count():
        page.keyboard.press("Enter")
    page.wait_for_function(f"window.ludi.shown().step > {steps} && document.body.dataset.busy === 'false'",
                           timeout=BOOT_MS)


def browser_under(wrapper, folder):
    """An executable that runs Chromium under ``wrapper`` (or Chromium itself)."""
    if not wrapper:
        return chromium_path()
    script = Path(folder) / "chromium-under"
    script.write_text(f'#!/bin/sh\nexec {shlex.quote(wrapper)} {shlex.quote(chromium_path())} "$@"\n')
    script.chmod(0o755)
    return str(script)


def one_round(playwright, origin, game, browser):
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=browser, args=CHROMIUM_ARGS, **PHONE)
        context.add_init_script(PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        figures = {}
        page.goto(origin + "/index.html")
        first = since_html(page, "lobby", "engine")
        figures.update({"first lobby": first["lobby"], "first engine": first["engine"]})
        settle_first_visit(page)
        page.goto(origin + "/index.html")
        second = since_html(page, "lobby", "engine")
        figures.update({"second lobby": second["lobby"], "second engine": second["engine"]})
        page.goto(origin + "/" + GAME_LINK.format(game=game))
        one_move(page)
        page.reload()
        resumed = since_html(page, "board", "engine", "playable")
        figures.update({"resumed board": resumed["board"], "resumed engine": resumed["engine"],
                        "resumed playable": resumed["playable"]})
        context.close()
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--game", default="aquileia")
    parser.add_argument("--browser-under", metavar="COMMAND",
                        help="run the browser under this command (a phone-class CPU)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="the built site (rebuilt there when older than its sources)")
    args = parser.parse_args(argv)

    dist = fresh(args.dist)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), make_handler(dist, Wire(), dist / "__no_compiled_stdlib__"))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; {args.rounds} rounds; "
          f"{args.game}; the browser under {args.browser_under or 'nothing'}; "
          f"ms from the HTML's arrival", flush=True)
    rounds = []
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
            browser = browser_under(args.browser_under, folder)
            for _ in range(args.rounds):
                rounds.append(one_round(playwright, origin, args.game, browser))
                print("  " + ", ".join(f"{k} {v:.0f}" for k, v in rounds[-1].items()), flush=True)
    finally:
        server.shutdown()
        server.server_close()
    print(f"\nload average at the end {os.getloadavg()[0]:.2f}")
    for key in rounds[0]:
        values = [figures[key] for figures in rounds]
        print(f"{key:>17}: median {statistics.median(values):6.0f} ms  "
              f"(range {min(values):.0f}-{max(values):.0f})")


if __name__ == "__main__":
    main()
