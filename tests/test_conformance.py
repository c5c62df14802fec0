"""One conformance test for every registered game: seeded random playouts at every player count.

Along each playout it checks, at every step, that legal actions and chance outcomes are well
formed, and at every few steps the more costly properties: clone and JSON round trip are exact,
an illegal action is refused and changes nothing, every view is JSON and ``determinize`` keeps
the seat's view while resampling only what that seat cannot see.
"""

import json
import math
import random

import pytest

import engine
from engine.core import CHANCE, TERMINAL, IllegalAction, action_text, as_action, parse_action, sample

SEEDS = (1, 2)
HEAVY_EVERY = 9  # costly checks on every ninth step keep the suite fast but still cover each phase


def cases():
    for game_id, module in engine.GAMES.items():
        for players in module.PLAYERS:
            for seed in SEEDS:
                yield pytest.param(game_id, players, seed, id=f"{game_id}-{players}p-seed{seed}")


def snapshot(state):
    return json.dumps(state.to_json(), sort_keys=True)


def check_action_shape(action):
    assert isinstance(action, tuple) and action and isinstance(action[0], str), action
    assert as_action(list(action)) == action
    assert parse_action(action_text(action)) == action


def check_chance(state):
    outcomes = state.chance_outcomes()
    assert outcomes, "a chance node needs outcomes"
    actions = [a for a, _ in outcomes]
    assert len(set(actions)) == len(actions), "chance outcomes must be distinct"
    for action, probability in outcomes:
        check_action_shape(action)
        assert 0 < probability <= 1
    assert math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9)


def check_decision(state):
    legal = state.legal_actions()
    assert legal, "a player to move needs at least one legal action"
    assert len(set(legal)) == len(legal), "legal actions must be distinct"
    assert legal == state.legal_actions(), "legal actions must come in a stable order"
    for action in legal:
        check_action_shape(action)


def check_illegal_refused(state):
    before = snapshot(state)
    for bad in (("no-such-verb",), ["fly", 99], "pass", [], [1, 2], ["pass", 1.5]):
        with pytest.raises(IllegalAction):
            engine.play(state, bad)
        assert snapshot(state) == before, f"a refused action {bad!r} changed the state"


def check_clone_and_json(state, module, action):
    before = snapshot(state)
    copy = state.clone()
    assert snapshot(copy) == before
    restored = engine.from_json(json.loads(json.dumps(state.to_json())))
    assert snapshot(restored) == before
    copy.apply(action)
    restored.apply(action)
    assert snapshot(copy) == snapshot(restored)
    assert snapshot(state) == before, "applying to a clone changed the original"
    return snapshot(copy)


def check_views(state, players, rng_seed):
    for seat in [None, *range(players)]:
        view = state.view(seat)
        json.dumps(view)
        for key in ("status", "players", "hand", "dice", "board"):
            assert key in view, f"view lacks {key!r}"
        assert len(view["players"]) == players
        if seat is None:
            assert view["hand"] == []
            continue
        world = state.determinize(seat, random.Random(rng_seed))
        assert world.view(seat) == view, "determinize must keep the seat's view"
        assert world.current_player() == state.current_player()
        again = world.determinize(seat, random.Random(rng_seed))
        assert snapshot(again) == snapshot(world), \
            "determinize must depend only on the seat's view and the rng"


@pytest.mark.parametrize("game_id, players, seed", list(cases()))
def test_random_playout(game_id, players, seed):
    module = engine.GAMES[game_id]
    state = engine.new_game(game_id, players)
    assert state.game_id == game_id and state.players == players
    rng = random.Random(f"{game_id}:{players}:{seed}")
    history = []
    pieces = state.pieces()
    assert pieces, "a game counts its pieces"
    while not state.is_terminal():
        assert len(history) < 50_000, "the game must end by its rules"
        current = state.current_player()
        if current == CHANCE:
            check_chance(state)
            action = sample(state.chance_outcomes(), rng)
        else:
            assert 0 <= current < players
            check_decision(state)
            action = rng.choice(state.legal_actions())
        if len(history) % HEAVY_EVERY == 0:
            check_illegal_refused(state)
            check_views(state, players, len(history))
            expected = check_clone_and_json(state, module, action)
            state.apply(action)
            assert snapshot(state) == expected
            assert state.pieces() == pieces, "no piece comes or goes: every one is somewhere"
        else:
            state.apply(action)
        history.append(action)

    assert state.current_player() == TERMINAL
    assert state.legal_actions() == []
    assert state.pieces() == pieces
    scores, winners, returns = state.scores(), state.winners(), state.returns()
    assert len(scores) == players and len(returns) == players
    assert winners and set(winners) <= set(range(players))
    assert math.isclose(sum(returns), 1.0)
    check_views(state, players, 0)
    with pytest.raises(IllegalAction):
        engine.play(state, history[-1])

    replay = engine.new_game(game_id, players)
    for action in history:
        engine.play(replay, json.loads(json.dumps(list(action))))
    assert snapshot(replay) == snapshot(state), "replaying the actions must give the same game"


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_determinize_resamples_hidden_facts(game_id):
    """Some hidden fact gets resampled within a few seeded games (a no-op determinize fails)."""
    players = engine.GAMES[game_id].PLAYERS[-1]
    for seed in range(20):
        state, rng = engine.new_game(game_id, players), random.Random(seed)
        while not state.is_terminal():
            for seat in range(players):
                world = state.determinize(seat, random.Random(seed))
                if snapshot(world) != snapshot(state):
                    return
            if state.current_player() == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
    pytest.fail("determinize never changed anything: hidden information is not resampled")


# Where each game's board reads a seat's points for its panels and score track (web/games/).
BOARD_POINTS = {
    "aquileia": lambda player: player["stats"][0][1],
    "massilia": lambda player: player["counts"]["reputation"],
    "marble": lambda player: player["points"],
    "ave": lambda player: player["fame"],
}


@pytest.mark.parametrize("game_id", sorted(engine.LISTED))
def test_where_a_game_ends_the_board_shows_the_final_scoring(game_id):
    """The panels and the score track show each seat's final total once the game is over (not
    only the final lines beside it), for every seat and the spectator alike."""
    for seed in range(20):      # a game whose totals can be told apart (random play scores little)
        state = engine.new_game(game_id, 3)
        engine.playout(state, random.Random(seed))
        scores = state.scores()
        if len(set(scores)) > 1:
            break
    assert state.is_terminal() and len(set(scores)) > 1, scores
    for viewer in (None, 0, 1, 2):
        shown = [BOARD_POINTS[game_id](player) for player in state.view(viewer)["players"]]
        assert shown == scores, (viewer, shown, scores)
