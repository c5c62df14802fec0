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
from engine.core import IllegalAction, action_text, as_action
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

    @property
    def steps(self) -> int:
        return len(self.script)

    def captions(self) -> list:
        return [self.intro] + [step.caption for step in self.script]

    def play(self, upto: int | None = None):
        """The position after ``upto`` steps (all by default), every step checked."""
        state = self.setup()
        for step in self.script[:upto]:
            engine.play(state, step.action)
        return state

    def summary(self) -> dict:
        return {"game": self.game, "id": self.id, "title": self.title, "source": self.source,
                "steps": self.steps}


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
        raise IllegalAction(f"{engine.GAMES[game].NAME} has no example {example_id!r}; "
                            f"it has: {known}.")
    return example


# --- the API's commands ------------------------------------------------------------------------

def start_session(example: Example):
    """A :class:`engine.session.Session` that has played the whole example (checked, logged)."""
    seats = [{"name": name, "kind": "human"} for name in example.names]
    session = Session.at_position(example.game, seats, example.setup())
    session.example = example
    for number, step in enumerate(example.script, 1):
        try:
            session.apply(step.action)
        except IllegalAction as error:
            raise IllegalAction(f"Example {example.id!r} breaks at step {number}: {error}") from None
    return session


def _step_of(session, request):
    example = getattr(session, "example", None)
    if example is None:
        raise IllegalAction("This board shows no example.")
    at = request.get("at")
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at < example.steps:
        raise IllegalAction(f"The example has no step {at!r}.")
    return example, at, example.script[at]


def _actor(session, at):
    state = session.snapshots[at]
    actor = state.current_player()
    return state, (actor if actor >= 0 else None)


def describe(example: Example) -> dict:
    questions = {}
    for k, step in enumerate(example.script):
        if step.question:
            questions[str(k)] = step.question
    return {**example.summary(), "captions": example.captions(), "questions": questions,
            "seat": example.seat, "names": list(example.names)}


def ask(session, request) -> dict:
    """The position before question step ``at``, as its actor sees it, with the legal moves."""
    example, at, step = _step_of(session, request)
    state, actor = _actor(session, at)
    if not step.question or actor is None:
        raise IllegalAction(f"Step {at} of the example is not a question.")
    payload = session.payload(actor, at)
    payload["legal"] = [{"action": list(a), "text": action_text(a),
                         "label": session.text(session.module.action_label(state, a))}
                        for a in state.legal_actions()]
    payload["question"] = step.question
    return {"view": payload}


def answer(session, request) -> dict:
    """Check the reader's move at question step ``at``: right, or refused with the reason."""
    example, at, step = _step_of(session, request)
    state, actor = _actor(session, at)
    if not step.question or actor is None:
        raise IllegalAction(f"Step {at} of the example is not a question.")
    action = as_action(request.get("action"))
    right_label = session.text(session.module.action_label(state, step.action))
    if action == step.action:
        return {"right": True, "answer": right_label, "reason": step.caption}
    trial = state.clone()
    try:
        engine.play(trial, action)
    except IllegalAction as error:
        reason = str(error)
    else:
        reason = step.why
    return {"right": False, "reason": reason, "answer": right_label,
            "answer_action": list(step.action)}


def dispatch(request: dict, sessions: dict) -> dict | None:
    """Run an example command (``examples``, ``example``, ``ask``, ``answer``), else None."""
    cmd = request.get("cmd")
    board = request.get("board", "main")
    if cmd == "examples":
        return {"examples": [e.summary() for e in all_examples()]}
    if cmd == "example":
        example = find(request.get("game"), request.get("id"))
        session = start_session(example)
        sessions[board] = session
        return {"example": describe(example), "view": session.payload(example.seat, 0)}
    if cmd in ("ask", "answer"):
        if board not in sessions:
            raise IllegalAction("No example has been started on this board.")
        return (ask if cmd == "ask" else answer)(sessions[board], request)
    return None


__all__ = ["Step", "Example", "all_examples", "find", "start_session", "dispatch"]
