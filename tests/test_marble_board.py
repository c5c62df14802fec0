"""City of Marble's canvas board in Chromium: a hot-seat game played by clicking to its end (its
opening played by the engine), a turn by keyboard alone, laying a tile by touch at 390 px, a
reference picture, the privacy of bridge values, and axe-core's accessibility check.

The reference picture is ``tests/screenshots/marble-board.png``; after a deliberate change to the
drawing, regenerate it with ``UPDATE_SCREENSHOTS=1 ./run-tests tests/test_marble_board.py`` and
look at it before committing it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import api
from engine.games.marble import state as marble
from board_pages import assert_looks_like_reference, axe_script, board, serious_axe_violations  # noqa: F401 (fixture)

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).parent / "screenshots" / "marble-board.png"
TOLERANCE = 0.005
SOLO = "index.html?game=marble&seats=human,random&names=Livia,Chico&seed=5&speed=fast"
OPENING = 120  # the steps of the hot-seat game the engine plays before the clicking starts


def target_of(action, view, legal):
    """The board target of an action, as web/games/marble.js maps it (None: the prompt strip)."""
    verb = action[0]
    if verb == "place":
        return f"place:{action[1]}:{action[2]}"
    if verb == "play":
        return "hand:tile:" + action[1]
    if verb == "imperium":
        return "hand:imperium:" + action[1]
    if verb in ("draw", "aqueduct") or action == ("recall",):
        return "act:" + verb
    if verb in ("recall", "send"):
        return f"tile:{action[1]}"
    if action == ("magistrate", "yes"):
        return "tile:{}".format(view["board"]["tiles"][view["pending"]["placed"]]["cells"][0])
    if verb == "pipe":
        return f"point:{action[2]}"
    if verb == "build":
        return f"point:{action[1]}"
    if verb == "pick":
        return "pick:{}".format([a for a in legal if a[0] == "pick"].index(action))
    return None


def legal_of(game):
    return [tuple(entry["action"]) for entry in game.shown()["legal"]]


def privacy_visible(page):
    return page.locator("#privacy").is_visible()


# One look at the page per move (a round trip to the browser each costs more than the move): where
# the game is, the privacy screen, the saved history's length, the seat's view, the board's
# targets with what lies on top of each, and the hand's cards.
SNAPSHOT = """() => {
    const privacy = document.getElementById('privacy');
    const targets = window.ludi.targets().map((t) => ({
        ...t, on_top: document.elementFromPoint(t.x, t.y)?.tagName ?? null }));
    return {
        status: document.body.dataset.status,
        privacy: privacy.checkVisibility({ visibilityProperty: true }),
        steps: JSON.parse(localStorage.getItem('ludi.save')).history.length,
        shown: window.ludi.shown(),
        targets,
        hand: [...document.querySelectorAll('#hand .card-button')].map((b) => b.dataset.target ?? null),
    };
}"""
# The move saved after ``before`` steps, once the page waits for a person again.
MOVE_AFTER = """(before) => {
    const history = JSON.parse(localStorage.getItem('ludi.save')).history;
    return history.length > before && document.body.dataset.busy === 'false' && history[before];
}"""


def hot_seat_opening(steps):
    """A seeded two-person game whose first ``steps`` steps (or a few more, until a person is to
    move) the engine played here, as a save."""
    session = api.Session.start({"game": "marble", "seed": 11, "seats": [
        {"kind": "human", "name": "Livia"}, {"kind": "human", "name": "Chico"}]})
    choose = random.Random(11)
    while len(session.history) < steps or session.next_kind() != "human":
        if session.next_kind() == "chance":
            session.step()
        else:
            session.play(session.state.current_player(), choose.choice(session.state.legal_actions()))
    return session.save()


def test_a_hot_seat_game_is_played_to_the_end_by_clicking_only(board):
    """Two people play a game by clicking only, from a position the engine reached (its opening
    is played here, a reload resumes it) to its end: every move is legal, is the action of the
    target (board, hand or prompt) clicked, no legal target is covered, and at the end every
    completed site has its building and the final scores show."""
    game = board()
    page = game.page
    page.goto(game.base_url + "index.html")
    page.evaluate("""(save) => {
        localStorage.setItem('ludi.save', save);
        localStorage.setItem('ludi.active', '1');
        localStorage.setItem('ludi.speed', 'fast'); }""", json.dumps(hot_seat_opening(OPENING)))
    game.start("index.html")
    counter = clicked = placed = 0
    while (seen := page.evaluate(SNAPSHOT))["status"] == "playing":
        if seen["privacy"]:
            page.locator("#privacy-button").click()
            game.wait_for_person()
            continue
        before = seen["steps"]
        view = seen["shown"]["state"]
        legal = [tuple(entry["action"]) for entry in seen["shown"]["legal"]]
        hand = seen["hand"]
        choices = [("target", t) for t in seen["targets"]] + [("hand", k) for k in range(len(hand))]
        # Lay tiles rather than draw most of the time, so the city grows and sites complete.
        tiles = [c for c in choices if c[0] == "hand" and "tile" in (hand[c[1]] or "")]
        if view["phase"] == "act" and tiles and counter % 3:
            choices = tiles
        counter += 1
        if choices:
            kind, chosen = choices[counter % len(choices)]
            if kind == "target":
                assert chosen["on_top"] == "CANVAS", chosen   # nothing covers a legal target
                page.mouse.move(chosen["x"], chosen["y"])
                page.mouse.click(chosen["x"], chosen["y"])
                if page.locator(".prompt-popover").count():  # one point, two aqueducts
                    page.locator(".prompt-popover .prompt-choice").first.click()
                expected = chosen["id"]
                clicked += 1
            else:
                expected = hand[chosen]
                page.locator("#hand .card-button").nth(chosen).click()
        else:
            page.locator("#prompt .prompt-choice").first.click()
            expected = None
        move = tuple(page.wait_for_function(MOVE_AFTER, arg=before).json_value())
        assert move in legal
        assert target_of(move, view, legal) == expected, (move, expected)
        placed += move[0] == "place"
    assert seen["status"] == "over"
    assert placed >= 15 and clicked >= 40
    # Every completed site of the finished game got its building.
    session = api.Session.load(json.loads(page.evaluate("localStorage.getItem('ludi.save')")))
    state = session.state
    complete = {p for p in marble.SITE_CELLS if state._site_complete(p)}
    assert complete and complete == {b[0] for b in state.buildings}
    assert page.locator("#final").is_visible()


def test_a_turn_by_keyboard_alone_with_the_tile_turned_by_r(board):
    game = board()
    page = game.start(SOLO)

    def tab_to(prefix):
        page.evaluate("document.activeElement && document.activeElement.blur()")
        for _ in range(400):
            page.keyboard.press("Tab")
            target = page.evaluate("document.activeElement.dataset.target || ''")
            if target.startswith(prefix):
                return target
        raise AssertionError(f"no {prefix} target reached by Tab")

    # The arrows go on from the board's only target to the hand's tiles, and back.
    tab_to("act:draw")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.target || ''").startswith("hand:tile:")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.target") == "act:draw"
    before = len(game.history())
    tab_to("hand:tile:")
    page.keyboard.press("Enter")
    move = game.after_move(before)
    assert move[0] == "play"
    # Tab to a placement: focus shows its ghost; R turns it (the focus follows); Enter lays it.
    focused = tab_to("place:")
    assert page.evaluate("window.ludi.highlighted().focus") == focused
    turned = None
    for _ in range(30):   # find a cell where the tile can lie in another direction
        page.keyboard.press("r")
        turned = page.evaluate("document.activeElement.dataset.target || ''")
        if turned != focused:
            break
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.dataset.target || ''")
    assert turned.startswith("place:") and turned != focused
    shared = set(focused.split(":")[1:]) & set(turned.split(":")[1:])
    assert len(shared) == 1                       # turned round one of its cells
    assert page.evaluate("window.ludi.highlighted().focus") == turned
    before = len(game.history())
    page.keyboard.press("Enter")
    move = game.after_move(before)
    assert f"place:{move[1]}:{move[2]}" == turned
    # The magistrate goes on the new tile: its target, by keyboard too.
    before = len(game.history())
    tab_to("tile:")
    page.keyboard.press("Enter")
    assert game.after_move(before) == ["magistrate", "yes"]
    # The second action: draw, then pick two stacks, all by Tab and Enter.
    before = len(game.history())
    tab_to("act:draw")
    page.keyboard.press("Enter")
    assert game.after_move(before) == ["draw"]
    before = len(game.history())
    tab_to("pick:")
    page.keyboard.press("Enter")
    assert game.after_move(before)[0] == "pick"


def spread(targets, count):
    """``count`` placement targets spread over the list (different rows and directions)."""
    places = [t for t in targets if t["id"].startswith("place:")]
    return [places[(i * len(places)) // count] for i in range(count)]


def centre_in_view(page, target_id):
    """The target scrolled into view (the zoomed board pans sideways): its centre on screen."""
    page.evaluate("""(id) => document.querySelector(`.board-target[data-target="${id}"]`)
        .scrollIntoView({block: 'center', inline: 'center'})""", target_id)
    spot = next(t for t in page.evaluate("window.ludi.targets()") if t["id"] == target_id)
    on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).tagName", [spot["x"], spot["y"]])
    assert on_top == "CANVAS", (target_id, on_top)     # nothing covers it
    return spot


def ghost(page):
    return page.evaluate("document.querySelector('#board-host canvas').dataset.ghost")


def test_at_390_px_a_tap_on_a_placement_lays_the_tile_it_names(board):
    game = board(width=390, height=844, touch=True)
    page = game.start(SOLO)
    size = page.evaluate("""() => {
        const c = document.querySelector('#board-host canvas').getBoundingClientRect();
        return {width: c.width, height: c.height};
    }""")
    assert size["width"] <= 390 and size["height"] / size["width"] > 1.5      # the tall layout
    assert size["width"] * 16 / 500 >= 11          # its smallest canvas text, in CSS pixels
    page.locator("#hand .card-button").first.tap()
    game.wait_for_person()
    assert game.shown()["state"]["phase"] == "place"
    # Laying a tile zooms the board: placements a finger apart; the page itself never pans.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    boxes = page.evaluate("[...document.querySelectorAll('.board-target')].map((b) => b.getBoundingClientRect())"
                          ".map((r) => [r.width, r.height])")
    assert boxes and min(min(b) for b in boxes) >= 24
    steps = len(game.history())
    chosen = spread(game.targets(), 5)
    for target in chosen:       # a tap shows exactly the placement tapped, and lays nothing
        spot = centre_in_view(page, target["id"])
        page.touchscreen.tap(spot["x"], spot["y"])
        page.wait_for_timeout(100)
        assert ghost(page) == target["id"], target["label"]
    page.touchscreen.tap(spot["x"], spot["y"])       # a second tap turns it round a cell
    page.wait_for_timeout(100)
    turned = ghost(page)
    assert turned.startswith("place:") and set(turned.split(":")[1:]) & set(chosen[-1]["id"].split(":")[1:])
    for target in (chosen[0], chosen[-1]):           # a tap elsewhere, then back: the tapped one
        spot = centre_in_view(page, target["id"])
        page.touchscreen.tap(spot["x"], spot["y"])
        page.wait_for_timeout(100)
    assert ghost(page) == chosen[-1]["id"]
    assert len(game.history()) == steps
    page.locator(".board-tools button", has_text="Place tile").tap()
    move = game.after_move(steps)
    assert f"place:{move[1]}:{move[2]}" == chosen[-1]["id"]


def test_at_1280_px_the_mouse_shows_and_lays_the_placement_under_it(board):
    game = board()
    page = game.start(SOLO)
    page.locator("#hand .card-button").first.click()
    game.wait_for_person()
    chosen = spread(game.targets(), 4)
    for target in chosen:
        spot = centre_in_view(page, target["id"])
        page.mouse.move(spot["x"], spot["y"])
        page.wait_for_timeout(50)
        assert ghost(page) == target["id"], target["label"]
    steps = len(game.history())
    page.mouse.click(spot["x"], spot["y"])
    move = game.after_move(steps)
    assert f"place:{move[1]}:{move[2]}" == chosen[-1]["id"]


def test_the_ghost_follows_the_mouse_with_one_draw_a_frame(board):
    """The ghost is drawn through the board layer: a mouse move over the placements draws the
    board once in an animation frame at most, however many things it changes (hover, ghost)."""
    game = board()
    page = game.start(SOLO)
    page.locator("#hand .card-button").first.click()
    game.wait_for_person()
    # A draw starts by clearing the canvas: count the board's draws between two frames.
    page.evaluate("""() => {
        const canvas = document.querySelector('#board-host canvas');
        const clear = CanvasRenderingContext2D.prototype.clearRect;
        let draws = 0;
        window.drawsPerFrame = [];
        CanvasRenderingContext2D.prototype.clearRect = function (...args) {
            if (this.canvas === canvas) draws++;
            return clear.apply(this, args);
        };
        const frame = () => { window.drawsPerFrame.push(draws); draws = 0; requestAnimationFrame(frame); };
        requestAnimationFrame(frame);
    }""")
    for target in spread(game.targets(), 4):
        spot = centre_in_view(page, target["id"])
        page.mouse.move(spot["x"], spot["y"], steps=4)
        page.wait_for_timeout(50)
        assert ghost(page) == target["id"], target["label"]
    draws = page.evaluate("window.drawsPerFrame")
    assert sum(draws) >= 4 and max(draws) == 1, draws


def test_the_board_looks_as_it_did_at_a_fixed_seeded_position(board):
    game = board()
    page = game.start(SOLO)
    for _ in range(14):   # a few moves: the first hand tile, else the first target or prompt choice
        before = len(game.history())
        targets = game.targets()
        if page.locator("#hand .card-button").count():
            page.locator("#hand .card-button").first.click()
        elif targets:
            page.mouse.click(targets[0]["x"], targets[0]["y"])
        else:
            page.locator("#prompt .prompt-choice").first.click()
        game.after_move(before)
    page.mouse.move(1, 1)
    page.wait_for_timeout(150)
    assert_looks_like_reference(page, SCREENSHOT, TOLERANCE)


def hot_seat_save_with_bridges():
    """A two-person game in which both seats hold bridge tiles, a person to move."""
    session = api.Session.start({"game": "marble", "seed": 3, "seats": [
        {"kind": "human", "name": "Livia"}, {"kind": "human", "name": "Chico"}]})
    state = session.state
    rng = random.Random(4)
    bridges = set(marble.BRIDGE_CELLS)
    while not (all(state.bridges) and session.next_kind() == "human" and state.phase == "act"):
        if state.current_player() == marble.CHANCE:
            session.step()
            continue
        legal = state.legal_actions()
        onto_bridge = [a for a in legal if a[0] == "place" and {a[1], a[2]} & bridges]
        session.apply(onto_bridge[0] if onto_bridge else rng.choice(legal))
    return session.save(), state


def test_a_seats_bridge_values_are_drawn_only_for_it(board):
    save, state = hot_seat_save_with_bridges()
    game = board()
    page = game.page
    # every text the board's canvas draws in a frame (a frame starts by clearing the canvas)
    page.add_init_script("""
        const fill = CanvasRenderingContext2D.prototype.fillText;
        const clear = CanvasRenderingContext2D.prototype.clearRect;
        window.drawnTexts = [];
        CanvasRenderingContext2D.prototype.clearRect = function (x, y, w, h) {
            if (x === 0 && y === 0 && w === this.canvas.width) window.drawnTexts = [];
            return clear.apply(this, arguments);
        };
        CanvasRenderingContext2D.prototype.fillText = function (text) {
            window.drawnTexts.push(String(text));
            return fill.apply(this, arguments);
        };
    """)
    page.goto(game.base_url + "index.html")
    page.evaluate("([save]) => { localStorage.setItem('ludi.save', save); localStorage.setItem('ludi.active', '1'); }",
                  [json.dumps(save)])
    game.start("index.html")
    assert privacy_visible(page)
    page.locator("#privacy-button").click()
    game.wait_for_person()
    page.wait_for_timeout(150)
    shown = game.shown()
    seat = shown["seat"]
    other = 1 - seat
    players = shown["state"]["players"]
    assert players[seat]["bridge_values"] == state.bridges[seat]
    assert "bridge_values" not in players[other]
    assert players[other]["bridges"] == len(state.bridges[other]) > 0
    texts = page.evaluate("window.drawnTexts")
    assert texts.count("?") == len(state.bridges[other])    # the other seat's: face down


def test_axe_finds_no_serious_or_critical_violation(board):
    axe = axe_script()
    game = board()
    page = game.start(SOLO)
    page.locator("#hand .card-button").first.click()   # the placing tools are on screen too
    game.wait_for_person()
    bad = serious_axe_violations(page, axe)
    assert not bad, bad
