"""Rules versions: a game's golden game is held to its rules version, and what people made with
earlier builds (``tests/fixtures/``) opens with this one as a person would expect (see
:mod:`engine.versions`)."""

import base64
import hashlib
import json
import os
import pathlib
import random
import urllib.parse
import zlib

import pytest

import engine
from engine import api, lesson, versions
from engine.core import CHANCE, action_text, sample

DIGESTS = pathlib.Path(__file__).parent / "playthroughs" / "rules-versions.json"
SEED = 2011


def rules_game(game_id, players) -> str:
    """The digest of one seeded game in which every choice is drawn from the moves the rules
    allow, sorted by their text: every position's check (who moves, what may be done, the
    scores) and the move made. Only the rules change it: not the wording, not the views, not
    the order a state lists its moves in."""
    state = engine.new_game(game_id, players)
    rng = random.Random(f"rules:{SEED}:{players}")
    digest = hashlib.sha256()
    while not state.is_terminal():
        digest.update(versions.fingerprint(state).encode())
        if state.current_player() == CHANCE:
            outcomes = sorted(state.chance_outcomes(), key=lambda pair: action_text(pair[0]))
            action = sample(outcomes, rng)
        else:
            action = rng.choice(sorted(state.legal_actions(), key=action_text))
        digest.update(action_text(action).encode() + b";")
        state.apply(action)
    digest.update(json.dumps([state.scores(), state.winners()]).encode())
    return digest.hexdigest()[:16]


def rules_digest(game_id) -> str:
    """A game's rules, as the digests of its golden games at every player count."""
    module = engine.game_module(game_id)
    return "-".join(rules_game(game_id, players) for players in module.PLAYERS)


@pytest.mark.parametrize("game_id", list(engine.LISTED))
def test_a_changed_golden_game_needs_a_new_rules_version(game_id):
    module = engine.game_module(game_id)
    recorded = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}
    versions_of = recorded.setdefault(game_id, {})
    version = str(module.RULES_VERSION)
    digest = rules_digest(game_id)
    if version not in versions_of:
        versions_of[version] = digest
        if os.environ.get("UPDATE_GOLDEN"):
            DIGESTS.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
            return
        pytest.fail(f"{module.NAME}'s rules version {version} has no golden game recorded: "
                    f"record it with UPDATE_GOLDEN=1")
    assert versions_of[version] == digest, (
        f"{module.NAME}'s golden game changed (its moves or its outcome) under the same rules "
        f"version {version}: raise RULES_VERSION in {module.__name__}.data, say what changed "
        f"in RULES_CHANGES (a message in en, de and nl), then record it with UPDATE_GOLDEN=1")


def test_the_golden_games_see_a_change_of_the_rules(monkeypatch):
    """The check can fail: Massilia's penalty stones as each player's own 10 again (version 1)
    change its golden games."""
    state_class = engine.game_module("massilia").State
    before = rules_digest("massilia")

    def own_stones_left(state):
        taking = state.pending.stones if state.pending is not None else 0
        return 10 - state.stones[state.to_move] - taking

    monkeypatch.setattr(state_class, "stones_left", own_stones_left)
    assert rules_digest("massilia") != before


@pytest.mark.parametrize("game_id", list(engine.LISTED))
def test_every_rules_version_says_when_and_what_it_changed(game_id):
    module = engine.game_module(game_id)
    changes = module.RULES_CHANGES
    assert [change.version for change in changes] == list(range(1, module.RULES_VERSION + 1))
    dates = [change.date for change in changes]
    assert dates == sorted(dates) and all(len(date) == 10 and date[4] == "-" for date in dates)
    for lang in ("en", "de", "nl"):
        catalogue = engine.messages.catalogue(module, lang)
        for change in changes:
            assert change.message in catalogue
            if lang != "en":  # translated, not the English standing in
                assert catalogue[change.message] != module.MESSAGES[change.message]


# --- what the build before rules versions made (tests/fixtures) ------------------------------------

FIXTURES = pathlib.Path(__file__).parent / "fixtures"
BOARD = "versions-test"


def kept(*path) -> str:
    return FIXTURES.joinpath(*path).read_text()


def ask(**request) -> dict:
    """One request through the page's own door (JSON in, JSON out), on a board of its own."""
    return json.loads(api.handle(json.dumps({"board": BOARD, **request})))


def shared_in(link: str) -> dict:
    """The shared game an embed.html link holds (share-code.js's decodeSave)."""
    code = urllib.parse.parse_qs(urllib.parse.urlsplit(link).fragment)["save"][0]
    packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    return json.loads(zlib.decompress(packed, -15))


def said(update) -> str:
    return " ".join(update["text"])


def put_before(game_id, save) -> int:
    """How many moves today's rules put before an older save's own (Massilia 3: the figures'
    draw, which fell as the same cross before): the view counts them as steps."""
    module = engine.game_module(game_id)
    return versions.upgraded(module, save.get("rules", 1), save["history"])[1]


@pytest.mark.parametrize("game_id", list(engine.LISTED))
def test_an_autosave_of_the_build_before_goes_on(game_id):
    save = json.loads(kept(game_id, "autosave.json"))
    before = json.loads(kept(game_id, "outcome.json"))["autosave"]
    reply = ask(cmd="load", save=save, seat=0, lang="de")
    assert reply["ok"], reply.get("error")
    view = reply["view"]
    assert view["step"] - put_before(game_id, save) == before["moves"] == len(save["history"])
    assert view["current"] == before["current"] == 0 and view["legal"] and not view["over"]
    assert api.SESSIONS[BOARD].state.scores() == before["scores"]
    update = reply["update"]
    if game_id == "massilia":  # saved without a version, so version 1: the stones changed since
        assert update["kind"] == "untouched" and update["back_to"] is None
        assert "allgemeinen Vorrat" in said(update) and "Version 2 (2026-11-25)" in said(update)
    else:
        assert update is None
    moved = ask(cmd="play", seat=0, action=view["legal"][0]["action"])
    assert moved["ok"], moved.get("error")
    again = ask(cmd="save")["save"]
    assert again["rules"] == engine.game_module(game_id).RULES_VERSION
    added = put_before(game_id, save)
    assert again["history"][added:len(save["history"]) + added] == save["history"]
    assert ask(cmd="load", save=again)["update"] is None  # today's rules now: nothing to tell


@pytest.mark.parametrize("game_id", list(engine.LISTED))
def test_a_save_file_of_the_build_before_is_the_same_finished_game(game_id):
    save = json.loads(kept(game_id, "save-file.json"))
    before = json.loads(kept(game_id, "outcome.json"))["save-file"]
    reply = ask(cmd="load", save=save)
    assert reply["ok"], reply.get("error")
    view = reply["view"]
    assert view["over"] and view["step"] - put_before(game_id, save) == before["moves"]
    assert view["scores"] == before["scores"] and view["winners"] == before["winners"]
    assert (reply["update"] is None) == (game_id != "massilia")


@pytest.mark.parametrize("game_id", list(engine.LISTED))
def test_share_links_of_the_build_before_open(game_id):
    running = kept(game_id, "share-running.txt").strip()
    step = int(urllib.parse.parse_qs(urllib.parse.urlsplit(running).query)["step"][0])
    reply = ask(cmd="watch", shared=shared_in(running), lang="nl")
    assert reply["ok"], reply.get("error")
    assert not reply["whole"] and reply["view"]["step"] == step
    assert all(ask(cmd="view", seat=None, at=at)["ok"] for at in (0, step // 2, step))
    if game_id == "massilia":  # a record is pictures: shown as it was seen, said so
        assert reply["update"]["kind"] == "record" and "Versie 2" in said(reply["update"])
    else:
        assert reply["update"] is None
    finished = ask(cmd="watch", shared=shared_in(kept(game_id, "share-finished.txt").strip()))
    assert finished["ok"] and finished["whole"] and finished["view"]["over"]
    before = json.loads(kept(game_id, "outcome.json"))["save-file"]
    assert finished["view"]["scores"] == before["scores"]


@pytest.mark.parametrize("game_id", list(engine.LISTED))
def test_a_teachers_example_of_the_build_before_plays(game_id):
    written = json.loads(kept(game_id, "teacher-example.json"))
    reply = ask(cmd="example", teacher=written)
    assert reply["ok"], reply.get("error")
    example = reply["example"]
    assert example["steps"] >= len(written["steps"]) and example["questions"]
    at = int(next(iter(example["questions"])))
    right = [step for step in written["steps"] if "question" in step][0]["action"]
    assert ask(cmd="answer", at=at, action=right)["right"]
    if game_id == "massilia":
        assert example["update"]["kind"] == "untouched"
        assert "Every step of the example is allowed" in said(example["update"])
    else:
        assert example["update"] is None


# --- a Massilia game from before the penalty stones were one common supply -------------------

def test_a_finished_game_of_own_stones_is_kept_and_says_where_the_change_matters():
    save = json.loads(kept("massilia", "before-common-supply", "save-file.json"))
    before = json.loads(kept("massilia", "before-common-supply", "outcome.json"))["save-file"]
    reply = ask(cmd="load", save=save)
    assert reply["ok"], reply.get("error")
    assert reply["view"]["over"] and reply["view"]["scores"] == before["scores"]
    update = reply["update"]
    assert update["kind"] == "differs" and update["reached"] == update["moves"] == 422
    assert update["differs_at"] == update["back_to"] == 199
    assert "move 200" in said(update) and "general supply" in said(update)


def test_a_game_in_progress_of_own_stones_goes_on_or_back_to_where_the_change_matters():
    save = json.loads(kept("massilia", "before-common-supply", "autosave.json"))
    before = json.loads(kept("massilia", "before-common-supply", "outcome.json"))["autosave"]
    reply = ask(cmd="load", save=save, seat=0)
    added = put_before("massilia", save)  # the figures' draw, as the cross it always was then
    assert reply["ok"] and reply["view"]["step"] == before["moves"] + added
    assert reply["view"]["current"] == before["current"] and reply["view"]["legal"]
    assert reply["update"]["back_to"] == 199 and reply["update"]["moves"] == before["moves"]
    back = ask(cmd="load", save=save, upto=199, lang="de")
    assert back["ok"] and back["view"]["step"] == 199 + added
    assert back["update"]["kind"] == "differs" and back["update"]["back_to"] is None
    assert "Zug 200" in said(back["update"])
    state = api.SESSIONS[BOARD].state  # Stefan takes all 10 of his stones, and may take more
    assert state.stones[state.to_move] + state.pending.stones == 10
    assert any(action[0] == "stone" for action in state.legal_actions())
    refused = ask(cmd="load", save=save, upto=len(save["history"]) + 1)
    assert not refused["ok"] and "0 to 291" in refused["error"]
    assert len(api.SESSIONS[BOARD].history) == 199 + added  # unchanged


# --- a rules change to come, tried on a game of today's rules ---------------------------------

@pytest.fixture
def aquileia_v2(monkeypatch):
    """Aquileia as if its rules had a version 2 (said with version 1's words: only the numbers
    and what the rules allow matter here)."""
    module = engine.game_module("aquileia")
    monkeypatch.setattr(module, "RULES_VERSION", 2)
    monkeypatch.setattr(module, "RULES_CHANGES", module.RULES_CHANGES + (
        versions.Change(2, "2026-12-01", "aquileia.rules_v1"),))
    return module


def forbid(monkeypatch, module, forbidden):
    """Today's rules no longer allow ``forbidden`` (a test's rules change)."""
    allowed = module.State.legal_actions
    monkeypatch.setattr(module.State, "legal_actions",
                        lambda state: [a for a in allowed(state) if a != forbidden])


def test_a_move_no_longer_allowed_ends_the_replay_just_before_it(monkeypatch, aquileia_v2):
    save = json.loads(kept("aquileia", "autosave.json"))
    history = api.Session.load(save).history
    moves = [action for action, _ in history]
    decision = next(action for action, actor in history[60:] if actor >= 0)
    first = next(k for k, (action, actor) in enumerate(history) if action == decision and actor >= 0)
    forbid(monkeypatch, aquileia_v2, decision)
    reply = ask(cmd="load", save=save, lang="en")
    assert reply["ok"], reply.get("error")
    update = reply["update"]
    assert update["kind"] == "refused" and update["reached"] == first == reply["view"]["step"]
    assert update["moves"] == len(moves) and f"Move {first + 1} of this game" in said(update)
    assert "Version 2 (2026-12-01)" in said(update)
    session = api.SESSIONS[BOARD]
    assert [a for a, _ in session.history] == moves[:first]  # the moves both versions allow
    again = session.save()  # the game goes on under version 2
    assert again["rules"] == 2 and ask(cmd="load", save=again)["update"] is None


def test_a_save_with_checks_says_where_todays_rules_first_allow_other_moves(monkeypatch,
                                                                           aquileia_v2):
    monkeypatch.setattr(aquileia_v2, "RULES_VERSION", 1)
    save = api.Session.load(json.loads(kept("aquileia", "autosave.json"))).save()
    monkeypatch.setattr(aquileia_v2, "RULES_VERSION", 2)
    session = api.Session.load(save)
    positions = session.snapshots + [session.state]
    taken = {action for action, _ in session.history}
    # an option the game never took, which today's rules no longer offer
    never = next(a for s in positions[40:] if s.current_player() >= 0
                 for a in s.legal_actions() if a not in taken)
    where = next(k for k, s in enumerate(positions)
                 if s.current_player() >= 0 and never in s.legal_actions())
    forbid(monkeypatch, aquileia_v2, never)
    update = ask(cmd="load", save=save)["update"]
    assert update["kind"] == "differs" and update["reached"] == len(save["history"])
    assert update["differs_at"] == update["back_to"] == where
    assert f"move {where + 1}" in said(update)


def test_a_save_of_newer_rules_or_damaged_checks_is_refused_and_changes_nothing():
    save = json.loads(kept("aquileia", "autosave.json"))
    assert ask(cmd="load", save=save)["ok"]
    shown = api.SESSIONS[BOARD]
    newer = ask(cmd="load", save={**save, "rules": 2}, lang="de")
    assert not newer["ok"] and "Lade die Seite neu" in newer["error"]
    assert not ask(cmd="load", save={**save, "rules": "1"})["ok"]
    checked = shown.save()
    damaged = ask(cmd="load", save={**checked, "checks": checked["checks"][:-1]})
    assert not damaged["ok"] and "checks" in damaged["error"]
    assert api.SESSIONS[BOARD] is shown
    cut = {**checked, "history": checked["history"][:-5]}  # cut short by hand: still a save
    assert ask(cmd="load", save=cut)["ok"]


def test_a_record_of_other_rules_opens_and_says_so():
    record = shared_in(kept("aquileia", "share-running.txt").strip())
    newer = ask(cmd="watch", shared={**record, "rules": 5})
    assert newer["ok"] and newer["update"]["kind"] == "record"
    assert "newer than this page's version 1" in said(newer["update"])
    assert not ask(cmd="watch", shared={**record, "rules": 0})["ok"]


def test_a_teachers_example_of_older_rules_ends_before_a_step_no_longer_allowed(monkeypatch,
                                                                             aquileia_v2):
    written = json.loads(kept("aquileia", "teacher-example.json"))
    forbidden = engine.as_action(written["steps"][3]["action"])
    script = [step.action for step in lesson.from_teacher(written).script]
    number = script.index(forbidden) + 1  # as the board counts: the dice and cards fallen too
    forbid(monkeypatch, aquileia_v2, forbidden)
    example = ask(cmd="example", teacher=written, lang="nl")["example"]
    assert example["update"]["kind"] == "refused" and example["steps"] == number - 1
    assert f"Stap {number} van het voorbeeld" in said(example["update"])
    assert not ask(cmd="example", teacher={**written, "rules": 3})["ok"]
    forbid(monkeypatch, aquileia_v2, engine.as_action(written["start"]["actions"][-1]))
    refused = ask(cmd="example", teacher=written)
    assert not refused["ok"] and "written for version 1" in refused["error"]


def test_the_checks_of_a_save_follow_a_take_back():
    save = json.loads(kept("marble", "autosave.json"))
    session = api.Session.load(save)
    first = session.save()["checks"]
    legal = session.state.legal_actions()
    session.play(0, legal[0])
    session.save()
    session.undo(0)
    session.play(0, legal[-1])
    fresh = api.Session.load(session.save())
    assert session.save()["checks"] == "".join(
        versions.fingerprint(state) for state in fresh.snapshots + [fresh.state])
    assert session.save()["checks"][:len(first) - 3] == first[:-3]


def test_a_save_without_a_version_that_drew_its_figures_is_not_drawn_again():
    """A Massilia game saved by a build that drew the figures but noted no rules version yet is
    played as it was: its draw is its first move, no cross is put before it."""
    session = api.Session.start({"game": "massilia", "seed": 5, "seats": [
        {"name": "Livia", "kind": "bot"}, {"name": "Chico", "kind": "bot"}]})
    while len(session.history) < 30:
        session.step() if session.next_kind() == "chance" else session.bot_move()
    save = session.save()
    unnoted = {key: value for key, value in save.items() if key not in ("rules", "checks")}
    assert unnoted["history"][0][0] == "figures" and put_before("massilia", unnoted) == 0
    reply = ask(cmd="load", save=unnoted)
    assert reply["ok"] and reply["view"]["step"] == 30
    assert reply["update"]["kind"] == "untouched" and reply["update"]["moves"] == 30
