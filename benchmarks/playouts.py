"""CPU time of one seeded random game (a playout, as a search bot's rollouts play them) per game
and player count: the median and the slowest of ``--games`` games.

    python benchmarks/playouts.py [--games 10] [--game aquileia --game ave]

Times are CPU time of this process (``time.process_time``), so other work on the machine does
not count. The games' tests once asserted a limit on these; the limits stay here as the aims,
printed beside each figure, never asserted in a test:

- Aquileia, 5 players: under 0.05 s a game (mean);
- City of Marble, 4 players: the fastest of 5 games under 0.1 s;
- Massilia, every player count: the median under 0.1 s;
- AVE, 4 players: under 0.25 s a game (mean).

Baseline, CPython 3.11 on the project's 2-core machine under a load of about 13 (CPU time, so
the load counts little), ``--games 10``, 28 November 2026:

    game      players  median s   mean s   max s  steps/game
    aquileia        2     0.001    0.001   0.002         164
    aquileia        5     0.003    0.003   0.004         384
    massilia        2     0.002    0.002   0.003         366
    massilia        4     0.005    0.005   0.007         831
    marble          2     0.003    0.002   0.003         267
    marble          4     0.001    0.001   0.002         226
    ave             2     0.005    0.005   0.006         745
    ave             4     0.009    0.009   0.012        1326

(every player count is printed; the rows between are left out here).
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine  # noqa: E402
from engine.core import playout  # noqa: E402


def playout_times(game_id, players, games):
    """CPU seconds and steps of each of ``games`` seeded random games."""
    times, steps = [], []
    for seed in range(games):
        state = engine.new_game(game_id, players)
        started = time.process_time()
        steps.append(len(playout(state, random.Random(seed))))
        times.append(time.process_time() - started)
    return times, steps


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--game", action="append", choices=sorted(engine.GAMES))
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.2f}, CPU time")
    print(f"{'game':<10}{'players':>7}{'median s':>10}{'mean s':>9}{'max s':>8}{'steps/game':>12}")
    for game_id in args.game or list(engine.GAMES):
        for players in engine.GAMES[game_id].PLAYERS:
            times, steps = playout_times(game_id, players, args.games)
            print(f"{game_id:<10}{players:>7}{statistics.median(times):>10.3f}"
                  f"{statistics.mean(times):>9.3f}{max(times):>8.3f}{statistics.mean(steps):>12.0f}")


if __name__ == "__main__":
    main()
