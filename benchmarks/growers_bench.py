"""The engine worker's growers (web/growers.mjs) in headless Chromium: what a grower costs and
what it saves.

    .venv/bin/python benchmarks/growers_bench.py [--game marble] [--level normal] [--players 2]
                                                 [--decisions 8] [--seed 1] [--pools 0,1,2]
                                                 [--throttle 1]

A first engine in the browser context keeps its compiled code (as after a first visit), so no
engine compiles between two slices of a timed thinking. Then for each pool size N it opens a
page of the site with no engine of its own (a plain text file), starts an engine worker named
``growers=N`` (worker.mjs then keeps N growers whatever the device's core count), and plays one fixed-seed game of bots of the level. The first
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
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from browser_bench import call, chromium_path, percentile, serve_site  # noqa: E402
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


def renderers():
    """The pids of this run's Chromium renderer processes (among this process's descendants)."""
    parents, renderer = {}, set()
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            stat = (proc / "stat").read_text()
            command = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        parents[int(proc.name)] = int(stat.rsplit(")", 1)[1].split()[1])
        if b"--type=renderer" in command:
            renderer.add(int(proc.name))
    ours = []
    for pid in renderer:
        ancestor = pid
        while ancestor not in (0, 1, os.getpid()):
            ancestor = parents.get(ancestor, 0)
        if ancestor == os.getpid():
            ours.append(pid)
    return ours


def renderer_rss_mb():
    """The resident memory of the renderer processes, summed (MB)."""
    total = 0
    for pid in renderers():
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        total += next(int(line.split()[1]) for line in status.splitlines()
                      if line.startswith("VmRSS:"))
    return total / 1024


def worker_cpu():
    """{thread id: CPU seconds so far} of the renderers' worker threads (each engine and grower
    runs on one)."""
    ticks = os.sysconf("SC_CLK_TCK")
    seconds = {}
    for pid in renderers():
        for task in Path(f"/proc/{pid}/task").iterdir():
            try:
                stat = (task / "stat").read_text()
            except OSError:
                continue
            name = stat[stat.index("(") + 1:stat.rindex(")")]
            if "Worker" in name:
                fields = stat.rsplit(")", 1)[1].split()
                seconds[int(task.name)] = (int(fields[11]) + int(fields[12])) / ticks
    return seconds


# Whether the engine worker has kept what later starts need (the compiled stdlib and engine,
# micropip's lock): until then it compiles between two slices of a bot's thinking.
KEPT = """async () => {
  const name = (await caches.keys()).find((name) => name.startsWith("ludi-compiled-"));
  return name ? (await (await caches.open(name)).keys()).length : 0;
}"""


def warm_up(context, base):
    """Start an engine once in ``context`` and wait until it has kept its compiled code, so the
    timed games' workers start from it and compile nothing meanwhile."""
    page = context.new_page()
    page.goto(f"{base}/version.txt")
    page.evaluate(BENCH_JS, 0)
    call(page, cmd="catalogue")
    for _ in range(300):
        if page.evaluate(KEPT) >= 3:
            break
        time.sleep(1)
    else:
        raise SystemExit("the engine worker kept no compiled code in 300 s")
    page.close()


def play(browser, context, base, pool, args):
    """One game with a pool of ``pool`` growers: (boot ms of each grower, renderer MB before and
    after the pool started, timed decisions in s, trees grown by the pool, a grower's ms per
    tree, step reached)."""
    page = context.new_page()
    page.on("crash", lambda _: print(f"the page with {pool} growers crashed", flush=True))
    if args.throttle != 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                           {"rate": args.throttle})
    page.goto(f"{base}/version.txt")
    page.evaluate(BENCH_JS, pool)
    time.sleep(1)   # the engine worker's background work after ready settles
    before = renderer_rss_mb()
    seats = [{"name": f"Bot {n + 1}", "kind": "bot", "bot": "mcts", "level": args.level}
             for n in range(args.players)]
    reply = call(page, cmd="start", game=args.game, seed=args.seed, seats=seats)
    booted, after, trips, grown, grow_ms, cpu = [], before, [], 0, 0, {}
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
            figures = (page.evaluate("window.bench.state.figures")
                       or {"boot_ms": [], "grown": 0, "grow_ms": 0})
            booted, after = figures["boot_ms"], renderer_rss_mb()
            grown, grow_ms = figures["grown"], figures["grow_ms"]
            cpu = worker_cpu()
            continue
        if choices > 1:
            trips.append(reply["ms"] / 1000)
    figures = page.evaluate("window.bench.state.figures") or {"grown": 0, "grow_ms": 0}
    spent = sorted((seconds - cpu.get(thread, 0) for thread, seconds in worker_cpu().items()),
                   reverse=True) or [0.0]
    page.close()
    grown, grow_ms = figures["grown"] - grown, figures["grow_ms"] - grow_ms
    return (booted, before, after, trips, grown, grow_ms / grown if grown else 0,
            (spent[0], sum(spent[1:])), reply["step"])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="marble")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=3,
                        help="bots in the game (a level splits its search from 3)")
    parser.add_argument("--decisions", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pools", default="0,1,2", help="pool sizes to compare")
    parser.add_argument("--throttle", type=float, default=1.0)
    args = parser.parse_args(argv)

    _dist, base, server = serve_site()
    print(f"{args.game} {args.level}, {args.players} bots, seed {args.seed}, CPU throttle "
          f"{args.throttle:g}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores\n")
    print(f"{'growers':>7} {'boot ms':>15} {'MB before':>9} {'MB after':>8} {'MB/grower':>9} | "
          f"{'decisions':>9} {'median s':>8} {'p90 s':>6} {'max s':>6} {'total s':>7} "
          f"{'grown':>5} {'ms/tree':>7} {'CPU s':>5} {'+ s':>5} {'to step':>7}")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(),
                                                 args=CHROMIUM_ARGS)
            context = browser.new_context()
            warm_up(context, base)
            baseline = None   # the renderer's memory after a game's first decision, no pool
            for pool in (int(n) for n in args.pools.split(",")):
                booted, before, after, trips, grown, per_tree, cpu, step = play(
                    browser, context, base, pool, args)
                if pool == 0:
                    baseline = after
                trips = trips or [0.0]
                each = (after - (before if baseline is None else baseline)) / pool if pool else 0
                print(f"{pool:>7} {','.join(map(str, booted)) or '-':>15} {before:>9.0f} "
                      f"{after:>8.0f} {each:>9.0f} | {len(trips):>9} "
                      f"{statistics.median(trips):>8.2f} {percentile(trips, 0.9):>6.2f} "
                      f"{max(trips):>6.2f} {sum(trips):>7.2f} {grown:>5} {per_tree:>7.0f} {cpu[0]:>5.2f} {cpu[1]:>5.2f} {step:>7}", flush=True)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print("\nboot ms: each grower's start, from its creation to ready; MB: the renderer's "
          "resident memory\nbefore the pool started and after it was ready (the first "
          "decision ran meanwhile);\nMB/grower: 'after' less the 0-grower game's 'after' (or "
          "this game's 'before'), per grower;\ndecisions: bot round trips after the first, "
          "with a choice; grown: trees the growers grew then; ms/tree: a grower's time per tree\nthen (from sending the job to its result); CPU s: the busiest worker thread's CPU time\nduring the timed decisions (the engine's), + s: the other worker threads' (the growers').")

if __name__ == "__main__":
    main()
