"""A person's waits against two bots, as the bots' work: the CPU time of every bot decision
between two of the person's, and what that makes on a phone.

    python benchmarks/phone_waits.py [--game marble] [--level normal] [--waits 12] [--seed 1]
    python benchmarks/phone_waits.py --pyodide ...   # the same in Pyodide, run by Node

Seat 0 is the person, taking a seeded random legal action (as ``browser_bench.py --waits``
does); seats 1 and 2 are ``mcts`` bots of the level; chance is sampled from the game's seed as
the site samples it. A wait is the bots' decisions between two of the person's (only waits that
held a bot decision with a choice count), in CPU time of this process, so other work on the
machine does not count. With ``--pyodide`` it runs in the site's runtime (Node and
``node_modules/pyodide``), where the CPU time is Node's. A phone is taken as 4 times slower
than a desktop's Pyodide: its wait is estimated as the take-back pause (1.5 s) plus 4 times the
bots' work, the page's paced delays being shrunk to fit (docs/waits-on-a-phone.md).

The last columns pace each wait as the page does at normal speed (``web/page/turn-loop.js``):
before every bot or chance step a delay of 0.65 s, shrunk so the wait stays within 4 s (a third
of what is left), the 1.5 s take-back pause before a bot that follows the person's move, and the
bot's work 4 times slower. "paced" asks for a bot's move after its delay; "ahead" lets the bot think
from the start of its delay (``think``), but not in the take-back pause; "ahead+pause" in the
take-back pause too; "stretch" thinks the whole stretch of bot moves one after another from the
person's move on, each shown once its delay has passed and it is chosen (the page since it
thinks ahead through the stretch). Drawing the moves on a phone's main thread is not counted.
"""

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine import bots  # noqa: E402
from engine.bots import mcts  # noqa: E402
from engine.core import CHANCE, sample  # noqa: E402

TAKEBACK_S = 1.5
PHONE_SLOWER = 4
DELAY_S, WAIT_BUDGET_S = 0.65, 4.0   # the page's normal speed (web/page/turn-loop.js: DELAYS, WAIT_BUDGET)
PACINGS = ("paced", "ahead", "ahead+pause", "stretch")

# Runs this file in Pyodide under Node, the project's folder mounted at /project.
NODE_RUNNER = """
const { loadPyodide } = await import(process.argv[1]);
const py = await loadPyodide();
py.FS.mkdirTree("/project");
py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[2] }, "/project");
py.globals.set("ARGS", py.toPy(process.argv.slice(3)));
await py.runPythonAsync(`
import os, runpy, sys
sys.argv = list(ARGS)
sys.dont_write_bytecode = True
os.chdir("/project")
runpy.run_path(sys.argv[0], run_name="__main__")
`);
"""


def cpu_clock():
    """Seconds of CPU time: this process's, or in Pyodide Node's (Pyodide's clocks run with the
    wall)."""
    if sys.platform != "emscripten":
        return time.process_time
    import js

    def node_cpu():
        usage = js.process.cpuUsage()
        return (usage.user + usage.system) / 1e6
    return node_cpu


class TreeClock:
    """The CPU time of each tree a search grows (``mcts.growing``, where a level splits its
    budget into trees): a decision's time on a device with a core per tree is its time less
    its trees' plus the longest tree's, as the page's helper workers grow them side by side."""

    def __init__(self, clock):
        self.clock, self.spent = clock, []
        self.original = mcts.growing

    def __enter__(self):
        def timed(job, done=0, budget=None):
            started = self.clock()
            result = yield from self.original(job, done, budget)
            self.spent.append(self.clock() - started)
            return result
        mcts.growing = timed
        return self

    def __exit__(self, *exc):
        mcts.growing = self.original

    def side_by_side(self, spent):
        """``spent``, a decision's CPU time, with its trees grown side by side; and forget them."""
        trees, self.spent = self.spent, []
        return spent - sum(trees) + max(trees, default=0.0)


def waits(game_id, level, count, seed, trees=None):
    """``[(seconds of the bots' work, bot decisions, steps)]`` of the person's first ``count``
    waits; ``steps``: ``(bot?, seconds of its work)`` for every bot and chance step of the wait.
    A decision's work is counted with its trees grown side by side (see :class:`TreeClock`);
    ``trees`` overrides the level's split."""
    clock = cpu_clock()
    with TreeClock(clock) as tree_clock:
        return _waits(game_id, level, count, seed, trees, clock, tree_clock)


def _waits(game_id, level, count, seed, trees, clock, tree_clock):
    chance, person = random.Random(f"{seed}:chance"), random.Random(seed)
    state = engine.new_game(game_id, 3)
    params = {"level": level} if trees is None else {"level": level, "trees": trees}
    seats = [None] + [bots.make("mcts", seed=seed * 31 + s, **params) for s in (1, 2)]
    found, work, decisions, steps = [], 0.0, 0, []
    while not state.is_terminal() and len(found) < count:
        player = state.current_player()
        if player == CHANCE:
            state.apply(sample(state.chance_outcomes(), chance))
            steps.append((False, 0.0))
            continue
        legal = state.legal_actions()
        if player == 0:
            if decisions:
                found.append((work, decisions, steps))
            work, decisions, steps = 0.0, 0, []
            state.apply(person.choice(legal))
            continue
        started = clock()
        action = seats[player].choose(state)
        spent = tree_clock.side_by_side(clock() - started)
        steps.append((True, spent))
        if len(legal) > 1:
            work += spent
            decisions += 1
        state.apply(action)
    return found


def paced(steps, pacing, slower=PHONE_SLOWER):
    """A wait of ``steps`` as the page paces it at normal speed (see the module docstring)."""
    elapsed = thought = 0.0
    for number, (bot, work) in enumerate(steps):
        takeback = TAKEBACK_S if number == 0 and bot else 0.0
        delay = max(takeback, max(0.0, min(DELAY_S, (WAIT_BUDGET_S - elapsed) / 3)))
        if pacing == "stretch":
            # thought one after another from the person's move on, each shown once its
            # delay has passed and it is chosen
            thought += slower * work
            elapsed = max(elapsed + delay, thought)
            continue
        ahead = bot and (pacing == "ahead+pause" or (pacing == "ahead" and not takeback))
        elapsed += max(delay, slower * work) if ahead else delay + slower * work
    return elapsed


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run_in_pyodide(script, argv=None):
    """Run ``script`` (a path from the project's root) with ``argv`` less ``--pyodide`` in the
    site's runtime under Node, and exit with its status."""
    runtime = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
    rest = [a for a in (argv if argv is not None else sys.argv[1:]) if a != "--pyodide"]
    command = ["node", "--input-type=module", "-e", NODE_RUNNER, runtime.as_uri(), str(ROOT),
               script, *rest]
    sys.exit(subprocess.run(command).returncode)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(engine.GAMES),
                        help="a game (repeat; default: all four)")
    parser.add_argument("--level", default="normal", choices=list(bots.LEVELS))
    parser.add_argument("--waits", type=int, default=12, help="the person's waits per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trees", type=int, help="split the search into this many trees "
                        "(default: the level's), grown side by side")
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node")
    args = parser.parse_args(argv)
    if args.pyodide:
        run_in_pyodide("benchmarks/phone_waits.py", argv)
    where = "Pyodide" if sys.platform == "emscripten" else f"Python {sys.version.split()[0]}"
    print(f"{where}, seed {args.seed}, {args.level}: a person and two bots; the bots' CPU time per "
          f"wait, and a phone's wait ({TAKEBACK_S} s + {PHONE_SLOWER} x that)")
    print(f"{'game':<9} {'waits':>5} {'decisions':>9}   {'CPU s median / p90 / max':<26}"
          f"{'phone s median / p90':<22}" + "".join(f"{name + ' median / p90':<24}"
                                                     for name in PACINGS))
    for game_id in args.game or list(engine.GAMES):
        found = waits(game_id, args.level, args.waits, args.seed, args.trees)
        work = [w for w, _, _ in found]
        median, p90 = statistics.median(work), percentile(work, 0.9)
        phone = "(in Pyodide only)"
        pacings = ""
        if sys.platform == "emscripten":
            phone = " / ".join(f"{TAKEBACK_S + PHONE_SLOWER * w:.1f}" for w in (median, p90))
            for pacing in PACINGS:
                waited = [paced(steps, pacing) for _, _, steps in found]
                pacings += f"{statistics.median(waited):>6.1f} / {percentile(waited, 0.9):<15.1f}"
        print(f"{game_id:<9} {len(found):>5} {statistics.median(d for _, d, _ in found):>9g}   "
              f"{median:>6.2f} / {p90:>5.2f} / {max(work):>5.2f}      {phone:<22}{pacings}",
              flush=True)


if __name__ == "__main__":
    main()
