"""The greedy bot: it looks ahead to the end of its own turn on the game's evaluation.

A turn in these games is often several decisions (choose a card, then where to put it, then
whether to add a magistrate). Judged one decision at a time, the first step of a good plan rarely
scores by itself, so a one-step bot would always take the move that pays at once (draw cards,
never build). This bot therefore follows each legal action through the seat's own following
decisions, picking the best at each, until another seat is to move (or the game ends), and keeps
the action whose result gives its seat the best lead over the best other seat.

The look-ahead runs in one determinized world (the seat's view with the hidden facts of the other
seats resampled); chance on the way is taken by expectation over the outcomes when there are few,
else by a few samples. Each first action may evaluate at most ``LEAVES_PER_ACTION`` positions
and follow at most ``TURN_DEPTH`` further decisions; past that, the rest of the turn is judged by
the evaluation where it stands. Ties go to the first
action in the game's stable order.

While nothing is new since its own last move (no other seat moved, nothing was drawn), it judges
in the world it chose that move in, and it does not take the move back (the game's
``UNDO_VERBS``) unless all else leads nowhere: its look-ahead chose the move counting on the rest
of the turn without a put-back.

Given ``work``, one decision's judgement evaluates at most about that many positions, whatever
the branching (the search bot's root starts from it, and a decision must not wait on it): the
judgement above runs while it fits in ``work``; past that, it starts again with ``work`` shared
out evenly, each first action a share, each of a position's actions (or chance outcomes) a share
of the position's, and a position whose share does not reach each of its actions once is judged
where it stands. So a judgement that fits is unchanged. Without it, an AVE turn of 170 builds,
each followed by 170 more, evaluated 17,000 positions for one decision, and one seen beside plan
players 34,000. Which positions a judgement reaches does not depend on their values, so every
line is followed first and evaluated once the whole judgement fits: one that does not fit
evaluates nothing in vain (a wide AVE turn's judgement took 2.5 times as long when it evaluated
the 2,000 positions it then threw away).
"""

import random

from engine.core import CHANCE, TERMINAL, sample

from .evaluation import advantage, evaluator, undo_verbs
from .memory import Memory
from .thinking import finished

EXACT_OUTCOMES = 8      # chance with at most this many outcomes is taken by expectation
SAMPLES = 3             # otherwise this many sampled outcomes
CHANCE_DEPTH = 2        # chance nodes in a row followed by expectation; deeper ones are sampled
LEAVES_PER_ACTION = 400 # positions evaluated for one first action before the look-ahead stops
TURN_DEPTH = 6          # own decisions followed after the first (a take-and-cancel loop ends here)


class OverWork(Exception):
    """The judgement does not fit in its ``work``: it starts again with the work shared out."""


class GreedyBot:
    def __init__(self, seed=0, leaves=LEAVES_PER_ACTION, work=None, **params):
        self.rng = random.Random(seed)
        self.memory = Memory()
        self.leaves = leaves
        self.work = work   # None: every first action gets ``leaves``, however many there are
        self.budget = 0
        self.evaluated = 0   # positions evaluated by the judgement under way
        self.undo_verbs = ()
        self.world = None         # the world the latest judgement was made in

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        memory = self.memory
        key = memory.key(state, seat)
        # Nothing new since its own last move (no other seat moved, nothing was drawn): the bot
        # judges in the world it chose that move in, that move made. Guessing the others' hidden
        # facts afresh at every step changed its judgement by chance, and it put back the die it
        # had just taken. Nor does it take that move back (Memory.onward) unless all else leads
        # nowhere.
        known = memory.next_world if memory.nothing_new(key) else None
        candidates = memory.fresh(key, actions)
        onward = memory.onward(key, candidates, undo_verbs(state.game_id))
        rows = self.action_values(state, onward, world=known)
        taking_back = [a for a in candidates if a not in onward]
        if taking_back and all(value == float("-inf") for _action, value, _points in rows):
            rows += self.action_values(state, taking_back, world=self.world)
        best, best_value = None, None
        for action, value, _points in rows:
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        memory.record(key, best)
        memory.moved(state, seat, best, self.world)
        return best

    def action_values(self, state, actions=None, world=None):
        """``[(action, lead, points)]`` for the seat to move: its lead over the best other seat
        after the action and its best play to the end of its turn, and every seat's points
        (the evaluation) there, judged in ``world`` (by default the seat's view with the others'
        hidden facts resampled). The search bot starts its tree from these."""
        return finished(self.judging(state, actions, world))

    def judging(self, state, actions=None, world=None):
        """:meth:`action_values` as a generator that pauses (yields None) after each first
        action it follows or judges, so a search in slices stops between two of them; it
        returns the rows. Where it pauses changes nothing it computes."""
        seat = state.current_player()
        judge = evaluator(state.game_id)
        self.undo_verbs = undo_verbs(state.game_id)
        if world is None:
            world = state.determinize(seat, self.rng)
        self.world = world
        actions = actions if actions is not None else state.legal_actions()
        self.evaluated = 0
        rows = []
        if self.work is None:
            for action in actions:
                rows.append(self._judged(seat, action, *self._line(world, seat, action,
                                                                    self.leaves), judge))
                yield
            return rows
        # Every line is followed before any position is evaluated: a judgement that does not
        # fit in its work is known to be over it before it has evaluated the positions it must
        # then throw away (in a wide AVE turn, about 2,000 of them, two thirds of its time).
        lines = []
        try:
            for action in actions:
                lines.append(self._line(world, seat, action, self.leaves))
                yield
        except OverWork:
            leaves = max(1, self.work // len(actions))
            for action in actions:
                self.budget = leaves
                after = world.clone()
                after.apply(action)
                points = self._shared_value(after, seat, judge, CHANCE_DEPTH, TURN_DEPTH)
                rows.append(self._row(seat, action, points, after, judge))
                yield
            return rows
        for action, (line, after) in zip(actions, lines):
            rows.append(self._judged(seat, action, line, after, judge))
            yield
        return rows

    def _line(self, world, seat, action, leaves):
        """``(line, after)``: what follows ``action`` in ``world`` to the end of the seat's turn
        (see :meth:`_follow`), and the position right after it."""
        self.budget = leaves
        after = world.clone()
        after.apply(action)
        line = self._follow(after, seat, CHANCE_DEPTH, TURN_DEPTH)
        if line is None:      # it leads nowhere: the position after it is judged as it stands
            self._position(after)
        return line, after

    def _judged(self, seat, action, line, after, evaluate):
        return self._row(seat, action, self._points(line, seat, evaluate), after, evaluate)

    @staticmethod
    def _row(seat, action, points, after, evaluate):
        if points is None:      # it leads nowhere: only taking it back is left
            return action, float("-inf"), evaluate(after)
        return action, advantage(points, seat), points

    def _position(self, state):
        """A position the judgement will evaluate: counted against its ``work``."""
        self.evaluated += 1
        if self.work is not None and self.evaluated > self.work:
            raise OverWork
        return "position", state

    def _follow(self, state, seat, depth, turn):
        """The line of ``seat``'s best play from ``state`` to the end of its turn, not yet
        judged: ``("position", state)`` to evaluate, ``("best", lines)`` (the one with the
        greatest lead of ``seat``), ``("expected", players, [(probability, line, after)])``
        or ``("sampled", players, [(line, after)])`` over chance outcomes (``after`` is judged
        where its line leads nowhere); None when the line leads nowhere (only taking back is
        left). Which positions a line holds does not depend on their values, so a judgement is
        counted against its work before anything is evaluated (:meth:`_points` then judges it)."""
        player = state.current_player()
        if player == CHANCE:
            return self._follow_chance(state, seat, depth, turn)
        if player != seat or player == TERMINAL or self.budget <= 0 or turn <= 0:
            self.budget -= 1
            return self._position(state)
        # Past the first action the look-ahead never takes back (the game's UNDO_VERBS), and a
        # line where only that is left leads nowhere: a line through a put-back comes round to
        # positions judged already, and with its own sampled draws, or stopping short of the end
        # of the round, it looked better than the plain move, so the bot took a die only to put
        # it back.
        lines = []
        for action in state.legal_actions():
            if action[0] in self.undo_verbs:
                continue
            after = state.clone()
            after.apply(action)
            line = self._follow(after, seat, depth, turn - 1)
            if line is not None:
                lines.append(line)
        return ("best", lines) if lines else None

    def _follow_chance(self, state, seat, depth, turn):
        """The chance outcomes from ``state``: all of them by their probabilities when few,
        else a few samples."""
        outcomes = state.chance_outcomes()
        if depth > 0 and len(outcomes) <= EXACT_OUTCOMES:
            expected = []
            for outcome, probability in outcomes:
                after = state.clone()
                after.apply(outcome)
                line = self._follow(after, seat, depth - 1, turn)
                if line is None:
                    self._position(after)
                expected.append((probability, line, after))
            return "expected", state.players, expected
        sampled = []
        for _ in range(SAMPLES):
            after = state.clone()
            while after.current_player() == CHANCE:
                after.apply(sample(after.chance_outcomes(), self.rng))
            line = self._follow(after, seat, 0, turn)
            if line is None:
                self._position(after)
            sampled.append((line, after))
        return "sampled", state.players, sampled

    def _points(self, line, seat, evaluate):
        """Every seat's points at the end of ``line`` (see :meth:`_follow`), or None."""
        if line is None:
            return None
        kind = line[0]
        if kind == "position":
            return evaluate(line[1])
        if kind == "best":
            best, best_lead = None, None
            for following in line[1]:
                points = self._points(following, seat, evaluate)
                lead = advantage(points, seat)
                if best_lead is None or lead > best_lead:
                    best, best_lead = points, lead
            return best
        players = line[1]
        total = [0.0] * players
        if kind == "expected":
            for probability, following, after in line[2]:
                points = self._points(following, seat, evaluate)
                if points is None:
                    points = evaluate(after)
                for s in range(players):
                    total[s] += probability * points[s]
            return total
        for following, after in line[2]:
            points = self._points(following, seat, evaluate)
            if points is None:
                points = evaluate(after)
            for s in range(players):
                total[s] += points[s] / SAMPLES
        return total

    def _shared_value(self, state, seat, evaluate, depth, turn):
        """As :meth:`_value`, on ``self.budget`` positions at most: each action or chance outcome
        followed gets an even share of the position's budget, and a position whose budget does
        not reach each of them once is judged where it stands."""
        budget = self.budget
        player = state.current_player()
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            if depth > 0 and len(outcomes) <= min(EXACT_OUTCOMES, budget):
                share = budget // len(outcomes)
                total = [0.0] * state.players
                for outcome, probability in outcomes:
                    after = state.clone()
                    after.apply(outcome)
                    self.budget = share
                    points = self._shared_value(after, seat, evaluate, depth - 1, turn)
                    if points is None:
                        points = evaluate(after)
                    for s in range(state.players):
                        total[s] += probability * points[s]
                return total
            if SAMPLES <= budget:
                total = [0.0] * state.players
                for _ in range(SAMPLES):
                    after = state.clone()
                    while after.current_player() == CHANCE:
                        after.apply(sample(after.chance_outcomes(), self.rng))
                    self.budget = budget // SAMPLES
                    points = self._shared_value(after, seat, evaluate, 0, turn)
                    if points is None:
                        points = evaluate(after)
                    for s in range(state.players):
                        total[s] += points[s] / SAMPLES
                return total
            return evaluate(state)
        if player != seat or player == TERMINAL or budget <= 1 or turn <= 0:
            return evaluate(state)
        onward = [a for a in state.legal_actions() if a[0] not in self.undo_verbs]  # see _value
        if len(onward) > budget:
            return evaluate(state)
        best, best_lead = None, None
        for action in onward:
            after = state.clone()
            after.apply(action)
            self.budget = budget // len(onward)
            points = self._shared_value(after, seat, evaluate, depth, turn - 1)
            if points is None:
                continue
            lead = advantage(points, seat)
            if best_lead is None or lead > best_lead:
                best, best_lead = points, lead
        return best
