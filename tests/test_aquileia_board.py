"""Aquileia's canvas board in Chromium: play by clicking and by keyboard, a reference picture,
sharp resizing, and nothing of another seat's hand on screen. The shared board layer (web/board/:
the keyboard's way round the targets, popovers, prompts, marks of the moves since a person's last,
take-back, canvas text sizes) is tested here, on Aquileia's board; what the board tests share is
in ``board_pages.py``.

The reference picture is ``tests/screenshots/aquileia-board.png``. After a deliberate change to
the drawing, regenerate it with ``UPDATE_SCREENSHOTS=1 ./run-tests tests/test_aquileia_board.py`` and look
at the new picture before committing it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from board_pages import (BOOT, LINK, assert_looks_like_reference, assert_sharp, board,  # noqa: F401 (fixture)
                         compare_with_reference, tab_to_a_choice, take_the_focused_choice)
from engine import api

pytestmark = pytest.mark.browser

SCREENSHOT = Path(__file__).parent / "screenshots" / "aquileia-board.png"

def target_of(action):
    """The board target of an action, as web/games/aquileia.js maps it (None: a prompt)."""
    verb = action[0]
    prefix = {"place": "space:", "buy": "card:", "build": "site:", "play": "hand:"}.get(verb)
    if prefix:
        return prefix + action[1]
    return "track:tiebreaker" if verb == "tiebreaker" else None


def test_a_human_plays_a_full_round_by_clicking_the_board(board):
    game = board()
    page = game.start()
    clicked = prompted = 0
    while game.shown()["state"]["round"] == 1 and page.evaluate("document.body.dataset.status") == "playing":
        before = len(game.history())
        legal = {tuple(entry["action"]) for entry in game.shown()["legal"]}
        targets = game.targets()
        if targets:
            target = targets[clicked % len(targets)]
            on_top = page.evaluate("([x, y]) => document.elementFromPoint(x, y).tagName",
                                   [target["x"], target["y"]])
            assert on_top == "CANVAS", (target, on_top)  # nothing covers a legal target
            page.mouse.move(target["x"], target["y"])
            assert page.evaluate("window.ludi.highlighted().hover") == target["id"]
            page.mouse.click(target["x"], target["y"])
            if page.locator(".prompt-popover").count():  # several ways to take this target
                page.locator(".prompt-popover .prompt-choice").first.click()
            move = game.after_move(before)
            assert tuple(move) in legal and target_of(move) == target["id"], (move, target)
            clicked += 1
        else:
            choice = page.locator("#prompt .prompt-choice, #hand .card-button").first
            choice.click()
            move = game.after_move(before)
            assert tuple(move) in legal
            prompted += 1
    assert game.shown()["state"]["round"] == 2
    assert clicked >= 3  # Livia placed her henchmen by clicking the canvas
    log = page.locator("#log li")
    assert log.count() > 10

    # No hidden card of another seat reached the page: the board got exactly seat 0's view,
    # and the hand strip shows seat 0's cards only, while the other seats do hold cards.
    save = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
    session = api.Session.load(save)
    mine = session.payload(0)["state"]
    assert game.shown()["state"] == mine
    hands = session.state.hands
    assert any(sum(hands[seat].values()) for seat in (1, 2)), "nothing hidden to check"
    strip = [text.split("\n")[-1] for text in page.locator("#hand li.card").all_inner_texts()]
    assert strip == [card["label"] for card in mine["hand"]]
    assert '"hands"' not in json.dumps(game.shown())

    # A log line shows the board as it was after it, read only, and the live game comes back.
    log.first.click()
    page.wait_for_selector("#history:not([hidden])")
    assert not game.shown()["live"] and game.targets() == []
    page.locator("#history-back").click()
    assert game.shown()["live"]


def test_every_choice_is_reachable_by_keyboard(board):
    game = board()
    page = game.start()
    for _ in range(4):
        if page.evaluate("document.body.dataset.status") != "playing":
            break
        before = len(game.history())
        legal = {tuple(entry["action"]) for entry in game.shown()["legal"]}
        focused = tab_to_a_choice(page)
        if focused:  # a board target: focus draws its highlight, Enter takes it
            assert focused in [t["id"] for t in game.targets()]
            assert page.evaluate("window.ludi.highlighted().focus") == focused
            label = page.evaluate("document.activeElement.getAttribute('aria-label')")
            assert label and label in [e["label"] for e in game.shown()["legal"]] + [
                t["label"] for t in game.targets()]
        move = take_the_focused_choice(game, before)
        assert tuple(move) in legal
        if focused:
            assert target_of(move) == focused
        if page.evaluate("document.body.dataset.status") == "playing":
            page.wait_for_timeout(50)  # the focus is back on a choice, not on the page body
            assert page.evaluate("'choice' in (document.activeElement.dataset || {})")


def test_the_board_looks_as_it_did_at_a_fixed_seeded_position(board):
    game = board()
    page = game.start()
    page.mouse.move(1, 1)  # no hover highlight in the picture
    page.wait_for_timeout(100)
    assert_looks_like_reference(page, SCREENSHOT)
    # The comparison does catch a broken drawing: a blank board differs almost everywhere.
    page.evaluate("""() => {
        const board = document.querySelector('#board-host canvas');
        board.getContext('2d').clearRect(0, 0, 1e5, 1e5);
    }""")
    assert compare_with_reference(page, SCREENSHOT.read_bytes()) > 0.5


# At pixel ratio 3 (many phones) the backing store keeps 2 pixels per CSS pixel: a third costs
# every frame 2.25 times the pixels on the phone's CPU (web/board/canvas.js).
@pytest.mark.parametrize("scale", [1, 2, 3])
def test_the_canvas_stays_sharp_when_resized(board, scale):
    game = board(scale=scale)
    page = game.start()
    wide = assert_sharp(page)
    assert wide["dpr"] == scale
    page.set_viewport_size({"width": 390, "height": 844})
    narrow = assert_sharp(page)
    assert narrow["cssWidth"] < wide["cssWidth"]
    assert narrow["cssHeight"] / narrow["cssWidth"] > 2  # the tall phone layout
    assert all(0 < t["x"] < 390 for t in game.targets())
    page.set_viewport_size({"width": 1000, "height": 800})
    assert_sharp(page)


def test_a_target_with_several_ways_asks_in_a_popover(board):
    """The shared prompt: one board target, several legal actions (e.g. two ways to pay)."""
    game = board()
    page = game.start()
    chosen = page.evaluate("""async () => {
        const { openPopover } = await import('./board/prompt.js');
        const host = document.querySelector('#board-host');
        window.picked = null;
        openPopover(host, {x: 40, y: 40, w: 30, h: 30}, 'Choose how',
            [{label: 'Pay with coins', action: ['build', 'a', 1, 0]},
             {label: 'Pay with slaves', action: ['build', 'a', 0, 1]}],
            (action) => { window.picked = action; });
        return document.activeElement.textContent;
    }""")
    assert chosen == "Pay with coins"  # the first way has the focus: Enter takes it
    popover = page.locator(".prompt-popover")
    assert popover.is_visible()
    page.keyboard.press("Escape")
    assert popover.count() == 0 and page.evaluate("window.picked") is None
    page.evaluate("""async () => {
        const { openPopover } = await import('./board/prompt.js');
        openPopover(document.querySelector('#board-host'), null, 'Choose how',
            [{label: 'Pay with coins', action: ['x', 1]}, {label: 'Pay with slaves', action: ['x', 2]}],
            (action) => { window.picked = action; });
    }""")
    page.locator(".prompt-popover .prompt-choice", has_text="Pay with slaves").click()
    assert page.evaluate("window.picked") == ["x", 2]
    assert page.locator(".prompt-popover").count() == 0


# --- the shared board layer as a person at the table needs it ---------------------------------

NORMAL = LINK.replace("speed=fast", "speed=normal")
SIZES = [(1280, 900), (390, 844)]
# Where a person places first, so that questions about areas come up in the first round.
PREFERRED = ["space:arena1a", "space:arena1b", "space:pecunia", "space:theatrum", "space:gold1a",
             "space:silver1a", "space:forum3", "space:forum1", "space:potentia", "space:dolus"]


def overlap(a, b):
    return not (a["x"] + a["w"] <= b["x"] or b["x"] + b["w"] <= a["x"]
                or a["y"] + a["h"] <= b["y"] or b["y"] + b["h"] <= a["y"])


def rect_of(page, selector):
    return page.evaluate(f"""() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect();
        return {{x: r.left, y: r.top, w: r.width, h: r.height}}; }}""")


def take_a_turn(game, page):
    """Livia's next decision: a preferred board target, else the first prompt or hand choice."""
    before = len(game.history())
    ids = {t["id"]: t for t in game.targets()}
    pick = next((ids[i] for i in PREFERRED if i in ids), None) or next(iter(ids.values()), None)
    if pick:
        page.evaluate("(id) => document.querySelector(`[data-target='${id}']`).click()", pick["id"])
    else:
        page.locator("#prompt .prompt-choice, #hand .card-button").first.click()
    if page.locator(".prompt-popover").count():
        page.locator(".prompt-popover .prompt-choice").first.click()
    return game.after_move(before)


@pytest.mark.parametrize("width, height", SIZES)
def test_prompts_leave_their_area_and_the_dice_name_their_roller(board, width, height):
    game = board(width=width, height=height)
    page = game.start()
    names = ["Livia", "Chico", "Stefan"]
    prompts = trays = 0
    while game.shown()["state"]["round"] == 1 and page.evaluate("document.body.dataset.status") == "playing":
        place = page.evaluate("window.ludi.promptPlace()")
        if place:  # a question about an area of the board: the area stays in view, uncovered
            prompts += 1
            assert not overlap(place["prompt"], place["area"]), place
            bar = rect_of(page, ".statusbar")
            assert place["prompt"]["y"] >= bar["y"] + bar["h"] - 1, (place, bar)
            assert place["prompt"]["y"] + place["prompt"]["h"] <= height + 1, place  # no scrolling
            assert place["area"]["y"] + place["area"]["h"] > bar["y"] + bar["h"], place
        rolls = game.shown()["rolls"]
        items = page.locator("#dice-tray li")
        assert items.count() == len(rolls)
        for i, roll in enumerate(rolls):
            text = items.nth(i).inner_text()
            assert names[roll["seat"]] in text and roll["purpose"] in text, (text, roll)
            trays += 1
        own = [r for r in rolls if r["seat"] == 0]
        if own:  # Livia's own latest roll stays readable while she decides
            assert page.locator("#dice-tray li.own").count() == 1
        take_a_turn(game, page)
    assert prompts >= 2 and trays >= 3, (prompts, trays)


@pytest.mark.parametrize("width, height", SIZES)
def test_every_move_since_the_persons_last_is_marked_and_the_newest_line_is_in_view(board, width, height):
    game = board(width=width, height=height)
    page = game.start()
    for _ in range(2):  # two rounds of placements: each time both bots placed after Livia
        before = len(game.history())
        take_a_turn(game, page)
        history = game.history()
        since = game.shown()["since"]
        assert since == before + 1  # Livia's decision was the step before
        marks = {m["id"]: m["seat"] for m in page.evaluate("window.ludi.marks()")}
        spaces = {s["id"]: s["seat"] for s in game.shown()["state"]["board"]["spaces"]}
        assert len(history[since:]) == 2, history[since:]  # Chico and Stefan placed
        for action in history[since:]:
            if action[0] == "place":
                assert marks.get("space:" + action[1]) == spaces[action[1]] != 0, (action, marks)
            else:
                assert action == ["tiebreaker"] and marks.get("track:tiebreaker") in (1, 2)
        newest = game.shown()["log"][-1]["text"]
        if width > 700:
            line = page.locator("#log li").last
            assert line.inner_text() == newest
        else:  # the phone's summary, newest first, in the sticky status bar
            line = page.locator("#recent li").first
            assert line.inner_text() == newest
            # Nothing is cut off at the side; a hand with a card to play is in view wherever the
            # board is, one with none waits under the board, out of the sticky dock.
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            playable = page.locator("#hand-panel [data-choice]").count() > 0
            if playable:
                assert page.evaluate("document.querySelector('#hand-panel').parentElement.id") == "dock"
                for y in (0, 600, 1200):
                    page.evaluate(f"window.scrollTo(0, {y})")
                    hand = page.locator("#hand-panel").bounding_box()
                    assert hand and hand["y"] + hand["height"] <= height + 1 and hand["y"] < height - 40, (y, hand)
            else:
                assert page.evaluate("document.querySelector('#dock').nextElementSibling.id") == "hand-panel"
            page.evaluate("window.scrollTo(0, 0)")
        box = line.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= height, box
        listed = page.evaluate("(l) => { const r = l.closest('ol').getBoundingClientRect(); return [r.top, r.bottom]; }",
                               line.element_handle())
        assert listed[0] - 1 <= box["y"] and box["y"] + box["height"] <= listed[1] + 1


def test_a_fresh_page_marks_what_happened_since_the_persons_last_move(board):
    game = board()
    page = game.start()
    before = len(game.history())
    take_a_turn(game, page)
    bots = [a for a in game.history()[before + 1:] if a[0] == "place"]
    assert bots
    page.reload()
    page.wait_for_function("document.body.dataset.status === 'playing'", timeout=BOOT)
    game.wait_for_person()
    page.wait_for_function("window.ludi.marks().length > 0")
    marks = {m["id"]: m["seat"] for m in page.evaluate("window.ludi.marks()")}
    for action in bots:
        assert marks.get("space:" + action[1]) in (1, 2), (action, marks)


def test_your_move_shows_only_once_the_last_piece_has_landed(board):
    game = board(motion="no-preference")
    page = game.start()
    page.evaluate("""() => {
        window.turnSeen = [];
        const turn = document.querySelector('#turn');
        new MutationObserver(() => {
            if (turn.textContent.includes('your move')) window.turnSeen.push(window.ludi.animating());
        }).observe(turn, {childList: true, characterData: true, subtree: true});
    }""")
    for _ in range(3):
        take_a_turn(game, page)
    seen = page.evaluate("window.turnSeen")
    assert seen and not any(seen), seen


def test_an_animation_draws_fewer_frames_where_a_frame_costs_more_and_one_in_a_hurry(board):
    # On a phone's CPU a tall board's frame takes tens of ms: a glide then draws a frame only
    # every few times that, leaving the CPU to the worker thinking the next bot move; and once
    # a person has waited their budget, the bots' later moves land in one frame each.
    page = board(motion="no-preference").start()
    frames = page.evaluate("""async () => {
        const anim = await import('./board/anim.js');
        const count = async () => { let n = 0; await anim.tween(1000, () => n++); return n; };
        const costing = async (ms) => { for (let i = 0; i < 20; i++) anim.noteDraw(ms); return count(); };
        const cheap = await costing(0.5);
        const dear = await costing(60);
        anim.hurry(true);
        const hurried = await count();
        anim.hurry(false);
        await costing(0.5);
        return { cheap, dear, hurried };
    }""")
    assert frames["dear"] <= 1000 / (4 * 60) + 2, frames  # one frame per 4 frames' cost, and the last
    assert frames["cheap"] > frames["dear"], frames
    assert frames["hurried"] == 1, frames


def test_a_placement_can_be_taken_back_before_the_bot_moves(board):
    game = board()
    page = game.start(NORMAL)
    before = len(game.history())
    target = next(t for t in game.targets() if t["id"].startswith("space:"))
    page.mouse.click(target["x"], target["y"])
    page.wait_for_selector("#takeback:not([hidden])", timeout=5_000)
    assert game.history()[before:] == [["place", target["id"][6:]]]
    # The status and the turn line agree: both name the bot that is about to move.
    page.wait_for_function("document.querySelector('#turn').textContent.includes('(bot)')", timeout=5_000)
    bot = page.evaluate("document.querySelector('#turn').textContent.split(' (bot)')[0]")
    assert bot in page.inner_text("#status") and "your move" not in page.inner_text("#turn")
    page.locator("#takeback-button").click()
    game.wait_for_person()
    assert len(game.history()) == before  # the bot never moved, the placement is gone
    spaces = {s["id"]: s["seat"] for s in game.shown()["state"]["board"]["spaces"]}
    assert spaces[target["id"][6:]] is None
    assert page.locator("#takeback").is_hidden()
    # Without a take-back the bot moves after the window.
    page.mouse.click(target["x"], target["y"])
    game.after_move(before + 1)
    assert game.history()[before] == ["place", target["id"][6:]]


def test_focus_returns_to_a_target_and_arrows_move_between_targets(board):
    game = board()
    page = game.start()
    for _ in range(3):
        before = len(game.history())
        page.evaluate("document.activeElement && document.activeElement.blur()")
        if not page.evaluate("document.activeElement.dataset && document.activeElement.dataset.target"):
            for _ in range(80):
                page.keyboard.press("Tab")
                if page.evaluate("'target' in (document.activeElement.dataset || {})"):
                    break
        first = page.evaluate("document.activeElement.dataset.target")
        page.keyboard.press("ArrowRight")
        moved = page.evaluate("document.activeElement.dataset.target")
        assert moved in [t["id"] for t in game.targets()] and moved != first
        page.keyboard.press("Enter")
        game.after_move(before)
        page.wait_for_timeout(50)
        focused = page.evaluate("document.activeElement.dataset.target || null")
        assert focused in [t["id"] for t in game.targets()], focused  # not the page body
        assert page.evaluate("window.ludi.highlighted().focus") == focused


TEXT_PROBE = """
window.canvasText = [];
const record = function (original) {
  return function (text, x, y, max) {
    if (this.canvas.closest && this.canvas.closest('#board-host')) {
      const t = this.getTransform();
      const px = parseFloat(/(\\d+(\\.\\d+)?)px/.exec(this.font)[1]);
      window.canvasText.push({text: String(text), css: px * Math.hypot(t.a, t.b) / devicePixelRatio});
    }
    return original.call(this, text, x, y, max);
  };
};
CanvasRenderingContext2D.prototype.fillText = record(CanvasRenderingContext2D.prototype.fillText);
CanvasRenderingContext2D.prototype.strokeText = record(CanvasRenderingContext2D.prototype.strokeText);
"""


def test_no_canvas_text_is_smaller_than_11_css_px(board):
    game = board()
    game.page.add_init_script(TEXT_PROBE)
    page = game.start()
    for _ in range(6):  # pieces, cards and marks on the board
        take_a_turn(game, page)
    for width, height in SIZES + [(1000, 800)]:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(200)
        page.evaluate("window.canvasText = []")
        page.mouse.move(1, 1)
        page.evaluate("document.querySelector('#board-host canvas').dispatchEvent(new Event('pointerleave'))")
        page.evaluate("window.dispatchEvent(new Event('resize'))")
        page.set_viewport_size({"width": width + 1, "height": height})
        page.wait_for_timeout(200)
        drawn = page.evaluate("window.canvasText")
        assert len(drawn) > 100, len(drawn)
        small = sorted({(round(d["css"], 1), d["text"]) for d in drawn if d["css"] < 11})
        assert not small, (width, small[:10])


# Every pause the turn loop sleeps (web/page/shell.js's sleep: a timer whose callback is a
# promise's own resolve, native code), in ms, into window.pauses.
RECORD_PAUSES = """window.pauses = [];
const plainSetTimeout = window.setTimeout;
window.setTimeout = function (callback, ms, ...rest) {
  if (typeof callback === "function" && Function.prototype.toString.call(callback).includes("[native code]"))
    window.pauses.push(Number(ms) || 0);
  return plainSetTimeout.call(this, callback, ms, ...rest);
};"""


@pytest.mark.parametrize("link", [NORMAL, "index.html?game=ave&seats=human,random,random&seed=4&speed=normal"])
def test_the_pages_pauses_between_a_persons_decisions_stay_within_about_5_s(board, link):
    """At normal speed the page paces the bots' moves, the take-back pause included, to keep a
    person's wait within about 5 s: the pauses it sleeps between two of their decisions add up
    to at most 1.5 + 4 s, whatever the machine (the bots' thinking on top is a benchmark's,
    benchmarks/phone_waits.py)."""
    game = board()
    game.page.add_init_script(RECORD_PAUSES)
    page = game.start(link)
    waits = []
    for _ in range(4):
        if page.evaluate("document.body.dataset.status") != "playing":
            break
        before = len(game.history())
        page.evaluate("window.pauses = []")
        if game.targets():
            take_a_turn(game, page)
        else:
            page.locator("#prompt .prompt-choice, #hand .card-button, #actions button").first.click()
            game.after_move(before)
        waits.append(page.evaluate("window.pauses"))
        steps = len(game.history()) - before
        assert steps >= 1
    assert any(len(pauses) > 1 for pauses in waits), waits   # the bots moved, paced
    assert all(sum(pauses) <= 5500 for pauses in waits), waits
