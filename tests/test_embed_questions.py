"""An example's question in Chromium as a reader meets it: the question, the part of the board
where the answer is made and what a move gets are in view together at a phone's, a tablet's and
a laptop's width, on Ludi's page, in a frame and in a <ludi-board> of another site; answering by
keyboard alone keeps the focus on the board's controls; what the player shows is only what
the step has (no empty hand, a picture named by its step), and a broken file shows its error
and no control that does nothing."""

from __future__ import annotations

import json

import pytest

from test_embed import BOOT, Watched, open_embed, serve, site  # noqa: F401  (site: a fixture)

pytestmark = pytest.mark.browser

SENATE = "embed.html?game=ave&example=senate-wrap&step=1"   # step 2 asks: green goes 5 → 0
RIGHT, WRONG = "senate:green:up", "senate:blue:up"

# Each rectangle of the page's viewport that is not wholly inside it.
OUTSIDE = """(boxes) => boxes.filter((b) => !(b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight + 0.5
                                              && b.right <= innerWidth + 0.5))"""
BOX = "(e) => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; }"
# The reach of a board target of the player in `scope` (a document or a <ludi-board>'s shadow root).
TARGET_BOX = """([player, id]) => { const c = player.screen.canvas, r = c.canvas.getBoundingClientRect(), b = c.reachOf(id);
  return {top: r.top + b.y, bottom: r.top + b.y + b.h, left: r.left + b.x, right: r.left + b.x + b.w}; }"""
# The element with the focus, through shadow roots: its control, its target, or its tag.
DEEP_FOCUS = """() => { let a = document.activeElement;
  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
  return !a || a === document.body ? "body" : a.dataset.control || a.dataset.target || a.className || a.tagName; }"""


class Scope:
    """The example player of embed.html, a frame of it, or a <ludi-board>, seen from the top page:
    its elements' boxes in the top page's viewport."""

    def __init__(self, page, frame=None, board=None):
        self.page, self.frame, self.board = page, frame, board

    def handle(self, selector):
        if self.board:
            return self.page.evaluate_handle(f"document.querySelector('{self.board}').shadowRoot"
                                             f".querySelector('{selector}')")
        return (self.frame or self.page).query_selector(selector)

    def offset(self):
        if not self.frame:
            return 0, 0
        box = self.page.evaluate(BOX, self.frame.frame_element())
        return box["top"], box["left"]

    def moved(self, box):
        top, left = self.offset()
        return {"top": box["top"] + top, "bottom": box["bottom"] + top,
                "left": box["left"] + left, "right": box["right"] + left}

    def box(self, selector):
        context = self.frame or self.page
        return self.moved(context.evaluate(BOX, self.handle(selector)))

    def player(self):
        if self.board:
            return self.page.evaluate_handle(f"document.querySelector('{self.board}').player")
        return (self.frame or self.page).evaluate_handle("window.ludiPlayer")

    def target_box(self, target):
        return self.moved((self.frame or self.page).evaluate(TARGET_BOX, [self.player(), target]))

    def data(self, name):
        if self.board:
            return self.page.get_attribute(self.board, f"data-{name}")
        return (self.frame or self.page).evaluate(f"document.body.dataset.{name}")

    def wait_step(self, step):
        """Wait for step `step` ("last": the example's last) to be shown."""
        holder = f"document.querySelector('{self.board}')" if self.board else "document.body"
        wanted = f"{holder}.dataset.steps" if step == "last" else f"'{step}'"
        (self.frame or self.page).wait_for_function(f"{holder}.dataset.step === {wanted}")


def tap(page, scope, target, touch):
    """Tap the board target where it is on screen: it must be in view and uncovered (no card,
    no bar over it), as a person's finger would find it."""
    box = scope.target_box(target)
    x, y = (box["left"] + box["right"]) / 2, (box["top"] + box["bottom"]) / 2
    assert not page.evaluate(OUTSIDE, [box]), (target, box)
    under = page.evaluate("([x, y]) => { let e = document.elementFromPoint(x, y);"
                          " while (e && e.shadowRoot && e.shadowRoot.elementFromPoint(x, y) !== e) {"
                          " const inner = e.shadowRoot.elementFromPoint(x, y); if (!inner) break; e = inner; }"
                          " return e ? e.tagName : null; }", [x, y])
    assert under in ("CANVAS", "IFRAME"), (target, under)   # a frame's canvas is behind its element
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def answer_in_view(page, scope, touch=False):
    """At the senate's question: the question and every legal target in view; a wrong move and
    then the right one, each with the question (or its answer), the place tapped and what the
    move got in view together."""
    targets = (scope.frame or scope.page).evaluate("p => p.screen.targets().map(t => t.id)", scope.player())
    assert RIGHT in targets and WRONG in targets, targets
    assert "Your move" in (scope.frame or page).evaluate("e => e.textContent", scope.handle(".lp-question"))
    boxes = [scope.box(".lp-question-text")] + [scope.target_box(t) for t in targets]
    assert not page.evaluate(OUTSIDE, boxes), boxes
    tap(page, scope, WRONG, touch)
    (scope.frame or page).wait_for_function("e => e.dataset.result === 'wrong'", arg=scope.handle(".lp-feedback"))
    boxes = [scope.box(".lp-question-text"), scope.target_box(WRONG), scope.box(".lp-feedback")]
    assert not page.evaluate(OUTSIDE, boxes), boxes
    tap(page, scope, RIGHT, touch)
    scope.wait_step(3)
    said = (scope.frame or page).evaluate("e => e.textContent", scope.handle(".lp-feedback"))
    assert said.startswith("Right"), said
    boxes = [scope.target_box(RIGHT), scope.box(".lp-feedback")]
    assert not page.evaluate(OUTSIDE, boxes), boxes


@pytest.mark.parametrize("width, height", [(360, 740), (720, 1000), (1280, 800)])
def test_a_question_its_answer_and_what_a_move_gets_are_in_view_together(
        browser, context_source, site, width, height):
    """AVE's senate question (the answer is made in the Senate, about 1,000 px below the question
    on a 720-px page before): at a phone's width by touch, at a tablet's and a laptop's by mouse.
    The tall board of a tablet's width stands in the middle of the page."""
    base, _ = site
    touch = width < 700
    watched = Watched(browser, context_source, width=width, height=height, is_mobile=touch,
                      has_touch=touch)
    page = open_embed(watched, base + SENATE)
    if touch:
        box = page.eval_on_selector("[data-control=next]", BOX)
        page.touchscreen.tap((box["left"] + box["right"]) / 2, (box["top"] + box["bottom"]) / 2)
    else:
        page.click("[data-control=next]")
    page.wait_for_function("document.body.dataset.step === '2'")
    answer_in_view(page, Scope(page), touch)
    canvas = page.eval_on_selector("canvas", BOX)
    margins = canvas["left"], width - canvas["right"]
    assert abs(margins[0] - margins[1]) <= 2, margins           # centred, whatever its width
    assert not watched.errors, watched.errors
    watched.close()


FOLLOW_HEIGHT = ('<script>addEventListener("message", (e) => { if (e.data && e.data.ludi === '
                 '"embed-height") for (const f of document.getElementsByTagName("iframe")) if '
                 '(f.contentWindow === e.source) f.style.height = e.data.height + "px"; });</script>')


def test_a_question_in_a_frame_and_a_board_of_another_site_is_in_view_with_its_answer(
        browser, context_source, site, tmp_path):
    """A teacher's own page (another site) with text round an embed.html frame that takes the
    height of what it shows (teach.html's snippet) and a <ludi-board>: in both, the question
    comes into view with the senate, and a move's answer beside the place tapped."""
    base, _ = site
    text = "<p>A paragraph of the lesson, as a teacher writes it around the boards.</p>" * 12
    (tmp_path / "lesson.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>'
        f'<link rel="icon" href="data:,"><script src="{base}ludi.js" defer></script></head>'
        f'<body><main><h1>The senate</h1>{text}<iframe id="lesson-frame" title="AVE" style="width:100%;height:640px;'
        f'border:0" src="{base}{SENATE}"></iframe>{FOLLOW_HEIGHT}{text}'
        f'<ludi-board id="board" game="ave" example="senate-wrap" step="1"></ludi-board>{text}'
        '</main></body></html>')
    host, _ = serve(tmp_path)
    watched = Watched(browser, context_source, width=720, height=900)
    page = watched.page
    page.goto(f"http://localhost:{host.server_address[1]}/lesson.html")
    page.locator("#lesson-frame").scroll_into_view_if_needed()
    frame = next(f for f in page.frames if "embed.html" in f.url)
    frame.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)
    frame.click("[data-control=next]")
    frame.wait_for_function("document.body.dataset.step === '2'")
    page.wait_for_timeout(100)   # the page scrolls as the frame asked
    answer_in_view(page, Scope(page, frame=frame))
    page.locator("#board").scroll_into_view_if_needed()
    page.wait_for_function("document.getElementById('board').dataset.status === 'ready'", timeout=BOOT)
    page.locator("#board [data-control=next]").click()
    page.wait_for_function("document.getElementById('board').dataset.step === '2'")
    answer_in_view(page, Scope(page, board="#board"))
    assert not watched.errors, watched.errors
    watched.close()
    host.shutdown()
    host.server_close()


def tab_to(page, wanted, most=60):
    """Press Tab until the focus is on `wanted` (a control or a target id), as a keyboard user does."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if page.evaluate(DEEP_FOCUS) == wanted:
            return
    raise AssertionError(f"Tab never reached {wanted}")


def keyboard_answers(page, scope):
    """From the top of the page by keyboard alone: onto the question, a wrong answer (the focus
    stays on it), the right one (the focus stays in the player, on where the reader goes on
    from), then ←, End and Home with no Tab between, the focus never dropped to the page."""
    tab_to(page, "next")
    page.keyboard.press("Enter")
    scope.wait_step(2)
    assert page.evaluate(DEEP_FOCUS) == "next"
    tab_to(page, WRONG)
    page.keyboard.press("Enter")
    page.wait_for_function("e => e.dataset.result === 'wrong'", arg=scope.handle(".lp-feedback"))
    assert page.evaluate(DEEP_FOCUS) == WRONG
    tab_to(page, RIGHT)
    page.keyboard.press("Enter")
    scope.wait_step(3)
    focused = page.evaluate(DEEP_FOCUS)
    assert "onward" in focused, focused
    for key, wanted in (("ArrowLeft", 2), ("End", "last"), ("Home", 0), ("End", "last")):
        page.keyboard.press(key)
        scope.wait_step(wanted)
        assert page.evaluate(DEEP_FOCUS) not in ("body", "LUDI-BOARD"), key
    assert page.evaluate("e => e.getAttribute('aria-disabled')", scope.handle("[data-control=next]")) == "true"
    assert page.evaluate(DEEP_FOCUS) == "next"


def test_answering_by_keyboard_alone_keeps_the_focus_on_the_boards_controls(
        browser, context_source, site, tmp_path):
    """On embed.html and in a <ludi-board> (a shadow root, whose focus the page sees as the
    element): Enter on a target answers and the focus stays; stepping onto the last step keeps
    it on the (now unavailable) control, so ← and Home go on working without Tab."""
    base, _ = site
    watched = Watched(browser, context_source, width=1000, height=800)
    page = open_embed(watched, base + SENATE)
    keyboard_answers(page, Scope(page))
    assert page.is_disabled("[data-control=next]")
    (tmp_path / "board.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Board</title>'
        f'<link rel="icon" href="data:,"><script src="{base}ludi.js" defer></script></head>'
        '<body><main><ludi-board id="b" game="ave" example="senate-wrap" step="1"></ludi-board>'
        '</main></body></html>')
    host, _ = serve(tmp_path)
    page.goto(f"http://localhost:{host.server_address[1]}/board.html")
    page.wait_for_function("document.getElementById('b').dataset.status === 'ready'", timeout=BOOT)
    keyboard_answers(page, Scope(page, board="#b"))
    assert not watched.errors, watched.errors
    watched.close()
    host.shutdown()
    host.server_close()


def test_the_player_shows_only_what_the_step_has(browser, context_source, site):
    """No hand strip under an example with no hand cards (in German it read "Karten auf der
    Hand: Leer"); AVE's buying example, whose seat holds tiles, shows them. The board's picture
    is named by its step, so a screen reader hears it change."""
    base, _ = site
    watched = Watched(browser, context_source, width=900)
    for address in ("game=aquileia&example=arena&lang=de", "game=massilia&example=purchase&lang=de"):
        page = open_embed(watched, f"{base}embed.html?{address}")
        for _ in range(2):
            assert not page.is_visible(".lp-hand"), address
            assert "Leer" not in page.inner_text("#player"), address
            page.click("[data-control=next]")
            page.wait_for_timeout(200)
    page = open_embed(watched, f"{base}embed.html?game=ave&example=buying&step=2")
    assert page.is_visible(".lp-hand") and page.locator(".lp-hand .card").count() > 0
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=arena&step=1")
    first = page.get_attribute("canvas", "aria-label")
    page.click("[data-control=next]")
    page.wait_for_function("document.body.dataset.step === '2'")
    # The board names its picture when it draws the step, in the frame after the step is set.
    page.wait_for_function("document.querySelector('canvas').getAttribute('aria-label')"
                           ".includes('Step 2 of')", timeout=BOOT)
    second = page.get_attribute("canvas", "aria-label")
    assert first != second and "Step 1 of 13" in first and "Step 2 of 13" in second, (first, second)
    assert first.startswith("Aquileia board")
    assert not watched.errors, watched.errors
    watched.close()


def test_a_broken_file_shows_its_error_and_no_control_that_does_nothing(
        browser, context_source, site):
    """A teacher's file whose second step breaks a rule: the player says which step and why, and
    shows no step control, question or empty board beside it."""
    base, _ = site
    # No service worker: a page's route reaches no request a service worker answers.
    watched = Watched(browser, context_source, service_workers="block")
    page = watched.page
    broken = {"format": "ludi-example", "version": 1, "game": "aquileia", "players": ["Ann", "Ben"],
              "start": {"seed": 3}, "steps": [{"action": ["fly"], "caption": "No such move."}]}
    page.route(base + "broken.json", lambda route: route.fulfill(
        body=json.dumps(broken), content_type="application/json"))
    page.goto(base + "embed.html?src=broken.json")
    page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
    assert page.evaluate("document.body.dataset.status") == "error"
    # Steps are numbered as the player counts them (the start's draws first); the entry names the
    # teacher's own line.
    assert '(entry 1 of "steps") cannot be made' in page.inner_text(".lp-caption")
    shown = page.evaluate("[...document.querySelectorAll('#player button, #player canvas')]"
                          ".filter(e => e.getClientRects().length).length")
    assert shown == 0
    watched.close()
