"""A table's record checked once the game is over (engine.fairness, the engine's ``verify``):
a fair game passes; a changed draw, share, commitment or seed, a record other than what a
device was shown, and a device's own move left out are each caught at the first place they
differ. The page keeps its views' digests as this module computes them (web/table/trail.js,
run here under node)."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
from pathlib import Path

import pytest

from engine import api
from engine.core import CHANCE
from engine.fairness import canonical, commitment_of, seed_of, view_digest
from engine.session import Session

ROOT = Path(__file__).resolve().parent.parent
SEATS = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "human"},
         {"name": "Stefan", "kind": "bot", "bot": "random"}]


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


def table(game_id="aquileia", seed=1, seats=SEATS):
    """A finished game whose seed three devices drew together: (save, parties, session)."""
    rng = random.Random(seed)
    shares = [f"{rng.getrandbits(128):032x}" for _ in range(3)]
    parties = [{"who": who, "commitment": commitment_of(share), "share": share}
               for who, share in zip(["Host", "Chico", "Stefan"], shares)]
    session = Session.start({"game": game_id, "seats": seats, "seed": str(seed_of(shares)),
                             "secret_seed": True})
    while not session.state.is_terminal():
        kind = session.next_kind()
        if kind == "chance":
            session.step()
        elif kind == "bot":
            session.bot_move()
        else:
            session.play(session.state.current_player(), rng.choice(session.state.legal_actions()))
    return session.save(), parties, session


@pytest.fixture(scope="module")
def finished():
    return table()


def verify(save, parties, **more):
    reply = call(cmd="verify", save=save, parties=parties, **more)
    assert reply["ok"], reply
    return reply


def first_draw(session, after=0):
    return next(k for k, (_action, actor) in enumerate(session.history)
                if actor == CHANCE and k >= after)


def trail(session, seat, lang="en", every=6):
    """What the seat's page keeps: the digests of the views it was sent (as they arrived,
    through JSON; here of every sixth step and the last) and its own moves."""
    replay = Session.start({**session.save(), "history": []})
    replay.lang = lang
    saw, moves = [], []
    for step, (action, actor) in enumerate(session.history):
        if step % every == 0:
            view = json.loads(json.dumps(replay.payload(seat)))
            saw.append([step, lang, view_digest(view["state"])])
        if actor == seat:
            moves.append([step, list(action)])
        replay.apply(action)
    saw.append([len(session.history), lang, view_digest(json.loads(json.dumps(replay.payload(seat)))["state"])])
    return saw, moves


def test_a_fair_game_passes_and_says_so(finished):
    save, parties, session = finished
    draws = sum(1 for _action, actor in session.history if actor == CHANCE)
    reply = verify(save, parties, committed=[p["commitment"] for p in parties])
    assert reply["fair"] and reply["problem"] is None and reply["draws"] == draws > 5
    assert reply["steps"] == len(session.history) and reply["seed"] == save["seed"]
    assert f"all {draws} draws of the game are the seed's" in reply["text"]
    german = verify(save, parties, lang="de")["text"]
    assert "fair" in german and "Startwert" in german


def test_the_seed_is_the_first_128_bits_of_the_shares_hash():
    shares = ["00" * 16, "ab" * 16, "ff" * 16]
    digest = hashlib.sha256(".".join(shares).encode()).hexdigest()
    assert seed_of(shares) == int(digest[:32], 16) < 2**128
    assert commitment_of("ab" * 16) == hashlib.sha256(("ludi-seed-commit:" + "ab" * 16).encode()).hexdigest()


def test_a_changed_draw_is_named_at_its_move(finished):
    save, parties, session = finished
    step = first_draw(session, after=20)
    state = session.snapshots[step]
    played = session.history[step][0]
    other = next(action for action, _p in state.chance_outcomes() if action != played)
    history = [list(a) for a in save["history"]]
    history[step] = list(other)
    reply = verify({**save, "history": history}, parties)
    assert not reply["fair"] and reply["problem"] == "draw" and reply["step"] == step
    assert f"move {step + 1} is not the draw the seed gives there: " in reply["text"]
    # a draw the game cannot make there at all
    history[step] = ["nonsense", 99]
    reply = verify({**save, "history": history}, parties)
    assert reply["problem"] == "draw" and reply["step"] == step


def test_every_share_is_checked_against_its_commitment(finished):
    save, parties, _session = finished
    changed = [dict(p) for p in parties]
    changed[1]["share"] = "0" * 32
    reply = verify(save, changed)
    assert reply["problem"] == "share" and "Chico's share" in reply["text"]
    # a share and its commitment both replaced: the commitments this device was sent catch it
    changed[1]["commitment"] = commitment_of("0" * 32)
    committed = [p["commitment"] for p in parties]
    assert verify(save, changed)["problem"] == "seed"
    assert verify(save, changed, committed=committed)["problem"] == "commitments"


def test_a_seed_not_made_of_the_shares_is_caught(finished):
    save, parties, _session = finished
    assert verify({**save, "seed": str(int(save["seed"]) + 1)}, parties)["problem"] == "seed"
    # a seed everybody could read while playing is not the table's either
    public = {k: v for k, v in save.items() if k != "secret_seed"}
    public["seed"] = 7
    assert verify(public, parties)["problem"] == "seed"


def test_what_a_device_was_shown_and_played_is_checked_against_the_record(finished):
    save, parties, session = finished
    saw, moves = trail(session, 1)
    assert verify(save, parties, seat=1, saw=saw, moves=moves)["fair"]
    assert verify(save, parties, seat=1, saw=trail(session, 1, "nl")[0])["fair"]
    # a view it was shown that the record does not give
    wrong = [list(entry) for entry in saw]
    wrong[5][2] = "0" * 16
    reply = verify(save, parties, seat=1, saw=wrong)
    assert reply["problem"] == "view" and reply["step"] == 30 and "after 30 moves" in reply["text"]
    # its own move, played otherwise in the record
    step, action = moves[3]
    other = [m for m in moves if m[1] != action][0][1]
    reply = verify(save, parties, seat=1, moves=[[step, other]])
    assert reply["problem"] == "move" and reply["step"] == step
    # a record cut short of what it saw
    cut = {**save, "history": save["history"][:40]}
    reply = verify(cut, parties, seat=1, saw=saw[:7] + [[60, "en", saw[10][2]]])
    assert reply["problem"] == "short"


def test_a_fair_looking_record_of_another_game_is_caught_by_what_the_device_saw(finished):
    """A host that played other draws than the seed's and then sends a record of a game whose
    draws are all the seed's: the shares and the draws check out, the device's own views do
    not."""
    save, parties, session = finished
    saw, _moves = trail(session, 1)
    forged = Session.start({**save, "history": []})
    rng = random.Random(5)
    while not forged.state.is_terminal():
        if forged.next_kind() == "chance":
            forged.step()
        else:
            forged.apply(rng.choice(forged.state.legal_actions()))
    assert forged.history != session.history
    reply = verify(forged.save(), parties)
    assert reply["fair"]
    reply = verify(forged.save(), parties, seat=1, saw=saw)
    assert reply["problem"] == "view"


@pytest.mark.parametrize("request_", [
    {"save": "{", "parties": [{"who": "a", "commitment": "b", "share": "c"}]},
    {"save": {"format": "ludi-save"}, "parties": []},
    {"save": {"format": "ludi-save", "history": []}, "parties": [{"who": 1}]},
    {"save": {"format": "ludi-save", "history": []},
     "parties": [{"who": "a", "commitment": "b", "share": "c"}], "saw": [[1, "en"]]},
])
def test_a_malformed_verify_request_is_refused(request_):
    reply = call(cmd="verify", **request_)
    assert not reply["ok"] and reply["error"]


def test_numbers_are_written_as_javascript_writes_them():
    numbers = [1.0, 0.5, 0.003, -2.5, 1e-7, 1.5e-5, -3.14e-6, 1e21, 1.2345e22, 1e16, 123.456, 0.1 + 0.2]
    written = ["1", "0.5", "0.003", "-2.5", "1e-7", "0.000015", "-0.00000314", "1e+21", "1.2345e+22",
               "10000000000000000", "123.456", "0.30000000000000004"]
    by_node = subprocess.run(["node", "-e", "process.stdout.write(JSON.stringify(JSON.parse("
                              "require('fs').readFileSync(0, 'utf8')).map((n) => JSON.stringify(n))))"],
                             input=json.dumps(numbers), capture_output=True, text=True, check=True)
    assert [canonical(n) for n in numbers] == written == json.loads(by_node.stdout)


def test_the_page_digests_a_view_as_the_engine_does():
    """web/table/trail.js under node, on views of every game (AVE's hold fractions)."""
    views = []
    for game_id in ("aquileia", "massilia", "marble", "ave"):
        session = Session.start({"game": game_id, "seats": SEATS, "seed": 3})
        rng = random.Random(3)
        for _ in range(150):
            if session.state.is_terminal():
                break
            if session.next_kind() == "chance":
                session.step()
            else:
                session.apply(rng.choice(session.state.legal_actions()))
        session.lang = "de"
        views.append(json.loads(json.dumps(session.payload(1)))["state"])
    script = ("import(process.argv[1]).then(async ({ viewDigest }) => {"
              " const views = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
              " const out = []; for (const v of views) out.push(await viewDigest(v));"
              " process.stdout.write(JSON.stringify(out)); })")
    done = subprocess.run(["node", "-e", script, str(ROOT / "web" / "table" / "trail.js")],
                          input=json.dumps(views), capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == [view_digest(view) for view in views]
