"""A worked example as plain data: the position it starts from, the actions it takes and a
caption per step. Each game defines its rulebook's examples in its own ``examples`` module with
these two classes and functions over its own state; :mod:`engine.lesson` plays them on a board,
asks their questions and reads a teacher's own.

>>> from engine.games.aquileia.examples import EXAMPLES
>>> theatrum = next(e for e in EXAMPLES if e.id == "theatrum")
>>> theatrum.steps
5
>>> theatrum.play().theatre[0]      # Stefan won the auction's card
['white-blue']

A step may be a question: the reader makes the move on the board, and a move other than the
example's is answered first with the step's ``hint``, which teaches (the rule, or what the
example's move achieves) without naming the move; the move itself only on a second miss or
when the reader asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from engine.core import as_action, play

COLOURS = ("blue", "red", "green", "yellow", "orange", "pink")
"""The colours an example may give its seats (the book's Red is red): the board draws each with
a symbol of its own (``web/board/palette.js``), whichever seat it is."""


@dataclass(frozen=True)
class Step:
    """One action of an example: ``caption`` says what happened and which rule applied.

    ``question``: asked before the move (the reader then makes it); ``hint``: what a reader who
    chose another move is told first: the rule, or what the example's move achieves, never the
    move itself.
    """

    action: tuple
    caption: str | dict | list
    question: str | dict | None = None
    hint: str | dict | None = None

    def __post_init__(self):
        object.__setattr__(self, "action", as_action(self.action))
        if self.question and not self.hint:
            raise ValueError(f"question step {self.action} needs a hint for a wrong move")


@dataclass(frozen=True)
class Example:
    """A worked example: ``setup()`` builds the starting position, ``script`` the steps.

    Texts (``title``, ``source``, ``intro``, a step's caption) are messages of the game, or a
    teacher's own strings. ``names``: the seats as the example calls them (a name, or a message
    where a translation says it its own way: Massilia's "Red"). ``colours``: the seats' colours
    where the example names them (the book's Red is red), else None and the seats keep theirs.
    ``book``: a rulebook's example (False: a teacher's own, which never speaks of "the book").
    """

    game: str
    id: str
    title: str | dict
    source: str | dict
    names: tuple
    intro: str | dict
    setup: Callable      # () -> a game state at the example's starting position
    script: tuple = field(default_factory=tuple)
    seat: int | None = None   # whose view is shown (None: the spectators')
    colours: tuple | None = None
    book: bool = True

    def __post_init__(self):
        if self.colours is not None and (len(self.colours) != len(self.names)
                                         or not set(self.colours) <= set(COLOURS)
                                         or len(set(self.colours)) != len(self.colours)):
            raise ValueError(f"example {self.id}: colours {self.colours} for {len(self.names)} "
                             f"seats (one each, of {COLOURS})")

    @property
    def steps(self) -> int:
        return len(self.script)

    def play(self, upto: int | None = None):
        """The position after ``upto`` steps (all by default), every step checked."""
        state = self.setup()
        for step in self.script[:upto]:
            play(state, step.action)
        return state

    def positions(self):
        """The starting position and the position after each step, in order."""
        state = self.setup()
        yield state.clone()
        for step in self.script:
            play(state, step.action)
            yield state.clone()


__all__ = ["COLOURS", "Step", "Example"]
