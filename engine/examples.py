"""The rulebooks' worked examples, each defined once: the position the book starts from, the
actions it describes and a caption per step. A game's scenario tests build the example from
this definition, and the web page plays the very same one (``embed.html``, ``<ludi-board>``).

>>> example = find("aquileia", "theatrum")
>>> example.steps > 0 and len(example.captions()) == example.steps + 1
True
>>> example.play().theatre[0]      # Stefan won the auction's card
['white-blue']

A step may be a question: the reader makes the move on the board, the engine checks it, and a
move other than the book's is refused with the step's reason and the right move shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import engine
from engine import messages, versions
from engine.core import IllegalAction, action_text, as_action
from engine.messages import msg, seat
from engine.session import Session


@dataclass(frozen=True)
class Step:
    """One action of an example: ``caption`` says what happened and which rule applied.

    ``question``: asked before the move (the reader then makes it); ``why``: what a reader who
    chose another move is told, with the right move shown beside it.
    """

    action: tuple
    caption: str
    question: str | None = None
    why: str | None = None

    def __post_init__(self):
        object.__setattr__(self, "action", as_action(self.action))
        if self.question and not self.why:
            raise ValueError(f"question step {self.action} needs a reason for a wrong move")


@dataclass(frozen=True)
class Example:
    """A worked example: ``setup()`` builds the starting position, ``script`` the steps."""

    game: str
    id: str
    title: str
    source: str          # where in the rulebook
    names: tuple         # the seats' names as the book calls them
    intro: str           # the caption of the starting position
    setup: Callable      # () -> a game state at the book's starting position
    script: tuple = field(default_factory=tuple)
    seat: int | None = None   # whose view is shown (None: the spectators')
    comparison: object = None  # a teacher's example of older rules: what became of it

    @property
    def steps(self) -> int:
        return len(self.script)

    def text(self, value, lang="en") -> str:
        """A text of the example (a title, a caption, a question, a reason: a message, a list
        of sentences, or a teacher's own string) as a reader of ``lang`` sees it, with the
        example's names for its seats."""
        if isinstance(value, list):
            return " ".join(self.text(sentence, lang) for sentence in value)
        catalogue = messages.catalogue(engine.game_module(self.game), lang)
        return messages.render(value, catalogue, self.seat_names(lang))

    def seat_names(self, lang="en") -> list:
        """The players' names as the book calls them (a name, or a message where the book names
        a player by a word a translation says in its own way: Massilia's "Red")."""
        catalogue = messages.catalogue(engine.game_module(self.game), lang)
        return [messages.render(name, catalogue) for name in self.names]

    def captions(self, lang="en") -> list:
        return [self.text(self.intro, lang)] + [self.text(step.caption, lang)
                                                for step in self.script]

    def play(self, upto: int | None = None):
        """The position after ``upto`` steps (all by default), every step checked."""
        state = self.setup()
        for step in self.script[:upto]:
            engine.play(state, step.action)
        return state

    def summary(self, lang="en") -> dict:
        return {"game": self.game, "id": self.id, "title": self.text(self.title, lang),
                "source": self.text(self.source, lang), "steps": self.steps}


def _registry() -> dict:
    found = {}
    for game_id in ("aquileia", "massilia", "marble", "ave"):
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


# --- examples a teacher writes -------------------------------------------------------------------

TEACHER_FORMAT = "ludi-example"
TEACHER_VERSION = 1
MOST_TEACHER_ACTIONS = 5_000  # far more than a game has: a longer file is not an example


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
    (leave it out for a spectator's). A step with a ``question`` asks the reader for its
    ``action`` and answers a miss with its ``hint``. Anything wrong is refused with where it is
    and why (the step's number, the rule the move breaks); nothing is guessed.
    """
    if not isinstance(d, dict) or d.get("format") != TEACHER_FORMAT:
        raise IllegalAction(msg("teacher.not_an_example", format=TEACHER_FORMAT))
    if d.get("version") != TEACHER_VERSION:
        raise IllegalAction(msg("teacher.version", value=repr(d.get("version")),
                                version=TEACHER_VERSION))
    game = d.get("game")
    module = engine.game_module(game)
    rules = versions.saved_version(d, module, "core.example_newer_rules")
    older = rules < module.RULES_VERSION
    start = d.get("start")
    if not isinstance(start, dict):
        raise IllegalAction(msg("teacher.start"))
    seed = start.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise IllegalAction(msg("teacher.seed", value=repr(seed)))
    book = find(game, start["example"]) if "example" in start else None
    players = d.get("players", book.seat_names() if book else None)
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise IllegalAction(msg("teacher.players"))
    if book is None and len(players) not in module.PLAYERS:
        raise IllegalAction(msg("core.player_count", game=module.NAME,
                                least=module.PLAYERS[0], most=module.PLAYERS[-1],
                                value=len(players)))
    if book is not None and len(players) != len(book.names):
        raise IllegalAction(msg("teacher.book_players", value=repr(book.id),
                                count=len(book.names), given=len(players)))
    shown = d.get("seat")
    if shown is not None and (isinstance(shown, bool) or not isinstance(shown, int)
                              or not 0 <= shown < len(players)):
        raise IllegalAction(msg("teacher.seat", most=len(players) - 1))
    texts = {key: d.get(key, "") for key in ("title", "source", "intro")}
    for key, text in texts.items():
        if not isinstance(text, str):
            raise IllegalAction(msg("teacher.text", key=key))
    lead_in, steps = start.get("actions", []), d.get("steps")
    if not isinstance(lead_in, list) or not isinstance(steps, list) or not steps:
        raise IllegalAction(msg("teacher.steps"))
    if len(lead_in) + len(steps) > MOST_TEACHER_ACTIONS:
        raise IllegalAction(msg("teacher.too_long", most=MOST_TEACHER_ACTIONS))
    seats = [{"name": name, "kind": "human"} for name in players]
    position = book.setup() if book else engine.new_game(game, len(players))
    session = Session.at_position(game, seats, position, seed)
    for number, action in enumerate(lead_in, 1):
        _fall(session, action)
        try:
            session.apply(action)
        except IllegalAction as error:
            said = "teacher.start_move_rules" if older else "teacher.start_move"
            raise IllegalAction(msg(said, number=number, reason=error.reason, game=module.NAME,
                                    saved=rules, rules=module.RULES_VERSION)) from None
    start_state = session.state.clone()
    script, refusal = [], None
    for number, entry in enumerate(steps, 1):
        fallen = _fall(session, entry.get("action") if isinstance(entry, dict) else None)
        try:
            step = _teacher_step(session, number, entry)
        except IllegalAction as error:
            if not (older and error.reason.get("msg") == "teacher.step_move"
                    and versions.well_formed(entry["action"])):
                raise
            refusal = error.reason["args"]["reason"]
            break  # today's rules end the example here (see engine.versions)
        script.extend(fallen)
        script.append(step)
    moves = len(session.history) + (len(steps) - number + 1 if refusal is not None else 0)
    comparison = versions.compare(module, rules, session.snapshots + [session.state], moves,
                                  refusal, made="example", offset=len(lead_in))
    return Example(game, d.get("id") or "own", texts["title"] or f"{module.NAME}: an example",
                   texts["source"], tuple(players), texts["intro"] or "The starting position.",
                   start_state.clone, tuple(script), shown, comparison)


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


def _teacher_step(session, number, entry) -> Step:
    if not isinstance(entry, dict):
        raise IllegalAction(msg("teacher.step_not_object", number=number))
    caption, question, hint = entry.get("caption"), entry.get("question"), entry.get("hint")
    if not isinstance(caption, str) or not caption.strip():
        raise IllegalAction(msg("teacher.caption", number=number))
    if question is not None and (not isinstance(question, str) or not question.strip()):
        raise IllegalAction(msg("teacher.question", number=number))
    if question and (not isinstance(hint, str) or not hint.strip()):
        raise IllegalAction(msg("teacher.hint", number=number))
    if session.state.is_terminal():
        raise IllegalAction(msg("teacher.over", number=number))
    try:
        action = session.apply(entry.get("action"))
    except IllegalAction as error:
        raise IllegalAction(msg("teacher.step_move", number=number, reason=error.reason)) from None
    return Step(action, caption, question or None, hint if question else None)


# --- the API's commands ------------------------------------------------------------------------

def start_session(example: Example, lang="en"):
    """A :class:`engine.session.Session` that has played the whole example (checked, logged)."""
    seats = [{"name": name, "kind": "human"} for name in example.seat_names(lang)]
    session = Session.at_position(example.game, seats, example.setup())
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
    questions = {}
    for k, step in enumerate(example.script):
        if step.question:
            questions[str(k)] = example.text(step.question, lang)
    update = example.comparison
    return {**example.summary(lang), "captions": example.captions(lang), "questions": questions,
            "seat": example.seat, "names": example.seat_names(lang),
            "update": update and update.reply(lambda said: example.text(said, lang))}


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
    payload["question"] = example.text(step.question, session.lang)
    return {"view": payload}


def answer(session, request) -> dict:
    """Check the reader's move at question step ``at``: right, or refused with what it broke.

    A refused move says first what is wrong with it: the rule it breaks (``legal`` false), or,
    for a legal move, that it is legal but not the book's player's choice, and why the book
    chose otherwise (``why``). The book's move (``answer``) comes with every reply, for the page
    to show on a second miss or when asked: a teacher wants the reader to think again first.
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
        reason = session.text(msg("example.legal_not_the_books",
                                  move=session.module.action_label(state, action), seat=seat(actor)))
    return {"right": False, "legal": legal, "reason": reason, "why": session.text(step.why),
            "answer": right_label, "answer_action": list(step.action)}


def dispatch(request: dict, sessions: dict) -> dict | None:
    """Run an example command (``examples``, ``example``, ``ask``, ``answer``), else None."""
    cmd = request.get("cmd")
    board = request.get("board", "main")
    lang = messages.language(request.get("lang"))
    if cmd == "examples":
        return {"examples": [e.summary(lang) for e in all_examples()]}
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


__all__ = ["Step", "Example", "all_examples", "find", "start_session", "dispatch"]
