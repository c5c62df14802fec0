"""Massilia in German and Dutch: what a person reads in a played game is translated.

Seeded games of random moves are read in German and in Dutch beside the English (see
:mod:`translated`: the spectator's and the acting seat's views, the button labels and the log at
every step); the same check runs over every template of the game's catalogues (the board's words
included) and over the rulebook examples' texts.
"""

from __future__ import annotations

import re

import pytest

import engine
from engine import messages
from board_files import board_source
from translated import (LANGS, a_spectator_and_the_acting_seat, english_left_in_a_game,
                        english_words_left, examples_left_in_english, templates_left_in_english)

GAME = engine.game_module("massilia")
NAMES = ["Anna", "Bram", "Cleo", "Doris"]

KEPT = {"Massilia", "Jupiter", "Neptunus", "Mars", "Mercurius", "Pluto", "Minerva", "Phoebus",
        "Juno", "Venus", "beige", "orange", "consul"}
"""Words a translation may leave as the English has them: the game's and the gods' names, two
colours German or Dutch write alike, and the consul (Dutch "consul")."""


def english_left(seed: int, players: int, steps=None, langs=LANGS) -> dict:
    """Per language, the texts of a seeded random game of ``players`` left in English."""
    return english_left_in_a_game("massilia", NAMES[:players], seed, steps,
                                  viewers=a_spectator_and_the_acting_seat, kept=KEPT, langs=langs)


def test_a_played_game_reads_in_german_and_dutch():
    left = english_left(seed=7, players=2, steps=400)
    assert left == {"de": {}, "nl": {}}, left


def test_a_game_played_to_its_end_reads_in_german_and_dutch():
    left = english_left(seed=21, players=4)
    assert left == {"de": {}, "nl": {}}, left


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_of_the_game_and_its_board_is_translated(lang):
    assert messages.english(GAME).keys() == messages.catalogue(GAME, lang).keys()
    assert templates_left_in_english(GAME, lang, KEPT) == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulebook_examples_read_in_german_and_dutch(lang):
    assert examples_left_in_english("massilia", lang, KEPT) == {}


def test_the_check_finds_english_left_in_a_translation(monkeypatch):
    """A translation that keeps an English sentence fails the check (the test can fail)."""
    german = dict(messages.catalogue(GAME, "de"))
    german["massilia.log.god"] = GAME.MESSAGES["massilia.log.god"]          # "{seat} plays {god}."
    german["massilia.stat.reputation"] = GAME.MESSAGES["massilia.stat.reputation"]
    monkeypatch.setitem(messages._CATALOGUES, (GAME, "de"), german)
    found = english_left(seed=7, players=3, steps=600, langs=["de"])["de"]
    assert "Reputation" in found
    assert any(english.endswith(" plays Minerva.") or " plays " in english for english in found)
    assert set(templates_left_in_english(GAME, "de", KEPT)) == {"massilia.log.god",
                                                                "massilia.stat.reputation"}
    kept = KEPT | set(NAMES)
    assert not english_words_left("Anna plays Venus.", "Anna spielt Venus.", kept)
    assert english_words_left("Anna plays Venus.", "Anna plays Venus.", kept) == ["plays"]
    assert not english_words_left("Anna 12", "Anna 12", kept)


def test_every_word_the_board_draws_has_its_english():
    """web/games/massilia.js and its parts draw words only as say("key") (massilia.board.<key>)
    or a game's term; each has an English template, so no page shows a bare id."""
    from engine.games.massilia import data as D
    board = board_source("massilia")
    keys = set(re.findall(r'say\("([\w.]+)"[,)]', board))
    made = {"prompt.": ["build", "shift", "close", "tax", "place", "sacrifice", "card"],
            "use.": D.DICE, "initial.": D.FIGURES}
    assert set(re.findall(r'"([a-z_]+\.)" \+', board)) == set(made)   # keys made from a kind
    keys |= {prefix + kind for prefix, kinds in made.items() for kind in kinds}
    assert len(keys) > 50
    assert not sorted(f"massilia.board.{key}" for key in keys
                      if f"massilia.board.{key}" not in GAME.MESSAGES)
    terms = {"god": D.GODS, "good": D.GOODS, "colour": D.GOODS + D.DICE}
    for kind, names in terms.items():
        assert f't("term.massilia.{kind}." +' in board
        assert all(f"term.massilia.{kind}.{name}" in GAME.MESSAGES for name in names)
    assert not re.search(r'\bt\("(?!term\.massilia\.|massilia\.board\.)', board)
