"""Every search decision's time in seeded games against a first-time player's plan, per game:
how far the slowest decision stands above the median (a person waits on the slowest).

    python benchmarks/decision_times.py [--game ave] [--games 2] [--level normal] [--players 3]

Seat 0 plays the ``plan`` (as a person new to the game might), the other seats are ``mcts`` bots
of the level; chance is sampled from the game's seed as the site samples it. Each decision with
a choice is timed in CPU time of this process (``time.process_time``), so other work on the
machine does not count; the slowest are listed with their branching and the greedy judgement's
share of the time. Budgets are counts of work, so the same seeds give the same decisions.
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine  # noqa: E402
from engine import bots  # noqa: E402
from engine.bots import mcts  # noqa: E402
from engine.core import CHANCE, sample  # noqa: E402


def timed_game(game_id, players, level, seed):
    """``[(seconds, judging seconds, legal actions, action, step)]`` of the bots' decisions."""
    judging = [0.0]
    originals = {name: getattr(mcts.MctsBot, name)
                 for name in ("_start_from_guide", "_root_candidates")}   # the greedy judgement
    for name, method in originals.items():

        def timed(self, *args, method=method):
            started = time.process_time()
            try:
                return method(self, *args)
            finally:
                judging[0] += time.process_time() - started
        setattr(mcts.MctsBot, name, timed)
    try:
        rng = random.Random(f"{seed}:chance")
        state = engine.new_game(game_id, players)
        seats = [bots.make("plan", seed=seed)] + [
            bots.make("mcts", seed=seed * 31 + s, level=level) for s in range(1, players)]
        decisions, step = [], 0
        while not state.is_terminal():
            player = state.current_player()
            if player == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
                continue
            choices = len(state.legal_actions())
            judging[0] = 0.0
            started = time.process_time()
            action = seats[player].choose(state)
            spent = time.process_time() - started
            if player and choices > 1:
                decisions.append((spent, judging[0], choices, action, step))
            state.apply(action)
            step += 1
        return decisions, state.scores()
    finally:
        for name, method in originals.items():
            setattr(mcts.MctsBot, name, method)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(engine.GAMES),
                        help="a game (repeat; default: all four)")
    parser.add_argument("--games", type=int, default=2, help="seeded games per game")
    parser.add_argument("--level", default="normal", choices=list(bots.LEVELS))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--slowest", type=int, default=3, help="slowest decisions listed")
    args = parser.parse_args(argv)
    print(f"{'game':<9} {'seed':>4} {'decisions':>9} {'median s':>8} {'max s':>6} "
          f"{'max/median':>10}   (CPU time, {args.level}, {args.players} players)")
    for game_id in args.game or list(engine.GAMES):
        every = []
        for seed in range(args.seed, args.seed + args.games):
            decisions, _scores = timed_game(game_id, args.players, args.level, seed)
            every += decisions
            times = [d[0] for d in decisions]
            median = statistics.median(times)
            print(f"{game_id:<9} {seed:>4} {len(times):>9} {median:>8.3f} {max(times):>6.2f} "
                  f"{max(times) / median:>10.1f}", flush=True)
            for spent, judged, choices, action, step in sorted(decisions, reverse=True)[
                    :args.slowest]:
                print(f"    {spent:.2f} s (judging {judged:.2f} s), {choices} actions, "
                      f"step {step}: {action}", flush=True)
        times = [d[0] for d in every]
        print(f"{game_id:<9} {'all':>4} {len(times):>9} {statistics.median(times):>8.3f} "
              f"{max(times):>6.2f} {max(times) / statistics.median(times):>10.1f}", flush=True)


if __name__ == "__main__":
    main()
