"""Bot decision times in the browser: the engine worker under Pyodide in headless Chromium.

    .venv/bin/python benchmarks/browser_bench.py [--games aquileia,ave] [--levels normal,hard]
                                                 [--decisions 15] [--players 2] [--seed 1]
                                                 [--stride 1]
    .venv/bin/python benchmarks/browser_bench.py --waits 8 [--phone] [--games marble]
                                                 [--levels normal] [--seed 1]
                                                 [--decide 5] [--person plan]
                                                 [--profile cpu|trace]

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

With ``--waits N`` it plays as a person would instead: the real page (``index.html`` with a deep
link: one human seat and two bots of the level, normal speed, ``--seed``), the person taking a
seeded random choice on screen by keyboard (focus and Enter, as the site tests do), until N of
the person's waits held a bot move (or the game ends). A wait runs from the person's key press
until the page asks the person again (``<body data-busy>`` back to "false" after "true"), so it
holds the take-back pause, the paced delays, every bot's thinking, the dice and the animations.
It prints, per game and level, those waits (median, 90th percentile, max), the waits of every
decision (a decision that follows the person's own within one turn waits only for the engine),
the round trip of each ``bot`` request the page made meanwhile, and of each of the person's
moves (``play``: answered at once, or after the slice of thinking under way).

``--decide S`` has the person take S seconds over each decision, as a person does: the bots
think meanwhile (the stretches of the moves the person is likely to make). ``--person plan``
has the person play the plan's move, the first the bots guess (the benchmark swaps it for the
action of the choice pressed, as it goes to the engine; it finds the move by replaying the
page's save here), where ``random`` (the default) takes any choice on screen.

``--phone`` is a 390x844 touch viewport (``is_mobile``, pixel ratio 3). It does not slow the
CPU: Chromium's ``Emulation.setCPUThrottlingRate`` slows only the page's main thread, never a
Web Worker (a busy loop in a worker ran as fast at rate 4 as at rate 1), so it cannot model a
phone's engine. A phone-class CPU is the whole browser run in a CPU cgroup of half a core (its
page, its engine worker and its growers share it: two busy threads get a quarter of a core
each); the benchmark says what CPU limit it runs under (and how much of a core the browser got
over each run), and warns when there is none. Once the browser runs, the benchmark itself
leaves the cgroup: the person is not the phone.

``--profile`` says where the page's own main thread spent those waits: ``cpu`` samples its
scripts (Chromium's profiler; a function's inclusive and own seconds, "(program)" being the
browser's own work: style, layout, paint, the canvas handed to the compositor), ``trace`` times
the renderer's main-thread events (a trace; each event's own seconds: layout, paint, the
canvas's frames, scripts). Both slow the page somewhat, so their waits are not the plain ones.
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
import time
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


# The real page, instrumented before its scripts run: the round trip of every "bot" and "play"
# request its worker answers, and the waits of the person (armed by the benchmark before each key
# press), and whether the bots' stretch in it was the one guessed while the person decided.
# window.benchAction, when set, is the action the person's next "play" sends instead.
WAITS_JS = """
(() => {
  const starts = new Map();
  const log = window.benchLog = { bot: [], play: [], guessed: false, wait: null };
  window.benchAction = null;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    const cmd = message && message.request && message.request.cmd;
    if (cmd === "play" && window.benchAction) {
      message.request.action = window.benchAction;
      window.benchAction = null;
    }
    if (cmd === "bot" || cmd === "play" || cmd === "think") {
      starts.set(message.id, [cmd, performance.now()]);
      if (!this.benchTimed) {
        this.benchTimed = true;
        this.addEventListener("message", ({ data }) => {
          if (data && data.type === "reply" && starts.has(data.id)) {
            const [sent, started] = starts.get(data.id);
            if (sent === "think") log.guessed = log.guessed || Boolean(data.reply.guessed);
            else log[sent].push(performance.now() - started);
            starts.delete(data.id);
          }
        });
      }
    }
    return post.call(this, message, ...rest);
  };
  // The wait starts at the person's key press and ends when the page is no longer busy.
  document.addEventListener("keydown", () => {
    const wait = log.wait;
    if (wait && wait.start === null) wait.start = performance.now();
  }, true);
  new MutationObserver(() => {
    const wait = log.wait;
    if (!wait || wait.start === null || wait.end !== null) return;
    const busy = document.body.dataset.busy, status = document.body.dataset.status;
    if (busy === "true") wait.busy = true;
    else if ((busy === "false" && wait.busy) || status === "over") wait.end = performance.now();
    if (document.querySelector("#turn.thinking")) wait.bots = true;
  }).observe(document, { attributes: true, subtree: true,
                          attributeFilter: ["data-busy", "data-status", "class"] });
})();
"""

# A legal choice on screen, as tests/test_site.py finds them: the action list, or a drawn
# board's targets, prompt strip and playable hand cards.
CHOICES = "#actions button.action:not(:disabled), [data-choice]:not(:disabled)"
WAIT_LIMIT = 600_000  # ms: the longest wait the benchmark sits through


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


def serve_site():
    """``dist/`` (built first when stale) served on a free local port from a thread: ``(dist,
    its address, the server)`` (shut it down when done)."""
    dist = site_dir()
    server = build.make_server(dist, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return dist, f"http://127.0.0.1:{server.server_address[1]}", server


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


def own_cpu_cgroup():
    """The folder of this process's CPU cgroup (v1 ``cpu`` controller, or v2), or None."""
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return None
    for line in lines:
        _id, controllers, path = line.split(":", 2)
        if "cpu" in controllers.split(","):
            return Path("/sys/fs/cgroup/cpu") / path.lstrip("/")
    for line in lines:
        _id, controllers, path = line.split(":", 2)
        if controllers == "":
            return Path("/sys/fs/cgroup") / path.lstrip("/")
    return None


def cpu_limit(folder):
    """The share of one core the CPU cgroup ``folder`` may use (v1 ``cpu.cfs_quota_us``, v2
    ``cpu.max``), or None if it is not limited."""
    if folder is None:
        return None
    try:
        quota = int((folder / "cpu.cfs_quota_us").read_text())
        period = int((folder / "cpu.cfs_period_us").read_text())
        return quota / period if quota > 0 else None
    except (OSError, ValueError):
        pass
    try:
        quota, period = (folder / "cpu.max").read_text().split()
    except (OSError, ValueError):
        return None
    return None if quota == "max" else int(quota) / int(period)


class Phone:
    """The CPU limit this benchmark was started under (a CPU cgroup), if any, which once the
    browser runs holds the browser alone: the benchmark steps out of it, as the person is not
    the phone (finding their move, polling the page)."""

    def __init__(self):
        self.folder = own_cpu_cgroup()
        self.limit = cpu_limit(self.folder)
        self.seen = {}   # pid -> the most CPU seconds it was seen to have used

    def leave(self):
        """Move this process to the cgroup above (the browser it started stays in)."""
        if self.limit:
            try:
                (self.folder.parent / "cgroup.procs").write_text(str(os.getpid()))
            except OSError as error:
                print(f"NOTE: the benchmark stays in the browser's cgroup ({error})", flush=True)

    def cpu_seconds(self):
        """CPU seconds used so far by every process seen in the cgroup (the browser, its
        renderers and their workers), or None where that cannot be read. A process that has
        exited keeps the time it was last seen with: summing the live ones alone went back when
        a renderer of the game before closed between two readings (a negative share of a core).
        (The cgroup-v1 cpu controller counts no usage of its own, and the cpuacct one is
        another hierarchy.)"""
        try:
            pids = (self.folder / "cgroup.procs").read_text().split()
        except (OSError, TypeError):
            return None
        ticks = os.sysconf("SC_CLK_TCK")
        for pid in pids:
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue   # gone meanwhile
            used = (int(fields[11]) + int(fields[12])) / ticks
            self.seen[pid] = max(self.seen.get(pid, 0.0), used)
        return sum(self.seen.values())


PHONE = Phone()


def planned_move(save):
    """The plan's move for the person in the game of ``save`` (the page's own): the first move
    the bots guess (engine.bots.ahead), found by replaying the save here."""
    from engine.bots.ahead import likeliest_line
    from engine.session import Session

    session = Session.load(save)
    line = likeliest_line(session.ahead.setting, session.state, len(session.history))
    return None if line is None else list(line[0][0])


def person_waits(browser, base, game, level, waits, seed, phone, profile=None, decide=0.0,
                 person="random"):
    """Play one human seat against two bots at normal speed; return the person's waits (s)
    with whether a bot moved in them and whether their stretch was the one guessed, the bot and
    play round trips (s), the game step reached, the browser's CPU seconds by then
    and, with ``profile`` ("cpu" or "trace"), where the page's main thread spent its time over
    every wait: a CPU profile, or a trace of the renderer (layout, paint, scripts). The person
    takes ``decide`` seconds over each decision and plays a ``person`` move (see the module
    docstring)."""
    device = ({"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
               "device_scale_factor": 3} if phone else {"viewport": {"width": 1280, "height": 900}})
    context = browser.new_context(**device)
    context.add_init_script(WAITS_JS)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    cdp = context.new_cdp_session(page)
    page.goto(f"{base}/index.html?game={game}&seats=human,{level},{level}"
              f"&seed={seed}&speed=normal")
    page.wait_for_selector("body[data-status=playing][data-busy=false], body[data-status=error]",
                           timeout=WAIT_LIMIT)
    if page.evaluate("document.body.dataset.status") == "error":
        raise SystemExit(f"{game}: the page refused the game: {page.inner_text('#lobby-error')}")
    rng = random.Random(seed)
    rows, bot_trips, play_trips = [], [], []
    if profile == "trace":
        browser.start_tracing(page=page, categories=TRACE_CATEGORIES)
    if profile == "cpu":
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 500})  # µs
        cdp.send("Profiler.start")
    while sum(bots for _, bots, _ in rows) < waits and len(rows) < 20 * waits:
        if page.evaluate("document.body.dataset.status") != "playing" or errors:
            break
        choices = page.locator(CHOICES)
        count = choices.count()
        if not count:
            raise SystemExit(f"{game}: the page waits for a person but shows no choice")
        if person == "plan":
            save = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
            page.evaluate("action => { window.benchAction = action; }", planned_move(save))
        if decide:
            page.wait_for_timeout(decide * 1000)
        page.evaluate("window.benchLog.wait = { start: null, end: null, busy: false, bots: false };"
                      "window.benchLog.bot = []; window.benchLog.play = [];"
                      "window.benchLog.guessed = false;")
        choices.nth(rng.randrange(count)).focus()
        page.keyboard.press("Enter")
        if page.locator(".prompt-popover").count():  # one target, several ways: take one
            ways = page.locator(".prompt-popover [data-choice]")
            ways.nth(rng.randrange(ways.count())).focus()
            page.keyboard.press("Enter")
        # A choice that only changes what the board shows (a card picked to light up its
        # places) never makes the page busy: after a while it counts as no wait at all.
        page.wait_for_function("window.benchLog.wait.end !== null || (!window.benchLog.wait.busy"
                               " && performance.now() - window.benchLog.wait.start > 3000)",
                               timeout=WAIT_LIMIT)
        wait = page.evaluate("window.benchLog")
        bot_trips += [ms / 1000 for ms in wait["bot"]]
        play_trips += [ms / 1000 for ms in wait["play"]]
        if wait["wait"]["end"] is None:
            rows.append((0.0, False, False))
            continue
        rows.append(((wait["wait"]["end"] - wait["wait"]["start"]) / 1000,
                     bool(wait["bot"]) or wait["wait"]["bots"], wait["guessed"]))
        print(f"  {game} {level}: wait {rows[-1][0]:.2f} s, bot moves "
              f"{' '.join(f'{ms / 1000:.2f}' for ms in wait['bot']) or '-'}"
              f"{', guessed' if wait['guessed'] else ''}", file=sys.stderr, flush=True)
    cpu = (cdp.send("Profiler.stop")["profile"] if profile == "cpu" else
           json.loads(browser.stop_tracing()) if profile == "trace" else None)
    step = page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")
    used = PHONE.cpu_seconds()   # before the page's renderer closes and takes its time with it
    context.close()
    if errors:
        raise SystemExit(f"{game}: page error: {errors[0]}")
    return rows, bot_trips, play_trips, step, cpu, used


def profile_times(profile):
    """Seconds of the main thread's samples per function: (self, inclusive, total busy, total)
    where a function is "name file:line" and inclusive counts a function once per sample."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    parent = {child: node["id"] for node in profile["nodes"] for child in node.get("children", [])}

    def name(node):
        frame = node["callFrame"]
        where = frame["url"].rsplit("/", 1)[-1]
        return (f"{frame['functionName'] or '(anonymous)'} {where}:{frame['lineNumber'] + 1}"
                if where else frame["functionName"])

    own, inclusive, busy, total = {}, {}, 0.0, 0.0
    for sample, delta in zip(profile["samples"], profile["timeDeltas"][1:] + [0]):
        seconds = delta / 1e6
        total += seconds
        node = nodes[sample]
        if name(node) == "(idle)":
            continue
        busy += seconds
        own[name(node)] = own.get(name(node), 0.0) + seconds
        seen, at = set(), sample
        while at is not None:
            label = name(nodes[at])
            if label not in seen:
                seen.add(label)
                inclusive[label] = inclusive.get(label, 0.0) + seconds
            at = parent.get(at)
    return own, inclusive, busy, total


TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc",
                    "v8.execute"]


def trace_times(trace):
    """Seconds of self time per event name on the renderer's main thread, and their sum."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("ph") == "M" and e.get("name") == "thread_name"
            and e["args"].get("name") == "CrRendererMain"}
    spans = sorted(((e["ts"], e["ts"] + e["dur"], e["name"]) for e in events
                    if e.get("ph") == "X" and (e["pid"], e["tid"]) in main and e.get("dur")),
                   key=lambda span: (span[0], -span[1]))
    own, stack, busy = {}, [], 0.0
    for start, end, name in spans:
        while stack and stack[-1][1] <= start:
            stack.pop()
        if stack:
            own[stack[-1][2]] = own.get(stack[-1][2], 0.0) - (min(end, stack[-1][1]) - start) / 1e6
        else:
            busy += (end - start) / 1e6
        own[name] = own.get(name, 0.0) + (end - start) / 1e6
        stack.append((start, end, name))
    return own, busy


def print_profile(game, level, profile, waits, top=25):
    if "traceEvents" in profile or isinstance(profile, list):
        own, busy = trace_times(profile)
        print(f"\n{game} {level}: renderer main thread busy {busy:.2f} s "
              f"({busy / max(waits, 1):.2f} s per wait, {waits} waits); self time by event:")
        for name, seconds in sorted(own.items(), key=lambda item: -item[1])[:top]:
            print(f"  {seconds:>8.2f}  {name}")
        return
    own, inclusive, busy, total = profile_times(profile)
    print(f"\n{game} {level}: main thread busy {busy:.2f} s of {total:.2f} s profiled "
          f"({busy / max(waits, 1):.2f} s per wait, {waits} waits)")
    print(f"  {'inclusive s':>11} {'self s':>7}  function")
    for label, seconds in sorted(inclusive.items(), key=lambda item: -item[1])[:top]:
        if label in ("(root)", ""):
            continue
        print(f"  {seconds:>11.2f} {own.get(label, 0.0):>7.2f}  {label}")
    print(f"  top self: " + ", ".join(f"{label} {seconds:.2f}" for label, seconds in
                                       sorted(own.items(), key=lambda item: -item[1])[:8]))


def print_waits(browser, base, args):
    device = "phone: 390x844 touch" if args.phone else "desktop: 1280x900"
    limit = PHONE.limit
    cpu = (f"CPU limited to {limit:g} of a core (page, engine and growers together)"
           if limit else "CPU not limited")
    print(f"{device}, {cpu}; one person ({args.person} moves, {args.decide:g} s to decide) and "
          f"two bots, normal speed, seed {args.seed}\n")
    if args.phone and not limit:
        print("NOTE: these are a desktop's CPU figures in a phone's viewport. For a phone-class "
              "CPU run the benchmark\nin a CPU cgroup of half a core (cpu.cfs_quota_us 50000 of "
              "100000): every process it starts shares it.\n", flush=True)
    print(f"{'game':<9} {'level':<7} {'waits':>5} {'median s':>8} {'p90 s':>6} {'max s':>6} | "
          f"{'all':>4} {'median s':>8} | {'bot moves':>9} {'median s':>8} {'p90 s':>6} "
          f"{'max s':>6} | {'play median s':>13} {'max s':>6} {'to step':>7} {'guessed':>7}")
    for game in args.games.split(","):
        for level in args.levels.split(","):
            started, before = time.perf_counter(), PHONE.cpu_seconds()
            rows, trips, plays, step, profile, after = person_waits(
                browser, base, game, level, args.waits, args.seed, args.phone, args.profile,
                args.decide, args.person)
            if before is not None and limit:
                share = (after - before) / (time.perf_counter() - started)
                print(f"  {game} {level}: the browser used {share:.2f} of a core over the run "
                      f"(limit {limit:g}); load average {os.getloadavg()[0]:.1f}",
                      file=sys.stderr, flush=True)
            held = [seconds for seconds, bots, _ in rows if bots] or [0.0]
            guessed = sum(1 for _, bots, hit in rows if bots and hit)
            every = [seconds for seconds, _, _ in rows] or [0.0]
            trips, plays = trips or [0.0], plays or [0.0]
            print(f"{game:<9} {level:<7} {sum(b for _, b, _ in rows):>5} "
                  f"{statistics.median(held):>8.2f} {percentile(held, 0.9):>6.2f} "
                  f"{max(held):>6.2f} | {len(rows):>4} {statistics.median(every):>8.2f} | "
                  f"{len(trips):>9} {statistics.median(trips):>8.2f} "
                  f"{percentile(trips, 0.9):>6.2f} {max(trips):>6.2f} | "
                  f"{statistics.median(plays):>13.2f} {max(plays):>6.2f} {step:>7} "
                  f"{guessed:>7}", flush=True)
            if profile:
                print_profile(game, level, profile, len(rows))
    print("\nwaits: the person's waits that held a bot move, from the key press until the page "
          "asks again;\nall: every wait of the person (within a turn too); bot moves: the "
          "round trip of each bot request\nthe page made (forced moves included); play: the "
          "round trip of the person's own moves;\nto step: the game step reached; guessed: "
          "waits whose bots' stretch was thought while the person decided. "
          f"Load average {os.getloadavg()[0]:.2f} at the end.")


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
    parser.add_argument("--waits", type=int, default=0,
                        help="play as a person against two bots until N waits held a bot move")
    parser.add_argument("--phone", action="store_true",
                        help="with --waits: a 390x844 touch screen (run it in a CPU cgroup of "
                             "half a core for a phone's CPU)")
    parser.add_argument("--decide", type=float, default=0.0,
                        help="with --waits: the person's seconds over each decision")
    parser.add_argument("--person", choices=["random", "plan"], default="random",
                        help="with --waits: the person's moves, any choice or the plan's")
    parser.add_argument("--profile", choices=["cpu", "trace"],
                        help="with --waits: where the page's main thread spends its time")
    args = parser.parse_args(argv)

    dist, base, server = serve_site()
    lock = json.loads((dist / "pyodide" / build.PYODIDE_VERSION / "pyodide-lock.json").read_text())
    print(f"Pyodide {build.PYODIDE_VERSION}, Python {lock['info']['python']}; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(),
                                                 args=CHROMIUM_ARGS)
            PHONE.leave()
            if args.waits:
                print_waits(browser, base, args)
                browser.close()
                return
            page = browser.new_page()
            page.goto(f"{base}/index.html")
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
