"""The greedy bot: one step of lookahead on the game's evaluation.

For each legal action it applies the action in a determinized world (the seat's view with the
hidden facts of the other seats resampled), plays out any chance that follows (by expectation over
the outcomes when there are few, else by a few samples) until the next decision, and keeps the
action whose result gives its seat the best lead over the best other seat. Ties go to the first
action in the game's stable order.
"""

import random

from engine.core import CHANCE, sample

from .evaluation import advantage, evaluator
from .memory import Memory

EXACT_OUTCOMES = 8      # chance with at most this many outcomes is taken by expectation
SAMPLES = 3             # otherwise this many sampled outcomes
CHANCE_DEPTH = 2        # chance nodes in a row followed by expectation; deeper ones are sampled


class GreedyBot:
    def __init__(self, seed=0, **params):
        self.rng = random.Random(seed)
        self.memory = Memory()

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        evaluate = evaluator(state.game_id)
        key = self.memory.key(state, seat)
        actions = self.memory.fresh(key, actions)
        world = state.determinize(seat, self.rng)
        best, best_value = actions[0], None
        for action in actions:
            after = world.clone()
            after.apply(action)
            value = self._value(after, seat, evaluate, CHANCE_DEPTH)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        self.memory.record(key, best)
        return best

    def _value(self, state, seat, evaluate, depth):
        if state.current_player() != CHANCE:
            return advantage(evaluate(state), seat)
        outcomes = state.chance_outcomes()
        if depth > 0 and len(outcomes) <= EXACT_OUTCOMES:
            total = 0.0
            for outcome, probability in outcomes:
                after = state.clone()
                after.apply(outcome)
                total += probability * self._value(after, seat, evaluate, depth - 1)
            return total
        total = 0.0
        for _ in range(SAMPLES):
            after = state.clone()
            while after.current_player() == CHANCE:
                after.apply(sample(after.chance_outcomes(), self.rng))
            total += advantage(evaluate(after), seat)
        return total / SAMPLES
