"""A teacher's example made by playing it (engine/drafts.py): a draft from a seed, a saved game
or a rulebook example, every seat's moves made in turn, the draws falling as the seed says;
the file written from it (as make.js writes it) passes the loader of teachers' files and
plays the same steps; a broken draft is refused with where and why and changes nothing."""

from __future__ import annotations

import json
import random

from engine import api
from engine.lesson import from_teacher, start_session

MAX_SEED = 2**53 - 1


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


def play_on(reply, board, moves, rng):
    """From the draft's last `reply`, make `moves` decisions on the draft `board` (seeded random
    legal ones), letting every draw fall; the steps told, in order."""
    told = []
    for _ in range(1000):
        kind = reply["next"] if "next" in reply else reply["draft"]["next"]
        if kind == "over" or (kind != "chance" and moves == 0):
            break
        if kind == "chance":
            reply = call(cmd="draft_move", board=board)
        else:
            legal = reply["view"]["legal"]
            reply = call(cmd="draft_move", board=board, action=rng.choice(legal)["action"])
            moves -= 1
        assert reply["ok"], reply
        told.append(reply["step"])
    return told


def teacher_file(game, players, start, steps, question_at=None):
    """The file make.js writes: every step's action with a caption (the log's words), one
    decision asked as a question."""
    entries = []
    for k, step in enumerate(steps):
        entry = {"action": step["action"], "caption": step["said"] or "Dice or cards fall."}
        if k == question_at:
            entry.update(question="Which move now?", hint="Think of what the rules allow.")
        entries.append(entry)
    return {"format": "ludi-example", "version": 1, "game": game, "title": "Made by playing",
            "players": players, "start": start, "intro": "Where it starts.", "steps": entries}


def test_a_draft_from_a_seed_becomes_a_file_that_plays_the_same_steps():
    reply = call(cmd="draft", board="d", game="massilia", players=["Alain", "Bea"],
                 start={"seed": 11}, actions=[])
    assert reply["ok"] and reply["draft"]["players"] == ["Alain", "Bea"]
    steps = play_on(reply, "d", 5, random.Random(1))
    decisions = [k for k, step in enumerate(steps) if step["actor"] is not None]
    assert len(decisions) == 5 and all(steps[k]["label"] for k in decisions)
    assert all(step["said"] for step in steps)          # every step has the log's words
    written = teacher_file("massilia", ["Alain", "Bea"], {"seed": 11}, steps, decisions[2])
    example = from_teacher(json.loads(json.dumps(written)))
    assert [step.action for step in example.script] == [tuple(s["action"]) for s in steps]
    assert example.script[decisions[2]].question == "Which move now?"
    # the same moves again, rebuilt from the list: the draft the page restores after a reload
    again = call(cmd="draft", board="d2", game="massilia", players=["Alain", "Bea"],
                 start={"seed": 11}, actions=[s["action"] for s in steps])
    assert again["draft"]["steps"] == steps
    assert again["view"] == call(cmd="view", board="d", seat=again["draft"]["current"])["view"]


def test_a_draft_from_a_saved_game_with_a_secret_seed_needs_no_seed():
    """A save's history names every draw, so the file plays alike without the secret seed
    (beyond what JavaScript numbers keep exact)."""
    session = api.Session.start({"game": "aquileia", "seats": [
        {"name": "Livia", "kind": "bot"}, {"name": "Chico", "kind": "bot"}]})
    while len(session.history) < 30:
        session.step() if session.next_kind() == "chance" else session.bot_move()
    save = session.save()
    assert save["secret_seed"] and int(save["seed"]) > MAX_SEED
    reply = call(cmd="draft", board="s", game="aquileia", players=["Livia", "Chico"], start={},
                 actions=save["history"])
    assert reply["ok"], reply
    assert reply["view"]["state"] == json.loads(json.dumps(session.payload(
        session.state.current_player() if session.state.current_player() >= 0 else None)["state"]))
    steps = reply["draft"]["steps"] + play_on(reply, "s", 3, random.Random(2))
    lead = 20
    written = teacher_file("aquileia", ["Livia", "Chico"], {"actions": [s["action"] for s in steps[:lead]]},
                           steps[lead:])
    example = from_teacher(json.loads(json.dumps(written)))
    assert example.steps == len(steps) - lead
    end = call(cmd="view", board="s", seat=None)["view"]["state"]
    assert json.loads(json.dumps(start_session(example).payload(None)["state"])) == end


def test_a_draft_from_a_rulebook_example_takes_its_names_in_the_readers_language():
    reply = call(cmd="draft", board="b", game="massilia", start={"example": "purchase"},
                 actions=[], lang="de")
    assert reply["ok"], reply
    english = call(cmd="draft", board="e", game="massilia", start={"example": "purchase"}, actions=[])
    assert reply["draft"]["players"] != english["draft"]["players"]   # Massilia's "Red" is "Rot"
    steps = play_on(reply, "b", 2, random.Random(3))
    written = teacher_file("massilia", reply["draft"]["players"], {"example": "purchase"}, steps, 0)
    assert from_teacher(written).steps == len(steps)


def test_a_broken_draft_is_refused_with_where_and_why_and_changes_nothing():
    assert call(cmd="draft", board="x", game="marble", players=["Ann", "Ben"], start={"seed": 4},
                actions=[])["ok"]
    before = call(cmd="view", board="x", seat=None)["view"]
    refused = call(cmd="draft", board="x", game="marble", players=["Ann", "Ben"], start={"seed": 4},
                   actions=[["fly"]])
    assert not refused["ok"] and "Step 1 of the draft cannot be made" in refused["error"], refused
    for bad in ({"players": ["Ann"]}, {"start": {"seed": -1}}, {"start": "seven"},
                {"start": {"example": "nope"}}, {"actions": "all"}, {"game": "chess"}):
        request = {"cmd": "draft", "board": "x", "game": "marble", "players": ["Ann", "Ben"],
                   "start": {"seed": 4}, "actions": [], **bad}
        assert not call(**request)["ok"], bad
    assert not call(cmd="draft_move", board="x", action=["fly"])["ok"]
    assert not call(cmd="draft_move", board="nowhere")["ok"]
    assert call(cmd="view", board="x", seat=None)["view"] == before
