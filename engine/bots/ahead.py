"""Thinking ahead: the bots' choices made before the game asks for them.

One word per idea, here, in the API and in the page:

- A bot **thinks** when it chooses without playing (:class:`engine.bots.thinking.Thinking`:
  one choice, made a step at a time, so the page's engine worker answers a request that comes
  in meanwhile between two steps).
- A **stretch** is the bot and chance moves from a position up to a person's next decision or
  the end (:class:`Stretch`): once a bot's choice is made it is played on in a copy, chance
  drawn as the session draws it, and the next bot thinks. A table of bots, with no person to
  stop it, is thought ``AHEAD_MOST`` choices ahead at most.
- A **guess** is a move a person may make next (:class:`Guess`): while the person decides (the
  longest time a phone has nothing else to do), the stretch that would follow each guess is
  thought, the plan's move first, then the greedy judgement's best. If the person makes the
  move guessed, its stretch is the game's; any other move discards the guesses.

Every choice is the one the bot makes at that step without thinking ahead: each bot is seeded by
the game's seed and the step and moves in a copy of its seat's memory, and a level is a count of
work, so a seeded game is the same whether, when, where and in how many slices it was thought.
A move off what was thought (a take-back, a person's move not guessed) discards it.

:class:`Ahead` is what a session keeps of all this. It never calls back into the session: it is
given the state, the step, the action that led there and the seats' memories when it thinks, and
what it knows of the game (:class:`Setting`: the seats, the seed, the chance draw) once.
"""

from __future__ import annotations

import random
import time
from typing import Callable, NamedTuple

import engine
from engine.core import CHANCE, TERMINAL

from . import make
from .greedy import GreedyBot
from .plan import plan_module
from .thinking import Farm, Thinking, finished

AHEAD_MOST = 32
"""Bot choices a stretch keeps thought ahead at most (a table of bots stops there)."""
GUESSES = 3
"""A person's moves guessed at their decision: the plan's and the greedy judgement's best."""
GUESS_WORK = 300
"""Positions the greedy judgement of a person's moves may evaluate (see ``GreedyBot``): it only
orders the guesses, and it runs while the person decides."""
LINE_MOST = 12
"""A guess follows the person's own decisions, by the plan, this far at most: a turn is often
several decisions (a tile, its place, a magistrate), and the bots move only after the last."""


class Setting(NamedTuple):
    """What thinking ahead knows of the game being played: its seats (as ``Session.seats``),
    its seed, and ``draw(state, step)``, the chance outcome the session draws at ``step``."""
    seats: list
    seed: int
    draw: Callable


class Choice(NamedTuple):
    """One bot decision of a stretch: the bot's thinking, the copy of its seat's memory it moves
    in (None for a bot without one), and the state it chooses in."""
    thinking: Thinking
    memory: object
    state: object


def seat_bot(setting, seat, state, step, memories, helpers=0):
    """``seat``'s bot thinking at ``step`` in ``state`` (a copy of its own, which stays as it is
    while the bot thinks): seeded by the game's seed and the step, in a copy of its memory in
    ``memories``; a search bot with a farm for ``helpers`` trees grown elsewhere."""
    spec = setting.seats[seat]
    params = {"level": spec["level"]} if spec.get("level") else {}
    bot = make(spec.get("bot", "random"), seed=_mix(setting.seed, step), **params)
    memory = None
    if hasattr(bot, "memory"):
        kept = memories.get(seat)
        memory = bot.memory = bot.memory if kept is None else kept.copy()
    if helpers and hasattr(bot, "farm"):
        bot.farm = Farm(helpers)
    return Choice(Thinking(bot, state.clone()), memory, state)


def _mix(seed, step):
    return (seed * 1_000_003 + step) % (2**61 - 1)


def is_person(setting, seat):
    return seat >= 0 and setting.seats[seat]["kind"] != "bot"


class Stretch:
    """The stretch from one position (``step`` in ``state``, reached by ``last``: ``(action,
    actor)`` or None), thought a choice at a time. ``state`` becomes the stretch's own."""

    def __init__(self, setting, state, step, last, memories, helpers=0):
        self.setting = setting
        self.helpers = helpers  # the trees a bot's search may have grown elsewhere, read when
                                # its thinking begins (see Farm)
        self.choices = {}      # (step, last) -> Choice, in the order they come
        self.path = {}         # step -> (action, actor) the stretch plays there
        self.tip = (state, step, last, dict(memories))   # past its last choice
        self.through = False   # it reaches a person's decision or the end
        self.frontier = None   # the thinking last advanced
        self.made = 0          # choices made and played on in the copy
        self._open_tip()

    def holds(self, position):
        """Whether the game at ``position`` (step, last) is on this stretch."""
        return position in self.choices or position[0] in self.path

    def played(self, step, action, actor):
        """The game played ``action`` at ``step``: True if that goes on along the stretch (what
        it held for that step is spent), False if the stretch is off the game."""
        if step not in self.path:
            last = next(reversed(self.choices), None)
            if last is None or last[0] != step or not self.choices[last].thinking.chosen:
                return False
            self._play_on(last)   # chosen, not yet played on in the copy
        if self.path[step] != (action, actor):
            return False
        for position in [p for p in self.choices if p[0] <= step]:
            del self.choices[position]
        return True

    def think(self, position, progress=None, until=None):
        """Think on the choice for ``position`` (see ``Thinking.advance``): True once made."""
        thinking = self.frontier = self.choices[position].thinking
        return thinking.advance(progress, until)

    def think_on(self, until=None):
        """Think on through the stretch, each choice made played on in the copy and the next
        bot's thinking begun, until it is thought through or ``until``: True if it is."""
        while not self.thought_through():
            if not self.think_next(until):
                return False
        return True

    def think_next(self, until=None):
        """Think on the stretch's last choice and, once made, play it on: True if a choice was
        made (or there is none left to make), False if ``until`` came first or only trees grown
        elsewhere are left to wait for."""
        position = next(reversed(self.choices), None)
        if position is None or self.thought_through():
            return True
        self.frontier = self.choices[position].thinking
        if not self.frontier.advance(None, until):
            return False
        self._play_on(position)
        return True

    def _play_on(self, position):
        choice = self.choices[position]
        state = choice.state.clone()
        actor = state.current_player()
        action = engine.play(state, choice.thinking.action)
        self.path[position[0]] = (action, actor)
        self.made += 1
        memories = dict(self.tip[3])
        if choice.memory is not None:
            memories[actor] = choice.memory
        self.tip = (state, position[0] + 1, (action, actor), memories)
        self._open_tip()

    def _open_tip(self):
        """From the tip, chance drawn as the session draws it, up to the next decision: a bot's
        begins its thinking there, a person's (or the end) closes the stretch."""
        state, step, last, memories = self.tip
        while state.current_player() == CHANCE:
            outcome = engine.play(state, self.setting.draw(state, step))
            self.path[step] = (outcome, CHANCE)
            step, last = step + 1, (outcome, CHANCE)
        self.tip = (state, step, last, memories)
        current = state.current_player()
        if current == TERMINAL or is_person(self.setting, current):
            self.through = True
            return
        self.choices[(step, last)] = seat_bot(self.setting, current, state, step, memories,
                                              self.helpers)

    def thought_through(self):
        """Thought as far as it goes: to a person's decision or the end, or ``AHEAD_MOST``
        choices kept."""
        return self.through or len(self.choices) > AHEAD_MOST

    def thought(self, step):
        """How many choices past ``step`` the stretch holds (made or under way)."""
        return sum(1 for at, _last in self.choices if at > step)

    def thinkings(self):
        return [choice.thinking for choice in self.choices.values()]


class Guess:
    """A line the person may play from ``step`` on: ``((action, actor), ...)``, their moves and
    the chance between them up to the bots' turn, and the stretch that would follow it."""

    def __init__(self, step, line, stretch):
        self.step, self.line, self.stretch = step, line, stretch

    def followed(self, step, action, actor):
        """The guess the game is on once ``actor`` played ``action`` at ``step`` (its line
        shortened), or None if that is off it."""
        if step != self.step or self.line[0] != (action, actor):
            return None
        return Guess(step + 1, self.line[1:], self.stretch)


def guess_lines(setting, state, step):
    """The lines the person to move in ``state`` at ``step`` may play, most likely first (at most
    ``GUESSES``, no two with the same first move): the plan's, then the greedy judgement's best
    moves, each followed by the plan's while the same person decides next (see
    :func:`_line_after`). Yields None between two pieces of work (a search in slices pauses
    there) and each line once found. The plan's moves are seeded by the seed and
    the step, so a line guessed at a turn's first decision is the one guessed again at its
    second. Only the person's own view is read (a world resampled from it)."""
    legal = state.legal_actions()
    first = _planned(setting, state, step, legal)
    if first is not None:
        yield (yield from _line_after(setting, state, step, first))
    judge = GreedyBot(seed=_mix(setting.seed, step), work=GUESS_WORK)
    rows = yield from judge.judging(state, legal)
    ordered = sorted(rows, key=lambda row: -row[1])   # ties in the game's order of actions
    found = 1 if first is not None else 0
    for action, _lead, _points in ordered:
        if found >= GUESSES:
            return
        if action != first:
            found += 1
            yield (yield from _line_after(setting, state, step, action))


def likeliest_line(setting, state, step):
    """The line guessed first for the person to move (the plan's), or None."""
    return next((line for line in guess_lines(setting, state, step) if line is not None), None)


def _planned(setting, state, step, legal=None):
    """The plan's move for the seat to move in ``state`` at ``step``, or None where it chose no
    legal one."""
    seat = state.current_player()
    rng = random.Random(f"{setting.seed}:guess:{step}")
    world = state.determinize(seat, rng)
    action = plan_module(state.game_id).choose(world, seat, rng)
    return action if action in (legal if legal is not None else state.legal_actions()) else None


def _line_after(setting, state, step, action):
    """``((action, seat), ...)``: the person's ``action`` at ``step`` and what follows while
    they are the next to decide: chance drawn as the session draws it, their moves by the plan
    (``LINE_MOST`` moves at most). Yields None after each plan move."""
    seat = state.current_player()
    line = [(action, seat)]
    after = state.clone()
    after.apply(action)
    moves = 1
    while moves < LINE_MOST:
        drawn, probe = [], after
        if probe.current_player() == CHANCE:
            probe = after.clone()
            while probe.current_player() == CHANCE:
                outcome = setting.draw(probe, step + len(line) + len(drawn))
                probe.apply(outcome)
                drawn.append((outcome, CHANCE))
        if probe.current_player() != seat:
            break
        yield
        planned = _planned(setting, probe, step + len(line) + len(drawn))
        if planned is None:
            break
        line += drawn + [(planned, seat)]
        after = probe
        after.apply(planned)
        moves += 1
    return tuple(line)


class Ahead:
    """What a session has thought ahead of its game: the stretch from the current position, and
    while a person decides, the guesses of their move with the stretches that would follow."""

    def __init__(self, setting):
        self.setting = setting
        self.forget()

    def forget(self):
        self.stretch = None      # the stretch the game is on
        self.guessed = False     # it is a guess's, thought while the person decided
        self.guesses = []        # at a person's decision: the lines guessed, most likely first
        self.inherited = []      # guesses from the turn's decision before, not yet guessed again
        self.guessed_at = None   # the step the guesses are for
        self.guessing = None     # guess_lines' generator while lines are left to guess
        self.frontier = None     # the thinking last advanced

    def played(self, step, action, actor):
        """The game played ``action`` at ``step``: what goes on as thought is kept, the rest
        discarded."""
        if self.stretch is not None and self.stretch.played(step, action, actor):
            return
        followed = [guess for guess in (g.followed(step, action, actor)
                                        for g in self.guesses + self.inherited)
                    if guess is not None]
        self.forget()
        adopted = next((guess for guess in followed if not guess.line), None)
        if adopted is not None:
            self.stretch, self.guessed = adopted.stretch, True
        else:
            self.inherited = followed

    def think(self, state, step, last, memories, progress=None, until=None, helpers=0,
              stretch=False):
        """Think at ``step`` in ``state`` (reached by ``last``): the bot to move chooses, all
        of it or until ``until`` (a reading of ``time.perf_counter``); with ``stretch``, on
        through the stretch once it has chosen (or from a chance step); at a person's decision
        (only with ``stretch``), the guesses of their move and their stretches. ``memories``:
        the seats' bot memories as the game has them. True once the choice for this position
        is made (at chance or a person's decision there is none to make)."""
        position = (step, last)
        current = state.current_player()
        if is_person(self.setting, current):
            self.stretch, self.guessed = None, False
            self._think_guesses(state, step, memories, until, helpers)
            return True
        if self.stretch is None or not self.stretch.holds(position):
            self.forget()
            self.stretch = Stretch(self.setting, state.clone(), step, last, memories, helpers)
        self.stretch.helpers = helpers
        chosen = True
        if current != CHANCE:
            chosen = self.stretch.think(position, progress, until)
        if chosen and stretch:
            self.stretch.think_on(until)
        self.frontier = self.stretch.frontier
        return chosen

    def choice(self, position):
        """The Choice kept for ``position``, or None."""
        return None if self.stretch is None else self.stretch.choices.get(position)

    # --- a person's decision: the guesses --------------------------------------------------

    def _think_guesses(self, state, step, memories, until, helpers):
        """Guess the person's moves and think the stretches that would follow them: a thinking
        begun is finished before another begins (its trees may be out with helpers), and each
        guess gets its first choice before any gets a second."""
        if self.guessed_at != step:
            self.guessed_at, self.guessing = step, guess_lines(self.setting, state, step)
        while True:
            guess = self._under_way()
            if guess is None:
                open_ = [g for g in self.guesses if not g.stretch.thought_through()]
                guess = min(open_, key=lambda g: g.stretch.made, default=None)
                if self.guessing is not None and (guess is None or guess.stretch.made):
                    if not self._guess_next(state, step, memories, until, helpers):
                        return
                    continue
                if guess is None:
                    return
            guess.stretch.helpers = helpers
            made = guess.stretch.think_next(until)
            self.frontier = guess.stretch.frontier
            if not made or (until is not None and time.perf_counter() >= until):
                return

    def _under_way(self):
        """The guess whose thinking was begun and is not done."""
        if self.frontier is None or self.frontier.chosen:
            return None
        return next((g for g in self.guesses if self.frontier in g.stretch.thinkings()), None)

    def _guess_next(self, state, step, memories, until, helpers):
        """Work on the next line to guess until one is found (True) or ``until`` (False)."""
        while True:
            try:
                line = next(self.guessing)
            except StopIteration:
                self.guessing, self.inherited = None, []
                return True
            if line is not None:
                self._add_guess(state, step, line, memories, helpers)
                return True
            if until is not None and time.perf_counter() >= until:
                return False

    def _add_guess(self, state, step, line, memories, helpers):
        """The guess of ``line``: a guess from the turn's decision before on the same line keeps
        its stretch; a line after which no bot moves before the person decides again is no
        guess worth thinking."""
        kept = next((g for g in self.inherited if g.line == line), None)
        if kept is not None:
            self.inherited.remove(kept)
            self.guesses.append(kept)
            return
        after = state.clone()
        for action, _actor in line:
            after.apply(action)
        stretch = Stretch(self.setting, after, step + len(line), line[-1], memories, helpers)
        if stretch.choices:
            self.guesses.append(Guess(step, line, stretch))

    # --- what the page is told ---------------------------------------------------------------

    def thinkings(self):
        """Every thinking kept: the stretch's and the guesses'."""
        found = self.stretch.thinkings() if self.stretch is not None else []
        for guess in self.guesses:
            found += guess.stretch.thinkings()
        return found

    def through(self):
        """Thought as far as it goes: the stretch, or at a person's decision every guess."""
        if self.stretch is not None:
            return self.stretch.thought_through()
        return self.guessing is None and all(g.stretch.thought_through() for g in self.guesses)

    def thought(self, step):
        """Choices thought past ``step`` (made or under way): the stretch's, or the guesses'."""
        if self.stretch is not None:
            return self.stretch.thought(step)
        return sum(g.stretch.thought(step) for g in self.guesses)

    def deliver(self, grown, given_back):
        """Trees grown elsewhere (``{name: result}``) and names of trees given back, to the
        thinkings they are for (a discarded thinking's are let go)."""
        for thinking in self.thinkings():
            if thinking.farm is not None:
                for name, result in grown.items():
                    thinking.farm.deliver(name, result)
                for name in given_back:
                    thinking.farm.give_back(name)

    def jobs(self):
        """Trees handed out since the last call, to grow elsewhere: ``[{name, job}]``."""
        return [job for thinking in self.thinkings() if thinking.farm is not None
                for job in thinking.farm.sent()]

    def awaited(self):
        """Names of the trees out elsewhere that a thinking kept still waits for: the others
        are a discarded thinking's."""
        return sorted(name for thinking in self.thinkings()
                      if thinking.farm is not None and not thinking.chosen
                      for name in thinking.farm.out())
