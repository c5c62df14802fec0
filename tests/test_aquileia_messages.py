"""Aquileia's messages: every sentence the game says has English, and every English text is said.

The log, the button labels, the status line, the view's captions and the rulebook examples' texts
are messages (:mod:`engine.messages`) with their English in ``engine/games/aquileia/messages.py``.
"""

import pathlib
import random

import engine
from engine.core import CHANCE, sample
from engine.games.aquileia import MESSAGES
from engine.games.aquileia.messages import WORDS
from engine.games.aquileia import data as D
from engine.games.aquileia import state as A
from engine.messages import ids_in

from test_aquileia import ENGLISH, label, narrated, seen
from board_files import board_source
from translated import english_left_in_a_game, english_words_left


def said_in_random_games(games=6, seed=11):
    """The message ids of every log line, label and view of a few seeded random games, each made
    English on the way (a missing template or argument fails here)."""
    said = set()
    rng = random.Random(seed)
    for game in range(games):
        state = engine.new_game("aquileia", 2 + game % 4)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                action = sample(state.chance_outcomes(), rng)
            else:
                legal = state.legal_actions()
                for option in legal:
                    ids_in(A.action_label(state, option), said)
                    label(state, option)
                action = rng.choice(legal)
            ids_in(state.view(None if seat < 0 else seat), said)
            seen(state, None if seat < 0 else seat)
            before = state.clone()
            state.apply(action)
            ids_in(A.narrate(before, action, state), said)
            narrated(before, action, state, ["Livia", "Chico", "Stefan", "Lisa", "Walter"])
        ids_in(seen(state, None), said)
        ids_in(state.view(None), said)
    return said


def test_every_message_said_has_english_and_every_english_message_is_said():
    said = said_in_random_games()
    assert not said - ENGLISH.keys()
    source = "".join(path.read_text() for path in pathlib.Path(A.__file__).parent.glob("*.py")
                     if path.name != "messages.py")
    # A term names a thing by its id: its kind is written in the code, the id comes from the data.
    ids = {"card": D.CARD_ORDER, "card_start": D.CARD_ORDER, "card_short": D.CARD_ORDER,
           "space": D.SPACE_IDS, "slot": A.SLOTS, "deck": D.DECKS, "a_card_of": D.DECKS,
           "metal": D.METALS, "die": ("red", "blue"), "colour": D.COLOURS, "villas": D.COLOURS, "place": "12345",
           "site": D.SITE_IDS}
    board = board_source("aquileia")
    unused = []
    for key in MESSAGES:
        if key in said or f'"{key}"' in source or key.startswith("aquileia.example."):
            continue    # (the examples' texts have a test of their own)
        if key in WORDS:
            continue    # the glossary's words, for the rules pages (test_glossary.py)
        if key.startswith("aquileia.board.card_kind."):
            continue    # the hand strip (web/board/hand.js) names a card's kind by its deck
        if key.startswith("aquileia.board."):
            # the board names a word whole, or by its kind with the id from the view (`…${id}`)
            kind = key.rpartition(".")[0]
            if f'"{key}"' in board or f"`{kind}.${{" in board:
                continue
        kind, _, thing = key.removeprefix("term.aquileia.").partition(".")
        if key.startswith("term.") and f'"aquileia.{kind}.' in source and thing in ids.get(kind, ()):
            continue
        unused.append(key)
    assert not unused


def test_every_example_text_has_its_message_and_every_example_message_is_told():
    """Each example's title, source, intro and step texts are messages
    ``aquileia.example.<id>...``; a Dutch telling (``-nl``) has its own title, source and intro
    and the German book's steps."""
    from engine.games.aquileia.examples import EXAMPLES
    expected = set()
    for book in EXAMPLES:
        expected |= {f"aquileia.example.{book.id}.{part}" for part in ("title", "source", "intro")}
        assert [book.title["msg"], book.source["msg"], book.intro["msg"]] == [
            f"aquileia.example.{book.id}.{part}" for part in ("title", "source", "intro")]
        steps = book.id.removesuffix("-nl")
        for number, step in enumerate(book.script, 1):
            parts = ("caption", "question", "hint") if step.question else ("caption",)
            expected |= {f"aquileia.example.{steps}.{number}.{part}" for part in parts}
            assert [getattr(step, part)["msg"] for part in parts] == [
                f"aquileia.example.{steps}.{number}.{part}" for part in parts]
    assert expected == {key for key in MESSAGES if key.startswith("aquileia.example.")}


def test_every_word_the_board_draws_has_english():
    """The board (web/games/aquileia.js and its parts) draws words only through ``t``: each id it
    names whole, and each kind it completes with an id from the view, has English templates here."""
    import re
    board = board_source("aquileia")
    whole = set(re.findall(r'"((?:aquileia\.board|term\.aquileia)\.[\w.-]+)"', board))
    kinds = set(re.findall(r"`((?:aquileia\.board|term\.aquileia)\.[\w.-]+)\.\$\{", board))
    assert whole and kinds
    assert not whole - MESSAGES.keys()
    assert all(any(key.startswith(kind + ".") for key in MESSAGES) for kind in kinds)


# --- German and Dutch ------------------------------------------------------------------------

# Words a German or Dutch reader sees as an English reader does: the seats' names, the game's
# own Latin names (both books keep them) and metals spelt alike in German.
KEPT = {"Livia", "Chico", "Stefan", "Lisa", "Aquileia", "Mercatus", "Dolus", "Pecunia", "Equi",
        "Arma", "Servi", "Potentia", "Arena", "Stadium", "Theatrum", "Forum", "Portus", "Latro",
        "Gold", "Bronze"}


NAMES = ("Livia", "Chico", "Stefan")


def test_a_seeded_game_reads_in_german_and_dutch_with_no_english_left():
    """A whole game of random bots (its final scoring included), read at each step as the seat
    to move (or a spectator) reads it."""
    left = english_left_in_a_game("aquileia", NAMES, seed=5, moves="bots", kept=KEPT)
    assert left == {"de": {}, "nl": {}}, left


def test_the_check_finds_english_left_in_a_translation(monkeypatch):
    """A German template copied from the English is caught; a name or a kept term is not."""
    from engine import messages
    module = engine.game_module("aquileia")
    german = dict(messages.catalogue(module, "de"))
    german["aquileia.log.round_begins"] = MESSAGES["aquileia.log.round_begins"]
    monkeypatch.setitem(messages._CATALOGUES, (module, "de"), german)
    left = english_left_in_a_game("aquileia", NAMES, seed=5, steps=120, moves="bots", kept=KEPT,
                                  langs=("de",))
    assert left["de"]["Round 2 begins."] == ["Round", "begins"]
    assert not english_words_left("Mercatus · Dolus", "Mercatus · Dolus", KEPT)
    assert not english_words_left("Livia (3)", "Livia (3)", KEPT)
    assert english_words_left("Round 2 begins.", "Round 2 begins.", KEPT)


def test_a_refusal_reads_in_the_language_asked():
    import json
    from engine import api
    seats = [{"name": name, "kind": "human"} for name in ("Livia", "Chico", "Stefan")]
    def call(**request):
        return json.loads(api.handle(json.dumps(request)))
    assert call(cmd="start", board="why", game="aquileia", seats=seats, seed=3)["ok"]
    while call(cmd="view", board="why", seat=0)["view"]["next"] == "chance":
        call(cmd="step", board="why")
    seat = call(cmd="view", board="why", seat=0)["view"]["current"]
    said = {lang: call(cmd="play", board="why", seat=seat, action=["place", "nowhere"], lang=lang)
            for lang in ("en", "de", "nl")}
    assert [reply["ok"] for reply in said.values()] == [False] * 3
    assert said["en"]["error"] == "There is no space called 'nowhere'."
    assert said["de"]["error"] == "Es gibt kein Feld namens 'nowhere'."
    assert said["nl"]["error"] == "Er is geen actieveld dat 'nowhere' heet."


def test_a_damaged_state_is_refused_with_a_message():
    from engine.core import IllegalAction
    state = A.new_game(3)
    saved = state.to_json()
    del saved["coins"]
    try:
        A.from_json(saved)
    except IllegalAction as error:
        assert error.reason == {"msg": "aquileia.why.damaged_state", "args": {"field": "coins"}}
    else:
        raise AssertionError("a state without coins was accepted")
    assert A.from_json(state.to_json()).to_json() == state.to_json()


def test_the_board_gets_its_words_in_the_language_asked():
    import json
    from engine import api
    words = {lang: json.loads(api.handle(json.dumps({"cmd": "words", "game": "aquileia",
                                                      "lang": lang})))["words"]
             for lang in ("en", "de", "nl")}
    assert set(words["de"]) == set(words["nl"]) == set(words["en"])
    assert words["en"]["aquileia.board.round"] == "Round {round} of {rounds}"
    assert words["de"]["aquileia.board.round"] == "Runde {round} von {rounds}"
    assert words["nl"]["aquileia.board.tiebreaker"] == "Tiebreaker"      # the Dutch book's word
    assert words["de"]["term.aquileia.metal.silver"] == "Silber"
