"""Massilia in German and Dutch: what a person reads in a played game is translated.

A seeded game of random moves is played through a :class:`Session`; at every step the view, the
button labels and the log are read in German and in Dutch beside the English. A text that comes
out the same as the English fails when it holds a word of four letters or more that is neither a
seat's name nor one of the few words a translation keeps (:data:`KEPT`): such a text is English
that no translation reached. The same check runs over every template of the game's catalogues
(the board's words included) and over the rulebook examples' texts.
"""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine import messages
from engine.core import CHANCE, TERMINAL
from engine.session import Session

GAME = engine.game_module("massilia")
NAMES = ["Anna", "Bram", "Cleo", "Doris"]
LANGS = ["de", "nl"]

KEPT = {"Massilia", "Jupiter", "Neptunus", "Mars", "Mercurius", "Pluto", "Minerva", "Phoebus",
        "Juno", "Venus", "beige", "orange"}
"""Words a translation may leave as the English has them: the game's and the gods' names, and
two colours German or Dutch write alike."""

WORD = re.compile(r"[^\W\d_]{4,}")
PLACEHOLDER = re.compile(r"\{\w+\}")


def untranslated(text: str, english: str, names=()) -> list:
    """The English words left in ``text`` if it reads just as ``english`` (else nothing)."""
    if text != english:
        return []
    return [w for w in WORD.findall(PLACEHOLDER.sub(" ", text)) if w not in KEPT and w not in names]


def messages_in(value):
    """Every message in a view, outermost only (a message's arguments are part of its text)."""
    if messages.is_message(value):
        yield value
    elif isinstance(value, dict):
        for part in value.values():
            yield from messages_in(part)
    elif isinstance(value, (list, tuple)):
        for part in value:
            yield from messages_in(part)


def read(message, catalogues):
    """``message`` in English and in each language: {lang: text}."""
    return {lang: messages.render(message, catalogue, NAMES) for lang, catalogue in catalogues.items()}


def english_left_in_a_game(seed: int, players: int, steps: int, langs=LANGS) -> list:
    """(lang, English text, words) for every text of a seeded random game of ``players`` left in
    English, over its first ``steps`` steps."""
    catalogues = {lang: messages.catalogue(GAME, lang) for lang in ["en", *langs]}
    session = Session.start({"game": "massilia", "seed": seed,
                             "seats": [{"name": name, "kind": "human"}
                                       for name in NAMES[:players]]})
    rng = random.Random(seed)
    said = []
    logged = 0
    for _ in range(steps):
        state = session.state
        seat = state.current_player()
        if seat == TERMINAL:
            break
        shown = [state.view(None)] + ([state.view(seat)] if seat >= 0 else [])
        if seat >= 0:
            shown += [GAME.action_label(state, action) for action in state.legal_actions()]
        said += [m for view in shown for m in messages_in(view)]
        said += [entry for _, entry, _ in session.log[logged:]]
        logged = len(session.log)
        if seat == CHANCE:
            session.step()
        else:
            session.apply(rng.choice(state.legal_actions()))
    if steps > 1000:
        assert session.state.is_terminal()   # played to its end: the final scoring is read too
    said += [m for m in messages_in(session.state.view(None))]
    said += [entry for _, entry, _ in session.log[logged:]]
    left = []
    for message in said:
        texts = read(message, catalogues)
        for lang in langs:
            words = untranslated(texts[lang], texts["en"], NAMES)
            if words:
                left.append((lang, texts["en"], words))
    return left


def test_a_played_game_reads_in_german_and_dutch():
    left = english_left_in_a_game(seed=7, players=2, steps=400)
    assert not left, left[:10]


def test_a_game_played_to_its_end_reads_in_german_and_dutch():
    left = english_left_in_a_game(seed=21, players=4, steps=100_000)
    assert not left, left[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_of_the_game_and_its_board_is_translated(lang):
    english = messages.english(GAME)
    translated = messages.catalogue(GAME, lang)
    left = []
    for key, template in GAME.MESSAGES.items():
        pairs = zip(template, translated[key]) if isinstance(template, tuple) else \
            [(template, translated[key])]
        left += [(key, words) for en, text in pairs if (words := untranslated(text, en))]
    assert english.keys() == translated.keys()
    assert not left, left


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulebook_examples_read_in_german_and_dutch(lang):
    from engine.examples import all_examples
    left = []
    for example in [e for e in all_examples() if e.game == "massilia"]:
        texts = [example.title, example.source, example.intro]
        texts += [text for step in example.script
                  for text in (step.caption, step.question, step.why) if text]
        for text in texts:
            words = untranslated(example.text(text, lang), example.text(text), example.names)
            if words:
                left.append((example.id, example.text(text), words))
    assert not left, left


def test_the_check_finds_english_left_in_a_translation(monkeypatch):
    """A translation that keeps an English sentence fails the check (the test can fail)."""
    german = dict(messages.catalogue(GAME, "de"))
    german["massilia.log.god"] = GAME.MESSAGES["massilia.log.god"]          # "{seat} plays {god}."
    german["massilia.stat.reputation"] = GAME.MESSAGES["massilia.stat.reputation"]
    monkeypatch.setitem(messages._CATALOGUES, (GAME, "de"), german)
    left = english_left_in_a_game(seed=7, players=3, steps=600, langs=["de"])
    found = {english for _, english, _ in left}
    assert "Reputation" in found
    assert any(english.endswith(" plays Minerva.") or " plays " in english for english in found)
    assert not untranslated("Anna spielt Venus.", "Anna plays Venus.", NAMES)
    assert untranslated("Anna plays Venus.", "Anna plays Venus.", NAMES) == ["plays"]
    assert not untranslated("Anna 12", "Anna 12", NAMES)


def test_every_word_the_board_draws_has_its_english():
    """web/games/massilia.js draws words only as say("key") (massilia.board.<key>) or a game's
    term; each has an English template, so no page shows a bare id."""
    from pathlib import Path
    from engine.games.massilia import data as D
    board = (Path(__file__).resolve().parent.parent / "web" / "games" / "massilia.js").read_text()
    keys = set(re.findall(r'say\("([\w.]+)"[,)]', board))
    made = {"prompt.": ["build", "shift", "close", "tax", "place", "sacrifice", "card"],
            "use.": D.DICE, "initial.": D.FIGURES}
    assert set(re.findall(r'"([a-z_]+\.)" \+', board)) == set(made)   # keys made from a kind
    keys |= {prefix + kind for prefix, kinds in made.items() for kind in kinds}
    assert len(keys) > 50
    assert not sorted(f"massilia.board.{key}" for key in keys
                      if f"massilia.board.{key}" not in GAME.MESSAGES)
    terms = {"god": D.GODS, "good": D.GOODS, "die": D.DICE}
    for kind, names in terms.items():
        assert f't("term.massilia.{kind}." +' in board
        assert all(f"term.massilia.{kind}.{name}" in GAME.MESSAGES for name in names)
    assert not re.search(r'\bt\("(?!term\.massilia\.|massilia\.board\.)', board)
