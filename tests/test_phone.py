"""A game in one hand: every game on a phone (390×844, touch) with every offered target free of
the bars and at least 24×24 CSS px, the bars leaving the board room; the keyboard's way through
the lobby and the play screen; and axe-core on the lobby, each game's play screen and each rules
page (teach.html and embed.html: tests/test_embed.py)."""

from __future__ import annotations

import pytest

from test_site import BOOT
from board_pages import axe_script, board, serious_axe_violations  # noqa: F401 (fixture)

pytestmark = pytest.mark.browser

WIDTH, HEIGHT = 390, 844
LINKS = {
    "aquileia": "index.html?game=aquileia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast",
    "massilia": "index.html?game=massilia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast",
    "marble": "index.html?game=marble&seats=human,random&names=Livia,Chico&seed=5&speed=fast",
    "ave": "index.html?game=ave&seats=human,random&names=Livia,Chico&seed=42&speed=fast",
}
DECISIONS = 4   # the person's decisions looked at per game

# Every offered target scrolled into view as a keyboard focus or a script would: its box, the
# element on top at its centre, and the target a tap there would take.
PROBE = """() => [...document.querySelectorAll('.board-target')].map((button) => {
    button.scrollIntoView({block: 'nearest', inline: 'nearest'});
    const r = button.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return {id: button.dataset.target, w: r.width, h: r.height, x, y,
            top: top ? (top.tagName === 'CANVAS' ? 'canvas' : top.id || top.className || top.tagName) : null,
            hit: window.ludi.targetAt(x, y)};
})"""

# The height the sticky bars take from the screen: the status bar, and the dock where it sticks.
BARS = """() => {
    const sticky = (node) => node && node.offsetParent !== null && getComputedStyle(node).position === 'sticky';
    const bar = document.querySelector('.statusbar');
    const dock = document.querySelector('#dock');
    return (sticky(bar) ? bar.offsetHeight : 0) + (sticky(dock) ? dock.offsetHeight : 0);
}"""


def decide(game, targets):
    """Make the person's next decision by touch: a board target, else a prompt choice or a card."""
    page = game.page
    before = len(game.history())
    if targets:
        target = targets[len(targets) // 2]
        page.evaluate("(id) => document.querySelector(`.board-target[data-target=\"${id}\"]`)"
                      ".scrollIntoView({block: 'nearest', inline: 'nearest'})", target["id"])
        spot = next(t for t in page.evaluate("window.ludi.targets()") if t["id"] == target["id"])
        page.touchscreen.tap(spot["x"], spot["y"])
        if game.shown()["state"].get("phase") == "place":   # City of Marble: tap, then lay it
            page.locator(".board-tools button", has_text="Place tile").tap()
        elif page.locator(".prompt-popover").count():
            page.locator(".prompt-popover .prompt-choice").first.tap()
    else:
        page.locator("#prompt .prompt-choice, #hand .card-button").first.tap()
    # A move was made, or a card picked in the hand lit up its places on the board (AVE).
    page.wait_for_function("""([before, offered]) =>
        JSON.parse(localStorage.getItem('ludi.save')).history.length > before
        || (!offered && document.querySelectorAll('.board-target').length > 0)""", arg=[before, len(targets)])
    game.wait_for_person()


@pytest.mark.parametrize("game_id", list(LINKS))
def test_on_a_phone_every_target_is_free_and_finger_sized_and_the_bars_leave_room(board, game_id):
    game = board(width=WIDTH, height=HEIGHT, touch=True)
    page = game.start(LINKS[game_id])
    seen = 0
    for _ in range(DECISIONS):
        if page.evaluate("document.body.dataset.status") != "playing":
            break
        targets = page.evaluate(PROBE)
        for t in targets:
            assert t["w"] >= 24 and t["h"] >= 24, t            # a finger's size (WCAG 2.5.8)
            assert t["top"] == "canvas", t                      # no bar, tray or popover over it
            assert t["hit"] == t["id"], t                       # a tap at its centre takes it
        bars = page.evaluate(BARS)
        # The bars keep to what the moment needs: a quarter of the screen while the board
        # offers targets; with only a prompt to answer, the prompt may take half.
        assert bars <= (0.25 if targets else 0.5) * HEIGHT, (bars, len(targets))
        assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
        seen += len(targets)
        decide(game, targets)
    assert seen > 0
    assert page.locator("#game h1").text_content().startswith("Playing ")
    bad = serious_axe_violations(page, axe_script())
    assert not bad, bad


def test_the_keyboard_reaches_the_file_inputs_and_the_log_is_one_stop(board):
    game = board()
    page = game.page
    page.goto(game.base_url + "index.html")
    page.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)

    def tab_until(selector, presses=60):
        for count in range(1, presses + 1):
            page.keyboard.press("Tab")
            if page.evaluate(f"document.activeElement === document.querySelector('{selector}')"):
                return count
        raise AssertionError(f"Tab never reached {selector}")

    for name in ("Aquileia", "Massilia", "City of Marble", "AVE"):   # each rules link named apart
        assert page.get_by_role("link", name=f"Rules of {name}", exact=True).count() == 1
    tab_until("#import-lobby")
    assert page.get_by_role("button", name="Choose a file…").count() == 1   # in the accessibility tree
    bad = serious_axe_violations(page, axe_script())
    assert not bad, bad
    # Enter on "Play X" takes the keyboard on to the set-up form.
    page.get_by_role("button", name="Play Aquileia").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "seat-count"

    game.start(LINKS["aquileia"])
    assert page.evaluate("document.activeElement.id") == "game-title"   # the keyboard starts at the game
    for _ in range(2):   # a few moves, so the log has lines
        before = len(game.history())
        page.locator(".board-target").first.focus()
        page.keyboard.press("Enter")
        if page.locator(".prompt-popover").count():
            page.keyboard.press("Enter")
        game.after_move(before)
    lines = page.locator("#log li").count()
    assert lines >= 8
    page.evaluate("document.querySelector('#game-title').focus()")
    stops = tab_until("#import-game", presses=120)
    targets = len(game.targets())
    choices = page.locator("#prompt .prompt-choice, #hand .card-button").count()
    # The log is one stop, whatever its length: its lines are reached by the arrow keys.
    assert stops <= targets + choices + 6, (stops, targets, choices, lines)
    page.locator("#log").focus()
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.parentElement.id") == "log"


@pytest.mark.parametrize("game_id", list(LINKS))
def test_axe_finds_no_serious_violation_on_the_rules_page(board, game_id):
    game = board()
    page = game.page
    page.goto(game.base_url + f"rules/{game_id}.html")
    page.wait_for_load_state("load")
    bad = serious_axe_violations(page, axe_script())
    assert not bad, bad
