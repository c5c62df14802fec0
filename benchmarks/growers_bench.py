"""The engine worker's growers (web/growers.mjs) in headless Chromium: what a grower costs and
what it saves.

    .venv/bin/python benchmarks/growers_bench.py [--game marble] [--level normal] [--players 2]
                                                 [--decisions 8] [--seed 1] [--pools 0,1,2]
                                                 [--throttle 1]

For each pool size N it opens a fresh browser context on a plain page of the site (so no other
engine runs in it), starts an engine worker named ``growers=N`` (worker.mjs then keeps N growers
whatever the device's core count), and plays one fixed-seed game of bots of the level. The first
bot decision starts the pool (untimed); once every grower is ready it prints their start-up
times (from the worker's "growers" message) and the renderer's memory before the pool started
and after (the resident set of Chromium's renderer processes, summed, from /proc: the workers
run in the page's renderer, and ``performance.memory`` sees only the main thread). Then it times
each ``bot`` request's round trip for the next ``--decisions`` decisions with a choice, and
counts the trees the growers grew. Every pool size plays the same game (same seed, same moves).

``--throttle R`` slows Chromium's CPU R times (``Emulation.setCPUThrottlingRate``). It slows the
page's main thread only: the workers, where every bot thinks, run at full speed (see
browser_bench.py), so a phone's times are estimated from the engine's CPU time instead.
Speed is measured here and printed, never asserted in tests.
"""

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

import build  # noqa: E402
from browser_bench import chromium_path, percentile, site_dir  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

# window.bench: an engine worker with a pool of `growers` growers, a timed call(), and the
# pool's last figures.
BENCH_JS = """
(growers) => {
  window.bench = (() => {
    const worker = new Worker(new URL("worker.mjs", location.href),
                              { type: "module", name: `growers=${growers}` });
    const pending = new Map();
    let nextId = 1;
    const state = { figures: null };
    const ready = new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.type === "ready") resolve(data.timings);
        else if (data.type === "failed") reject(new Error(data.error));
        else if (data.type === "growers") state.figures = data;
        else if (data.type === "reply") { pending.get(data.id)(data.reply); pending.delete(data.id); }
      };
    });
    async function call(request) {
      const started = performance.now();
      const reply = await new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        worker.postMessage({ id, request });
      });
      const view = reply.view || {};
      return { ms: performance.now() - started, ok: reply.ok, error: reply.error,
               next: view.next, current: view.current, step: view.step,
               choices: (view.legal || []).length };
    }
    return { ready, call, state };
  })();
  return window.bench.ready;
}
"""


def renderer_rss_mb(browser):
    """The resident memory of Chromium's renderer processes, summed (MB)."""
    cdp = browser.new_browser_cdp_session()
    processes = cdp.send("SystemInfo.getProcessInfo")["processInfo"]
    cdp.detach()
    total = 0
    for process in processes:
        if process["type"] != "renderer":
            continue
        try:
            status = Path(f"/proc/{process['id']}/status").read_text()
        except OSError:
            continue
        total += next(int(line.split()[1]) for line in status.splitlines()
                      if line.startswith("VmRSS:"))
    return total / 1024


def call(page, **request):
    reply = page.evaluate("request => window.bench.call(request)", request)
    if not reply["ok"]:
        raise SystemExit(f"engine refused {request}: {reply['error']}")
    return reply


def play(browser, base, pool, args):
    """One game with a pool of ``pool`` growers: (boot ms of each grower, renderer MB before and
    after the pool started, timed decisions in s, trees grown by the pool, step reached)."""
    context = browser.new_context()
    page = context.new_page()
    if args.throttle != 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                           {"rate": args.throttle})
    page.goto(f"{base}/version.txt")
    page.evaluate(BENCH_JS, pool)
    time.sleep(1)   # the engine worker's background work after ready settles
    before = renderer_rss_mb(browser)
    seats = [{"name": f"Bot {n + 1}", "kind": "bot", "bot": "mcts", "level": args.level}
             for n in range(args.players)]
    reply = call(page, cmd="start", game=args.game, seed=args.seed, seats=seats)
    booted, after, trips, grown = [], before, [], 0
    warmed = False
    while reply["next"] != "over" and len(trips) < args.decisions:
        if reply["next"] == "chance":
            reply = call(page, cmd="step")
            continue
        choices = call(page, cmd="view", seat=reply["current"])["choices"]
        reply = call(page, cmd="bot")
        if not warmed:   # the first bot request starts the pool: wait until it is ready
            warmed = True
            if pool:
                page.wait_for_function(
                    "(window.bench.state.figures || {}).ready + "
                    "(window.bench.state.figures || {}).failures >= %d" % pool, timeout=120_000)
            time.sleep(1)
            figures = page.evaluate("window.bench.state.figures") or {"boot_ms": [], "grown": 0}
            booted, after, grown = figures["boot_ms"], renderer_rss_mb(browser), figures["grown"]
            continue
        if choices > 1:
            trips.append(reply["ms"] / 1000)
    figures = page.evaluate("window.bench.state.figures") or {"grown": 0}
    context.close()
    return booted, before, after, trips, figures["grown"] - grown, reply["step"]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="marble")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pools", default="0,1,2", help="pool sizes to compare")
    parser.add_argument("--throttle", type=float, default=1.0)
    args = parser.parse_args(argv)

    dist = site_dir()
    server = build.make_server(dist, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    print(f"{args.game} {args.level}, {args.players} bots, seed {args.seed}, CPU throttle "
          f"{args.throttle:g}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores\n")
    print(f"{'growers':>7} {'boot ms':>15} {'MB before':>9} {'MB after':>8} {'MB/grower':>9} | "
          f"{'decisions':>9} {'median s':>8} {'p90 s':>6} {'max s':>6} {'total s':>7} "
          f"{'grown':>5} {'to step':>7}")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(),
                                                 args=CHROMIUM_ARGS)
            baseline = None   # the renderer's memory after a game's first decision, no pool
            for pool in (int(n) for n in args.pools.split(",")):
                booted, before, after, trips, grown, step = play(browser, base, pool, args)
                if pool == 0:
                    baseline = after
                trips = trips or [0.0]
                each = (after - (before if baseline is None else baseline)) / pool if pool else 0
                print(f"{pool:>7} {','.join(map(str, booted)) or '-':>15} {before:>9.0f} "
                      f"{after:>8.0f} {each:>9.0f} | {len(trips):>9} "
                      f"{statistics.median(trips):>8.2f} {percentile(trips, 0.9):>6.2f} "
                      f"{max(trips):>6.2f} {sum(trips):>7.2f} {grown:>5} {step:>7}", flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print("\nboot ms: each grower's start, from its creation to ready; MB: the renderer's "
          "resident memory\nbefore the pool started and after it was ready (the first "
          "decision ran meanwhile);\nMB/grower: 'after' less the 0-grower game's 'after' (or "
          "this game's 'before'), per grower;\ndecisions: bot round trips after the first, "
          "with a choice; grown: trees the growers grew then.")

if __name__ == "__main__":
    main()
