"""The rules pages mark every decision of the project where it stands, and list its reason.

A decided sentence or clause is wrapped whole, ``<span class="decision" data-decision="id">``,
and ends with a link to ``<li id="decision-id">`` in the page's list of decisions
(``<ol class="decisions">``). The list and the data module's ``DECISIONS`` name the same
decisions. A figure is drawn once, in ``rules/figures/<name>.svg`` with its words as ids of the
site's messages, and a page marks it ``<!-- ludi:figure name -->``: the build draws it there in
the page's language, and the checks read the pages so drawn. Engine-only: the pages are read as
text, no browser.
"""

import importlib
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

import build

RULES = Path(__file__).resolve().parent.parent / "web" / "rules"
GAMES = ("aquileia", "massilia", "marble", "ave")
PAGES = {game: game for game in GAMES}  # game -> rules page
LANGUAGES = ("en", "de", "nl")
TRANSLATED = GAMES  # games whose rules page is in German and Dutch too


def page_file(game, lang="en"):
    """The rules page of ``game`` in ``lang``: <game>.html, <game>.de.html, <game>.nl.html."""
    return f"{PAGES[game]}.html" if lang == "en" else f"{PAGES[game]}.{lang}.html"


def read_page(game, lang="en"):
    """The page as the site shows it: its figures drawn in its language (see build.py)."""
    return build.with_figures(read_source(game, lang), lang, page_file(game, lang))


def read_source(game, lang="en"):
    return (RULES / page_file(game, lang)).read_text(encoding="utf-8")


# every rules page: (game, language)
ALL_PAGES = [(game, lang) for game in GAMES for lang in LANGUAGES
             if lang == "en" or game in TRANSLATED]
FOREIGN_PAGES = [(game, lang) for game, lang in ALL_PAGES if lang != "en"]
ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*\Z")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class DecisionReader(HTMLParser):
    """Collects the decision marks, the links inside them and the entries of the decision list."""

    def __init__(self):
        super().__init__()
        self.open = []            # stack of (tag, decision id or None, list entry id or None)
        self.marks = []           # decision ids, in page order
        self.linked = set()       # indexes into marks whose span holds the link to its entry
        self.entries = []         # ids of the decision list's entries, in order
        self.other_marks = []     # an element with class "decision" that is not a proper mark
        self.in_list = 0          # depth inside <ol class="decisions">
        self.lists = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        mark = None
        if "decision" in classes:
            if tag == "span" and attrs.get("data-decision"):
                mark = attrs["data-decision"]
                if any(m is not None for _, m, _ in self.open):
                    self.other_marks.append(f"a mark inside a mark: {mark}")
                self.marks.append(mark)
            else:
                self.other_marks.append(f"<{tag} class=\"decision\"> without data-decision")
        if tag == "a" and (attrs.get("href") or "").startswith("#decision-"):
            target = attrs["href"][len("#decision-"):]
            for _, open_mark, index in reversed(self.open):
                if open_mark is not None:
                    if open_mark == target and "decision-ref" in classes:
                        self.linked.add(index)
                    break
        if tag == "ol" and "decisions" in classes:
            self.lists += 1
            self.in_list += 1
        elif tag == "ol" and self.in_list:
            self.in_list += 1
        if tag == "li" and self.in_list == 1 and (attrs.get("id") or "").startswith("decision-"):
            self.entries.append(attrs["id"][len("decision-"):])
        if tag not in VOID:
            self.open.append((tag, mark, len(self.marks) - 1 if mark else None))

    def handle_endtag(self, tag):
        if tag == "ol" and self.in_list:
            self.in_list -= 1
        while self.open:
            if self.open.pop()[0] == tag:
                break


def decision_problems(page: str, decisions: dict) -> list:
    """Everything wrong with the decision marks of ``page`` against ``decisions`` (the data module's).

    >>> page = ('<p><span class="decision" data-decision="a">A.<a class="decision-ref" '
    ...         'href="#decision-a">decision</a></span></p><ol class="decisions">'
    ...         '<li id="decision-a">Because.</li></ol>')
    >>> decision_problems(page, {"a": "A, because."})
    []
    """
    reader = DecisionReader()
    reader.feed(page)
    reader.close()
    problems = list(reader.other_marks)
    if reader.lists != 1:
        problems.append(f"{reader.lists} lists of decisions (<ol class=\"decisions\">), not one")
    entries, marks = reader.entries, reader.marks
    for entry in sorted({e for e in entries if entries.count(e) > 1}):
        problems.append(f"the list has decision-{entry} twice")
    for i, mark in enumerate(marks):
        if not ID.match(mark):
            problems.append(f"mark {mark!r} is not a short lower-case id")
        if mark not in entries:
            problems.append(f"mark {mark!r} has no entry in the list of decisions")
        elif i not in reader.linked:
            problems.append(f"mark {mark!r} does not link to #decision-{mark}")
    for entry in entries:
        if entry not in marks:
            problems.append(f"list entry {entry!r} is never marked on the page")
        if entry not in decisions:
            problems.append(f"list entry {entry!r} is not in the data module's DECISIONS")
    for key in decisions:
        if key not in entries:
            problems.append(f"DECISIONS[{key!r}] is not in the page's list of decisions")
    return problems


@pytest.mark.parametrize("game, lang", ALL_PAGES)
def test_every_decision_is_marked_listed_and_in_the_data_module(game, lang):
    data = importlib.import_module(f"engine.games.{game}.data")
    assert decision_problems(read_page(game, lang), data.DECISIONS) == []


@pytest.mark.parametrize("game", GAMES)
def test_each_decision_is_one_sentence_with_a_short_id(game):
    decisions = importlib.import_module(f"engine.games.{game}.data").DECISIONS
    assert decisions
    for key, text in decisions.items():
        assert ID.match(key), key
        assert isinstance(text, str) and text[:1].isupper() and text.endswith("."), key
        # one sentence: no full stop followed by a new sentence inside it
        assert not re.search(r"[.!?] [A-Z]", text[:-1]), key


@pytest.mark.parametrize("game, lang", ALL_PAGES)
def test_pages_share_the_style_and_load_nothing_from_outside(game, lang):
    page = read_page(game, lang)
    assert '<link rel="stylesheet" href="rules.css">' in page
    assert "http://" not in page and "https://" not in page
    # the scripts are this site's own: the worked examples played live on the board, and the
    # choice of the page's language
    assert set(re.findall(r' src="([^"]*)"', page)) <= {"../ludi-board.js", "rules-lang.js"}
    # the mark's look lives in rules.css only, so the four pages look alike
    for style in re.findall(r"<style>(.*?)</style>", page, re.S):
        assert ".decision" not in style
    # the one-screen summary of a round (or turn) and of scoring comes before every other section
    assert re.search(r'<h2[^>]*>', page).group(0) == '<h2 id="summary-title">'


def test_the_checker_finds_each_kind_of_fault():
    link = '<a class="decision-ref" href="#decision-{0}">decision</a>'
    good = f'<span class="decision" data-decision="a">A.{link.format("a")}</span>'
    entry = '<li id="decision-{0}">Because.</li>'

    def page(body, *ids):
        return body + '<ol class="decisions">' + "".join(entry.format(i) for i in ids) + "</ol>"

    assert decision_problems(page(good, "a"), {"a": "A."}) == []
    stray = f'<span class="decision" data-decision="b">B.{link.format("b")}</span>'
    assert decision_problems(page(good + stray, "a"), {"a": "A."}) == [
        "mark 'b' has no entry in the list of decisions"]
    assert decision_problems(page(good, "a", "c"), {"a": "A.", "c": "C."}) == [
        "list entry 'c' is never marked on the page"]
    assert decision_problems(page(good, "a"), {"a": "A.", "d": "D."}) == [
        "DECISIONS['d'] is not in the page's list of decisions"]
    unlinked = '<span class="decision" data-decision="a">A.</span>'
    assert decision_problems(page(unlinked, "a"), {"a": "A."}) == [
        "mark 'a' does not link to #decision-a"]
    badge = '<span class="decision">Ludi\'s decision</span>'
    assert decision_problems(page(good + badge, "a"), {"a": "A."}) == [
        '<span class="decision"> without data-decision']


# Words of the German and Dutch rulebooks that English never uses: a quote of them is in its
# own language (lang="de" or lang="nl"), so a screen reader speaks it as that language.
FOREIGN_WORDS = re.compile(r"\b(und|mit|darf|oder|nicht|Bauten|Bauplatz|Gebäuden|Spieler|het|een|niet|"
                           r"speler|spelers|kaart|beurt|wordt|zijn|mag)\b")


class LanguageReader(HTMLParser):
    """Collects the page's text that is read as English (outside any element with another lang)."""

    def __init__(self):
        super().__init__()
        self.langs = []           # stack of (tag, lang)
        self.english = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            parent = self.langs[-1][1] if self.langs else "en"
            self.langs.append((tag, dict(attrs).get("lang", parent)))

    def handle_endtag(self, tag):
        while self.langs:
            if self.langs.pop()[0] == tag:
                break

    def handle_data(self, data):
        if (self.langs[-1][1] if self.langs else "en") == "en":
            self.english.append(data)


def english_text_of(html):
    reader = LanguageReader()
    reader.feed(html)
    return " ".join(reader.english)


@pytest.mark.parametrize("game", GAMES)
def test_german_and_dutch_quotes_carry_their_language(game):
    text = english_text_of(read_page(game))
    assert not FOREIGN_WORDS.findall(text)


def test_the_language_check_finds_an_unmarked_quote():
    assert FOREIGN_WORDS.findall(english_text_of('<p>the text says “darf”</p>'))
    assert not FOREIGN_WORDS.findall(english_text_of('<p>the text says “<span lang="de">darf</span>”</p>'))


# --- the pages in German and Dutch ---------------------------------------------------------------

INLINE = {"b", "i", "em", "strong", "br", "sup", "sub", "code", "dfn"}  # word order may move these
SKELETON_ATTRS = ("id", "class", "href", "data-decision", "aria-describedby", "game", "example",
                  "src", "rel", "hreflang", "type", "tabindex", "role")
TEXT_BLOCKS = {"p", "li"}


class PageReader(HTMLParser):
    """The page's skeleton (its elements and their ids, links and marks, without the words and
    the language bar), its language bar, its boards and the text of each paragraph and list item."""

    def __init__(self):
        super().__init__()
        self.html_lang = None
        self.skeleton = []        # (tag, ((attribute, value), ...)) in page order
        self.language_bar = []    # attributes of each link of <nav class="languages">
        self.boards = []          # attributes of each <ludi-board>
        self.alternates = []      # (hreflang, href) of <link rel="alternate">
        self.blocks = []          # the text of every <p> and <li>
        self.open = []            # stack of (tag, collecting a block, in the language bar)
        self.texts = []           # text pieces of the blocks being read, innermost last
        self.glossary_marker = False

    def in_bar(self):
        return any(bar for _, _, bar in self.open)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        bar = tag == "nav" and "languages" in classes
        if tag == "html":
            self.html_lang = attrs.get("lang")
        if tag == "ludi-board":
            self.boards.append(attrs)
        if tag == "link" and attrs.get("rel") == "alternate":
            self.alternates.append((attrs.get("hreflang"), attrs.get("href")))
        if tag == "a" and self.in_bar():
            self.language_bar.append(attrs)
        skipped = (tag in INLINE or (tag == "span" and "data-decision" not in attrs)
                   or bar or self.in_bar() or (tag == "link" and attrs.get("rel") == "alternate"))
        if not skipped:
            self.skeleton.append((tag, tuple((k, attrs.get(k)) for k in SKELETON_ATTRS if k in attrs)))
        if tag in VOID:
            return
        block = tag in TEXT_BLOCKS
        if block:
            self.texts.append([])
        self.open.append((tag, block, bar))

    def handle_endtag(self, tag):
        while self.open:
            open_tag, block, _ = self.open.pop()
            if block:
                self.blocks.append(" ".join("".join(self.texts.pop()).split()))
            if open_tag == tag:
                break

    def handle_data(self, data):
        for pieces in self.texts:
            pieces.append(data)

    def handle_comment(self, data):
        if data.strip() == "ludi:glossary":
            self.glossary_marker = True


def read(html):
    reader = PageReader()
    reader.feed(html)
    reader.close()
    return reader


def untranslated(english, translated):
    """The paragraphs and list items of ``translated`` that are word for word the English page's
    (a text of a few words, a number or a name may stay as it is)."""
    same = {t for t in read(english).blocks if len(re.findall(r"[^\W\d]{2,}", t)) > 3}
    return [t for t in read(translated).blocks if t in same]


@pytest.mark.parametrize("game, lang", FOREIGN_PAGES)
def test_a_translated_page_keeps_the_english_pages_structure(game, lang):
    english, page = read(read_page(game)), read(read_page(game, lang))
    assert page.html_lang == lang
    # every id, anchor, link, decision mark, table and board of the English page, in its order
    assert page.skeleton == english.skeleton


@pytest.mark.parametrize("game, lang", FOREIGN_PAGES)
def test_a_translated_page_has_no_english_paragraph_left(game, lang):
    assert untranslated(read_page(game), read_page(game, lang)) == []


@pytest.mark.parametrize("game, lang", FOREIGN_PAGES)
def test_a_translated_pages_boards_speak_its_language(game, lang):
    english, page = read(read_page(game)), read(read_page(game, lang))
    assert page.boards and all(board.get("lang") == lang for board in page.boards)
    assert ([(b["game"], b["example"]) for b in page.boards] ==
            [(b["game"], b["example"]) for b in english.boards])


@pytest.mark.parametrize("game, lang", [(g, lang) for g, lang in ALL_PAGES if g in TRANSLATED])
def test_each_language_of_a_page_links_the_others_and_has_the_glossary(game, lang):
    html = read_page(game, lang)
    page = read(html)
    assert '<script src="rules-lang.js"></script>' in html.split("</head>")[0]
    assert sorted(page.alternates) == sorted((code, page_file(game, code)) for code in LANGUAGES)
    bar = page.language_bar
    assert [(link.get("hreflang"), link.get("href")) for link in bar] == [
        (code, page_file(game, code)) for code in LANGUAGES]
    for link in bar:
        assert (RULES / link["href"]).is_file(), link["href"]
        assert ("aria-current" in link) == (link["hreflang"] == lang), link
        assert link.get("lang") == link["hreflang"]  # the language's own name, read in it
    assert page.glossary_marker
    assert ("a", (("href", "#glossary"),)) in page.skeleton
    glossary = html.index('<h2 id="glossary">')
    assert html.index("<!-- ludi:glossary -->", glossary) < html.index("<h2", glossary + 1)


def test_the_checks_of_a_translation_find_each_kind_of_fault():
    english = ('<html lang="en"><p id="a">Pay one coin to the bank.</p><li>A die</li>'
               '<ludi-board game="g" example="x"></ludi-board></html>')
    german = ('<html lang="de"><p id="a">Zahlt eine <b>Münze</b> an die Bank.</p><li>A die</li>'
              '<ludi-board game="g" example="x" lang="de"></ludi-board></html>')
    assert read(german).skeleton == read(english).skeleton
    assert untranslated(english, german) == []
    assert untranslated(english, german.replace("Zahlt eine <b>Münze</b> an die Bank.",
                                                "Pay one <b>coin</b> to the bank.")) == [
        "Pay one coin to the bank."]
    assert read(german.replace('id="a"', 'id="b"')).skeleton != read(english).skeleton
    assert read(german).boards[0]["lang"] == "de"


BLOCK = re.compile(r"<(p|li|td|th|h[1-6]|div|summary|figcaption|title|text)\b[^>]*>(.*?)</\1>", re.S)


def block_texts(page):
    """The text of each paragraph, list item, cell, heading, caption and drawn label, tags dropped."""
    return [" ".join(re.sub(r"<[^>]+>", " ", inner).split()) for _, inner in BLOCK.findall(page)]


def numbers(html):
    """Every number of a page's text (a decimal comma read as a point), sorted."""
    return sorted(n.replace(",", ".") for n in re.findall(r"\d+(?:[.,]\d+)?", " ".join(block_texts(html))))


@pytest.mark.parametrize("game, lang", FOREIGN_PAGES)
def test_a_translated_page_keeps_the_decisions_and_the_numbers(game, lang):
    english, page = read_page(game), read_page(game, lang)
    data = importlib.import_module(f"engine.games.{game}.data")
    assert decision_problems(page, data.DECISIONS) == []
    # each number the English states is stated (a count may change: "the 2nd" can read
    # "dem Zweiten", "with 3 players" "zu dritt")
    assert set(numbers(page)) == set(numbers(english))


# --- the figures: each drawn once, in web/rules/figures/, its words in the site's PO files -------

FIGURES = RULES / "figures"


def figure_marks(html):
    return [mark.strip() for mark in build.FIGURE_MARK.findall(html)]


@pytest.mark.parametrize("game", TRANSLATED)
def test_each_language_of_a_page_marks_the_same_figures(game):
    english = figure_marks(read_source(game))
    for lang in LANGUAGES[1:]:
        assert figure_marks(read_source(game, lang)) == english, lang
    assert "<svg" not in "".join(read_source(game, lang) for lang in LANGUAGES)  # drawn once


def test_every_figure_and_every_figure_word_is_used():
    marked = {name for game, lang in ALL_PAGES for name in figure_marks(read_source(game, lang))}
    assert marked == {path.stem for path in FIGURES.glob("*.svg")}
    used = {key for path in FIGURES.glob("*.svg")
            for key in build.FIGURE_WORD.findall(path.read_text(encoding="utf-8"))}
    assert used == set(build.figure_words("en"))


def test_the_built_pages_draw_their_figures_in_their_language(tmp_path):
    rules = tmp_path / "rules"
    shutil.copytree(RULES, rules)
    build.fill_figures(rules)
    assert not (rules / "figures").exists()  # placeholders are no file of the site
    senate = {}
    for game, lang in ALL_PAGES:
        html = (rules / page_file(game, lang)).read_text(encoding="utf-8")
        assert "ludi:figure" not in html and "{{" not in html, page_file(game, lang)
        if game == "ave":
            senate[lang] = re.search(r'<svg viewBox="-46 0 706 266".*?</svg>', html, re.S).group(0)
    assert ">closed</text>" in senate["en"] and ">gesperrt</text>" in senate["de"]
    assert 'aria-label="De senaatstabel: acht senatorsporen' in senate["nl"]
    # the same drawing: only the words differ
    assert len(re.findall("<", senate["de"])) == len(re.findall("<", senate["en"]))


@pytest.fixture
def small_site(tmp_path, monkeypatch):
    """A site of one figure, ``t``, with two words: German has both, Dutch one of them."""
    (tmp_path / "rules" / "figures").mkdir(parents=True)
    (tmp_path / "rules" / "figures" / "t.svg").write_text(
        '<svg aria-label="{{figure.t.label}}"><text>{{figure.t.word}}</text></svg>\n')
    (tmp_path / "locale").mkdir()
    (tmp_path / "locale" / "en.json").write_text(json.dumps(
        {"page.title": "Ludi", "figure.t.label": 'A "t" & more', "figure.t.word": "word"}))
    from engine import po
    entries = [po.Entry("figure.t.label", 'A "t" & more', "Ein „t“ & mehr"),
               po.Entry("figure.t.word", "word", "Wort")]
    (tmp_path / "locale" / "de.po").write_text(po.write(entries, "de"))
    entries[1].translation = ""
    (tmp_path / "locale" / "nl.po").write_text(po.write(entries, "nl"))
    monkeypatch.setattr(build, "WEB", tmp_path)
    monkeypatch.setattr(build, "FIGURES", tmp_path / "rules" / "figures")
    return tmp_path


def test_a_figure_is_drawn_with_its_words_escaped(small_site):
    page = "<p>before</p><!-- ludi:figure t --><p>after</p>"
    assert build.with_figures(page, "en", "t.html") == (
        '<p>before</p><svg aria-label="A &quot;t&quot; &amp; more"><text>word</text></svg>'
        "<p>after</p>")
    assert "<text>Wort</text>" in build.with_figures(page, "de", "t.de.html")


def test_a_mark_naming_no_figure_fails_the_build(small_site):
    for mark in ("<!-- ludi:figure s -->", "<!-- ludi:figure -->", "<!-- ludi:figure ../t -->"):
        with pytest.raises(SystemExit, match=r"rules/t.html marks the figure .*, but there is no "
                                             r"web/rules/figures/.*\(the figures: t\)"):
            build.with_figures(mark, "en", "t.html")


def test_a_figure_word_with_no_translation_fails_the_build(small_site):
    with pytest.raises(SystemExit, match=r"figure t of rules/t.nl.html has words with no "
                                         r"translation in web/locale/nl.po .*: figure.t.word$"):
        build.with_figures("<!-- ludi:figure t -->", "nl", "t.nl.html")
    # English changed since the translation: not translated either
    english = json.loads((small_site / "locale" / "en.json").read_text())
    english["figure.t.word"] = "a word"
    (small_site / "locale" / "en.json").write_text(json.dumps(english))
    with pytest.raises(SystemExit, match=r"web/locale/de.po .*: figure.t.word$"):
        build.with_figures("<!-- ludi:figure t -->", "de", "t.de.html")
    # a word the English does not have
    (small_site / "rules" / "figures" / "t.svg").write_text("<svg>{{figure.t.other}}</svg>")
    with pytest.raises(SystemExit, match=r"en.json does not have: figure.t.other$"):
        build.with_figures("<!-- ludi:figure t -->", "en", "t.html")
