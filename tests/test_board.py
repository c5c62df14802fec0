"""Aquileia's canvas board in Chromium: play by clicking and by keyboard, a reference picture,
sharp resizing, and nothing of another seat's hand on screen.

The reference picture is ``tests/screenshots/aquileia-board.png``. After a deliberate change to
the drawing, regenerate it with ``UPDATE_SCREENSHOTS=1 ./run-tests tests/test_board.py`` and look
at the new picture before committing it.
"""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import pytest

from engine import api

pytestmark = pytest.mark.browser

BOOT = 90_000
LINK = "index.html?game=aquileia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast"
SCREENSHOT = Path(__file__).parent / "screenshots" / "aquileia-board.png"
# Share of pixels that may differ (font hinting, anti-aliasing) before a picture counts as changed.
TOLERANCE = 0.005


class Board:
    """A page with an Aquileia game on its drawn board; fails on console errors."""

    def __init__(self, browser, base_url, width=1280, height=900, scale=1):
        self.context = browser.new_context(base_url=base_url, reduced_motion="reduce",
                                           viewport={"width": width, "height": height},
                                           device_scale_factor=scale)
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.base_url = base_url

    def start(self, link=LINK):
        self.page.goto(self.base_url + link)
        self.page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
        self.wait_for_person()
        return self.page

    def wait_for_person(self):
        self.page.wait_for_selector("body[data-busy=false]", state="attached", timeout=BOOT)

    def history(self):
        return json.loads(self.page.evaluate("localStorage.getItem('ludi.save')"))["history"]

    def shown(self):
        return self.page.evaluate("window.ludi.shown()")

    def targets(self):
        return self.page.evaluate("window.ludi.targets()")

    def after_move(self, before):
        """Wait until the move after ``before`` steps is saved; return that move."""
        self.page.wait_for_function(
            f"JSON.parse(localStorage.getItem('ludi.save')).history.length > {before}")
        self.wait_for_person()
        return self.history()[before]

    def close(self):
        self.context.close()
        assert not self.errors, f"console errors: {self.errors}"


@pytest.fixture
def board(browser, base_url):
    made = []

    def make(**kwargs):
        made.append(Board(browser, base_url, **kwargs))
        return made[-1]

    yield make
    for item in made:
        item.close()


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
        page.evaluate("document.activeElement && document.activeElement.blur()")
        for _ in range(80):
            page.keyboard.press("Tab")
            if page.evaluate("'choice' in (document.activeElement.dataset || {})"):
                break
        focused = page.evaluate("document.activeElement.dataset.target || null")
        if focused:  # a board target: focus draws its highlight, Enter takes it
            assert focused in [t["id"] for t in game.targets()]
            assert page.evaluate("window.ludi.highlighted().focus") == focused
            label = page.evaluate("document.activeElement.getAttribute('aria-label')")
            assert label and label in [e["label"] for e in game.shown()["legal"]] + [
                t["label"] for t in game.targets()]
        page.keyboard.press("Enter")
        if page.locator(".prompt-popover").count():
            page.keyboard.press("Enter")
        move = game.after_move(before)
        assert tuple(move) in legal
        if focused:
            assert target_of(move) == focused


def compare_with_reference(page, png: bytes) -> float:
    """The share of pixels of the board canvas that differ clearly from ``png``."""
    data_url = "data:image/png;base64," + base64.b64encode(png).decode()
    return page.evaluate("""async (url) => {
        const board = document.querySelector('#board-host canvas');
        const image = new Image();
        image.src = url;
        await image.decode();
        if (image.width !== board.width || image.height !== board.height) return 1;
        const pixels = (source) => {
            const canvas = document.createElement('canvas');
            canvas.width = board.width; canvas.height = board.height;
            const ctx = canvas.getContext('2d');
            ctx.drawImage(source, 0, 0);
            return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        };
        const a = pixels(board), b = pixels(image);
        let differ = 0;
        for (let i = 0; i < a.length; i += 4) {
            if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 60) differ++;
        }
        return differ / (a.length / 4);
    }""", data_url)


def test_the_board_looks_as_it_did_at_a_fixed_seeded_position(board):
    game = board()
    page = game.start()
    page.mouse.move(1, 1)  # no hover highlight in the picture
    page.wait_for_timeout(100)
    shot = page.evaluate("document.querySelector('#board-host canvas').toDataURL('image/png')")
    png = base64.b64decode(shot.split(",", 1)[1])
    if os.environ.get("UPDATE_SCREENSHOTS") == "1" or not SCREENSHOT.exists():
        SCREENSHOT.parent.mkdir(exist_ok=True)
        SCREENSHOT.write_bytes(png)
        if os.environ.get("UPDATE_SCREENSHOTS") != "1":
            pytest.fail(f"no reference picture yet: wrote {SCREENSHOT.name}; check it and run again")
    assert compare_with_reference(page, SCREENSHOT.read_bytes()) <= TOLERANCE
    # The comparison does catch a broken drawing: a blank board differs almost everywhere.
    page.evaluate("""() => {
        const board = document.querySelector('#board-host canvas');
        board.getContext('2d').clearRect(0, 0, 1e5, 1e5);
    }""")
    assert compare_with_reference(page, SCREENSHOT.read_bytes()) > 0.5


def backing_store(page):
    return page.evaluate("""() => {
        const c = document.querySelector('#board-host canvas');
        const r = c.getBoundingClientRect();
        return {width: c.width, height: c.height, cssWidth: r.width, cssHeight: r.height,
                dpr: window.devicePixelRatio};
    }""")


def assert_sharp(page):
    page.wait_for_timeout(150)  # a resize is drawn in the next animation frame
    store = backing_store(page)
    assert store["width"] == round(store["cssWidth"] * store["dpr"]), store
    assert abs(store["height"] - store["cssHeight"] * store["dpr"]) <= 1, store
    return store


@pytest.mark.parametrize("scale", [1, 2])
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
