"""Each game has one glossary per language, the single list of its words (``translate.glossary``):
the game's sentences, its board and its rules pages all name a thing by the glossary's word.

The glossary is the game's terms of the kinds its ``messages.GLOSSARY`` names, each once, with
where each language's word comes from. A rules page marks the words it defines with ``<dfn>``;
each must be a glossary word of the page's language. A PO entry may name words never to be used
for the thing (``#. not: Werkstatt``): no sentence of the game, no word of the site and no rules
page of that language says one. Engine-only: the pages are read as text.
"""

from __future__ import annotations

import html
import re

import pytest

import translate
from engine import messages, po
from test_rules_pages import ALL_PAGES, GAMES, LANGUAGES, read_page

PRONOUNS = {"en": {"he", "she", "it", "they", "him", "her", "hers", "his", "its", "their",
                   "theirs", "them"}}


def compared(word: str, lang: str) -> str:
    """A word as a page's is compared with the glossary's: without its article, and in German
    without a case's ending ("im persönlichen Vorrat", "auf den Brückenfeldern")."""
    word = translate.bare(word, lang)
    if lang == "de":
        word = " ".join(re.sub(r"(?<=\w\w\w)(?:ern|en|er|es|em|e|n|s)$", "", part)
                        for part in word.split())
    return word


def glossary_forms(game, lang) -> set:
    """Every form of every glossary word of ``game`` in ``lang``, as the glossary compares it."""
    return {compared(form, lang) for row in translate.glossary(game) for form in row.forms(lang)}


def defined(page: str) -> list:
    """The words a rules page defines: the text of each ``<dfn>``."""
    return [" ".join(html.unescape(re.sub(r"<[^>]+>", "", inner)).split())
            for inner in re.findall(r"<dfn\b[^>]*>(.*?)</dfn>", page, re.S)]


def undefined(page: str, game: str, lang: str) -> list:
    """The words ``page`` defines that its game's glossary lacks in ``lang``."""
    forms = glossary_forms(game, lang)
    return [word for word in defined(page) if compared(word, lang) not in forms]


def text_of(page: str) -> str:
    """A page's text as a reader reads it: no tags, no script or style."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def refused_in(text: str, refused) -> list:
    """Each refused word or phrase that ``text`` says, as a whole word, whatever its case."""
    return [word for word in refused
            if re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, re.I)]


def refusals(game, lang) -> list:
    return [word for row in translate.glossary(game) for word in row.refused.get(lang, [])]


def catalogue_texts(game, lang) -> list:
    """Every template and term of the game (and the core) as ``lang`` says it, each form."""
    import engine
    said = messages.catalogue(engine.game_module(game), lang)
    return [(key, form) for key, text in said.items()
            for form in (text if isinstance(text, tuple) else (text,))]


def site_texts(lang) -> list:
    english = translate.web_english()
    if lang == "en":
        return list(english.items())
    done = po.translations(translate.read_entries(translate.ROOT / "web" / "locale" / f"{lang}.po"))
    return [(key, form) for key, text in {**english, **done}.items()
            for form in (text if isinstance(text, tuple) else (text,))]


# --- the glossary itself ------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_lists_each_word_once_and_every_language_with_its_source(game):
    rows = translate.glossary(game)
    assert len(rows) > 10
    english = [translate.bare(row.forms("en")[0], "en") for row in rows]
    assert not sorted({word for word in english if english.count(word) > 1})
    for row in rows:
        for lang in LANGUAGES[1:]:
            assert row.forms(lang), f"{row.key} has no {lang} word"
            assert row.sources[lang], f"{row.key} ({lang}) does not say where its word comes from"
            assert len(row.forms(lang)) == len(row.forms("en")), f"{row.key} ({lang}): forms"


@pytest.mark.parametrize("game", GAMES)
def test_no_pronoun_is_a_game_word(game):
    words = {translate.bare(form, "en") for row in translate.glossary(game) for form in row.forms("en")}
    assert not words & PRONOUNS["en"]


# --- the rules pages take the glossary's words --------------------------------------------------

@pytest.mark.parametrize("game, lang", ALL_PAGES)
def test_every_word_a_rules_page_defines_is_in_its_games_glossary(game, lang):
    page = read_page(game, lang)
    assert defined(page), f"{game} ({lang}) defines no word with <dfn>"
    assert undefined(page, game, lang) == []
    # every language's page defines as many words as the English one
    assert len(defined(page)) == len(defined(read_page(game)))


@pytest.mark.parametrize("game, lang", ALL_PAGES)
def test_no_rules_page_says_a_word_its_glossary_refuses(game, lang):
    assert refused_in(text_of(read_page(game, lang)), refusals(game, lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_no_sentence_of_the_game_or_the_site_says_a_word_the_glossary_refuses(game, lang):
    refused = refusals(game, lang)
    said = {key: found for key, text in catalogue_texts(game, lang) + site_texts(lang)
            if (found := refused_in(text, refused))}
    assert not said


def test_the_checks_find_a_word_the_glossary_lacks_or_refuses():
    page = '<p>Ein <dfn>Handwerksbetrieb</dfn> und eine <dfn>Werkstatt</dfn>.</p>'
    assert undefined(page, "aquileia", "de") == ["Werkstatt"]
    assert "Werkstatt" in refusals("aquileia", "de")
    assert refused_in(text_of(page), refusals("aquileia", "de")) == ["Werkstatt"]
    assert refused_in("die Werkstätten der Stadt", ["Werkstatt"]) == []  # whole words only
    assert defined('<li><dfn>De consul</dfn> staat') == ["De consul"]
    assert compared("De consul", "nl") in glossary_forms("massilia", "nl")
    assert compared("persönlichen Vorrat", "de") == compared("persönlicher Vorrat", "de")
