"""AVE's canvas board in Chromium: a tile picked in the hand shows where it may go, a game played
to its end by clicking only (from a saved game at the start of the last round), a turn by
keyboard alone, the phone layout, a reference picture, nothing of another seat's tiles on
screen, and no serious accessibility fault found by axe-core.

The reference picture is ``tests/screenshots/ave-board.png``; after a deliberate change to the
drawing, regenerate it with ``UPDATE_SCREENSHOTS=1 ./run-tests tests/test_ave_board.py`` and look
at it before committing it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import api
from engine.core import CHANCE
from engine.games.ave import data as D
from board_pages import (assert_looks_like_reference, assert_sharp, axe_script, board,  # noqa: F401 (fixture)
                         serious_axe_violations, tab_to_a_choice, take_the_focused_choice)

pytestmark = pytest.mark.browser

LINK = "index.html?game=ave&seats=human,random&names=Livia,Chico&seed=42&speed=fast"
SCREENSHOT = Path(__file__).parent / "screenshots" / "ave-board.png"
TOLERANCE = 0.005
HOT_SEAT = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "human"}]


def target_of(action, picked=None):
    """The board target of an action, as web/games/ave.js maps it (None: a prompt)."""
    verb = action[0]
    if verb == "build":
        return f"cell:{action[2]}" if action[1] == picked else f"hand:{action[1]}"
    if verb in ("settle", "recruit"):
        return "hand:person"
    if verb == "discard":
        return f"hand:{action[1]}"
    if verb in ("attack", "reinforce", "limes"):
        return f"province:{action[1]}"
    if verb in ("up", "down"):
        return f"senate:{action[1]}:{verb}"
    if verb == "senator":
        return f"senate:{action[1]}:{action[2]}"
    if verb == "start" and action[1] != "none":
        return f"bag:{action[1]}"
    return None


def saved_game(tmp_path, stop, seed=5):
    """A hot-seat save of seeded random moves, up to the first decision where ``stop(state)``."""
    session = api.Session.start({"game": "ave", "seats": HOT_SEAT, "seed": seed})
    rng = random.Random(seed)
    while not stop(session.state):
        assert not session.state.is_terminal(), "the game ended before the wanted position"
        if session.state.current_player() == CHANCE:
            session.step()
        else:
            session.play(session.state.current_player(), rng.choice(session.state.legal_actions()))
    path = tmp_path / "ave.json"
    path.write_text(json.dumps(session.save()))
    return path, session


def load(game, path):
    page = game.start("index.html")
    page.set_input_files("#import-lobby", str(path))
    page.wait_for_function("document.body.dataset.status === 'playing'")
    game.wait_for_person()
    pass_screen(game)
    return page


def pass_screen(game):
    """Tap through a hot seat's "Pass to ..." screen if it is up."""
    page = game.page
    if page.locator("#privacy").is_visible():
        page.locator("#privacy-button").click()
        game.wait_for_person()


def click_target(game, target_id):
    """Scroll a board target into view and click the canvas there (not its focus button)."""
    game.page.locator(f".board-target[data-target='{target_id}']").scroll_into_view_if_needed()
    target = next(t for t in game.targets() if t["id"] == target_id)
    on_top = game.page.evaluate("([x, y]) => document.elementFromPoint(x, y).tagName",
                                [target["x"], target["y"]])
    assert on_top == "CANVAS", (target, on_top)  # nothing covers a legal target
    game.page.mouse.click(target["x"], target["y"])


def can_build(state):
    return (state.phase == "actions" and state.current_player() == 0
            and any(a[0] == "build" and a[1] in D.BUILDINGS for a in state.legal_actions()))


def test_a_tile_picked_in_the_hand_lights_up_where_it_may_go(board, tmp_path):
    path, session = saved_game(tmp_path, can_build)
    game = board()
    page = load(game, path)
    legal = [tuple(e["action"]) for e in game.shown()["legal"]]
    piece = next(a[1] for a in legal if a[0] == "build" and a[1] in D.BUILDINGS)
    places = {f"cell:{a[2]}" for a in legal if a[:2] == ("build", piece)}
    ids = {t["id"] for t in game.targets()}
    assert not any(i.startswith("cell:") for i in ids)  # nothing lit before a tile is picked
    assert {"hand:" + a[1] for a in legal if a[0] == "build"} <= {
        b.get_attribute("data-target") for b in page.locator("#hand .card-button").all()}
    before = len(game.history())
    page.locator(f"#hand .card-button[data-target='hand:{piece}']").first.click()
    lit = {t["id"] for t in game.targets() if t["id"].startswith("cell:")}
    assert lit == places and len(game.history()) == before  # picking plays nothing
    target = next(t for t in game.targets() if t["id"] in places)
    click_target(game, target["id"])
    move = game.after_move(before)
    assert move[:2] == ["build", piece] and f"cell:{move[2]}" == target["id"]


def test_the_last_round_is_played_to_the_end_by_clicking_only(board, tmp_path):
    path, session = saved_game(
        tmp_path, lambda s: s.round == D.LAST_ROUND and s.phase == "buy")
    game = board()
    page = load(game, path)
    assert "Round 20 of 20 (the last)" in game.shown()["state"]["status"]
    kinds = {"board": 0, "hand": 0, "prompt": 0}
    picked = None
    for _ in range(400):
        if page.evaluate("document.body.dataset.status") == "over":
            break
        pass_screen(game)
        before = len(game.history())
        legal = {tuple(e["action"]) for e in game.shown()["legal"]}
        builds = [a for a in legal if a[0] == "build"]
        targets = game.targets()
        cells = [t for t in targets if t["id"].startswith("cell:")]
        if builds and not cells:  # pick the tile first: its places light up
            page.locator(f"#hand .card-button[data-target='hand:{builds[0][1]}']").first.click()
            picked = builds[0][1]
            continue
        if targets:
            target = targets[0]
            click_target(game, target["id"])
            if page.locator(".prompt-popover").count():
                page.locator(".prompt-popover .prompt-choice").first.click()
            move = game.after_move(before)
            assert tuple(move) in legal
            assert target_of(move, picked if cells else None) == target["id"], (move, target)
            kinds["board"] += 1
            continue
        hand = page.locator("#hand .card-button")
        choice = hand.first if hand.count() else page.locator("#prompt .prompt-choice").first
        kinds["hand" if hand.count() else "prompt"] += 1
        choice.click()
        if page.locator(".prompt-popover").count():
            page.locator(".prompt-popover .prompt-choice").first.click()
        assert tuple(game.after_move(before)) in legal
    assert page.evaluate("document.body.dataset.status") == "over"
    assert page.locator("#final").is_visible()
    assert kinds["board"] >= 2 and kinds["prompt"] >= 2, kinds


def test_a_turn_by_keyboard_alone(board):
    game = board()
    page = game.start(LINK)
    for _ in range(3):  # the starting draw (a bag on the board), then buying (the prompt)
        before = len(game.history())
        legal = {tuple(e["action"]) for e in game.shown()["legal"]}
        focused = tab_to_a_choice(page)
        if focused:
            assert page.evaluate("window.ludi.highlighted().focus") == focused
        move = take_the_focused_choice(game, before)
        assert tuple(move) in legal
        if focused:
            assert target_of(move) == focused
    assert game.history()[0][0] == "first" and any(m[0] == "start" for m in game.history())


def test_a_phone_shows_the_tall_board_with_every_target_on_screen(board):
    game = board(width=390, height=844)
    page = game.start(LINK)
    store = assert_sharp(page)
    assert store["cssWidth"] <= 390 and store["cssHeight"] / store["cssWidth"] > 3
    targets = game.targets()
    assert {t["id"] for t in targets} == {"bag:black", "bag:white"}
    assert all(0 < t["x"] < 390 for t in targets)
    target = targets[0]
    before = len(game.history())
    click_target(game, target["id"])
    assert target_of(game.after_move(before)) == target["id"]


def test_the_board_looks_as_it_did_at_a_fixed_seeded_position(board):
    game = board()
    page = game.start(LINK)
    page.mouse.move(1, 1)
    page.wait_for_timeout(100)
    assert_looks_like_reference(page, SCREENSHOT, TOLERANCE)


def test_only_the_shown_seats_tiles_reach_the_page(board, tmp_path):
    path, session = saved_game(tmp_path, lambda s: s.round == 3 and s.phase == "buy"
                               and s.hand_size(0) and s.hand_size(1))
    game = board()
    page = load(game, path)
    seat = game.shown()["seat"]
    mine = api.Session.load(json.loads(path.read_text())).payload(seat)["state"]
    assert game.shown()["state"] == mine
    other = 1 - seat
    assert session.state.hand_size(other) > 0, "nothing hidden to check"
    strip = [text.split("\n")[-1] for text in page.locator("#hand li.card").all_inner_texts()]
    assert strip == [card["label"] for card in mine["hand"]]
    theirs = [t for t, n in session.state.hand[other].items() if n]
    shown = json.dumps(game.shown())
    assert all(f'"kind": "{t}"' not in shown and f'"kind":"{t}"' not in shown for t in theirs
               if not session.state.hand[seat][t])


def test_axe_finds_no_serious_or_critical_violation(board):
    axe = axe_script()   # fails, never skips, when axe-core is missing
    game = board()
    page = game.start(LINK)
    # It opens at the top of the board, and no player's value is cut off beside it.
    assert page.evaluate("scrollY") == 0
    assert page.evaluate("(() => { const p = document.querySelector('#players');"
                         " return p.scrollWidth <= p.clientWidth; })()")
    bad = serious_axe_violations(page, axe)
    assert not bad, bad


def test_a_building_by_keyboard_alone(board, tmp_path):
    path, session = saved_game(tmp_path, can_build)
    game = board()
    page = load(game, path)
    legal = [tuple(e["action"]) for e in game.shown()["legal"]]
    piece = next(a[1] for a in legal if a[0] == "build" and a[1] in D.BUILDINGS)
    before = len(game.history())
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(120):  # Tab to the tile in the hand strip
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.target || ''") == f"hand:{piece}":
            break
    page.keyboard.press("Enter")  # pick it: its places light up
    for _ in range(120):  # Tab on to one of them
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.dataset.target || ''")
        if focused.startswith("cell:"):
            break
    assert page.evaluate("window.ludi.highlighted().focus") == focused
    page.keyboard.press("Enter")
    move = game.after_move(before)
    assert move[:2] == ["build", piece] and f"cell:{move[2]}" == focused
