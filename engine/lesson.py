"""Lessons: the worked examples on a board. It gathers every game's rulebook examples (their
data is the game's own, see :mod:`engine.examples`), reads a teacher's own example from JSON,
plays an example as a :class:`engine.session.Session`, and answers its question steps: the API's
``examples``, ``example``, ``ask`` and ``answer`` commands.

>>> example = find("aquileia", "theatrum")
>>> len(captions(example)) == example.steps + 1
True
>>> text(example, example.script[1].question)
'Chico wants the card. What does he add to the bid?'

A question's first miss teaches: what the move broke (a rule), or for a legal move that it is
not the example's, with the step's hint (the rule, or what the example's move achieves). The
example's move itself comes with every reply, for the page to show on a second miss or on
request.
"""

from __future__ import annotations

import json

import engine
from engine import messages
from engine.core import IllegalAction, action_text, as_action
from engine.examples import COLOURS, Example, Step
from engine.messages import msg, seat
from engine.session import Session

# --- every game's rulebook examples --------------------------------------------------------------


def _registry() -> dict:
    found = {}
    for game_id in engine.LISTED:
        for example in engine.game_module(game_id).examples_module().EXAMPLES:
            key = (example.game, example.id)
            if key in found:
                raise ValueError(f"two examples named {key}")
            found[key] = example
    return found


_EXAMPLES: dict | None = None


def all_examples() -> list:
    global _EXAMPLES
    if _EXAMPLES is None:
        _EXAMPLES = _registry()
    return list(_EXAMPLES.values())


def find(game: str, example_id: str) -> Example:
    """The example ``example_id`` of ``game``, or :class:`IllegalAction` naming those there are."""
    all_examples()
    example = _EXAMPLES.get((game, example_id))
    if example is None:
        engine.game_module(game)  # an unknown game is named as such
        known = ", ".join(e.id for e in _EXAMPLES.values() if e.game == game)
        raise IllegalAction(msg("example.no_such_example", game=engine.GAMES[game].NAME,
                                value=repr(example_id), known=known))
    return example


# --- an example's texts in a reader's language --------------------------------------------------

def catalogue(example: Example, lang="en") -> dict:
    return messages.catalogue(engine.game_module(example.game), lang)


def seat_names(example: Example, lang="en") -> list:
    """The players' names as the example calls them, in ``lang``."""
    words = catalogue(example, lang)
    return [messages.render(name, words) for name in example.names]


def text(example: Example, value, lang="en") -> str:
    """A text of the example (a title, a caption, a question, a hint: a message, a list of
    sentences, or a teacher's own string) as a reader of ``lang`` sees it, with the example's
    names for its seats."""
    if isinstance(value, list):
        return " ".join(text(example, sentence, lang) for sentence in value)
    return messages.render(value, catalogue(example, lang), seat_names(example, lang))


def captions(example: Example, lang="en") -> list:
    return [text(example, example.intro, lang)] + [text(example, step.caption, lang)
                                                   for step in example.script]


def summary(example: Example, lang="en") -> dict:
    return {"game": example.game, "id": example.id, "title": text(example, example.title, lang),
            "source": text(example, example.source, lang), "steps": example.steps}


# --- examples a teacher writes -------------------------------------------------------------------

TEACHER_FORMAT = "ludi-example"
TEACHER_VERSION = 1
MOST_TEACHER_ACTIONS = 5_000  # far more than a game has: a longer file is not an example
MOVES_NAMED = 12  # a broken step names at most this many of the moves possible there


def from_teacher(d) -> Example:
    """An :class:`Example` from the JSON a teacher wrote, every action checked by the rules.

    ::

        {"format": "ludi-example", "version": 1, "game": "marble",
         "title": "My first tile", "source": "Our club's rules evening",
         "players": ["Julia", "Claudia"], "seat": 0,
         "start": {"seed": 7, "actions": []}        (or {"example": "aqueduct"}),
         "intro": "A new game for two.",
         "steps": [{"action": ["act", "draw"], "caption": "Julia draws tiles."},
                   {"question": "Which tile?", "action": [...], "hint": "…", "caption": "…"}]}

    ``start`` is a new game from ``seed`` (any whole number) and the moves of ``actions``, or
    the starting position of a rulebook example of the same game (``seed`` then optional).
    Dice and cards fall as the seed says, wherever the game comes to them (unless the next
    action names the outcome, as a save's history does): each draw is a step of its own,
    captioned by what the log says of it. ``seat``: whose view the board shows
    (leave it out for a spectator's); ``colours`` (optional): the players' colours, one each of
    :data:`engine.examples.COLOURS` (a rulebook example's own by default). A step with a ``question`` asks the reader for its
    ``action`` and answers a miss with its ``hint``.

    Anything wrong is refused with where it is, why and, for a move that cannot be made, the
    moves possible there (by their labels); nothing is guessed. A step is numbered as the
    player's step counter counts it (the draws between the written steps are steps too), with
    its entry in ``steps`` beside it: "step 5 (entry 3 of "steps")".
    """
    session, book = teacher_position(d)
    game, module = session.game_id, session.module
    players = d["players"] if "players" in d or book is None else list(book.names)
    shown = d.get("seat")
    if shown is not None and (isinstance(shown, bool) or not isinstance(shown, int)
                              or not 0 <= shown < len(players)):
        raise IllegalAction(msg("teacher.seat", most=len(players) - 1))
    colours = d.get("colours", list(book.colours) if book and book.colours else None)
    if colours is not None and (not isinstance(colours, list) or len(colours) != len(players)
                                or not all(isinstance(c, str) and c in COLOURS for c in colours)
                                or len(set(colours)) != len(colours)):
        raise IllegalAction(msg("teacher.colours", colours=", ".join(COLOURS)))
    texts = {key: d.get(key, "") for key in ("title", "source", "intro")}
    for key, written in texts.items():
        if not isinstance(written, str):
            raise IllegalAction(msg("teacher.text", key=key))
    steps = d.get("steps")
    if not isinstance(steps, list) or not steps:
        raise IllegalAction(msg("teacher.steps"))
    if len(session.history) + len(steps) > MOST_TEACHER_ACTIONS:
        raise IllegalAction(msg("teacher.too_long", most=MOST_TEACHER_ACTIONS))
    start_state = session.state.clone()
    script = []
    for entry_number, entry in enumerate(steps, 1):
        script.extend(_fall(session, entry.get("action") if isinstance(entry, dict) else None))
        where = {"number": len(script) + 1, "entry": entry_number}
        script.append(_teacher_step(session, where, entry))
    return Example(game, d.get("id") or "own",
                   texts["title"] or msg("teacher.default_title", game=module.NAME),
                   texts["source"], tuple(players),
                   texts["intro"] or msg("teacher.default_intro"),
                   start_state.clone, tuple(script), shown,
                   colours=tuple(colours) if colours else None, book=False)


def teacher_position(d, lang="en"):
    """(session, rulebook example or None): the session at the position a teacher's example
    starts from (``d`` as :func:`from_teacher` reads it: its format, game, players and
    ``start``), every move of the start checked; a rulebook example's players, when the file
    names none, in ``lang``. The loader and a draft (:mod:`engine.drafts`) read a start alike."""
    if not isinstance(d, dict) or d.get("format") != TEACHER_FORMAT:
        raise IllegalAction(msg("teacher.not_an_example", format=TEACHER_FORMAT))
    if d.get("version") != TEACHER_VERSION:
        raise IllegalAction(msg("teacher.version", value=repr(d.get("version")),
                                version=TEACHER_VERSION))
    game = d.get("game")
    module = engine.game_module(game)
    start = d.get("start")
    if not isinstance(start, dict):
        raise IllegalAction(msg("teacher.start"))
    seed = start.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise IllegalAction(msg("teacher.seed", value=repr(seed)))
    book = find(game, start["example"]) if "example" in start else None
    players = d["players"] if "players" in d or book is None else list(book.names)
    if not isinstance(players, list) or not all(
            (isinstance(p, str) and p.strip()) or (book and p in book.names) for p in players):
        raise IllegalAction(msg("teacher.players"))
    if book is None and len(players) not in module.PLAYERS:
        raise IllegalAction(msg("core.player_count", game=module.NAME,
                                least=module.PLAYERS[0], most=module.PLAYERS[-1],
                                value=len(players)))
    if book is not None and len(players) != len(book.names):
        raise IllegalAction(msg("teacher.book_players", value=repr(book.id),
                                count=len(book.names), given=len(players)))
    lead_in = start.get("actions", [])
    if not isinstance(lead_in, list):
        raise IllegalAction(msg("teacher.steps"))
    if len(lead_in) > MOST_TEACHER_ACTIONS:
        raise IllegalAction(msg("teacher.too_long", most=MOST_TEACHER_ACTIONS))
    words = messages.catalogue(module, lang)
    names = [p if isinstance(p, str) else messages.render(p, words) for p in players]
    seats = [{"name": name, "kind": "human"} for name in names]
    position = book.setup() if book else engine.new_game(game, len(players))
    session = Session.at_position(game, seats, position, seed)
    for number, action in enumerate(lead_in, 1):
        _fall(session, action)
        state = session.state.clone()
        try:
            session.apply(action)
        except IllegalAction as error:
            raise IllegalAction(msg("teacher.start_move", number=number,
                                    reason=_refusal(session, state, action, error),
                                    moves=_possible(session, state))) from None
    return session, book


def _fall(session, upcoming) -> list:
    """Let the dice and cards fall as the seed says until someone must decide, or until the
    ``upcoming`` action is itself what falls (a save's history names them): their steps."""
    steps = []
    while session.state.current_player() == engine.CHANCE:
        outcomes = [list(outcome) for outcome, _ in session.state.chance_outcomes()]
        if isinstance(upcoming, list) and upcoming in outcomes:
            break
        if len(session.history) > MOST_TEACHER_ACTIONS:
            raise IllegalAction(msg("teacher.too_long", most=MOST_TEACHER_ACTIONS))
        step = len(session.history)
        action = session.step()
        said = [line for k, line, to in session.log if k == step and to is None]
        steps.append(Step(action, said or msg("example.drawn")))
    return steps


def _teacher_step(session, where, entry) -> Step:
    if not isinstance(entry, dict):
        raise IllegalAction(msg("teacher.step_not_object", **where))
    caption, question, hint = entry.get("caption"), entry.get("question"), entry.get("hint")
    if not isinstance(caption, str) or not caption.strip():
        raise IllegalAction(msg("teacher.caption", **where))
    if question is not None and (not isinstance(question, str) or not question.strip()):
        raise IllegalAction(msg("teacher.question", **where))
    if question and (not isinstance(hint, str) or not hint.strip()):
        raise IllegalAction(msg("teacher.hint", **where))
    if session.state.is_terminal():
        raise IllegalAction(msg("teacher.over", **where))
    state = session.state.clone()
    try:
        action = session.apply(entry.get("action"))
    except IllegalAction as error:
        raise IllegalAction(msg("teacher.step_move", **where,
                                reason=_refusal(session, state, entry.get("action"), error),
                                moves=_possible(session, state))) from None
    return Step(action, caption, question or None, hint if question else None)


def _refusal(session, state, written, error):
    """Why the move ``written`` in a teacher's file cannot be made in ``state``: the rules'
    reason, with the move named by its label where it has one, else as the file spells it."""
    if not messages.is_message(error.reason) or error.reason["msg"] != "core.not_allowed_now":
        return error.reason
    try:
        move = session.module.action_label(state, as_action(written))
    except (KeyError, IndexError, TypeError, ValueError):   # a move the rules cannot label
        move = json.dumps(written, ensure_ascii=False)
    return msg("core.not_allowed_now", move=move)


def _possible(session, state):
    """The moves possible in ``state``, by their labels (at most ``MOVES_NAMED``)."""
    if state.current_player() < 0:
        return msg("teacher.no_move")
    labels = [msg("teacher.quoted", move=session.module.action_label(state, action))
              for action in state.legal_actions()]
    if len(labels) > MOVES_NAMED:
        labels = labels[:MOVES_NAMED - 1] + [msg("teacher.more", count=len(labels) - MOVES_NAMED + 1)]
    return msg("teacher.possible", moves=labels)


# --- an example on a board: the API's commands ------------------------------------------------

def start_session(example: Example, lang="en"):
    """A :class:`engine.session.Session` that has played the whole example (checked, logged);
    its seats carry the example's colours, where it names them."""
    seats = [{"name": name, "kind": "human"} for name in seat_names(example, lang)]
    session = Session.at_position(example.game, seats, example.setup())
    for entry, colour in zip(session.seats, example.colours or ()):
        entry["colour"] = colour
    session.example = example
    for number, step in enumerate(example.script, 1):
        try:
            session.apply(step.action)
        except IllegalAction as error:
            raise IllegalAction(msg("example.breaks_at", value=repr(example.id), number=number,
                                    reason=error.reason)) from None
    return session


def _step_of(session, request):
    example = getattr(session, "example", None)
    if example is None:
        raise IllegalAction(msg("example.none_on_board"))
    at = request.get("at")
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at < example.steps:
        raise IllegalAction(msg("example.no_such_step", value=repr(at)))
    return example, at, example.script[at]


def _actor(session, at):
    state = session.snapshots[at]
    actor = state.current_player()
    return state, (actor if actor >= 0 else None)


def describe(example: Example, lang="en") -> dict:
    """What the page shows of an example beside the board: its texts, its questions, whose
    view, the seats' names, and whether it is a rulebook's (``book``) or a teacher's own."""
    questions = {}
    for k, step in enumerate(example.script):
        if step.question:
            questions[str(k)] = text(example, step.question, lang)
    return {**summary(example, lang), "captions": captions(example, lang),
            "questions": questions, "seat": example.seat, "names": seat_names(example, lang),
            "book": example.book}


def ask(session, request) -> dict:
    """The position before question step ``at``, as its actor sees it, with the legal moves."""
    example, at, step = _step_of(session, request)
    state, actor = _actor(session, at)
    if not step.question or actor is None:
        raise IllegalAction(msg("example.not_a_question", number=at))
    payload = session.payload(actor, at)
    payload["legal"] = [{"action": list(a), "text": action_text(a),
                         "label": session.text(session.module.action_label(state, a))}
                        for a in state.legal_actions()]
    payload["question"] = text(example, step.question, session.lang)
    return {"view": payload}


def answer(session, request) -> dict:
    """Check the reader's move at question step ``at``: right, or refused with what it broke.

    A refused move says first what is wrong with it: the rule it breaks (``legal`` false), or,
    for a legal move, that it is legal but not the example's; ``why`` is the step's hint, which
    teaches without naming the example's move. That move (``answer``, its label) comes with
    every reply, for the page to show on a second miss or when asked.
    """
    example, at, step = _step_of(session, request)
    state, actor = _actor(session, at)
    if not step.question or actor is None:
        raise IllegalAction(msg("example.not_a_question", number=at))
    action = as_action(request.get("action"))
    right_label = session.text(session.module.action_label(state, step.action))
    if action == step.action:
        return {"right": True, "answer": right_label, "reason": session.text(step.caption)}
    trial = state.clone()
    try:
        engine.play(trial, action)
    except IllegalAction as error:
        legal, reason = False, session.text(error.reason)
    else:
        legal = True
        reason = session.text(msg("example.legal_not_the_books" if example.book
                                  else "example.legal_not_shown",
                                  move=session.module.action_label(state, action), seat=seat(actor)))
    return {"right": False, "legal": legal, "reason": reason, "why": session.text(step.hint),
            "answer": right_label, "answer_action": list(step.action)}


def dispatch(request: dict, sessions: dict) -> dict | None:
    """Run an example command (``examples``, ``example``, ``ask``, ``answer``), else None."""
    cmd = request.get("cmd")
    board = request.get("board", "main")
    lang = messages.language(request.get("lang"))
    if cmd == "examples":
        return {"examples": [summary(e, lang) for e in all_examples()]}
    if cmd == "example":
        if "teacher" in request:  # an example a teacher wrote, as JSON
            example = from_teacher(request["teacher"])
        else:
            example = find(request.get("game"), request.get("id"))
        session = start_session(example, lang)
        session.lang = lang
        sessions[board] = session
        return {"example": describe(example, lang), "view": session.payload(example.seat, 0)}
    if cmd in ("ask", "answer"):
        if board not in sessions:
            raise IllegalAction(msg("example.not_started"))
        sessions[board].lang = lang
        return (ask if cmd == "ask" else answer)(sessions[board], request)
    return None


__all__ = ["all_examples", "find", "seat_names", "text", "captions", "summary", "from_teacher",
           "start_session", "describe", "dispatch"]
