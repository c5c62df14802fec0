"""Bot decision times in the browser: the engine worker under Pyodide in headless Chromium.

    .venv/bin/python benchmarks/browser_bench.py [--games aquileia,ave] [--levels normal,hard]
                                                 [--decisions 15] [--players 2] [--seed 1]
                                                 [--stride 1]

Needs the project's ``.venv`` (``./run-tests`` creates it: it has Playwright) and Chromium
(``/usr/bin/chromium`` or ``$CHROMIUM_PATH``). ``dist/`` is rebuilt first when it is older than
its sources, then served on a free local port.

For each game and level it starts a fixed-seed game with every seat an ``mcts`` bot of that level
and plays from the start, timing each ``bot`` request's round trip in the page (performance.now
around the worker message). Only decisions with a real choice (more than one legal action, asked
with an untimed ``view`` first) are counted; "view ms" is the round trip of a spectator ``view``
of the position that follows (the payload the ``bot`` reply carries too). "stall" is the longest gap between the page's 10 ms timer ticks during the timed bot
requests: the main thread's worst pause. With ``--stride K`` only every K-th decision with a
choice is the bot's; the others are seeded random legal moves (``play``), so the timed
decisions reach further into the game.
Speed is measured here and printed, never asserted in tests.
"""

import argparse
import json
import math
import os
import random
import shutil
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import build  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

# Installs window.bench in the page: its own engine worker, a timed call(), and a stall meter.
BENCH_JS = """
window.bench = (() => {
  const worker = new Worker(new URL("worker.mjs", location.href), { type: "module" });
  const pending = new Map();
  let nextId = 1, stall = 0, lastTick = performance.now();
  setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - lastTick);
    lastTick = now;
  }, 10);
  const ready = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.type === "ready") resolve(data);
      else if (data.type === "failed") reject(new Error(data.error));
      else if (data.type === "reply") { pending.get(data.id)(data.reply); pending.delete(data.id); }
    };
  });
  async function call(request) {
    stall = 0;
    lastTick = performance.now();
    const started = performance.now();
    const reply = await new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, request });
    });
    const view = reply.view || {};
    return { ms: performance.now() - started, stall, ok: reply.ok, error: reply.error,
             next: view.next, current: view.current, step: view.step,
             legal: (view.legal || []).map((option) => option.action) };
  }
  return { ready, call };
})();
true
"""


def chromium_path():
    return (os.environ.get("CHROMIUM_PATH") or
            ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists()
             else shutil.which("chromium")))


def site_dir():
    dist = ROOT / "dist"
    if build.is_stale(dist):
        print("building dist/ (it is older than its sources)", flush=True)
        build.build(dist, quiet=True)
    return dist


def call(page, **request):
    reply = page.evaluate("request => window.bench.call(request)", request)
    if not reply["ok"]:
        raise SystemExit(f"engine refused {request}: {reply['error']}")
    return reply


def measure(page, game, level, players, decisions, seed, stride):
    """Round trips (s), payload overheads (s), forced moves, worst stall (ms) and
    the game step reached."""
    seats = [{"name": f"Bot {n + 1}", "kind": "bot", "bot": "mcts", "level": level}
             for n in range(players)]
    reply = call(page, cmd="start", board="bench", game=game, seed=seed, seats=seats)
    trips, overheads, forced, stall = [], [], 0, 0.0
    rng, choices_seen = random.Random(seed), 0
    for _ in range(5000):  # a bound on requests, far above any game's length
        if reply["next"] == "over" or len(trips) >= decisions:
            break
        if reply["next"] == "chance":
            reply = call(page, cmd="step", board="bench")
            continue
        seat = reply["current"]
        choices = len(legal := call(page, cmd="view", board="bench", seat=seat)["legal"])
        if choices > 1:
            choices_seen += 1
            if choices_seen % stride:
                reply = call(page, cmd="play", board="bench", seat=seat, action=rng.choice(legal))
                continue
        reply = call(page, cmd="bot", board="bench")
        overhead = call(page, cmd="view", board="bench", seat=None)["ms"] / 1000
        if choices > 1:
            trips.append(reply["ms"] / 1000)
            overheads.append(overhead)
            stall = max(stall, reply["stall"])
        else:
            forced += 1
    return trips, overheads, forced, stall, reply["step"]


def percentile(values, share):
    ordered = sorted(values)
    return ordered[max(math.ceil(share * len(ordered)) - 1, 0)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="aquileia,massilia,marble,ave")
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--decisions", type=int, default=15)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stride", type=int, default=1)
    args = parser.parse_args(argv)

    dist = site_dir()
    server = build.make_server(dist, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    lock = json.loads((dist / "pyodide" / build.PYODIDE_VERSION / "pyodide-lock.json").read_text())
    print(f"Pyodide {build.PYODIDE_VERSION}, Python {lock['info']['python']}; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(),
                                                 args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html")
            page.wait_for_selector("body[data-status=ready]", timeout=180_000)
            print("page's worker, first visit (ms):", page.evaluate("window.ludiTimings"))
            page.evaluate(BENCH_JS)
            ready = page.evaluate("window.bench.ready")
            print(f"bench worker, files cached (ms): {ready['timings']}; "
                  f"engine {ready.get('version')}")
            print(f"\n{'game':<9} {'level':<7} {'decisions':>9} {'median s':>9} {'p90 s':>6} "
                  f"{'max s':>6} {'view ms':>7} {'forced':>6} {'stall ms':>8} "
                  f"{'to step':>7}")
            for game in args.games.split(","):
                for level in args.levels.split(","):
                    trips, overheads, forced, stall, step = measure(
                        page, game, level, args.players, args.decisions, args.seed, args.stride)
                    if not trips:
                        print(f"{game:<9} {level:<7} {0:>9}  (no decision with a choice)")
                        continue
                    print(f"{game:<9} {level:<7} {len(trips):>9} "
                          f"{statistics.median(trips):>9.2f} {percentile(trips, 0.9):>6.2f} "
                          f"{max(trips):>6.2f} {1000 * statistics.median(overheads):>7.0f} "
                          f"{forced:>6} {stall:>8.0f} {step:>7}",
                          flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"\nmedian/p90/max: bot request round trips in the page; view ms: median round trip "
          f"of the payload alone;\nforced: bot moves with one choice, not timed;\nstall: the page's "
          f"longest main-thread pause during the timed requests; to step: the game step reached.")


if __name__ == "__main__":
    main()
