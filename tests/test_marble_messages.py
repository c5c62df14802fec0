"""City of Marble in German and Dutch: a whole seeded game, the worked examples and the board's
words read in each language, and nothing a person reads there is left in English."""

from __future__ import annotations

import json
import pathlib
import random
import re

import pytest

import engine
from engine import api, messages
from engine.examples import all_examples
from engine.games import marble
from engine.games.marble import MESSAGES
from engine.games.marble.examples import EXAMPLES
from engine.session import Session

NAMES = ("Livia", "Chico", "Stefan")
KEPT = {"Livia", "Chico", "Stefan", "Julia", "Claudia", "Tiberius", "Oktavia", "Hadrian",
        "Quirinal", "Viminal", "Tiber", "arena", "imperium", "Ludi", "City", "Marble"}
"""Words of four letters or more a translation may keep as the English has them: the seats' and
the book's people's names, hills whose German name is the English one, the river, the arena
(Dutch "arena"), Ludi and the game's name."""
WORD = re.compile(r"[^\W\d_]{4,}")
PLACEHOLDER = re.compile(r"\{\w+\}")


def left_in_english(english: str, translated: str) -> bool:
    """A text that reads exactly as the English and holds an English word nobody translates."""
    if translated != english:
        return False
    return any(word not in KEPT for word in WORD.findall(PLACEHOLDER.sub("", english)))


def said_in_a_game(seed: int, most_steps: int = 400) -> list:
    """Every message a seated game shows (views of every seat and a spectator, button labels,
    log lines) from ``seed``, random moves, until the end or ``most_steps``; each once."""
    session = Session.start({"game": "marble", "seed": seed,
                             "seats": [{"name": name, "kind": "human"} for name in NAMES]})
    rng = random.Random(seed)
    seen = {}

    def keep(value):
        if messages.is_message(value):
            seen.setdefault(json.dumps(value, sort_keys=True), value)
        elif isinstance(value, dict):
            for part in value.values():
                keep(part)
        elif isinstance(value, (list, tuple)):
            for part in value:
                keep(part)

    for _ in range(most_steps):
        state = session.state
        for seat in (None, *range(len(NAMES))):
            keep(state.view(seat))
        if state.is_terminal():
            break
        if state.current_player() == engine.CHANCE:
            session.step()
            continue
        for action in state.legal_actions():
            keep(marble.action_label(state, action))
        session.apply(rng.choice(state.legal_actions()))
    keep([entry for _step, entry, _to in session.log])
    assert session.state.is_terminal(), "the seeded game should reach its end"
    return list(seen.values())


def example_texts(example, lang) -> list:
    """Everything a reader of ``example`` reads: title, source, captions, questions, reasons."""
    texts = [example.text(example.title, lang), example.text(example.source, lang)]
    texts += example.captions(lang)
    texts += [example.text(text, lang) for step in example.script for text in (step.question, step.why)
              if text is not None]
    return texts


@pytest.fixture(scope="module")
def said():
    return said_in_a_game(2011)


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_a_whole_game_reads_in_the_language_with_nothing_left_in_english(said, lang):
    english = messages.catalogue(marble, "en")
    translated = messages.catalogue(marble, lang)
    pairs = [(messages.render(m, english, NAMES), messages.render(m, translated, NAMES)) for m in said]
    assert len(pairs) > 100
    left = [text for text, read in pairs if left_in_english(text, read)]
    assert not left, f"{len(left)} texts still in English in {lang}, first: {left[:5]}"
    # nor any sentence of them, where a translated name inside hides an English template
    templates = []
    for key in messages.ids_in(said):
        forms = english[key] if isinstance(english[key], tuple) else (english[key],)
        read = translated[key] if isinstance(translated[key], tuple) else (translated[key],)
        templates += zip(forms, read)
    left = [template for template, read in templates if left_in_english(template, read)]
    assert not left, f"{len(left)} templates still in English in {lang}, first: {left[:5]}"


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_example_and_every_board_word_reads_in_the_language(lang):
    texts = []
    for example in all_examples():
        if example.game != "marble":
            continue
        texts += list(zip(example_texts(example, "en"), example_texts(example, lang)))
    words = {}
    for code in ("en", lang):
        reply = json.loads(api.handle(json.dumps({"cmd": "words", "game": "marble", "lang": code})))
        words[code] = reply["words"]
    assert set(words["en"]) == set(words[lang])
    for key, template in words["en"].items():
        forms = zip(template, words[lang][key]) if isinstance(template, list) else \
            [(template, words[lang][key])]
        texts += list(forms)
    left = [text for text, read in texts if left_in_english(text, read)]
    assert not left, f"{len(left)} texts still in English in {lang}, first: {left[:5]}"


def test_the_check_finds_a_text_left_in_english():
    assert left_in_english("Draw two district tiles", "Draw two district tiles")
    assert not left_in_english("Draw two district tiles", "Zwei Distriktplättchen ziehen")
    assert not left_in_english("Quirinal", "Quirinal")
    assert not left_in_english("{building} {count}", "{building} {count}")


def test_every_example_text_is_a_message_and_every_example_message_is_said():
    used = set()
    for book in EXAMPLES:
        texts = [book.title, book.source, book.intro]
        texts += [text for step in book.script for text in (step.caption, step.question, step.why)
                  if text is not None]
        assert all(isinstance(text, (dict, list)) for text in texts), book.id
        messages.ids_in(texts, used)
    assert used == {key for key in MESSAGES if key.startswith("marble.example.")}


def test_the_board_draws_every_board_word_and_only_words_with_english():
    """web/games/marble.js names its words as t("id") or t("prefix." + key): each is worded here,
    and each board word is drawn."""
    script = (pathlib.Path(__file__).parent.parent / "web" / "games" / "marble.js").read_text()
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
