""""Make an example" (make.html) in Chromium, as a teacher uses it: a Massilia example recorded by
playing five moves on the board (every seat's, in turn), a question and a caption added, the
file downloaded and played by a <ludi-board src> on a page of another site; the draft survives
a reload; a saved game's file and a finished game's link are starts, a damaged file and a
spectator's link are refused and change nothing; axe finds no serious fault."""

from __future__ import annotations

import json

import pytest

from engine import api
from test_api import link_code
from board_pages import axe_script, serious_axe_violations
from test_embed import BOOT, GAME, Watched, serve, site  # noqa: F401  (site: a fixture)

pytestmark = pytest.mark.browser


def open_make(watched, base, query=""):
    page = watched.page
    page.goto(f"{base}make.html{query}")
    page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
    assert page.evaluate("document.body.dataset.status") == "ready", page.inner_text("main")
    return page


def steps(page):
    return int(page.evaluate("document.body.dataset.steps"))


def play_moves(page, count):
    """Make `count` decisions on the board, each for the seat whose turn it is: a click on the
    first target the board offers (its first way, where it offers several), or the first choice
    beside the board; the draws fall by themselves."""
    for _ in range(count):
        before = steps(page)
        targets = page.locator("#make-host .board-target")
        if targets.count():
            spot = page.evaluate("b => { b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect();"
                                 " return [r.left + r.width / 2, r.top + r.height / 2]; }",
                                 targets.first.element_handle())
            page.mouse.click(*spot)
            ways = page.locator("#make-host .prompt-popover .prompt-choice:not(.cancel)")
            if ways.count():
                ways.first.click()
        else:
            page.locator("#make-prompt [data-choice]").first.click()
        page.wait_for_function(f"Number(document.body.dataset.steps) > {before} && "
                               "document.body.dataset.next !== 'chance'", timeout=GAME)


def start_massilia(page, seed="7"):
    page.select_option("#make-game", "massilia")
    page.check("input[name=from][value=seed]")
    page.fill("#make-names li:nth-child(1) input", "Alain")
    page.fill("#make-names li:nth-child(2) input", "Bea")
    page.fill("#make-seed", seed)
    page.click("#make-begin")
    page.wait_for_function("document.body.dataset.next === 'seat'", timeout=30_000)


def test_a_massilia_example_made_by_playing_plays_in_a_board_of_another_site(
        browser, context_source, site, tmp_path):
    base, _ = site
    watched = Watched(browser, context_source, width=1280, height=900, accept_downloads=True)
    page = open_make(watched, base)
    start_massilia(page)
    draws = steps(page)                      # the price tiles and god cards of the set-up
    assert draws > 0 and page.locator(".make-step").count() == draws
    play_moves(page, 5)
    made = steps(page)                       # the five moves and the dice rolled between them
    decisions = page.locator(".make-step:has(.make-ask)")
    assert decisions.count() == 5 and page.locator(".make-step").count() == made
    asked = decisions.nth(2)
    asked_number = int(asked.get_attribute("data-step"))
    asked.locator("[data-text=ask]").check()
    asked.locator("[data-text=question]").fill("Where does Bea build her second stall?")
    asked.locator("[data-text=hint]").fill("A stall wants customers beside it.")
    decisions.nth(0).locator("[data-text=caption]").fill("Alain opens where the customers come first.")
    decisions_at = [decisions.nth(i).get_attribute("data-step") for i in range(5)]
    page.fill("#make-title", "Massilia: the first stalls")
    page.fill("#make-file-name", "first stalls.json")
    # the draft is kept: a reload brings back every move and word
    page.reload()
    page.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)
    assert steps(page) == made and page.input_value("#make-title") == "Massilia: the first stalls"
    assert page.locator(".make-step [data-text=ask]:checked").count() == 1
    page.click("#make-check")
    page.wait_for_selector("#make-result:not([hidden])", timeout=30_000)
    assert "every move allowed" in page.inner_text("#make-checked")
    with page.expect_download() as download:
        page.click("#make-download")
    assert download.value.suggested_filename == "first-stalls.json"
    written = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert written["format"] == "ludi-example" and written["players"] == ["Alain", "Bea"]
    assert len(written["steps"]) == made and written["start"] == {"actions": [], "seed": 7}
    assert written["steps"][asked_number - 1]["question"] == "Where does Bea build her second stall?"
    snippet = page.inner_text("#make-snippet")
    assert f'<script src="{base}ludi.js" defer></script>' in snippet and 'src="first-stalls.json"' in snippet
    # the preview on this page plays the file as readers will see it
    page.wait_for_function("document.querySelector('#make-preview .lp-counter')?.textContent.startsWith('Step 0')")
    # ... and so does a <ludi-board src> on a page of another site
    (tmp_path / "first-stalls.json").write_text(json.dumps(written))
    (tmp_path / "lesson.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>'
        f'<link rel="icon" href="data:,"><script src="{base}ludi.js" defer></script></head><body><main>'
        f'{snippet.splitlines()[1]}</main></body></html>')
    host, _ = serve(tmp_path)
    page.goto(f"http://localhost:{host.server_address[1]}/lesson.html")
    board = page.locator("ludi-board")
    page.wait_for_function("document.querySelector('ludi-board').dataset.status !== 'loading'", timeout=BOOT)
    assert board.get_attribute("data-status") == "ready"
    assert board.get_attribute("data-steps") == str(made)
    first_move = int(decisions_at[0])
    board.evaluate(f"b => b.goto({first_move})")
    page.wait_for_function(f"document.querySelector('ludi-board').dataset.step === '{first_move}'")
    assert "Alain opens where the customers come first." in page.inner_text("ludi-board .lp-caption")
    board.evaluate(f"b => b.goto({asked_number - 1})")
    page.wait_for_function(f"document.querySelector('ludi-board').dataset.step === '{asked_number - 1}'")
    assert "Where does Bea build her second stall?" in page.inner_text("ludi-board .lp-question")
    right = written["steps"][asked_number - 1]["action"]
    player = "document.querySelector('ludi-board').player"
    legal = page.evaluate(f"{player}.shown.legal.map(e => e.action)")
    wrong = next(action for action in legal if action != right)
    page.evaluate(f"action => {player}.tryMove(action)", wrong)
    page.wait_for_selector("ludi-board .lp-feedback[data-result=wrong]")
    assert "A stall wants customers beside it." in page.inner_text("ludi-board .lp-feedback")
    page.evaluate(f"action => {player}.tryMove(action)", right)
    page.wait_for_function(f"document.querySelector('ludi-board').dataset.step === '{asked_number}'")
    assert not watched.errors, watched.errors
    watched.close()
    host.shutdown()
    host.server_close()


def test_a_saved_game_and_a_finished_games_link_are_starts_and_broken_ones_are_refused(
        browser, context_source, site, tmp_path):
    """A save of a game of bots (its secret seed beyond what JavaScript keeps exact) opens at its
    end; a take-back goes back into its moves; a link of a finished game opens too. A damaged
    file and a spectator's link (no seed, no hidden cards) are refused with a reason, and the
    draft on the page stays as it was."""
    base, _ = site
    session = api.Session.start({"game": "marble", "seats": [
        {"name": "Julia", "kind": "bot", "bot": "random"}, {"name": "Oktavia", "kind": "bot", "bot": "random"}]})
    while len(session.history) < 24:
        session.step() if session.next_kind() == "chance" else session.bot_move()
    (tmp_path / "game.json").write_text(json.dumps(session.save()))
    (tmp_path / "damaged.json").write_text(json.dumps({**session.save(), "history": [["fly"]]}))
    watched = Watched(browser, context_source, width=900, height=900)
    page = open_make(watched, base)
    page.check("input[name=from][value=save]")
    page.set_input_files("#make-file", str(tmp_path / "game.json"))
    page.click("#make-begin")
    page.wait_for_selector("#make-play:not([hidden])", timeout=30_000)
    assert "24 moves" in page.inner_text("#make-lead") and steps(page) == 0
    assert [page.locator("#make-seat option").nth(i).inner_text() for i in (1, 2)] == ["Julia", "Oktavia"]
    play_moves(page, 1)
    page.click("#make-undo")
    page.wait_for_function("document.body.dataset.steps === '0'")
    page.click("#make-undo")   # back into the saved game's moves: the example opens earlier
    page.wait_for_function("!document.getElementById('make-lead').textContent.includes('24')")
    assert not page.is_visible("#make-error")
    kept = page.evaluate("localStorage.getItem('ludi.make')")
    page.on("dialog", lambda dialog: dialog.accept())   # "Start a new example? ...": yes
    for refused in ("damaged", "spectator"):
        page.click("#make-restart")
        if refused == "damaged":
            page.check("input[name=from][value=save]")
            page.set_input_files("#make-file", str(tmp_path / "damaged.json"))
        else:
            running = api.Session.start({"game": "marble", "seats": [{"name": "A", "kind": "human"},
                                                                   {"name": "B", "kind": "human"}]})
            running.step()
            page.check("input[name=from][value=link]")
            page.fill("#make-link", f"{base}embed.html?game=marble#save={link_code(api.share(running)['share'])}")
        page.click("#make-begin")
        page.wait_for_selector("#make-error:not([hidden])")
        said = page.inner_text("#make-error")
        assert ("cannot be made" in said) if refused == "damaged" else ("cannot be played on" in said), said
        assert page.evaluate("localStorage.getItem('ludi.make')") == kept   # nothing changed
        assert page.locator(".make-step").count() == 0 and page.is_visible("#make-host canvas")
    finished = api.Session.start({"game": "marble", "seed": 5, "seats": [
        {"name": "Julia", "kind": "bot", "bot": "random"}, {"name": "Oktavia", "kind": "bot", "bot": "random"}]})
    while finished.next_kind() != "over":
        finished.step() if finished.next_kind() == "chance" else finished.bot_move()
    page.fill("#make-link", f"{base}embed.html?game=marble#save={link_code(api.share(finished)['share'])}")
    page.click("#make-begin")
    page.wait_for_function("document.body.dataset.next === 'over'", timeout=30_000)
    assert "The game is over" in page.inner_text("#make-turn")
    assert not watched.errors, watched.errors
    watched.close()


@pytest.mark.parametrize("width", [360, 1280])
def test_make_an_example_has_no_serious_axe_violation(browser, context_source, site, width):
    """With a draft on the board, a question open and the file made: at a phone's width and a
    laptop's; the page is also within the phone's width."""
    axe = axe_script()
    base, _ = site
    watched = Watched(browser, context_source, width=width, height=900, service_workers="block")
    page = open_make(watched, base, "?lang=de")
    assert page.locator("h1").count() == 1
    page.select_option("#make-game", "aquileia")
    page.check("input[name=from][value=example]")
    page.select_option("#make-example", "theatrum")
    page.click("#make-begin")
    page.wait_for_function("document.body.dataset.next === 'seat'", timeout=30_000)
    play_moves(page, 2)
    page.locator(".make-step [data-text=ask]").first.check()
    page.locator(".make-step [data-text=question]").first.fill("Was bietet Chico?")
    page.locator(".make-step [data-text=hint]").first.fill("Schau auf die Karte.")
    page.click("#make-check")
    page.wait_for_selector("#make-result:not([hidden])", timeout=30_000)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    bad = serious_axe_violations(page, axe)
    assert not bad, bad
    watched.close()
