"""City of Marble in German and Dutch: a whole seeded game, the worked examples and the board's
words read in each language, and nothing a person reads there is left in English."""

from __future__ import annotations

import json
import re

import pytest

from engine import api, messages
from engine.games import marble
from engine.games.marble import MESSAGES
from engine.games.marble.examples import EXAMPLES
from board_files import board_source
from translated import (LANGS, english_left_in_a_game, english_words_left, everyone,
                        examples_left_in_english, templates_left_in_english)

NAMES = ("Livia", "Chico", "Stefan")
KEPT = {"Livia", "Chico", "Stefan", "Julia", "Claudia", "Tiberius", "Oktavia", "Hadrian",
        "Quirinal", "Viminal", "Tiber", "arena", "imperium", "district", "Ludi", "City", "Marble"}
"""Words of four letters or more a translation may keep as the English has them: the seats' and
the book's people's names, hills whose German name is the English one, the river, the arena
and the district (Dutch "arena", "district"), Ludi and the game's name."""


@pytest.fixture(scope="module")
def left():
    """Per language, the texts of a whole seeded game of random moves (every seat's view and the
    spectator's at every step) left in English."""
    return english_left_in_a_game("marble", NAMES, seed=2011, viewers=everyone, kept=KEPT)


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_reads_in_the_language_with_nothing_left_in_english(left, lang):
    assert left[lang] == {}
    # nor any sentence, where a translated name inside hides an English template
    assert templates_left_in_english(marble, lang, KEPT) == {}


@pytest.mark.parametrize("lang", LANGS)
def test_every_example_and_every_board_word_reads_in_the_language(lang):
    words = {}
    for code in ("en", lang):
        reply = json.loads(api.handle(json.dumps({"cmd": "words", "game": "marble", "lang": code})))
        words[code] = reply["words"]
    assert set(words["en"]) == set(words[lang])
    texts = []
    for key, template in words["en"].items():
        forms = zip(template, words[lang][key]) if isinstance(template, list) else \
            [(template, words[lang][key])]
        texts += list(forms)
    left = [text for text, read in texts if english_words_left(text, read, KEPT)]
    assert not left, f"{len(left)} texts still in English in {lang}, first: {left[:5]}"
    assert examples_left_in_english("marble", lang, KEPT) == {}


def test_the_check_finds_a_text_left_in_english():
    assert english_words_left("Draw two district tiles", "Draw two district tiles", KEPT)
    assert not english_words_left("Draw two district tiles", "Zwei Distriktplättchen ziehen", KEPT)
    assert not english_words_left("Quirinal", "Quirinal", KEPT)
    assert not english_words_left("{building} {count}", "{building} {count}", KEPT)


def test_every_example_text_is_a_message_and_every_example_message_is_said():
    used = set()
    for book in EXAMPLES:
        texts = [book.title, book.source, book.intro]
        texts += [text for step in book.script for text in (step.caption, step.question, step.hint)
                  if text is not None]
        assert all(isinstance(text, (dict, list)) for text in texts), book.id
        messages.ids_in(texts, used)
    assert used == {key for key in MESSAGES if key.startswith("marble.example.")}


def test_the_board_draws_every_board_word_and_only_words_with_english():
    """web/games/marble.js and its parts name their words as t("id") or t("prefix." + key): each
    is worded here, and each board word is drawn."""
    script = board_source("marble")
    named = set(re.findall(r'\bt\("((?:marble\.board|term\.marble)\.[\w.]*)"', script))
    whole = {name for name in named if not name.endswith(".")}
    prefixes = named - whole
    assert whole and prefixes
    assert whole - set(MESSAGES) == set()
    assert all(any(key.startswith(prefix) for key in MESSAGES) for prefix in prefixes)
    # (a card's kind in the hand strip is named by web/board/hand.js, for every game alike)
    board = {key for key in MESSAGES if key.startswith("marble.board.")
             and not key.startswith("marble.board.card_kind.")}
    assert {key for key in board if key not in whole and not key.startswith(tuple(prefixes))} == set()
