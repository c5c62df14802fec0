"""What the board tests share: a page with a game on its drawn board (the shared board layer,
web/board/, under every game's board), the reference-picture comparison, the canvas's sharpness,
the keyboard's way to a choice, and axe-core's accessibility check."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import pytest

from shared_contexts import close_context, open_context
from test_site import BOOT  # a page's boot may take as long as a test may run
LINK = "index.html?game=aquileia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast"
"""The page a board opens unless told another: a seeded Aquileia game, a person against two bots."""
# Share of pixels that may differ (font hinting, anti-aliasing) before a picture counts as changed.
TOLERANCE = 0.005


class Board:
    """A page with a game on its drawn board (Aquileia's unless ``start`` is given another
    link); fails on console errors."""

    def __init__(self, browser, base_url, width=1280, height=900, scale=1, motion="reduce", touch=False,
                 contexts=None):
        options = {"reduced_motion": motion, "has_touch": touch, "device_scale_factor": scale,
                   "viewport": {"width": width, "height": height}}
        self.contexts = contexts  # the worker's shared contexts (shared_contexts.py), or None: fresh
        self.context = open_context(browser, contexts, base_url, **options)
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
        close_context(self.contexts, self.context)
        assert not self.errors, f"console errors: {self.errors}"


def pages_of(kind, browser, base_url, **shared):
    """A fixture's body: yields a maker of ``kind`` pages, then closes every page it made."""
    made = []

    def make(**kwargs):
        made.append(kind(browser, base_url, **shared, **kwargs))
        return made[-1]

    yield make
    for item in made:
        item.close()


@pytest.fixture
def board(browser, base_url, context_source):
    yield from pages_of(Board, browser, base_url, contexts=context_source)


def tab_to_a_choice(page, presses=80):
    """Tab from nothing focused to the first choice: its board target, or None (not on the board)."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate("'choice' in (document.activeElement.dataset || {})"):
            break
    return page.evaluate("document.activeElement.dataset.target || null")


def take_the_focused_choice(game, before):
    """Enter on the focused choice (and on the first entry of a popover it opens): the move made."""
    game.page.keyboard.press("Enter")
    if game.page.locator(".prompt-popover").count():
        game.page.keyboard.press("Enter")
    return game.after_move(before)


def assert_looks_like_reference(page, screenshot: Path, tolerance: float = TOLERANCE):
    """The board canvas differs from the picture ``screenshot`` in at most ``tolerance`` of its
    pixels. The picture is written when it is missing (and the test fails) or when
    UPDATE_SCREENSHOTS=1."""
    shot = page.evaluate("document.querySelector('#board-host canvas').toDataURL('image/png')")
    png = base64.b64decode(shot.split(",", 1)[1])
    if os.environ.get("UPDATE_SCREENSHOTS") == "1" or not screenshot.exists():
        screenshot.parent.mkdir(exist_ok=True)
        screenshot.write_bytes(png)
        if os.environ.get("UPDATE_SCREENSHOTS") != "1":
            pytest.fail(f"no reference picture yet: wrote {screenshot.name}; check it and run again")
    assert compare_with_reference(page, screenshot.read_bytes()) <= tolerance


AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"


def axe_script() -> Path:
    """axe-core's script; a missing one fails the test (it is in package.json's devDependencies)."""
    axe = Path(os.environ.get("AXE_CORE_JS", AXE))
    assert axe.exists(), "axe-core is missing: run npm ci (package.json's devDependencies)"
    return axe


def serious_axe_violations(page, axe: Path):
    """axe-core (the script at ``axe``) run on the page: its serious and critical violations.
    The experimental check that a control's name holds its visible text (WCAG 2.5.3) runs too."""
    page.add_script_tag(content=axe.read_text())
    result = page.evaluate("""async () => {
        const r = await axe.run(document, { resultTypes: ['violations'],
                                            rules: { 'label-content-name-mismatch': { enabled: true } } });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length,
                                          where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    }""")
    return [v for v in result if v["impact"] in ("serious", "critical")]


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


def backing_store(page):
    return page.evaluate("""() => {
        const c = document.querySelector('#board-host canvas');
        const r = c.getBoundingClientRect();
        return {width: c.width, height: c.height, cssWidth: r.width, cssHeight: r.height,
                dpr: window.devicePixelRatio};
    }""")


MOST_PIXEL_RATIO = 2  # web/board/canvas.js: a backing store has at most 2 pixels per CSS pixel


def assert_sharp(page):
    page.wait_for_timeout(150)  # a resize is drawn in the next animation frame
    store = backing_store(page)
    ratio = min(store["dpr"], MOST_PIXEL_RATIO)
    assert store["width"] == round(store["cssWidth"] * ratio), store
    assert abs(store["height"] - store["cssHeight"] * ratio) <= 1, store
    return store
