"""The rules pages mark every decision of the project where it stands, and list its reason.

A decided sentence or clause is wrapped whole, ``<span class="decision" data-decision="id">``,
and ends with a link to ``<li id="decision-id">`` in the page's list of decisions
(``<ol class="decisions">``). The list and the data module's ``DECISIONS`` name the same
decisions. Engine-only: the pages are read as text, no browser.
"""

import importlib
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parent.parent / "web" / "rules"
GAMES = ("aquileia", "massilia", "marble", "ave")
PAGES = {game: game for game in GAMES}  # game -> rules page
# Games whose rules page is also written in German and Dutch (<game>.de.html, <game>.nl.html)
TRANSLATED = (
    "marble",
    "ave",
)
LANGUAGES = ("de", "nl")
TRANSLATIONS = [(game, lang) for game in TRANSLATED for lang in LANGUAGES]
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


@pytest.mark.parametrize("game", sorted(PAGES))
def test_every_decision_is_marked_listed_and_in_the_data_module(game):
    data = importlib.import_module(f"engine.games.{game}.data")
    page = (RULES / f"{PAGES[game]}.html").read_text(encoding="utf-8")
    assert decision_problems(page, data.DECISIONS) == []


@pytest.mark.parametrize("game", GAMES)
def test_each_decision_is_one_sentence_with_a_short_id(game):
    decisions = importlib.import_module(f"engine.games.{game}.data").DECISIONS
    assert decisions
    for key, text in decisions.items():
        assert ID.match(key), key
        assert isinstance(text, str) and text[:1].isupper() and text.endswith("."), key
        # one sentence: no full stop followed by a new sentence inside it
        assert not re.search(r"[.!?] [A-Z]", text[:-1]), key


@pytest.mark.parametrize("name", sorted(PAGES.values()) + [f"{game}.{lang}" for game, lang in TRANSLATIONS])
def test_pages_share_the_style_and_load_nothing_from_outside(name):
    page = (RULES / f"{name}.html").read_text(encoding="utf-8")
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
    text = english_text_of((RULES / f"{PAGES[game]}.html").read_text(encoding="utf-8"))
    assert not FOREIGN_WORDS.findall(text)


def test_the_language_check_finds_an_unmarked_quote():
    assert FOREIGN_WORDS.findall(english_text_of('<p>the text says “darf”</p>'))
    assert not FOREIGN_WORDS.findall(english_text_of('<p>the text says “<span lang="de">darf</span>”</p>'))


# The German and Dutch pages: the English page translated, everything but the words kept.

def page_of(game, lang="en"):
    return (RULES / (f"{game}.html" if lang == "en" else f"{game}.{lang}.html")).read_text(encoding="utf-8")


def marks_of(page):
    reader = DecisionReader()
    reader.feed(page)
    reader.close()
    return reader.marks, reader.entries


BLOCK = re.compile(r"<(p|li|td|th|h[1-6]|div|summary|figcaption|title|text)\b[^>]*>(.*?)</\1>", re.S)


def block_texts(page):
    """The text of each paragraph, list item, cell, heading, caption and drawn label, tags dropped."""
    return [" ".join(re.sub(r"<[^>]+>", " ", inner).split()) for _, inner in BLOCK.findall(page)]


@pytest.mark.parametrize("game,lang", TRANSLATIONS)
def test_a_translated_page_keeps_the_decisions_the_boards_and_the_anchors(game, lang):
    english, page = page_of(game), page_of(game, lang)
    data = importlib.import_module(f"engine.games.{game}.data")
    assert decision_problems(page, data.DECISIONS) == []
    assert marks_of(page) == marks_of(english)
    assert f'<html lang="{lang}">' in page
    # the same elements in the same order (a quote's <span lang> aside) with the same ids and links
    def tags(html):
        return [tag for tag in re.findall(r"</?([a-zA-Z][\w-]*)", html) if tag != "span"]
    assert tags(page) == tags(english)
    assert re.findall(r' id="([^"]*)"', page) == re.findall(r' id="([^"]*)"', english)
    assert re.findall(r'href="(#[^"]*)"', page) == re.findall(r'href="(#[^"]*)"', english)
    boards = re.findall(r"<ludi-board ([^>]*)>", page)
    assert [re.sub(r' lang="[a-z]+"', "", b) for b in boards] == re.findall(r"<ludi-board ([^>]*)>", english)
    assert all(f' lang="{lang}"' in board for board in boards)
    # numbers stay: every number of the English page's text is in the translation, as often
    # (a decimal comma is a decimal point)
    def numbers(html):
        return sorted(n.replace(",", ".") for n in re.findall(r"\d+(?:[.,]\d+)?", " ".join(block_texts(html))))
    assert numbers(page) == numbers(english)


def leftovers(english, translation):
    """The blocks of ``translation`` that are sentences of ``english`` left as they were."""
    # an English sentence has its little words; a list of Latin names (the province map) has none
    sentence = re.compile(r"\b(the|and|of|to|is|are|on|in|with|for|its)\b")
    sentences = {text for text in block_texts(english) if len(sentence.findall(text)) > 1}
    return [text for text in block_texts(translation) if text in sentences]


@pytest.mark.parametrize("game,lang", TRANSLATIONS)
def test_a_translated_page_leaves_no_english_paragraph(game, lang):
    assert leftovers(page_of(game), page_of(game, lang)) == []


@pytest.mark.parametrize("game,lang", [(game, "en") for game in TRANSLATED] + TRANSLATIONS)
def test_each_language_of_a_page_has_the_glossary_and_links_to_the_others(game, lang):
    page = page_of(game, lang)
    assert page.count("<!-- ludi:glossary -->") == 1
    assert '<a href="#glossary">' in page and '<h2 id="glossary">' in page
    names = {"en": f"{game}.html", "de": f"{game}.de.html", "nl": f"{game}.nl.html"}
    bar = re.search(r'<nav class="languages"[^>]*>(.*?)</nav>', page, re.S).group(1)
    links = re.findall(r'<a href="([^"]*)" hreflang="([a-z]+)"[^>]*>', bar)
    assert links == [(names[code], code) for code in ("en", "de", "nl")]
    assert all((RULES / href).is_file() for href, _ in links)
    current = re.findall(r'<a href="([^"]*)"[^>]* aria-current="page"', bar)
    assert current == [names[lang]]
    head = page.split("</head>")[0]
    assert '<script src="rules-lang.js"></script>' in head
    assert re.findall(r'<link rel="alternate" hreflang="([a-z]+)" href="([^"]*)">', head) == [
        (code, names[code]) for code in ("en", "de", "nl")]


def test_the_leftover_check_finds_an_untranslated_paragraph():
    english = "<p>Take two tiles and lay them on the board.</p><p>1, 2, 3</p>"
    assert block_texts(english) == ["Take two tiles and lay them on the board.", "1, 2, 3"]
    assert "Take two tiles and lay them on the board." in leftovers(english, english)
    assert leftovers(english, "<p>Nimm zwei Plättchen und lege sie auf den Spielplan.</p><p>1, 2, 3</p>") == []
    assert block_texts("<li>Nimm <b>zwei</b>\nPlättchen.</li>") == ["Nimm zwei Plättchen."]
