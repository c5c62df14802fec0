"""The one JSON boundary between the web page's worker and the engine.

The worker calls :func:`handle` with a JSON string and gets a JSON string back; nothing else of
the engine is visible to JavaScript. A request names a command and, optionally, a board (several
boards may share one worker)::

    >>> import json
    >>> reply = json.loads(handle(json.dumps({"cmd": "start", "game": "aquileia", "seed": 7,
    ...     "seats": [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "bot"},
    ...               {"name": "Stefan", "kind": "bot"}]})))
    >>> reply["ok"], reply["view"]["seats"][0]["name"]
    (True, 'Livia')
    >>> json.loads(handle(json.dumps({"cmd": "play", "seat": 0, "action": ["fly"]})))["ok"]
    False

Commands (all return ``{"ok": true, ...}`` or ``{"ok": false, "error": message}``):

- ``catalogue``: the games, playable and coming.
- ``start {game, seats: [{name, kind: human|bot, level?}], seed?, options?, seat?}``: without a
  ``seed`` the game gets a secret one of 128 bits from the system's randomness, which no reply
  shows until the game is over (a seat that knew it could compute every coming die and card).
- ``view {seat, at?}``: what ``seat`` may see (``null``: a spectator); ``at``: after that many
  steps of the game, read only.
- ``play {seat, action}``: the checked path; the state is unchanged on an error.
- ``step``: the next chance outcome (a die roll, a card draw), sampled with the game's seed; the
  reply's ``action`` is null, since an outcome may be secret (a card drawn into a hand): the
  view shows the asking seat what it may see of it. So is the ``action`` of a ``bot`` reply to
  any seat but the bot's own.
- ``bot``: the bot whose turn it is chooses and plays one action. A bot seat names its ``bot``
  (``random``, ``greedy`` or ``mcts``) and ``level`` (``easy``, ``normal``, ``hard``: the search's
  budget, a count of work, so the same seed gives the same game on any device); a seat with a
  level and no bot gets ``mcts``, a seat with neither the ``random`` bot.
- ``think {steps?, slice_ms?, stretch?}``: the bots think ahead of the game (see
  :mod:`engine.bots.ahead`): the bot whose turn it is chooses without playing, for at most
  ``slice_ms`` (then it stops, and the next ``think`` goes on from there); the session keeps the
  choice, made or under way, for this position and ``bot`` plays it (at once, or after thinking
  what is left). The worker thinks in slices, so a person's move or a take-back between two of
  them is answered at once. The same choice either way, wherever the slices fall, so a seeded
  game replays alike; a take-back or any other move discards it. The reply says nothing of the
  choice: ``{steps, chosen, stale, waiting, trees, jobs, awaited}``, ``stale`` when the game is
  no longer at ``steps`` (nothing is done then).
  With ``stretch``, once this choice is made (or at a chance step) the bots think on through
  the stretch that follows, each choice played on in a copy, up to a person's decision or the
  end; at a person's decision, the stretches that would follow the moves the person is likely
  to make (the guesses). ``thought`` then counts the choices thought past this position (made
  or under way), ``through`` says there is nothing left to think, and ``guessed`` that the
  stretch is one thought while the person decided (their move was guessed). Moves that follow
  what was thought keep it (a guessed move, then the bots' and chance's along the stretch); any
  other discards it.
  Where a bot's level splits its search into trees (``engine.bots.mcts``), ``helpers`` (0 to
  16, read when a bot's thinking begins) is how many of them the page can grow in its helper
  workers: ``trees`` is how many trees the thinking last advanced is split into (0 while not
  yet known), ``jobs`` are the trees handed out (``{name, job}``, the job as JSON text, to pass
  on as it is), ``waiting`` says only those are left, and ``awaited`` names every tree out that
  a kept thinking still waits for (the others are a discarded one's: the page need not grow
  them). The next ``think`` brings them back as ``grown: [{name, visits}]``, or ``given_back:
  [name]`` for a tree the page could not grow, which then grows here. A ``think`` without
  ``slice_ms``, and ``bot``, never wait: what is not back grows here. The choice is the same
  wherever a tree grows.
- ``grow {job}``: grows one tree of a job's text (``{visits}``); needs no game.
- ``undo {seat}``: takes back the seat's own last action, never past a chance outcome or
  another seat's action.
- ``examples``, ``example {game, id}`` or ``example {teacher}``, ``ask {at}``, ``answer {at,
  action}``: a rulebook's worked example (or one a teacher wrote as JSON) on a board, and its
  question steps (see :mod:`engine.lesson`).
- ``draft``, ``draft_move``: a teacher's example in the making, every seat's moves the teacher's
  (see :mod:`engine.drafts`).
- ``save`` / ``load {save, upto?}``: a save is the game's seats, seed and every action: the
  whole record, secret seed included (as a decimal string, beyond what JavaScript numbers keep
  exact, with ``"secret_seed": true``), its rules version and a check of every position;
  loading replays it through the checked path, so a damaged or foreign file is refused and
  changes nothing. A save of older rules is replayed as far as today's rules allow: the reply's
  ``update`` (null for today's rules) says what changed and what became of the game (see
  :mod:`engine.versions`); ``upto`` replays only that many moves, to go back to where the rules
  first differ (``update.back_to``).
- ``verify {save, parties: [{who, commitment, share}], committed?, seat?, saw?, moves?}``: a
  table's finished game checked for fair dice and draws (see :mod:`engine.fairness`): every
  share against its commitment (and ``committed``, the commitments this device was sent before
  anyone revealed), the seed against the shares, every draw of the save's history against the
  seed's, and ``seat``'s own views (``saw``: ``[[steps, lang, digest]]``) and moves (``moves``:
  ``[[steps, action]]``) against the history replayed. ``{fair, problem, step, draws, steps,
  seed, text}``; needs no game.
- ``share``: what a link to this game may hold (``{share, steps, whole}``). While the game runs,
  the spectator's record (see :mod:`engine.record`): what a spectator saw at every step, with no
  seed and no hidden card of any seat; once it is over (nothing is hidden any more), the whole
  save (``whole`` true).
- ``watch {shared}``: shows a shared game (a spectator's record, or a save: ``whole``) on a
  board. Of a record only ``view {seat: null, at}`` answers; everything else (a move, a draw,
  a bot, undo, a seat's view, a save) is refused, and a damaged record is refused and changes
  nothing. A record of older rules opens all the same (it is pictures), ``update`` saying what
  changed since.

Each reply to a command that shows the game carries ``view``: the payload for one seat (see
:meth:`Session.payload`).
"""
from __future__ import annotations

import json
import time

import engine
from engine import bots, drafts, fairness, lesson, messages, record
from engine.bots.mcts import grow
from engine.core import IllegalAction, as_action
from engine.messages import msg
from engine.session import MAX_SEED, SAVE_FORMAT, SAVE_VERSION, Session, _parsed  # noqa: F401

SESSIONS: dict = {}


def catalogue():
    games = [{"id": gid, "name": name, "players": [players[0], players[-1]],
              "ready": True, "rules": f"rules/{gid}.html"}
             for gid, (name, players) in engine.LISTED.items()]
    games += [{"id": gid, "name": name, "ready": False, "rules": f"rules/{gid}.html"}
              for gid, name in engine.COMING.items() if gid not in engine.GAMES]
    return {"games": games, "bots": sorted(bots.NAMES), "default_bot": bots.DEFAULT,
            "levels": list(bots.LEVELS), "default_level": "normal",
            "languages": [{"code": code, "name": name}
                          for code, name in messages.LANGUAGES.items()]}


def words(game_id, lang) -> dict:
    """The words a game's board draws itself (``<game>.board.*``) and the names of its things
    (``term.<game>.*``), as templates in ``lang``, for the page to fill: a plural is a list
    [one, other]."""
    module = engine.game_module(game_id)
    catalogue = messages.catalogue(module, lang)
    own = (f"{game_id}.board.", f"term.{game_id}.")
    return {key: list(value) if isinstance(value, tuple) else value
            for key, value in catalogue.items() if key.startswith(own)}


def _session(request):
    board = request.get("board", "main")
    if board not in SESSIONS:
        raise IllegalAction(msg("core.no_game_on_board"))
    return SESSIONS[board]


def share(session) -> dict:
    """A running game as a spectator saw it; a finished one whole (see the docstring)."""
    whole = session.state.is_terminal()
    shared = session.save() if whole else record.spectator_record(session)
    return {"share": shared, "steps": len(session.history), "whole": whole}


def think(session, request, progress=None) -> dict:
    """A ``think`` request (see the docstring)."""
    steps, slice_ms = request.get("steps"), request.get("slice_ms")
    helpers, grown = request.get("helpers", 0), request.get("grown", [])
    if isinstance(helpers, bool) or not isinstance(helpers, int) or not 0 <= helpers <= 16:
        raise IllegalAction(msg("core.think_helpers", value=repr(helpers)))
    if not isinstance(grown, list) or not all(_grown_tree(tree) for tree in grown):
        raise IllegalAction(msg("core.think_grown"))
    given_back = request.get("given_back", [])
    if not isinstance(given_back, list) or not all(isinstance(name, str) for name in given_back):
        raise IllegalAction(msg("core.think_given_back"))
    if steps is not None and (isinstance(steps, bool) or not isinstance(steps, int)):
        raise IllegalAction(msg("core.think_steps", value=repr(steps)))
    if slice_ms is not None and (isinstance(slice_ms, bool) or not isinstance(slice_ms, (int, float))
                                 or not 0 < slice_ms <= 60_000):
        raise IllegalAction(msg("core.think_slice", value=repr(slice_ms)))
    stretch = request.get("stretch", False)
    if not isinstance(stretch, bool):
        raise IllegalAction(msg("core.think_stretch", value=repr(stretch)))
    if steps is not None and steps != len(session.history):
        return {"steps": len(session.history), "chosen": False, "stale": True}
    until = None if slice_ms is None else time.perf_counter() + slice_ms / 1000
    chosen = session.think(progress, until, helpers,
                           {tree["name"]: {"visits": tree["visits"]} for tree in grown},
                           given_back, stretch)
    ahead = session.ahead
    thinking = ahead.frontier   # the thinking last advanced: this position's, or one ahead
    reply = {"steps": len(session.history), "chosen": chosen, "stale": False,
             "waiting": bool(thinking and thinking.waiting),
             "trees": getattr(thinking.bot, "tree_count", 1) if thinking else 1,
             "jobs": ahead.jobs(), "awaited": ahead.awaited()}
    if stretch:
        reply["thought"] = ahead.thought(len(session.history))
        reply["through"] = ahead.through()
        reply["guessed"] = ahead.guessed
    return reply


def _grown_tree(tree) -> bool:
    """Whether ``tree`` is a grown tree as a ``grow`` reply gives it: ``{name, visits:
    [[action, count], ...]}``."""
    if not isinstance(tree, dict) or not isinstance(tree.get("name"), str):
        return False
    visits = tree.get("visits")
    return isinstance(visits, list) and all(
        isinstance(row, list) and len(row) == 2 and isinstance(row[0], list) and row[0]
        and isinstance(row[1], int) and not isinstance(row[1], bool) for row in visits)


def watch(shared):
    """The session showing a shared game: a spectator's record or a whole save."""
    shared = _parsed(shared, msg("core.shared_not_json"))
    if isinstance(shared, dict) and shared.get("format") == record.RECORD_FORMAT:
        return record.SharedGame.load(shared)
    return Session.load(shared)


def rules_update(session):
    """What a loaded game, or a shared one, made under older rules became under today's (see
    :mod:`engine.versions`), its sentences in the session's language; None if it is today's."""
    comparison = session.comparison
    return None if comparison is None else comparison.reply(session.text)


def dispatch(request: dict, progress=None) -> dict:
    """Run one command (see the module docstring) and return its JSON-ready reply; ``progress``
    goes to a searching bot (see :func:`handle`)."""
    if not isinstance(request, dict):
        raise IllegalAction(msg("core.request_not_object"))
    cmd = request.get("cmd")
    board = request.get("board", "main")
    seat = request.get("seat")
    lang = messages.language(request.get("lang"))
    if cmd == "catalogue":
        return catalogue()
    if cmd == "words":
        return {"words": words(request.get("game"), lang), "lang": lang}
    if cmd == "grow":
        return grow(request.get("job"))
    if cmd == "verify":
        return fairness.verify(request)

    reply = lesson.dispatch(request, SESSIONS) or drafts.dispatch(request, SESSIONS)
    if reply is not None:
        return reply
    if cmd in ("start", "load", "watch"):
        if cmd == "start":
            session = Session.start(request)
        elif cmd == "load":
            session = Session.load(request.get("save"), request.get("upto"))
        else:
            session = watch(request.get("shared"))
        session.lang = lang
        view = session.payload(seat)  # checks the seat before the board changes
        SESSIONS[board] = session
        update = rules_update(session)
        if cmd == "watch":
            return {"view": view, "whole": not isinstance(session, record.SharedGame),
                    "update": update}
        return {"view": view, "update": update}
    session = _session(request)
    session.lang = lang
    if cmd == "view":
        return {"view": session.payload(seat, request.get("at"))}
    if isinstance(session, record.SharedGame):
        raise IllegalAction(msg("core.shared_only_watched"))
    if cmd == "play":
        session.check_seat(seat)  # before anything changes
        action = session.play(seat, as_action(request.get("action")))
    elif cmd == "step":
        action = session.step()
    elif cmd == "bot":
        action = session.bot_move(progress)
    elif cmd == "think":
        return think(session, request, progress)
    elif cmd == "undo":
        session.undo(seat)
        action = None
    elif cmd == "save":
        return {"save": session.save()}
    elif cmd == "share":
        return share(session)
    else:
        raise IllegalAction(msg("core.unknown_command", value=repr(cmd)))
    actor = session.history[-1][1] if action is not None else None
    shown = list(action) if action is not None and actor == seat else None
    return {"view": session.payload(seat), "action": shown}


def refusal_text(error: IllegalAction, lang) -> str:
    """What a refusal says, in ``lang``: in the core's words and those of the games its message
    ids name (``<game>.…``, ``term.<game>.…``), so a refused link loads no game it does not name."""
    catalogue = dict(messages.catalogue(None, lang))
    for key in messages.ids_in(error.reason):
        game_id = key.removeprefix("term.").partition(".")[0]
        if game_id in engine.LISTED:
            catalogue.update(messages.catalogue(engine.game_module(game_id), lang))
    return messages.render(error.reason, catalogue)


def handle(request_json: str, progress=None) -> str:
    """The worker's entry point: a JSON request in, a JSON reply out, never an exception.

    ``progress``, if given, is called as ``progress(done, budget)`` while a ``bot`` or ``think``
    request's search runs: iterations done of its budget, at its start and about every twentieth
    of it (the worker posts them to the page, which shows a slow bot's thinking)."""
    request = None
    try:
        request = json.loads(request_json)
        reply = {"ok": True, **dispatch(request, progress)}
    except IllegalAction as error:
        lang = request.get("lang") if isinstance(request, dict) else None
        reply = {"ok": False, "error": refusal_text(error, lang)}
    except ValueError as error:
        problem = IllegalAction(msg("core.bad_request", problem=str(error)))
        reply = {"ok": False, "error": refusal_text(problem, None)}
    return json.dumps(reply)
