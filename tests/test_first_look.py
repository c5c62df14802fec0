"""The page before Python is up: the lobby drawn and a game set up while the engine boots, a
resumed game's last position drawn from what the page kept, and a hot seat resuming to its
"Pass to …" screen. The engine's boot is held by holding the runtime's download (its
``pyodide.asm.wasm``), so "before the engine answers" is a fact of the test, not a race."""

from __future__ import annotations

import json
import re

import pytest

from engine import api
from test_site import BOOT, Site, deep_link

pytestmark = pytest.mark.browser

RUNTIME = "**/pyodide.asm.wasm"
# Nothing of the engine's: no choice, no target on the board.
NO_CHOICE = "document.querySelectorAll('#actions button.action, [data-choice]').length === 0"


class Held:
    """Holds every download of the runtime until released: the engine cannot be ready before."""

    def __init__(self, context):
        self.context = context
        self.routes = []
        context.route(RUNTIME, self.hold)

    def hold(self, route):
        self.routes.append(route)

    def release(self):
        for route in self.routes:
            route.continue_()
        self.routes = []
        self.context.unroute(RUNTIME)


@pytest.fixture
def site(browser, base_url):
    """A page without a service worker, so the test's hold sees every download of the runtime."""
    site = Site(browser, base_url, service_workers="block")
    yield site
    site.close()
    assert not site.errors, f"console errors: {site.errors}"


def engine_state(page):
    return page.evaluate("document.body.dataset.engine")


def saved_steps(page):
    return page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")


def test_the_catalogue_the_lobby_is_drawn_from_is_the_engines(site_dir):
    written = json.loads((site_dir / "catalogue.json").read_text(encoding="utf-8"))
    assert len(written.pop("build")) == 16
    assert written == api.catalogue()


def test_every_module_of_the_page_is_preloaded_from_its_head(site, site_dir):
    """A module found only by importing it costs a first visit one round trip per level of
    imports: every module the page loads is named by a <link rel=modulepreload> in its head."""
    page = site.open(status="ready")
    loaded = page.evaluate("""performance.getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\\.m?js$/.test(path))""")
    workers = ("worker.mjs", "growers.mjs", "pyodide.mjs", "pyodide.asm.mjs")
    modules = {path.removeprefix("/ludi/") for path in loaded if not path.endswith(workers)}
    html = (site_dir / "index.html").read_text(encoding="utf-8")
    preloaded = set(re.findall(r'<link rel="modulepreload" href="([^"]+)">', html))
    assert len(modules) > 30 and modules <= preloaded, sorted(modules - preloaded)
    assert preloaded <= modules, sorted(preloaded - modules)  # nothing preloaded in vain


def test_the_lobby_is_usable_while_the_engine_boots_and_a_start_waits_visibly(site):
    held = Held(site.context)
    page = site.page
    page.goto(site.base_url + "index.html")
    site.wait_status("ready")
    assert engine_state(page) == "loading"
    assert page.locator(".game-card").count() == 4
    assert page.locator("body[data-busy=false]").count() == 1  # the lobby waits for a person
    page.get_by_role("button", name="Play Massilia").click()
    page.select_option("#seat-count", "2")
    page.locator(".seat-name").nth(0).fill("Livia")
    page.locator(".seat-kind").nth(1).select_option("easy")
    page.locator("summary", has_text="More options").click()
    page.fill("#seed", "5")
    page.select_option("#speed", "fast")
    page.get_by_role("button", name="Start the game").click()
    starting = page.locator("#starting")
    starting.wait_for(state="visible")
    assert "Massilia starts as soon as the game engine is ready" in starting.inner_text()
    assert page.evaluate("document.body.dataset.busy") == "true"
    assert site.status == "ready" and engine_state(page) == "loading"
    assert page.locator("#game").is_hidden()

    held.release()
    site.wait_status("playing")
    site.wait_for_person()
    assert starting.is_hidden()
    names = page.locator("#players .player strong").all_inner_texts()
    assert names[0] == "Livia" and len(names) == 2
    save = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
    assert save["game"] == "massilia" and save["seed"] == 5
    assert save["seats"][1]["level"] == "easy"


def test_a_start_given_up_while_the_engine_boots_starts_nothing(site):
    held = Held(site.context)
    page = site.page
    page.goto(site.base_url + "index.html")
    site.wait_status("ready")
    page.evaluate("""() => {   // every game that comes on screen, from now on
      window.titles = [];
      new MutationObserver(() => window.titles.push(document.querySelector('#game-title').textContent))
        .observe(document.querySelector('#game-title'), { childList: true, characterData: true, subtree: true });
    }""")
    page.get_by_role("button", name="Play AVE").click()
    page.get_by_role("button", name="Start the game").click()
    page.locator("#starting").wait_for(state="visible")
    page.locator("#starting-cancel").click()
    assert page.locator("#starting").is_hidden()
    assert page.locator("#setup").is_visible()  # the person's choices are still there
    assert page.locator("#start-button").is_enabled()
    assert page.evaluate("document.body.dataset.busy") == "false"
    # Another game, started while the engine still boots: the engine answers both starts in
    # order, and only the second comes on screen.
    page.get_by_role("button", name="Play Massilia").click()
    page.get_by_role("button", name="Start the game").click()
    held.release()
    site.wait_status("playing")
    site.wait_for_person()
    assert page.evaluate("window.titles") == ["Playing Massilia"]
    assert json.loads(page.evaluate("localStorage.getItem('ludi.save')"))["game"] == "massilia"


def test_a_deep_link_shows_the_lobby_at_once_and_starts_when_the_engine_is_ready(site):
    held = Held(site.context)
    page = site.page
    page.goto(site.base_url + deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]))
    starting = page.locator("#starting")
    starting.wait_for(state="visible")
    assert "Aquileia starts as soon as the game engine is ready" in starting.inner_text()
    assert page.locator(".game-card").count() == 4
    assert site.status == "loading"  # until the link's game is on screen
    held.release()
    site.wait_status("playing")
    site.wait_for_person()
    assert site.choices().count() > 0


def play_to_a_decision(site, link, moves=2):
    """The game of ``link`` with ``moves`` of the person's made, waiting for their next."""
    page = site.open(link)
    site.wait_status("playing")
    site.wait_for_person()
    for _ in range(moves):
        site.play_first_action()
    return page


def test_a_resumed_game_is_drawn_before_the_engine_answers_and_becomes_playable(site):
    page = play_to_a_decision(site, deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]))
    log = site.log_lines()
    status = page.locator("#status").inner_text()
    shown = page.evaluate("window.ludi.shown()")
    marks = page.evaluate("window.ludi.marks()")
    assert marks  # the bots' moves since the person's last decision

    held = Held(site.context)
    page.reload()
    site.wait_status("playing")
    assert engine_state(page) == "loading"
    early = page.evaluate("window.ludi.shown()")
    assert early["step"] == shown["step"] == saved_steps(page)
    assert early["state"] == shown["state"] and early["seat"] == 0
    assert page.locator("#board-host canvas").is_visible()
    assert site.log_lines() == log
    assert page.locator("#status").inner_text() == status
    assert page.evaluate("window.ludi.marks()") == marks
    assert "engine is starting" in page.locator("#turn").inner_text()
    assert page.evaluate(NO_CHOICE)
    assert page.evaluate("window.ludi.targets()") == []
    assert page.evaluate("document.body.dataset.busy") == "true"
    page.evaluate("window.earlyCanvas = document.querySelector('#board-host canvas')")

    held.release()
    site.wait_for_person()
    assert engine_state(page) == "ready"
    assert site.choices().count() > 0
    # The live game goes on on the same board, at the same position, with the same marks.
    assert page.evaluate("window.earlyCanvas === document.querySelector('#board-host canvas')")
    assert page.evaluate("window.ludi.shown().step") == shown["step"]
    assert page.evaluate("window.ludi.marks()") == marks
    assert site.log_lines() == log
    site.play_first_action()


def test_resume_from_the_lobby_draws_the_saved_game_at_once(site):
    play_to_a_decision(site, deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]), moves=1)
    page = site.page
    page.locator("#to-lobby").click()
    site.wait_status("ready")
    held = Held(site.context)
    page.reload()
    site.wait_status("ready")
    assert engine_state(page) == "loading"
    page.locator("#resume-button").click()
    site.wait_status("playing")
    assert engine_state(page) == "loading"
    assert page.evaluate("window.ludi.shown().step") == saved_steps(page)
    held.release()
    site.wait_for_person()
    assert site.choices().count() > 0


def test_a_look_kept_for_another_step_is_not_drawn(site):
    """What the page kept must be the saved game as it is: a look of an older step (the save
    went on, the look was not written again) is not drawn, and the game waits for the engine."""
    page = play_to_a_decision(site, deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]),
                              moves=1)
    page.evaluate("""() => {
      const look = JSON.parse(localStorage.getItem('ludi.look'));
      look.step -= 1;
      localStorage.setItem('ludi.look', JSON.stringify(look));
    }""")
    held = Held(site.context)
    page.evaluate("""() => {   // the page going keeps no new look
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key !== "ludi.look") setItem.call(this, key, value);
      };
    }""")
    page.reload()
    page.locator(".game-card").first.wait_for(state="attached")  # the page has resumed by then
    assert site.status == "loading" and page.locator("#loading").is_visible()
    assert page.evaluate("window.ludi.shown()") is None
    held.release()
    site.wait_for_person()
    assert site.choices().count() > 0


def test_a_hot_seat_game_resumes_to_its_privacy_screen_never_a_seats_view(site):
    page = site.open(deep_link(["human", "human"], ["Livia", "Chico"]))
    site.wait_status("playing")
    site.wait_for_person()
    page.locator("#privacy-button").click()   # Livia's view
    site.wait_for_person()
    look = json.loads(page.evaluate("localStorage.getItem('ludi.look')"))
    assert look["view"] is None and look["passTo"] == 0

    # A reload while Livia's own view is on screen: her "Pass to …" screen, not her view.
    held = Held(site.context)
    page.reload()
    privacy = page.locator("#privacy")
    privacy.wait_for(state="visible")
    assert engine_state(page) == "loading"
    assert page.locator("#privacy-title").inner_text() == "Pass to Livia"
    assert page.locator("#game-title").text_content() == "Playing Aquileia"
    assert page.evaluate("window.ludi.shown()") is None
    assert page.locator("#hand li").count() == 0 and page.evaluate(NO_CHOICE)
    assert page.evaluate("window.ludi.targets()") == []
    assert page.evaluate("document.body.dataset.busy") == "false"  # waits for the person to tap
    # Tapped before the engine answers: it says so, and shows her move once it does.
    page.locator("#privacy-button").click()
    assert page.locator("#privacy-button").is_disabled()
    assert "engine is starting" in page.locator("#privacy-button").inner_text()
    held.release()
    site.wait_for_person()
    assert privacy.is_hidden()
    assert page.evaluate("window.ludi.shown().seat") == 0
    assert site.choices().count() > 0

    # Her move made, the screen passes to Chico; a reload shows Chico's "Pass to …" screen, and
    # nothing of anyone's view, while the engine starts and after.
    site.play_first_action()
    assert page.locator("#privacy-title").inner_text() == "Pass to Chico"
    look = json.loads(page.evaluate("localStorage.getItem('ludi.look')"))
    assert look["view"] is None and look["passTo"] == 1
    held = Held(site.context)
    page.reload()
    privacy.wait_for(state="visible")
    assert page.locator("#privacy-title").inner_text() == "Pass to Chico"
    assert page.evaluate("window.ludi.shown()") is None and page.evaluate(NO_CHOICE)
    held.release()
    site.wait_engine()
    site.wait_for_person()
    assert privacy.is_visible() and page.locator("#privacy-title").inner_text() == "Pass to Chico"
    assert page.evaluate("window.ludi.shown()") is None and page.evaluate(NO_CHOICE)
    page.locator("#privacy-button").click()
    site.wait_for_person()
    assert page.evaluate("window.ludi.shown().seat") == 1
