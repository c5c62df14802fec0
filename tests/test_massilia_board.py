"""Massilia's canvas board in Chromium: a whole hot-seat game by clicking, a turn by keyboard,
the phone width, a reference picture, nothing of another seat's secrets on screen, and axe.

The reference picture is ``tests/screenshots/massilia-board.png``. After a deliberate change to
the drawing, regenerate it with ``UPDATE_SCREENSHOTS=1 ./run-tests tests/test_massilia_board.py``
and look at the new picture before committing it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine import api
from board_pages import (Board, assert_looks_like_reference, assert_sharp, board,  # noqa: F401 (fixture)
                         serious_axe_violations, take_the_focused_choice)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
HOT_SEAT = "index.html?game=massilia&seats=human,human&names=Livia,Chico&seed=3&speed=fast"
AGAINST_BOTS = "index.html?game=massilia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast"
SCREENSHOT = Path(__file__).parent / "screenshots" / "massilia-board.png"
TOLERANCE = 0.005
AXE = Path(os.environ.get("AXE_CORE_JS") or ROOT / "node_modules" / "axe-core" / "axe.min.js")


def target_of(action, state):
    """The board target of an action, as web/games/massilia.js maps it (None: the prompt strip)."""
    verb, rest = action[0], list(action[1:])
    board = state["board"]
    task = board.get("task") or {}
    use = board.get("die_in_use") or {}
    if verb in ("stall", "put", "sacrifice", "shift"):
        return f"space:{rest[0]}"
    if verb in ("build", "return"):
        return f"space:{task['space']}"
    if verb == "keep":
        return f"rolled:{rest[0]}:{rest[1]}"
    if verb == "take":
        return f"tdie:{rest[1]}:{rest[2]}" if rest[0] == "temple" else \
            f"own:{board['to_move']}:{rest[1]}:{rest[2]}"
    if verb == "stone":
        if rest[0] in ("colour",):
            return f"use:{rest[1]}"
        if rest[0] in ("up", "down"):
            return f"use:{rest[0]}"
        return f"tdie:{use['colour']}:{rest[2]}" if rest[1] == "temple" else \
            f"own:{board['to_move']}:{use['colour']}:{rest[2]}"
    simple = {"temple": "temple", "pass": "tiles", "cancel": "use:die",
              "reputation": "track:reputation", "offer": "gods:offer"}
    if verb in simple:
        return simple[verb]
    prefix = {"god": "hand:", "buy": "port:", "move": "fig:", "card": "card:"}.get(verb)
    return prefix + rest[0] if prefix else None


# Which board target a player clicking through a quick game prefers: finish what is under way,
# put rolled dice on the temple, use a die once a round, then pass.
PREFERENCE = ("space:", "card:", "temple", "port:", "fig:", "track:", "gods:", "tdie:", "own:",
              "tiles", "rolled:", "use:")


def pick(targets, used_a_die):
    for prefix in PREFERENCE:
        if used_a_die and prefix in ("tdie:", "own:"):
            continue
        for target in targets:
            if target["id"].startswith(prefix):
                return target
    return None


def pass_the_device(page):
    if page.locator("#privacy").is_visible():
        page.locator("#privacy-button").click()
        return True
    return False


def test_a_whole_hot_seat_game_by_clicking_only(board):
    game = board()
    page = game.start(HOT_SEAT)
    clicked = prompted = carded = 0
    kinds = set()
    used = set()          # (round, seat) that already took a die
    for _ in range(600):
        if page.evaluate("document.body.dataset.status") != "playing":
            break
        if pass_the_device(page):
            game.wait_for_person()
            continue
        shown = game.shown()
        state = shown["state"]
        before = len(game.history())
        legal = {tuple(entry["action"]) for entry in shown["legal"]}
        seat = shown["seat"]
        key = (state["board"]["round"], seat)
        target = pick(game.targets(), key in used)
        if target:
            on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).tagName",
                                   [target["x"], target["y"]])
            assert on_top == "CANVAS", (target, on_top)  # nothing covers a legal target
            page.mouse.click(target["x"], target["y"])
            if page.locator(".prompt-popover").count():  # several ways to take this target
                page.locator(".prompt-popover .prompt-choice").first.click()
            move = game.after_move(before)
            assert tuple(move) in legal and target_of(move, state) == target["id"], (move, target)
            if move[0] == "take":
                used.add(key)
            clicked += 1
            kinds.add(target["id"].split(":")[0])
        else:
            choice = page.locator("#prompt .prompt-choice")
            if choice.count():
                choice.first.click()
                prompted += 1
            else:
                page.locator("#hand .card-button").first.click()
                carded += 1
            move = game.after_move(before)
            assert tuple(move) in legal
            assert target_of(move, state) in (None,) or move[0] == "god", move
    assert page.evaluate("document.body.dataset.status") == "over"
    assert clicked > 40, clicked
    assert {"space", "temple", "tdie", "tiles"} <= kinds, kinds
    assert kinds & {"port", "fig", "track", "gods"}, kinds   # dice were used on the board
    final = game.shown()["state"]["final"]
    assert len(final) == 2 and all(lines[-1][0].startswith("Total") for lines in final)


def test_a_turn_by_keyboard_alone(board):
    """From set-up to the end of Livia's first turn with a die, by Tab and Enter only."""
    game = board()
    page = game.start(AGAINST_BOTS)
    kinds, verbs = set(), []
    for _ in range(30):
        if page.evaluate("document.body.dataset.status") != "playing":
            break
        before = len(game.history())
        shown = game.shown()
        legal = {tuple(entry["action"]) for entry in shown["legal"]}
        wanted = pick(game.targets(), "take" in verbs)
        page.evaluate("document.activeElement && document.activeElement.blur()")
        for _ in range(150):
            page.keyboard.press("Tab")
            focused = page.evaluate("document.activeElement.dataset.target || null")
            is_choice = page.evaluate("'choice' in (document.activeElement.dataset || {})")
            if (wanted and focused == wanted["id"]) or (not wanted and is_choice):
                break
        else:
            pytest.fail(f"Tab never reached {wanted}")
        if focused:  # a board target: focus draws its highlight, Enter takes it
            assert page.evaluate("window.ludi.highlighted().focus") == focused
        move = take_the_focused_choice(game, before)
        assert tuple(move) in legal
        if focused:
            assert target_of(move, shown["state"]) == focused
            kinds.add(focused.split(":")[0])
        verbs.append(move[0])
        if "take" in verbs and move[0] in ("buy", "move", "reputation", "offer", "pass"):
            break
    assert "take" in verbs and verbs[-1] in ("buy", "move", "reputation", "offer", "pass"), verbs
    assert {"space", "tdie"} <= kinds or {"space", "own"} <= kinds, kinds


def test_the_phone_width_shows_the_tall_board(board):
    game = board(width=390, height=844)
    page = game.start(AGAINST_BOTS)
    store = assert_sharp(page)
    assert store["cssHeight"] / store["cssWidth"] > 2.5
    targets = game.targets()
    assert targets and all(0 < t["x"] < 390 for t in targets)
    target = targets[0]
    state = game.shown()["state"]
    before = len(game.history())
    page.mouse.click(target["x"], target["y"])   # a touch-sized target on the tall board
    if page.locator(".prompt-popover").count():
        page.locator(".prompt-popover .prompt-choice").first.click()
    move = game.after_move(before)
    assert target_of(move, state) == target["id"]
    assert page.evaluate("document.body.dataset.status") == "playing"


def test_the_board_looks_as_it_did_at_a_fixed_seeded_position(board):
    game = board()
    page = game.start(AGAINST_BOTS)
    page.mouse.move(1, 1)  # no hover highlight in the picture
    page.wait_for_timeout(100)
    assert_looks_like_reference(page, SCREENSHOT, TOLERANCE)


def test_only_the_shown_seats_secrets_reach_the_page(board):
    """Play into the first action phase; the page holds exactly seat 0's view, and the other
    seats' god cards, sesterces and hands are not in it."""
    game = board()
    page = game.start(AGAINST_BOTS)
    for _ in range(40):
        if game.shown()["state"]["board"]["stage"] == "act" and game.history():
            break
        before = len(game.history())
        targets = game.targets()
        if targets:
            page.mouse.click(targets[0]["x"], targets[0]["y"])
            if page.locator(".prompt-popover").count():
                page.locator(".prompt-popover .prompt-choice").first.click()
        else:
            page.locator("#prompt .prompt-choice, #hand .card-button").first.click()
        game.after_move(before)
    save = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
    session = api.Session.load(save)
    mine = session.payload(0)["state"]
    assert game.shown()["state"] == mine
    assert "you" in mine and mine["you"]["sesterces"] == session.state.money[0]
    for other in mine["players"][1:]:
        labels = [label for label, _ in other["stats"]]
        assert "Sesterces" not in labels
    strip = [text.split("\n")[-1] for text in page.locator("#hand li.card").all_inner_texts()]
    assert strip == [card["label"] for card in mine["hand"]] or (not mine["hand"] and strip == ["Empty"])
    assert '"hands"' not in json.dumps(game.shown()) and '"money"' not in json.dumps(game.shown())


def test_axe_finds_no_serious_or_critical_violation(board):
    assert AXE.exists(), f"axe-core is missing: run npm ci (looked for {AXE})"
    game = board()
    page = game.start(AGAINST_BOTS)
    bad = serious_axe_violations(page, AXE)
    assert not bad, bad
