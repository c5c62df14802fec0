"""CPU time of a level's search per decision, unprofiled: the figure the per-decision
table of docs/bots.md quotes.

    python benchmarks/search_cpu.py [--games aquileia,marble] [--level normal] [--players 3]
                                    [--decisions 6] [--runs 3] [--pyodide]

The positions are ``profile_search.py``'s (``--decisions`` positions with a real choice from
seeded random games); each run times every decision's search on the level's iteration budget in
CPU time of this process (``time.process_time``), so other work on a shared machine counts
little; a run's figure is the mean over its decisions, and the median of ``--runs`` runs is
printed beside each run's. The bots are seeded, so every run does the same work. With
``--pyodide`` it runs in the site's runtime under Node, as ``phone_waits.py --pyodide`` does
(the CPU time is then Node's).
"""

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from benchmarks.bench import decision_positions  # noqa: E402
from benchmarks.phone_waits import cpu_clock, run_in_pyodide  # noqa: E402
from engine import bots  # noqa: E402


def cpu_per_decision(positions, level):
    spent = 0.0
    clock = cpu_clock()
    for k, state in enumerate(positions):
        bot = bots.make("mcts", seed=k, level=level)
        started = clock()
        bot.choose(state)
        spent += clock() - started
    return spent / len(positions)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="aquileia,marble")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--decisions", type=int, default=6)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pyodide", action="store_true", help="run in Pyodide under Node")
    args = parser.parse_args(argv)
    if args.pyodide:
        run_in_pyodide("benchmarks/search_cpu.py", argv)
    if sys.platform == "emscripten":
        print("Pyodide")
    else:
        print(f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.2f}")
    for game_id in args.games.split(","):
        positions = decision_positions(game_id, args.players, args.decisions)
        runs = [cpu_per_decision(positions, args.level) for _ in range(args.runs)]
        print(f"{game_id:<10} {args.level:<7} {args.players} players, {args.decisions} decisions: "
              f"median {statistics.median(runs):.3f} s CPU per decision "
              f"(runs {', '.join(f'{r:.3f}' for r in runs)})")


if __name__ == "__main__":
    main()
