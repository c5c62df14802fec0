"""Start-up of the built site: bytes over the wire on a first visit, and how long until the lobby
is shown, against the bare Pyodide runtime measured side by side in the same run.

    .venv/bin/python benchmarks/startup.py [--rounds 5] [--dist dist]

Needs the project's ``.venv`` (Playwright) and Chromium (``/usr/bin/chromium`` or
``$CHROMIUM_PATH``); ``dist/`` is rebuilt first when it is older than its sources.

``dist/`` is served as a static host serves it: gzip for whatever compresses (not the zip and
wheel files, which are deflated already), ``Cache-Control: max-age=600``, ETag revalidation. The
server counts every response and the bytes it sent. Each round opens a fresh browser profile (a
real disk cache) and visits twice:

- Ludi: a first visit (micropip installs the engine) until the lobby is shown, the service
  worker controls the page and has filled its cache, and the worker has kept micropip's lock and
  what it compiles once; then a second visit, served from that cache (``sw``), which imports
  the engine's kept bytecode;
- bare: a page whose module worker loads the same Pyodide files (``loadPyodide``, then
  ``import json``): a first visit with the shipped stdlib, and a second (from the browser's HTTP
  cache) with that stdlib compiled, as Ludi's second start has it; and once more in Ludi's
  profile after its second visit, where Ludi's service worker serves the runtime (``bare sw``).

With ``--mbit N`` every page sees a line of N Mbit/s with 40 ms of latency (Chromium's network
emulation, which the pages' workers obey too), as a phone on a slow line would.

Ready times run from the navigation's start to the lobby (``body[data-status=ready]``) or to
the bare worker's answer. Rounds alternate Ludi and bare so that both see the same machine load.
Printed, never asserted.
"""

import argparse
import gzip
import hashlib
import http.server
import mimetypes
import os
import statistics
import sys
import tempfile
import threading
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import build  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

UNCOMPRESSED = (".zip", ".whl", ".png", ".jpg", ".woff2")
BOOT_MS = 120_000

# The bare runtime: a module worker beside the site's own (so it is fetched, cached and compiled
# as the site's worker is) that boots Pyodide and imports json; its page says when.
BARE_WORKER = """
const here = (path) => new URL(path, import.meta.url).href;
const { loadPyodide } = await import(here("pyodide/%(version)s/pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: here("pyodide/%(version)s/"),
                                    stdLibURL: here(self.name) });
pyodide.runPython("import json");
postMessage("ready");
"""

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const stdlib = location.search.slice(1) || "pyodide/%(version)s/python_stdlib.zip";
const worker = new Worker("bare-worker.mjs", { type: "module", name: stdlib });
worker.onmessage = () => { window.readyAt = performance.now(); };
</script>
"""

# Records when the page first says it is ready, from the navigation's start.
READY_PROBE = """
new MutationObserver(() => {
  if (document.body && document.body.dataset.status === "ready" && !window.readyAt)
    window.readyAt = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-status"] });
"""


KEPT_STDLIB = """(async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith("ludi-compiled-") && (await (await caches.open(name)).keys()).length > 2) {
      return true;
    }
  }
  return false;
})()"""


class Wire:
    """What the server sent: one entry (path, status, bytes) per response."""

    def __init__(self):
        self.lock = threading.Lock()
        self.responses = []

    def reset(self):
        with self.lock:
            self.responses = []

    def add(self, path, status, size):
        with self.lock:
            self.responses.append((path, status, size))


def make_handler(dist: Path, wire: Wire, compiled: Path):
    gzipped = {}

    class StaticHost(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format, *args):
            pass

        def do_GET(self):
            path = self.path.split("?")[0]
            if path.endswith("/"):
                path += "index.html"
            if path == "/compiled_stdlib.zip":
                body, kind = compiled.read_bytes(), "application/zip"
            elif path in ("/bare.html", "/bare-worker.mjs"):
                template = BARE_PAGE if path == "/bare.html" else BARE_WORKER
                body = (template % {"version": build.PYODIDE_VERSION}).encode()
                kind = "text/html" if path == "/bare.html" else "text/javascript"
            else:
                file = (dist / path.lstrip("/")).resolve()
                if dist.resolve() not in file.parents or not file.is_file():
                    return self.reply(404, b"not found", "text/plain", path)
                body = file.read_bytes()
                kind = (build.SiteHandler.extensions_map.get(file.suffix) or
                        mimetypes.guess_type(file.name)[0] or "application/octet-stream")
            etag = '"%s"' % hashlib.sha256(body).hexdigest()[:20]
            if self.headers.get("If-None-Match") == etag:
                return self.reply(304, b"", kind, path, etag)
            encoding = None
            if "gzip" in self.headers.get("Accept-Encoding", "") and \
                    not path.endswith(UNCOMPRESSED):
                if etag not in gzipped:
                    gzipped[etag] = gzip.compress(body, 6, mtime=0)
                body, encoding = gzipped[etag], "gzip"
            self.reply(200, body, kind, path, etag, encoding)

        def reply(self, status, body, kind, path, etag=None, encoding=None):
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Cache-Control", "max-age=600")
            if etag:
                self.send_header("ETag", etag)
            if encoding:
                self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if status != 304:
                self.wfile.write(body)
            wire.add(path, status, len(body))

    return StaticHost


def chromium_path():
    return (os.environ.get("CHROMIUM_PATH") or
            ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else "chromium"))


LINE_LATENCY_MS = 40


def new_page(context, mbit):
    """The profile's page, on a line of ``mbit`` Mbit/s when one is given."""
    page = context.pages[0] if context.pages else context.new_page()
    if mbit:
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        rate = mbit * 1e6 / 8  # bytes per second
        session.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": LINE_LATENCY_MS,
            "downloadThroughput": rate, "uploadThroughput": rate})
    return page


def ready_ms(page, url):
    page.goto(url)
    page.wait_for_function("window.readyAt", timeout=BOOT_MS)
    return page.evaluate("window.readyAt")


def ludi_round(playwright, origin, wire, mbit=None):
    """(first visit ms, second visit ms, the bare runtime's ms under the service worker, what
    the first visit sent)."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS)
        context.add_init_script(READY_PROBE)
        page = new_page(context, mbit)
        wire.reset()
        first = ready_ms(page, origin + "/index.html")
        # The first visit is over once the service worker controls the page with a full cache.
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.wait_for_timeout(500)
        sent = list(wire.responses)
        for _ in range(1200):  # the worker keeps what it compiled once the page is idle
            if page.evaluate(KEPT_STDLIB):
                break
            page.wait_for_timeout(100)
        second = ready_ms(page, origin + "/index.html")
        timings = page.evaluate("window.ludiTimings")
        compiled = all(timings["compiled"].values()) and timings["engine"] == "compiled"
        # The bare runtime again, its files now served by the same service worker's cache.
        bare = ready_ms(page, origin + "/bare.html?compiled_stdlib.zip")
        context.close()
    return first, second if compiled else float("nan"), bare, sent


def bare_round(playwright, origin, mbit=None):
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = new_page(context, mbit)
        first = ready_ms(page, origin + "/bare.html")
        second = ready_ms(page, origin + "/bare.html?compiled_stdlib.zip")
        context.close()
    return first, second


def fresh(dist):
    """``dist``, built again first when it is older than its sources."""
    if build.is_stale(dist):
        print(f"building {dist} (it is older than its sources)", flush=True)
        build.build(dist, quiet=True)
    return dist


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--mbit", type=float, default=None,
                        help="emulate a line of this many Mbit/s (40 ms latency)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="the built site (rebuilt there when older than its sources)")
    args = parser.parse_args(argv)

    dist = fresh(args.dist)
    # What the bare runtime's second visit loads: the shipped stdlib compiled, as Ludi's worker
    # keeps it after its first start.
    compiled = build.compiled_stdlib(build.ensure_pyodide(), print,
                                     dist / "pyodide" / build.PYODIDE_VERSION / "python_stdlib.zip")
    wire = Wire()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(dist, wire, compiled))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"Pyodide {build.PYODIDE_VERSION}; load average {os.getloadavg()[0]:.2f} "
          f"on {os.cpu_count()} cores; {args.rounds} rounds"
          + (f"; a line of {args.mbit:g} Mbit/s, {LINE_LATENCY_MS} ms" if args.mbit else ""),
          flush=True)

    times = {"ludi first": [], "ludi sw": [], "bare first": [], "bare cached": [], "bare sw": []}
    sent = []
    try:
        with sync_playwright() as playwright:
            for _ in range(args.rounds):
                first, second = bare_round(playwright, origin, args.mbit)
                times["bare first"].append(first)
                times["bare cached"].append(second)
                first, second, bare, sent = ludi_round(playwright, origin, wire, args.mbit)
                times["ludi first"].append(first)
                times["ludi sw"].append(second)
                times["bare sw"].append(bare)
                print("  " + ", ".join(f"{k} {v[-1]:.0f} ms" for k, v in times.items()),
                      flush=True)
    finally:
        server.shutdown()
        server.server_close()

    bodies = [(path, size) for path, status, size in sent if status == 200]
    twice = sorted(path for path, count in Counter(p for p, _ in bodies).items() if count > 1)
    total = sum(size for _, size in bodies)
    largest = sorted(bodies, key=lambda item: -item[1])[:5]
    print(f"\nfirst visit over the wire (gzip where it helps): {total / 1e6:.2f} MB in "
          f"{len(sent)} responses ({len(bodies)} with a body); fetched twice: "
          f"{', '.join(twice) or 'none'}")
    print("largest: " + ", ".join(f"{path.rsplit('/', 1)[-1]} {size / 1e6:.2f} MB"
                                  for path, size in largest))
    median = {key: statistics.median(values) for key, values in times.items()}
    print(f"\nload average at the end {os.getloadavg()[0]:.2f}")
    print("median ready ms: " + ", ".join(f"{k} {v:.0f}" for k, v in median.items()))
    print("range ms: " + ", ".join(f"{k} {min(v):.0f}-{max(v):.0f}" for k, v in times.items()))
    # Each round's own ratio: both sides of a round saw about the same load.
    paired = {name: statistics.median(a / b for a, b in zip(times[ludi], times[bare]))
              for name, ludi, bare in (("first visit", "ludi first", "bare first"),
                                       ("second visit", "ludi sw", "bare sw"))}
    print("median of the rounds' own ratios: " +
          ", ".join(f"{name} {ratio:.2f}x" for name, ratio in paired.items()))
    print(f"Ludi / bare: first visit {median['ludi first'] / median['bare first']:.2f}x; "
          f"second visit {median['ludi sw'] / median['bare sw']:.2f}x against the bare runtime "
          f"from the same service worker, {median['ludi sw'] / median['bare cached']:.2f}x "
          f"against it from the HTTP cache; Ludi from the service worker's cache "
          f"{median['ludi sw'] / 1000:.2f} s")


if __name__ == "__main__":
    main()
