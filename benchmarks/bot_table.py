"""The bots' results table of the README: every game, three matches at 2 players, seats
alternating, played by ``engine.bots.tournament`` (one match per worker process).

    python benchmarks/bot_table.py [--games 20] [--game aquileia --game ave] [--jobs 2] [--seed 1]

Matches: Normal vs random, Normal vs greedy, Hard vs Normal. Each row gives the first bot's wins
(a shared win counts half) with its 95% interval, and Normal's median seconds per decision (the
matches share the cores, so times are under that load). Search bots play on their level's
iteration budget, so a table is reproducible from its seed.
"""

import argparse
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine  # noqa: E402
from engine.bots import tournament  # noqa: E402

MATCHES = (("mcts:normal", "random"), ("mcts:normal", "greedy"), ("mcts:hard", "mcts:normal"))


def play_match(job):
    game_id, bots, games, seed = job
    started = time.perf_counter()
    rows = tournament.run(game_id, 2, list(bots), games, seed=seed, out=lambda line: None)
    return game_id, bots, rows, time.perf_counter() - started


def cell(row):
    wins = f"{row['wins']:g}/{row['games']}"
    return f"{wins} [{row['low']:.0%}, {row['high']:.0%}]"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games per match")
    parser.add_argument("--game", action="append", choices=sorted(engine.GAMES),
                        help="a game to play (repeat; default: all four)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = args.game or list(engine.GAMES)
    work = [(g, bots, args.games, args.seed) for g in games for bots in MATCHES]
    results = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for game_id, bots, rows, seconds in pool.imap_unordered(play_match, work):
            results[game_id, bots] = rows
            print(f"{game_id}: {bots[0]} vs {bots[1]}: {cell(rows[0])}, mean scores "
                  f"{rows[0]['mean']:.1f} to {rows[1]['mean']:.1f}, {seconds:.0f} s", flush=True)
    print()
    print("| game | Normal vs random | Normal vs greedy | Hard vs Normal | Normal median s/decision |")
    print("|---|---|---|---|---:|")
    for game_id in games:
        cells = [cell(results[game_id, bots][0]) for bots in MATCHES]
        normal = results[game_id, MATCHES[0]][0]["median_time"]
        print(f"| {engine.GAMES[game_id].NAME} | {' | '.join(cells)} | {normal:.2f} |")


if __name__ == "__main__":
    main()
