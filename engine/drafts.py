"""A teacher's example in the making: a game played on a board from where the example starts (a
new game from a seed, a saved game's moves, a rulebook example's position), every seat's moves
made by the teacher (hot seat), each step told as the example will tell it. The page
(``web/make.js``) keeps the captions and questions and writes the file; the file is read back by
:func:`engine.lesson.from_teacher`, the check every teacher's file passes.

>>> reply = dispatch({"cmd": "draft", "board": "d", "game": "marble", "players": ["Ann", "Ben"],
...                   "start": {"seed": 7}, "actions": []}, {})
>>> reply["draft"]["next"], reply["draft"]["players"]
('chance', ['Ann', 'Ben'])

Commands (see :mod:`engine.api`):

- ``draft {board, game, players, start, actions}``: the game from ``start`` (as a teacher's file
  says it: ``{"seed": 7}`` or ``{"example": "arena"}``; ``players`` may be left out for a
  rulebook example, whose names are then the book's in the reader's language), then
  ``actions``, every step since (chance outcomes named, as a save names them), each checked.
  ``{draft, view}``: ``draft`` holds ``players``, ``steps`` (one per action: see
  :func:`step_told`), ``next`` and ``current`` (see :func:`where`); ``view`` is what the seat to
  move sees (a spectator's at a draw or at the end).
- ``draft_move {board, action?}``: the seat to move makes ``action``; at a draw without an
  ``action`` the dice or cards fall as the seed says. ``{step, next, current, view}``.
"""

from __future__ import annotations

from engine import messages
from engine.core import CHANCE, TERMINAL, IllegalAction
from engine.lesson import (MOST_TEACHER_ACTIONS, TEACHER_FORMAT, TEACHER_VERSION, _possible, _refusal,
                           teacher_position)
from engine.messages import msg


def step_told(session, k) -> dict:
    """Step ``k`` of ``session`` as the page lists it: ``action``; ``actor`` (a seat, or None
    for a draw); ``said``, what the game's log tells everybody of it (the default caption);
    ``label``, the move in the game's words (None for a draw)."""
    action, actor = session.history[k]
    said = " ".join(session.text(line) for step, line, to in session.log if step == k and to is None)
    label = (session.text(session.module.action_label(session.snapshots[k], action))
             if actor >= 0 else None)
    return {"action": list(action), "actor": actor if actor >= 0 else None, "said": said,
            "label": label}


def where(session) -> dict:
    """``next``: who moves now ("seat", "chance" or "over"); ``current``: the seat, if one."""
    current = session.state.current_player()
    kind = {CHANCE: "chance", TERMINAL: "over"}.get(current, "seat")
    return {"next": kind, "current": current if current >= 0 else None}


def view(session) -> dict:
    """What the seat to move sees: the teacher moves for every seat in turn."""
    return session.payload(where(session)["current"])


def draft(request, lang) -> object:
    """The session of a ``draft`` request (see the module's docstring)."""
    d = {"format": TEACHER_FORMAT, "version": TEACHER_VERSION, "game": request.get("game"),
         "start": request.get("start")}
    if request.get("players") is not None:
        d["players"] = request.get("players")
    session, _book = teacher_position(d, lang)
    actions = request.get("actions", [])
    if not isinstance(actions, list):
        raise IllegalAction(msg("teacher.steps"))
    if len(session.history) + len(actions) > MOST_TEACHER_ACTIONS:
        raise IllegalAction(msg("teacher.too_long", most=MOST_TEACHER_ACTIONS))
    for number, action in enumerate(actions, 1):
        state = session.state.clone()
        try:
            session.apply(action)
        except IllegalAction as error:
            raise IllegalAction(msg("teacher.draft_move", number=number,
                                    reason=_refusal(session, state, action, error),
                                    moves=_possible(session, state))) from None
    session.drafted = len(session.history) - len(actions)  # the moves of the start, before these
    return session


def move(session, request) -> dict:
    """A ``draft_move`` request: the seat to move moves, or a draw falls."""
    if getattr(session, "drafted", None) is None:
        raise IllegalAction(msg("core.no_game_on_board"))
    current = session.state.current_player()
    if current == TERMINAL:
        raise IllegalAction(msg("core.over"))
    action = request.get("action")
    if current == CHANCE and action is None:
        session.step()
    else:
        session.apply(action)
    return {"step": step_told(session, len(session.history) - 1), **where(session),
            "view": view(session)}


def dispatch(request: dict, sessions: dict) -> dict | None:
    """Run a ``draft`` or ``draft_move`` command, else None."""
    cmd = request.get("cmd")
    if cmd not in ("draft", "draft_move"):
        return None
    board = request.get("board", "main")
    lang = messages.language(request.get("lang"))
    if cmd == "draft":
        session = draft(request, lang)
        session.lang = lang
        sessions[board] = session
        steps = [step_told(session, k) for k in range(session.drafted, len(session.history))]
        return {"draft": {"players": [seat["name"] for seat in session.seats], "steps": steps,
                          **where(session)}, "view": view(session)}
    if board not in sessions:
        raise IllegalAction(msg("core.no_game_on_board"))
    session = sessions[board]
    session.lang = lang
    return move(session, request)
