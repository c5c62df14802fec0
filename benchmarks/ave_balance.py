"""Measure AVE's designed numbers with simple heuristic players.

    python3 benchmarks/ave_balance.py --games 40 --players 2,3,4
    python3 benchmarks/ave_balance.py --games 10 --players 4 --seats greedy,mcts:easy
    python3 benchmarks/ave_balance.py --players 2 --seats plan:route=province,plan:route=city

Plays seeded games with three policies (or the seats given: these policies or the engine's bots,
``random``, ``greedy``, ``mcts:easy`` ..., taken in turn round the table and rotated from game to
game) and prints, per player count, the rounds to the end (median, 90th percentile, max), how
many games ended by 15 fame rather than after the last round, the share of wins per policy and
per route (the winner's fame mostly from the city or from the provinces), and how many draws were
revolts and fires (also after round 10, when built tiles have thinned the bags).

- ``builder`` buys from the black bag, raises the senators of the buildings in its hand and builds;
- ``conqueror`` buys persons, raises the grey senator, recruits legions, conquers provinces and
  builds limes (a province swollen by revolts it first resets with a single legion);
- ``mixed`` builds, but marches whenever its legions can take a province.

A policy reads its own hand and the public state only (gold, board, senate, legions); it never
looks at another seat's hidden tiles or into the bags. Ties share a win.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.bots import make  # noqa: E402
from benchmarks.tournament import parse_bot, wilson  # noqa: E402
from engine.core import CHANCE, sample  # noqa: E402
from engine.games.ave import state as ave  # noqa: E402
from engine.games.ave import data as D  # noqa: E402
from engine.games.ave.plan import weakest_province  # noqa: E402

POLICIES = ("builder", "conqueror", "mixed")
BUYS = {"builder": (2, 1), "conqueror": (0, 3), "mixed": (1, 2)}
GIFT = {"builder": "gold", "conqueror": "legions", "mixed": "legions"}
ROUND_LIMIT = 200  # a game still going then is reported as unfinished


def _building_value(piece):
    _, _, cost, fame = D.BUILDINGS[piece]
    return fame * 10 - cost  # most fame first, then the cheaper one


def wanted_colours(state, seat, style):
    """Senate colours the policy wants open and cheap, most wanted first."""
    hand = state.hand[seat]
    buildings = sorted((b for b in D.BUILDINGS if hand[b]), key=_building_value, reverse=True)
    city = list(dict.fromkeys(D.BUILDINGS[b][1] for b in buildings)) + ["orange"]
    if style == "builder":
        return city
    if style == "conqueror":
        return ["grey"]
    return ["grey"] + city


def ready_to_march(state, seat):
    """A province the policy's legions can take with one to spare, or None."""
    barbarians, province = weakest_province(state)
    if province is None:
        return None
    return province if state.legions[seat] >= barbarians + 1 else None


def keep_value(tile, style):
    """How much the policy wants to keep a tile in hand (for the hand limit)."""
    if style == "conqueror":
        return {"person": 6, "limes": 5}.get(tile, 0)
    if style == "mixed" and tile in ("person", "limes"):
        return 6
    if tile in D.BUILDINGS:
        return 5 + D.BUILDINGS[tile][3]
    return {"road": 3, "mine": 4, "park": 2, "plaza": 1, "person": 2, "limes": 0}[tile]


def choose_action(state, style, rng):
    seat, phase = state.current_player(), state.phase
    acts = state.legal_actions()
    if phase == "setup":
        return ("start", "black" if style == "builder" else "white")
    if phase == "buy":
        want_black, want_white = BUYS[style]
        fits = [a for a in acts if a[1] <= want_black and a[2] <= want_white]
        return max(fits, key=lambda a: (a[1] + a[2], a[1]))
    if phase in ("influence", "senators"):
        for colour in wanted_colours(state, seat, style):
            if state.senate[colour] < D.SENATE_TOP:
                for act in (("up", colour), ("senator", colour, "up")):
                    if act in acts:
                        return act
        return acts[0]  # stop / done
    if phase == "keep":
        index = 1 if style == "builder" else 2
        return max(acts, key=lambda a: D.CAESARS[a[1]][index])
    if phase == "gift":
        return ("gift", GIFT[style])
    if phase == "battle_choice":
        b = state.battle
        return ("fight",) if b.legions >= b.barbarians else ("retreat",)
    if phase == "station":
        return acts[min(1, len(acts) - 1)]  # three legions where it can: revolts bring three
    if phase == "discard":
        return min(acts, key=lambda a: keep_value(a[1], style))
    return _choose_deed(state, seat, style, acts, rng)


def _choose_deed(state, seat, style, acts, rng):
    """One action of the action phase; ("end",) when nothing more is wanted."""
    kinds = {a[0] for a in acts}
    marching = style == "conqueror" or (style == "mixed" and state.mode != "city"
                                        and ready_to_march(state, seat) is not None)
    if "recruit" in kinds and style != "builder":  # conqueror and mixed raise every person
        return ("recruit",)
    if "settle" in kinds and style != "conqueror":
        return ("settle",)
    if marching:
        for act in acts:
            if act[0] in ("reinforce", "limes"):
                return act
        target = ready_to_march(state, seat)
        if target is not None and ("attack", target, state.legions[seat]) in acts:
            return ("attack", target, state.legions[seat])
        # a province swollen by revolts falls back to its starting armies once a legion is
        # beaten there or retreats (text): the conqueror spends one legion on that, then attacks
        grown = [(state.barbarians[p], p) for p in state.attackable()
                 if state.barbarians[p] > D.START_BARBARIANS[p]
                 and state.legions[seat] >= D.START_BARBARIANS[p] + 2]
        if style == "conqueror" and grown and ("attack", min(grown)[1], 1) in acts:
            return ("attack", min(grown)[1], 1)
        return ("end",)
    builds = [a for a in acts if a[0] == "build"]
    if not builds:
        return ("end",)
    order = {"mine": 90, "road": 5, "park": 4, "plaza": 1}

    def rank(piece):
        return 100 + _building_value(piece) if piece in D.BUILDINGS else order[piece]

    best = max(rank(a[1]) for a in builds)
    piece = next(a[1] for a in builds if rank(a[1]) == best)
    if piece == "plaza" and state.frontage():
        return ("end",)  # a plaza only where no frontage is left
    return rng.choice([a for a in builds if a[1] == piece])


def _player(style, seed):
    """A function state -> action for a policy or an engine bot spec such as ``mcts:easy``."""
    if style in POLICIES:
        rng = random.Random(seed)
        return lambda state: choose_action(state, style, rng)
    name, params = parse_bot(style, "normal")
    return make(name, seed=seed, **params).choose


def play_game(players, seed, seats=POLICIES):
    """One seeded game; seats take ``seats`` in turn. Returns its record."""
    rng = random.Random(seed)
    styles = [seats[(seed + seat) % len(seats)] for seat in range(players)]
    choose = [_player(style, seed * 31 + seat) for seat, style in enumerate(styles)]
    state = ave.new_game(players)
    draws = revolts = fires = 0
    late = [0, 0]  # draws and revolts after round 10, when the bags have thinned
    while not state.is_terminal() and state.round <= ROUND_LIMIT:
        seat = state.current_player()
        if seat == CHANCE:
            action = sample(state.chance_outcomes(), rng)
            if action[0] == "draw":
                draws += 1
                revolts += action[2].startswith("revolt")
                fires += action[2] in D.FIRE_QUARTERS
                if state.round > 10:
                    late[0] += 1
                    late[1] += action[2].startswith("revolt")
        else:
            action = choose[seat](state)
        state.apply(action)
    winners = state.winners() if state.is_terminal() else []
    routes = []
    for s in winners:
        parts = state.fame_parts(s)
        province = parts["provinces"] + parts["limes"]
        routes.append("province" if province > state.fame2(s) - province else "city")
    return {"rounds": state.round, "finished": state.is_terminal(), "styles": styles,
            "by_fame": max(state.scores()) >= D.FAME_TO_WIN,
            "fame": sorted(state.scores(), reverse=True),
            "winners": winners, "routes": routes, "draws": draws, "revolts": revolts,
            "fires": fires, "late": late,
            "held": sum(1 for p in D.PROVINCE_NUMBERS if state.owner[p] >= 0)}


def _seat_wins(style, won, played, games, players):
    """One seat's wins: its share of all games, and of the games it played with a 95% interval,
    beside a fair share."""
    low, high = wilson(won, played)
    return (f"{style} {100 * won / games:.0f}% (won {won:g} of {played} games played, "
            f"{100 * low:.0f}-{100 * high:.0f}% of them; a fair share {100 / players:.0f}%)")


def summarise(players, records):
    rounds = sorted(r["rounds"] for r in records)
    p90 = rounds[min(len(rounds) - 1, int(0.9 * len(rounds)))]
    kinds = list(dict.fromkeys(style for r in records for style in r["styles"]))
    wins = {style: 0.0 for style in kinds}
    seats = {style: 0 for style in kinds}
    routes = {"city": 0.0, "province": 0.0}
    for r in records:
        for style in r["styles"]:
            seats[style] += 1
        for s, route in zip(r["winners"], r["routes"]):
            wins[r["styles"][s]] += 1 / len(r["winners"])
            routes[route] += 1 / len(r["winners"])
    games = len(records)
    draws = sum(r["draws"] for r in records)
    late_draws = sum(r["late"][0] for r in records)
    late_revolts = sum(r["late"][1] for r in records)
    unfinished = sum(1 for r in records if not r["finished"])
    by_fame = sum(1 for r in records if r["by_fame"])
    print(f"{players} players, {games} games: rounds median {statistics.median(rounds):g}, "
          f"90th percentile {p90}, max {rounds[-1]}"
          + (f", {unfinished} unfinished" if unfinished else "")
          + f"; {by_fame} ended by {D.FAME_TO_WIN} fame, {games - by_fame - unfinished} after "
          f"the last round; winner's fame median "
          f"{statistics.median(r['fame'][0] for r in records):g}")
    print("  wins by seat: " + ", ".join(_seat_wins(style, wins[style], seats[style], games, players)
                                         for style in kinds))
    print(f"  wins by route: city {100 * routes['city'] / games:.0f}%, "
          f"province {100 * routes['province'] / games:.0f}%")
    print(f"  draws: {draws}, revolts {100 * sum(r['revolts'] for r in records) / draws:.1f}%, "
          f"fires {100 * sum(r['fires'] for r in records) / draws:.1f}% (revolts after round 10: "
          f"{100 * late_revolts / max(1, late_draws):.1f}%); provinces held at the end "
          f"{statistics.mean(r['held'] for r in records):.1f} on average")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per player count")
    parser.add_argument("--players", default="2,3,4", help="player counts, e.g. 2,3,4")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--seats", default=",".join(POLICIES),
                        help="who sits at the table in turn: policies or bots (random, greedy, "
                             "mcts:easy, mcts:normal ...)")
    args = parser.parse_args(argv)
    seats = tuple(args.seats.split(","))
    for players in (int(p) for p in args.players.split(",")):
        records = [play_game(players, args.seed + g, seats) for g in range(args.games)]
        summarise(players, records)


if __name__ == "__main__":
    main()
