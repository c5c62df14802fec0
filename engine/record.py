"""A spectator's record of a game: what someone watching saw at every step, and nothing else.

A game shared while it runs must not carry its seed (it tells every coming die and card) nor
any seat's hidden draws. Rather than teach each game to replay with unknown cards, the record
keeps the spectator's payloads themselves (:meth:`engine.api.Session.payload` for seat
``None``, at every step): the first one whole, then one small change per step. Loading a record
gives a :class:`SharedGame` that shows those payloads and refuses everything else.

A change turns one JSON value into the next (:func:`diff`, :func:`patch`)::

    ["=", value]                          the new value, whole
    ["-"]                                 (a key of a dict edit) the key is gone
    {key: change, ...}                    a dict: these keys changed, the others stay
    ["L", drop, [[i, change], ...], more] a list: without its last ``drop`` items, the i-th
                                          changed, then the items ``more``
    ["R", [start, count, ...], more]      a list: runs of the old list's items (``count``
                                          from ``start`` on; from ``more`` where start is -1)

so a log line is an append and a moved piece one entry deep in the board. This is data
handling only: no rule of any game is known here.
"""

from __future__ import annotations

import json

import engine
from engine import messages, versions
from engine.core import IllegalAction
from engine.messages import msg

RECORD_FORMAT = "ludi-spectator"
RECORD_VERSION = 1
MAX_STEPS = 100_000  # far more than any game lasts: a record claiming more is damaged

# Payload keys a record does not store: the same at every step of a shared game, or told by
# the step itself. A record is history: never live, no seat, no moves to offer, no seed.
FILLED_IN = ("game", "name", "seed", "secret_seed", "seat", "step", "steps", "live", "next",
             "legal", "can_undo")


def diff(old, new):
    """The change from ``old`` to ``new`` (None: they are the same).

    A dict is edited key by key. A list that keeps its start is edited item by item (a log
    line is an append); one whose items moved (a piece put in a sorted list, a roll put in
    front) is built of runs of its old items; whichever is shorter, or the new list whole.

    >>> diff({"log": ["a"], "turn": 1}, {"log": ["a", "b"], "turn": 2})
    {'log': ['L', 0, [], ['b']], 'turn': ['=', 2]}
    >>> diff({"dice": [3, 4, 1], "gone": 0}, {"dice": [3, 5, 1]})
    {'dice': ['=', [3, 5, 1]], 'gone': ['-']}
    >>> diff([{"name": "Livia", "points": 3}, {"name": "Chico", "points": 5}],
    ...      [{"name": "Livia", "points": 3}, {"name": "Chico", "points": 7}])
    ['L', 0, [[1, {'points': ['=', 7]}]], []]
    >>> diff(["c", "b", "a", "z"], ["d", "c", "b", "a"])
    ['R', [-1, 1, 0, 3], ['d']]
    >>> diff([1, 2, 3], "three"), diff([1], [1]) is None
    (['=', 'three'], True)
    """
    if _same(old, new):
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        edit = {}
        for key, value in new.items():
            change = diff(old[key], value) if key in old else ["=", value]
            if change is not None:
                edit[key] = change
        edit.update({key: ["-"] for key in old if key not in new})
        return edit or None  # empty: the same but for the order of the keys
    if not (isinstance(old, list) and isinstance(new, list)):
        return ["=", new]
    keep = min(len(old), len(new))
    if _same(old[:keep], new[:keep]):  # a log line appended
        return ["L", len(old) - keep, [], new[keep:]]
    edits = [[i, change] for i in range(keep)
             for change in [diff(old[i], new[i])] if change is not None]
    candidates = [["=", new], _runs(old, new)]
    if 2 * len(edits) <= keep:
        candidates.append(["L", len(old) - keep, edits, new[keep:]])
    return min(candidates, key=_size)


def _same(a, b) -> bool:
    """Equal, and equal as text (``True == 1`` but not as text), both compared in C: the long
    log is compared at every step. Equal dicts with their keys in another order are not the
    same here; a diff then goes through them key by key.

    >>> _same([1, {"a": "x"}], [1, {"a": "x"}]), _same([1], [True]), _same(1, 1.0)
    (True, False, False)
    """
    return a == b and repr(a) == repr(b)


def _size(value) -> int:
    return len(json.dumps(value, separators=(",", ":")))


def _runs(old, new):
    """``new`` as runs of ``old``'s items and new items: ``["R", plan, more]``.

    ``plan`` is pairs ``start, count``: ``count`` items of ``old`` from ``start`` on, or with
    ``start`` -1 the next ``count`` items of ``more``. Greedy: at each item of ``new``, the
    longest run of ``old`` that begins with it.
    """
    where = {}
    for i, item in enumerate(old):
        where.setdefault(_key(item), []).append(i)
    plan, more, j = [], [], 0
    while j < len(new):
        best, length = -1, 0
        for i in where.get(_key(new[j]), ()):
            n = 0
            while i + n < len(old) and j + n < len(new) and _same(old[i + n], new[j + n]):
                n += 1
            if n > length:
                best, length = i, n
        if best < 0:
            more.append(new[j])
            best, length = -1, 1
        if plan and plan[-2] == -1 == best:
            plan[-1] += 1
        else:
            plan += [best, length]
        j += length
    return ["R", plan, more]


def _key(item) -> str:
    """``item`` as text to look it up by: equal JSON, equal text."""
    return json.dumps(item, sort_keys=True)


def patch(old, change):
    """``old`` changed by ``change`` (from :func:`diff`), as a new value; ``old`` stays as it was.

    >>> patch({"log": ["a"], "turn": 1}, {"log": ["L", 0, [], ["b"]], "turn": ["=", 2]})
    {'log': ['a', 'b'], 'turn': 2}
    >>> patch([1, 2, 3], ["L", 1, [[0, ["=", 9]]], []])
    [9, 2]
    >>> patch([1], ["L", 5, [], []])
    Traceback (most recent call last):
    ...
    ValueError: a list of 1 items cannot drop 5
    """
    if isinstance(change, dict):
        if not isinstance(old, dict):
            raise ValueError("a dict edit meets something that is not a dict")
        new = dict(old)
        for key, sub in change.items():
            if sub == ["-"]:
                if key not in new:
                    raise ValueError(f"there is no key {key!r} to take away")
                del new[key]
            elif key in new or (isinstance(sub, list) and sub[:1] == ["="]):
                new[key] = patch(new.get(key), sub)
            else:
                raise ValueError(f"there is no key {key!r} to change")
        return new
    if not isinstance(change, list) or not change:
        raise ValueError("a change must be a dict or a list with its kind first")
    if change[0] == "=" and len(change) == 2:
        return change[1]
    if change[0] == "L" and len(change) == 4:
        _, drop, edits, more = change
        if not isinstance(old, list):
            raise ValueError("a list edit meets something that is not a list")
        if isinstance(drop, bool) or not isinstance(drop, int) or not 0 <= drop <= len(old):
            raise ValueError(f"a list of {len(old)} items cannot drop {drop!r}")
        keep = len(old) - drop
        if not isinstance(edits, list) or not isinstance(more, list):
            raise ValueError("a list edit needs a list of changes and a list of items")
        new = old[:keep]
        for entry in edits:
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int
                    and 0 <= entry[0] < keep):
                raise ValueError(f"a list edit names no item of the list: {entry!r}")
            new[entry[0]] = patch(new[entry[0]], entry[1])
        return new + more
    if change[0] == "R" and len(change) == 3:
        return _from_runs(old, change[1], change[2])
    raise ValueError(f"there is no change of kind {change[0]!r}")


def _from_runs(old, plan, more):
    """The list ``plan`` builds of runs of ``old`` and the items ``more`` (see :func:`_runs`).

    >>> _from_runs(["c", "b", "a", "z"], [-1, 1, 0, 3], ["d"])
    ['d', 'c', 'b', 'a']
    >>> _from_runs(["a"], [0, 2], [])
    Traceback (most recent call last):
    ...
    ValueError: a run of 2 items from 0 goes past a list of 1
    """
    if not isinstance(old, list):
        raise ValueError("a list of runs meets something that is not a list")
    if not isinstance(plan, list) or len(plan) % 2 or not isinstance(more, list):
        raise ValueError("a list of runs needs pairs of numbers and a list of items")
    new, taken = [], 0
    for start, count in zip(plan[::2], plan[1::2]):
        if not (type(start) is int and type(count) is int and count > 0 and start >= -1):
            raise ValueError(f"a run must be two whole numbers, not {start!r}, {count!r}")
        if start == -1:
            if taken + count > len(more):
                raise ValueError(f"a run takes {count} new items where "
                                 f"{len(more) - taken} are left")
            new += more[taken:taken + count]
            taken += count
        elif start + count > len(old):
            raise ValueError(f"a run of {count} items from {start} goes past a list of {len(old)}")
        else:
            new += old[start:start + count]
    if taken != len(more):
        raise ValueError("a list of runs leaves new items unused")
    return new


# --- a record of a game -----------------------------------------------------------------------

def stored_payload(session, at) -> dict:
    """What a spectator sees after ``at`` steps, without the keys :data:`FILLED_IN`."""
    payload = session.payload(None, at)
    return {key: value for key, value in payload.items() if key not in FILLED_IN}


def spectator_record(session) -> dict:
    """The spectator's record of ``session``: every step as a spectator saw it, no seed.

    The changes are kept on the session, so sharing the same game again later computes only
    the steps since (a step's payload depends on the moves up to it alone).
    """
    history = [action for action, _ in session.history]
    kept = session.__dict__.get("_spectator_changes")
    if kept is None:
        first = stored_payload(session, 0)
        kept = ([], first, [], first)  # (moves, first payload, changes, payload after them)
    moves, first, changes, last = kept
    same = 0
    while same < min(len(moves), len(history)) and moves[same] == history[same]:
        same += 1
    if same < len(moves):
        changes, last = changes[:same], stored_payload(session, same)
    for at in range(same + 1, len(history) + 1):
        payload = stored_payload(session, at)
        changes.append(diff(last, payload) or {})
        last = payload
    session.__dict__["_spectator_changes"] = (history, first, changes, last)
    return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": session.game_id,
            "rules": session.module.RULES_VERSION, "steps": len(changes), "first": first,
            "columns": to_columns(changes)}


# How deep a change is split into columns: the payload's keys and the keys of its "state".
COLUMN_DEPTH = 2


def to_columns(changes, depth=COLUMN_DEPTH):
    """The changes of every step as columns ``[path, [change or None per step]]``.

    A column holds one part of the payload (its log, its board...) through the whole game:
    alike things lie side by side, and deflate finds more of them within its window.

    >>> to_columns([{"log": ["=", 1]}, {"log": ["=", 2], "state": {"turn": ["=", 3]}}])
    [[['log'], [['=', 1], ['=', 2]]], [['state', 'turn'], [None, ['=', 3]]]]
    """
    columns = {}

    def place(change, path, step):
        if isinstance(change, dict) and len(path) < depth:
            for key, part in change.items():
                place(part, path + (key,), step)
        else:
            columns.setdefault(path, [None] * len(changes))[step] = change

    for step, change in enumerate(changes):
        place(change, (), step)
    return [[list(path), values] for path, values in columns.items()]


def from_columns(columns, steps):
    """The changes of :func:`to_columns`, step by step; ValueError for a damaged column.

    >>> from_columns([[["log"], [["=", 1], ["=", 2]]], [["state", "turn"], [None, ["=", 3]]]], 2)
    [{'log': ['=', 1]}, {'log': ['=', 2], 'state': {'turn': ['=', 3]}}]
    >>> from_columns([[["log"], [["=", 1]]]], 2)
    Traceback (most recent call last):
    ...
    ValueError: the column ['log'] has 1 steps, not 2
    """
    if not isinstance(columns, list):
        raise ValueError("the steps are not a list of columns")
    changes = [{} for _ in range(steps)]
    for column in columns:
        if not (isinstance(column, list) and len(column) == 2 and isinstance(column[0], list)
                and column[0] and all(isinstance(key, str) for key in column[0])
                and isinstance(column[1], list)):
            raise ValueError("a column must be a path of keys and its changes")
        path, values = column
        if len(values) != steps:
            raise ValueError(f"the column {path!r} has {len(values)} steps, not {steps}")
        for change, value in zip(changes, values):
            if value is None:
                continue
            node = change
            for key in path[:-1]:
                node = node.setdefault(key, {})
                if not isinstance(node, dict):
                    raise ValueError(f"the column {path!r} lies inside another's change")
            if path[-1] in node:
                raise ValueError(f"the column {path!r} comes twice")
            node[path[-1]] = value
    return changes


# The keys every stored payload has, and what each must be (a damaged record is refused here,
# before a board tries to draw it).
_SHAPE = {"seats": list, "current": int, "state": dict, "log": list, "rolls": list,
          "over": bool}


class SharedGame:
    """A spectator's record loaded on a board: its steps can be watched and nothing else.

    A record of other rules than today's opens all the same, ``comparison`` saying so."""

    lang = "en"  # the reader's language: set by each request (see engine.api)

    def __init__(self, game_id, payloads, rules=None):
        self.game_id = game_id
        self.module = engine.game_module(game_id)
        self.payloads = payloads  # payloads[k]: what a spectator saw after k steps
        self.comparison = versions.RecordNote.of(self.module, rules or self.module.RULES_VERSION)

    @classmethod
    def load(cls, record):
        """Rebuild the payloads of :func:`spectator_record`'s output; a damaged one is refused."""
        if record.get("version") != RECORD_VERSION:
            raise IllegalAction(msg("core.shared_version", value=repr(record.get("version")),
                                    version=RECORD_VERSION))
        game_id = record.get("game")
        if not isinstance(game_id, str) or game_id not in engine.GAMES:
            raise IllegalAction(msg("core.shared_unknown_game", value=repr(game_id)))
        rules = versions.record_version(record)
        steps = record.get("steps")
        if isinstance(steps, bool) or not isinstance(steps, int) or not 0 <= steps <= MAX_STEPS:
            raise IllegalAction(msg("core.shared_no_steps"))
        try:
            changes = from_columns(record.get("columns"), steps)
        except ValueError as error:
            raise IllegalAction(msg("core.shared_damaged", problem=str(error))) from None
        payloads = [_checked(record.get("first"), 0)]
        for number, change in enumerate(changes, 1):
            try:
                payload = patch(payloads[-1], change)
            except (ValueError, TypeError, IndexError, KeyError, RecursionError) as error:
                raise IllegalAction(msg("core.shared_damaged_at", number=number,
                                        problem=str(error))) from None
            payloads.append(_checked(payload, number))
        return cls(game_id, payloads, rules)

    def text(self, message):
        """A message as the page shows it, in the reader's language."""
        return messages.render(message, messages.catalogue(self.module, self.lang))

    def payload(self, seat, at=None):
        """The spectator's payload after ``at`` steps (None: the last), as a Session gives it."""
        if seat is not None:
            raise IllegalAction(msg("core.shared_no_seat_view"))
        steps = len(self.payloads) - 1
        if at is None:
            at = steps
        if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= steps:
            raise IllegalAction(msg("core.shared_no_step", value=repr(at), count=steps))
        return {"game": self.game_id, "name": self.module.NAME, "seed": None,
                "secret_seed": False, "seat": None, "step": at, "steps": steps,
                "live": False, "next": "history", "legal": [], "can_undo": False,
                **self.payloads[at]}


def _checked(payload, number):
    if not isinstance(payload, dict):
        raise IllegalAction(msg("core.shared_shows_nothing", number=number))
    for key, kind in _SHAPE.items():
        value = payload.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise IllegalAction(msg("core.shared_part_wrong", number=number, part=repr(key)))
    unknown = set(payload) & set(FILLED_IN)
    if unknown:
        raise IllegalAction(msg("core.shared_says_too_much", number=number,
                                parts=", ".join(sorted(unknown))))
    return payload
