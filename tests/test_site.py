"""The built site in Chromium, served under a sub-path: lobby, play, hot seat, saves, offline.

Every test runs in a fresh browser context (its own service worker and storage) through the
``site`` fixture, which also fails the test on any console error and on any request that
leaves the site.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build
import conftest
from shared_contexts import close_context, open_context

pytestmark = pytest.mark.browser

# ms: a page's boot (a cold Pyodide start) may take as long as the suite lets one test run (with
# no limit, an hour); how long it takes is benchmarks/startup.py's to measure.
BOOT = int((conftest.TEST_LIMIT or 3600) * 1000)
GAME = BOOT     # ms: an all-bot game at fast speed, or a bot's thinking: as long as a test may run
LINK = "index.html?game=aquileia&seats={seats}&names={names}&seed=42&speed=fast"
# A legal choice, wherever a game shows it: the generic action list, or a drawn board's targets,
# prompt strip and playable hand cards.
CHOICES = "#actions button.action, [data-choice]"


class Site:
    """A context and page on the site, recording console errors and every request."""

    contexts = None   # made fresh, or the worker's shared contexts the context came from

    def __init__(self, browser, base_url, contexts=None, **options):
        """``contexts``: the worker's shared contexts to take one from (see shared_contexts.py);
        None makes a fresh one."""
        self.base_url = base_url
        self.contexts = contexts
        options = {"accept_downloads": True, "viewport": {"width": 1280, "height": 900}, **options}
        self.context = open_context(browser, contexts, base_url, **options)
        self.errors = []
        self.requests = []
        self.context.on("request", self.record_request)
        self.page = self.context.new_page()
        self.watch(self.page)

    def record_request(self, request):
        self.requests.append(request.url)

    def watch(self, page):
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))

    def open(self, path="", status=None):
        """The page at ``path``; with ``status="ready"``, once the engine is ready too (the lobby
        is shown before it is)."""
        self.page.goto(self.base_url + path)
        self.wait_booted()
        if status:
            self.wait_status(status)
        if status == "ready":
            self.wait_engine()
        return self.page

    def wait_booted(self):
        self.page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)

    def wait_engine(self):
        self.page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=BOOT)

    def wait_status(self, status, timeout=BOOT):
        self.page.wait_for_selector(f"body[data-status={status}]", timeout=timeout)

    def wait_for_person(self, timeout=GAME):
        """Until the page waits for a click (a human's move, a privacy screen, or the end)."""
        self.page.wait_for_selector("body[data-busy=false]", timeout=timeout)

    @property
    def status(self):
        return self.page.evaluate("document.body.dataset.status")

    def log_lines(self):
        return self.page.locator("#log li").all_inner_texts()

    def choices(self):
        """Every legal choice on screen: action buttons, board targets, prompt and hand cards."""
        return self.page.locator(CHOICES)

    def choose_first(self):
        """Take the first choice by keyboard, as board targets lie under the canvas's pointer."""
        self.choices().first.focus()
        self.page.keyboard.press("Enter")
        popover = self.page.locator(".prompt-popover")
        if popover.count():  # one target, several ways: the popover's first way is focused
            self.page.keyboard.press("Enter")

    def play_first_action(self):
        steps = self.page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")
        self.choose_first()
        self.page.wait_for_function(
            f"JSON.parse(localStorage.getItem('ludi.save')).history.length > {steps}")
        self.wait_for_person()

    def close(self):
        self.context.remove_listener("request", self.record_request)
        close_context(self.contexts, self.context)


@pytest.fixture
def site(browser, base_url, context_source):
    site = Site(browser, base_url, context_source)
    yield site
    origin = base_url.split("/ludi/")[0] + "/"
    outside = [url for url in site.requests
               if not url.startswith(origin) and not url.startswith(("data:", "blob:"))]
    site.close()
    assert not outside, f"requests left the site: {outside}"
    assert not site.errors, f"console errors: {site.errors}"


def evaluate_within(page, script, arg=None, timeout=BOOT):
    """``page.evaluate`` of ``script``, an async function of one argument, that fails after
    ``timeout`` ms: a promise the page never settles (a service worker that never activates, an
    engine that never answers) fails the test instead of holding it forever."""
    return page.evaluate(f"""async (arg) => {{
        let timer;
        const late = new Promise((_, reject) => {{
          timer = setTimeout(() => reject(new Error("no answer in {timeout} ms")), {timeout});
        }});
        try {{ return await Promise.race([({script})(arg), late]); }}
        finally {{ clearTimeout(timer); }}
    }}""", arg)


SERVICE_WORKER_READY = "() => navigator.serviceWorker.ready.then(() => true)"


def deep_link(seats, names):
    return LINK.format(seats=",".join(seats), names=",".join(names))


def catalogue():
    from engine import api
    return api.catalogue()["games"]


@pytest.mark.fresh_context  # it sees the runtime and the wheel fetched
def test_lobby_lists_the_four_games_with_rules_links(site):
    page = site.open(status="ready")
    cards = page.locator(".game-card")
    assert cards.count() == 4
    ids = [cards.nth(i).get_attribute("data-game") for i in range(4)]
    assert sorted(ids) == ["aquileia", "ave", "marble", "massilia"]
    for game in catalogue():
        card = page.locator(f".game-card[data-game={game['id']}]")
        if game["ready"]:
            assert card.locator("button").inner_text() == "Play " + game["name"]
        else:
            assert card.locator("button").count() == 0
            assert "coming" in card.inner_text().lower()
    assert page.locator(".game-card[data-game=aquileia] button").inner_text() == "Play Aquileia"
    for game_id in ids:
        link = page.locator(f".game-card[data-game={game_id}] a.rules-link")
        assert link.get_attribute("href") == f"rules/{game_id}.html"
        response = page.request.get(site.base_url + f"rules/{game_id}.html")
        assert response.ok, game_id
    wasm = page.request.get(site.base_url + "pyodide/314.0.7/pyodide.asm.wasm")
    assert wasm.headers["content-type"] == "application/wasm"
    # The request recorder sees the worker's downloads too, so its check below is real.
    assert any(url.endswith("/pyodide.asm.wasm") for url in site.requests)
    assert any("/wheels/" in url and url.endswith(".whl") for url in site.requests)


def test_start_aquileia_from_the_lobby_and_play_by_clicking(site):
    page = site.open(status="ready")
    page.get_by_role("button", name="Play Aquileia").click()
    page.select_option("#seat-count", "3")
    page.locator(".seat-name").nth(0).fill("Livia")
    page.locator(".seat-kind").nth(0).select_option("human")
    for i in (1, 2):
        page.locator(".seat-kind").nth(i).select_option(index=1)  # the first bot level
    page.locator("summary", has_text="More options").click()
    page.fill("#seed", "7")
    page.select_option("#speed", "fast")
    page.get_by_role("button", name="Start the game").click()
    site.wait_status("playing")
    site.wait_for_person()
    assert page.locator("#players li").count() == 3
    assert page.locator("#status").inner_text().strip()
    assert page.locator("#hand-title").inner_text() == "Livia's hand"
    moves = 0
    while site.status == "playing" and moves < 3:
        buttons = site.choices()
        assert buttons.count() > 0
        labels = [buttons.nth(i).get_attribute("aria-label") or buttons.nth(i).inner_text()
                  for i in range(buttons.count())]
        assert all(label.strip() for label in labels)
        site.play_first_action()
        moves += 1
    assert moves == 3 or site.status == "over"
    assert len(site.log_lines()) >= moves


def test_an_all_bot_game_plays_to_the_final_scores(site):
    # no seed: the game gets a secret one, which only the final screen shows
    link = deep_link(["random", "random", "random"], ["Livia", "Chico", "Stefan"])
    page = site.open(link.replace("&seed=42", ""))
    site.wait_status("over", timeout=GAME)
    final = page.locator("#final")
    assert final.is_visible()
    saved = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
    assert saved["secret_seed"] is True and int(saved["seed"]) >= 2**63
    assert saved["seed"] in page.locator("#secret-seed").inner_text()
    text = final.inner_text()
    for name in ("Livia", "Chico", "Stefan"):
        assert name in text
    assert re.search(r"wins!|share the victory!", text)
    assert page.locator("#final .scores li").count() == 3
    assert page.locator("#final .scores li.winner").count() >= 1
    assert page.locator("#actions button").count() == 0
    assert page.locator("#hand-panel").is_hidden()  # no humans: the spectators' view


def test_a_deep_link_with_a_human_seat_starts_that_game(site):
    page = site.open(deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]))
    site.wait_status("playing")
    site.wait_for_person()
    assert "game=" not in page.url  # cleaned, so a reload resumes instead of restarting
    names = page.locator("#players .player strong").all_inner_texts()
    assert names == ["Livia", "Chico", "Stefan"]
    assert page.locator("#players .player[data-seat='0'] .tag", has_text="you").count() == 1
    assert page.locator("#hand-title").inner_text() == "Livia's hand"
    assert site.choices().count() > 0
    saved = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
    assert saved["seed"] == 42 and [s["kind"] for s in saved["seats"]] == ["human", "bot", "bot"]


def test_the_play_screen_fits_a_phone(site):
    site.page.set_viewport_size({"width": 390, "height": 844})
    page = site.open(deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]))
    site.wait_status("playing")
    site.wait_for_person()
    for details in page.locator("#board details").all():  # the widest part: its tables
        details.evaluate("d => d.open = true")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    board = page.locator("#board-host canvas")
    assert board.is_visible()
    assert board.bounding_box()["width"] > 340  # the board fills the phone's width
    targets = page.evaluate("window.ludi.targets()")
    assert targets and all(0 < t["x"] < 390 for t in targets)
    assert page.locator("#status").bounding_box()["y"] < 150


def test_hot_seat_hides_the_board_until_the_next_player_taps(site):
    page = site.open(deep_link(["human", "human"], ["Livia", "Chico"]))
    site.wait_status("playing")
    seen = set()
    for _ in range(12):
        site.wait_for_person()
        if site.status != "playing":
            break
        if page.locator("#privacy").is_visible():
            title = page.locator("#privacy-title").inner_text()
            name = title.removeprefix("Pass to ")
            assert name in ("Livia", "Chico")
            # Behind the screen nothing private is left in the page.
            assert page.locator("#hand li").count() == 0
            assert page.locator("#actions button").count() == 0
            assert site.choices().count() == 0
            assert page.evaluate("window.ludi.targets()") == []
            seen.add(name)
            page.locator("#privacy-button").click()
            site.wait_for_person()
            assert page.locator("#hand-title").inner_text() == f"{name}'s hand"
            continue
        site.play_first_action()
        if len(seen) == 2:
            break
    assert seen == {"Livia", "Chico"}


def test_undo_takes_back_my_last_move(site):
    page = site.open(LINK.replace("speed=fast", "speed=slow").format(
        seats="human,bot", names="Livia,Chico"))
    site.wait_status("playing")
    site.wait_for_person()
    before = site.log_lines()
    steps = page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")
    site.choose_first()
    page.locator("#undo").click(timeout=5_000)
    site.wait_for_person()
    page.wait_for_function(
        f"JSON.parse(localStorage.getItem('ludi.save')).history.length === {steps}")
    assert site.log_lines() == before
    assert site.choices().count() > 0


def test_a_reload_resumes_the_game(site):
    page = site.open(deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]))
    site.wait_status("playing")
    site.wait_for_person()
    site.play_first_action()
    log = site.log_lines()
    status = page.locator("#status").inner_text()
    page.reload()
    site.wait_booted()
    site.wait_for_person()
    assert site.status in ("playing", "over")
    assert site.log_lines() == log
    assert page.locator("#status").inner_text() == status

    # Back in the lobby, the saved game is offered and resumes the same way.
    page.locator("#to-lobby").click()
    site.wait_status("ready")
    assert page.locator("#resume").is_visible()
    assert "Livia, Chico (bot), Stefan (bot)" in page.locator("#resume-text").inner_text()
    page.locator("#resume-button").click()
    site.wait_for_person()
    assert site.log_lines() == log


def test_bot_moves_are_saved_as_they_run_and_a_reload_among_them_resumes(site):
    """The bots move first here, paced at normal speed: their moves are saved while the stretch
    runs (a bot move's save is not waited for), a reload in the middle resumes from what was
    saved, and the person is asked only once every move before is saved."""
    saved_history = "(JSON.parse(localStorage.getItem('ludi.save') || 'null') || {history: []}).history"
    page = site.open(LINK.format(seats="random,random,human", names="Chico,Stefan,Livia")
                     .replace("speed=fast", "speed=normal"))
    site.wait_status("playing")
    page.wait_for_function(f"document.body.dataset.busy === 'true' && {saved_history}.length >= 2",
                           timeout=BOOT)
    before = page.evaluate(saved_history)
    page.reload()
    site.wait_booted()
    site.wait_for_person()
    assert page.evaluate(f"{saved_history}.length === window.ludi.shown().steps")
    assert page.evaluate(saved_history)[:len(before)] == before


def test_export_import_and_a_damaged_file_is_refused(site, tmp_path):
    page = site.open(deep_link(["human", "random", "random"], ["Livia", "Chico", "Stefan"]))
    site.wait_status("playing")
    site.wait_for_person()
    site.play_first_action()
    with page.expect_download() as download_info:
        page.locator("#export").click()
    exported = tmp_path / "game.json"
    download_info.value.save_as(exported)
    save = json.loads(exported.read_text())
    assert save["format"] == "ludi-save" and save["game"] == "aquileia"
    log = site.log_lines()
    stored = page.evaluate("localStorage.getItem('ludi.save')")

    damaged = dict(save, history=save["history"] + [["fly", "to", "rome"]])
    bad_files = {"damaged.json": json.dumps(damaged), "foreign.json": '{"hello": "world"}',
                 "garbage.json": "not json at all"}
    for name, text in bad_files.items():
        path = tmp_path / name
        path.write_text(text)
        page.set_input_files("#import-game", str(path))
        message = page.locator("#message")
        message.wait_for(state="visible")
        assert f"“{name}” was not loaded" in message.inner_text()
        assert site.log_lines() == log  # nothing changed
        assert page.evaluate("localStorage.getItem('ludi.save')") == stored
        page.locator("#message-close").click()

    # A new game, then the exported file brings the first one back.
    page.locator("#to-lobby").click()
    site.wait_status("ready")
    page.set_input_files("#import-lobby", str(exported))
    site.wait_status("playing")
    site.wait_for_person()
    assert site.log_lines() == log
    message = page.locator("#message")
    assert message.is_visible() and "Loaded the game from “game.json”" in message.inner_text()
    site.play_first_action()
    assert message.is_hidden()   # the note leaves once play moves on


def test_broken_link_parameters_show_an_error_and_start_nothing(site):
    cases = {
        "index.html?game=troy&seats=human,bot": "There is no game called",
        "index.html?game=aquileia&seats=human,bot,bot,bot,bot,bot,bot": "is for 2–5 players, but the link names 7 seats",
        "index.html?game=aquileia&seats=human": "is for 2–5 players, but the link names 1 seat.",
        "index.html?game=aquileia&seats=human,robot": "must be \"human\", \"bot\"",
        "index.html?game=aquileia&seats=human,bot&seed=-3": "seed must be a whole number",
        "index.html?game=aquileia&seats=human,bot&seed=abc": "seed must be a whole number",
    }
    coming = [game["id"] for game in catalogue() if not game["ready"]]
    if coming:
        cases[f"index.html?game={coming[0]}&seats=human,bot"] = "not playable yet"
    for path, expected in cases.items():
        page = site.open(path, status="error")
        error = page.locator("#lobby-error")
        assert error.is_visible(), path
        assert expected in error.inner_text(), (path, error.inner_text())
        assert page.locator("#game").is_hidden()
        assert page.locator("#lobby").is_visible()
        assert page.evaluate("localStorage.getItem('ludi.save')") is None, path


@pytest.mark.fresh_context  # the first visit itself
def test_the_site_loads_and_plays_offline_after_the_first_visit(site):
    page = site.open(status="ready")
    assert evaluate_within(page, SERVICE_WORKER_READY)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT)
    site.context.set_offline(True)
    page.reload()
    site.wait_status("ready")
    assert page.locator(".game-card").count() == 4
    # The service worker takes the runtime from the browser's HTTP cache while it is there;
    # once the browser has dropped it, offline, from its own cache.
    site.context.new_cdp_session(page).send("Network.clearBrowserCache")
    page.reload()
    site.wait_status("ready")
    assert page.locator(".game-card").count() == 4
    page.goto(site.base_url + deep_link(["random", "random"], ["Livia", "Chico"]))
    site.wait_status("over", timeout=GAME)
    assert page.locator("#final").is_visible()
    # The engine worker's growers boot offline too: Aquileia's Normal bots split their search
    # from 3 players, so the first search starts one (a one-core device has none).
    page.goto(site.base_url + "index.html?game=aquileia&seats=normal,normal,normal"
              "&names=Livia,Chico,Stefan&seed=3&speed=fast")
    site.wait_status("playing")
    page.wait_for_function("window.ludiGrowers && window.ludiGrowers.ready === "
                           "Math.min(window.ludiGrowers.size, 1)", timeout=BOOT)
    assert page.evaluate("window.ludiGrowers.failures") == 0


KEPT_FILES = """(async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith("ludi-compiled-")) return (await (await caches.open(name)).keys())
        .map((request) => request.url.split("/").pop());
  }
  return [];
})()"""


def kept_entry(page, address, change):
    """Run ``change`` (JS on ``cache`` and ``address``) on an entry the worker kept."""
    page.evaluate("""(async () => {
        const name = (await caches.keys()).find((name) => name.startsWith("ludi-compiled-"));
        const cache = await caches.open(name);
        const address = new URL(%s, location.href).href;
        %s
      })()""" % (json.dumps(address), change))


@pytest.mark.fresh_context  # the first visit itself
def test_a_second_start_loads_what_the_first_installed_and_compiled(site, site_dir):
    """The first start installs the engine with micropip; while the page waits for a person it
    keeps micropip.freeze()'s lock and compiles the stdlib and the engine. The next start imports
    the engine's kept bytecode and loads no package, and a game plays from it. Without the
    bytecode the lock loads the wheel; a zip that does not import, or a lock for another wheel
    (an earlier build's), is not used: micropip installs again."""
    page = site.open(status="ready")
    timings = page.evaluate("window.ludiTimings")
    assert timings["engine"] == "micropip"
    assert timings["compiled"] == {"stdlib": False, "engine": False}
    assert page.locator('.stages li[data-stage="install"]').inner_text() == \
        "Installing the game engine"
    def wait_until_kept():  # all three (the worker compiles while the page is idle)
        for _ in range(BOOT // 250):
            kept = page.evaluate(KEPT_FILES)
            if len(kept) == 3:
                return kept
            page.wait_for_timeout(250)
        return kept

    kept = wait_until_kept()
    assert "python_stdlib.zip" in kept and any(name.endswith(".whl.pyc.zip") for name in kept)
    wheel = next(name for name in json.loads((site_dir / "assets.json").read_text())["files"]
                 if name.startswith("wheels/"))
    lock = page.evaluate("""(async () => {
        const name = (await caches.keys()).find((name) => name.startsWith("ludi-compiled-"));
        return (await (await caches.open(name)).match("%s.lock.json")).json();
      })()""" % wheel)
    engine = lock["packages"]["ludi-engine"]
    assert engine["sha256"] == hashlib.sha256((site_dir / wheel).read_bytes()).hexdigest()
    assert engine["file_name"] == site.base_url + wheel and "micropip" in lock["packages"]

    def restart():
        page.goto(site.base_url + "index.html")  # it may show a game: wait for the engine
        page.wait_for_function("window.ludiTimings && window.ludiTimings.ready", timeout=BOOT)
        return page.evaluate("window.ludiTimings")

    timings = restart()
    assert timings["engine"] == "compiled"
    assert timings["compiled"] == {"stdlib": True, "engine": True}
    assert page.locator('.stages li[data-stage="install"]').inner_text() == \
        "Loading the game engine"
    page.goto(site.base_url + deep_link(["random", "random"], ["Livia", "Chico"]))
    site.wait_status("over", timeout=GAME)
    assert page.locator("#final").is_visible()

    compiled_zip = wheel + ".pyc.zip"
    kept_entry(page, compiled_zip, "await cache.delete(address);")
    timings = restart()  # no bytecode: the lock loads the wheel, and the engine is compiled again
    assert timings["engine"] == "lock" and timings["compiled"]["engine"] is False
    wait_until_kept()
    assert restart()["engine"] == "compiled"

    kept_entry(page, compiled_zip, 'await cache.put(address, new Response("not a zip"));')
    assert restart()["engine"] == "micropip"
    wait_until_kept()

    kept_entry(page, wheel + ".lock.json", """
        const lock = await (await cache.match(address)).json();
        lock.packages["ludi-engine"].sha256 = "0".repeat(64);
        await cache.put(address, new Response(JSON.stringify(lock)));
        await cache.delete(new URL(%s, location.href).href);""" % json.dumps(compiled_zip))
    assert restart()["engine"] == "micropip"  # as if an earlier build had kept the lock


# --- the build (no page needed, but it is part of the site suite) -------------------------------

def test_the_engine_wheel_is_built_by_pip_and_reproducible(tmp_path):
    first = build.build_engine_wheel(tmp_path / "one")
    second = build.build_engine_wheel(tmp_path / "two")
    assert first.read_bytes() == second.read_bytes()
    assert re.fullmatch(r"ludi_engine-[0-9.]+-py3-none-any\.whl", first.name)
    with zipfile.ZipFile(first) as wheel:
        names = wheel.namelist()
        dist_info = first.name.split("-py3")[0] + ".dist-info"
        assert {f"{dist_info}/{part}" for part in ("METADATA", "WHEEL", "RECORD")} <= set(names)
        assert "engine/api.py" in names and "engine/games/aquileia/state.py" in names
        assert "engine/bots/mcts.py" in names
        assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
        assert not [n for n in names if n.startswith(("tests/", "web/", "benchmarks/"))]
        assert "Root-Is-Purelib: true" in wheel.read(f"{dist_info}/WHEEL").decode()
        record = wheel.read(f"{dist_info}/RECORD").decode().splitlines()
        assert sorted(line.split(",")[0] for line in record) == sorted(names)
        for line in record:
            path, digest, size = line.rsplit(",", 2)
            if path.endswith("RECORD"):
                assert digest == size == ""
                continue
            data = wheel.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == "sha256=" + expected.decode() and int(size) == len(data)


def test_the_built_site_lists_every_file_for_the_service_worker(site_dir):
    sw = (site_dir / "sw.js").read_text()
    match = re.search(r"const BUILD = (\{.*?\});", sw, re.S)
    assert match, "sw.js carries no build list"
    listing = json.loads(match.group(1))
    assets = json.loads((site_dir / "assets.json").read_text())
    assert listing["version"] == assets["version"]
    files = list(listing["files"])
    assert set(files) == set(assets["files"]) | {"assets.json", "build.json"}
    stamp = json.loads((site_dir / "build.json").read_text())  # a table's devices compare it
    assert stamp["version"] == assets["version"] and re.match(r"\d{4}-\d\d-\d\dT", stamp["date"])
    for name in files:
        assert (site_dir / name).is_file(), name
    assert "sw.js" not in files and "index.html" in files
    page_modules = {f"page/{path.name}" for path in (build.WEB / "page").glob("*.js")}
    assert "page/turn-loop.js" in page_modules and page_modules <= set(files)  # the page's parts
    for name, digest in listing["files"].items():  # what the service worker takes from the
        path = site_dir / name  # HTTP cache must match
        assert hashlib.sha256(path.read_bytes()).hexdigest().startswith(digest), name
    engine_wheels = [f for f in files if f.startswith("wheels/")]
    assert len(engine_wheels) == 1
    digest = hashlib.sha256((site_dir / engine_wheels[0]).read_bytes()).hexdigest()
    assert engine_wheels[0].split("/")[1] == digest[:16]


def test_the_runtime_ships_micropip_to_install_the_engine_wheel(site_dir):
    """The runtime's lock names only micropip, shipped beside it; the page installs the engine's
    wheel, from this site, with micropip (the browser test above follows both starts)."""
    runtime = site_dir / "pyodide" / build.PYODIDE_VERSION
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    assert lock["info"]["abi_version"] == "2026_0"
    assert list(lock["packages"]) == ["micropip"]
    micropip = runtime / lock["packages"]["micropip"]["file_name"]
    assert hashlib.sha256(micropip.read_bytes()).hexdigest() == lock["packages"]["micropip"]["sha256"]
    worker = (site_dir / "worker.mjs").read_text()
    assert "micropip.install(" in worker and "micropip.freeze()" in worker
    assert '"engineWheel": "wheels/' in worker


def test_what_a_first_start_waits_for_ships_as_bytecode(site_dir):
    """A first start compiles no module of micropip and none of the stdlib modules it imports
    beyond Python's own start-up (marked compiled in stdlib.txt): they ship as bytecode. The rest
    of the stdlib ships as source, which is smaller."""
    runtime = site_dir / "pyodide" / build.PYODIDE_VERSION
    with zipfile.ZipFile(runtime / "python_stdlib.zip") as archive:
        shipped = set(archive.namelist())
    listed = build.stdlib_listed()
    compiled = [module for module, is_compiled in listed if is_compiled]
    assert {"tarfile", "urllib.parse", "ipaddress", "platform"} <= set(compiled)
    assert "json" not in compiled and len(compiled) < len(listed) / 4
    for module, is_compiled in listed:
        path = module.replace(".", "/")
        as_source = {path + ".py", path + "/__init__.py"} & shipped
        as_bytecode = {path + ".pyc", path + "/__init__.pyc"} & shipped
        assert (as_bytecode if is_compiled else as_source), module
        assert not (as_source if is_compiled else as_bytecode), module
    with zipfile.ZipFile(runtime / build.MICROPIP_WHEEL) as wheel:
        names = wheel.namelist()
        record = wheel.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
    assert "micropip/__init__.pyc" in names and not [n for n in names if n.endswith(".py")]
    assert sorted(line.split(",")[0] for line in record.splitlines()) == sorted(names)


def in_zip(names, module):
    path = module.replace(".", "/")
    return any(path + suffix in names for suffix in (".py", ".pyc", "/__init__.py", "/__init__.pyc"))


def engine_modules_the_page_imports():
    """The engine's modules but its command-line tools (run by CPython, never by the page)."""
    root = Path(build.ROOT)
    for path in sorted((root / "engine").rglob("*.py")):
        if '__name__ == "__main__"' not in path.read_text():
            yield path, ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(
                ".__init__")


def test_the_engine_imports_only_stdlib_modules_the_site_ships(site_dir):
    """The site ships part of Pyodide's stdlib (stdlib.txt): an engine module that starts to
    import something else must fail here, not in a player's browser. Checked: every module the
    sources name (inside functions too), and every module importing them loads in CPython."""
    runtime = site_dir / "pyodide" / build.PYODIDE_VERSION
    with zipfile.ZipFile(runtime / "python_stdlib.zip") as archive:
        shipped = set(archive.namelist())
    with zipfile.ZipFile(build.NODE_PYODIDE / "python_stdlib.zip") as archive:
        pyodide_has = set(archive.namelist())
    named, modules = set(), []
    for path, module in engine_modules_the_page_imports():
        modules.append(module)
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                named |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                named.add(node.module)
    script = ("import importlib, sys\nbefore = set(sys.modules)\n"
              f"for name in {modules!r}: importlib.import_module(name)\n"
              "print(' '.join(sorted(set(sys.modules) - before)))")
    loaded = subprocess.run([sys.executable, "-c", script], cwd=build.ROOT, check=True,
                            capture_output=True, text=True).stdout.split()
    needed = {m for m in named | set(loaded) if not m.startswith("engine")}
    assert {"json", "random", "re", "collections", "itertools"} <= needed
    missing = sorted(m for m in needed if in_zip(pyodide_has, m) and not in_zip(shipped, m))
    assert not missing, f"the engine imports {missing}: add them to stdlib.txt (build.py trace)"
    assert len(shipped) < len(pyodide_has) / 2  # trimmed indeed


def test_the_worker_compiles_with_the_build_s_module_which_needs_only_shipped_stdlib(site_dir):
    """The worker compiles the stdlib and the engine with bytecode_zip.py, the module the build
    writes and compiles its zips with, shipped beside it: what it imports must ship too."""
    assert (site_dir / "bytecode_zip.py").read_bytes() == \
        build.BYTECODE_ZIP.read_bytes()
    assert 'const COMPILER = "bytecode_zip";' in (site_dir / "worker.mjs").read_text()
    runtime = site_dir / "pyodide" / build.PYODIDE_VERSION
    with zipfile.ZipFile(runtime / "python_stdlib.zip") as archive:
        shipped = set(archive.namelist())
    with zipfile.ZipFile(build.NODE_PYODIDE / "python_stdlib.zip") as archive:
        pyodide_has = set(archive.namelist())
    named = set(imported_names(ast.parse((site_dir / "bytecode_zip.py").read_text()), ""))
    assert {"asyncio", "zipfile", "importlib._bootstrap_external"} <= named
    missing = sorted(m for m in named if in_zip(pyodide_has, m) and not in_zip(shipped, m))
    assert not missing, f"bytecode_zip imports {missing}: add them to stdlib.txt (build.py trace)"


def test_the_page_uses_only_relative_addresses(site_dir):
    page_modules = sorted(f"page/{path.name}" for path in (site_dir / "page").glob("*.js"))
    assert "page/engine.js" in page_modules
    for name in ("index.html", "app.js", *page_modules, "worker.mjs", "sw.js", "manifest.webmanifest"):
        text = (site_dir / name).read_text()
        assert not re.search(r"""(src|href)=["']/""", text), name
        assert not re.search(r"https?://", text), name


def test_the_page_answers_clicks_while_a_bot_thinks(site):
    """A Hard bot searches in the worker; meanwhile the page handles a click at once."""
    page = site.open("index.html?game=aquileia&seats=human,hard&names=Livia,Chico&seed=3&speed=fast")
    site.wait_status("playing")
    history = "JSON.parse(localStorage.getItem('ludi.save')).history.length"
    for _ in range(12):  # until the bot's turn comes (the start player is drawn by lot)
        page.wait_for_function("document.querySelector('#turn.thinking') || "
                               "document.body.dataset.busy === 'false'", timeout=GAME)
        if page.locator("#turn.thinking").count():
            break
        steps = page.evaluate(history)
        site.choose_first()  # my move; then the bot's turn follows
        page.wait_for_function(f"{history} > {steps}")
    assert page.locator("#turn.thinking").count() == 1
    steps = page.evaluate(history)
    # What the page saw at the click: a main thread that waited for the bot would answer it only
    # after the bot's move (how soon it answers is benchmarks/browser_bench.py's "stall").
    page.evaluate("""() => { window.clicks = []; document.addEventListener('click', () => window.clicks.push({
        thinking: document.querySelectorAll('#turn.thinking').length,
        steps: JSON.parse(localStorage.getItem('ludi.save')).history.length })); }""")
    page.locator("#status").click()
    page.wait_for_function("window.clicks.length > 0", timeout=BOOT)
    assert page.evaluate("window.clicks[0]") == {"thinking": 1, "steps": steps}, \
        "the click was answered only after the bot's move: the page stalled while the bot thought"
    page.wait_for_function(f"{history} > {steps}", timeout=GAME)  # and then it moves


def test_the_engine_wheel_ships_every_engine_package(site_dir):
    """A package left out of the wheel imports in CPython from the source tree and fails only
    in the page: every folder of the engine with an ``__init__.py`` is in the wheel."""
    (wheel,) = site_dir.glob("wheels/*/ludi_engine-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = set(archive.namelist())
    root = Path(build.ROOT)
    packages = sorted(init.relative_to(root).as_posix() for init in root.glob("engine/**/__init__.py"))
    assert "engine/games/aquileia/__init__.py" in packages   # a game's package, one level down
    assert [p for p in packages if p not in shipped] == []
    assert "engine/games/aquileia/examples.py" in shipped


def imported_names(tree, package):
    """Every module an ``import`` in ``tree`` may load (``from a import b``: a and a.b), relative
    imports resolved from ``package``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] \
                if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)


def outside_imports(source, package: str) -> set:
    """What ``source`` (a module of ``package``) imports that is neither the engine nor the
    standard library, at its top or inside a function."""
    return {name for name in imported_names(ast.parse(source), package)
            if name.split(".")[0] not in ("engine", *sys.stdlib_module_names)}


def test_the_wheel_ships_the_whole_engine_and_it_imports_only_the_stdlib(site_dir):
    """The page loads what the wheel ships: every module of the engine package (its
    command-line programs live in benchmarks/ and tools/), none of which imports anything but
    the engine and the standard library."""
    (wheel,) = site_dir.glob("wheels/*/ludi_engine-*.whl")
    root = Path(build.ROOT)
    sources = {p.relative_to(root).as_posix() for p in (root / "engine").rglob("*.py")}
    with zipfile.ZipFile(wheel) as archive:
        shipped = {name: archive.read(name) for name in archive.namelist() if name.endswith(".py")}
    assert sorted(sources - set(shipped)) == []
    for name, source in shipped.items():
        package = name[:-3].replace("/", ".").removesuffix(".__init__")
        if not name.endswith("__init__.py"):
            package = package.rsplit(".", 1)[0]
        assert not outside_imports(source, package), f"{name} imports {outside_imports(source, package)}"
    # the check can see one: a tournament's table from the benchmarks
    assert outside_imports("from benchmarks import tournament", "engine.bots") == {
        "benchmarks", "benchmarks.tournament"}
