"""Speed figures of the engine and the bots in this Python, for each game at its largest
player count: full random games per second, and bot decisions per second at each level.

    python benchmarks/bench.py [--seconds 3] [--decisions 20]

Decisions are counted only where the bot has a real choice (more than one legal action); search
bots run on their level's iteration budget.
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
from engine.core import CHANCE, playout, sample  # noqa: E402


def random_games_per_second(game_id, players, seconds):
    games = steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = engine.new_game(game_id, players)
        steps += len(playout(state, random.Random(games)))
        games += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, steps / games


def decision_positions(game_id, players, count, seed=0, spacing=9):
    """``count`` positions with a real choice, spread over random games ``spacing`` decisions
    apart."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = engine.new_game(game_id, players)
        decisions = 0
        while not state.is_terminal() and len(found) < count:
            if state.current_player() == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
                continue
            actions = state.legal_actions()
            if len(actions) > 1 and decisions % spacing == 4:
                found.append(state.clone())
            decisions += 1
            state.apply(rng.choice(actions))
    return found


def decision_times(game_id, players, name, params, positions):
    times = []
    for k, state in enumerate(positions):
        bot = bots.make(name, seed=k, **params)
        started = time.perf_counter()
        bot.choose(state)
        times.append(time.perf_counter() - started)
    return times


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--decisions", type=int, default=20)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.2f}")
    players_of = {gid: m.PLAYERS[-1] for gid, m in engine.GAMES.items()}
    print(f"{'game':<10} {'players':>7} {'random games/s':>15} {'steps/game':>11}")
    for game_id, players in players_of.items():
        rate, steps = random_games_per_second(game_id, players, args.seconds)
        print(f"{game_id:<10} {players:>7} {rate:>15.1f} {steps:>11.0f}")
    kinds = [("greedy", {}, "greedy")] + [
        ("mcts", {"level": level}, f"mcts {level}") for level in bots.LEVELS]
    print(f"\n{'game':<10} {'bot':<12} {'decisions/s':>12} {'median s':>9} {'max s':>7}")
    for game_id, players in players_of.items():
        positions = decision_positions(game_id, players, args.decisions)
        for name, params, label in kinds:
            times = decision_times(game_id, players, name, params, positions)
            print(f"{game_id:<10} {label:<12} {len(times) / sum(times):>12.1f} "
                  f"{statistics.median(times):>9.3f} {max(times):>7.3f}")


if __name__ == "__main__":
    main()
