"""An update in the browser: a page plays on with its build while a new one arrives and takes
it between games; what the build before rules versions made (``tests/fixtures/``) opens on the
page, on a board and in a link; a board whose code is another build's than its engine says so."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

import build
from engine.games.massilia import data as massilia_data
from test_site import BOOT, GAME, Site, evaluate_within, site  # noqa: F401  (the fixture)
from test_versions import put_before

pytestmark = pytest.mark.browser

FIXTURES = Path(__file__).parent / "fixtures"
SAVED = "JSON.parse(localStorage.getItem('ludi.save'))"


def kept(*path) -> str:
    return FIXTURES.joinpath(*path).read_text()


@pytest.fixture(scope="module")
def build_b(site_dir, tmp_path_factory):
    """The same sources built again as another build (another stamp): a new version."""
    dist = tmp_path_factory.mktemp("build-b") / "dist"
    facts = build.build(dist, quiet=True, stamp="a later build")
    return dist, facts


class Switchable:
    """A server of one address whose files can be switched from one build to another, as a
    static host's are when a new build is published."""

    def __init__(self, folder: Path, first: Path):
        self.link = folder / "site"
        self.serve(first)
        self.server = build.make_server(self.link, port=0)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def serve(self, dist: Path):
        fresh = self.link.with_name("site.new")
        fresh.unlink(missing_ok=True)
        fresh.symlink_to(dist.resolve(), target_is_directory=True)
        os.replace(fresh, self.link)

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def page_build(page) -> str:
    """The build the page's files come from (its service worker's cache, once it has one)."""
    return evaluate_within(page, "() => fetch('assets.json').then((r) => r.json()).then((a) => a.version)")


def wait_for_a_waiting_build(page):
    for _ in range(BOOT // 250):
        if page.evaluate("navigator.serviceWorker.getRegistration()"
                         ".then((r) => Boolean(r && r.waiting))"):
            return
        page.wait_for_timeout(250)
    raise AssertionError("no new build came to wait")


def test_a_page_plays_on_its_build_and_takes_a_new_one_between_games(browser, site_dir,
                                                                     build_b, tmp_path):
    dist_b, facts_b = build_b
    host = Switchable(tmp_path, site_dir)
    site = Site(browser, host.base)
    try:
        page = site.open("index.html?game=marble&seats=human,random&names=Livia,Chico&seed=7"
                         "&speed=fast", status="playing")
        site.wait_for_person()
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT)
        build_a = page_build(page)
        assert build_a != facts_b["version"]
        site.play_first_action()

        # Build B is published at the same address; the service worker finds and caches it.
        host.serve(dist_b)
        evaluate_within(page, "() => navigator.serviceWorker.getRegistration()"
                              ".then((r) => r.update()).then(() => true)")
        wait_for_a_waiting_build(page)
        # The game goes on, on its own build, and nothing interrupts the turn.
        assert site.status == "playing" and page.locator("#update").is_hidden()
        site.play_first_action()
        assert page_build(page) == build_a
        moves = page.evaluate(f"{SAVED}.history")

        # Between games the new build is offered; taking it reloads the page on it.
        page.locator("#to-lobby").click()
        site.wait_status("ready")
        assert page.locator("#update").is_visible()
        with page.expect_navigation(timeout=BOOT):
            page.locator("#update-reload").click()
        site.wait_booted()
        site.wait_status("ready")
        assert page_build(page) == facts_b["version"]
        assert "Ludi has been updated" in page.locator("#message.info").inner_text()
        assert page.locator("#resume").is_visible()

        # The game resumes on the new build with every move it had.
        page.locator("#resume-button").click()
        site.wait_for_person()
        assert page.evaluate(f"{SAVED}.history")[:len(moves)] == moves
        assert page.evaluate("window.ludi.shown().steps") >= len(moves)
        assert page.locator("#rules-update").is_hidden()  # the same rules: nothing to tell
        assert not site.errors, site.errors
    finally:
        site.close()
        host.close()


def resume_kept_save(site, text):
    """The page with ``text`` as its autosave, as a reload after an update finds it."""
    page = site.page
    page.evaluate("(text) => { localStorage.setItem('ludi.save', text); "
                  "localStorage.setItem('ludi.active', '1'); }", text)
    page.reload()
    site.wait_booted()
    site.wait_for_person()
    return page


def test_an_autosave_of_the_build_before_resumes_and_says_what_changed(site, tmp_path):
    page = site.open(status="ready")
    for game in ("aquileia", "massilia", "marble", "ave"):
        text = kept(game, "autosave.json")
        moves = len(json.loads(text)["history"]) + put_before(game, json.loads(text))
        resume_kept_save(site, text)
        assert page.evaluate("window.ludi.shown().steps") == moves, game
        assert page.evaluate(f"{SAVED}.history.length") >= moves
        if game == "massilia":  # saved as version 1: told what changed, and that it is the same
            said = page.locator("#rules-update").inner_text()
            assert "general supply" in said and "None of this changes the game" in said
            assert page.locator("#rules-back").is_hidden()
        else:
            assert page.locator("#rules-update").is_hidden(), game

    # A game of each player's own stones: it goes on where it was, or back to move 200.
    page.evaluate("localStorage.removeItem('ludi.kept')")
    original = kept("massilia", "before-common-supply", "autosave.json")
    resume_kept_save(site, original)
    said = page.locator("#rules-update").inner_text()
    assert "first matters at move 200" in said and "kept in this browser" in said
    assert page.evaluate(f"{SAVED}.rules") == massilia_data.RULES_VERSION  # saved under today's
    kept_saves = page.evaluate("JSON.parse(localStorage.getItem('ludi.kept'))")
    assert [entry["save"] for entry in kept_saves] == [json.loads(original)]
    with page.expect_download() as download:
        page.locator("#rules-download").click()
    assert json.loads(Path(download.value.path()).read_text()) == json.loads(original)
    assert page.locator("#rules-back").inner_text() == "Go back to move 200"
    page.locator("#rules-back").click()
    page.wait_for_function("document.getElementById('rules-back').hidden", timeout=BOOT)
    assert "went back to move 200" in page.locator("#rules-update").inner_text()
    site.wait_for_person()
    history = page.evaluate(f"{SAVED}.history")
    added = put_before("massilia", json.loads(original))  # the figures' draw, as its cross
    assert history[added:199 + added] == json.loads(original)["history"][:199]

    # In the lobby the kept save waits, to download or open; it goes only when the person says.
    page.locator("#to-lobby").click()
    site.wait_status("ready")
    assert page.locator("#rules-update").is_hidden()
    assert "Massilia, 291 moves" in page.locator("#kept-list li").inner_text()
    with page.expect_download() as download:
        page.locator("#kept-list li button", has_text="Download").click()
    assert json.loads(Path(download.value.path()).read_text()) == json.loads(original)
    page.locator("#kept-list li button", has_text="Remove").click()
    assert page.locator("#kept").is_hidden()


def test_a_save_this_build_cannot_open_is_kept_not_lost(site):
    page = site.open(status="ready")
    newer = {**json.loads(kept("aquileia", "autosave.json")), "rules": 9}
    page.evaluate("(text) => { localStorage.setItem('ludi.save', text); "
                  "localStorage.setItem('ludi.active', '1'); }", json.dumps(newer))
    page.reload()
    site.wait_status("error")
    assert "reload the page to update Ludi" in page.locator("#lobby-error").inner_text()
    assert page.locator("#kept").is_visible()
    kept_saves = page.evaluate("JSON.parse(localStorage.getItem('ludi.kept'))")
    assert kept_saves[0]["save"] == newer


def test_links_and_an_example_of_the_build_before_open_on_their_boards(browser, base_url):
    from test_embed import Watched
    watched = Watched(browser, service_workers="block")  # the teacher's file is routed below
    page = watched.page
    try:
        for game in ("aquileia", "massilia", "marble", "ave"):
            for name in ("share-running.txt", "share-finished.txt"):
                link = kept(game, name).strip()
                page.goto(base_url + link)
                page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
                assert page.evaluate("document.body.dataset.status") == "ready", (game, name)
                step = link.split("step=")[1].split("#")[0]
                assert page.evaluate("document.body.dataset.step") == step
                notes = page.locator(".lp-notes")
                if game == "massilia":  # version 1 then: shown as it was, said so
                    assert "Version 2 (2026-11-25)" in notes.inner_text()
                else:
                    assert notes.is_hidden()
        example = base_url + "fixture-example.json"
        page.route(example, lambda route: route.fulfill(
            status=200, content_type="application/json",
            body=kept("massilia", "teacher-example.json")))
        page.goto(base_url + "embed.html?src=" + example)
        page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
        assert page.evaluate("document.body.dataset.status") == "ready"
        assert "Every step of the example is allowed" in page.locator(".lp-notes").inner_text()
        assert not watched.errors, watched.errors
    finally:
        watched.close()


def test_a_board_whose_code_is_another_builds_than_its_engine_says_so_and_plays(
        browser, site_dir, build_b, tmp_path):
    """A page of another site holds this build's ludi-board.js while the engine frame serves
    another build's engine (its worker): the board says so, and plays all the same."""
    from test_embed import Watched, serve
    dist_b, _ = build_b
    ludi, _ = serve(site_dir)
    base = f"http://127.0.0.1:{ludi.server_address[1]}/"
    (tmp_path / "host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mine</title>'
        f'<link rel="icon" href="data:,"><script src="{base}ludi.js" defer></script></head>'
        '<body><main><ludi-board id="board" game="aquileia" example="arena"></ludi-board>'
        '</main></body></html>')
    host, _ = serve(tmp_path)
    watched = Watched(browser, service_workers="block")
    other_worker = (dist_b / "worker.mjs").read_text()
    watched.context.route(base + "worker.mjs", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body=other_worker,
        headers={"Access-Control-Allow-Origin": "*"}))
    page = watched.page
    try:
        page.goto(f"http://localhost:{host.server_address[1]}/host.html")
        board = page.locator("#board")
        board.scroll_into_view_if_needed()
        page.wait_for_function("['ready', 'error'].includes(document.getElementById('board')"
                               ".dataset.status)", timeout=BOOT)
        assert board.get_attribute("data-status") == "ready"
        assert "two versions of Ludi" in page.inner_text("#board .lp-notes")
        page.evaluate("b => b.goto(Number(b.dataset.steps))", board.element_handle())
        page.wait_for_function("document.getElementById('board').dataset.step === "
                               "document.getElementById('board').dataset.steps")
        assert not watched.errors, watched.errors
    finally:
        watched.close()
        for server in (ludi, host):
            server.shutdown()
            server.server_close()
