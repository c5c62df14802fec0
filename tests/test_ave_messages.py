"""AVE in German and Dutch: a seeded game read in each language shows no English.

Every view, button label and log line of a seeded game of random moves, and every text of the
rulebook's examples, is read in English and in the language (see :mod:`translated`); a text that
reads the same as the English and holds a word of four letters or more is an untranslated text,
unless each such word is a name (the seats', the provinces', the hills', the Caesars') or one of
the few terms the translation keeps (``KEPT``). Every template of the catalogue is checked the
same way, so a sentence left in English around translated arguments is found too.
"""

import pytest

import engine
from engine.games.ave import data as D
from translated import (LANGS, english_left_in_a_game, english_words_left,
                        examples_left_in_english, templates_left_in_english,
                        the_acting_seat_and_one_onlooker_in_turn)

NAMES = ["Livia", "Chico"]   # a two-player game runs to its end in some 700 steps
# Words a German or Dutch text may share with the English: the same word in that language.
KEPT = {"Gold", "Limes", "Park", "Plaza", "Person", "Mine", "Monument", "Pantheon", "Circus",
        "Caesar", "School", "Basilica"}
PROPER = ({word for name in D.PROVINCE_NAME.values() for word in name.split()}
          | set(D.HILLS.values()) | {caesar for caesar, _, _ in D.CAESARS.values()} | set(NAMES))


@pytest.fixture(scope="module")
def left():
    """Per language, the texts of a whole seeded game left in English: the acting seat's view
    and one onlooker's in turn at each step, everyone's at the end."""
    return english_left_in_a_game("ave", NAMES, seed=5, kept=KEPT | PROPER,
                                  viewers=the_acting_seat_and_one_onlooker_in_turn)


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_game_shows_no_english_in_german_or_dutch(left, lang):
    assert left[lang] == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_examples_and_every_template_show_no_english(lang):
    assert examples_left_in_english("ave", lang, KEPT | PROPER) == {}
    assert templates_left_in_english(engine.game_module("ave"), lang, KEPT | PROPER) == {}


def test_the_check_finds_an_english_text():
    kept = KEPT | PROPER
    assert english_words_left("Livia builds a Fountain.", "Livia builds a Fountain.", kept) == [
        "builds", "Fountain"]
    assert english_words_left("Gold 5", "Gold 5", kept) == []
    assert english_words_left("Livia baut einen Brunnen.", "Livia builds a Fountain.", kept) == []
