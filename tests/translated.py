"""What a person reads in a played game is translated: the check the games' message tests share.

A seeded game is played through a :class:`engine.session.Session`, and every text a reader meets
there (the views' messages, the acting seat's button labels, the log lines) is rendered in
English and in each other language. A text that reads exactly as its English is left in English
when it holds a word of four letters or more that the language does not keep as the English has
it: each game names the words every language keeps (the seats' and people's names, the game's
Latin terms), and a text of names and numbers alone passes.
"""

from __future__ import annotations

import random
import re

from engine import messages
from engine.core import CHANCE
from engine.session import Session

LANGS = ("de", "nl")
WORD = re.compile(r"[^\W\d_]{4,}")
PLACEHOLDER = re.compile(r"\{\w+\}")


def english_words_left(english: str, translated: str, kept=()) -> list:
    """The words that show ``translated`` is ``english`` left as it is: none where the two
    differ, else the English's words of four letters or more not in ``kept`` (a template's
    placeholders are not words)."""
    if translated != english:
        return []
    return [word for word in WORD.findall(PLACEHOLDER.sub(" ", english)) if word not in kept]


def messages_in(view, found: list) -> list:
    """Every message in ``view`` at any depth, outermost only (a message's arguments are part of
    its text), in the view's order: the view's other strings are data (ids, phases), alike in
    every language, and the view made text for a reader holds each message's text at its
    place (see :func:`engine.messages.render_all`)."""
    if messages.is_message(view):
        found.append(view)
    elif isinstance(view, dict):
        for part in view.values():
            messages_in(part, found)
    elif isinstance(view, (list, tuple)):
        for part in view:
            messages_in(part, found)
    return found


# Which views are read at each step, besides the acting seat's labels: each takes the step, the
# seat to move (None while chance moves) and the number of seats. At the end every view is read.

def the_acting_seat(step, acting, players):
    """The view of the seat to move, or the spectator's while chance moves."""
    return (acting,)


def a_spectator_and_the_acting_seat(step, acting, players):
    """The spectator's view, and the seat to move's."""
    return (None, acting)


def everyone(step, acting, players):
    """The spectator's view and every seat's."""
    return (None, *range(players))


def the_acting_seat_and_one_onlooker_in_turn(step, acting, players):
    """The acting seat's view and one more a step, the spectator's and each seat's in turn: a
    view that changes with who reads it is read now and then, at a fraction of every view's
    cost."""
    return (acting, everyone(step, acting, players)[step % (players + 1)])


def english_left_in_a_game(game_id: str, names, seed: int, steps: int | None = None,
                           moves: str = "random", viewers=the_acting_seat, kept=(),
                           langs=LANGS) -> dict:
    """Per language, {English text: its English words} for every text of a seeded game that
    reads as the English (none, where all is translated).

    ``names``: the seats' names (kept in every language). ``steps``: how many steps are read at
    the most; None plays the whole game, final scoring included, and fails if it does not end.
    ``moves``: "random" (a :class:`random.Random` of ``seed`` picks among the legal actions) or
    "bots" (the seats are the session's random bots). ``viewers``: which views are read at each
    step (see :func:`the_acting_seat` and its kin). Fails too if no view, label or log line was
    read, so that a game that shows nothing cannot pass.
    """
    if moves not in ("random", "bots"):
        raise ValueError(f"moves are 'random' or 'bots', not {moves!r}")
    seat_kind = {"kind": "bot", "bot": "random"} if moves == "bots" else {"kind": "human"}
    session = Session.start({"game": game_id, "seed": seed,
                             "seats": [{"name": name, **seat_kind} for name in names]})
    catalogues = [messages.catalogue(session.module, lang) for lang in ("en", *langs)]
    kept = {*kept, *names}
    rng = random.Random(seed)
    left = {lang: {} for lang in langs}
    read = {"view": 0, "label": 0, "log": 0}
    rendered = set()

    def read_texts(kind, rows):
        """``rows``: one text per catalogue (English first), for each thing read."""
        read[kind] += len(rows)
        for english, *translations in rows:
            for lang, translated in zip(langs, translations):
                words = english_words_left(english, translated, kept)
                if words:
                    left[lang][english] = words

    def read_messages(kind, said):
        new = {}
        for message in said:      # a message read before reads alike again: once is enough
            key = repr(message)
            if key not in rendered:
                rendered.add(key)
                new[key] = message
        read_texts(kind, [[messages.render(message, catalogue, names) for catalogue in catalogues]
                          for message in new.values()])

    def read_views(seen):
        for viewer in dict.fromkeys(seen):    # each once, in order
            read_messages("view", messages_in(session.state.view(viewer), []))

    logged = step = 0
    most = 100_000 if steps is None else steps      # (a game that never ends stops here)
    while not session.state.is_terminal() and step < most:
        state = session.state
        current = state.current_player()
        read_views(viewers(step, None if current == CHANCE else current, len(names)))
        if current == CHANCE:
            session.step()
        else:
            legal = state.legal_actions()
            read_messages("label", [session.module.action_label(state, action)
                                    for action in legal])
            session.bot_move() if moves == "bots" else session.apply(rng.choice(legal))
        read_messages("log", [entry for _step, entry, _to in session.log[logged:]])
        logged = len(session.log)
        step += 1
    if steps is None:
        assert session.state.is_terminal(), f"the seeded {game_id} game did not end"
    read_views(everyone(step, None, len(names)))
    assert all(read.values()), f"nothing read of some kind: {read}"
    return left


def templates_left_in_english(module, lang: str, kept=()) -> dict:
    """{message id: English words} for each of the game's own templates (its board's words among
    them, a plural's every form) that reads in ``lang`` as the English: a sentence left English
    around translated arguments is found here, whichever game shows it."""
    english, translated = messages.english(module), messages.catalogue(module, lang)
    left = {}
    for key in module.MESSAGES:
        forms = zip(*(value if isinstance(value, tuple) else (value,)
                      for value in (english[key], translated[key])))
        for form, read in forms:
            words = english_words_left(form, read, kept)
            if words:
                left[key] = words
    return left


def examples_left_in_english(game_id: str, lang: str, kept=()) -> dict:
    """{English text: its English words} for each text of the game's rulebook examples (title,
    source, intro, captions, questions and hints) that reads in ``lang`` as the English."""
    from engine.lesson import all_examples, text
    left = {}
    for example in all_examples():
        if example.game != game_id:
            continue
        said = [example.title, example.source, example.intro]
        said += [said_text for step in example.script
                 for said_text in (step.caption, step.question, step.hint) if said_text]
        for said_text in said:
            english = text(example, said_text)
            words = english_words_left(english, text(example, said_text, lang), kept)
            if words:
                left[english] = words
    return left
