"""Play bots against each other and print win rates with a 95% interval and mean scores.

    python -m engine.bots.tournament --game aquileia --players 3 --bots mcts,greedy,random --games 60

Seats rotate from game to game (in game ``g`` bot ``k`` sits at seat ``(k + g) % players``), so
every bot plays every seat equally often over a multiple of ``players`` games. A shared win counts
as a fraction (1/winners) for each winner. ``--level`` sets the level of every ``mcts`` bot
(``mcts:hard`` names one bot's level). Search bots run on their level's iteration budget, so a
tournament is reproducible from ``--seed``; ``--time`` uses the level's time budget as well.
"""

import argparse
import math
import multiprocessing
import random
import statistics
import time

import engine
from engine.core import CHANCE, sample

from . import make
from .mcts import LEVELS


def wilson(wins, games, z=1.96):
    """The 95% Wilson score interval of a win rate.

    >>> [round(x, 3) for x in wilson(9, 10)]
    [0.596, 0.982]
    """
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def parse_bot(spec, level):
    """A bot spec: a name, then ``:``-separated parameters, each a level or ``key=value``.

    >>> parse_bot("mcts:hard", "normal")
    ('mcts', {'level': 'hard'})
    >>> parse_bot("mcts:iterations=400:exploration=1.0", "normal")
    ('mcts', {'level': 'normal', 'iterations': 400, 'exploration': 1.0})
    >>> parse_bot("greedy", "normal")
    ('greedy', {})
    >>> parse_bot("plan:route=province", "normal")
    ('plan', {'route': 'province'})
    """
    name, *parts = spec.split(":")
    params = {"level": level} if name == "mcts" else {}
    for part in parts:
        key, equals, value = part.partition("=")
        if not equals:
            if part not in LEVELS:
                raise ValueError(f"{spec!r}: {part!r} is neither a level nor key=value")
            params["level"] = part
            continue
        try:
            params[key] = int(value)
        except ValueError:
            try:
                params[key] = float(value)
            except ValueError:
                params[key] = value  # a word, such as a plan's route
    return name, params


def bot_params(name, params, timed):
    """Search bots play on their level's iteration budget (for the game) unless ``timed``."""
    if name != "mcts" or timed:
        return params
    return {**params, "timed": False}


def play_game(game_id, specs, seed, timed=False):
    """One game; ``specs[s]`` = (name, params) of the bot at seat s. Returns (scores, winners,
    decision times per seat)."""
    rng = random.Random(f"{seed}:chance")
    state = engine.new_game(game_id, len(specs))
    bots = [make(name, seed=seed * 31 + s, **bot_params(name, params, timed))
            for s, (name, params) in enumerate(specs)]
    times = [[] for _ in specs]
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
            continue
        started = time.perf_counter()
        action = bots[player].choose(state)
        if len(state.legal_actions()) > 1:
            times[player].append(time.perf_counter() - started)
        state.apply(action)
    return state.scores(), state.winners(), times


def seating(players, g):
    """Game ``g``'s seats: bot k sits at ``seating(players, g)[k]``."""
    return [(k + g) % players for k in range(players)]


def play_rotated(job):
    """Game ``g`` of a tournament (one picklable job, so games can run in worker processes)."""
    game_id, specs, g, seed, timed = job
    at_seat = [None] * len(specs)
    for k, seat in enumerate(seating(len(specs), g)):
        at_seat[seat] = specs[k]
    return play_game(game_id, at_seat, seed * 100_003 + g, timed)


def run(game_id, players, bot_specs, games, level="normal", seed=0, timed=False, out=print,
        jobs=1):
    """Play ``games`` games (``jobs`` at a time in worker processes) and print the table.
    The results do not depend on ``jobs``: every game has its own seeds."""
    specs = [parse_bot(spec, level) for spec in bot_specs]
    if len(specs) < players:
        specs = [specs[k % len(specs)] for k in range(players)]
    labels = [spec if name != "mcts" or ":" in spec else f"mcts:{level}"
              for spec, (name, _params) in zip(bot_specs, specs)]
    if len(labels) < players:
        labels = [labels[k % len(labels)] for k in range(players)]
    wins = [0.0] * players
    ahead = [0.0] * players      # games x other seats in which the bot scored more (ties half)
    scores = [[] for _ in range(players)]
    times = [[] for _ in range(players)]
    started = time.perf_counter()
    work = [(game_id, specs, g, seed, timed) for g in range(games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(play_rotated, work, chunksize=1)
    else:
        results = [play_rotated(job) for job in work]
    for g, (final, winners, spent) in enumerate(results):
        for k, seat in enumerate(seating(players, g)):
            scores[k].append(final[seat])
            times[k] += spent[seat]
            if seat in winners:
                wins[k] += 1.0 / len(winners)
            for other in range(players):
                if other != seat:
                    ahead[k] += (final[seat] > final[other]) + 0.5 * (final[seat] == final[other])
    elapsed = time.perf_counter() - started
    out(f"{engine.GAMES[game_id].NAME}, {players} players, {games} games, seed {seed}, "
        f"{elapsed:.0f} s on {jobs} process{'es' if jobs > 1 else ''}")
    width = max(14, *(len(label) + 1 for label in labels))
    out(f"{'bot':<{width}} {'win rate':>8}  {'95% interval':<15} {'mean score':>10} "
        f"{'median s/decision':>18}")
    rows = []
    for k in range(players):
        low, high = wilson(wins[k], games)
        median = statistics.median(times[k]) if times[k] else 0.0
        rows.append({"bot": labels[k], "wins": wins[k], "games": games, "low": low, "high": high,
                     "ahead": ahead[k], "pairs": games * (players - 1),
                     "mean": statistics.fmean(scores[k]), "median_time": median})
        out(f"{labels[k]:<{width}} {wins[k] / games:>8.1%}  [{low:.0%}, {high:.0%}]{'':<5} "
            f"{statistics.fmean(scores[k]):>10.1f} {median:>18.3f}")
    return rows


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(engine.GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="mcts,random",
                        help="comma-separated bots, one per seat (repeated to fill the seats)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal", choices=list(LEVELS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--time", action="store_true",
                        help="search bots also stop at their level's time budget")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once in worker processes (decision times then "
                             "share the cores)")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.players not in engine.GAMES[args.game].PLAYERS:
        parser.error(f"{args.game} takes {engine.GAMES[args.game].PLAYERS[0]} to "
                     f"{engine.GAMES[args.game].PLAYERS[-1]} players")
    run(args.game, args.players, args.bots.split(","), args.games, args.level, args.seed,
        args.time, jobs=args.jobs)


if __name__ == "__main__":
    main()
