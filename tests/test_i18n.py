"""Ludi in German and Dutch in the browser: no English sentence on a page that speaks either,
``<html lang>`` set, the language switcher, an unknown ``?lang=``, examples in each language.

"No English" is checked against the same screen in English: a seeded game is played some steps
in German (or Dutch), then the page is switched to English at the very same step; every text a
person reads (visible text nodes, the canvas's accessible name, the board targets' labels, the
page's title) that is identical in both languages and still holds a word of four letters or more
once names and the words both languages share are left out is English that was not translated.
A failure lists those texts.
"""

from __future__ import annotations

import json
import re

import pytest

from engine import api
from shared_contexts import close_context, open_context
from test_site import BOOT

pytestmark = pytest.mark.browser

GAMES = ["aquileia", "massilia", "marble", "ave"]
NAMES = ["Livia", "Chico", "Stefan", "Julia", "Marcus"]
STEPS = 5  # the human seat's choices before the screen is compared

# Words a German or Dutch text may share with the English one: names of people, games and the
# site, language names, and words the languages spell alike.
ALLOWED = {
    *NAMES, "Ludi", "Aquileia", "Massilia", "City", "Marble", "AVE", "English", "Deutsch",
    "Nederlands", "Python", "JSON", "Arena", "Hand", "Link", "Pause", "Start", "Roma",
    "Bot", "Bots",
    # the games' words that German or Dutch spell as English does: metals, Latin names
    "Bronze", "Gold", "Caesar", "Servi", "Imperium", "imperium",
}
WORD = re.compile(r"[^\W\d_]{4,}")
FILE_NAME = re.compile(r"[\w/.-]+\.(json|html|js)")  # a file's name is no language

# Every text a person reads on the page: visible text nodes (screen-reader-only text included),
# the canvas's name, each board target's label, the document's title; not code (the same in
# every language), nor what lies within `skip`.
TEXTS = """(skip = "code, pre") => {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ["SCRIPT", "STYLE", "OPTION"].includes(parent.tagName)) continue;
    if (parent.closest("[hidden]") || parent.closest(skip) || !parent.checkVisibility()) continue;
    texts.push(node.textContent);
  }
  for (const node of document.querySelectorAll("canvas[aria-label], .board-targets button")) {
    if (node.checkVisibility()) texts.push(node.getAttribute("aria-label") || "");
  }
  return texts.map((text) => text.replace(/\\s+/g, " ").trim()).filter(Boolean);
}"""


def english_in(texts, english_texts):
    """The texts of a German or Dutch screen left in English (see the module's docstring)."""
    same = set(texts) & set(english_texts)
    return sorted(text for text in same if not FILE_NAME.fullmatch(text)
                  and any(word not in ALLOWED for word in WORD.findall(text)))


class Page:
    """A fresh browser context on the site; console errors are collected."""

    def __init__(self, browser, base_url, locale="en-US", contexts=None):
        self.base_url = base_url
        self.contexts = contexts  # the worker's shared contexts (shared_contexts.py), or None: fresh
        options = {"locale": locale, "viewport": {"width": 1280, "height": 900}}
        self.context = open_context(browser, contexts, base_url, **options)
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    def open(self, path):
        self.page.goto(self.base_url + path)
        self.page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
        return self.page

    def wait_for_person(self):
        self.page.wait_for_selector("body[data-busy=false]", timeout=BOOT)

    def history(self):
        return self.page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")

    def choose_first(self):
        """The first legal choice, by keyboard (board targets lie under the canvas)."""
        steps = self.history()
        self.page.locator("#actions button.action, [data-choice]").first.focus()
        self.page.keyboard.press("Enter")
        if self.page.locator(".prompt-popover").count():
            self.page.keyboard.press("Enter")
        self.page.wait_for_function(
            f"JSON.parse(localStorage.getItem('ludi.save')).history.length > {steps}")
        self.wait_for_person()

    def switch(self, select, code):
        """Choose `code` in a switcher and wait until the screen is drawn in it again."""
        self.page.select_option(select, code)
        self.page.wait_for_selector(f"body[data-lang={code}]")
        self.wait_for_person()

    def close(self):
        close_context(self.contexts, self.context)
        assert not self.errors, self.errors


@pytest.fixture
def pages(browser, base_url, context_source):
    made = []

    def make(locale="en-US"):
        made.append(Page(browser, base_url, locale, context_source))
        return made[-1]
    yield make
    for page in made:
        page.close()


def engine_log(page, lang):
    """The log of the page's saved game as the engine says it in `lang`, from the first seat."""
    save = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))
    reply = json.loads(api.handle(json.dumps({"cmd": "load", "save": save, "seat": 0, "lang": lang})))
    assert reply["ok"], reply
    return [line["text"] for line in reply["view"]["log"]]


def game_link(game, lang, seats=2):
    kinds = ",".join(["human"] + ["random"] * (seats - 1))
    return (f"index.html?game={game}&seats={kinds}&names={','.join(NAMES[:seats])}"
            f"&seed=11&speed=fast&lang={lang}")


@pytest.fixture(scope="module")
def games_page(browser, base_url):
    """One context for the seeded games below, one after another, as a person plays them: its
    engine, kept after the first boot, starts the next game's page sooner. Each game starts
    from its own deep link (seed, seats, language), whatever the last one left."""
    site = Page(browser, base_url)
    yield site
    site.close()


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("game", GAMES)
def test_a_seeded_game_shows_no_english_sentence(games_page, game, lang):
    site = games_page
    site.errors.clear()
    page = site.open(game_link(game, lang))
    site.wait_for_person()
    assert page.evaluate("document.documentElement.lang") == lang
    for _ in range(STEPS):
        if page.evaluate("document.body.dataset.status") != "playing":
            break
        site.choose_first()
    shown = page.evaluate(TEXTS)
    site.switch("#lang-select-game", "en")
    english = page.evaluate(TEXTS)
    assert shown != english
    left = english_in(shown, english)
    assert not left, f"{game} in {lang}: {len(left)} texts still English: {left}"
    assert not site.errors, site.errors


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_lobby_speaks_the_language_of_the_address(pages, lang):
    site = pages()
    page = site.open(f"index.html?lang={lang}")
    assert page.evaluate("document.documentElement.lang") == lang
    shown = page.evaluate(TEXTS)
    site.switch("#lang-select-lobby", "en")
    english = page.evaluate(TEXTS)
    assert not english_in(shown, english)


def test_the_browsers_language_is_spoken_and_a_choice_is_remembered(pages):
    site = pages(locale="nl-NL")
    page = site.open("index.html")
    assert page.evaluate("document.documentElement.lang") == "nl"
    assert page.locator("#lobby h1").inner_text() == "Kies een spel"
    site.switch("#lang-select-lobby", "de")
    assert page.evaluate("localStorage.getItem('ludi-lang')") == "de"
    site.open("index.html")
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.locator("#lobby h1").inner_text() == "Wähle ein Spiel"
    assert page.locator("#lang-select-lobby").input_value() == "de"


def test_an_unknown_language_falls_back_to_english_and_the_lobby_says_so(pages):
    site = pages(locale="de-DE")
    page = site.open("index.html?lang=xx")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.locator("#lobby h1").inner_text() == "Choose a game"
    notice = page.locator("#lang-notice")
    assert notice.is_visible() and "xx" in notice.inner_text()


def test_the_switcher_shows_a_running_games_whole_log_in_the_new_language(pages):
    site = pages()
    page = site.open(game_link("aquileia", "en"))
    site.wait_for_person()
    for _ in range(3):
        site.choose_first()
    english = page.locator("#log li").all_inner_texts()
    steps = site.history()
    site.switch("#lang-select-game", "de")
    german = page.locator("#log li").all_inner_texts()
    assert german == engine_log(page, "de") and english == engine_log(page, "en")
    assert site.history() == steps  # the game itself is untouched
    assert page.locator("#lang-select-lobby").input_value() == "de"
    assert page.locator("#undo").inner_text() == "Meinen letzten Zug zurücknehmen"
    site.switch("#lang-select-game", "nl")
    assert page.locator("#log li").all_inner_texts() == engine_log(page, "nl")


def test_the_share_link_and_snippet_carry_the_sharers_language(pages):
    site = pages()
    page = site.open(game_link("aquileia", "nl"))
    site.wait_for_person()
    page.click("#share")
    page.wait_for_selector("#share-panel:not([hidden])")
    link = page.locator("#share-link").input_value()
    assert "lang=nl" in link.split("#")[0]
    assert "lang=nl" in page.locator("#share-snippet").input_value()
    shared = site.context.new_page()
    shared.goto(link)
    shared.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    assert shared.evaluate("document.documentElement.lang") == "nl"
    assert shared.locator(".lp-counter").inner_text().startswith("Stap ")


def test_an_example_opens_in_each_language_in_embed_html(games_page):
    site = games_page   # its engine kept: each language's page is one more load, not a first boot
    site.errors.clear()
    page = site.page
    page.goto(site.base_url + "embed.html?game=aquileia&example=arena")
    page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    english = page.evaluate(TEXTS)
    for lang, counter in (("de", "Schritt "), ("nl", "Stap ")):
        page.goto(site.base_url + f"embed.html?game=aquileia&example=arena&lang={lang}")
        page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.locator(".lp-counter").inner_text().startswith(counter)
        shown = page.evaluate(TEXTS)
        assert shown != english
        left = english_in(shown, english)
        assert not left, f"embed.html in {lang}: still English: {left}"
    assert not site.errors, site.errors


def test_boards_of_one_page_each_speak_their_own_lang_attribute(pages):
    site = pages()
    page = site.page
    page.goto(site.base_url + "embed.html?game=aquileia&example=arena")
    page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    page.evaluate("""async () => {
      document.body.innerHTML = '<div lang="fr"><ludi-board id="nl" lang="nl" game="aquileia" example="arena">' +
        '</ludi-board></div><ludi-board id="de" lang="de" game="aquileia" example="arena"></ludi-board>' +
        '<ludi-board id="page" game="aquileia" example="arena"></ludi-board>';
      await import(new URL("ludi-board.js", location.href).href);
    }""")
    for board in ("nl", "de", "page"):
        page.wait_for_selector(f"ludi-board#{board}[data-status=ready]", timeout=BOOT)
    counter = {board: page.locator(f"ludi-board#{board} .lp-counter").inner_text()
               for board in ("nl", "de", "page")}
    assert counter["nl"].startswith("Stap ") and counter["de"].startswith("Schritt ")
    assert counter["page"].startswith("Step ")
    labels = {board: page.locator(f"ludi-board#{board} [data-control=next]").get_attribute("aria-label")
              for board in ("nl", "de", "page")}
    assert labels == {"nl": "Volgende stap", "de": "Nächster Schritt", "page": "Next step"}


def test_teach_html_speaks_the_language_of_the_address(pages):
    site = pages()
    page = site.page
    page.goto(site.base_url + "teach.html")
    page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    # The examples' titles and sources come from each game's catalogue (its own test).
    skip = "code, pre, .example-item h3, .example-item p.muted"
    english = page.evaluate(TEXTS, skip)
    page.goto(site.base_url + "teach.html?lang=de")
    page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert 'lang="de"' in page.locator("#snippet-element").inner_text()
    left = english_in(page.evaluate(TEXTS, skip), english)
    assert not left, left


def test_a_first_visit_fetches_only_englishs_words_and_the_site_ships_no_po(site_dir):
    """The page fetches only its language's words (locale/<lang>.json); the service worker keeps
    another language's files, and the rules pages, once they are used, not on a first visit."""
    sw = (site_dir / "sw.js").read_text()
    listing = json.loads(re.search(r"const BUILD = (\{.*?\});", sw, re.S).group(1))
    lazy = set(listing["lazy"])
    assert {"locale/de.json", "locale/nl.json", "examples.de.json", "examples.nl.json"} <= lazy
    assert not lazy & {"locale/en.json", "index.html", "app.js", "i18n.js", "examples.json"}
    page_modules = {name for name in listing["files"] if name.startswith("page/")}
    assert "page/language.js" in page_modules and not lazy & page_modules
    assert lazy <= set(listing["files"])
    assert not list(site_dir.rglob("*.po"))
    words = {lang: json.loads((site_dir / "locale" / f"{lang}.json").read_text())
             for lang in ("en", "de", "nl")}
    assert set(words["de"]) == set(words["en"]) == set(words["nl"])
    assert words["de"]["lobby.choose"] == "Wähle ein Spiel"


@pytest.mark.parametrize("tag, lang", [("de-AT", "de"), ("nl_BE", "nl"), ("DE", "de")])
def test_a_region_tag_speaks_its_language(pages, tag, lang):
    """As on the rules pages (test_rules_lang.py): a region never turns a page English."""
    site = pages()
    page = site.open(f"index.html?lang={tag}")
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator("#lang-notice").is_hidden()
    assert page.locator("#lang-select-lobby").input_value() == lang


def test_a_reload_keeps_the_language_chosen_since_the_links(pages):
    site = pages()
    page = site.open(game_link("massilia", "de"))
    site.wait_for_person()
    site.switch("#lang-select-game", "nl")
    assert "lang=nl" in page.url and "lang=de" not in page.url
    page.reload()
    page.wait_for_function("document.body.dataset.status === 'playing'", timeout=BOOT)
    site.wait_for_person()
    assert page.evaluate("document.documentElement.lang") == "nl"
    assert page.locator("#lang-select-game").input_value() == "nl"
    # and an address that named no language is left as it was
    site.switch("#lang-select-game", "en")
    page.goto(site.base_url + "index.html")
    page.wait_for_function("document.body.dataset.status !== 'loading'", timeout=BOOT)
    site.switch("#lang-select-game", "de")
    assert page.url.endswith("/index.html")


def test_the_pass_screen_speaks_the_language_chosen_while_it_waits(pages):
    site = pages()
    page = site.open("index.html?game=aquileia&seats=human,human&names=Livia,Chico&seed=11"
                     "&speed=fast&lang=en")
    site.wait_for_person()
    for _ in range(12):
        if page.locator("#privacy").is_visible():
            break
        site.choose_first()
    assert page.locator("#privacy").is_visible(), "the device was never handed on"
    name = page.locator("#privacy-title").inner_text().removeprefix("Pass to ")
    site.switch("#lang-select-game", "de")
    assert page.locator("#privacy-title").inner_text() == f"Weitergeben an {name}"
    button = page.locator("#privacy-button").inner_text()
    assert name in button and button != f"I am {name}: show my move"
    page.locator("#privacy-button").click()
    site.wait_for_person()
    assert page.locator("#hand-title").inner_text() == f"Hand von {name}"
    assert page.evaluate("document.documentElement.lang") == "de"


# --- a second visit: the engine started from the bytecode the worker kept ---------------------

# Every word the board's canvas drew in its last frame (fillText recorded; a full clear of the
# canvas starts a frame).
CANVAS_WORDS = """(() => {
  const proto = CanvasRenderingContext2D.prototype;
  const fill = proto.fillText, clear = proto.clearRect;
  proto.clearRect = function (x, y, w, h) {
    if (x === 0 && y === 0 && w === this.canvas.width && h === this.canvas.height) this.canvas.__words = [];
    return clear.apply(this, arguments);
  };
  proto.fillText = function (text) {
    (this.canvas.__words ||= []).push(String(text));
    return fill.apply(this, arguments);
  };
})();"""
DRAWN = """() => [...document.querySelectorAll("canvas")].flatMap((c) => c.__words || [])
  .map((text) => text.replace(/\\s+/g, " ").trim()).filter(Boolean)"""
KEPT_FILES = """(async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith("ludi-compiled-")) return (await (await caches.open(name)).keys()).length;
  }
  return 0;
})()"""
VISIT_STEPS = 3  # the person's decisions on the second visit before its screen is read


def kept_words(game, lang):
    """Words of ``game``'s own names that ``lang`` writes as English does (Latin names, gods,
    places, the Dutch book's "tiebreaker"): its terms and board words whose translation is their
    English (every one is translated: test_translations.py)."""
    import engine
    from engine import messages
    module = engine.game_module(game)
    english, said = messages.english(module), messages.catalogue(module, lang)
    names = (key for key in english if key.startswith(("term.", f"{game}.board.")))
    return {"SPQR", *(word for key in names if said[key] == english[key]
                      for form in (english[key] if isinstance(english[key], tuple) else (english[key],))
                      for word in WORD.findall(form))}


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_a_second_visit_starts_the_kept_engine_and_shows_no_english_line(
        browser_type, browser_type_launch_args, base_url, tmp_path, lang):
    """A returning reader: the browser closed and opened again on the same profile, so the
    worker starts from the stdlib and the engine it compiled and kept on the first visit (the
    catalogues read from that zip). Every game, by a deep link: after a few moves nothing the
    page or the board shows is left in English (each screen compared with itself in English)."""
    profile = tmp_path / "profile"

    def visit():
        context = browser_type.launch_persistent_context(
            profile, **browser_type_launch_args, base_url=base_url, locale=f"{lang}-{lang.upper()}",
            viewport={"width": 1280, "height": 900})
        context.add_init_script(CANVAS_WORDS)
        page = context.pages[0] if context.pages else context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        return context, page, errors

    context, page, errors = visit()
    page.goto(base_url + f"index.html?lang={lang}")
    page.wait_for_selector("body[data-status=ready][data-engine=ready]", timeout=BOOT)
    assert page.evaluate("window.ludiTimings.engine") == "micropip"
    for _ in range(2 * BOOT // 500):  # the worker compiles while the page waits for a person
        if page.evaluate(KEPT_FILES) == 3:  # the stdlib, the engine and micropip's lock
            break
        page.wait_for_timeout(500)
    assert page.evaluate(KEPT_FILES) == 3
    context.close()
    assert not errors, errors

    context, page, errors = visit()
    site = Page.__new__(Page)  # the helpers of a Page, on this profile's page
    site.page, site.base_url, site.errors = page, base_url, errors
    left = {}
    for game in GAMES:
        page.goto(base_url + game_link(game, lang))
        site.wait_for_person()
        assert page.evaluate("window.ludiTimings.engine") == "compiled", game
        assert page.evaluate("document.documentElement.lang") == lang
        for _ in range(VISIT_STEPS):
            if page.evaluate("document.body.dataset.status") != "playing":
                break
            site.choose_first()
        shown = page.evaluate(TEXTS) + page.evaluate(DRAWN)
        site.switch("#lang-select-game", "en")
        english = page.evaluate(TEXTS) + page.evaluate(DRAWN)
        assert shown != english
        kept = kept_words(game, lang)
        found = [text for text in english_in(shown, english)
                 if any(word not in kept for word in WORD.findall(text))]
        if found:
            left[game] = found
    context.close()
    assert not errors, errors
    assert not left, f"the second visit in {lang} still shows English: {left}"
