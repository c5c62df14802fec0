"""Play bots against each other and print win rates with a 95% interval and mean scores.

    python3 benchmarks/tournament.py --game aquileia --players 3 --bots mcts,greedy,random --games 60

Seats rotate from game to game (in game ``g`` bot ``k`` sits at seat ``(k + g) % players``), so
every bot plays every seat equally often over a multiple of ``players`` games. A shared win counts
as a fraction (1/winners) for each winner. ``--level`` sets the level of every ``mcts`` bot
(``mcts:hard`` names one bot's level). Search bots run on their level's budget, a count of work,
so a tournament is reproducible from ``--seed``.

The games run on Dask (``dask.distributed``, the ``cluster`` extra of the project): a local
cluster of ``--jobs`` worker processes (every core by default), or the cluster whose scheduler
``--scheduler ADDRESS`` names (its workers need the engine and this file importable: the project's
folder on their ``PYTHONPATH``). Every game has its own seeds and the results are tallied in
game order, so the table does not depend on how many workers play it. ``--jobs 1`` plays in this
process without Dask, as does the default when Dask is not installed.
"""

import argparse
import contextlib
import logging
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine  # noqa: E402
from engine.bots import make  # noqa: E402
from engine.bots.mcts import LEVELS  # noqa: E402
from engine.core import CHANCE, sample  # noqa: E402


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


def play_game(game_id, specs, seed):
    """One game; ``specs[s]`` = (name, params) of the bot at seat s. Returns (scores, winners,
    decision times per seat)."""
    rng = random.Random(f"{seed}:chance")
    state = engine.new_game(game_id, len(specs))
    bots = [make(name, seed=seed * 31 + s, **params) for s, (name, params) in enumerate(specs)]
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
    game_id, specs, g, seed = job
    at_seat = [None] * len(specs)
    for k, seat in enumerate(seating(len(specs), g)):
        at_seat[seat] = specs[k]
    return play_game(game_id, at_seat, seed * 100_003 + g)


class NoDask(RuntimeError):
    """Dask was asked for (``--scheduler``, or ``--jobs`` above 1) and is not installed."""


@contextlib.contextmanager
def playing(jobs=1, scheduler=None):
    """``(play, where)``: ``play(work)`` plays ``play_rotated``'s jobs and returns their results in
    the order of ``work``; ``where`` says where they run. On the Dask scheduler at ``scheduler``;
    else on a local Dask cluster of ``jobs`` worker processes (``None``: every core); in this
    process when ``jobs`` is 1, or when ``jobs`` is ``None`` and Dask is not installed."""
    if scheduler is None and jobs == 1:
        yield (lambda work: [play_rotated(job) for job in work]), "in this process"
        return
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        if scheduler is None and jobs is None:
            yield (lambda work: [play_rotated(job) for job in work]), \
                "in this process (Dask is not installed)"
            return
        raise NoDask("Dask is not installed: pip install 'ludi-engine[cluster]' (or play in "
                     "this process with --jobs 1)") from None
    # the workers import the games' player by name, also when this file runs as __main__
    from benchmarks.tournament import play_rotated as play_one
    with contextlib.ExitStack() as stack:
        if scheduler is not None:
            client = stack.enter_context(Client(scheduler))
        else:
            cluster = stack.enter_context(LocalCluster(
                n_workers=jobs or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                dashboard_address=None, silence_logs=logging.ERROR))
            client = stack.enter_context(Client(cluster))
        workers = len(client.scheduler_info()["workers"])
        where = f"on {workers} Dask worker{'s' if workers != 1 else ''}"
        if scheduler is not None:
            where += f" at {scheduler}"
        # pure=False: every job is its own task, even two with equal arguments
        yield (lambda work: client.gather(client.map(play_one, work, pure=False))), where


def run(game_id, players, bot_specs, games, level="normal", seed=0, out=print, jobs=1,
        scheduler=None, play=None):
    """Play ``games`` games and print the table; return its rows. The games run as
    :func:`playing` says (``jobs``, ``scheduler``), or by ``play`` (one of its functions, to
    share a cluster between matches). The results do not depend on where the games run: every
    game has its own seeds, and they are tallied in game order."""
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
    work = [(game_id, specs, g, seed) for g in range(games)]
    if play is None:
        with playing(jobs, scheduler) as (play_here, where):
            results = play_here(work)
    else:
        results, where = play(work), "on a shared cluster"
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
        f"{elapsed:.0f} s {where}")
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


def add_cluster_arguments(parser):
    """``--jobs`` and ``--scheduler``, shared with ``benchmarks/bot_table.py``."""
    parser.add_argument("--jobs", type=int, default=None,
                        help="worker processes of the local Dask cluster (default: every core; "
                             "1: play in this process, without Dask); decision times then "
                             "share the cores")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="play on the Dask cluster of this scheduler (tcp://host:8786) "
                             "instead of a local one")


def check_cluster_arguments(parser, args):
    if args.jobs is not None and args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.scheduler is not None and args.jobs is not None:
        parser.error("--jobs is for a local cluster; a --scheduler's cluster has its own workers")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=sorted(engine.GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="mcts,random",
                        help="comma-separated bots, one per seat (repeated to fill the seats)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal", choices=list(LEVELS))
    parser.add_argument("--seed", type=int, default=0)
    add_cluster_arguments(parser)
    args = parser.parse_args(argv)
    check_cluster_arguments(parser, args)
    if args.players not in engine.GAMES[args.game].PLAYERS:
        parser.error(f"{args.game} takes {engine.GAMES[args.game].PLAYERS[0]} to "
                     f"{engine.GAMES[args.game].PLAYERS[-1]} players")
    try:
        run(args.game, args.players, args.bots.split(","), args.games, args.level, args.seed,
            jobs=args.jobs, scheduler=args.scheduler)
    except NoDask as error:
        parser.error(str(error))


if __name__ == "__main__":
    main()
