"""The search's hot paths are made faster without changing a single choice: fingerprints of
what the bots choose, taken before Aquileia's plan and City of Marble's evaluation were sped up,
must not move. A fingerprint is a digest of choices and values, so any change shows; one that
changes on purpose (a new rule, a new plan) is taken again with ``FINGERPRINT=print`` and the
change said in the commit.

Aquileia: whole games of plan players at every player count (the search plays thousands of
these) and the Normal search's choice, which plays the plan out. City of Marble: the plan's and
greedy's choices and values, and the Normal and Hard searches' choices. A split search is taken
both as one tree (the digests from before the speed-ups) and split into the level's trees.
Every game: the Hard search's trees (each root child's visits and values), Massilia's and AVE's
Normal trees, the plan's and greedy's choices and values, and a whole plan game.
"""

from __future__ import annotations

import hashlib
import os
import random

import pytest

import engine
from engine import bots
from engine.bots.plan import plan_module
from benchmarks.bench import decision_positions
from engine.core import CHANCE, sample


def positions(game_id, players, seed, count, spacing=9):
    """``count`` decision positions of random games, ``spacing`` decisions apart."""
    return decision_positions(game_id, players, count, seed=seed, spacing=spacing)


def digest(rows) -> str:
    return hashlib.sha256(repr(rows).encode()).hexdigest()[:16]


def check(name, rows, expected):
    found = digest(rows)
    if os.environ.get("FINGERPRINT") == "print":
        print(f"{name}: {found}")
    assert found == expected, f"{name}: the bots' choices changed ({found})"


def plan_games(game_id, players, seeds):
    plan = plan_module(game_id)
    rows = []
    for seed in seeds:
        rng = random.Random(seed)
        state = engine.new_game(game_id, players)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
                continue
            legal = state.legal_actions()
            action = legal[0] if len(legal) == 1 else plan.choose(state, seat, rng)
            rows.append(action)
            state.apply(action)
        rows.append(state.scores())
    return rows


AQUILEIA_PLAN_GAMES = {2: "b5f883c090b50144", 3: "1367ee74bc95152b", 4: "c85d5f0d89571771",
                       5: "761ab07da5a44d9e"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_aquileia_plan_games_are_unchanged(players):
    check(f"aquileia plan games, {players} players",
          plan_games("aquileia", players, range(4)), AQUILEIA_PLAN_GAMES[players])


# The one-tree search keeps the digest taken before the speed-ups; the level itself now splits
# its budget into trees (SEARCH_LEVELS), a change of level made on purpose, with its own digest.
@pytest.mark.parametrize("trees, expected", [(1, "81ad10df441047b5"), (None, "ab32fce685a3fd38")])
def test_aquileia_normal_search_plays_out_to_the_same_choices(trees, expected):
    rows = [bots.make("mcts", seed=k, level="normal", trees=trees).choose(state)
            for k, state in enumerate(positions("aquileia", 3, 1, 3))]
    check(f"aquileia normal, trees {trees}", rows, expected)


def test_marble_plan_and_greedy_choose_and_value_the_same():
    rows = []
    for k, state in enumerate(positions("marble", 3, 2, 8, spacing=5)):
        seat = state.current_player()
        rows.append(plan_module("marble").choose(state.clone(), seat, random.Random(k)))
        rows.append(bots.make("greedy", seed=k).action_values(state))
    check("marble plan and greedy", rows, "d202f93d6ecc0ba7")


@pytest.mark.parametrize("level, trees, expected", [
    ("normal", 1, "de4dbc398dc94c9b"), ("normal", None, "6aad18d57e848abf"),
    ("hard", 4, "12ebfaaa362749ae")])
def test_marble_search_makes_the_same_choices(level, trees, expected):
    rows = [bots.make("mcts", seed=k, level=level, trees=trees).choose(state)
            for k, state in enumerate(positions("marble", 3, 1, 4))]
    check(f"marble {level}, trees {trees}", rows, expected)


def test_marble_final_points_are_the_final_lines_added_up():
    rng = random.Random(3)
    for players in (2, 3, 4):
        state = engine.new_game("marble", players)
        checked = 0
        while not state.is_terminal():
            assert state.final_points() == [sum(v for _, v in lines)
                                            for lines in state.final_lines()]
            checked += 1
            if state.current_player() == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
        assert checked > 50


# --- every game at Hard, and the judgements the searches start from -----------------------------
# Taken before the engine was sped up for Hard on a phone (state copies, legal actions, the
# evaluations, greedy, the plans): a digest of the choice and of every root child's visits and
# summed values (to the bit), so the whole search is held, not only its pick.

def searched(game_id, level, seed, count, monkeypatch, **params):
    """Per position (the last ``count`` of the first four, away from the game's start): the
    level's choice and, per tree it grew, its root's children as ``(action, visits, totals)``."""
    from engine.bots import mcts

    roots = []
    grow = mcts.Tree.grow

    def grow_and_keep(tree, root, *args):
        yield from grow(tree, root, *args)
        roots.append([(action, child.visits, child.totals)
                      for action, child in root.children.items()])

    monkeypatch.setattr(mcts.Tree, "grow", grow_and_keep)
    rows = []
    for k, state in enumerate(positions(game_id, 3, seed, 4)[-count:]):
        roots.clear()
        choice = bots.make("mcts", seed=k, level=level, **params).choose(state)
        rows.append((choice, list(roots)))
    return rows


HARD = {"aquileia": "b8f4cc00e7bcd357", "massilia": "5eaa51dd6eb8c809",
        "marble": "8a6b4db6dae8aa38", "ave": "ad7539fdbcec12e5"}


@pytest.mark.parametrize("game_id", sorted(HARD))
def test_hard_search_grows_the_same_trees(game_id, monkeypatch):
    check(f"{game_id} hard", searched(game_id, "hard", 5, 1, monkeypatch), HARD[game_id])


NORMAL = {"massilia": "6258abf96d553ff2", "ave": "8b51ea2033cf36e2"}


@pytest.mark.parametrize("game_id", sorted(NORMAL))
def test_normal_search_grows_the_same_trees(game_id, monkeypatch):
    check(f"{game_id} normal", searched(game_id, "normal", 6, 2, monkeypatch), NORMAL[game_id])


JUDGEMENTS = {"aquileia": "253b1a7cf965ba0c", "massilia": "32f29dd21899cc26",
              "ave": "e53b2d2dd19e52aa"}


@pytest.mark.parametrize("game_id", sorted(JUDGEMENTS))
def test_plan_and_greedy_choose_and_value_the_same(game_id):
    rows = []
    for k, state in enumerate(positions(game_id, 3, 2, 6, spacing=5)):
        seat = state.current_player()
        rows.append(plan_module(game_id).choose(state.clone(), seat, random.Random(k)))
        rows.append(bots.make("greedy", seed=k).action_values(state))
    check(f"{game_id} plan and greedy", rows, JUDGEMENTS[game_id])


PLAN_GAMES = {"massilia": "074aeae33ba5a468", "marble": "29064022271c7387",
              "ave": "0d54cfab2fcef620"}


@pytest.mark.parametrize("game_id", sorted(PLAN_GAMES))
def test_plan_games_are_unchanged(game_id):
    check(f"{game_id} plan game, 3 players", plan_games(game_id, 3, [7]), PLAN_GAMES[game_id])


def test_aquileia_final_points_are_the_final_lines_added_up():
    for players in (2, 3, 5):
        rng = random.Random(players)
        state = engine.new_game("aquileia", players)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
        for seat in range(players):
            lines = state.final_lines(seat)
            assert state.final_points(seat) == sum(v for _, v in lines[:-1]) == lines[-1][1]
        assert any(state.scores())
