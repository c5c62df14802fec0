"""The bots' results table of docs/bots.md: every game, three matches at 2 players, seats
alternating, played by ``engine.bots.tournament`` on Dask (every game a task of one cluster:
a local one on every core, ``--jobs N`` workers, or ``--scheduler ADDRESS``; ``--jobs 1`` plays
in this process).

    python benchmarks/bot_table.py [--games 20] [--game aquileia --game ave] [--jobs 2] [--seed 1]
    python benchmarks/bot_table.py --plan --games 40 --game aquileia --scheduler tcp://host:8786
    python benchmarks/bot_table.py --plan --games 40 --game marble --match mcts:hard:trees=2,plan

Matches: Normal vs random, Normal vs greedy, Hard vs Normal (with ``--plan``: plan vs random,
plan vs greedy, Normal vs plan, Hard vs plan, one of the first bot against two of the second at
3 players; ``--match FIRST,SECOND``, repeatable, plays only those, as a level split into
trees: ``mcts:hard:trees=2,plan``). Each row gives the first bot's wins (a shared win counts half) with its 95%
interval (with ``--plan`` also how often it finished ahead of a seat of the second bot: two
comparisons a game, a tie counting half), and Normal's median seconds per decision (the games
share the cores, so times are under that load). Search bots play on their level's budget, a
count of work, and every game has its own seeds, so a table is reproducible from its seed
whatever the number of workers.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine  # noqa: E402
from engine.bots import tournament  # noqa: E402

MATCHES = (("mcts:normal", "random"), ("mcts:normal", "greedy"), ("mcts:hard", "mcts:normal"))
PLAN_MATCHES = (("plan", "random"), ("plan", "greedy"), ("mcts:normal", "plan"),
                ("mcts:hard", "plan"))
"""With ``--plan``: the plan player's table, 3 players (one of the first bot, two of the
second), seats rotated."""


def play_match(game_id, bots, games, seed, players, play):
    started = time.perf_counter()
    seats = [bots[0]] + [bots[1]] * (players - 1)
    rows = tournament.run(game_id, players, seats, games, seed=seed, out=lambda line: None,
                          play=play)
    return rows, time.perf_counter() - started


def cell(row):
    wins = f"{row['wins']:g}/{row['games']}"
    return f"{wins} [{row['low']:.0%}, {row['high']:.0%}]"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games per match")
    parser.add_argument("--game", action="append", choices=sorted(engine.GAMES),
                        help="a game to play (repeat; default: all four)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plan", action="store_true",
                        help="the plan player's matches at 3 players instead")
    parser.add_argument("--match", action="append", metavar="FIRST,SECOND",
                        help="play only this match (repeat), e.g. mcts:hard:trees=2,plan")
    tournament.add_cluster_arguments(parser)
    args = parser.parse_args(argv)
    tournament.check_cluster_arguments(parser, args)
    games = args.game or list(engine.GAMES)
    matches = PLAN_MATCHES if args.plan else MATCHES
    if args.match:
        matches = tuple(tuple(match.split(",", 1)) for match in args.match)
        if any(len(match) != 2 for match in matches):
            parser.error("--match takes two bots, FIRST,SECOND")
    players = 3 if args.plan else 2
    work = [(g, bots) for g in games for bots in matches]
    results = {}
    try:
        with tournament.playing(args.jobs, args.scheduler) as (play, where):
            print(f"Playing {where}.", flush=True)
            for game_id, bots in work:
                rows, seconds = play_match(game_id, bots, args.games, args.seed, players, play)
                results[game_id, bots] = rows
                ahead = rows[0]["ahead"] / rows[0]["pairs"]
                print(f"{game_id}: {bots[0]} vs {bots[1]}: {cell(rows[0])}, ahead of a {bots[1]} "
                      f"in {rows[0]['ahead']:g}/{rows[0]['pairs']} ({ahead:.0%}), mean scores "
                      f"{rows[0]['mean']:.1f} to {rows[1]['mean']:.1f}, median s/decision "
                      f"{rows[0]['median_time']:.2f}, {seconds:.0f} s", flush=True)
    except tournament.NoDask as error:
        parser.error(str(error))
    print()
    if args.match:
        return
    if args.plan:
        print("| game | plan vs random | plan vs greedy | Normal vs plan | Hard vs plan | "
              "mean scores (plan, Normal, Hard) |")
        print("|---|---|---|---|---|---|")
        for game_id in games:
            cells = [f"{cell(row)}; ahead {row['ahead']:g}/{row['pairs']} "
                     f"({row['ahead'] / row['pairs']:.0%})"
                     for row in (results[game_id, bots][0] for bots in matches)]
            means = [results[game_id, matches[k]][0]["mean"] for k in (0, 2, 3)]
            print(f"| {engine.GAMES[game_id].NAME} | {' | '.join(cells)} | "
                  f"{', '.join(f'{m:.0f}' for m in means)} |")
        return
    print("| game | Normal vs random | Normal vs greedy | Hard vs Normal | Normal median s/decision |")
    print("|---|---|---|---|---:|")
    for game_id in games:
        cells = [cell(results[game_id, bots][0]) for bots in matches]
        normal = results[game_id, matches[0]][0]["median_time"]
        print(f"| {engine.GAMES[game_id].NAME} | {' | '.join(cells)} | {normal:.2f} |")


if __name__ == "__main__":
    main()
