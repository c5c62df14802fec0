"""Rules versions: which rules a game was played under, and what it becomes under today's.

Each game's data module says ``RULES_VERSION``, raised whenever a change can alter a legal
history or its outcome, and ``RULES_CHANGES``: one :class:`Change` per version, dated, with the
message that tells a person what changed. Saves, spectators' records and teachers' examples
carry the version they were made under (``"rules"``; one without it was made before games had
versions: version 1).

A save also carries a check of every position (:func:`fingerprint`: who moves, what they may
do, the scores), so a later build can tell where its rules first differ from the save's. An
older save is replayed under today's rules (:func:`compare`):

- every move allowed and every position alike: the same game, it simply goes on;
- every move allowed, but from some position on today's rules allow other moves than the
  game was played with: it goes on where it was, and the person may go back to that position;
- a move no longer allowed: the game goes on from just before it, the last position both
  versions reach.

A save made before checks has only its moves: a :class:`Change` may then say itself where it
first matters in a game (``differs``), and where a position shows the game was played under
the change already (``played_under``). A change that adds a move the older rules made without
one (a draw that always fell alike) says how an older game's moves go under it (``upgrade``).
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass, field
from typing import Callable

from engine.core import CHANCE, TERMINAL, IllegalAction, action_text, as_action
from engine.messages import msg

FIRST = 1
"""The version of whatever was made before games had rules versions."""
CHECK_CHARS = 3  # a position's check: 18 bits, base64url


@dataclass(frozen=True)
class Change:
    """What a rules version changed: ``message`` says it to a person, ``date`` is when.

    ``differs(state)``: whether the rules before this version allow other moves at ``state``
    than this version's (for saves without checks); ``played_under(state)``: whether ``state``
    cannot arise under the rules before it, so the game was played under this change already;
    ``upgrade(moves)``: the moves of a game of the rules before, as this version plays that
    game (it may only put moves before the game's own, which a person does not count).
    """

    version: int
    date: str
    message: str
    differs: Callable | None = None
    played_under: Callable | None = None
    upgrade: Callable | None = None


def rules_version(module) -> int:
    return module.RULES_VERSION


def changes_between(module, saved: int) -> list:
    """The changes after version ``saved``, oldest first."""
    return [change for change in module.RULES_CHANGES if change.version > saved]


def upgraded(module, saved: int, moves: list) -> tuple:
    """(moves, added): ``moves`` of a game of rules version ``saved`` as today's rules play that
    game (see :attr:`Change.upgrade`), and how many moves were put before its own."""
    played = moves
    for change in changes_between(module, saved):
        if change.upgrade is not None:
            played = change.upgrade(played)
    return played, len(played) - len(moves)


def saved_version(made, module, refusal: str) -> int:
    """The rules version ``made`` (a save, record or example, a dict) says it was made under;
    one newer than this build's is refused with ``refusal`` (a message id taking ``game``,
    ``saved`` and ``rules``), as is one that is not a version."""
    saved = made.get("rules", FIRST)
    if isinstance(saved, bool) or not isinstance(saved, int) or saved < FIRST:
        raise IllegalAction(msg("core.rules_not_a_version", value=repr(saved)))
    if saved > module.RULES_VERSION:
        raise IllegalAction(msg(refusal, game=module.NAME, saved=saved,
                                rules=module.RULES_VERSION))
    return saved


def well_formed(action) -> bool:
    """Whether ``action`` is an action at all (a replay of older rules tells a move today's
    rules refuse from a damaged one)."""
    try:
        as_action(action)
    except IllegalAction:
        return False
    return True


def record_version(record) -> int:
    """The rules version a spectator's record says it was played under; any version opens
    (a record is pictures), but one that is not a version is refused."""
    saved = record.get("rules", FIRST)
    if isinstance(saved, bool) or not isinstance(saved, int) or saved < FIRST:
        raise IllegalAction(msg("core.rules_not_a_version", value=repr(saved)))
    return saved


@dataclass
class RecordNote:
    """What a page says of a spectator's record of other rules than today's: it shows the game
    as it was seen, whatever changed since."""

    name: str
    saved: int
    rules: int
    changes: list

    @classmethod
    def of(cls, module, saved):
        """The note for a record of ``module``'s rules version ``saved`` (None: today's)."""
        if saved == module.RULES_VERSION:
            return None
        return cls(module.NAME, saved, module.RULES_VERSION, changes_between(module, saved))

    def messages(self) -> list:
        if self.saved > self.rules:
            return [msg("core.rules_record_newer", game=self.name, saved=self.saved,
                        rules=self.rules)]
        said = [msg("core.rules_record_made", game=self.name, saved=self.saved, rules=self.rules)]
        said += [_change_said(change) for change in self.changes]
        return said + [msg("core.rules_record_shown")]

    def reply(self, render) -> dict:
        return {"kind": "record", "saved": self.saved, "rules": self.rules,
                "text": [render(m) for m in self.messages()]}


def _change_said(change) -> dict:
    return msg("core.rules_change", version=change.version, date=change.date,
               change=msg(change.message))


# --- checks ------------------------------------------------------------------------------------

def fingerprint(state) -> str:
    """A short check of a position as the rules see it: who moves, what may be done (or may
    fall, at a chance node), the scores and the winners. Wording, views and the order of the
    moves play no part, so only a change of the rules changes it."""
    player = state.current_player()
    if player == CHANCE:
        options = [outcome for outcome, _ in state.chance_outcomes()]
    elif player == TERMINAL:
        options = []
    else:
        options = state.legal_actions()
    text = json.dumps([player, sorted(action_text(a) for a in options), state.scores(),
                       state.winners()], separators=(",", ":"))
    digest = hashlib.sha256(text.encode()).digest()
    return base64.urlsafe_b64encode(digest[:3]).decode()[:CHECK_CHARS]


def session_checks(session) -> str:
    """The checks of every position of ``session``'s game, the current one last. Those of the
    positions before each move are kept on the session with the position they check, so an
    autosave after every move computes one or two."""
    kept = session.__dict__.setdefault("_checks", [])
    del kept[len(session.snapshots):]
    for k, state in enumerate(session.snapshots):
        if k < len(kept) and kept[k][0] is state:
            continue
        del kept[k:]
        kept.append((state, fingerprint(state)))
    return "".join(check for _, check in kept) + fingerprint(session.state)


def read_checks(checks):
    """A save's ``checks`` as a list, one per position (None: the save has none); a damaged one
    is refused. A position's check depends on the moves before it alone, so a save cut short
    by hand keeps true checks for the positions it still has."""
    if checks is None:
        return None
    alphabet = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    if not isinstance(checks, str) or len(checks) % CHECK_CHARS or not set(checks) <= alphabet:
        raise IllegalAction(msg("core.save_checks"))
    return [checks[i:i + CHECK_CHARS] for i in range(0, len(checks), CHECK_CHARS)]


# --- an older game under today's rules ----------------------------------------------------------

@dataclass
class Comparison:
    """An older game replayed under today's rules (see the module's docstring).

    ``reached``: how many moves today's rules allow in a row, of the ``moves`` the game has,
    both counted as today's rules play it (an example's: its start's and its steps', the dice
    and cards that fell between them too); ``refusal``: why the next is refused;
    ``differs_at``: after how many moves the rules first differ (None: nowhere); ``offset``:
    how many of those moves a person does not count (an example's start, moves an upgrade put
    before a game's own). The reply counts as the person does.
    """

    name: str
    saved: int
    rules: int
    moves: int
    reached: int
    changes: list = field(default_factory=list)
    differs_at: int | None = None
    refusal: object = None
    made: str = "game"    # or "example" (see SAID)
    offset: int = 0       # moves before the first a person counts (an example's start)

    @property
    def kind(self) -> str:
        """``untouched`` (the same game), ``differs`` (other moves allowed from
        ``differs_at``) or ``refused`` (a move no longer allowed)."""
        if self.refusal is not None:
            return "refused"
        return "untouched" if self.differs_at is None else "differs"

    @property
    def back_to(self) -> int | None:
        """How many of the person's moves to go back to, to where the rules first differ, when
        the game has gone past it."""
        if self.differs_at is not None and self.offset <= self.differs_at < self.reached:
            return self.differs_at - self.offset
        return None

    def messages(self) -> list:
        """What a person is told, as messages: which rules it was made under, each change
        since, and what became of it under today's."""
        made, untouched, differs, refused = SAID[self.made]
        said = [msg(made, game=self.name, saved=self.saved, rules=self.rules)]
        said += [_change_said(change) for change in self.changes]
        if self.kind == "refused":
            said.append(msg(refused, number=self.number(self.reached), reason=self.refusal))
        elif self.kind == "differs":
            said.append(msg(differs, number=self.number(self.differs_at)))
        else:
            said.append(msg(untouched))
        return said

    def number(self, position) -> int:
        """The number a person knows the move after ``position`` by (an example's steps are
        counted from its first)."""
        return max(position - self.offset, 0) + 1

    def reply(self, render) -> dict:
        """The comparison as a page reads it, its sentences made by ``render``."""
        counted = {key: None if value is None else max(value - self.offset, 0)
                   for key, value in (("moves", self.moves), ("reached", self.reached),
                                      ("differs_at", self.differs_at))}
        return {"kind": self.kind, "saved": self.saved, "rules": self.rules, **counted,
                "back_to": self.back_to, "text": [render(m) for m in self.messages()]}


# What a comparison says of a saved game and of an example: how it was made, and each outcome.
SAID = {
    "game": ("core.rules_game_saved", "core.rules_untouched", "core.rules_differ_from",
             "core.rules_move_refused"),
    "example": ("core.rules_example_written", "core.rules_example_allowed",
                "core.rules_example_differs", "core.rules_example_stops"),
}


def compare(module, saved: int, positions: list, moves: int, refusal=None, checks=None,
            made="game", offset=0) -> Comparison | None:
    """``positions`` (today's rules' states after 0, 1, ... moves, as far as they allow the
    game's ``moves``) compared with the game of rules version ``saved``; ``refusal``: why the
    move after them is refused; ``checks``: the save's own, if it has them; ``made`` and
    ``offset`` as :class:`Comparison` takes them. None when ``saved`` is today's version:
    nothing to tell."""
    if saved == module.RULES_VERSION:
        return None
    changes = changes_between(module, saved)
    reached = len(positions) - 1
    differs_at = None
    if checks is not None:  # the save's own positions: after the moves put before them
        differs_at = next((k + offset for k, (check, state)
                           in enumerate(zip(checks, positions[offset:]))
                           if check != fingerprint(state)), None)
    else:
        for change in changes:
            if change.played_under and any(change.played_under(s) for s in positions):
                continue  # the game already followed this change
            if change.differs:
                found = next((k for k, s in enumerate(positions) if change.differs(s)), None)
                if found is not None and (differs_at is None or found < differs_at):
                    differs_at = found
    return Comparison(module.NAME, saved, module.RULES_VERSION, moves, reached, changes,
                      differs_at, refusal, made, offset)
