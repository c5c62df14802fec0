"""What Ludi's server sends to a page of another site that shows examples: a <ludi-board>, an
embed.html frame, or both (the page and the frame each load the board layer).

    .venv/bin/python benchmarks/embed_bytes.py [--pages board,frame,mixed,frames]

Needs the project's ``.venv`` and Chromium, like ``browser_bench.py``; ``dist/`` is rebuilt
first when older than its sources. Ludi's site is served by ``build.py``'s own handler (CORS
open, as GitHub Pages; ``no-cache``, so a second load is a 304 without a body) and the page by a
second server, on another site (``localhost`` against ``127.0.0.1``). Each page is opened in a
fresh browser profile with a disk cache (``launch_persistent_context``: a person's browser, not
an incognito one), with service workers blocked (what the boards fetch, not the offline copy
Ludi's service worker makes of the whole site once one is ready), and counted in the server
until every board and frame is ready: the bytes of the site's own files (pages, scripts,
styles, words) and those of the runtime and the engine, and the site's files fetched more
than once. Printed, never asserted.

- ``board``: a <ludi-board> of Aquileia; ``frame``: a frame of Massilia; ``mixed``: both;
  ``frames``: the board and two frames (Massilia, City of Marble).
"""

import argparse
import collections
import functools
import http.server
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

import build  # noqa: E402
from browser_bench import chromium_path, site_dir  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

RUNTIME = ("/pyodide/", "/wheels/", "/vendor/")
BOARD = '<ludi-board game="aquileia" example="arena"></ludi-board>'
PAGES = {"board": [BOARD], "frame": [("massilia", "first-turn")], "mixed": [BOARD, ("massilia", "first-turn")],
         "frames": [BOARD, ("massilia", "first-turn"), ("marble", "first-turn")]}


class Counted(build.SiteHandler):
    """Ludi's site, every GET and every body's bytes counted by path."""

    gets = collections.Counter()
    sent = collections.Counter()

    def do_GET(self):
        self.gets[self.path.split("?")[0]] += 1
        super().do_GET()

    def copyfile(self, source, outputfile):
        data = source.read()
        self.sent[self.path.split("?")[0]] += len(data)
        outputfile.write(data)


def page_of(parts, ludi):
    body = "".join(part if isinstance(part, str) else
                   f'<iframe title="{part[0]}" style="width:100%;height:700px;border:0" '
                   f'src="{ludi}embed.html?game={part[0]}&example={part[1]}"></iframe>' for part in parts)
    script = f'<script src="{ludi}ludi.js" defer></script>' if BOARD in parts else ""
    return ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embeds</title>'
            f'<link rel="icon" href="data:,">{script}</head><body>{body}</body></html>')


def measure(playwright, name, parts, ludi, pages_dir, host_url):
    (pages_dir / f"{name}.html").write_text(page_of(parts, ludi))
    Counted.gets.clear()
    Counted.sent.clear()
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS,
            viewport={"width": 900, "height": 2400}, service_workers="block")
        page = context.new_page()
        page.goto(f"{host_url}{name}.html")
        if any(isinstance(part, str) for part in parts):
            page.wait_for_function("document.querySelector('ludi-board').dataset.status === 'ready'",
                                   timeout=180_000)
        page.wait_for_function(f"document.querySelectorAll('iframe[src*=embed]').length === "
                               f"{sum(not isinstance(part, str) for part in parts)}")
        for frame in page.frames:
            if "embed.html" in frame.url:
                frame.wait_for_function("document.body.dataset.status === 'ready'", timeout=180_000)
        context.close()
    own = {path: size for path, size in Counted.sent.items() if not path.startswith(RUNTIME)}
    again = sorted(path for path, count in Counted.gets.items() if count > 1 and not path.startswith(RUNTIME))
    runtime = sum(Counted.sent.values()) - sum(own.values())
    print(f"{name:7} site's files {sum(own.values()) / 1000:6.1f} KB in {len(own)} files, runtime and "
          f"engine {runtime / 1e6:.2f} MB; fetched again: {len(again)} files, "
          f"{sum(own[p] for p in again if p in own) / 1000:.1f} KB sent for them in all")
    if again:
        print("        " + " ".join(again))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", default="board,frame,mixed,frames")
    args = parser.parse_args()
    ludi = build.make_server(site_dir(), port=0, handler=Counted)
    threading.Thread(target=ludi.serve_forever, daemon=True).start()
    ludi_url = f"http://127.0.0.1:{ludi.server_address[1]}/"
    with tempfile.TemporaryDirectory() as pages:
        pages_dir = Path(pages)
        quiet = type("Quiet", (http.server.SimpleHTTPRequestHandler,), {"log_message": lambda *a: None})
        host = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(quiet, directory=pages))
        threading.Thread(target=host.serve_forever, daemon=True).start()
        host_url = f"http://localhost:{host.server_address[1]}/"
        with sync_playwright() as playwright:
            for name in args.pages.split(","):
                measure(playwright, name, PAGES[name], ludi_url, pages_dir, host_url)
        host.shutdown()
    ludi.shutdown()


if __name__ == "__main__":
    main()
