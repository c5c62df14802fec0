"""The embeds in Chromium: <ludi-board> steps every rulebook example to its end and embed.html
(the same player) opens one of each game and reaches its end by its controls, a page of another
origin shows three games on one engine (the runtime fetched once), a question step refuses a
wrong move and accepts the book's, "Share / embed" gives what a spectator saw and opens at its
position (a link made before, the whole game, too), and axe finds no serious fault. Steps are
shown, not animated: the tests only step through."""

from __future__ import annotations

import collections
import json
import threading
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

import build
from engine import api
from engine.lesson import all_examples, captions, start_session, text
from test_api import link_code, link_text, secrets_of
from board_pages import axe_script, serious_axe_violations
from shared_contexts import close_context, open_context
from test_site import BOOT, GAME, SERVICE_WORKER_READY, evaluate_within

pytestmark = pytest.mark.browser

EXAMPLES = all_examples()


def serve(directory: Path, headers=None, allow_other_sites=True):
    """``directory`` served on 127.0.0.1 in a thread, every request path counted; without
    ``allow_other_sites`` as ``python3 -m http.server`` serves it (no CORS header)."""
    counts = collections.Counter()

    class Handler(build.SiteHandler):
        def do_GET(self):
            counts[self.path.split("?")[0]] += 1
            super().do_GET()

        def end_headers(self):
            self.allow_other_sites = allow_other_sites
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            super().end_headers()

    server = build.make_server(directory, port=0, handler=Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, counts


@pytest.fixture(scope="module")
def site(site_dir):
    """The site as a static host serves it: CORS open to every origin (as GitHub Pages does)."""
    server, counts = serve(site_dir)
    yield f"http://127.0.0.1:{server.server_address[1]}/", counts
    server.shutdown()
    server.server_close()


class Watched:
    """A page that records page errors, console errors and every request it makes."""

    def __init__(self, browser, contexts=None, width=900, height=900, **options):
        """``contexts``: the worker's shared contexts to take one from (see shared_contexts.py);
        None makes a fresh one."""
        options = {"viewport": {"width": width, "height": height}, "reduced_motion": "reduce",
                   **options}
        self.contexts = contexts
        self.context = open_context(browser, contexts, None, **options)
        self.page = self.context.new_page()
        self.errors, self.requests = [], []
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.page.on("console", self.console)
        self.context.on("request", self.record_request)
        self.context.on("response", self.record_failure)

    def record_request(self, request):
        # blob: URLs are the worker's own cached files handed to Pyodide: no request leaves
        if not request.url.startswith("blob:"):
            self.requests.append(request.url)

    def record_failure(self, response):
        if response.status >= 400:
            self.errors.append(f"{response.status} {response.url}")

    def console(self, message):
        # a page without an icon makes the browser ask for /favicon.ico: not the page's error
        if message.type == "error" and not message.location.get("url", "").endswith("favicon.ico"):
            self.errors.append(f"{message.text} ({message.location.get('url')})")

    def close(self):
        self.context.remove_listener("request", self.record_request)
        self.context.remove_listener("response", self.record_failure)
        close_context(self.contexts, self.context)


def open_embed(watched, url):
    page = watched.page
    page.goto(url)
    page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
    assert page.evaluate("document.body.dataset.status") == "ready", page.inner_text("body")
    return page


def step_to_end(page, steps):
    for k in range(1, steps + 1):
        page.click("[data-control=next]")
        page.wait_for_function(f"document.body.dataset.step === '{k}'", timeout=20_000)
    assert page.is_disabled("[data-control=next]")


def longest_example(game):
    return max((e for e in EXAMPLES if e.game == game), key=lambda e: e.steps)


@pytest.mark.parametrize("game", sorted({e.game for e in EXAMPLES}))
def test_embed_html_opens_an_example_and_its_controls_reach_the_end(
        browser, context_source, site, game):
    """embed.html opens the game's longest example (its step count, its intro), the next control
    shows step 1 with its caption, the last control the final step with its caption and the next
    control disabled, with no error and no request leaving the site. A short pass: every example
    of every game is stepped to its end, caption by caption, by the <ludi-board> test below, on
    the same player (each page of embed.html starts its own engine: one per game is enough)."""
    base, _ = site
    watched = Watched(browser, context_source)
    example = longest_example(game)
    page = open_embed(watched, f"{base}embed.html?game={game}&example={example.id}")
    assert page.evaluate("document.body.dataset.steps") == str(example.steps)
    assert text(example, example.intro) in page.inner_text(".lp-caption")
    page.click("[data-control=next]")
    page.wait_for_function("document.body.dataset.step === '1'", timeout=20_000)
    assert captions(example)[1] in page.inner_text(".lp-caption")
    page.click("[data-control=last]")
    page.wait_for_function(f"document.body.dataset.step === '{example.steps}'", timeout=20_000)
    assert page.is_disabled("[data-control=next]") and page.is_disabled("[data-control=last]")
    assert captions(example)[-1] in page.inner_text(".lp-caption")
    assert not watched.errors, watched.errors
    assert all(url.startswith(base) for url in watched.requests), \
        [u for u in watched.requests if not u.startswith(base)]
    watched.close()


def board_page(examples, script_src):
    boards = "\n".join(f'<h2>{text(e, e.title)}</h2>\n<ludi-board game="{e.game}" example="{e.id}">'
                       f'</ludi-board>' for e in examples)
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Boards</title><link rel="icon" href="data:,">'
            + (f'<script src="{script_src}" defer></script>' if script_src.endswith("/ludi.js")
               else f'<script type="module" src="{script_src}"></script>') + '</head>'
            f'<body><main style="max-width:640px">{boards}</main></body></html>')


def wait_boards(page, count):
    page.wait_for_function(
        f"[...document.querySelectorAll('ludi-board')].filter(b => b.dataset.status === 'ready')"
        f".length === {count}", timeout=BOOT)


def test_every_example_steps_to_its_end_in_ludi_board(browser, context_source, site):
    """The full pass: every example on one page of <ludi-board>s, each stepped to its end, every
    step's event and caption the book's, on one engine for every board."""
    base, counts = site
    # counted: what the boards fetch
    watched = Watched(browser, context_source, service_workers="block")
    page = watched.page
    page.route(base + "all-boards.html", lambda route: route.fulfill(
        body=board_page(EXAMPLES, "ludi-board.js"), content_type="text/html"))
    workers_before = counts["/worker.mjs"]
    page.goto(base + "all-boards.html")
    page.wait_for_function("Boolean(customElements.get('ludi-board'))")
    assert page.evaluate("document.querySelector('ludi-board').dataset.status") == "loading"
    boards = page.query_selector_all("ludi-board")
    for board, example in zip(boards, EXAMPLES):
        board.scroll_into_view_if_needed()
        page.wait_for_function("b => b.dataset.status !== 'loading'", arg=board, timeout=BOOT)
        assert board.get_attribute("data-status") == "ready"
        assert board.get_attribute("data-steps") == str(example.steps)
        steps, shown_captions = evaluate_within(page, """async (b) => {
            const steps = [], caption = () => b.shadowRoot.querySelector('.lp-caption').textContent;
            const captions = [caption()];
            b.addEventListener('ludi-step', (e) => steps.push(e.detail.step));
            while (Number(b.dataset.step) < Number(b.dataset.steps)) {
                await b.next();
                captions.push(caption());
            }
            return [steps, captions]; }""", board)
        assert steps == list(range(1, example.steps + 1)), (example.id, steps)
        for k, (shown, written) in enumerate(zip(shown_captions, captions(example), strict=True)):
            assert shown.startswith(written), (example.id, k, shown)
        assert board.get_attribute("data-step") == str(example.steps)
    assert counts["/worker.mjs"] - workers_before == 1      # one engine for every board
    assert not watched.errors, watched.errors
    watched.close()


def test_a_board_whose_files_a_page_may_not_load_says_why(
        browser, context_source, site_dir, tmp_path):
    """Ludi's files served without Access-Control-Allow-Origin to a page of another site: the
    boards say why in the page instead of staying blank."""
    ludi, _ = serve(site_dir, allow_other_sites=False)
    ludi_base = f"http://127.0.0.1:{ludi.server_address[1]}/"
    (tmp_path / "host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Boards</title>'
        f'<link rel="icon" href="data:,"><script src="{ludi_base}ludi.js" defer></script></head>'
        '<body><main><ludi-board game="aquileia" example="arena"></ludi-board>'
        '<ludi-board game="ave" example="first-turn"></ludi-board></main></body></html>')
    host, _ = serve(tmp_path)
    watched = Watched(browser, context_source)
    page = watched.page
    page.goto(f"http://localhost:{host.server_address[1]}/host.html")
    page.wait_for_function("[...document.querySelectorAll('ludi-board')]"
                           ".every(b => b.dataset.status === 'error')", timeout=BOOT)
    said = page.inner_text("ludi-board:first-of-type")
    assert "Access-Control-Allow-Origin" in said and "cannot be shown" in said, said
    watched.close()
    for server in (host, ludi):
        server.shutdown()
        server.server_close()


def test_a_page_of_another_origin_shows_three_games_on_one_engine(
        browser, context_source, site, tmp_path):
    base, counts = site
    games = []
    for example in EXAMPLES:
        if example.id == "first-turn" and example.game not in [e.game for e in games]:
            games.append(example)
    assert len(games) >= 3, "three games need a first-turn example"
    (tmp_path / "host.html").write_text(board_page(games[:3], base + "ludi.js"))  # the snippet
    host, _ = serve(tmp_path)
    host_url = f"http://localhost:{host.server_address[1]}/host.html"
    # service workers blocked: the count is of what the boards themselves fetch
    watched = Watched(browser, context_source, width=360, service_workers="block")
    page = watched.page
    wasm_before = counts["/pyodide/" + build.PYODIDE_VERSION + "/pyodide.asm.wasm"]
    page.goto(host_url)
    for board in page.query_selector_all("ludi-board"):
        board.scroll_into_view_if_needed()
        page.wait_for_function("b => ['ready', 'error'].includes(b.dataset.status)", arg=board,
                               timeout=BOOT)
        assert board.get_attribute("data-status") == "ready"
        page.evaluate("b => b.goto(Number(b.dataset.steps))", board)
        page.wait_for_function("b => b.dataset.step === b.dataset.steps", arg=board)
    wasm = counts["/pyodide/" + build.PYODIDE_VERSION + "/pyodide.asm.wasm"] - wasm_before
    assert wasm == 1, wasm
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360
    outside = [u for u in watched.requests
               if not (u.startswith(base) or u.startswith(host_url.rsplit("/", 1)[0]))]
    assert not outside, outside
    assert not watched.errors, watched.errors
    watched.close()
    host.shutdown()
    host.server_close()


def test_a_question_refuses_a_wrong_move_with_its_reason_and_accepts_the_books(
        browser, context_source, site):
    base, _ = site
    watched = Watched(browser, context_source)
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=theatrum&step=1")
    assert "Your move" in page.inner_text(".lp-question")
    # the book's move raises with a second silver; leaving the auction is legal but not it:
    # the first miss says so and why the book bid, and keeps the book's move back
    page.click("[data-choice]:has-text('Leave the auction')")
    page.wait_for_selector(".lp-feedback[data-result=wrong]")
    said = page.inner_text(".lp-feedback")
    assert "is a legal move, but not what Chico did in the book" in said, said
    assert "match the bid on the table" in said and "Bid 2 silver" not in said
    assert page.is_visible(".lp-reveal")
    # the second miss shows the book's move
    page.click("[data-choice]:has-text('Leave the auction')")
    page.wait_for_function("document.querySelector('.lp-feedback').textContent.includes(\"The book's move\")")
    assert "The book's move: Bid 2 silver" in page.inner_text(".lp-feedback")
    assert not page.is_visible(".lp-reveal")
    assert page.evaluate("document.body.dataset.step") == "1"
    page.click("[data-choice]:has-text('Bid 2 silver')")
    page.wait_for_function("document.body.dataset.step === '2'")
    assert "Right" in page.inner_text(".lp-feedback")
    assert not watched.errors, watched.errors
    watched.close()


# The fill of a stall tile (web/games/massilia/pieces.js stallTile) a little inside its top
# right corner, clear of its symbol and its goods, as the canvas shows it.
STALL_FILL = """(space) => {
    const board = window.ludiPlayer.screen.canvas, box = board.layout.spaces[space];
    const k = board.canvas.width / board.layout.width;
    const [r, g, b] = board.canvas.getContext('2d').getImageData(
        Math.round((box.x + box.w - 9) * k), Math.round((box.y + 9) * k), 1, 1).data;
    return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase(); }"""


def test_a_massilia_example_draws_the_books_players_in_their_colours(browser, context_source, site):
    """The book's Yellow and Red are yellow and red on the board, in German too (the seats are
    otherwise blue and vermilion): the example names its seats' colours and the board draws
    the stalls, symbols included, in them."""
    base, _ = site
    watched = Watched(browser, context_source)
    for lang in ("en", "de"):
        page = open_embed(watched, f"{base}embed.html?game=massilia&example=consul&lang={lang}")
        seats = page.evaluate("window.ludiPlayer.shown.seats")
        assert [(s["name"], s["colour"]) for s in seats] == (
            [("Yellow", "yellow"), ("Red", "red")] if lang == "en" else [("Gelb", "yellow"), ("Rot", "red")])
        page.evaluate("window.ludiPlayer.screen.canvas.drawNow()")
        owners = {stall: seat for stall, seat in ((0, 0), (18, 0), (6, 1), (12, 1))}
        fills = {stall: page.evaluate(STALL_FILL, stall) for stall in owners}
        assert {fills[0], fills[18]} == {"#F0E442"} and {fills[6], fills[12]} == {"#D55E00"}, fills
    assert not watched.errors, watched.errors
    watched.close()


def share_link(page, base, game, steps):
    """The "Share / embed" link of an unseeded game of random bots, ``steps`` steps or more in."""
    page.goto(f"{base}index.html?game={game}&seats=random,random,random&speed=fast")
    page.wait_for_function("document.body.dataset.status === 'playing'", timeout=BOOT)
    page.wait_for_function(f"JSON.parse(localStorage.getItem('ludi.save') || '{{\"history\": []}}')"
                           f".history.length >= {steps}", timeout=GAME)
    page.click("#share")
    page.wait_for_selector("#share-panel:not([hidden])")
    return page.input_value("#share-link")


def test_a_shared_game_holds_no_secret_and_opens_at_its_step(browser, context_source, site):
    """For every game, a link shared mid-game holds what a spectator saw (decoded here: no
    seed, no hidden draw, no card of a hand) and opens at its step with the spectator's board."""
    base, _ = site
    watched, other = Watched(browser, context_source, width=1280), Watched(browser, context_source)
    page = watched.page
    for game, steps in (("aquileia", 40), ("massilia", 60), ("marble", 30), ("ave", 60)):
        link = share_link(page, base, game, steps)
        address = urlsplit(link)
        query, fragment = parse_qs(address.query), parse_qs(address.fragment)
        assert "save" not in query and query["game"] == [game], link
        step = int(query["step"][0])
        save = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
        assert save["secret_seed"] and len(save["history"]) >= step >= steps
        session = api.Session.load(save, upto=step)
        secrets = secrets_of(session)
        text = link_text(fragment["save"][0])
        assert str(session.seed) in secrets and not [s for s in secrets if s in text], game
        assert "no seed" in page.inner_text("#share-panel")
        if game == "aquileia":
            snippet = page.input_value("#share-snippet")
            assert f'src="{link}"' in snippet and snippet.startswith("<iframe")
        shown = open_embed(other, link)
        assert shown.evaluate("document.body.dataset.step") == str(step)
        drawn = shown.evaluate("window.ludiPlayer.shown.state")
        assert drawn == json.loads(json.dumps(session.payload(None, step)["state"])), game
        assert "as a spectator saw it" in shown.inner_text(".lp-title")
        shown.click("[data-control=first]")
        shown.wait_for_function("document.body.dataset.step === '0'")
    assert not watched.errors and not other.errors, watched.errors + other.errors
    other.close()
    watched.close()


def test_a_link_made_before_with_the_whole_game_still_opens(browser, context_source, site):
    base, _ = site
    session = api.Session.start({"game": "marble", "seed": 3, "seats": [
        {"name": "Livia", "kind": "bot"}, {"name": "Chico", "kind": "bot"}]})
    while len(session.history) < 12:
        session.step() if session.next_kind() == "chance" else session.bot_move()
    code = link_code(session.save())
    watched = Watched(browser, context_source)
    shown = open_embed(watched, f"{base}embed.html?game=marble&save={code}&step=7")
    assert shown.evaluate("document.body.dataset.step") == "7"
    assert shown.evaluate("document.body.dataset.steps") == "12"
    drawn = shown.evaluate("window.ludiPlayer.shown.state")
    assert drawn == json.loads(json.dumps(session.payload(None, 7)["state"]))
    assert not watched.errors, watched.errors
    watched.close()


def test_embed_keyboard_narrow_width_still_picture_and_broken_links(browser, context_source, site):
    base, _ = site
    watched = Watched(browser, context_source, width=320, height=700)
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=arena")
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 320
    page.focus("[data-control=next]")
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.step === '1'")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.body.dataset.step === '2'")
    page.keyboard.press("End")
    page.wait_for_function("document.body.dataset.step === document.body.dataset.steps")
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=arena&step=3&controls=0")
    assert page.evaluate("document.body.dataset.step") == "3"
    assert page.locator("[data-control]").first.is_hidden()
    for broken in ("game=aquileia&example=nope", "game=aquileia&example=arena&step=x",
                   "game=aquileia&example=arena&step=99", "example=arena",
                   "game=aquileia&save=!!", "game=aquileia&example=arena&controls=maybe",
                   "game=aquileia#save=!!", "game=aquileia&step=0#save=" + link_code(
                       {"format": "ludi-spectator", "version": 1, "game": "aquileia",
                        "steps": 1, "first": {}, "columns": []})):
        page.goto(f"{base}embed.html?{broken}")
        page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
        assert page.evaluate("document.body.dataset.status") == "error", broken
    assert not watched.errors, watched.errors
    watched.close()


def test_autoplay_and_loop_run_the_example_round(browser, context_source, site):
    base, _ = site
    watched = Watched(browser, context_source)
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=forum&autoplay=1&loop=1")
    page.wait_for_function("document.body.dataset.step === '1'", timeout=10_000)
    page.wait_for_function("document.body.dataset.step === '0'", timeout=10_000)
    assert page.inner_text("[data-control=play]") == "Pause"
    watched.close()


@pytest.mark.parametrize("address", ["embed.html?game=aquileia&example=forum", "teach.html"])
def test_axe_finds_no_serious_violation(browser, context_source, site, address):
    axe = axe_script()   # fails, never skips, when axe-core is missing
    base, _ = site
    watched = Watched(browser, context_source, service_workers="block")
    page = watched.page
    page.goto(base + address)
    page.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)
    page.wait_for_function("[...document.querySelectorAll('ludi-board')].every("
                           "b => b.dataset.status !== 'loading' || !b.player || !b.started)",
                           timeout=BOOT)
    assert page.locator("h1").count() == 1       # a page has its heading, an embed too
    bad = serious_axe_violations(page, axe)
    assert not bad, bad
    watched.close()


def test_a_rules_page_starts_its_engine_when_the_first_board_comes_into_view(
        browser, context_source, site):
    base, counts = site
    watched = Watched(browser, context_source, height=700, service_workers="block")
    page = watched.page
    workers = counts["/worker.mjs"]
    page.goto(base + "rules/aquileia.html")
    boards = page.locator("ludi-board")
    ids = [e.id for e in EXAMPLES if e.game == "aquileia"]
    assert boards.count() == len(ids)
    page.wait_for_timeout(500)
    assert counts["/worker.mjs"] == workers, "no engine before a board is in view"
    assert boards.first.get_attribute("data-status") == "loading"
    arena = page.locator("ludi-board[example=arena]")
    arena.scroll_into_view_if_needed()
    page.wait_for_function("b => b.dataset.status === 'ready'", arg=arena.element_handle(),
                           timeout=BOOT)
    arena.evaluate("b => b.goto(Number(b.dataset.steps))")
    page.wait_for_function("b => b.dataset.step === b.dataset.steps", arg=arena.element_handle())
    assert page.locator("ludi-board[example=villas]").get_attribute("data-status") == "loading"
    assert counts["/worker.mjs"] == workers + 1
    assert not watched.errors, watched.errors
    watched.close()


def test_teach_with_ludi_lists_every_example_with_its_preview_and_snippet(
        browser, context_source, site):
    base, _ = site
    watched = Watched(browser, context_source, service_workers="block")
    page = watched.page
    page.goto(base + "teach.html")
    page.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)
    items = page.locator(".example-item")
    assert items.count() == len(EXAMPLES)
    assert f'src="{base}ludi.js"' in page.inner_text("#snippet-element")
    first = page.locator(".example-item ludi-board").first
    first.scroll_into_view_if_needed()  # boards start as they come near the viewport
    page.wait_for_function("b => b.dataset.status === 'ready'", arg=first.element_handle(),
                           timeout=BOOT)
    assert first.get_attribute("data-step") == first.get_attribute("data-steps")
    assert 'example="first-turn"' in items.first.locator("pre").inner_text()
    assert not watched.errors, watched.errors
    watched.close()


@pytest.mark.fresh_context  # the first visit installs what the offline one uses
def test_an_embed_works_offline_once_visited(browser, context_source, site):
    base, _ = site
    watched = Watched(browser, context_source)
    url = f"{base}embed.html?game=aquileia&example=theatrum"
    page = open_embed(watched, url)
    # the service worker is registered once the engine runs, and active once it cached the site
    assert evaluate_within(page, SERVICE_WORKER_READY)
    page.reload()      # now controlled: the service worker has cached the whole site
    page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT)
    watched.context.set_offline(True)
    page = open_embed(watched, url.replace("theatrum", "portus"))
    step_to_end(page, 2)
    assert not watched.errors, watched.errors
    watched.close()


def test_a_question_is_answered_by_clicking_the_board(browser, context_source, site):
    base, _ = site
    watched = Watched(browser, context_source, width=1000)
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=first-turn&step=2")
    targets = page.evaluate("window.ludiPlayer.screen.targets()")
    by_label = {t["label"]: t for t in targets}
    right = next(t for label, t in by_label.items() if "Forum" in label and "1" in label)
    wrong = next(t for label, t in by_label.items() if "Theatrum" in label)
    for target in (wrong, right):
        page.evaluate(f"scrollTo(0, {target['y']} - 300)")
        moved = page.evaluate("window.ludiPlayer.screen.targets()")
        spot = next(t for t in moved if t["id"] == target["id"])
        page.mouse.click(spot["x"], spot["y"])
        if target is wrong:
            page.wait_for_selector(".lp-feedback[data-result=wrong]")
            said = page.inner_text(".lp-feedback")   # the rule, not yet the move
            assert "lowest number first" in said and "Forum space 1" not in said, said
    page.wait_for_function("document.body.dataset.step === '3'")
    assert not watched.errors, watched.errors
    watched.close()


def test_a_teachers_own_example_plays_and_a_broken_one_says_where(
        browser, context_source, site, tmp_path):
    """<ludi-board src="…json"> on a teacher's own page (another site): the engine checks every
    move of the file as it loads; a wrong one is refused in the page with its step and reason."""
    base, _ = site
    written = json.loads((build.WEB / "teach" / "marble.json").read_text())
    (tmp_path / "mine.json").write_text(json.dumps(written))
    broken = {**written, "steps": written["steps"][:1] + [{"action": ["fly"], "caption": "No."}]}
    (tmp_path / "broken.json").write_text(json.dumps(broken))
    (tmp_path / "unparsed.json").write_text(json.dumps(written)[:-1])
    (tmp_path / "host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mine</title>'
        f'<link rel="icon" href="data:,"><script src="{base}ludi.js" defer></script></head>'
        '<body><main><ludi-board id="mine" src="mine.json"></ludi-board>'
        '<ludi-board id="broken" src="broken.json"></ludi-board>'
        '<ludi-board id="unparsed" src="unparsed.json" lang="de"></ludi-board>'
        '<ludi-board id="away" src="http://localhost:9/away.json" lang="nl"></ludi-board>'
        '</main></body></html>')
    host, _ = serve(tmp_path)
    watched = Watched(browser, context_source)
    page = watched.page
    page.goto(f"http://localhost:{host.server_address[1]}/host.html")
    for board_id in ("mine", "broken", "unparsed", "away"):
        page.locator(f"#{board_id}").scroll_into_view_if_needed()
        page.wait_for_function(f"['ready', 'error'].includes("
                               f"document.getElementById('{board_id}').dataset.status)", timeout=BOOT)
    mine = page.locator("#mine")
    assert mine.get_attribute("data-status") == "ready", page.inner_text("#mine .lp-caption")
    assert written["intro"] in page.inner_text("#mine .lp-caption")
    steps = int(mine.get_attribute("data-steps"))
    assert steps > len(written["steps"])
    page.evaluate("b => b.goto(Number(b.dataset.steps))", mine.element_handle())
    page.wait_for_function("document.getElementById('mine').dataset.step === "
                           "document.getElementById('mine').dataset.steps")
    assert written["steps"][-1]["caption"] in page.inner_text("#mine .lp-caption")
    said = page.inner_text("#broken .lp-caption")
    assert page.locator("#broken").get_attribute("data-status") == "error"
    # numbered as the player's counter counts (the hills drawn before are steps), with the entry
    assert 'Step 5 (entry 2 of "steps") cannot be made' in said and "fly" in said, said
    # a file that is not JSON, or no file at all, is refused in the board's language
    said = page.inner_text("#unparsed .lp-caption")
    assert "Es ist kein JSON (Zeile 1, Spalte" in said, said
    said = page.inner_text("#away .lp-caption")
    assert "away.json kon niet worden gelezen: het adres was niet bereikbaar" in said, said
    watched.close()
    host.shutdown()
    host.server_close()


def test_a_screen_reader_hears_each_step_and_what_it_changed_on_the_board(
        browser, context_source, site):
    """The caption is live text, and with it (visually hidden) what the step did on the board,
    as the game's log says it: a blind learner follows the example step by step."""
    base, _ = site
    example = next(e for e in EXAMPLES if e.game == "aquileia" and e.id == "arena")
    session = start_session(example)
    first = " ".join(session.text(line) for step, line, to in session.log if step == 0 and to is None)
    assert first
    watched = Watched(browser, context_source)
    page = open_embed(watched, f"{base}embed.html?game=aquileia&example=arena")
    assert page.get_attribute(".lp-caption", "aria-live") == "polite"
    page.click("[data-control=next]")
    page.wait_for_function("document.body.dataset.step === '1'")
    assert first not in captions(example)[1]   # the log tells what the caption does not
    heard = page.text_content(".lp-caption")
    assert captions(example)[1] in heard and first in heard, heard
    assert page.eval_on_selector(".lp-said", "e => e.getBoundingClientRect().width") <= 1
    assert not watched.errors, watched.errors
    watched.close()


def test_a_page_mixing_boards_and_frames_starts_one_engine(browser, context_source, site, tmp_path):
    """<ludi-board>s and embed.html frames on one page of another site share one Python: the
    boards' hidden frame and every embed frame connect to one shared worker of Ludi's site. Each
    loads only its own game's drawing, so no game's is fetched twice."""
    base, counts = site
    (tmp_path / "host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mixed</title>'
        f'<link rel="icon" href="data:,"><script src="{base}ludi.js" defer></script></head>'
        '<body><main><ludi-board game="aquileia" example="arena"></ludi-board>'
        f'<iframe title="Massilia" style="width:100%;height:700px;border:0" '
        f'src="{base}embed.html?game=massilia&example=first-turn"></iframe>'
        f'<iframe title="City of Marble" style="width:100%;height:700px;border:0" '
        f'src="{base}embed.html?game=marble&example=first-turn"></iframe>'
        '</main></body></html>')
    host, _ = serve(tmp_path)
    watched = Watched(browser, context_source, height=2400, service_workers="block")
    page = watched.page
    wasm = "/pyodide/" + build.PYODIDE_VERSION + "/pyodide.asm.wasm"
    drawings = [f"/games/{game}.js" for game in ("aquileia", "massilia", "marble", "ave")]
    before = {path: counts[path] for path in (wasm, "/worker.mjs", *drawings)}
    page.goto(f"http://localhost:{host.server_address[1]}/host.html")
    page.wait_for_function("document.querySelector('ludi-board').dataset.status === 'ready'",
                           timeout=BOOT)
    for frame in page.frames:
        if "embed.html" in frame.url:
            frame.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)
    assert counts[wasm] - before[wasm] == 1
    assert counts["/worker.mjs"] - before["/worker.mjs"] == 1
    # each game's drawing once, by the page or the frame that shows it; no other game's
    assert [counts[path] - before[path] for path in drawings] == [1, 1, 1, 0]
    assert not watched.errors, watched.errors
    watched.close()
    host.shutdown()
    host.server_close()


@pytest.mark.parametrize("width", [360, 1280])
def test_an_embed_frame_takes_the_height_of_what_it_shows(browser, site, tmp_path, width):
    """teach.html's iframe snippet (its one line of script included) on a page of another site:
    the frame grows to its content, so the question never hides behind an inner scrollbar."""
    base, _ = site
    page = Watched(browser, width=width).page
    page.goto(base + "teach.html")
    snippet = page.inner_text("#snippet-iframe").replace("example=arena", "example=theatrum&step=1")
    (tmp_path / "host.html").write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame</title>'
        f'<link rel="icon" href="data:,"></head><body><main>{snippet}</main></body></html>')
    host, _ = serve(tmp_path)
    page.goto(f"http://localhost:{host.server_address[1]}/host.html")
    page.wait_for_selector("iframe")
    frame = page.query_selector("iframe").content_frame()
    frame.wait_for_load_state()
    frame.wait_for_function("document.body.dataset.status === 'ready'", timeout=BOOT)
    frame.wait_for_function("document.documentElement.scrollHeight <= innerHeight + 1",
                            timeout=10_000)
    inner = frame.evaluate("document.documentElement.scrollHeight")
    outer = page.evaluate("document.querySelector('iframe').getBoundingClientRect().height")
    assert abs(inner - outer) <= 2, (inner, outer)
    if width == 360:
        assert outer > 640   # taller than the snippet's starting height: it followed its content
    assert frame.is_visible(".lp-question")
    page.context.close()
    host.shutdown()
    host.server_close()


def test_a_phone_layout_is_not_blown_up_on_a_middling_width(browser, context_source, site):
    """Between a phone's width and the wide layout's (500-760 px) a board keeps its tall layout;
    drawn to fill the width it was half again as high (a 720-px embed of the arena: 2,409 px,
    its caption and question far below the board). It is drawn at most at its own size."""
    base, _ = site
    heights = {}
    for width in (390, 720):
        watched = Watched(browser, context_source, width=width, height=800)
        page = open_embed(watched, base + "embed.html?game=aquileia&example=arena")
        heights[width] = page.evaluate("document.documentElement.scrollHeight")
        board = page.evaluate("document.querySelector('canvas').getBoundingClientRect().width")
        assert board <= min(width, 480), (width, board)
        watched.close()
    assert heights[720] < 1.3 * heights[390], heights
