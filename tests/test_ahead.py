"""Thinking ahead (engine/bots/ahead.py) through the engine's ``think`` command: the bot to move,
the stretch of bot and chance moves up to a person's decision, and while the person decides, the
stretches of the moves they are likely to make. Whatever was thought, whole or in slices, the
seeded game is the one played move by move."""

import json
import random

import pytest

from engine import api
from engine.bots import ahead
from engine.core import CHANCE
from test_api import call, start


def kept(session):
    """The choice kept for the position the game is at, or None."""
    return session.ahead.choice(session.position())


def memories(session):
    """Every bot seat's memory as plain data (see bots.memory)."""
    return {seat: ({key: sorted(taken) for key, taken in memory.taken.items()}, memory.next_key)
            for seat, memory in session.bot_memory.items()}


@pytest.mark.parametrize("game", ["marble", "aquileia"])
def test_a_bot_that_thinks_ahead_plays_the_same_game(game):
    """``think`` chooses the bot's move for the position without playing it and ``bot`` then
    plays it at once (no search); in slices (``slice_ms``), ``bot`` thinks what is left. A
    take-back discards it, and the seat's memory changes only when the move is played. A seeded
    game with a person's take-backs and every bot move thought ahead, whole or in slices, is the
    game played straight."""
    seats = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "bot", "level": "easy"},
             {"name": "Stefan", "kind": "bot", "level": "easy"}]

    def send(board, heard=None, **request):
        reply = json.loads(api.handle(json.dumps({"board": board, **request}),
                                      None if heard is None else lambda *done: heard.append(done)))
        assert reply["ok"], reply
        return reply

    def play(board, ahead, steps=90):
        session = start(board, seed=11, seats=seats, game=game)
        person, searched, cut = random.Random(4), 0, 0
        while len(session.history) < steps and session.next_kind() != "over":
            kind = session.next_kind()
            if kind == "chance":
                send(board, cmd="step")
            elif kind == "human":
                legal = [a["action"] for a in session.payload(0)["legal"]]
                chosen = person.choice(legal)
                others = [a for a in legal if a != chosen]
                if ahead and others:   # another move first, thought about by a bot, taken back
                    send(board, cmd="play", seat=0, action=others[0])
                    if session.next_kind() == "bot":
                        send(board, cmd="think", slice_ms=1)
                    send(board, cmd="undo", seat=0)
                    assert kept(session) is None
                send(board, cmd="play", seat=0, action=chosen)
            elif not ahead:
                send(board, cmd="bot")
            elif len(session.history) % 2:   # in slices, the last ones left to the bot
                step = len(session.history)
                before = kept(session)   # the bot's choice, begun once the one before was played
                assert send(board, cmd="think", steps=step - 1)["stale"]
                assert kept(session) is before and (before is None or not before.thinking.chosen)
                for _ in range(3):
                    reply = send(board, cmd="think", steps=step, slice_ms=1)
                    assert reply["steps"] == step and not reply["stale"]
                cut += not reply["chosen"]
                send(board, cmd="bot")
            else:
                memory, heard = memories(session), []
                assert send(board, heard, cmd="think")["chosen"]
                assert memories(session) == memory
                searched += bool(heard)
                heard.clear()
                send(board, heard, cmd="think")   # the same position: nothing to do again
                send(board, heard, cmd="bot")
                assert heard == []
        assert (searched and cut) or not ahead, "no bot searched, or none in slices"
        return session.history

    assert play("ahead", True) == play("straight", False)
    session = start("ahead", seed=11, seats=seats, game=game)
    for request, message in [({}, "not a bot's turn"), ({"slice_ms": 0}, "slice_ms"),
                             ({"slice_ms": "50"}, "slice_ms"), ({"steps": True}, "steps")]:
        refused = call(cmd="think", board="ahead", **request)
        assert not refused["ok"] and message in refused["error"], (request, refused)
        assert kept(session) is None


@pytest.mark.parametrize("game", ["marble", "massilia"])
def test_bots_thought_ahead_through_a_stretch_play_the_game_they_play_alone(game):
    """After a person's move, ``think`` with ``stretch`` chooses every bot move up to the person's
    next decision (chance drawn from the seed as ``step`` draws it), whole or in slices, with
    Normal's split search at three players; ``bot`` and ``step`` then play what was chosen. The
    seeded game is the one played straight. A take-back, or a move off the stretch, discards it."""
    seats = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "bot", "level": "easy"},
             {"name": "Stefan", "kind": "bot", "level": "normal"}]

    def send(board, **request):
        reply = call(board=board, **request)
        assert reply["ok"], reply
        return reply

    def play(board, ahead, steps=70):
        session = start(board, seed=5, seats=seats, game=game)
        person, thought, sliced, stretches = random.Random(3), 0, 0, 0
        while len(session.history) < steps and session.next_kind() != "over":
            kind = session.next_kind()
            if kind == "human":
                legal = [a["action"] for a in session.payload(0)["legal"]]
                if ahead and len(legal) > 1:   # another move, thought ahead, taken back
                    send(board, cmd="play", seat=0, action=legal[-1])
                    if session.next_kind() in ("bot", "chance"):
                        send(board, cmd="think", stretch=True, slice_ms=1)
                    send(board, cmd="undo", seat=0)
                    assert session.ahead.stretch is None and not session.ahead.guesses
                send(board, cmd="play", seat=0, action=person.choice(legal))
                if ahead and session.next_kind() in ("bot", "chance"):
                    stretches += 1
                    if stretches % 2:     # in slices
                        for _ in range(10_000):
                            reply = send(board, cmd="think", stretch=True, slice_ms=1,
                                         steps=len(session.history))
                            if reply["through"]:
                                break
                        sliced += 1
                    else:
                        reply = send(board, cmd="think", stretch=True)
                    assert reply["through"] and reply["chosen"], reply
                    thought += reply["thought"]
            elif kind == "chance":
                send(board, cmd="step")
            else:
                choice = kept(session)
                send(board, cmd="bot")
                if ahead:   # nothing left to think: the move chosen ahead is played
                    assert choice is not None and choice.thinking.chosen
        return session.history, thought, sliced

    steps = {"marble": 70, "massilia": 130}[game]   # enough of the game for 10 choices ahead
    ahead, thought, sliced = play("stretch", True, steps)
    straight, _, _ = play("straight", False, steps)
    assert ahead == straight
    assert thought >= 10 and sliced >= 2, (thought, sliced)
    refused = call(cmd="think", board="stretch", stretch="yes")
    assert not refused["ok"] and "stretch" in refused["error"]


def test_a_table_of_bots_is_thought_ahead_only_so_far():
    """With no person to stop it, a stretch ends ``AHEAD_MOST`` choices ahead; as the bots play
    them it goes on from there."""
    bots_only = [{"name": name, "kind": "bot", "bot": "random"} for name in ("Livia", "Chico")]
    session = start("bots", seed=2, seats=bots_only, game="marble")
    while session.next_kind() == "chance":
        call(cmd="step", board="bots")
    reply = call(cmd="think", board="bots", stretch=True)
    assert reply["through"] and reply["thought"] == ahead.AHEAD_MOST, reply
    for _ in range(5):
        call(cmd="step" if session.next_kind() == "chance" else "bot", board="bots")
    thought = call(cmd="think", board="bots", stretch=True, slice_ms=10_000)["thought"]
    assert thought >= ahead.AHEAD_MOST - 1, thought


PERSON_AND_BOTS = [{"name": "Livia", "kind": "human"},
                   {"name": "Chico", "kind": "bot", "level": "easy"},
                   {"name": "Stefan", "kind": "bot", "level": "normal"}]


def send(board, **request):
    reply = call(board=board, **request)
    assert reply["ok"], reply
    return reply


def legal_moves(session):
    return [tuple(entry["action"]) for entry in session.payload(0)["legal"]]


def guessed_moves(session):
    """The first move of every line guessed at the person's decision, most likely first."""
    return [guess.line[0][0] for guess in session.ahead.guesses]


def think_while_deciding(board, session, in_slices):
    """The bots think while the person decides: whole, or in slices of 1 ms until thought
    through (or a hundred slices)."""
    if not in_slices:
        return send(board, cmd="think", stretch=True)
    for _ in range(100):
        reply = send(board, cmd="think", stretch=True, slice_ms=1, steps=len(session.history))
        if reply["through"]:
            break
    return reply


@pytest.mark.parametrize("game", ["marble", "massilia"])
def test_bots_thinking_while_the_person_decides_play_the_game_they_play_alone(game):
    """At each of the person's decisions the bots think the stretches that would follow the
    person's likely moves (``think`` with ``stretch``), whole or in slices, with Normal's split
    search; the person then plays the plan's guess, another guess or a move nobody guessed.
    After a guessed move the stretch is the one thought: the next bot's choice is made before
    the bot is asked. The seeded game is the one played move by move with the same moves of the
    person."""

    def play(board, person):
        session = start(board, seed=5, seats=PERSON_AND_BOTS, game=game)
        rng, decisions, played_ahead, adopted = random.Random(8), 0, 0, 0
        moves = []
        while len(session.history) < 50 and session.next_kind() != "over":
            kind = session.next_kind()
            if kind == "chance":
                send(board, cmd="step")
            elif kind == "bot":
                choice = kept(session)
                if choice is not None and choice.thinking.chosen:
                    played_ahead += 1
                send(board, cmd="bot")
            elif person is not None:
                send(board, cmd="play", seat=0, action=person.pop(0))
            else:
                decisions += 1
                think_while_deciding(board, session, in_slices=decisions % 2 == 0)
                legal, guessed = legal_moves(session), guessed_moves(session)
                roll = rng.random()
                move = (guessed[0] if guessed and roll < 0.5 else
                        rng.choice(guessed) if guessed and roll < 0.75 else rng.choice(legal))
                moves.append(move)
                send(board, cmd="play", seat=0, action=list(move))
                if move not in guessed:   # a wrong guess is gone, its stretch with it
                    assert session.ahead.stretch is None and not session.ahead.guesses
                else:   # the guess goes on: its stretch is the game's, or its line goes on
                    assert session.ahead.guessed or session.ahead.inherited
                    adopted += session.ahead.guessed
        return session.history, moves, played_ahead, adopted

    guessing, moves, played_ahead, adopted = play("guessing", None)
    straight, _, _, _ = play("straight", list(moves))
    assert guessing == straight
    assert played_ahead >= 3 and adopted >= 2, (played_ahead, adopted)


def test_a_wrong_guess_is_discarded_and_its_trees_are_no_longer_awaited():
    """Guesses thought with helpers hand trees out; once the person makes a move nobody guessed,
    nothing of them is kept, and the next ``think`` awaits none of their trees."""
    seats = [PERSON_AND_BOTS[0]] + [{"name": name, "kind": "bot", "level": "normal"}
                                    for name in ("Chico", "Stefan")]
    session = start("wrong", seed=3, seats=seats, game="marble")
    while session.next_kind() != "human":
        send("wrong", cmd="step" if session.next_kind() == "chance" else "bot")
    steps = len(session.history)
    reply = send("wrong", cmd="think", stretch=True, helpers=2, steps=steps, slice_ms=60_000)
    assert reply["jobs"] and set(reply["awaited"]) >= {job["name"] for job in reply["jobs"]}
    handed = {job["name"] for job in reply["jobs"]}
    guessed = guessed_moves(session)
    assert guessed
    wrong = next(move for move in legal_moves(session) if move not in guessed)
    send("wrong", cmd="play", seat=0, action=list(wrong))
    assert session.ahead.stretch is None and not session.ahead.guesses
    later = send("wrong", cmd="think", stretch=True, steps=len(session.history), slice_ms=1)
    assert not handed & set(later["awaited"]), later


def test_a_take_back_while_the_bots_think_during_the_persons_turn_discards_the_guesses():
    """The person's turn is several decisions (a tile, then its place): while they decide on
    the place, the bots think in slices; a take-back of the tile is answered between two
    slices, discards what was guessed, and the game goes on as it would have."""
    session = start("undo", seed=5, seats=PERSON_AND_BOTS, game="marble")
    while session.next_kind() != "human":
        send("undo", cmd="step" if session.next_kind() == "chance" else "bot")
    tile = next(move for move in legal_moves(session) if move[0] == "play")
    send("undo", cmd="play", seat=0, action=list(tile))
    assert session.can_undo(0)
    for _ in range(200):   # until a guess's stretch is being thought
        reply = send("undo", cmd="think", stretch=True, slice_ms=1, steps=len(session.history))
        if reply["thought"]:
            break
    assert not reply["through"] and session.ahead.guesses, reply
    reply = send("undo", cmd="undo", seat=0)
    assert session.ahead.stretch is None and not session.ahead.guesses
    assert send("undo", cmd="think", stretch=True, steps=len(session.history), slice_ms=1)


def test_a_turn_guessed_at_its_first_decision_keeps_its_stretch_to_its_end():
    """A City of Marble turn is several decisions with chance between (a tile, its place, a
    magistrate, a bridge drawn, the second tile...). Guessed at its first decision, the plan's
    line is followed move by move, chance included, with no thinking asked in between, and the
    stretch thought for it at the start is the one the game goes on along."""
    session = start("turn", seed=3, seats=PERSON_AND_BOTS, game="marble")
    while session.next_kind() != "human":
        send("turn", cmd="step" if session.next_kind() == "chance" else "bot")
    send("turn", cmd="think", stretch=True)
    first = session.ahead.guesses[0]
    assert CHANCE in [actor for _action, actor in first.line], first.line
    for action, actor in first.line:
        if actor == CHANCE:
            send("turn", cmd="step")
        else:
            send("turn", cmd="play", seat=0, action=list(action))
    assert session.ahead.guessed and session.ahead.stretch is first.stretch
    while session.next_kind() == "chance":
        send("turn", cmd="step")
    assert kept(session).thinking.chosen   # the first bot's choice, made while she decided
