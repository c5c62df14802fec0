"""The JSON boundary the web worker calls: commands, errors, undo, save and load, sharing."""

import base64
import json
import random
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

import engine
from engine import api, bots
from engine import session as session_module
from engine.core import CHANCE
from engine.record import diff, patch

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
                    assert session.kept is None
                send(board, cmd="play", seat=0, action=chosen)
            elif not ahead:
                send(board, cmd="bot")
            elif len(session.history) % 2:   # in slices, the last ones left to the bot
                step = len(session.history)
                assert send(board, cmd="think", steps=step - 1)["stale"]
                assert session.kept is None
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
        assert session.kept is None


@pytest.mark.parametrize("game", ["marble", "massilia"])
def test_bots_thought_ahead_through_a_stretch_play_the_game_they_play_alone(game):
    """After a person's move, ``think`` with ``ahead`` chooses every bot move up to the person's
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
                        send(board, cmd="think", ahead=True, slice_ms=1)
                    send(board, cmd="undo", seat=0)
                    assert session.stretch == {} and session.stretch_path == {}
                send(board, cmd="play", seat=0, action=person.choice(legal))
                if ahead and session.next_kind() in ("bot", "chance"):
                    stretches += 1
                    if stretches % 2:     # in slices
                        for _ in range(10_000):
                            reply = send(board, cmd="think", ahead=True, slice_ms=1,
                                         steps=len(session.history))
                            if reply["through"]:
                                break
                        sliced += 1
                    else:
                        reply = send(board, cmd="think", ahead=True)
                    assert reply["through"] and reply["chosen"], reply
                    thought += reply["ahead"]
            elif kind == "chance":
                send(board, cmd="step")
            else:
                kept = session.kept
                send(board, cmd="bot")
                if ahead:   # nothing left to think: the move chosen ahead is played
                    assert kept is not None and kept[1].chosen
        return session.history, thought, sliced

    steps = {"marble": 70, "massilia": 130}[game]   # enough of the game for 10 choices ahead
    ahead, thought, sliced = play("stretch", True, steps)
    straight, _, _ = play("straight", False, steps)
    assert ahead == straight
    assert thought >= 10 and sliced >= 2, (thought, sliced)
    refused = call(cmd="think", board="stretch", ahead="yes")
    assert not refused["ok"] and "ahead" in refused["error"]


def test_a_table_of_bots_is_thought_ahead_only_so_far():
    """With no person to stop it, a stretch ends ``AHEAD_MOST`` choices ahead; as the bots play
    them it goes on from there."""
    bots_only = [{"name": name, "kind": "bot", "bot": "random"} for name in ("Livia", "Chico")]
    session = start("bots", seed=2, seats=bots_only, game="marble")
    while session.next_kind() == "chance":
        call(cmd="step", board="bots")
    reply = call(cmd="think", board="bots", ahead=True)
    assert reply["through"] and reply["ahead"] == session_module.AHEAD_MOST, reply
    for _ in range(5):
        call(cmd="step" if session.next_kind() == "chance" else "bot", board="bots")
    ahead = call(cmd="think", board="bots", ahead=True, slice_ms=10_000)["ahead"]
    assert ahead >= session_module.AHEAD_MOST - 1, ahead


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
           and (session_module._roll_at(session, k) or {}).get("seat") == 0]
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


# --- sharing a game: the spectator's record ----------------------------------------------------

BOTS = [{"name": name, "kind": "bot"} for name in ("Livia", "Chico", "Stefan")]
MID_GAME = {"aquileia": 100, "massilia": 150, "marble": 100, "ave": 200}  # steps played


def play_unseeded(board, game, steps):
    """An unseeded (secret-seed) game of bots at least ``steps`` steps in, running, in which
    a hidden card or tile has been drawn (a new game where the first ends without one)."""
    while True:
        reply = call(cmd="start", board=board, game=game, seats=BOTS)
        assert reply["ok"], reply
        session = api.SESSIONS[board]
        assert session.secret_seed
        hidden = False
        while session.next_kind() != "over" and (len(session.history) < steps or not hidden):
            chance = session.next_kind() == "chance"
            reply = call(cmd="step" if chance else "bot", board=board)
            assert reply["ok"], reply
            hidden = hidden or (chance and hidden_outcome(session, len(session.history) - 1))
        if session.next_kind() != "over":
            return session


def hidden_outcome(session, k) -> bool:
    """Whether a spectator could not tell chance step ``k``'s outcome from another one."""
    action = session.history[k][0]
    before = session.snapshots[k]
    after = session.snapshots[k + 1] if k + 1 < len(session.history) else session.state
    seen = json.dumps(after.view(None), sort_keys=True)
    for other, _ in before.chance_outcomes():
        if other != action:
            twin = before.clone()
            twin.apply(other)
            if json.dumps(twin.view(None), sort_keys=True) == seen:
                return True
    return False


def link_code(shared) -> str:
    """What the page puts in a link: the JSON deflated (raw) in base64url, as share-code.js."""
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    text = json.dumps(shared, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).decode().rstrip("=")


def link_text(code: str) -> str:
    """A link's code read back: base64url, then raw deflate."""
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    return zlib.decompressobj(-15).decompress(raw).decode()


def secrets_of(session) -> set:
    """What no spectator of ``session`` may learn, each as it would stand in a link's JSON.

    The secret seed's digits; every chance outcome a spectator could not tell from another
    one (drawn into a hand: the spectator's view after it is the same as after another
    outcome), as its action's JSON; and every text in a seat's own view that no spectator's
    view at any step shows (the ids and names of cards in hands).
    """
    steps = len(session.history)
    public = [session.payload(None, at) for at in range(steps + 1)]
    public_text = json.dumps(public)
    secrets = {str(session.seed)}
    secrets.update(json.dumps(list(action), separators=(",", ":"))
                   for k, (action, actor) in enumerate(session.history)
                   if actor == CHANCE and hidden_outcome(session, k))

    def texts(value):
        if isinstance(value, dict):
            for part in value.values():
                yield from texts(part)
        elif isinstance(value, list):
            for part in value:
                yield from texts(part)
        elif isinstance(value, str):
            yield json.dumps(value)

    for seat in range(len(session.seats)):
        secrets.update(text for text in texts(session.state.view(seat)) if text not in public_text)
    return secrets


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_a_shared_running_game_holds_no_seed_and_no_hidden_draw(game):
    session = play_unseeded(f"share-{game}", game, MID_GAME[game])
    reply = call(cmd="share", board=f"share-{game}")
    assert reply["ok"] and not reply["whole"] and reply["steps"] == len(session.history)
    shared = link_text(link_code(reply["share"]))
    whole = link_text(link_code(session.save()))  # what a link held before
    secrets = secrets_of(session)
    hidden_draws = [s for s in secrets if s.startswith("[")]
    assert hidden_draws, "the game drew nothing hidden: the check would prove nothing"
    assert str(session.seed) in whole and all(draw in whole for draw in hidden_draws)
    assert not [s for s in secrets if s in shared]
    assert '"history"' not in shared and '"seed"' not in shared


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_a_shared_record_shows_every_step_as_the_spectator_saw_it(game):
    board = f"record-{game}"
    session = play_unseeded(board, game, MID_GAME[game] // 2)
    shared = call(cmd="share", board=board)["share"]
    reply = call(cmd="watch", board="watched", shared=json.loads(json.dumps(shared)))
    assert reply["ok"], reply
    assert reply["view"]["step"] == len(session.history) and not reply["view"]["live"]
    for at in range(len(session.history) + 1):
        seen = call(cmd="view", board="watched", seat=None, at=at)["view"]
        expected = session.payload(None, at)
        for key in ("seed", "secret_seed", "legal", "live", "next", "can_undo"):  # no live game
            expected.pop(key), seen.pop(key)
        assert json.dumps(seen, sort_keys=True) == json.dumps(expected, sort_keys=True), at
    watched_only = [{"cmd": "play", "seat": 0, "action": ["pass"]}, {"cmd": "step"},
                    {"cmd": "bot"}, {"cmd": "think"}, {"cmd": "undo", "seat": 0}, {"cmd": "save"},
                    {"cmd": "share"}]
    for request, message in [({"cmd": "view", "seat": 0}, "no seat's view"),
                             ({"cmd": "view", "seat": None, "at": 10**6}, "no step"),
                             *((r, "only be watched") for r in watched_only)]:
        refused = call(board="watched", **request)
        assert not refused["ok"] and message in refused["error"], (request, refused)
    # Sharing again after more moves, or after a move taken back, gives what a new record
    # would (the steps kept from the last share are reused).
    for take_back in (False, True):
        for _ in range(5):
            call(cmd="step" if session.next_kind() == "chance" else "bot", board=board)
        while session.next_kind() != "bot":
            call(cmd="step", board=board)
        assert call(cmd="bot", board=board)["ok"]
        call(cmd="share", board=board)
        if take_back:
            assert call(cmd="undo", board=board, seat=session.history[-1][1])["ok"]
        again = call(cmd="share", board=board)["share"]
        del session.__dict__["_spectator_changes"]
        assert again == call(cmd="share", board=board)["share"]
        assert again["steps"] == len(session.history)
    assert not call(cmd="load", board="watched", save=shared)["ok"]


def test_a_finished_game_is_shared_whole():
    session = start("finished", seats=BOTS, seed=5)
    for _ in range(20):
        call(cmd="step" if session.next_kind() == "chance" else "bot", board="finished")
    running = call(cmd="share", board="finished")
    assert not running["whole"] and '"seed"' not in json.dumps(running["share"])  # nor a chosen one
    while session.next_kind() != "over":
        kind = "step" if session.next_kind() == "chance" else "bot"
        assert call(cmd=kind, board="finished")["ok"]
    reply = call(cmd="share", board="finished")
    assert reply["whole"] and reply["share"] == session.save()
    watched = call(cmd="watch", board="watched-whole", shared=reply["share"])
    assert watched["ok"] and watched["view"]["over"]


def _damaged(record):
    """Ways a shared record comes damaged, each with the words of its refusal."""
    first, columns = record["first"], record["columns"]
    log = next(c for c in columns if c[0] == ["log"])
    other = [c for c in columns if c is not log]
    return [
        ("not json", "not JSON"),
        ({**record, "version": 2}, "version 2"),
        ({**record, "game": "chess"}, "no game Ludi knows"),
        ({**record, "steps": "many"}, "how many steps"),
        ({**record, "steps": record["steps"] + 1}, "steps, not"),
        ({**record, "columns": {"log": []}}, "not a list of columns"),
        ({**record, "columns": [[["log"], log[1]], *columns]}, "comes twice"),
        ({**record, "columns": other + [[log[0], [["L", 10**6, [], []]] * len(log[1])]]},
         "damaged at step 1"),
        ({**record, "columns": other + [[log[0], [["?"]] * len(log[1])]]}, "no change of kind"),
        ({**record, "first": "a board"}, "shows nothing"),
        ({**record, "first": {**first, "seed": "123"}}, "may not say seed"),
        ({**record, "first": {**first, "state": []}}, "'state' is missing or wrong"),
    ]


def test_a_damaged_shared_record_is_refused_and_changes_nothing():
    session = play_unseeded("damage-source", "aquileia", 30)
    record = call(cmd="share", board="damage-source")["share"]
    assert call(cmd="watch", board="damage", shared=record)["ok"]
    kept = api.SESSIONS["damage"]
    for damaged, message in _damaged(record):
        reply = call(cmd="watch", board="damage", shared=damaged)
        assert not reply["ok"] and message in reply["error"], (message, reply)
        assert api.SESSIONS["damage"] is kept
    assert len(kept.payloads) == len(session.history) + 1


def test_diff_and_patch_turn_any_json_into_any_other():
    rng = random.Random(4)

    def value(depth):
        kind = rng.randrange(6 if depth < 3 else 3)
        if kind == 0:
            return rng.choice([0, 1, 2, True, False, None, 1.5])
        if kind in (1, 2):
            return rng.choice(["a", "b", "Venus", ""])
        if kind == 3:
            return {rng.choice("xyz"): value(depth + 1) for _ in range(rng.randrange(4))}
        return [value(depth + 1) for _ in range(rng.randrange(6))]

    def mutate(old, depth=0):
        if isinstance(old, dict) and rng.random() < 0.8:
            new = {k: mutate(v, depth + 1) if rng.random() < 0.5 else v
                   for k, v in old.items() if rng.random() < 0.9}
            if rng.random() < 0.3:
                new[rng.choice("xyzw")] = value(depth + 1)
            return new
        if isinstance(old, list) and rng.random() < 0.8:
            new = [mutate(v, depth + 1) if rng.random() < 0.3 else v for v in old]
            if new and rng.random() < 0.3:
                new.insert(rng.randrange(len(new)), value(depth + 1))
            if new and rng.random() < 0.3:
                new.pop(rng.randrange(len(new)))
            return new + [value(depth + 1) for _ in range(rng.randrange(2))]
        return value(depth)

    for _ in range(3000):
        old = value(0)
        new = mutate(old)
        change = diff(old, new)
        wire = json.loads(json.dumps(change))
        patched = patch(old, wire) if wire is not None else old
        assert json.dumps(patched, sort_keys=True) == json.dumps(new, sort_keys=True)
