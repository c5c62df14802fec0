"""AVE in German and Dutch: a seeded game read in each language shows no English.

Every view, button label and log line of a seeded game of random moves, and every text of the
rulebook's examples, is rendered through a :class:`engine.session.Session` in English and in the
language; a text that reads the same as the English and holds a word of four letters or more is
an untranslated text, unless each such word is a name (the seats', the provinces', the hills',
the Caesars') or one of the few terms the translation keeps (``KEPT``). Every template of the
catalogue is checked the same way with its placeholders taken out, so a sentence left in English
around translated arguments is found too.
"""

import functools
import random
import re

import pytest

import engine
from engine.core import CHANCE, TERMINAL
from engine.examples import all_examples
from engine.games.ave import data as D
from engine.messages import catalogue, is_message
from engine.session import Session

NAMES = ["Livia", "Chico"]   # a two-player game runs to its end in some 700 steps
LANGS = ["de", "nl"]
# Words a German or Dutch text may share with the English: the same word in that language.
KEPT = {"Gold", "Limes", "Park", "Plaza", "Person", "Mine", "Monument", "Pantheon", "Circus",
        "Caesar", "School", "Basilica"}
PROPER = ({word for name in D.PROVINCE_NAME.values() for word in name.split()}
          | set(D.HILLS.values()) | {caesar for caesar, _, _ in D.CAESARS.values()} | set(NAMES))
WORD = re.compile(r"[^\W\d_]{4,}")
PLACEHOLDER = re.compile(r"\{\w+\}")


def english_words_left(english, translated):
    """The words that show ``translated`` is still the English (none if it is translated)."""
    if translated != english:
        return []
    return [word for word in WORD.findall(english) if word not in KEPT | PROPER]


def messages_of(raw, rendered, found):
    """The text at every place of a rendered view where the raw view holds a message (the
    view's other strings are data: ids and phases, the same in every language)."""
    if is_message(raw):
        found.append(rendered)
    elif isinstance(raw, dict):
        for key, value in raw.items():
            messages_of(value, rendered[key], found)
    elif isinstance(raw, (list, tuple)):
        for value, text in zip(raw, rendered):
            messages_of(value, text, found)
    return found


def texts(session, viewers, log=False):
    """Every text the reader of ``session`` sees now: the views of ``viewers`` (a seat, or None
    for the spectator; the view's messages only), the acting seat's button labels, and with
    ``log`` the whole log (kept as messages, so read once at the end it holds every line the
    game said)."""
    found = []
    acting = session.state.current_player()
    for viewer in sorted({*viewers, acting} - {CHANCE, TERMINAL}, key=str):
        payload = session.payload(viewer)
        messages_of(session.state.view(viewer), payload["state"], found)
        found += [move["label"] for move in payload["legal"]]
        if log:
            found += [entry["text"] for entry in payload["log"]]
    return found


@functools.lru_cache(maxsize=None)
def untranslated_in_a_game(seed=5, steps=1000):
    """Per language, the texts of a seeded game that read as the English, with the English
    words in them: one session per language (each keeps its reader's language), all played
    alike, read at every step."""
    seats = [{"name": name, "kind": "human"} for name in NAMES]
    sessions = {}
    for lang in ["en", *LANGS]:
        sessions[lang] = Session.start({"game": "ave", "seats": seats, "seed": seed})
        sessions[lang].lang = lang
    english, rng, left = sessions["en"], random.Random(seed), {lang: {} for lang in LANGS}
    everyone = (None, *range(len(NAMES)))
    for step in range(steps + 1):
        last = step == steps or english.state.is_terminal()
        # one onlooker's view a step, in turn, besides the acting seat's; everyone's at the end
        viewers = everyone if last else (everyone[step % len(everyone)],)
        said = texts(english, viewers, log=last)
        for lang in LANGS:
            for text, translated in zip(said, texts(sessions[lang], viewers, log=last)):
                words = english_words_left(text, translated)
                if words:
                    left[lang][text] = words
        if last:
            break
        if english.state.current_player() == CHANCE:
            drawn = {session.step() for session in sessions.values()}  # the same seed: one draw
            assert len(drawn) == 1, drawn
        else:
            seat = english.state.current_player()
            action = rng.choice(english.state.legal_actions())
            for session in sessions.values():
                session.play(seat, action)
    return left


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_game_shows_no_english_in_german_or_dutch(lang):
    assert untranslated_in_a_game()[lang] == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_examples_and_every_template_show_no_english(lang):
    left = {}
    for example in all_examples():
        if example.game != "ave":
            continue
        sayings = [example.title, example.source, example.intro,
                   *[text for step in example.script for text in (step.caption, step.question,
                                                                  step.why) if text]]
        for said in sayings:
            words = english_words_left(example.text(said), example.text(said, lang))
            if words:
                left[example.text(said)] = words
    # every template, the board's own words among them, with its placeholders taken out: a
    # sentence left English around translated arguments is found here
    module = engine.game_module("ave")
    english, translated = catalogue(module, "en"), catalogue(module, lang)
    for key in module.MESSAGES:
        forms = zip(*(value if isinstance(value, tuple) else (value,)
                      for value in (english[key], translated[key])))
        for form_en, form in forms:
            words = english_words_left(PLACEHOLDER.sub("", form_en), PLACEHOLDER.sub("", form))
            if words:
                left[key] = words
    assert left == {}


def test_the_check_finds_an_english_text():
    assert english_words_left("Livia builds a Fountain.", "Livia builds a Fountain.") == [
        "builds", "Fountain"]
    assert english_words_left("Gold 5", "Gold 5") == []
    assert english_words_left("Livia baut einen Brunnen.", "Livia builds a Fountain.") == []
