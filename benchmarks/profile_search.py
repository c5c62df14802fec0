"""Where a search bot's time goes: the search at a level, profiled in this Python.

    python benchmarks/profile_search.py [--games aquileia,ave] [--level normal] [--players 3]
                                        [--decisions 6] [--top 25] [--iterations N] [--pyodide]

For each game it takes ``--decisions`` positions with a real choice from seeded random games
(as ``bench.py`` does), runs the ``mcts`` bot of the level on its iteration budget (no time
limit, so the work is the same on any machine) under cProfile, and prints the functions with
the most own time, then the calls of the state protocol (clone, legal_actions, apply,
determinize, the evaluation) per decision. Call counts are deterministic; times are not. With
``--pyodide`` it runs in the site's runtime under Node (as ``search_cpu.py --pyodide``), where
the relative costs differ from this Python's.
"""

import argparse
import cProfile
import os
import pstats
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.bench import decision_positions  # noqa: E402
from benchmarks.phone_waits import run_in_pyodide  # noqa: E402
from engine import bots  # noqa: E402

PROTOCOL = ("clone", "legal_actions", "apply", "determinize", "evaluate", "chance_outcomes",
            "current_player", "view", "choose")


def profile_game(game_id, level, players, decisions, iterations):
    positions = decision_positions(game_id, players, decisions)
    params = {"level": level, "timed": False}
    if iterations:
        params["iterations"] = iterations
    profiler = cProfile.Profile()
    started = time.perf_counter()
    for k, state in enumerate(positions):
        bot = bots.make("mcts", seed=k, **params)
        profiler.enable()
        bot.choose(state)
        profiler.disable()
    elapsed = time.perf_counter() - started
    return pstats.Stats(profiler), elapsed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="aquileia,massilia,marble,ave")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--decisions", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=0,
                        help="iterations per decision (default: the level's)")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node")
    args = parser.parse_args(argv)
    if args.pyodide:
        run_in_pyodide("benchmarks/profile_search.py", argv)
    if sys.platform == "emscripten":
        print(f"Pyodide (Python {sys.version.split()[0]})")
    else:
        print(f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.2f}")
    for game_id in args.games.split(","):
        stats, elapsed = profile_game(game_id, args.level, args.players, args.decisions,
                                      args.iterations)
        print(f"\n=== {game_id}, {args.players} players, mcts {args.level}: "
              f"{args.decisions} decisions in {elapsed:.2f} s (profiled)")
        stats.sort_stats("tottime").print_stats(args.top)
        print("calls per decision of the state protocol and the evaluation:")
        rows = {}
        for (filename, _line, name), (_cc, calls, tottime, cumtime, _callers) in stats.stats.items():
            if name in PROTOCOL and "engine" in filename:
                module = os.path.basename(filename)
                rows[f"{module}:{name}"] = (calls, tottime, cumtime)
        for key, (calls, tottime, cumtime) in sorted(rows.items(), key=lambda kv: -kv[1][2]):
            print(f"  {key:<36} {calls / args.decisions:>10.0f} calls  "
                  f"own {tottime:6.2f} s  cumulative {cumtime:6.2f} s")


if __name__ == "__main__":
    main()
