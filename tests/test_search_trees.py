"""A level that splits its search into trees chooses the same wherever the trees grow: here one
after another, or from their jobs' JSON text in another process (the page's helper workers),
through the engine's ``think`` and ``grow`` commands as the worker uses them."""

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.bench import decision_positions
from engine import api, bots
from engine.bots import mcts
from engine.bots.thinking import Farm, Thinking

ROOT = Path(__file__).resolve().parent.parent
# ``Thinking.advance`` waits for trees grown elsewhere only when given a deadline; this one never
# comes, so the search stops only where it waits for them or has chosen (its budget is a count).
NO_DEADLINE = math.inf


def call(request):
    return json.loads(api.handle(json.dumps(request)))


def grown_elsewhere(jobs):
    """The jobs' trees grown by ``grow`` in another Python, with another hash seed."""
    script = ("import json, sys\nfrom engine import api\n"
              "for line in sys.stdin:\n"
              "    print(api.handle(json.dumps({'cmd': 'grow', 'job': json.loads(line)})))\n")
    env = {**os.environ, "PYTHONHASHSEED": "4321", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", script], input="".join(
        json.dumps(job["job"]) + "\n" for job in jobs), capture_output=True, text=True,
        env=env, check=True, cwd=ROOT).stdout
    replies = [json.loads(line) for line in out.splitlines()]
    assert all(reply["ok"] for reply in replies), replies
    return [{"name": job["name"], "visits": reply["visits"]} for job, reply in zip(jobs, replies)]


@pytest.mark.parametrize("game_id", ["marble", "aquileia"])
def test_trees_grown_elsewhere_give_the_choice_made_here(game_id):
    for k, state in enumerate(decision_positions(game_id, 3, 2, seed=3)):
        here = bots.make("mcts", seed=k, level="normal", iterations=60, trees=3)
        expected = here.choose(state.clone())
        bot = bots.make("mcts", seed=k, level="normal", iterations=60, trees=3)
        bot.farm = Farm(helpers=2)
        thinking = Thinking(bot, state.clone())
        assert not thinking.advance(until=NO_DEADLINE)
        assert thinking.waiting   # only the trees handed out are left
        jobs = bot.farm.sent()
        assert len(jobs) == 2
        for tree in grown_elsewhere(jobs):
            bot.farm.deliver(tree["name"], {"visits": tree["visits"]})
        assert thinking.advance(until=NO_DEADLINE)
        assert thinking.action == expected
        assert sum(count for tree in grown_elsewhere(jobs) for _a, count in tree["visits"]) > 0


def test_a_split_search_spends_its_whole_budget_over_its_trees():
    state = decision_positions("marble", 3, 1, seed=5)[0]
    bot = bots.make("mcts", seed=1, level="normal", iterations=100, trees=3)
    shares = []
    original = mcts.growing

    def counted(job, done=0, budget=None):
        shares.append(job["iterations"])
        return (yield from original(job, done, budget))
    mcts.growing = counted
    try:
        bot.choose(state)
    finally:
        mcts.growing = original
    assert shares == [34, 33, 33] and bot.last_iterations == 100


def game_at_a_bot_decision(seed, board="trees"):
    """A City of Marble game of three Normal bots on ``board``, stepped to a bot's real choice
    (the same position for the same seed: the bots are seeded by the game's)."""
    seats = [{"name": n, "kind": "bot", "level": "normal"} for n in ("A", "B", "C")]
    assert call({"cmd": "start", "game": "marble", "seed": seed, "seats": seats,
                 "board": board})["ok"]
    session = api.SESSIONS[board]
    while True:
        if session.next_kind() == "chance":
            call({"cmd": "step", "board": board})
        elif len(session.state.legal_actions()) > 1:
            return session
        else:
            call({"cmd": "bot", "board": board})


def think(steps, **extra):
    """A ``think`` on the test's board, long enough to reach what is left to wait for."""
    return call({"cmd": "think", "board": "trees", "steps": steps, "slice_ms": 60_000, **extra})


def chosen_alone(seed):
    """The move the bot makes at :func:`game_at_a_bot_decision` in one request, no helpers."""
    session = game_at_a_bot_decision(seed, board="alone")
    assert call({"cmd": "bot", "board": "alone"})["ok"]
    return session.history[-1][0]


def test_the_worker_protocol_hands_out_trees_and_plays_the_same_move():
    session = game_at_a_bot_decision(3)
    steps = len(session.history)
    reply = think(steps, helpers=2)
    assert reply["ok"] and not reply["chosen"] and reply["waiting"]
    assert len(reply["jobs"]) == 2   # City of Marble's Normal: 3 trees, 2 of them elsewhere
    assert reply["trees"] == 3       # what the page starts its growers by
    grown = grown_elsewhere(reply["jobs"])
    again = think(steps, grown=grown)
    assert again["ok"] and again["chosen"] and again["jobs"] == []
    assert call({"cmd": "bot", "board": "trees", "seat": None})["ok"]
    assert session.history[-1][0] == chosen_alone(3)


def test_a_bot_request_grows_here_the_trees_that_are_not_back():
    session = game_at_a_bot_decision(4)
    steps = len(session.history)
    reply = think(steps, helpers=2)
    assert reply["waiting"] and len(reply["jobs"]) == 2
    assert call({"cmd": "bot", "board": "trees"})["ok"]   # never waits for the helpers
    assert session.history[-1][0] == chosen_alone(4)


@pytest.mark.parametrize("job, problem", [
    ("not json", "not a JSON object"),
    ({"state": {}}, "seat is None"),
    ("[1, 2]", "not a JSON object"),
])
def test_a_malformed_job_is_refused_with_a_reason(job, problem):
    reply = call({"cmd": "grow", "job": job})
    assert not reply["ok"] and "not a search tree's job" in reply["error"]
    assert problem in reply["error"]


def test_a_job_with_a_state_of_no_game_is_refused():
    state = decision_positions("marble", 3, 1, seed=5)[0]
    bot = bots.make("mcts", seed=1, level="normal", iterations=30, trees=2)
    bot.farm = Farm(helpers=1)
    Thinking(bot, state).advance(until=NO_DEADLINE)
    job = json.loads(bot.farm.sent()[0]["job"])
    job["state"]["game"] = "chess"
    reply = call({"cmd": "grow", "job": json.dumps(job)})
    assert not reply["ok"] and "chess" in reply["error"]


@pytest.mark.parametrize("extra", [{"helpers": -1}, {"helpers": True}, {"helpers": 99},
                                   {"grown": "x"}, {"grown": [{"name": "a"}]},
                                   {"grown": [{"name": "a", "visits": [["place"]]}]}])
def test_a_think_request_with_bad_helpers_or_trees_is_refused_and_changes_nothing(extra):
    session = game_at_a_bot_decision(5)
    steps = len(session.history)
    reply = call({"cmd": "think", "board": "trees", "steps": steps, "slice_ms": 50, **extra})
    assert not reply["ok"] and reply["error"]
    assert session.ahead.choice(session.position()) is None and len(session.history) == steps


def test_trees_is_a_small_whole_number():
    for trees in (0, 17, 2.5, True):
        with pytest.raises(ValueError, match="trees"):
            bots.make("mcts", trees=trees)


def test_a_tree_given_back_grows_here_in_slices():
    session = game_at_a_bot_decision(6)
    steps = len(session.history)
    reply = think(steps, helpers=2)
    assert reply["waiting"] and len(reply["jobs"]) == 2
    first, second = reply["jobs"]
    # One helper failed: its tree comes back to grow here; the other's result arrives.
    reply = think(steps, given_back=[first["name"]])
    assert reply["ok"] and reply["waiting"] and not reply["chosen"]
    reply = think(steps, grown=grown_elsewhere([second]))
    assert reply["chosen"]
    assert call({"cmd": "bot", "board": "trees"})["ok"]
    assert session.history[-1][0] == chosen_alone(6)


def test_given_back_must_name_trees():
    session = game_at_a_bot_decision(5)
    reply = call({"cmd": "think", "board": "trees", "steps": len(session.history),
                  "slice_ms": 50, "given_back": [3]})
    assert not reply["ok"] and "given_back" in reply["error"] and session.ahead.choice(session.position()) is None


@pytest.mark.parametrize("players, handed", [(2, 0), (3, 2)])
def test_a_level_splits_its_search_from_three_players(players, handed):
    """City of Marble's Normal: 3 trees from 3 players (two bots between a person's decisions),
    one tree at 2 (where the split lost to greedy)."""
    state = decision_positions("marble", players, 1, seed=5)[0]
    bot = bots.make("mcts", seed=1, level="normal", iterations=60)
    bot.farm = Farm(helpers=2)
    done = Thinking(bot, state).advance(until=NO_DEADLINE)
    assert len(bot.farm.sent()) == handed and done == (handed == 0)
