"""The JSON boundary the web worker calls: commands, errors, undo, save and load."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import api, bots

ROOT = Path(__file__).resolve().parent.parent

SEATS = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "human"},
         {"name": "Stefan", "kind": "bot"}]


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


def start(board, seed=42, seats=SEATS, game="aquileia"):
    reply = call(cmd="start", board=board, game=game, seats=seats, seed=seed)
    assert reply["ok"], reply
    return api.SESSIONS[board]


def advance_to_human(session, board):
    """Run chance and bot steps until a human is to move; returns that seat."""
    while session.next_kind() in ("chance", "bot"):
        reply = call(cmd="step" if session.next_kind() == "chance" else "bot", board=board)
        assert reply["ok"], reply
    return session.state.current_player()


def test_catalogue_lists_four_games():
    games = call(cmd="catalogue")["games"]
    assert [g["id"] for g in games if g["ready"]] == list(engine.GAMES)
    assert {g["id"] for g in games} == {"aquileia", "massilia", "marble", "ave"}


@pytest.mark.parametrize("request_, message", [
    ({"cmd": "start", "game": "chess", "seats": SEATS}, "no game called 'chess'"),
    ({"cmd": "start", "game": "aquileia", "seats": SEATS[:1]}, "2 to 5 players"),
    ({"cmd": "start", "game": "aquileia", "seats": SEATS, "seed": -3}, "seed"),
    ({"cmd": "start", "game": "aquileia", "seats": SEATS, "seed": "x"}, "seed"),
    ({"cmd": "start", "game": "aquileia", "seats": [{"name": "A", "kind": "robot"}] * 3},
     "'human' or 'bot'"),
    ({"cmd": "fly"}, "No game has been started"),
])
def test_bad_requests_get_clear_errors(request_, message):
    reply = call(board="errors", **request_)
    assert not reply["ok"] and message in reply["error"]


def test_malformed_json_is_an_error_not_a_crash():
    assert not json.loads(api.handle("{not json"))["ok"]


def test_illegal_play_changes_nothing():
    session = start("illegal")
    seat = advance_to_human(session, "illegal")
    before = json.dumps(session.state.to_json())
    for action in (["fly"], "pass", [], None, ["place", "nowhere", 1]):
        reply = call(cmd="play", board="illegal", seat=seat, action=action)
        assert not reply["ok"] and reply["error"]
    other = 1 - seat if seat in (0, 1) else 0
    reply = call(cmd="play", board="illegal", seat=other,
                 action=list(session.state.legal_actions()[0]))
    assert not reply["ok"] and "turn" in reply["error"]
    assert json.dumps(session.state.to_json()) == before
    assert len(session.history) == len(session.snapshots)


def test_payload_offers_actions_only_to_the_seat_to_move():
    session = start("payload")
    seat = advance_to_human(session, "payload")
    mine = call(cmd="view", board="payload", seat=seat)["view"]
    assert mine["legal"] and all(entry["label"] for entry in mine["legal"])
    for other in [None, *(s for s in range(3) if s != seat)]:
        assert call(cmd="view", board="payload", seat=other)["view"]["legal"] == []
    assert not call(cmd="view", board="payload", seat=7)["ok"]


def test_undo_takes_back_own_action_but_never_a_roll_or_another_seat():
    session = start("undo")
    seat = advance_to_human(session, "undo")
    before = json.dumps(session.state.to_json())
    reply = call(cmd="play", board="undo", seat=seat,
                 action=list(session.state.legal_actions()[0]))
    assert reply["ok"] and reply["view"]["can_undo"]
    others = [s for s in (0, 1, 2) if s != seat]
    assert not call(cmd="undo", board="undo", seat=others[0])["ok"]
    assert call(cmd="undo", board="undo", seat=seat)["ok"]
    assert json.dumps(session.state.to_json()) == before
    assert not call(cmd="undo", board="undo", seat=seat)["ok"], "the step before was not this seat's"


def test_chance_steps_are_reproducible_from_the_seed():
    first, second = start("seed-a", seed=9), start("seed-b", seed=9)
    for session, board in ((first, "seed-a"), (second, "seed-b")):
        for _ in range(40):
            kind = session.next_kind()
            if kind == "chance":
                call(cmd="step", board=board)
            elif kind == "over":
                break
            else:
                seat = session.state.current_player()
                call(cmd="play", board=board, seat=seat,
                     action=list(session.state.legal_actions()[-1]))
    assert first.history == second.history


def test_save_and_load_restore_the_same_game():
    session = start("save")
    for _ in range(30):
        advance_to_human(session, "save")
        if session.next_kind() == "over":
            break
        seat = session.state.current_player()
        call(cmd="play", board="save", seat=seat, action=list(session.state.legal_actions()[0]))
    save = call(cmd="save", board="save")["save"]
    text = json.dumps(save)
    reply = call(cmd="load", board="loaded", save=json.loads(text))
    assert reply["ok"], reply
    loaded = api.SESSIONS["loaded"]
    assert json.dumps(loaded.state.to_json()) == json.dumps(session.state.to_json())
    assert [line for line in loaded.log] == [line for line in session.log]


@pytest.mark.parametrize("damage, message", [
    (lambda s: "not json at all", "not a Ludi save"),
    (lambda s: {"format": "something-else"}, "not a Ludi save"),
    (lambda s: {**s, "version": 99}, "version"),
    (lambda s: {**s, "history": "nope"}, "damaged"),
    (lambda s: {**s, "history": s["history"][:5] + [["fly", 1]]}, "damaged at move 6"),
    (lambda s: {**s, "game": "chess"}, "no game called"),
])
def test_damaged_or_foreign_save_is_refused_and_changes_nothing(damage, message):
    session = start("keep")
    advance_to_human(session, "keep")
    good = call(cmd="save", board="keep")["save"]
    before = json.dumps(session.state.to_json())
    reply = call(cmd="load", board="keep", save=damage(good))
    assert not reply["ok"] and message in reply["error"], reply
    assert api.SESSIONS["keep"] is session
    assert json.dumps(session.state.to_json()) == before


def test_view_at_an_earlier_step_is_read_only():
    session = start("history")
    seat = advance_to_human(session, "history")
    steps = len(session.history)
    old = call(cmd="view", board="history", seat=seat, at=1)["view"]
    assert old["step"] == 1 and not old["live"] and old["legal"] == []
    assert all(line["step"] < 1 for line in old["log"])
    assert not call(cmd="view", board="history", seat=seat, at=steps + 1)["ok"]


def test_an_all_bot_game_plays_to_the_end_through_the_api():
    bots = [{"name": n, "kind": "bot"} for n in ("A", "B", "C", "D")]
    session = start("bots", seats=bots, seed=5)
    while session.next_kind() != "over":
        reply = call(cmd="step" if session.next_kind() == "chance" else "bot", board="bots")
        assert reply["ok"], reply
    final = call(cmd="view", board="bots", seat=None)["view"]
    assert final["over"] and final["winners"] and len(final["scores"]) == 4
    assert final["state"]["final"]


def test_a_searching_bot_reports_its_progress_to_the_caller():
    """The worker passes a callback with a request; a ``bot`` request's search calls it from its
    start to its whole budget. A chance step and a bot that does not search never call it."""
    seats = [{"name": "A", "kind": "bot", "level": "easy"}, {"name": "B", "kind": "bot"}]
    session = start("thinking", seats=seats, seed=3, game="marble")
    heard = []

    def send(cmd):
        reply = api.handle(json.dumps({"cmd": cmd, "board": "thinking"}),
                           lambda done, budget: heard.append((done, budget)))
        assert json.loads(reply)["ok"]

    def play_until(seat):   # with a choice: a forced move is played without a search
        while (session.state.current_player() != seat
               or len(session.state.legal_actions()) < 2):
            send("step" if session.next_kind() == "chance" else "bot")

    play_until(0)
    assert heard == []   # chance steps, and no search yet
    send("bot")
    budget = bots.LEVELS["easy"]["iterations"]
    assert heard[0] == (0, budget) and heard[-1] == (budget, budget) and len(heard) == 21
    play_until(1)
    heard.clear()
    send("bot")           # the random bot
    assert heard == []


def test_the_payload_names_who_rolled_the_dice_and_what_for():
    seats = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "bot"},
             {"name": "Stefan", "kind": "bot"}]
    session = start("rolls", seed=3, seats=seats)
    rolled = []
    while not session.state.is_terminal() and not any(r["seat"] == 0 for r in rolled):
        if advance_to_human(session, "rolls") != 0:
            break
        view = session.payload(0)
        rolled += [r for r in view["rolls"] if r["step"] >= (view["since"] or 0)]
        mine = [k for k, (_, actor) in enumerate(session.history) if actor == 0]
        assert view["since"] == (mine[-1] + 1 if mine else None)
        call(cmd="play", board="rolls", seat=0, action=view["legal"][0]["action"])
    assert rolled, "no dice were rolled"
    for roll in rolled:
        assert roll["seat"] in (0, 1, 2) and roll["dice"] and roll["purpose"]
        assert seats[roll["seat"]]["name"] in roll["text"] and "rolled" in roll["text"]
        public = session.snapshots[roll["step"] + 1].view(None)["dice"] \
            if roll["step"] + 1 < len(session.snapshots) else session.state.view(None)["dice"]
        assert roll["dice"] == public  # the dice as a spectator sees them, nothing more
    # A seat's own latest roll stays listed after others have rolled.
    view = session.payload(0)
    own = [k for k in range(len(session.history)) if session.history[k][1] == -1
           and (api._roll_at(session, k) or {}).get("seat") == 0]
    assert own, "Livia rolled no dice"
    assert own[-1] in [r["step"] for r in view["rolls"]]


def test_the_lobby_lists_the_games_without_loading_their_rules():
    """The first screen needs only the catalogue: the games' modules load when a game starts."""
    for game_id, (name, players) in engine.LISTED.items():
        module = engine.GAMES[game_id]
        assert (module.NAME, module.PLAYERS) == (name, players)
    script = ("import json, sys\nfrom engine import api\n"
              "api.handle(json.dumps({'cmd': 'catalogue'}))\n"
              "print(sorted(m for m in sys.modules if m.startswith('engine.games.')))")
    loaded = subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    assert loaded == "[]"
