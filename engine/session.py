"""A game being played: its state, seats, seed, every action taken and the log, and what each
seat may see of it (:meth:`Session.payload`, the one thing the page is shown).

:mod:`engine.api` keeps the sessions of a page's boards and answers its JSON requests with them;
a lesson (:mod:`engine.lesson`) plays a worked example from its own position with
:meth:`Session.at_position`.
"""

from __future__ import annotations

import json
import random

import engine
from engine import bots, messages, record
from engine.bots.thinking import Farm, Thinking
from engine.core import CHANCE, TERMINAL, IllegalAction, action_text, sample
from engine.messages import msg

SAVE_FORMAT = "ludi-save"
SAVE_VERSION = 1
MAX_SEED = 2**53 - 1  # the largest integer JavaScript keeps exact
AHEAD_MOST = 32  # bot choices thought ahead of the game at most (a table of bots stops there)
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
        self.lang = "en"      # the reader's language: set by each request (see engine.api)
        self.history = []     # (action, actor): actor is a seat or CHANCE
        self.snapshots = []   # snapshots[i]: the state before history[i]
        self.log = []         # (step, message, seat or None): made text when shown
        self.bot_memory = {}  # seat → the positions its bot already moved from (see bots.memory)
        self._forget_stretch()

    # --- building -------------------------------------------------------------------------

    @classmethod
    def start(cls, request):
        game_id = request.get("game")
        module = engine.game_module(game_id)
        seats = _check_seats(request.get("seats"), module)
        seed, secret = _check_seed(request.get("seed"), request.get("secret_seed", False))
        options = request.get("options") or {}
        if not isinstance(options, dict):
            raise IllegalAction(msg("core.options_not_object"))
        try:
            return cls(game_id, seats, seed, options, secret)
        except TypeError as error:
            raise IllegalAction(msg("core.options_refused", game=module.NAME,
                                    problem=str(error))) from None

    @classmethod
    def at_position(cls, game_id, seats, state, seed=0):
        """A session of ``game_id`` played on from ``state`` (a hand-built position, as a
        rulebook's example starts); ``seats`` as :meth:`start` takes them."""
        session = cls.start({"game": game_id, "seats": seats, "seed": seed})
        session.state = state
        return session

    @classmethod
    def load(cls, save):
        """Rebuild a session from :meth:`save`'s output, replaying every action checked."""
        save = _parsed(save, msg("core.save_not_json"))
        if isinstance(save, dict) and save.get("format") == record.RECORD_FORMAT:
            raise IllegalAction(msg("core.save_is_shared"))
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise IllegalAction(msg("core.not_a_save"))
        if save.get("version") != SAVE_VERSION:
            raise IllegalAction(msg("core.save_version", value=repr(save.get("version")),
                                    version=SAVE_VERSION))
        session = cls.start(save)
        history = save.get("history")
        if not isinstance(history, list):
            raise IllegalAction(msg("core.save_no_moves"))
        for number, action in enumerate(history, 1):
            try:
                session.apply(action)
            except IllegalAction as error:
                raise IllegalAction(msg("core.save_damaged_at", number=number,
                                        reason=error.reason)) from None
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

    def apply(self, action):
        """Check and apply one action, recording history, snapshot and log lines."""
        before = self.state.clone()
        actor = self.state.current_player()
        action = engine.play(self.state, action)
        step = len(self.history)
        if self.stretch_path.get(step) == (action, actor):
            # The stretch thought ahead goes on as played: what it holds for this step is spent.
            for position in [p for p in self.stretch if p[0] <= step]:
                del self.stretch[position]
        else:
            self._forget_stretch()
        self.snapshots.append(before)
        self.history.append((action, actor))
        names = [seat["name"] for seat in self.seats]
        for entry, seat in self.module.narrate(before, action, self.state, names):
            self.log.append((step, entry, seat))
        return action

    def play(self, seat, action):
        current = self.state.current_player()
        if current == TERMINAL:
            raise IllegalAction(msg("core.over"))
        if current == CHANCE:
            raise IllegalAction(msg("core.draw_first"))
        if seat != current:
            raise IllegalAction(msg("core.not_your_turn", current=self.seats[current]["name"],
                                    asked=_seat_name(self.seats, seat)))
        return self.apply(action)

    def step(self):
        """Sample and apply the next chance outcome from the game's seed."""
        if self.state.current_player() != CHANCE:
            raise IllegalAction(msg("core.nothing_to_draw"))
        return self.apply(self._chance_outcome(self.state, len(self.history)))

    def _chance_outcome(self, state, step):
        """The chance outcome drawn at ``step`` in ``state``: from the game's seed and the step
        alone, so a stretch thought ahead draws what :meth:`step` will."""
        return sample(state.chance_outcomes(), random.Random(f"{self.seed}:{step}"))

    def bot_move(self, progress=None):
        """The bot at the seat to move plays; a search bot tells ``progress(done, budget)`` how
        far it is (see :func:`handle`). What :meth:`think` chose or began for this very position
        is played, or thought on."""
        seat = self._bot_seat()
        self.think(progress)
        thinking, memory, _state = self.stretch[self.position()]
        if memory is not None:
            self.bot_memory[seat] = memory
        return self.apply(thinking.action)

    def think(self, progress=None, until=None, helpers=0, grown=None, given_back=(),
              ahead=False):
        """The bot at the seat to move chooses without playing, all of it or until ``until`` (a
        reading of ``time.perf_counter``), and the choice, made or under way, is kept for this
        position: :meth:`bot_move` plays it. The page asks while it still shows the last move,
        in slices, so a take-back is answered between two of them. The bot is seeded by the seed
        and the step, so the choice is the one :meth:`bot_move` makes alone, wherever the slices
        fall; it moves in a copy of its seat's memory, which becomes the seat's only when the
        move is played (a take-back or another move discards both). True once chosen.

        ``ahead``: once this choice is made (or from a chance step), think on through the
        stretch of bot and chance moves that follows, up to a person's decision or the end
        (:meth:`think_ahead`), so the page paces moves already chosen while the next ones are
        thought.

        ``helpers``: how many of the search's trees the page can grow elsewhere (its helper
        workers), told when the thinking starts; ``grown``: ``{name: result}`` of such trees
        come back; ``given_back``: names of trees the page could not grow after all, which grow
        here. The choice is the same wherever the trees grow."""
        current = self.state.current_player()
        if not (ahead and current == CHANCE):
            self._bot_seat()
        self._here(helpers)
        for thinking, _memory, _state in self.stretch.values():
            if thinking.farm is not None:
                for name, result in (grown or {}).items():
                    thinking.farm.deliver(name, result)
                for name in given_back:
                    thinking.farm.give_back(name)
        chosen = True
        if current != CHANCE:
            self.frontier = self.stretch[self.position()][0]
            chosen = self.frontier.advance(progress, until)
        if chosen and ahead:
            self.think_ahead(until, helpers)
        return chosen

    def think_ahead(self, until=None, helpers=0):
        """Think on through the stretch after the current position: each bot choice made is
        played on in a copy (chance drawn from the seed as :meth:`step` draws it) and the next
        bot's thinking begins, until a person decides, the game ends, ``AHEAD_MOST`` choices are
        kept, or ``until``. Every thinking is the one this session makes at that step, so the
        game is the same whether it was thought ahead or not; a move off the stretch (a person's,
        a take-back) discards it."""
        while not self.thought_through():
            # the stretch's last choice: the one under way (a consumed stretch holds none)
            position = next(reversed(self.stretch), None)
            if position is None:
                return
            thinking, memory, state = self.stretch[position]
            self.frontier = thinking
            if not thinking.advance(None, until):
                return
            state = state.clone()
            actor = state.current_player()
            action = engine.play(state, thinking.action)
            self.stretch_path[position[0]] = (action, actor)
            memories = dict(self.stretch_tip[3])
            if memory is not None:
                memories[actor] = memory
            self.stretch_tip = (state, position[0] + 1, (action, actor), memories)
            self._open_tip(helpers)

    def thought_through(self):
        """Whether the stretch is thought as far as it goes: to a person's decision or the end,
        or ``AHEAD_MOST`` choices kept."""
        return self.stretch_through or len(self.stretch) > AHEAD_MOST

    def thought_ahead(self):
        """How many choices past the current position the stretch holds."""
        return sum(1 for step, _last in self.stretch if step > len(self.history))

    @property
    def kept(self):
        """(position, Thinking, memory) of the choice kept for the current position, or None."""
        position = self.position()
        entry = self.stretch.get(position)
        return None if entry is None else (position, *entry[:2])

    def _forget_stretch(self):
        self.stretch = {}          # position → (Thinking, memory, state): bot choices kept,
                                   # in the order they come
        self.stretch_path = {}     # step → (action, actor) the stretch plays there
        self.stretch_tip = None    # (state, step, last, memories) past its last choice
        self.stretch_through = False   # it reaches a person's decision or the end
        self.frontier = None       # the thinking last advanced

    def _here(self, helpers):
        """A stretch that holds the current position, begun here if none does."""
        if self.position() in self.stretch or len(self.history) in self.stretch_path:
            return
        self._forget_stretch()
        self.stretch_tip = (self.state.clone(), len(self.history),
                            self.history[-1] if self.history else None, dict(self.bot_memory))
        self._open_tip(helpers)

    def _open_tip(self, helpers):
        """From the stretch's tip, chance drawn as :meth:`step` draws it, up to the next
        decision: a bot's begins its thinking there, a person's (or the end) closes the
        stretch."""
        state, step, last, memories = self.stretch_tip
        while state.current_player() == CHANCE:
            outcome = engine.play(state, self._chance_outcome(state, step))
            self.stretch_path[step] = (outcome, CHANCE)
            step, last = step + 1, (outcome, CHANCE)
        self.stretch_tip = (state, step, last, memories)
        current = state.current_player()
        if current == TERMINAL or self.seats[current]["kind"] != "bot":
            self.stretch_through = True
            return
        position = (step, last)
        self.stretch[position] = (*self._bot_thinking(current, state, step, memories, helpers),
                                  state)

    def position(self):
        """What a kept choice is for: the step and the action that led to it."""
        return len(self.history), self.history[-1] if self.history else None

    def _bot_seat(self):
        current = self.state.current_player()
        if current < 0 or self.seats[current]["kind"] != "bot":
            raise IllegalAction(msg("core.not_bots_turn"))
        return current

    def _bot_thinking(self, current, state, step, memories, helpers=0):
        """(thinking, memory): ``current``'s bot choosing at ``step`` in ``state`` (on a copy,
        which stays as it is while the bot thinks), in a copy of its memory in ``memories``; a
        search bot with a farm for ``helpers`` trees grown elsewhere."""
        seat = self.seats[current]
        params = {"level": seat["level"]} if seat.get("level") else {}
        bot = bots.make(seat.get("bot", "random"), seed=_mix(self.seed, step), **params)
        memory = None
        if hasattr(bot, "memory"):
            kept = memories.get(current)
            memory = bot.memory = bot.memory if kept is None else kept.copy()
        if helpers and hasattr(bot, "farm"):
            bot.farm = Farm(helpers)
        return Thinking(bot, state.clone()), memory

    def can_undo(self, seat):
        return bool(self.history) and seat is not None and self.history[-1][1] == seat

    def undo(self, seat):
        if not self.can_undo(seat):
            raise IllegalAction(msg("core.nothing_to_undo"))
        self.history.pop()
        self.state = self.snapshots.pop()
        self._forget_stretch()
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
            raise IllegalAction(msg("core.no_such_seat", value=repr(seat)))
        step = len(self.history)
        state = self.state
        if at is not None:
            if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= step:
                raise IllegalAction(msg("core.no_such_step", value=repr(at), count=step))
            if at < step:
                state, step = self.snapshots[at], at
        current = state.current_player()
        live = state is self.state
        legal = []
        if live and seat is not None and seat == current:
            legal = [{"action": list(a), "text": action_text(a),
                      "label": self.text(self.module.action_label(state, a))}
                     for a in state.legal_actions()]
        over = state.is_terminal()
        view = messages.render_all(state.view(seat), self.catalogue, self.names())
        return {
            "game": self.game_id, "name": self.module.NAME, "seed": self.shown_seed(),
            "secret_seed": self.secret_seed,
            "seat": seat, "seats": self.seats, "current": current, "step": step,
            "steps": len(self.history), "live": live,
            "next": self.next_kind() if live else "history",
            "state": view,
            "legal": legal,
            "log": [{"step": s, "text": self.text(entry)} for s, entry, to in self.log
                    if s < step and (to is None or to == seat)],
            "can_undo": live and self.can_undo(seat),
            **recent_moves(self, seat, step),
            "over": over,
            "scores": state.scores() if over else None,
            "winners": state.winners() if over else None,
        }

    def names(self):
        return [seat["name"] for seat in self.seats]

    @property
    def catalogue(self):
        return messages.catalogue(self.module, self.lang)

    def text(self, message):
        """A message (or a plain text) as the page shows it, in the reader's language, with the
        seats' names."""
        return messages.render(message, self.catalogue, self.names())

    def shown_seed(self):
        """The seed as a payload may show it: a secret one only once the game is over."""
        if not self.secret_seed:
            return self.seed
        return str(self.seed) if self.state.is_terminal() else None


def _check_seed(seed, secret):
    """(seed, secret?) from a start request or a save; a missing seed draws a secret one."""
    if seed is None:
        return SECRET_SEED_BITS_MIN + random.SystemRandom().getrandbits(SECRET_SEED_BITS - 1), True
    if secret is True and isinstance(seed, str) and seed.isdigit() and len(seed) <= 40 \
            and seed.isascii():
        return int(seed), True
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise IllegalAction(msg("core.seed", most=MAX_SEED, value=repr(seed)))
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
    if k in cache and cache[k][:2] == (action, session.lang):
        return cache[k][2]
    before = session.snapshots[k].view(None)
    after = (session.snapshots[k + 1] if k + 1 < len(session.snapshots) else session.state).view(None)
    dice = after.get("dice") or []
    roll = None
    if dice and (dice != (before.get("dice") or []) or action[0] == "roll"):
        text = next((session.text(line) for s, line, to in session.log
                     if s == k and to is None), "")
        roller = next(iter(before.get("status_seats") or []), None)  # who rolls: data, never text
        # what the roll is for: the status's "doing" (what goes on within the round), as data
        status = before.get("status") or ""
        doing = status.get("args", {}).get("doing") if messages.is_message(status) else None
        purpose = session.text(doing if doing is not None else status)
        roll = {"step": k, "seat": roller, "purpose": purpose, "dice": dice, "text": text}
    cache[k] = (action, session.lang, roll)
    return roll


def _check_seats(seats, module):
    if not isinstance(seats, list):
        raise IllegalAction(msg("core.seats_not_list"))
    lo, hi = module.PLAYERS[0], module.PLAYERS[-1]
    if len(seats) not in module.PLAYERS:
        raise IllegalAction(msg("core.player_count", game=module.NAME, least=lo, most=hi,
                                value=len(seats)))
    checked = []
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, dict):
            raise IllegalAction(msg("core.seat_not_object", number=number))
        name = seat.get("name") or f"Player {number}"
        if not isinstance(name, str) or len(name) > 40:
            raise IllegalAction(msg("core.seat_name", number=number))
        kind = seat.get("kind", "human")
        if kind not in ("human", "bot"):
            raise IllegalAction(msg("core.seat_kind", number=number, value=repr(kind)))
        entry = {"name": name.strip() or f"Player {number}", "kind": kind}
        if kind == "bot":
            level = seat.get("level")
            if level is not None and (not isinstance(level, str) or level not in bots.LEVELS):
                raise IllegalAction(msg("core.seat_level", number=number,
                                        levels=", ".join(bots.LEVELS), value=repr(level)))
            entry["bot"] = seat.get("bot", None) or ("random" if level is None else bots.DEFAULT)
            if not isinstance(entry["bot"], str) or entry["bot"] not in bots.NAMES:
                raise IllegalAction(msg("core.no_such_bot", value=repr(entry["bot"])))
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


def _parsed(value, refusal):
    """``value`` itself, or the JSON it holds when it is text; ``refusal`` when that is not JSON."""
    if not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except ValueError:
        raise IllegalAction(refusal) from None
