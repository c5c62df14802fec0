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
- ``undo {seat}``: takes back the seat's own last action, never past a chance outcome or
  another seat's action.
- ``examples``, ``example {game, id}``, ``ask {at}``, ``answer {at, action}``: a rulebook's
  worked example on a board, and its question steps (see :mod:`engine.examples`).
- ``save`` / ``load {save}``: a save is the game's seats, seed and every action: the whole
  record, secret seed included (as a decimal string, beyond what JavaScript numbers keep exact,
  with ``"secret_seed": true``); loading replays it through the checked path, so a damaged or
  foreign file is refused and changes nothing.
- ``share``: what a link to this game may hold (``{share, steps, whole}``). While the game runs,
  the spectator's record (see :mod:`engine.record`): what a spectator saw at every step, with no
  seed and no hidden card of any seat; once it is over (nothing is hidden any more), the whole
  save (``whole`` true).
- ``watch {shared}``: shows a shared game (a spectator's record, or a save: ``whole``) on a
  board. Of a record only ``view {seat: null, at}`` answers; everything else (a move, a draw,
  a bot, undo, a seat's view, a save) is refused, and a damaged record is refused and changes
  nothing.

Each reply to a command that shows the game carries ``view``: the payload for one seat (see
:meth:`Session.payload`).
"""

from __future__ import annotations

import json
import random
import re

import engine
from engine import bots, record
from engine.core import CHANCE, TERMINAL, IllegalAction, action_text, as_action, sample

SAVE_FORMAT = "ludi-save"
SAVE_VERSION = 1
MAX_SEED = 2**53 - 1  # the largest integer JavaScript keeps exact
SECRET_SEED_BITS = 128  # an unseeded game's secret: far too many to try against the dice seen


class Session:
    """One game being played: the state, its seats, its seed and every action taken."""

    def __init__(self, game_id, seats, seed, options, secret_seed=False):
        self.module = engine.game_module(game_id)
        self.game_id = game_id
        self.seats = seats
        self.seed = seed
        self.secret_seed = secret_seed  # True: no payload shows the seed before the game ends
        self.options = options
        self.state = engine.new_game(game_id, len(seats), **options)
        self.history = []     # (action, actor): actor is a seat or CHANCE
        self.snapshots = []   # snapshots[i]: the state before history[i]
        self.log = []         # (step, text, seat or None)
        self.bot_memory = {}  # seat → the positions its bot already moved from (see bots.memory)

    # --- building -------------------------------------------------------------------------

    @classmethod
    def start(cls, request):
        game_id = request.get("game")
        module = engine.game_module(game_id)
        seats = _check_seats(request.get("seats"), module)
        seed, secret = _check_seed(request.get("seed"), request.get("secret_seed", False))
        options = request.get("options") or {}
        if not isinstance(options, dict):
            raise IllegalAction("Game options must be a JSON object.")
        try:
            return cls(game_id, seats, seed, options, secret)
        except TypeError as error:
            raise IllegalAction(f"{module.NAME} does not take these options: {error}.") from None

    @classmethod
    def load(cls, save):
        """Rebuild a session from :meth:`save`'s output, replaying every action checked."""
        save = _parsed(save, "This file is not a Ludi save: it is not JSON.")
        if isinstance(save, dict) and save.get("format") == record.RECORD_FORMAT:
            raise IllegalAction("This is a game shared as a spectator saw it, not a save: it "
                                "can be watched, not played on.")
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise IllegalAction("This file is not a Ludi save.")
        if save.get("version") != SAVE_VERSION:
            raise IllegalAction(f"This save has version {save.get('version')!r}; "
                                f"this Ludi reads version {SAVE_VERSION}.")
        session = cls.start(save)
        history = save.get("history")
        if not isinstance(history, list):
            raise IllegalAction("This save is damaged: it has no list of moves.")
        for number, action in enumerate(history, 1):
            try:
                session._apply(action)
            except IllegalAction as error:
                raise IllegalAction(f"This save is damaged at move {number}: {error}") from None
        return session

    def save(self):
        save = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.game_id,
                "seed": str(self.seed) if self.secret_seed else self.seed,
                "options": self.options, "seats": self.seats,
                "history": [list(action) for action, _ in self.history]}
        if self.secret_seed:
            save["secret_seed"] = True
        return save

    # --- moving ---------------------------------------------------------------------------

    def _apply(self, action):
        """Check and apply one action, recording history, snapshot and log lines."""
        before = self.state.clone()
        actor = self.state.current_player()
        action = engine.play(self.state, action)
        step = len(self.history)
        self.snapshots.append(before)
        self.history.append((action, actor))
        names = [seat["name"] for seat in self.seats]
        for text, seat in self.module.narrate(before, action, self.state, names):
            self.log.append((step, text, seat))
        return action

    def play(self, seat, action):
        current = self.state.current_player()
        if current == TERMINAL:
            raise IllegalAction("The game is over.")
        if current == CHANCE:
            raise IllegalAction("The dice or cards must be drawn first.")
        if seat != current:
            raise IllegalAction(f"It is {self.seats[current]['name']}'s turn, not "
                                f"{_seat_name(self.seats, seat)}'s.")
        return self._apply(action)

    def step(self):
        """Sample and apply the next chance outcome from the game's seed."""
        if self.state.current_player() != CHANCE:
            raise IllegalAction("Nothing is waiting for dice or cards now.")
        rng = random.Random(f"{self.seed}:{len(self.history)}")
        return self._apply(sample(self.state.chance_outcomes(), rng))

    def bot_move(self, progress=None):
        """The bot at the seat to move plays; a search bot tells ``progress(done, budget)`` how
        far it is (see :func:`handle`)."""
        current = self.state.current_player()
        if current < 0 or self.seats[current]["kind"] != "bot":
            raise IllegalAction("It is not a bot's turn.")
        seat = self.seats[current]
        params = {"level": seat["level"]} if seat.get("level") else {}
        bot = bots.make(seat.get("bot", "random"), seed=_mix(self.seed, len(self.history)),
                        **params)
        if hasattr(bot, "memory"):
            bot.memory = self.bot_memory.setdefault(current, bot.memory)
        if progress is not None and hasattr(bot, "progress"):
            bot.progress = progress
        return self._apply(bot.choose(self.state))

    def can_undo(self, seat):
        return bool(self.history) and seat is not None and self.history[-1][1] == seat

    def undo(self, seat):
        if not self.can_undo(seat):
            raise IllegalAction("There is nothing of yours to take back: undo never goes back "
                                "past a die roll, a card drawn or another player's move.")
        self.history.pop()
        self.state = self.snapshots.pop()
        step = len(self.history)
        while self.log and self.log[-1][0] >= step:
            self.log.pop()

    # --- seeing ---------------------------------------------------------------------------

    def next_kind(self):
        current = self.state.current_player()
        if current == TERMINAL:
            return "over"
        if current == CHANCE:
            return "chance"
        return self.seats[current]["kind"]

    def payload(self, seat, at=None):
        """Everything the page may show to ``seat`` (None: a spectator), and nothing more.

        ``at``: the game as it was after that many steps (read only, no legal actions).
        """
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < len(self.seats)):
            raise IllegalAction(f"There is no seat {seat!r} in this game.")
        step = len(self.history)
        state = self.state
        if at is not None:
            if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= step:
                raise IllegalAction(f"The game has no step {at!r}; it has {step} so far.")
            if at < step:
                state, step = self.snapshots[at], at
        current = state.current_player()
        live = state is self.state
        legal = []
        if live and seat is not None and seat == current:
            legal = [{"action": list(a), "text": action_text(a),
                      "label": self.module.action_label(state, a)}
                     for a in state.legal_actions()]
        over = state.is_terminal()
        view = state.view(seat)
        view["status"] = self.with_names(view["status"])
        return {
            "game": self.game_id, "name": self.module.NAME, "seed": self.shown_seed(),
            "secret_seed": self.secret_seed,
            "seat": seat, "seats": self.seats, "current": current, "step": step,
            "steps": len(self.history), "live": live,
            "next": self.next_kind() if live else "history",
            "state": view,
            "legal": legal,
            "log": [{"step": s, "text": text} for s, text, to in self.log
                    if s < step and (to is None or to == seat)],
            "can_undo": live and self.can_undo(seat),
            **recent_moves(self, seat, step),
            "over": over,
            "scores": state.scores() if over else None,
            "winners": state.winners() if over else None,
        }

    def shown_seed(self):
        """The seed as a payload may show it: a secret one only once the game is over."""
        if not self.secret_seed:
            return self.seed
        return str(self.seed) if self.state.is_terminal() else None

    def with_names(self, text):
        """Views name seats "Player 1", "Player 2", ...; the page shows the seat names instead."""
        def name(match):
            number = int(match.group(1))
            return self.seats[number - 1]["name"] if 1 <= number <= len(self.seats) else match.group(0)
        return _PLAYER_NUMBER.sub(name, text)


_PLAYER_NUMBER = re.compile(r"\bPlayer (\d+)\b")


def _check_seed(seed, secret):
    """(seed, secret?) from a start request or a save; a missing seed draws a secret one."""
    if seed is None:
        return SECRET_SEED_BITS_MIN + random.SystemRandom().getrandbits(SECRET_SEED_BITS - 1), True
    if secret is True and isinstance(seed, str) and seed.isdigit() and len(seed) <= 40 \
            and seed.isascii():
        return int(seed), True
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise IllegalAction(f"A seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}.")
    return seed, False


SECRET_SEED_BITS_MIN = 2**(SECRET_SEED_BITS - 1)  # every secret seed has all its 128 bits


def recent_moves(session, seat, step, most=4):
    """What happened since ``seat``'s last decision, for the board's marks and dice tray.

    ``since``: the first step after that decision (None: ``seat`` has not decided yet).
    ``rolls``: the dice rolls since then, newest first (at most ``most``), and ``seat``'s own
    latest roll, the dice it may be deciding by; each ``{step, seat, purpose, dice, text}``.
    Everything here is public: who acted when, the dice as a spectator sees them, the public
    status line before the roll (its purpose) and the public log line of the roll.
    """
    history = session.history
    since = next((k + 1 for k in range(step - 1, -1, -1) if history[k][1] == seat), None)
    rolls, own = [], None
    for k in range(step - 1, max(-1, step - 400), -1):
        recent = since is None or k >= since
        if not recent and (own is not None or seat is None):
            break
        if history[k][1] != CHANCE:
            continue
        roll = _roll_at(session, k)
        if roll is None:
            continue
        mine = seat is not None and own is None and roll["seat"] == seat
        if mine or (recent and len(rolls) < most):
            rolls.append(roll)
        own = roll if mine else own
        if len(rolls) >= most and (own is not None or seat is None):
            break
    return {"since": since, "rolls": rolls}


def _roll_at(session, k):
    """The dice roll of chance step ``k`` as the tray shows it, or None if it rolled no dice."""
    cache = session.__dict__.setdefault("_rolls", {})
    action = session.history[k][0]
    if k in cache and cache[k][0] == action:
        return cache[k][1]
    before = session.snapshots[k].view(None)
    after = (session.snapshots[k + 1] if k + 1 < len(session.snapshots) else session.state).view(None)
    dice = after.get("dice") or []
    roll = None
    if dice and (dice != (before.get("dice") or []) or action[0] == "roll"):
        names = [s["name"] for s in session.seats]
        text = next((t for s, t, to in session.log if s == k and to is None), "")
        roller = next(iter(before.get("status_seats") or []), None)
        if roller is None:
            found = [(m.start(), i) for i, name in enumerate(names)
                     for m in [re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)] if m]
            roller = min(found)[1] if found else None
        status = session.with_names(before.get("status") or "")
        purpose = " · ".join(part for part in status.split(" · ")
                             if not part.startswith(("Round ", "Game over")))
        roll = {"step": k, "seat": roller, "purpose": purpose, "dice": dice, "text": text}
    cache[k] = (action, roll)
    return roll


def _check_seats(seats, module):
    if not isinstance(seats, list):
        raise IllegalAction("Seats must be a list of {name, kind} objects.")
    lo, hi = module.PLAYERS[0], module.PLAYERS[-1]
    if len(seats) not in module.PLAYERS:
        raise IllegalAction(f"{module.NAME} is played by {lo} to {hi} players, not {len(seats)}.")
    checked = []
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, dict):
            raise IllegalAction(f"Seat {number} must be an object with a name and a kind.")
        name = seat.get("name") or f"Player {number}"
        if not isinstance(name, str) or len(name) > 40:
            raise IllegalAction(f"Seat {number}'s name must be text of at most 40 characters.")
        kind = seat.get("kind", "human")
        if kind not in ("human", "bot"):
            raise IllegalAction(f"Seat {number} must be 'human' or 'bot', not {kind!r}.")
        entry = {"name": name.strip() or f"Player {number}", "kind": kind}
        if kind == "bot":
            level = seat.get("level")
            if level is not None and (not isinstance(level, str) or level not in bots.LEVELS):
                raise IllegalAction(f"Seat {number}'s bot level must be one of "
                                    f"{', '.join(bots.LEVELS)}, not {level!r}.")
            entry["bot"] = seat.get("bot", None) or ("random" if level is None else bots.DEFAULT)
            if not isinstance(entry["bot"], str) or entry["bot"] not in bots.NAMES:
                raise IllegalAction(f"There is no bot called {entry['bot']!r}.")
            if entry["bot"] == "mcts" and level is None:
                level = "normal"
            entry["level"] = level
        checked.append(entry)
    return checked


def _seat_name(seats, seat):
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(seats):
        return seats[seat]["name"]
    return "a spectator"


def _mix(seed, step):
    return (seed * 1_000_003 + step) % (2**61 - 1)


# --- the dispatcher ---------------------------------------------------------------------------

SESSIONS: dict = {}


def catalogue():
    games = [{"id": gid, "name": name, "players": [players[0], players[-1]],
              "ready": True, "rules": f"rules/{gid}.html"}
             for gid, (name, players) in engine.LISTED.items()]
    games += [{"id": gid, "name": name, "ready": False, "rules": f"rules/{gid}.html"}
              for gid, name in engine.COMING.items() if gid not in engine.GAMES]
    return {"games": games, "bots": sorted(bots.NAMES), "default_bot": bots.DEFAULT,
            "levels": list(bots.LEVELS), "default_level": "normal"}


def _session(request):
    board = request.get("board", "main")
    if board not in SESSIONS:
        raise IllegalAction("No game has been started on this board.")
    return SESSIONS[board]


def share(session) -> dict:
    """A running game as a spectator saw it; a finished one whole (see the docstring)."""
    whole = session.state.is_terminal()
    shared = session.save() if whole else record.spectator_record(session)
    return {"share": shared, "steps": len(session.history), "whole": whole}


def _parsed(value, refusal):
    """``value`` itself, or the JSON it holds when it is text; ``refusal`` when that is not JSON."""
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        raise IllegalAction(refusal) from None


def watch(shared):
    """The session showing a shared game: a spectator's record or a whole save."""
    shared = _parsed(shared, "This shared game is damaged: it is not JSON.")
    if isinstance(shared, dict) and shared.get("format") == record.RECORD_FORMAT:
        return record.SharedGame.load(shared)
    return Session.load(shared)


def dispatch(request: dict, progress=None) -> dict:
    """Run one command (see the module docstring) and return its JSON-ready reply; ``progress``
    goes to a searching bot (see :func:`handle`)."""
    if not isinstance(request, dict):
        raise IllegalAction("A request must be a JSON object.")
    cmd = request.get("cmd")
    board = request.get("board", "main")
    seat = request.get("seat")
    if cmd == "catalogue":
        return catalogue()
    from engine import examples  # the rulebooks' worked examples (examples, example, ask, answer)
    reply = examples.dispatch(request, SESSIONS)
    if reply is not None:
        return reply
    if cmd in ("start", "load", "watch"):
        if cmd == "start":
            session = Session.start(request)
        elif cmd == "load":
            session = Session.load(request.get("save"))
        else:
            session = watch(request.get("shared"))
        view = session.payload(seat)  # checks the seat before the board changes
        SESSIONS[board] = session
        if cmd == "watch":
            return {"view": view, "whole": not isinstance(session, record.SharedGame)}
        return {"view": view}
    session = _session(request)
    if cmd == "view":
        return {"view": session.payload(seat, request.get("at"))}
    if isinstance(session, record.SharedGame):
        raise IllegalAction("This board shows a shared game: it can only be watched, step by "
                            "step, as a spectator saw it.")
    if cmd == "play":
        session.payload(seat)  # checks the seat before anything changes
        action = session.play(seat, as_action(request.get("action")))
    elif cmd == "step":
        action = session.step()
    elif cmd == "bot":
        action = session.bot_move(progress)
    elif cmd == "undo":
        session.undo(seat)
        action = None
    elif cmd == "save":
        return {"save": session.save()}
    elif cmd == "share":
        return share(session)
    else:
        raise IllegalAction(f"Unknown command {cmd!r}.")
    actor = session.history[-1][1] if action is not None else None
    shown = list(action) if action is not None and actor == seat else None
    return {"view": session.payload(seat), "action": shown}


def handle(request_json: str, progress=None) -> str:
    """The worker's entry point: a JSON request in, a JSON reply out, never an exception.

    ``progress``, if given, is called as ``progress(done, budget)`` while a ``bot`` request's
    search runs: iterations done of its budget, at its start and about every twentieth of it
    (the worker posts them to the page, which shows a slow bot's thinking)."""
    try:
        request = json.loads(request_json)
        reply = {"ok": True, **dispatch(request, progress)}
    except IllegalAction as error:
        reply = {"ok": False, "error": str(error)}
    except ValueError as error:
        reply = {"ok": False, "error": f"Bad request: {error}"}
    return json.dumps(reply)
